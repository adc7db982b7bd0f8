//! The keys of what is drawn on the squares: tints, rings, crosses,
//! arrows, ChessBase comments and annotations, the last move, the king in
//! check.

use super::when;
use crate::render::{Mark, MarkKind, Rgb};
use crate::settings::keys::{BLOCK, Category, Key, KeyKind, KeyValue, key};
use crate::settings::{
    CheckChoice, LastMove, MarkOption, Move, SettingsError, parse_annotations, parse_marks,
};

/// Reads a list of marks of one kind into `list`.
fn add(p: &KeyValue<'_>, kind: MarkOption, list: &mut Vec<Mark>) -> Result<(), SettingsError> {
    let marks = parse_marks(kind, p.value).map_err(|error| SettingsError::Mark {
        key: p.written.to_owned(),
        error,
    })?;
    list.extend(marks);
    Ok(())
}

/// Marks of one square each, written back as `SQUARE:COLOR`.
fn squares(list: &[Mark]) -> Vec<String> {
    list.iter()
        .map(|m| format!("{}:{}", m.square, m.color))
        .collect()
}

/// `mark`: tinted squares.
pub(super) const MARK: Key = Key {
    pair_aliases: &["squares", "highlight", "highlights"],
    ..key(
        "mark",
        KeyKind::Many,
        "SQUARE[:COLOR]",
        Category::Marks,
        |p, s| add(p, MarkOption::Fill, &mut s.fills),
        |s, _| squares(&s.fills),
    )
};

/// `circle`: rings.
pub(super) const CIRCLE: Key = Key {
    pair_aliases: &["circles"],
    ..key(
        "circle",
        KeyKind::Many,
        "SQUARE[:COLOR]",
        Category::Marks,
        |p, s| add(p, MarkOption::Circle, &mut s.circles),
        |s, _| squares(&s.circles),
    )
};

/// `cross`: X marks.
pub(super) const CROSS: Key = Key {
    pair_aliases: &["crosses"],
    ..key(
        "cross",
        KeyKind::Many,
        "SQUARE[:COLOR]",
        Category::Marks,
        |p, s| add(p, MarkOption::Cross, &mut s.crosses),
        |s, _| squares(&s.crosses),
    )
};

/// `arrow`: arrows, written back as `FROMTO:COLOR`.
pub(super) const ARROW: Key = Key {
    pair_aliases: &["arrows"],
    ..key(
        "arrow",
        KeyKind::Many,
        "FROMTO[:COLOR]",
        Category::Marks,
        |p, s| add(p, MarkOption::Arrow, &mut s.arrows),
        |s, _| {
            s.arrows
                .iter()
                .filter_map(|m| match m.kind {
                    MarkKind::Arrow(to) => Some(format!("{}{to}:{}", m.square, m.color)),
                    _ => None,
                })
                .collect()
        },
    )
};

/// `marks`: marks of ChessBase comments. They and the annotations' are
/// written back as one comment, so that the marks keep their order.
pub(super) const MARKS: Key = key(
    "marks",
    KeyKind::Many,
    "COMMENT",
    Category::Marks,
    |p, s| {
        let marks = Mark::parse_chessbase(p.value).map_err(SettingsError::ChessBase)?;
        s.chessbase.extend(marks);
        Ok(())
    },
    |s, _| when(!s.chessbase.is_empty(), || chessbase_comment(&s.chessbase)),
);

/// `annotations`: arrows and tinted squares as editor plugins write them
/// (a block's); written back with `marks`.
pub(super) const ANNOTATIONS: Key = Key {
    ways: BLOCK,
    ..key(
        "annotations",
        KeyKind::Many,
        "TEXT",
        Category::Marks,
        |p, s| {
            let marks = parse_annotations(p.value).map_err(SettingsError::Annotation)?;
            s.chessbase.extend(marks);
            Ok(())
        },
        |_, _| Vec::new(),
    )
};

/// `last-move`: the move that led to the position, or `none`.
pub(super) const LAST_MOVE: Key = key(
    "last-move",
    KeyKind::Value,
    "FROMTO",
    Category::Marks,
    |p, s| {
        s.last_move = Some(match p.trimmed() {
            "none" => LastMove::None,
            // Two squares with a space, as Logseq's blocks write them
            // (`f1 b5`), are one move.
            t => LastMove::Move(
                Move::parse(&t.split_whitespace().collect::<String>()).ok_or_else(|| {
                    SettingsError::Move {
                        key: p.written.to_owned(),
                        value: p.value.to_owned(),
                    }
                })?,
            ),
        });
        Ok(())
    },
    |s, _| match s.last_move {
        Some(LastMove::Move(m)) => vec![m.to_string()],
        Some(LastMove::None) => vec!["none".to_owned()],
        None => Vec::new(),
    },
);

/// `last-move-style`: how the last move is shown.
pub(super) const LAST_MOVE_STYLE: Key = Key {
    choices: &["squares", "arrow", "none"],
    default: "squares",
    ..key(
        "last-move-style",
        KeyKind::Value,
        "STYLE",
        Category::Marks,
        |p, s| {
            s.last_move_style = p.trimmed().parse().map_err(|_| p.not_a_choice())?;
            Ok(())
        },
        |s, d| {
            when(s.last_move_style != d.last_move_style, || {
                s.last_move_style.name().to_owned()
            })
        },
    )
};

/// `check`: the king in check to show: `auto`, `none` or a square.
pub(super) const CHECK: Key = Key {
    default: "auto",
    ..key(
        "check",
        KeyKind::Value,
        "SQUARE",
        Category::Marks,
        |p, s| {
            s.check = CheckChoice::parse(p.value).ok_or_else(|| SettingsError::Square {
                key: p.written.to_owned(),
                value: p.value.to_owned(),
            })?;
            Ok(())
        },
        |s, _| match s.check {
            CheckChoice::Auto => Vec::new(),
            CheckChoice::None => vec!["none".to_owned()],
            CheckChoice::Square(c) => vec![c.to_string()],
        },
    )
};

/// Marks as a ChessBase comment (`[%csl Ge4][%cal Rg1f3]`); colours that
/// ChessBase has no letter for are written green.
fn chessbase_comment(marks: &[Mark]) -> String {
    use crate::render::marks::{BLUE, GREEN, RED, YELLOW};
    let letter = |c: Rgb| {
        [(GREEN, 'G'), (RED, 'R'), (YELLOW, 'Y'), (BLUE, 'B')]
            .into_iter()
            .find(|(x, _)| *x == c)
            .map_or('G', |(_, l)| l)
    };
    let mut comment = String::new();
    for m in marks {
        match m.kind {
            MarkKind::Arrow(to) => {
                comment.push_str(&format!("[%cal {}{}{to}]", letter(m.color), m.square));
            }
            _ => comment.push_str(&format!("[%csl {}{}]", letter(m.color), m.square)),
        }
    }
    comment
}
