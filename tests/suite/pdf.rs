//! PDF output, read back: pages, page sizes, the embedded font, and vectors
//! rather than pictures.
#![cfg(feature = "pdf")]

use crate::common;

use std::path::Path;
use std::process::Command;

fn forsythe(args: &[&str], dir: &Path) -> std::process::Output {
    Command::new(crate::forsythe_exe())
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

#[test]
fn a_pdf_book_ends_with_the_solutions_of_its_problems() {
    let dir = tempfile::tempdir().unwrap();
    let olive = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/problems/solutions.olv");
    let olive = olive.to_str().unwrap();
    let book = |name: &str, extra: &[&str]| {
        let book = format!("{name}.pdf");
        let mut args = vec!["batch", olive, "-o", name, "--pdf-book", &book, "--quiet"];
        args.extend(extra);
        let o = forsythe(&args, dir.path());
        assert_eq!(
            o.status.code(),
            Some(0),
            "{}",
            String::from_utf8_lossy(&o.stderr)
        );
        inspect(&dir.path().join(&book))
    };
    // Three problems, the last with a twin: four diagrams on one page with
    // `--twins each`, three with the twins line; and a page of solutions.
    let (pages, sizes, fonts, _) = book("each", &["--twins", "each"]);
    assert_eq!(pages, 2);
    assert_eq!(sizes[1], sizes[0], "the book's paper");
    assert_eq!(fonts.len(), 2, "the numbers in bold: {fonts:?}");
    assert!(
        fonts.iter().any(|f| f.ends_with("+DejaVuSans-Bold")),
        "{fonts:?}"
    );
    let (pages, ..) = book("one", &["--per-page", "1"]);
    assert_eq!(pages, 3 + 1);
    let (pages, sizes, ..) = book("letter", &["--per-page", "2", "--paper", "letter"]);
    assert_eq!((pages, sizes[2]), (2 + 1, (612.0, 792.0)));
}

/// The catalog's `/Lang`, and every structure element's type with its
/// `/Alt` text, in the order they are found from the structure tree root.
fn structure(bytes: &[u8]) -> (Option<String>, Vec<(String, Option<String>)>) {
    let doc = lopdf::Document::load_mem(bytes).expect("a PDF");
    let catalog = doc.catalog().expect("a catalog");
    let text = |o: &lopdf::Object| match o {
        lopdf::Object::String(bytes, _) => {
            if bytes.starts_with(&[0xfe, 0xff]) {
                let units: Vec<u16> = bytes[2..]
                    .chunks_exact(2)
                    .map(|c| u16::from_be_bytes([c[0], c[1]]))
                    .collect();
                String::from_utf16_lossy(&units)
            } else {
                String::from_utf8_lossy(bytes).into_owned()
            }
        }
        other => format!("{other:?}"),
    };
    let lang = catalog.get(b"Lang").ok().map(text);
    let marked = catalog
        .get(b"MarkInfo")
        .and_then(|m| doc.dereference(m))
        .and_then(|(_, m)| m.as_dict())
        .and_then(|m| m.get(b"Marked"))
        .and_then(lopdf::Object::as_bool);
    assert!(matches!(marked, Ok(true)), "a tagged PDF");
    let mut out = Vec::new();
    let mut todo = vec![
        catalog
            .get(b"StructTreeRoot")
            .expect("a structure tree")
            .clone(),
    ];
    while let Some(object) = todo.pop() {
        let object = match doc.dereference(&object) {
            Ok((_, o)) => o.clone(),
            Err(_) => continue,
        };
        match object {
            lopdf::Object::Array(items) => todo.extend(items.into_iter().rev()),
            lopdf::Object::Dictionary(d) => {
                if let Ok(kind) = d.get(b"S").and_then(lopdf::Object::as_name) {
                    let alt = d.get(b"Alt").ok().map(text);
                    out.push((String::from_utf8_lossy(kind).into_owned(), alt));
                }
                if let Ok(kids) = d.get(b"K") {
                    todo.push(kids.clone());
                }
            }
            _ => {}
        }
    }
    (lang, out)
}

#[test]
fn a_diagram_is_a_figure_described_in_its_language() {
    use forsythe::render::{Diagram, Renderer, Style};
    let board: forsythe::Board = "4k3/8/8/8/8/8/8/4K2R".parse().unwrap();
    let description = "Weiß: König e1, Turm h1. Schwarz: König e8.";
    let diagram = Diagram {
        title: Some("4k3/8/8/8/8/8/8/4K2R w K - 0 1"),
        description: Some(description),
        lang: "de",
        ..Diagram::new(&board)
    };
    let pdf = Renderer::new().pdf(&diagram, &Style::default()).unwrap();
    let (lang, elements) = structure(&pdf);
    assert_eq!(lang.as_deref(), Some("de"));
    let figures: Vec<_> = elements.iter().filter(|(k, _)| k == "Figure").collect();
    assert_eq!(figures.len(), 1, "{elements:?}");
    assert_eq!(figures[0].1.as_deref(), Some(description));
    // Without a description, the technical one, in English.
    let pdf = Renderer::new()
        .pdf(&Diagram::new(&board), &Style::default())
        .unwrap();
    let (lang, elements) = structure(&pdf);
    assert_eq!(lang.as_deref(), Some("en"));
    assert!(elements.iter().any(|(k, alt)| k == "Figure"
        && alt.as_deref() == Some("Chess diagram, 8×8: 4k3/8/8/8/8/8/8/4K2R")));
}

#[test]
fn a_book_takes_diagrams_one_at_a_time() {
    use forsythe::render::{Book, Paper};
    use forsythe::render::{Diagram, Renderer, Style};
    let mut renderer = Renderer::new();
    let mut book = Book::new(Paper::Letter, 4);
    assert!(book.is_empty());
    for i in 1..=5 {
        let board: forsythe::Board = format!("k{}/8/8/8/8/8/8/K7", 8 - i).parse().unwrap();
        let description = format!("Diagram {i}");
        let diagram = Diagram {
            description: Some(&description),
            ..Diagram::new(&board)
        };
        book.add(
            &mut renderer,
            &diagram,
            &Style::default(),
            &format!("{i}. AVANT"),
        )
        .unwrap();
    }
    assert_eq!(book.len(), 5);
    let bytes = book.finish().unwrap();
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("book.pdf");
    std::fs::write(&path, &bytes).unwrap();
    let (pages, sizes, fonts, images) = inspect(&path);
    assert_eq!((pages, sizes[0]), (2, (612.0, 792.0)));
    assert_eq!(fonts.len(), 1, "{fonts:?}");
    assert_eq!(images, 0);
    let (_, elements) = structure(&bytes);
    let alts: Vec<_> = elements
        .iter()
        .filter(|(k, _)| k == "Figure")
        .map(|(_, a)| a.clone().unwrap_or_default())
        .collect();
    assert_eq!(
        alts,
        (1..=5).map(|i| format!("Diagram {i}")).collect::<Vec<_>>()
    );
    assert_eq!(elements.iter().filter(|(k, _)| k == "P").count(), 5);
    // An empty book is one empty page.
    let empty = Book::new(Paper::A4, 6).finish().unwrap();
    std::fs::write(&path, &empty).unwrap();
    assert_eq!(inspect(&path).0, 1);
}

#[test]
fn a_book_sets_its_solutions_on_pages_of_their_own() {
    use forsythe::render::{Book, Paper};
    use forsythe::render::{Diagram, Renderer, Style};
    let mut renderer = Renderer::new();
    let mut book = Book::new(Paper::A4, 4);
    for i in 1..=5 {
        let board: forsythe::Board = format!("k{}/8/8/8/8/8/8/K7", 8 - i).parse().unwrap();
        book.add(
            &mut renderer,
            &Diagram::new(&board),
            &Style::default(),
            &format!("{i}."),
        )
        .unwrap();
    }
    // The fifth diagram's page is set before the solutions.
    let set = book
        .solutions(
            &mut renderer,
            "Solutions",
            &[("1.", "1.Kb2"), ("2.", " "), ("3.", "1.Ka2\n1...Kb8")],
        )
        .unwrap();
    assert_eq!(set, 1);
    assert_eq!(book.len(), 5);
    let bytes = book.finish().unwrap();
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("book.pdf");
    std::fs::write(&path, &bytes).unwrap();
    let (pages, sizes, fonts, _) = inspect(&path);
    assert_eq!((pages, sizes[2]), (3, (595.276, 841.89)));
    assert_eq!(fonts.len(), 2, "{fonts:?}");
    let (_, elements) = structure(&bytes);
    let kinds: Vec<&str> = elements
        .iter()
        .map(|(k, _)| k.as_str())
        .filter(|k| *k != "Document")
        .collect();
    let mut expected = ["Figure", "P"].repeat(5);
    expected.extend(["H1", "P", "P"]);
    assert_eq!(kinds, expected);
    // Nothing without a solution; a book of solutions alone has no empty
    // page.
    let mut book = Book::new(Paper::A4, 4);
    assert_eq!(book.solutions(&mut renderer, "Solutions", &[]).unwrap(), 0);
    assert_eq!(
        book.solutions(&mut renderer, "Solutions", &[("1.", "1.e4")])
            .unwrap(),
        1
    );
    std::fs::write(&path, book.finish().unwrap()).unwrap();
    assert_eq!(inspect(&path).0, 1);
}

/// Poppler (pdfinfo, pdftoppm, Evince, Okular) reports `/Suspects` in the
/// catalog's `MarkInfo` as a syntax error: no PDF we write has it, and
/// each says it is tagged. pdfinfo itself reads them in the tools tier.
#[test]
fn every_kind_of_pdf_is_marked_without_suspects() {
    let dir = tempfile::tempdir().unwrap();
    for path in common::every_kind_of_pdf(dir.path()) {
        let bytes = std::fs::read(&path).unwrap();
        assert!(bytes.starts_with(b"%PDF-1.5"), "{}", path.display());
        let doc = lopdf::Document::load_mem(&bytes).expect("a PDF");
        let catalog = doc.catalog().expect("a catalog");
        let info = catalog
            .get(b"MarkInfo")
            .and_then(|m| doc.dereference(m))
            .and_then(|(_, m)| m.as_dict())
            .expect("a MarkInfo dictionary");
        let keys: Vec<&[u8]> = info.iter().map(|(k, _)| k.as_slice()).collect();
        assert_eq!(keys, [b"Marked".as_slice()], "{}", path.display());
        assert!(matches!(
            info.get(b"Marked"),
            Ok(lopdf::Object::Boolean(true))
        ));
    }
}
