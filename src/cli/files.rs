//! Output files: names made from templates and safe on every file system,
//! files written whole, and text escaped for the lists a batch writes.

use std::fmt;
use std::io::Write;
use std::path::Path;

/// A placeholder of a name template.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Field {
    Number,
    Line,
    Id,
    Stem,
}

#[derive(Debug, Clone, PartialEq, Eq)]
enum Part {
    Text(String),
    Field(Field, usize),
}

/// A file-name template: `{n}` the record's number in the whole run,
/// `{line}` its line in its file, `{id}` the EPD `id` (or the PGN event),
/// `{stem}` its file's name without extension; a width pads numbers with
/// zeros (`{n:04}`). `{{` and `}}` are literal braces.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NameTemplate {
    parts: Vec<Part>,
}

/// A template with a placeholder that does not exist, or an unclosed brace.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TemplateError {
    pub template: String,
    pub placeholder: String,
}

impl fmt::Display for TemplateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "the name template `{}` has an unknown placeholder `{}`",
            self.template, self.placeholder
        )
    }
}

impl std::error::Error for TemplateError {}

/// What fills a template for one record.
#[derive(Debug, Clone, Copy)]
pub struct NameFields<'a> {
    pub number: usize,
    pub line: usize,
    pub id: Option<&'a str>,
    pub stem: &'a str,
}

impl std::str::FromStr for NameTemplate {
    type Err = TemplateError;

    fn from_str(template: &str) -> Result<NameTemplate, TemplateError> {
        let err = |p: &str| TemplateError {
            template: template.to_owned(),
            placeholder: p.to_owned(),
        };
        let mut parts = Vec::new();
        let mut text = String::new();
        let mut rest = template;
        while let Some(i) = rest.find(['{', '}']) {
            text.push_str(&rest[..i]);
            let tail = &rest[i..];
            if tail.starts_with("{{") || tail.starts_with("}}") {
                text.push_str(&tail[..1]);
                rest = &tail[2..];
                continue;
            }
            if tail.starts_with('}') {
                return Err(err("}"));
            }
            let close = tail.find('}').ok_or_else(|| err(tail))?;
            let inside = &tail[1..close];
            let (name, width) = match inside.split_once(':') {
                Some((n, w)) => {
                    let width = w
                        .parse::<usize>()
                        .ok()
                        .filter(|&w| w <= 20)
                        .ok_or_else(|| err(&tail[..=close]))?;
                    (n, width)
                }
                None => (inside, 0),
            };
            let field = match name {
                "n" => Field::Number,
                "line" => Field::Line,
                "id" => Field::Id,
                "stem" => Field::Stem,
                _ => return Err(err(&tail[..=close])),
            };
            if !text.is_empty() {
                parts.push(Part::Text(std::mem::take(&mut text)));
            }
            parts.push(Part::Field(field, width));
            rest = &tail[close + 1..];
        }
        text.push_str(rest);
        if !text.is_empty() {
            parts.push(Part::Text(text));
        }
        Ok(NameTemplate { parts })
    }
}

impl NameTemplate {
    /// The file name (without extension) for one record, made safe for
    /// every file system by [`safe_name`]. An empty result is the number.
    #[must_use]
    pub fn name(&self, f: &NameFields<'_>) -> String {
        let mut out = String::new();
        for part in &self.parts {
            match part {
                Part::Text(t) => out.push_str(t),
                Part::Field(field, width) => {
                    let value = match field {
                        Field::Number => format!("{:0width$}", f.number, width = *width),
                        Field::Line => format!("{:0width$}", f.line, width = *width),
                        Field::Id => format!("{:0>width$}", f.id.unwrap_or(""), width = *width),
                        Field::Stem => format!("{:0>width$}", f.stem, width = *width),
                    };
                    out.push_str(&value);
                }
            }
        }
        let safe = safe_name(&out);
        if safe.is_empty() {
            f.number.to_string()
        } else {
            safe
        }
    }
}

/// Names Windows keeps for devices, with or without an extension.
const RESERVED: [&str; 22] = [
    "con", "prn", "aux", "nul", "com1", "com2", "com3", "com4", "com5", "com6", "com7", "com8",
    "com9", "lpt1", "lpt2", "lpt3", "lpt4", "lpt5", "lpt6", "lpt7", "lpt8", "lpt9",
];

/// The longest name made, in bytes (file systems allow 255 with the extension).
const MAX_NAME: usize = 200;

/// `name` made safe as a file name on every common file system: path
/// separators, control characters and `<>:"|?*` become `_`; leading dots and
/// trailing dots and spaces are dropped (no hidden files, no `..`); device
/// names such as `CON` get a leading `_`; at most 200 bytes are kept.
#[must_use]
pub fn safe_name(name: &str) -> String {
    let mut out: String = name
        .chars()
        .map(|c| {
            if c.is_control() || matches!(c, '/' | '\\' | '<' | '>' | ':' | '"' | '|' | '?' | '*') {
                '_'
            } else {
                c
            }
        })
        .collect();
    out = out
        .trim_start_matches(['.', ' '])
        .trim_end_matches(['.', ' '])
        .to_owned();
    let stem = out.split('.').next().unwrap_or("").to_ascii_lowercase();
    if RESERVED.contains(&stem.as_str()) {
        out.insert(0, '_');
    }
    if out.len() > MAX_NAME {
        let mut end = MAX_NAME;
        while !out.is_char_boundary(end) {
            end -= 1;
        }
        out.truncate(end);
        out = out.trim_end_matches(['.', ' ']).to_owned();
    }
    out
}

/// Writes `bytes` to `path` whole or not at all: into a temporary file in the
/// same folder, which is then renamed over `path`. The file gets the
/// permissions of the file it replaces, or the usual ones for a new file.
///
/// # Errors
/// Any error creating, writing or renaming; the temporary file is then removed.
///
/// A path that names something other than a regular file (a device such as
/// `/dev/stdout` or `/dev/full`, a pipe) is written directly, never replaced;
/// a symbolic link is followed, so the link stays and its target is replaced.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let resolved;
    let path = match std::fs::symlink_metadata(path) {
        Ok(m) if m.file_type().is_symlink() => {
            resolved = std::fs::canonicalize(path)?;
            resolved.as_path()
        }
        _ => path,
    };
    if let Ok(m) = std::fs::metadata(path)
        && !m.is_file()
        && !m.is_dir()
    {
        let mut file = std::fs::OpenOptions::new().write(true).open(path)?;
        file.write_all(bytes)?;
        return file.flush();
    }
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    let mut tmp = tempfile::Builder::new()
        .prefix(".forsythe-")
        .suffix(".tmp")
        .tempfile_in(dir)?;
    tmp.write_all(bytes)?;
    tmp.flush()?;
    let permissions = match std::fs::metadata(path) {
        Ok(m) => m.permissions(),
        Err(_) => default_permissions(tmp.as_file())?,
    };
    tmp.as_file().set_permissions(permissions)?;
    tmp.persist(path).map_err(|e| e.error)?;
    Ok(())
}

#[cfg(unix)]
fn default_permissions(_: &std::fs::File) -> std::io::Result<std::fs::Permissions> {
    use std::os::unix::fs::PermissionsExt;
    Ok(std::fs::Permissions::from_mode(0o644))
}

#[cfg(not(unix))]
fn default_permissions(file: &std::fs::File) -> std::io::Result<std::fs::Permissions> {
    file.metadata().map(|m| m.permissions())
}

/// `text` as a JSON string literal.
#[must_use]
pub fn json_string(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// `text` as a CSV field (quoted when it must be).
#[must_use]
pub fn csv_field(text: &str) -> String {
    if text.contains([',', '"', '\n', '\r']) || text.starts_with(' ') || text.ends_with(' ') {
        format!("\"{}\"", text.replace('"', "\"\""))
    } else {
        text.to_owned()
    }
}

/// `text` with the characters LaTeX treats specially escaped.
#[must_use]
pub fn latex_escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '\\' => out.push_str("\\textbackslash{}"),
            '{' | '}' | '#' | '$' | '%' | '&' | '_' => {
                out.push('\\');
                out.push(c);
            }
            '~' => out.push_str("\\textasciitilde{}"),
            '^' => out.push_str("\\textasciicircum{}"),
            c if c.is_control() => out.push(' '),
            c => out.push(c),
        }
    }
    out
}

/// `text` escaped for HTML (control characters, which HTML does not allow, are left out).
#[must_use]
pub fn html_escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c if c.is_control() && !matches!(c, '\n' | '\t') => {}
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn name_templates() {
        let f = NameFields {
            number: 7,
            line: 12,
            id: Some("BK.01"),
            stem: "puzzles",
        };
        let t = |s: &str| s.parse::<NameTemplate>().unwrap().name(&f);
        assert_eq!(t("{n:04}"), "0007");
        assert_eq!(t("{stem}-{line}"), "puzzles-12");
        assert_eq!(t("{id}"), "BK.01");
        assert_eq!(t("{{x}}{n}"), "{x}7");
        assert_eq!(t("{id}/../../etc"), "BK.01_.._.._etc");
        let none = NameFields { id: None, ..f };
        assert_eq!("{id}".parse::<NameTemplate>().unwrap().name(&none), "7");
        for bad in ["{x}", "{n", "n}", "{n:x}", "{n:99}"] {
            assert!(bad.parse::<NameTemplate>().is_err(), "{bad}");
        }
        assert_eq!(
            "a{foo}".parse::<NameTemplate>().unwrap_err().placeholder,
            "{foo}"
        );
    }

    #[test]
    fn names_are_safe_everywhere() {
        assert_eq!(safe_name("../etc/passwd"), "_etc_passwd");
        assert_eq!(safe_name(".."), "");
        assert_eq!(safe_name(".hidden"), "hidden");
        assert_eq!(safe_name("a:b*c?\u{7}"), "a_b_c__");
        assert_eq!(safe_name("CON"), "_CON");
        assert_eq!(safe_name("nul.txt"), "_nul.txt");
        assert_eq!(safe_name("console"), "console");
        assert_eq!(safe_name("trailing. "), "trailing");
        assert_eq!(safe_name(&"é".repeat(150)).len(), 200);
        assert_eq!(safe_name("Weiß zieht"), "Weiß zieht");
        // Found by fuzzing: the device-name prefix made 201 bytes.
        assert_eq!(safe_name(&format!("con.{}", "x".repeat(300))).len(), 200);
    }

    #[test]
    fn escaping() {
        assert_eq!(json_string("a\"b\\c\n\u{1}"), r#""a\"b\\c\n\u0001""#);
        assert_eq!(csv_field("plain"), "plain");
        assert_eq!(csv_field("a,\"b\""), r#""a,""b""""#);
        assert_eq!(
            latex_escape("50% & #1_x {y} ~^\\"),
            r"50\% \& \#1\_x \{y\} \textasciitilde{}\textasciicircum{}\textbackslash{}"
        );
        assert_eq!(
            html_escape("<a href='x'>&"),
            "&lt;a href=&#39;x&#39;&gt;&amp;"
        );
    }

    #[test]
    fn atomic_writes_replace_whole_files() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("a.txt");
        write_atomic(&path, b"one").unwrap();
        write_atomic(&path, b"two").unwrap();
        assert_eq!(std::fs::read(&path).unwrap(), b"two");
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 1);
        assert!(write_atomic(&dir.path().join("missing/a.txt"), b"x").is_err());
    }

    #[cfg(unix)]
    #[test]
    fn devices_are_written_not_replaced_and_links_are_kept() {
        let full = Path::new("/dev/full");
        if full.exists() {
            let e = write_atomic(full, b"x").unwrap_err();
            assert_eq!(e.raw_os_error(), Some(28), "no space left on device");
            assert!(
                !std::fs::metadata(full).unwrap().is_file(),
                "/dev/full is still a device"
            );
        }
        let dir = tempfile::tempdir().unwrap();
        let target = dir.path().join("real.svg");
        std::fs::write(&target, "old").unwrap();
        let link = dir.path().join("link.svg");
        std::os::unix::fs::symlink(&target, &link).unwrap();
        write_atomic(&link, b"new").unwrap();
        assert!(
            std::fs::symlink_metadata(&link)
                .unwrap()
                .file_type()
                .is_symlink()
        );
        assert_eq!(std::fs::read(&target).unwrap(), b"new");
    }
}
