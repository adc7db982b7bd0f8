//! Puts diagrams side by side for comparing piece sets and board styles:
//! `cargo run --example compare -- OUT.png ROW [ROW…]`, where each ROW is a
//! comma-separated list of PNG or SVG files drawn left to right (an SVG at
//! the width and height it names). Rows are stacked top to bottom on white,
//! with a gap between pictures. `examples/compare/compare.sh` makes the
//! pictures and calls this.

use std::process::ExitCode;

use resvg::tiny_skia::{Pixmap, PixmapPaint, Transform};
use resvg::usvg;

/// Space between pictures and around the sheet, in pixels.
const GAP: u32 = 16;

fn load(path: &str) -> Result<Pixmap, String> {
    let bytes = std::fs::read(path).map_err(|e| format!("{path}: {e}"))?;
    if path.ends_with(".svg") {
        let tree = usvg::Tree::from_data(&bytes, &usvg::Options::default())
            .map_err(|e| format!("{path}: {e}"))?;
        let size = tree.size().to_int_size();
        let mut pix = Pixmap::new(size.width(), size.height()).ok_or("empty SVG")?;
        resvg::render(&tree, Transform::identity(), &mut pix.as_mut());
        return Ok(pix);
    }
    let mut decoder = png::Decoder::new(std::io::Cursor::new(bytes));
    decoder.set_transformations(png::Transformations::EXPAND | png::Transformations::ALPHA);
    let mut reader = decoder.read_info().map_err(|e| format!("{path}: {e}"))?;
    let mut buf = vec![0; reader.output_buffer_size().ok_or("too large")?];
    let info = reader
        .next_frame(&mut buf)
        .map_err(|e| format!("{path}: {e}"))?;
    let rgba: Vec<u8> = match info.color_type {
        png::ColorType::Rgba => buf[..info.buffer_size()].to_vec(),
        png::ColorType::GrayscaleAlpha => buf[..info.buffer_size()]
            .chunks_exact(2)
            .flat_map(|p| [p[0], p[0], p[0], p[1]])
            .collect(),
        other => return Err(format!("{path}: colour type {other:?}")),
    };
    let mut pix = Pixmap::new(info.width, info.height).ok_or("empty PNG")?;
    for (px, src) in pix.data_mut().chunks_exact_mut(4).zip(rgba.chunks_exact(4)) {
        // Premultiply, as tiny-skia keeps its pixels.
        let a = u16::from(src[3]);
        for i in 0..3 {
            px[i] = ((u16::from(src[i]) * a + 127) / 255) as u8;
        }
        px[3] = src[3];
    }
    Ok(pix)
}

fn run(args: &[String]) -> Result<(), String> {
    let [out, rows @ ..] = args else {
        return Err("usage: compare OUT.png ROW [ROW…] (a ROW is a,b,c)".into());
    };
    if rows.is_empty() {
        return Err("no rows".into());
    }
    let rows: Vec<Vec<Pixmap>> = rows
        .iter()
        .map(|row| row.split(',').map(load).collect())
        .collect::<Result<_, _>>()?;
    let width = rows
        .iter()
        .map(|r| r.iter().map(|p| p.width() + GAP).sum::<u32>() + GAP)
        .max()
        .unwrap_or(GAP);
    let height = rows
        .iter()
        .map(|r| r.iter().map(Pixmap::height).max().unwrap_or(0) + GAP)
        .sum::<u32>()
        + GAP;
    let mut sheet = Pixmap::new(width, height).ok_or("sheet too large")?;
    sheet.fill(resvg::tiny_skia::Color::WHITE);
    let mut y = GAP;
    for row in &rows {
        let mut x = GAP;
        for pix in row {
            sheet.draw_pixmap(
                x as i32,
                y as i32,
                pix.as_ref(),
                &PixmapPaint::default(),
                Transform::identity(),
                None,
            );
            x += pix.width() + GAP;
        }
        y += row.iter().map(Pixmap::height).max().unwrap_or(0) + GAP;
    }
    sheet.save_png(out).map_err(|e| format!("{out}: {e}"))
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("compare: {e}");
            ExitCode::FAILURE
        }
    }
}
