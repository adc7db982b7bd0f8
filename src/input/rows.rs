//! The rows of a CSV file, as entries (a file without a header has its
//! columns named when its first row is read, see `detect`): each row's columns by
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
        if let Some(first) = self.first_row.take() {
            let (text, windows_1252) = decode(first.bytes);
            if windows_1252 {
                self.windows_1252.get_or_insert(first.number);
            }
            let values = crate::csv_rows::line_fields(&text, delimiter);
            return Ok(Some(self.row_entry(first.number, values)));
        }
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
        Ok(Some(self.row_entry(line, values)))
    }

    /// The entry of a row's values, at `line`.
    fn row_entry(&self, line: usize, values: Vec<String>) -> Result<Entry, Skipped> {
        let fen = self
            .header
            .iter()
            .position(|h| super::detect::is_record_column(h));
        let (Some(fen), true) = (fen, values.len() == self.header.len()) else {
            return Err(Skipped::Columns {
                line,
                found: values.len(),
                expected: self.header.len(),
            });
        };
        let text = values[fen].clone();
        let columns = self.header.iter().cloned().zip(values).collect();
        Ok(Entry {
            line,
            text,
            kind: EntryKind::Row { columns },
        })
    }
}
