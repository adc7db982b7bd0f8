//! PDF output, read back: pages, page sizes, the embedded font, and vectors
//! rather than pictures.
#![cfg(feature = "pdf")]

use std::path::Path;
use std::process::Command;

fn forsythe(args: &[&str], dir: &Path) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_forsythe"))
        .args(args)
        .current_dir(dir)
        .env("LANG", "C")
        .output()
        .expect("the binary runs")
}

/// Pages, their sizes in points, the embedded font files, and the number of images.
fn inspect(path: &Path) -> (usize, Vec<(f32, f32)>, Vec<String>, usize) {
    let doc = lopdf::Document::load(path).expect("a PDF");
    let pages = doc.get_pages();
    let mut sizes = Vec::new();
    for id in pages.values() {
        let page = doc.get_dictionary(*id).expect("a page");
        let media = page
            .get(b"MediaBox")
            .and_then(|m| m.as_array())
            .expect("a media box");
        let n = |i: usize| {
            media[i]
                .as_float()
                .or_else(|_| media[i].as_i64().map(|v| v as f32))
                .expect("a number")
        };
        sizes.push((n(2) - n(0), n(3) - n(1)));
    }
    let mut fonts = Vec::new();
    let mut images = 0;
    for object in doc.objects.values() {
        let dict = match object {
            lopdf::Object::Dictionary(d) => d,
            lopdf::Object::Stream(s) => &s.dict,
            _ => continue,
        };
        let is = |key: &[u8], value: &[u8]| {
            dict.get(key)
                .and_then(|v| v.as_name())
                .is_ok_and(|n| n == value)
        };
        if is(b"Type", b"FontDescriptor") && (dict.has(b"FontFile2") || dict.has(b"FontFile3")) {
            let name = dict
                .get(b"FontName")
                .and_then(|v| v.as_name())
                .map(|n| String::from_utf8_lossy(n).into_owned());
            fonts.push(name.unwrap_or_default());
        }
        if is(b"Subtype", b"Image") {
            images += 1;
        }
    }
    (pages.len(), sizes, fonts, images)
}

#[test]
fn one_diagram_as_vector_pdf_with_the_font_embedded() {
    let dir = tempfile::tempdir().unwrap();
    let o = forsythe(
        &[
            "render",
            "rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2",
            "-o",
            "d.pdf",
            "--caption",
            "side",
            "--arrow",
            "g1f3",
            "--size",
            "400",
        ],
        dir.path(),
    );
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    let (pages, sizes, fonts, images) = inspect(&dir.path().join("d.pdf"));
    assert_eq!(pages, 1);
    // 400 px at 0.75 pt a pixel.
    assert!((sizes[0].0 - 300.0).abs() < 0.01, "{sizes:?}");
    assert_eq!(fonts.len(), 1);
    assert!(
        fonts[0].ends_with("+DejaVuSans"),
        "a subset of the embedded font: {fonts:?}"
    );
    assert_eq!(images, 0, "pieces are vectors, not pictures");
    // The same bytes every time.
    let first = std::fs::read(dir.path().join("d.pdf")).unwrap();
    forsythe(
        &[
            "render",
            "rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2",
            "-o",
            "d.pdf",
            "--caption",
            "side",
            "--arrow",
            "g1f3",
            "--size",
            "400",
        ],
        dir.path(),
    );
    assert!(first == std::fs::read(dir.path().join("d.pdf")).unwrap());
}

#[test]
fn physical_square_size_sets_the_page() {
    let dir = tempfile::tempdir().unwrap();
    let o = forsythe(
        &[
            "render",
            "8/8/8/4k3/8/8/8/4K3",
            "-o",
            "s.pdf",
            "--square-size",
            "20pt",
            "--no-coordinates",
        ],
        dir.path(),
    );
    assert_eq!(o.status.code(), Some(0));
    let (_, sizes, _, _) = inspect(&dir.path().join("s.pdf"));
    // Eight squares of 20 pt and a little frame and air.
    assert!(sizes[0].0 > 160.0 && sizes[0].0 < 172.0, "{sizes:?}");
    let o = forsythe(
        &[
            "render",
            "8/8/8/4k3/8/8/8/4K3",
            "-o",
            "-",
            "--format",
            "svg",
            "--square-size",
            "7mm",
        ],
        dir.path(),
    );
    let svg = String::from_utf8_lossy(&o.stdout).into_owned();
    assert!(
        svg.contains(r#"mm" height=""#) && svg.contains(r#"viewBox="0 0 400 400""#),
        "{}",
        &svg[..200]
    );
    let o = forsythe(
        &["render", "8/8", "-o", "x.pdf", "--square-size", "20px"],
        dir.path(),
    );
    assert_eq!(o.status.code(), Some(2));
}

#[test]
fn dpi_sizes_png_and_writes_the_resolution() {
    let dir = tempfile::tempdir().unwrap();
    let o = forsythe(
        &[
            "render",
            "8/8/8/4k3/8/8/8/4K3",
            "-o",
            "p.png",
            "--square-size",
            "0.25in",
            "--dpi",
            "300",
            "--no-coordinates",
        ],
        dir.path(),
    );
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    let bytes = std::fs::read(dir.path().join("p.png")).unwrap();
    let reader = png::Decoder::new(std::io::Cursor::new(bytes))
        .read_info()
        .unwrap();
    let info = reader.info();
    let dims = info.pixel_dims.expect("pHYs");
    assert_eq!((dims.xppu, dims.unit), (11811, png::Unit::Meter));
    // A square of a quarter inch at 300 dpi is 75 pixels: eight of them and the frame.
    assert!(
        info.width >= 8 * 75 && info.width < 8 * 75 + 30,
        "{}",
        info.width
    );
}

#[test]
fn a_pdf_book_of_a_batch() {
    let dir = tempfile::tempdir().unwrap();
    let lines: String = (1..8)
        .map(|i| format!("k{}/8/8/8/8/8/8/K7 w - - id \"p{i}\";\n", 8 - i))
        .collect();
    std::fs::write(dir.path().join("p.epd"), lines).unwrap();
    let o = forsythe(
        &[
            "batch",
            "p.epd",
            "-o",
            "out",
            "--pdf-book",
            "book.pdf",
            "--format",
            "svg",
            "--quiet",
        ],
        dir.path(),
    );
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    let (pages, sizes, fonts, images) = inspect(&dir.path().join("book.pdf"));
    assert_eq!(pages, 2, "six a page");
    assert!(
        (sizes[0].0 - 595.276).abs() < 0.01 && (sizes[0].1 - 841.89).abs() < 0.01,
        "A4: {sizes:?}"
    );
    assert_eq!(fonts.len(), 1, "{fonts:?}");
    assert!(fonts[0].ends_with("+DejaVuSans"), "{fonts:?}");
    assert_eq!(images, 0);
    let o = forsythe(
        &[
            "batch",
            "p.epd",
            "-o",
            "out2",
            "--pdf-book",
            "l.pdf",
            "--paper",
            "letter",
            "--per-page",
            "4",
            "--quiet",
        ],
        dir.path(),
    );
    assert_eq!(o.status.code(), Some(0));
    let (pages, sizes, _, _) = inspect(&dir.path().join("l.pdf"));
    assert_eq!((pages, sizes[0]), (2, (612.0, 792.0)));
}
