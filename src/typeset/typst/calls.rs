//! A diagram of a Typst document as the package sees it: a raw block or a
//! call read into the pairs the block reader gives, and the key the
//! package finds its image by.

use super::scan::{Arg, ArgValue};
use crate::app::block::pairs::{self as block, Pair};
use crate::typeset::DocumentDiagram;

/// The package's form of a key: each line trimmed, blank lines left out.
#[must_use]
pub fn normal(text: &str) -> String {
    text.split('\n')
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .collect::<Vec<_>>()
        .join("\n")
}

/// The key of a diagram whose body is `body` under `defaults`.
#[must_use]
pub fn key(body: &str, defaults: &[(String, String)]) -> String {
    let lines: Vec<String> = defaults.iter().map(|(k, v)| format!("{k}: {v}")).collect();
    normal(&format!("{body}\n@\n{}", lines.join("\n")))
}

/// What a problem of a call says: the message id and the argument's name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ArgumentError {
    pub id: &'static str,
    pub key: String,
    pub at: usize,
    pub len: usize,
}

/// The defaults a `forsythe-blocks.with(…)` gives, as `key: value` texts
/// (`width` left out), and what cannot be read of them.
#[must_use]
pub fn defaults(args: &[Arg]) -> (Vec<(String, String)>, Vec<ArgumentError>) {
    let mut out = Vec::new();
    let mut problems = Vec::new();
    for arg in args {
        let Some((name, name_at)) = &arg.name else {
            problems.push(ArgumentError {
                id: "typst-positional",
                key: String::new(),
                at: arg.at,
                len: arg.len.max(1),
            });
            continue;
        };
        if name == "width" {
            continue;
        }
        match arg.value.text() {
            Some(t) => out.push((name.clone(), t)),
            None => problems.push(ArgumentError {
                id: "typst-not-literal",
                key: name.clone(),
                at: *name_at,
                len: name.chars().count(),
            }),
        }
    }
    (out, problems)
}

/// A call as a diagram's options and body (placed in the file), and its
/// key; or what is wrong with it.
pub fn call(
    args: &[Arg],
    at: usize,
    defaults: &[(String, String)],
) -> Result<(DocumentDiagram, String), ArgumentError> {
    let record = args.first().filter(|a| a.name.is_none());
    let Some(Arg {
        value: ArgValue::Str(record),
        at: record_at,
        ..
    }) = record
    else {
        // At the first argument, name and value, or at the call.
        let (at, len) = match args.first() {
            Some(a) => {
                let start = a.name.as_ref().map_or(a.at, |(_, n)| *n);
                (start, (a.at + a.len).saturating_sub(start).max(1))
            }
            None => (at, "#forsythe".len()),
        };
        return Err(ArgumentError {
            id: "typst-record-argument",
            key: String::new(),
            at,
            len,
        });
    };
    let mut lines = vec![format!("fen: {record}")];
    let mut options = Vec::new();
    for arg in &args[1..] {
        let Some((name, name_at)) = &arg.name else {
            return Err(ArgumentError {
                id: "typst-positional",
                key: String::new(),
                at: arg.at,
                len: arg.len.max(1),
            });
        };
        if name == "width" {
            continue;
        }
        let Some(text) = arg.value.text() else {
            return Err(ArgumentError {
                id: "typst-not-literal",
                key: name.clone(),
                at: *name_at,
                len: name.chars().count(),
            });
        };
        lines.push(format!("{name}: {text}"));
        let value_at = match arg.value {
            ArgValue::Str(_) | ArgValue::Int(_) | ArgValue::Float(_) | ArgValue::Bool(_) => arg.at,
            _ => usize::MAX,
        };
        options.push(Pair {
            key_at: if value_at == usize::MAX {
                usize::MAX
            } else {
                *name_at
            },
            value_at,
            ..Pair::detached(name, &text)
        });
    }
    let body = block::parse(record).map(|mut pairs| {
        for p in &mut pairs {
            p.key_at += record_at;
            p.value_at += record_at;
        }
        pairs
    });
    let key = key(&lines.join("\n"), defaults);
    Ok((
        DocumentDiagram {
            defaults: defaults_pairs(defaults),
            options,
            body,
            at,
        },
        key,
    ))
}

/// Defaults as detached pairs (they may stand in another file).
fn defaults_pairs(defaults: &[(String, String)]) -> Vec<Pair> {
    defaults.iter().map(|(k, v)| Pair::detached(k, v)).collect()
}

/// A raw block as a diagram (placed in the file) and its key.
#[must_use]
pub fn raw(
    text: &str,
    text_at: usize,
    at: usize,
    defaults: &[(String, String)],
) -> (DocumentDiagram, String) {
    let body = block::parse(text)
        .map(|mut pairs| {
            for p in &mut pairs {
                p.key_at += text_at;
                p.value_at += text_at;
            }
            pairs
        })
        .map_err(|e| e.placed(|o| o + text_at));
    (
        DocumentDiagram {
            defaults: defaults_pairs(defaults),
            options: Vec::new(),
            body,
            at,
        },
        key(text, defaults),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::typeset::typst::scan::{Scanned, scan};

    #[test]
    fn calls_and_defaults_are_read() {
        let doc = "#import \"forsythe.typ\": *\n\
                   #show: forsythe-blocks.with(theme: \"print\", size: 300, width: 5cm)\n\
                   A #forsythe(\"8/8/8/4k3/8/8/8/4K3 w\", flip: true, arrows: (\"e2e4\", \"d7d5:red\"), caption: \"Say \\\"hi\\\"\") here.\n\
                   #let x = 3\n#forsythe(\"8/8\", size: x)\n";
        let items = scan(doc);
        assert_eq!(items.len(), 3, "{items:?}");
        let Scanned::Defaults { args, .. } = &items[0] else {
            panic!("{items:?}")
        };
        let (d, problems) = defaults(args);
        assert!(problems.is_empty());
        assert_eq!(
            d,
            [
                ("theme".into(), "print".into()),
                ("size".into(), "300".into())
            ]
        );
        let Scanned::Call { args, at } = &items[1] else {
            panic!("{items:?}")
        };
        let (diagram, key) = call(args, *at, &d).unwrap();
        assert_eq!(
            key,
            "fen: 8/8/8/4k3/8/8/8/4K3 w\nflip: yes\narrows: e2e4, d7d5:red\ncaption: Say \"hi\"\n@\ntheme: print\nsize: 300"
        );
        let flip = &diagram.options[0];
        assert_eq!(&doc[flip.key_at..flip.key_at + 4], "flip");
        assert_eq!(&doc[flip.value_at..flip.value_at + 4], "true");
        let record = &diagram.body.as_ref().unwrap()[0];
        assert_eq!(&doc[record.value_at..record.value_at + 5], "8/8/8");
        let Scanned::Call { args, at } = &items[2] else {
            panic!("{items:?}")
        };
        let p = call(args, *at, &d).unwrap_err();
        assert_eq!((p.id, p.key.as_str()), ("typst-not-literal", "size"));
        assert_eq!(&doc[p.at..p.at + p.len], "size");
    }

    #[test]
    fn keys_are_the_packages() {
        // Typst gives a raw block's text without its first line break and
        // its common indentation; the key is the same either way.
        assert_eq!(
            key("\n  fen: 8/8\n    size: 3\n  ", &[]),
            key("fen: 8/8\n  size: 3", &[])
        );
        assert_eq!(key("fen: 8/8", &[]), "fen: 8/8\n@");
        assert_eq!(ArgValue::Float(1.0).text().as_deref(), Some("1"));
        assert_eq!(ArgValue::Float(0.5).text().as_deref(), Some("0.5"));
        assert_eq!(
            ArgValue::Array(vec![ArgValue::Int(2), ArgValue::Bool(false)])
                .text()
                .as_deref(),
            Some("2, no")
        );
        assert_eq!(ArgValue::Array(vec![ArgValue::Other]).text(), None);
    }
}
