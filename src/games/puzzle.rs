//! Lichess puzzles: rows of the puzzle CSV, read one at a time from a
//! stream, each set up as the position after the opponent's first move.

use std::fmt;
use std::io;
use std::sync::Arc;

use crate::board::Color;
use crate::csv_rows::Rows;
use crate::games::play::{FenProblem, Game, MoveProblem, PlayedMove, Snapshot, Variant, setup};
use crate::games::san::{self, SanStyle};
use crate::notation::MAX_LINE;

/// The columns a puzzle CSV must have (in any order, among others).
pub const REQUIRED_COLUMNS: [&str; 3] = ["PuzzleId", "FEN", "Moves"];

/// What is wrong with a puzzle CSV or one of its rows.
#[derive(Debug)]
#[non_exhaustive]
pub enum PuzzleErrorKind {
    /// The header lacks a required column (see [`REQUIRED_COLUMNS`]).
    MissingColumn(&'static str),
    /// The row has another number of fields than the header.
    Columns {
        /// The header's number of fields.
        expected: usize,
        /// The row's.
        found: usize,
    },
    /// The row is not CSV (bytes that are not UTF-8, …).
    Csv(String),
    /// The row is longer than [`MAX_LINE`] bytes; it is passed over.
    TooLong {
        /// Its length in bytes.
        bytes: usize,
    },
    /// The FEN cannot start a game.
    Fen {
        /// The `FEN` column.
        fen: String,
        /// What is wrong with it.
        problem: FenProblem,
    },
    /// `Moves` has fewer than two moves: the opponent's and the solver's first.
    TooFewMoves(String),
    /// A move of `Moves` (counted from 1) is no legal move there.
    Move {
        /// Its place in `Moves`, from 1.
        index: usize,
        /// The move as written.
        uci: String,
        /// Whether several legal moves fit it.
        ambiguous: bool,
    },
    /// Reading the stream failed; no more rows follow.
    Io(io::Error),
}

/// A puzzle CSV that cannot be read, or a row of it that cannot.
#[derive(Debug)]
pub struct PuzzleError {
    /// The line of the row (from 1; the header is line 1).
    pub line: u64,
    /// What is wrong.
    pub kind: PuzzleErrorKind,
}

impl fmt::Display for PuzzleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: ", self.line)?;
        match &self.kind {
            PuzzleErrorKind::MissingColumn(c) => {
                write!(f, "the header has no `{c}` column")
            }
            PuzzleErrorKind::Columns { expected, found } => write!(
                f,
                "the row has {found} fields where the header has {expected}"
            ),
            PuzzleErrorKind::Csv(e) => write!(f, "the row is not CSV: {e}"),
            PuzzleErrorKind::TooLong { bytes } => write!(
                f,
                "the row is {bytes} bytes long, more than the {MAX_LINE} read"
            ),
            PuzzleErrorKind::Fen { fen, problem } => {
                write!(f, "the FEN `{fen}` cannot be set up: {problem}")
            }
            PuzzleErrorKind::TooFewMoves(m) => write!(
                f,
                "`Moves` is `{m}`; it needs the opponent's move and the first move of the solution"
            ),
            PuzzleErrorKind::Move {
                index,
                uci,
                ambiguous: false,
            } => write!(f, "move {index} of `Moves`, `{uci}`, is not a legal move"),
            PuzzleErrorKind::Move {
                index,
                uci,
                ambiguous: true,
            } => write!(f, "move {index} of `Moves`, `{uci}`, is ambiguous"),
            PuzzleErrorKind::Io(e) => write!(f, "reading failed: {e}"),
        }
    }
}

impl std::error::Error for PuzzleError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match &self.kind {
            PuzzleErrorKind::Io(e) => Some(e),
            _ => None,
        }
    }
}

/// One puzzle: a row of the CSV, played out.
#[derive(Debug, Clone)]
pub struct Puzzle {
    line: u64,
    header: Arc<[String]>,
    values: Vec<String>,
    id: usize,
    game: Game,
}

impl Puzzle {
    /// The line of its row (from 1; the header is line 1).
    #[must_use]
    pub fn line(&self) -> u64 {
        self.line
    }

    /// Its `PuzzleId`.
    #[must_use]
    pub fn id(&self) -> &str {
        &self.values[self.id]
    }

    /// The value of a column (`Rating`, `Themes`, `GameUrl`, …), by its name
    /// in the header.
    #[must_use]
    pub fn field(&self, name: &str) -> Option<&str> {
        self.header
            .iter()
            .position(|h| h == name)
            .map(|i| self.values[i].as_str())
    }

    /// Every column with its value, in the header's order.
    pub fn fields(&self) -> impl Iterator<Item = (&str, &str)> + '_ {
        self.header
            .iter()
            .map(String::as_str)
            .zip(self.values.iter().map(String::as_str))
    }

    /// The whole line of play as a game: ply 0 is the row's FEN, ply 1 the
    /// puzzle (marked as ChessBase's `[#]` would, so [`Selection::Auto`]
    /// and [`Selection::Marked`] choose it), then the solution. Every column
    /// is a tag of the game.
    ///
    /// [`Selection::Auto`]: crate::games::Selection::Auto
    /// [`Selection::Marked`]: crate::games::Selection::Marked
    #[must_use]
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The puzzle's position: after the opponent's move, which is its last move.
    #[must_use]
    pub fn position(&self) -> Snapshot<'_> {
        Snapshot::new(&self.game, 1)
    }

    /// The side that solves the puzzle (the side to move in its position).
    #[must_use]
    pub fn solver(&self) -> Color {
        self.position().side_to_move()
    }

    /// The solution's moves.
    #[must_use]
    pub fn solution(&self) -> &[PlayedMove] {
        &self.game.moves()[1..]
    }

    /// The solution with move numbers, in the given style:
    /// `24.Qxh7+ Kxh7 25.Rh3#`, or `24...Qxh2+ 25.Kf1 Qh1#` for Black.
    #[must_use]
    pub fn solution_text(&self, style: &SanStyle) -> String {
        crate::games::play::movetext(self.solution(), style)
    }
}

/// The puzzles of a lichess puzzle CSV, one row at a time; only the row
/// being read is held in memory.
///
/// ```
/// use forsythe::games::{PuzzleReader, SanStyle};
/// use forsythe::Color;
///
/// let csv = "PuzzleId,FEN,Moves,Rating\n\
///            0009B,r2qr1k1/b1p2ppp/pp4n1/P1P1p3/4P1n1/B2P2Pb/3NBP1P/RN1QR1K1 b - - 1 16,b6c5 e2g4 h3g4 d1g4,1112\n";
/// let mut puzzles = PuzzleReader::new(csv.as_bytes()).unwrap();
/// let p = puzzles.next().unwrap().unwrap();
/// assert_eq!(p.solver(), Color::White);
/// assert_eq!(p.position().san(&SanStyle::default()).as_deref(), Some("16...bxc5"));
/// assert_eq!(p.solution_text(&SanStyle::default()), "17.Bxg4 Bxg4 18.Qxg4");
/// assert_eq!(p.field("Rating"), Some("1112"));
/// ```
pub struct PuzzleReader<R> {
    reader: io::BufReader<R>,
    /// The file's rows, read as every way in reads CSV.
    csv: Rows,
    header: Arc<[String]>,
    /// Where PuzzleId, FEN and Moves are.
    columns: [usize; 3],
    rows: usize,
    done: bool,
}

impl<R> fmt::Debug for PuzzleReader<R> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("PuzzleReader")
            .field("header", &self.header)
            .field("rows", &self.rows)
            .finish_non_exhaustive()
    }
}

/// The fields of the row `csv` read last, which must be UTF-8.
fn utf8_fields(csv: &Rows) -> Result<Vec<String>, PuzzleErrorKind> {
    csv.fields()
        .enumerate()
        .map(|(i, f)| {
            std::str::from_utf8(f)
                .map(|t| t.trim().to_owned())
                .map_err(|_| PuzzleErrorKind::Csv(format!("field {} is not UTF-8", i + 1)))
        })
        .collect()
}

impl<R: io::Read> PuzzleReader<R> {
    /// Reads the header.
    ///
    /// # Errors
    /// The header cannot be read or lacks `PuzzleId`, `FEN` or `Moves`.
    pub fn new(reader: R) -> Result<PuzzleReader<R>, PuzzleError> {
        let mut reader = io::BufReader::with_capacity(64 * 1024, reader);
        let mut csv = Rows::new(1, MAX_LINE);
        let err = |line, kind| PuzzleError { line, kind };
        let header: Arc<[String]> = match csv.next(&mut reader) {
            Err(e) => return Err(err(1, PuzzleErrorKind::Io(e))),
            Ok(None) => Arc::from([]),
            Ok(Some(row)) => {
                if let Some(bytes) = row.too_long {
                    return Err(err(row.line, PuzzleErrorKind::TooLong { bytes }));
                }
                let mut names = utf8_fields(&csv).map_err(|kind| err(row.line, kind))?;
                if let Some(first) = names.first_mut() {
                    *first = first.trim_start_matches('\u{feff}').to_owned();
                }
                names.into()
            }
        };
        let mut columns = [0; 3];
        for (slot, name) in columns.iter_mut().zip(REQUIRED_COLUMNS) {
            *slot = header.iter().position(|h| h == name).ok_or(PuzzleError {
                line: 1,
                kind: PuzzleErrorKind::MissingColumn(name),
            })?;
        }
        Ok(PuzzleReader {
            reader,
            csv,
            header,
            columns,
            rows: 0,
            done: false,
        })
    }

    /// The header's column names.
    #[must_use]
    pub fn header(&self) -> &[String] {
        &self.header
    }

    fn puzzle(&self, line: u64, values: Vec<String>) -> Result<Puzzle, PuzzleError> {
        if values.len() != self.header.len() {
            return Err(PuzzleError {
                line,
                kind: PuzzleErrorKind::Columns {
                    expected: self.header.len(),
                    found: values.len(),
                },
            });
        }
        build(
            Arc::clone(&self.header),
            self.columns,
            values,
            line,
            self.rows,
        )
    }
}

impl Puzzle {
    /// The puzzle of one row of a puzzle CSV read elsewhere: the header's
    /// column names, the row's values, its line, and its number among the
    /// rows (from 1).
    ///
    /// # Errors
    /// As [`PuzzleReader`]'s rows: a missing column, another number of
    /// fields than the header, a FEN that cannot start, an illegal move.
    pub fn from_row(
        header: &[String],
        values: Vec<String>,
        line: u64,
        number: usize,
    ) -> Result<Puzzle, PuzzleError> {
        let err = |kind| PuzzleError { line, kind };
        let mut columns = [0; 3];
        for (slot, name) in columns.iter_mut().zip(REQUIRED_COLUMNS) {
            *slot = header
                .iter()
                .position(|h| h.trim() == name)
                .ok_or_else(|| err(PuzzleErrorKind::MissingColumn(name)))?;
        }
        if values.len() != header.len() {
            return Err(err(PuzzleErrorKind::Columns {
                expected: header.len(),
                found: values.len(),
            }));
        }
        let header: Arc<[String]> = header.iter().map(|h| h.trim().to_owned()).collect();
        let values = values.into_iter().map(|v| v.trim().to_owned()).collect();
        build(header, columns, values, line, number)
    }
}

/// A puzzle from its row's values: the game from the FEN through every move
/// of `Moves`, marked after the opponent's move.
fn build(
    header: Arc<[String]>,
    [id, fen_at, moves_at]: [usize; 3],
    values: Vec<String>,
    line: u64,
    number: usize,
) -> Result<Puzzle, PuzzleError> {
    let err = |kind| PuzzleError { line, kind };
    let fen = &values[fen_at];
    let start = setup(fen).map_err(|problem| {
        err(PuzzleErrorKind::Fen {
            fen: fen.clone(),
            problem,
        })
    })?;
    let moves: Vec<&str> = values[moves_at].split_whitespace().collect();
    if moves.len() < 2 {
        return Err(err(PuzzleErrorKind::TooFewMoves(values[moves_at].clone())));
    }
    let tags = header.iter().cloned().zip(values.iter().cloned()).collect();
    let tag_lines = vec![usize::try_from(line).unwrap_or(usize::MAX); header.len()];
    let line_number = usize::try_from(line).unwrap_or(usize::MAX);
    let mut game = Game::new(
        number,
        line_number,
        tags,
        tag_lines,
        Variant::Standard,
        start,
    );
    for (i, uci) in moves.iter().enumerate() {
        let problem = match san::read(uci) {
            Some(w) => game.play(&w, line_number, 1).err(),
            None => Some(MoveProblem::Illegal),
        };
        if let Some(p) = problem {
            return Err(err(PuzzleErrorKind::Move {
                index: i + 1,
                uci: (*uci).to_owned(),
                ambiguous: matches!(p, MoveProblem::Ambiguous(_)),
            }));
        }
    }
    game.mark(1);
    Ok(Puzzle {
        line,
        header,
        values,
        id,
        game,
    })
}

impl<R: io::Read> Iterator for PuzzleReader<R> {
    type Item = Result<Puzzle, PuzzleError>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.done {
            return None;
        }
        let row = match self.csv.next(&mut self.reader) {
            Ok(Some(row)) => row,
            Ok(None) => {
                self.done = true;
                return None;
            }
            Err(e) => {
                self.done = true;
                return Some(Err(PuzzleError {
                    line: 0,
                    kind: PuzzleErrorKind::Io(e),
                }));
            }
        };
        self.rows += 1;
        let line = row.line;
        if let Some(bytes) = row.too_long {
            return Some(Err(PuzzleError {
                line,
                kind: PuzzleErrorKind::TooLong { bytes },
            }));
        }
        Some(
            utf8_fields(&self.csv)
                .map_err(|kind| PuzzleError { line, kind })
                .and_then(|values| self.puzzle(line, values)),
        )
    }
}
