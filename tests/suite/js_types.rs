//! The npm package's TypeScript types offer each key's values as the
//! engine takes them: a key typed with a list of words lists every choice
//! of the vocabulary and nothing else, and is `boolean` as well exactly
//! when the key takes yes and no. A choice added to a key fails here until
//! the types have it.

use std::collections::BTreeSet;

use forsythe::render::Theme;
use forsythe::settings::{self, KeyKind};

/// The properties of `interface Keys` in the package's types: each name,
/// in JavaScript spelling, with its type.
fn typed_keys() -> Vec<(String, String)> {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/integrations/js/types/index.d.ts"
    );
    let text = std::fs::read_to_string(path).expect("the npm package's types");
    let start = text
        .find("export interface Keys {")
        .expect("the Keys interface");
    let body = &text[start..];
    let body = &body[..body.find("\n}").expect("its end")];
    body.lines()
        .filter_map(|line| {
            let (name, ty) = line.trim().strip_suffix(';')?.split_once("?: ")?;
            name.bytes()
                .all(|b| b.is_ascii_alphanumeric())
                .then(|| (name.to_owned(), ty.to_owned()))
        })
        .collect()
}

/// `sideToMove` as the vocabulary writes it.
fn kebab(name: &str) -> String {
    name.chars()
        .flat_map(|c| {
            let lower = c.to_ascii_lowercase();
            let dash = c.is_ascii_uppercase().then_some('-');
            dash.into_iter().chain([lower])
        })
        .collect()
}

#[test]
fn the_npm_types_offer_every_choice_of_a_key_and_no_other() {
    let keys = typed_keys();
    assert!(keys.len() > 30, "{keys:?}");
    let mut checked = 0;
    for (name, ty) in &keys {
        let key = settings::find(&kebab(name))
            .unwrap_or_else(|| panic!("`{name}` in the types is no key of the vocabulary"));
        let parts: Vec<&str> = ty.split('|').map(str::trim).collect();
        let words: BTreeSet<&str> = parts
            .iter()
            .filter_map(|p| p.strip_prefix('\'')?.strip_suffix('\''))
            .collect();
        let offered: BTreeSet<&str> = if key.name == "theme" {
            Theme::ALL.iter().map(|t| t.name()).collect()
        } else {
            key.choices
                .iter()
                .copied()
                .filter(|c| !matches!(*c, "yes" | "no"))
                .collect()
        };
        if words.is_empty() {
            assert!(
                offered.is_empty(),
                "`{name}: {ty}` lists none of the choices {offered:?}"
            );
            continue;
        }
        checked += 1;
        assert_eq!(words, offered, "the words of `{name}: {ty}`");
        let yes_no = key.kind == KeyKind::Switch || key.choices.contains(&"yes");
        assert_eq!(
            parts.contains(&"boolean"),
            yes_no,
            "`{name}: {ty}` is boolean exactly when the key takes yes and no"
        );
    }
    assert!(
        checked >= 6,
        "only {checked} keys with choices were checked"
    );
}
