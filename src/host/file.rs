//! A whole file drawn: each record, game position or problem a file's
//! text holds (FEN or EPD lines, a PGN game, Popeye's input, an olive or
//! YACPDB collection, the environments of the LaTeX `diagram` package)
//! becomes a diagram with its lines, as `forsythe render` draws one. What is
//! said about an item is placed by its line in the file.

use crate::app::block::draw::{BlockImage, Drawer};
use crate::app::block::positions::Stop;
use crate::app::i18n::Messages;
use crate::app::positions::Choice;
use crate::app::records::{self, Records, Text};
use crate::app::report::{Captured, Severity};
use crate::app::scene::{self, Recipe};
use crate::app::texts::Templates;
use crate::settings::Settings;

/// One item of a file: its image (none when it could not be drawn), and
/// what was said about it.
pub(super) struct FileItem {
    pub image: Option<BlockImage>,
    pub said: Vec<Captured>,
}

/// Draws every item of `text` by `s`; what is said about the file as a
/// whole (a problem file with no problem in it) comes last, as an item
/// without an image. Settings that cannot draw give one item without an
/// image, saying why.
pub(super) fn items(drawer: &mut Drawer<'_>, text: &str, s: &Settings) -> Vec<FileItem> {
    let reporter = drawer.reporter();
    let (prepared, said) = reporter.capture(|| prepare(drawer, s));
    let Some((templates, base, opts)) = prepared else {
        return vec![FileItem { image: None, said }];
    };
    let choice = Choice {
        at: s.at,
        letters: s.san_style(),
    };
    let msgs = words(s, &reporter.msgs);
    let msgs = msgs.as_ref().unwrap_or(&reporter.msgs);
    let recipe = Recipe::new(s, &templates);
    let mut records = Records::of_lines(text, &choice, reporter);
    let mut items = Vec::new();
    loop {
        let (next, said) = reporter.capture(|| records.next_text(reporter));
        let text = match next {
            Ok(Some(Some(text))) => text,
            Ok(Some(None)) => {
                items.push(FileItem { image: None, said });
                continue;
            }
            Ok(None) | Err(_) => {
                if !said.is_empty() {
                    items.push(FileItem { image: None, said });
                }
                break;
            }
        };
        let (image, mut more) = reporter.capture(|| {
            let scene =
                scene::of_text(&text, &recipe, (base.as_ref(), &opts), None, msgs, reporter)
                    .map_err(|_| Stop::Record)?;
            drawer.image(s, vec![scene], s.style(), msgs.lang())
        });
        let mut all = said;
        all.append(&mut more);
        items.push(FileItem {
            image: image.ok(),
            said: all,
        });
    }
    items
}

/// Draws one item by `s` (a problem with its lines as tags, a record), and
/// what was said on the way.
pub(super) fn one(
    drawer: &mut Drawer<'_>,
    text: &Text,
    s: &Settings,
) -> (Option<BlockImage>, Vec<Captured>) {
    let reporter = drawer.reporter();
    let (image, said) = reporter.capture(|| {
        let (templates, base, opts) = prepare(drawer, s).ok_or(Stop::Options)?;
        let msgs = words(s, &reporter.msgs);
        let msgs = msgs.as_ref().unwrap_or(&reporter.msgs);
        let recipe = Recipe::new(s, &templates);
        let scene = scene::of_text(text, &recipe, (base.as_ref(), &opts), None, msgs, reporter)
            .map_err(|_| Stop::Record)?;
        drawer.image(s, vec![scene], s.style(), msgs.lang())
    });
    (image.ok(), said)
}

/// The messages of the settings' `lang`, when it is not the reporter's.
fn words(s: &Settings, own: &Messages) -> Option<Messages> {
    s.lang
        .as_deref()
        .map(|l| crate::app::i18n::choose(Some(l), |_| None))
        .filter(|l| *l != own.lang())
        .map(Messages::new)
}

/// The templates, the base and the reading options of `s`; what is wrong
/// with them is reported.
fn prepare(
    drawer: &Drawer<'_>,
    s: &Settings,
) -> Option<(
    Templates,
    Option<crate::Board>,
    crate::notation::ParseOptions,
)> {
    let reporter = drawer.reporter();
    let templates = Templates::new(&s.captions, &s.lines)
        .map_err(|(t, e)| {
            let text = reporter.template_error_text(&t, &e);
            reporter.emit(Severity::Error, &text, None, None);
        })
        .ok()?;
    let (base, opts) =
        records::reading(s.base.as_deref(), s.dialect, s.merge_digits, reporter).ok()?;
    Some((templates, base, opts))
}
