//! Problem files (Popeye input, olive and YACPDB collections) as entries:
//! the file is read whole by [`crate::problems`], and each problem becomes
//! an entry with its lines and the warnings met reading it.

use std::collections::VecDeque;
use std::io::{self, Read};

use super::decode::decode;
use super::{Entry, EntryKind, FileKind, MAX_LINE, Reader, Skipped};

impl<R: Read> Reader<R> {
    /// The next problem of a problem file: the whole file is read and its
    /// problems queued at the first call.
    pub(super) fn next_problem(&mut self) -> io::Result<Option<Result<Entry, Skipped>>> {
        if self.problems.is_none() {
            let mut text = String::new();
            while let Some(line) = self.line(MAX_LINE)? {
                let (t, windows_1252) = decode(line.bytes);
                if windows_1252 {
                    self.windows_1252.get_or_insert(line.number);
                }
                // Line numbers stay those of the file.
                while self.problem_lines < line.number.saturating_sub(1) {
                    text.push('\n');
                    self.problem_lines += 1;
                }
                text.push_str(&t);
                text.push('\n');
                self.problem_lines += 1;
            }
            let collection = if self.format == Some(FileKind::Olive) {
                crate::problems::read_olive(&text)
            } else {
                crate::problems::read_popeye(&text)
            };
            if collection.problems.is_empty() {
                self.unplaced = collection.warnings;
                self.problems = Some(VecDeque::new());
                return Ok(None);
            }
            let entries = problem_entries(collection);
            self.problems = Some(entries.into());
        }
        Ok(self.problems.as_mut().and_then(VecDeque::pop_front).map(Ok))
    }
}

/// The entries of a problem file: each problem with its lines and the
/// warnings from its first line up to the next problem's.
fn problem_entries(collection: crate::problems::Collection) -> Vec<Entry> {
    let crate::problems::Collection { problems, warnings } = collection;
    let starts: Vec<usize> = problems.iter().map(|p| p.line).collect();
    let mut entries: Vec<Entry> = problems
        .into_iter()
        .map(|p| Entry {
            line: p.line.max(1),
            text: crate::notation::write_board(&p.board, &p.notation.dialect),
            kind: EntryKind::Problem {
                lines: p.lines(),
                problem: Box::new(p),
                warnings: Vec::new(),
            },
        })
        .collect();
    for w in warnings {
        // The last problem starting at or before the warning's line.
        let i = starts.iter().rposition(|&s| s <= w.line).unwrap_or(0);
        if let Some(EntryKind::Problem { warnings, .. }) = entries.get_mut(i).map(|e| &mut e.kind) {
            warnings.push(w);
        }
    }
    entries
}
