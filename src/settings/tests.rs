use super::*;
use crate::notation::Dialect;

fn settings(pairs: &[(&str, &str)]) -> Result<Settings, SettingsError> {
    let mut s = Settings::default();
    s.apply_all(pairs.iter().copied())?;
    Ok(s)
}

fn err(pairs: &[(&str, &str)]) -> SettingsError {
    settings(pairs).unwrap_err()
}

#[test]
fn defaults_are_the_command_lines() {
    let s = Settings::default();
    assert_eq!(s.style(), Style::default());
    assert_eq!(s.dialect, DialectChoice::Fixed(Dialect::ENGLISH));
    assert_eq!(s.finish(), Err(SettingsError::NoRecord));
    assert_eq!(s.san_style(), SanStyle::default());
}

#[test]
fn every_option_is_read() {
    let s = settings(&[
        ("fen", "8/8/8/8/8/8/8/K6k w"),
        ("from", "DE"),
        ("size", "300"),
        ("flip", ""),
        ("side-to-move", "yes"),
        ("no_coordinates", "1"),
        ("theme", "print"),
        ("dark", "#abc"),
        ("transparent", "on"),
        ("square_size", "7mm"),
        ("dpi", "300"),
        ("mark", "e4:red"),
        ("highlights", "d4"),
        ("arrows", "g1f3:blue"),
        ("circle", "a1"),
        ("cross", "h8:#123456"),
        ("marks", "[%csl Yb2]"),
        ("title", "side"),
        ("caption", "count"),
        ("author", "Sam Loyd"),
        ("source", "1858"),
        ("stipulation", "#3"),
        ("lang", "nl_BE"),
        ("strict", "false"),
        ("merge_digits", "true"),
        ("base", "start"),
        ("at", "23..."),
        ("move-letters", "de"),
        ("delay", "500"),
    ])
    .unwrap();
    assert_eq!(s.dialect, DialectChoice::Fixed(Dialect::GERMAN));
    let style = s.style();
    assert_eq!(style.size, 300);
    assert!(style.flip && style.side_to_move && style.transparent);
    assert_eq!(style.coordinates, Coordinates::None);
    assert_eq!(style.colors.light, Theme::Print.colors().light);
    assert_eq!(style.colors.dark, Rgb(0xaa, 0xbb, 0xcc));
    assert_eq!(style.dpi, Some(300));
    assert_eq!(s.marks().len(), 6);
    assert_eq!(s.marks()[0].color, crate::render::marks::RED);
    assert_eq!(s.captions, ["side", "count"]);
    assert_eq!(s.lang.as_deref(), Some("nl_BE"));
    assert!(s.merge_digits && !s.strict);
    assert_eq!(s.at.to_string(), "23...");
    assert_eq!(s.delay, 500);
    assert!(s.given("side_to_move") && s.given("flip") && !s.given("legend"));
    assert_eq!(s.finish(), Ok(()));
}

#[test]
fn errors_are_typed_and_name_the_key_as_written() {
    assert_eq!(
        err(&[("fliped", "1")]),
        SettingsError::Unknown {
            key: "fliped".into(),
            suggestion: Some("flip")
        }
    );
    assert_eq!(
        err(&[("zzzzzz", "1")]),
        SettingsError::Unknown {
            key: "zzzzzz".into(),
            suggestion: None
        }
    );
    assert_eq!(
        err(&[("size", "300"), ("Size", "400")]),
        SettingsError::Repeated { key: "Size".into() }
    );
    assert_eq!(
        err(&[("coordinates", "1"), ("no-coordinates", "1")]),
        SettingsError::Repeated {
            key: "no-coordinates".into()
        }
    );
    assert_eq!(
        err(&[("flip", "1"), ("no_flip", "")]),
        SettingsError::Repeated {
            key: "no_flip".into()
        }
    );
    assert_eq!(
        err(&[("size", "8192")]),
        SettingsError::Size {
            size: 8192,
            min: 16,
            max: 4096
        }
    );
    assert!(matches!(
        err(&[("size", "99999999999999999999999")]),
        SettingsError::Size { size: u64::MAX, .. }
    ));
    assert_eq!(
        err(&[("size", "-3")]),
        SettingsError::Number {
            key: "size".into(),
            value: "-3".into()
        }
    );
    assert_eq!(
        err(&[("size", "")]),
        SettingsError::NoValue { key: "size".into() }
    );
    assert_eq!(
        err(&[("transparent", "maybe")]),
        SettingsError::Bool {
            key: "transparent".into(),
            value: "maybe".into()
        }
    );
    assert!(matches!(
        err(&[("flip", "maybe")]),
        SettingsError::Choice { .. }
    ));
    assert!(matches!(
        err(&[("dialect", "xyz")]),
        SettingsError::Dialect(_)
    ));
    assert!(matches!(
        err(&[("move_letters", "xyz")]),
        SettingsError::MoveLetters { .. }
    ));
    assert!(matches!(err(&[("at", "later")]), SettingsError::At(_)));
    assert!(matches!(
        err(&[("mark", "e9x")]),
        SettingsError::Mark { .. }
    ));
    assert!(matches!(
        err(&[("marks", "[%csl Xe4]")]),
        SettingsError::ChessBase(_)
    ));
    assert!(matches!(
        err(&[("annotations", "Q4")]),
        SettingsError::Annotation(_)
    ));
    assert_eq!(
        err(&[("caption", &"x".repeat(501))]),
        SettingsError::TooLong {
            key: "caption".into(),
            length: 501
        }
    );
    assert_eq!(
        err(&[("caption", &"x".repeat(300)), ("title", &"y".repeat(300))]),
        SettingsError::TooLong {
            key: "title".into(),
            length: 601
        }
    );
    assert_eq!(
        err(&[("check", "e0")]),
        SettingsError::Square {
            key: "check".into(),
            value: "e0".into()
        }
    );
    assert_eq!(err(&[("delay", "5")]), SettingsError::Delay { value: 5 });
    let many: Vec<(&str, &str)> = std::iter::repeat_n(("mark", "e4"), MAX_MARKS + 1).collect();
    assert_eq!(
        settings(&many).unwrap_err(),
        SettingsError::TooMany {
            key: "mark".into(),
            max: MAX_MARKS
        }
    );
}

#[test]
fn a_way_in_refuses_the_keys_it_does_not_take() {
    let mut s = Settings::default();
    assert_eq!(
        s.apply_from(Way::Query, "pieces", "/etc"),
        Err(SettingsError::NotHere {
            key: "pieces".into(),
            way: Way::Query
        })
    );
    assert_eq!(
        s.apply_from(Way::CommandLine, "alt", "x"),
        Err(SettingsError::NotHere {
            key: "alt".into(),
            way: Way::CommandLine
        })
    );
    assert_eq!(s.apply_from(Way::Block, "pieces", "dir"), Ok(()));
    assert_eq!(s.apply_from(Way::Block, "alt", "x"), Ok(()));
    // Where a diagram's words go is a question of typeset documents only.
    assert_eq!(
        s.apply_from(Way::Block, "texts", "document"),
        Err(SettingsError::NotHere {
            key: "texts".into(),
            way: Way::Block
        })
    );
    let mut d = Settings::default();
    assert_eq!(d.apply_from(Way::Document, "alt", "x"), Ok(()));
    assert_eq!(d.apply_from(Way::Document, "texts", "document"), Ok(()));
    assert_eq!(d.texts, TextPlace::Document);
    assert!(matches!(
        Settings::default().apply_from(Way::Document, "texts", "margin"),
        Err(SettingsError::Choice { .. })
    ));
}

#[test]
fn glyphs_are_read_repeated_keyed_and_refused() {
    let s = settings(&[
        ("fen", "8"),
        ("glyph", "zebra=knight:90,g=queen"),
        ("glyphs", "camel=knight:270"),
    ])
    .unwrap();
    assert_eq!(s.style().glyphs.len(), 3);
    assert_eq!(s.glyphs[0].turn, crate::Turn::Right);
    let keyed: Vec<String> = s
        .pairs()
        .into_iter()
        .filter(|(k, _)| *k == "glyph")
        .map(|(_, v)| v)
        .collect();
    assert_eq!(
        keyed,
        ["zebra=knight:90", "grasshopper=queen:0", "camel=knight:270"]
    );
    assert_eq!(
        settings(&[("fen", "8"), ("glyph", "zebra=horse")]).err(),
        Some(SettingsError::Glyph {
            value: "zebra=horse".to_owned()
        })
    );
}

#[test]
fn last_move_and_check() {
    let s = settings(&[
        ("fen", "8/8/8/8/8/8/8/K6k"),
        ("last_move", "e7e8=Q"),
        ("check", "h8"),
    ])
    .unwrap();
    assert_eq!(
        s.last_move,
        Some(LastMove::Move(Move {
            from: "e7".parse().unwrap(),
            to: "e8".parse().unwrap(),
            promotion: Some('q')
        }))
    );
    assert_eq!(s.check, CheckChoice::Square("h8".parse().unwrap()));
    assert_eq!(
        settings(&[("last-move", "none")]).unwrap().last_move,
        Some(LastMove::None)
    );
    assert_eq!(
        settings(&[("last-move", "e2->e4")]).unwrap().last_move,
        Some(LastMove::Move(Move::parse("e2e4").unwrap()))
    );
    assert_eq!(
        settings(&[("fen", "8"), ("check", "none")]).unwrap().check,
        CheckChoice::None
    );
}

#[test]
fn flip_follows_the_position_when_asked() {
    let s = settings(&[("flip", "auto")]).unwrap();
    assert!(!s.style().flip);
    assert!(s.flip.flipped(Some(crate::Color::Black), None));
    let s = settings(&[("orientation", "black")]).unwrap();
    assert!(s.style().flip);
    let s = settings(&[("no-flip", "")]).unwrap();
    assert!(!s.flip.flipped(None, Some(crate::Color::Black)));
}

#[test]
fn pairs_read_back_as_the_same_settings() {
    let s = settings(&[
        ("fen", "r3k2r/8/8/8/8/8/8/R3K2R w"),
        ("dialect", "auto"),
        ("theme", "blue"),
        ("size", "320"),
        ("flip", "auto"),
        ("coordinates", "0"),
        ("mark", "e4:red"),
        ("arrow", "e2e4"),
        ("marks", "[%csl Yb2][%cal Rg1f3]"),
        ("annotations", "Hc3/b"),
        ("caption", "side"),
        ("author", "A. N. Other"),
        ("lang", "fr"),
        ("square_size", "7mm"),
        ("at", "end"),
        ("move_letters", "figurine"),
        ("last_move", "none"),
        ("delay", "300"),
        ("alt", "a board"),
        ("pieces", "my/pieces"),
        ("texts", "document"),
    ])
    .unwrap();
    let pairs = s.pairs();
    let mut back = Settings::default();
    back.apply_all(pairs.iter().map(|(k, v)| (*k, v.as_str())))
        .unwrap();
    let unseen = |s: &Settings| Settings {
        seen: Vec::new(),
        ..s.clone()
    };
    assert_eq!(unseen(&back), unseen(&s));
    assert_eq!(back.marks(), s.marks());
    assert_eq!(Settings::default().pairs(), []);
    // Every key written is the list's own name.
    assert!(pairs.iter().all(|(k, _)| KEYS.iter().any(|x| x.name == *k)));
}

#[test]
fn from_pairs_needs_a_record() {
    assert_eq!(
        Settings::from_pairs([("size", "300")]),
        Err(SettingsError::NoRecord)
    );
    assert!(Settings::from_pairs([("position", "8")]).is_ok());
}

/// The guide's table of keys (docs/src/keys.md) is the list: every key in it once, in the
/// list's order, with its other names, what it takes and the ways in that
/// take it.
#[test]
fn the_guide_table_of_keys_is_the_list() {
    let page = include_str!("../../docs/src/keys.md");
    let start = page
        .find("| key | other names | takes | ways in | what it does |")
        .expect("the table");
    let rows: Vec<Vec<String>> = page[start..]
        .lines()
        .skip(2)
        .take_while(|l| l.starts_with('|'))
        .map(|l| {
            l.trim_matches('|')
                .split('|')
                .map(|c| c.trim().to_owned())
                .collect()
        })
        .collect();
    let names: Vec<String> = KEYS.iter().map(|k| format!("`{}`", k.name)).collect();
    let listed: Vec<&String> = rows.iter().map(|r| &r[0]).collect();
    assert_eq!(listed, names.iter().collect::<Vec<_>>(), "the guide's keys");
    for (row, key) in rows.iter().zip(KEYS) {
        let aliases: Vec<String> = key.names().skip(1).map(|a| format!("`{a}`")).collect();
        assert_eq!(row[1], aliases.join(", "), "{}", key.name);
        let ways = match key.ways {
            [Way::CommandLine, Way::Query, Way::Block, Way::Document] => "all",
            [Way::CommandLine, Way::Block, Way::Document] => "command line, block",
            [Way::Block, Way::Document] => "block",
            [Way::Document] => "LaTeX, Typst",
            other => panic!("{other:?}"),
        };
        assert_eq!(row[3], ways, "{}", key.name);
        if key.kind != KeyKind::Switch && key.choices.is_empty() {
            assert!(row[2].starts_with(key.value_name), "{}", key.name);
        }
        assert_eq!(
            row[2].ends_with(", many"),
            key.kind == KeyKind::Many,
            "{}",
            key.name
        );
        assert_eq!(
            row[2].starts_with("yes/no"),
            key.kind == KeyKind::Switch,
            "{}",
            key.name
        );
        for choice in key.choices {
            assert!(
                row[2].contains(&format!("`{choice}`")) || *choice == "yes" || *choice == "no",
                "{}: {choice}",
                key.name
            );
        }
    }
}

/// The default a key's help names is what the settings have without the
/// key: given, it changes nothing (but the letters of moves, which are
/// then written down as given).
#[test]
fn the_defaults_help_names_are_the_settings_defaults() {
    let unseen = |s: &Settings| Settings {
        seen: Vec::new(),
        ..s.clone()
    };
    let d = Settings::default();
    for key in KEYS.iter().filter(|k| !k.default.is_empty()) {
        let s = settings(&[(key.name, key.default)]).unwrap();
        if key.name == "move-letters" {
            assert_eq!(s.san_style(), d.san_style());
        } else {
            assert_eq!(unseen(&s), d, "{}", key.name);
        }
    }
}

/// What a key takes is said once and agrees with itself: choices are the
/// values it reads, a switch with choices has a value name, a number
/// reads as one.
#[test]
fn every_key_agrees_with_itself() {
    for key in KEYS {
        for choice in key.choices {
            let mut s = Settings::default();
            assert_eq!(s.apply(key.name, choice), Ok(()), "{}={choice}", key.name);
        }
        let named = !key.value_name.is_empty();
        match key.kind {
            KeyKind::Switch => {
                assert_eq!(named, !key.choices.is_empty(), "{}", key.name);
                let mut s = Settings::default();
                assert_eq!(s.apply(key.name, ""), Ok(()), "{} alone", key.name);
            }
            KeyKind::Value | KeyKind::Many => assert!(named, "{}", key.name),
        }
        if let ValueType::WholeIn { min, max } = key.value_type {
            for n in [min, max] {
                let mut s = Settings::default();
                assert_eq!(
                    s.apply(key.name, &n.to_string()),
                    Ok(()),
                    "{}={n}",
                    key.name
                );
            }
        }
        assert!(
            key.takes(Way::Document),
            "{}: a typeset document takes every key",
            key.name
        );
    }
}

/// Each of a problem's lines is a key that takes an empty value (the line
/// turned off) and writes itself back.
#[test]
fn the_problem_lines_are_keys() {
    for line in ProblemLine::ALL {
        let key = find(line.key()).expect("a key");
        assert_eq!(key.name, line.key());
        assert!(key.takes_empty, "{}", key.name);
        let s = settings(&[(key.name, "")]).unwrap();
        assert_eq!(s.lines.get(line).as_deref(), Some(""));
        assert_eq!(s.pairs(), [(key.name, String::new())]);
    }
}
