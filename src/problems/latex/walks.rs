//! Walk names under a diagram (`\piecedefs`): the walk a name names, and
//! the name a walk is written by in each language.

use crate::board::{NameLanguage, Walk, WalkLanguage};

use super::PieceDef;
use super::letters::GERMAN;
use super::lex::balanced;

/// The walk a name given under a diagram names: one of Popeye's walks by
/// its English name or code, by the name a diagram we write gives it in
/// any language ([`NameLanguage::ALL`]) (German and French as their readers spell
/// them, Italian and Dutch), or by its name in Popeye's German or French
/// table. German `Hase` is the rabbit: we write the 2:4-leaper `2:4-Springer`.
pub(super) fn walk_named(name: &str) -> Option<Walk> {
    let name = name.trim().to_lowercase();
    let by = |f: &dyn Fn(Walk) -> bool| Walk::all().find(|&w| f(w));
    Walk::from_name(&name)
        .or_else(|| {
            NameLanguage::ALL
                .into_iter()
                .find_map(|l| by(&|w| w.name_in(l).to_lowercase() == name))
        })
        .or_else(|| {
            [WalkLanguage::German, WalkLanguage::French]
                .into_iter()
                .find_map(|l| by(&|w| w.name(l).to_lowercase() == name))
        })
}

/// A picture kept with a problem (`{colours}{code}{name}`, as
/// [`Environment::to_problem`] keeps it) read back: the colours and the
/// code are the groups they were read as, the name all that is inside the
/// last braces (it may hold braces of its own).
pub(super) fn kept_piece_def(text: &str) -> Option<PieceDef> {
    let mut rest = text;
    let mut groups = Vec::new();
    for _ in 0..2 {
        if !rest.starts_with('{') {
            return None;
        }
        let end = balanced(rest)?;
        groups.push(rest.get(1..end)?);
        rest = rest.get(end + 1..)?;
    }
    let name = rest.strip_prefix('{')?.strip_suffix('}')?;
    let [colours, code] = groups.as_slice() else {
        return None;
    };
    Some(PieceDef {
        colours: (*colours).to_owned(),
        code: (*code).to_owned(),
        name: name.to_owned(),
    })
}

/// Whether a kept picture, written under a diagram in the package's own
/// letters, would be read as a walk given to the pieces of that picture.
pub(super) fn names_a_walk_here(def: &PieceDef) -> bool {
    walk_named(&def.name).is_some()
        && def
            .code
            .trim()
            .chars()
            .next()
            .is_some_and(|c| GERMAN.shape(c).is_some())
}

/// The name a walk is given under a diagram written in the language of
/// `lang`: its name there ([`Walk::name_for`]) when that reads back as the
/// walk, else its English name, else its English code.
pub(super) fn diagram_walk_name(walk: Walk, lang: &str) -> &'static str {
    [
        walk.name_for(lang),
        walk.name(WalkLanguage::English),
        walk.code(WalkLanguage::English),
    ]
    .into_iter()
    .find(|n| walk_named(n) == Some(walk))
    .unwrap_or(walk.code(WalkLanguage::English))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{Board, Cell, Fairy, Side};
    use crate::problems::latex::Environment;
    use crate::problems::latex::reader::read;
    use crate::problems::latex::testing::{one, sq};
    use crate::problems::latex::writer::write;

    #[test]
    fn a_picture_named_in_other_letters_gives_no_walk_when_written() {
        // `K` is no piece in these letters, so the name stays under the
        // diagram; written in the package's letters it would make the
        // king a grasshopper.
        let text = "\\DefinePieces{wbn}{XQRBNP}{LRU}\n\
            \\begin{diagram}\\pieces{wXa1}\\piecedefs{{w}{K}{grasshopper}}\\end{diagram}\n";
        let r = read(text);
        assert_eq!(r.warnings, []);
        let [d] = r.diagrams.as_slice() else {
            panic!("one diagram: {:?}", r.diagrams)
        };
        assert_eq!(d.piece_defs.len(), 1);
        let written = write(d, "en");
        assert_eq!(
            written.text,
            "\\begin{diagram}\n\\pieces{wKa1}\n\\end{diagram}\n"
        );
        let back = read(&written.text);
        assert_eq!(back.diagrams[0].board, d.board);
        assert_eq!(write(&back.diagrams[0], "en").text, written.text);
    }

    #[test]
    fn a_walk_is_named_as_popeye_spells_it_or_as_we_write_it() {
        let code = |name: &str| walk_named(name).map(|w| w.code(WalkLanguage::English));
        assert_eq!(code("zebre"), Some("z"));
        assert_eq!(code("Zèbre"), Some("z"));
        assert_eq!(code("Laeuferspatz"), Some("bw"));
        assert_eq!(code("Läuferspatz"), Some("bw"));
        assert_eq!(code("moineau fou"), Some("bw"));
        assert_eq!(code("grasshopper"), Some("g"));
        assert_eq!(code("Grashüpfer"), Some("g"));
        assert_eq!(code("no such walk"), None);
    }

    /// A board with one piece of `walk` on d4 written as a diagram in
    /// `lang`, and the walk read back from it.
    fn walk_through(walk: Walk, lang: &str) -> (String, Option<Walk>) {
        let mut board = Board::empty(8, 8).unwrap();
        board.set(sq("d4"), Cell::fairy(Fairy::of_walk(Side::White, walk)));
        let w = write(&Environment::of_board(board), lang);
        let (d, warnings) = one(&w.text);
        assert!(warnings.is_empty(), "{}: {warnings:?}", w.text);
        let back = d
            .board
            .get(sq("d4"))
            .and_then(Cell::as_fairy)
            .and_then(|f| f.walk);
        (w.text, back)
    }

    /// Issue 44, finding 4: `Hase` is the rabbit; the 2:4-leaper is written
    /// `2:4-Springer` in German, and both read back as themselves.
    #[test]
    fn hase_is_the_rabbit_and_the_two_four_leaper_has_its_own_name() {
        let rabbit = Walk::from_code("rt", WalkLanguage::English).unwrap();
        let leaper = Walk::from_code("24", WalkLanguage::English).unwrap();
        let (text, back) = walk_through(rabbit, "de");
        assert!(text.contains("{Hase}"), "{text}");
        assert_eq!(back, Some(rabbit));
        let (text, back) = walk_through(leaper, "de");
        assert!(text.contains("{2:4-Springer}"), "{text}");
        assert_eq!(back, Some(leaper));
        assert_eq!(walk_named("Hase"), Some(rabbit));
    }

    /// Issue 44, finding 5: the writer names walks in the five languages
    /// its documentation gives, and every name it writes, in every one of
    /// them, reads back as the walk it named.
    #[test]
    fn every_walk_named_in_every_language_reads_back() {
        let g = Walk::from_code("g", WalkLanguage::English).unwrap();
        let (text, back) = walk_through(g, "it");
        assert!(text.contains("\\piecedefs{{w}{DU}{grillo}}"), "{text}");
        assert_eq!(back, Some(g));
        let (text, back) = walk_through(g, "nl-BE");
        assert!(text.contains("{sprinkhaan}"), "{text}");
        assert_eq!(back, Some(g));
        // A tag in capitals names walks as in small letters (issue 45).
        let (text, back) = walk_through(g, "DE");
        assert!(text.contains("{Grashüpfer}"), "{text}");
        assert_eq!(back, Some(g));
        for lang in ["en", "de", "fr", "it", "nl", "pl", "DE", "Fr-CA"] {
            for walk in Walk::all() {
                assert_eq!(
                    walk_named(diagram_walk_name(walk, lang)),
                    Some(walk),
                    "{walk:?} {lang}"
                );
            }
        }
    }
}
