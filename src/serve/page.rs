//! The page at `/`: a field for a record, the diagram that follows it, its
//! warnings, downloads and the image link. The server fills the page in, so
//! it works as a plain form without scripts; the script then redraws as you
//! type, through `/check`.

use crate::notation::{Dialect, DialectName};
use crate::render::Theme;
use axum::http::{HeaderMap, header};

use crate::app::i18n::{LANGUAGES, s};
use crate::app::report::Reporter;
use crate::serve::check::Urls;
use crate::serve::diagram::Notice;
use crate::serve::http::{pairs, with_reporter};
use crate::serve::params::{ParamError, Settings};

/// The page's template.
const HTML: &str = include_str!("../../assets/web/index.html");
/// The page's style sheet, served at `/page.css`.
pub const CSS: &str = include_str!("../../assets/web/page.css");
/// The page's script, served at `/page.js`.
pub const JS: &str = include_str!("../../assets/web/page.js");
/// The board editor's script, served at `/editor.js`.
pub const EDITOR_JS: &str = include_str!("../../assets/web/editor.js");

/// What the page may load: only itself, and images from the service.
pub const CSP: &str = "default-src 'none'; script-src 'self'; style-src 'self'; \
    img-src 'self' data:; connect-src 'self'; form-action 'self'; base-uri 'none'; \
    frame-ancestors 'none'";

/// The sizes offered, in pixels.
const SIZES: &[u32] = &[200, 300, 400, 500, 600, 800, 1000];

/// The form's fields as sent.
#[derive(Debug, Clone)]
pub struct Form {
    /// The record.
    pub fen: String,
    /// The record the record is laid over (the editor's "changes since").
    pub base: String,
    /// The notation's code (`auto` when none was sent).
    pub dialect: String,
    /// The theme's name.
    pub theme: String,
    /// The size, as sent.
    pub size: String,
    /// Seen from Black's side.
    pub flip: bool,
    /// Coordinates (on unless the form says otherwise).
    pub coordinates: bool,
    /// The side-to-move disc.
    pub side_to_move: bool,
    /// The page's language, when chosen.
    pub lang: Option<&'static str>,
    /// The settings the fields make, or what is wrong with them.
    pub settings: Result<Settings, ParamError>,
}

impl Form {
    /// Reads the page's query. A query from the form itself (`form=1`)
    /// leaves out the boxes that are not ticked; any other takes the
    /// defaults for what it does not say.
    #[must_use]
    pub fn read(query: Option<&str>) -> Form {
        let pairs = pairs(query);
        let get = |k: &str| {
            pairs
                .iter()
                .find(|(key, _)| key == k)
                .map(|(_, v)| v.as_str())
        };
        let from_form = get("form") == Some("1");
        let ticked = |k: &str, default: bool| match get(k) {
            Some(v) => crate::serve::params::parse_yes_no(v).unwrap_or(default),
            None => default && !from_form,
        };
        let mut form = Form {
            fen: get("fen").unwrap_or("").to_owned(),
            base: get("base").unwrap_or("").to_owned(),
            dialect: get("dialect").unwrap_or("auto").to_owned(),
            theme: get("theme").unwrap_or("classic").to_owned(),
            size: get("size").unwrap_or("400").to_owned(),
            flip: ticked("flip", false),
            coordinates: ticked("coordinates", true),
            side_to_move: ticked("side_to_move", false),
            lang: get("lang").map(|l| crate::app::i18n::choose(Some(l), |_| None)),
            settings: Ok(Settings::default()),
        };
        let bool_text = |b: bool| if b { "1" } else { "0" };
        let fields = [
            ("fen", form.fen.clone()),
            ("dialect", form.dialect.clone()),
            ("theme", form.theme.clone()),
            ("size", form.size.clone()),
            ("flip", bool_text(form.flip).to_owned()),
            ("coordinates", bool_text(form.coordinates).to_owned()),
            ("side_to_move", bool_text(form.side_to_move).to_owned()),
            ("base", form.base.clone()),
        ];
        // A blank page has no record yet: nothing is wrong with it.
        form.settings = crate::serve::params::read(
            fields
                .iter()
                .filter(|(k, v)| !matches!(*k, "fen" | "base") || !v.trim().is_empty())
                .map(|(k, v)| (*k, v.as_str())),
        );
        form
    }
}

/// The scheme and host the page was asked for (`http://localhost:8080`),
/// for the image link; empty when the `Host` header is missing or odd.
#[must_use]
pub fn origin(headers: &HeaderMap) -> String {
    let host = headers
        .get(header::HOST)
        .and_then(|h| h.to_str().ok())
        .filter(|h| {
            !h.is_empty()
                && h.len() <= 255
                && h.bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b"-.:[]".contains(&b))
        });
    let https = headers
        .get("x-forwarded-proto")
        .is_some_and(|v| v.as_bytes().eq_ignore_ascii_case(b"https"));
    host.map(|h| format!("{}://{h}", if https { "https" } else { "http" }))
        .unwrap_or_default()
}

/// `text` escaped for HTML text and quoted attributes.
pub use crate::app::files::html_escape as escape;

/// A message as HTML: escaped, with the parts between backticks set as code.
#[must_use]
pub fn message_html(text: &str) -> String {
    let parts: Vec<&str> = text.split('`').collect();
    if parts.len().is_multiple_of(2) {
        // An odd number of backticks: shown as written.
        return escape(text);
    }
    let mut out = String::new();
    for (i, part) in parts.iter().enumerate() {
        if i % 2 == 1 {
            out.push_str(&format!("<code>{}</code>", escape(part)));
        } else {
            out.push_str(&escape(part));
        }
    }
    out
}

fn option(value: &str, label: &str, selected: bool) -> String {
    format!(
        "<option value=\"{}\"{}>{}</option>",
        escape(value),
        if selected { " selected" } else { "" },
        escape(label)
    )
}

fn dialect_label(r: &Reporter, d: &Dialect) -> String {
    let letters: String = d
        .letters()
        .iter()
        .map(char::to_string)
        .collect::<Vec<_>>()
        .join(" ");
    let name = r.dialect_name(d);
    let mut chars = name.chars();
    let name: String = chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default();
    format!("{name} ({letters})")
}

/// The diagnostics as the page shows them (the script builds the same).
fn diagnostics_html(r: &Reporter, list: &[Notice], suggestion: Option<(&str, &str)>) -> String {
    let mut out = String::new();
    for d in list {
        let label = r.msgs.text(&format!("severity-{}", d.severity));
        out.push_str(&format!(
            "<div class=\"diag {}\"><p class=\"msg\"><span class=\"sev\">{}</span> {}</p>",
            d.severity,
            escape(&label),
            message_html(&d.message)
        ));
        if let Some(e) = &d.excerpt {
            out.push_str(&format!("<pre class=\"excerpt\">{}</pre>", escape(e)));
        }
        if let Some(h) = &d.hint {
            out.push_str(&format!(
                "<p class=\"hint\"><span class=\"sev\">{}</span> {}",
                escape(&r.msgs.text("severity-hint")),
                message_html(h)
            ));
            if let Some((code, name)) = suggestion.filter(|_| d.severity == "warning") {
                out.push_str(&format!(
                    " <button type=\"submit\" name=\"dialect\" value=\"{}\" class=\"use-dialect\">{}</button>",
                    escape(code),
                    escape(&r.msgs.get("serve-page-use-dialect", &[("dialect", s(name))]))
                ));
            }
            out.push_str("</p>");
        }
        out.push_str("</div>");
    }
    out
}

/// The strings the script needs, as JSON.
fn script_texts(r: &Reporter) -> String {
    let keys = [
        ("error", "severity-error"),
        ("warning", "severity-warning"),
        ("note", "severity-note"),
        ("hint", "severity-hint"),
        ("copy", "serve-page-copy"),
        ("copied", "serve-page-copied"),
        ("offline", "serve-page-offline"),
        ("useDialect", "serve-page-use-dialect"),
        ("alt", "serve-page-diagram-alt"),
        ("empty", "serve-page-empty"),
        ("clean", "serve-page-clean"),
    ];
    let map: serde_json::Map<String, serde_json::Value> = keys
        .iter()
        .map(|(k, id)| {
            // Placeholders stay for the script to fill in.
            let text = r.msgs.get(
                id,
                &[("dialect", s("{dialect}")), ("record", s("{record}"))],
            );
            ((*k).to_owned(), serde_json::Value::String(text))
        })
        .collect();
    // `</` cannot end the script element early.
    serde_json::to_string(&map)
        .unwrap_or_default()
        .replace("</", "<\\/")
}

/// The page in `lang`, filled in from the form; `origin` makes the image
/// link absolute.
#[must_use]
pub fn render(form: &Form, lang: &'static str, origin: &str) -> String {
    with_reporter(lang, |r| {
        let t = |id: &str| escape(&r.msgs.text(id));
        let (messages, figure, urls) = record_checked(r, form, lang);
        let (svg, png, pdf) = urls
            .as_ref()
            .map(|u| (u.svg.clone(), u.png.clone(), u.pdf.clone()))
            .unwrap_or_default();
        let link = if png.is_empty() {
            String::new()
        } else {
            format!("{origin}{png}")
        };
        let checked = |b: bool| if b { " checked" } else { "" };
        let fields: Vec<(&str, String)> = vec![
            ("lang", escape(lang)),
            ("title", t("serve-page-title")),
            ("intro", t("serve-page-intro")),
            ("label_record", t("serve-page-record")),
            ("help_record", t("serve-page-record-help")),
            ("fen", escape(&form.fen)),
            ("messages", messages),
            ("label_options", t("serve-page-options")),
            ("label_notation", t("serve-page-notation")),
            ("dialect_options", dialect_options(r, form)),
            ("label_theme", t("serve-page-theme")),
            ("theme_options", theme_options(r, form)),
            ("label_size", t("serve-page-size")),
            ("size_options", size_options(form)),
            ("flip", checked(form.flip).to_owned()),
            ("label_flip", t("serve-page-flip")),
            ("coordinates", checked(form.coordinates).to_owned()),
            ("label_coordinates", t("serve-page-coordinates")),
            ("side_to_move", checked(form.side_to_move).to_owned()),
            ("label_side_to_move", t("serve-page-side-to-move")),
            ("label_language", t("serve-page-language")),
            ("lang_options", lang_options(lang)),
            ("label_show", t("serve-page-show")),
            ("label_diagram", t("serve-page-diagram")),
            ("figure", figure),
            (
                "hidden",
                if urls.is_some() { "" } else { " hidden" }.to_owned(),
            ),
            ("label_download", t("serve-page-download")),
            ("svg", escape(&svg)),
            ("png", escape(&png)),
            ("pdf", escape(&pdf)),
            ("label_link", t("serve-page-link")),
            ("link", escape(&link)),
            ("label_copy", t("serve-page-copy")),
            ("help_link", t("serve-page-link-help")),
            (
                "footer",
                escape(&r.msgs.get(
                    "serve-page-footer",
                    &[("version", s(env!("CARGO_PKG_VERSION")))],
                )),
            ),
            ("texts", script_texts(r)),
            ("base", escape(&form.base)),
            ("editor_data", crate::serve::edit::editor_data(r)),
            ("label_copy_as", t("serve-edit-copy")),
            ("piece_symbols", piece_symbols().to_owned()),
        ];
        let mut fields = fields;
        fields.extend(editor_labels(r));
        fill(HTML, &fields)
    })
}

/// Our pieces as SVG symbols (`ed-wK` … `ed-bP`), made once: the
/// editor's squares show the pieces the diagram draws.
fn piece_symbols() -> &'static str {
    static SYMBOLS: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    SYMBOLS.get_or_init(|| crate::render::PieceSet::builtin().symbols("ed-"))
}

/// The form's record checked: the messages about it (or the word that all
/// is well), the figure (the diagram, or the word that there is none yet),
/// and the diagram's URLs when it can be drawn.
fn record_checked(r: &Reporter, form: &Form, lang: &'static str) -> (String, String, Option<Urls>) {
    let mut messages = String::new();
    let mut figure = format!(
        "<p class=\"empty\" id=\"empty\">{}</p>",
        escape(&r.msgs.text("serve-page-empty"))
    );
    let mut urls = None;
    let fen = form.fen.trim();
    match &form.settings {
        Err(e) => {
            let d = Notice::plain("error", r.settings_error_text(e));
            messages = diagnostics_html(r, &[d], None);
        }
        Ok(settings) if !fen.is_empty() => {
            let report = crate::serve::check::report(settings, lang);
            let suggestion = report
                .suggestion
                .as_deref()
                .zip(report.suggestion_name.as_deref());
            if let Some(e) = &report.error {
                messages = diagnostics_html(r, std::slice::from_ref(e), None);
            } else {
                messages = diagnostics_html(r, &report.diagnostics, suggestion);
            }
            if let Some(u) = report.urls {
                let alt = r.msgs.get(
                    "serve-page-diagram-alt",
                    &[("record", s(report.record.as_deref().unwrap_or(fen)))],
                );
                figure = format!(
                    "<img id=\"diagram\" src=\"{}\" alt=\"{}\">",
                    escape(&u.svg),
                    escape(&alt)
                );
                urls = Some(u);
            }
        }
        Ok(_) => {}
    }
    if messages.is_empty() && !fen.is_empty() {
        messages = format!(
            "<p class=\"clean\">{}</p>",
            escape(&r.msgs.text("serve-page-clean"))
        );
    }
    (messages, figure, urls)
}

/// The problemists' notations offered beside the languages.
const PROBLEM_NOTATIONS: [Dialect; 3] = [Dialect::FFEN, Dialect::YACPDB, Dialect::POPEYE];

/// The editor's words, by the template's names.
fn editor_labels(r: &Reporter) -> Vec<(&'static str, String)> {
    [
        ("edit_heading", "serve-edit-heading"),
        ("edit_help", "serve-edit-help"),
        ("edit_tools", "serve-edit-tools"),
        ("edit_start", "serve-edit-start"),
        ("edit_clear", "serve-edit-clear"),
        ("edit_flip", "serve-edit-flip"),
        ("edit_swap", "serve-edit-swap"),
        ("edit_undo", "serve-edit-undo"),
        ("edit_redo", "serve-edit-redo"),
        ("edit_board", "serve-edit-board"),
        ("edit_width", "serve-edit-width"),
        ("edit_height", "serve-edit-height"),
        ("edit_palette", "serve-edit-palette"),
        ("edit_fairy", "serve-edit-fairy"),
        ("edit_shape", "serve-edit-shape"),
        ("edit_shapes", "serve-edit-shapes"),
        ("edit_walks", "serve-edit-walks"),
        ("edit_side", "serve-edit-side"),
        ("edit_turn", "serve-edit-turn"),
        ("edit_use_fairy", "serve-edit-use-fairy"),
        ("edit_fields", "serve-edit-fields"),
        ("edit_to_move", "serve-edit-to-move"),
        ("edit_to_move_none", "serve-edit-to-move-none"),
        ("edit_castling", "serve-edit-castling"),
        ("edit_en_passant", "serve-edit-en-passant"),
        ("edit_changes", "serve-edit-changes"),
        ("edit_changes_help", "serve-edit-changes-help"),
        ("edit_changes_off", "serve-edit-changes-off"),
        ("edit_export_markdown", "serve-edit-export-markdown"),
        ("edit_export_latex", "serve-edit-export-latex"),
        ("edit_export_typst", "serve-edit-export-typst"),
        ("edit_export_popeye", "serve-edit-export-popeye"),
        ("edit_export_olive", "serve-edit-export-olive"),
        ("edit_export_size", "serve-edit-export-size"),
    ]
    .iter()
    .map(|(name, id)| (*name, message_html(&r.msgs.text(id))))
    .chain(["white", "black"].map(|side| {
        let name = if side == "white" {
            "side_white"
        } else {
            "side_black"
        };
        let text = r.msgs.get("serve-edit-side-name", &[("side", s(side))]);
        (name, escape(&text))
    }))
    .collect()
}

/// The choices of notation: `auto`, each language, and the user's own
/// letters when the form has them.
fn dialect_options(r: &Reporter, form: &Form) -> String {
    let mut dialects = option(
        "auto",
        &r.msgs.text("serve-page-notation-auto"),
        form.dialect == "auto",
    );
    for d in Dialect::LANGUAGES.iter().chain(&PROBLEM_NOTATIONS) {
        let code = d.code();
        let chosen = form.dialect.eq_ignore_ascii_case(&code);
        let label = if d.fairy().is_some() {
            r.dialect_name(d)
        } else {
            dialect_label(r, d)
        };
        dialects.push_str(&option(&code, &label, chosen));
    }
    if !form.dialect.eq_ignore_ascii_case("auto")
        && !Dialect::LANGUAGES
            .iter()
            .chain(&PROBLEM_NOTATIONS)
            .any(|d| d.code().eq_ignore_ascii_case(&form.dialect))
    {
        // Six letters of the user's own: kept as a choice of its own.
        let label = match form.dialect.parse::<Dialect>() {
            Ok(d) if d.name() == DialectName::Custom => dialect_label(r, &d),
            _ => form.dialect.clone(),
        };
        dialects.push_str(&option(&form.dialect, &label, true));
    }
    dialects
}

/// The choices of theme.
fn theme_options(r: &Reporter, form: &Form) -> String {
    Theme::ALL
        .iter()
        .map(|th| {
            option(
                th.name(),
                &r.msgs.text(&format!("serve-page-theme-{}", th.name())),
                form.theme.eq_ignore_ascii_case(th.name()),
            )
        })
        .collect()
}

/// The choices of size, and the form's own size when it is none of them.
fn size_options(form: &Form) -> String {
    let mut sizes: String = SIZES
        .iter()
        .map(|px| {
            let v = px.to_string();
            option(&v, &format!("{px} px"), form.size == v)
        })
        .collect();
    if !SIZES.iter().any(|px| px.to_string() == form.size) {
        sizes.push_str(&option(&form.size, &format!("{} px", form.size), true));
    }
    sizes
}

/// The choices of language, each by its own name.
fn lang_options(lang: &str) -> String {
    LANGUAGES
        .iter()
        .map(|(code, _)| {
            let name = with_reporter(code, |other| other.msgs.text("serve-page-language-name"));
            option(code, &name, *code == lang)
        })
        .collect()
}

/// The template with every `{{name}}` replaced by its (already escaped)
/// value; names not given are left empty.
fn fill(template: &str, fields: &[(&str, String)]) -> String {
    let mut out = String::with_capacity(template.len() + 4096);
    let mut rest = template;
    while let Some(start) = rest.find("{{") {
        out.push_str(&rest[..start]);
        let after = &rest[start + 2..];
        let Some(end) = after.find("}}") else {
            out.push_str(&rest[start..]);
            return out;
        };
        let name = &after[..end];
        if let Some((_, v)) = fields.iter().find(|(k, _)| *k == name) {
            out.push_str(v);
        }
        rest = &after[end + 2..];
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_template_has_a_value_for_every_name() {
        let html = render(&Form::read(None), "en", "");
        assert!(!html.contains("{{"), "a name is left");
        assert!(html.starts_with("<!doctype html>"));
        assert!(html.contains("<html lang=\"en\">"));
    }

    #[test]
    fn the_editor_shows_the_diagrams_own_pieces() {
        let html = render(&Form::read(None), "en", "");
        let sprite = html
            .split_once("<svg class=\"sprite\"")
            .and_then(|(_, rest)| rest.split_once("</svg>"))
            .map(|(inside, _)| inside)
            .expect("the page has its hidden symbols");
        for stem in [
            "wK", "wQ", "wR", "wB", "wN", "wP", "bK", "bQ", "bR", "bB", "bN", "bP",
        ] {
            assert_eq!(
                sprite
                    .matches(&format!(
                        "<symbol id=\"ed-{stem}\" viewBox=\"0 0 100 100\" overflow=\"visible\" fill="
                    ))
                    .count(),
                1,
                "{stem}"
            );
        }
        assert!(sprite.contains(r#"<clipPath id="ed-half-left""#));
        assert!(sprite.contains(r#"<clipPath id="ed-half-right""#));
        assert!(!sprite.contains("<script"));
    }

    #[test]
    fn trap_06_a_blank_page_shows_no_error() {
        for query in [None, Some(""), Some("fen=&form=1"), Some("fen=++")] {
            let html = render(&Form::read(query), "en", "");
            assert!(!html.contains("class=\"diag"), "{query:?}");
            assert!(!html.contains("needs a value"), "{query:?}");
        }
    }

    #[test]
    fn trap_06_no_page_shows_a_raw_message_id() {
        let mut queries: Vec<String> = vec![
            String::new(),
            "fen=8/8/8/8/8/8/8/K6k".into(),
            "fen=k7/8/8/8/8/8/8/6XK+w&dialect=en".into(),
            "fen=rnbqkbnr&dialect=de".into(),
            "fen=8&size=99999".into(),
            "fen=8&theme=nosuch".into(),
        ];
        queries.extend(
            Theme::ALL
                .iter()
                .map(|t| format!("fen=8&theme={}", t.name())),
        );
        for (lang, _) in LANGUAGES {
            let mut texts: Vec<(String, String)> = queries
                .iter()
                .map(|q| (format!("page {q}"), render(&Form::read(Some(q)), lang, "")))
                .collect();
            texts.push(("script".into(), with_reporter(lang, script_texts)));
            for (what, text) in texts {
                let ids = crate::app::i18n::raw_message_ids(&text);
                assert_eq!(ids, Vec::<String>::new(), "{lang} {what}");
            }
        }
    }

    #[test]
    fn the_form_is_read_like_a_form() {
        let f = Form::read(Some("fen=8&form=1&flip=1"));
        assert!(f.flip && !f.coordinates && !f.side_to_move);
        let f = Form::read(Some("fen=8"));
        assert!(!f.flip && f.coordinates);
        assert_eq!(f.dialect, "auto");
        let f = Form::read(Some("fen=8&size=99999"));
        assert!(matches!(f.settings, Err(ParamError::Size { .. })));
    }

    #[test]
    fn a_record_is_drawn_with_its_warnings_in_the_pages_language() {
        let html = render(
            &Form::read(Some("fen=k7/8/8/8/8/8/8/6XK+w&dialect=en")),
            "de",
            "http://example.org",
        );
        assert!(html.contains("<html lang=\"de\">"));
        assert!(html.contains("<img id=\"diagram\" src=\"/diagram.svg?fen=k7%2F8"));
        assert!(html.contains("class=\"diag warning\""));
        assert!(html.contains("Warnung"));
        assert!(html.contains("value=\"http://example.org/diagram.png?fen="));
    }

    #[test]
    fn backticks_become_code() {
        assert_eq!(
            message_html("`S` in `a<b`"),
            "<code>S</code> in <code>a&lt;b</code>"
        );
        assert_eq!(message_html("a ` b"), "a ` b");
    }

    #[test]
    fn html_is_escaped() {
        assert_eq!(
            escape("<a href=\"x\">'&"),
            "&lt;a href=&quot;x&quot;&gt;&#39;&amp;"
        );
        assert_eq!(fill("a{{x}}b{{y}}c{{", &[("x", "1".into())]), "a1bc{{");
    }

    #[test]
    fn the_origin_comes_from_a_sane_host() {
        let mut h = HeaderMap::new();
        assert_eq!(origin(&h), "");
        h.insert(header::HOST, "example.org:8080".parse().unwrap());
        assert_eq!(origin(&h), "http://example.org:8080");
        h.insert("x-forwarded-proto", "https".parse().unwrap());
        assert_eq!(origin(&h), "https://example.org:8080");
        h.insert(header::HOST, "evil\"host".parse().unwrap());
        assert_eq!(origin(&h), "");
    }
}
