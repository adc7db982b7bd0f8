//! The image formats a [`Renderer`](super::Renderer) writes, named once for
//! every way in: the command line's `--format` and file extensions, the
//! service's paths, a block's `format:` key.

use std::fmt;
use std::path::Path;
use std::str::FromStr;

/// An image format.
///
/// ```
/// use forsythe::render::Format;
///
/// assert_eq!("PNG".parse::<Format>(), Ok(Format::Png));
/// assert_eq!(Format::Svg.to_string(), "svg");
/// assert_eq!(Format::from_path("book/fig-1.Gif".as_ref()), Some(Format::Gif));
/// assert_eq!(Format::Pdf.media_type(), "application/pdf");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[non_exhaustive]
pub enum Format {
    /// SVG text: vector graphics, the pieces as paths, the text as glyph outlines.
    Svg,
    /// A PNG image, sRGB, with the description as its alternative text.
    Png,
    /// A GIF image: one still frame, or an animation of a game's plies.
    Gif,
    /// A one-page PDF of vector graphics (when built with the `pdf` feature).
    Pdf,
}

impl Format {
    /// Every format, in the order they are listed to users.
    pub const ALL: [Format; 4] = [Format::Svg, Format::Png, Format::Gif, Format::Pdf];

    /// The format's name, which is also its file extension: `svg`, `png`, `gif`, `pdf`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Format::Svg => "svg",
            Format::Png => "png",
            Format::Gif => "gif",
            Format::Pdf => "pdf",
        }
    }

    /// The cargo feature that builds the format in (`raster`, `pdf`); SVG
    /// is always built, and has none.
    #[must_use]
    pub const fn feature(self) -> &'static str {
        match self {
            Format::Svg => "",
            Format::Png | Format::Gif => "raster",
            Format::Pdf => "pdf",
        }
    }

    /// The media type of the bytes (`image/svg+xml`, …).
    #[must_use]
    pub const fn media_type(self) -> &'static str {
        match self {
            Format::Svg => "image/svg+xml",
            Format::Png => "image/png",
            Format::Gif => "image/gif",
            Format::Pdf => "application/pdf",
        }
    }

    /// Whether this build of the library writes the format: PDF needs the
    /// `pdf` feature, the others are always there.
    #[must_use]
    pub const fn is_built(self) -> bool {
        match self {
            Format::Pdf => cfg!(feature = "pdf"),
            Format::Svg | Format::Png | Format::Gif => true,
        }
    }

    /// The formats this build writes.
    pub fn built() -> impl Iterator<Item = Format> {
        Format::ALL.into_iter().filter(|f| f.is_built())
    }

    /// The format a file name's extension names, in any case; `None` for
    /// another extension or none.
    #[must_use]
    pub fn from_path(path: &Path) -> Option<Format> {
        path.extension()?.to_str()?.parse().ok()
    }
}

impl fmt::Display for Format {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A name that is not one of [`Format::ALL`]'s.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FormatError(pub String);

impl fmt::Display for FormatError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "`{}` is not an image format (svg, png, gif, pdf)",
            self.0
        )
    }
}

impl std::error::Error for FormatError {}

impl FromStr for Format {
    type Err = FormatError;

    /// A format by its name in any case (`svg`, `PNG`), also with its dot
    /// (`.gif`); `jpg` and the like are not formats we write.
    fn from_str(s: &str) -> Result<Format, FormatError> {
        let name = s.trim();
        let name = name.strip_prefix('.').unwrap_or(name);
        Format::ALL
            .into_iter()
            .find(|f| f.name().eq_ignore_ascii_case(name))
            .ok_or_else(|| FormatError(s.to_owned()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_read_back() {
        for f in Format::ALL {
            assert_eq!(f.name().parse::<Format>(), Ok(f));
            assert_eq!(f.name().to_uppercase().parse::<Format>(), Ok(f));
            assert_eq!(format!(".{f}").parse::<Format>(), Ok(f));
            assert_eq!(f.to_string(), f.name());
        }
        assert_eq!("jpeg".parse::<Format>(), Err(FormatError("jpeg".into())));
        assert_eq!("".parse::<Format>(), Err(FormatError(String::new())));
    }

    #[test]
    fn paths_name_formats_by_extension() {
        assert_eq!(Format::from_path(Path::new("a.SVG")), Some(Format::Svg));
        assert_eq!(Format::from_path(Path::new("dir.png/a")), None);
        assert_eq!(Format::from_path(Path::new("a.jpg")), None);
        assert_eq!(Format::from_path(Path::new("png")), None);
    }

    #[test]
    fn pdf_is_built_with_its_feature() {
        assert_eq!(Format::Pdf.is_built(), cfg!(feature = "pdf"));
        assert_eq!(
            Format::built().count(),
            if cfg!(feature = "pdf") { 4 } else { 3 }
        );
    }
}
