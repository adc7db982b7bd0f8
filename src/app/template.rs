//! Templates: the one syntax for file names, captions and a problem's lines.
//!
//! A template is text with fields in braces: `{id}`, `{White}`, `{n:04}`.
//! What a field means is up to the caller, through [`FieldSource`]; the command
//! line gives every EPD operation (`{id}`, `{bm}`, `{c0}`), every PGN tag
//! (`{White}`, `{Event}`) and a few of its own (`{n}`, `{line}`, `{stem}`,
//! `{side}`, `{count}`, `{move}`). `{{` and `}}` are literal braces. A width
//! after a colon pads the value with zeros on the left (`{n:04}` gives
//! `0007`), up to 20 characters.
//!
//! A template whose fields are all missing gives nothing at all
//! ([`Template::render`] returns `None`), so that a caption such as
//! `"{Event}, {Date}"` leaves no stray comma under a diagram of a record
//! without those tags.
//!
//! `"{White} – {Black}, {Date}"` with the tags White and Black gives
//! `Réti – Tartakower, ` (see the test `a_caption_of_tags`).

use std::fmt;
use std::str::FromStr;

/// The widest padding a field may ask for.
pub const MAX_WIDTH: usize = 20;

/// One piece of a template.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Part {
    Text(String),
    Field { name: String, width: usize },
}

/// A parsed template.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Template {
    parts: Vec<Part>,
}

/// What fills the fields of a template: the value of a field by name, or
/// `None` when the record has no such field.
pub trait FieldSource {
    /// The value of the field `name`.
    fn field(&self, name: &str) -> Option<String>;
}

impl<F: Fn(&str) -> Option<String>> FieldSource for F {
    fn field(&self, name: &str) -> Option<String> {
        self(name)
    }
}

/// Why a template cannot be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TemplateError {
    /// A `{` without its `}`.
    Unclosed {
        /// Where the brace is, in characters from 0.
        column: usize,
    },
    /// A `}` that closes nothing (write `}}` for a brace).
    Stray {
        /// Where the brace is, in characters from 0.
        column: usize,
    },
    /// `{}`, or a field whose name holds other characters than letters,
    /// digits, `_` and `-`.
    BadName {
        /// The field as written, with its braces.
        field: String,
    },
    /// A width that is not a number from 0 to [`MAX_WIDTH`].
    BadWidth {
        /// The field as written, with its braces.
        field: String,
    },
}

impl fmt::Display for TemplateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TemplateError::Unclosed { column } => {
                write!(f, "the `{{` at character {} has no `}}`", column + 1)
            }
            TemplateError::Stray { column } => write!(
                f,
                "the `}}` at character {} closes nothing; write `}}}}` for a brace",
                column + 1
            ),
            TemplateError::BadName { field } => write!(
                f,
                "`{field}` is not a field; a field is a name in braces, such as {{id}} or {{White}}"
            ),
            TemplateError::BadWidth { field } => write!(
                f,
                "the width of `{field}` is not a number from 0 to {MAX_WIDTH}"
            ),
        }
    }
}

impl std::error::Error for TemplateError {}

impl FromStr for Template {
    type Err = TemplateError;

    fn from_str(template: &str) -> Result<Template, TemplateError> {
        let mut parts = Vec::new();
        let mut text = String::new();
        let mut chars = template.char_indices().enumerate().peekable();
        while let Some((column, (at, c))) = chars.next() {
            match c {
                '{' if chars.peek().is_some_and(|&(_, (_, n))| n == '{') => {
                    chars.next();
                    text.push('{');
                }
                '}' if chars.peek().is_some_and(|&(_, (_, n))| n == '}') => {
                    chars.next();
                    text.push('}');
                }
                '}' => return Err(TemplateError::Stray { column }),
                '{' => {
                    let rest = &template[at + 1..];
                    let close = rest
                        .find(['}', '{'])
                        .filter(|&i| rest[i..].starts_with('}'));
                    let Some(close) = close else {
                        return Err(TemplateError::Unclosed { column });
                    };
                    let inside = &rest[..close];
                    let field = format!("{{{inside}}}");
                    let (name, width) = match inside.split_once(':') {
                        Some((n, w)) => {
                            let width = w
                                .parse::<usize>()
                                .ok()
                                .filter(|&w| w <= MAX_WIDTH)
                                .ok_or_else(|| TemplateError::BadWidth {
                                    field: field.clone(),
                                })?;
                            (n, width)
                        }
                        None => (inside, 0),
                    };
                    let good = !name.is_empty()
                        && name
                            .chars()
                            .all(|c| c.is_alphanumeric() || c == '_' || c == '-');
                    if !good {
                        return Err(TemplateError::BadName { field });
                    }
                    if !text.is_empty() {
                        parts.push(Part::Text(std::mem::take(&mut text)));
                    }
                    parts.push(Part::Field {
                        name: name.to_owned(),
                        width,
                    });
                    // Skip the field's characters.
                    let end = at + 1 + close;
                    while chars.peek().is_some_and(|&(_, (i, _))| i <= end) {
                        chars.next();
                    }
                }
                c => text.push(c),
            }
        }
        if !text.is_empty() {
            parts.push(Part::Text(text));
        }
        Ok(Template { parts })
    }
}

impl Template {
    /// The names of the fields, in order.
    pub fn fields(&self) -> impl Iterator<Item = &str> {
        self.parts.iter().filter_map(|p| match p {
            Part::Field { name, .. } => Some(name.as_str()),
            Part::Text(_) => None,
        })
    }

    /// The template filled in: missing fields are empty. `None` when the
    /// template has fields and every one of them is missing (or when it is
    /// empty).
    pub fn render(&self, fields: &impl FieldSource) -> Option<String> {
        let mut out = String::new();
        let mut any_field = false;
        let mut found = false;
        for part in &self.parts {
            match part {
                Part::Text(t) => out.push_str(t),
                Part::Field { name, width } => {
                    any_field = true;
                    if let Some(value) = fields.field(name) {
                        found = true;
                        let pad = width.saturating_sub(value.chars().count());
                        out.extend(std::iter::repeat_n('0', pad));
                        out.push_str(&value);
                    }
                }
            }
        }
        (!self.parts.is_empty() && (found || !any_field)).then_some(out)
    }
}

impl fmt::Display for Template {
    /// The template as it reads back: braces in text doubled.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for part in &self.parts {
            match part {
                Part::Text(t) => f.write_str(&t.replace('{', "{{").replace('}', "}}"))?,
                Part::Field { name, width: 0 } => write!(f, "{{{name}}}")?,
                Part::Field { name, width } => write!(f, "{{{name}:{width:02}}}")?,
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_caption_of_tags() {
        let t: Template = "{White} – {Black}, {Date}".parse().unwrap();
        let tags = [("White", "Réti"), ("Black", "Tartakower")];
        let field = |name: &str| {
            tags.iter()
                .find(|(n, _)| *n == name)
                .map(|(_, v)| (*v).to_string())
        };
        assert_eq!(t.render(&field).as_deref(), Some("Réti – Tartakower, "));
        assert_eq!(t.render(&|_: &str| None), None);
    }

    fn fields(name: &str) -> Option<String> {
        match name {
            "n" => Some("7".into()),
            "id" => Some("BK.01".into()),
            "White" => Some("Réti".into()),
            "empty" => Some(String::new()),
            _ => None,
        }
    }

    fn render(t: &str) -> Option<String> {
        t.parse::<Template>().unwrap().render(&fields)
    }

    #[test]
    fn fields_widths_and_braces() {
        assert_eq!(render("{n:04}-{id}").as_deref(), Some("0007-BK.01"));
        assert_eq!(render("{{{n}}}").as_deref(), Some("{7}"));
        assert_eq!(render("plain").as_deref(), Some("plain"));
        assert_eq!(render("{White}, {Date}").as_deref(), Some("Réti, "));
        assert_eq!(render("{Event}, {Date}"), None);
        assert_eq!(render(""), None);
        assert_eq!(render("{empty}").as_deref(), Some(""));
        let t: Template = "a{{b}}{n:4}".parse().unwrap();
        assert_eq!(t.to_string(), "a{{b}}{n:04}");
        assert_eq!(t.to_string().parse::<Template>(), Ok(t.clone()));
        assert_eq!(t.fields().collect::<Vec<_>>(), ["n"]);
        assert_eq!("x{{".parse::<Template>().unwrap().to_string(), "x{{");
    }

    #[test]
    fn bad_templates() {
        assert_eq!(
            "ab{n".parse::<Template>(),
            Err(TemplateError::Unclosed { column: 2 })
        );
        assert_eq!(
            "a}".parse::<Template>(),
            Err(TemplateError::Stray { column: 1 })
        );
        assert_eq!(
            "{}".parse::<Template>(),
            Err(TemplateError::BadName { field: "{}".into() })
        );
        assert_eq!(
            "{a{b}".parse::<Template>(),
            Err(TemplateError::Unclosed { column: 0 })
        );
        assert_eq!(
            "{n:99}".parse::<Template>(),
            Err(TemplateError::BadWidth {
                field: "{n:99}".into()
            })
        );
        assert_eq!(
            "{n:x}".parse::<Template>().unwrap_err().to_string(),
            "the width of `{n:x}` is not a number from 0 to 20"
        );
        assert!("{a b}".parse::<Template>().is_err());
    }
}
