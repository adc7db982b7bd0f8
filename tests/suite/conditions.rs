//! Popeye's conditions as a reader reads them: the words of a `cond` line,
//! cut short in Popeye's English, German or French input, printed by their
//! whole names in the interface language, their parameters kept, and an
//! unknown word kept as typed with one warning.

use crate::common;

/// `describe` of a Popeye file in the interface language `lang`: its
/// output, its warnings, its exit code.
fn describe(popeye: &str, lang: &str) -> (String, String, Option<i32>) {
    let dir = tempfile::tempdir().expect("a temporary folder");
    std::fs::write(dir.path().join("p.inp"), popeye).expect("written");
    let o = common::run(&["--lang", lang, "describe", "p.inp"], dir.path(), b"");
    (
        String::from_utf8_lossy(&o.stdout).into_owned(),
        common::stderr(&o),
        o.status.code(),
    )
}

/// The conditions sentence of a description (`Conditions: …`).
fn conditions(description: &str) -> &str {
    description
        .trim_end()
        .trim_end_matches('.')
        .split(". ")
        .find(|s| s.contains("ondition") || s.contains("edingung") || s.contains("oorwaarde"))
        .unwrap_or("")
}

#[test]
fn english_german_and_french_prefixes_name_conditions_in_full() {
    let english = "beginproblem\ncond madr\ncond circe cage strict\npieces white kh1 black kd7\nstipulation #2\nendproblem\n";
    let german = "AnfangProblem\nBedingung Schwarzerlaengst\nBedingung Imitator c1\nSteine Weiss Kh1 Schwarz Kd7\nForderung h#2\nEndeProblem\n";
    let french = "DebutProbleme\nCondition AntiSuper\nCondition CirceParrain\nPieces Blanc Rh1 Noir Rd7\nEnonce h#2\nFinProbleme\n";
    let (out, err, code) = describe(english, "en");
    assert_eq!((err.as_str(), code), ("", Some(0)));
    assert_eq!(conditions(&out), "Conditions: Madrasi, Circe Cage Strict");
    let (out, err, code) = describe(german, "en");
    assert_eq!((err.as_str(), code), ("", Some(0)));
    assert_eq!(
        conditions(&out),
        "Conditions: Black Maximummer, Imitator c1"
    );
    let (out, err, code) = describe(french, "en");
    assert_eq!((err.as_str(), code), ("", Some(0)));
    assert_eq!(
        conditions(&out),
        "Conditions: Anti-supercirce, Parrain Circe"
    );
}

#[test]
fn names_are_in_the_interface_language_where_popeye_has_them() {
    let english = "beginproblem\ncond blackmaximummer\ncond circe cage\ncond andernach\npieces white kh1 black kd7\nstipulation #2\nendproblem\n";
    let (de, _, _) = describe(english, "de");
    assert_eq!(
        conditions(&de),
        "Bedingungen: Schwarzer Längstzüger, Circe Käfig, Andernachschach"
    );
    let (fr, _, _) = describe(english, "fr");
    assert_eq!(
        conditions(&fr),
        "Conditions\u{a0}: Noir Maximum, Circe Cage, Échecs Andernach"
    );
    // Dutch has no table of Popeye's: the English names.
    let (nl, _, _) = describe(english, "nl");
    assert_eq!(
        conditions(&nl),
        "Voorwaarden: Black Maximummer, Circe Cage, Andernach chess"
    );
}

#[test]
fn an_unknown_word_is_kept_as_typed_with_one_warning() {
    let popeye = "beginproblem\ncond madrasi frobnicate frobnicate\npieces white kh1 black kd7\nstipulation #2\nendproblem\n";
    let (out, err, code) = describe(popeye, "en");
    assert_eq!(code, Some(0));
    assert_eq!(
        conditions(&out),
        "Conditions: Madrasi frobnicate frobnicate"
    );
    assert_eq!(
        err,
        "warning: p.inp, line 2, column 1: `frobnicate` is no condition Popeye knows, nor one of its variants; it is printed as written\n"
    );
}

#[test]
fn the_diagram_prints_the_whole_name() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let popeye =
        "beginproblem\ncond antisuper\npieces white kh1 black kd7\nstipulation hs#2\nendproblem\n";
    std::fs::write(dir.path().join("p.inp"), popeye).expect("written");
    let o = common::run(&["render", "p.inp", "-o", "p.svg"], dir.path(), b"");
    assert_eq!(o.status.code(), Some(0), "{}", common::stderr(&o));
    let svg = std::fs::read_to_string(dir.path().join("p.svg")).expect("an SVG");
    assert!(svg.contains("Conditions: Anti-supercirce."), "{svg}");
}
