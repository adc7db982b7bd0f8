//! `/edit`: what the page's board editor asks of the service. The editor
//! keeps a board of its own while a person edits it, in the cell codes
//! below; every text it shows is read and written here, by the library's
//! own reader and writer, with the service's limits.
//!
//! Two questions, one answer:
//! - `cells` (the editor's board), `to` (a notation), and optionally
//!   `base_cells` (the base of an overlay), `side`, `castling`, `ep`: the
//!   board written as a record in `to`, with `.` for every square the base
//!   keeps;
//! - `fen` (a record as typed), `dialect`, and optionally `base` (the base
//!   as text): the record read into cells.
//!
//! Either way the answer has the cells, the name of each square's content
//! in the request's language, the record and its base in the notation, and
//! the board as the documents and problem files that take it write it.
//!
//! A cell code: `` (empty), `-` (a hole), `?` (unknown), `'` and a short
//! text, or a piece: `w`, `b` or `n` (neutral), the shape's letter
//! (`K Q R B N P`, `E` equihopper, `O` circle, `X` cross, `S` square, `T`
//! triangle), the turn in eighths when it is turned (`Q4`), and `:` with
//! Popeye's English code of its walk (`wQ4:g`, a grasshopper).

use serde::Serialize;

use crate::app::i18n::s;
use crate::app::report::Reporter;
use crate::board::{
    Board, Cell, Color, Fairy, MAX_SIDE, Piece, Placement, PlacementEntry, Role, Shape, Side,
    Square, SquareText, Turn, Walk, WalkLanguage,
};
use crate::notation::{Dialect, DialectChoice, ParseOptions, Record};
use crate::serve::diagram::{self, Notice};
use crate::serve::http::with_reporter;

/// The shapes' letters in cell codes, in [`Shape::ALL`] order.
const SHAPE_LETTERS: [char; 11] = ['K', 'Q', 'R', 'B', 'N', 'P', 'E', 'O', 'X', 'S', 'T'];

/// The most characters a request's record, base or board may have.
const MAX_TEXT: usize = 4096;

/// A cell as the editor codes it.
#[must_use]
pub fn cell_code(cell: Cell) -> String {
    match cell {
        Cell::Empty => String::new(),
        Cell::Hole => "-".into(),
        Cell::Unknown(_) => "?".into(),
        Cell::Text(t) => format!("'{t}"),
        Cell::Piece(p) => piece_code(Fairy::from(p)),
        Cell::Fairy(f) => piece_code(f),
    }
}

fn piece_code(f: Fairy) -> String {
    let side = match f.side {
        Side::White => 'w',
        Side::Black => 'b',
        Side::Neutral => 'n',
    };
    let mut out = format!("{side}{}", SHAPE_LETTERS[f.shape.index()]);
    if f.turn != Turn::Up {
        out.push(char::from(b'0' + f.turn.eighths()));
    }
    if let Some(w) = f.walk {
        out.push(':');
        out.push_str(w.code(WalkLanguage::English));
    }
    out
}

/// The cell a code stands for, or `None` when it is no code.
#[must_use]
pub fn read_cell(code: &str) -> Option<Cell> {
    let mut chars = code.chars();
    let side = match chars.next() {
        None => return Some(Cell::Empty),
        Some('-') if code.len() == 1 => return Some(Cell::Hole),
        Some('?') if code.len() == 1 => return Some(Cell::Unknown('?')),
        Some('\'') => return chars.as_str().parse::<SquareText>().ok().map(Cell::Text),
        Some('w') => Side::White,
        Some('b') => Side::Black,
        Some('n') => Side::Neutral,
        Some(_) => return None,
    };
    let letter = chars.next()?;
    let shape = Shape::ALL[SHAPE_LETTERS.iter().position(|c| *c == letter)?];
    let rest = chars.as_str();
    let (turn, walk) = rest.split_once(':').unwrap_or((rest, ""));
    let turn = match turn {
        "" => Turn::Up,
        t => {
            let e: u8 = t.parse().ok().filter(|e| *e < 8)?;
            Turn::from_eighths(e)
        }
    };
    let walk = match walk {
        "" => None,
        w => Some(Walk::from_code(w, WalkLanguage::English)?),
    };
    Some(Cell::fairy(Fairy {
        side,
        shape,
        turn,
        walk,
    }))
}

/// A board from the editor's codes: ranks from the top, `_` between them,
/// `.` between the cells of a rank (neither is escaped in a query).
fn read_cells(text: &str) -> Option<Board> {
    let ranks: Vec<&str> = text.split('_').collect();
    let height = ranks.len();
    let width = ranks.first()?.split('.').count();
    let mut board = Board::empty(width, height).ok()?;
    for (row, rank) in ranks.iter().enumerate() {
        let cells: Vec<&str> = rank.split('.').collect();
        if cells.len() != width {
            return None;
        }
        for (file, code) in cells.iter().enumerate() {
            let sq = Square::new(file, height - 1 - row)?;
            board.set(sq, read_cell(code)?);
        }
    }
    Some(board)
}

/// The board's cells in codes, ranks from the top.
fn codes(board: &Board) -> Vec<Vec<String>> {
    (0..board.height())
        .rev()
        .map(|rank| {
            (0..board.width())
                .map(|file| {
                    Square::new(file, rank)
                        .and_then(|sq| board.get(sq))
                        .map_or_else(String::new, cell_code)
                })
                .collect()
        })
        .collect()
}

/// What stands on a square, in words: `white queen`, `neutral
/// grasshopper`, `empty square`, `hole`.
#[must_use]
pub fn content_name(r: &Reporter, cell: Cell) -> String {
    let piece = |f: Fairy| {
        let name = match (f.walk, f.shape.role(), f.turn) {
            (None, Some(_), Turn::Up) => r
                .msgs
                .get("describe-shape", &[("shape", s(f.shape.name()))]),
            _ => crate::app::describe::fairy_name(&f, &r.msgs),
        };
        let side = match f.side {
            Side::White => "white",
            Side::Black => "black",
            Side::Neutral => "neutral",
        };
        r.msgs
            .get("serve-edit-piece", &[("side", s(side)), ("name", s(name))])
    };
    match cell {
        Cell::Empty => r.msgs.text("serve-edit-empty"),
        Cell::Hole => r.msgs.text("serve-edit-hole"),
        Cell::Unknown(_) => r.msgs.text("serve-edit-unknown"),
        Cell::Text(t) => format!("“{t}”"),
        Cell::Piece(p) => piece(Fairy::from(p)),
        Cell::Fairy(f) => piece(f),
    }
}

/// The board as the editor shows it, and what it is in each notation.
#[derive(Serialize, Default)]
pub struct EditAnswer {
    /// Whether the board could be read.
    pub ok: bool,
    /// Why not.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<Notice>,
    /// Notes and warnings (a letter the notation does not know, a square
    /// it cannot write).
    pub diagnostics: Vec<Notice>,
    /// The cells in codes, ranks from the top.
    pub cells: Vec<Vec<String>>,
    /// What stands on each, in words, ranks from the top.
    pub names: Vec<Vec<String>>,
    /// The base's cells, when the board is written as changes to it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub base_cells: Option<Vec<Vec<String>>>,
    /// The notation written (the one read, when it was `auto`).
    pub dialect: String,
    /// The record in the notation: the whole board, or what changed since
    /// the base with `.` for every square kept.
    pub text: String,
    /// The base in the notation.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub base: Option<String>,
    /// `w`, `b`, or empty when the record does not say.
    pub side: String,
    /// The castling field (`KQkq`, `-`), empty when not said.
    pub castling: String,
    /// The en passant square, empty when there is none.
    pub ep: String,
    /// The board in other forms: `markdown`, `latex`, `typst`, `popeye`,
    /// `olive`.
    pub exports: Vec<(&'static str, String)>,
}

/// The fields of a record that follow its placement.
#[derive(Default)]
struct Fields {
    side: Option<Color>,
    castling: String,
    ep: String,
}

fn error_answer(notice: Notice) -> EditAnswer {
    EditAnswer {
        error: Some(notice),
        ..EditAnswer::default()
    }
}

/// Answers one request of the editor, in `lang`.
#[must_use]
pub fn answer(pairs: &[(String, String)], lang: &'static str) -> EditAnswer {
    let get = |k: &str| {
        pairs
            .iter()
            .find(|(key, _)| key == k)
            .map(|(_, v)| v.as_str())
    };
    with_reporter(lang, |r| {
        let too_long = pairs.iter().any(|(_, v)| v.chars().count() > MAX_TEXT);
        if too_long {
            let msg = r.msgs.get(
                "serve-edit-too-long",
                &[("max", crate::app::i18n::n(MAX_TEXT))],
            );
            return error_answer(Notice::plain("error", msg));
        }
        match get("cells") {
            Some(cells) => written(r, cells, get),
            None => read(r, get),
        }
    })
}

/// The notation a request names, or its error.
fn dialect_of(r: &Reporter, code: Option<&str>) -> Result<Dialect, Box<Notice>> {
    code.unwrap_or("en")
        .trim()
        .parse::<Dialect>()
        .map_err(|e| Box::new(Notice::plain("error", r.output_dialect_error_text(&e))))
}

/// The editor's board written in the notation `to`.
fn written<'a>(r: &Reporter, cells: &str, get: impl Fn(&str) -> Option<&'a str>) -> EditAnswer {
    let bad_board = || error_answer(Notice::plain("error", r.msgs.text("serve-edit-bad-board")));
    let Some(board) = read_cells(cells) else {
        return bad_board();
    };
    let base = match get("base_cells").filter(|b| !b.is_empty()) {
        Some(b) => match read_cells(b) {
            Some(b) => Some(b),
            None => return bad_board(),
        },
        None => None,
    };
    let to = match dialect_of(r, get("to")) {
        Ok(d) => d,
        Err(e) => return error_answer(*e),
    };
    let side = match get("side") {
        Some("w") => Some(Color::White),
        Some("b") => Some(Color::Black),
        _ => None,
    };
    let fields = Fields {
        side,
        castling: get("castling").unwrap_or("").to_owned(),
        ep: get("ep").unwrap_or("").to_owned(),
    };
    finish(r, &board, base.as_ref(), &to, &fields, Vec::new())
}

/// A record as typed, read into the editor's board.
fn read<'a>(r: &Reporter, get: impl Fn(&str) -> Option<&'a str>) -> EditAnswer {
    let text = get("fen").unwrap_or("").trim();
    let choice = match get("dialect").unwrap_or("auto").parse::<DialectChoice>() {
        Ok(c) => c,
        Err(e) => {
            return error_answer(Notice::plain("error", r.output_dialect_error_text(&e)));
        }
    };
    let mut pairs = vec![("fen", text), ("dialect", get("dialect").unwrap_or("auto"))];
    let base_text = get("base").map(str::trim).filter(|b| !b.is_empty());
    if let Some(b) = base_text {
        pairs.push(("base", b));
    }
    let settings = match crate::serve::params::read(pairs) {
        Ok(s) => s,
        Err(e) => return error_answer(Notice::plain("error", r.settings_error_text(&e))),
    };
    let reading = match diagram::read(&settings, r) {
        Ok(reading) => reading,
        Err(e) => return error_answer(*e),
    };
    let record = &reading.record;
    let base = base_text.and_then(|b| {
        let opts = ParseOptions {
            dialect: match choice {
                DialectChoice::Auto => DialectChoice::Fixed(record.dialect),
                c => c,
            },
            ..ParseOptions::default()
        };
        Record::parse(b, &opts).ok().map(|b| b.placement.to_board())
    });
    let fields = Fields {
        side: record.side_to_move,
        castling: record.castling.clone().unwrap_or_default(),
        ep: record.en_passant.map(|e| e.to_string()).unwrap_or_default(),
    };
    finish(
        r,
        &reading.board,
        base.as_ref(),
        &record.dialect,
        &fields,
        reading.diagnostics,
    )
}

/// What changed on `board` since `base`: the squares that are the same on
/// both are kept.
fn changes(board: &Board, base: &Board) -> Option<Placement> {
    let mut placement = Placement::keep_all(board.width(), board.height()).ok()?;
    let height = board.height();
    for (sq, cell) in board.cells() {
        // Aligned at the top-left corner, as an overlay is laid.
        let row = height - 1 - sq.rank();
        let theirs = base
            .height()
            .checked_sub(row + 1)
            .and_then(|rank| Square::new(sq.file(), rank))
            .and_then(|at| base.get(at));
        if theirs != Some(cell) {
            placement.set(sq, PlacementEntry::Set(cell));
        }
    }
    Some(placement)
}

/// The whole board as a placement.
fn whole(board: &Board) -> Option<Placement> {
    let mut placement = Placement::keep_all(board.width(), board.height()).ok()?;
    for (sq, cell) in board.cells() {
        placement.set(sq, PlacementEntry::Set(cell));
    }
    Some(placement)
}

/// The record: the placement, then who moves, castling, en passant and the
/// move counters when the side to move is known.
fn record_text(placement: &str, fields: &Fields) -> String {
    match fields.side {
        None => placement.to_owned(),
        Some(side) => {
            let castling = match fields.castling.trim() {
                "" => "-",
                c => c,
            };
            let ep = match fields.ep.trim() {
                "" => "-",
                e => e,
            };
            format!("{placement} {} {castling} {ep} 0 1", side.char())
        }
    }
}

/// The answer for `board`, written in `to`.
fn finish(
    r: &Reporter,
    board: &Board,
    base: Option<&Board>,
    to: &Dialect,
    fields: &Fields,
    mut diagnostics: Vec<Notice>,
) -> EditAnswer {
    let placement = match base {
        Some(b) => changes(board, b),
        None => whole(board),
    };
    let Some(placement) = placement else {
        return error_answer(Notice::plain("error", r.msgs.text("serve-edit-bad-board")));
    };
    let lost = crate::notation::unwritable(&placement, to);
    if !lost.is_empty() {
        let squares: Vec<String> = lost.iter().map(ToString::to_string).collect();
        let msg = r.msgs.get(
            "warn-unwritable",
            &[
                ("dialect", s(r.dialect_name(to))),
                ("squares", s(r.msgs.and_list(&squares))),
            ],
        );
        diagnostics.push(Notice::plain("warning", msg));
    }
    let text = record_text(&crate::notation::write_placement(&placement, to), fields);
    let base_text = base.map(|b| crate::notation::write_board(b, to));
    let names = (0..board.height())
        .rev()
        .map(|rank| {
            (0..board.width())
                .map(|file| {
                    let cell = Square::new(file, rank)
                        .and_then(|sq| board.get(sq))
                        .unwrap_or(Cell::Empty);
                    content_name(r, cell)
                })
                .collect()
        })
        .collect();
    let exports = exports(board, &text, base_text.as_deref(), to, fields.side);
    EditAnswer {
        ok: true,
        error: None,
        diagnostics,
        cells: codes(board),
        names,
        base_cells: base.map(codes),
        dialect: to.code(),
        text,
        base: base_text,
        side: fields
            .side
            .map(|c| c.char().to_string())
            .unwrap_or_default(),
        castling: fields.castling.clone(),
        ep: fields.ep.clone(),
        exports,
    }
}

/// A text as a double-quoted string of Typst (and of YAML).
fn quoted(text: &str) -> String {
    let mut out = String::from("\"");
    for c in text.chars() {
        match c {
            '"' | '\\' => {
                out.push('\\');
                out.push(c);
            }
            _ => out.push(c),
        }
    }
    out.push('"');
    out
}

/// A text as a LaTeX option's value or argument: braced, with the
/// characters TeX reads specially escaped.
fn braced(text: &str) -> String {
    format!("{{{}}}", crate::app::files::latex_escape(text))
}

/// The board as documents and problem files write it.
fn exports(
    board: &Board,
    text: &str,
    base: Option<&str>,
    to: &Dialect,
    side: Option<Color>,
) -> Vec<(&'static str, String)> {
    let dialect = to.code();
    let mut markdown = format!("```forsythe\nfen: {text}\ndialect: {dialect}\n");
    let mut latex = format!("\\forsythe[dialect={dialect}");
    let mut typst = format!("#forsythe({}, dialect: {}", quoted(text), quoted(&dialect));
    if let Some(b) = base {
        markdown.push_str(&format!("base: {b}\n"));
        latex.push_str(&format!(", base={}", braced(b)));
        typst.push_str(&format!(", base: {}", quoted(b)));
    }
    markdown.push_str("```\n");
    latex.push_str(&format!("]{}", braced(text)));
    typst.push(')');
    vec![
        ("markdown", markdown),
        ("latex", latex),
        ("typst", typst),
        ("popeye", crate::problems::popeye_pieces(board)),
        ("olive", crate::problems::olive_entry(board, side)),
    ]
}

/// What the page's editor needs to know, as JSON for the page: the
/// palette's pieces and shapes, the walks by their names in `r`'s
/// language, and each notation's six letters.
#[must_use]
pub fn editor_data(r: &Reporter) -> String {
    let lang = r.msgs.lang();
    let named =
        |cell: Cell| serde_json::json!({ "code": cell_code(cell), "name": content_name(r, cell) });
    let pieces: Vec<_> = Piece::ALL.iter().map(|p| named(Cell::Piece(*p))).collect();
    let shapes: Vec<_> = Shape::ALL
        .iter()
        .map(|sh| {
            serde_json::json!({
                "letter": SHAPE_LETTERS[sh.index()].to_string(),
                "name": r.msgs.get("describe-shape", &[("shape", s(sh.name()))]),
            })
        })
        .collect();
    let english = WalkLanguage::English;
    let mut walks: Vec<(String, String, String)> = Walk::all()
        .filter(|w| Walk::from_code(w.code(english), english) == Some(*w))
        .map(|w| {
            let code = piece_code(Fairy::of_walk(Side::White, w));
            (
                w.name_for(lang).to_owned(),
                code[1..].to_owned(),
                w.code(english).to_owned(),
            )
        })
        .collect();
    walks.sort_by_key(|(name, _, _)| name.to_lowercase());
    let walks: Vec<_> = walks
        .into_iter()
        .map(|(name, code, popeye)| serde_json::json!({ "name": name, "code": code, "popeye": popeye }))
        .collect();
    let letters: serde_json::Map<String, serde_json::Value> = Dialect::LANGUAGES
        .iter()
        .chain(&[Dialect::FFEN, Dialect::YACPDB, Dialect::POPEYE])
        .map(|d| {
            let letters: String = Role::ALL
                .iter()
                .map(|role| d.letter(Piece::new(Color::White, *role)))
                .collect();
            (d.code(), serde_json::Value::String(letters))
        })
        .collect();
    let sides: Vec<_> = [("w", "white"), ("b", "black"), ("n", "neutral")]
        .iter()
        .map(|(code, side)| {
            let name = r.msgs.get("serve-edit-side-name", &[("side", s(side))]);
            serde_json::json!([code, name])
        })
        .collect();
    let data = serde_json::json!({
        "maxSide": MAX_SIDE,
        "pieces": pieces,
        "empty": named(Cell::Empty),
        "hole": named(Cell::Hole),
        "unknown": named(Cell::Unknown('?')),
        "shapes": shapes,
        "walks": walks,
        "sides": sides,
        "letters": letters,
        "square": r.msgs.get("serve-edit-square", &[("square", s("{square}")), ("content", s("{content}"))]),
    });
    // `</` cannot end the script element early.
    data.to_string().replace("</", "<\\/")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ask(pairs: &[(&str, &str)]) -> EditAnswer {
        let pairs: Vec<(String, String)> = pairs
            .iter()
            .map(|(k, v)| ((*k).to_owned(), (*v).to_owned()))
            .collect();
        answer(&pairs, "en")
    }

    #[test]
    fn every_cell_code_reads_back() {
        for code in [
            "", "-", "?", "'A", "wK", "bP", "nR", "wQ4:g", "bN3", "nE", "wO",
        ] {
            let cell = read_cell(code).unwrap_or_else(|| panic!("{code}"));
            assert_eq!(cell_code(cell), code);
        }
        for bad in ["x", "wZ", "wQ9", "wQ:nosuch", "w"] {
            assert_eq!(read_cell(bad), None, "{bad}");
        }
    }

    #[test]
    fn a_board_is_written_in_the_notation_asked_for() {
        let cells = "bK..-_.nR.wQ4:g_wK..";
        let a = ask(&[("cells", cells), ("to", "ffen")]);
        assert!(a.ok);
        assert_eq!(a.text, "k1-/1-r*2Q/K2");
        let a = ask(&[("cells", cells), ("to", "popeye"), ("side", "w")]);
        assert_eq!(a.text, "8/8/8/8/8/k1?5/1=rG5/K7 w - - 0 1");
        assert_eq!(a.names[1][1], "neutral rook");
        assert_eq!(a.names[1][2], "white grasshopper");
        assert_eq!(a.names[0][2], "hole");
        assert_eq!(a.diagnostics.len(), 1, "the hole Popeye cannot write");
        let a = ask(&[
            ("cells", "wK._."),
            ("to", "de"),
            ("side", "b"),
            ("castling", "K"),
        ]);
        assert_eq!(a.text, "K1/2 b K - 0 1");
    }

    #[test]
    fn an_overlay_writes_only_what_changed() {
        let a = ask(&[
            ("cells", "bK.._.._wK..wP"),
            ("base_cells", "bK.._.._wK.."),
            ("to", "en"),
        ]);
        assert_eq!(a.text, ".../.../..P");
        assert_eq!(a.base.as_deref(), Some("k2/3/K2"));
        let md = &a.exports[0].1;
        assert_eq!(
            md,
            "```forsythe\nfen: .../.../..P\ndialect: en\nbase: k2/3/K2\n```\n"
        );
    }

    #[test]
    fn a_record_is_read_into_cells() {
        let a = ask(&[("fen", "k7/8/8/8/8/8/8/K6Q w - - 0 1"), ("dialect", "en")]);
        assert!(a.ok);
        assert_eq!(a.cells.len(), 8);
        assert_eq!(a.cells[0][0], "bK");
        assert_eq!(a.cells[7][7], "wQ");
        assert_eq!(a.side, "w");
        let a = ask(&[
            ("fen", "...../......../"),
            ("dialect", "en"),
            ("base", "k7/8/8/8/8/8/8/K7"),
        ]);
        assert!(a.ok, "{:?}", a.error.map(|e| e.message));
        assert_eq!(a.cells[0][0], "bK");
        assert!(a.base_cells.is_some());
        let a = ask(&[("cells", "bK._wK.nope"), ("to", "en")]);
        assert!(!a.ok);
    }
}
