//! The rows of a CSV file with a header, as entries: each row's columns by
//! the header's names, its record from the column of records (`FEN`, in any
//! case, or `EPD`, `Forsyth`, `Position`). The rows are read
//! by the crate's one CSV reader, [`crate::csv_rows`].

use std::io::{self, Read};

use super::decode::decode;
use super::{Entry, EntryKind, MAX_LINE, Reader, Rows, Skipped};

impl<R: Read> Reader<R> {
    pub(super) fn next_row(&mut self) -> io::Result<Option<Result<Entry, Skipped>>> {
        if let Some(line) = self.no_record_column {
            self.no_record_column = Some(0);
            return Ok((line > 0).then_some(Err(Skipped::NoRecordColumn { line })));
        }
        let delimiter = self.delimiter;
        let rows = self.rows.get_or_insert_with(|| {
            Rows::new(self.number as u64 + 1, MAX_LINE).with_delimiter(delimiter)
        });
        let Some(row) = rows.next(&mut self.inner)? else {
            return Ok(None);
        };
        let line = usize::try_from(row.line).unwrap_or(usize::MAX);
        if let Some(bytes) = row.too_long {
            return Ok(Some(Err(Skipped::TooLong { line, bytes })));
        }
        let mut values = Vec::with_capacity(self.header.len());
        for field in rows.fields() {
            let (text, windows_1252) = decode(field.to_vec());
            if windows_1252 {
                self.windows_1252.get_or_insert(line);
            }
            values.push(text);
        }
        let fen = self
            .header
            .iter()
            .position(|h| super::detect::is_record_column(h));
        let (Some(fen), true) = (fen, values.len() == self.header.len()) else {
            return Ok(Some(Err(Skipped::Columns {
                line,
                found: values.len(),
                expected: self.header.len(),
            })));
        };
        let text = values[fen].clone();
        let columns = self.header.iter().cloned().zip(values).collect();
        Ok(Some(Ok(Entry {
            line,
            text,
            kind: EntryKind::Row { columns },
        })))
    }
}
