//! The keys of the record and how it is read (the record, its notation, a
//! base, a game's moves and positions), and those of the messages.

use super::{flag, some, when};
use crate::games::SanStyle;
use crate::notation::DialectChoice;
use crate::settings::SettingsError;
use crate::settings::keys::{BLOCK, Category, Key, KeyKind, LOCAL, RECORD, key};

/// `fen`: the record, as written.
pub(super) const FEN: Key = Key {
    pair_aliases: &["record", "position"],
    ..key(
        RECORD,
        KeyKind::Value,
        "RECORD",
        Category::Reading,
        |p, s| {
            s.record = Some(p.value.to_owned());
            Ok(())
        },
        |s, _| s.record.iter().map(|r| r.trim().to_owned()).collect(),
    )
};

/// `dialect`: the notation of the record.
pub(super) const DIALECT: Key = Key {
    aliases: &["from"],
    default: "en",
    ..key(
        "dialect",
        KeyKind::Value,
        "DIALECT",
        Category::Reading,
        |p, s| {
            s.dialect = p.trimmed().parse().map_err(SettingsError::Dialect)?;
            Ok(())
        },
        |s, d| {
            when(s.dialect != d.dialect, || match &s.dialect {
                DialectChoice::Auto => "auto".to_owned(),
                DialectChoice::Fixed(x) => x.code(),
            })
        },
    )
};

/// `merge-digits`: `10` is ten empty squares.
pub(super) const MERGE_DIGITS: Key = key(
    "merge-digits",
    KeyKind::Switch,
    "",
    Category::Reading,
    |p, s| {
        s.merge_digits = p.yes_no()?;
        Ok(())
    },
    |s, _| flag(s.merge_digits),
);

/// `base`: the record the record is laid over.
pub(super) const BASE: Key = key(
    "base",
    KeyKind::Value,
    "RECORD",
    Category::Reading,
    |p, s| {
        s.base = Some(p.owned());
        Ok(())
    },
    |s, _| some(s.base.as_ref()),
);

/// `strict`: warnings are errors.
pub(super) const STRICT: Key = key(
    "strict",
    KeyKind::Switch,
    "",
    Category::Messages,
    |p, s| {
        s.strict = p.yes_no()?;
        Ok(())
    },
    |s, _| flag(s.strict),
);

/// `lang`: the language of captions and messages, as a language tag.
pub(super) const LANG: Key = key(
    "lang",
    KeyKind::Value,
    "LANG",
    Category::Messages,
    |p, s| {
        let tag = p.trimmed();
        if tag.len() > 35
            || !tag
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || "-_.@".contains(c))
        {
            return Err(p.not_a_choice());
        }
        s.lang = Some(tag.to_owned());
        Ok(())
    },
    |s, _| some(s.lang.as_ref()),
);

/// `moves`: moves played from the record (a block's).
pub(super) const MOVES: Key = Key {
    ways: BLOCK,
    ..key(
        "moves",
        KeyKind::Value,
        "MOVES",
        Category::Reading,
        |p, s| {
            s.moves = Some(p.owned());
            Ok(())
        },
        |s, _| some(s.moves.as_ref()),
    )
};

/// `pgn`: a whole game (a block's).
pub(super) const PGN: Key = Key {
    ways: BLOCK,
    ..key(
        "pgn",
        KeyKind::Value,
        "GAME",
        Category::Reading,
        |p, s| {
            s.pgn = Some(p.owned());
            Ok(())
        },
        |s, _| some(s.pgn.as_ref()),
    )
};

// A game's keys: the service draws records, not games.

/// `at`: which positions of a game are drawn.
pub(super) const AT: Key = Key {
    ways: LOCAL,
    default: "auto",
    ..key(
        "at",
        KeyKind::Value,
        "WHAT",
        Category::Reading,
        |p, s| {
            s.at = p.value.parse().map_err(SettingsError::At)?;
            Ok(())
        },
        |s, d| when(s.at != d.at, || s.at.to_string()),
    )
};

/// `move-letters`: the letters moves are written in.
pub(super) const MOVE_LETTERS: Key = Key {
    ways: LOCAL,
    default: "en",
    ..key(
        "move-letters",
        KeyKind::Value,
        "LETTERS",
        Category::Reading,
        |p, s| {
            p.trimmed()
                .parse::<SanStyle>()
                .map_err(|_| SettingsError::MoveLetters {
                    value: p.value.to_owned(),
                })?;
            s.move_letters = Some(p.owned());
            Ok(())
        },
        |s, _| some(s.move_letters.as_ref()),
    )
};
