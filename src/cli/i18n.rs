//! The interface language: Fluent messages embedded in the binary, and the
//! choice of language from `--lang` or the environment.

use std::cell::OnceCell;

use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};
use unic_langid::LanguageIdentifier;

/// The languages the interface speaks, each with its embedded messages.
/// English is first: it is complete and the fallback for every other.
pub const LANGUAGES: &[(&str, &str)] = &[
    ("en", include_str!("../../locales/en/forsythe.ftl")),
    ("de", include_str!("../../locales/de/forsythe.ftl")),
    ("fr", include_str!("../../locales/fr/forsythe.ftl")),
    ("it", include_str!("../../locales/it/forsythe.ftl")),
    ("nl", include_str!("../../locales/nl/forsythe.ftl")),
];

/// Messages in one language, with English behind them. The messages are
/// read when the first one is wanted, and English only when a message is
/// missing, so a run that prints nothing spends no time on them.
pub struct Messages {
    lang: &'static str,
    source: &'static str,
    bundle: OnceCell<FluentBundle<FluentResource>>,
    fallback: OnceCell<Option<FluentBundle<FluentResource>>>,
}

fn bundle(lang: &str, source: &str) -> FluentBundle<FluentResource> {
    let id: LanguageIdentifier = lang.parse().unwrap_or_default();
    let mut bundle = FluentBundle::new(vec![id]);
    // Terminal text: no invisible direction-isolation marks around arguments.
    bundle.set_use_isolating(false);
    // A resource with a syntax error still yields every message it could read;
    // a test keeps the embedded files free of such errors.
    let resource = FluentResource::try_new(source.to_owned()).unwrap_or_else(|(res, _)| res);
    let _ = bundle.add_resource(resource);
    bundle
}

/// Turns a locale as the environment writes it (`nl_BE.UTF-8`, `de_DE@euro`)
/// into a language tag (`nl-BE`); `C` and `POSIX` mean no preference.
fn normalize(locale: &str) -> Option<String> {
    let tag = locale.split(['.', '@']).next()?.trim().replace('_', "-");
    (!tag.is_empty() && tag != "C" && tag != "POSIX").then_some(tag)
}

/// The language to speak: `--lang` if given, else the first of `LC_ALL`,
/// `LC_MESSAGES`, `LANG` that is set, negotiated against what is embedded:
/// a regional variant falls back to its language, anything unknown to English.
#[must_use]
pub fn choose(flag: Option<&str>, env: impl Fn(&str) -> Option<String>) -> &'static str {
    let requested = match flag {
        Some(f) => Some(f.to_owned()),
        None => ["LC_ALL", "LC_MESSAGES", "LANG"]
            .into_iter()
            .filter_map(env)
            .find(|v| !v.is_empty()),
    };
    let Some(tag) = requested.as_deref().and_then(normalize) else {
        return LANGUAGES[0].0;
    };
    let Ok(wanted) = tag.parse::<LanguageIdentifier>() else {
        return LANGUAGES[0].0;
    };
    let available: Vec<LanguageIdentifier> = LANGUAGES
        .iter()
        .filter_map(|(l, _)| l.parse().ok())
        .collect();
    let default: LanguageIdentifier = LANGUAGES[0].0.parse().unwrap_or_default();
    let chosen = fluent_langneg::negotiate_languages(
        &[wanted],
        &available,
        Some(&default),
        fluent_langneg::NegotiationStrategy::Lookup,
    );
    let chosen = chosen.first().map(|l| l.to_string()).unwrap_or_default();
    LANGUAGES
        .iter()
        .map(|(l, _)| *l)
        .find(|l| *l == chosen)
        .unwrap_or(LANGUAGES[0].0)
}

impl Messages {
    /// Messages in `lang`, one of [`LANGUAGES`] (anything else is English).
    #[must_use]
    pub fn new(lang: &str) -> Messages {
        let (lang, source) = LANGUAGES
            .iter()
            .find(|(l, _)| *l == lang)
            .copied()
            .unwrap_or(LANGUAGES[0]);
        Messages {
            lang,
            source,
            bundle: OnceCell::new(),
            fallback: OnceCell::new(),
        }
    }

    /// The bundles to look in, in order: this language, then English.
    fn bundles(&self) -> impl Iterator<Item = &FluentBundle<FluentResource>> {
        let own = self.bundle.get_or_init(|| bundle(self.lang, self.source));
        let english = move || {
            self.fallback
                .get_or_init(|| {
                    (self.lang != LANGUAGES[0].0).then(|| bundle(LANGUAGES[0].0, LANGUAGES[0].1))
                })
                .as_ref()
        };
        std::iter::once(own).chain(std::iter::once_with(english).flatten())
    }

    /// The message `id` with its arguments, in this language or else in
    /// English; the bare id if neither has it (a test keeps that from happening).
    #[must_use]
    pub fn get(&self, id: &str, args: &[(&str, FluentValue<'_>)]) -> String {
        let mut fargs = FluentArgs::new();
        for (k, v) in args {
            fargs.set(*k, v.clone());
        }
        for b in self.bundles() {
            if let Some(pattern) = b.get_message(id).and_then(|m| m.value()) {
                let mut errors = Vec::new();
                return b
                    .format_pattern(pattern, Some(&fargs), &mut errors)
                    .into_owned();
            }
        }
        id.to_owned()
    }

    /// Whether the message `id` exists (in this language or in English).
    #[must_use]
    pub fn has(&self, id: &str) -> bool {
        self.bundles().any(|b| b.has_message(id))
    }

    /// A message without arguments.
    #[must_use]
    pub fn text(&self, id: &str) -> String {
        self.get(id, &[])
    }
}

/// A Fluent string argument.
pub fn s(v: impl ToString) -> FluentValue<'static> {
    FluentValue::from(v.to_string())
}

/// A Fluent number argument (for plural rules).
pub fn n(v: usize) -> FluentValue<'static> {
    FluentValue::from(v)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn env(vars: &[(&str, &str)]) -> impl Fn(&str) -> Option<String> {
        let vars: Vec<(String, String)> = vars
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        move |k| vars.iter().find(|(n, _)| n == k).map(|(_, v)| v.clone())
    }

    #[test]
    fn english_is_the_default_and_the_fallback() {
        assert_eq!(choose(None, env(&[])), "en");
        assert_eq!(choose(Some("xx"), env(&[])), "en");
        assert_eq!(choose(Some("not a tag!"), env(&[])), "en");
        assert_eq!(choose(None, env(&[("LANG", "C")])), "en");
        assert_eq!(choose(None, env(&[("LANG", "POSIX")])), "en");
    }

    #[test]
    fn languages_are_negotiated() {
        assert_eq!(choose(Some("de"), env(&[])), "de");
        assert_eq!(choose(Some("de-AT"), env(&[])), "de");
        assert_eq!(choose(Some("nl_BE.UTF-8"), env(&[])), "nl");
        assert_eq!(choose(Some("fr_CA"), env(&[])), "fr");
        assert_eq!(choose(None, env(&[("LANG", "it_IT.UTF-8")])), "it");
        // The order of the environment: LC_ALL, then LC_MESSAGES, then LANG.
        let all = env(&[
            ("LC_ALL", "de_DE"),
            ("LC_MESSAGES", "fr_FR"),
            ("LANG", "it_IT"),
        ]);
        assert_eq!(choose(None, all), "de");
        let messages = env(&[("LC_ALL", ""), ("LC_MESSAGES", "fr_FR"), ("LANG", "it_IT")]);
        assert_eq!(choose(None, messages), "fr");
        // The option wins over the environment.
        assert_eq!(choose(Some("nl"), env(&[("LC_ALL", "de_DE")])), "nl");
        assert_eq!(choose(Some("pt_BR"), env(&[("LC_ALL", "de_DE")])), "en");
    }

    /// The variables a message uses, with the selectors of its variants.
    fn variables(pattern: &fluent_syntax::ast::Pattern<&str>, out: &mut Vec<String>) {
        use fluent_syntax::ast::{Expression, InlineExpression, PatternElement};
        fn inline(e: &InlineExpression<&str>, out: &mut Vec<String>) {
            match e {
                InlineExpression::VariableReference { id } => out.push(id.name.to_owned()),
                InlineExpression::FunctionReference { arguments, .. } => {
                    for a in &arguments.positional {
                        inline(a, out);
                    }
                    for a in &arguments.named {
                        inline(&a.value, out);
                    }
                }
                InlineExpression::Placeable { expression } => expr(expression, out),
                _ => {}
            }
        }
        fn expr(e: &Expression<&str>, out: &mut Vec<String>) {
            match e {
                Expression::Inline(i) => inline(i, out),
                Expression::Select { selector, variants } => {
                    inline(selector, out);
                    for v in variants {
                        variables(&v.value, out);
                    }
                }
            }
        }
        for el in &pattern.elements {
            if let PatternElement::Placeable { expression } = el {
                expr(expression, out);
            }
        }
    }

    fn messages(source: &'static str) -> std::collections::BTreeMap<String, Vec<String>> {
        let resource = fluent_syntax::parser::parse(source).expect("the file parses");
        let mut out = std::collections::BTreeMap::new();
        for entry in resource.body {
            if let fluent_syntax::ast::Entry::Message(m) = entry {
                let mut vars = Vec::new();
                if let Some(p) = &m.value {
                    variables(p, &mut vars);
                }
                vars.sort();
                vars.dedup();
                out.insert(m.id.name.to_owned(), vars);
            }
        }
        out
    }

    /// Every language has exactly English's keys, each with English's variables.
    #[test]
    fn every_language_is_complete() {
        let english = messages(LANGUAGES[0].1);
        for (lang, source) in &LANGUAGES[1..] {
            let other = messages(source);
            let missing: Vec<_> = english.keys().filter(|k| !other.contains_key(*k)).collect();
            let extra: Vec<_> = other.keys().filter(|k| !english.contains_key(*k)).collect();
            assert!(missing.is_empty(), "{lang} lacks {missing:?}");
            assert!(extra.is_empty(), "{lang} has keys English lacks: {extra:?}");
            for (key, vars) in &english {
                assert_eq!(&other[key], vars, "{lang}: the variables of {key}");
            }
        }
    }

    /// Every message of every language formats without error and without
    /// invisible direction marks.
    #[test]
    fn every_message_formats_cleanly() {
        for (lang, source) in LANGUAGES {
            let m = Messages::new(lang);
            for (key, vars) in messages(source) {
                let args: Vec<(&str, FluentValue<'_>)> = vars
                    .iter()
                    .map(|v| (v.as_str(), if v == "color" { s("white") } else { n(2) }))
                    .collect();
                let text = m.get(&key, &args);
                assert!(!text.is_empty() || key.is_empty(), "{lang} {key}");
                assert!(
                    !text.contains(['\u{2068}', '\u{2069}', '\u{200e}', '\u{200f}']),
                    "{lang} {key}"
                );
                assert!(
                    !text.contains("{$") && !text.contains("{ $"),
                    "{lang} {key}: {text}"
                );
            }
        }
    }

    #[test]
    fn messages_take_arguments_without_isolation_marks() {
        let m = Messages::new("en");
        let text = m.get(
            "err-bad-operand",
            &[("opcode", s("hmvc")), ("text", s("x"))],
        );
        assert_eq!(
            text,
            "the operand of `hmvc` is `x`; expected a whole number"
        );
        assert!(!text.contains('\u{2068}'));
        assert_eq!(m.text("no-such-message"), "no-such-message");
    }

    #[test]
    fn every_embedded_file_parses() {
        for (lang, source) in LANGUAGES {
            assert!(
                FluentResource::try_new(source.to_string()).is_ok(),
                "{lang}"
            );
        }
    }
}
