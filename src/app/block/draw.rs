//! Drawing one block: its pairs become the library's settings, its
//! positions become scenes ([`crate::app::scene`]) and the scenes an image,
//! as the `render` command draws them. What they report is kept, placed in
//! the block's text, and handed back rather than written.

use std::path::PathBuf;

use crate::render::{Format, Legend, PieceSet, Renderer, Style};
use crate::settings::{Settings, TextPlace, Way};

use super::notes::{self, Note, value_place};
use super::pairs::{self, Pair};
use super::positions::{BlockPosition, BlockReading, Stop};
use super::settings::{self, BlockSettings};
use crate::app::i18n::Messages;
use crate::app::records::reading;
use crate::app::report::{Reporter, Severity};
use crate::app::scene::{self, DocumentWords, Recipe, Scene, Subject};
use crate::app::texts::Templates;

/// A diagram drawn from a block.
#[derive(Debug, Clone)]
pub struct BlockImage {
    /// The image file's bytes.
    pub bytes: Vec<u8>,
    /// The hash of everything that makes the image (see [`file_name`]),
    /// when the drawer names its images ([`Drawer::naming`]).
    pub hash: Option<u64>,
    /// The image's alternative text.
    pub alt: String,
    /// The words the document sets itself, with `texts: document` (the
    /// image then holds the board alone); `None` when they are drawn.
    pub texts: Option<DocumentWords>,
    /// The image has a printed size of its own (`square-size`), which a
    /// typeset document keeps.
    pub natural: bool,
}

impl BlockImage {
    /// The hash that names the image: 0 from a drawer that does not name
    /// its images, which is made without [`Drawer::naming`].
    #[must_use]
    pub fn name_hash(&self) -> u64 {
        self.hash.unwrap_or_default()
    }

    /// The image's file name with `extension` (see [`file_name`]).
    #[must_use]
    pub fn file_name(&self, extension: &str) -> String {
        file_name(self.name_hash(), extension)
    }
}

/// What came of a block: a diagram (or none, after an error), and every
/// diagnostic on the way.
#[derive(Debug, Clone)]
pub struct BlockOutcome {
    pub drawn: Option<BlockImage>,
    pub notes: Vec<Note>,
}

impl BlockOutcome {
    /// Nothing drawn, for this reason.
    fn failed(note: Note) -> BlockOutcome {
        BlockOutcome {
            drawn: None,
            notes: vec![note],
        }
    }
}

/// A renderer kept from one drawer to the next, with the folder of pieces
/// it draws with.
pub struct KeptRenderer {
    pieces: Option<PathBuf>,
    renderer: Renderer,
}

/// Draws blocks: the output format, the defaults every block starts from,
/// and a renderer kept from block to block (with the folder of pieces it
/// draws with).
pub struct Drawer<'r> {
    reporter: &'r Reporter,
    format: Format,
    /// The way in the blocks come by.
    way: Way,
    defaults: Vec<Pair>,
    renderer: Option<(Option<PathBuf>, Renderer)>,
    /// Whether each image gets the hash that names it.
    naming: bool,
}

impl<'r> Drawer<'r> {
    /// A drawer for diagrams in `format`, every block starting from the
    /// pairs `defaults`; what it reports goes to `reporter` (by way of the
    /// notes it returns).
    #[must_use]
    pub fn new(reporter: &'r Reporter, format: Format, defaults: Vec<Pair>) -> Drawer<'r> {
        Drawer {
            reporter,
            format,
            way: Way::Block,
            defaults,
            renderer: None,
            naming: false,
        }
    }

    /// The drawer, giving each image the hash that names it (for a page's
    /// ids and the files beside a document): a hash of all the settings,
    /// which a program that only takes the image need not pay for.
    #[must_use]
    pub fn naming(mut self) -> Drawer<'r> {
        self.naming = true;
        self
    }

    /// The drawer, for blocks that come by `way` (the diagrams of a
    /// typeset document rather than Markdown blocks).
    #[must_use]
    pub fn by(mut self, way: Way) -> Drawer<'r> {
        self.way = way;
        self
    }

    /// The drawer, drawing with the renderer another drawer kept (its
    /// caches warm).
    #[must_use]
    pub fn keeping(mut self, kept: Option<KeptRenderer>) -> Drawer<'r> {
        self.renderer = kept.map(|k| (k.pieces, k.renderer));
        self
    }

    /// The renderer this drawer drew with, to be kept for the next.
    #[must_use]
    pub fn kept(self) -> Option<KeptRenderer> {
        self.renderer
            .map(|(pieces, renderer)| KeptRenderer { pieces, renderer })
    }

    /// Where the drawer reports.
    #[must_use]
    pub fn reporter(&self) -> &'r Reporter {
        self.reporter
    }

    /// The format diagrams are drawn in.
    #[must_use]
    pub fn format(&self) -> Format {
        self.format
    }

    /// Checks the defaults on an empty board: what is wrong with them is
    /// wrong for every block. The notes have no place.
    pub fn check_defaults(&mut self) -> Vec<Note> {
        let mut outcome = self.draw_pairs(&[Pair::detached("fen", "8/8/8/8/8/8/8/8")], &[]);
        outcome.notes.retain(|n| n.severity == Severity::Error);
        for n in &mut outcome.notes {
            n.place = None;
        }
        outcome.notes
    }

    /// Draws the block whose text is `text`.
    pub fn draw(&mut self, text: &str) -> BlockOutcome {
        self.draw_with(text, &[])
    }

    /// Draws the block whose text is `text`, with the pairs its info string
    /// gives (`fen black`) before its own: a key given in both is given
    /// twice.
    pub fn draw_with(&mut self, text: &str, info: &[Pair]) -> BlockOutcome {
        match pairs::parse(text) {
            Ok(pairs) => self.draw_pairs(&pairs, info),
            Err(e) => BlockOutcome::failed(self.block_error(&e)),
        }
    }

    /// The note for a block that cannot be read.
    #[must_use]
    pub fn block_error(&self, e: &pairs::BlockError) -> Note {
        notes::block_error(&self.reporter.msgs, e)
    }

    /// The pairs every block starts from from now on (a default gives way
    /// to the block's own pair of the same key).
    pub fn set_defaults(&mut self, defaults: Vec<Pair>) {
        self.defaults = defaults;
    }

    /// Draws a block read into pairs already, with `info`'s pairs before
    /// its own (a key given in both is given twice). A pair's places are
    /// bytes of whatever text the caller places notes in.
    pub fn draw_pairs(&mut self, block: &[Pair], info: &[Pair]) -> BlockOutcome {
        let (drawn, notes) = self.run(block, info, Drawer::attempt);
        BlockOutcome { drawn, notes }
    }

    /// The position a block draws, in words (each position of an
    /// animation on a line of its own), as `draw_pairs` would read it.
    pub fn describe_pairs(&mut self, block: &[Pair], info: &[Pair]) -> (Option<String>, Vec<Note>) {
        self.run(block, info, |drawer, settings, pairs| {
            let (scenes, _, _) = drawer.scenes_of(settings, pairs)?;
            let lines: Vec<&str> = scenes.iter().map(|s| s.description.as_str()).collect();
            Ok(lines.join("\n"))
        })
    }

    /// Reads the pairs into settings and makes `attempt` of them, every
    /// diagnostic captured and placed in the block; a failure that does
    /// not say where it is is placed at the one pair that causes it.
    fn run<T>(
        &mut self,
        block: &[Pair],
        info: &[Pair],
        attempt: fn(&mut Self, &BlockSettings, &[Pair]) -> Result<T, Stop>,
    ) -> (Option<T>, Vec<Note>) {
        let given: Vec<Pair> = info.iter().chain(block).cloned().collect();
        let pairs = settings::with_defaults(&self.defaults, &given);
        let settings = match settings::settings_by(self.way, &pairs) {
            Ok(s) => s,
            Err(e) => return (None, vec![notes::settings_error(self.reporter, &e, &pairs)]),
        };
        let reporter = self.reporter;
        let (result, captured) =
            reporter.capture(|| reporter.in_block(|| attempt(self, &settings, &pairs)));
        let mut notes: Vec<Note> = captured.iter().map(|c| notes::placed(c, &pairs)).collect();
        let drawn = settings.drawn();
        // A note or warning that does not say where (the notation `auto`
        // chose, a caption without a side to move) is about the record.
        for n in notes.iter_mut().filter(|n| n.severity != Severity::Error) {
            if n.place.is_none() {
                n.place = drawn.and_then(|d| value_place(&pairs[d]));
            }
        }
        match result {
            Ok(value) => (Some(value), notes),
            Err(Stop::Game(note)) => {
                notes.push(note);
                (None, notes)
            }
            Err(stop) => {
                if !notes.iter().any(|n| n.place.is_some()) {
                    let culprit = self.culprit(&pairs, drawn, &stop);
                    if let Some(p) = culprit.map(|i| &pairs[i]) {
                        for n in &mut notes {
                            n.place = value_place(p);
                        }
                    }
                }
                (None, notes)
            }
        }
    }

    /// The one pair that makes an attempt fail by itself (with the record
    /// and the defaults), when the failure does not say where it is.
    fn culprit(&mut self, pairs: &[Pair], record: Option<usize>, stop: &Stop) -> Option<usize> {
        if matches!(stop, Stop::Record | Stop::Game(_)) {
            return None;
        }
        let record = record?;
        (0..pairs.len())
            .filter(|&i| i != record && pairs[i].in_block())
            .find(|&i| {
                let alone = settings::with_defaults(
                    &self.defaults,
                    &[pairs[record].clone(), pairs[i].clone()],
                );
                match settings::settings_by(self.way, &alone) {
                    Ok(s) => {
                        let reporter = self.reporter;
                        let (result, _) = reporter.capture(|| self.attempt(&s, &alone));
                        result.is_err()
                    }
                    Err(_) => true,
                }
            })
    }

    /// The renderer for the settings' folder of pieces (our own set without
    /// one), made once for each folder.
    fn renderer(&mut self, pieces: Option<&PathBuf>) -> Option<&mut Renderer> {
        let reporter = self.reporter;
        let same = self
            .renderer
            .as_ref()
            .is_some_and(|(p, _)| p.as_ref() == pieces);
        if !same {
            let renderer = match pieces {
                None => Renderer::new(),
                Some(dir) => match PieceSet::from_dir(dir) {
                    Ok(set) => Renderer::with_pieces(set),
                    Err(e) => {
                        reporter.emit(Severity::Error, &reporter.piece_error_text(&e), None, None);
                        return None;
                    }
                },
            };
            self.renderer = Some((pieces.cloned(), renderer));
        }
        self.renderer.as_mut().map(|(_, r)| r)
    }

    /// Draws with `block`'s settings as the `render` command draws; every
    /// diagnostic goes to the reporter (which is capturing). Returns the
    /// diagram or where it stopped.
    fn attempt(&mut self, block: &BlockSettings, pairs: &[Pair]) -> Result<BlockImage, Stop> {
        let (scenes, style, lang) = self.scenes_of(block, pairs)?;
        self.image(&block.settings, scenes, style, lang)
    }

    /// The image of `scenes` (the first, or all of them as an animation)
    /// drawn by `s` in `style`, their words in `lang`; every diagnostic
    /// goes to the reporter.
    ///
    /// # Errors
    /// Where it stopped: a renderer that cannot be made, or what it refuses.
    pub fn image(
        &mut self,
        s: &Settings,
        mut scenes: Vec<Scene>,
        mut style: Style,
        lang: &str,
    ) -> Result<BlockImage, Stop> {
        if scenes.is_empty() {
            return Err(Stop::Record);
        }
        // The hash keeps the words whether they are drawn or not.
        let hash = self.naming.then(|| {
            let identity = image_identity(s, self.format);
            let captions = scenes.iter().map(|f| f.caption.as_deref().unwrap_or(""));
            stable_hash(identity.iter().map(String::as_str).chain(captions))
        });
        let texts = (s.texts == TextPlace::Document).then(|| {
            // The document sets the words: the image is the board alone.
            style.legend = Legend::None;
            scenes[0].take_words(s.legend != Legend::None, lang)
        });
        let bytes = self.encode(s, &scenes, &mut style, lang)?;
        Ok(BlockImage {
            bytes,
            hash,
            alt: alt_text(s.alt.as_deref(), &scenes[0].description),
            texts,
            natural: s.square_size.is_some(),
        })
    }

    /// The scenes `block` draws, the style it draws them in, and the
    /// language of their words.
    fn scenes_of(
        &mut self,
        block: &BlockSettings,
        pairs: &[Pair],
    ) -> Result<(Vec<Scene>, Style, &'static str), Stop> {
        let reporter = self.reporter;
        let s = &block.settings;
        let style = s.style();
        let (base, opts) = reading(s.base.as_deref(), s.dialect, s.merge_digits, reporter)
            .map_err(|_| Stop::Options)?;
        self.renderer(s.pieces.as_ref()).ok_or(Stop::Options)?;
        let templates = Templates::new(&s.captions, &s.lines).map_err(|(t, e)| {
            reporter.emit(
                Severity::Error,
                &reporter.template_error_text(&t, &e),
                None,
                None,
            );
            Stop::Options
        })?;
        let animate = self.format == Format::Gif;
        let positions = BlockReading {
            reporter,
            block,
            pairs,
            base: base.as_ref(),
            opts: &opts,
            animate,
        }
        .positions()?;
        // The picture's words (captions, the description) in the block's
        // `lang`, as `--lang` gives them on the command line.
        let msgs = s
            .lang
            .as_deref()
            .map(|l| Messages::new(crate::app::i18n::choose(Some(l), |_| None)));
        let msgs = msgs.as_ref().unwrap_or(&reporter.msgs);
        let recipe = Recipe::new(s, &templates);
        let scenes = self.scenes(&recipe, &positions, msgs)?;
        Ok((scenes, style, msgs.lang()))
    }

    /// The scene of each position, in `msgs`; a caption that asks for the
    /// side to move of a record without one is warned of once.
    fn scenes(
        &self,
        recipe: &Recipe<'_>,
        positions: &[BlockPosition],
        msgs: &Messages,
    ) -> Result<Vec<Scene>, Stop> {
        let reporter = self.reporter;
        let mut scenes = Vec::with_capacity(positions.len());
        for position in positions {
            let spot = position.spot.as_ref();
            let subject = Subject {
                tags: &position.text.tags,
                spot,
                // The marks of the move's comment, as `render` draws them.
                comment: spot.and_then(|s| s.comment.as_deref()),
                ..Subject::new(&position.text.text, &position.record, &position.board)
            };
            let scene = scene::build(recipe, &subject, msgs, true).map_err(|e| {
                reporter.emit(Severity::Error, &reporter.chessbase_text(&e), None, None);
                Stop::Record
            })?;
            if scenes.is_empty() && scene.side.is_none() && recipe.asks_side() {
                reporter.emit(
                    Severity::Warning,
                    &reporter.msgs.text("warn-caption-side"),
                    None,
                    None,
                );
            }
            scenes.push(scene);
        }
        Ok(scenes)
    }

    /// The image of the scenes: the first, or all of them as an animation.
    fn encode(
        &mut self,
        s: &Settings,
        scenes: &[Scene],
        style: &mut Style,
        lang: &str,
    ) -> Result<Vec<u8>, Stop> {
        let reporter = self.reporter;
        let format = self.format;
        let Some(renderer) = self.renderer(s.pieces.as_ref()) else {
            return Err(Stop::Options);
        };
        let drawn = match format {
            #[cfg(feature = "raster")]
            Format::Gif => scene::animation(renderer, scenes, style, s.delay, lang),
            _ => {
                style.flip = scenes[0].flip;
                renderer.encode(&scenes[0].diagram(lang), style, format)
            }
        };
        drawn.map_err(|e| {
            reporter.emit(Severity::Error, &reporter.render_error_text(&e), None, None);
            Stop::Drawing
        })
    }
}

/// What makes a block's image, as pairs in a fixed order: its settings
/// (but the alternative text, which is not in the image) and the format.
fn image_identity(settings: &Settings, format: Format) -> Vec<String> {
    let mut identity: Vec<String> = settings::identity(settings)
        .into_iter()
        .filter(|p| !p.starts_with("alt="))
        .collect();
    identity.push(format!("format={}", format.name()));
    identity
}

/// A hash of `parts` that is the same on every machine and with every
/// version of Rust: 64-bit FNV-1a over the parts, each followed by a zero
/// byte, then a final mix so that every bit of the result depends on every
/// byte.
#[must_use]
pub fn stable_hash<'a>(parts: impl IntoIterator<Item = &'a str>) -> u64 {
    const OFFSET: u64 = 0xcbf2_9ce4_8422_2325;
    const PRIME: u64 = 0x0000_0100_0000_01b3;
    let mut h = OFFSET;
    for part in parts {
        for &b in part.as_bytes().iter().chain(&[0u8]) {
            h ^= u64::from(b);
            h = h.wrapping_mul(PRIME);
        }
    }
    // The finalizer of SplitMix64.
    h = (h ^ (h >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    h = (h ^ (h >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    h ^ (h >> 31)
}

/// The file name of a diagram: `fen-` and 12 hexadecimal digits of the hash
/// of everything that makes the image, then the extension.
#[must_use]
pub fn file_name(hash: u64, extension: &str) -> String {
    format!("fen-{:012x}.{extension}", hash >> 16)
}

/// The alternative text of a diagram: the `alt` value if the block gives
/// one, else the diagram in words (see `crate::app::describe`), on one line.
#[must_use]
pub fn alt_text(alt: Option<&str>, description: &str) -> String {
    alt.unwrap_or(description)
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_hash_is_fixed() {
        // These values are part of the file names users have: they may never
        // change.
        assert_eq!(stable_hash([]), 0xf52a_15e9_a9b5_e89b);
        assert_eq!(
            file_name(
                stable_hash(["--format=svg", "--", "8/8/8/8/8/8/8/8"]),
                "svg"
            ),
            "fen-cadb1e511094.svg"
        );
        assert_ne!(stable_hash(["ab", "c"]), stable_hash(["a", "bc"]));
    }

    #[test]
    fn alternative_text() {
        assert_eq!(
            alt_text(Some(" Mate\nin two "), "White: king e1."),
            "Mate in two"
        );
        assert_eq!(
            alt_text(None, "White to move.\nWhite: king e1."),
            "White to move. White: king e1."
        );
    }
}
