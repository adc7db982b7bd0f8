//! The keys of the words around the board: the caption, a problem's lines,
//! the legend, the alternative text, and where a typeset document sets
//! them.

use super::{some, when};
use crate::render::{Legend, MAX_CAPTION};
use crate::settings::keys::{BLOCK, Category, DOCUMENT, Key, KeyKind, KeyValue, key};
use crate::settings::{MAX_CAPTIONS, ProblemLine, Settings, SettingsError, TextPlace};

/// `caption`: the caption's parts, at most [`MAX_CAPTIONS`] of them and
/// [`MAX_CAPTION`] characters in all (with the spaces that join them).
pub(super) const CAPTION: Key = Key {
    pair_aliases: &["title"],
    takes_empty: true,
    ..key(
        "caption",
        KeyKind::Many,
        "TEXT",
        Category::Words,
        |p, s| {
            if s.captions.len() >= MAX_CAPTIONS {
                return Err(p.too_many(MAX_CAPTIONS));
            }
            s.captions.push(p.text()?);
            let total: usize = s.captions.iter().map(|c| c.chars().count() + 1).sum();
            if total > MAX_CAPTION + 1 {
                return Err(SettingsError::TooLong {
                    key: p.written.to_owned(),
                    length: total - 1,
                });
            }
            Ok(())
        },
        |s, _| s.captions.clone(),
    )
};

/// Sets one of a problem's lines: a template, or empty for none.
fn set_line(p: &KeyValue<'_>, s: &mut Settings, line: ProblemLine) -> Result<(), SettingsError> {
    *s.lines.get_mut(line) = Some(p.text()?);
    Ok(())
}

/// The key of one of a problem's lines: given, it stands for the record's
/// line of that name; empty, it turns the line off.
macro_rules! line_key {
    ($line:expr) => {
        Key {
            takes_empty: true,
            ..key(
                $line.key(),
                KeyKind::Value,
                "TEXT",
                Category::Words,
                |p, s| set_line(p, s, $line),
                |s, _| some(s.lines.get($line).as_ref()),
            )
        }
    };
}

/// `number`: the problem's number, above the authors.
pub(super) const NUMBER: Key = line_key!(ProblemLine::Number);
/// `author`.
pub(super) const AUTHOR: Key = line_key!(ProblemLine::Author);
/// `source`.
pub(super) const SOURCE: Key = line_key!(ProblemLine::Source);
/// `stipulation`.
pub(super) const STIPULATION: Key = line_key!(ProblemLine::Stipulation);
/// `condition`.
pub(super) const CONDITION: Key = line_key!(ProblemLine::Condition);
/// `twins-line`.
pub(super) const TWINS_LINE: Key = line_key!(ProblemLine::Twins);
/// `award`.
pub(super) const AWARD: Key = line_key!(ProblemLine::Award);
/// `dedication`.
pub(super) const DEDICATION: Key = line_key!(ProblemLine::Dedication);
/// `solution`: not drawn, but written where a collection's solutions go.
pub(super) const SOLUTION: Key = line_key!(ProblemLine::Solution);

/// `legend`: whether the fairy pieces are named under the board, and how:
/// by their pictures or as text (`auto`: the theme's own form).
pub(super) const LEGEND: Key = Key {
    choices: &["auto", "pictures", "text", "none"],
    default: "auto",
    ..key(
        "legend",
        KeyKind::Value,
        "WHEN",
        Category::Words,
        |p, s| {
            s.legend = Legend::from_name(p.trimmed()).ok_or_else(|| p.not_a_choice())?;
            Ok(())
        },
        |s, d| when(s.legend != d.legend, || s.legend.name().to_owned()),
    )
};

/// `alt`: the image's alternative text (a block's).
pub(super) const ALT: Key = Key {
    ways: BLOCK,
    ..key(
        "alt",
        KeyKind::Value,
        "TEXT",
        Category::Words,
        |p, s| {
            s.alt = Some(p.text()?);
            Ok(())
        },
        |s, _| some(s.alt.as_ref()),
    )
};

/// `texts`: where a typeset document's diagram has its words.
pub(super) const TEXTS: Key = Key {
    ways: DOCUMENT,
    choices: &["document", "image"],
    ..key(
        "texts",
        KeyKind::Value,
        "WHERE",
        Category::Words,
        |p, s| {
            s.texts = TextPlace::from_name(p.trimmed()).ok_or_else(|| p.not_a_choice())?;
            Ok(())
        },
        |s, d| when(s.texts != d.texts, || s.texts.name().to_owned()),
    )
};
