//! A problem's lines between LaTeX (`\#`, `\x`, `\"a`, braces) and plain
//! Unicode text.

/// LaTeX's commands for letters with accents, as the package's users type
/// them (`\"a`), and the package's own symbols.
const ACCENTS: [(char, &str, &str); 4] = [
    ('"', "aouAOUeiEI", "äöüÄÖÜëïËÏ"),
    ('\'', "aeiouyAEIOUcnsz", "áéíóúýÁÉÍÓÚćńśź"),
    ('`', "aeiouAEIOU", "àèìòùÀÈÌÒÙ"),
    ('^', "aeiouAEIOU", "âêîôûÂÊÎÔÛ"),
];

const SYMBOLS: [(&str, &str); 15] = [
    ("x", "×"),
    ("ra", "→"),
    ("lra", "↔"),
    ("any", "∼"),
    ("set", "*"),
    ("OO", "0-0"),
    ("OOO", "0-0-0"),
    ("further", "⇒"),
    ("ss", "ß"),
    ("Dr", "Dr."),
    ("Prof", "Prof."),
    ("ProfDr", "Prof. Dr."),
    ("textbackslash", "\\"),
    ("ldots", "…"),
    ("textasciitilde", "~"),
];

/// Plain text from the LaTeX of a problem's line.
pub(super) fn from_latex(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\\' => {
                let Some(&n) = chars.peek() else { break };
                if n.is_ascii_alphabetic() {
                    let mut name = String::new();
                    while let Some(&c) = chars.peek() {
                        if !c.is_ascii_alphabetic() {
                            break;
                        }
                        name.push(c);
                        chars.next();
                    }
                    // A command's name ends at its first space, which TeX drops.
                    if chars.peek() == Some(&' ') {
                        chars.next();
                    }
                    if let Some((_, s)) = SYMBOLS.iter().find(|(n, _)| *n == name) {
                        out.push_str(s);
                    }
                    // Any other command is left out; the text of its braces stays.
                    continue;
                }
                chars.next();
                if let Some((_, from, to)) = ACCENTS.iter().find(|(a, _, _)| *a == n) {
                    // `\"a` or `\"{a}`.
                    let braced = chars.peek() == Some(&'{');
                    if braced {
                        chars.next();
                    }
                    if braced && chars.peek() == Some(&'}') {
                        // `\^{}`: the accent alone, as it is written.
                        chars.next();
                        out.push(n);
                        continue;
                    }
                    if let Some(&letter) = chars.peek() {
                        match from.chars().position(|f| f == letter) {
                            Some(i) => {
                                chars.next();
                                out.extend(to.chars().nth(i));
                            }
                            None if braced || letter == '}' => {}
                            None => out.push(letter),
                        }
                    }
                    if braced && chars.peek() == Some(&'}') {
                        chars.next();
                    }
                    continue;
                }
                match n {
                    // `\\` breaks the line.
                    '\\' => out.push('\n'),
                    ',' | ' ' => out.push(' '),
                    _ => out.push(n),
                }
            }
            '{' | '}' => {}
            '~' => out.push('\u{a0}'),
            '\n' | '\r' | '\t' => {
                if !out.ends_with([' ', '\n']) {
                    out.push(' ');
                }
            }
            _ => out.push(c),
        }
    }
    out.trim().to_owned()
}

/// The LaTeX of a problem's line: the package's symbols for `×`, `→`, `↔`,
/// `∼`, TeX's special characters escaped, a line break (`\n`, `\r\n` or
/// `\r`) as `\\`, a tab as a space.
pub(super) fn to_latex(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '#' | '$' | '%' | '&' | '_' | '{' | '}' => {
                out.push('\\');
                out.push(c);
            }
            '\\' => out.push_str("\\textbackslash{}"),
            '~' => out.push_str("\\textasciitilde{}"),
            '∼' => out.push_str("\\any{}"),
            '^' => out.push_str("\\^{}"),
            '×' => out.push_str("\\x{}"),
            '→' => out.push_str("\\ra{}"),
            '↔' => out.push_str("\\lra{}"),
            '⇒' => out.push_str("\\further{}"),
            '\u{a0}' => out.push('~'),
            '\r' if chars.peek() == Some(&'\n') => {}
            '\n' | '\r' => out.push_str("\\\\"),
            // TeX reads a tab as a space, and so does the reader.
            '\t' => out.push(' '),
            _ => out.push(c),
        }
    }
    out
}
