//! The magazine theme (`--theme magazine`), as drawn: hatched dark squares,
//! no coordinates, and a heavy outer line with a thin inner one round the
//! board; the same through a block's `theme: magazine`. Exact pixel probes
//! on the PNG.

use crate::common;

/// The grey of a pixel (0 black … 255 white).
fn grey(img: &common::image::Image, x: u32, y: u32) -> u8 {
    let i = ((y * img.width + x) * 4) as usize;
    let p = &img.rgba[i..i + 3];
    u8::try_from(p.iter().map(|&c| u32::from(c)).sum::<u32>() / 3).unwrap_or(255)
}

/// The runs of ink and paper along row `y` from the left edge, up to
/// `until`: (is ink, length).
fn runs(img: &common::image::Image, y: u32, until: u32) -> Vec<(bool, u32)> {
    let mut out: Vec<(bool, u32)> = Vec::new();
    for x in 0..until {
        let ink = grey(img, x, y) < 128;
        match out.last_mut() {
            Some((i, n)) if *i == ink => *n += 1,
            _ => out.push((ink, 1)),
        }
    }
    out
}

/// Draws `args` to `m.png` in a temporary folder.
fn png(args: &[&str]) -> common::image::Image {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let mut all = vec!["render"];
    all.extend(args);
    all.extend(["-o", "m.png"]);
    let o = common::run(&all, dir.path(), b"");
    assert_eq!(o.status.code(), Some(0), "{}", common::stderr(&o));
    common::image::decode(&std::fs::read(dir.path().join("m.png")).expect("a PNG"))
}

#[test]
fn a_magazine_board_has_a_double_frame_and_no_coordinates() {
    let img = png(&["--theme", "magazine", "--size", "400", "8/8/8/8/8/8/8/8"]);
    // Left to right through the middle of the board: paper, the heavy
    // line, paper, the thin line, then a1…h1's rank of squares (a4 is
    // dark: hatched).
    let y = img.height / 2;
    let r = runs(&img, y, 40);
    assert!(r.len() >= 5, "{r:?}");
    let (air, outer, gap, inner) = (r[0], r[1], r[2], r[3]);
    assert!(!air.0 && outer.0 && !gap.0 && inner.0, "{r:?}");
    assert!(outer.1 >= 3 && inner.1 >= 1 && outer.1 > inner.1, "{r:?}");
    assert!(gap.1 >= 2, "{r:?}");
    // No coordinates: under the board and left of it, only paper.
    let frame_end = air.1 + outer.1 + gap.1 + inner.1;
    let bottom = img.height - air.1 + 1;
    for y in 0..img.height {
        for x in 0..air.1 {
            assert_eq!(grey(&img, x, y), 255, "ink at ({x}, {y}) left of the board");
        }
    }
    for y in bottom..img.height {
        for x in 0..img.width {
            assert_eq!(grey(&img, x, y), 255, "ink at ({x}, {y}) under the board");
        }
    }
    // The first dark square (a7, second from the top) is hatched: both
    // ink and paper inside it.
    let q = (img.width - 2 * frame_end) / 8;
    let (x0, y0) = (frame_end + 2, frame_end + q + 2);
    let inks = (0..q - 4)
        .flat_map(|dy| (0..q - 4).map(move |dx| (x0 + dx, y0 + dy)))
        .filter(|&(x, y)| grey(&img, x, y) < 128)
        .count();
    let all = ((q - 4) * (q - 4)) as usize;
    assert!(inks > all / 10 && inks < all * 9 / 10, "{inks} of {all}");
}

#[test]
fn asked_for_coordinates_and_frame_win_over_the_theme() {
    let plain = png(&["--theme", "hatched", "--size", "400", "8/8/8/8/8/8/8/8"]);
    let asked = png(&[
        "--theme",
        "magazine",
        "--coordinates",
        "outside",
        "--frame",
        "thick",
        "--size",
        "400",
        "8/8/8/8/8/8/8/8",
    ]);
    assert_eq!((asked.width, asked.height), (plain.width, plain.height));
    let thick = png(&[
        "--theme",
        "hatched",
        "--frame",
        "thick",
        "--size",
        "400",
        "8/8/8/8/8/8/8/8",
    ]);
    assert_eq!(asked.rgba, thick.rgba);
}

#[test]
fn a_block_takes_the_magazine_theme() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let o = common::run(
        &["block"],
        dir.path(),
        b"fen: 8/8/8/4k3/8/8/8/4K3\ntheme: magazine\n",
    );
    assert_eq!(o.status.code(), Some(0), "{}", common::stderr(&o));
    let block = String::from_utf8_lossy(&o.stdout).into_owned();
    // Two frame rings: the heavy one and the thin one.
    assert_eq!(
        block.matches(r#"fill-rule="evenodd""#).count(),
        2,
        "{block}"
    );
    let o = common::run(
        &[
            "render",
            "--theme",
            "magazine",
            "8/8/8/4k3/8/8/8/4K3",
            "-o",
            "-",
            "--format",
            "svg",
        ],
        dir.path(),
        b"",
    );
    assert_eq!(o.status.code(), Some(0), "{}", common::stderr(&o));
    assert_eq!(block, String::from_utf8_lossy(&o.stdout));
}

#[test]
fn a_collection_in_the_magazine_theme_is_numbered_in_order() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let popeye = "beginproblem\nauthor V. Crisan, E. Huber\nstipulation hs#2\ncondition antisuper\n\
                  pieces white kh1 gd4 black kd7 neutral rc6\nnextproblem\nauthor A. Composer\n\
                  stipulation #2\ncondition madr\npieces white kc1 qd4 black ke5\nendproblem\n";
    std::fs::write(dir.path().join("c.inp"), popeye).expect("written");
    let o = common::run(
        &[
            "batch",
            "c.inp",
            "-o",
            "out",
            "--theme",
            "magazine",
            "--format",
            "svg",
            "--html",
            "sheet.html",
            "--pdf-book",
            "book.pdf",
        ],
        dir.path(),
        b"",
    );
    assert_eq!(o.status.code(), Some(0), "{}", common::stderr(&o));
    for (name, condition) in [("0001.svg", "Anti-supercirce"), ("0002.svg", "Madrasi")] {
        let svg = std::fs::read_to_string(dir.path().join("out").join(name)).expect("a diagram");
        // The double frame: two rings.
        assert_eq!(svg.matches(r#"fill-rule="evenodd""#).count(), 2, "{name}");
        assert!(svg.contains(&format!("Conditions: {condition}.")), "{name}");
    }
    let sheet = std::fs::read_to_string(dir.path().join("sheet.html")).expect("a sheet");
    let first = sheet.find(r#"<span class="n">1"#).expect("number 1");
    let second = sheet.find(r#"<span class="n">2"#).expect("number 2");
    assert!(first < second);
    let book = std::fs::read(dir.path().join("book.pdf")).expect("a book");
    assert!(book.starts_with(b"%PDF-"));
}

#[test]
fn a_magazine_sets_its_lines_in_dejavu_serif_and_embeds_only_that() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let popeye = "beginproblem\nauthor A. Composer\nstipulation #2\npieces white kc1 qd4 black ke5\nendproblem\n";
    std::fs::write(dir.path().join("p.inp"), popeye).expect("written");
    let o = common::run(
        &["render", "p.inp", "--theme", "magazine", "-o", "p.pdf"],
        dir.path(),
        b"",
    );
    assert_eq!(o.status.code(), Some(0), "{}", common::stderr(&o));
    let pdf = std::fs::read(dir.path().join("p.pdf")).expect("a PDF");
    let has = |name: &[u8]| pdf.windows(name.len()).any(|w| w == name);
    // The author in bold, the stipulation and count in regular: both
    // serif faces, and no sans one.
    assert!(has(b"DejaVuSerif-Bold") && has(b"DejaVuSerif"));
    assert!(!has(b"DejaVuSans"));
    // The same problem in the hatched theme keeps DejaVu Sans.
    let o = common::run(
        &["render", "p.inp", "--theme", "hatched", "-o", "h.pdf"],
        dir.path(),
        b"",
    );
    assert_eq!(o.status.code(), Some(0), "{}", common::stderr(&o));
    let pdf = std::fs::read(dir.path().join("h.pdf")).expect("a PDF");
    assert!(pdf.windows(10).any(|w| w == b"DejaVuSans"));
    // SVG: the serif glyphs' outlines have their own names.
    let o = common::run(
        &["render", "p.inp", "--theme", "magazine", "-o", "p.svg"],
        dir.path(),
        b"",
    );
    assert_eq!(o.status.code(), Some(0), "{}", common::stderr(&o));
    let svg = std::fs::read_to_string(dir.path().join("p.svg")).expect("an SVG");
    assert!(
        svg.contains("href=\"#y") && svg.contains("href=\"#z"),
        "{svg}"
    );
    assert!(
        !svg.contains("href=\"#t") && !svg.contains("href=\"#u"),
        "{svg}"
    );
}
