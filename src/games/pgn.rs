//! Reading the text of one PGN game: its tag pairs, then its movetext, whose
//! main-line moves are played as they come.
//!
//! Read: tag pairs with `\"` and `\\` escapes (also a value without its
//! closing quote or bracket, up to the end of the line); comments `{…}` (over
//! several lines) and `;…` to the end of the line; lines starting with `%`;
//! NAGs (`$14`) and glyphs (`!?`, `±`, also glued to the move); variations
//! `( … )` nested to any depth, skipped; move numbers `12.`, `12...`, `12…`,
//! also glued to the move (`12.e4`); the results `1-0`, `0-1`, `1/2-1/2`,
//! `½-½` and `*`; moves in SAN, long algebraic (`Ng1-f3`) or UCI (`e7e8q`).
//!
//! Also read, as old books and websites write PGN (and as python-chess reads
//! it): `1/2` as a result; a space between a move number and its dots
//! (`23. ...Ba8`) and two dots (`1..d4`); an evaluation glued after a move
//! (`Bc5=`, `e4+-`, `Nf3⩲`) and the words `N` and `TN` (a novelty); a result
//! glued to the last move (`2.a5*`). A `}` that closes no comment is passed
//! over (the game notes it and goes on), and prose after the last move
//! (`1.Select a square…`) ends the game there, noted.

use cozy_chess as cc;

use crate::games::error::{GameError, GameErrorKind, MAX_COMMENT};
use crate::games::play::{Game, MAX_PLIES, MoveProblem, MovetextSlip, Variant, setup};
use crate::games::san;
use crate::notation::Dialect;

/// A place in the text: a byte offset with its line and column.
#[derive(Debug, Clone, Copy)]
struct Cursor {
    pos: usize,
    line: usize,
    column: usize,
}

impl Cursor {
    /// Moves over `text[self.pos..end]`, counting lines and characters.
    fn advance_to(&mut self, text: &[u8], end: usize) {
        for &b in &text[self.pos..end] {
            if b == b'\n' {
                self.line += 1;
                self.column = 1;
            } else if b & 0xC0 != 0x80 {
                self.column += 1;
            }
        }
        self.pos = end;
    }
}

/// The result tokens, as the game keeps them.
fn result(token: &str) -> Option<&'static str> {
    match token {
        "1-0" | "1:0" | "1\u{2013}0" => Some("1-0"),
        "0-1" | "0:1" | "0\u{2013}1" => Some("0-1"),
        "1/2-1/2" | "½-½" | "½:½" | "1/2:1/2" | "½\u{2013}½" | "1/2" | "½" => {
            Some("1/2-1/2")
        }
        "*" => Some("*"),
        _ => None,
    }
}

/// A move with a result glued after it (`2.a5*`, `Qh7#1-0`): the move
/// and the result; `None` for anything else.
fn glued_result(token: &str) -> Option<(&str, &'static str)> {
    ["*", "1-0", "0-1", "1/2-1/2"].iter().find_map(|r| {
        let head = token.strip_suffix(r)?;
        let last = head.chars().last()?;
        let ends_a_move = last.is_ascii_alphanumeric() || matches!(last, '+' | '#' | '!' | '?');
        (ends_a_move && result(r).is_some() && result(token).is_none())
            .then(|| (head, result(r).unwrap_or("*")))
    })
}

/// A move with the evaluation written after it taken off (`Bc5=`: `Bc5`,
/// `e4+-`: `e4`, `Nf3⩲`: `Nf3`); the check and mate signs and the glyphs
/// `!` and `?` stay, for the move reader takes them.
fn without_evaluation(rest: &str) -> &str {
    let sign = |c: char| {
        matches!(
            c,
            '=' | '+' | '-' | '±' | '∓' | '⩲' | '⩱' | '∞' | '□' | '!' | '?' | '#'
        )
    };
    let cut = rest.trim_end_matches(sign);
    let tail = &rest[cut.len()..];
    if cut.is_empty() || !tail.contains(['=', '-', '±', '∓', '⩲', '⩱', '∞', '□']) {
        return rest;
    }
    // A check or mate sign before the evaluation stays; `+-` and `+=` are
    // evaluations whole.
    let check = tail.starts_with('#')
        || (tail.starts_with('+') && !tail.starts_with("+-") && !tail.starts_with("+="));
    &rest[..cut.len() + usize::from(check)]
}

/// Whether a token that is no move is a word of prose (`Select`, `Then`):
/// three letters or more and nothing else (every move has a digit or a
/// `-`), one of them a lower-case letter that no move holds (beyond the
/// files `a`–`h` and `x`).
fn is_prose_word(token: &str) -> bool {
    let word = token.trim_end_matches(['.', ',', ':', ';', '!', '?']);
    word.chars().count() >= 3
        && word.chars().all(char::is_alphabetic)
        && word
            .chars()
            .any(|c| c.is_lowercase() && !('a'..='h').contains(&c) && c != 'x')
}

/// Whether a game's text holds no tag and begins with a word of prose
/// after its move number (`1.Select a square`): prose, not a game.
#[must_use]
pub fn begins_with_prose(text: &str) -> bool {
    let mut words = text.split_whitespace();
    let Some(first) = words.next() else {
        return false;
    };
    let digits = first.bytes().take_while(u8::is_ascii_digit).count();
    let word = first[digits..].trim_start_matches(['.', '…']);
    if digits == 0 || word.len() == first.len() - digits {
        return false;
    }
    let word = if word.is_empty() {
        words.next().unwrap_or("")
    } else {
        word
    };
    is_prose_word(word)
}

/// Whether a byte ends a movetext token.
fn ends_token(b: u8) -> bool {
    b.is_ascii_whitespace() || matches!(b, b'{' | b'}' | b'(' | b')' | b';' | b'[' | b']' | b'$')
}

/// Plays a move written in the letters of `language` (figurines and `0–0`
/// with a dash of any kind too). `Err(None)` when it cannot be read so.
fn play_in(
    game: &mut Game,
    token: &str,
    language: &Dialect,
    line: usize,
    column: usize,
) -> Result<(), Option<MoveProblem>> {
    let english = san::in_english(token, language).ok_or(None)?;
    let written = san::read(&english).ok_or(None)?;
    game.play(&written, line, column).map_err(Some)
}

/// Plays a move as its game writes it. A game is read in English letters
/// until a move cannot be read in them; then the languages are tried in the
/// order of [`Dialect::LANGUAGES`] and the first that reads and plays it is
/// the game's language from then on (`Sf3`, `Lb5`, `a1=D`: German). In a
/// game of another language a move that is not its own but is English
/// (`Ba3` among German moves) is played in English and noted; a move that
/// starts with the language's pawn letter, which no SAN move needs, is
/// tried in English first (German `B` is a bishop in English).
fn play_written(
    game: &mut Game,
    token: &str,
    line: usize,
    column: usize,
) -> Result<(), Option<MoveProblem>> {
    if san::is_null(token) {
        let written = san::read(token).ok_or(None)?;
        return game.play(&written, line, column).map_err(Some);
    }
    let Some(language) = game.language else {
        let english = play_in(game, token, &Dialect::ENGLISH, line, column);
        if !matches!(english, Err(None)) {
            return english;
        }
        return switch_language(game, token, line, column).unwrap_or(Err(None));
    };
    let pawn_first = token.starts_with(language.letters()[5])
        && play_in(game, token, &Dialect::ENGLISH, line, column).is_ok();
    if pawn_first {
        game.strays.push((line, column, token.to_owned()));
        return Ok(());
    }
    let own = play_in(game, token, &language, line, column);
    if own.is_ok() {
        return own;
    }
    if play_in(game, token, &Dialect::ENGLISH, line, column).is_ok() {
        game.strays.push((line, column, token.to_owned()));
        return Ok(());
    }
    if matches!(own, Err(None))
        && let Some(played) = switch_language(game, token, line, column)
    {
        return played;
    }
    own
}

/// The first of the other languages that reads `token` and plays it, made
/// the game's language.
fn switch_language(
    game: &mut Game,
    token: &str,
    line: usize,
    column: usize,
) -> Option<Result<(), Option<MoveProblem>>> {
    for language in &Dialect::LANGUAGES[1..] {
        if Some(*language) == game.language {
            continue;
        }
        if play_in(game, token, language, line, column).is_ok() {
            game.language = Some(*language);
            return Some(Ok(()));
        }
    }
    None
}

/// The game being read: tags first, then the game once its start is set up.
struct Reader<'t> {
    text: &'t str,
    at: Cursor,
    number: usize,
    tags: Vec<(String, String)>,
    /// Where each tag's `[` is.
    tag_places: Vec<(usize, usize)>,
    game: Option<Game>,
    /// Where the game's first tag or token is.
    first: Option<(usize, usize)>,
    /// Prose was met after the moves: the game ends there.
    prose: bool,
}

impl Reader<'_> {
    fn error(&mut self, line: usize, column: usize, kind: GameErrorKind) -> GameError {
        let tags = match &self.game {
            Some(g) => g.tags.clone(),
            None => self.tags.clone(),
        };
        GameError {
            number: self.number,
            tags,
            line,
            column,
            kind,
            partial: self.game.take().map(Box::new),
        }
    }

    fn tag_place(&self, name: &str) -> (usize, usize) {
        self.tags
            .iter()
            .position(|(n, _)| n == name)
            .map_or((self.at.line, self.at.column), |i| self.tag_places[i])
    }

    /// The game, set up from its tags the first time it is needed.
    fn start(&mut self) -> Result<&mut Game, GameError> {
        let game = match self.game.take() {
            Some(game) => game,
            None => self.setup()?,
        };
        Ok(self.game.insert(game))
    }

    /// The start of the game its tags give (variant, FEN).
    fn setup(&mut self) -> Result<Game, GameError> {
        let variant = match self.tags.iter().find(|(n, _)| n == "Variant") {
            None => Variant::Standard,
            Some((_, v)) => match Variant::from_tag(v) {
                Some(variant) => variant,
                None => {
                    let v = v.clone();
                    let (line, column) = self.tag_place("Variant");
                    return Err(self.error(line, column, GameErrorKind::Variant(v)));
                }
            },
        };
        let start = match self.tags.iter().find(|(n, _)| n == "FEN") {
            None => cc::Board::default(),
            Some((_, fen)) => match setup(fen) {
                Ok(board) => board,
                Err(problem) => {
                    let fen = fen.clone();
                    let (line, column) = self.tag_place("FEN");
                    return Err(self.error(line, column, GameErrorKind::Fen { fen, problem }));
                }
            },
        };
        let (line, _) = self.first.unwrap_or((self.at.line, self.at.column));
        let tag_lines = self.tag_places.iter().map(|&(l, _)| l).collect();
        Ok(Game::new(
            self.number,
            line,
            std::mem::take(&mut self.tags),
            tag_lines,
            variant,
            start,
        ))
    }

    /// Reads a tag pair; the cursor is on its `[`.
    fn tag(&mut self) -> Result<(), GameError> {
        let bytes = self.text.as_bytes();
        let (line, column) = (self.at.line, self.at.column);
        let rest = &self.text[self.at.pos + 1..];
        let line_text = rest.split('\n').next().unwrap_or("");
        let Some((name, value, used)) = tag_pair(line_text) else {
            return Err(self.error(line, column, GameErrorKind::TagSyntax));
        };
        self.at.advance_to(bytes, self.at.pos + 1 + used);
        self.first.get_or_insert((line, column));
        self.tags.push((name, value));
        self.tag_places.push((line, column));
        Ok(())
    }

    /// The text of a comment that runs from `start` (after its opening
    /// character) to `end`; the cursor moves past `end + skip`.
    fn comment(
        &mut self,
        start: usize,
        end: usize,
        skip: usize,
        depth: usize,
        place: (usize, usize),
    ) -> Result<(), GameError> {
        if end - start > MAX_COMMENT {
            return Err(self.error(place.0, place.1, GameErrorKind::CommentTooLong));
        }
        let text = self.text;
        let game = self.start()?;
        if depth == 0 {
            game.comment(&text[start..end]);
        }
        let bytes = text.as_bytes();
        self.at.advance_to(bytes, (end + skip).min(bytes.len()));
        Ok(())
    }

    /// Plays a movetext token at depth 0 (a move, perhaps with its number).
    fn token(&mut self, token: &str, line: usize, column: usize) -> Result<(), GameError> {
        if let Some(r) = result(token) {
            let game = self.start()?;
            game.result = Some(r.to_owned());
            return Ok(());
        }
        if let Some((head, r)) = glued_result(token) {
            self.token(head, line, column)?;
            if !self.prose {
                self.start()?.result = Some(r.to_owned());
            }
            return Ok(());
        }
        let digits = token.bytes().take_while(u8::is_ascii_digit).count();
        let mut rest = token;
        if digits > 0 && !san::is_null(token) {
            let after = token[digits..].trim_start_matches(['.', '…']);
            if after.len() < token.len() - digits || after.is_empty() {
                rest = after;
            }
        }
        // `23. ...Ba8`: the dots after a space.
        if !san::is_null(rest) {
            rest = rest.trim_start_matches(['.', '…']);
        }
        let lead = token.len() - rest.len();
        if !san::is_null(rest) {
            rest = without_evaluation(rest);
        }
        if rest.is_empty() || matches!(rest, "e.p." | "ep" | "N" | "TN") {
            self.start()?;
            return Ok(());
        }
        let column = column + token[..lead].chars().count();
        let game = self.start()?;
        // The move with its number, as messages show it: `23...Qxh2`.
        let board = game.last_board();
        let number = board.fullmove_number();
        let dots = match board.side_to_move() {
            cc::Color::White => ".",
            cc::Color::Black => "...",
        };
        let numbered = || format!("{number}{dots}{rest}");
        if !san::is_null(rest) && !rest.chars().any(|c| c.is_ascii_alphanumeric()) {
            return Ok(()); // an annotation glyph: `!?`, `+-`, `±`, `=`, …
        }
        if game.moves.len() >= MAX_PLIES {
            return Err(self.error(line, column, GameErrorKind::TooManyPlies));
        }
        let kind = match play_written(game, rest, line, column) {
            Ok(()) => return Ok(()),
            Err(None) if is_prose_word(rest) => {
                // Prose after the moves: the game ends at its last move.
                if !game.moves.is_empty() || !game.tags.is_empty() {
                    game.slips.push((line, column, MovetextSlip::Prose));
                } else {
                    self.game = None;
                }
                self.prose = true;
                return Ok(());
            }
            Err(None) => GameErrorKind::UnreadableMove(numbered()),
            Err(Some(MoveProblem::Illegal)) => GameErrorKind::IllegalMove(numbered()),
            Err(Some(MoveProblem::NullInCheck)) => GameErrorKind::NullMove(numbered()),
            Err(Some(MoveProblem::Ambiguous(candidates))) => GameErrorKind::AmbiguousMove {
                written: numbered(),
                candidates,
            },
        };
        Err(self.error(line, column, kind))
    }

    fn run(&mut self) -> Result<(), GameError> {
        let text = self.text;
        let bytes = text.as_bytes();
        let mut depth = 0usize;
        let mut opened = (0, 0);
        while self.at.pos < bytes.len() {
            let b = bytes[self.at.pos];
            if b.is_ascii_whitespace() {
                self.at.advance_to(bytes, self.at.pos + 1);
                continue;
            }
            let (line, column) = (self.at.line, self.at.column);
            if b == b'%' && column == 1 {
                let end = text[self.at.pos..]
                    .find('\n')
                    .map_or(bytes.len(), |i| self.at.pos + i);
                self.at.advance_to(bytes, end);
                continue;
            }
            if b == b'[' && self.game.is_none() {
                self.tag()?;
                continue;
            }
            self.first.get_or_insert((line, column));
            let start = self.at.pos + 1;
            match b {
                b'{' => {
                    let Some(len) = text[start..].find('}') else {
                        return Err(self.error(line, column, GameErrorKind::UnclosedComment));
                    };
                    self.comment(start, start + len, 1, depth, (line, column))?;
                }
                b';' => {
                    let len = text[start..].find('\n').unwrap_or(text.len() - start);
                    self.comment(start, start + len, 0, depth, (line, column))?;
                }
                b'(' => {
                    self.start()?;
                    if depth == 0 {
                        opened = (line, column);
                    }
                    depth += 1;
                    self.at.advance_to(bytes, start);
                }
                b')' => {
                    if depth == 0 {
                        self.start()?;
                        return Err(self.error(line, column, GameErrorKind::UnopenedVariation));
                    }
                    depth -= 1;
                    self.at.advance_to(bytes, start);
                }
                b'}' => {
                    // A `}` that closes no comment: passed over, noted.
                    let game = self.start()?;
                    game.slips.push((line, column, MovetextSlip::StrayBrace));
                    self.at.advance_to(bytes, start);
                }
                b'$' => {
                    self.start()?;
                    let digits = bytes[start..]
                        .iter()
                        .take_while(|b| b.is_ascii_digit())
                        .count();
                    self.at.advance_to(bytes, start + digits);
                }
                _ => {
                    let len = bytes[self.at.pos..]
                        .iter()
                        .position(|&b| ends_token(b))
                        .unwrap_or(bytes.len() - self.at.pos);
                    if len == 0 {
                        self.start()?;
                        let c = text[self.at.pos..].chars().next().unwrap_or('?');
                        return Err(self.error(line, column, GameErrorKind::Unexpected(c)));
                    }
                    let token = &text[self.at.pos..self.at.pos + len];
                    self.at.advance_to(bytes, self.at.pos + len);
                    if depth == 0 {
                        self.token(token, line, column)?;
                        if self.prose {
                            break;
                        }
                    } else {
                        self.start()?;
                    }
                }
            }
        }
        if depth > 0 && !self.prose {
            return Err(self.error(opened.0, opened.1, GameErrorKind::UnclosedVariation));
        }
        Ok(())
    }
}

/// Reads the tag pair whose `[` comes just before `line` (the rest of its
/// line): its name, its value (`\"` and `\\` unescaped; without its closing
/// quote or bracket it runs to the end of the line), and how many bytes of
/// `line` it takes, up to and with its `]`. `None` when it has no name.
pub(crate) fn tag_pair(line: &str) -> Option<(String, String, usize)> {
    let inner = line.trim_start_matches([' ', '\t']);
    let name_len = inner
        .find(|c: char| c.is_whitespace() || c == '"' || c == ']')
        .unwrap_or(inner.len());
    if name_len == 0 {
        return None;
    }
    let name = inner[..name_len].to_owned();
    let after = inner[name_len..].trim_start_matches([' ', '\t']);
    let mut value = String::new();
    let mut used = line.len() - after.len();
    if let Some(quoted) = after.strip_prefix('"') {
        used += 1;
        let mut chars = quoted.char_indices();
        let mut end = quoted.len();
        while let Some((i, c)) = chars.next() {
            match c {
                '\\' => match chars.next() {
                    Some((_, e)) => value.push(e),
                    None => break,
                },
                '"' => {
                    end = i + 1;
                    break;
                }
                '\r' => {}
                _ => value.push(c),
            }
        }
        used += end;
    } else {
        let end = after.find(']').unwrap_or(after.len());
        value.push_str(after[..end].trim());
        used += end;
    }
    // Up to and with the closing bracket, if it is on this line.
    let tail = &line[used..];
    used += tail.find(']').map_or(tail.len(), |i| i + 1);
    Some((name, value, used))
}

/// Reads one game from `text`, which starts at `line` and `column` of its
/// file (both from 1), as the `number`-th game of the file. `Ok(None)` when
/// the text holds no tag, move or result (only blanks, comments or `%`
/// lines).
///
/// # Errors
/// A game that cannot be read or played; its `partial` holds the moves
/// before the fault.
pub fn read_game(
    text: &str,
    line: usize,
    column: usize,
    number: usize,
) -> Result<Option<Game>, GameError> {
    let mut reader = Reader {
        text,
        at: Cursor {
            pos: 0,
            line,
            column,
        },
        number,
        tags: Vec::new(),
        tag_places: Vec::new(),
        game: None,
        first: None,
        prose: false,
    };
    reader.run()?;
    let has_content = !reader.tags.is_empty()
        || reader
            .game
            .as_ref()
            .is_some_and(|g| !g.tags.is_empty() || !g.moves.is_empty() || g.result.is_some());
    if !has_content {
        return Ok(None);
    }
    reader.start()?;
    Ok(reader.game)
}
