//! The command line's help in every language: what the messages check
//! (in `app::i18n`) seen through clap, which wraps the lines and reads
//! `{n}` as a line break.

use crate::app::i18n::{LANGUAGES, Messages};

/// Whether a line starts with a punctuation mark (`;`, `:`, `?`, `!`,
/// `,`, `.` followed by a space or nothing); `.svg` or `:COLOR` are words.
fn starts_with_punctuation(line: &str) -> bool {
    let mut chars = line.trim_start().chars();
    matches!(chars.next(), Some(';' | ':' | '?' | '!' | ',' | '.'))
        && chars.next().is_none_or(char::is_whitespace)
}

/// Every `{…}` meant literally (`{n}`, `{side}`) is printed as written in
/// clap's help, where `{n}` would otherwise become a line break.
#[test]
fn literal_placeholders_survive_in_help() {
    for (lang, _) in LANGUAGES {
        let m = Messages::new(lang);
        let cmd = super::help::command(&m, super::help::Purpose::Help);
        for (sub, wanted) in [
            ("batch", &["{n}", "{n:04}", "{line}", "{id}", "{stem}"][..]),
            ("render", &["{side}", "{count}"][..]),
        ] {
            let mut cmd = cmd.clone();
            cmd.build();
            let help = cmd
                .find_subcommand_mut(sub)
                .map(|c| c.render_help().to_string())
                .unwrap_or_default();
            for w in wanted {
                assert!(help.contains(w), "{lang} {sub} --help lacks {w}:\n{help}");
            }
            assert!(
                !help.contains('\u{1b}'),
                "{lang} {sub}: an escape is printed"
            );
        }
    }
}

/// clap's own wrapping of every help page, at 80 and at 40 columns,
/// never starts a line with punctuation.
#[test]
fn help_lines_never_start_with_punctuation() {
    for (lang, _) in LANGUAGES {
        let m = Messages::new(lang);
        let cmd = super::help::command(&m, super::help::Purpose::Help);
        let names: Vec<String> = cmd
            .get_subcommands()
            .map(|c| c.get_name().to_owned())
            .collect();
        for width in [80, 40] {
            let mut pages = vec![cmd.clone().term_width(width).render_help().to_string()];
            for name in &names {
                let mut cmd = cmd.clone().mut_subcommand(name, |c| c.term_width(width));
                cmd.build();
                if let Some(c) = cmd.find_subcommand_mut(name) {
                    pages.push(c.render_help().to_string());
                }
            }
            assert_eq!(pages.len(), names.len() + 1);
            for page in pages {
                for line in page.lines() {
                    assert!(
                        !starts_with_punctuation(line),
                        "{lang} at {width}: `{line}` in\n{page}"
                    );
                }
            }
        }
    }
}
