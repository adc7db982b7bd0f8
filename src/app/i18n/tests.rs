//! The interface's messages checked: every language complete and in step
//! with English, its placeholders kept, its numbers and lists written as the
//! language writes them, its sentences free of English words and of bad
//! spacing, and the built index of sections current.
use super::*;

fn env(vars: &[(&str, &str)]) -> impl Fn(&str) -> Option<String> {
    let vars: Vec<(String, String)> = vars
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    move |k| vars.iter().find(|(n, _)| n == k).map(|(_, v)| v.clone())
}

/// The index made when the binary was built is the one the embedded
/// files give now, and covers every language.
#[test]
fn the_built_index_is_current() {
    assert_eq!(MESSAGE_INDEX.len(), LANGUAGES.len());
    for (lang, source) in LANGUAGES {
        let (_, cuts, ids) = MESSAGE_INDEX
            .iter()
            .find(|(l, _, _)| l == lang)
            .expect("an index");
        let now = ftl_index::index(source);
        assert_eq!((cuts.to_vec(), ids.to_vec()), (now.cuts, now.ids), "{lang}");
        assert!(ids.len() > 400, "{lang}");
    }
    // A file of someone else's is indexed as it is read.
    let mut lazy = Lazy::new("en", "a = A\n\n## Two\n\nb = B\nb = C\n");
    assert_eq!(lazy.sections.len(), 2);
    assert!(lazy.with("b").is_some_and(|b| b.has_message("b")));
    assert!(lazy.with("a").is_some());
    assert!(lazy.with("c").is_none());
}

/// Read a section at a time, every language has every message it has
/// when read whole, with the same text.
#[test]
fn sections_hold_every_message() {
    for (lang, source) in LANGUAGES {
        assert_eq!(Lazy::new(lang, source).sections.concat(), *source);
        let whole = FluentResource::try_new((*source).to_owned()).expect("no syntax errors");
        let mut full = bundle(lang);
        full.add_resource(whole).expect("no clashes");
        let lazy = Messages::new(lang);
        let whole = FluentResource::try_new((*source).to_owned()).expect("no syntax errors");
        let mut ids = 0;
        for entry in whole.entries() {
            let fluent_syntax::ast::Entry::Message(m) = entry else {
                continue;
            };
            let id = m.id.name;
            let Some(pattern) = full.get_message(id).and_then(|m| m.value()) else {
                continue;
            };
            let mut errors = Vec::new();
            let text = full.format_pattern(pattern, None, &mut errors);
            let text = if id.starts_with("help-") {
                text.replace("{n}", HELP_PLACEHOLDER_N)
            } else {
                text.into_owned()
            };
            assert_eq!(lazy.get(id, &[]), text, "{lang} {id}");
            ids += 1;
        }
        assert!(ids > 300, "{lang}: {ids} messages");
    }
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

/// The variables that hold numbers; every other variable is text.
const NUMERIC: &[&str] = &[
    "line",
    "column",
    "offset",
    "rank",
    "row",
    "number",
    "count",
    "squares",
    "width",
    "missing",
    "bytes",
    "max",
    "min",
    "size",
    "files",
    "length",
    "height",
    "side",
    "megapixels",
    "dpi",
    "rendered",
    "failed",
    "warnings",
    "seconds",
    "white",
    "black",
];

/// The arguments of a message: every number is `number`, `color` is
/// `white`, any other text is `ZZ` (no word of any language).
fn sample_args(vars: &[String], number: f64) -> Vec<(&str, FluentValue<'static>)> {
    vars.iter()
        .map(|v| {
            let value = match v.as_str() {
                "color" => s("white"),
                v if NUMERIC.contains(&v) => n(number),
                _ => s("ZZ"),
            };
            (v.as_str(), value)
        })
        .collect()
}

/// A message formatted in its own language's bundle, with the errors
/// Fluent reports (an unknown variable, a missing message, …).
fn format_checked(
    m: &Messages,
    id: &str,
    args: &[(&str, FluentValue<'static>)],
) -> (String, Vec<String>) {
    let mut fargs = FluentArgs::new();
    for (k, v) in args {
        fargs.set(*k, v.clone());
    }
    let mut lazy = Lazy::new(m.lang, m.source);
    let Some(own) = lazy.with(id) else {
        return (String::new(), vec![format!("{id} is not defined")]);
    };
    let pattern = own.get_message(id).and_then(|msg| msg.value());
    let Some(pattern) = pattern else {
        return (String::new(), vec![format!("{id} has no value")]);
    };
    let mut errors = Vec::new();
    let text = own
        .format_pattern(pattern, Some(&fargs), &mut errors)
        .into_owned();
    (text, errors.iter().map(|e| format!("{e:?}")).collect())
}

/// English words that have no business in another language's messages
/// (whole words, outside code spans, placeholders and options). A few
/// are words of a language too: Dutch `is`, Italian `file` and `record`.
const ENGLISH: &[&str] = &[
    "the", "is", "not", "are", "cannot", "must", "rank", "ranks", "square", "squares", "board",
    "piece", "pieces", "warning", "error", "file", "line", "lines", "column", "record", "records",
    "drawn", "written", "failed", "white", "black", "king", "queen", "rook", "bishop", "knight",
    "pawn", "with", "and", "give", "write", "read", "which",
];

fn english_words(lang: &str, text: &str) -> Vec<String> {
    let allowed: &[&str] = match lang {
        "nl" => &["is"],
        "it" => &["file", "record"],
        _ => &[],
    };
    // Code spans (`…`) are left out.
    let prose: String = text.split('`').step_by(2).collect::<Vec<_>>().join(" ");
    prose
        .split_whitespace()
        .filter(|w| !w.starts_with("--") && !w.starts_with('{'))
        .flat_map(|w| w.split(|c: char| !c.is_alphabetic()))
        .map(str::to_lowercase)
        .filter(|w| ENGLISH.contains(&w.as_str()) && !allowed.contains(&w.as_str()))
        .collect()
}

/// Lines as clap's `wrap_help` makes them: words are separated by ASCII
/// spaces only, so a no-break space keeps its neighbours together.
fn wrap(text: &str, width: usize) -> Vec<String> {
    let mut lines = Vec::new();
    for paragraph in text.split('\n') {
        let mut line = String::new();
        for word in paragraph.split(' ') {
            let needed = line.chars().count() + 1 + word.chars().count();
            if !line.is_empty() && needed > width {
                lines.push(std::mem::take(&mut line));
            } else if !line.is_empty() {
                line.push(' ');
            }
            line.push_str(word);
        }
        lines.push(line);
    }
    lines
}

/// Whether a line starts with a punctuation mark (`;`, `:`, `?`, `!`,
/// `,`, `.` followed by a space or nothing); `.svg` or `:COLOR` are words.
fn starts_with_punctuation(line: &str) -> bool {
    let mut chars = line.trim_start().chars();
    matches!(chars.next(), Some(';' | ':' | '?' | '!' | ',' | '.'))
        && chars.next().is_none_or(char::is_whitespace)
}

/// The places where French typography is broken: `;`, `?`, `!` need a
/// narrow no-break space before them, `:` a no-break space.
fn french_spacing_faults(text: &str) -> Vec<String> {
    let chars: Vec<char> = text.chars().collect();
    let mut faults = Vec::new();
    let mut code = false; // inside a `code span`, written as it is typed
    for (i, &c) in chars.iter().enumerate() {
        if c == '`' {
            code = !code;
        }
        if code || !matches!(c, ';' | '?' | '!' | ':') {
            continue;
        }
        // A mark inside a token (`?`, e4:red, :COULEUR) is no punctuation.
        if !chars.get(i + 1).is_none_or(|c| c.is_whitespace()) {
            continue;
        }
        let wanted = if c == ':' { '\u{a0}' } else { '\u{202f}' };
        if i == 0 || chars[i - 1] != wanted {
            let from = i.saturating_sub(12);
            faults.push(chars[from..=i].iter().collect());
        }
    }
    faults
}

/// How each language writes ten thousand.
fn ten_thousand(lang: &str) -> &'static str {
    match lang {
        "en" => "10,000",
        "fr" => "10\u{202f}000",
        _ => "10.000",
    }
}

/// Every message of every language, with counts of 1, 2 and 10000:
/// formats without errors and without direction marks, has no English
/// words left in other languages, wraps at 80 and at 40 columns without
/// a line that starts with punctuation, keeps French spacing, and
/// writes a counted 10000 as the language does.
#[test]
fn every_message_reads_well_in_every_language() {
    let mut faults: Vec<String> = Vec::new();
    for (lang, source) in LANGUAGES {
        let m = Messages::new(lang);
        for (key, vars) in messages(source) {
            for number in [1.0, 2.0, 10_000.0] {
                let args = sample_args(&vars, number);
                let (text, errors) = format_checked(&m, &key, &args);
                let place = format!("{lang} {key} ({number}): {text}");
                if !errors.is_empty() {
                    faults.push(format!("{place}: errors {errors:?}"));
                }
                if text.trim().is_empty() {
                    faults.push(format!("{place}: empty"));
                }
                if text.contains(['\u{2068}', '\u{2069}', '\u{200e}', '\u{200f}']) {
                    faults.push(format!("{place}: direction marks"));
                }
                if text.contains("{$") || text.contains("{ $") {
                    faults.push(format!("{place}: a variable left"));
                }
                if *lang != "en" {
                    let words = english_words(lang, &text);
                    if !words.is_empty() {
                        faults.push(format!("{place}: English {words:?}"));
                    }
                }
                for width in [80, 40] {
                    for line in wrap(&text, width) {
                        if starts_with_punctuation(&line) {
                            faults.push(format!("{place}: at {width} a line `{line}`"));
                        }
                    }
                }
                if *lang == "fr" {
                    let wrong = french_spacing_faults(&text);
                    if !wrong.is_empty() {
                        faults.push(format!("{place}: French spacing at {wrong:?}"));
                    }
                }
                let counted = COUNTED.iter().any(|(id, _)| *id == key);
                if counted && number > 9_999.0 && !text.contains(ten_thousand(lang)) {
                    faults.push(format!("{place}: 10000 written otherwise"));
                }
            }
        }
    }
    assert!(faults.is_empty(), "{}", faults.join("\n"));
}

/// Numbers that count something named after them: the noun follows the
/// number (`1 square`, `2 squares`). Limits (`$max`: 26 squares, 500
/// characters) are constants far above one and need no selector.
const COUNTED: &[(&str, &str)] = &[
    ("warn-unknown-characters", "count"),
    ("err-unknown-characters-strict", "count"),
    ("warn-short-rank", "squares"),
    ("warn-short-rank", "width"),
    ("warn-short-rank", "missing"),
    ("warn-empty-rank", "width"),
    ("err-line-too-long", "bytes"),
    ("err-size", "size"),
    ("err-too-small", "size"),
    ("err-too-small", "files"),
    ("err-caption-too-long", "length"),
    ("err-piece-too-large", "bytes"),
    ("batch-summary", "rendered"),
    ("batch-summary", "warnings"),
];

/// Where a language's noun is the same in the singular and the plural
/// (German `Pixel`, `Zeichen`; Italian `pixel`, `byte`).
const INVARIABLE: &[(&str, &str, &str)] = &[
    ("de", "err-size", "size"),
    ("de", "err-too-small", "size"),
    ("de", "err-caption-too-long", "length"),
    ("it", "err-size", "size"),
    ("it", "err-too-small", "size"),
    ("it", "err-line-too-long", "bytes"),
    ("it", "err-piece-too-large", "bytes"),
];

/// With a count of 1 and of 2, the text differs elsewhere than in the
/// digit: every counted noun has a plural selector.
#[test]
fn counted_nouns_agree_with_their_number() {
    let english = messages(LANGUAGES[0].1);
    for (id, var) in COUNTED {
        assert!(
            english
                .get(*id)
                .is_some_and(|v| v.contains(&var.to_string())),
            "{id} has no ${var}"
        );
    }
    let digits_hidden = |t: &str| -> String {
        let mut out = String::new();
        for c in t.chars() {
            if c.is_ascii_digit() {
                if !out.ends_with('#') {
                    out.push('#');
                }
            } else {
                out.push(c);
            }
        }
        out
    };
    let mut faults = Vec::new();
    for (lang, source) in LANGUAGES {
        let m = Messages::new(lang);
        let all = messages(source);
        for (id, var) in COUNTED {
            let vars = &all[*id];
            let with = |count: f64| {
                let mut args = sample_args(vars, 7.0);
                for (k, v) in &mut args {
                    if k == var {
                        *v = n(count);
                    }
                }
                digits_hidden(&format_checked(&m, id, &args).0)
            };
            let (one, two) = (with(1.0), with(2.0));
            let invariable = INVARIABLE.contains(&(lang, id, var));
            if (one == two) != invariable {
                faults.push(format!("{lang} {id} ${var}: `{one}` / `{two}`"));
            }
        }
    }
    assert!(faults.is_empty(), "{}", faults.join("\n"));
}

/// The literal text of a message's top-level pattern, with `\0` where
/// a variable or a selector stands.
fn literal_text(source: &'static str, id: &str) -> String {
    use fluent_syntax::ast::{Entry, Expression, InlineExpression, PatternElement};
    let resource = fluent_syntax::parser::parse(source).expect("the file parses");
    let mut out = String::new();
    for entry in resource.body {
        let Entry::Message(m) = entry else { continue };
        if m.id.name != id {
            continue;
        }
        for el in m.value.iter().flat_map(|p| &p.elements) {
            match el {
                PatternElement::TextElement { value } => out.push_str(value),
                PatternElement::Placeable {
                    expression: Expression::Inline(InlineExpression::StringLiteral { value }),
                } => out.push_str(value),
                PatternElement::Placeable { .. } => out.push('\0'),
            }
        }
    }
    out
}

/// Every `{…}` meant literally (`{n}`, `{side}`) is printed as written
/// in the messages (and in clap's help: `crate::cli::help_languages`).
#[test]
fn literal_placeholders_survive() {
    for (lang, source) in LANGUAGES {
        let m = Messages::new(lang);
        for (key, vars) in messages(source) {
            let literal = literal_text(source, &key);
            let text = m
                .get(&key, &sample_args(&vars, 2.0))
                .replace(HELP_PLACEHOLDER_N, "{n}");
            for part in literal.split('{').skip(1) {
                let Some((name, _)) = part.split_once('}') else {
                    continue;
                };
                if !name.contains('\0') {
                    let placeholder = format!("{{{name}}}");
                    assert!(text.contains(&placeholder), "{lang} {key}: {text}");
                }
            }
        }
    }
}

#[test]
fn numbers_are_written_as_each_language_writes_them() {
    let summary = |lang: &str, rendered: usize, seconds: f64| {
        Messages::new(lang).get(
            "batch-summary",
            &[
                ("rendered", n(rendered)),
                ("failed", n(0_usize)),
                ("warnings", n(1_usize)),
                ("seconds", n(seconds)),
            ],
        )
    };
    assert_eq!(
        summary("en", 12_345, 0.0123),
        "12,345 diagrams written, 0 failed, 1 warning, in 0.01\u{a0}s"
    );
    assert_eq!(
        summary("de", 1, 3.456),
        "1 Diagramm geschrieben, 0 fehlgeschlagen, 1 Warnung, in 3,46\u{a0}s"
    );
    assert_eq!(
        summary("fr", 10_000, 62.0),
        "10\u{202f}000 diagrammes écrits, 0 en échec, 1 avertissement, en 62,00\u{a0}s"
    );
    assert_eq!(
        summary("it", 2, 0.5),
        "2 diagrammi scritti, 0 non riusciti, 1 avviso, in 0,50\u{a0}s"
    );
    assert_eq!(
        summary("nl", 1_000_000, 0.004),
        "1.000.000 diagrammen geschreven, 0 mislukt, 1 waarschuwing, in 0,00\u{a0}s"
    );
    // Positions are not grouped; counts are.
    let en = Messages::new("en");
    assert_eq!(
        en.get(
            "location-line-column",
            &[("line", n(12_345_usize)), ("column", n(7_usize))]
        ),
        "line 12345, column 7"
    );
    assert_eq!(
        Messages::new("fr").get("err-jobs", &[("max", n(1_024_usize))]),
        "--jobs doit être compris entre 1 et 1\u{202f}024"
    );
}

#[test]
fn numbers_round_and_group() {
    let write = |value: f64, min: Option<usize>, max: Option<usize>, grouping: bool| {
        let mut number = FluentNumber::from(value);
        number.options.minimum_fraction_digits = min;
        number.options.maximum_fraction_digits = max;
        number.options.use_grouping = grouping;
        write_number(&number, ',', '.')
    };
    assert_eq!(write(0.0, None, None, true), "0");
    assert_eq!(write(999.0, None, None, true), "999");
    assert_eq!(write(1000.0, None, None, true), "1,000");
    assert_eq!(write(1_234_567.891_2, None, None, true), "1,234,567.891");
    assert_eq!(write(1_234_567.0, None, None, false), "1234567");
    assert_eq!(write(2.5, Some(2), Some(2), true), "2.50");
    assert_eq!(write(0.125, Some(0), Some(1), true), "0.1");
    assert_eq!(write(-1500.25, None, None, true), "-1,500.25");
    assert_eq!(write(-0.0001, None, Some(2), true), "0");
    assert_eq!(write(f64::NAN, None, None, true), "NaN");
}

#[test]
fn alternatives_are_listed_in_the_language() {
    let list = |lang: &str, items: &[&str]| {
        let items: Vec<String> = items.iter().map(|i| i.to_string()).collect();
        Messages::new(lang).or_list(&items)
    };
    assert_eq!(list("en", &[]), "");
    assert_eq!(list("en", &["svg"]), "svg");
    assert_eq!(list("en", &["svg", "png"]), "svg or png");
    assert_eq!(list("en", &["svg", "png", "pdf"]), "svg, png or pdf");
    assert_eq!(list("de", &["svg", "png", "pdf"]), "svg, png oder pdf");
    assert_eq!(list("fr", &["svg", "png", "pdf"]), "svg, png ou pdf");
    assert_eq!(list("it", &["svg", "png", "pdf"]), "svg, png o pdf");
    assert_eq!(list("nl", &["svg", "png", "pdf"]), "svg, png of pdf");
}

fn reporter(lang: &str) -> crate::app::report::Reporter {
    crate::app::report::Reporter {
        msgs: Messages::new(lang),
        quiet: false,
        strict: false,
        file: std::cell::RefCell::new(None),
    }
}

/// `--to` is told only what it takes: no `auto`.
#[test]
fn the_output_notation_is_told_without_auto() {
    use crate::notation::Dialect;
    let r = reporter("en");
    let unknown = "xyz".parse::<Dialect>().unwrap_err();
    assert_eq!(
        r.dialect_error_text(&unknown),
        "`xyz` is not a notation: give a name (en, english, de, german, deutsch, it, italian, italiano, fide, fr, french, francais, français, es, spanish, espanol, español, pt, portuguese, portugues, português, nl, dutch, nederlands, pl, polish, polski, cs, cz, czech, cesky, česky, čeština, sk, slovak, slovensky, slovenčina, hu, hungarian, magyar, ro, romanian, romana, română, sv, swedish, svenska, da, danish, dansk, no, nb, nn, norwegian, norsk, fi, finnish, suomi, tr, turkish, turkce, türkçe, ru, russian, русский, ffen, fairy-fen, ffen-left, yacpdb, matplus, yacpdb-right, popeye, popeye-en, popeye-de, popeye-fr, unicode, auto) or six letters for king, queen, rook, bishop, knight and pawn"
    );
    assert_eq!(
        r.output_dialect_error_text(&unknown),
        "`xyz` is not a notation: give a name (en, english, de, german, deutsch, it, italian, italiano, fide, fr, french, francais, français, es, spanish, espanol, español, pt, portuguese, portugues, português, nl, dutch, nederlands, pl, polish, polski, cs, cz, czech, cesky, česky, čeština, sk, slovak, slovensky, slovenčina, hu, hungarian, magyar, ro, romanian, romana, română, sv, swedish, svenska, da, danish, dansk, no, nb, nn, norwegian, norsk, fi, finnish, suomi, tr, turkish, turkce, türkçe, ru, russian, русский, ffen, fairy-fen, ffen-left, yacpdb, matplus, yacpdb-right, popeye, popeye-en, popeye-de, popeye-fr, unicode, latex-diagram) or six letters for king, queen, rook, bishop, knight and pawn"
    );
    assert_eq!(
        r.output_dialect_error_text(&"Auto".parse::<Dialect>().unwrap_err()),
        "`Auto` finds the notation of the input but cannot write one: give a name (en, english, de, german, deutsch, it, italian, italiano, fide, fr, french, francais, français, es, spanish, espanol, español, pt, portuguese, portugues, português, nl, dutch, nederlands, pl, polish, polski, cs, cz, czech, cesky, česky, čeština, sk, slovak, slovensky, slovenčina, hu, hungarian, magyar, ro, romanian, romana, română, sv, swedish, svenska, da, danish, dansk, no, nb, nn, norwegian, norsk, fi, finnish, suomi, tr, turkish, turkce, türkçe, ru, russian, русский, ffen, fairy-fen, ffen-left, yacpdb, matplus, yacpdb-right, popeye, popeye-en, popeye-de, popeye-fr, unicode, latex-diagram) or six letters for king, queen, rook, bishop, knight and pawn"
    );
    assert_eq!(
        r.output_dialect_error_text(&"KQRBNK".parse::<Dialect>().unwrap_err()),
        "`KQRBNK`: the letter `K` stands for two pieces"
    );
    for (lang, _) in LANGUAGES {
        let text = reporter(lang).output_dialect_error_text(&unknown);
        assert!(!text.contains("auto"), "{lang}: {text}");
    }
}

/// The pieces in sentences and as labels of the `dialects` table.
#[test]
fn pieces_in_sentences_and_in_tables() {
    use crate::Role;
    let fr = reporter("fr");
    assert_eq!(fr.piece_name(Role::Queen), "dame");
    assert_eq!(fr.piece_label(Role::Queen), "Dame");
    assert_eq!(
        fr.dialect_label(&crate::notation::Dialect::GERMAN),
        "Allemand"
    );
    assert_eq!(
        fr.dialect_name(&crate::notation::Dialect::GERMAN),
        "allemande"
    );
    let readings = |lang: &str, role: Role| {
        let r = reporter(lang);
        r.msgs.get(
            "err-ambiguous-reading",
            &[
                ("piece", s(r.piece_name(role))),
                (
                    "dialect",
                    s(r.dialect_name(&crate::notation::Dialect::ENGLISH)),
                ),
            ],
        )
    };
    assert_eq!(readings("fr", Role::Queen), "une dame en notation anglaise");
    assert_eq!(
        readings("fr", Role::Knight),
        "un cavalier en notation anglaise"
    );
    assert_eq!(
        readings("it", Role::Rook),
        "una torre nella notazione inglese"
    );
    assert_eq!(
        readings("it", Role::Bishop),
        "un alfiere nella notazione inglese"
    );
    assert_eq!(readings("nl", Role::Pawn), "een pion in de Engelse notatie");
    assert_eq!(readings("de", Role::Pawn), "Bauer (Notation „Englisch“)");
    assert_eq!(reporter("nl").labelled("fout", "x"), "fout: x",);
    assert_eq!(reporter("fr").labelled("erreur", "x"), "erreur\u{a0}: x");
}

#[test]
fn messages_take_arguments_without_isolation_marks() {
    let m = Messages::new("en");
    let text = m.get(
        "warn-bad-operand",
        &[("opcode", s("hmvc")), ("text", s("x"))],
    );
    assert_eq!(
        text,
        "the operand of `hmvc` is `x`, not a whole number; the operation is kept, but gives no move count"
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

/// A message made once for the shape of its arguments and filled in later
/// reads exactly as Fluent makes it each time: every message of every
/// language, with numbers of each plural form and texts of every kind
/// (the second and later calls of a shape fill the kept text).
#[test]
fn a_kept_text_reads_as_fluent_makes_it() {
    let texts = ["ZZ", "a1, b2 und c3", "{ $x } \u{202f}«»", ""];
    for (lang, source) in LANGUAGES {
        let m = Messages::new(lang);
        for (id, vars) in messages(source) {
            for number in [0.0, 1.0, 2.0, 5.0, 21.5, 1000.0] {
                for text in texts {
                    let args: Vec<(&str, FluentValue<'static>)> = sample_args(&vars, number)
                        .into_iter()
                        .map(|(k, v)| match v {
                            FluentValue::String(c) if c == "ZZ" => (k, s(text)),
                            v => (k, v),
                        })
                        .collect();
                    let fluent = m.format(&id, &args);
                    let expected = if id.starts_with("help-") && fluent.contains("{n}") {
                        fluent.replace("{n}", HELP_PLACEHOLDER_N)
                    } else {
                        fluent
                    };
                    assert_eq!(m.get(&id, &args), expected, "{lang} {id} {number} {text:?}");
                }
            }
        }
    }
}

/// What a message only writes out is kept out of its shape; what it
/// selects on or hands to a function is part of it; a message naming
/// another is not kept.
#[test]
fn a_shape_holds_what_a_message_inspects() {
    let written = |ftl: &str| {
        let resource = fluent_syntax::parser::parse(ftl).expect("parses");
        let fluent_syntax::ast::Entry::Message(m) = &resource.body[0] else {
            panic!("a message")
        };
        super::memo::written_out(m.value.as_ref().expect("a value"))
            .map(|w| w.iter().map(|s| s.to_string()).collect::<Vec<_>>())
    };
    assert_eq!(
        written("m = { $role ->\n    [king] king\n   *[other] { $role }\n} on { $squares }\n"),
        Some(vec!["squares".to_owned()])
    );
    assert_eq!(
        written("m = { NUMBER($n, minimumFractionDigits: 1) } of { $n } and { $t }\n"),
        Some(vec!["t".to_owned()])
    );
    assert_eq!(written("m = { other } { $t }\n"), None);
    assert_eq!(written("m = { -term } { $t }\n"), None);
    // A text holding a stand-in's plane is made by Fluent each time.
    let m = Messages::new("en");
    let odd = format!("a1{}", char::from_u32(0xF_0000).unwrap());
    let args = [("first", s(&odd)), ("last", s("b2"))];
    assert_eq!(m.get("list-and", &args), m.format("list-and", &args));
    assert_eq!(m.get("list-and", &args), m.format("list-and", &args));
}
