//! The interface language: Fluent messages embedded in the binary, and the
//! choice of language from `--lang` or the environment.

use fluent_bundle::types::FluentNumber;
use std::borrow::Cow;
use std::cell::{OnceCell, RefCell};

use super::ftl_index::{self, IndexEntry};
use memo::{Found, KeptText, Memo};

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

/// Messages in one language, with English behind them. A language's file
/// is read a section (`## …`) at a time, when a message of that section is
/// first wanted, and English only when a message is missing; so a run that
/// prints nothing spends no time on them, and one that describes a diagram
/// reads only the few sections it uses.
pub struct Messages {
    lang: &'static str,
    source: &'static str,
    own: OnceCell<RefCell<Lazy>>,
    fallback: OnceCell<Option<RefCell<Lazy>>>,
    /// The texts made once for each shape of their arguments.
    memo: RefCell<Memo>,
}

/// A bundle filled section by section. A Fluent file is cut before each
/// group comment (`## …`): no message spans one, and messages here never
/// refer to each other or to terms, so each part can be read alone.
struct Lazy {
    bundle: FluentBundle<FluentResource>,
    source: &'static str,
    /// The text of each section.
    sections: Vec<&'static str>,
    /// Whether each section was added to the bundle.
    added: Vec<bool>,
    /// Each message: its id's place in `source`, and its section; by id.
    ids: Cow<'static, [IndexEntry]>,
}

/// A language's index as made when the binary was built: the language,
/// where its sections start, and its messages.
type Built = (&'static str, &'static [u32], &'static [IndexEntry]);

// `MESSAGE_INDEX`: the index of each embedded file, made by build.rs.
include!(concat!(env!("OUT_DIR"), "/ftl_index.rs"));

impl Lazy {
    fn new(lang: &str, source: &'static str) -> Lazy {
        // Indexed when the binary was built; a file without an index (not
        // one of ours) is indexed now.
        let ours = LANGUAGES
            .iter()
            .any(|(l, s)| *l == lang && std::ptr::eq(*s, source));
        let (cuts, ids): (Cow<'static, [u32]>, Cow<'static, [IndexEntry]>) =
            match MESSAGE_INDEX.iter().find(|(l, _, _)| *l == lang) {
                Some((_, cuts, ids)) if ours => (Cow::Borrowed(*cuts), Cow::Borrowed(*ids)),
                _ => {
                    let index = ftl_index::index(source);
                    (Cow::Owned(index.cuts), Cow::Owned(index.ids))
                }
            };
        let sections: Vec<&'static str> = cuts
            .windows(2)
            .filter_map(|w| source.get(w[0] as usize..w[1] as usize))
            .collect();
        Lazy {
            bundle: bundle(lang),
            source,
            added: vec![false; sections.len()],
            sections,
            ids,
        }
    }

    /// The bundle, with the section defining `id` in it; `None` if no
    /// section defines `id`.
    fn with(&mut self, id: &str) -> Option<&FluentBundle<FluentResource>> {
        let source = self.source;
        let at = self
            .ids
            .binary_search_by(|&(start, len, _)| {
                let start = start as usize;
                source
                    .get(start..start + usize::from(len))
                    .unwrap_or_default()
                    .cmp(id)
            })
            .ok()?;
        let i = usize::from(self.ids[at].2);
        if !*self.added.get(i)? {
            self.added[i] = true;
            // A resource with a syntax error still yields every message it
            // could read; a test keeps the embedded files free of such errors.
            let resource =
                FluentResource::try_new(self.sections[i].to_owned()).unwrap_or_else(|(res, _)| res);
            let _ = self.bundle.add_resource(resource);
        }
        Some(&self.bundle)
    }
}

fn bundle(lang: &str) -> FluentBundle<FluentResource> {
    let id: LanguageIdentifier = lang.parse().unwrap_or_default();
    let mut bundle = FluentBundle::new(vec![id]);
    // Terminal text: no invisible direction-isolation marks around arguments.
    bundle.set_use_isolating(false);
    // `NUMBER()` for the options a message gives a number (fraction digits,
    // grouping); the built-in functions cannot clash with anything here.
    let _ = bundle.add_builtins();
    bundle.set_formatter(Some(number_formatter(lang)));
    bundle
}

/// The formatter of numbers for `lang`: CLDR's thousands separator and
/// decimal sign for each language embedded (`10,000.5`, `10.000,5`,
/// `10 000,5` with a narrow no-break space in French).
fn number_formatter<M>(lang: &str) -> fn(&FluentValue<'_>, &M) -> Option<String> {
    match lang {
        "en" => format_number::<M, ',', '.'>,
        "fr" => format_number::<M, '\u{202f}', ','>,
        _ => format_number::<M, '.', ','>,
    }
}

fn format_number<M, const GROUP: char, const DECIMAL: char>(
    value: &FluentValue<'_>,
    _: &M,
) -> Option<String> {
    match value {
        FluentValue::Number(number) => Some(write_number(number, GROUP, DECIMAL)),
        _ => None,
    }
}

/// A number as a reader of the language expects it: rounded to
/// `maximumFractionDigits` (3 unless given), at least
/// `minimumFractionDigits` decimals (0 unless given), and the integer part
/// in groups of three unless `useGrouping` is `"false"`.
fn write_number(number: &FluentNumber, group: char, decimal: char) -> String {
    let value = number.value;
    if !value.is_finite() {
        return value.to_string();
    }
    let options = &number.options;
    let min_fraction = options.minimum_fraction_digits.unwrap_or(0).min(20);
    let max_fraction = options
        .maximum_fraction_digits
        .unwrap_or(3)
        .clamp(min_fraction, 20);
    let fixed = format!("{:.*}", max_fraction, value.abs());
    let (integer, fraction) = fixed.split_once('.').unwrap_or((&fixed, ""));
    let mut fraction = fraction.trim_end_matches('0').to_owned();
    while fraction.len() < min_fraction {
        fraction.push('0');
    }
    let min_integer = options.minimum_integer_digits.unwrap_or(1).min(20);
    let integer = format!("{integer:0>min_integer$}");
    let mut out = String::new();
    if value < 0.0 && (integer.bytes().any(|b| b != b'0') || fraction.bytes().any(|b| b != b'0')) {
        out.push('-');
    }
    let digits = integer.len();
    for (i, digit) in integer.chars().enumerate() {
        if options.use_grouping && i > 0 && (digits - i) % 3 == 0 {
            out.push(group);
        }
        out.push(digit);
    }
    if !fraction.is_empty() {
        out.push(decimal);
        out.push_str(&fraction);
    }
    out
}

/// clap reads `{n}` in a help text as a line break. A help text that shows
/// the placeholder `{n}` itself gets an invisible style reset inside the
/// braces, which clap leaves out when it prints the help.
const HELP_PLACEHOLDER_N: &str = "{\u{1b}[0mn}";

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
            own: OnceCell::new(),
            fallback: OnceCell::new(),
            memo: RefCell::new(Memo::default()),
        }
    }

    /// The lazy bundles to look in, in order: this language, then English.
    fn bundles(&self) -> impl Iterator<Item = &RefCell<Lazy>> {
        let own = self
            .own
            .get_or_init(|| RefCell::new(Lazy::new(self.lang, self.source)));
        let english = move || {
            self.fallback
                .get_or_init(|| {
                    (self.lang != LANGUAGES[0].0)
                        .then(|| RefCell::new(Lazy::new(LANGUAGES[0].0, LANGUAGES[0].1)))
                })
                .as_ref()
        };
        std::iter::once(own).chain(std::iter::once_with(english).flatten())
    }

    /// The language spoken, as a BCP 47 tag (`en`, `de`, …).
    pub fn lang(&self) -> &'static str {
        self.lang
    }

    /// The message `id` with its arguments, in this language or else in
    /// English; the bare id if neither has it (a test keeps that from happening).
    /// Help texts (`help-…`) are made for clap: a literal `{n}` in them is
    /// kept from being read as a line break.
    #[must_use]
    pub fn get(&self, id: &str, args: &[(&str, FluentValue<'_>)]) -> String {
        let text = self
            .kept_text(id, args)
            .unwrap_or_else(|| self.format(id, args));
        if id.starts_with("help-") && text.contains("{n}") {
            text.replace("{n}", HELP_PLACEHOLDER_N)
        } else {
            text
        }
    }

    /// The message from the text kept for the shape of its arguments (made
    /// and kept now if it was not yet); `None` when its text is not kept.
    fn kept_text(&self, id: &str, args: &[(&str, FluentValue<'_>)]) -> Option<String> {
        let mut found = self.memo.borrow().find(id, args);
        if let Found::Unlearnt = found {
            let written = self.pattern_uses(id);
            self.memo.borrow_mut().learn(id, written);
            found = self.memo.borrow().find(id, args);
        }
        match found {
            Found::Made(text) => Some(text),
            Found::Unmade(shape, hash) => {
                let text = KeptText::cut(&self.format(id, &shape.stand_ins(args)), args.len());
                let made = text.as_ref().map(|t| t.fill(args));
                self.memo.borrow_mut().keep(id, shape, hash, text);
                made
            }
            Found::Unlearnt | Found::NotKept => None,
        }
    }

    /// The arguments the message `id` only writes out (see [`memo`]), as
    /// the pattern [`Messages::format`] makes it from has them: this
    /// language's, else English's.
    fn pattern_uses(&self, id: &str) -> Option<Vec<Box<str>>> {
        for lazy in self.bundles() {
            let mut lazy = lazy.borrow_mut();
            let Some(b) = lazy.with(id) else {
                continue;
            };
            if let Some(pattern) = b.get_message(id).and_then(|m| m.value()) {
                return memo::written_out(pattern);
            }
        }
        None
    }

    /// The message `id` made by Fluent, in this language or else in
    /// English; the bare id if neither has it.
    fn format(&self, id: &str, args: &[(&str, FluentValue<'_>)]) -> String {
        let mut fargs = FluentArgs::new();
        for (k, v) in args {
            fargs.set(*k, v.clone());
        }
        for lazy in self.bundles() {
            let mut lazy = lazy.borrow_mut();
            let Some(b) = lazy.with(id) else {
                continue;
            };
            if let Some(pattern) = b.get_message(id).and_then(|m| m.value()) {
                let mut errors = Vec::new();
                return b
                    .format_pattern(pattern, Some(&fargs), &mut errors)
                    .into_owned();
            }
        }
        id.to_owned()
    }

    /// Alternatives as a list in this language: `a`, `a or b`, `a, b or c`.
    #[must_use]
    pub fn or_list(&self, items: &[String]) -> String {
        match items.split_last() {
            None => String::new(),
            Some((last, [])) => last.clone(),
            Some((last, rest)) => self.get(
                "list-or",
                &[
                    ("first", FluentValue::from(rest.join(", "))),
                    ("last", FluentValue::from(last.as_str())),
                ],
            ),
        }
    }

    /// `a, b and c` in this language.
    #[must_use]
    pub fn and_list(&self, items: &[String]) -> String {
        match items.split_last() {
            None => String::new(),
            Some((last, [])) => last.clone(),
            Some((last, rest)) => self.list_and(rest.join(", "), last),
        }
    }

    /// The last two items of a list joined as the language joins them:
    /// `first` holds every item but the last, already joined by commas.
    #[must_use]
    pub fn list_and(&self, first: String, last: &str) -> String {
        self.get(
            "list-and",
            &[
                ("first", FluentValue::from(first)),
                ("last", FluentValue::from(last)),
            ],
        )
    }

    /// Whether the message `id` exists (in this language or in English).
    #[must_use]
    pub fn has(&self, id: &str) -> bool {
        self.bundles().any(|lazy| {
            lazy.borrow_mut()
                .with(id)
                .is_some_and(|b| b.has_message(id))
        })
    }

    /// A message without arguments.
    #[must_use]
    pub fn text(&self, id: &str) -> String {
        self.get(id, &[])
    }
}

/// The words of `text` made like message ids (letters, then two or more
/// parts after a hyphen: `serve-page-theme-x`) that are ids of the English
/// messages: a message shown by its id, for tests of every text shown.
#[cfg(test)]
pub(crate) fn raw_message_ids(text: &str) -> Vec<String> {
    let ids: std::collections::HashSet<&str> = LANGUAGES[0]
        .1
        .lines()
        .filter_map(|l| l.split_once(" = ").map(|(k, _)| k.trim()))
        .collect();
    // A message missing from every file is shown by its id too: a word of
    // a family of ids (`serve-page-…`) that no file defines.
    let family = |w: &str| w.splitn(3, '-').take(2).collect::<Vec<_>>().join("-");
    let families: std::collections::HashSet<String> = ids.iter().map(|id| family(id)).collect();
    text.split(|c: char| !(c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-'))
        .filter(|w| {
            w.matches('-').count() >= 2 && (ids.contains(w) || families.contains(&family(w)))
        })
        .map(str::to_owned)
        .collect()
}

/// A Fluent string argument.
pub fn s(v: impl ToString) -> FluentValue<'static> {
    FluentValue::from(v.to_string())
}

/// A Fluent number argument: a count, a position or a decimal such as
/// seconds. It is written the way the language writes numbers, and plural
/// rules select on it.
pub fn n(v: impl Into<FluentNumber>) -> FluentValue<'static> {
    FluentValue::Number(v.into())
}

mod memo;
#[cfg(test)]
mod tests;
