//! From a block's pairs to the library's settings.
//!
//! A block means exactly what the same keys mean on the command line and in
//! a query string: every pair is applied with
//! [`Settings::apply_from`]`(Way::Block, …)`, by the one list of keys
//! ([`crate::settings::KEYS`]). What is left here is what only a block
//! has: defaults that give way to the block, the pair each error concerns,
//! and a bare word after a list (`arrows=h5f7:red c4f7:red`) that continues
//! the list.

use crate::settings::{self as keys, KeyKind, Settings, SettingsError, Way};

use super::pairs::Pair;

/// A key in the form keys are compared in: lower case, without `-` and `_`.
#[must_use]
pub fn canonical(key: &str) -> String {
    keys::fold(key)
}

/// What one key sets: its name in the list, `flip` and `no-flip` (and
/// `coordinates` and `no-coordinates`) being one thing; `None` for a key
/// the list does not know.
fn slot(key: &str) -> Option<&'static str> {
    keys::find(key).map(|k| k.name.strip_prefix("no-").unwrap_or(k.name))
}

/// A block's settings, with the pairs that hold the record and the game.
#[derive(Debug, Clone)]
pub struct BlockSettings {
    /// The settings, resolved.
    pub settings: Settings,
    /// The pair that holds the record (`fen`), if one does.
    pub record: Option<usize>,
    /// The pair that holds the moves (`moves`), if one does.
    pub moves: Option<usize>,
    /// The pair that holds the game (`pgn`), if one does.
    pub pgn: Option<usize>,
}

impl BlockSettings {
    /// The pair whose value is what is drawn: the game, else the record.
    #[must_use]
    pub fn drawn(&self) -> Option<usize> {
        self.pgn.or(self.record)
    }
}

/// What is wrong with a block's pairs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BlockSettingsError {
    /// The pair concerned (an index into the pairs), if one is.
    pub pair: Option<usize>,
    pub kind: BlockSettingsErrorKind,
}

/// The kinds of [`BlockSettingsError`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BlockSettingsErrorKind {
    /// What the settings say of the pair.
    Settings(SettingsError),
    /// A key that may be given once is given again (the first is `first`).
    Twice { key: String, first: usize },
    /// A word after a `key=value` that is neither a key nor an item of a
    /// list: `key` is the key before it, `list` whether it takes a list.
    Stray {
        word: String,
        key: String,
        list: bool,
    },
    /// `pgn` beside `fen` or `moves` (the game has its own).
    PgnAndRecord { other: String },
    /// `moves` without a record to play them from.
    MovesWithoutRecord,
    /// No record in the block.
    NoRecord,
}

/// The pairs of a block with defaults before them: a default is dropped when
/// the block gives the same key (in any spelling or alias of it).
#[must_use]
pub fn with_defaults(defaults: &[Pair], block: &[Pair]) -> Vec<Pair> {
    let given: Vec<Option<&'static str>> = block.iter().map(|p| slot(&p.key)).collect();
    // A game given in the block replaces a record given as a default, and
    // the other way round.
    let game = |s: Option<&str>| matches!(s, Some("fen" | "pgn" | "moves"));
    let block_game = given.iter().any(|s| game(*s));
    defaults
        .iter()
        .filter(|d| {
            let s = slot(&d.key);
            (s.is_none() || !given.contains(&s)) && !(block_game && game(s))
        })
        .chain(block)
        .cloned()
        .collect()
}

/// Applies a block's pairs (defaults first, see [`with_defaults`]) to the
/// settings, as a block gives them. `way` is the way in the block came by
/// (a Markdown block, or a diagram of a typeset document), which must take
/// every key.
///
/// # Errors
/// The first pair that is wrong: an unknown key, a key given twice, a value
/// its key does not take; no record.
pub fn settings_by(way: Way, pairs: &[Pair]) -> Result<BlockSettings, BlockSettingsError> {
    let at = |pair: usize, kind: BlockSettingsErrorKind| BlockSettingsError {
        pair: Some(pair),
        kind,
    };
    let mut s = Settings::default();
    let mut firsts: Vec<(&'static str, usize)> = Vec::new();
    let mut block = BlockSettings {
        settings: Settings::default(),
        record: None,
        moves: None,
        pgn: None,
    };
    // The last key applied from a `key=value` word, for the words after it.
    let mut list: Option<usize> = None;
    for (i, pair) in pairs.iter().enumerate() {
        let known = keys::find(&pair.key);
        let (key, value) = if pair.follows && known.is_none() {
            // A word after `key=value`: an item of that key's list.
            let Some(prev) = list else {
                return Err(at(
                    i,
                    BlockSettingsErrorKind::Settings(SettingsError::Unknown {
                        key: pair.key.clone(),
                        suggestion: keys::closest(&pair.key),
                    }),
                ));
            };
            let before = &pairs[prev].key;
            let many = keys::find(before).is_some_and(|k| k.kind == KeyKind::Many);
            if !many {
                return Err(at(
                    i,
                    BlockSettingsErrorKind::Stray {
                        word: pair.key.clone(),
                        key: before.clone(),
                        list: false,
                    },
                ));
            }
            (before.as_str(), pair.key.as_str())
        } else {
            if !pair.follows {
                list = None;
            }
            (pair.key.as_str(), pair.value.as_str())
        };
        if !pair.follows && !pair.implicit && !pair.value.is_empty() {
            list = Some(i);
        }
        if let Some(k) = known.filter(|k| k.kind != KeyKind::Many)
            && let Some(&(_, first)) = firsts.iter().find(|(n, _)| Some(*n) == slot(k.name))
        {
            return Err(at(
                i,
                BlockSettingsErrorKind::Twice {
                    key: pair.key.clone(),
                    first,
                },
            ));
        }
        s.apply_from(way, key, value).map_err(|e| {
            let kind = match &e {
                SettingsError::Mark { .. } | SettingsError::Unknown { .. } if pair.follows => {
                    BlockSettingsErrorKind::Stray {
                        word: pair.key.clone(),
                        key: key.to_owned(),
                        list: true,
                    }
                }
                _ => BlockSettingsErrorKind::Settings(e),
            };
            at(i, kind)
        })?;
        if let Some(name) = known.map(|k| k.name) {
            if let Some(sl) = slot(name) {
                firsts.push((sl, i));
            }
            match name {
                "fen" => block.record = Some(i),
                "moves" => block.moves = Some(i),
                "pgn" => block.pgn = Some(i),
                _ => {}
            }
        }
    }
    if let Some(g) = block.pgn
        && let Some(other) = block.record.or(block.moves)
    {
        // The later of the two is the one to point at.
        let (later, named) = if other > g {
            (other, other)
        } else {
            (g, other)
        };
        return Err(at(
            later,
            BlockSettingsErrorKind::PgnAndRecord {
                other: pairs[named].key.clone(),
            },
        ));
    }
    if let Some(m) = block.moves
        && block.record.is_none()
    {
        return Err(at(m, BlockSettingsErrorKind::MovesWithoutRecord));
    }
    if s.finish().is_err() {
        return Err(BlockSettingsError {
            pair: None,
            kind: BlockSettingsErrorKind::NoRecord,
        });
    }
    block.settings = s;
    Ok(block)
}

/// What makes one diagram's image: the settings as the shortest pairs that
/// mean them, in the list's order, so that equal diagrams have equal pairs
/// however their blocks spell them.
#[must_use]
pub fn identity(settings: &Settings) -> Vec<String> {
    settings
        .pairs()
        .into_iter()
        .map(|(k, v)| format!("{k}={v}"))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::block::pairs as block;
    use crate::settings::Flip;

    fn pairs_of(text: &str) -> Vec<String> {
        let pairs = block::parse(text).unwrap();
        identity(&settings_by(Way::Block, &pairs).unwrap().settings)
    }

    fn error(text: &str) -> BlockSettingsError {
        let pairs = block::parse(text).unwrap();
        settings_by(Way::Block, &pairs).unwrap_err()
    }

    #[test]
    fn a_record_alone_is_the_defaults() {
        assert_eq!(
            pairs_of("8/8/8/8/8/8/8/K6k w\n"),
            ["fen=8/8/8/8/8/8/8/K6k w"]
        );
    }

    #[test]
    fn keys_become_settings_in_a_fixed_order() {
        let text = "fen: 4k3/8/8/8/8/8/8/3DK3 w\ndialect: de\norientation: black\n\
                    arrows: h5f7:red, g1 - f3 e2->e4\nsquares: f7:red\ncaption: {side}\nsize: 320\n\
                    Side_To_Move: yes\ncoordinates: false\n";
        assert_eq!(
            pairs_of(text),
            [
                "fen=4k3/8/8/8/8/8/8/3DK3 w",
                "dialect=de",
                "size=320",
                "flip=1",
                "coordinates=none",
                "side-to-move=1",
                "mark=f7:#c82a2a",
                "arrow=h5f7:#c82a2a",
                "arrow=g1f3:#1f8a3b",
                "arrow=e2e4:#1f8a3b",
                "caption={side}",
            ]
        );
        // The same settings in another order and spelling are the same
        // pairs.
        let shuffled = "size: 320\ncoordinates: no\nside-to-move: true\ntitle: {side}\n\
                        highlights: f7:red\narrows: h5f7:red g1->f3, e2e4\nflip: black\ndialect: de\n\
                        position: 4k3/8/8/8/8/8/8/3DK3 w\n";
        assert_eq!(pairs_of(text), pairs_of(shuffled));
    }

    #[test]
    fn the_settings_are_the_librarys() {
        let pairs = block::parse("-rnbk--/8 b\nflip=true size=200 alt='A hole'\n").unwrap();
        let b = settings_by(Way::Block, &pairs).unwrap();
        assert_eq!(b.settings.flip, Flip::Black);
        assert_eq!(b.settings.size, 200);
        assert_eq!(b.settings.record.as_deref(), Some("-rnbk--/8 b"));
        assert_eq!(b.settings.alt.as_deref(), Some("A hole"));
        assert_eq!(b.record, Some(0));
        assert_eq!(b.drawn(), Some(0));
    }

    #[test]
    fn annotations_are_marks() {
        let pairs =
            block::parse("fen: 8/8/8/8/8/8/8/K6k\nannotations: Af8-b4 Hf8 Ha7/g Ae1-e8/r\n")
                .unwrap();
        assert_eq!(
            settings_by(Way::Block, &pairs)
                .unwrap()
                .settings
                .marks()
                .len(),
            4
        );
        // The move-quality items of the plugin are marks too (issue 49).
        let pairs = block::parse(
            "fen: 8/8/8/8/8/8/8/K6k\nannotations: !!f8 ??a7 ?e4 !?d8 ?!c3 Fe8/b !b1\n",
        )
        .unwrap();
        assert_eq!(
            settings_by(Way::Block, &pairs)
                .unwrap()
                .settings
                .marks()
                .len(),
            7
        );
        let e = error("fen: 8/8\nannotations: Hf8 Zf8\n");
        assert_eq!(e.pair, Some(1));
        assert!(
            matches!(&e.kind, BlockSettingsErrorKind::Settings(SettingsError::Annotation(a)) if a.word == "Zf8" && a.at == 4),
            "{e:?}"
        );
    }

    #[test]
    fn errors_name_the_pair() {
        assert_eq!(
            error("fen: 8/8\nflp: true\n"),
            BlockSettingsError {
                pair: Some(1),
                kind: BlockSettingsErrorKind::Settings(SettingsError::Unknown {
                    key: "flp".into(),
                    suggestion: Some("flip")
                })
            }
        );
        assert_eq!(
            error("fen: 8/8\nsize: 100\nsize: 200\n").kind,
            BlockSettingsErrorKind::Twice {
                key: "size".into(),
                first: 1
            }
        );
        assert_eq!(
            error("fen: 8/8\nflip: true\norientation: black\n"),
            BlockSettingsError {
                pair: Some(2),
                kind: BlockSettingsErrorKind::Twice {
                    key: "orientation".into(),
                    first: 1
                }
            }
        );
        assert!(matches!(
            error("fen: 8/8\nflip: maybe\n").kind,
            BlockSettingsErrorKind::Settings(SettingsError::Choice { .. })
        ));
        assert_eq!(
            error("size: 200\n"),
            BlockSettingsError {
                pair: None,
                kind: BlockSettingsErrorKind::NoRecord
            }
        );
        assert_eq!(
            error("fen: 8/8\ntheme:\n").kind,
            BlockSettingsErrorKind::Settings(SettingsError::NoValue {
                key: "theme".into()
            })
        );
        assert_eq!(
            error("fen: 8/8\ncaption: x\nSIZE: big\n"),
            BlockSettingsError {
                pair: Some(2),
                kind: BlockSettingsErrorKind::Settings(SettingsError::Number {
                    key: "SIZE".into(),
                    value: "big".into()
                })
            }
        );
    }

    #[test]
    fn a_list_goes_on_after_key_value() {
        // `arrows=h5f7:red c4f7:red` is two arrows.
        let two = pairs_of("8/8/8/8/8/8/8/K6k w\narrows=h5f7:red c4f7:red size=300\n");
        assert_eq!(
            two,
            [
                "fen=8/8/8/8/8/8/8/K6k w",
                "size=300",
                "arrow=h5f7:#c82a2a",
                "arrow=c4f7:#c82a2a",
            ]
        );
        assert_eq!(
            two,
            pairs_of("8/8/8/8/8/8/8/K6k w\narrows=\"h5f7:red, c4f7:red\" size=300\n")
        );
        // A switch after a value is a switch.
        assert_eq!(
            pairs_of("8/8/8/8/8/8/8/K6k w\nsize=300 flip\n"),
            ["fen=8/8/8/8/8/8/8/K6k w", "size=300", "flip=1"]
        );
        // A word after a key that takes one value says so.
        assert_eq!(
            error("8/8/8/8/8/8/8/K6k w\nsize=300 c4f7:red\n"),
            BlockSettingsError {
                pair: Some(2),
                kind: BlockSettingsErrorKind::Stray {
                    word: "c4f7:red".into(),
                    key: "size".into(),
                    list: false
                }
            }
        );
        // A word that is no item of the list says so too.
        assert_eq!(
            error("8/8/8/8/8/8/8/K6k w\narrows=h5f7 nonsense\n").kind,
            BlockSettingsErrorKind::Stray {
                word: "nonsense".into(),
                key: "arrows".into(),
                list: true
            }
        );
    }

    #[test]
    fn games_need_what_they_are_played_from() {
        let b = settings_by(
            Way::Block,
            &block::parse("fen: 8/8/8/8/8/8/8/K6k w\nmoves: Kb1\n").unwrap(),
        )
        .unwrap();
        assert_eq!((b.record, b.moves, b.pgn), (Some(0), Some(1), None));
        let b = settings_by(Way::Block, &block::parse("pgn: 1. e4 e5\nat: 1\n").unwrap()).unwrap();
        assert_eq!(b.drawn(), Some(0));
        assert_eq!(
            error("moves: e4\n"),
            BlockSettingsError {
                pair: Some(0),
                kind: BlockSettingsErrorKind::MovesWithoutRecord
            }
        );
        assert_eq!(
            error("fen: 8/8\npgn: 1. e4\n"),
            BlockSettingsError {
                pair: Some(1),
                kind: BlockSettingsErrorKind::PgnAndRecord {
                    other: "fen".into()
                }
            }
        );
    }

    #[test]
    fn defaults_give_way_to_the_block() {
        let defaults = [
            Pair::detached("theme", "print"),
            Pair::detached("size", "300"),
            Pair::detached("orientation", "black"),
            Pair::detached("fen", "8/8/8/8/8/8/8/8"),
        ];
        let block = block::parse("pgn: 1. e4\nSize: 200\nno-flip\n");
        assert!(block.is_err(), "a bare word in key: value lines");
        let block = block::parse("pgn: 1. e4\nSize: 200\nflip: no\n").unwrap();
        let merged = with_defaults(&defaults, &block);
        let keys: Vec<&str> = merged.iter().map(|p| p.key.as_str()).collect();
        assert_eq!(keys, ["theme", "pgn", "Size", "flip"]);
    }
}
