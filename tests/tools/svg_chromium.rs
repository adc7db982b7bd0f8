//! Our SVG as a browser draws it: Debian's chromium, headless, takes a
//! screenshot of the file. Browsers read a few things differently from
//! resvg (a clip on a `use` moves with the `use`'s `x` and `y`), so what
//! must look alike is compared here pixel by pixel.

use std::path::Path;
use std::process::Command;

use crate::common::run;

const SIZE: u32 = 200;

/// Draws `record` (one square, no frame, no coordinates) into `file`.
fn draw(dir: &Path, record: &str, file: &Path) {
    let size = SIZE.to_string();
    let o = run(
        &[
            "render",
            record,
            "--dialect",
            "yacpdb",
            "--size",
            &size,
            "--no-coordinates",
            "--frame",
            "none",
            "-o",
            file.to_str().expect("a path"),
        ],
        dir,
        b"",
    );
    assert_eq!(o.status.code(), Some(0), "{}", crate::common::stderr(&o));
}

/// The RGB pixels of a PNG file, `SIZE` a side from the top left.
fn pixels(file: &Path) -> Vec<[u8; 3]> {
    let mut decoder = png::Decoder::new(std::io::BufReader::new(
        std::fs::File::open(file).expect("the PNG"),
    ));
    // Palettes and small depths as 8-bit RGB(A).
    decoder.set_transformations(png::Transformations::EXPAND);
    let mut reader = decoder.read_info().expect("a PNG");
    let mut buf = vec![0; reader.output_buffer_size().expect("a size")];
    let info = reader.next_frame(&mut buf).expect("a frame");
    let channels = reader.output_color_type().0.samples();
    assert!(channels >= 3, "{info:?}");
    assert!(info.width >= SIZE && info.height >= SIZE, "{info:?}");
    let mut out = Vec::new();
    for y in 0..SIZE as usize {
        for x in 0..SIZE as usize {
            let i = (y * info.width as usize + x) * channels;
            out.push([buf[i], buf[i + 1], buf[i + 2]]);
        }
    }
    out
}

/// The screenshot of `record` drawn as SVG, as RGB pixels.
fn shot(dir: &Path, record: &str, name: &str) -> Vec<[u8; 3]> {
    let svg = dir.join(format!("{name}.svg"));
    draw(dir, record, &svg);
    let png = dir.join(format!("{name}.png"));
    let status = Command::new(crate::program("chromium"))
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--hide-scrollbars",
            &format!("--screenshot={}", png.display()),
            &format!("--window-size={SIZE},{SIZE}"),
            &format!("file://{}", svg.display()),
        ])
        .output()
        .expect("chromium runs");
    assert!(png.is_file(), "chromium wrote no screenshot: {status:?}");
    pixels(&png)
}

/// The share of pixels of columns `from..to` that differ by more than 48
/// in a channel.
fn apart(a: &[[u8; 3]], b: &[[u8; 3]], from: u32, to: u32) -> f64 {
    let mut n = 0;
    let mut all = 0;
    for y in 0..SIZE {
        for x in from..to {
            let i = (y * SIZE + x) as usize;
            all += 1;
            if a[i].iter().zip(&b[i]).any(|(p, q)| p.abs_diff(*q) > 48) {
                n += 1;
            }
        }
    }
    f64::from(n) / f64::from(all)
}

pub fn neutral_pieces_are_half_and_half_in_chromium() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    for (white, black, neutral) in [("S", "s", "(!S)"), ("Q", "q", "(!Q2)")] {
        let w = shot(dir.path(), white, "white");
        let b = shot(dir.path(), black, "black");
        let n = shot(dir.path(), neutral, "neutral");
        let (w, b) = if neutral.contains('2') {
            // Turned 180°: White's half is on the right.
            (turned(&b), turned(&w))
        } else {
            (w, b)
        };
        let half = SIZE / 2;
        let left = apart(&w, &n, 0, half - 3);
        let right = apart(&b, &n, half + 3, SIZE);
        let what = format!(
            "{neutral} in chromium: its halves as the two pieces' ({:.1} % and {:.1} % apart)",
            left * 100.0,
            right * 100.0
        );
        assert!(left < 0.02 && right < 0.02, "failed: {what}");
        println!("ok: {what}");
    }
}

/// The upright pixels as a piece turned 180° about the image's middle.
fn turned(img: &[[u8; 3]]) -> Vec<[u8; 3]> {
    img.iter().rev().copied().collect()
}

pub fn problem_pieces_in_chromium_are_as_in_png() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let records = [
        "(!S)", "(!Q2)", "(S5)", "(!S3)", "(!b1)", "(-E)", "(!-E)", "(-E1)", "(!-c)", "(!-t)",
        "(-x)", "(!-x)", "(!K1)", "(!r3)",
    ];
    for record in records {
        let by_browser = shot(dir.path(), record, "piece");
        let png = dir.path().join("ours.png");
        draw(dir.path(), record, &png);
        let ours = pixels(&png);
        let share = apart(&by_browser, &ours, 0, SIZE);
        let what = format!(
            "{record}: chromium draws our SVG as our PNG ({:.1} % apart)",
            share * 100.0
        );
        assert!(share < 0.03, "failed: {what}");
        println!("ok: {what}");
    }
}
