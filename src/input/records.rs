//! A file of records read line by line: each line a record, a row of a
//! board drawn as a grid, a record's heading or moves, or prose passed over
//! (the rule is in [`super::classify`]).

use std::collections::VecDeque;
use std::io::{self, Read};

use super::classify::{self, GridPart, GridStyle};
use super::{Entry, EntryKind, MAX_LINE, Reader, Skipped};

/// The longest solution kept with a record, in lines.
const MAX_SOLUTION_LINES: usize = 16;

/// A line of a grid as read: its number, its text, and the squares of its
/// row (`None` for a border).
type GridText = (usize, String, Option<Vec<Option<char>>>);

/// A file of records as it is read: what is ready, the record waiting for
/// the moves below it, the heading above the next one, the grid being read.
#[derive(Default)]
pub(super) struct RecordLines {
    pub(super) ready: VecDeque<Result<Entry, Skipped>>,
    pending: Option<Entry>,
    solution: Vec<String>,
    title: Option<String>,
    /// The lines of the grid being read, with the row each holds (none for
    /// a border), and how its rows are written.
    grid: Vec<GridText>,
    grid_style: Option<GridStyle>,
    pub(super) done: bool,
}

impl<R: Read> Reader<R> {
    pub(super) fn next_record(&mut self) -> io::Result<Option<Result<Entry, Skipped>>> {
        loop {
            if let Some(entry) = self.records.ready.pop_front() {
                return Ok(Some(entry));
            }
            if self.records.done {
                return Ok(None);
            }
            let Some(line) = self.line(MAX_LINE)? else {
                self.end_grid();
                self.flush_record();
                self.records.done = true;
                continue;
            };
            if let Some(bytes) = line.too_long {
                self.end_grid();
                self.flush_record();
                self.records.ready.push_back(Err(Skipped::TooLong {
                    line: line.number,
                    bytes,
                }));
                continue;
            }
            let text = self.text(line.number, line.bytes);
            self.take_line(line.number, text);
        }
    }

    /// Takes one line of a file of records.
    fn take_line(&mut self, number: usize, text: String) {
        let t = text.trim();
        if t.is_empty() || t.starts_with('#') {
            // A blank line ends a grid, and a heading must stand right above
            // its record; the record above may still get the moves below.
            self.end_grid();
            self.records.title = None;
            return;
        }
        match classify::grid_line(t) {
            Some(GridPart::Row { style, cells }) => {
                let grid = &self.records;
                let width = grid
                    .grid
                    .iter()
                    .rev()
                    .find_map(|(_, _, r)| r.as_ref().map(Vec::len));
                if grid.grid_style.is_some_and(|s| s != style)
                    || width.is_some_and(|w| w != cells.len())
                {
                    self.end_grid();
                }
                self.records.grid_style = Some(style);
                self.records.grid.push((number, text, Some(cells)));
            }
            Some(GridPart::Border) => self.records.grid.push((number, text, None)),
            None => {
                self.end_grid();
                self.take_text(number, text);
            }
        }
    }

    /// Takes a line of a file of records that is no line of a grid.
    fn take_text(&mut self, number: usize, text: String) {
        match classify::classify(&text) {
            classify::Line::Record { skip } => {
                let record = if skip == 0 {
                    text
                } else {
                    text[skip..].to_owned()
                };
                self.start_record(number, record);
            }
            classify::Line::Moves
                if self.records.pending.is_some()
                    && self.records.solution.len() < MAX_SOLUTION_LINES =>
            {
                self.pass(number);
                self.records.solution.push(text.trim().to_owned());
            }
            kind => {
                self.flush_record();
                self.pass(number);
                if kind == classify::Line::Prose {
                    self.records.title = Some(text.trim().to_owned());
                }
            }
        }
    }

    /// A record begins: the one before is complete, and this one takes the
    /// heading above it.
    fn start_record(&mut self, number: usize, text: String) {
        self.flush_record();
        let mut lines = Vec::new();
        if let Some(title) = self.records.title.take() {
            self.passed.titles += 1;
            lines.push(("title".to_owned(), title));
        }
        self.records.pending = Some(Entry {
            line: number,
            text,
            kind: EntryKind::Record { lines },
        });
    }

    /// The record waiting for its moves is complete.
    fn flush_record(&mut self) {
        let solution = std::mem::take(&mut self.records.solution);
        if let Some(mut entry) = self.records.pending.take() {
            if !solution.is_empty() {
                self.passed.solutions += 1;
                if let EntryKind::Record { lines } = &mut entry.kind {
                    lines.push(("solution".to_owned(), solution.join(" ")));
                }
            }
            self.records.ready.push_back(Ok(entry));
        }
    }

    /// The grid being read ends: a record when it is a whole board, else
    /// its lines are read as other lines.
    fn end_grid(&mut self) {
        let grid = std::mem::take(&mut self.records.grid);
        let style = self.records.grid_style.take();
        if grid.is_empty() {
            return;
        }
        let rows: Vec<&Vec<Option<char>>> =
            grid.iter().filter_map(|(_, _, r)| r.as_ref()).collect();
        let least = match style {
            Some(GridStyle::Boxed) => 2,
            Some(GridStyle::Spaced) => 3,
            _ => 4,
        };
        let whole = rows.len() >= least
            && rows.len() <= crate::board::MAX_SIDE
            && (style != Some(GridStyle::Plain) || rows.iter().any(|r| r.contains(&None)));
        if whole {
            let first = grid
                .iter()
                .find(|(_, _, r)| r.is_some())
                .map_or(grid[0].0, |(n, _, _)| *n);
            let text = grid_forsyth(&rows);
            self.start_record(first, text);
            return;
        }
        for (number, text, _) in grid {
            self.take_text(number, text);
        }
    }
}

/// The Forsyth string of a grid's rows: its squares as written, runs of
/// empty squares as digits (at most 9 each), ranks separated by `/`.
fn grid_forsyth(rows: &[&Vec<Option<char>>]) -> String {
    let mut out = String::new();
    for (i, row) in rows.iter().enumerate() {
        if i > 0 {
            out.push('/');
        }
        let mut empty = 0u32;
        for cell in row.iter() {
            match cell {
                None => empty += 1,
                Some(c) => {
                    flush_empty(&mut out, &mut empty);
                    out.push(*c);
                }
            }
        }
        flush_empty(&mut out, &mut empty);
    }
    out
}

fn flush_empty(out: &mut String, empty: &mut u32) {
    while *empty > 0 {
        let n = (*empty).min(9);
        out.push(char::from_digit(n, 10).unwrap_or('9'));
        *empty -= n;
    }
}
