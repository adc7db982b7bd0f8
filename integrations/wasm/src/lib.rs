//! The forsythe engine as a WebAssembly module that speaks Typst's plugin
//! protocol: each function takes byte strings and answers one. The Typst
//! package calls it as a plugin; the npm package runs the same module
//! through a host of the same protocol.
//!
//! A request is a JSON object:
//!
//! ```json
//! {"lang": "en", "way": "document", "format": "svg",
//!  "pairs": [["fen", "8/8/8/4k3/8/8/8/4K3 w"], ["arrows", "e1e2"]],
//!  "defaults": [["theme", "hatched"]], "block": "…", "text": "…", "to": "de"}
//! ```
//!
//! `draw` takes `pairs` (or a `block` of `key: value` lines) over
//! `defaults`; `describe` and `translate` take `pairs` (`translate` also
//! `to`); `file` draws each item of a file's `text` by `pairs`. Every key
//! but the ones a function reads may be left out (`lang` is English, `way`
//! a Markdown block's keys, `format` SVG).
//!
//! An answer is the length of a JSON header as four bytes (big-endian),
//! the header, then the body: the image, or the text in UTF-8. The header
//! says `ok`, the `version` of the engine, the image's `alt` and `words`
//! (those a document sets: only the ones there are, or `null` for none),
//! and every diagnostic (`level`, `message`, `hint`, `key`, `line`,
//! `column`, and `text`, all of it in one line); a request that drew
//! nothing has `ok: false` and its `error`, and no body. For `file` the
//! header lists the `items`, each with its `alt`, `words`, `diagnostics`
//! and the `size` of its image in the body, the images one after another.
//! Only a request that is not JSON is refused by the protocol itself.

#![forbid(unsafe_code)]

use std::cell::RefCell;

use forsythe::host::{Answer, Diagnostic, DocumentWords, Drawing, Engine, EngineError};
use forsythe::render::Format;
use forsythe::settings::Way;
use serde::{Deserialize, Serialize};

#[cfg(target_arch = "wasm32")]
wasm_minimal_protocol::initiate_protocol!();

/// A request, as the module's callers write it.
#[derive(Debug, Default, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Request {
    lang: Option<String>,
    way: Option<String>,
    format: Option<String>,
    pairs: Vec<(String, String)>,
    defaults: Vec<(String, String)>,
    block: Option<String>,
    text: Option<String>,
    to: Option<String>,
}

thread_local! {
    /// An engine for each language and way, kept from call to call: its
    /// piece art, font and shapes are prepared once. Nothing a call answers
    /// depends on whether it is warm.
    static ENGINES: RefCell<Vec<(String, bool, Engine)>> = const { RefCell::new(Vec::new()) };
}

/// The version of the engine, as the crate gives it.
#[cfg_attr(target_arch = "wasm32", wasm_minimal_protocol::wasm_func)]
#[must_use]
pub fn version() -> Vec<u8> {
    forsythe::VERSION.as_bytes().to_vec()
}

/// Draws one diagram.
///
/// # Errors
/// A request that is not JSON of the request's shape.
#[cfg_attr(target_arch = "wasm32", wasm_minimal_protocol::wasm_func)]
pub fn draw(request: &[u8]) -> Result<Vec<u8>, String> {
    let request = read(request)?;
    let format = format(&request)?;
    Ok(with_engine(&request, |engine| {
        let defaults = pairs(&request.defaults);
        let drawn = match &request.block {
            Some(block) => engine.draw_block(block, &defaults, format),
            None => engine.draw_over(&defaults, &pairs(&request.pairs), format),
        };
        match drawn {
            Ok(d) => answer(&DrawingHeader::of(&d, None), &d.bytes),
            Err(e) => failure(&e),
        }
    }))
}

/// The position in words.
///
/// # Errors
/// A request that is not JSON of the request's shape.
#[cfg_attr(target_arch = "wasm32", wasm_minimal_protocol::wasm_func)]
pub fn describe(request: &[u8]) -> Result<Vec<u8>, String> {
    let request = read(request)?;
    Ok(with_engine(&request, |engine| {
        text_answer(engine.describe(&pairs(&request.pairs)))
    }))
}

/// The record written in the notation `to`.
///
/// # Errors
/// A request that is not JSON of the request's shape.
#[cfg_attr(target_arch = "wasm32", wasm_minimal_protocol::wasm_func)]
pub fn translate(request: &[u8]) -> Result<Vec<u8>, String> {
    let request = read(request)?;
    let to = request.to.clone().unwrap_or_default();
    Ok(with_engine(&request, |engine| {
        text_answer(engine.translate(&pairs(&request.pairs), &to))
    }))
}

/// Draws each item of a file.
///
/// # Errors
/// A request that is not JSON of the request's shape.
#[cfg_attr(target_arch = "wasm32", wasm_minimal_protocol::wasm_func)]
pub fn file(request: &[u8]) -> Result<Vec<u8>, String> {
    let request = read(request)?;
    let format = format(&request)?;
    let text = request.text.clone().unwrap_or_default();
    Ok(with_engine(&request, |engine| {
        match engine.file(&text, &pairs(&request.pairs), format) {
            Ok(drawings) => {
                let header = FileHeader {
                    ok: true,
                    version: forsythe::VERSION,
                    alt: "",
                    items: drawings
                        .iter()
                        .map(|d| DrawingHeader::of(d, Some(d.bytes.len())))
                        .collect(),
                    diagnostics: Vec::new(),
                };
                let body: Vec<u8> = drawings
                    .iter()
                    .flat_map(|d| d.bytes.iter().copied())
                    .collect();
                answer(&header, &body)
            }
            Err(e) => failure(&e),
        }
    }))
}

/// The request read from its JSON.
fn read(request: &[u8]) -> Result<Request, String> {
    serde_json::from_slice(request)
        .map_err(|e| format!("the request is not one forsythe reads: {e}"))
}

/// The formats this module draws.
const FORMATS: &str = if cfg!(feature = "raster") {
    "svg, png or gif"
} else {
    "svg"
};

/// The format asked for (SVG when none is).
fn format(request: &Request) -> Result<Format, String> {
    match request.format.as_deref() {
        None => Ok(Format::Svg),
        Some(name) => name
            .parse()
            .map_err(|_| format!("`{name}` is not a format forsythe draws here: {FORMATS}")),
    }
}

/// The pairs as the engine takes them.
fn pairs(pairs: &[(String, String)]) -> Vec<(&str, &str)> {
    pairs
        .iter()
        .map(|(k, v)| (k.as_str(), v.as_str()))
        .collect()
}

/// Runs `f` on the engine of the request's language and way.
fn with_engine(request: &Request, f: impl FnOnce(&mut Engine) -> Vec<u8>) -> Vec<u8> {
    let lang = request.lang.as_deref().unwrap_or("en");
    let document = request.way.as_deref() == Some("document");
    ENGINES.with_borrow_mut(|engines| {
        let at = match engines
            .iter()
            .position(|(l, d, _)| l == lang && *d == document)
        {
            Some(at) => at,
            None => {
                let way = if document { Way::Document } else { Way::Block };
                engines.push((lang.to_owned(), document, Engine::new(lang).by(way)));
                engines.len() - 1
            }
        };
        f(&mut engines[at].2)
    })
}

/// The header of a drawing: its alternative text, its words, what was
/// said; in a file's list, the size of its image too.
#[derive(Serialize)]
struct DrawingHeader<'a> {
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    ok: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    version: Option<&'static str>,
    alt: &'a str,
    words: Option<Words<'a>>,
    natural: bool,
    diagnostics: Vec<DiagnosticOut<'a>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    size: Option<usize>,
}

impl<'a> DrawingHeader<'a> {
    /// A drawing's header; `size` for an item of a file's list, which is
    /// not an answer of its own.
    fn of(d: &'a Drawing, size: Option<usize>) -> DrawingHeader<'a> {
        DrawingHeader {
            ok: size.is_none(),
            version: size.is_none().then_some(forsythe::VERSION),
            alt: &d.alt,
            words: d.words.as_ref().filter(|w| !w.is_empty()).map(Words),
            natural: d.natural,
            diagnostics: diagnostics(&d.diagnostics),
            size,
        }
    }
}

/// The header of a file's drawings.
#[derive(Serialize)]
struct FileHeader<'a> {
    ok: bool,
    version: &'static str,
    alt: &'static str,
    items: Vec<DrawingHeader<'a>>,
    diagnostics: Vec<DiagnosticOut<'a>>,
}

/// The header of a text answer.
#[derive(Serialize)]
struct TextHeader<'a> {
    ok: bool,
    version: &'static str,
    diagnostics: Vec<DiagnosticOut<'a>>,
}

/// The header of a request that made nothing.
#[derive(Serialize)]
struct FailureHeader<'a> {
    ok: bool,
    version: &'static str,
    error: String,
    diagnostics: Vec<DiagnosticOut<'a>>,
}

/// A diagnostic as JSON.
#[derive(Serialize)]
struct DiagnosticOut<'a> {
    level: &'static str,
    message: &'a str,
    hint: Option<&'a str>,
    key: Option<&'a str>,
    line: Option<usize>,
    column: Option<usize>,
    text: String,
}

/// The words a document sets, as JSON: only the ones there are.
struct Words<'a>(&'a DocumentWords);

impl Serialize for Words<'_> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let there = self.0.by_name().into_iter();
        serializer.collect_map(there.filter_map(|(name, word)| Some((name, word?))))
    }
}

/// A text answer, or the failure.
fn text_answer(made: Result<Answer, EngineError>) -> Vec<u8> {
    match made {
        Ok(a) => answer(
            &TextHeader {
                ok: true,
                version: forsythe::VERSION,
                diagnostics: diagnostics(&a.diagnostics),
            },
            a.text.as_bytes(),
        ),
        Err(e) => failure(&e),
    }
}

/// The answer to a request that made nothing.
fn failure(e: &EngineError) -> Vec<u8> {
    let header = FailureHeader {
        ok: false,
        version: forsythe::VERSION,
        error: e.to_string(),
        diagnostics: diagnostics(&e.diagnostics),
    };
    answer(&header, &[])
}

/// The header's length as four bytes (big-endian), the header and the
/// body, one after another.
fn answer(header: &impl Serialize, body: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(512 + body.len());
    out.extend_from_slice(&[0; 4]);
    // Writing into a vector fails only for a map with keys that are not
    // text, which no header has.
    let _ = serde_json::to_writer(&mut out, header);
    let length = u32::try_from(out.len() - 4).unwrap_or(u32::MAX);
    out[..4].copy_from_slice(&length.to_be_bytes());
    out.extend_from_slice(body);
    out
}

/// The diagnostics as JSON.
fn diagnostics(list: &[Diagnostic]) -> Vec<DiagnosticOut<'_>> {
    list.iter()
        .map(|d| DiagnosticOut {
            level: d.level.name(),
            message: &d.message,
            hint: d.hint.as_deref(),
            key: d.key.as_deref(),
            line: d.line,
            column: d.column,
            text: d.to_string(),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::{Value, json};

    /// The header and body of an answer.
    fn open(answer: &[u8]) -> (Value, &[u8]) {
        let n = u32::from_be_bytes(answer[..4].try_into().unwrap()) as usize;
        let header = serde_json::from_slice(&answer[4..4 + n]).unwrap();
        (header, &answer[4 + n..])
    }

    #[test]
    fn a_diagram_is_drawn_with_its_header() {
        let request = br#"{"pairs": [["fen", "8/8/8/4k3/8/8/8/4K3 w"]], "format": "svg"}"#;
        let answer = draw(request).unwrap();
        let (header, body) = open(&answer);
        assert_eq!(header["ok"], json!(true));
        assert_eq!(header["version"], json!(forsythe::VERSION));
        assert_eq!(
            header["alt"],
            json!("White to move. White: king e1. Black: king e5.")
        );
        assert!(body.starts_with(b"<svg"));
    }

    /// A document's drawing says which words the document sets: only
    /// those there are, or none at all.
    #[test]
    fn a_document_is_given_the_words_there_are() {
        let request = |caption: &str| {
            format!(
                r#"{{"way": "document", "pairs": [["fen", "8/8/8/4k3/8/8/8/4K3 w"]{caption}], "defaults": [["texts", "document"]]}}"#
            )
        };
        let (header, _) = open_owned(&draw(request("").as_bytes()).unwrap());
        assert_eq!(header["words"], json!(null));
        let captioned = request(r#", ["caption", "Zugzwang"]"#);
        let (header, _) = open_owned(&draw(captioned.as_bytes()).unwrap());
        assert_eq!(header["words"], json!({"caption": "Zugzwang"}));
    }

    /// The npm package's module draws PNG; the Typst package's, built
    /// without `raster`, says it does not.
    #[test]
    fn png_as_the_module_is_built() {
        let request = br#"{"pairs": [["fen", "8/8/8/4k3/8/8/8/4K3 w"]], "format": "png"}"#;
        let (header, body) = open_owned(&draw(request).unwrap());
        if cfg!(feature = "raster") {
            assert_eq!(header["ok"], json!(true));
            assert!(body.starts_with(b"\x89PNG"));
        } else {
            assert_eq!(header["ok"], json!(false));
            assert_eq!(
                header["error"],
                json!(
                    "error: this forsythe was built without png output (its `raster` feature is off)"
                )
            );
            assert!(body.is_empty());
        }
    }

    #[test]
    fn a_mistake_is_a_header_that_says_where() {
        let request =
            br#"{"lang": "de", "pairs": [["fen", "8/8/8/4k3/8/8/8/4K3"], ["arrows", "e2e9"]]}"#;
        let (header, body) = open_owned(&draw(request).unwrap());
        assert_eq!(header["ok"], json!(false));
        assert_eq!(header["diagnostics"][0]["key"], json!("arrows"));
        assert!(
            header["error"]
                .as_str()
                .unwrap()
                .starts_with("arrows:1:1: error: ")
        );
        assert!(body.is_empty());
        assert!(
            draw(b"not json")
                .unwrap_err()
                .contains("not one forsythe reads")
        );
        assert!(
            draw(br#"{"format": "tiff"}"#)
                .unwrap_err()
                .contains("`tiff`")
        );
    }

    fn open_owned(answer: &[u8]) -> (Value, Vec<u8>) {
        let (h, b) = open(answer);
        (h, b.to_vec())
    }

    #[test]
    fn a_file_answers_each_item() {
        let text = "8/8/8/4k3/8/8/8/4K3 w - -\n8/8/8/8/8/8/8/QK5k b - -\n";
        let request = json!({"text": text, "way": "document", "pairs": [["texts", "document"]]});
        let answer = file(request.to_string().as_bytes()).unwrap();
        let (header, body) = open(&answer);
        let items = header["items"].as_array().unwrap();
        assert_eq!(items.len(), 2);
        let sizes: usize = items
            .iter()
            .map(|i| i["size"].as_u64().unwrap() as usize)
            .sum();
        assert_eq!(sizes, body.len());
        assert!(body.starts_with(b"<svg"));
    }

    #[test]
    fn words_and_notations() {
        let request =
            br#"{"lang": "fr", "pairs": [["fen", "8/8/8/4k3/8/8/8/4K2Q w - - 0 1"]], "to": "de"}"#;
        let (header, body) = open_owned(&translate(request).unwrap());
        assert_eq!(header["ok"], json!(true));
        assert_eq!(body, b"8/8/8/4k3/8/8/8/4K2D w - - 0 1");
        let (_, body) = open_owned(&describe(request).unwrap());
        assert!(String::from_utf8(body).unwrap().contains("roi e1"));
        assert_eq!(version(), forsythe::VERSION.as_bytes());
    }
}
