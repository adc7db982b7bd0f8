//! The service's side of the settings ([`crate::settings`], where every
//! key is read): the limits a request is held to, and the kind of problem a
//! settings error is.

pub use crate::settings::{
    CheckChoice, LastMove, MAX_MARKS, Move, Settings, SettingsError as ParamError, Way,
    parse_number, parse_yes_no,
};

/// The widest image the service draws, in pixels.
pub const MAX_SIZE: u32 = 2048;
/// The narrowest image, in pixels.
pub const MIN_SIZE: u32 = 16;

/// Settings from a request's pairs, held to the service's limits.
///
/// # Errors
/// The first pair that is wrong; a key a request cannot use (`pieces`); an
/// image wider than [`MAX_SIZE`].
pub fn read<'a>(
    pairs: impl IntoIterator<Item = (&'a str, &'a str)>,
) -> Result<Settings, ParamError> {
    let mut s = Settings::default();
    for (k, v) in pairs {
        // A size past what any diagram may be is past the service's limit
        // too: one limit, said one way.
        s.apply_from(Way::Query, k, v).map_err(|e| match e {
            ParamError::Size { size, .. } => ParamError::Size {
                size,
                min: MIN_SIZE,
                max: MAX_SIZE,
            },
            e => e,
        })?;
    }
    limit(&s)?;
    Ok(s)
}

/// Holds settings to the service's limits.
///
/// # Errors
/// An image wider than [`MAX_SIZE`].
pub fn limit(s: &Settings) -> Result<(), ParamError> {
    if !(MIN_SIZE..=MAX_SIZE).contains(&s.size) {
        return Err(ParamError::Size {
            size: u64::from(s.size),
            min: MIN_SIZE,
            max: MAX_SIZE,
        });
    }
    Ok(())
}

/// The language of captions and warnings in an image: the one asked for,
/// else English (never the browser's, so that a URL always gives the same
/// bytes).
#[must_use]
pub fn image_lang(s: &Settings) -> &'static str {
    match s.lang.as_deref() {
        Some(l) => crate::app::i18n::choose(Some(l), |_| None),
        None => crate::app::i18n::LANGUAGES[0].0,
    }
}

/// The settings as the pairs of a query string, the words of a key joined
/// with `_` (`side_to_move`).
#[must_use]
pub fn query_pairs(s: &Settings) -> Vec<(String, String)> {
    s.pairs()
        .into_iter()
        .map(|(k, v)| (k.replace('-', "_"), v))
        .collect()
}

/// The kind of problem, the last part of its `type` URI.
#[must_use]
pub fn slug(e: &ParamError) -> &'static str {
    match e {
        ParamError::Unsupported { .. } => "unsupported",
        ParamError::NoRecord => "no-record",
        _ => "bad-parameter",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_request_is_held_to_the_service_limits() {
        assert_eq!(
            read([("fen", "8"), ("size", "4096")]),
            Err(ParamError::Size {
                size: 4096,
                min: MIN_SIZE,
                max: MAX_SIZE
            })
        );
        assert_eq!(
            read([("fen", "8"), ("pieces", "/etc")]),
            Err(ParamError::NotHere {
                key: "pieces".into(),
                way: Way::Query
            })
        );
        assert!(read([("fen", "8"), ("size", "2048")]).is_ok());
    }

    #[test]
    fn trap_07_one_size_limit_said_one_way() {
        for size in ["3000", "5000", "10"] {
            assert_eq!(
                read([("fen", "8"), ("size", size)]),
                Err(ParamError::Size {
                    size: size.parse().expect("a number"),
                    min: MIN_SIZE,
                    max: MAX_SIZE
                }),
                "{size}"
            );
        }
        assert_eq!(slug(&ParamError::NoRecord), "no-record");
    }
}
