//! The interface language: Fluent messages embedded in the binary, and the
//! choice of language from `--lang` or the environment.

use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};
use unic_langid::LanguageIdentifier;

/// The languages the interface speaks, each with its embedded messages.
/// English is first: it is complete and the fallback for every other.
pub const LANGUAGES: &[(&str, &str)] = &[("en", include_str!("../../locales/en/forsythe.ftl"))];

/// Messages in one language, with English behind them.
pub struct Messages {
    bundle: FluentBundle<FluentResource>,
    fallback: Option<FluentBundle<FluentResource>>,
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
        let fallback = (lang != LANGUAGES[0].0).then(|| bundle(LANGUAGES[0].0, LANGUAGES[0].1));
        Messages {
            bundle: bundle(lang, source),
            fallback,
        }
    }

    /// The message `id` with its arguments, in this language or else in
    /// English; the bare id if neither has it (a test keeps that from happening).
    #[must_use]
    pub fn get(&self, id: &str, args: &[(&str, FluentValue<'_>)]) -> String {
        let mut fargs = FluentArgs::new();
        for (k, v) in args {
            fargs.set(*k, v.clone());
        }
        for b in std::iter::once(&self.bundle).chain(self.fallback.as_ref()) {
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
        std::iter::once(&self.bundle)
            .chain(self.fallback.as_ref())
            .any(|b| b.has_message(id))
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
