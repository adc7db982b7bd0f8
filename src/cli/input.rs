//! Where records come from: the INPUT argument, or stdin one record a line.

use std::io::{self, BufRead, Read};

use forsythe::notation::MAX_LINE;

/// One line of input: its number (for stdin), and its text or what is wrong
/// with it.
pub struct Line {
    pub number: Option<usize>,
    pub text: Result<String, LineProblem>,
}

/// A line that cannot be read as text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LineProblem {
    /// It stops being UTF-8 at this byte.
    NotUtf8(usize),
    /// It has this many bytes, more than a record may have; only the first
    /// [`MAX_LINE`] were kept in memory.
    TooLong(usize),
}

/// Reads one line of at most `MAX_LINE` bytes into `buf`; a longer line is
/// read to its end without keeping the rest. Returns the line's full length
/// (0 at the end of the input).
fn read_line(reader: &mut impl BufRead, buf: &mut Vec<u8>) -> io::Result<usize> {
    let mut len = reader
        .by_ref()
        .take(MAX_LINE as u64 + 1)
        .read_until(b'\n', buf)?;
    if buf.last() == Some(&b'\n') || len <= MAX_LINE {
        return Ok(len);
    }
    loop {
        let available = reader.fill_buf()?;
        if available.is_empty() {
            return Ok(len);
        }
        match available.iter().position(|&b| b == b'\n') {
            Some(i) => {
                reader.consume(i + 1);
                return Ok(len + i + 1);
            }
            None => {
                let n = available.len();
                len += n;
                reader.consume(n);
            }
        }
    }
}

/// The records to read: the argument itself, or every line of stdin that is
/// neither blank nor a `#` comment. A read error of stdin ends the lines and
/// is returned by [`Lines::error`].
pub enum Lines {
    One(Option<String>),
    Stdin {
        reader: io::StdinLock<'static>,
        number: usize,
        error: Option<io::Error>,
    },
}

impl Lines {
    #[must_use]
    pub fn new(input: Option<&str>) -> Lines {
        match input {
            Some(text) if text != "-" => Lines::One(Some(text.to_owned())),
            _ => Lines::Stdin {
                reader: io::stdin().lock(),
                number: 0,
                error: None,
            },
        }
    }

    /// The error that ended reading stdin early, if any.
    pub fn error(&mut self) -> Option<io::Error> {
        match self {
            Lines::One(_) => None,
            Lines::Stdin { error, .. } => error.take(),
        }
    }
}

impl Iterator for Lines {
    type Item = Line;

    fn next(&mut self) -> Option<Line> {
        match self {
            Lines::One(text) => text.take().map(|t| Line {
                number: None,
                text: Ok(t),
            }),
            Lines::Stdin {
                reader,
                number,
                error,
            } => loop {
                let mut buf = Vec::new();
                let len = match read_line(reader, &mut buf) {
                    Ok(0) => return None,
                    Ok(len) => len,
                    Err(e) => {
                        *error = Some(e);
                        return None;
                    }
                };
                *number += 1;
                if len > MAX_LINE + 2 || (len > MAX_LINE && buf.last() != Some(&b'\n')) {
                    return Some(Line {
                        number: Some(*number),
                        text: Err(LineProblem::TooLong(len)),
                    });
                }
                while matches!(buf.last(), Some(b'\n' | b'\r')) {
                    buf.pop();
                }
                let text = String::from_utf8(buf)
                    .map_err(|e| LineProblem::NotUtf8(e.utf8_error().valid_up_to()));
                if let Ok(t) = &text {
                    let t = t.trim();
                    if t.is_empty() || t.starts_with('#') {
                        continue;
                    }
                }
                return Some(Line {
                    number: Some(*number),
                    text,
                });
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_lines_are_read_to_their_end_but_not_kept() {
        let mut input = vec![b'x'; MAX_LINE * 3];
        input.extend_from_slice(b"\nnext\n");
        let mut reader = io::BufReader::with_capacity(1024, input.as_slice());
        let mut buf = Vec::new();
        assert_eq!(read_line(&mut reader, &mut buf).unwrap(), MAX_LINE * 3 + 1);
        assert_eq!(buf.len(), MAX_LINE + 1);
        let mut buf = Vec::new();
        assert_eq!(read_line(&mut reader, &mut buf).unwrap(), 5);
        assert_eq!(buf, b"next\n");
        let mut buf = Vec::new();
        assert_eq!(read_line(&mut reader, &mut buf).unwrap(), 0);
    }
}
