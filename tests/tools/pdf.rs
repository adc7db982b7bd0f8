//! Every kind of PDF we write, read by poppler (Debian's poppler-utils, the
//! library of Evince and Okular): `pdfinfo` and `pdftoppm` read each
//! without a word on stderr; and markers by colour as poppler draws them.

use std::process::Command;

use crate::common;

pub fn poppler_reads_every_pdf_silently() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    for path in common::every_kind_of_pdf(dir.path()) {
        let name = path.display();
        let info = Command::new("pdfinfo")
            .arg(&path)
            .output()
            .expect("pdfinfo runs");
        assert!(info.status.success(), "pdfinfo {name}");
        assert_eq!(String::from_utf8_lossy(&info.stderr), "", "pdfinfo {name}");
        let info = String::from_utf8_lossy(&info.stdout);
        assert!(info.contains("\nTagged:          yes\n"), "{name}: {info}");
        assert!(info.contains("\nPDF version:     1.5\n"), "{name}: {info}");
        let png = dir.path().join("page");
        let o = Command::new("pdftoppm")
            .args(["-png", "-r", "36", "-f", "1", "-l", "1", "-singlefile"])
            .arg(&path)
            .arg(&png)
            .output()
            .expect("pdftoppm runs");
        assert!(o.status.success(), "pdftoppm {name}");
        assert_eq!(String::from_utf8_lossy(&o.stderr), "", "pdftoppm {name}");
        let page = std::fs::read(png.with_extension("png")).expect("a page picture");
        assert!(page.starts_with(b"\x89PNG"), "{name}");
    }
}

/// The grey of a pixel (0 black … 255 white).
fn grey(img: &common::image::Image, x: u32, y: u32) -> u8 {
    let i = ((y * img.width + x) * 4) as usize;
    let p = &img.rgba[i..i + 3];
    u8::try_from(p.iter().map(|&c| u32::from(c)).sum::<u32>() / 3).unwrap_or(255)
}

/// A white circle, cross, square and triangle hollow, a black one filled, a
/// neutral one white on the left and black on the right, as the PNG and SVG
/// are (`tests/suite/markers.rs`): one rank a side, drawn into a PDF with
/// no frame and no coordinates, and read back by `pdftoppm` at 96 dpi (a
/// pixel of ours is 1/96 inch).
pub fn pdf_markers_are_hollow_filled_or_half_by_colour() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let record = "(-O)(-X)(-Q)(-T)/(-o)(-x)(-q)(-t)/(!-O)(!-X)(!-Q)(!-T)";
    let o = Command::new(crate::forsythe_exe())
        .args(["render", "--dialect", "yacpdb", "--coordinates", "none"])
        .args([
            "--frame", "none", "--size", "400", "-o", "m.pdf", "--", record,
        ])
        .current_dir(dir.path())
        .output()
        .expect("forsythe runs");
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let o = Command::new("pdftoppm")
        .args(["-png", "-r", "96", "-singlefile", "m.pdf", "m"])
        .current_dir(dir.path())
        .output()
        .expect("pdftoppm runs");
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let img = common::image::decode(&std::fs::read(dir.path().join("m.png")).expect("a page"));
    assert_eq!(img.width, 400);
    // The board's air: the first pixel of the middle row that is not the background's.
    let y = img.height / 2;
    let ground = grey(&img, 0, y);
    let air = (0..img.width)
        .find(|&x| grey(&img, x, y) != ground)
        .expect("a board");
    let q = (img.width - 2 * air) as f32 / 4.0;
    let points = [
        ((0.34, 0.5), (0.66, 0.5)),
        ((0.3, 0.3), (0.7, 0.3)),
        ((0.34, 0.5), (0.66, 0.5)),
        ((0.4, 0.64), (0.6, 0.64)),
    ];
    for (rank, (side, want)) in [
        ("white", (255, 255)),
        ("black", (0, 0)),
        ("neutral", (255, 0)),
    ]
    .into_iter()
    .enumerate()
    {
        for (file, (shape, (left, right))) in ["circle", "cross", "square", "triangle"]
            .into_iter()
            .zip(points)
            .enumerate()
        {
            let at = |(fx, fy): (f32, f32)| {
                let x = air + ((file as f32 + fx) * q) as u32;
                grey(&img, x, air + ((rank as f32 + fy) * q) as u32)
            };
            let (l, r) = (at(left), at(right));
            assert!(
                l.abs_diff(want.0) <= 8 && r.abs_diff(want.1) <= 8,
                "a {side} {shape} reads {l} on the left and {r} on the right"
            );
        }
    }
}
