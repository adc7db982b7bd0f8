//! Legends with pictures: the fairy problem the LaTeX `diagram` package
//! shows in its documentation (V. Crisan and E. Huber, Andernach 2004),
//! written in each form we read (Popeye, olive/YACPDB, the package with its
//! `\remark` legend and with `\piecedefs`, a Popeye Forsyth record with
//! keys), draws the same legend, pixel for pixel; the text legend stays a
//! choice.

use crate::common;

/// The problem in Popeye's input.
const POPEYE: &str = "beginproblem\nauthor V. Crisan, E. Huber\norigin Andernach 2004\n\
    stipulation hs#2\ncondition antisuper\npieces white kh1 gd4 sb7 zf3 black kd7 bb8 bf1 rc3 \
    rg4 sa1 sd6 caa5 pc8 pe6 pg7 ph7 neutral rc6\nendproblem\n";

/// In olive's (and YACPDB's) YAML, with a comment naming the grasshopper.
const OLIVE: &str = "---\nauthors:\n  - Crisan, V.\n  - Huber, E.\nsource:\n  name: Andernach\n  \
    date:\n    year: 2004\nstipulation: \"hs#2\"\noptions:\n  - AntiSuperCirce\nalgebraic:\n  \
    white: [Kh1, Gd4, Sb7, Zf3]\n  black: [Kd7, Bb8, Bf1, Rc3, Rg4, Sa1, Sd6, CAa5, Pc8, Pe6, \
    Pg7, Ph7]\n  neutral: [Rc6]\ncomments:\n  - G = Grasshopper\n";

/// In the package's own words, its legend a `\remark` of piece macros.
const REMARK: &str = "\\begin{diagram}\n\\author{V. Crisan; E. Huber}\n\\source{Andernach}\n\
    \\year{2004}\n\\pieces{wKh1, wDUd4, wSb7, wSRf3, sKd7, sTc3g4, sLb8f1, sSa1d6, sSLa5, \
    sBc8e6g7h7, nTc6}\n\\stipulation{hs\\#2}\n\\condition{Antisupercirce}\n\
    \\remark{\\sSL = Camel; \\wDU = Grasshopper; \\wSR{} = Zebra}\n\\end{diagram}\n";

/// As `translate --to latex-diagram` writes it, with `\piecedefs`.
const PIECEDEFS: &str = "\\begin{diagram}\n\\author{V. Crisan, E. Huber}\n\
    \\source{Andernach 2004}\n\\pieces{wKh1, wDUd4, wSb7, wSRf3, sKd7, sTc3g4, sLb8f1, sSa1d6, \
    sSLa5, sBc8e6g7h7, nTc6}\n\\stipulation{hs\\#2}\n\\condition{antisuper}\n\
    \\piecedefs{{w}{DU}{grasshopper}; {w}{SR}{zebra}; {s}{SL}{camel}}\n\\end{diagram}\n";

/// The board as a record in Popeye's Forsyth codes.
const RECORD: &str = "1bp5/1S1k2pp/2=rsp3/.ca7/3G2r1/2r2Z2/8/s4b1K";

/// Draws `args` (with `input` written to `file` when given) in the
/// magazine theme at 400 pixels, as `format`.
fn draw(file: Option<(&str, &str)>, args: &[&str], format: &str) -> Vec<u8> {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let mut all = vec!["render"];
    if let Some((name, text)) = file {
        std::fs::write(dir.path().join(name), text).expect("written");
        all.push(name);
    }
    let out = format!("out.{format}");
    all.extend(args);
    all.extend(["--theme", "magazine", "--size", "400", "-o", &out]);
    let o = common::run(&all, dir.path(), b"");
    assert_eq!(o.status.code(), Some(0), "{}", common::stderr(&o));
    std::fs::read(dir.path().join(&out)).expect("drawn")
}

/// The legend's band of a PNG: the rows from the last blank one above the
/// ink at the bottom of the image to its end, as RGBA.
fn legend_band(png: &[u8]) -> (u32, Vec<u8>) {
    let img = common::image::decode(png);
    let row = |y: u32| {
        let w = img.width as usize * 4;
        &img.rgba[y as usize * w..(y as usize + 1) * w]
    };
    let blank = |y: u32| row(y).chunks_exact(4).all(|p| p[..3] == [255, 255, 255]);
    let mut y = img.height - 1;
    while y > 0 && blank(y) {
        y -= 1;
    }
    while y > 0 && !blank(y) {
        y -= 1;
    }
    let band: Vec<u8> = (y..img.height).flat_map(|y| row(y).to_vec()).collect();
    (img.height - y, band)
}

#[test]
fn every_form_of_the_fairy_problem_draws_the_same_legend() {
    let popeye = legend_band(&draw(Some(("p.inp", POPEYE)), &[], "png"));
    // The legend is a line of its own: taller than a blank row, and inked.
    assert!(popeye.0 > 15, "{}", popeye.0);
    for (name, png) in [
        ("olive", draw(Some(("p.yml", OLIVE)), &[], "png")),
        ("remark", draw(Some(("r.tex", REMARK)), &[], "png")),
        ("piecedefs", draw(Some(("d.tex", PIECEDEFS)), &[], "png")),
        (
            "record",
            draw(
                None,
                &[
                    RECORD,
                    "--dialect",
                    "popeye",
                    "--stipulation",
                    "hs#2",
                    "--condition",
                    "antisuper",
                ],
                "png",
            ),
        ),
    ] {
        let band = legend_band(&png);
        assert_eq!(band.0, popeye.0, "{name}: the legend's height");
        assert!(band.1 == popeye.1, "{name}: the legend's pixels differ");
    }
}

#[test]
fn the_picture_legend_draws_each_piece_as_the_board_does() {
    let svg = String::from_utf8(draw(Some(("p.inp", POPEYE)), &[], "svg")).expect("UTF-8");
    let text = String::from_utf8(draw(Some(("p.inp", POPEYE)), &["--legend", "text"], "svg"))
        .expect("UTF-8");
    // On the board, the grasshopper is the white queen upside down in its
    // 46-pixel square; in the legend, the same markup in a 21-pixel one
    // on the legend's line, and likewise the camel and the zebra.
    assert!(svg.contains(
        r##"<g transform="rotate(180 177 275)"><use xlink:href="#wQ" x="154" y="252" width="46" height="46"/></g>"##
    ));
    for picture in [
        r##"<g transform="rotate(270 48.5 509.5)"><use xlink:href="#bN" x="38" y="499" width="21" height="21"/></g>"##,
        r##"<g transform="rotate(180 146.5 509.5)"><use xlink:href="#wQ" x="136" y="499" width="21" height="21"/></g>"##,
        r##"<g transform="rotate(90 291.5 509.5)"><use xlink:href="#wN" x="281" y="499" width="21" height="21"/></g>"##,
    ] {
        assert!(svg.contains(picture), "{picture}");
        assert!(!text.contains(picture), "{picture}");
    }
    // `--legend text` keeps today's words and no pictures: three turned
    // pieces on the board, six with the legend's.
    assert_eq!(text.matches("rotate(").count(), 3);
    assert_eq!(svg.matches("rotate(").count(), 6);
}
