//! The solutions pages of a book: each solution numbered in bold, its text
//! wrapped to the width of the page with the line breaks of its file kept,
//! running onto as many pages as it needs.

use crate::render::pdf::{MARGIN, PrintedLine};
use crate::render::style::Rgb;
use crate::render::text::{Face, Fonts};

/// The solutions pages: the size of their text and of their heading, the
/// distance from one baseline to the next, the room between two solutions
/// and under the heading, in points.
const SOLUTION_SIZE: f32 = 10.0;
const SOLUTION_LEADING: f32 = 13.0;
const SOLUTION_GAP: f32 = 5.0;
const HEADING_SIZE: f32 = 16.0;
const HEADING_ROOM: f32 = 14.0;
/// The most of the text width a solution's number, or a line's own
/// indentation, takes.
const MOST_INDENT: f32 = 0.25;

/// A paragraph of a solutions page, its lines placed in points: the
/// heading, or a solution (or the part of one that a page holds).
pub(crate) struct SolutionBlock {
    pub(crate) heading: bool,
    pub(crate) lines: Vec<PrintedLine>,
}

/// A line of `text` in `face` and `size` (points) at `x` and `baseline`.
fn text_line(
    fonts: &mut Fonts,
    face: Face,
    text: &str,
    x: f32,
    baseline: f32,
    size: f32,
) -> PrintedLine {
    PrintedLine {
        run: fonts.shape(face, text),
        text: text.to_owned(),
        face,
        x,
        baseline,
        size,
        color: Rgb::BLACK,
    }
}

/// The width of `text` in `face` at `size`, in points.
fn points_wide(fonts: &mut Fonts, face: Face, text: &str, size: f32) -> f32 {
    fonts.width(face, text) / fonts.units_per_em(face) * size
}

/// `word` cut where it must be to fit `width` points, each piece as wide as
/// the room allows (at least one character a piece); cut between the
/// shaper's clusters, so an accent stays with its letter.
fn break_word(fonts: &mut Fonts, word: &str, width: f32) -> Vec<String> {
    let scale = SOLUTION_SIZE / fonts.units_per_em(Face::Regular);
    let run = fonts.shape(Face::Regular, word);
    let mut pieces = Vec::new();
    let (mut start, mut wide) = (0, 0.0);
    for glyph in &run.glyphs {
        let advance = glyph.advance * scale;
        if wide + advance > width
            && glyph.start > start
            && word.is_char_boundary(glyph.start)
            && let Some(piece) = word.get(start..glyph.start)
        {
            pieces.push(piece.to_owned());
            start = glyph.start;
            wide = 0.0;
        }
        wide += advance;
    }
    if let Some(rest) = word.get(start..).filter(|r| !r.is_empty()) {
        pieces.push(rest.to_owned());
    }
    pieces
}

/// One line of a solution as its file writes it, set in lines of at most
/// `width` points: broken between words, a word wider than a line broken
/// inside. Its leading spaces (a tab as four) indent it; the lines it wraps
/// into are indented one em more, so that the file's own lines stand out.
/// Gives each line's text and its indentation in points.
fn wrap(fonts: &mut Fonts, line: &str, width: f32) -> Vec<(String, f32)> {
    let line: String = line
        .chars()
        .map(|c| if c.is_control() && c != '\t' { ' ' } else { c })
        .collect();
    let spaces: usize = line
        .chars()
        .take_while(|c| c.is_whitespace())
        .map(|c| if c == '\t' { 4 } else { 1 })
        .sum();
    let indent = (spaces as f32 * points_wide(fonts, Face::Regular, " ", SOLUTION_SIZE))
        .min(width * MOST_INDENT);
    let wrapped = indent + SOLUTION_SIZE.min(width * MOST_INDENT);
    // The room on the line's first line, and on the lines it wraps into.
    let room = |lines: &Vec<(String, f32)>| {
        if lines.is_empty() {
            width - indent
        } else {
            width - wrapped
        }
    };
    let at = |lines: &Vec<(String, f32)>| if lines.is_empty() { indent } else { wrapped };
    let mut lines = Vec::new();
    let mut current = String::new();
    for word in line.split_whitespace() {
        let longer = if current.is_empty() {
            word.to_owned()
        } else {
            format!("{current} {word}")
        };
        if points_wide(fonts, Face::Regular, &longer, SOLUTION_SIZE) <= room(&lines) {
            current = longer;
            continue;
        }
        if !current.is_empty() {
            let x = at(&lines);
            lines.push((std::mem::take(&mut current), x));
        }
        if points_wide(fonts, Face::Regular, word, SOLUTION_SIZE) <= room(&lines) {
            current = word.to_owned();
        } else {
            // Every piece as wide as a wrapped line may be.
            let mut pieces = break_word(fonts, word, width - wrapped);
            current = pieces.pop().unwrap_or_default();
            for piece in pieces {
                let x = at(&lines);
                lines.push((piece, x));
            }
        }
    }
    if !current.is_empty() {
        let x = at(&lines);
        lines.push((current, x));
    }
    lines
}

/// The solutions set on pages of `paper` (width and height in points), with
/// the margins and fonts of the book's diagram pages: `heading` at the top
/// of the first, then each solution, its `label` (its diagram's number) in
/// bold and its text beside it, wrapped to the text width, the line breaks
/// of its text kept (one empty line for any run of them), running onto as
/// many pages as it needs. A solution starts on a new page unless its first
/// two lines fit. Solutions without text are left out; no pages when none
/// is left.
pub(crate) fn solution_pages(
    fonts: &mut Fonts,
    paper: (f32, f32),
    heading: &str,
    solutions: &[(&str, &str)],
) -> Vec<Vec<SolutionBlock>> {
    let (pw, ph) = paper;
    let width = (pw - 2.0 * MARGIN).max(SOLUTION_SIZE);
    let bottom = ph - MARGIN;
    let solutions: Vec<(&str, &str)> = solutions
        .iter()
        .map(|(label, text)| (label.trim(), text.trim()))
        .filter(|(_, text)| !text.is_empty())
        .collect();
    if solutions.is_empty() {
        return Vec::new();
    }
    let space = points_wide(fonts, Face::Regular, " ", SOLUTION_SIZE);
    // The text of every solution starts at the same distance from the
    // margin: after the widest number and a space.
    let widest = solutions
        .iter()
        .map(|(label, _)| points_wide(fonts, Face::Bold, label, SOLUTION_SIZE))
        .fold(0.0, f32::max);
    let hang = (widest + 2.0 * space).min(width * MOST_INDENT);
    let text_x = MARGIN + hang;
    let room = width - hang;

    let mut pages: Vec<Vec<SolutionBlock>> = Vec::new();
    let mut page: Vec<SolutionBlock> = Vec::new();
    let mut lines = Vec::new();
    let mut heading_line = text_line(fonts, Face::Bold, heading.trim(), MARGIN, 0.0, HEADING_SIZE);
    // A heading wider than the page shrinks to its width.
    let heading_wide = heading_line.run.width / fonts.units_per_em(Face::Bold) * HEADING_SIZE;
    if heading_wide > width {
        heading_line.size = HEADING_SIZE * width / heading_wide;
    }
    heading_line.baseline = MARGIN + heading_line.size;
    let mut baseline = heading_line.baseline + HEADING_ROOM + SOLUTION_SIZE;
    lines.push(heading_line);
    page.push(SolutionBlock {
        heading: true,
        lines: std::mem::take(&mut lines),
    });
    let mut first = true;
    for (label, text) in solutions {
        let mut set: Vec<(String, f32)> = Vec::new();
        let mut blank = false;
        for line in text.lines() {
            if line.trim().is_empty() {
                blank = true;
                continue;
            }
            if std::mem::take(&mut blank) {
                set.push((String::new(), 0.0));
            }
            set.extend(wrap(fonts, line, room));
        }
        if !first {
            baseline += SOLUTION_GAP;
        }
        first = false;
        // The number and its first two lines together.
        let together = set.len().min(2) as f32;
        if baseline + (together - 1.0) * SOLUTION_LEADING > bottom && !page.is_empty() {
            pages.push(std::mem::take(&mut page));
            baseline = MARGIN + SOLUTION_SIZE;
        }
        let mut label_line = text_line(fonts, Face::Bold, label, MARGIN, baseline, SOLUTION_SIZE);
        let label_wide = label_line.run.width / fonts.units_per_em(Face::Bold) * SOLUTION_SIZE;
        if label_wide > hang - space {
            label_line.size = SOLUTION_SIZE * (hang - space).max(1.0) / label_wide;
        }
        lines.push(label_line);
        for (i, (text, indent)) in set.into_iter().enumerate() {
            if i > 0 {
                baseline += SOLUTION_LEADING;
            }
            if baseline > bottom && !lines.is_empty() {
                page.push(SolutionBlock {
                    heading: false,
                    lines: std::mem::take(&mut lines),
                });
                pages.push(std::mem::take(&mut page));
                baseline = MARGIN + SOLUTION_SIZE;
            }
            if !text.is_empty() {
                lines.push(text_line(
                    fonts,
                    Face::Regular,
                    &text,
                    text_x + indent,
                    baseline,
                    SOLUTION_SIZE,
                ));
            }
        }
        baseline += SOLUTION_LEADING;
        page.push(SolutionBlock {
            heading: false,
            lines: std::mem::take(&mut lines),
        });
    }
    pages.push(page);
    pages
}

#[cfg(test)]
mod tests {
    use super::*;

    const A4: (f32, f32) = (595.276, 841.89);

    fn wide(fonts: &mut Fonts, line: &PrintedLine) -> f32 {
        line.run.width / fonts.units_per_em(line.face) * line.size
    }

    /// Every line of `pages` in the text area, and the number of pages.
    fn check_area(fonts: &mut Fonts, pages: &[Vec<SolutionBlock>]) {
        for page in pages {
            for line in page.iter().flat_map(|b| &b.lines) {
                let right = line.x + wide(fonts, line);
                assert!(line.x >= MARGIN, "{}", line.text);
                assert!(
                    right <= A4.0 - MARGIN + 0.01,
                    "{} ends at {right}",
                    line.text
                );
                assert!(line.baseline >= MARGIN + line.size * 0.9, "{}", line.text);
                assert!(line.baseline <= A4.1 - MARGIN, "{}", line.text);
            }
        }
    }

    fn texts(block: &SolutionBlock) -> Vec<&str> {
        block.lines.iter().map(|l| l.text.as_str()).collect()
    }

    #[test]
    fn solutions_are_numbered_in_bold_and_keep_their_lines() {
        let mut fonts = Fonts::new();
        let pages = solution_pages(
            &mut fonts,
            A4,
            "Lösungen",
            &[
                ("1.", "1.Qd1-d3+! Ke4*f3 2.Rh5-h3#\n"),
                ("2.", "   "),
                ("12.", "1.Rd7! zz\n  1...Kf8 2.Qh8#\n\n\n  1...Kxd7 2.Qd4#"),
            ],
        );
        assert_eq!(pages.len(), 1);
        let page = &pages[0];
        assert_eq!(page.len(), 3, "the heading and two solutions");
        assert!(page[0].heading && !page[1].heading && !page[2].heading);
        assert_eq!(texts(&page[0]), ["Lösungen"]);
        assert_eq!(page[0].lines[0].face, Face::Bold);
        assert_eq!(texts(&page[1]), ["1.", "1.Qd1-d3+! Ke4*f3 2.Rh5-h3#"]);
        // The empty solution is left out; the file's line breaks are kept,
        // a run of empty lines as one.
        assert_eq!(
            texts(&page[2]),
            ["12.", "1.Rd7! zz", "1...Kf8 2.Qh8#", "1...Kxd7 2.Qd4#"]
        );
        let [label, first, second, third] = &page[2].lines[..] else {
            panic!("four lines");
        };
        assert_eq!((label.face, first.face), (Face::Bold, Face::Regular));
        assert_eq!(label.x, MARGIN);
        assert_eq!(label.baseline, first.baseline);
        // The text hangs after the widest number; indented lines keep
        // their indentation.
        let space = points_wide(&mut fonts, Face::Regular, " ", SOLUTION_SIZE);
        let widest = points_wide(&mut fonts, Face::Bold, "12.", SOLUTION_SIZE);
        assert!((first.x - (MARGIN + widest + 2.0 * space)).abs() < 0.01);
        assert_eq!(page[1].lines[1].x, first.x);
        assert!((second.x - (first.x + 2.0 * space)).abs() < 0.01);
        assert_eq!(second.baseline - first.baseline, SOLUTION_LEADING);
        assert_eq!(third.baseline - second.baseline, 2.0 * SOLUTION_LEADING);
        assert_eq!(
            page[2].lines[0].baseline - page[1].lines[1].baseline,
            SOLUTION_LEADING + SOLUTION_GAP
        );
        check_area(&mut fonts, &pages);
    }

    #[test]
    fn long_lines_wrap_at_the_text_width_and_a_long_word_is_broken() {
        let mut fonts = Fonts::new();
        let moves: Vec<String> = (1..=60)
            .map(|n| format!("{n}.Qa{}+ Kb7", n % 8 + 1))
            .collect();
        let moves = moves.join(" ");
        let word = "абвгдеёжзийклмнопрстуфхцчшщъыьэюя".repeat(6);
        let text = format!("{moves}\n{word}");
        let pages = solution_pages(&mut fonts, A4, "Solutions", &[("1.", &text)]);
        assert_eq!(pages.len(), 1);
        check_area(&mut fonts, &pages);
        let lines = &pages[0][1].lines[1..];
        let words: Vec<&str> = lines
            .iter()
            .take_while(|l| l.text.contains(' '))
            .flat_map(|l| l.text.split(' '))
            .collect();
        assert_eq!(words.join(" "), moves, "every word, in order");
        let wrapped = lines.iter().filter(|l| l.text.contains(' ')).count();
        assert!(wrapped > 3, "{wrapped} lines");
        // The lines a line of the file wraps into are indented one em
        // more than its first, the next line of the file is not.
        for line in &lines[1..wrapped] {
            assert_eq!(line.x, lines[0].x + SOLUTION_SIZE, "{}", line.text);
        }
        assert_eq!(lines[wrapped].x, lines[0].x);
        for line in &lines[wrapped + 1..] {
            assert_eq!(line.x, lines[0].x + SOLUTION_SIZE, "{}", line.text);
        }
        // Each wrapped line is full: its next word would not have fitted.
        let right = A4.0 - MARGIN;
        for pair in lines[..wrapped].windows(2) {
            let next = pair[1].text.split(' ').next().unwrap_or_default();
            let longer = format!("{} {next}", pair[0].text);
            let w = points_wide(&mut fonts, Face::Regular, &longer, SOLUTION_SIZE);
            assert!(pair[0].x + w > right, "{longer}");
        }
        let pieces: Vec<&str> = lines[wrapped..].iter().map(|l| l.text.as_str()).collect();
        assert!(pieces.len() >= 2, "{pieces:?}");
        assert_eq!(pieces.concat(), word);
    }

    #[test]
    fn solutions_run_onto_as_many_pages_as_they_need() {
        let mut fonts = Fonts::new();
        let labels: Vec<String> = (1..=150).map(|n| format!("{n}.")).collect();
        let solutions: Vec<(&str, &str)> = labels
            .iter()
            .map(|l| (l.as_str(), "1.Sf3! threat 2.Qd1#\n1...Kd5 2.Sb4#"))
            .collect();
        let pages = solution_pages(&mut fonts, A4, "Solutions", &solutions);
        // 150 solutions of two lines, 31 points each, about 24 a page.
        assert_eq!(pages.len(), 7);
        check_area(&mut fonts, &pages);
        assert!(pages[0][0].heading);
        assert!(pages[1..].iter().flatten().all(|b| !b.heading));
        // The numbers in order, each solution whole on one page.
        let numbers: Vec<&str> = pages
            .iter()
            .flatten()
            .filter(|b| !b.heading)
            .map(|b| {
                assert_eq!(b.lines.len(), 3);
                b.lines[0].text.as_str()
            })
            .collect();
        assert_eq!(numbers, labels);
        for page in &pages[1..] {
            assert_eq!(page[0].lines[0].baseline, MARGIN + SOLUTION_SIZE);
        }
    }

    #[test]
    fn a_long_solution_goes_on_over_the_page() {
        let mut fonts = Fonts::new();
        let text: Vec<String> = (1..=80)
            .map(|n| format!("{n}...Kd5 {}.Sb4#", n + 1))
            .collect();
        let text = text.join("\n");
        let pages = solution_pages(
            &mut fonts,
            A4,
            "Solutions",
            &[("1.", "1.e4"), ("2.", &text)],
        );
        assert_eq!(pages.len(), 2);
        check_area(&mut fonts, &pages);
        let first = texts(&pages[0][2]);
        let rest = texts(&pages[1][0]);
        assert_eq!(first[0], "2.");
        assert_eq!(first.len() - 1 + rest.len(), 80);
        assert_eq!(
            rest[0],
            format!("{}...Kd5 {}.Sb4#", first.len(), first.len() + 1)
        );
        assert_eq!(pages[1][0].lines[0].baseline, MARGIN + SOLUTION_SIZE);
        // Each page full: a line more would not have fitted.
        let last = pages[0][2].lines.last().map_or(0.0, |l| l.baseline);
        assert!(last + SOLUTION_LEADING > A4.1 - MARGIN);
    }

    #[test]
    fn no_pages_without_a_solution() {
        let mut fonts = Fonts::new();
        assert!(solution_pages(&mut fonts, A4, "Solutions", &[]).is_empty());
        assert!(solution_pages(&mut fonts, A4, "Solutions", &[("1.", " \n\t")]).is_empty());
    }
}
