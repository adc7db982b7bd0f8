//! Rendering regression suite: every `tests/golden/<case>.txt` holds a record
//! (first line) and `render` options (one a line). The SVG written is compared
//! as text with `<case>.svg`, the PNG pixel by pixel (tolerance 1 per channel)
//! with `<case>.png`. On a mismatch a three-panel image (expected | difference
//! | actual) is written to `target/golden-diff/<case>.png`.
//!
//! `FORSYTHE_BLESS=1 cargo test --test golden` writes the references anew.

use crate::common::image;
use image::{Image, decode};
use std::path::{Path, PathBuf};
use std::process::Command;

use resvg::usvg;

fn golden_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden")
}

fn out_dir(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("target")
        .join(name);
    std::fs::create_dir_all(&dir).expect("target folder");
    dir
}

fn cases() -> Vec<String> {
    let mut cases: Vec<String> = std::fs::read_dir(golden_dir())
        .expect("tests/golden exists")
        .filter_map(|e| {
            let path = e.ok()?.path();
            (path.extension()? == "txt").then(|| path.file_stem()?.to_str().map(str::to_owned))?
        })
        .collect();
    cases.sort();
    cases
}

/// Runs `forsythe render` for a case and returns the bytes written.
fn render(case: &str, ext: &str, env: &[(&str, &str)]) -> Vec<u8> {
    let spec =
        std::fs::read_to_string(golden_dir().join(format!("{case}.txt"))).expect("case file");
    let mut lines = spec.lines();
    let record = lines.next().expect("a record");
    let out = out_dir("golden-out").join(format!("{case}.{ext}"));
    let mut cmd = Command::new(crate::forsythe_exe());
    cmd.arg("render").arg("--quiet").arg("-o").arg(&out);
    for line in lines.filter(|l| !l.trim().is_empty()) {
        match line.split_once(' ') {
            Some((flag, value)) => cmd.arg(flag).arg(value),
            None => cmd.arg(line),
        };
    }
    cmd.arg("--").arg(record).env("LANG", "C");
    for (k, v) in env {
        cmd.env(k, v);
    }
    let status = cmd.status().expect("forsythe runs");
    assert!(status.success(), "{case}: render failed");
    std::fs::read(&out).expect("output written")
}

fn encode(image: &Image) -> Vec<u8> {
    let mut out = Vec::new();
    let mut enc = png::Encoder::new(&mut out, image.width, image.height);
    enc.set_color(png::ColorType::Rgba);
    let mut w = enc.write_header().expect("header");
    w.write_image_data(&image.rgba).expect("data");
    w.finish().expect("finished");
    out
}

/// Expected | difference | actual, side by side.
fn diff_image(expected: &Image, actual: &Image) -> Image {
    let w = expected.width.max(actual.width);
    let h = expected.height.max(actual.height);
    let mut rgba = vec![255u8; (3 * w * h * 4) as usize];
    let get = |img: &Image, x: u32, y: u32| -> Option<[u8; 4]> {
        (x < img.width && y < img.height).then(|| {
            let i = ((y * img.width + x) * 4) as usize;
            [
                img.rgba[i],
                img.rgba[i + 1],
                img.rgba[i + 2],
                img.rgba[i + 3],
            ]
        })
    };
    for y in 0..h {
        for x in 0..w {
            let e = get(expected, x, y);
            let a = get(actual, x, y);
            let d = match (e, a) {
                (Some(e), Some(a)) if e.iter().zip(a).all(|(p, q)| p.abs_diff(q) <= 1) => {
                    [255, 255, 255, 255]
                }
                _ => [255, 0, 0, 255],
            };
            for (panel, px) in [(0, e), (1, Some(d)), (2, a)] {
                if let Some(px) = px {
                    let i = ((y * 3 * w + panel * w + x) * 4) as usize;
                    rgba[i..i + 4].copy_from_slice(&px);
                }
            }
        }
    }
    Image {
        width: 3 * w,
        height: h,
        rgba,
    }
}

fn bless() -> bool {
    std::env::var_os("FORSYTHE_BLESS").is_some_and(|v| v != "0")
}

#[test]
fn svg_and_png_match_the_references() {
    let cases = cases();
    assert!(cases.len() >= 17, "only {} cases", cases.len());
    let mut failures = Vec::new();
    for case in &cases {
        let svg = render(case, "svg", &[]);
        let png = render(case, "png", &[]);
        // Every SVG we write is read back by usvg without error.
        let text = String::from_utf8(svg.clone()).expect("SVG is UTF-8");
        usvg::Tree::from_str(&text, &usvg::Options::default())
            .unwrap_or_else(|e| panic!("{case}: usvg: {e}"));

        let svg_ref = golden_dir().join(format!("{case}.svg"));
        let png_ref = golden_dir().join(format!("{case}.png"));
        if bless() {
            std::fs::write(&svg_ref, &svg).expect("reference written");
            std::fs::write(&png_ref, &png).expect("reference written");
            continue;
        }
        match std::fs::read(&svg_ref) {
            Ok(expected) if expected == svg => {}
            Ok(_) => failures.push(format!(
                "{case}.svg differs (see target/golden-out/{case}.svg)"
            )),
            Err(_) => failures.push(format!(
                "{case}.svg has no reference; run with FORSYTHE_BLESS=1"
            )),
        }
        let Ok(expected) = std::fs::read(&png_ref) else {
            failures.push(format!(
                "{case}.png has no reference; run with FORSYTHE_BLESS=1"
            ));
            continue;
        };
        let (e, a) = (decode(&expected), decode(&png));
        let same_size = (e.width, e.height) == (a.width, a.height);
        let close = same_size && e.rgba.iter().zip(&a.rgba).all(|(p, q)| p.abs_diff(*q) <= 1);
        if !close {
            let path = out_dir("golden-diff").join(format!("{case}.png"));
            std::fs::write(&path, encode(&diff_image(&e, &a))).expect("diff written");
            failures.push(format!("{case}.png differs; see {}", path.display()));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn output_is_the_same_bytes_every_time_and_whatever_the_fonts() {
    for case in ["sicilian", "unknown", "holes"] {
        for ext in ["svg", "png"] {
            let first = render(case, ext, &[]);
            let second = render(
                case,
                ext,
                &[("FONTCONFIG_FILE", "/dev/null"), ("HOME", "/nonexistent")],
            );
            assert!(first == second, "{case}.{ext} differs between runs");
        }
    }
}

#[test]
fn the_diff_image_marks_what_differs() {
    let a = Image {
        width: 2,
        height: 1,
        rgba: vec![0, 0, 0, 255, 10, 10, 10, 255],
    };
    let b = Image {
        width: 2,
        height: 1,
        rgba: vec![1, 0, 0, 255, 200, 10, 10, 255],
    };
    let d = diff_image(&a, &b);
    assert_eq!((d.width, d.height), (6, 1));
    // Within tolerance: white; beyond it: red.
    assert_eq!(&d.rgba[8..12], &[255, 255, 255, 255]);
    assert_eq!(&d.rgba[12..16], &[255, 0, 0, 255]);
}
