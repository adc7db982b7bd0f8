//! Lichess puzzles: rows of the puzzle CSV, read one at a time from a
//! stream, each set up as the position after the opponent's first move.

use std::fmt;
use std::io;
use std::sync::Arc;

use crate::board::Color;
use crate::games::play::{FenProblem, Game, MoveProblem, PlayedMove, Position, Variant, setup};
use crate::games::san::{self, SanStyle};

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
    /// The row is not CSV (a quote left open, bytes that are not UTF-8, …).
    Csv(String),
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
    pub fn position(&self) -> Position<'_> {
        Position::new(&self.game, 1)
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
    csv: csv::Reader<R>,
    header: Arc<[String]>,
    /// Where PuzzleId, FEN and Moves are.
    columns: [usize; 3],
    record: csv::StringRecord,
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

impl<R: io::Read> PuzzleReader<R> {
    /// Reads the header.
    ///
    /// # Errors
    /// The header cannot be read or lacks `PuzzleId`, `FEN` or `Moves`.
    pub fn new(reader: R) -> Result<PuzzleReader<R>, PuzzleError> {
        let mut csv = csv::ReaderBuilder::new()
            .flexible(true)
            .has_headers(true)
            .from_reader(reader);
        let header: Arc<[String]> = match csv.headers() {
            Ok(h) => h.iter().map(|s| s.trim().to_owned()).collect(),
            Err(e) => {
                return Err(PuzzleError {
                    line: 1,
                    kind: csv_error(e),
                });
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
            csv,
            header,
            columns,
            record: csv::StringRecord::new(),
            rows: 0,
            done: false,
        })
    }

    /// The header's column names.
    #[must_use]
    pub fn header(&self) -> &[String] {
        &self.header
    }

    fn puzzle(&self, line: u64) -> Result<Puzzle, PuzzleError> {
        if self.record.len() != self.header.len() {
            return Err(PuzzleError {
                line,
                kind: PuzzleErrorKind::Columns {
                    expected: self.header.len(),
                    found: self.record.len(),
                },
            });
        }
        let values: Vec<String> = self.record.iter().map(|v| v.trim().to_owned()).collect();
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

fn csv_error(e: csv::Error) -> PuzzleErrorKind {
    let message = e.to_string();
    match e.into_kind() {
        csv::ErrorKind::Io(e) => PuzzleErrorKind::Io(e),
        csv::ErrorKind::Utf8 { err, .. } => {
            PuzzleErrorKind::Csv(format!("field {} is not UTF-8", err.field() + 1))
        }
        _ => PuzzleErrorKind::Csv(message),
    }
}

impl<R: io::Read> Iterator for PuzzleReader<R> {
    type Item = Result<Puzzle, PuzzleError>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.done {
            return None;
        }
        let line = self.csv.position().line();
        match self.csv.read_record(&mut self.record) {
            Ok(false) => {
                self.done = true;
                None
            }
            Ok(true) => {
                self.rows += 1;
                let line = self.record.position().map_or(line, csv::Position::line);
                Some(self.puzzle(line))
            }
            Err(e) => {
                self.rows += 1;
                let line = e.position().map_or(line, csv::Position::line);
                let kind = csv_error(e);
                if matches!(kind, PuzzleErrorKind::Io(_)) {
                    self.done = true;
                }
                Some(Err(PuzzleError { line, kind }))
            }
        }
    }
}
