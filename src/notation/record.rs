//! FEN and EPD records: the placement and the fields after it.
//!
//! A line is told apart as:
//! - a bare Forsyth string (one field);
//! - a FEN: the placement, then side to move, castling rights, en-passant
//!   square, half-move clock and full-move number; the later fields may be
//!   left off from the end (two to six fields);
//! - an EPD record: the first four FEN fields, then operations, each an
//!   opcode, its operands and `;` (`hmvc 0;` and `hmvc=0;` are both read);
//!   a full FEN followed by operations is read too.
//!
//! Only the placement depends on the dialect; the other fields are standard.
//! A quoted operand may hold `\"` and `\\` for a quote and a backslash
//! (any other backslash is itself), so that every operand written by
//! [`Record`]'s `Display` reads back as the same one operand.
//!
//! What is tolerated. Records are published with every kind of slip, and a
//! record whose placement can be read is always read: only a placement that
//! cannot be read is an error. Everything after it that is not as the
//! standards say is a [`Warning`] naming the place, and what could be read
//! is kept:
//! - a field that is malformed is left out (`x` as side to move);
//! - a missing field is noticed when a later field or an operation stands in
//!   its place (`w - bm Kc2;`, `kq - - bm Kg2;`);
//! - a stray `;`, also glued to a field (`- - ; bm Qd1;`, `-; am Nb6;`);
//! - operations after a full FEN (`… 0 1 bm Rc8+;`);
//! - an operation without its closing `;` at the end of the line, and a run
//!   of operations with no `;` at all, split where a standard opcode begins
//!   (`bm Rc8+ dm 26`); so is an operation whose `;` is missing before the
//!   next one (`bm Rd8# id "p32";`), where the opcode is no square;
//! - ranks separated by single spaces rather than `/` (three or more of the
//!   same width, then a side to move or nothing), read as ranks;
//! - a board other than 8×8 (8 wide or 8 tall) with castling rights, the
//!   fields of standard chess: read as written, with a warning;
//! - a quoted operand that never closes (the rest of the line is the operand);
//! - an opcode that is not one (left out up to the next `;`);
//! - NUL bytes, spaces, tabs and CR at the end of the line.

use std::fmt;
use std::fmt::Write as _;
use std::ops::Range;

use crate::board::{Color, Placement, Square};
use crate::notation::MAX_LINE;
use crate::notation::auto::{Detection, detect};
use crate::notation::dialect::{Dialect, DialectChoice};
use crate::notation::error::{Error, ErrorKind, Field, Span, Warning, WarningKind};
use crate::notation::forsyth::{self, ReadOptions};

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
#[non_exhaustive]
pub enum RecordKind {
    /// A bare Forsyth string.
    Forsyth,
    /// A FEN of two to six fields.
    Fen,
    /// An EPD record: FEN fields, then operations.
    Epd,
}

/// One EPD operation: `id "start";` is opcode `id` with one operand `start`
/// (quotes removed).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Operation {
    /// The opcode (`id`, `bm`, `c0`, …).
    pub opcode: String,
    /// The operands, without quotes.
    pub operands: Vec<String>,
    /// Where the operation is written, from the opcode to its `;`.
    pub span: Span,
}

/// The standard EPD opcodes: where a run of operations has no `;`, a new
/// operation begins at one of these.
const OPCODES: [&str; 45] = [
    "acd",
    "acn",
    "acs",
    "am",
    "bm",
    "c0",
    "c1",
    "c2",
    "c3",
    "c4",
    "c5",
    "c6",
    "c7",
    "c8",
    "c9",
    "ce",
    "dm",
    "draw_accept",
    "draw_claim",
    "draw_offer",
    "draw_reject",
    "eco",
    "fmvn",
    "hmvc",
    "id",
    "nic",
    "noop",
    "pm",
    "pv",
    "rc",
    "resign",
    "sm",
    "tcgs",
    "tcri",
    "tcsi",
    "v0",
    "v1",
    "v2",
    "v3",
    "v4",
    "v5",
    "v6",
    "v7",
    "v8",
    "v9",
];

/// The en passant field of a FEN or EPD record. `Display` writes it as
/// the field is written: `-` or the square.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum EnPassant {
    /// `-`: no pawn may be taken en passant.
    Nowhere,
    /// The square a pawn that has just moved two squares passed over.
    Behind(Square),
}

impl std::str::FromStr for EnPassant {
    type Err = crate::board::SquareError;

    /// `-`, or a square (any square: which ones a record allows depends on
    /// its board, and [`Record::parse`] checks that).
    fn from_str(s: &str) -> Result<EnPassant, Self::Err> {
        if s == "-" {
            Ok(EnPassant::Nowhere)
        } else {
            s.parse().map(EnPassant::Behind)
        }
    }
}

impl fmt::Display for EnPassant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EnPassant::Nowhere => f.write_str("-"),
            EnPassant::Behind(sq) => write!(f, "{sq}"),
        }
    }
}

/// A record read from one line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Record {
    line: String,
    placement_range: Range<usize>,
    /// Which kind of line it was.
    pub kind: RecordKind,
    /// The dialect the placement was read in (the one chosen, with `auto`).
    pub dialect: Dialect,
    /// How `auto` chose the dialect, when it did.
    pub detection: Option<Detection>,
    /// The squares the placement sets.
    pub placement: Placement,
    /// Who moves, when the record says.
    pub side_to_move: Option<Color>,
    /// The castling field as written (`KQkq`, `-`, …).
    pub castling: Option<String>,
    /// The en passant field, when it is there.
    pub en_passant: Option<EnPassant>,
    /// Field 5, or the `hmvc` operation.
    pub halfmove_clock: Option<u32>,
    /// Field 6, or the `fmvn` operation.
    pub fullmove_number: Option<u32>,
    /// The EPD operations, in the order written.
    pub operations: Vec<Operation>,
    /// What was odd, in the order of the line.
    pub warnings: Vec<Warning>,
}

impl Record {
    /// Reads one line.
    ///
    /// ```
    /// use forsythe::notation::{Record, RecordKind, ParseOptions};
    /// use forsythe::Color;
    /// let line = "rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2";
    /// let r = Record::parse(line, &ParseOptions::default()).unwrap();
    /// assert_eq!(r.kind, RecordKind::Fen);
    /// assert_eq!(r.side_to_move, Some(Color::Black));
    /// assert_eq!(r.fullmove_number, Some(2));
    ///
    /// // A stray `;` and a missing one: read, with two warnings.
    /// let r = Record::parse("8/8/8/4k3/8/8/8/4K3 b - - ; bm Kd4", &ParseOptions::default()).unwrap();
    /// assert_eq!(r.operand("bm"), Some("Kd4"));
    /// assert_eq!(r.warnings.len(), 2);
    /// ```
    ///
    /// # Errors
    /// Only when the placement cannot be read; see [`ErrorKind`].
    pub fn parse(line: &str, opts: &ParseOptions) -> Result<Record, Error> {
        if line.len() > MAX_LINE {
            return Err(Error::new(
                ErrorKind::LineTooLong { bytes: line.len() },
                Span::new(0, 0),
            ));
        }
        let trimmed = line.trim_end_matches(|c: char| c == '\0' || c.is_whitespace());
        let mut fields = Fields::new(trimmed);
        let Some(first) = fields.next() else {
            return Err(Error::new(ErrorKind::EmptyPlacement, Span::new(0, 0)));
        };
        let read_opts = |dialect| ReadOptions {
            dialect,
            merge_digits: opts.merge_digits,
            overlay: opts.overlay,
        };
        // Ranks separated by single spaces are read with `/` in their place
        // (the same length, so every column stays where it was written).
        let spaced = spaced_ranks(trimmed, &first, &mut fields);
        let (placement, range) = match &spaced {
            Some((_, range)) => (trimmed[range.clone()].replace(' ', "/"), range.clone()),
            None => (first.text.to_owned(), first.bytes.clone()),
        };
        let (read, dialect, detection) = match opts.dialect {
            DialectChoice::Fixed(d) => (
                forsyth::read(&placement, first.column, &read_opts(d))?,
                d,
                None,
            ),
            DialectChoice::Auto => {
                let (read, detection) =
                    detect(&placement, first.column, &read_opts(Dialect::ENGLISH))?;
                (read, detection.dialect, Some(detection))
            }
        };
        let mut warnings = read.warnings;
        if let Some((ranks, _)) = spaced {
            warnings.push(Warning {
                kind: WarningKind::SpacedRanks {
                    ranks,
                    meant: placement.clone(),
                },
                span: Span::new(first.column, placement.chars().count()),
            });
        }
        let mut record = Record {
            line: line.to_owned(),
            placement_range: range,
            kind: RecordKind::Forsyth,
            dialect,
            detection,
            placement: read.placement,
            side_to_move: None,
            castling: None,
            en_passant: None,
            halfmove_clock: None,
            fullmove_number: None,
            operations: Vec::new(),
            warnings,
        };
        record.read_fields(&mut fields);
        let (width, height) = (record.placement.width(), record.placement.height());
        if !opts.overlay
            && record.castling.is_some()
            && (width, height) != (8, 8)
            && (width == 8 || height == 8)
        {
            // The fields of standard chess on a board one rank too tall, say.
            record.warn(
                WarningKind::StandardFields { width, height },
                Span::new(first.column, placement.chars().count()),
            );
        }
        record.warnings.sort_by_key(|w| w.span.start);
        Ok(record)
    }

    fn warn(&mut self, kind: WarningKind, span: Span) {
        self.warnings.push(Warning { kind, span });
    }

    /// Reads fields 2 to 6 and the operations.
    fn read_fields(&mut self, fields: &mut Fields<'_>) {
        let mut stray = false; // a `;` glued to a field ended the FEN fields
        let next = Record::next_field;

        let Some(side) = next(fields, self, &mut stray) else {
            return self.operations(fields);
        };
        self.kind = RecordKind::Fen;
        match side.text {
            "w" | "W" => self.side_to_move = Some(Color::White),
            "b" | "B" => self.side_to_move = Some(Color::Black),
            _ => self.bad(&side, Field::SideToMove),
        }

        let width = self.placement.width();
        match fields.peek() {
            Some(t)
                if !stray
                    && !castling_shaped(t.text.trim_end_matches(';'), width)
                    && starts_operations(t.text) =>
            {
                self.warn(
                    WarningKind::MissingField {
                        field: Field::Castling,
                    },
                    t.span(),
                );
                return self.operations(fields);
            }
            _ => {}
        }
        let Some(castling) = next(fields, self, &mut stray) else {
            return self.operations(fields);
        };
        if valid_castling(castling.text, width) {
            self.castling = Some(castling.text.to_owned());
        } else {
            self.bad(&castling, Field::Castling);
        }

        match fields.peek() {
            Some(t)
                if !stray
                    && self
                        .en_passant_square(t.text.trim_end_matches(';'))
                        .is_none()
                    && Square::parse(t.text.trim_end_matches(';')).is_none()
                    && starts_operations(t.text) =>
            {
                self.warn(
                    WarningKind::MissingField {
                        field: Field::EnPassant,
                    },
                    t.span(),
                );
                return self.operations(fields);
            }
            _ => {}
        }
        let Some(ep) = next(fields, self, &mut stray) else {
            return self.operations(fields);
        };
        match self.en_passant_square(ep.text) {
            Some(sq) => self.en_passant = Some(sq),
            None => self.bad(&ep, Field::EnPassant),
        }

        // Fields 5 and 6, when they are there: numbers, or a `-` in their place.
        let clock = |t: &Token<'_>| is_clock(t.text);
        let numeric = |t: &Token<'_>| {
            t.text
                .starts_with(|c: char| c.is_ascii_digit() || c == '+' || c == '-')
        };
        match fields.peek() {
            Some(t) if !stray && is_clock(t.text.trim_end_matches(';')) => {
                if let Some(half) = next(fields, self, &mut stray) {
                    match half.text.parse::<u32>() {
                        Ok(n) if clock(&half) => self.halfmove_clock = Some(n),
                        _ => self.bad(&half, Field::HalfmoveClock),
                    }
                }
            }
            Some(t) if !stray && numeric(&t) => {
                fields.next();
                self.bad(&t, Field::HalfmoveClock);
            }
            _ => return self.operations(fields),
        }
        match fields.peek() {
            Some(t) if !stray && is_clock(t.text.trim_end_matches(';')) => {
                if let Some(full) = next(fields, self, &mut stray) {
                    match full.text.parse::<u32>() {
                        Ok(n) if clock(&full) => {
                            if n == 0 {
                                self.warn(WarningKind::FullmoveZero, full.span());
                            }
                            self.fullmove_number = Some(n);
                        }
                        _ => self.bad(&full, Field::FullmoveNumber),
                    }
                }
            }
            Some(t) if !stray && numeric(&t) => {
                fields.next();
                self.bad(&t, Field::FullmoveNumber);
            }
            _ => {}
        }
        self.operations(fields);
    }

    /// The next FEN field, or `None` at the end, at a `;` or at an operation
    /// after a field with a `;` glued to it (`-;`).
    fn next_field<'a>(
        fields: &mut Fields<'a>,
        record: &mut Record,
        stray: &mut bool,
    ) -> Option<Token<'a>> {
        if *stray {
            return None;
        }
        let mut token = fields.peek()?;
        if let Some(text) = token.text.strip_suffix(';') {
            // `-;`: the field, then a stray `;` that ends the FEN fields.
            let semicolon = Span::new(token.column + text.chars().count(), 1);
            record.warn(WarningKind::StraySemicolon, semicolon);
            *stray = true;
            token.text = text;
            token.bytes.end -= 1;
            fields.next();
            return (!text.is_empty()).then_some(token);
        }
        if token.text == ";" {
            return None;
        }
        fields.next();
        Some(token)
    }

    /// A field that is not what the standard allows: a warning, and left out.
    fn bad(&mut self, token: &Token<'_>, field: Field) {
        self.warn(
            WarningKind::BadField {
                field,
                text: token.text.to_owned(),
            },
            token.span(),
        );
    }

    /// The field `-`, or a square on the third rank or the third from the
    /// top; `None` for anything else.
    fn en_passant_square(&self, text: &str) -> Option<EnPassant> {
        if text == "-" {
            return Some(EnPassant::Nowhere);
        }
        let height = self.placement.height();
        Square::parse(text)
            .filter(|sq| {
                sq.file() < self.placement.width()
                    && height >= 4
                    && (sq.rank() == 2 || sq.rank() == height - 3)
            })
            .map(EnPassant::Behind)
    }

    /// Reads the rest of the line as EPD operations.
    fn operations(&mut self, fields: &mut Fields<'_>) {
        let (rest, column) = fields.rest();
        if rest.is_empty() {
            return;
        }
        if self.kind == RecordKind::Forsyth {
            self.kind = RecordKind::Fen;
        }
        let (ops, warnings) = parse_operations(rest, column);
        if !ops.is_empty() {
            self.kind = RecordKind::Epd;
        }
        self.warnings.extend(warnings);
        for op in &ops {
            let target = match op.opcode.as_str() {
                "hmvc" => &mut self.halfmove_clock,
                "fmvn" => &mut self.fullmove_number,
                _ => continue,
            };
            let value = op.operands.first().and_then(|v| v.parse::<u32>().ok());
            match (value, op.operands.len()) {
                (Some(v), 1) => *target = Some(v),
                _ => self.warnings.push(Warning {
                    kind: WarningKind::BadOperand {
                        opcode: op.opcode.clone(),
                        text: op.operands.join(" "),
                    },
                    span: op.span,
                }),
            }
        }
        self.operations = ops;
    }

    /// The line the record was read from, as it was given.
    #[must_use]
    pub fn line(&self) -> &str {
        &self.line
    }

    /// The placement as written in the line.
    #[must_use]
    pub fn placement_text(&self) -> &str {
        self.line.get(self.placement_range.clone()).unwrap_or("")
    }

    /// The line with the placement replaced by `placement`, every other byte kept.
    ///
    /// ```
    /// use forsythe::notation::Record;
    /// let r: Record = "4k3/8/8/8/8/8/8/3QK3 w - - bm Qd8+;".parse().unwrap();
    /// assert_eq!(r.with_placement("4r3/8/8/8/8/8/8/3DR3"), "4r3/8/8/8/8/8/8/3DR3 w - - bm Qd8+;");
    /// ```
    #[must_use]
    pub fn with_placement(&self, placement: &str) -> String {
        let before = self.line.get(..self.placement_range.start).unwrap_or("");
        let after = self.line.get(self.placement_range.end..).unwrap_or("");
        let mut out = String::with_capacity(self.line.len() + placement.len());
        out.push_str(before);
        out.push_str(placement);
        out.push_str(after);
        out
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

    /// Every operand of the operation with this opcode, joined by spaces
    /// (`bm e4 d4;` gives `e4 d4`); empty for an operation without operands.
    #[must_use]
    pub fn operands(&self, opcode: &str) -> Option<String> {
        Some(self.operation(opcode)?.operands.join(" "))
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
}

impl fmt::Display for Record {
    /// The record in English notation, in its own kind: a Forsyth string, a
    /// FEN of the fields it has, or an EPD record with its operations.
    /// Warnings are not kept: what was left out stays out.
    ///
    /// ```
    /// use forsythe::notation::Record;
    /// let r: Record = "8/8/8/4k3/8/8/8/4K3 b - -; bm Kd4".parse().unwrap();
    /// assert_eq!(r.to_string(), "8/8/8/4k3/8/8/8/4K3 b - - bm Kd4;");
    /// assert_eq!(r.to_string().parse::<Record>().unwrap().to_string(), r.to_string());
    /// ```
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&forsyth::write_placement(
            &self.placement,
            &Dialect::ENGLISH,
        ))?;
        if self.kind == RecordKind::Forsyth {
            return Ok(());
        }
        let epd = self.kind == RecordKind::Epd;
        let side = self.side_to_move.map(|c| c.char().to_string());
        let ep = self.en_passant.map(|e| e.to_string());
        let dash = || Some("-".to_owned());
        let mut fields: Vec<Option<String>> = vec![
            side.or_else(|| (epd || self.castling.is_some()).then(|| "w".to_owned())),
            self.castling
                .clone()
                .or_else(|| if epd { dash() } else { None }),
            ep.or_else(|| if epd { dash() } else { None }),
        ];
        let from_ops = |op: &str| self.operation(op).is_some();
        if !epd || !(from_ops("hmvc") || from_ops("fmvn")) {
            fields.push(self.halfmove_clock.map(|n| n.to_string()));
            fields.push(self.fullmove_number.map(|n| n.to_string()));
        }
        // The fields up to the last one known; a gap is written as the standard's default.
        let last = fields.iter().rposition(Option::is_some);
        if let Some(last) = last {
            let defaults = ["w", "-", "-", "0", "1"];
            for (i, field) in fields.iter().take(last + 1).enumerate() {
                write!(f, " {}", field.as_deref().unwrap_or(defaults[i]))?;
            }
        }
        for op in &self.operations {
            write!(f, " {}", op.opcode)?;
            for operand in &op.operands {
                // Bare when it reads back as one operand; quoted otherwise,
                // with `"` and `\` escaped.
                let plain = !operand.is_empty()
                    && !operand.starts_with('"')
                    && !operand.contains(|c: char| c.is_whitespace() || c == ';');
                if plain {
                    write!(f, " {operand}")?;
                } else {
                    f.write_str(" \"")?;
                    for c in operand.chars() {
                        if matches!(c, '"' | '\\') {
                            f.write_char('\\')?;
                        }
                        f.write_char(c)?;
                    }
                    f.write_str("\"")?;
                }
            }
            f.write_str(";")?;
        }
        Ok(())
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

/// How many squares a rank as written has, roughly (a digit its value,
/// anything else one), when it is made of the notation's characters.
fn rank_width(text: &str) -> Option<usize> {
    let mut width = 0;
    for c in text.chars() {
        match c {
            '1'..='9' => width += c as usize - '0' as usize,
            '/' => return None,
            _ if c.is_alphanumeric()
                || matches!(c, '-' | '.' | '*' | '\'' | '(' | ')' | '=' | '!') =>
            {
                width += 1;
            }
            _ => return None,
        }
    }
    Some(width)
}

/// Ranks written with single spaces rather than `/` at the start of a line
/// (`rnbqkbnr pppppppp 8 8 8 8 PPPPPPPP RNBQKBNR w`): three or more fields
/// of the same width, each a rank, followed by a side to move or nothing.
/// Gives how many, and the bytes they span; `fields` is moved past them.
fn spaced_ranks<'a>(
    line: &'a str,
    first: &Token<'a>,
    fields: &mut Fields<'a>,
) -> Option<(usize, Range<usize>)> {
    let width = rank_width(first.text).filter(|&w| w >= 2)?;
    let mut probe = fields.clone();
    let mut end = first.bytes.end;
    let mut count = 1;
    let mut past = probe.clone();
    while let Some(t) = probe.next() {
        if line.get(end..t.bytes.start) != Some(" ") || rank_width(t.text) != Some(width) {
            break;
        }
        count += 1;
        end = t.bytes.end;
        past = probe.clone();
    }
    let after = past.clone().next();
    let letters = line[first.bytes.start..end]
        .chars()
        .any(char::is_alphabetic);
    if count < 3 || !letters || !after.is_none_or(|t| matches!(t.text, "w" | "b" | "W" | "B")) {
        return None;
    }
    *fields = past;
    Some((count, first.bytes.start..end))
}

/// A clock field as written: digits, or a `-` in a clock's place.
fn is_clock(text: &str) -> bool {
    text == "-" || (!text.is_empty() && text.bytes().all(|b| b.is_ascii_digit()))
}

/// Whether a token could be meant as castling rights: `-`, or only the
/// letters `K Q k q` and the board's file letters.
fn castling_shaped(text: &str, width: usize) -> bool {
    text == "-"
        || text.chars().all(|c| {
            matches!(c, 'K' | 'Q' | 'k' | 'q')
                || (c.is_ascii_alphabetic()
                    && ((c.to_ascii_lowercase() as u8 - b'a') as usize) < width)
        })
}

/// Whether a token reads as an EPD opcode (a letter, then letters, digits or
/// `_`), perhaps with `=` and an operand glued to it.
fn is_opcode(text: &str) -> bool {
    let op = text.split(['=', ';']).next().unwrap_or("");
    op.starts_with(|c: char| c.is_ascii_alphabetic())
        && op.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
}

/// Whether a token in the place of a FEN field is rather the first EPD
/// operation: a standard opcode, or an opcode in lower case.
fn starts_operations(text: &str) -> bool {
    let op = text.split(['=', ';']).next().unwrap_or("");
    is_opcode(text) && (OPCODES.contains(&op) || op.starts_with(|c: char| c.is_ascii_lowercase()))
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
}

/// The fields of a line with their byte ranges and character columns.
#[derive(Clone)]
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

/// An operand as read, with the columns it spans.
struct Operand {
    text: String,
    start: usize,
    end: usize,
    quoted: bool,
}

/// Whether an unquoted operand is rather the opcode of the next operation,
/// whose `;` before it was forgotten (`bm Rd8# id "p32";`): a standard
/// opcode that is no square (`c5` may be a move).
fn opcode_in_operands(operand: &Operand) -> bool {
    let t = operand.text.as_str();
    let square = t.len() == 2
        && matches!(t.as_bytes()[0], b'a'..=b'h')
        && matches!(t.as_bytes()[1], b'1'..=b'8');
    !operand.quoted && !square && OPCODES.contains(&t)
}

/// A quoted operand's text, from just after its opening `"`: the text with
/// `\"` and `\\` unescaped (any other backslash is kept as it is), and the
/// index of the closing `"`; `None` when it is never closed.
fn quoted(chars: &[char]) -> Option<(String, usize)> {
    let mut text = String::new();
    let mut i = 0;
    while i < chars.len() {
        match chars[i] {
            '"' => return Some((text, i)),
            '\\' if matches!(chars.get(i + 1), Some('"' | '\\')) => {
                text.push(chars[i + 1]);
                i += 2;
            }
            c => {
                text.push(c);
                i += 1;
            }
        }
    }
    None
}

/// Reads EPD operations from `text`, which starts at character column
/// `column`; see the module documentation for what is tolerated.
fn parse_operations(text: &str, column: usize) -> (Vec<Operation>, Vec<Warning>) {
    let chars: Vec<char> = text.chars().collect();
    let mut ops = Vec::new();
    let mut warnings = Vec::new();
    let mut i = 0;
    let skip_space = |i: &mut usize| {
        while *i < chars.len() && chars[*i].is_whitespace() {
            *i += 1;
        }
    };
    loop {
        skip_space(&mut i);
        if i == chars.len() {
            break;
        }
        if chars[i] == ';' {
            warnings.push(Warning {
                kind: WarningKind::StraySemicolon,
                span: Span::new(column + i, 1),
            });
            i += 1;
            continue;
        }
        let start = i;
        while i < chars.len() && !chars[i].is_whitespace() && chars[i] != '=' && chars[i] != ';' {
            i += 1;
        }
        let opcode: String = chars[start..i].iter().collect();
        if !is_opcode(&opcode) {
            // Left out up to the next `;`.
            while i < chars.len() && chars[i] != ';' {
                i += 1;
            }
            let len = (i - start).max(1);
            let text: String = chars[start..i]
                .iter()
                .collect::<String>()
                .trim_end()
                .to_owned();
            warnings.push(Warning {
                kind: WarningKind::BadOpcode { text },
                span: Span::new(column + start, len),
            });
            i = (i + 1).min(chars.len());
            continue;
        }
        if i < chars.len() && chars[i] == '=' {
            i += 1;
        }
        let (operands, ended);
        (operands, ended, i) = read_operands(&chars, i, column, &mut warnings);
        let at = (column, start, i);
        if ended {
            split_at_forgotten_semicolons(opcode, operands, at, &mut ops, &mut warnings);
        } else {
            split_unterminated(opcode, operands, at, &mut ops, &mut warnings);
        }
    }
    (ops, warnings)
}

/// The operands of one operation, from `from` up to its `;` or the line's
/// end, whether a `;` ended it, and where reading stopped; an unterminated
/// string is warned of.
fn read_operands(
    chars: &[char],
    from: usize,
    column: usize,
    warnings: &mut Vec<Warning>,
) -> (Vec<Operand>, bool, usize) {
    let mut warn = |kind, span| warnings.push(Warning { kind, span });
    let mut i = from;
    let mut operands: Vec<Operand> = Vec::new();
    let mut ended = false;
    loop {
        while i < chars.len() && chars[i].is_whitespace() {
            i += 1;
        }
        match chars.get(i) {
            None => break,
            Some(';') => {
                i += 1;
                ended = true;
                break;
            }
            Some('"') => {
                let open = i;
                match quoted(&chars[open + 1..]) {
                    Some((text, close)) => {
                        operands.push(Operand {
                            text,
                            start: open,
                            end: open + close + 2,
                            quoted: true,
                        });
                        i = open + close + 2;
                    }
                    None => {
                        warn(
                            WarningKind::UnterminatedString,
                            Span::new(column + open, chars.len() - open),
                        );
                        operands.push(Operand {
                            text: chars[open + 1..]
                                .iter()
                                .collect::<String>()
                                .trim_end()
                                .to_owned(),
                            start: open,
                            end: chars.len(),
                            quoted: true,
                        });
                        i = chars.len();
                    }
                }
            }
            Some(_) => {
                let s = i;
                while i < chars.len() && !chars[i].is_whitespace() && chars[i] != ';' {
                    i += 1;
                }
                operands.push(Operand {
                    text: chars[s..i].iter().collect(),
                    start: s,
                    end: i,
                    quoted: false,
                });
            }
        }
    }
    (operands, ended, i)
}

/// An operation ended by `;`, pushed to `ops`: where its operands hold a
/// standard opcode, a `;` was forgotten inside, and the operation ends
/// where that opcode begins, with a warning. `at` is the text's column, and where the operation
/// starts and ends.
fn split_at_forgotten_semicolons(
    opcode: String,
    operands: Vec<Operand>,
    (column, start, i): (usize, usize, usize),
    ops: &mut Vec<Operation>,
    warnings: &mut Vec<Warning>,
) {
    let mut warn = |kind, span| warnings.push(Warning { kind, span });
    let mut current = (opcode, start, Vec::new());
    for operand in operands {
        if !current.2.is_empty() && opcode_in_operands(&operand) {
            warn(
                WarningKind::MissingSemicolon {
                    opcode: current.0.clone(),
                    next: operand.text.clone(),
                },
                Span::new(column + operand.start, operand.end - operand.start),
            );
            let (op, s, list) =
                std::mem::replace(&mut current, (operand.text, operand.start, Vec::new()));
            ops.push(Operation {
                opcode: op,
                operands: list,
                span: Span::new(column + s, operand.start - s),
            });
        } else {
            current.2.push(operand.text);
        }
    }
    let (op, s, list) = current;
    ops.push(Operation {
        opcode: op,
        operands: list,
        span: Span::new(column + s, i - s),
    });
}

/// An operation without its `;` before the end of the line: one warning,
/// and the operands are split where a standard opcode begins (`bm Rc8+ dm
/// 26`). `at` is the text's column, and where the operation starts and ends.
fn split_unterminated(
    opcode: String,
    operands: Vec<Operand>,
    (column, start, i): (usize, usize, usize),
    ops: &mut Vec<Operation>,
    warnings: &mut Vec<Warning>,
) {
    let mut warn = |kind, span| warnings.push(Warning { kind, span });
    warn(
        WarningKind::UnterminatedOperation {
            opcode: opcode.clone(),
        },
        Span::new(column + start, i - start),
    );
    let mut current = (opcode, start, Vec::new());
    let mut end = i;
    for operand in operands {
        if OPCODES.contains(&operand.text.as_str()) && !current.2.is_empty() {
            let (op, s, list) = std::mem::replace(
                &mut current,
                (operand.text.clone(), operand.start, Vec::new()),
            );
            ops.push(Operation {
                opcode: op,
                operands: list,
                span: Span::new(column + s, operand.start.saturating_sub(s).max(1) - 1),
            });
        } else {
            current.2.push(operand.text);
        }
        end = operand.end;
    }
    let (op, s, list) = current;
    end = end.max(s + op.chars().count());
    ops.push(Operation {
        opcode: op,
        operands: list,
        span: Span::new(column + s, end - s),
    });
}

#[cfg(test)]
mod tests {
    #[test]
    fn display_round_trips_operands_with_quotes_backslashes_and_semicolons() {
        let operands = [
            "ab\"c",
            "\"",
            "\"start",
            "end\"",
            "a;b",
            "two words",
            "say \"hi\"; then go",
            "back\\slash",
            "\\",
            "ends\\",
            "\\\"",
            "",
            "plain",
        ];
        for operand in operands {
            let mut record = Record::parse("4k3/8/8/8/8/8/8/4K3 w - -", &ParseOptions::default())
                .expect("a record");
            record.operations.push(Operation {
                opcode: "id".to_owned(),
                operands: vec![operand.to_owned(), "x".to_owned()],
                span: Span::new(0, 0),
            });
            let written = record.to_string();
            let back = Record::parse(&written, &ParseOptions::default()).expect("reads back");
            assert_eq!(
                back.operations[0].operands,
                [operand, "x"],
                "{operand:?} written as {written:?}"
            );
            assert!(back.warnings.is_empty(), "{written:?}: {:?}", back.warnings);
        }
        let r = Record::parse(
            "4k3/8/8/8/8/8/8/4K3 w - - id ab\"c;",
            &ParseOptions::default(),
        )
        .unwrap();
        assert_eq!(r.to_string(), "4k3/8/8/8/8/8/8/4K3 w - - id ab\"c;");
        let r = Record::parse(
            "4k3/8/8/8/8/8/8/4K3 w - - c0 \"say \\\"hi\\\" C:\\dir\";",
            &ParseOptions::default(),
        )
        .unwrap();
        assert_eq!(r.comment(0), Some("say \"hi\" C:\\dir"));
    }

    use super::*;

    #[test]
    fn en_passant_writes_and_reads_itself() {
        for text in ["-", "e3", "c6", "z24"] {
            let e: EnPassant = text.parse().unwrap();
            assert_eq!(e.to_string(), text);
        }
        assert_eq!(
            "e3".parse(),
            Ok(EnPassant::Behind(Square::new(4, 2).unwrap()))
        );
        assert!("x".parse::<EnPassant>().is_err());
    }

    fn at(file: usize, rank: usize) -> Square {
        Square::new(file, rank).unwrap()
    }
    use crate::board::{Board, Cell, Piece, Role};

    fn parse(line: &str) -> Result<Record, Error> {
        line.parse()
    }

    fn bad(line: &str) -> (ErrorKind, Span) {
        let e = parse(line).unwrap_err();
        (e.kind, e.span)
    }

    /// The warnings of a line that is read, as (kind, span).
    fn warned(line: &str) -> Vec<(WarningKind, Span)> {
        parse(line)
            .unwrap()
            .warnings
            .into_iter()
            .map(|w| (w.kind, w.span))
            .collect()
    }

    fn bad_field(field: Field, text: &str) -> WarningKind {
        WarningKind::BadField {
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
        assert_eq!(r.en_passant, Some(EnPassant::Nowhere));
        assert_eq!(r.halfmove_clock, Some(0));
        assert_eq!(r.fullmove_number, Some(1));
        assert!(r.warnings.is_empty());
        assert_eq!(r.placement_range, 0..43);

        let r = parse("rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2").unwrap();
        let b = r.placement.to_board();
        assert_eq!(
            b.get(at(5, 2)),
            Some(Cell::Piece(Piece::new(Color::White, Role::Knight)))
        );
        assert_eq!(
            b.get(at(2, 4)),
            Some(Cell::Piece(Piece::new(Color::Black, Role::Pawn)))
        );
        assert_eq!(b.get(at(6, 0)), Some(Cell::Empty));
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
        assert_eq!(r.en_passant, Some(EnPassant::Nowhere));
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
        assert_eq!(r.en_passant, Some(EnPassant::Behind(at(4, 5))));
        assert_eq!(r.en_passant.map(|e| e.to_string()).as_deref(), Some("e6"));
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
    fn bad_fields_are_warnings_that_name_the_field_the_text_and_the_column() {
        assert_eq!(
            warned(&format!("{START} x")),
            [(bad_field(Field::SideToMove, "x"), Span::new(44, 1))]
        );
        assert_eq!(
            warned(&format!("{START} white")),
            [(bad_field(Field::SideToMove, "white"), Span::new(44, 5))]
        );
        let r = parse(&format!("{START} w KQkqK")).unwrap();
        assert_eq!(r.side_to_move, Some(Color::White));
        assert_eq!(r.castling, None);
        assert_eq!(
            warned(&format!("{START} w KQkqK")),
            [(bad_field(Field::Castling, "KQkqK"), Span::new(46, 5))]
        );
        assert_eq!(
            warned(&format!("{START} w KX"))[0].0,
            bad_field(Field::Castling, "KX")
        );
        assert_eq!(
            warned(&format!("{START} w - e4")),
            [(bad_field(Field::EnPassant, "e4"), Span::new(48, 2))]
        );
        assert_eq!(
            warned(&format!("{START} w - i3"))[0].0,
            bad_field(Field::EnPassant, "i3")
        );
        assert_eq!(
            warned(&format!("{START} w - - -1 1")),
            [(bad_field(Field::HalfmoveClock, "-1"), Span::new(50, 2))]
        );
        let r = parse(&format!("{START} w - - -1 7")).unwrap();
        assert_eq!((r.halfmove_clock, r.fullmove_number), (None, Some(7)));
        assert_eq!(
            warned(&format!("{START} w - - 0 x")),
            [(
                WarningKind::UnterminatedOperation { opcode: "x".into() },
                Span::new(52, 1)
            )]
        );
        assert_eq!(
            warned(&format!("{START} w - - 0 5x")),
            [(bad_field(Field::FullmoveNumber, "5x"), Span::new(52, 2))]
        );
        assert_eq!(
            warned(&format!("{START} w - - 99999999999 1"))[0].0,
            bad_field(Field::HalfmoveClock, "99999999999")
        );
        let w = parse(&format!("{START} w - e4")).unwrap().warnings;
        assert_eq!(
            w[0].to_string(),
            "field 4 (en-passant square) is `e4` (column 49); expected `-` or a square on the third or sixth rank, like `e3`; it is left out"
        );
    }

    #[test]
    fn operations_that_are_not_as_the_standard_says() {
        // An operation without its `;` at the end of the line is kept.
        let r = parse(&format!("{START} w - - id \"x\"")).unwrap();
        assert_eq!(r.id(), Some("x"));
        assert_eq!(
            warned(&format!("{START} w - - id \"x\"")),
            [(
                WarningKind::UnterminatedOperation {
                    opcode: "id".into()
                },
                Span::new(50, 6)
            )]
        );
        // A quoted operand that never closes: the rest of the line.
        let r = parse(&format!("{START} w - - id \"x; y")).unwrap();
        assert_eq!(r.id(), Some("x; y"));
        assert_eq!(
            warned(&format!("{START} w - - id \"x;"))[1],
            (WarningKind::UnterminatedString, Span::new(53, 3))
        );
        // An opcode that is not one is left out up to its `;`.
        let r = parse(&format!("{START} w - - bm e4; 9x y; id z;")).unwrap();
        assert_eq!(
            r.operations
                .iter()
                .map(|o| o.opcode.as_str())
                .collect::<Vec<_>>(),
            ["bm", "id"]
        );
        assert_eq!(
            warned(&format!("{START} w - - bm e4; 9x y; id z;")),
            [(
                WarningKind::BadOpcode {
                    text: "9x y".into()
                },
                Span::new(57, 4)
            )]
        );
        assert_eq!(
            warned(&format!("{START} w - - hmvc x;")),
            [(
                WarningKind::BadOperand {
                    opcode: "hmvc".into(),
                    text: "x".into()
                },
                Span::new(50, 7)
            )]
        );
        assert_eq!(
            warned(&format!("{START} w - - ;")),
            [(WarningKind::StraySemicolon, Span::new(50, 1))]
        );
    }

    /// The defects of published engine suites and problem collections: each
    /// record is read, with a warning that names the place.
    #[test]
    fn records_as_published() {
        const P: &str = "1k1r4/pp1b1R2/3q2pp/4p3/2B5/4Q3/PPP2B2/2K5";
        // A stray `;` after the four fields and between operations.
        let r = parse(&format!("{P} b - - ; bm Qd1+ ; id BK.01")).unwrap();
        assert_eq!(r.kind, RecordKind::Epd);
        assert_eq!((r.operand("bm"), r.id()), (Some("Qd1+"), Some("BK.01")));
        let kinds: Vec<_> = r.warnings.iter().map(|w| w.kind.clone()).collect();
        assert_eq!(
            kinds,
            [
                WarningKind::StraySemicolon,
                WarningKind::UnterminatedOperation {
                    opcode: "id".into()
                }
            ]
        );
        assert_eq!(r.warnings[0].span, Span::new(49, 1));
        // The `;` glued to the en-passant field.
        let r = parse(&format!("{P} w - -; am Nxb6 + ? ; c1 diff=10")).unwrap();
        assert_eq!(r.en_passant, Some(EnPassant::Nowhere));
        assert_eq!(r.operands("am").as_deref(), Some("Nxb6 + ?"));
        assert_eq!(r.operand("c1"), Some("diff=10"));
        assert_eq!(
            r.warnings[0],
            Warning {
                kind: WarningKind::StraySemicolon,
                span: Span::new(48, 1)
            }
        );
        // A full FEN followed by operations, with and without `;`.
        let r = parse(&format!("{P} w - - 0 1 bm Rc8+ dm 26")).unwrap();
        assert_eq!((r.halfmove_clock, r.fullmove_number), (Some(0), Some(1)));
        assert_eq!(
            (r.operand("bm"), r.operand("dm")),
            (Some("Rc8+"), Some("26"))
        );
        assert_eq!(r.warnings.len(), 1);
        let r = parse(&format!("{P} w KQkq - 0 4; v=-385")).unwrap();
        assert_eq!(r.fullmove_number, Some(4));
        assert_eq!(r.operand("v"), Some("-385"));
        assert_eq!(r.warnings.len(), 2, "a stray `;` and an open operation");
        let r = parse(&format!("{P} w KQkq - 0 1 ; bm Qb3")).unwrap();
        assert_eq!((r.fullmove_number, r.operand("bm")), (Some(1), Some("Qb3")));
        // A missing field, and a `-` where a clock should be.
        let r = parse(&format!("{P} w - bm Kc2; id \"\";")).unwrap();
        assert_eq!((r.castling.as_deref(), r.en_passant), (Some("-"), None));
        assert_eq!((r.operand("bm"), r.id()), (Some("Kc2"), Some("")));
        assert_eq!(
            r.warnings,
            [Warning {
                kind: WarningKind::MissingField {
                    field: Field::EnPassant
                },
                span: Span::new(47, 2)
            }]
        );
        let r = parse(&format!("{P} w kq - - bm Kg2;")).unwrap();
        assert_eq!(r.operand("bm"), Some("Kg2"));
        assert_eq!(
            r.warnings,
            [Warning {
                kind: bad_field(Field::HalfmoveClock, "-"),
                span: Span::new(50, 1)
            }]
        );
        // Trailing NUL bytes, spaces, tabs and CR.
        let r = parse(&format!("{P} w - - 0 1\0\0 \t\r")).unwrap();
        assert!(r.warnings.is_empty());
        assert_eq!(r.fullmove_number, Some(1));
    }

    #[test]
    fn display_writes_a_record_that_reads_back() {
        for line in [
            START.to_owned(),
            format!("{START} b"),
            format!("{START} w KQkq e3 0 1"),
            format!("{START} w - - bm e4 d4; id \"two words\"; c0 \"\";"),
            format!("{START} b - - 3 9 bm Rc8+;"),
        ] {
            let r = parse(&line).unwrap();
            let written = r.to_string();
            assert_eq!(written, line);
            let again = parse(&written).unwrap();
            assert_eq!(again.placement, r.placement);
            assert_eq!(again.operations.len(), r.operations.len());
        }
        // German letters come back in English.
        let opts = ParseOptions {
            dialect: DialectChoice::Fixed(Dialect::GERMAN),
            ..Default::default()
        };
        let r = Record::parse("4k3/8/8/8/8/8/8/3DK3 w", &opts).unwrap();
        assert_eq!(r.to_string(), "4k3/8/8/8/8/8/8/3QK3 w");
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
        let out = r.with_placement(&forsyth::write_placement(&r.placement, &Dialect::ITALIAN));
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
        assert_eq!(warned("kéK x")[1].1, Span::new(4, 1));
    }
}
