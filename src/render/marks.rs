//! Marks on the board: filled squares, circles, crosses and arrows, also
//! read from ChessBase comments (`[%csl Ge4]`, `[%cal Ge2e4]`); and what a
//! diagram shows of the game: the last move and a king in check.

use std::fmt;

use crate::board::{Board, Cell, Square};
use crate::render::pieces::SMALL_SQUARE;
use crate::render::style::{Rgb, Style};

/// What is drawn on a square.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MarkKind {
    /// The square is tinted (under the piece).
    Fill,
    /// A ring on the square.
    Circle,
    /// An X on the square.
    Cross,
    /// An arrow from the mark's square to this one; a knight's move is drawn bent.
    Arrow(Square),
}

/// One mark.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Mark {
    /// What is drawn.
    pub kind: MarkKind,
    /// The square it is on (where an arrow starts).
    pub square: Square,
    /// Its colour.
    pub color: Rgb,
}

/// ChessBase's green (`G`), the colour of a mark when none is named.
pub const GREEN: Rgb = Rgb(0x1f, 0x8a, 0x3b);
/// ChessBase's red (`R`).
pub const RED: Rgb = Rgb(0xc8, 0x2a, 0x2a);
/// ChessBase's yellow (`Y`).
pub const YELLOW: Rgb = Rgb(0xe0, 0xa0, 0x00);
/// ChessBase's blue (`B`).
pub const BLUE: Rgb = Rgb(0x1e, 0x5a, 0xc8);

/// The tint of the last move's squares (translucent, over any square colour)
/// and the colour of its arrow: a warm yellow-green.
pub const LAST_MOVE: Rgb = Rgb(0xc4, 0xd0, 0x1c);
/// The red of a king in check.
pub const CHECK: Rgb = Rgb(0xe0, 0x1e, 0x1e);

pub use crate::render::style::LastMoveStyle;

/// Why a ChessBase comment's marks cannot be read.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum MarkError {
    /// The colour letter is not G, R, Y or B.
    Color {
        /// The item as written (`Xe4`).
        item: String,
    },
    /// Not a square, or two squares for an arrow, after the colour letter.
    Square {
        /// The item as written (`Ge9x`).
        item: String,
    },
}

impl fmt::Display for MarkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MarkError::Color { item } => write!(
                f,
                "`{item}` does not start with a mark colour: G, R, Y or B"
            ),
            MarkError::Square { item } => write!(
                f,
                "`{item}` is not a colour letter and a square (or two squares for an arrow)"
            ),
        }
    }
}

impl std::error::Error for MarkError {}

impl Mark {
    /// ChessBase's green (`G`), the colour of a mark when none is named.
    pub const GREEN: Rgb = GREEN;
    /// ChessBase's red (`R`).
    pub const RED: Rgb = RED;
    /// ChessBase's yellow (`Y`).
    pub const YELLOW: Rgb = YELLOW;
    /// ChessBase's blue (`B`).
    pub const BLUE: Rgb = BLUE;
    /// The tint of the last move's squares and the colour of its arrow.
    pub const LAST_MOVE: Rgb = LAST_MOVE;
    /// The red of a king in check.
    pub const CHECK: Rgb = CHECK;

    /// A tinted square.
    #[must_use]
    pub const fn fill(square: Square, color: Rgb) -> Mark {
        Mark {
            kind: MarkKind::Fill,
            square,
            color,
        }
    }

    /// An arrow from `from` to `to`.
    #[must_use]
    pub const fn arrow(from: Square, to: Square, color: Rgb) -> Mark {
        Mark {
            kind: MarkKind::Arrow(to),
            square: from,
            color,
        }
    }

    /// Reads ChessBase comment commands: `[%csl Ge4,Rd5]` marks squares and
    /// `[%cal Ge2e4,Rg1f3]` draws arrows; the first letter is the colour
    /// (G, R, Y, B). Other text around the commands is ignored.
    ///
    /// ```
    /// use forsythe::render::Mark;
    /// let m = Mark::parse_chessbase("{[%csl Rd5][%cal Ge2e4]} White wins").unwrap();
    /// let sq = |s: &str| s.parse().unwrap();
    /// assert_eq!(m, [Mark::fill(sq("d5"), Mark::RED), Mark::arrow(sq("e2"), sq("e4"), Mark::GREEN)]);
    /// ```
    ///
    /// # Errors
    /// A malformed square or colour inside a command.
    pub fn parse_chessbase(text: &str) -> Result<Vec<Mark>, MarkError> {
        let mut marks = Vec::new();
        let mut rest = text;
        while let Some(start) = rest.find("[%") {
            let after = &rest[start + 2..];
            let Some(end) = after.find(']') else { break };
            let command = after[..end].trim();
            rest = &after[end + 1..];
            let (name, args) = command
                .split_once(char::is_whitespace)
                .unwrap_or((command, ""));
            let arrow = match name {
                "csl" => false,
                "cal" => true,
                _ => continue,
            };
            for item in args.split(',').map(str::trim).filter(|s| !s.is_empty()) {
                let mut chars = item.chars();
                let color = match chars.next() {
                    Some('G') => GREEN,
                    Some('R') => RED,
                    Some('Y') => YELLOW,
                    Some('B') => BLUE,
                    _ => {
                        return Err(MarkError::Color {
                            item: item.to_owned(),
                        });
                    }
                };
                let bad = || MarkError::Square {
                    item: item.to_owned(),
                };
                let (from, rest) = Square::parse_prefix(chars.as_str()).ok_or_else(bad)?;
                let mark = if arrow {
                    match Square::parse_prefix(rest) {
                        Some((to, "")) if to != from => Mark::arrow(from, to, color),
                        _ => return Err(bad()),
                    }
                } else if rest.is_empty() {
                    Mark::fill(from, color)
                } else {
                    return Err(bad());
                };
                marks.push(mark);
            }
        }
        Ok(marks)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(name: &str) -> Square {
        Square::parse(name).unwrap()
    }

    #[test]
    fn chessbase_comments() {
        let marks =
            Mark::parse_chessbase("White wins. [%csl Ge4,Rd5][%cal Ge2e4,Yg1f3] [%clk 0:10:00]")
                .unwrap();
        assert_eq!(
            marks,
            vec![
                Mark {
                    kind: MarkKind::Fill,
                    square: sq("e4"),
                    color: GREEN
                },
                Mark {
                    kind: MarkKind::Fill,
                    square: sq("d5"),
                    color: RED
                },
                Mark {
                    kind: MarkKind::Arrow(sq("e4")),
                    square: sq("e2"),
                    color: GREEN
                },
                Mark {
                    kind: MarkKind::Arrow(sq("f3")),
                    square: sq("g1"),
                    color: YELLOW
                },
            ]
        );
        assert_eq!(
            Mark::parse_chessbase("[%csl Xe4]"),
            Err(MarkError::Color { item: "Xe4".into() })
        );
        for bad in ["[%csl Ge9x]", "[%cal Ge2]", "[%cal Ge2e2]", "[%csl G]"] {
            assert!(
                matches!(Mark::parse_chessbase(bad), Err(MarkError::Square { .. })),
                "{bad}"
            );
        }
        // A square off an 8×8 board is read; drawing it is refused later.
        assert_eq!(
            Mark::parse_chessbase("[%csl Gj9]"),
            Ok(vec![Mark::fill(sq("j9"), GREEN)])
        );
        assert_eq!(Mark::parse_chessbase("no commands"), Ok(vec![]));
    }
}

/// A mark turned into something to draw, in pixels.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum MarkShape {
    /// A tinted square.
    Rect {
        x: f32,
        y: f32,
        size: f32,
        color: Rgb,
        alpha: f32,
    },
    /// A ring.
    Ring {
        cx: f32,
        cy: f32,
        r: f32,
        width: f32,
        color: Rgb,
        alpha: f32,
    },
    /// A red glow fading out from the centre of a square (a king in check).
    Glow { x: f32, y: f32, size: f32 },
    /// A filled outline (crosses and arrows).
    Polygon {
        points: Vec<(f32, f32)>,
        color: Rgb,
        alpha: f32,
    },
    /// Opaque rectangles in whole pixels, as `(x, y, width, height)`: a
    /// problem board's grid lines and framed squares.
    Bars { rects: Vec<[u32; 4]>, color: Rgb },
}

type P = (f32, f32);

fn add(a: P, b: P) -> P {
    (a.0 + b.0, a.1 + b.1)
}

fn scale(a: P, k: f32) -> P {
    (a.0 * k, a.1 * k)
}

/// Whether `square` of `board` holds something drawn on it: a piece, a
/// fairy piece, a text or a `?`.
pub(crate) fn occupied(board: &Board, square: Square) -> bool {
    matches!(
        board.get(square),
        Some(Cell::Piece(_) | Cell::Fairy(_) | Cell::Unknown(_) | Cell::Text(_))
    )
}

/// How far short of the middle of an occupied square an arrow's point
/// stops, in squares: it touches the rim of the piece, not its body.
const ARROW_STOP_SHORT: f32 = 0.3;
/// How far from the middle of an occupied square a one-square arrow starts,
/// in squares.
const ARROW_START_OFF: f32 = 0.25;

fn dist(a: P, b: P) -> f32 {
    ((b.0 - a.0).powi(2) + (b.1 - a.1).powi(2)).sqrt()
}

/// `a` moved `by` toward `b`.
fn toward(a: P, b: P, by: f32) -> P {
    let d = dist(a, b).max(f32::EPSILON);
    add(a, scale((b.0 - a.0, b.1 - a.1), by / d))
}

/// The outline of an arrow along `points` (a straight arrow has two, a bent
/// one three with a right angle at the middle one), ending in a head at the last.
fn arrow_outline(points: &[P], hw: f32, hh: f32, hl: f32) -> Vec<P> {
    let dir = |a: P, b: P| {
        let (dx, dy) = (b.0 - a.0, b.1 - a.1);
        let len = (dx * dx + dy * dy).sqrt().max(f32::EPSILON);
        (dx / len, dy / len)
    };
    // The left normal in y-down coordinates.
    let normal = |d: P| (d.1, -d.0);
    let n = points.len();
    let (start, end) = (points[0], points[n - 1]);
    let d_last = dir(points[n - 2], end);
    let n_last = normal(d_last);
    let base = add(end, scale(d_last, -hl));
    let mut left = vec![add(start, scale(normal(dir(start, points[1])), hw))];
    let mut right = vec![add(start, scale(normal(dir(start, points[1])), -hw))];
    if n == 3 {
        let corner = points[1];
        let n1 = normal(dir(start, corner));
        left.push(add(corner, add(scale(n1, hw), scale(n_last, hw))));
        right.push(add(corner, add(scale(n1, -hw), scale(n_last, -hw))));
    }
    let mut out = left;
    out.push(add(base, scale(n_last, hw)));
    out.push(add(base, scale(n_last, hh)));
    out.push(end);
    out.push(add(base, scale(n_last, -hh)));
    out.push(add(base, scale(n_last, -hw)));
    out.extend(right.into_iter().rev());
    out
}

/// The shapes of `marks` on a board laid out with squares of side `q`, whose
/// squares have their top-left corner at `at(square)`.
/// Returns what goes under the pieces and what goes over them.
///
/// `occupied` tells which squares hold something drawn (a piece, a fairy
/// piece, a `?`): an arrow into such a square stops short of its middle, so
/// the piece it points at stays readable, and a one-square arrow from such
/// a square starts off the piece, so it is not a stub sitting on it.
pub(crate) fn shapes(
    marks: &[Mark],
    q: f32,
    at: impl Fn(Square) -> (f32, f32),
    occupied: impl Fn(Square) -> bool,
) -> (Vec<MarkShape>, Vec<MarkShape>) {
    let centre = |s: Square| {
        let (x, y) = at(s);
        (x + q / 2.0, y + q / 2.0)
    };
    let mut under = Vec::new();
    let mut over = Vec::new();
    for m in marks {
        let c = centre(m.square);
        match m.kind {
            MarkKind::Fill => {
                let (x, y) = at(m.square);
                under.push(MarkShape::Rect {
                    x,
                    y,
                    size: q,
                    color: m.color,
                    alpha: 0.55,
                });
            }
            MarkKind::Circle => {
                let width = q * 0.08;
                over.push(MarkShape::Ring {
                    cx: c.0,
                    cy: c.1,
                    r: q * 0.46 - width / 2.0,
                    width,
                    color: m.color,
                    alpha: 0.85,
                });
            }
            MarkKind::Cross => {
                let (a, t) = (q * 0.34, q * 0.065);
                let plus = [
                    (t, t),
                    (a, t),
                    (a, -t),
                    (t, -t),
                    (t, -a),
                    (-t, -a),
                    (-t, -t),
                    (-a, -t),
                    (-a, t),
                    (-t, t),
                    (-t, a),
                    (t, a),
                ];
                let r = std::f32::consts::FRAC_1_SQRT_2;
                let points = plus
                    .iter()
                    .map(|&(x, y)| (c.0 + (x - y) * r, c.1 + (x + y) * r))
                    .collect();
                over.push(MarkShape::Polygon {
                    points,
                    color: m.color,
                    alpha: 0.85,
                });
            }
            MarkKind::Arrow(to) => {
                let end = centre(to);
                let (df, dr) = (
                    to.file() as i32 - m.square.file() as i32,
                    to.rank() as i32 - m.square.rank() as i32,
                );
                let knight = (df.abs() == 1 && dr.abs() == 2) || (df.abs() == 2 && dr.abs() == 1);
                let mut points = if knight {
                    // Along the longer leg first, then the short one.
                    let corner = if dr.abs() > df.abs() {
                        Square::new(m.square.file(), to.rank())
                    } else {
                        Square::new(to.file(), m.square.rank())
                    };
                    let corner = corner.map_or(end, centre);
                    vec![c, corner, end]
                } else {
                    vec![c, end]
                };
                let length = |p: &[P]| p.windows(2).map(|w| dist(w[0], w[1])).sum::<f32>();
                if occupied(m.square) && length(&points) <= 1.5 * q {
                    points[0] = toward(points[0], points[1], ARROW_START_OFF * q);
                }
                if occupied(to) {
                    let n = points.len();
                    points[n - 1] = toward(points[n - 1], points[n - 2], ARROW_STOP_SHORT * q);
                }
                // A short arrow keeps an arrow's proportions: its head is
                // at most three fifths of it.
                let head = (q * 0.38).min(length(&points) * 0.6);
                let outline = arrow_outline(&points, q * 0.09, head * 0.6, head);
                over.push(MarkShape::Polygon {
                    points: outline,
                    color: m.color,
                    alpha: 0.8,
                });
            }
        }
    }
    (under, over)
}

/// The stops of the check glow: (offset, alpha) of [`CHECK`], from the
/// square's centre (0) to its corners (1). Pieces cover most of a square,
/// so the glow stays strong out to the edges (about 0.6 at the middle of
/// each side, offset 0.71) and fades only in the corners.
pub(crate) const GLOW_STOPS: [(f32, f32); 4] = [(0.0, 1.0), (0.45, 0.95), (0.8, 0.45), (1.0, 0.1)];

/// Whether a board in `style` is printed in black and white: its light
/// squares are white, so a wash of colour would read as a stain; a ring
/// marks the king in check there.
pub(crate) fn is_print(style: &Style) -> bool {
    let l = style.colors.light;
    l.0 >= 0xf8 && l.1 >= 0xf8 && l.2 >= 0xf8
}

/// The last move and the check, as shapes: what goes under the pieces
/// (tinted squares, the glow or ring of the check) and what over them (the
/// arrow).
pub(crate) fn game_shapes(
    last_move: Option<(Square, Square)>,
    check: Option<Square>,
    style: &Style,
    q: f32,
    at: impl Fn(Square) -> (f32, f32),
    occupied: impl Fn(Square) -> bool,
) -> (Vec<MarkShape>, Vec<MarkShape>) {
    let mut under = Vec::new();
    let mut over = Vec::new();
    match (last_move, style.last_move) {
        (Some((from, to)), LastMoveStyle::Squares) => {
            for sq in [from, to] {
                let (x, y) = at(sq);
                under.push(MarkShape::Rect {
                    x,
                    y,
                    size: q,
                    color: LAST_MOVE,
                    alpha: 0.55,
                });
            }
        }
        (Some((from, to)), LastMoveStyle::Arrow) if from != to => {
            let (_, arrows) = shapes(&[Mark::arrow(from, to, LAST_MOVE)], q, &at, &occupied);
            for mut a in arrows {
                if let MarkShape::Polygon { alpha, .. } = &mut a {
                    *alpha = 0.85;
                }
                over.push(a);
            }
        }
        _ => {}
    }
    if let Some(sq) = check {
        let (x, y) = at(sq);
        let (cx, cy) = (x + q / 2.0, y + q / 2.0);
        if !is_print(style) && q < SMALL_SQUARE as f32 {
            // On a small square a glow swallows a black king's outline:
            // the square is tinted instead, lighter than the glow's heart.
            under.push(MarkShape::Rect {
                x,
                y,
                size: q,
                color: CHECK,
                alpha: 0.6,
            });
        } else if is_print(style) {
            let width = (q * 0.075).max(1.0);
            under.push(MarkShape::Ring {
                cx,
                cy,
                r: q * 0.47 - width / 2.0,
                width,
                color: CHECK,
                alpha: 1.0,
            });
        } else {
            under.push(MarkShape::Glow { x, y, size: q });
        }
    }
    (under, over)
}

#[cfg(test)]
mod shape_tests {
    use super::*;

    fn at(s: Square) -> (f32, f32) {
        (s.file() as f32 * 100.0, (7 - s.rank()) as f32 * 100.0)
    }

    fn arrow(from: &str, to: &str, occupied: &[&str]) -> Vec<P> {
        let (f, t) = (Square::parse(from).unwrap(), Square::parse(to).unwrap());
        let occupied: Vec<Square> = occupied.iter().map(|s| Square::parse(s).unwrap()).collect();
        let (_, over) = shapes(&[Mark::arrow(f, t, RED)], 100.0, at, |s| {
            occupied.contains(&s)
        });
        match &over[..] {
            [MarkShape::Polygon { points, .. }] => points.clone(),
            other => panic!("{other:?}"),
        }
    }

    fn close(a: P, b: P) -> bool {
        (a.0 - b.0).abs() < 0.01 && (a.1 - b.1).abs() < 0.01
    }

    #[test]
    fn an_arrow_stops_at_the_rim_of_the_piece_it_points_at() {
        // d2 to d4 (centres (350, 650) and (350, 450)), d4 empty: the point
        // is the middle of d4, the tail the middle of d2.
        let empty = arrow("d2", "d4", &["d2"]);
        assert!(close(empty[3], (350.0, 450.0)), "{empty:?}");
        assert!(close(empty[0], (341.0, 650.0)), "{empty:?}");
        // d4 holds a piece: the point stops 30 short of its middle.
        let onto = arrow("d2", "d4", &["d2", "d4"]);
        assert!(close(onto[3], (350.0, 480.0)), "{onto:?}");
        // A knight's arrow stops short along its last leg.
        let knight = arrow("g1", "f3", &["g1", "f3"]);
        assert!(close(knight[4], (580.0, 550.0)), "{knight:?}");
    }

    #[test]
    fn a_one_square_arrow_starts_off_its_piece_and_keeps_its_proportions() {
        // c6 to c7 (centres (250, 250) and (250, 150)), c7 empty.
        let push = arrow("c6", "c7", &["c6"]);
        assert!(close(push[3], (250.0, 150.0)), "{push:?}");
        assert!(close(push[0], (241.0, 225.0)), "{push:?}");
        // The head is 38 long (the longest head), its base at y = 188.
        assert!(close(push[1], (241.0, 188.0)), "{push:?}");
        // From a piece onto a piece: 45 long, its head three fifths of it.
        let capture = arrow("c6", "c7", &["c6", "c7"]);
        assert!(close(capture[3], (250.0, 180.0)), "{capture:?}");
        assert!(close(capture[1], (241.0, 207.0)), "{capture:?}");
        // From an empty square (a move just played): from the middle.
        let played = arrow("c6", "c7", &["c7"]);
        assert!(close(played[0], (241.0, 250.0)), "{played:?}");
    }

    #[test]
    fn a_check_on_a_small_square_tints_it_instead_of_glowing() {
        let e8 = Square::parse("e8").unwrap();
        let style = Style::default();
        let (small, _) = game_shapes(None, Some(e8), &style, 16.0, at, |_| true);
        assert_eq!(
            small,
            vec![MarkShape::Rect {
                x: 400.0,
                y: 0.0,
                size: 16.0,
                color: CHECK,
                alpha: 0.6
            }]
        );
        let (large, _) = game_shapes(None, Some(e8), &style, 50.0, at, |_| true);
        assert_eq!(
            large,
            vec![MarkShape::Glow {
                x: 400.0,
                y: 0.0,
                size: 50.0
            }]
        );
    }

    #[test]
    fn arrows_straight_and_bent() {
        let straight = arrow_outline(&[(0.0, 0.0), (0.0, -100.0)], 5.0, 10.0, 20.0);
        assert_eq!(straight.len(), 7);
        assert_eq!(straight[3], (0.0, -100.0));
        let bent = arrow_outline(
            &[(0.0, 0.0), (0.0, -100.0), (50.0, -100.0)],
            5.0,
            10.0,
            20.0,
        );
        assert_eq!(bent.len(), 9);
        assert_eq!(bent[4], (50.0, -100.0));
        // The outer corner of a right turn is the miter point.
        assert_eq!(bent[1], (-5.0, -105.0));
    }

    #[test]
    fn fills_go_under_and_the_rest_over() {
        let e4 = Square::parse("e4").unwrap();
        let marks = [
            Mark {
                kind: MarkKind::Fill,
                square: e4,
                color: GREEN,
            },
            Mark {
                kind: MarkKind::Circle,
                square: e4,
                color: RED,
            },
            Mark {
                kind: MarkKind::Arrow(Square::parse("f6").unwrap()),
                square: e4,
                color: BLUE,
            },
        ];
        let (under, over) = shapes(
            &marks,
            10.0,
            |s| (s.file() as f32 * 10.0, (7 - s.rank()) as f32 * 10.0),
            |_| false,
        );
        assert_eq!(
            under,
            vec![MarkShape::Rect {
                x: 40.0,
                y: 40.0,
                size: 10.0,
                color: GREEN,
                alpha: 0.55
            }]
        );
        assert_eq!(over.len(), 2);
        match &over[1] {
            MarkShape::Polygon { points, .. } => {
                assert_eq!(points.len(), 9, "a knight's move is bent")
            }
            other => panic!("{other:?}"),
        }
    }
}
