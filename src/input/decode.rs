//! Lines as they are read from a file of records: bounded in length, and
//! decoded as UTF-8 or else Windows-1252.

use std::io::{self, BufRead, Read};

/// One line as read: its number, its bytes (without the line end), and its
/// full length in bytes when it was too long to keep.
pub(super) struct RawLine {
    pub(super) number: usize,
    pub(super) bytes: Vec<u8>,
    pub(super) too_long: Option<usize>,
}

/// Text from bytes: UTF-8, or else Windows-1252 (and then `true`).
pub(super) fn decode(bytes: Vec<u8>) -> (String, bool) {
    match String::from_utf8(bytes) {
        Ok(t) => (t, false),
        Err(e) => {
            let (text, _) = encoding_rs::WINDOWS_1252.decode_without_bom_handling(e.as_bytes());
            (text.into_owned(), true)
        }
    }
}

/// Text from the bytes of several lines, each read as [`decode`] reads
/// it; the first line (counted from `first`) that was read as
/// Windows-1252, if one was.
pub(super) fn decode_lines(bytes: &[u8], first: usize) -> (String, Option<usize>) {
    if let Ok(text) = std::str::from_utf8(bytes) {
        return (text.to_owned(), None);
    }
    let mut out = String::with_capacity(bytes.len());
    let mut windows_1252 = None;
    for (i, line) in bytes.split_inclusive(|&b| b == b'\n').enumerate() {
        let (text, odd) = decode(line.to_vec());
        if odd {
            windows_1252.get_or_insert(first + i);
        }
        out.push_str(&text);
    }
    (out, windows_1252)
}

/// Reads one line of at most `limit` bytes into `buf`; a longer line is
/// read to its end without keeping the rest. Returns the line's full
/// length (0 at the end of the input).
pub(super) fn read_line(
    reader: &mut impl BufRead,
    buf: &mut Vec<u8>,
    limit: usize,
) -> io::Result<usize> {
    let mut len = reader
        .by_ref()
        .take(limit as u64 + 1)
        .read_until(b'\n', buf)?;
    if buf.last() == Some(&b'\n') || len <= limit {
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
