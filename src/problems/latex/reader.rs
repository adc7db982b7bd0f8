//! The reader: `diagram` environments found in a text (comments blanked),
//! their commands and arguments read into [`Environment`]s, and what
//! could not be read told as [`ReadWarning`]s.

use crate::board::{Board, Cell, Fairy, Shape, Side, Square, SquareText, Turn, Walk};

use super::letters::{GERMAN, Letters};
use super::lex::{balanced, parse_grid_line, parse_size, split_list, square_names, square_shaped};
use super::tex::from_latex;
use super::walks::walk_named;
use super::warning::{ReadWarning, ReadWarningKind};
use super::{Environment, PieceDef, ProblemField};

/// The diagrams of a text and what of them could not be read.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Environments {
    /// Every `diagram` environment, in order.
    pub diagrams: Vec<Environment>,
    /// What could not be read, in order.
    pub warnings: Vec<ReadWarning>,
}

/// Whether a text holds a `diagram` environment (outside a comment), found
/// as [`read`] finds one: `\begin`, spaces or line ends, and
/// the environment's name in braces (spaces round it allowed).
///
/// ```
/// use forsythe::problems::latex::has_diagram;
/// assert!(has_diagram("\\begin{diagram}\\pieces{wKe1}\\end{diagram}"));
/// assert!(!has_diagram("% \\begin{diagram}\n"));
/// assert!(has_diagram("\\begin\n  { diagram }\n\\end{diagram}"));
/// ```
#[must_use]
pub fn has_diagram(text: &str) -> bool {
    let clean = uncommented(text);
    let mut reader = Reader::new(&clean, text);
    reader.next_diagram().is_some()
}

/// The text with every comment (`%` to the line's end, but not `\%`)
/// blanked, so that positions stay where they are.
fn uncommented(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut in_comment = false;
    let mut escaped = false;
    for c in text.chars() {
        if c == '\n' {
            in_comment = false;
            escaped = false;
            out.push(c);
            continue;
        }
        if in_comment {
            out.extend(std::iter::repeat_n(' ', c.len_utf8()));
            continue;
        }
        if c == '%' && !escaped {
            in_comment = true;
            out.push(' ');
            continue;
        }
        escaped = c == '\\' && !escaped;
        out.push(c);
    }
    out
}

/// Where lines begin, to tell a byte offset's line and column.
struct Lines<'a> {
    text: &'a str,
    starts: Vec<usize>,
}

impl<'a> Lines<'a> {
    fn new(text: &'a str) -> Lines<'a> {
        let starts = std::iter::once(0)
            .chain(text.match_indices('\n').map(|(i, _)| i + 1))
            .collect();
        Lines { text, starts }
    }

    /// Line and column (from 1; the column in characters) of a byte offset.
    fn at(&self, offset: usize) -> (usize, usize) {
        let line = self.starts.partition_point(|&s| s <= offset).max(1);
        let start = self.starts.get(line - 1).copied().unwrap_or(0);
        // An offset inside a letter (one blanked in a comment) is counted
        // at that letter.
        let mut end = offset.min(self.text.len());
        while !self.text.is_char_boundary(end) {
            end -= 1;
        }
        let column = self.text.get(start..end).map_or(0, |s| s.chars().count());
        (line, column + 1)
    }
}

/// Reads every `diagram` environment of a text.
///
/// ```
/// use forsythe::problems::latex::{read, ProblemField};
/// use forsythe::{Cell, Fairy, Shape, Side, Square, Turn};
/// let text = "\\begin{diagram}\n\\pieces{wKe1, nDUd4}\n\\stip{h\\#2}\n\\end{diagram}\n";
/// let reading = read(text);
/// assert!(reading.warnings.is_empty());
/// let d = &reading.diagrams[0];
/// let d4 = Square::parse("d4").unwrap();
/// assert_eq!(d.board.get(d4), Some(Cell::Fairy(Fairy::new(Side::Neutral, Shape::Queen).turned(Turn::Down))));
/// assert_eq!(d.field(ProblemField::Stipulation), Some("h#2"));
/// ```
#[must_use]
pub fn read(text: &str) -> Environments {
    let clean = uncommented(text);
    let mut reader = Reader::new(&clean, text);
    let mut diagrams = Vec::new();
    while let Some(at) = reader.next_diagram() {
        if let Some(d) = reader.diagram(at) {
            diagrams.push(d);
        }
    }
    Environments {
        diagrams,
        warnings: reader.warnings,
    }
}

struct Reader<'a> {
    text: &'a str,
    pos: usize,
    lines: Lines<'a>,
    letters: Letters,
    warnings: Vec<ReadWarning>,
}

/// A square of `\pieces` waiting for `\piecedefs`: where, and its picture.
#[derive(Clone, Copy)]
struct Placed {
    square: Square,
    fairy: Fairy,
}

impl<'a> Reader<'a> {
    /// A reader of `clean` (the text with its comments blanked, byte for
    /// byte) that places its warnings in `text` as written: a blanked
    /// letter of several bytes is one column there.
    fn new(clean: &'a str, text: &'a str) -> Reader<'a> {
        Reader {
            text: clean,
            pos: 0,
            lines: Lines::new(text),
            letters: GERMAN,
            warnings: Vec::new(),
        }
    }

    /// Goes on to the next `\begin{diagram}` and past it, giving where it
    /// was; `\DefinePieces` on the way changes the letters, and the
    /// environments of several planes are passed over with a warning.
    fn next_diagram(&mut self) -> Option<usize> {
        while let Some(i) = self.rest().find('\\') {
            self.pos += i;
            let at = self.pos;
            let name = self.command_name();
            match name.as_str() {
                "begin" => {
                    let Some((_, env)) = self.argument() else {
                        continue;
                    };
                    match env.trim() {
                        "diagram" => return Some(at),
                        "stereodiagram" | "spacediagram" => {
                            let env = env.trim().to_owned();
                            self.warn(at, ReadWarningKind::Planes(env.clone()));
                            self.skip_to_end(&env);
                        }
                        _ => {}
                    }
                }
                "DefinePieces" => self.define_pieces(at),
                _ => {}
            }
        }
        None
    }

    fn rest(&self) -> &'a str {
        self.text.get(self.pos..).unwrap_or("")
    }

    fn warn(&mut self, offset: usize, kind: ReadWarningKind) {
        let (line, column) = self.lines.at(offset);
        self.warnings.push(ReadWarning { line, column, kind });
    }

    fn skip_space(&mut self) {
        let rest = self.rest();
        self.pos += rest.len() - rest.trim_start().len();
    }

    /// At a `\`: takes the command's name (letters, or one other character)
    /// and the `\`.
    fn command_name(&mut self) -> String {
        let rest = self.rest();
        let mut chars = rest.char_indices().skip(1);
        let name: String = match chars.next() {
            Some((_, c)) if c.is_ascii_alphabetic() => std::iter::once(c)
                .chain(rest.chars().skip(2).take_while(|c| c.is_ascii_alphabetic()))
                .collect(),
            Some((_, c)) => c.to_string(),
            None => String::new(),
        };
        self.pos += 1 + name.len();
        name
    }

    /// Takes `{…}` (after spaces), balanced; gives its start offset (inside
    /// the brace) and text. Takes nothing when there is none.
    fn argument(&mut self) -> Option<(usize, &'a str)> {
        let save = self.pos;
        self.skip_space();
        let rest = self.rest();
        if !rest.starts_with('{') {
            self.pos = save;
            return None;
        }
        let end = balanced(rest)?;
        let inner = rest.get(1..end)?;
        let start = self.pos + 1;
        self.pos += end + 1;
        Some((start, inner))
    }

    /// Takes `[…]` if it comes next.
    fn option(&mut self) -> Option<(usize, &'a str)> {
        let rest = self.rest();
        let trimmed = rest.trim_start();
        if !trimmed.starts_with('[') {
            return None;
        }
        let lead = rest.len() - trimmed.len();
        let end = trimmed.find(']')?;
        let inner = trimmed.get(1..end)?;
        let start = self.pos + lead + 1;
        self.pos += lead + end + 1;
        Some((start, inner))
    }

    fn skip_to_end(&mut self, env: &str) {
        let end = format!("\\end{{{env}}}");
        match self.rest().find(&end) {
            Some(i) => self.pos += i + end.len(),
            None => self.pos = self.text.len(),
        }
    }

    fn define_pieces(&mut self, at: usize) {
        let args: Vec<&str> = (0..3)
            .filter_map(|_| self.argument().map(|a| a.1))
            .collect();
        let chars = |s: &str| -> Vec<char> { s.chars().filter(|c| !c.is_whitespace()).collect() };
        if let [c, p, t] = args.as_slice()
            && let (Ok(colours), Ok(pieces), Ok(turns)) = (
                <[char; 3]>::try_from(chars(c)),
                <[char; 6]>::try_from(chars(p)),
                <[char; 3]>::try_from(chars(t)),
            )
        {
            self.letters = Letters {
                colours,
                pieces,
                turns,
            };
        } else {
            self.warn(at, ReadWarningKind::MissingArgument("DefinePieces".into()));
        }
    }

    /// Reads a diagram environment whose `\begin{diagram}` was at `at` and
    /// has been taken.
    fn diagram(&mut self, at: usize) -> Option<Environment> {
        let (line, _) = self.lines.at(at);
        let (mut width, mut height) = (8, 8);
        if let Some((start, size)) = self.option() {
            match parse_size(size) {
                Some((w, h)) => (width, height) = (w, h),
                None => self.warn(start, ReadWarningKind::BadSize(size.trim().to_owned())),
            }
        }
        let board = Board::empty(width, height).ok()?;
        let mut d = Environment {
            line,
            ..Environment::of_board(board)
        };
        let mut placed: Vec<Placed> = Vec::new();
        let mut defs: Vec<(usize, &str)> = Vec::new();
        let mut remarks: Vec<&str> = Vec::new();
        let mut closed = false;
        let mut stray_warned = false;
        loop {
            self.skip_space();
            let rest = self.rest();
            let Some(c) = rest.chars().next() else {
                break;
            };
            if c != '\\' {
                self.stray_text(c, &mut stray_warned);
                continue;
            }
            let cmd_at = self.pos;
            let name = self.command_name();
            if let Some(field) = ProblemField::from_command(&name) {
                // `\condition*` and `\twins*` only change the layout.
                if self.rest().starts_with('*') {
                    self.pos += 1;
                }
                match self.argument() {
                    Some((_, t)) => {
                        if field == ProblemField::Remark {
                            remarks.push(t);
                        }
                        let t = from_latex(t);
                        d.fields.push((field, t));
                    }
                    None => self.warn(cmd_at, ReadWarningKind::MissingArgument(name)),
                }
                continue;
            }
            match name.as_str() {
                "end" => {
                    let save = self.pos;
                    if let Some((_, env)) = self.argument()
                        && env.trim() == "diagram"
                    {
                        closed = true;
                        break;
                    }
                    self.pos = save;
                }
                "begin" => {
                    // A diagram never holds another: this one was left open.
                    self.pos = cmd_at;
                    break;
                }
                "pieces" | "fen" => {
                    let _ = self.option();
                    match self.argument() {
                        Some((start, list)) if name == "pieces" => {
                            self.pieces(start, list, &mut d.board, &mut placed);
                        }
                        Some((start, fen)) => self.fen(start, fen, &mut d.board),
                        None => self.warn(cmd_at, ReadWarningKind::MissingArgument(name)),
                    }
                }
                "nofields" | "nosquares" | "fieldframe" | "magic" => {
                    self.holes_or_frames(name, cmd_at, &mut d);
                }
                "fieldtext" => match self.argument() {
                    Some((start, list)) => self.texts(start, list, &mut d.board),
                    None => self.warn(cmd_at, ReadWarningKind::MissingArgument(name)),
                },
                "gridlines" => self.grid_lines(name, cmd_at, &mut d),
                "piecedefs" => match self.argument() {
                    Some((start, list)) => {
                        defs.extend(split_list(list, ';').map(|(o, t)| (start + o, t)));
                    }
                    None => self.warn(cmd_at, ReadWarningKind::MissingArgument(name)),
                },
                "Co" => {
                    if let Some((_, t)) = self.argument() {
                        d.computer_tested = t.trim() == "+";
                    }
                }
                "gridchess" | "stdgrid" => d.grid_chess = true,
                "verticalcylinder" => d.vertical_cylinder = true,
                "horizontalcylinder" => d.horizontal_cylinder = true,
                "noframe" => d.no_frame = true,
                // Layout only: nothing of the problem.
                "noinnerframe" | "allwhite" | "switchcolors" | "showcomputer" | "nocomputer"
                | "develop" | "diagleft" | "diagcenter" | "diagright" | "widedias"
                | "nowidedias" | "normalnames" | "reversednames" => {}
                "label" | "specialdiagnum" | "dianamestyle" | "solnamestyle" | "setmonthstyle"
                | "spacelayout" | "fidealbum" | "selectelchfont" => {
                    let _ = self.argument();
                }
                "setboolean" => {
                    let _ = self.argument();
                    let _ = self.argument();
                }
                "DefinePieces" => self.define_pieces(cmd_at),
                _ => {
                    self.warn(cmd_at, ReadWarningKind::UnknownCommand(format!("\\{name}")));
                    while self.argument().is_some() {}
                }
            }
        }
        if !closed {
            self.warn(at, ReadWarningKind::Unclosed);
        }
        self.apply_defs(&defs, &placed, &mut d);
        for remark in remarks {
            self.apply_remark(remark, &placed, &mut d);
        }
        Some(d)
    }

    /// Text belonging to no command, starting with `c`: said once a
    /// diagram, passed over.
    fn stray_text(&mut self, c: char, stray_warned: &mut bool) {
        let rest = self.rest();
        let start = self.pos;
        let skip = if c == '{' {
            balanced(rest).map_or(rest.len(), |e| e + 1)
        } else {
            rest.find(['\\', '{'])
                .unwrap_or(rest.len())
                .max(c.len_utf8())
        };
        if !*stray_warned && c != '}' {
            let word: String = rest
                .chars()
                .take_while(|c| !c.is_whitespace() && !matches!(c, '\\' | '{'))
                .take(20)
                .collect();
            self.warn(start, ReadWarningKind::StrayText(word));
            *stray_warned = true;
        }
        self.pos += skip;
    }

    /// `\nofields`, `\nosquares` (holes), `\fieldframe` and `\magic`
    /// (framed squares): the squares of the command `name` at `cmd_at`.
    fn holes_or_frames(&mut self, name: String, cmd_at: usize, d: &mut Environment) {
        match self.argument() {
            Some((start, list)) => {
                for (off, item) in split_list(list, ',') {
                    let Some(sq) = self.square_item(start + off, item, &d.board) else {
                        continue;
                    };
                    if name == "fieldframe" || name == "magic" {
                        d.frames.push(sq);
                    } else if d.board.get(sq) == Some(Cell::Empty) {
                        d.board.set(sq, Cell::Hole);
                    } else {
                        self.warn(start + off, ReadWarningKind::Occupied(sq.to_string()));
                    }
                }
            }
            None => self.warn(cmd_at, ReadWarningKind::MissingArgument(name)),
        }
    }

    /// `\gridlines{…}` (the command `name` at `cmd_at`): its lines.
    fn grid_lines(&mut self, name: String, cmd_at: usize, d: &mut Environment) {
        match self.argument() {
            Some((start, list)) => {
                for (off, item) in split_list(list, ',') {
                    match parse_grid_line(item) {
                        Some(g) => d.grid_lines.push(g),
                        None => {
                            self.warn(start + off, ReadWarningKind::BadGridLine(item.to_owned()))
                        }
                    }
                }
            }
            None => self.warn(cmd_at, ReadWarningKind::MissingArgument(name)),
        }
    }

    /// `\pieces{…}` items into the board.
    fn pieces(&mut self, start: usize, list: &str, board: &mut Board, placed: &mut Vec<Placed>) {
        for (off, item) in split_list(list, ',') {
            let at = start + off;
            let mut chars = item.char_indices().peekable();
            let side = chars.next().and_then(|(_, c)| self.letters.side(c));
            let shape = chars.next().and_then(|(_, c)| self.letters.shape(c));
            let (Some(side), Some((shape, base, turnable))) = (side, shape) else {
                self.warn(at, ReadWarningKind::BadPiece(item.to_owned()));
                continue;
            };
            let mut fairy = Fairy {
                side,
                shape,
                turn: base,
                walk: None,
            };
            if let Some(&(i, c)) = chars.peek()
                && let Some(turn) = self.letters.turn(c)
            {
                chars.next();
                if turnable {
                    fairy.turn = turn;
                } else {
                    self.warn(at + i, ReadWarningKind::TurnIgnored(item.to_owned()));
                }
            }
            let Some(&(squares_at, _)) = chars.peek() else {
                self.warn(at, ReadWarningKind::BadPiece(item.to_owned()));
                continue;
            };
            let squares = item.get(squares_at..).unwrap_or("");
            for (sq_off, name) in square_names(squares) {
                let Some(sq) = self.square_item(at + squares_at + sq_off, name, board) else {
                    continue;
                };
                if board.get(sq) != Some(Cell::Empty) {
                    self.warn(
                        at + squares_at + sq_off,
                        ReadWarningKind::Occupied(sq.to_string()),
                    );
                    continue;
                }
                board.set(sq, Cell::fairy(fairy));
                placed.push(Placed { square: sq, fairy });
            }
        }
    }

    /// A square written in the package's way (`e4`, `i{11}`), on the board;
    /// else a warning.
    fn square_item(&mut self, at: usize, item: &str, board: &Board) -> Option<Square> {
        let item = item.trim();
        let plain: String = item.chars().filter(|c| !matches!(c, '{' | '}')).collect();
        let Some(sq) = Square::parse(&plain).filter(|_| square_shaped(item)) else {
            self.warn(at, ReadWarningKind::BadSquare(item.to_owned()));
            return None;
        };
        if !board.contains(sq) {
            self.warn(at, ReadWarningKind::OffBoard(sq.to_string()));
            return None;
        }
        Some(sq)
    }

    fn fen(&mut self, start: usize, fen: &str, board: &mut Board) {
        let fen = fen.trim();
        let ranks: Vec<&str> = fen.split('/').collect();
        let mut ok = ranks.len() == 8 && board.width() == 8 && board.height() == 8;
        let mut cells = Vec::new();
        for (r, rank) in ranks.iter().enumerate() {
            let mut file = 0usize;
            for c in rank.chars() {
                if let Some(n) = c.to_digit(10).filter(|n| (1..=8).contains(n)) {
                    file += n as usize;
                } else if let Some(p) = crate::notation::Dialect::ENGLISH.piece(c) {
                    if let Some(sq) = Square::new(file, 7usize.saturating_sub(r)) {
                        cells.push((sq, Cell::Piece(p)));
                    }
                    file += 1;
                } else {
                    ok = false;
                }
            }
            ok &= file == 8;
        }
        if !ok {
            self.warn(start, ReadWarningKind::BadFen(fen.to_owned()));
            return;
        }
        for (sq, cell) in cells {
            board.set(sq, cell);
        }
    }

    fn texts(&mut self, start: usize, list: &str, board: &mut Board) {
        for (off, item) in split_list(list, ',') {
            let at = start + off;
            let item_t = item.trim_start();
            let lead = item.len() - item_t.len();
            let (text, square) = match balanced(item_t) {
                Some(end) if item_t.starts_with('{') => (
                    item_t.get(1..end).unwrap_or(""),
                    item_t.get(end + 1..).unwrap_or(""),
                ),
                _ => {
                    self.warn(at, ReadWarningKind::BadPiece(item.to_owned()));
                    continue;
                }
            };
            let Some(sq) = self.square_item(at + lead, square, board) else {
                continue;
            };
            let plain = from_latex(text);
            let Ok(label) = plain.parse::<SquareText>() else {
                self.warn(at, ReadWarningKind::LongText(plain));
                continue;
            };
            if board.get(sq) == Some(Cell::Empty) {
                board.set(sq, Cell::Text(label));
            } else {
                self.warn(at, ReadWarningKind::Occupied(sq.to_string()));
            }
        }
    }

    /// The shape and turn a piece's code (`DU`: a queen upside down) draws.
    fn picture(&self, code: &str) -> Option<(Shape, Turn)> {
        let mut chars = code.trim().chars();
        let (shape, base, _) = chars.next().and_then(|c| self.letters.shape(c))?;
        let turn = match chars.next() {
            Some(c) => self.letters.turn(c)?,
            None => base,
        };
        chars.next().is_none().then_some((shape, turn))
    }

    /// Gives the pieces a `\remark` names by their picture (`\wDU =
    /// Grasshopper`, as the package's reader sets a legend) that walk,
    /// unless `\piecedefs` gave them one. Each piece macro followed by `=`
    /// and a walk's name is read; the name ends at `;`, `,`, `.`, a
    /// command, a brace or a line's end. The remark itself is kept as
    /// written, whatever is read of it.
    fn apply_remark(&self, remark: &str, placed: &[Placed], d: &mut Environment) {
        let mut rest = remark;
        while let Some(at) = rest.find('\\') {
            rest = rest.get(at + 1..).unwrap_or("");
            let end = rest
                .find(|c: char| !c.is_ascii_alphabetic())
                .unwrap_or(rest.len());
            let (macro_name, after) = rest.split_at(end);
            let mut letters = macro_name.chars();
            let side = letters.next().and_then(|c| self.letters.side(c));
            let (Some(side), Some(picture)) = (side, self.picture(letters.as_str())) else {
                continue;
            };
            let after = after.trim_start_matches("{}").trim_start();
            let Some(named) = after.strip_prefix('=') else {
                continue;
            };
            let stop = named
                .find([';', ',', '.', '\\', '{', '}', '\n'])
                .unwrap_or(named.len());
            let name = from_latex(named.get(..stop).unwrap_or(""));
            if let Some(walk) = walk_named(&name) {
                let unnamed: Vec<Placed> = placed
                    .iter()
                    .filter(|p| {
                        matches!(d.board.get(p.square), Some(Cell::Fairy(f)) if f.walk.is_none())
                    })
                    .copied()
                    .collect();
                give_walk(walk, picture, &[side], &unnamed, d);
            }
        }
    }

    /// Gives the pieces whose picture `\piecedefs` names by a walk that walk.
    fn apply_defs(&mut self, defs: &[(usize, &str)], placed: &[Placed], d: &mut Environment) {
        for &(at, def) in defs {
            let mut rest = def.trim();
            let mut parts = Vec::new();
            while rest.starts_with('{') {
                let Some(end) = balanced(rest) else { break };
                parts.push(rest.get(1..end).unwrap_or(""));
                rest = rest.get(end + 1..).unwrap_or("").trim_start();
            }
            let [colours, code, name] = parts.as_slice() else {
                self.warn(at, ReadWarningKind::BadPiece(def.to_owned()));
                continue;
            };
            let name = from_latex(name);
            let picture = self.picture(code);
            let sides: Vec<Side> = colours
                .chars()
                .filter_map(|c| self.letters.side(c))
                .collect();
            match (walk_named(&name), picture) {
                (Some(walk), Some(picture)) => give_walk(walk, picture, &sides, placed, d),
                _ => d.piece_defs.push(PieceDef {
                    colours: colours.trim().to_owned(),
                    code: code.trim().to_owned(),
                    name,
                }),
            }
        }
    }
}

/// Gives `walk` to each of the `placed` pieces of one of `sides` drawn as
/// `picture` (a shape and its turn).
fn give_walk(
    walk: Walk,
    (shape, turn): (Shape, Turn),
    sides: &[Side],
    placed: &[Placed],
    d: &mut Environment,
) {
    for p in placed {
        if p.fairy.shape == shape && p.fairy.turn == turn && sides.contains(&p.fairy.side) {
            let f = Fairy {
                walk: Some(walk),
                ..p.fairy
            };
            d.board.set(p.square, Cell::Fairy(f));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problems::latex::testing::{one, sq};
    use crate::problems::latex::writer::write;

    #[test]
    fn a_remark_of_piece_macros_names_their_walks_and_is_kept() {
        let text = "\\begin{diagram}\\pieces{wDUd4, sDUe5, wSRf3, sSLa5}\
                    \\remark{\\wDU = Grasshopper; \\sSL{} = camel, \\wSR=Unknownwalk \\\\ 2 solutions}\
                    \\end{diagram}";
        let (d, warnings) = one(text);
        assert_eq!(warnings, []);
        let walk = |s: &str| match d.board.get(sq(s)) {
            Some(Cell::Fairy(f)) => f.walk.map(|w| w.name_for("en")),
            _ => None,
        };
        // The white grasshopper's picture, the black camel's; not the black
        // upside-down queen, nor the zebra of an unknown name.
        assert_eq!(walk("d4"), Some("grasshopper"));
        assert_eq!(walk("a5"), Some("camel"));
        assert_eq!(walk("e5"), None);
        assert_eq!(walk("f3"), None);
        // The remark stays whole as the problem's.
        let p = d.to_problem();
        assert!(
            p.remark
                .as_deref()
                .is_some_and(|r| r.contains("2 solutions"))
        );
    }

    #[test]
    fn written_by_hand_it_reads_the_same() {
        // Short forms, comments, spaces, several squares for one piece,
        // another set of letters, a `\fen`.
        let text = "\\DefinePieces{wbn}{KQRBNP}{LRU}\n\
            \\begin{diagram} % a comment \\pieces{wKa1}\n\
              \\stip{\\#2}\\cond{Madrasi}\n\
              \\pieces{ wKe1 ,bQUd8h4,nNRa1 }\n\
              \\rem{Gr\\\"oße, \\'etude}\n\
            \\end{diagram}\n\
            \\begin{diagram}\\fen{4k3/8/8/8/8/8/8/4K2R}\\end{diagram}";
        let r = read(text);
        assert_eq!(r.warnings, []);
        let [a, b] = r.diagrams.as_slice() else {
            panic!("two diagrams: {:?}", r.diagrams)
        };
        assert_eq!(
            a.fields,
            [
                (ProblemField::Stipulation, "#2".to_owned()),
                (ProblemField::Condition, "Madrasi".to_owned()),
                (ProblemField::Remark, "Größe, étude".to_owned()),
            ]
        );
        assert_eq!(a.line, 2);
        assert_eq!(
            write(a, "en").text,
            "\\begin{diagram}\n\\pieces{wKe1, sDUd8h4, nSRa1}\n\\stipulation{\\#2}\n\
             \\condition{Madrasi}\n\\remark{Größe, étude}\n\\end{diagram}\n"
        );
        assert_eq!(
            write(b, "en").text,
            "\\begin{diagram}\n\\pieces{wKe1, wTh1, sKe8}\n\\end{diagram}\n"
        );
    }

    #[test]
    fn what_cannot_be_read_is_a_warning_at_its_line_and_column() {
        let text = "\\begin{diagram}[9x30]\n\
            \\pieces{wKe1, wQd1, sKe1, wTz1, wSk9, wLe0, nCRf5}\n\
            \\nofields{e1}\\fieldtext{{ABC}c3}\\gridlines{q123}\n\
            \\bold{x} stray\\end{diagram}\n\
            \\begin{stereodiagram}\\pieces{wKa1A}\\end{stereodiagram}\n\
            \\begin{diagram}\\fen{8/8/9}";
        let r = read(text);
        let at = |line, column, kind| ReadWarning { line, column, kind };
        assert_eq!(
            r.warnings,
            [
                at(1, 17, ReadWarningKind::BadSize("9x30".into())),
                at(2, 15, ReadWarningKind::BadPiece("wQd1".into())),
                at(2, 23, ReadWarningKind::Occupied("e1".into())),
                at(2, 29, ReadWarningKind::OffBoard("z1".into())),
                at(2, 35, ReadWarningKind::OffBoard("k9".into())),
                at(2, 41, ReadWarningKind::BadSquare("e0".into())),
                at(2, 47, ReadWarningKind::TurnIgnored("nCRf5".into())),
                at(3, 11, ReadWarningKind::Occupied("e1".into())),
                at(3, 25, ReadWarningKind::LongText("ABC".into())),
                at(3, 44, ReadWarningKind::BadGridLine("q123".into())),
                at(4, 1, ReadWarningKind::UnknownCommand("\\bold".into())),
                at(4, 10, ReadWarningKind::StrayText("stray".into())),
                at(5, 1, ReadWarningKind::Planes("stereodiagram".into())),
                at(6, 21, ReadWarningKind::BadFen("8/8/9".into())),
                at(6, 1, ReadWarningKind::Unclosed),
            ]
        );
        assert_eq!(r.diagrams.len(), 2);
        // What could be read was.
        assert_eq!(
            r.diagrams[0].board.get(sq("f5")),
            Some(Cell::Fairy(Fairy::new(Side::Neutral, Shape::Circle)))
        );
    }

    #[test]
    fn hostile_text_never_panics() {
        for text in [
            "\\begin{diagram}",
            "\\begin{diagram}[",
            "\\begin{diagram}[x]\\pieces{",
            "\\begin{diagram}\\pieces{w}\\pieces{wK}\\pieces{wKé1ö}\\pieces{wKa{}}",
            "\\begin{diagram}\\pieces{wKa{99}, wKa{1}}\\gridlines{v{}{}{}, h{1}}",
            "\\begin{diagram}}}}{{{\\\\\\",
            "\\begin{diagram}\\fieldtext{{é}a1, {}b2, x, {A}}\\piecedefs{{w}{}{}; {",
            "\\DefinePieces{}{}{}\\begin{diagram}\\rem{\\\"",
            "\\begin{diagram}\\pieces{wKa1}\\begin{diagram}\\end{diagram}",
            "é\\é\\begin{diagram}é\\end{diagram}é",
        ] {
            let r = read(text);
            for d in &r.diagrams {
                let _ = write(d, "en");
            }
        }
    }

    proptest::proptest! {
        /// Any text made of the package's own characters reads without a
        /// panic, and what is read writes and reads back to the same board.
        #[test]
        fn any_text_reads_and_what_is_read_writes_back(
            body in "[wsnKDTLSBCEXRULa-k0-9{}, \\\\%\\[\\]x#]{0,80}",
            command in proptest::sample::select(vec!["pieces", "nofields", "fieldtext", "fieldframe", "gridlines", "stip", "twins", "fen", "piecedefs"]),
        ) {
            let text = format!("\\begin{{diagram}}\\{command}{{{body}}}\\end{{diagram}}");
            let r = read(&text);
            for d in &r.diagrams {
                let w = write(d, "en");
                let again = read(&w.text);
                proptest::prop_assert_eq!(&again.diagrams[0].board, &d.board);
            }
        }
    }

    /// Issue 44, finding 7: `\begin{diagram}` broken over lines is found
    /// as the reader finds it.
    #[test]
    fn a_begin_over_two_lines_is_found() {
        for text in [
            "\\begin\n{diagram}\\pieces{wKa1}\\end{diagram}",
            "\\begin{ diagram\n}\\end{diagram}",
        ] {
            assert!(has_diagram(text), "{text}");
            assert_eq!(read(text).diagrams.len(), 1, "{text}");
        }
        for text in [
            "\\\\begin{diagram}",
            "\\beginx{diagram}",
            "% \\begin\n{diagram}",
            "\\begin{stereodiagram}",
        ] {
            assert!(!has_diagram(text), "{text}");
            assert!(read(text).diagrams.is_empty(), "{text}");
        }
    }

    /// A warning after a comment holding letters of several bytes is
    /// placed in characters of the text as written (found by fuzzing: it
    /// was counted in the blanked text's bytes, past the line's end).
    #[test]
    fn a_warning_after_a_wide_comment_is_placed_in_characters() {
        let text = "\\begin{diagram}\\pieces{wKa1}% ÄÖÜ\n\\pieces{wKz9}\\end{diagram}\n";
        let (_, warnings) = one(text);
        let places: Vec<_> = warnings.iter().map(|w| (w.line, w.column)).collect();
        assert_eq!(places, [(2, 11)], "{warnings:?}");
        let text = "\\begin{diagram}% ÄÖÜ\\pieces{wKz9}\n\\end{diagram}";
        assert!(one(text).1.is_empty());
        // An item after a comment of wide letters, on the next line.
        let text = "\\begin{diagram}\\nofields{a1, % ÄÖÜ\nk1}\\end{diagram}";
        let (_, warnings) = one(text);
        assert_eq!(
            warnings,
            [ReadWarning {
                line: 2,
                column: 1,
                kind: ReadWarningKind::OffBoard("k1".into())
            }]
        );
    }

    /// A brace written `\{` in a name under the diagram is text, not the
    /// start of a group that would swallow the next `;` (found by fuzzing:
    /// two names read back as one).
    #[test]
    fn an_escaped_brace_does_not_join_the_names_under_a_diagram() {
        let text = "\\begin{diagram}\\pieces{wDUa1}\\piecedefs{{w}{DU}{a \\{b}; {s}{T}{xyz}}\\end{diagram}";
        let (d, warnings) = one(text);
        assert!(warnings.is_empty(), "{warnings:?}");
        let names: Vec<_> = d.piece_defs.iter().map(|p| p.name.as_str()).collect();
        assert_eq!(names, ["a {b", "xyz"]);
        let w = write(&d, "en");
        assert_eq!(one(&w.text).0.piece_defs, d.piece_defs);
    }
}
