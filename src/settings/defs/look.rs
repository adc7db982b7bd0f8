//! The keys of how the board looks: colours, size, side, coordinates,
//! frame, pieces, physical size, walks' shapes, and an animation's pace.

use super::{flag, when};
use crate::render::{Coordinates, Rgb, SIZE_RANGE};
use crate::settings::keys::{Category, Key, KeyKind, KeyValue, LOCAL, ValueType, key};
use crate::settings::{DELAY_RANGE, Flip, MAX_DPI, MAX_MARKS, SettingsError, parse_yes_no};

/// `theme`: the colours' theme, before `light` and `dark`.
pub(super) const THEME: Key = Key {
    default: "classic",
    ..key(
        "theme",
        KeyKind::Value,
        "NAME",
        Category::Look,
        |p, s| {
            s.theme = p.trimmed().parse().map_err(|_| SettingsError::Theme {
                value: p.value.to_owned(),
            })?;
            Ok(())
        },
        |s, d| when(s.theme != d.theme, || s.theme.name().to_owned()),
    )
};

/// A colour of `light` or `dark`.
fn color(p: &KeyValue<'_>) -> Result<Rgb, SettingsError> {
    p.trimmed().parse().map_err(|_| SettingsError::Color {
        key: p.written.to_owned(),
        value: p.value.to_owned(),
    })
}

/// `light`: the light squares' colour.
pub(super) const LIGHT: Key = key(
    "light",
    KeyKind::Value,
    "COLOR",
    Category::Look,
    |p, s| {
        s.light = Some(color(p)?);
        Ok(())
    },
    |s, _| s.light.iter().map(ToString::to_string).collect(),
);

/// `dark`: the dark squares' colour.
pub(super) const DARK: Key = key(
    "dark",
    KeyKind::Value,
    "COLOR",
    Category::Look,
    |p, s| {
        s.dark = Some(color(p)?);
        Ok(())
    },
    |s, _| s.dark.iter().map(ToString::to_string).collect(),
);

/// `size`: the image's width in pixels.
pub(super) const SIZE: Key = Key {
    pair_aliases: &["width", "board-width"],
    value_type: ValueType::Whole,
    default: "400",
    ..key(
        "size",
        KeyKind::Value,
        "PX",
        Category::Look,
        |p, s| {
            let size = p.number()?;
            let (min, max) = (*SIZE_RANGE.start(), *SIZE_RANGE.end());
            if !(u64::from(min)..=u64::from(max)).contains(&size) {
                return Err(SettingsError::Size { size, min, max });
            }
            s.size = size as u32;
            Ok(())
        },
        |s, d| when(s.size != d.size, || s.size.to_string()),
    )
};

/// `flip`: the side the board is seen from.
pub(super) const FLIP: Key = Key {
    pair_aliases: &["orientation", "board-orientation", "flip-board"],
    choices: &["yes", "no", "auto", "black", "white"],
    ..key(
        "flip",
        KeyKind::Switch,
        "WHEN",
        Category::Look,
        |p, s| {
            s.flip = Flip::parse(p.value).ok_or_else(|| p.not_a_choice())?;
            Ok(())
        },
        |s, d| when(s.flip != d.flip, || s.flip.name().to_owned()),
    )
};

/// `no-flip`: from White's side (`flip` written back says it).
pub(super) const NO_FLIP: Key = key(
    "no-flip",
    KeyKind::Switch,
    "",
    Category::Look,
    |p, s| {
        s.flip = if p.yes_no()? {
            Flip::White
        } else {
            Flip::Black
        };
        Ok(())
    },
    |_, _| Vec::new(),
);

/// `coordinates`: where the file letters and rank numbers go.
pub(super) const COORDINATES: Key = Key {
    pair_aliases: &["notation", "show-notation", "show-board-notation"],
    choices: &["outside", "inside", "none"],
    ..key(
        "coordinates",
        KeyKind::Switch,
        "WHERE",
        Category::Look,
        |p, s| {
            s.coordinates = match p.trimmed().parse::<Coordinates>() {
                Ok(c) => c,
                Err(_) => match parse_yes_no(p.value) {
                    Some(true) => Coordinates::Outside,
                    Some(false) => Coordinates::None,
                    None => return Err(p.not_a_choice()),
                },
            };
            Ok(())
        },
        |s, d| {
            when(s.coordinates != d.coordinates, || {
                s.coordinates.name().to_owned()
            })
        },
    )
};

/// `no-coordinates`: no letters and numbers (`coordinates` written back
/// says it).
pub(super) const NO_COORDINATES: Key = key(
    "no-coordinates",
    KeyKind::Switch,
    "",
    Category::Look,
    |p, s| {
        s.coordinates = if p.yes_no()? {
            Coordinates::None
        } else {
            Coordinates::Outside
        };
        Ok(())
    },
    |_, _| Vec::new(),
);

/// `frame`: the line around the board.
pub(super) const FRAME: Key = Key {
    choices: &["none", "thin", "thick", "double"],
    default: "thin",
    ..key(
        "frame",
        KeyKind::Value,
        "FRAME",
        Category::Look,
        |p, s| {
            s.frame = p.trimmed().parse().map_err(|_| p.not_a_choice())?;
            Ok(())
        },
        |s, d| when(s.frame != d.frame, || s.frame.name().to_owned()),
    )
};

/// `side-to-move`: the side-to-move disc.
pub(super) const SIDE_TO_MOVE: Key = key(
    "side-to-move",
    KeyKind::Switch,
    "",
    Category::Look,
    |p, s| {
        s.side_to_move = p.yes_no()?;
        Ok(())
    },
    |s, _| flag(s.side_to_move),
);

/// `transparent`: no background.
pub(super) const TRANSPARENT: Key = key(
    "transparent",
    KeyKind::Switch,
    "",
    Category::Look,
    |p, s| {
        s.transparent = p.yes_no()?;
        Ok(())
    },
    |s, _| flag(s.transparent),
);

/// `pieces`: a folder of piece drawings (not for a request).
pub(super) const PIECES: Key = Key {
    ways: LOCAL,
    value_type: ValueType::Path,
    ..key(
        "pieces",
        KeyKind::Value,
        "DIR",
        Category::Look,
        |p, s| {
            s.pieces = Some(std::path::PathBuf::from(p.trimmed()));
            Ok(())
        },
        |s, _| {
            s.pieces
                .iter()
                .map(|p| p.to_string_lossy().into_owned())
                .collect()
        },
    )
};

/// `square-size`: the physical size of a square.
pub(super) const SQUARE_SIZE: Key = key(
    "square-size",
    KeyKind::Value,
    "LENGTH",
    Category::Look,
    |p, s| {
        let length = p.trimmed().parse().map_err(|_| SettingsError::SquareSize {
            value: p.value.to_owned(),
        })?;
        s.square_size = Some(length);
        Ok(())
    },
    |s, _| s.square_size.iter().map(ToString::to_string).collect(),
);

/// `dpi`: the resolution written into PNG files.
pub(super) const DPI: Key = Key {
    value_type: ValueType::Whole,
    ..key(
        "dpi",
        KeyKind::Value,
        "N",
        Category::Look,
        |p, s| {
            let dpi = p.number()?;
            if !(1..=u64::from(MAX_DPI)).contains(&dpi) {
                return Err(SettingsError::Dpi { value: dpi });
            }
            s.dpi = Some(dpi as u32);
            Ok(())
        },
        |s, _| s.dpi.iter().map(ToString::to_string).collect(),
    )
};

/// `glyph`: walks drawn in another shape or turn (`zebra=knight:90`).
pub(super) const GLYPH: Key = Key {
    pair_aliases: &["glyphs"],
    ..key(
        "glyph",
        KeyKind::Many,
        "WALK=SHAPE[:DEGREES]",
        Category::Look,
        |p, s| {
            for part in p.value.split(',').map(str::trim).filter(|t| !t.is_empty()) {
                if s.glyphs.len() >= MAX_MARKS {
                    return Err(p.too_many(MAX_MARKS));
                }
                s.glyphs
                    .push(part.parse().map_err(|_| SettingsError::Glyph {
                        value: part.to_owned(),
                    })?);
            }
            Ok(())
        },
        |s, _| {
            s.glyphs
                .iter()
                .map(|g| {
                    format!(
                        "{}={}:{}",
                        g.walk.name(crate::WalkLanguage::English),
                        g.shape.name(),
                        g.turn.degrees()
                    )
                })
                .collect()
        },
    )
};

/// `delay`: how long an animation shows each position (not for a
/// request).
pub(super) const DELAY: Key = Key {
    ways: LOCAL,
    value_type: ValueType::WholeIn {
        min: *DELAY_RANGE.start(),
        max: *DELAY_RANGE.end(),
    },
    default: "800",
    ..key(
        "delay",
        KeyKind::Value,
        "MS",
        Category::Look,
        |p, s| {
            let delay = p.number()?;
            let (min, max) = (*DELAY_RANGE.start(), *DELAY_RANGE.end());
            if !(u64::from(min)..=u64::from(max)).contains(&delay) {
                return Err(SettingsError::Delay { value: delay });
            }
            s.delay = delay as u32;
            Ok(())
        },
        |s, d| when(s.delay != d.delay, || s.delay.to_string()),
    )
};
