//! Where the sections of a Fluent file start and which section defines
//! each message. The build script finds them for the files embedded in the
//! binary, so that nothing is scanned at start-up; a test checks that what
//! it wrote is what the files hold now.

/// A message: where its id lies in the file (byte offset and length), and
/// the section defining it.
pub type IndexEntry = (u32, u16, u16);

/// The sections of a Fluent file and the messages they define.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Index {
    /// The byte offsets where sections start, then the file's length.
    pub cuts: Vec<u32>,
    /// Each message once, sorted by id: where its id lies in the file
    /// (byte offset and length) and the section defining it (the first, if
    /// two do).
    pub ids: Vec<IndexEntry>,
}

/// The index of `source`. A file is cut before each group comment (`## …`;
/// heading lines in a row are one heading).
pub fn index(source: &str) -> Index {
    let mut cuts = vec![0u32];
    let mut ids: Vec<IndexEntry> = Vec::new();
    let (mut at, mut heading) = (0usize, false);
    for line in source.split_inclusive('\n') {
        let starts = line.starts_with("## ");
        if starts && !heading && at > 0 {
            cuts.push(at as u32);
        }
        heading = starts;
        if let Some(id) = message_id(line) {
            ids.push((at as u32, id.len() as u16, (cuts.len() - 1) as u16));
        }
        at += line.len();
    }
    cuts.push(source.len() as u32);
    let id = |&(start, len, _): &IndexEntry| {
        let start = start as usize;
        &source[start..start + usize::from(len)]
    };
    // Stable: of two definitions, the first stays first and is kept.
    ids.sort_by(|a, b| id(a).cmp(id(b)));
    ids.dedup_by(|later, first| id(later) == id(first));
    Index { cuts, ids }
}

/// The message a line defines (`id = …`), if it defines one.
fn message_id(line: &str) -> Option<&str> {
    if !line.as_bytes().first()?.is_ascii_alphabetic() {
        return None;
    }
    let end = line.find(|c: char| !(c.is_ascii_alphanumeric() || c == '-' || c == '_'))?;
    line[end..]
        .trim_start()
        .starts_with('=')
        .then(|| &line[..end])
}
