//! Messages made once for each shape of their arguments. A message that
//! only writes an argument out (`{ $squares }`) reads the same whatever
//! that argument holds, so its text is made once, with a stand-in for the
//! argument, and kept; each later call fills the stand-ins in. Arguments a
//! message inspects (a selector such as `{ $count -> … }`, a function's
//! argument) are part of the shape. A description says two dozen messages
//! of a handful of shapes, so a book of diagrams asks Fluent for each
//! shape once.

use std::hash::{Hash, Hasher};

use fluent_bundle::FluentValue;
use fluent_bundle::types::FluentNumberOptions;
use fluent_syntax::ast::{Expression, InlineExpression, Pattern, PatternElement};
use rustc_hash::{FxHashMap, FxHasher};

/// The most texts kept: the shapes of the messages are few, so this only
/// bounds a caller that inspects ever new texts.
const LIMIT: usize = 4096;

/// The first character standing in for an argument in a text made once:
/// the private use plane 15, which no message and no argument holds (a
/// text that has one anyway is not kept).
const STAND_IN: u32 = 0xF_0000;

/// What is kept, by message id: which arguments the message only writes
/// out, and the texts made for its shapes.
#[derive(Default)]
pub(super) struct Memo {
    messages: FxHashMap<Box<str>, Message>,
    /// The texts kept, of every message.
    kept: usize,
}

/// What is kept of one message.
struct Message {
    /// The arguments it only writes out; `None` for a message whose text
    /// is not kept (one that refers to another).
    written: Option<Vec<Box<str>>>,
    /// The texts made, by the hash of their shape; `None` for a shape
    /// whose text cannot be kept.
    texts: FxHashMap<u64, Vec<(CallShape, Option<KeptText>)>>,
}

/// A call's shape: its arguments, each by its name and its value or as
/// written out.
#[derive(Debug, Clone, PartialEq)]
pub(super) struct CallShape(Vec<(Box<str>, Value)>);

/// An argument in a shape.
#[derive(Debug, Clone, PartialEq)]
enum Value {
    /// Only written out: any value gives the same text around it.
    Written,
    /// A text the message inspects.
    Inspected(Box<str>),
    /// A number, which plural rules select on and the language writes.
    Number(u64, FluentNumberOptions),
}

/// What the memo has for a call.
pub(super) enum Found {
    /// The message, its kept text filled in.
    Made(String),
    /// Nothing yet of this message: what it writes out is to be learnt.
    Unlearnt,
    /// Nothing yet of this shape: its text is to be made (by these
    /// arguments) and kept.
    Unmade(CallShape, u64),
    /// A call whose text is not kept: Fluent makes it each time.
    NotKept,
}

/// A text made once: its literal parts, and the places of the arguments.
#[derive(Debug, Clone, PartialEq)]
pub(super) struct KeptText(Vec<Part>);

#[derive(Debug, Clone, PartialEq)]
enum Part {
    Literal(String),
    /// The argument at this place in the call's list.
    Argument(usize),
}

impl Memo {
    /// What is kept for the call of `id` with `args`.
    pub(super) fn find(&self, id: &str, args: &[(&str, FluentValue<'_>)]) -> Found {
        let Some(message) = self.messages.get(id) else {
            return Found::Unlearnt;
        };
        let Some(written) = &message.written else {
            return Found::NotKept;
        };
        let Some(hash) = shape_hash(args, written) else {
            return Found::NotKept;
        };
        let kept = message
            .texts
            .get(&hash)
            .and_then(|shapes| shapes.iter().find(|(shape, _)| shape.is_of(args, written)));
        match kept {
            Some((_, Some(text))) => Found::Made(text.fill(args)),
            Some((_, None)) => Found::NotKept,
            None => Found::Unmade(CallShape::of(args, written), hash),
        }
    }

    /// Keeps what `id` writes out (see [`written_out`]).
    pub(super) fn learn(&mut self, id: &str, written: Option<Vec<Box<str>>>) {
        self.messages.insert(
            id.into(),
            Message {
                written,
                texts: FxHashMap::default(),
            },
        );
    }

    /// Keeps the text of `shape` (whose hash is `hash`), while there is
    /// room.
    pub(super) fn keep(&mut self, id: &str, shape: CallShape, hash: u64, text: Option<KeptText>) {
        if self.kept >= LIMIT {
            return;
        }
        if let Some(message) = self.messages.get_mut(id) {
            message.texts.entry(hash).or_default().push((shape, text));
            self.kept += 1;
        }
    }
}

/// The hash of a call's shape, made without keeping anything; `None` when
/// an argument is neither a text nor a number.
fn shape_hash(args: &[(&str, FluentValue<'_>)], written: &[Box<str>]) -> Option<u64> {
    let mut h = FxHasher::default();
    for (name, value) in args {
        name.hash(&mut h);
        match value {
            FluentValue::String(_) if is_written(name, written) => 0u8.hash(&mut h),
            FluentValue::String(s) => {
                1u8.hash(&mut h);
                s.hash(&mut h);
            }
            // The options are compared, not hashed: they are nearly
            // always the defaults.
            FluentValue::Number(n) => {
                2u8.hash(&mut h);
                n.value.to_bits().hash(&mut h);
            }
            _ => return None,
        }
    }
    Some(h.finish())
}

fn is_written(name: &str, written: &[Box<str>]) -> bool {
    written.iter().any(|w| **w == *name)
}

impl CallShape {
    /// The shape of a call with `args` (texts and numbers only, as
    /// [`shape_hash`] found), `written` the arguments it only writes out.
    fn of(args: &[(&str, FluentValue<'_>)], written: &[Box<str>]) -> CallShape {
        let value = |name: &str, value: &FluentValue<'_>| match value {
            FluentValue::String(_) if is_written(name, written) => Value::Written,
            FluentValue::String(s) => Value::Inspected(s.as_ref().into()),
            FluentValue::Number(n) => Value::Number(n.value.to_bits(), n.options.clone()),
            _ => Value::Written,
        };
        CallShape(
            args.iter()
                .map(|(name, v)| ((*name).into(), value(name, v)))
                .collect(),
        )
    }

    /// Whether a call with `args` has this shape.
    fn is_of(&self, args: &[(&str, FluentValue<'_>)], written: &[Box<str>]) -> bool {
        self.0.len() == args.len()
            && self.0.iter().zip(args).all(|((name, kept), (n, v))| {
                **name == **n
                    && match (kept, v) {
                        (Value::Written, FluentValue::String(_)) => is_written(n, written),
                        (Value::Inspected(k), FluentValue::String(s)) => **k == **s,
                        (Value::Number(bits, options), FluentValue::Number(n)) => {
                            *bits == n.value.to_bits() && *options == n.options
                        }
                        _ => false,
                    }
            })
    }

    /// The arguments to make the shape's text with: a stand-in for each
    /// one written out.
    pub(super) fn stand_ins<'a>(
        &self,
        args: &[(&'a str, FluentValue<'a>)],
    ) -> Vec<(&'a str, FluentValue<'a>)> {
        args.iter()
            .zip(&self.0)
            .enumerate()
            .map(|(i, ((name, value), (_, shaped)))| match shaped {
                Value::Written => (*name, FluentValue::from(stand_in(i).to_string())),
                _ => (*name, value.clone()),
            })
            .collect()
    }
}

/// The stand-in of the argument at `place`.
fn stand_in(place: usize) -> char {
    u32::try_from(place)
        .ok()
        .and_then(|p| char::from_u32(STAND_IN + p))
        .unwrap_or(char::REPLACEMENT_CHARACTER)
}

impl KeptText {
    /// The text made with stand-ins for `arguments` arguments, cut at
    /// them; `None` if it holds a character of the stand-ins' plane that
    /// stands for none of them.
    pub(super) fn cut(made: &str, arguments: usize) -> Option<KeptText> {
        let mut parts = Vec::new();
        let mut literal = String::new();
        for c in made.chars() {
            let code = u32::from(c);
            if (STAND_IN..=0xF_FFFF).contains(&code) {
                let place = usize::try_from(code - STAND_IN)
                    .ok()
                    .filter(|p| *p < arguments)?;
                if !literal.is_empty() {
                    parts.push(Part::Literal(std::mem::take(&mut literal)));
                }
                parts.push(Part::Argument(place));
            } else {
                literal.push(c);
            }
        }
        if !literal.is_empty() {
            parts.push(Part::Literal(literal));
        }
        Some(KeptText(parts))
    }

    /// The text with the arguments of a call filled in.
    pub(super) fn fill(&self, args: &[(&str, FluentValue<'_>)]) -> String {
        let argument = |i: usize| match args.get(i) {
            Some((_, FluentValue::String(s))) => s.as_ref(),
            _ => "",
        };
        let length = self
            .0
            .iter()
            .map(|part| match part {
                Part::Literal(s) => s.len(),
                Part::Argument(i) => argument(*i).len(),
            })
            .sum();
        let mut out = String::with_capacity(length);
        for part in &self.0 {
            match part {
                Part::Literal(s) => out.push_str(s),
                Part::Argument(i) => out.push_str(argument(*i)),
            }
        }
        out
    }
}

/// The arguments `pattern` only writes out: every variable it names,
/// less those it selects on or hands to a function. `None` if it refers
/// to another message or a term, whose use of the arguments is not seen
/// here.
pub(super) fn written_out(pattern: &Pattern<&str>) -> Option<Vec<Box<str>>> {
    let mut seen = Uses::default();
    seen.pattern(pattern);
    if seen.refers {
        return None;
    }
    let mut written: Vec<Box<str>> = seen
        .written
        .into_iter()
        .filter(|w| !seen.inspected.contains(w))
        .map(String::into_boxed_str)
        .collect();
    written.sort();
    written.dedup();
    Some(written)
}

/// How a pattern uses its variables.
#[derive(Default)]
struct Uses {
    written: Vec<String>,
    inspected: Vec<String>,
    refers: bool,
}

impl Uses {
    fn pattern(&mut self, pattern: &Pattern<&str>) {
        for element in &pattern.elements {
            if let PatternElement::Placeable { expression } = element {
                self.expression(expression);
            }
        }
    }

    fn expression(&mut self, expression: &Expression<&str>) {
        match expression {
            Expression::Inline(inline) => self.placed(inline),
            Expression::Select { selector, variants } => {
                self.inspected_in(selector);
                for variant in variants {
                    self.pattern(&variant.value);
                }
            }
        }
    }

    /// An expression whose value is written out.
    fn placed(&mut self, inline: &InlineExpression<&str>) {
        match inline {
            InlineExpression::VariableReference { id } => self.written.push(id.name.to_owned()),
            InlineExpression::Placeable { expression } => self.expression(expression),
            other => self.inspected_in(other),
        }
    }

    /// An expression whose variables are inspected, not only written.
    fn inspected_in(&mut self, inline: &InlineExpression<&str>) {
        match inline {
            InlineExpression::VariableReference { id } => self.inspected.push(id.name.to_owned()),
            InlineExpression::FunctionReference { arguments, .. } => {
                for a in &arguments.positional {
                    self.inspected_in(a);
                }
                for a in &arguments.named {
                    self.inspected_in(&a.value);
                }
            }
            InlineExpression::Placeable { expression } => match &**expression {
                Expression::Inline(i) => self.inspected_in(i),
                Expression::Select { selector, variants } => {
                    self.inspected_in(selector);
                    for variant in variants {
                        self.pattern(&variant.value);
                    }
                }
            },
            InlineExpression::MessageReference { .. } | InlineExpression::TermReference { .. } => {
                self.refers = true;
            }
            InlineExpression::StringLiteral { .. } | InlineExpression::NumberLiteral { .. } => {}
        }
    }
}
