//! Rows of a CSV file, one at a time, each bounded in size: the crate's one
//! CSV reader, which [`crate::input::Reader`] (the header line that tells a
//! CSV file, and its rows) and [`crate::games::PuzzleReader`] share.
//!
//! Rows are parsed by `csv-core`, the `csv` crate's own parser, with its
//! defaults (RFC 4180: `,` between fields, or another separator given, `"` quoting with `""` for a
//! quote, a quoted field may hold commas and line breaks; `\n`, `\r\n` or
//! `\r` ends a row). `csv::Reader` grows a row's buffer without bound and
//! cannot go on after a failed read, so the buffers are kept here (and
//! the `csv` crate only writes CSV, in the program): a row
//! longer than the limit is read to its end without keeping it, and the
//! next row goes on. Blank lines and rows of one blank field are passed
//! over. Each row is known by the line its first byte is on.

use std::io::{self, BufRead};

use csv_core::{ReadRecordResult, Reader as Core};

/// The rows of a CSV text, read from a [`BufRead`] given at each call.
pub(crate) struct Rows {
    core: Core,
    /// The line of the next byte, from 1.
    line: u64,
    /// The longest row kept, in bytes without its line end.
    limit: usize,
    /// The fields of the last row, one after the other, and where each ends.
    fields: Vec<u8>,
    ends: Vec<usize>,
    count: usize,
    done: bool,
}

/// A row, as [`Rows::next`] finds it; its fields are [`Rows::fields`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Row {
    /// The line its first byte is on, from 1.
    pub line: u64,
    /// Its length in bytes, without its line end, when it is longer than
    /// the limit; its fields are not kept then.
    pub too_long: Option<usize>,
}

/// The next bytes of `reader`; empty at the end.
fn fill(reader: &mut impl BufRead) -> io::Result<&[u8]> {
    loop {
        match reader.fill_buf() {
            Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
            // Read again: the borrow checker cannot see that the loop ends.
            Ok(_) => return reader.fill_buf(),
            Err(e) => return Err(e),
        }
    }
}

fn newlines(bytes: &[u8]) -> u64 {
    bytes.iter().filter(|&&b| b == b'\n').count() as u64
}

/// The fields of one line of CSV (a header), separated by `delimiter`, as
/// text; none when it cannot be read. A row that goes on past the line is
/// cut at its end.
pub(crate) fn line_fields(line: &str, delimiter: u8) -> Vec<String> {
    let line = line.lines().next().unwrap_or("");
    let mut rows = Rows::new(1, line.len().max(1)).with_delimiter(delimiter);
    match rows.next(&mut line.as_bytes()) {
        Ok(Some(Row { too_long: None, .. })) => rows
            .fields()
            .map(|f| String::from_utf8_lossy(f).into_owned())
            .collect(),
        _ => Vec::new(),
    }
}

impl Rows {
    /// Rows whose first byte is on `line`, each kept up to `limit` bytes.
    pub(crate) fn new(line: u64, limit: usize) -> Rows {
        Rows {
            core: Core::new(),
            line,
            limit,
            fields: vec![0; 1024.min(limit + 1)],
            ends: vec![0; 16],
            count: 0,
            done: false,
        }
    }

    /// The same rows with `delimiter` between fields (`;` or a tab) in
    /// place of `,`.
    pub(crate) fn with_delimiter(mut self, delimiter: u8) -> Rows {
        self.core = csv_core::ReaderBuilder::new().delimiter(delimiter).build();
        self
    }

    /// The fields of the last row read (none when it was too long).
    pub(crate) fn fields(&self) -> impl Iterator<Item = &[u8]> + '_ {
        (0..self.count).map(|i| {
            let start = if i == 0 { 0 } else { self.ends[i - 1] };
            &self.fields[start..self.ends[i]]
        })
    }

    /// Whether the last row was one blank field (a line of blanks).
    fn blank(&self) -> bool {
        self.count == 1
            && self.fields[..self.ends[0]]
                .iter()
                .all(u8::is_ascii_whitespace)
    }

    /// Reads the next row from `reader` (which goes on from where the last
    /// call left it); `None` at the end.
    ///
    /// # Errors
    /// Reading failed; no rows follow.
    pub(crate) fn next(&mut self, reader: &mut impl BufRead) -> io::Result<Option<Row>> {
        loop {
            if self.done {
                return Ok(None);
            }
            // Line ends before the row are passed over here, as the parser
            // would, so that the row's line is its own.
            loop {
                let data = fill(reader)?;
                let n = data
                    .iter()
                    .position(|&b| b != b'\n' && b != b'\r')
                    .unwrap_or(data.len());
                self.line += newlines(&data[..n]);
                reader.consume(n);
                if n == 0 {
                    break;
                }
            }
            let line = self.line;
            let (mut nout, mut nend, mut bytes) = (0, 0, 0usize);
            let mut last = None;
            let mut too_long = false;
            loop {
                let data = fill(reader)?;
                // Never more than the limit and a line end's byte.
                let room = (self.limit + 1).saturating_sub(bytes);
                let input = if too_long {
                    data
                } else {
                    &data[..data.len().min(room)]
                };
                let (result, nin, o, e) =
                    self.core
                        .read_record(input, &mut self.fields[nout..], &mut self.ends[nend..]);
                if nin > 0 {
                    last = Some(input[nin - 1]);
                }
                self.line += newlines(&input[..nin]);
                reader.consume(nin);
                bytes += nin;
                nout += o;
                nend += e;
                match result {
                    ReadRecordResult::InputEmpty => {}
                    ReadRecordResult::OutputFull => {
                        if !too_long && self.fields.len() <= self.limit {
                            let len = (self.fields.len() * 2).min(self.limit + 1);
                            self.fields.resize(len, 0);
                        }
                    }
                    ReadRecordResult::OutputEndsFull => {
                        if !too_long && self.ends.len() <= self.limit + 1 {
                            let len = (self.ends.len() * 2).min(self.limit + 2);
                            self.ends.resize(len, 0);
                        }
                    }
                    ReadRecordResult::Record => {
                        let ended = matches!(last, Some(b'\n' | b'\r'));
                        let len = bytes - usize::from(ended);
                        if too_long {
                            self.count = 0;
                            return Ok(Some(Row {
                                line,
                                too_long: Some(len),
                            }));
                        }
                        self.count = nend;
                        break;
                    }
                    ReadRecordResult::End => {
                        self.done = true;
                        return Ok(None);
                    }
                }
                too_long |= bytes > self.limit;
                if too_long {
                    // Read on to the row's end without keeping it.
                    nout = 0;
                    nend = 0;
                }
            }
            if !self.blank() {
                return Ok(Some(Row {
                    line,
                    too_long: None,
                }));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rows(text: &str, limit: usize) -> Vec<(u64, Option<usize>, Vec<String>)> {
        let mut reader = text.as_bytes();
        let mut rows = Rows::new(1, limit);
        let mut out = Vec::new();
        while let Some(row) = rows.next(&mut reader).unwrap() {
            let fields = rows
                .fields()
                .map(|f| String::from_utf8_lossy(f).into_owned())
                .collect();
            out.push((row.line, row.too_long, fields));
        }
        out
    }

    #[test]
    fn quoted_fields_and_lines() {
        let got = rows(
            "a,\"b,c\",\"say \"\"hi\"\"\"\r\n\r\n\"two\nlines\",x\n  \nlast,\"\"",
            100,
        );
        let want: Vec<(u64, Option<usize>, Vec<String>)> = vec![
            (1, None, vec!["a".into(), "b,c".into(), "say \"hi\"".into()]),
            (3, None, vec!["two\nlines".into(), "x".into()]),
            (6, None, vec!["last".into(), String::new()]),
        ];
        assert_eq!(got, want);
    }

    #[test]
    fn a_row_longer_than_the_limit_is_passed_over() {
        let long = format!("\"{}\n{}\",y", "x".repeat(30), "z".repeat(30));
        let text = format!("{}\n{long}\nok,1\n{}\n", "a".repeat(20), "b".repeat(21));
        let got = rows(&text, 20);
        assert_eq!(got[0], (1, None, vec!["a".repeat(20)]));
        assert_eq!(got[1], (2, Some(long.len()), vec![]));
        assert_eq!(got[2], (4, None, vec!["ok".into(), "1".into()]));
        assert_eq!(got[3], (5, Some(21), vec![]));
        assert_eq!(got.len(), 4);
        // Many fields are bounded too.
        let got = rows(&format!("{}\nx\n", ",".repeat(50)), 20);
        assert_eq!(got[0], (1, Some(50), vec![]));
        assert_eq!(got[1], (2, None, vec!["x".into()]));
        assert_eq!(rows(&",".repeat(20), 20)[0].2.len(), 21);
    }

    #[test]
    fn another_separator() {
        let mut reader = "a;\"b;c\"\tx\n".as_bytes();
        let mut rows = Rows::new(1, 100).with_delimiter(b';');
        assert!(rows.next(&mut reader).unwrap().is_some());
        let fields: Vec<&[u8]> = rows.fields().collect();
        assert_eq!(fields, [&b"a"[..], &b"b;c\tx"[..]]);
    }

    #[test]
    fn an_open_quote_runs_to_the_end() {
        assert_eq!(
            rows("\"x,y\nz", 100),
            vec![(1, None, vec!["x,y\nz".to_owned()])]
        );
        assert_eq!(rows("", 10), vec![]);
    }
}
