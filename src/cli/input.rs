//! Where records come from: the INPUT argument, or stdin one record a line.

use std::io::{self, BufRead};

/// One line of input: its number (for stdin), and its text or the byte
/// offset at which it stops being UTF-8.
pub struct Line {
    pub number: Option<usize>,
    pub text: Result<String, usize>,
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
                match reader.read_until(b'\n', &mut buf) {
                    Ok(0) => return None,
                    Ok(_) => {}
                    Err(e) => {
                        *error = Some(e);
                        return None;
                    }
                }
                *number += 1;
                while matches!(buf.last(), Some(b'\n' | b'\r')) {
                    buf.pop();
                }
                let text = String::from_utf8(buf).map_err(|e| e.utf8_error().valid_up_to());
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
