//! The package's syntax below commands: a group's closing brace, the items
//! of a list, the squares of a run, a board's size and a grid line.

use crate::board::{GridLine, Square};

/// The byte offset of the `}` that closes the `{` `text` starts with.
pub(super) fn balanced(text: &str) -> Option<usize> {
    let mut depth = 0usize;
    let mut escaped = false;
    for (i, c) in text.char_indices() {
        if escaped {
            escaped = false;
            continue;
        }
        match c {
            '\\' => escaped = true,
            '{' => depth += 1,
            '}' => {
                depth = depth.checked_sub(1)?;
                if depth == 0 {
                    return Some(i);
                }
            }
            _ => {}
        }
    }
    None
}

/// The items of a list separated by `sep` outside braces, each with its
/// byte offset in `list`; empty items are left out. An escaped brace or
/// separator (`\{`, `\;`) is text.
pub(super) fn split_list(list: &str, sep: char) -> impl Iterator<Item = (usize, &str)> {
    let mut items = Vec::new();
    let mut depth = 0usize;
    let mut start = 0;
    let mut escaped = false;
    for (i, c) in list.char_indices() {
        if escaped {
            escaped = false;
            continue;
        }
        match c {
            '\\' => escaped = true,
            '{' => depth += 1,
            '}' => depth = depth.saturating_sub(1),
            c if c == sep && depth == 0 => {
                items.push((start, list.get(start..i).unwrap_or("")));
                start = i + c.len_utf8();
            }
            _ => {}
        }
    }
    items.push((start, list.get(start..).unwrap_or("")));
    items.into_iter().filter_map(|(off, item)| {
        let t = item.trim_start();
        let lead = item.len() - t.len();
        let t = t.trim_end();
        (!t.is_empty()).then_some((off + lead, t))
    })
}

/// The squares of a run (`a1h1`, `i{11}j9`), each with its byte offset;
/// a run that is no squares is given whole, to be refused.
pub(super) fn square_names(run: &str) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    let bytes = run.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        let start = i;
        i += 1;
        match bytes.get(i) {
            Some(b'{') => match run.get(i..).and_then(balanced) {
                Some(end) => i += end + 1,
                None => i = bytes.len(),
            },
            Some(_) => i += 1,
            None => {}
        }
        // Keep to character boundaries whatever the text holds.
        while i < bytes.len() && !run.is_char_boundary(i) {
            i += 1;
        }
        out.push((start, run.get(start..i.min(run.len())).unwrap_or("")));
    }
    out
}

/// Whether a square is written as the package reads it: a file letter and
/// one digit, or digits in braces.
pub(super) fn square_shaped(item: &str) -> bool {
    let mut chars = item.chars();
    if !chars.next().is_some_and(|c| c.is_ascii_lowercase()) {
        return false;
    }
    let rank = chars.as_str();
    if let Some(inner) = rank.strip_prefix('{').and_then(|r| r.strip_suffix('}')) {
        !inner.is_empty() && inner.bytes().all(|b| b.is_ascii_digit())
    } else {
        rank.len() == 1 && rank.bytes().all(|b| b.is_ascii_digit())
    }
}

/// `17x11`: files and ranks.
pub(super) fn parse_size(size: &str) -> Option<(usize, usize)> {
    let (w, h) = size.trim().split_once(['x', 'X'])?;
    let w: usize = w.trim().parse().ok()?;
    let h: usize = h.trim().parse().ok()?;
    let ok = |n: usize| (1..=crate::board::MAX_SIDE).contains(&n);
    (ok(w) && ok(h)).then_some((w, h))
}

/// `v217`, `h{10}04`: a grid line.
pub(super) fn parse_grid_line(item: &str) -> Option<GridLine> {
    let mut chars = item.trim().chars().peekable();
    let vertical = match chars.next()? {
        'v' => true,
        'h' => false,
        _ => return None,
    };
    let mut numbers = Vec::new();
    while let Some(c) = chars.next() {
        if c == '{' {
            let digits: String = chars.by_ref().take_while(|&c| c != '}').collect();
            numbers.push(digits.trim().parse::<usize>().ok()?);
        } else {
            numbers.push(c.to_digit(10)? as usize);
        }
    }
    let [file, rank, length] = numbers.as_slice() else {
        return None;
    };
    Some(GridLine {
        vertical,
        from: Square::new(*file, *rank)?,
        length: u8::try_from(*length).ok()?,
    })
}
