//! FEN and EPD records: the placement and the fields after it.
//!
//! A line is told apart as:
//! - a bare Forsyth string (one field);
//! - a FEN: the placement, then side to move, castling rights, en-passant
//!   square, half-move clock and full-move number; the later fields may be
//!   left off from the end (two to six fields);
//! - an EPD record: the first four FEN fields, then operations, each an
//!   opcode, its operands and `;` (`hmvc 0;` and `hmvc=0;` are both read).
//!
//! Only the placement depends on the dialect; the other fields are standard.

use std::ops::Range;

use crate::board::{Color, Placement, Square};
use crate::notation::Dialect;
use crate::notation::dialect::{Detection, DialectChoice, detect};
use crate::notation::error::{Error, ErrorKind, Field, Span, Warning, WarningKind};
use crate::notation::forsyth::{self, ReadOptions};

/// The longest line read as a record, in bytes.
pub const MAX_LINE: usize = 64 * 1024;

/// How a record is read.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct ParseOptions {
    /// The piece letters, or `auto`.
    pub dialect: DialectChoice,
    /// Read a run of digits as one number.
    pub merge_digits: bool,
    /// The placement will be laid over a base (no warnings for short ranks).
    pub overlay: bool,
}

/// Which kind of line a record was.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RecordKind {
    Forsyth,
    Fen,
    Epd,
}

/// One EPD operation: `id "start";` is opcode `id` with one operand `start`
/// (quotes removed).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Operation {
    pub opcode: String,
    pub operands: Vec<String>,
    /// Where the operation is written, from the opcode to its `;`.
    pub span: Span,
}

/// A record read from one line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Record {
    pub kind: RecordKind,
    /// The dialect the placement was read in (the one chosen, with `auto`).
    pub dialect: Dialect,
    /// How `auto` chose the dialect, when it did.
    pub detection: Option<Detection>,
    pub placement: Placement,
    /// Where the placement is in the line, in bytes, so that it can be
    /// replaced while every other byte is kept.
    pub placement_range: Range<usize>,
    pub side_to_move: Option<Color>,
    /// The castling field as written (`KQkq`, `-`, …).
    pub castling: Option<String>,
    /// `None` when the field is absent, `Some(None)` for `-`.
    pub en_passant: Option<Option<Square>>,
    pub halfmove_clock: Option<u32>,
    pub fullmove_number: Option<u32>,
    pub operations: Vec<Operation>,
    pub warnings: Vec<Warning>,
}

impl Record {
    /// Reads one line.
    ///
    /// ```
    /// use forsythe::notation::{Record, RecordKind, ParseOptions};
    /// use forsythe::board::Color;
    /// let line = "rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2";
    /// let r = Record::parse(line, &ParseOptions::default()).unwrap();
    /// assert_eq!(r.kind, RecordKind::Fen);
    /// assert_eq!(r.side_to_move, Some(Color::Black));
    /// assert_eq!(r.fullmove_number, Some(2));
    /// ```
    ///
    /// # Errors
    /// A malformed field, naming it and where it is; see [`ErrorKind`].
    pub fn parse(line: &str, opts: &ParseOptions) -> Result<Record, Error> {
        if line.len() > MAX_LINE {
            return Err(Error::new(
                ErrorKind::LineTooLong { bytes: line.len() },
                Span::new(0, 0),
            ));
        }
        let mut fields = Fields::new(line);
        let Some(first) = fields.next() else {
            return Err(Error::new(ErrorKind::EmptyPlacement, Span::new(0, 0)));
        };
        let read_opts = |dialect| ReadOptions {
            dialect,
            merge_digits: opts.merge_digits,
            overlay: opts.overlay,
        };
        let (read, dialect, detection) = match opts.dialect {
            DialectChoice::Fixed(d) => (
                forsyth::read(first.text, first.column, &read_opts(d))?,
                d,
                None,
            ),
            DialectChoice::Auto => {
                let (read, detection) =
                    detect(first.text, first.column, &read_opts(Dialect::ENGLISH))?;
                (read, detection.dialect, Some(detection))
            }
        };
        let mut record = Record {
            kind: RecordKind::Forsyth,
            dialect,
            detection,
            placement: read.placement,
            placement_range: first.bytes.clone(),
            side_to_move: None,
            castling: None,
            en_passant: None,
            halfmove_clock: None,
            fullmove_number: None,
            operations: Vec::new(),
            warnings: read.warnings,
        };

        let Some(side) = fields.next() else {
            return Ok(record);
        };
        record.kind = RecordKind::Fen;
        record.side_to_move = Some(match side.text {
            "w" => Color::White,
            "b" => Color::Black,
            _ => return Err(side.error(Field::SideToMove)),
        });

        let Some(castling) = fields.next() else {
            return Ok(record);
        };
        if !valid_castling(castling.text, record.placement.width()) {
            return Err(castling.error(Field::Castling));
        }
        record.castling = Some(castling.text.to_owned());

        let Some(ep) = fields.next() else {
            return Ok(record);
        };
        record.en_passant = Some(if ep.text == "-" {
            None
        } else {
            let height = record.placement.height();
            match Square::parse(ep.text) {
                Some(sq)
                    if (sq.file as usize) < record.placement.width()
                        && height >= 4
                        && (sq.rank == 2 || sq.rank as usize == height - 3) =>
                {
                    Some(sq)
                }
                _ => return Err(ep.error(Field::EnPassant)),
            }
        });

        let rest = fields.rest();
        let Some(next) = fields.peek() else {
            return Ok(record);
        };
        if next.text.bytes().all(|b| b.is_ascii_digit()) {
            let half = fields.next().unwrap_or(next);
            record.halfmove_clock = Some(
                half.text
                    .parse()
                    .map_err(|_| half.error(Field::HalfmoveClock))?,
            );
            if let Some(full) = fields.next() {
                let n: u32 = if full.text.bytes().all(|b| b.is_ascii_digit()) {
                    full.text.parse().ok()
                } else {
                    None
                }
                .ok_or_else(|| full.error(Field::FullmoveNumber))?;
                if n == 0 {
                    record.warnings.push(Warning {
                        kind: WarningKind::FullmoveZero,
                        span: full.span(),
                    });
                }
                record.fullmove_number = Some(n);
            }
            if let Some(extra) = fields.next() {
                let text = line[extra.bytes.start..].trim_end().to_owned();
                let len = text.chars().count();
                return Err(Error::new(
                    ErrorKind::TrailingText { text },
                    Span::new(extra.column, len),
                ));
            }
            return Ok(record);
        }
        if next
            .text
            .starts_with(|c: char| c.is_ascii_digit() || c == '-' || c == '+')
        {
            return Err(next.error(Field::HalfmoveClock));
        }
        record.kind = RecordKind::Epd;
        record.operations = parse_operations(rest.0, rest.1)?;
        for op in &record.operations {
            let target = match op.opcode.as_str() {
                "hmvc" => &mut record.halfmove_clock,
                "fmvn" => &mut record.fullmove_number,
                _ => continue,
            };
            let value = op.operands.first().and_then(|v| v.parse::<u32>().ok());
            match (value, op.operands.len()) {
                (Some(v), 1) => *target = Some(v),
                _ => {
                    return Err(Error::new(
                        ErrorKind::BadOperand {
                            opcode: op.opcode.clone(),
                            text: op.operands.join(" "),
                        },
                        op.span,
                    ));
                }
            }
        }
        Ok(record)
    }

    /// The first operation with this opcode.
    #[must_use]
    pub fn operation(&self, opcode: &str) -> Option<&Operation> {
        self.operations.iter().find(|o| o.opcode == opcode)
    }

    /// The first operand of the operation with this opcode (`id`, `bm`, `c0`, …).
    #[must_use]
    pub fn operand(&self, opcode: &str) -> Option<&str> {
        self.operation(opcode)?.operands.first().map(String::as_str)
    }

    /// The EPD `id`.
    #[must_use]
    pub fn id(&self) -> Option<&str> {
        self.operand("id")
    }

    /// A comment `c0`…`c9`.
    #[must_use]
    pub fn comment(&self, n: u8) -> Option<&str> {
        let opcode = format!("c{n}");
        self.operand(&opcode)
    }

    /// `line` with the placement replaced by `placement`, every other byte kept.
    #[must_use]
    pub fn replace_placement(&self, line: &str, placement: &str) -> String {
        let r = &self.placement_range;
        let mut out = String::with_capacity(line.len() + placement.len());
        out.push_str(&line[..r.start]);
        out.push_str(placement);
        out.push_str(&line[r.end..]);
        out
    }
}

impl std::str::FromStr for Record {
    type Err = Error;

    /// Reads a record in English notation.
    fn from_str(s: &str) -> Result<Record, Error> {
        Record::parse(s, &ParseOptions::default())
    }
}

/// Castling rights: `-`, or each of `K Q k q` (or, as in Shredder-FEN and
/// X-FEN, a file letter of the board in either case) at most once.
fn valid_castling(text: &str, width: usize) -> bool {
    if text == "-" {
        return true;
    }
    let mut seen = Vec::with_capacity(4);
    !text.is_empty()
        && text.chars().all(|c| {
            let ok = matches!(c, 'K' | 'Q' | 'k' | 'q')
                || (c.is_ascii_alphabetic()
                    && ((c.to_ascii_lowercase() as u8 - b'a') as usize) < width);
            let fresh = !seen.contains(&c);
            seen.push(c);
            ok && fresh
        })
}

/// One whitespace-separated field of a line.
#[derive(Clone)]
struct Token<'a> {
    text: &'a str,
    bytes: Range<usize>,
    column: usize,
}

impl Token<'_> {
    fn span(&self) -> Span {
        Span::new(self.column, self.text.chars().count())
    }

    fn error(&self, field: Field) -> Error {
        Error::new(
            ErrorKind::BadField {
                field,
                text: self.text.to_owned(),
            },
            self.span(),
        )
    }
}

/// The fields of a line with their byte ranges and character columns.
struct Fields<'a> {
    line: &'a str,
    pos: usize,
    column: usize,
}

impl<'a> Fields<'a> {
    fn new(line: &'a str) -> Self {
        Fields {
            line,
            pos: 0,
            column: 0,
        }
    }

    fn skip_space(&mut self) {
        let rest = &self.line[self.pos..];
        let trimmed = rest.trim_start();
        self.column += rest[..rest.len() - trimmed.len()].chars().count();
        self.pos += rest.len() - trimmed.len();
    }

    /// What is left of the line after the fields read so far, and its column.
    fn rest(&mut self) -> (&'a str, usize) {
        self.skip_space();
        (&self.line[self.pos..], self.column)
    }

    fn peek(&mut self) -> Option<Token<'a>> {
        let (pos, column) = (self.pos, self.column);
        let t = self.next();
        (self.pos, self.column) = (pos, column);
        t
    }
}

impl<'a> Iterator for Fields<'a> {
    type Item = Token<'a>;

    fn next(&mut self) -> Option<Token<'a>> {
        self.skip_space();
        let rest = &self.line[self.pos..];
        if rest.is_empty() {
            return None;
        }
        let len = rest.find(char::is_whitespace).unwrap_or(rest.len());
        let text = &rest[..len];
        let token = Token {
            text,
            bytes: self.pos..self.pos + len,
            column: self.column,
        };
        self.pos += len;
        self.column += text.chars().count();
        Some(token)
    }
}

/// Reads EPD operations from `text`, which starts at character column `column`.
fn parse_operations(text: &str, column: usize) -> Result<Vec<Operation>, Error> {
    let chars: Vec<char> = text.chars().collect();
    let mut ops = Vec::new();
    let mut i = 0;
    let skip_space = |i: &mut usize| {
        while *i < chars.len() && chars[*i].is_whitespace() {
            *i += 1;
        }
    };
    loop {
        skip_space(&mut i);
        if i == chars.len() {
            return Ok(ops);
        }
        let start = i;
        while i < chars.len() && !chars[i].is_whitespace() && chars[i] != '=' && chars[i] != ';' {
            i += 1;
        }
        let opcode: String = chars[start..i].iter().collect();
        let valid = opcode.starts_with(|c: char| c.is_ascii_alphabetic())
            && opcode
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '_');
        if !valid {
            let len = (i - start).max(1);
            let text = if opcode.is_empty() {
                chars[start].to_string()
            } else {
                opcode
            };
            return Err(Error::new(
                ErrorKind::BadOpcode { text },
                Span::new(column + start, len),
            ));
        }
        if i < chars.len() && chars[i] == '=' {
            i += 1;
        }
        let mut operands = Vec::new();
        loop {
            skip_space(&mut i);
            match chars.get(i) {
                None => {
                    return Err(Error::new(
                        ErrorKind::UnterminatedOperation { opcode },
                        Span::new(column + start, i - start),
                    ));
                }
                Some(';') => {
                    i += 1;
                    break;
                }
                Some('"') => {
                    let open = i;
                    let close =
                        chars[open + 1..]
                            .iter()
                            .position(|&c| c == '"')
                            .ok_or(Error::new(
                                ErrorKind::UnterminatedString,
                                Span::new(column + open, chars.len() - open),
                            ))?;
                    operands.push(chars[open + 1..open + 1 + close].iter().collect());
                    i = open + close + 2;
                }
                Some(_) => {
                    let s = i;
                    while i < chars.len() && !chars[i].is_whitespace() && chars[i] != ';' {
                        i += 1;
                    }
                    operands.push(chars[s..i].iter().collect());
                }
            }
        }
        ops.push(Operation {
            opcode,
            operands,
            span: Span::new(column + start, i - start),
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{Board, Cell, Piece, Role};

    fn parse(line: &str) -> Result<Record, Error> {
        line.parse()
    }

    fn bad(line: &str) -> (ErrorKind, Span) {
        let e = parse(line).unwrap_err();
        (e.kind, e.span)
    }

    fn bad_field(field: Field, text: &str) -> ErrorKind {
        ErrorKind::BadField {
            field,
            text: text.into(),
        }
    }

    const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR";

    #[test]
    fn seed_fens() {
        // Both seeds: the starting position, and after 1.e4 c5 2.Nf3.
        let r = parse("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1").unwrap();
        assert_eq!(r.kind, RecordKind::Fen);
        assert_eq!(r.placement.to_board(), Board::standard());
        assert_eq!(r.side_to_move, Some(Color::White));
        assert_eq!(r.castling.as_deref(), Some("KQkq"));
        assert_eq!(r.en_passant, Some(None));
        assert_eq!(r.halfmove_clock, Some(0));
        assert_eq!(r.fullmove_number, Some(1));
        assert!(r.warnings.is_empty());
        assert_eq!(r.placement_range, 0..43);

        let r = parse("rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2").unwrap();
        let b = r.placement.to_board();
        assert_eq!(
            b.get(5, 2),
            Some(Cell::Piece(Piece::new(Color::White, Role::Knight)))
        );
        assert_eq!(
            b.get(2, 4),
            Some(Cell::Piece(Piece::new(Color::Black, Role::Pawn)))
        );
        assert_eq!(b.get(6, 0), Some(Cell::Empty));
        assert_eq!(
            (r.side_to_move, r.halfmove_clock, r.fullmove_number),
            (Some(Color::Black), Some(1), Some(2))
        );
    }

    #[test]
    fn german_seed_variants() {
        let r = parse(START).unwrap();
        assert_eq!(r.kind, RecordKind::Forsyth);
        assert_eq!(r.side_to_move, None);

        let r = parse(&format!("{START} w KQkq -")).unwrap();
        assert_eq!(r.kind, RecordKind::Fen);
        assert_eq!(r.en_passant, Some(None));
        assert_eq!(r.halfmove_clock, None);

        let r = parse(&format!("{START} w KQkq - hmvc=0; fmvn=1;")).unwrap();
        assert_eq!(r.kind, RecordKind::Epd);
        assert_eq!(r.halfmove_clock, Some(0));
        assert_eq!(r.fullmove_number, Some(1));
        assert_eq!(r.operations.len(), 2);
        assert_eq!(r.operations[1].span, Span::new(61, 7));
    }

    #[test]
    fn epd_operations() {
        let line = format!(
            r#"{START} w KQkq - hmvc 0; fmvn 1; id "start position"; bm e4 d4; c0 "a; b"; c7 x; acd 12;"#
        );
        let r = parse(&line).unwrap();
        assert_eq!(r.kind, RecordKind::Epd);
        assert_eq!(r.id(), Some("start position"));
        assert_eq!(r.operation("bm").unwrap().operands, vec!["e4", "d4"]);
        assert_eq!(r.comment(0), Some("a; b"));
        assert_eq!(r.comment(7), Some("x"));
        assert_eq!(r.operand("acd"), Some("12"));
        assert_eq!(r.operand("am"), None);
        assert_eq!((r.halfmove_clock, r.fullmove_number), (Some(0), Some(1)));
        // An operation without operands.
        let r = parse(&format!("{START} b - - noop;")).unwrap();
        assert_eq!(r.operation("noop").unwrap().operands, Vec::<String>::new());
    }

    #[test]
    fn five_and_two_field_fens() {
        let r = parse(&format!("{START} w KQkq e6 3")).unwrap();
        assert_eq!(r.halfmove_clock, Some(3));
        assert_eq!(r.fullmove_number, None);
        assert_eq!(r.en_passant, Some(Some(Square { file: 4, rank: 5 })));
        let r = parse(&format!("{START} b")).unwrap();
        assert_eq!(
            (r.kind, r.side_to_move, r.castling),
            (RecordKind::Fen, Some(Color::Black), None)
        );
        let r = parse(&format!("  {START}\tb  Qk  ")).unwrap();
        assert_eq!(r.castling.as_deref(), Some("Qk"));
        assert_eq!(r.placement_range, 2..45);
    }

    #[test]
    fn bad_fields_name_the_field_the_text_and_the_column() {
        assert_eq!(
            bad(&format!("{START} x")),
            (bad_field(Field::SideToMove, "x"), Span::new(44, 1))
        );
        assert_eq!(
            bad(&format!("{START} white")),
            (bad_field(Field::SideToMove, "white"), Span::new(44, 5))
        );
        assert_eq!(
            bad(&format!("{START} w KQkqK")),
            (bad_field(Field::Castling, "KQkqK"), Span::new(46, 5))
        );
        assert_eq!(
            bad(&format!("{START} w KX")).0,
            bad_field(Field::Castling, "KX")
        );
        assert_eq!(
            bad(&format!("{START} w - e4")),
            (bad_field(Field::EnPassant, "e4"), Span::new(48, 2))
        );
        assert_eq!(
            bad(&format!("{START} w - i3")).0,
            bad_field(Field::EnPassant, "i3")
        );
        assert_eq!(
            bad(&format!("{START} w - - -1 1")),
            (bad_field(Field::HalfmoveClock, "-1"), Span::new(50, 2))
        );
        assert_eq!(
            bad(&format!("{START} w - - 0 x")),
            (bad_field(Field::FullmoveNumber, "x"), Span::new(52, 1))
        );
        assert_eq!(
            bad(&format!("{START} w - - 99999999999 1")).0,
            bad_field(Field::HalfmoveClock, "99999999999")
        );
        assert_eq!(
            bad(&format!("{START} w - - 0 1 extra stuff")),
            (
                ErrorKind::TrailingText {
                    text: "extra stuff".into()
                },
                Span::new(54, 11)
            )
        );
        let e = parse(&format!("{START} w - e4")).unwrap_err();
        assert_eq!(
            e.to_string(),
            "field 4 (en-passant square) is `e4` (column 49); expected `-` or a square on the third or sixth rank, like `e3`"
        );
    }

    #[test]
    fn bad_operations() {
        assert_eq!(
            bad(&format!("{START} w - - id \"x\"")),
            (
                ErrorKind::UnterminatedOperation {
                    opcode: "id".into()
                },
                Span::new(50, 6)
            )
        );
        assert_eq!(
            bad(&format!("{START} w - - id \"x;")),
            (ErrorKind::UnterminatedString, Span::new(53, 3))
        );
        assert_eq!(
            bad(&format!("{START} w - - bm e4; 9x y;")),
            (ErrorKind::BadOpcode { text: "9x".into() }, Span::new(57, 2))
        );
        assert_eq!(
            bad(&format!("{START} w - - hmvc x;")),
            (
                ErrorKind::BadOperand {
                    opcode: "hmvc".into(),
                    text: "x".into()
                },
                Span::new(50, 7)
            )
        );
        assert_eq!(
            bad(&format!("{START} w - - ;")).0,
            ErrorKind::BadOpcode { text: ";".into() }
        );
    }

    #[test]
    fn fullmove_zero_is_a_warning() {
        let r = parse(&format!("{START} w - - 0 0")).unwrap();
        assert_eq!(
            r.warnings,
            vec![Warning {
                kind: WarningKind::FullmoveZero,
                span: Span::new(52, 1)
            }]
        );
    }

    #[test]
    fn only_the_placement_depends_on_the_dialect() {
        let opts = ParseOptions {
            dialect: DialectChoice::Fixed(Dialect::GERMAN),
            ..Default::default()
        };
        let line = "tsldklst/bbbbbbbb/8/8/4B3/8/BBBB1BBB/TSLDKLST b KQkq e3 0 1";
        let r = Record::parse(line, &opts).unwrap();
        assert_eq!(r.castling.as_deref(), Some("KQkq"));
        let out = r.replace_placement(
            line,
            &forsyth::write_placement(&r.placement, &Dialect::ITALIAN),
        );
        assert_eq!(
            out,
            "tcadract/pppppppp/8/8/4P3/8/PPPP1PPP/TCADRACT b KQkq e3 0 1"
        );
    }

    #[test]
    fn auto_detection_in_a_record() {
        let opts = ParseOptions {
            dialect: DialectChoice::Auto,
            ..Default::default()
        };
        let r = Record::parse(
            "tsldklst/bbbbbbbb/8/8/8/8/BBBBBBBB/TSLDKLST w KQkq -",
            &opts,
        )
        .unwrap();
        assert_eq!(r.dialect, Dialect::GERMAN);
        assert!(r.detection.is_some());
        assert_eq!(r.placement.to_board(), Board::standard());
    }

    #[test]
    fn lines_longer_than_64_kib_are_refused_before_reading() {
        let line = "8/".repeat(40_000);
        assert_eq!(bad(&line).0, ErrorKind::LineTooLong { bytes: 80_000 });
        assert!(parse(&"1".repeat(MAX_LINE)).is_err(), "too wide, but read");
    }

    #[test]
    fn empty_line() {
        assert_eq!(bad("   ").0, ErrorKind::EmptyPlacement);
    }

    #[test]
    fn columns_count_characters_not_bytes() {
        // `é` is two bytes but one column.
        let r = parse("kéK w").unwrap();
        assert_eq!(r.warnings[0].span, Span::new(1, 1));
        assert_eq!(bad("kéK x").1, Span::new(4, 1));
    }
}
