//! The LaTeX `diagram` package itself draws what `translate --to
//! latex-diagram` writes: a twin fairy problem is compiled with the real
//! package (latex → dvips → ps2pdf, as pstricks needs), rasterised with
//! pdftoppm, and the squares the package draws something on are the
//! squares our board has a piece on.
//!
//! How the squares are found, robustly: the same environment is compiled a
//! second time without its `\pieces` line. The two pages are alike but for
//! the pieces, so a square whose pixels differ between them holds a piece,
//! whatever the package's hatching of dark squares or its glyphs look like.
//! The board's place on the page comes from the empty page: the longest
//! dark horizontal run is the outer frame's edge, and on a row through the
//! a-file's light square a4 the frames end where the first white run after
//! the second dark run (outer frame, gap, inner frame) begins.

use std::path::Path;
use std::process::Command;

use crate::program;

/// The twin fairy problem: a grasshopper, a zebra (a knight turned right),
/// a neutral rook, a circle and an equihopper besides the kings.
const PROBLEM: &str = "\\begin{diagram}
\\author{Brand, Thomas}
\\source{Problemkiste}
\\year{1992}
\\pieces{wKa1, wDUd4, wSRc3, wEg6, sKh8, sBe5, sCf7, nTb6}
\\stip{h\\#2}
\\cond{Circe}
\\twins{b) wKa1\\ra{}a2; c) +sBe4}
\\piecedefs{{w}{DU}{Grasshopper}; {w}{SR}{Zebra}}
\\end{diagram}
";

/// Runs a program in `dir`, asserting that it succeeds.
fn run(dir: &Path, command: &str, args: &[&str]) {
    let out = Command::new(command)
        .args(args)
        .current_dir(dir)
        .output()
        .unwrap_or_else(|e| panic!("{command} runs: {e}"));
    assert!(
        out.status.success(),
        "{command} {args:?} failed:\n{}\n{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}

/// A grey page: width, height, pixels (0 black, 255 white).
struct Page {
    width: usize,
    height: usize,
    gray: Vec<u8>,
}

impl Page {
    fn dark(&self, x: usize, y: usize) -> bool {
        self.gray.get(y * self.width + x).is_some_and(|&g| g < 128)
    }
}

/// Reads a binary PGM (P5, 8 bits) as pdftoppm writes it.
fn read_pgm(path: &Path) -> Page {
    let bytes = std::fs::read(path).expect("the page");
    let mut fields = Vec::new();
    let mut i = 0;
    while fields.len() < 4 {
        while bytes[i].is_ascii_whitespace() {
            i += 1;
        }
        let start = i;
        while !bytes[i].is_ascii_whitespace() {
            i += 1;
        }
        fields.push(String::from_utf8_lossy(&bytes[start..i]).into_owned());
    }
    assert_eq!(fields[0], "P5", "a binary grey map");
    let width: usize = fields[1].parse().expect("a width");
    let height: usize = fields[2].parse().expect("a height");
    let gray = bytes[i + 1..].to_vec();
    assert_eq!(gray.len(), width * height);
    Page {
        width,
        height,
        gray,
    }
}

/// Compiles a document holding `body` in `dir` and gives its first page at
/// 400 dpi, in grey.
fn compile(dir: &Path, name: &str, body: &str) -> Page {
    let tex = format!(
        "\\documentclass{{article}}\n\\usepackage{{diagram}}\n\\pagestyle{{empty}}\n\
         \\begin{{document}}\n{body}\\end{{document}}\n"
    );
    std::fs::write(dir.join(format!("{name}.tex")), tex).expect("written");
    run(
        dir,
        &program("latex"),
        &[
            "-interaction=nonstopmode",
            "-halt-on-error",
            &format!("{name}.tex"),
        ],
    );
    run(
        dir,
        &program("dvips"),
        &["-q", &format!("{name}.dvi"), "-o", &format!("{name}.ps")],
    );
    run(
        dir,
        "ps2pdf",
        &[&format!("{name}.ps"), &format!("{name}.pdf")],
    );
    run(
        dir,
        &program("pdftoppm"),
        &[
            "-r",
            "400",
            "-gray",
            "-singlefile",
            &format!("{name}.pdf"),
            name,
        ],
    );
    read_pgm(&dir.join(format!("{name}.pgm")))
}

/// The board's squares on the page: left, top, and the side of a square,
/// in pixels.
fn board_geometry(page: &Page) -> (f64, f64, f64) {
    // The longest dark horizontal run: the frame's top or bottom edge.
    let mut best = (0, 0, 0); // length, x0, y
    for y in 0..page.height {
        let mut x = 0;
        while x < page.width {
            if page.dark(x, y) {
                let start = x;
                while x < page.width && page.dark(x, y) {
                    x += 1;
                }
                if x - start > best.0 {
                    best = (x - start, start, y);
                }
            } else {
                x += 1;
            }
        }
    }
    let (length, x0, _) = best;
    let x1 = x0 + length;
    assert!(length > 300, "a board frame on the page ({length} px)");
    let middle = x0 + length / 2;
    let rows: Vec<usize> = (0..page.height)
        .filter(|&y| page.dark(middle, y) && page.dark(x0 + 1, y) && page.dark(x1 - 2, y))
        .collect();
    let (top, bottom) = (rows[0], rows[rows.len() - 1] + 1);
    // A row through a4 (a light square, empty on this page).
    let y = top + (bottom - top) * 9 / 16;
    let mut x = x0;
    let mut runs = 0;
    let mut was_dark = true;
    while x < middle && runs < 3 {
        let dark = page.dark(x, y);
        if dark != was_dark {
            runs += 1;
            was_dark = dark;
        }
        x += 1;
    }
    let inset = (x - 1 - x0) as f64;
    let side = ((x1 - x0) as f64 - 2.0 * inset) / 8.0;
    (x0 as f64 + inset, top as f64 + inset, side)
}

pub fn the_package_draws_the_pieces_of_a_translated_twin_fairy_problem() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let input = dir.path().join("problem.tex");
    std::fs::write(&input, PROBLEM).expect("written");
    let out = Command::new(crate::forsythe_exe())
        .args(["translate", "--to", "latex-diagram"])
        .arg(&input)
        .env("LANG", "C")
        .output()
        .expect("forsythe runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let written = String::from_utf8(out.stdout).expect("UTF-8");
    assert!(
        written.contains("\\twins{b) wKa1\\ra{}a2; c) +sBe4}"),
        "{written}"
    );
    assert!(
        written.contains("\\piecedefs{{w}{DU}{grasshopper}; {w}{SR}{zebra}}"),
        "{written}"
    );
    let empty: String = written
        .lines()
        .filter(|l| !l.starts_with("\\pieces{"))
        .map(|l| format!("{l}\n"))
        .collect();
    let full = compile(dir.path(), "full", &written);
    let bare = compile(dir.path(), "bare", &empty);
    assert_eq!((full.width, full.height), (bare.width, bare.height));
    let (left, top, side) = board_geometry(&bare);
    assert!(side > 20.0, "squares of {side} px");
    let mut drawn = Vec::new();
    for file in 0..8 {
        for rank in 0..8 {
            // The middle 70% of the square, clear of its edges.
            let x0 = left + (file as f64 + 0.15) * side;
            let y0 = top + ((7 - rank) as f64 + 0.15) * side;
            let n = (0.7 * side) as usize;
            let mut differ = 0;
            for dy in 0..n {
                for dx in 0..n {
                    let (x, y) = (x0 as usize + dx, y0 as usize + dy);
                    let i = y * full.width + x;
                    if full.gray[i].abs_diff(bare.gray[i]) > 64 {
                        differ += 1;
                    }
                }
            }
            if differ * 50 > n * n {
                drawn.push(format!("{}{}", char::from(b'a' + file as u8), rank + 1));
            }
        }
    }
    // Our board of what was written: the squares with pieces.
    let ours = forsythe::problems::latex::read(&written);
    assert_eq!(ours.warnings, []);
    let mut expected: Vec<String> = ours.diagrams[0]
        .board
        .cells()
        .filter(|(_, c)| c.as_fairy().is_some())
        .map(|(sq, _)| sq.to_string())
        .collect();
    assert_eq!(expected.len(), 8);
    expected.sort();
    drawn.sort();
    assert_eq!(drawn, expected, "the squares the package draws pieces on");
    // Keep the picture for a look when asked.
    if let Some(keep) = std::env::var_os("FORSYTHE_KEEP_LATEX_DIAGRAM") {
        let _ = std::fs::copy(dir.path().join("full.pdf"), keep);
    }
}
