//! Output files: names safe on every file system, files written whole, and
//! text escaped for the lists a batch writes.

use std::io::Write;
use std::path::Path;

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

/// Why a file could not be written, with what the user needs to hear first:
/// a folder that is missing or not writable, or the error of the system.
#[derive(Debug)]
pub enum WriteError {
    /// The folder the file goes into does not exist.
    NoFolder(std::path::PathBuf),
    /// The folder the file goes into cannot be written.
    FolderDenied(std::path::PathBuf),
    /// What the path names is a folder.
    IsFolder(std::path::PathBuf),
    /// The name ends in a slash, so it can only name a folder.
    SlashAtEnd(std::path::PathBuf),
    /// A part of the way to the file is a file, not a folder.
    NotAFolder(std::path::PathBuf),
    /// Any other failure.
    Io(std::io::Error),
}

impl std::fmt::Display for WriteError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            WriteError::NoFolder(d) => write!(f, "the folder {} does not exist", d.display()),
            WriteError::FolderDenied(d) => {
                write!(f, "the folder {} cannot be written to", d.display())
            }
            WriteError::IsFolder(p) => write!(f, "{} is a folder", p.display()),
            WriteError::SlashAtEnd(p) => write!(f, "{} ends in a slash", p.display()),
            WriteError::NotAFolder(p) => write!(f, "{} is a file, not a folder", p.display()),
            WriteError::Io(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for WriteError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            WriteError::Io(e) => Some(e),
            _ => None,
        }
    }
}

/// The folder a file at `path` goes into (`.` for a bare name).
fn folder_of(path: &Path) -> &Path {
    match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    }
}

/// The first of the folders on the way to `path` that is a file (`a.png`
/// in `a.png/b.svg`), if one is.
fn file_on_the_way(path: &Path) -> Option<std::path::PathBuf> {
    path.ancestors()
        .skip(1)
        .filter(|d| !d.as_os_str().is_empty())
        .collect::<Vec<_>>()
        .into_iter()
        .rev()
        .find(|d| std::fs::metadata(d).is_ok_and(|m| !m.is_dir()))
        .map(Path::to_owned)
}

/// Whether `path` as written ends in a separator (`a.png/`).
fn ends_in_slash(path: &Path) -> bool {
    let text = path.as_os_str().as_encoded_bytes();
    text.len() > 1 && (text.ends_with(b"/") || (cfg!(windows) && text.ends_with(b"\\")))
}

/// Turns the error of making something at `path` (a file, or a folder when
/// `dir` is `path`) in the folder `dir` into what the user needs to hear.
fn explain(e: std::io::Error, dir: &Path, path: &Path) -> WriteError {
    use std::io::ErrorKind;
    match e.kind() {
        ErrorKind::NotADirectory | ErrorKind::NotFound
            if let Some(file) = file_on_the_way(path) =>
        {
            WriteError::NotAFolder(file)
        }
        ErrorKind::NotFound if !dir.is_dir() => WriteError::NoFolder(dir.to_owned()),
        // A folder that exists but takes no new files (such as /proc).
        ErrorKind::NotFound | ErrorKind::PermissionDenied | ErrorKind::ReadOnlyFilesystem => {
            WriteError::FolderDenied(dir.to_owned())
        }
        _ => WriteError::Io(e),
    }
}

/// What is wrong with `path` as the name of a file to write, found before
/// any work: it names a folder, ends in a slash, or goes through a file.
///
/// # Errors
/// The first of those that holds.
pub fn check_output(path: &Path) -> Result<(), WriteError> {
    if ends_in_slash(path) {
        return Err(WriteError::SlashAtEnd(path.to_owned()));
    }
    if path.is_dir() {
        return Err(WriteError::IsFolder(path.to_owned()));
    }
    match file_on_the_way(path) {
        Some(file) => Err(WriteError::NotAFolder(file)),
        None => Ok(()),
    }
}

/// Makes the folder `dir` and those on the way to it.
///
/// # Errors
/// A file on the way, a folder that cannot be written, or another failure.
pub fn create_folder(dir: &Path) -> Result<(), WriteError> {
    if let Ok(m) = std::fs::metadata(dir)
        && !m.is_dir()
    {
        return Err(WriteError::NotAFolder(dir.to_owned()));
    }
    std::fs::create_dir_all(dir).map_err(|e| {
        // The deepest folder that exists is the one that refused.
        let parent = dir
            .ancestors()
            .skip(1)
            .find(|d| d.as_os_str().is_empty() || d.is_dir())
            .filter(|d| !d.as_os_str().is_empty())
            .unwrap_or(Path::new("."));
        explain(e, parent, dir)
    })
}

/// Where the bytes for `path` go: a regular file (or a new one) is replaced
/// through a temporary file and a rename; anything else — a pipe, a device,
/// a terminal, also through a link such as `/dev/stdout` or
/// `/proc/self/fd/1` — is opened and written as given.
enum WriteTarget {
    Replace(std::path::PathBuf),
    Direct,
}

fn target(path: &Path) -> Result<WriteTarget, WriteError> {
    if ends_in_slash(path) {
        return Err(WriteError::SlashAtEnd(path.to_owned()));
    }
    match std::fs::metadata(path) {
        Ok(m) if m.is_dir() => Err(WriteError::IsFolder(path.to_owned())),
        Ok(m) if !m.is_file() => Ok(WriteTarget::Direct),
        Ok(_) => {
            // A link to a regular file: the link stays, its target is replaced.
            let is_link = std::fs::symlink_metadata(path)
                .map(|m| m.file_type().is_symlink())
                .unwrap_or(false);
            if is_link {
                std::fs::canonicalize(path)
                    .map(WriteTarget::Replace)
                    .map_err(WriteError::Io)
            } else {
                Ok(WriteTarget::Replace(path.to_owned()))
            }
        }
        Err(_) => Ok(WriteTarget::Replace(path.to_owned())),
    }
}

/// Writes `bytes` to `path` whole or not at all: into a temporary file in the
/// same folder, which is then renamed over `path`. The file gets the
/// permissions of the file it replaces, or the usual ones for a new file.
/// A path that names something other than a regular file (a pipe, a device
/// such as `/dev/stdout` or `/dev/full`) is written directly, never replaced;
/// a symbolic link to a file is followed, so the link stays.
///
/// # Errors
/// Any error creating, writing or renaming; the temporary file is then removed.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> Result<(), WriteError> {
    let mut file = AtomicFile::create(path)?;
    file.write_all(bytes).map_err(WriteError::Io)?;
    file.finish()
}

/// A file written whole or not at all, bit by bit: see [`write_atomic`].
/// Dropped without [`AtomicFile::finish`], it leaves nothing behind.
pub struct AtomicFile {
    out: AtomicOut,
}

enum AtomicOut {
    Temp {
        file: std::io::BufWriter<tempfile::NamedTempFile>,
        path: std::path::PathBuf,
    },
    Direct(std::io::BufWriter<std::fs::File>),
}

impl AtomicFile {
    /// Starts writing `path`.
    ///
    /// # Errors
    /// When the folder is missing or not writable, or `path` is a folder.
    pub fn create(path: &Path) -> Result<AtomicFile, WriteError> {
        let out = match target(path)? {
            WriteTarget::Direct => AtomicOut::Direct(std::io::BufWriter::new(
                std::fs::OpenOptions::new()
                    .write(true)
                    .open(path)
                    .map_err(WriteError::Io)?,
            )),
            WriteTarget::Replace(path) => {
                let dir = folder_of(&path);
                let tmp = tempfile::Builder::new()
                    .prefix(".forsythe-")
                    .suffix(".tmp")
                    .tempfile_in(dir)
                    .map_err(|e| explain(e, dir, &path))?;
                AtomicOut::Temp {
                    file: std::io::BufWriter::with_capacity(64 * 1024, tmp),
                    path,
                }
            }
        };
        Ok(AtomicFile { out })
    }

    /// Puts the finished file in its place.
    ///
    /// # Errors
    /// Any error writing or renaming; the temporary file is then removed.
    pub fn finish(self) -> Result<(), WriteError> {
        match self.out {
            AtomicOut::Direct(mut f) => f.flush().map_err(WriteError::Io),
            AtomicOut::Temp { file, path } => {
                let tmp = file
                    .into_inner()
                    .map_err(|e| WriteError::Io(e.into_error()))?;
                let permissions = match std::fs::metadata(&path) {
                    Ok(m) => m.permissions(),
                    Err(_) => default_permissions(tmp.as_file()).map_err(WriteError::Io)?,
                };
                tmp.as_file()
                    .set_permissions(permissions)
                    .map_err(WriteError::Io)?;
                tmp.persist(&path)
                    .map_err(|e| explain(e.error, folder_of(&path), &path))?;
                Ok(())
            }
        }
    }
}

impl Write for AtomicFile {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        match &mut self.out {
            AtomicOut::Temp { file, .. } => file.write(buf),
            AtomicOut::Direct(f) => f.write(buf),
        }
    }

    fn flush(&mut self) -> std::io::Result<()> {
        match &mut self.out {
            AtomicOut::Temp { file, .. } => file.flush(),
            AtomicOut::Direct(f) => f.flush(),
        }
    }
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

/// Whether `path` already holds exactly `bytes`.
#[must_use]
pub fn unchanged(path: &Path, bytes: &[u8]) -> bool {
    match std::fs::metadata(path) {
        Ok(m) if m.is_file() && m.len() == bytes.len() as u64 => {
            std::fs::read(path).is_ok_and(|old| old == bytes)
        }
        _ => false,
    }
}

/// Writes `bytes` to `path` unless it holds them already (so an unchanged
/// file keeps its time stamp). Returns whether it wrote.
///
/// # Errors
/// Any error writing the file.
pub fn write_if_changed(path: &Path, bytes: &[u8]) -> std::io::Result<bool> {
    if unchanged(path, bytes) {
        return Ok(false);
    }
    write_atomic(path, bytes).map_err(std::io::Error::other)?;
    Ok(true)
}

/// Writes an image unless it is there already (see [`write_if_changed`]),
/// making its folder if needed.
///
/// # Errors
/// Any error making the folder or writing the file.
pub fn write_image(path: &Path, bytes: &[u8]) -> std::io::Result<bool> {
    if let Some(dir) = path.parent()
        && !dir.as_os_str().is_empty()
    {
        create_folder(dir).map_err(std::io::Error::other)?;
    }
    write_if_changed(path, bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

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
        let missing = dir.path().join("missing");
        match write_atomic(&missing.join("a.txt"), b"x") {
            Err(WriteError::NoFolder(d)) => assert_eq!(d, missing),
            other => panic!("{other:?}"),
        }
        assert!(matches!(
            write_atomic(dir.path(), b"x"),
            Err(WriteError::IsFolder(_))
        ));
        // Dropped unfinished, a file leaves nothing behind.
        let mut f = AtomicFile::create(&dir.path().join("b.txt")).unwrap();
        f.write_all(b"half").unwrap();
        drop(f);
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 1);
    }

    #[test]
    fn what_is_wrong_with_an_output_is_found_first() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("a.png");
        std::fs::write(&file, "x").unwrap();
        let slash = dir.path().join("b.png/");
        assert!(matches!(check_output(&slash), Err(WriteError::SlashAtEnd(p)) if p == slash));
        assert!(matches!(
            check_output(dir.path()),
            Err(WriteError::IsFolder(_))
        ));
        let inside = file.join("deeper/c.svg");
        assert!(matches!(check_output(&inside), Err(WriteError::NotAFolder(p)) if p == file));
        assert!(matches!(write_atomic(&inside, b"x"), Err(WriteError::NotAFolder(p)) if p == file));
        assert!(
            matches!(create_folder(&file.join("sub")), Err(WriteError::NotAFolder(p)) if p == file)
        );
        assert!(matches!(create_folder(&file), Err(WriteError::NotAFolder(p)) if p == file));
        assert!(check_output(&dir.path().join("new.png")).is_ok());
        create_folder(&dir.path().join("x/y")).unwrap();
        assert!(dir.path().join("x/y").is_dir());
        // The system's refusals, said of the folder concerned.
        let denied = explain(
            std::io::Error::from(std::io::ErrorKind::ReadOnlyFilesystem),
            dir.path(),
            &dir.path().join("n.svg"),
        );
        assert!(matches!(denied, WriteError::FolderDenied(d) if d == dir.path()));
    }

    #[cfg(unix)]
    #[test]
    fn devices_are_written_not_replaced_and_links_are_kept() {
        let full = Path::new("/dev/full");
        if full.exists() {
            match write_atomic(full, b"x") {
                Err(WriteError::Io(e)) => {
                    assert_eq!(e.raw_os_error(), Some(28), "no space left on device")
                }
                other => panic!("{other:?}"),
            }
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
