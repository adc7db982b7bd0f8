//! Each key of the list, defined once: its names, what it takes, how it is
//! applied to the settings and how it is written back. The list itself,
//! in its order, is [`KEYS`](super::KEYS).

mod look;
mod marks;
mod reading;
mod words;

pub(super) use look::{
    COORDINATES, DARK, DELAY, DPI, FLIP, FRAME, GLYPH, LIGHT, NO_COORDINATES, NO_FLIP, PIECES,
    SIDE_TO_MOVE, SIZE, SQUARE_SIZE, THEME, TRANSPARENT,
};
pub(super) use marks::{
    ANNOTATIONS, ARROW, CHECK, CIRCLE, CROSS, LAST_MOVE, LAST_MOVE_STYLE, MARK, MARKS,
};
pub(super) use reading::{
    AT, BASE, DIALECT, FEN, LANG, MERGE_DIGITS, MOVE_LETTERS, MOVES, PGN, STRICT,
};
pub(super) use words::{
    ALT, AUTHOR, AWARD, CAPTION, CONDITION, DEDICATION, LEGEND, SOLUTION, SOURCE, STIPULATION,
    TEXTS, TWINS_LINE,
};

/// A switch written back: `1` when it is on.
fn flag(on: bool) -> Vec<String> {
    if on { vec!["1".to_owned()] } else { Vec::new() }
}

/// A text written back as it is kept, when there is one.
fn some(text: Option<&String>) -> Vec<String> {
    text.cloned().into_iter().collect()
}

/// A value written back when it is not the default's.
fn when(differs: bool, value: impl FnOnce() -> String) -> Vec<String> {
    if differs { vec![value()] } else { Vec::new() }
}
