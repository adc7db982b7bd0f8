//! mdBook's preprocessor protocol: the `[context, book]` JSON mdBook writes
//! to a preprocessor, walked as plain JSON so that every field this program
//! does not know comes back exactly as it came.

use serde_json::{Map, Value};

/// The preprocessor's table in `book.toml`: `[preprocessor.forsythe]`, or
/// else the first preprocessor whose command runs `forsythe mdbook`.
#[must_use]
pub fn config(context: &Value) -> Map<String, Value> {
    let Some(tables) = context
        .pointer("/config/preprocessor")
        .and_then(Value::as_object)
    else {
        return Map::new();
    };
    if let Some(Value::Object(own)) = tables.get("forsythe") {
        return own.clone();
    }
    tables
        .values()
        .filter_map(Value::as_object)
        .find(|t| {
            t.get("command")
                .and_then(Value::as_str)
                .is_some_and(|c| c.contains("forsythe") && c.contains("mdbook"))
        })
        .cloned()
        .unwrap_or_default()
}

/// The keys of a preprocessor table that mdBook itself reads.
pub const MDBOOK_KEYS: &[&str] = &[
    "command",
    "renderer",
    "renderers",
    "before",
    "after",
    "optional",
];

/// A configuration value as text: strings as they are, numbers and
/// booleans written out, a list joined with commas. `None` for tables.
#[must_use]
pub fn value_text(value: &Value) -> Option<String> {
    match value {
        Value::String(s) => Some(s.clone()),
        Value::Bool(b) => Some(b.to_string()),
        Value::Number(n) => Some(n.to_string()),
        Value::Array(items) => items
            .iter()
            .map(value_text)
            .collect::<Option<Vec<_>>>()
            .map(|v| v.join(",")),
        Value::Null | Value::Object(_) => None,
    }
}

/// The book's source folder, relative to its root (`[book] src`, by
/// default `src`).
#[must_use]
pub fn source_folder(context: &Value) -> String {
    context
        .pointer("/config/book/src")
        .and_then(Value::as_str)
        .unwrap_or("src")
        .to_owned()
}

/// Calls `f` with every chapter of `book` (depth first, in book order): its
/// path inside the source folder (`None` for a draft) and its content; a
/// returned text replaces the content. Books of mdBook 0.5 (`items`) and of
/// earlier versions (`sections`) are both walked.
pub fn for_each_chapter(
    book: &mut Value,
    f: &mut impl FnMut(Option<&str>, &str) -> Option<String>,
) {
    for key in ["items", "sections"] {
        if let Some(Value::Array(items)) = book.get_mut(key) {
            walk(items, f);
        }
    }
}

fn walk(items: &mut [Value], f: &mut impl FnMut(Option<&str>, &str) -> Option<String>) {
    for item in items {
        let Some(Value::Object(chapter)) = item.get_mut("Chapter") else {
            continue;
        };
        let path = chapter
            .get("path")
            .and_then(Value::as_str)
            .map(str::to_owned);
        if let Some(Value::String(content)) = chapter.get_mut("content")
            && let Some(new) = f(path.as_deref(), content)
        {
            *content = new;
        }
        if let Some(Value::Array(sub)) = chapter.get_mut("sub_items") {
            walk(sub, f);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chapters_are_walked_and_rewritten() {
        let mut book: Value = serde_json::from_str(
            r#"{"items":[{"Chapter":{"name":"A","content":"a","path":"a.md","sub_items":[
                {"Chapter":{"name":"B","content":"b","path":"p/b.md","sub_items":[]}}]}},
                "Separator",{"PartTitle":"P"},
                {"Chapter":{"name":"D","content":"","path":null,"sub_items":[]}}],
                "extra":{"kept":true}}"#,
        )
        .unwrap();
        let mut seen = Vec::new();
        for_each_chapter(&mut book, &mut |path, content| {
            seen.push((path.map(str::to_owned), content.to_owned()));
            Some(content.to_uppercase())
        });
        assert_eq!(
            seen,
            [
                (Some("a.md".into()), "a".into()),
                (Some("p/b.md".into()), "b".into()),
                (None, String::new())
            ]
        );
        assert_eq!(
            book.pointer("/items/0/Chapter/content"),
            Some(&Value::from("A"))
        );
        assert_eq!(
            book.pointer("/items/0/Chapter/sub_items/0/Chapter/content"),
            Some(&Value::from("B"))
        );
        assert_eq!(book.pointer("/extra/kept"), Some(&Value::from(true)));
    }

    #[test]
    fn the_configuration_table() {
        let context: Value = serde_json::from_str(
            r#"{"config":{"book":{"src":"text"},"preprocessor":{"diagrams":
                {"command":"forsythe mdbook","size":300,"info":["fen","chess"]}}}}"#,
        )
        .unwrap();
        let table = config(&context);
        assert_eq!(table.get("size").and_then(value_text), Some("300".into()));
        assert_eq!(
            table.get("info").and_then(value_text),
            Some("fen,chess".into())
        );
        assert_eq!(source_folder(&context), "text");
        assert_eq!(source_folder(&Value::Null), "src");
        assert!(config(&Value::Null).is_empty());
    }
}
