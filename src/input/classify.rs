//! What a line of a file of records is: a record, a row of a board drawn
//! as a grid, a line of moves, or prose (a heading, a sentence, a file
//! name). Only records and grids are drawn; the rest is passed over, and the
//! heading above a record and the moves below it are kept with it.
//!
//! The rule looks at the characters of the line alone, never at a dialect,
//! so that it is the same for every notation and cheap enough to run on
//! every line. A line is a record when its first field (the placement) is
//! made like one:
//! - it is written in the notation's characters: letters, digits, `/`, `-`,
//!   `.`, and the problem notations' `*`, `'`, `=`, `!` and `( )`, or chess
//!   symbols. The vowels `e i o u y` (with or without accents) are no piece
//!   letter of any notation: with anything else, they are *odd* (but not in
//!   `( )`, after `'`, or in Popeye's two-letter walks after `.`). A placement
//!   with ranks may have at most one odd character in eight (a slip, drawn
//!   as `?` with a warning); one rank alone none at all;
//! - it has the shape of squares: a `/` between ranks, or a digit for empty
//!   squares (a word of letters alone is a word), or exactly 64 squares in a
//!   row (a board whose `/` were left out);
//! - it is not one of the things prose and games write with digits: a move
//!   (`e4`, `Nf3`, `1.e4`, `O-O`, `a8/Q`), a move number (`12.`, `3...`), a result
//!   (`1-0`, `1/2-1/2`), an ordinal (`2nd`, `3e`), a number (`1966`), a date
//!   or fraction (`12/3/1966`: ranks of digits alone must all be as wide),
//!   or a file name (`games/a.pgn`);
//! - one rank alone (no `/`) stands alone on its line or before a side to
//!   move (`k7`, `4k3 w`): `K2 is a mountain` is prose.
//!
//! Also records: the ranks of a board separated by spaces rather than `/`
//! (three or more fields as wide as each other), and a placement after a
//! number that labels it (`12. r1b…`, `12) r1b…`, `No.12 r1b…`).

use crate::games::is_move;

/// What a line is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Line {
    /// A record; `skip` is the byte offset where it starts (after a label).
    Record {
        /// Bytes of a label before the record (`12. `), 0 for none.
        skip: usize,
    },
    /// A line of moves: a solution.
    Moves,
    /// Anything else: a heading, a sentence, a file name.
    Prose,
}

/// A line of a board drawn as a grid.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum GridPart {
    /// A row: its squares, `None` for empty.
    Row {
        /// How the row is written.
        style: GridStyle,
        /// The squares, left to right.
        cells: Vec<Option<char>>,
    },
    /// A line of a boxed grid that holds no squares (`+---+---+`), or the
    /// file letters under a grid.
    Border,
}

/// How a grid writes its rows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum GridStyle {
    /// One character a square, nothing between (`rnbqkbnr`, `..k.....`).
    Plain,
    /// One character a square, a space between (python-chess's `print`).
    Spaced,
    /// Squares in boxes (`| r | n |   |`), as engines' `d` command draws them.
    Boxed,
}

/// Tells what `line` (already trimmed of its line end) is.
pub(crate) fn classify(line: &str) -> Line {
    let t = line.trim();
    let lead = line.len() - line.trim_start().len();
    if t.is_empty() || crate::games::is_prose_line(t) {
        return Line::Prose;
    }
    let mut fields = t.split_whitespace();
    let first = fields.next().unwrap_or("");
    let second = fields.next();
    if placement_shaped(first, second) || spaced_ranks(t) {
        return Line::Record { skip: lead };
    }
    if is_label(first)
        && let Some(second) = second
        && second.contains('/')
        && placement_shaped(second, None)
    {
        let at = t[first.len()..].find(second).map_or(0, |i| i + first.len());
        return Line::Record { skip: lead + at };
    }
    if is_moves(t) {
        return Line::Moves;
    }
    Line::Prose
}

/// Whether a line of text is a record by the rule the file reader follows
/// (see [`crate::input`]): a FEN, EPD or Forsyth line, but no heading,
/// sentence, list of moves or file name.
///
/// ```
/// use forsythe::input::is_record;
/// assert!(is_record("4k3/8/8/8/8/8/8/4K3 w - - 0 1"));
/// assert!(is_record("k7"));
/// assert!(!is_record("nosuchfile"));
/// assert!(!is_record("1. Nf6+ gxf6 2. Bxf7#"));
/// assert!(!is_record("White vs Black, Havana 1966"));
/// ```
#[must_use]
pub fn is_record(text: &str) -> bool {
    matches!(
        classify(text.lines().next().unwrap_or("")),
        Line::Record { .. }
    )
}

/// Whether a word given alone (a program's argument, not a line of a file)
/// reads as a placement as the seeds write one: ranks may be short or empty
/// (`k7//`, `8//8`), `.` keeps a square, `-` is a hole and `?` an unknown
/// square, so that a word of these marks, digits and `/` alone is a record
/// (`..../....1`). A word with letters is a record as a line is (see
/// [`is_record`]), a `?` counting as a square. A path (`./`, `../a`, `/x`),
/// a number, a result or a move is not.
///
/// ```
/// use forsythe::input::is_placement_word;
/// assert!(is_placement_word("..../....1"));
/// assert!(is_placement_word("8//8"));
/// assert!(is_placement_word("-k7"));
/// assert!(is_placement_word("k?6/8"));
/// assert!(!is_placement_word("8"));
/// assert!(!is_placement_word(".."));
/// assert!(!is_placement_word("./"));
/// assert!(!is_placement_word("1/2-1/2"));
/// assert!(!is_placement_word("hello/world"));
/// ```
#[must_use]
pub fn is_placement_word(text: &str) -> bool {
    let mut fields = text.split_whitespace();
    let Some(first) = fields.next() else {
        return false;
    };
    if ["/", "./", "../", "~"].iter().any(|p| first.starts_with(p))
        || is_result(first)
        || is_move_number(first)
        || is_file_name(first)
    {
        return false;
    }
    let marks = first
        .chars()
        .all(|c| matches!(c, '1'..='9' | '.' | '-' | '?' | '/'));
    if marks {
        let shaped = first.contains(['.', '-', '?', '/']);
        let squares = first.contains(|c: char| c.is_ascii_digit() || c == '/');
        return shaped && squares;
    }
    placement_shaped(&first.replace('?', "1"), fields.next())
}

/// A character that is part of the notation: a letter, a digit, or one of
/// the marks the notations use.
fn notation_char(c: char) -> bool {
    c.is_ascii_alphanumeric()
        || matches!(c, '/' | '-' | '.' | '*' | '\'' | '=' | '!' | '(' | ')')
        || chess_symbol(c)
        || (c.is_alphabetic() && !accented_vowel(c))
}

/// Unicode's chess symbols and the marker shapes the `unicode` notation reads.
fn chess_symbol(c: char) -> bool {
    matches!(c, '\u{2654}'..='\u{265F}' | '\u{1FA00}'..='\u{1FA6F}')
        || matches!(c, '○' | '●' | '✕' | '✖' | '□' | '■' | '△' | '▲')
}

fn vowel(c: char) -> bool {
    matches!(c, 'e' | 'i' | 'o' | 'u' | 'y' | 'E' | 'I' | 'O' | 'U' | 'Y') || accented_vowel(c)
}

fn accented_vowel(c: char) -> bool {
    matches!(
        c,
        'à' | 'á'
            | 'â'
            | 'ä'
            | 'ã'
            | 'å'
            | 'è'
            | 'é'
            | 'ê'
            | 'ë'
            | 'ì'
            | 'í'
            | 'î'
            | 'ï'
            | 'ò'
            | 'ó'
            | 'ô'
            | 'ö'
            | 'õ'
            | 'ù'
            | 'ú'
            | 'û'
            | 'ü'
            | 'ý'
            | 'ÿ'
            | 'À'
            | 'Á'
            | 'Â'
            | 'Ä'
            | 'Ã'
            | 'Å'
            | 'È'
            | 'É'
            | 'Ê'
            | 'Ë'
            | 'Ì'
            | 'Í'
            | 'Î'
            | 'Ï'
            | 'Ò'
            | 'Ó'
            | 'Ô'
            | 'Ö'
            | 'Õ'
            | 'Ù'
            | 'Ú'
            | 'Û'
            | 'Ü'
            | 'Ý'
    )
}

/// The odd characters of a placement (see the module documentation), and
/// whether it holds a letter; what stands in `( )`, after `'` and the two
/// letters after a `.` (Popeye's walks) are the problem notations' own and
/// never odd.
fn odd_and_letters(p: &str) -> (usize, bool) {
    let mut odd = 0;
    let mut letters = false;
    let mut depth = 0usize;
    let mut quoted = 0usize;
    let mut walk = 0usize;
    for c in p.chars() {
        if !c.is_ascii_alphabetic() && c != '.' {
            walk = 0;
        }
        if quoted > 0 {
            quoted -= 1;
            if c == '\'' {
                quoted += 1;
            }
            continue;
        }
        match c {
            '(' => depth += 1,
            ')' => depth = depth.saturating_sub(1),
            '\'' => quoted = 1,
            '.' => walk = 2,
            _ if depth > 0 => letters |= c.is_alphabetic(),
            _ if walk > 0 && c.is_ascii_alphabetic() => {
                // Popeye's two-letter walk after a `.` (`.le`, `.gi`).
                walk -= 1;
                letters = true;
                continue;
            }
            _ => {
                if c.is_alphabetic() || chess_symbol(c) {
                    letters = true;
                }
                if vowel(c) || !notation_char(c) {
                    odd += 1;
                }
            }
        }
    }
    (odd, letters || depth > 0)
}

/// How many squares a rank as written has, roughly: a digit its value,
/// anything else one.
fn rough_width(rank: &str) -> usize {
    rank.chars()
        .map(|c| c.to_digit(10).map_or(1, |d| d as usize))
        .sum()
}

/// Whether the first field of a line is a placement (see the module
/// documentation); `next` is the field after it.
fn placement_shaped(p: &str, next: Option<&str>) -> bool {
    if p.is_empty() || is_result(p) || is_move_number(p) || is_file_name(p) || is_move(p) {
        return false;
    }
    let (odd, letters) = odd_and_letters(p);
    let chars = p.chars().count();
    if p.contains('/') {
        let body = p.strip_suffix('/').unwrap_or(p);
        if body.is_empty() || odd * 8 > chars {
            return false;
        }
        if !letters {
            // Digits, holes and kept squares alone: an empty board has ranks
            // as wide as each other; a date or a fraction does not.
            let mut widths = body.split('/').map(rough_width);
            let first = widths.next().unwrap_or(0);
            return first > 0 && widths.all(|w| w == first);
        }
        return true;
    }
    let digit = p.chars().any(|c| matches!(c, '1'..='9'));
    let squares: usize = rough_width(p);
    if odd > 0 || !letters {
        return false;
    }
    if squares == 64 && chars > 26 {
        return true;
    }
    digit
        && !is_move(p)
        && !is_ordinal(p)
        && next.is_none_or(|n| matches!(n, "w" | "b" | "W" | "B" | "-"))
}

/// Three or more fields of the same width at the start of a line, each a
/// rank (`rnbqkbnr pppppppp 8 8 8 8 PPPPPPPP RNBQKBNR w`): ranks written
/// with spaces for `/`.
pub(crate) fn spaced_ranks(line: &str) -> bool {
    let mut width = None;
    let mut count = 0;
    let mut letters = false;
    for field in line.split_whitespace() {
        if field.contains('/') {
            return false;
        }
        let (odd, l) = odd_and_letters(field);
        let w = rough_width(field);
        if odd > 0 || w < 3 || is_move(field) || width.is_some_and(|x| x != w) {
            break;
        }
        letters |= l;
        width = Some(w);
        count += 1;
    }
    count >= 3 && letters
}

/// A label before a record: `12.`, `12)`, `No.12`, `12:`.
fn is_label(t: &str) -> bool {
    let t = t
        .strip_prefix("No.")
        .or_else(|| t.strip_prefix("Nr."))
        .unwrap_or(t);
    let t = t.trim_end_matches(['.', ')', ':']);
    !t.is_empty() && t.bytes().all(|b| b.is_ascii_digit())
}

/// A game's result.
fn is_result(t: &str) -> bool {
    matches!(
        t,
        "1-0" | "0-1" | "1/2-1/2" | "½-½" | "*" | "1:0" | "0:1" | "½:½"
    )
}

/// A move number, alone or with its move glued to it: `12.`, `3...`,
/// `12.Nf3`, `3…Qd1+`.
fn is_move_number(t: &str) -> bool {
    let digits = t.bytes().take_while(u8::is_ascii_digit).count();
    if digits == 0 {
        return false;
    }
    let rest = &t[digits..];
    let after = rest.trim_start_matches(['.', '…']);
    after.len() < rest.len() && (after.is_empty() || is_move(after))
}

/// An ordinal written with digits: `1st`, `2nd`, `3rd`, `4th`, `2e`, `1er`.
fn is_ordinal(t: &str) -> bool {
    let digits = t.bytes().take_while(u8::is_ascii_digit).count();
    digits > 0
        && matches!(
            t[digits..].trim_end_matches('.').to_lowercase().as_str(),
            "st" | "nd" | "rd" | "th" | "e" | "er" | "re" | "ème" | "eme" | "te" | "de" | "ste"
        )
}

/// A file name: a name that ends in the extension of a file of records or
/// images (`a.pgn`, `out/puzzles.epd`).
fn is_file_name(t: &str) -> bool {
    let Some((stem, ext)) = t.rsplit_once('.') else {
        return false;
    };
    const EXTENSIONS: [&str; 14] = [
        "pgn", "epd", "fen", "csv", "txt", "png", "svg", "pdf", "gif", "md", "html", "json", "tex",
        "typ",
    ];
    !stem.is_empty()
        && !stem.ends_with('.')
        && EXTENSIONS.iter().any(|e| ext.eq_ignore_ascii_case(e))
}

/// A line of moves: a move number with its move (`1. Nf6+ gxf6 2. Bxf7#`,
/// `Solution: 1.Qg4!`), or two moves at its start (`Nf6+ gxf6`).
pub(crate) fn is_moves(line: &str) -> bool {
    let tokens: Vec<&str> = line.split_whitespace().take(12).collect();
    for (k, t) in tokens.iter().enumerate() {
        let digits = t.bytes().take_while(u8::is_ascii_digit).count();
        if digits == 0 {
            continue;
        }
        let rest = &t[digits..];
        let after = rest.trim_start_matches(['.', '…']);
        if after.len() == rest.len() {
            continue;
        }
        if is_move(after) || (after.is_empty() && tokens.get(k + 1).is_some_and(|n| is_move(n))) {
            return true;
        }
    }
    tokens.len() >= 2 && is_move(tokens[0]) && is_move(tokens[1])
}

/// The empty square of a grid.
fn empty_cell(c: char) -> bool {
    matches!(c, '.' | '-' | 'x' | '_' | '·' | '⭘')
}

/// A square of a grid: empty, or a piece's letter or symbol.
fn grid_cell(c: char) -> Option<Option<char>> {
    if empty_cell(c) {
        Some(None)
    } else if c.is_alphabetic() || chess_symbol(c) {
        Some(Some(c))
    } else {
        None
    }
}

/// What `line` is as a line of a grid, if it can be one.
pub(crate) fn grid_line(line: &str) -> Option<GridPart> {
    let t = line.trim();
    if is_border(t) {
        return Some(GridPart::Border);
    }
    if t.starts_with('|') {
        return boxed_row(t);
    }
    let chars: Vec<char> = t.chars().collect();
    if chars.len() >= 5
        && chars.len() % 2 == 1
        && chars.iter().skip(1).step_by(2).all(|&c| c == ' ')
    {
        let cells: Option<Vec<Option<char>>> =
            chars.iter().step_by(2).map(|&c| grid_cell(c)).collect();
        return cells.map(|cells| GridPart::Row {
            style: GridStyle::Spaced,
            cells,
        });
    }
    if (3..=26).contains(&chars.len()) {
        let cells: Option<Vec<Option<char>>> = chars.iter().map(|&c| grid_cell(c)).collect();
        return cells.map(|cells| GridPart::Row {
            style: GridStyle::Plain,
            cells,
        });
    }
    None
}

/// A boxed row: `| r | n |   | q |`, perhaps with the rank's number after it.
fn boxed_row(t: &str) -> Option<GridPart> {
    let inner = t.strip_prefix('|')?;
    let (inner, after) = inner.rsplit_once('|')?;
    let after = after.trim();
    if !after.is_empty() && !after.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let mut cells = Vec::new();
    for cell in inner.split('|') {
        let c = cell.trim();
        let mut it = c.chars();
        match (it.next(), it.next()) {
            (None, _) => cells.push(None),
            (Some(ch), None) => cells.push(grid_cell(ch)?),
            _ => return None,
        }
    }
    (cells.len() >= 2).then_some(GridPart::Row {
        style: GridStyle::Boxed,
        cells,
    })
}

/// A line of a boxed grid without squares (`+---+---+`), or the file
/// letters under a grid (`a b c d e f g h`).
fn is_border(t: &str) -> bool {
    if t.len() >= 3
        && t.starts_with('+')
        && t.bytes().all(|b| matches!(b, b'+' | b'-' | b'=' | b' '))
    {
        return true;
    }
    let letters: Vec<&str> = t.split_whitespace().collect();
    letters.len() >= 3
        && letters
            .iter()
            .enumerate()
            .all(|(i, l)| l.len() == 1 && l.as_bytes()[0] == b'a' + i as u8)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn records() {
        for line in [
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "8/8/8/8/8/8/8/8",
            "k7",
            "4k3 w",
            "K7/8",
            "--rnbk--/-pppppp-/8/8/-PPPPPP-/--RNBK--",
            "r3k2r/8/......../8",
            "rnbqkbnrrr/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/RNBQKBNRRR",
            "tsldklst/bbbbbbbb/8/8/8/8/BBBBBBBB/TSLDKLST",
            "tcadract/pppppppp/8/8/8/8/PPPPPPPP/TCADRACT b",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN, w",
            "(Q2)(!k)(S6)(-E)2(b3)(-o)/8",
            "*2q6/8/8/8/8/8/8/-k6 w",
            "'A7/8/8/8/8/8/8/''12K5",
            "24/4Ks2/8/4k3/5S2/8",
            ".LE63",
            "8/1.gi6/8/8/8/8/8/8",
            "T1L3T1/S1k2b2/4b.B12/K.B1B3.b1B/8/.b13b1B1/B3B3/8",
            "♜♞♝♛♚♝♞♜/8/8/8/8/8/8/♖♘♗♕♔♗♘♖",
            "rnbqkbnrpppppppp................................PPPPPPPPRNBQKBNR",
            "8/8/8/4k3/8/8/8/4K3 w - - bm Kd4; id \"x\";",
            "12. r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4",
            "rnbqkbnr pppppppp 8 8 8 8 PPPPPPPP RNBQKBNR w KQkq - 0 1",
            "8/8/8/8/8/8/8/8 white to play",
        ] {
            assert!(
                matches!(classify(line), Line::Record { .. }),
                "{line}: {:?}",
                classify(line)
            );
        }
    }

    #[test]
    fn not_records() {
        for line in [
            "nosuchfile",
            "hello have a nice day w - - 0 1",
            "White vs Black, Havana 1966",
            "Adams vs Torre, New Orleans 1920",
            "Mate in two",
            "Matt in zwei Zügen",
            "Mat en deux coups",
            "Matto in due mosse",
            "Mat in twee zetten",
            "1. Nf6+ gxf6 2. Bxf7#",
            "1.e4 e5 2.Nf3",
            "e4",
            "Nf3",
            "1966",
            "12.",
            "2nd prize, Kiel 1966",
            "1-0",
            "1/2-1/2",
            "12/3/1966",
            "24/7",
            "games/a.pgn",
            "puzzles.epd",
            "and/or",
            "/usr/share/doc",
            "http://example.org/a/b",
            "K2 is a mountain",
            "Solution: 1.Qg4! Kxe5 2.Qd4#",
            "[Event \"x\"]",
            "{a comment}",
            "Black",
            "Havana",
            "a8/Q e1/Q 4 Qd5+ Kb4 5 Qd3!, white wins\"; id \"ZPTS.06\";",
        ] {
            assert!(
                !matches!(classify(line), Line::Record { .. }),
                "{line}: {:?}",
                classify(line)
            );
        }
    }

    #[test]
    fn moves_and_prose() {
        assert_eq!(classify("1. Nf6+ gxf6 2. Bxf7#"), Line::Moves);
        assert_eq!(classify("1...Qd1+ 2.Kxd1"), Line::Moves);
        assert_eq!(classify("Solution: 1.Qg4! Kxe5 2.Qd4#"), Line::Moves);
        assert_eq!(classify("Sf6+ gxf6"), Line::Moves);
        assert_eq!(classify("White vs Black, Havana 1966"), Line::Prose);
        assert_eq!(classify("Mate in 2"), Line::Prose);
    }

    #[test]
    fn grid_rows() {
        assert_eq!(
            grid_line("r n b . k b n r"),
            Some(GridPart::Row {
                style: GridStyle::Spaced,
                cells: vec![
                    Some('r'),
                    Some('n'),
                    Some('b'),
                    None,
                    Some('k'),
                    Some('b'),
                    Some('n'),
                    Some('r')
                ]
            })
        );
        assert!(matches!(
            grid_line("..k....."),
            Some(GridPart::Row {
                style: GridStyle::Plain,
                ..
            })
        ));
        assert!(matches!(
            grid_line(" | r |   | b | 8"),
            Some(GridPart::Row {
                style: GridStyle::Boxed,
                ..
            })
        ));
        assert_eq!(grid_line(" +---+---+---+"), Some(GridPart::Border));
        assert_eq!(
            grid_line("   a   b   c   d   e   f   g   h"),
            Some(GridPart::Border)
        );
        assert_eq!(grid_line("a b c d e f g h"), Some(GridPart::Border));
        assert_eq!(grid_line("Mate in two"), None);
    }

    /// A line that is only `|` (or `| |`, `|x`) is no boxed row,
    /// and asking never panics.
    #[test]
    fn a_lone_bar_is_no_grid_row() {
        for line in ["|", " | ", "||", "|x", "| |", "|é", "|é|"] {
            assert_eq!(grid_line(line), None, "{line:?}");
            let _ = classify(line);
        }
        assert_eq!(
            grid_line("| r | n |"),
            Some(GridPart::Row {
                style: GridStyle::Boxed,
                cells: vec![Some('r'), Some('n')],
            })
        );
    }
}
