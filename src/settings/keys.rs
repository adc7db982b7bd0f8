//! The one list of keys: every setting a diagram takes, by the name the
//! command line, a query string, a Markdown block (and the packages for
//! LaTeX and Typst) all spell it, with its other names, what it takes, and
//! how it is applied to [`Settings`] and written back from them.
//!
//! Each key is defined once, in the list ([`KEYS`]); the command line's
//! options, their help, the manual pages and the completion scripts are
//! made from it, and tests check the guide's table of keys (docs/src/keys.md), the help
//! messages and every way in against it.

use std::sync::OnceLock;

use rustc_hash::FxHashMap;

use super::{KEYS, Settings, SettingsError, parse_number, parse_yes_no};
use crate::notation::edit_distance;

/// What a key takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum KeyKind {
    /// Yes or no: the key alone, `yes`/`no`, `true`/`false`, `on`/`off`,
    /// `1`/`0`. Given once. A switch with choices (`flip`) also takes one
    /// of them; the key alone means the first.
    Switch,
    /// One value, given once.
    Value,
    /// A value each time; the key may be given again, and a list value
    /// (split at commas and white space) adds every item.
    Many,
}

/// What a key's value is, for a way in that checks it before the settings
/// read it (the command line reads numbers and paths as such).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ValueType {
    /// Text, read by the key's own rules.
    Text,
    /// A file or folder on the machine.
    Path,
    /// A whole number (as large as a `u32`); the settings check its range.
    Whole,
    /// A whole number from `min` to `max`.
    WholeIn {
        /// The smallest.
        min: u32,
        /// The largest.
        max: u32,
    },
}

/// What a key is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Category {
    /// How the record is read: its notation, a game's positions.
    Reading,
    /// The messages: their language, whether warnings are errors. On the
    /// command line, options of every command.
    Messages,
    /// How the board looks.
    Look,
    /// What is drawn on the squares: marks, arrows, the last move, a check.
    Marks,
    /// The words around the board: captions, a problem's lines, the legend,
    /// the alternative text.
    Words,
}

/// A way into the program.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Way {
    /// The command line's options.
    CommandLine,
    /// The service's query string.
    Query,
    /// A Markdown, pandoc or mdBook block.
    Block,
    /// A diagram of a typeset document: the LaTeX package's `\forsythe`
    /// and its environment, the Typst package's raw blocks and calls. Each
    /// is a block with the same keys, and a few of its own about the page.
    Document,
}

/// Every way in.
pub(super) const ALL: &[Way] = &[Way::CommandLine, Way::Query, Way::Block, Way::Document];
/// Not for a request: a file on the machine, or a game.
pub(super) const LOCAL: &[Way] = &[Way::CommandLine, Way::Block, Way::Document];
/// Only a block (of a Markdown or a typeset document).
pub(super) const BLOCK: &[Way] = &[Way::Block, Way::Document];
/// Only a typeset document.
pub(super) const DOCUMENT: &[Way] = &[Way::Document];

/// How a key sets what it means: from the pair as given, into the
/// settings. It only reads the value and records it; the checks every key
/// shares (known, given once, not empty) are made before.
pub(super) type ApplyFn = fn(&KeyValue<'_>, &mut Settings) -> Result<(), SettingsError>;

/// How a key writes itself back: its values in the settings (the first
/// argument) that the defaults (the second) do not have, as
/// [`Settings::pairs`] writes them; none for the default.
pub(super) type WriteFn = fn(&Settings, &Settings) -> Vec<String>;

/// One key.
#[derive(Debug, Clone, Copy)]
pub struct Key {
    /// Its name, as the command line writes it after `--`.
    pub name: &'static str,
    /// Other names every way in takes (on the command line, `--from`).
    pub aliases: &'static [&'static str],
    /// Other names that a pair may use but an option does not: plurals,
    /// and the names of editor plugins and web services.
    pub pair_aliases: &'static [&'static str],
    /// What it takes.
    pub kind: KeyKind,
    /// The name of its value in help texts (`PX`, `COLOR`); empty for a
    /// switch that takes no choice.
    pub value_name: &'static str,
    /// What its value is.
    pub value_type: ValueType,
    /// The values it takes, when they are a fixed list.
    pub choices: &'static [&'static str],
    /// The value help names as its default (what the settings have when
    /// the key is not given); empty when help names none.
    pub default: &'static str,
    /// Whether an empty value is a value (an empty caption, a problem line
    /// turned off) rather than none given.
    pub takes_empty: bool,
    /// What it is about.
    pub category: Category,
    /// The ways in that take it.
    pub ways: &'static [Way],
    /// How it is applied.
    pub(super) apply: ApplyFn,
    /// How it is written back.
    pub(super) write: WriteFn,
}

impl Key {
    /// The Fluent id of the key's help text.
    #[must_use]
    pub fn help_id(&self) -> String {
        format!("help-arg-{}", self.name)
    }

    /// Whether `way` takes this key.
    #[must_use]
    pub fn takes(&self, way: Way) -> bool {
        self.ways.contains(&way)
    }

    /// What the key sets, shared by `flip` and `no-flip` (and
    /// `coordinates` and `no-coordinates`): its name without `no-`.
    #[must_use]
    pub fn slot(&self) -> &'static str {
        self.name.strip_prefix("no-").unwrap_or(self.name)
    }

    /// Its name and every other name.
    pub fn names(&self) -> impl Iterator<Item = &'static str> + use<> {
        let (name, aliases, pair_aliases) = (self.name, self.aliases, self.pair_aliases);
        std::iter::once(name).chain(aliases.iter().chain(pair_aliases).copied())
    }

    /// Applies `value` (of this key, written `written`) to `settings`,
    /// after the checks every key shares: a key that takes one value given
    /// once, a value where one is needed.
    pub(super) fn apply_to(
        &'static self,
        written: &str,
        value: &str,
        settings: &mut Settings,
    ) -> Result<(), SettingsError> {
        if self.kind != KeyKind::Many {
            if settings.seen.contains(&self.slot()) {
                return Err(SettingsError::Repeated {
                    key: written.to_owned(),
                });
            }
            settings.seen.push(self.slot());
        }
        if value.trim().is_empty() && self.kind != KeyKind::Switch && !self.takes_empty {
            return Err(SettingsError::NoValue {
                key: written.to_owned(),
            });
        }
        (self.apply)(
            &KeyValue {
                written,
                value,
                key: self,
            },
            settings,
        )
    }

    /// The values this key writes back from `settings`.
    pub(super) fn written(&self, settings: &Settings, defaults: &Settings) -> Vec<String> {
        (self.write)(settings, defaults)
    }
}

/// A key that takes one text, given everywhere, with no help default.
pub(super) const fn key(
    name: &'static str,
    kind: KeyKind,
    value_name: &'static str,
    category: Category,
    apply: ApplyFn,
    write: WriteFn,
) -> Key {
    Key {
        name,
        aliases: &[],
        pair_aliases: &[],
        kind,
        value_name,
        value_type: ValueType::Text,
        choices: &[],
        default: "",
        takes_empty: false,
        category,
        ways: ALL,
        apply,
        write,
    }
}

/// A pair being applied: the key as it was written (errors name it so),
/// its value, and the key of the list it names.
pub(super) struct KeyValue<'a> {
    /// The key as written.
    pub(super) written: &'a str,
    /// The value as given.
    pub(super) value: &'a str,
    /// The key of the list.
    pub(super) key: &'static Key,
}

impl KeyValue<'_> {
    /// The value without white space around it.
    pub(super) fn trimmed(&self) -> &str {
        self.value.trim()
    }

    /// The value, trimmed, as an owned text.
    pub(super) fn owned(&self) -> String {
        self.trimmed().to_owned()
    }

    /// The value read as yes or no.
    pub(super) fn yes_no(&self) -> Result<bool, SettingsError> {
        parse_yes_no(self.value).ok_or_else(|| SettingsError::Bool {
            key: self.written.to_owned(),
            value: self.value.to_owned(),
        })
    }

    /// The value read as a whole number.
    pub(super) fn number(&self) -> Result<u64, SettingsError> {
        parse_number(self.written, self.value)
    }

    /// The value as a text: at most [`MAX_CAPTION`](crate::render::MAX_CAPTION)
    /// characters, as given.
    pub(super) fn text(&self) -> Result<String, SettingsError> {
        let length = self.value.chars().count();
        if length > crate::render::MAX_CAPTION {
            return Err(SettingsError::TooLong {
                key: self.written.to_owned(),
                length,
            });
        }
        Ok(self.value.to_owned())
    }

    /// The error of a value that is none of the key's choices.
    pub(super) fn not_a_choice(&self) -> SettingsError {
        SettingsError::Choice {
            key: self.written.to_owned(),
            value: self.value.to_owned(),
            choices: self.key.choices,
        }
    }

    /// The error of more than `max` values of this key.
    pub(super) fn too_many(&self, max: usize) -> SettingsError {
        SettingsError::TooMany {
            key: self.written.to_owned(),
            max,
        }
    }
}

/// The record's key (on the command line, the record is the argument
/// after the options).
pub const RECORD: &str = "fen";

/// A key as keys are compared: lower case, without `-` and `_`.
#[must_use]
pub fn fold(key: &str) -> String {
    key.trim()
        .chars()
        .filter(|c| *c != '-' && *c != '_')
        .flat_map(char::to_lowercase)
        .collect()
}

/// The key that `name` (a name or an alias, in any case, with `-` or `_`)
/// stands for.
#[must_use]
pub fn find(name: &str) -> Option<&'static Key> {
    let name = name.trim();
    let index = by_folded_name();
    // Most names come folded already (`fen`, `texts`): looked up as they are.
    let folded = name
        .bytes()
        .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit());
    if folded {
        index.get(name).copied()
    } else {
        index.get(fold(name).as_str()).copied()
    }
}

/// Every name of every key, folded, and its key (the first in [`KEYS`]
/// that has it), made once: a request looks up each of its keys many times
/// while it is read.
fn by_folded_name() -> &'static FxHashMap<String, &'static Key> {
    static INDEX: OnceLock<FxHashMap<String, &'static Key>> = OnceLock::new();
    INDEX.get_or_init(|| {
        let mut index = FxHashMap::default();
        for key in KEYS {
            for name in key.names() {
                index.entry(fold(name)).or_insert(key);
            }
        }
        index
    })
}

/// Words users reach for that are no key, with the key they mean: the
/// notation of the record is its `dialect`, the language of the words `lang`,
/// a move of a game to draw `at`.
const MEANT: &[(&str, &str)] = &[
    ("language", "lang"),
    ("locale", "lang"),
    ("move", "at"),
    ("ply", "at"),
];

/// The known key closest to an unknown one: the key a word users reach for
/// means (`language`: `lang`), or one close enough to be a typing error (or
/// that contains it).
#[must_use]
pub fn closest(name: &str) -> Option<&'static str> {
    let wanted = fold(name);
    if wanted.is_empty() {
        return None;
    }
    if let Some((_, key)) = MEANT.iter().find(|(w, _)| *w == wanted) {
        return Some(key);
    }
    KEYS.iter()
        .flat_map(Key::names)
        .map(|n| (edit_distance(&fold(n), &wanted), n))
        .filter(|(d, n)| {
            let folded = fold(n);
            (*d <= (folded.len() / 3).max(2) && *d < wanted.chars().count())
                || (wanted.len() >= 3 && folded.contains(&wanted))
        })
        .min_by_key(|(d, _)| *d)
        .map(|(_, n)| n)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_aliases_are_unique() {
        let mut seen: Vec<String> = Vec::new();
        for k in KEYS {
            for n in k.names() {
                let f = fold(n);
                assert!(!seen.contains(&f), "{n} twice");
                seen.push(f);
            }
        }
    }

    #[test]
    fn keys_are_found_by_any_spelling() {
        assert_eq!(find("side_to_move").map(|k| k.name), Some("side-to-move"));
        assert_eq!(find("SideToMove").map(|k| k.name), Some("side-to-move"));
        assert_eq!(find("record").map(|k| k.name), Some("fen"));
        assert_eq!(find("highlights").map(|k| k.name), Some("mark"));
        assert_eq!(find("title").map(|k| k.name), Some("caption"));
        assert_eq!(find("orientation").map(|k| k.name), Some("flip"));
        assert_eq!(find("from").map(|k| k.name), Some("dialect"));
        assert!(find("nope").is_none());
        assert_eq!(closest("fliped"), Some("flip"));
        assert_eq!(closest("thme"), Some("theme"));
        assert_eq!(closest("zzzzzz"), None);
        assert_eq!(closest("Language"), Some("lang"));
        assert_eq!(closest("move"), Some("at"));
        assert_eq!(closest(""), None);
    }
}
