//! The lines of text round the board: a diagram's [`TextLine`]s and its
//! caption, read and sorted by place, measured at a square size, and set
//! as labels, each shrunk to fit the image if it must be.

use crate::board::Cell;
use crate::render::RenderError;
use crate::render::diagram::{Diagram, LinePlace};
use crate::render::layout::room::round;
use crate::render::layout::{Label, MAX_CAPTION, Picture};
use crate::render::style::{Legend, Rgb};
use crate::render::text::{Face, Fonts};

/// The most lines a legend is broken onto; entries beyond the last line's
/// room stay on it, and it is shrunk to fit.
pub(super) const LEGEND_LINES: usize = 8;

/// What separates a legend's entries.
const SEPARATOR: &str = " \u{b7} ";

/// The side of a legend's picture, in ems of its line.
const PICTURE_EM: f32 = 1.5;

/// One line as it is set: its text without the white space round it, its
/// face, and its size as a share of a square.
#[derive(Debug, Clone, PartialEq)]
struct CleanLine {
    text: String,
    face: Face,
    share: f32,
    /// A legend's pictures, one for each entry that has one.
    pictures: Vec<Option<Cell>>,
}

impl CleanLine {
    /// Its size at squares of `q` pixels, in pixels per em.
    fn size(&self, q: f32) -> f32 {
        (q * self.share).max(6.0)
    }
}

/// A diagram's lines of text, sorted by place; blank lines are left out.
#[derive(Debug, Clone, PartialEq)]
pub(super) struct LineSet {
    above: Vec<CleanLine>,
    lower_left: Vec<CleanLine>,
    lower_right: Vec<CleanLine>,
    under: Vec<CleanLine>,
    legend: Vec<CleanLine>,
    caption: Option<String>,
}

/// `text` without the white space round it; `None` when that is nothing.
fn trimmed(text: &str) -> Option<&str> {
    Some(text.trim()).filter(|t| !t.is_empty())
}

/// `text`, refused when it is longer than [`MAX_CAPTION`] characters.
fn limited(text: &str) -> Result<&str, RenderError> {
    let n = text.chars().count();
    if n > MAX_CAPTION {
        return Err(RenderError::CaptionTooLong(n));
    }
    Ok(text)
}

impl LineSet {
    /// The lines of `diagram`, and its caption; legends only when `legend`
    /// says they are drawn.
    ///
    /// # Errors
    /// A caption or a line (but a legend) longer than [`MAX_CAPTION`].
    pub(super) fn read(
        diagram: &Diagram<'_>,
        legend: Legend,
        serif: bool,
    ) -> Result<LineSet, RenderError> {
        let caption = diagram.caption.and_then(trimmed).map(limited).transpose()?;
        let mut set = LineSet {
            above: Vec::new(),
            lower_left: Vec::new(),
            lower_right: Vec::new(),
            under: Vec::new(),
            legend: Vec::new(),
            caption: caption.map(str::to_owned),
        };
        for line in &diagram.lines {
            // A legend's picture form when the style asks for it.
            let (text, pictures) = match &line.picture_form {
                Some(form) if line.place == LinePlace::Legend && legend == Legend::Pictures => {
                    (&form.text, form.pictures.clone())
                }
                _ => (&line.text, Vec::new()),
            };
            let Some(text) = trimmed(text) else {
                continue;
            };
            // A legend is broken onto lines rather than refused: the limit
            // of a caption does not apply to it.
            let text = match line.place {
                LinePlace::Legend if legend == Legend::None => continue,
                LinePlace::Legend => text,
                _ => limited(text)?,
            };
            set.place_mut(line.place).push(CleanLine {
                text: text.to_owned(),
                face: Face::for_text(line.bold, serif, text),
                share: line.size.share(),
                pictures,
            });
        }
        Ok(set)
    }

    /// The lines of `place`.
    fn place_mut(&mut self, place: LinePlace) -> &mut Vec<CleanLine> {
        match place {
            LinePlace::Above => &mut self.above,
            LinePlace::LowerLeft => &mut self.lower_left,
            LinePlace::LowerRight => &mut self.lower_right,
            LinePlace::Under => &mut self.under,
            LinePlace::Legend => &mut self.legend,
        }
    }

    /// How much room the lines take at squares of `square` pixels, in an
    /// image where lines may be `text_room` pixels wide.
    pub(super) fn measure(&self, square: u32, text_room: f32, fonts: &mut Fonts) -> Measure {
        let q = square as f32;
        let line_h = round(q * 0.5).max(7);
        let header = match self.above.len() as u32 {
            0 => 0,
            n => n * line_h + round(q * 0.12),
        };
        // Under the board: the rows of the lower corners, then the lines
        // under them, the legend and the caption.
        let row_h = round(q * 0.62).max(8);
        let rows = self.lower_left.len().max(self.lower_right.len()) as u32;
        let line_under = round(q * 0.5).max(8);
        let footer = rows * row_h + self.under.len() as u32 * line_under;
        // The legend, broken between its entries onto as many lines as it
        // needs (up to eight) rather than shrunk to a hair's height.
        let legend: Vec<CleanLine> = self
            .legend
            .iter()
            .flat_map(|line| {
                let room = text_room / line.size(q);
                wrap_entries(line, room, fonts)
                    .into_iter()
                    .map(|(text, pictures)| CleanLine {
                        text,
                        pictures,
                        ..line.clone()
                    })
            })
            .collect();
        // A line of pictures is as tall as they are, with air between.
        let picture = legend
            .iter()
            .filter(|line| line.pictures.iter().any(Option::is_some))
            .map(|line| round(line.size(q) * PICTURE_EM))
            .max()
            .unwrap_or(0);
        let legend_step = round(q * 0.4).max(7).max(picture + round(q * 0.08));
        let legend_h = match legend.len() as u32 {
            0 => 0,
            n => round(q * 0.55).max(8).max(picture + round(q * 0.12)) + (n - 1) * legend_step,
        };
        let caption_h = if self.caption.is_some() {
            round(q * 0.7).max(8)
        } else {
            0
        };
        Measure {
            line_h,
            header,
            row_h,
            rows,
            line_under,
            footer,
            legend,
            legend_step,
            legend_h,
            caption_h,
        }
    }
}

/// The room a [`LineSet`] takes at one square size, in whole pixels.
#[derive(Debug, Clone, PartialEq)]
pub(super) struct Measure {
    /// The height of a line above the board.
    line_h: u32,
    /// All the lines above the board.
    pub(super) header: u32,
    /// The height of a row of the lower corners, and how many rows.
    row_h: u32,
    rows: u32,
    /// The height of a line under them.
    line_under: u32,
    /// The rows and the lines under them.
    pub(super) footer: u32,
    /// The legend's lines, each as the entries that fit on it.
    legend: Vec<CleanLine>,
    /// From one legend line to the next, and all of the legend.
    legend_step: u32,
    pub(super) legend_h: u32,
    /// The caption's line.
    pub(super) caption_h: u32,
}

/// Where the lines go: the image, the board with its frame, and the top of
/// the room under it.
pub(super) struct LineRoom {
    /// The image's width.
    pub(super) width: u32,
    /// The air left of everything, and above the topmost line.
    pub(super) left: u32,
    /// How wide a line may be.
    pub(super) text_room: f32,
    /// The side of a square.
    pub(super) square: u32,
    /// The board's left edge and width, without the frame.
    pub(super) board_x: u32,
    pub(super) board_w: u32,
    /// The frame's thickness.
    pub(super) frame: u32,
    /// The top of the room under the board (under the frame, a cylinder's
    /// room and the file letters).
    pub(super) foot_top: u32,
    /// The colour of the text.
    pub(super) color: Rgb,
}

/// Measuring and setting a line of text in a room of fixed width.
struct Setter<'f> {
    fonts: &'f mut Fonts,
    room: f32,
    color: Rgb,
}

impl Setter<'_> {
    /// The size of `text` in `face` at `size`, shrunk to fit the room if
    /// it must be; its width and the height of its capitals at that size.
    fn fit(&mut self, text: &str, face: Face, size: f32) -> (f32, f32, f32) {
        let em = self.fonts.units_per_em(face);
        let width = self.fonts.width(face, text) / em;
        let size = if width * size > self.room {
            self.room / width
        } else {
            size
        };
        (size, width * size, self.fonts.cap_height(face) / em * size)
    }

    /// `line` set with its left end at `x(width)` and its capitals centred
    /// in the band from `top` `height` pixels down.
    fn label(
        &mut self,
        line: &CleanLine,
        q: f32,
        x: impl FnOnce(f32) -> f32,
        (top, height): (f32, f32),
    ) -> Label {
        let (size, w, cap) = self.fit(&line.text, line.face, line.size(q));
        Label {
            text: line.text.clone(),
            x: x(w),
            baseline: top + (height + cap) / 2.0,
            size,
            face: line.face,
            color: self.color,
            halo: None,
        }
    }
}

impl Setter<'_> {
    /// A legend line with pictures, its left end at `x(width)` and its
    /// capitals and pictures centred in the band from `top` `height`
    /// pixels down: each entry's picture, a space, the entry's text, the
    /// entries separated as in text; all shrunk together to fit the room
    /// if they must be.
    fn pictured(
        &mut self,
        line: &CleanLine,
        q: f32,
        x: impl FnOnce(f32) -> f32,
        (top, height): (f32, f32),
    ) -> (Vec<Label>, Vec<Picture>) {
        let face = line.face;
        let em = self.fonts.units_per_em(face);
        let ems = |fonts: &mut Fonts, text: &str| fonts.width(face, text) / em;
        let (separator, space) = (ems(self.fonts, SEPARATOR), ems(self.fonts, " "));
        let entries: Vec<(&str, Option<Cell>, f32)> = line
            .text
            .split(SEPARATOR)
            .enumerate()
            .map(|(n, entry)| {
                let picture = line.pictures.get(n).copied().flatten();
                (entry, picture, ems(self.fonts, entry))
            })
            .collect();
        let width: f32 = entries
            .iter()
            .map(|(_, picture, w)| w + picture.map_or(0.0, |_| PICTURE_EM + space))
            .sum::<f32>()
            + separator * entries.len().saturating_sub(1) as f32;
        let mut size = line.size(q);
        if width * size > self.room {
            size = self.room / width;
        }
        let side = (size * PICTURE_EM).round().max(1.0);
        let cap = self.fonts.cap_height(face) / em * size;
        let baseline = top + (height + cap) / 2.0;
        let picture_top = (top + (height - side) / 2.0).round().max(0.0) as u32;
        let mut at = x(width * size);
        let (mut labels, mut pictures) = (Vec::new(), Vec::new());
        let text = |text: &str, at: f32| Label {
            text: text.to_owned(),
            x: at,
            baseline,
            size,
            face,
            color: self.color,
            halo: None,
        };
        for (n, (entry, picture, w)) in entries.into_iter().enumerate() {
            if n > 0 {
                labels.push(text(SEPARATOR.trim_start(), at + space * size));
                at += separator * size;
            }
            if let Some(cell) = picture {
                pictures.push(Picture {
                    cell,
                    x: at.round().max(0.0) as u32,
                    y: picture_top,
                    size: side as u32,
                });
                at += side + space * size;
            }
            labels.push(text(entry, at));
            at += w * size;
        }
        (labels, pictures)
    }
}

impl LineSet {
    /// The lines as labels: above the board, under it (the lines under
    /// the rows first, then the rows), the legend, the caption; and the
    /// legend's pictures.
    pub(super) fn labels(
        &self,
        m: &Measure,
        at: &LineRoom,
        fonts: &mut Fonts,
    ) -> (Vec<Label>, Vec<Picture>) {
        let mut set = Setter {
            fonts,
            room: at.text_room,
            color: at.color,
        };
        let q = at.square as f32;
        let size = at.width as f32;
        let centre = at.board_x as f32 + at.board_w as f32 / 2.0;
        let centred = |min: f32| move |w: f32| (centre - w / 2.0).clamp(min, (size - w).max(0.0));
        let mut labels = Vec::new();
        let mut top = at.left as f32;
        for line in &self.above {
            let band = (top, m.line_h as f32);
            labels.push(set.label(line, q, centred(at.left as f32), band));
            top += m.line_h as f32;
        }
        let foot_top = at.foot_top as f32;
        let rows = (m.rows * m.row_h) as f32;
        let mut top = foot_top + rows;
        for line in &self.under {
            let band = (top, m.line_under as f32);
            labels.push(set.label(line, q, centred(0.0), band));
            top += m.line_under as f32;
        }
        let edge_left = (at.board_x - at.frame) as f32;
        let edge_right = (at.board_x + at.board_w + at.frame) as f32;
        for row in 0..m.rows as usize {
            let band = (foot_top + (row as u32 * m.row_h) as f32, m.row_h as f32);
            if let Some(line) = self.lower_left.get(row) {
                labels.push(set.label(line, q, |_| edge_left, band));
            }
            if let Some(line) = self.lower_right.get(row) {
                labels.push(set.label(line, q, |w| edge_right - w, band));
            }
        }
        let spread = (m.legend.len().max(1) as u32 - 1) * m.legend_step;
        let mut top = foot_top + m.footer as f32;
        let mut pictures = Vec::new();
        for line in &m.legend {
            let band = (top, (m.legend_h - spread) as f32);
            if line.pictures.iter().any(Option::is_some) {
                let (texts, drawn) = set.pictured(line, q, centred(0.0), band);
                labels.extend(texts);
                pictures.extend(drawn);
            } else {
                labels.push(set.label(line, q, centred(0.0), band));
            }
            top += m.legend_step as f32;
        }
        if let Some(text) = &self.caption {
            labels.push(caption(text, m, at, &mut set));
        }
        (labels, pictures)
    }
}

/// The caption's label: under everything else, centred under the board,
/// or under the image when it is wider than the board.
fn caption(text: &str, m: &Measure, at: &LineRoom, set: &mut Setter<'_>) -> Label {
    let q = at.square as f32;
    let (size, w, cap) = set.fit(text, Face::Regular, (q * 0.36).max(7.0));
    let centre = if w <= at.board_w as f32 {
        at.board_x as f32 + at.board_w as f32 / 2.0
    } else {
        at.width as f32 / 2.0
    };
    let top = (at.foot_top + m.footer + m.legend_h) as f32;
    Label {
        text: text.to_owned(),
        x: centre - w / 2.0,
        baseline: top + (m.caption_h as f32 + cap) / 2.0,
        size,
        face: Face::Regular,
        color: set.color,
        halo: None,
    }
}

/// `line`'s entries (separated by ` · `), each with its picture, gathered
/// onto lines each no wider than `room` ems of its face (a picture as wide
/// as [`PICTURE_EM`] and a space), at most [`LEGEND_LINES`] of them.
fn wrap_entries(
    line: &CleanLine,
    room: f32,
    fonts: &mut Fonts,
) -> Vec<(String, Vec<Option<Cell>>)> {
    let em = fonts.units_per_em(line.face);
    let ems = |fonts: &mut Fonts, text: &str| fonts.width(line.face, text) / em;
    let (separator, space) = (ems(fonts, SEPARATOR), ems(fonts, " "));
    let mut lines: Vec<(String, Vec<Option<Cell>>, f32)> = Vec::new();
    for (n, entry) in line.text.split(SEPARATOR).enumerate() {
        let picture = line.pictures.get(n).copied().flatten();
        let width = ems(fonts, entry) + picture.map_or(0.0, |_| PICTURE_EM + space);
        let full = lines.len() == LEGEND_LINES;
        match lines.last_mut() {
            Some((text, pictures, taken)) if full || *taken + separator + width <= room => {
                text.push_str(SEPARATOR);
                text.push_str(entry);
                pictures.push(picture);
                *taken += separator + width;
            }
            _ => lines.push((entry.to_owned(), vec![picture], width)),
        }
    }
    lines
        .into_iter()
        .map(|(text, pictures, _)| (text, pictures))
        .collect()
}
