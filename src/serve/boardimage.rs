//! The URL format of web-boardimage (`/board.svg`, `/board.png`), read into
//! the same [`Settings`] as our own, so that a site can move its image URLs
//! here by changing the host name.
//!
//! | parameter | meaning here |
//! |---|---|
//! | `fen` | the record, in English letters (`_` may stand for a space) |
//! | `orientation` | `black` flips the board; anything else is White's side |
//! | `size` | the image width, default 360, held within 16…1024 |
//! | `lastMove`, `lastmove` | a move in UCI (`f4g6`) |
//! | `check` | a square |
//! | `arrows` | `Ge6g8,Bh7`: a colour letter (G, R, Y, B; green when left out), two squares for an arrow, one for a circle |
//! | `squares` | `a3,c3`: squares marked with an X |
//! | `coordinates` | empty, `1`, `true`, `True`, `yes`: coordinates; otherwise none (the default) |
//! | `colors` | `lichess-brown` (default), `lichess-blue`, `wikipedia` |
//!
//! Unknown parameters are ignored and, of a parameter given twice, the first
//! counts, as web-boardimage does.

use crate::Square;
use crate::render::{Coordinates, Mark, MarkKind, Rgb};

use crate::serve::params::{CheckChoice, LastMove, Move, ParamError, Settings};
use crate::settings::{Flip, MarkSpecError};

/// The default image width.
pub const DEFAULT_SIZE: u32 = 360;
/// The widest image web-boardimage draws; wider requests are drawn this wide.
pub const MAX_SIZE: u32 = 1024;

/// The colour of the X on `squares`: a near-black, as web-boardimage draws it.
pub const SQUARE_X: Rgb = Rgb(0x22, 0x22, 0x22);

/// The square colours of web-boardimage's themes: light, dark.
pub const THEMES: &[(&str, Rgb, Rgb)] = &[
    (
        "lichess-brown",
        Rgb(0xf0, 0xd9, 0xb5),
        Rgb(0xb5, 0x88, 0x63),
    ),
    ("lichess-blue", Rgb(0xde, 0xe3, 0xe6), Rgb(0x8c, 0xa2, 0xad)),
    ("wikipedia", Rgb(0xff, 0xce, 0x9e), Rgb(0xd1, 0x8b, 0x47)),
];

/// One item of `arrows`: an arrow, or a circle when it names one square.
fn arrow(item: &str) -> Result<Mark, ParamError> {
    let bad = || ParamError::Mark {
        key: "arrows".to_owned(),
        error: MarkSpecError::Syntax(item.to_owned()),
    };
    let (color, rest) = match item.chars().next() {
        Some('G') => (Mark::GREEN, &item[1..]),
        Some('R') => (Mark::RED, &item[1..]),
        Some('Y') => (Mark::YELLOW, &item[1..]),
        Some('B') => (Mark::BLUE, &item[1..]),
        _ => (Mark::GREEN, item),
    };
    let (tail, rest) = Square::parse_prefix(rest).ok_or_else(bad)?;
    let kind = if rest.is_empty() {
        MarkKind::Circle
    } else {
        match Square::parse(rest).ok_or_else(bad)? {
            head if head == tail => MarkKind::Circle,
            head => MarkKind::Arrow(head),
        }
    };
    Ok(Mark {
        kind,
        square: tail,
        color,
    })
}

fn list(value: &str) -> impl Iterator<Item = &str> {
    value.split(',').map(str::trim).filter(|s| !s.is_empty())
}

/// The settings for a web-boardimage request.
///
/// # Errors
/// The `fen` is missing, or a value cannot be read.
pub fn settings<'a>(
    pairs: impl IntoIterator<Item = (&'a str, &'a str)>,
) -> Result<Settings, ParamError> {
    let pairs: Vec<(&str, &str)> = pairs.into_iter().collect();
    let get = |key: &str| pairs.iter().find(|(k, _)| *k == key).map(|(_, v)| *v);
    let mut s = Settings::default();
    s.size = DEFAULT_SIZE;
    s.coordinates = Coordinates::None;
    // Only the check a request names, as there.
    s.check = CheckChoice::None;
    let fen = get("fen").ok_or(ParamError::NoRecord)?;
    s.record = Some(fen.replace('_', " "));
    if let Some(size) = get("size") {
        let n = crate::serve::params::parse_number("size", size)?;
        s.size = n.clamp(16, u64::from(MAX_SIZE)) as u32;
    }
    if get("orientation") == Some("black") {
        s.flip = Flip::Black;
    }
    if matches!(get("coordinates"), Some("" | "1" | "true" | "True" | "yes")) {
        s.coordinates = Coordinates::Outside;
    }
    let theme = get("colors").unwrap_or(THEMES[0].0);
    let (_, light, dark) = THEMES
        .iter()
        .find(|(name, _, _)| *name == theme)
        .ok_or_else(|| ParamError::Choice {
            key: "colors".to_owned(),
            value: theme.to_owned(),
            choices: &["lichess-brown", "lichess-blue", "wikipedia"],
        })?;
    s.light = Some(*light);
    s.dark = Some(*dark);
    // An empty value counts as none, as there.
    if let Some(uci) = get("lastMove")
        .filter(|v| !v.is_empty())
        .or_else(|| get("lastmove"))
    {
        s.last_move = Some(LastMove::Move(Move::parse(uci).ok_or_else(|| {
            ParamError::Move {
                key: "lastMove".to_owned(),
                value: uci.to_owned(),
            }
        })?));
    }
    if let Some(sq) = get("check") {
        s.check =
            CheckChoice::Square(Square::parse(sq.trim()).ok_or_else(|| ParamError::Square {
                key: "check".to_owned(),
                value: sq.to_owned(),
            })?);
    }
    if let Some(arrows) = get("arrows") {
        for item in list(arrows) {
            let m = arrow(item)?;
            match m.kind {
                MarkKind::Circle => s.circles.push(m),
                _ => s.arrows.push(m),
            }
        }
    }
    if let Some(squares) = get("squares") {
        for item in list(squares) {
            let square = Square::parse(item).ok_or_else(|| ParamError::Square {
                key: "squares".to_owned(),
                value: item.to_owned(),
            })?;
            s.crosses.push(Mark {
                kind: MarkKind::Cross,
                square,
                color: SQUARE_X,
            });
        }
    }
    if s.arrows.len() + s.circles.len() + s.crosses.len() > crate::serve::params::MAX_MARKS {
        return Err(ParamError::TooMany {
            key: "arrows".to_owned(),
            max: crate::serve::params::MAX_MARKS,
        });
    }
    Ok(s)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(s: &str) -> Square {
        s.parse().unwrap()
    }

    #[test]
    fn the_documented_example() {
        let s = settings([
            ("fen", "5r1k/1b4pp/3pB1N1/p2Pq2Q/PpP5/6PK/8/8"),
            ("lastMove", "f4g6"),
            ("check", "h8"),
            ("arrows", "Ge6g8,Bh7"),
            ("squares", "a3,c3"),
            ("colors", "lichess-brown"),
        ])
        .unwrap();
        assert_eq!(s.size, 360);
        assert!(s.coordinates == Coordinates::None && s.flip == Flip::Unset);
        assert_eq!(s.arrows, [Mark::arrow(sq("e6"), sq("g8"), Mark::GREEN)]);
        assert_eq!(
            s.circles,
            [Mark {
                kind: MarkKind::Circle,
                square: sq("h7"),
                color: Mark::BLUE
            }]
        );
        assert_eq!(s.crosses.len(), 2);
        assert_eq!(s.crosses[1].square, sq("c3"));
        assert_eq!(s.check, CheckChoice::Square(sq("h8")));
        assert_eq!(
            s.last_move,
            Some(LastMove::Move(Move {
                from: sq("f4"),
                to: sq("g6"),
                promotion: None
            }))
        );
        assert_eq!(s.light, Some(Rgb(0xf0, 0xd9, 0xb5)));
        assert_eq!(s.finish(), Ok(()));
        // Without `check`, no check is drawn, as there.
        let plain = settings([("fen", "4k3/8/8/8/8/8/8/4R1K1 b")]).unwrap();
        assert_eq!(plain.check, CheckChoice::None);
    }

    #[test]
    fn values_as_web_boardimage_reads_them() {
        let s = settings([
            ("fen", "8/8/8/8/8/8/8/K6k_w_-_-_0_1"),
            ("orientation", "black"),
            ("size", "5000"),
            ("coordinates", "True"),
            ("colors", "wikipedia"),
            ("size", "100"),
            ("unknown", "x"),
        ])
        .unwrap();
        assert_eq!(s.record.as_deref(), Some("8/8/8/8/8/8/8/K6k w - - 0 1"));
        assert!(s.flip == Flip::Black && s.coordinates == Coordinates::Outside);
        assert_eq!(s.size, 1024);
        assert_eq!(s.dark, Some(Rgb(0xd1, 0x8b, 0x47)));
        assert_eq!(settings([("fen", "8"), ("size", "3")]).unwrap().size, 16);
        assert_eq!(
            settings([("fen", "8"), ("coordinates", "0")])
                .unwrap()
                .coordinates,
            Coordinates::None
        );
        assert_eq!(
            settings([("fen", "8"), ("orientation", "Black")])
                .unwrap()
                .flip,
            Flip::Unset
        );
        assert_eq!(
            settings([("fen", "8"), ("arrows", "e2e2")])
                .unwrap()
                .circles
                .len(),
            1
        );
    }

    #[test]
    fn errors() {
        assert_eq!(settings([("size", "1")]).unwrap_err(), ParamError::NoRecord);
        assert!(matches!(
            settings([("fen", "8"), ("size", "big")]),
            Err(ParamError::Number { .. })
        ));
        assert!(matches!(
            settings([("fen", "8"), ("colors", "green")]),
            Err(ParamError::Choice { .. })
        ));
        assert!(matches!(
            settings([("fen", "8"), ("arrows", "Xe2e4")]),
            Err(ParamError::Mark { .. })
        ));
        assert!(matches!(
            settings([("fen", "8"), ("squares", "a3,zz")]),
            Err(ParamError::Square { .. })
        ));
        assert!(matches!(
            settings([("fen", "8"), ("lastmove", "e2")]),
            Err(ParamError::Move { .. })
        ));
    }
}
