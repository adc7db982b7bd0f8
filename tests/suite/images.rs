//! Decoding the images the tests make: PNG pixels, and GIF frames as a
//! viewer shows them.

/// RGBA pixels of a PNG, of any colour type (8 bits a channel).
pub fn png_pixels(bytes: &[u8]) -> (u32, u32, Vec<u8>) {
    let mut decoder = png::Decoder::new(std::io::Cursor::new(bytes));
    decoder.set_transformations(png::Transformations::EXPAND | png::Transformations::ALPHA);
    let mut reader = decoder.read_info().expect("a PNG");
    let mut buf = vec![0; reader.output_buffer_size().expect("a size")];
    let info = reader.next_frame(&mut buf).expect("a frame");
    buf.truncate(info.buffer_size());
    let rgba = match info.color_type {
        png::ColorType::Rgba => buf,
        png::ColorType::GrayscaleAlpha => buf
            .chunks_exact(2)
            .flat_map(|p| [p[0], p[0], p[0], p[1]])
            .collect(),
        other => panic!("unexpected colour type {other:?}"),
    };
    (info.width, info.height, rgba)
}

/// The GIF's frames as whole images (each laid over the one before), with
/// their delays in hundredths of a second.
pub fn gif_frames(bytes: &[u8]) -> (u16, u16, Vec<(u16, Vec<u8>)>) {
    let mut options = gif::DecodeOptions::new();
    options.set_color_output(gif::ColorOutput::RGBA);
    let mut decoder = options.read_info(bytes).expect("a GIF");
    let (w, h) = (decoder.width(), decoder.height());
    let mut canvas = vec![0u8; usize::from(w) * usize::from(h) * 4];
    let mut frames = Vec::new();
    while let Some(frame) = decoder.read_next_frame().expect("a frame") {
        assert_eq!(frame.dispose, gif::DisposalMethod::Keep);
        for y in 0..usize::from(frame.height) {
            for x in 0..usize::from(frame.width) {
                let src = (y * usize::from(frame.width) + x) * 4;
                let px = &frame.buffer[src..src + 4];
                if px[3] == 0 {
                    continue;
                }
                let (cx, cy) = (x + usize::from(frame.left), y + usize::from(frame.top));
                let dst = (cy * usize::from(w) + cx) * 4;
                canvas[dst..dst + 4].copy_from_slice(px);
            }
        }
        frames.push((frame.delay, canvas.clone()));
    }
    (w, h, frames)
}
