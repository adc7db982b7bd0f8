//! Draws the starting position as PNG at every width from 16 to 2048 px,
//! cycling through the themes, with one renderer, as a long-lived service
//! would; then prints how many were drawn, the renderer's cache and the
//! process's peak resident memory (Linux).
//!
//! ```sh
//! cargo run --release --example every_size
//! ```

use forsythe::render::{CACHE_LIMIT, Diagram, Renderer, Style, Theme};
use forsythe::{Board, Color};

/// The peak resident set size in KiB, from `/proc/self/status`.
fn peak_rss_kib() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

fn main() {
    let board = Board::standard();
    let mut renderer = Renderer::new();
    let (mut drawn, mut refused, mut bytes, mut most_cached) = (0, 0, 0usize, 0);
    let start = std::time::Instant::now();
    for size in 16..=2048u32 {
        let theme = Theme::ALL[size as usize % Theme::ALL.len()];
        let diagram = Diagram {
            side_to_move: Some(Color::White),
            caption: Some("White to move"),
            ..Diagram::new(&board)
        };
        let style = Style {
            size,
            colors: theme.colors(),
            ..Style::default()
        };
        match renderer.png(&diagram, &style) {
            Ok(png) => {
                drawn += 1;
                bytes += png.len();
            }
            Err(_) => refused += 1,
        }
        most_cached = most_cached.max(renderer.cached_bytes());
    }
    println!(
        "{drawn} PNGs drawn ({refused} sizes too small for the board), {:.1} MiB written, in {:.1} s",
        bytes as f64 / 1048576.0,
        start.elapsed().as_secs_f64()
    );
    println!(
        "cache: at most {:.1} MiB kept (bound {:.0} MiB), {:.1} MiB at the end",
        most_cached as f64 / 1048576.0,
        CACHE_LIMIT as f64 / 1048576.0,
        renderer.cached_bytes() as f64 / 1048576.0
    );
    match peak_rss_kib() {
        Some(kib) => println!("peak resident memory: {:.1} MiB", kib as f64 / 1024.0),
        None => println!("peak resident memory: not known on this system"),
    }
}
