//! Reading a placement whose notation is not known: the built-in dialects
//! that know its letters are tried, impossible readings are set aside, and
//! the letters are refused as ambiguous when readings still differ.

use crate::board::{Board, Cell, Color, Role};
use crate::notation::dialect::Dialect;
use crate::notation::error::{Error, ErrorKind, Implausible, Span};
use crate::notation::forsyth::{self, ReadOptions, Reading};

/// How automatic detection chose a dialect.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum AutoReason {
    /// Every dialect that knows all the letters reads the same board; these
    /// are the dialects, the chosen one first.
    Alike(Vec<Dialect>),
    /// Only the chosen dialect knows every letter.
    Only,
    /// The dialects that knew every letter read different boards; these were
    /// set aside as impossible positions, leaving the chosen one.
    Plausible(Vec<(Dialect, Implausible)>),
    /// A problem notation's own mark was found (`*2`, `(Q2)`, `=b`, `.gr`, a
    /// fairy chess symbol): this is it.
    Marks(String),
}

/// The outcome of automatic detection.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Detection {
    /// The dialect chosen.
    pub dialect: Dialect,
    /// Why.
    pub reason: AutoReason,
}

fn implausible(board: &Board) -> Option<Implausible> {
    let mut kings = [0usize; 2];
    for (square, cell) in board.cells() {
        if let Cell::Piece(p) = cell {
            if p.role == Role::Pawn && (square.rank() == 0 || square.rank() + 1 == board.height()) {
                return Some(Implausible::PawnOnEdgeRank {
                    color: p.color,
                    square,
                });
            }
            if p.role == Role::King {
                kings[p.color as usize] += 1;
            }
        }
    }
    Color::ALL
        .into_iter()
        .find(|&c| kings[c as usize] > 1)
        .map(|color| Implausible::SeveralKings {
            color,
            count: kings[color as usize],
        })
}

/// Reads a placement whose dialect is not known.
///
/// The built-in dialects that know every letter of `text` are tried (when none
/// knows them all, those that know the most); if they all read the same board
/// the first wins. Otherwise readings with a pawn on the first or last rank or
/// with two kings of one colour are set aside; if one reading is left it wins,
/// and if several different ones are left the letters are ambiguous.
/// `opts.dialect` is ignored.
///
/// # Errors
/// As [`forsyth::read`], and [`ErrorKind::Ambiguous`].
pub fn detect(
    text: &str,
    column: usize,
    opts: &ReadOptions,
) -> Result<(Reading, Detection), Error> {
    let text = text.split(char::is_whitespace).next().unwrap_or("");
    if let Some(found) = fairy_marks(text, column, opts) {
        return found;
    }
    let plain = readings(text, column, opts);
    // A string no plain reading takes without a warning may be a problem
    // notation whose marks plain Forsyth writes too.
    if plain
        .as_ref()
        .map_or(true, |rs| rs.iter().all(|(_, r)| !r.warnings.is_empty()))
        && let Some(found) = weak_marks(text, column, opts)
    {
        return found;
    }
    let (dialect, read, reason) = settle(plain?, text, column)?;
    Ok((read, Detection { dialect, reason }))
}

/// Of the readings of dialects that know the letters of `text` equally
/// well: the one they all agree on; else the one left when readings of
/// impossible positions are set aside; else the letters are ambiguous, and
/// the error names the first letter the readings disagree on.
fn settle(
    mut readings: Vec<(Dialect, Reading)>,
    text: &str,
    column: usize,
) -> Result<(Dialect, Reading, AutoReason), Error> {
    let all_alike =
        |rs: &[(Dialect, Reading)]| rs.iter().all(|(_, r)| r.placement == rs[0].1.placement);
    if readings.is_empty() {
        // No reading at all: nothing to choose from (the callers never ask).
        return Err(Error::new(
            ErrorKind::Ambiguous {
                letter: '?',
                readings: Vec::new(),
            },
            Span::new(column, 1),
        ));
    }
    if all_alike(&readings) {
        let reason = if readings.len() == 1 {
            AutoReason::Only
        } else {
            AutoReason::Alike(readings.iter().map(|(d, _)| *d).collect())
        };
        let (dialect, read) = readings.swap_remove(0);
        return Ok((dialect, read, reason));
    }
    let mut dropped = Vec::new();
    let mut kept = Vec::new();
    for (d, read) in readings {
        match implausible(&read.placement.to_board()) {
            Some(why) => dropped.push((d, why, read)),
            None => kept.push((d, read)),
        }
    }
    if !kept.is_empty() && all_alike(&kept) {
        let (dialect, read) = kept.swap_remove(0);
        let reason =
            AutoReason::Plausible(dropped.into_iter().map(|(d, why, _)| (d, why)).collect());
        return Ok((dialect, read, reason));
    }
    // Still ambiguous: name the first letter the remaining readings disagree on.
    let left: Vec<Dialect> = if kept.is_empty() {
        dropped.iter().map(|(d, _, _)| *d).collect()
    } else {
        kept.iter().map(|(d, _)| *d).collect()
    };
    let (i, letter) = text
        .chars()
        .enumerate()
        .find(|&(_, c)| {
            c.is_alphabetic() && {
                let first = meaning(&left[0], c);
                left.iter().any(|d| meaning(d, c) != first)
            }
        })
        .unwrap_or((0, '?'));
    let readings = left
        .iter()
        .filter_map(|d| meaning(d, letter).map(|cell| (*d, cell)))
        .collect();
    Err(Error::new(
        ErrorKind::Ambiguous { letter, readings },
        Span::new(column + i, 1),
    ))
}

/// What the letter `c` alone is in `dialect`: a piece, or a problem piece
/// (Popeye's `l` is a locust in English and a bishop in German).
fn meaning(dialect: &Dialect, c: char) -> Option<Cell> {
    let opts = ReadOptions {
        dialect: *dialect,
        ..ReadOptions::default()
    };
    let read = forsyth::read(c.encode_utf8(&mut [0; 4]), 0, &opts).ok()?;
    if !read.warnings.is_empty() {
        return None;
    }
    read.placement
        .entries()
        .filter_map(|(_, e)| e.cell())
        .find(|cell| !matches!(cell, Cell::Empty))
}

/// The Popeye languages, in the order a tie is settled.
const POPEYE: [Dialect; 3] = [
    Dialect::POPEYE_GERMAN,
    Dialect::POPEYE,
    Dialect::POPEYE_FRENCH,
];

/// The readings of `text` in `dialects` with the fewest warnings (an
/// unknown code is a warning), and that fewest.
fn fewest_warnings(
    dialects: &[Dialect],
    text: &str,
    column: usize,
    opts: &ReadOptions,
) -> (usize, Vec<(Dialect, Reading)>) {
    let reads: Vec<(Dialect, Reading)> = dialects
        .iter()
        .filter_map(|&dialect| {
            let opts = ReadOptions { dialect, ..*opts };
            forsyth::read(text, column, &opts)
                .ok()
                .map(|r| (dialect, r))
        })
        .collect();
    let fewest = reads
        .iter()
        .map(|(_, r)| r.warnings.len())
        .min()
        .unwrap_or(usize::MAX);
    let best = reads
        .into_iter()
        .filter(|(_, r)| r.warnings.len() == fewest)
        .collect();
    (fewest, best)
}

/// A reading in a problem notation found by its mark, reported as such.
fn by_mark(
    readings: Vec<(Dialect, Reading)>,
    mark: String,
    text: &str,
    column: usize,
) -> Option<Result<(Reading, Detection), Error>> {
    if readings.is_empty() {
        return None;
    }
    Some(settle(readings, text, column).map(|(dialect, read, _)| {
        let reason = AutoReason::Marks(mark);
        (read, Detection { dialect, reason })
    }))
}

/// The problem notation whose own mark `text` has, read in it: `(` with a
/// piece code and `)` is YACPDB's, `*1`…`*3` Fairy-FEN's, a fairy or
/// orthodox chess symbol Unicode's, `=` before a letter or `.` before a
/// two-letter walk code Popeye's (in the language whose codes read the
/// string with the fewest unknown codes; where two languages then read
/// it differently, as `=b`, a neutral pawn in German and a neutral bishop
/// in English, the letters are ambiguous).
fn fairy_marks(
    text: &str,
    column: usize,
    opts: &ReadOptions,
) -> Option<Result<(Reading, Detection), Error>> {
    use crate::board::{Walk, WalkLanguage};
    let chars: Vec<char> = text.chars().collect();
    let mark = |i: usize, len: usize| {
        chars[i..(i + len).min(chars.len())]
            .iter()
            .collect::<String>()
    };
    let found = |dialect: Dialect, mark: String| {
        let opts = ReadOptions { dialect, ..*opts };
        let reason = AutoReason::Marks(mark);
        Some(forsyth::read(text, column, &opts).map(|read| (read, Detection { dialect, reason })))
    };
    for (i, &c) in chars.iter().enumerate() {
        let next = chars.get(i + 1).copied().unwrap_or(' ');
        match c {
            '(' => {
                if let Some(end) = chars[i..].iter().take(6).position(|&c| c == ')')
                    && end >= 2
                    && chars[i + 1..i + end].iter().any(|c| c.is_alphabetic())
                {
                    return found(Dialect::YACPDB, mark(i, end + 1));
                }
            }
            '*' if ('1'..='3').contains(&next) => return found(Dialect::FFEN, mark(i, 3)),
            '\u{2654}'..='\u{265F}' | '\u{1FA00}'..='\u{1FA6F}' => {
                return found(Dialect::UNICODE, c.to_string());
            }
            _ => {}
        }
    }
    let popeye = chars.iter().enumerate().find_map(|(i, &c)| {
        let next = chars.get(i + 1).copied().unwrap_or(' ');
        match c {
            '=' if next.is_alphabetic() => Some(mark(i, 2)),
            '.' => {
                let code: String = chars
                    .get(i + 1..i + 3)?
                    .iter()
                    .collect::<String>()
                    .to_lowercase();
                let walk = [
                    WalkLanguage::German,
                    WalkLanguage::English,
                    WalkLanguage::French,
                ]
                .into_iter()
                .any(|l| Walk::from_code(&code, l).is_some_and(|w| w.code(l).len() == 2));
                walk.then(|| mark(i, 3))
            }
            _ => None,
        }
    })?;
    let (_, readings) = fewest_warnings(&POPEYE, text, column, opts);
    by_mark(readings, popeye, text, column)
}

/// Problem notations' marks that plain Forsyth writes too, tried only when
/// no plain reading takes the string without a warning: a `-` directly
/// before a piece letter or `*` (Fairy-FEN's neutral piece, or a hole and a
/// piece), and two digits in a row or a `0` (one run of Popeye's, which may
/// go on across the end of a rank: `24/4Ks2/…`, `…/40`). The notation is
/// chosen when it reads the string without a single warning.
fn weak_marks(
    text: &str,
    column: usize,
    opts: &ReadOptions,
) -> Option<Result<(Reading, Detection), Error>> {
    let chars: Vec<char> = text.chars().collect();
    let mark = |i: usize| {
        chars[i..(i + 2).min(chars.len())]
            .iter()
            .collect::<String>()
    };
    let neutral = chars
        .windows(2)
        .position(|w| w[0] == '-' && (w[1].is_alphabetic() || w[1] == '*'));
    if let Some(i) = neutral {
        let (fewest, readings) = fewest_warnings(&[Dialect::FFEN], text, column, opts);
        if fewest == 0
            && let Some(found) = by_mark(readings, mark(i), text, column)
        {
            return Some(found);
        }
    }
    let run = chars
        .windows(2)
        .position(|w| w[0].is_ascii_digit() && w[1].is_ascii_digit())
        .or_else(|| chars.iter().position(|&c| c == '0'))?;
    let (fewest, readings) = fewest_warnings(&POPEYE, text, column, opts);
    if fewest > 0 {
        return None;
    }
    let end = if chars.get(run + 1).is_some_and(char::is_ascii_digit) {
        run + 2
    } else {
        run + 1
    };
    let mark: String = chars[run..end].iter().collect();
    by_mark(readings, mark, text, column)
}

/// The dialects that know the most of the letters of `text` (every letter,
/// unless there is a typo): of the first five ([`Dialect::BUILTIN`]); the
/// languages added to them ([`Dialect::MORE`]) only when one of those knows
/// more of the letters than any of the five (a string the five can read is
/// theirs). Dutch, whose `P` is a knight, is left out when another added
/// language knows as many letters.
fn candidates(text: &str) -> Vec<Dialect> {
    let mut letters: Vec<char> = text.chars().filter(|c| c.is_alphabetic()).collect();
    letters.sort_unstable();
    letters.dedup();
    let unknown = |d: &Dialect| letters.iter().filter(|&&c| !d.knows(c)).count();
    let fewest = Dialect::BUILTIN.iter().map(unknown).min().unwrap_or(0);
    if fewest > 0 {
        let more = Dialect::MORE
            .iter()
            .map(unknown)
            .min()
            .unwrap_or(usize::MAX);
        if more < fewest {
            let mut found: Vec<Dialect> = Dialect::MORE
                .into_iter()
                .filter(|d| unknown(d) == more)
                .collect();
            if found.len() > 1 {
                found.retain(|d| *d != Dialect::DUTCH);
            }
            return found;
        }
    }
    Dialect::BUILTIN
        .into_iter()
        .filter(|d| unknown(d) == fewest)
        .collect()
}

/// The readings of `text` by the dialects of [`candidates`].
fn readings(
    text: &str,
    column: usize,
    opts: &ReadOptions,
) -> Result<Vec<(Dialect, Reading)>, Error> {
    candidates(text)
        .into_iter()
        .map(|d| {
            let opts = ReadOptions {
                dialect: d,
                ..*opts
            };
            forsyth::read(text, column, &opts).map(|r| (d, r))
        })
        .collect()
}

/// What the records of one file say about their notation, gathered record
/// by record, so that the whole file is read in one notation when one fits
/// every record — a German suite's pawn ending, whose letters German and
/// FIDE read alike, is then German like the rest.
///
/// ```
/// use forsythe::notation::{Dialect, ReadOptions, Survey};
/// let mut survey = Survey::default();
/// for placement in ["tsldklst/bbbbbbbb/8/8/8/8/BBBBBBBB/TSLDKLST", "8/8/4k3/8/2K5/8/1B6/8"] {
///     survey.add(placement, &ReadOptions::default());
/// }
/// assert_eq!(survey.decide(), Some(Dialect::GERMAN));
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Survey {
    records: usize,
    /// For each language of [`Dialect::LANGUAGES`], the records it may be
    /// meant for.
    fits: [usize; LANGUAGES],
    /// Whether two dialects that both fit a record read it differently.
    differ: [[bool; LANGUAGES]; LANGUAGES],
}

/// How many named orthodox tables there are.
const LANGUAGES: usize = Dialect::LANGUAGES.len();

impl Default for Survey {
    fn default() -> Survey {
        Survey {
            records: 0,
            fits: [0; LANGUAGES],
            differ: [[false; LANGUAGES]; LANGUAGES],
        }
    }
}

impl Survey {
    /// Takes one record's placement into account. A placement that cannot
    /// be read in any notation counts for none.
    pub fn add(&mut self, placement: &str, opts: &ReadOptions) {
        let text = placement.split(char::is_whitespace).next().unwrap_or("");
        self.records += 1;
        let Ok(readings) = readings(text, 0, opts) else {
            return;
        };
        let plausible: Vec<&(Dialect, Reading)> = readings
            .iter()
            .filter(|(_, r)| implausible(&r.placement.to_board()).is_none())
            .collect();
        let fitting: Vec<&(Dialect, Reading)> = if plausible.is_empty() {
            readings.iter().collect()
        } else {
            plausible
        };
        let index = |d: &Dialect| Dialect::LANGUAGES.iter().position(|b| b == d).unwrap_or(0);
        for (i, (a, ra)) in fitting.iter().enumerate() {
            self.fits[index(a)] += 1;
            for (b, rb) in &fitting[i + 1..] {
                if ra.placement != rb.placement {
                    self.differ[index(a)][index(b)] = true;
                    self.differ[index(b)][index(a)] = true;
                }
            }
        }
    }

    /// How many records were taken into account.
    #[must_use]
    pub fn records(&self) -> usize {
        self.records
    }

    /// The one notation that fits every record, when there is one (the
    /// first of [`Dialect::LANGUAGES`] among several that read every record
    /// alike); `None` when the records need different notations, or when
    /// several fit but read some record differently.
    #[must_use]
    pub fn decide(&self) -> Option<Dialect> {
        if self.records == 0 {
            return None;
        }
        let all: Vec<usize> = (0..LANGUAGES)
            .filter(|&i| self.fits[i] == self.records)
            .collect();
        let &first = all.first()?;
        all.iter()
            .all(|&j| !self.differ[first][j])
            .then_some(Dialect::LANGUAGES[first])
    }
}

/// The named dialect that knows more of the letters of the placement
/// `text` than `current` does (the most, the first in [`Dialect::LANGUAGES`]
/// on a tie): what the user probably meant. `None` when `current` knows them
/// all or no dialect knows more.
#[must_use]
pub fn suggest(text: &str, current: &Dialect) -> Option<Dialect> {
    let text = text.split(char::is_whitespace).next().unwrap_or("");
    let unknown = |d: &Dialect| {
        text.chars()
            .filter(|&c| c.is_alphabetic() && !d.knows(c))
            .count()
    };
    let mine = unknown(current);
    if mine == 0 {
        return None;
    }
    Dialect::LANGUAGES
        .into_iter()
        .map(|d| (unknown(&d), d))
        .filter(|&(u, _)| u < mine)
        .min_by_key(|&(u, _)| u)
        .map(|(_, d)| d)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Piece;

    fn auto(text: &str) -> Result<(Reading, Detection), Error> {
        detect(text, 0, &ReadOptions::default())
    }

    #[test]
    fn auto_all_alike() {
        // English, German and FIDE read this the same way.
        let (read, det) = auto("4k3/8/8/8/8/8/8/4K3").unwrap();
        assert_eq!(det.dialect, Dialect::ENGLISH);
        assert_eq!(
            det.reason,
            AutoReason::Alike(vec![Dialect::ENGLISH, Dialect::GERMAN, Dialect::FIDE])
        );
        assert!(read.warnings.is_empty());
    }

    #[test]
    fn auto_only_one_dialect_knows_the_letters() {
        let (read, det) = auto("tsldklst/bbbbbbbb/8/8/8/8/BBBBBBBB/TSLDKLST").unwrap();
        assert_eq!(
            det,
            Detection {
                dialect: Dialect::GERMAN,
                reason: AutoReason::Only
            }
        );
        assert_eq!(read.placement.to_board(), Board::standard());
        let (_, det) = auto("tcadract/pppppppp/8/8/8/8/PPPPPPPP/TCADRACT").unwrap();
        assert_eq!(det.dialect, Dialect::ITALIAN);
        let (_, det) = auto("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR").unwrap();
        assert_eq!(
            det,
            Detection {
                dialect: Dialect::ENGLISH,
                reason: AutoReason::Only
            }
        );
    }

    #[test]
    fn auto_drops_impossible_readings() {
        // English: bishops on the back rank; German: pawns there.
        let (_, det) = auto("4k3/8/8/8/8/8/8/2B1KB2").unwrap();
        assert_eq!(det.dialect, Dialect::ENGLISH);
        assert_eq!(
            det.reason,
            AutoReason::Plausible(vec![(
                Dialect::GERMAN,
                Implausible::PawnOnEdgeRank {
                    color: Color::White,
                    square: crate::board::Square::new(2, 0).unwrap()
                }
            )])
        );
        // English and FIDE: two white kings? no: R is a rook there, a king in
        // Italian and French, which then have two white kings.
        let (_, det) = auto("r3k2r/8/8/8/8/8/8/R3K2R").unwrap();
        assert_eq!(det.dialect, Dialect::ENGLISH);
    }

    #[test]
    fn auto_ambiguous_is_an_error_that_lists_the_readings() {
        let e = auto("8/8/8/3R4/8/8/8/8").unwrap_err();
        assert_eq!(
            e.kind,
            ErrorKind::Ambiguous {
                letter: 'R',
                readings: vec![
                    (
                        Dialect::ENGLISH,
                        Cell::Piece(Piece::new(Color::White, Role::Rook))
                    ),
                    (
                        Dialect::ITALIAN,
                        Cell::Piece(Piece::new(Color::White, Role::King))
                    ),
                    (
                        Dialect::FIDE,
                        Cell::Piece(Piece::new(Color::White, Role::Rook))
                    ),
                    (
                        Dialect::FRENCH,
                        Cell::Piece(Piece::new(Color::White, Role::King))
                    ),
                ]
            }
        );
        assert_eq!(e.span, Span::new(7, 1));
        assert_eq!(
            e.to_string(),
            "the notation is ambiguous: `R` is a rook in English, a king in Italian, a rook in FIDE, a king in French"
        );
    }

    /// Each added language's start position is found by its letters alone.
    #[test]
    fn auto_finds_the_added_languages() {
        let cases = crate::notation::dialect::START_IN_MORE_LANGUAGES;
        for (d, text) in cases {
            let (read, det) = auto(text).unwrap_or_else(|e| panic!("{d}: {e}"));
            assert_eq!(
                det,
                Detection {
                    dialect: d,
                    reason: AutoReason::Only
                },
                "{d}"
            );
            assert_eq!(read.placement.to_board(), Board::standard(), "{d}");
        }
    }

    /// A string the first five read stays theirs, though an added
    /// language reads it too (Turkish `K` is a rook, Finnish `R` a knight).
    #[test]
    fn auto_tries_the_added_languages_only_for_letters_the_five_do_not_know() {
        let (_, det) = auto("4k3/8/8/8/8/8/8/R3K3").unwrap();
        assert_eq!(det.dialect, Dialect::ENGLISH);
        let (_, det) = auto("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR").unwrap();
        assert_eq!(det.reason, AutoReason::Only);
        // Portuguese B is a bishop where Italian and French know no B.
        let (read, det) = auto("3dr3/8/8/8/8/8/8/2B1R3").unwrap();
        assert_eq!(det.dialect, Dialect::PORTUGUESE);
        assert_eq!(
            crate::notation::write_placement(&read.placement, &Dialect::ENGLISH),
            "3qk3/8/8/8/8/8/8/2B1K3"
        );
    }

    /// `H` is a queen in Polish and a knight in Hungarian: refused, as the
    /// five refuse their ambiguous letters.
    #[test]
    fn auto_refuses_added_languages_that_read_a_letter_differently() {
        let e = auto("4k3/8/8/3H4/8/8/8/4K3").unwrap_err();
        assert_eq!(
            e.to_string(),
            "the notation is ambiguous: `H` is a queen in Polish, a knight in Hungarian"
        );
        assert_eq!(e.span, Span::new(9, 1));
        // `O` only Dutch knows: Dutch, which reads the `P` as a knight.
        let (read, det) = auto("4k3/8/8/8/8/8/O7/1P2K3").unwrap();
        assert_eq!(det.dialect, Dialect::DUTCH);
        assert_eq!(
            crate::notation::write_placement(&read.placement, &Dialect::ENGLISH),
            "4k3/8/8/8/8/8/P7/1N2K3"
        );
        // K, D and P: Czech, Finnish and Dutch know them all; Dutch reads
        // the `P` as a knight and is left out; the others agree on a pawn.
        let (read, det) = auto("4k3/8/8/8/8/8/1P6/3DK3").unwrap();
        assert_eq!(
            (det.dialect, det.reason),
            (
                Dialect::CZECH,
                AutoReason::Alike(vec![Dialect::CZECH, Dialect::FINNISH])
            )
        );
        assert_eq!(
            crate::notation::write_placement(&read.placement, &Dialect::ENGLISH),
            "4k3/8/8/8/8/8/1P6/3QK3"
        );
        let (_, det) = auto("4k3/8/8/8/8/8/8/W3K3").unwrap();
        assert_eq!(det.dialect, Dialect::POLISH);
    }

    #[test]
    fn auto_with_a_typo_uses_the_dialect_that_knows_most_letters() {
        let (read, det) = auto("tsldklst/bbbbbbbb/8/8/8/8/BBBBBBBB/TSLDKLSX").unwrap();
        assert_eq!(det.dialect, Dialect::GERMAN);
        assert_eq!(read.warnings.len(), 1);
    }

    #[test]
    fn suggestions() {
        let german = "tsldklst/bbbbbbbb/8/8/8/8/BBBBBBBB/TSLDKLST w KQkq -";
        assert_eq!(suggest(german, &Dialect::ENGLISH), Some(Dialect::GERMAN));
        assert_eq!(suggest(german, &Dialect::GERMAN), None);
        assert_eq!(suggest("4k3/8/8/8/8/8/8/3QK2x", &Dialect::ENGLISH), None);
        assert_eq!(
            suggest("4k3/8/8/8/8/8/8/3SK3", &Dialect::ENGLISH),
            Some(Dialect::GERMAN)
        );
        // A typo does not hide the better reading.
        assert_eq!(
            suggest("tsldklsx/8/8/8/8/8/8/4K3", &Dialect::ENGLISH),
            Some(Dialect::GERMAN)
        );
        assert_eq!(suggest("xyz", &Dialect::ENGLISH), None);
    }

    #[test]
    fn a_file_is_read_in_the_one_notation_that_fits_every_record() {
        let survey = |lines: &[&str]| {
            let mut s = Survey::default();
            for l in lines {
                s.add(l, &ReadOptions::default());
            }
            s
        };
        let german = "tsldklst/bbbbbbbb/8/8/8/8/BBBBBBBB/TSLDKLST w";
        // A pawn ending: English, German and FIDE all read it.
        let ending = "8/8/4k3/8/2K5/8/1B6/8 w";
        assert_eq!(survey(&[german, ending]).decide(), Some(Dialect::GERMAN));
        // Alone, the ending fits three notations that read it differently.
        assert_eq!(survey(&[ending]).decide(), None);
        // Records that need different notations: no decision.
        let english = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR";
        let s = survey(&[german, english]);
        assert_eq!((s.decide(), s.records()), (None, 2));
        // English and FIDE read a file without knights alike: English.
        assert_eq!(
            survey(&["4k3/8/8/8/8/8/8/R3K3", "4k3/8/8/8/8/8/8/3QK3"]).decide(),
            Some(Dialect::ENGLISH)
        );
        assert_eq!(Survey::default().decide(), None);
    }

    fn chosen(text: &str) -> (Dialect, AutoReason) {
        let (_, det) = auto(text).unwrap_or_else(|e| panic!("{text}: {e}"));
        (det.dialect, det.reason)
    }

    #[test]
    fn problem_notations_are_found_by_their_marks() {
        let marks = |m: &str| AutoReason::Marks(m.to_owned());
        assert_eq!(
            chosen("8/8/3*2Q4/8/8/8/8/K6k"),
            (Dialect::FFEN, marks("*2Q"))
        );
        assert_eq!(
            chosen("8/8/3(Q2)4/8/8/8/8/K6k"),
            (Dialect::YACPDB, marks("(Q2)"))
        );
        // Two Popeye languages read `.gr` as the same gnurider: the first.
        assert_eq!(
            chosen("8/8/3.gr4/8/8/8/8/K6k"),
            (Dialect::POPEYE_GERMAN, marks(".gr"))
        );
        // `=b` is a neutral pawn in German and a neutral bishop in English:
        // ambiguous, and the error says what each reads.
        let e = auto("8/8/3=b4/8/8/8/8/K6k").unwrap_err();
        assert_eq!(
            e.to_string(),
            "the notation is ambiguous: `b` is a pawn in Popeye (German), a bishop in Popeye (English)"
        );
        assert_eq!(e.span, Span::new(6, 1));
        // Only French codes read every letter here (`R` a roi, `d` a dame).
        assert_eq!(chosen("8/8/3=d4/8/8/8/8/R6r").0, Dialect::POPEYE_FRENCH);
    }

    #[test]
    fn weak_marks_win_only_where_plain_forsyth_cannot_read_the_string() {
        let marks = |m: &str| AutoReason::Marks(m.to_owned());
        // Popeye's runs across rank ends: 24 is one run of 24 squares.
        assert_eq!(
            chosen("24/4Ks2/8/4k3/5S2/8"),
            (Dialect::POPEYE_GERMAN, marks("24"))
        );
        let (read, _) = auto("24/4Ks2/8/4k3/5S2/8").unwrap();
        let board = read.placement.to_board();
        assert_eq!((board.width(), board.height()), (8, 8));
        // A `0` too: `40` is forty squares; `l` then tells English (a
        // locust) from German (a bishop), with a pawn on c6 in English.
        assert_eq!(chosen("8/1l6/2P5/40"), (Dialect::POPEYE, marks("40")));
        let e = auto("8/1l6/2B5/40").unwrap_err();
        assert!(
            e.to_string().contains("a locust in Popeye (English)"),
            "{e}"
        );
        // Fairy-FEN's neutral piece, where a hole and a king would make the
        // rank one square too long.
        assert_eq!(chosen("8/8/3-k4/8/8/8/8/K6k"), (Dialect::FFEN, marks("-k")));
        // Plain Forsyth that reads well stays plain: holes before pieces,
        // and `12` as three squares.
        assert!(matches!(chosen("--rk----/8").1, AutoReason::Alike(_)));
        assert!(matches!(chosen("k12K3/8").1, AutoReason::Alike(_)));
        // A typo read badly either way is no reason for a problem notation.
        assert!(!matches!(chosen("8/8/3-k4x/8").1, AutoReason::Marks(_)));
    }
}
