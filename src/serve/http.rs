//! What every response shares: the language of a request, problem documents
//! (RFC 9457), entity tags, and header values that stay ASCII.

use std::cell::RefCell;
use std::rc::Rc;

use axum::body::Body;
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde::Serialize;

use crate::app::i18n::{LANGUAGES, Messages, choose};
use crate::app::report::Reporter;
use crate::serve::diagram::Notice;

thread_local! {
    /// One reporter per language and thread, made when first needed.
    static REPORTERS: RefCell<Vec<(&'static str, Rc<Reporter>)>> = const { RefCell::new(Vec::new()) };
}

/// Runs `f` with messages in `lang` (one of [`LANGUAGES`]). The messages
/// are kept by the thread, so only the first use on a thread reads them.
pub fn with_reporter<T>(lang: &'static str, f: impl FnOnce(&Reporter) -> T) -> T {
    let reporter = REPORTERS.with(|cell| {
        let mut list = cell.borrow_mut();
        if let Some((_, r)) = list.iter().find(|(l, _)| *l == lang) {
            return r.clone();
        }
        let r = Rc::new(Reporter {
            msgs: Messages::new(lang),
            // Nothing a request causes is written on the server's stderr.
            quiet: true,
            strict: false,
            file: RefCell::new(None),
        });
        list.push((lang, r.clone()));
        r
    });
    f(&reporter)
}

/// The language for an `Accept-Language` header: the first of its tags, by
/// weight, that the interface speaks (a regional variant speaks its
/// language), else English.
#[must_use]
pub fn negotiate(accept: Option<&str>) -> &'static str {
    let default = LANGUAGES[0].0;
    let Some(accept) = accept else {
        return default;
    };
    let mut tags: Vec<(f32, usize, &str)> = accept
        .split(',')
        .take(32)
        .enumerate()
        .filter_map(|(i, item)| {
            let mut parts = item.split(';');
            let tag = parts.next()?.trim();
            let q = parts
                .find_map(|p| p.trim().strip_prefix("q="))
                .map_or(Some(1.0), |q| q.trim().parse::<f32>().ok())?;
            (!tag.is_empty() && tag != "*" && q > 0.0).then_some((q, i, tag))
        })
        .collect();
    tags.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
    for (_, _, tag) in tags {
        let lang = choose(Some(tag), |_| None);
        let primary = tag.split(['-', '_']).next().unwrap_or("");
        if lang != default || primary.eq_ignore_ascii_case(default) {
            return lang;
        }
    }
    default
}

/// The language of a request's messages: `lang` if it names one, else
/// `Accept-Language`.
#[must_use]
pub fn request_lang(lang: Option<&'static str>, headers: &HeaderMap) -> &'static str {
    lang.unwrap_or_else(|| {
        negotiate(
            headers
                .get(header::ACCEPT_LANGUAGE)
                .and_then(|v| v.to_str().ok()),
        )
    })
}

/// The value of `lang` in a raw query, if it is there.
#[must_use]
pub fn query_lang(query: Option<&str>) -> Option<&'static str> {
    form_urlencoded::parse(query?.as_bytes())
        .find(|(k, _)| k == "lang")
        .map(|(_, v)| choose(Some(&v), |_| None))
}

/// A query string as key/value pairs, decoded.
#[must_use]
pub fn pairs(query: Option<&str>) -> Vec<(String, String)> {
    query
        .map(|q| {
            form_urlencoded::parse(q.as_bytes())
                .map(|(k, v)| (k.into_owned(), v.into_owned()))
                .collect()
        })
        .unwrap_or_default()
}

/// Pairs as a query string, encoded.
#[must_use]
pub fn query_string<'a>(pairs: impl IntoIterator<Item = (&'a str, &'a str)>) -> String {
    let mut s = form_urlencoded::Serializer::new(String::new());
    for (k, v) in pairs {
        s.append_pair(k, v);
    }
    s.finish()
}

/// Whether an `If-None-Match` header names `tag` (or is `*`).
#[must_use]
pub fn matches(if_none_match: Option<&HeaderValue>, tag: &str) -> bool {
    let Some(v) = if_none_match.and_then(|v| v.to_str().ok()) else {
        return false;
    };
    v.split(',')
        .map(str::trim)
        .any(|t| t == "*" || t == tag || t.strip_prefix("W/").is_some_and(|weak| weak == tag))
}

/// Percent-encodes UTF-8 text so that it is safe in a header: everything
/// but letters, digits and `-._~` is written as `%XX`, as
/// `decodeURIComponent` reads it.
#[must_use]
pub fn percent_encode(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for b in text.bytes() {
        if b.is_ascii_alphanumeric() || b"-._~".contains(&b) {
            out.push(char::from(b));
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

/// Where the problem types are described.
const PROBLEM_BASE: &str = "/problems/";

/// The kinds of problem, each with its title's message.
pub const PROBLEMS: &[&str] = &[
    "bad-parameter",
    "no-record",
    "record",
    "render",
    "unsupported",
    "not-found",
    "method-not-allowed",
    "body-not-allowed",
    "uri-too-long",
    "headers-too-large",
    "busy",
    "timeout",
    "internal",
];

/// An error response: `application/problem+json` (RFC 9457).
#[derive(Debug, Clone)]
pub struct HttpError {
    /// The status.
    pub status: StatusCode,
    /// The kind, one of [`PROBLEMS`].
    pub slug: &'static str,
    /// The language of the texts.
    pub lang: &'static str,
    /// What went wrong, as the diagnostic says it.
    pub diagnostic: Notice,
    /// The query parameter concerned.
    pub parameter: Option<String>,
    /// Warnings that came before the error.
    pub warnings: Vec<Notice>,
    /// Seconds after which to try again (429, 503).
    pub retry_after: Option<u32>,
}

#[derive(Serialize)]
struct ProblemBody<'a> {
    #[serde(rename = "type")]
    kind: String,
    title: String,
    status: u16,
    detail: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    excerpt: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    column: Option<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    hint: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    parameter: Option<&'a str>,
    #[serde(skip_serializing_if = "<[Notice]>::is_empty")]
    warnings: &'a [Notice],
    lang: &'a str,
}

impl HttpError {
    /// A problem whose detail is the message `id` with its arguments.
    #[must_use]
    pub fn message(
        status: StatusCode,
        slug: &'static str,
        lang: &'static str,
        id: &str,
        args: &[(&str, fluent_bundle::FluentValue<'_>)],
    ) -> HttpError {
        let text = with_reporter(lang, |r| r.msgs.get(id, args));
        HttpError::new(status, slug, lang, Notice::plain("error", text))
    }

    /// A problem with a diagnostic.
    #[must_use]
    pub fn new(
        status: StatusCode,
        slug: &'static str,
        lang: &'static str,
        diagnostic: Notice,
    ) -> HttpError {
        HttpError {
            status,
            slug,
            lang,
            diagnostic,
            parameter: None,
            warnings: Vec::new(),
            retry_after: None,
        }
    }

    /// The JSON document.
    #[must_use]
    pub fn body(&self) -> String {
        let title = with_reporter(self.lang, |r| {
            r.msgs.text(&format!("serve-problem-{}", self.slug))
        });
        let d = &self.diagnostic;
        let body = ProblemBody {
            kind: format!("{PROBLEM_BASE}{}", self.slug),
            title,
            status: self.status.as_u16(),
            detail: &d.message,
            excerpt: d.excerpt.as_deref(),
            column: d.column,
            hint: d.hint.as_deref(),
            parameter: self.parameter.as_deref(),
            warnings: &self.warnings,
            lang: self.lang,
        };
        serde_json::to_string_pretty(&body).unwrap_or_default() + "\n"
    }
}

impl IntoResponse for HttpError {
    fn into_response(self) -> Response {
        let mut res = Response::new(Body::from(self.body()));
        *res.status_mut() = self.status;
        let h = res.headers_mut();
        h.insert(
            header::CONTENT_TYPE,
            HeaderValue::from_static("application/problem+json"),
        );
        h.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
        h.insert(header::VARY, HeaderValue::from_static("Accept-Language"));
        h.insert(
            header::CONTENT_LANGUAGE,
            HeaderValue::from_static(self.lang),
        );
        if let Some(s) = self.retry_after {
            h.insert(header::RETRY_AFTER, HeaderValue::from(s));
        }
        if self.status == StatusCode::METHOD_NOT_ALLOWED {
            h.insert(header::ALLOW, HeaderValue::from_static("GET, HEAD"));
        }
        if matches!(
            self.status,
            StatusCode::PAYLOAD_TOO_LARGE
                | StatusCode::URI_TOO_LONG
                | StatusCode::REQUEST_HEADER_FIELDS_TOO_LARGE
        ) {
            h.insert(header::CONNECTION, HeaderValue::from_static("close"));
        }
        res
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accept_language_by_weight() {
        assert_eq!(negotiate(None), "en");
        assert_eq!(negotiate(Some("de-DE,de;q=0.9,en;q=0.8")), "de");
        assert_eq!(negotiate(Some("pt-BR,fr;q=0.5,nl;q=0.7")), "nl");
        assert_eq!(negotiate(Some("en-GB,de;q=0.9")), "en");
        assert_eq!(negotiate(Some("it;q=0,fr")), "fr");
        assert_eq!(negotiate(Some("*, xx")), "en");
        assert_eq!(negotiate(Some("nl_BE")), "nl");
        assert_eq!(negotiate(Some(";;;,q=,")), "en");
    }

    #[test]
    fn entity_tags_are_stable() {
        let a = crate::serve::diagram::etag("fen=8/8/8/8/8/8/8/8\n");
        assert_eq!(a.len(), 34);
        assert_eq!(a, crate::serve::diagram::etag("fen=8/8/8/8/8/8/8/8\n"));
        assert_ne!(a, crate::serve::diagram::etag("fen=8/8/8/8/8/8/8/7\n"));
        let v = HeaderValue::from_str(&format!("\"x\", {a}")).unwrap();
        assert!(matches(Some(&v), &a));
        let weak = HeaderValue::from_str(&format!("W/{a}")).unwrap();
        assert!(matches(Some(&weak), &a));
        assert!(matches(Some(&HeaderValue::from_static("*")), &a));
        assert!(!matches(Some(&HeaderValue::from_static("\"y\"")), &a));
        assert!(!matches(None, &a));
    }

    #[test]
    fn percent_encoding_keeps_headers_ascii() {
        assert_eq!(
            percent_encode("`S` in Reihe 1, „Englisch“"),
            "%60S%60%20in%20Reihe%201%2C%20%E2%80%9EEnglisch%E2%80%9C"
        );
    }

    #[test]
    fn problems_are_json_with_the_rfc_members() {
        let p = HttpError::message(
            StatusCode::BAD_REQUEST,
            "no-record",
            "de",
            "serve-err-no-record",
            &[],
        );
        let v: serde_json::Value = serde_json::from_str(&p.body()).unwrap();
        assert_eq!(v["type"], "/problems/no-record");
        assert_eq!(v["status"], 400);
        assert_eq!(v["lang"], "de");
        assert!(v["title"].as_str().is_some_and(|t| !t.is_empty()));
        assert!(v["detail"].as_str().is_some_and(|t| !t.is_empty()));
    }
}
