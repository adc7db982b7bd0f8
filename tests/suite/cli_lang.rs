//! The command line in every interface language: clap's errors, help and
//! usage lines through our messages, the global options under their own
//! heading, and a manual page per command.

use crate::common;

use std::path::Path;
use std::process::{Command, Output, Stdio};

use common::{run, stderr};

const LANGS: [&str; 5] = ["en", "de", "fr", "it", "nl"];
/// The formats of `--format`.
#[cfg(feature = "pdf")]
const FORMATS: [&str; 4] = ["svg", "png", "gif", "pdf"];
#[cfg(not(feature = "pdf"))]
const FORMATS: [&str; 3] = ["svg", "png", "gif"];
#[cfg(feature = "serve")]
const COMMANDS: [&str; 12] = [
    "render",
    "batch",
    "translate",
    "describe",
    "dialects",
    "completions",
    "man",
    "markdown",
    "mdbook",
    "block",
    "latex",
    "serve",
];
#[cfg(not(feature = "serve"))]
const COMMANDS: [&str; 11] = [
    "render",
    "batch",
    "translate",
    "describe",
    "dialects",
    "completions",
    "man",
    "markdown",
    "mdbook",
    "block",
    "latex",
];

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

/// Text with every run of white space made one space (help is wrapped to
/// the width of the terminal).
fn flat(text: &str) -> String {
    text.split_ascii_whitespace().collect::<Vec<_>>().join(" ")
}

/// Whether clap's English `phrase` would be wrong in `lang` (French writes
/// `[OPTIONS]` as English does).
fn foreign(lang: &str, phrase: &str) -> bool {
    lang != "en" && !(lang == "fr" && phrase == "[OPTIONS]")
}

/// Runs `forsythe --lang LANG ARGS…` in a fresh folder.
fn forsythe(lang: &str, args: &[&str]) -> Output {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let mut all = vec!["--lang", lang];
    all.extend_from_slice(args);
    run(&all, dir.path(), b"")
}

/// A one-line message of a language as written in its file (a label such
/// as `severity-error`, which other parts of the program own).
fn message(lang: &str, key: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("locales/{lang}/forsythe.ftl"));
    let text = std::fs::read_to_string(path).expect("the messages");
    text.lines()
        .find_map(|l| l.strip_prefix(&format!("{key} = ")))
        .unwrap_or_else(|| panic!("{lang} has {key}"))
        .to_owned()
}

/// The words each language uses for clap's: the usage heading, the
/// placeholders, and the sentence pointing to --help.
struct Words {
    usage: &'static str,
    options: &'static str,
    command: &'static str,
    file: &'static str,
    input: &'static str,
    more: &'static str,
}

fn words(lang: &str) -> Words {
    match lang {
        "de" => Words {
            usage: "Aufruf:",
            options: "OPTIONEN",
            command: "BEFEHL",
            file: "DATEI",
            input: "EINGABE",
            more: "Mehr dazu mit `{}`.",
        },
        "fr" => Words {
            usage: "Utilisation\u{a0}:",
            options: "OPTIONS",
            command: "COMMANDE",
            file: "FICHIER",
            input: "ENTRÉE",
            more: "Pour en savoir plus, lancez `{}`.",
        },
        "it" => Words {
            usage: "Uso:",
            options: "OPZIONI",
            command: "COMANDO",
            file: "FILE",
            input: "INPUT",
            more: "Per saperne di più, esegui `{}`.",
        },
        "nl" => Words {
            usage: "Gebruik:",
            options: "OPTIES",
            command: "OPDRACHT",
            file: "BESTAND",
            input: "INVOER",
            more: "Meer informatie met `{}`.",
        },
        _ => Words {
            usage: "Usage:",
            options: "OPTIONS",
            command: "COMMAND",
            file: "FILE",
            input: "INPUT",
            more: "For more information, run `{}`.",
        },
    }
}

/// The end of every usage error: the usage line (if any) and where to read more.
fn tail(lang: &str, usage: Option<&str>, command: &str) -> String {
    let w = words(lang);
    let more = w.more.replace("{}", &format!("{command} --help"));
    match usage {
        Some(u) => format!("\n{} {u}\n\n{more}\n", w.usage),
        None => format!("\n{more}\n"),
    }
}

/// A label as messages write it before their text: `error: `, and in
/// French with a no-break space before the colon.
fn label(lang: &str, key: &str) -> String {
    let sep = if lang == "fr" { "\u{a0}: " } else { ": " };
    format!("{}{sep}", message(lang, key))
}

fn error(lang: &str) -> String {
    label(lang, "severity-error")
}

fn hint(lang: &str) -> String {
    label(lang, "severity-hint")
}

#[test]
fn an_unknown_command_in_every_language() {
    let unknown = [
        (
            "en",
            "`rendr` is not a command of forsythe",
            "did you mean `render`?",
        ),
        (
            "de",
            "`rendr` ist kein Befehl von forsythe",
            "meinten Sie `render`?",
        ),
        (
            "fr",
            "`rendr` n'est pas une commande de forsythe",
            "vouliez-vous dire `render`\u{202f}?",
        ),
        (
            "it",
            "`rendr` non è un comando di forsythe",
            "forse intendevi `render`?",
        ),
        (
            "nl",
            "`rendr` is geen opdracht van forsythe",
            "bedoelde je `render`?",
        ),
    ];
    for (lang, text, similar) in unknown {
        let o = forsythe(lang, &["rendr", "8/8"]);
        assert_eq!(o.status.code(), Some(2), "{lang}");
        assert_eq!(stdout(&o), "", "{lang}");
        let w = words(lang);
        let usage = format!("forsythe [{}] <{}>", w.options, w.command);
        let expected = format!(
            "{}{text}\n  = {}{similar}\n{}",
            error(lang),
            hint(lang),
            tail(lang, Some(&usage), "forsythe")
        );
        assert_eq!(stderr(&o), expected, "{lang}");
    }
}

#[test]
fn an_unknown_option_with_a_suggestion_in_every_language() {
    let unexpected = [
        (
            "en",
            "unexpected argument `--flipp`",
            "did you mean `--flip`?",
        ),
        (
            "de",
            "unerwartetes Argument `--flipp`",
            "meinten Sie `--flip`?",
        ),
        (
            "fr",
            "argument inattendu `--flipp`",
            "vouliez-vous dire `--flip`\u{202f}?",
        ),
        (
            "it",
            "argomento inatteso `--flipp`",
            "forse intendevi `--flip`?",
        ),
        (
            "nl",
            "onverwacht argument `--flipp`",
            "bedoelde je `--flip`?",
        ),
    ];
    for (lang, text, similar) in unexpected {
        let o = forsythe(lang, &["render", "8/8", "--flipp", "-o", "x.png"]);
        assert_eq!(o.status.code(), Some(2), "{lang}");
        let w = words(lang);
        let usage = format!(
            "forsythe render [{}] --output <{}> [{}]",
            w.options, w.file, w.input
        );
        let expected = format!(
            "{}{text}\n  = {}{similar}\n{}",
            error(lang),
            hint(lang),
            tail(lang, Some(&usage), "forsythe render")
        );
        assert_eq!(stderr(&o), expected, "{lang}");
    }
}

#[test]
fn a_bad_format_in_every_language() {
    let invalid = [
        (
            "en",
            "`jpg` is not a valid value for `--format <FORMAT>`",
            "possible values: ",
        ),
        (
            "de",
            "`jpg` ist kein gültiger Wert für `--format <FORMAT>`",
            "mögliche Werte: ",
        ),
        (
            "fr",
            "`jpg` n'est pas une valeur valide pour `--format <FORMAT>`",
            "valeurs possibles\u{a0}: ",
        ),
        (
            "it",
            "`jpg` non è un valore valido per `--format <FORMATO>`",
            "valori possibili: ",
        ),
        (
            "nl",
            "`jpg` is geen geldige waarde voor `--format <FORMAAT>`",
            "mogelijke waarden: ",
        ),
    ];
    for (lang, text, values) in invalid {
        let o = forsythe(lang, &["render", "8/8", "--format", "jpg", "-o", "x"]);
        assert_eq!(o.status.code(), Some(2), "{lang}");
        let expected = format!(
            "{}{text}\n  = {}{values}{}\n{}",
            error(lang),
            hint(lang),
            FORMATS.map(|f| format!("`{f}`")).join(", "),
            tail(lang, None, "forsythe render")
        );
        assert_eq!(stderr(&o), expected, "{lang}");
    }
}

#[test]
fn a_missing_argument_in_every_language() {
    let missing = [
        ("en", "a required argument is missing: `--output <FILE>`"),
        ("de", "ein nötiges Argument fehlt: `--output <DATEI>`"),
        (
            "fr",
            "il manque un argument obligatoire\u{a0}: `--output <FICHIER>`",
        ),
        ("it", "manca un argomento obbligatorio: `--output <FILE>`"),
        (
            "nl",
            "een verplicht argument ontbreekt: `--output <BESTAND>`",
        ),
    ];
    for (lang, text) in missing {
        let o = forsythe(lang, &["render", "8/8"]);
        assert_eq!(o.status.code(), Some(2), "{lang}");
        let w = words(lang);
        let usage = format!(
            "forsythe render [{}] --output <{}> [{}]",
            w.options, w.file, w.input
        );
        let expected = format!(
            "{}{text}\n{}",
            error(lang),
            tail(lang, Some(&usage), "forsythe render")
        );
        assert_eq!(stderr(&o), expected, "{lang}");
    }
    // Two at once, in the plural.
    let o = forsythe("de", &["batch"]);
    assert!(
        stderr(&o)
            .starts_with("Fehler: nötige Argumente fehlen: `--output <ORDNER>`, `<DATEI>...`\n"),
        "{}",
        stderr(&o)
    );
}

#[test]
fn the_language_comes_from_the_environment_too() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let o = Command::new(crate::forsythe_exe())
        .args(["render", "--format", "jpg", "-o", "x", "8/8"])
        .current_dir(dir.path())
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", "fr_FR.UTF-8")
        .stdin(Stdio::null())
        .output()
        .expect("the binary runs");
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).starts_with(
            "erreur\u{a0}: `jpg` n'est pas une valeur valide pour `--format <FORMAT>`\n"
        ),
        "{}",
        stderr(&o)
    );
}

#[test]
fn other_usage_errors_are_ours_too() {
    let cases: [(&[&str], &str); 6] = [
        (
            &["render", "8/8", "--size", "big", "-o", "x.png"],
            "Fehler: `big` ist kein gültiger Wert für `--size <PX>`\n  = Tipp: erwartet wird eine ganze Zahl\n",
        ),
        (
            &[
                "render",
                "--transparent",
                "--transparent",
                "-o",
                "x.png",
                "8/8",
            ],
            "Fehler: `--transparent` darf nur einmal angegeben werden\n",
        ),
        (
            &["render", "-o", "x.png", "--", "8/8", "8/8"],
            "Fehler: unerwartetes Argument `8/8`\n",
        ),
        (
            &["batch", "p.epd", "-5", "-o", "x"],
            "Fehler: unerwartetes Argument `-5`\n  = Tipp: um `-5` als Wert zu übergeben, schreiben Sie `-- -5`\n",
        ),
        (
            &["--", "render"],
            "Fehler: unerwartetes Argument `render`\n  = Tipp: `render` ist ein Befehl; um ihn zu verwenden, entfernen Sie das `--` davor\n",
        ),
        (
            &["man", "render", "--dir", "x"],
            "Fehler: `[BEFEHL]` kann nicht zusammen mit `--dir <ORDNER>` verwendet werden\n",
        ),
    ];
    for (args, start) in cases {
        let o = forsythe("de", args);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        assert!(stderr(&o).starts_with(start), "{args:?}: {}", stderr(&o));
        assert!(
            stderr(&o).ends_with("--help`.\n"),
            "{args:?}: {}",
            stderr(&o)
        );
    }
}

/// English words clap would print in help.
const CLAP_ENGLISH: [&str; 12] = [
    "Usage:",
    "Options:",
    "Arguments:",
    "Commands:",
    "Global options:",
    "Print help",
    "Print version",
    "[default:",
    "[possible values:",
    "[aliases:",
    "[OPTIONS]",
    "<COMMAND>",
];

#[test]
fn help_of_every_command_in_every_language() {
    let headings = [
        (
            "en",
            ["Usage:", "Arguments:", "Options:", "Global options:"],
        ),
        (
            "de",
            ["Aufruf:", "Argumente:", "Optionen:", "Globale Optionen:"],
        ),
        (
            "fr",
            [
                "Utilisation\u{a0}:",
                "Arguments\u{a0}:",
                "Options\u{a0}:",
                "Options globales\u{a0}:",
            ],
        ),
        ("it", ["Uso:", "Argomenti:", "Opzioni:", "Opzioni globali:"]),
        (
            "nl",
            ["Gebruik:", "Argumenten:", "Opties:", "Globale opties:"],
        ),
    ];
    for (lang, [usage, arguments, options, global]) in headings {
        for command in COMMANDS {
            let o = forsythe(lang, &[command, "--help"]);
            assert_eq!(o.status.code(), Some(0), "{lang} {command}");
            assert_eq!(stderr(&o), "", "{lang} {command}");
            let help = stdout(&o);
            let about = message(lang, &format!("help-cmd-{command}"));
            assert!(
                flat(&help).starts_with(&format!("{about} {usage} forsythe {command} ")),
                "{lang} {command}:\n{help}"
            );
            for english in CLAP_ENGLISH.into_iter().filter(|e| foreign(lang, e)) {
                assert!(
                    !help.contains(english),
                    "{lang} {command}: {english}\n{help}"
                );
            }
            // Arguments, then options, then the options of every command.
            let at = |h: &str| help.find(&format!("\n{h}\n"));
            let own = at(options).unwrap_or_else(|| panic!("{lang} {command}: {options}\n{help}"));
            let shared = at(global).unwrap_or_else(|| panic!("{lang} {command}: {global}\n{help}"));
            assert!(own < shared, "{lang} {command}");
            if let Some(args) = at(arguments) {
                assert!(args < own, "{lang} {command}");
            }
            // The option's own line (other help texts may name it).
            let lang_option = help.find("\n      --lang ").expect("--lang");
            assert!(
                lang_option > shared,
                "{lang} {command}: --lang is a global option"
            );
            assert!(
                help.find("--help").expect("--help") < shared,
                "{lang} {command}"
            );
        }
    }
}

#[test]
fn render_and_batch_help_name_defaults_values_and_aliases_in_german() {
    let o = forsythe("de", &["render", "--help"]);
    let help = flat(&stdout(&o));
    for part in [
        "-o, --output <DATEI>",
        "--format <FORMAT>",
        &format!("[mögliche Werte: {}]", FORMATS.join(", ")),
        "[Standard: 400]",
        "[auch: --from]",
        "--mark <FELD[:FARBE]>",
        "-h, --help Hilfe anzeigen",
        "Hilfe anzeigen",
        "--lang <SPRACHE>",
    ] {
        assert!(help.contains(part), "{part}\n{help}");
    }
    let o = forsythe("de", &["batch", "--help"]);
    let help = stdout(&o);
    let flat_help = flat(&help);
    for part in [
        "<DATEI>...",
        "--manifest <FORMAT>",
        "[Standard: json]",
        "[mögliche Werte: json, csv]",
    ] {
        assert!(flat_help.contains(part), "{part}\n{help}");
    }
    // `help COMMAND` is the same help.
    let o = forsythe("de", &["help", "batch"]);
    assert_eq!(stdout(&o), help);
}

#[test]
fn the_program_help_and_version() {
    for lang in LANGS {
        let o = forsythe(lang, &["--help"]);
        assert_eq!(o.status.code(), Some(0));
        let help = stdout(&o);
        let commands = message(lang, "cli-heading-commands");
        assert!(
            help.contains(&format!("\n{commands}\n  render ")),
            "{lang}\n{help}"
        );
        assert!(
            help.contains(&message(lang, "cli-help-command-help")),
            "{lang}\n{help}"
        );
        assert!(
            help.contains(&message(lang, "cli-help-version")),
            "{lang}\n{help}"
        );
        for english in CLAP_ENGLISH.into_iter().filter(|e| foreign(lang, e)) {
            assert!(!help.contains(english), "{lang}: {english}\n{help}");
        }
        let o = forsythe(lang, &["--version"]);
        assert_eq!(o.status.code(), Some(0));
        assert_eq!(
            stdout(&o),
            format!("forsythe {}\n", env!("CARGO_PKG_VERSION"))
        );
    }
    // Without a command: the help, on stderr, as a misuse.
    let o = forsythe("it", &[]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("Uso: forsythe [OPZIONI] <COMANDO>"),
        "{}",
        stderr(&o)
    );
}

#[test]
fn completions_speak_the_language_and_keep_every_name() {
    let o = forsythe("de", &["completions", "fish"]);
    assert_eq!(o.status.code(), Some(0));
    let script = stdout(&o);
    assert!(
        script.contains("Das Brett aus der Sicht von Schwarz zeichnen"),
        "{script}"
    );
    let o = forsythe("de", &["completions", "bash"]);
    let script = stdout(&o);
    assert!(
        script.contains("--from") && script.contains("--dialect"),
        "{script}"
    );
}

/// The long options `--help` lists for a command.
fn long_options(help: &str) -> Vec<String> {
    let mut out = Vec::new();
    for line in help.lines() {
        let trimmed = line.trim_start();
        // An option is written two or six spaces in; deeper lines continue
        // a help text.
        if !matches!(line.len() - trimmed.len(), 2 | 6) {
            continue;
        }
        let line = trimmed;
        // `-o, --output`: the short name first.
        let short = line.len() > 4 && line.starts_with('-') && !line.starts_with("--");
        let line = if short && &line[2..4] == ", " {
            &line[4..]
        } else {
            line
        };
        if let Some(rest) = line.strip_prefix("--") {
            let name: String = rest
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '-')
                .collect();
            out.push(name);
        }
    }
    out
}

/// How roff writes text (a hyphen is `\-`).
fn roff(text: &str) -> String {
    text.replace('-', "\\-")
}

#[test]
fn a_manual_page_for_every_command_in_every_language() {
    for lang in LANGS {
        for command in std::iter::once(None).chain(COMMANDS.map(Some)) {
            let (args, name, help_args): (Vec<&str>, String, Vec<&str>) = match command {
                Some(c) => (vec!["man", c], format!("forsythe-{c}"), vec![c, "--help"]),
                None => (vec!["man"], "forsythe".to_owned(), vec!["--help"]),
            };
            let o = forsythe(lang, &args);
            assert_eq!(o.status.code(), Some(0), "{lang} {name}");
            let page = stdout(&o);
            let manual = message(lang, "cli-man-manual");
            assert!(
                page.starts_with(&format!(
                    ".TH {} 1 \"\" \"forsythe {}\" \"{manual}\"\n",
                    name.to_uppercase(),
                    env!("CARGO_PKG_VERSION")
                )),
                "{lang} {name}:\n{}",
                &page[..200.min(page.len())]
            );
            let section = message(lang, "cli-man-name");
            assert!(
                page.contains(&format!("\n.SH {section}\n{} \\- ", roff(&name))),
                "{lang} {name}"
            );
            let help = stdout(&forsythe(lang, &help_args));
            let options = long_options(&help);
            assert!(
                options.contains(&"lang".to_owned()) && options.contains(&"help".to_owned()),
                "{lang} {name}: {options:?}"
            );
            for option in options {
                assert!(
                    page.contains(&format!("\\fB{}\\fR", roff(&format!("--{option}")))),
                    "{lang} {name}: --{option}"
                );
            }
            if lang != "en" {
                for english in [".SH NAME\n", ".SH \"SEE ALSO\"\n", ".SH \"EXIT STATUS\"\n"] {
                    assert!(!page.contains(english), "{lang} {name}: {english}");
                }
            }
        }
    }
}

#[test]
fn every_page_into_a_folder() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let o = run(
        &["--lang", "nl", "man", "--dir", "pages/man1"],
        dir.path(),
        b"",
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(stdout(&o), "");
    let folder = dir.path().join("pages/man1");
    let mut files: Vec<String> = std::fs::read_dir(&folder)
        .expect("the folder was made")
        .map(|e| {
            e.expect("an entry")
                .file_name()
                .to_string_lossy()
                .into_owned()
        })
        .collect();
    files.sort();
    let mut expected: Vec<String> = COMMANDS.iter().map(|c| format!("forsythe-{c}.1")).collect();
    expected.push("forsythe.1".to_owned());
    expected.sort();
    assert_eq!(files, expected);
    for command in COMMANDS {
        let printed = stdout(&run(&["--lang", "nl", "man", command], dir.path(), b""));
        let written = std::fs::read_to_string(folder.join(format!("forsythe-{command}.1")))
            .expect("the page");
        assert_eq!(written, printed, "{command}");
    }
    // A folder that cannot be made is an error that names it.
    std::fs::write(dir.path().join("file"), "x").expect("a file");
    let o = run(&["man", "--dir", "file/man1"], dir.path(), b"");
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).starts_with("error: cannot use the folder file/man1: "),
        "{}",
        stderr(&o)
    );
}

#[test]
fn problem_notations_are_named_in_every_language() {
    // Popeye's three languages, and the notations whose turns go the other
    // way, are named in the words of the interface.
    for (lang, note) in [
        (
            "en",
            "note: read in Popeye (German) notation: `24` is its mark",
        ),
        (
            "de",
            "Hinweis: in der Notation „Popeye (Deutsch)“ gelesen: `24` ist ihr Zeichen",
        ),
        (
            "fr",
            "remarque\u{a0}: lu en notation Popeye (en allemand)\u{a0}: `24` en est la marque",
        ),
    ] {
        let out = forsythe(
            lang,
            &["describe", "--dialect", "auto", "24/4Ks2/8/4k3/5S2/8"],
        );
        assert!(out.status.success(), "{lang}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.lines().any(|l| l == note), "{lang}: {err}");
    }
}
