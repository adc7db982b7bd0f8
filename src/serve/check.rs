//! What `/check` and the page say about a record: its warnings or error,
//! the record in English letters, the notation read and the image URLs.

use serde::Serialize;

use crate::serve::diagram::{self, Notice};
use crate::serve::http::{query_string, with_reporter};
use crate::serve::params::Settings;

/// What `/check` says about a record.
#[derive(Serialize)]
pub struct CheckReport {
    /// Whether the record can be drawn.
    pub ok: bool,
    /// The language of the messages.
    pub lang: &'static str,
    /// Why it cannot be drawn.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<Notice>,
    /// Notes and warnings.
    pub diagnostics: Vec<Notice>,
    /// The record in English letters.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub record: Option<String>,
    /// The notation read.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub dialect: Option<String>,
    /// A notation that would read every letter, when the one used does not.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub suggestion: Option<String>,
    /// The suggested notation's name, in the report's language.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub suggestion_name: Option<String>,
    /// `w` or `b`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub side_to_move: Option<&'static str>,
    /// Files and ranks.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub board: Option<(usize, usize)>,
    /// The diagram's URLs (relative), by format.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub urls: Option<Urls>,
}

/// The URLs of a diagram.
#[derive(Serialize, Clone)]
pub struct Urls {
    /// SVG.
    pub svg: String,
    /// PNG.
    pub png: String,
    /// PDF.
    pub pdf: String,
}

/// Reads a record in `lang` and says what the page needs to know.
pub fn report(settings: &Settings, lang: &'static str) -> CheckReport {
    with_reporter(lang, |r| match diagram::read(settings, r) {
        Ok(reading) => {
            let mut url_settings = settings.clone();
            if url_settings.captions.is_empty() {
                // The language changes nothing drawn.
                url_settings.lang = None;
            }
            if settings.dialect == crate::notation::DialectChoice::Auto {
                url_settings.dialect =
                    crate::notation::DialectChoice::Fixed(reading.record.dialect);
            }
            let pairs = crate::serve::params::query_pairs(&url_settings);
            let q = query_string(pairs.iter().map(|(k, v)| (k.as_str(), v.as_str())));
            let url = |ext: &str| format!("/diagram.{ext}?{q}");
            let suggestion =
                crate::notation::suggest(reading.record.placement_text(), &reading.record.dialect)
                    .filter(|_| reading.record.detection.is_none());
            CheckReport {
                ok: true,
                lang,
                error: None,
                record: Some(reading.english()),
                dialect: Some(diagram::dialect_code(settings, &reading)),
                suggestion_name: suggestion.as_ref().map(|d| r.dialect_name(d)),
                suggestion: suggestion.map(|d| d.code()),
                side_to_move: diagram::side_name(reading.record.side_to_move),
                board: Some((reading.board.width(), reading.board.height())),
                urls: Some(Urls {
                    svg: url("svg"),
                    png: url("png"),
                    pdf: url("pdf"),
                }),
                diagnostics: reading.diagnostics,
            }
        }
        Err(e) => CheckReport {
            ok: false,
            lang,
            error: Some(*e),
            diagnostics: Vec::new(),
            record: None,
            dialect: None,
            suggestion: None,
            suggestion_name: None,
            side_to_move: None,
            board: None,
            urls: None,
        },
    })
}
