//! The one list of keys, each defined once: its names, what it takes, how
//! it is applied to the settings and how it is written back. A new key is
//! defined in the module of its kind and listed in [`KEYS`].

mod look;
mod marks;
mod reading;
mod words;

use super::Key;

/// Every key, in the order [`Settings::pairs`](super::Settings::pairs)
/// writes them (and the guide's table of keys lists them).
pub const KEYS: &[Key] = &[
    reading::FEN,
    reading::DIALECT,
    reading::MERGE_DIGITS,
    reading::BASE,
    reading::STRICT,
    reading::LANG,
    reading::MOVES,
    reading::PGN,
    reading::AT,
    reading::MOVE_LETTERS,
    look::THEME,
    look::LIGHT,
    look::DARK,
    look::SIZE,
    look::FLIP,
    look::NO_FLIP,
    look::COORDINATES,
    look::NO_COORDINATES,
    look::FRAME,
    look::SIDE_TO_MOVE,
    look::TRANSPARENT,
    look::PIECES,
    look::SQUARE_SIZE,
    look::DPI,
    marks::MARK,
    marks::CIRCLE,
    marks::CROSS,
    marks::ARROW,
    marks::MARKS,
    marks::ANNOTATIONS,
    words::CAPTION,
    words::NUMBER,
    words::AUTHOR,
    words::SOURCE,
    words::STIPULATION,
    words::CONDITION,
    words::TWINS_LINE,
    words::AWARD,
    words::DEDICATION,
    words::SOLUTION,
    marks::LAST_MOVE,
    marks::LAST_MOVE_STYLE,
    marks::CHECK,
    words::LEGEND,
    look::GLYPH,
    look::DELAY,
    words::ALT,
    words::TEXTS,
];

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
