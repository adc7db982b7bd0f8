//! Where records come from: files named on the command line, or standard
//! input. Standard input is copied to a temporary file as it is read, so
//! that a run can read its input more than once (to decide the notation of a
//! whole file, to check file names before writing any) in constant memory.

#[cfg(feature = "cli")]
use std::io::{self, Read, Seek};
#[cfg(feature = "cli")]
use std::path::Path;
use std::path::PathBuf;

#[cfg(feature = "cli")]
use crate::input::FileKind;
#[cfg(feature = "cli")]
use crate::input::Reader;

#[cfg(feature = "cli")]
/// One input, opened.
pub struct InputFile {
    /// How messages name it: the path, or the word for standard input.
    pub display: String,
    /// The file's name without its extension (`{stem}` in templates); empty
    /// for standard input.
    pub stem: String,
    file: std::fs::File,
    /// The kind the file's name says it is (`.pgn`, `.olv`).
    kind: Option<FileKind>,
    /// The file holds environments of the LaTeX `diagram` package.
    latex: bool,
    /// Keeps the copy of standard input alive.
    _spool: Option<tempfile::TempPath>,
}

#[cfg(feature = "cli")]
impl InputFile {
    /// Opens `path`, or copies standard input when it is `-`.
    ///
    /// # Errors
    /// When the file cannot be opened (or standard input cannot be read).
    pub fn open(path: &Path, stdin_name: &str) -> io::Result<InputFile> {
        if path.as_os_str() == "-" {
            let mut spool = tempfile::NamedTempFile::new()?;
            io::copy(&mut io::stdin().lock(), spool.as_file_mut())?;
            let (mut file, path) = spool.into_parts();
            return Ok(InputFile {
                display: stdin_name.to_owned(),
                stem: String::new(),
                latex: holds_latex_diagrams(&mut file),
                file,
                kind: None,
                _spool: Some(path),
            });
        }
        let mut file = std::fs::File::open(path)?;
        if file.metadata()?.is_dir() {
            return Err(io::Error::new(
                io::ErrorKind::IsADirectory,
                "it is a folder",
            ));
        }
        Ok(InputFile {
            display: path.display().to_string(),
            stem: path
                .file_stem()
                .map(|s| s.to_string_lossy().into_owned())
                .unwrap_or_default(),
            latex: FileKind::of_name(path).is_none() && holds_latex_diagrams(&mut file),
            file,
            kind: FileKind::of_name(path),
            _spool: None,
        })
    }

    /// The whole text of a file of LaTeX `diagram` environments, which is
    /// read as a whole rather than entry by entry; `None` for any other
    /// file (or one that cannot be read again).
    pub fn latex_text(&mut self) -> Option<String> {
        if !self.latex {
            return None;
        }
        self.file.rewind().ok()?;
        let mut bytes = Vec::new();
        (&self.file).read_to_end(&mut bytes).ok()?;
        Some(String::from_utf8_lossy(&bytes).into_owned())
    }

    /// A reader of the entries from the start. A pipe given by name can be
    /// read only once; reading it again gives nothing.
    pub fn entries(&mut self) -> Reader<impl Read + '_> {
        let _ = self.file.rewind();
        match self.kind {
            Some(kind) => Reader::of_kind(&self.file, kind),
            None => Reader::new(&self.file),
        }
    }
}

#[cfg(feature = "cli")]
/// Whether a file holds LaTeX `diagram` environments, as
/// [`crate::input::holds_latex_diagrams`] tells; the file is read again
/// from its start afterwards.
fn holds_latex_diagrams(file: &mut std::fs::File) -> bool {
    let holds = file.rewind().is_ok() && crate::input::holds_latex_diagrams(&mut *file);
    let _ = file.rewind();
    holds
}

/// Whether a command-line INPUT that names no file looks like a file's name
/// rather than a record: no space, and a record-file extension (`.fen`,
/// `.epd`, `.pgn`, `.csv`, `.txt`), or an extension of letters in a folder
/// that exists (`out/x.png`). A record such as `8/8/…/4K3` is never one.
#[must_use]
pub fn looks_like_a_path(input: &str) -> bool {
    if input.contains(char::is_whitespace) {
        return false;
    }
    let path = PathBuf::from(input);
    let Some(ext) = path.extension().and_then(|e| e.to_str()) else {
        return false;
    };
    let known = ["fen", "epd", "pgn", "csv", "txt"]
        .iter()
        .any(|k| ext.eq_ignore_ascii_case(k));
    let in_a_folder = (2..=4).contains(&ext.len())
        && ext.chars().all(|c| c.is_ascii_alphabetic())
        && path
            .parent()
            .is_some_and(|d| !d.as_os_str().is_empty() && d.is_dir());
    known || in_a_folder
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_and_records() {
        for path in [
            "pos.fen",
            "game.PGN",
            "a/b/puzzles.epd",
            "/tmp/file.png",
            "p.csv",
        ] {
            assert!(looks_like_a_path(path), "{path}");
        }
        for record in [
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR",
            "8/8/8/8/8/8/8/8 w",
            "k7/8",
            "--rnbk--/-pppppp-",
            "4k3/8/8/8/8/8/8/4K3.",
            "4k3/8/8/8/8/8/8/4K3.pp",
        ] {
            assert!(!looks_like_a_path(record), "{record}");
        }
    }
}
