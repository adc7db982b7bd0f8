//! The one list of keys: every setting a diagram takes, by the name the
//! command line, a query string, a Markdown block (and the packages for
//! LaTeX and Typst) all spell it, with its other names and what it takes.
//!
//! The command line's options are checked against this list by a test, so
//! that the help, the README's table of keys and the service's parameters
//! cannot drift apart.

/// What a key takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// Yes or no: the key alone, `yes`/`no`, `true`/`false`, `on`/`off`,
    /// `1`/`0`. Given once.
    Switch,
    /// One value, given once.
    Value,
    /// A value each time; the key may be given again, and a list value
    /// (split at commas and white space) adds every item.
    Many,
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
const ALL: &[Way] = &[Way::CommandLine, Way::Query, Way::Block, Way::Document];
/// Not for a request: a file on the machine, or a game.
const LOCAL: &[Way] = &[Way::CommandLine, Way::Block, Way::Document];
/// Only a block (of a Markdown or a typeset document).
const BLOCK: &[Way] = &[Way::Block, Way::Document];
/// Only a typeset document.
const DOCUMENT: &[Way] = &[Way::Document];

/// One key.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Key {
    /// Its name, as the command line writes it after `--`.
    pub name: &'static str,
    /// Other names with the same meaning (those of popular editor plugins
    /// and web services among them).
    pub aliases: &'static [&'static str],
    /// What it takes.
    pub kind: Kind,
    /// The name of its value in help texts (`PX`, `COLOR`); empty for a
    /// switch.
    pub value: &'static str,
    /// The values it takes, when they are a fixed list.
    pub choices: &'static [&'static str],
    /// The ways in that take it.
    pub ways: &'static [Way],
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
}

const fn key(name: &'static str, kind: Kind, value: &'static str) -> Key {
    Key {
        name,
        aliases: &[],
        kind,
        value,
        choices: &[],
        ways: ALL,
    }
}

const fn switch(name: &'static str) -> Key {
    key(name, Kind::Switch, "")
}

/// The record's key (on the command line, the record is the argument
/// after the options).
pub const RECORD: &str = "fen";

/// Every key, in the order [`Settings::pairs`](super::Settings::pairs)
/// writes them.
pub const KEYS: &[Key] = &[
    Key {
        aliases: &["record", "position"],
        ..key(RECORD, Kind::Value, "RECORD")
    },
    Key {
        aliases: &["from"],
        ..key("dialect", Kind::Value, "DIALECT")
    },
    switch("merge-digits"),
    key("base", Kind::Value, "RECORD"),
    switch("strict"),
    key("lang", Kind::Value, "LANG"),
    Key {
        ways: BLOCK,
        ..key("moves", Kind::Value, "MOVES")
    },
    Key {
        ways: BLOCK,
        ..key("pgn", Kind::Value, "GAME")
    },
    // A game's keys: the service draws records, not games.
    Key {
        ways: LOCAL,
        ..key("at", Kind::Value, "WHAT")
    },
    Key {
        ways: LOCAL,
        ..key("move-letters", Kind::Value, "LETTERS")
    },
    key("theme", Kind::Value, "NAME"),
    key("light", Kind::Value, "COLOR"),
    key("dark", Kind::Value, "COLOR"),
    Key {
        aliases: &["width", "board-width"],
        ..key("size", Kind::Value, "PX")
    },
    Key {
        aliases: &["orientation", "board-orientation"],
        choices: &["yes", "no", "auto", "black", "white"],
        ..key("flip", Kind::Switch, "WHEN")
    },
    switch("no-flip"),
    Key {
        aliases: &["notation", "show-notation", "show-board-notation"],
        choices: &["outside", "inside", "none"],
        ..key("coordinates", Kind::Switch, "WHERE")
    },
    switch("no-coordinates"),
    Key {
        choices: &["none", "thin", "thick"],
        ..key("frame", Kind::Value, "FRAME")
    },
    switch("side-to-move"),
    switch("transparent"),
    Key {
        ways: LOCAL,
        ..key("pieces", Kind::Value, "DIR")
    },
    key("square-size", Kind::Value, "LENGTH"),
    key("dpi", Kind::Value, "N"),
    Key {
        aliases: &["squares", "highlight", "highlights"],
        ..key("mark", Kind::Many, "SQUARE[:COLOR]")
    },
    Key {
        aliases: &["circles"],
        ..key("circle", Kind::Many, "SQUARE[:COLOR]")
    },
    Key {
        aliases: &["crosses"],
        ..key("cross", Kind::Many, "SQUARE[:COLOR]")
    },
    Key {
        aliases: &["arrows"],
        ..key("arrow", Kind::Many, "FROMTO[:COLOR]")
    },
    key("marks", Kind::Many, "COMMENT"),
    Key {
        ways: BLOCK,
        ..key("annotations", Kind::Many, "TEXT")
    },
    Key {
        aliases: &["title"],
        ..key("caption", Kind::Many, "TEXT")
    },
    key("author", Kind::Value, "TEXT"),
    key("source", Kind::Value, "TEXT"),
    key("stipulation", Kind::Value, "TEXT"),
    key("condition", Kind::Value, "TEXT"),
    key("twins-line", Kind::Value, "TEXT"),
    key("award", Kind::Value, "TEXT"),
    key("dedication", Kind::Value, "TEXT"),
    key("solution", Kind::Value, "TEXT"),
    key("last-move", Kind::Value, "FROMTO"),
    Key {
        choices: &["squares", "arrow", "none"],
        ..key("last-move-style", Kind::Value, "STYLE")
    },
    key("check", Kind::Value, "SQUARE"),
    Key {
        choices: &["auto", "none"],
        ..key("legend", Kind::Value, "WHEN")
    },
    Key {
        aliases: &["glyphs"],
        ..key("glyph", Kind::Many, "WALK=SHAPE[:DEGREES]")
    },
    Key {
        ways: LOCAL,
        ..key("delay", Kind::Value, "MS")
    },
    Key {
        ways: BLOCK,
        ..key("alt", Kind::Value, "TEXT")
    },
    Key {
        ways: DOCUMENT,
        choices: &["document", "image"],
        ..key("texts", Kind::Value, "WHERE")
    },
];

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
    let wanted = fold(name);
    KEYS.iter()
        .find(|k| fold(k.name) == wanted || k.aliases.iter().any(|a| fold(a) == wanted))
}

/// The known key closest to an unknown one, if one is close enough to be a
/// typing error (or contains it).
#[must_use]
pub fn closest(name: &str) -> Option<&'static str> {
    let wanted = fold(name);
    if wanted.is_empty() {
        return None;
    }
    KEYS.iter()
        .flat_map(|k| std::iter::once(k.name).chain(k.aliases.iter().copied()))
        .map(|n| (distance(&fold(n), &wanted), n))
        .filter(|(d, n)| {
            let folded = fold(n);
            (*d <= (folded.len() / 3).max(2) && *d < wanted.chars().count())
                || (wanted.len() >= 3 && folded.contains(&wanted))
        })
        .min_by_key(|(d, _)| *d)
        .map(|(_, n)| n)
}

/// The edit distance (insertions, deletions, substitutions) of two keys.
fn distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, cb) in b.iter().enumerate() {
            let above = row[j + 1];
            row[j + 1] = (above + 1)
                .min(row[j] + 1)
                .min(diagonal + usize::from(ca != *cb));
            diagonal = above;
        }
    }
    row[b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_aliases_are_unique() {
        let mut seen: Vec<String> = Vec::new();
        for k in KEYS {
            for n in std::iter::once(k.name).chain(k.aliases.iter().copied()) {
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
        assert_eq!(find("nope"), None);
        assert_eq!(closest("fliped"), Some("flip"));
        assert_eq!(closest("thme"), Some("theme"));
        assert_eq!(closest("zzzzzz"), None);
        assert_eq!(closest(""), None);
    }
}
