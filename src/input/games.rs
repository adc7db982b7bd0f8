//! PGN games as entries: the texts of the games are cut by the library's
//! one PGN reader ([`crate::games`]); an entry gives a game's tags, its
//! movetext and its text as written, with the places a reader of the game
//! needs. Games are not played here: that is for whoever draws them.

use std::io::{self, Read};

use super::decode::decode_lines;
use super::{Entry, EntryKind, MAX_LINE, MAX_MOVETEXT, MAX_TAGS, Reader, START_FEN, Skipped};
use crate::games::{GameStream, GameText};

/// A game's text as written, from its first line that is neither blank nor
/// a `%` escape line, and what it holds.
struct GameParts {
    /// The text, `%` lines left blank so that lines keep their numbers.
    pgn: String,
    line: usize,
    column: usize,
    /// The tags, each with the line it is on.
    tags: Vec<(String, String, usize)>,
    movetext: String,
    movetext_line: Option<usize>,
}

impl<R: Read> Reader<R> {
    /// The next PGN game, or what kept a game from being one.
    pub(super) fn next_game(&mut self) -> io::Result<Option<Result<Entry, Skipped>>> {
        loop {
            let stream = self
                .games
                .get_or_insert_with(|| GameStream::new(1, MAX_MOVETEXT, MAX_LINE));
            let mut input = (&mut self.pgn_head).chain(&mut self.inner);
            let Some(text) = stream.next(&mut input)? else {
                return Ok(None);
            };
            let (decoded, windows_1252) = decode_lines(&text.bytes, text.line);
            if let Some(line) = windows_1252 {
                self.windows_1252.get_or_insert(line);
            }
            let mut skip = 0;
            let mut line = text.line;
            if text.first {
                let (bytes, lines) = crate::games::preamble(&decoded);
                for (i, l) in decoded[..bytes].lines().enumerate() {
                    if crate::games::is_preamble(l) {
                        self.pass(text.line + i);
                    }
                }
                (skip, line) = (bytes, text.line + lines);
            }
            // Links, pictures, HTML tags, URLs, paths and sentences
            // between games: passed over, counted.
            let (bytes, lines) = crate::games::prose_lines(&decoded[skip..]);
            for (i, l) in decoded[skip..skip + bytes].lines().enumerate() {
                if !l.trim().is_empty() {
                    self.pass(line + i);
                }
            }
            let column = if skip == 0 && bytes == 0 {
                text.column
            } else {
                1
            };
            (skip, line) = (skip + bytes, line + lines);
            if let Some(entry) = game_entry(&text, &decoded[skip..], line, column) {
                return Ok(Some(entry));
            }
        }
    }
}

/// The entry of a game's text (`decoded`, from `line` and `column`), or
/// what keeps it from being one; `None` when it holds no game (blanks,
/// comments, move numbers), as for the library's readers.
fn game_entry(
    text: &GameText,
    decoded: &str,
    line: usize,
    column: usize,
) -> Option<Result<Entry, Skipped>> {
    let cut = [
        text.long_line
            .map(|(line, bytes)| Skipped::TooLong { line, bytes }),
        text.over.map(|line| Skipped::GameTooLong { line }),
    ];
    let written = parts(decoded, line, column, &text.escapes);
    let tags = written.as_ref().and_then(|w| w.tags.get(MAX_TAGS));
    let many = tags.map(|(_, _, line)| Skipped::TooManyTags { line: *line });
    let problems = cut.into_iter().chain([many]).flatten();
    if let Some(problem) = problems.min_by_key(skipped_line) {
        return Some(Err(problem));
    }
    let written = written?;
    // A game with tags is a game; without, the library decides.
    if written.tags.is_empty()
        && matches!(
            crate::games::read_game(&written.pgn, written.line, written.column, 1),
            Ok(None)
        )
    {
        return None;
    }
    let fen = written.tags.iter().find(|(n, _, _)| n == "FEN");
    let text = fen.map_or(START_FEN, |(_, v, _)| v.as_str()).to_owned();
    Some(Ok(Entry {
        line: fen.map_or(written.line, |(_, _, line)| *line),
        text,
        kind: EntryKind::Game {
            tags: written.tags.into_iter().map(|(n, v, _)| (n, v)).collect(),
            movetext: written.movetext,
            movetext_line: written.movetext_line.unwrap_or(written.line),
            pgn: written.pgn,
            pgn_line: written.line,
            pgn_column: written.column,
        },
    }))
}

/// The line a skipped game is reported at.
fn skipped_line(problem: &Skipped) -> usize {
    match *problem {
        Skipped::TooLong { line, .. }
        | Skipped::GameTooLong { line }
        | Skipped::TooManyTags { line }
        | Skipped::Columns { line, .. }
        | Skipped::NoRecordColumn { line } => line,
    }
}

/// A game's text read into its tags and movetext: `decoded` starts at
/// `line` and `column`; `escapes` are the lines that are `%` escape lines.
/// `None` when it holds nothing but blanks and escape lines.
fn parts(decoded: &str, line: usize, column: usize, escapes: &[usize]) -> Option<GameParts> {
    let mut out: Option<GameParts> = None;
    for (i, text) in decoded.lines().enumerate() {
        let number = line + i;
        let escape = escapes.contains(&number);
        let Some(game) = out.as_mut() else {
            if text.trim().is_empty() || escape {
                continue;
            }
            let column = if i == 0 { column } else { 1 };
            out = Some(GameParts {
                pgn: String::new(),
                line: number,
                column,
                tags: Vec::new(),
                movetext: String::new(),
                movetext_line: None,
            });
            if let Some(game) = out.as_mut() {
                game.take(text, number);
            }
            continue;
        };
        game.pgn.push('\n');
        if !escape {
            game.take(text, number);
        }
    }
    let mut game = out?;
    game.pgn.truncate(game.pgn.trim_end().len());
    Some(game)
}

impl GameParts {
    /// Takes a line of the game that is no escape line.
    fn take(&mut self, text: &str, number: usize) {
        self.pgn.push_str(text);
        // Tag pairs, read as the library reads them, until the movetext.
        let mut rest = text.trim();
        while self.movetext_line.is_none() {
            let Some(after) = rest.strip_prefix('[') else {
                break;
            };
            let Some((name, value, used)) = crate::games::tag_pair(after) else {
                break;
            };
            self.tags.push((name, value, number));
            rest = after[used..].trim_start();
        }
        if rest.is_empty() {
            return;
        }
        self.movetext_line.get_or_insert(number);
        if !self.movetext.is_empty() {
            self.movetext.push('\n');
        }
        self.movetext.push_str(rest);
    }
}
