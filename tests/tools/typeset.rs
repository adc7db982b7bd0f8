//! The LaTeX package (`integrations/latex/forsythe.sty`) with Debian's TeX
//! Live and the Typst package (`integrations/typst`, the engine inside it
//! as a plugin, assembled by its `build.sh`) with the Typst compiler (the
//! `typst` Python package), on the sample documents of `examples/latex`
//! and `examples/typst`: every engine, every way of drawing (a second run
//! after `forsythe latex`, shell escape, a restricted shell that allows
//! forsythe, latexmk; Typst with no forsythe program at all), beamer,
//! mistakes, problem files, and the pages checked where the diagrams stand
//! on them (their number, size and place, read from the PDF with lopdf)
//! and as pictures.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::OnceLock;

use lopdf::content::Content;
use lopdf::{Document, Object, ObjectId};

use crate::image;

fn root() -> PathBuf {
    crate::repo()
}

/// The folder of the program under test, to put first on the PATH.
fn bin_dir() -> PathBuf {
    Path::new(crate::forsythe_exe())
        .parent()
        .expect("a folder")
        .to_path_buf()
}

fn path_with_forsythe() -> String {
    format!(
        "{}:{}",
        bin_dir().display(),
        std::env::var("PATH").unwrap_or_default()
    )
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// A folder holding a copy of the sample documents of `examples/KIND` and
/// the package (the links there resolved).
fn with_examples(kind: &str) -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("a temporary folder");
    for entry in std::fs::read_dir(root().join("examples").join(kind)).expect("the examples") {
        let path = entry.expect("an entry").path();
        let name = path.file_name().expect("a name");
        if matches!(
            path.extension().and_then(|e| e.to_str()),
            Some("tex" | "sty" | "typ")
        ) {
            std::fs::copy(&path, dir.path().join(name)).expect("copied");
        }
    }
    dir
}

/// Runs a TeX engine (or latexmk) in `dir`, in English, forsythe on the
/// PATH.
fn tex(dir: &Path, program: &str, args: &[&str], env: &[(&str, &str)]) -> Output {
    let mut cmd = Command::new(super::program(program));
    cmd.args(args)
        .current_dir(dir)
        .env("PATH", path_with_forsythe())
        .env("LANG", "C")
        .env_remove("LC_ALL")
        .env_remove("TEXINPUTS");
    for (k, v) in env {
        cmd.env(k, v);
    }
    cmd.output()
        .unwrap_or_else(|e| panic!("{program} runs: {e}"))
}

/// Runs LaTeX with `engine` on `doc` and checks it finished.
fn latex(dir: &Path, engine: &str, extra: &[&str], doc: &str, env: &[(&str, &str)]) -> String {
    let mut args = vec!["-interaction=nonstopmode", "-halt-on-error"];
    args.extend_from_slice(extra);
    args.push(doc);
    let o = tex(dir, engine, &args, env);
    let log = std::fs::read_to_string(dir.join(format!("{doc}.log"))).unwrap_or_default();
    assert!(
        o.status.success(),
        "{engine} {extra:?} {doc}: {}\n{}",
        text(&o.stdout),
        log
    );
    log
}

/// `forsythe latex JOB` in `dir`.
fn forsythe_latex(dir: &Path, job: &str) {
    let o = Command::new(crate::forsythe_exe())
        .args(["latex", job])
        .current_dir(dir)
        .env("LANG", "C")
        .output()
        .expect("forsythe runs");
    assert!(
        o.status.success(),
        "forsythe latex {job}: {}",
        text(&o.stderr)
    );
    assert_eq!(text(&o.stderr), "", "forsythe latex {job}");
}

/// A diagram as it stands on a page: its left, bottom, width and height
/// in PostScript points.
#[derive(Debug, Clone, Copy)]
pub struct Placed {
    pub x: f64,
    pub y: f64,
    pub width: f64,
    pub height: f64,
}

impl Placed {
    fn center(&self) -> f64 {
        self.x + self.width / 2.0
    }
}

type Matrix = [f64; 6];

fn multiply(a: &Matrix, b: &Matrix) -> Matrix {
    [
        a[0] * b[0] + a[1] * b[2],
        a[0] * b[1] + a[1] * b[3],
        a[2] * b[0] + a[3] * b[2],
        a[2] * b[1] + a[3] * b[3],
        a[4] * b[0] + a[5] * b[2] + b[4],
        a[4] * b[1] + a[5] * b[3] + b[5],
    ]
}

fn number(o: &Object) -> f64 {
    match o {
        Object::Integer(i) => *i as f64,
        Object::Real(r) => f64::from(*r),
        _ => 0.0,
    }
}

fn numbers(o: Option<&Object>) -> Vec<f64> {
    match o {
        Some(Object::Array(items)) => items.iter().map(number).collect(),
        _ => Vec::new(),
    }
}

/// The XObjects a content stream can name: its resources' `/XObject`.
fn xobjects(doc: &Document, resources: Option<&lopdf::Dictionary>) -> Vec<(Vec<u8>, ObjectId)> {
    let Some(resources) = resources else {
        return Vec::new();
    };
    let dict = match resources.get(b"XObject") {
        Ok(Object::Reference(id)) => doc.get_dictionary(*id).ok(),
        Ok(Object::Dictionary(d)) => Some(d),
        _ => None,
    };
    dict.map(|d| {
        d.iter()
            .filter_map(|(k, v)| v.as_reference().ok().map(|id| (k.clone(), id)))
            .collect()
    })
    .unwrap_or_default()
}

/// The sizes of the images in `folder` (`forsythe-images`): a PDF's page
/// in points, an SVG's width and height (in pixels, which Typst takes as
/// points at 0.75).
pub fn image_sizes(folder: &Path) -> Vec<(f64, f64)> {
    let mut out = Vec::new();
    for entry in std::fs::read_dir(folder).expect("the images") {
        let path = entry.expect("an entry").path();
        match path.extension().and_then(|e| e.to_str()) {
            Some("pdf") => {
                let doc = Document::load(&path).expect("a PDF");
                let (_, page) = doc.get_pages().into_iter().next().expect("a page");
                let m = numbers(
                    doc.get_dictionary(page)
                        .ok()
                        .and_then(|d| d.get(b"MediaBox").ok()),
                );
                out.push((m[2] - m[0], m[3] - m[1]));
            }
            Some("svg") => {
                let svg = std::fs::read_to_string(&path).expect("an SVG");
                let attr = |name: &str| -> f64 {
                    let key = format!(" {name}=\"");
                    let at = svg.find(&key).expect("a size") + key.len();
                    svg[at..at + svg[at..].find('"').unwrap()]
                        .parse()
                        .expect("a number")
                };
                let (w, h) = (attr("width"), attr("height"));
                out.push((w, h));
                out.push((w * 0.75, h * 0.75));
            }
            _ => {}
        }
    }
    out
}

/// Every diagram drawn on the pages of a PDF, page by page: the form
/// XObjects whose box is the size of one of the images (`sizes`), wherever
/// they are drawn (a form that is none is looked into).
pub fn diagrams(pdf: &Path, sizes: &[(f64, f64)]) -> Vec<Vec<Placed>> {
    let doc = Document::load(pdf).unwrap_or_else(|e| panic!("{}: {e}", pdf.display()));
    let mut pages = Vec::new();
    for (_, page) in doc.get_pages() {
        let (direct, ids) = doc.get_page_resources(page).expect("resources");
        let mut names = xobjects(&doc, direct);
        for id in ids {
            names.extend(xobjects(&doc, doc.get_dictionary(id).ok()));
        }
        let content = doc.get_page_content(page);
        let mut found = Vec::new();
        let walk = Walk { doc: &doc, sizes };
        walk.content(
            &content,
            &names,
            [1.0, 0.0, 0.0, 1.0, 0.0, 0.0],
            &mut found,
            0,
        );
        pages.push(found);
    }
    pages
}

fn resources_of(doc: &Document, stream: &lopdf::Stream) -> Vec<(Vec<u8>, ObjectId)> {
    let resources = match stream.dict.get(b"Resources") {
        Ok(Object::Reference(id)) => doc.get_dictionary(*id).ok(),
        Ok(Object::Dictionary(d)) => Some(d),
        _ => None,
    };
    xobjects(doc, resources)
}

struct Walk<'a> {
    doc: &'a Document,
    sizes: &'a [(f64, f64)],
}

impl Walk<'_> {
    fn content(
        &self,
        content: &[u8],
        names: &[(Vec<u8>, ObjectId)],
        base: Matrix,
        found: &mut Vec<Placed>,
        depth: usize,
    ) {
        let Ok(content) = Content::decode(content) else {
            return;
        };
        let mut ctm = base;
        let mut stack = Vec::new();
        for op in content.operations {
            match op.operator.as_str() {
                "q" => stack.push(ctm),
                "Q" => ctm = stack.pop().unwrap_or(base),
                "cm" if op.operands.len() == 6 => {
                    let m: Vec<f64> = op.operands.iter().map(number).collect();
                    ctm = multiply(&[m[0], m[1], m[2], m[3], m[4], m[5]], &ctm);
                }
                "Do" => {
                    let Some(name) = op.operands.first().and_then(|o| o.as_name().ok()) else {
                        continue;
                    };
                    if let Some((_, id)) = names.iter().find(|(n, _)| n == name) {
                        self.form(*id, ctm, found, depth);
                    }
                }
                _ => {}
            }
        }
    }

    fn form(&self, id: ObjectId, ctm: Matrix, found: &mut Vec<Placed>, depth: usize) {
        let Ok(stream) = self.doc.get_object(id).and_then(Object::as_stream) else {
            return;
        };
        if stream.dict.get(b"Subtype").and_then(Object::as_name).ok() != Some(b"Form".as_slice()) {
            return;
        }
        let matrix = numbers(stream.dict.get(b"Matrix").ok());
        let form: Matrix = if matrix.len() == 6 {
            [
                matrix[0], matrix[1], matrix[2], matrix[3], matrix[4], matrix[5],
            ]
        } else {
            [1.0, 0.0, 0.0, 1.0, 0.0, 0.0]
        };
        let m = multiply(&form, &ctm);
        let b = numbers(stream.dict.get(b"BBox").ok());
        if b.len() == 4 {
            let (bw, bh) = ((b[2] - b[0]).abs(), (b[3] - b[1]).abs());
            if self
                .sizes
                .iter()
                .any(|(w, h)| close(bw, *w, 0.6) && close(bh, *h, 0.6))
            {
                let corner =
                    |x: f64, y: f64| (m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]);
                let (x0, y0) = corner(b[0], b[1]);
                let (x1, y1) = corner(b[2], b[3]);
                found.push(Placed {
                    x: x0.min(x1),
                    y: y0.min(y1),
                    width: (x1 - x0).abs(),
                    height: (y1 - y0).abs(),
                });
                return;
            }
        }
        if depth < 8 {
            let inner = stream
                .decompressed_content()
                .unwrap_or_else(|_| stream.content.clone());
            self.content(&inner, &resources_of(self.doc, stream), m, found, depth + 1);
        }
    }
}

/// Every image drawn on the pages of a tagged PDF (as Typst writes them),
/// page by page: the marked content of each `Figure` of the structure
/// that has an alternative text, where its drawing is on the page (Typst
/// draws an SVG image into the page's content, not as an XObject).
pub fn figures(pdf: &Path) -> Vec<Vec<Placed>> {
    let doc = Document::load(pdf).unwrap_or_else(|e| panic!("{}: {e}", pdf.display()));
    let mut marked: Vec<(ObjectId, i64)> = Vec::new();
    for o in doc.objects.values() {
        let Ok(dict) = o.as_dict() else { continue };
        if dict.get(b"S").and_then(Object::as_name).ok() != Some(b"Figure".as_slice())
            || dict.get(b"Alt").is_err()
        {
            continue;
        }
        let Ok(page) = dict.get(b"Pg").and_then(Object::as_reference) else {
            continue;
        };
        let ids: Vec<i64> = match dict.get(b"K") {
            Ok(Object::Array(items)) => items.iter().filter_map(|i| i.as_i64().ok()).collect(),
            Ok(Object::Integer(i)) => vec![*i],
            _ => Vec::new(),
        };
        marked.extend(ids.into_iter().map(|i| (page, i)));
    }
    let mut pages = Vec::new();
    for (_, page) in doc.get_pages() {
        let wanted: Vec<i64> = marked
            .iter()
            .filter(|(p, _)| *p == page)
            .map(|(_, i)| *i)
            .collect();
        let content = Content::decode(&doc.get_page_content(page)).expect("content");
        let mut ctm: Matrix = [1.0, 0.0, 0.0, 1.0, 0.0, 0.0];
        let mut stack = Vec::new();
        // The open marked-content sequences: whether each is a figure's.
        let mut open: Vec<bool> = Vec::new();
        let mut boxes: Vec<Option<(f64, f64, f64, f64)>> = Vec::new();
        let mut current: Option<(f64, f64, f64, f64)> = None;
        for op in content.operations {
            let nums: Vec<f64> = op.operands.iter().map(number).collect();
            let point = |x: f64, y: f64, ctm: &Matrix| {
                (
                    ctm[0] * x + ctm[2] * y + ctm[4],
                    ctm[1] * x + ctm[3] * y + ctm[5],
                )
            };
            let mut add = |x: f64, y: f64, ctm: &Matrix| {
                if open.iter().any(|f| *f) {
                    let (px, py) = point(x, y, ctm);
                    let b = current.get_or_insert((px, py, px, py));
                    *b = (b.0.min(px), b.1.min(py), b.2.max(px), b.3.max(py));
                }
            };
            match op.operator.as_str() {
                "q" => stack.push(ctm),
                "Q" => ctm = stack.pop().unwrap_or(ctm),
                "cm" if nums.len() == 6 => {
                    ctm = multiply(
                        &[nums[0], nums[1], nums[2], nums[3], nums[4], nums[5]],
                        &ctm,
                    );
                }
                "m" | "l" if nums.len() == 2 => add(nums[0], nums[1], &ctm),
                "c" if nums.len() == 6 => add(nums[4], nums[5], &ctm),
                "re" if nums.len() == 4 => {
                    add(nums[0], nums[1], &ctm);
                    add(nums[0] + nums[2], nums[1] + nums[3], &ctm);
                }
                "BDC" => {
                    let mcid = op
                        .operands
                        .get(1)
                        .and_then(|d| d.as_dict().ok())
                        .and_then(|d| d.get(b"MCID").ok())
                        .and_then(|m| m.as_i64().ok());
                    let figure = mcid.is_some_and(|m| wanted.contains(&m));
                    if figure && !open.iter().any(|f| *f) {
                        current = None;
                    }
                    open.push(figure);
                }
                "BMC" => open.push(false),
                "EMC" if open.pop() == Some(true) && !open.iter().any(|f| *f) => {
                    boxes.push(current.take());
                }
                _ => {}
            }
        }
        pages.push(
            boxes
                .into_iter()
                .flatten()
                .map(|(x0, y0, x1, y1)| Placed {
                    x: x0,
                    y: y0,
                    width: x1 - x0,
                    height: y1 - y0,
                })
                .collect(),
        );
    }
    pages
}

/// The sizes of the images drawn for a PDF, in `forsythe-images` beside it.
fn beside(pdf: &Path) -> Vec<(f64, f64)> {
    image_sizes(&pdf.parent().expect("a folder").join("forsythe-images"))
}

/// The diagrams of a PDF as LaTeX (`what` an engine) or Typst (`typst`)
/// draws them.
fn placed(pdf: &Path, what: &str) -> Vec<Vec<Placed>> {
    if what == "typst" {
        figures(pdf)
    } else {
        diagrams(pdf, &beside(pdf))
    }
}

/// The size of the PDF's first page, in points (its media box, which a
/// page may take from the page tree above it).
fn page_size(pdf: &Path) -> (f64, f64) {
    let doc = Document::load(pdf).expect("a PDF");
    let (_, mut node) = doc.get_pages().into_iter().next().expect("a page");
    loop {
        let dict = doc.get_dictionary(node).expect("a page");
        let media = dict.get(b"MediaBox").ok().map(|m| match m {
            Object::Reference(id) => doc.get_object(*id).ok().cloned(),
            other => Some(other.clone()),
        });
        if let Some(Some(m)) = media {
            let m = numbers(Some(&m));
            return (m[2] - m[0], m[3] - m[1]);
        }
        node = dict
            .get(b"Parent")
            .and_then(Object::as_reference)
            .expect("a media box in the page tree");
    }
}

const MM: f64 = 72.0 / 25.4;

fn close(a: f64, b: f64, tolerance: f64) -> bool {
    (a - b).abs() <= tolerance
}

/// The sample article: two columns on A4 with 2 cm margins; three
/// diagrams on the first page, each in one column and centred in it: the
/// game's position and the pin 6.5 cm wide, the final position in a
/// figure at 0.8 of the column. `gap` is the space between the columns.
fn check_article(pdf: &Path, what: &str, gap: f64) {
    let pages = placed(pdf, what);
    let (width, _) = page_size(pdf);
    assert!(close(width, 210.0 * MM, 1.0), "{what}: A4");
    assert_eq!(
        pages.iter().map(Vec::len).collect::<Vec<_>>(),
        [3],
        "{what}: the diagrams of each page: {pages:?}"
    );
    let text = 170.0 * MM;
    let column = (text - gap) / 2.0;
    let left = 20.0 * MM;
    let right = left + column + gap;
    let mut widths: Vec<f64> = pages[0].iter().map(|p| p.width).collect();
    widths.sort_by(f64::total_cmp);
    // As wide as asked for, within 0.4 pt: the two at the default width,
    // and the figure's.
    let (default, figure) = (65.0 * MM, 0.8 * column);
    let defaults = widths.iter().filter(|w| close(**w, default, 0.4)).count();
    let figures = widths.iter().filter(|w| close(**w, figure, 0.4)).count();
    assert_eq!((defaults, figures), (2, 1), "{what}: {widths:?}");
    for p in &pages[0] {
        let in_left = p.x >= left - 0.5 && p.x + p.width <= left + column + 0.5;
        let in_right = p.x >= right - 0.5 && p.x + p.width <= right + column + 0.5;
        assert!(
            in_left || in_right,
            "{what}: {p:?} stands across the columns"
        );
        let middle = if in_left {
            left + column / 2.0
        } else {
            right + column / 2.0
        };
        assert!(
            close(p.center(), middle, 1.5),
            "{what}: {p:?} is not centred in its column"
        );
        // The coordinates left and below: a square image.
        assert!(close(p.height, p.width, 1.0), "{what}: {p:?}");
    }
}

/// LaTeX's space between two columns (`\columnsep`, 10 pt), in PostScript
/// points.
const LATEX_GAP: f64 = 10.0 * 72.0 / 72.27;

/// Typst's (4 % of the text's width).
const TYPST_GAP: f64 = 0.04 * 170.0 * MM;

/// The sample problem page: four diagrams two by two, each 0.9 of its half
/// of the line wide, the first row above the second.
fn check_problems(pdf: &Path, what: &str, width: f64) {
    let pages = placed(pdf, what);
    assert_eq!(
        pages.iter().map(Vec::len).collect::<Vec<_>>(),
        [4],
        "{what}: {pages:?}"
    );
    // Row by row from the top (a row's boards stand a line apart when one
    // has more words above it), each row from the left.
    let mut placed = pages[0].clone();
    placed.sort_by(|a, b| b.y.total_cmp(&a.y));
    for row in placed.chunks_mut(2) {
        row.sort_by(|a, b| a.x.total_cmp(&b.x));
    }
    let middle = 105.0 * MM;
    for (i, p) in placed.iter().enumerate() {
        assert!(
            close(p.width, width, 1.0),
            "{what}: {p:?} is not {width} wide"
        );
        // Without coordinates, a square board.
        assert!(close(p.height, p.width, 1.0), "{what}: {p:?}");
        let left_half = p.x + p.width < middle;
        assert_eq!(left_half, i % 2 == 0, "{what}: {p:?}");
    }
    assert!(close(placed[0].y, placed[1].y, 20.0), "{what}: {placed:?}");
    assert!(
        placed[2].y + placed[2].height < placed[0].y,
        "{what}: {placed:?}"
    );
}

/// A LaTeX log with the package's messages each on one line (LaTeX
/// breaks them, going on with `(forsythe)` and spaces).
fn unwrapped(log: &str) -> String {
    let mut out = String::with_capacity(log.len());
    for line in log.lines() {
        match line.strip_prefix("(forsythe)") {
            Some(rest) => {
                out.pop();
                out.push(' ');
                out.push_str(rest.trim_start());
            }
            None => out.push_str(line),
        }
        out.push('\n');
    }
    out
}

/// What LaTeX said about forsythe's diagrams.
fn forsythe_lines(log: &str) -> Vec<&str> {
    log.lines()
        .filter(|l| l.contains("Package forsythe Warning"))
        .collect()
}

pub fn latex_examples_in_every_engine() {
    for engine in ["pdflatex", "lualatex", "xelatex"] {
        let dir = with_examples("latex");
        let d = dir.path();
        for doc in ["article", "problems"] {
            // The first run leaves a placeholder for each diagram, and says
            // so; it never fails.
            let log = unwrapped(&latex(d, engine, &[], doc, &[]));
            assert!(
                log.contains(&format!("not drawn yet: run `forsythe latex {doc}'")),
                "{engine} {doc}: {log}"
            );
            let first = d.join(format!("{doc}-first.pdf"));
            std::fs::rename(d.join(format!("{doc}.pdf")), &first).unwrap();
            forsythe_latex(d, doc);
            let log = latex(d, engine, &[], doc, &[]);
            assert_eq!(forsythe_lines(&log), Vec::<&str>::new(), "{engine} {doc}");
            // The first run's pages held placeholders, no diagram.
            let sizes = beside(&first);
            assert!(!sizes.is_empty());
            assert!(
                diagrams(&first, &sizes).iter().all(Vec::is_empty),
                "{engine} {doc}"
            );
        }
        check_article(&d.join("article.pdf"), engine, LATEX_GAP);
        let half = 0.48 * 170.0 * MM * 0.9;
        check_problems(&d.join("problems.pdf"), engine, half);
    }
}

pub fn latex_draws_during_the_run_with_shell_escape() {
    for engine in ["pdflatex", "lualatex", "xelatex"] {
        let dir = with_examples("latex");
        let d = dir.path();
        let log = latex(d, engine, &["-shell-escape"], "article", &[]);
        assert_eq!(forsythe_lines(&log), Vec::<&str>::new(), "{engine}");
        check_article(
            &d.join("article.pdf"),
            &format!("{engine} -shell-escape"),
            LATEX_GAP,
        );
        // All the answers are kept for the next run, which needs the shell
        // for nothing.
        let fsd = std::fs::read_to_string(d.join("article.fsd")).expect("answers");
        assert_eq!(fsd.matches("\\forsythedrawn{").count(), 3, "{fsd}");
        let log = latex(d, engine, &["-shell-escape"], "article", &[]);
        assert!(!log.contains("runsystem("), "{engine}: {log}");
    }
    // A restricted shell that allows forsythe draws as well; one that does
    // not leaves the diagrams to `forsythe latex`.
    let dir = with_examples("latex");
    let d = dir.path();
    let log = latex(d, "pdflatex", &["-shell-restricted"], "problems", &[]);
    assert!(log.contains("disabled (restricted)"), "{log}");
    assert!(log.contains("not drawn yet"), "{log}");
    let log = latex(
        d,
        "pdflatex",
        &["-shell-restricted"],
        "problems",
        &[("shell_escape_commands", "forsythe")],
    );
    assert!(log.contains("executed safely (allowed)"), "{log}");
    assert_eq!(forsythe_lines(&log), Vec::<&str>::new());
    check_problems(
        &d.join("problems.pdf"),
        "restricted",
        0.48 * 170.0 * MM * 0.9,
    );
}

pub fn latexmk_draws_and_runs_latex_again() {
    let rc = root().join("integrations/latex/latexmkrc");
    for (engine, flag) in [
        ("pdflatex", "-pdf"),
        ("xelatex", "-pdfxe"),
        ("lualatex", "-pdflua"),
    ] {
        let dir = with_examples("latex");
        let d = dir.path();
        // latexmk with the rule: forsythe draws, LaTeX runs again, and the
        // log has no word of the package left.
        let build = || {
            let args = [flag, "-interaction=nonstopmode", "-r"];
            let mut args: Vec<String> = args.iter().map(|a| (*a).to_owned()).collect();
            args.push(rc.to_string_lossy().into_owned());
            args.push("article.tex".to_owned());
            let args: Vec<&str> = args.iter().map(String::as_str).collect();
            let o = tex(d, "latexmk", &args, &[]);
            let out = text(&o.stdout) + &text(&o.stderr);
            assert!(o.status.success(), "latexmk {flag}: {out}");
            assert!(
                out.contains("cusdep fsq fsd article"),
                "latexmk {flag}: {out}"
            );
            let log = std::fs::read_to_string(d.join("article.log")).unwrap();
            assert_eq!(forsythe_lines(&log), Vec::<&str>::new(), "{engine}");
        };
        build();
        check_article(
            &d.join("article.pdf"),
            &format!("latexmk {flag}"),
            LATEX_GAP,
        );
        // A diagram changed: latexmk draws it and runs LaTeX again.
        let tex_path = d.join("article.tex");
        let source = std::fs::read_to_string(&tex_path).unwrap();
        std::fs::write(&tex_path, source.replace("theme=hatched", "theme=blue")).unwrap();
        build();
    }
}

pub fn latex_in_beamer_and_with_errors() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    std::fs::copy(
        root().join("integrations/latex/forsythe.sty"),
        d.join("forsythe.sty"),
    )
    .unwrap();
    let slides = "\\documentclass{beamer}\n\\usepackage{forsythe}\n\\begin{document}\n\
        \\begin{frame}{A position}\n\\centering\n\
        \\forsythe[width=0.5\\textheight, caption={side}]{8/8/8/4k3/8/8/8/4K3 w}\n\\end{frame}\n\
        \\begin{frame}[fragile]{Two, side by side}\n\
        \\begin{columns}\n\\column{0.45\\textwidth}\n\
        \\begin{forsytheblock}[width=\\linewidth]\nfen: 8/8/8/4k3/8/8/8/4K3 w\narrows: e1e2\n\\end{forsytheblock}\n\
        \\column{0.45\\textwidth}\n\\forsythe[width=\\linewidth, size=big]{8/8/8/4k3/8/8/8/4K3 w}\n\
        \\end{columns}\n\\end{frame}\n\\end{document}\n";
    std::fs::write(d.join("slides.tex"), slides).unwrap();
    latex(d, "pdflatex", &[], "slides", &[]);
    let o = Command::new(crate::forsythe_exe())
        .args(["latex", "slides"])
        .current_dir(d)
        .env("LANG", "C")
        .output()
        .expect("forsythe runs");
    // The diagram with an error is reported with its place, and the run of
    // LaTeX that follows shows it as a placeholder with the message.
    assert_eq!(o.status.code(), Some(1));
    assert!(
        // A fragile frame is read from the file beamer writes it into.
        text(&o.stderr).contains("error: `size=big` is no whole number\n --> slides.vrb, line 9,"),
        "{}",
        text(&o.stderr)
    );
    let log = unwrapped(&latex(d, "pdflatex", &[], "slides", &[]));
    assert!(
        log.contains("Package forsythe Warning: The diagram on line 9 cannot be drawn:"),
        "{log}"
    );
    let pages = diagrams(&d.join("slides.pdf"), &beside(&d.join("slides.pdf")));
    assert_eq!(
        pages.iter().map(Vec::len).collect::<Vec<_>>(),
        [1, 1],
        "{pages:?}"
    );
    // Beamer's page is 128 mm wide: the first board half as high as the
    // slide, the second as wide as its column.
    assert!(
        close(pages[0][0].width, 0.5 * 96.0 * MM * 0.96, 6.0),
        "{pages:?}"
    );
    assert!(pages[1][0].x + pages[1][0].width < 64.0 * MM, "{pages:?}");
}

/// The Typst package as `integrations/typst/build.sh` assembles it (the
/// plugin built for the web platform), once per run: the folder of
/// packages Typst is given (`package_path`), which holds
/// `local/forsythe/VERSION`.
fn typst_packages() -> &'static Path {
    static BUILT: OnceLock<PathBuf> = OnceLock::new();
    BUILT.get_or_init(|| {
        let out = root().join("target/typst-packages");
        let o = Command::new("bash")
            .arg(root().join("integrations/typst/build.sh"))
            .arg(&out)
            .output()
            .expect("build.sh runs");
        assert!(o.status.success(), "build.sh: {}", text(&o.stderr));
        let printed = text(&o.stdout);
        assert_eq!(
            printed.lines().last().map(PathBuf::from),
            Some(out.join("local/forsythe").join(package_version())),
            "build.sh prints the package's path last: {printed}"
        );
        out
    })
}

/// The version in `integrations/typst/typst.toml`.
fn package_version() -> String {
    let toml = std::fs::read_to_string(root().join("integrations/typst/typst.toml")).unwrap();
    toml.lines()
        .find_map(|l| l.strip_prefix("version = \""))
        .and_then(|v| v.strip_suffix('"'))
        .expect("the package's version")
        .to_owned()
}

/// The PATH without any folder that holds a `forsythe` program: the
/// package must need none.
fn path_without_forsythe() -> std::ffi::OsString {
    let path = std::env::var_os("PATH").unwrap_or_default();
    let kept: Vec<PathBuf> = std::env::split_paths(&path)
        .filter(|d| !d.join("forsythe").exists())
        .collect();
    std::env::join_paths(kept).expect("a PATH")
}

/// Compiles `dir/DOC.typ` into `DOC.pdf` with the Typst compiler of the
/// `typst` Python package, the packages of `packages` at hand and no
/// forsythe program on the PATH. `Ok` holds Typst's warnings, `Err` the
/// error that stopped it.
fn typst_run(dir: &Path, doc: &str, packages: &Path) -> Result<Vec<String>, String> {
    let script = "import shutil, sys, typst\n\
        assert shutil.which('forsythe') is None, 'forsythe is on the PATH'\n\
        try:\n    \
            _, warnings = typst.compile_with_warnings(sys.argv[1], output=sys.argv[2], package_path=sys.argv[3])\n\
        except typst.TypstError as e:\n    \
            print(e.message, file=sys.stderr)\n    \
            sys.exit(2)\n\
        for w in warnings:\n    print(w.message)\n";
    let o = Command::new(super::program("typst"))
        .args(["-c", script, &format!("{doc}.typ"), &format!("{doc}.pdf")])
        .arg(packages)
        .current_dir(dir)
        .env("PATH", path_without_forsythe())
        .output()
        .expect("python runs");
    match o.status.code() {
        Some(0) => Ok(text(&o.stdout).lines().map(str::to_owned).collect()),
        Some(2) => Err(text(&o.stderr).trim_end().to_owned()),
        _ => panic!("typst {doc}: {}", text(&o.stderr)),
    }
}

/// Compiles a Typst document through the package; it must give no
/// warning.
fn typst_compile(dir: &Path, doc: &str) {
    match typst_run(dir, doc, typst_packages()) {
        Ok(warnings) => assert_eq!(warnings, Vec::<String>::new(), "typst {doc}"),
        Err(e) => panic!("typst {doc}: {e}"),
    }
}

/// The sample article and problem page compile with nothing but the
/// package (no program, no pass before), their diagrams where they belong.
pub fn typst_examples() {
    let dir = with_examples("typst");
    let d = dir.path();
    for doc in ["article", "problems"] {
        typst_compile(d, doc);
    }
    check_article(&d.join("article.pdf"), "typst", TYPST_GAP);
    check_problems(
        &d.join("problems.pdf"),
        "typst",
        0.9 * (170.0 * MM * 0.96) / 2.0,
    );
}

/// The words of a PDF, each run of white space one space.
fn pdf_words(pdf: &Path) -> String {
    let o = Command::new("pdftotext")
        .arg(pdf)
        .arg("-")
        .output()
        .expect("pdftotext runs");
    assert!(o.status.success(), "{}", text(&o.stderr));
    text(&o.stdout)
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// A mistake stops the compilation with the engine's message, which names
/// the key, the line and the column (a raw block's own line and column),
/// in the document's language.
pub fn typst_mistake_stops_the_compile() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let head = format!("#import \"@local/forsythe:{}\": *\n", package_version());
    for (body, says) in [
        (
            "#forsythe(\"8/8/8/4k3/8/8/8/4K3 w\", arrows: \"e2e9\")\n",
            "panicked with: forsythe: arrows:1:1: error: the square e9 of a mark is not on the \
             board",
        ),
        (
            "#show: forsythe-blocks\n```fen\n8/8/8/4k3/8/8/8/4K3 w\ntheme: glossy\n```\n",
            "panicked with: forsythe: block line 2, column 8, key `theme`: error: `glossy` is not \
             a theme; choose classic, blue, green, print, hatched or magazine",
        ),
        (
            "#show: forsythe-blocks\n```fen\n8/8/8/4k3/8/8/8/4K3 w\nstipulation=\"#1\" \
             arrows=\"e2e9\"\n```\n",
            "panicked with: forsythe: block line 2, column 26, key `arrows`: error: the square e9 \
             of a mark is not on the board",
        ),
        (
            "#set text(lang: \"de\")\n#forsythe(\"8/8/8/4k3/8/8/8/4K3 w\", arrows: \"e2e9\")\n",
            "panicked with: forsythe: arrows:1:1: error: das Feld e9 einer Markierung liegt nicht \
             auf dem Brett",
        ),
    ] {
        std::fs::write(d.join("doc.typ"), format!("{head}{body}")).unwrap();
        let said = typst_run(d, "doc", typst_packages()).expect_err(body);
        assert_eq!(said, says, "{body}");
    }
}

/// The alternative texts of a PDF's figures (`/Alt` of its tagged
/// structure), in no particular order.
fn figure_alts(pdf: &Path) -> Vec<String> {
    let doc = Document::load(pdf).unwrap_or_else(|e| panic!("{}: {e}", pdf.display()));
    doc.objects
        .values()
        .filter_map(|o| o.as_dict().ok())
        .filter(|d| d.get(b"S").and_then(Object::as_name).ok() == Some(b"Figure".as_slice()))
        .filter_map(|d| d.get(b"Alt").ok())
        .map(|alt| match alt {
            Object::String(bytes, _) => lopdf::decode_text_string(alt)
                .unwrap_or_else(|_| String::from_utf8_lossy(bytes).into_owned()),
            other => format!("{other:?}"),
        })
        .collect()
}

/// A warning (a letter drawn as `?`) does not stop the compilation: Typst
/// has no warnings for packages, so it is in the diagram's description.
pub fn typst_warning_goes_into_the_description() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    std::fs::write(
        d.join("doc.typ"),
        format!(
            "#import \"@local/forsythe:{}\": *\n#forsythe(\"8/8/8/4k3/8/8/8/4KY2 w\")\n",
            package_version()
        ),
    )
    .unwrap();
    typst_compile(d, "doc");
    assert_eq!(
        figure_alts(&d.join("doc.pdf")),
        [
            "White to move. White: king e1. Black: king e5. Unknown square: f1. (forsythe: \
             fen:1:19: warning: `Y` in rank 1 is not a piece letter in English notation; it is \
             drawn as `?`)"
        ]
    );
}

/// `forsythe-file(read(…))` draws every problem of a Popeye file and of an
/// olive collection, each with its lines and its twins.
pub fn typst_files_draw_each_problem_with_its_lines() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let popeye = crate::corpus().join("popeye/BEISPIEL/twin.inp");
    std::fs::copy(&popeye, d.join("twin.inp")).expect("the corpus's twin.inp");
    std::fs::copy(
        root().join("tests/data/problems/twin-fairy.olv"),
        d.join("twin-fairy.olv"),
    )
    .unwrap();
    let head = format!("#import \"@local/forsythe:{}\": *\n", package_version());
    for (file, problems, lines) in [
        (
            "twin.inp",
            std::fs::read_to_string(&popeye)
                .unwrap()
                .matches("weiteresproblem")
                .count()
                + 1,
            &["M. Tomasevi", "h#2", "b) h=2"][..],
        ),
        ("twin-fairy.olv", 1, &["b)"][..]),
    ] {
        std::fs::write(
            d.join("doc.typ"),
            format!("{head}#forsythe-file(read(\"{file}\"), columns: 3)\n"),
        )
        .unwrap();
        typst_compile(d, "doc");
        let drawn: usize = figures(&d.join("doc.pdf")).iter().map(Vec::len).sum();
        assert_eq!(drawn, problems, "{file}");
        let words = pdf_words(&d.join("doc.pdf"));
        for line in lines {
            assert!(words.contains(line), "{file}: no {line:?} in {words}");
        }
    }
}

/// `forsythe-file(read(…))` draws every record of an EPD file and every
/// game of a PGN file (at the move `at` names): each diagram is the one the
/// engine draws for that item, told by its description, with the item's
/// warnings (an EPD line's stray `;`) after it.
pub fn typst_files_draw_each_record_and_game() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let head = format!("#import \"@local/forsythe:{}\": *\n", package_version());
    for (file, keys, items) in [
        ("epd/nolot.epd", "", 11),
        ("pgn/kasparov-deep-blue-1997.pgn", ", at: \"10\"", 6),
        ("pgn/kasparov-deep-blue-1997.pgn", "", 6),
    ] {
        let source = crate::corpus().join(file);
        let text = std::fs::read_to_string(&source).expect("the corpus's file");
        let name = source.file_name().unwrap().to_str().unwrap();
        std::fs::write(d.join(name), &text).unwrap();
        std::fs::write(
            d.join("doc.typ"),
            format!("{head}#forsythe-file(read(\"{name}\"), columns: 3{keys})\n"),
        )
        .unwrap();
        typst_compile(d, "doc");
        let mut drawn = figure_alts(&d.join("doc.pdf"));
        drawn.sort();
        let pairs: &[(&str, &str)] = if keys.is_empty() {
            &[]
        } else {
            &[("at", "10")]
        };
        let mut engine = forsythe::host::Engine::new("en").by(forsythe::settings::Way::Document);
        let mut wanted: Vec<String> = engine
            .file(&text, pairs, forsythe::render::Format::Svg)
            .expect("the engine draws the file")
            .into_iter()
            .map(|d| {
                // The package adds what was said to the description.
                let said: Vec<String> = d
                    .diagnostics
                    .iter()
                    .filter(|n| n.level != forsythe::host::Level::Note)
                    .map(ToString::to_string)
                    .collect();
                if said.is_empty() {
                    d.alt
                } else {
                    format!("{} (forsythe: {})", d.alt, said.join("; "))
                }
            })
            .collect();
        wanted.sort();
        assert_eq!(wanted.len(), items, "{file}");
        assert_eq!(drawn, wanted, "{file}{keys}");
    }
}

/// A package whose plugin is of another version stops with both versions
/// named.
pub fn typst_plugin_of_another_version_is_an_error() {
    let packages = tempfile::tempdir().unwrap();
    let version = package_version();
    let from = typst_packages().join("local/forsythe").join(&version);
    let to = packages.path().join("local/forsythe").join(&version);
    std::fs::create_dir_all(&to).unwrap();
    for entry in std::fs::read_dir(&from).unwrap() {
        let path = entry.unwrap().path();
        std::fs::copy(&path, to.join(path.file_name().unwrap())).unwrap();
    }
    let lib = std::fs::read_to_string(to.join("lib.typ")).unwrap();
    let own = format!("#let _version = \"{version}\"");
    assert!(lib.contains(&own), "lib.typ has {own}");
    std::fs::write(
        to.join("lib.typ"),
        lib.replace(&own, "#let _version = \"9.9.9\""),
    )
    .unwrap();
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("doc.typ"),
        format!("#import \"@local/forsythe:{version}\": *\n#forsythe(\"8/8/8/4k3/8/8/8/4K3 w\")\n"),
    )
    .unwrap();
    let said = typst_run(dir.path(), "doc", packages.path()).expect_err("another version");
    assert!(
        said.contains(&format!(
            "forsythe: this package is version 9.9.9 but its plugin (forsythe.wasm) is version \
             {version}"
        )),
        "{said}"
    );
}

/// Renders the first page of a PDF as the guide shows it.
fn page_picture(pdf: &Path) -> Vec<u8> {
    let o = Command::new("pdftoppm")
        .args(["-png", "-r", "60", "-f", "1", "-l", "1", "-singlefile"])
        .arg(pdf)
        .arg(pdf.with_extension(""))
        .output()
        .expect("pdftoppm runs");
    assert!(o.status.success(), "{}", text(&o.stderr));
    std::fs::read(pdf.with_extension("png")).expect("a picture")
}

/// The guide's pictures of typeset pages are what the samples make:
/// `docs/src/images/latex-article.png` (pdfLaTeX) and
/// `docs/src/images/typst-problems.png`.
/// `FORSYTHE_BLESS=1` makes them anew.
pub fn guide_pages_are_the_samples() {
    let bless = std::env::var_os("FORSYTHE_BLESS").is_some_and(|v| v != "0");
    let latex_dir = with_examples("latex");
    let d = latex_dir.path();
    latex(d, "pdflatex", &[], "article", &[]);
    forsythe_latex(d, "article");
    latex(d, "pdflatex", &[], "article", &[]);
    let typst_dir = with_examples("typst");
    let t = typst_dir.path();
    typst_compile(t, "problems");
    for (drawn, shown) in [
        (
            page_picture(&d.join("article.pdf")),
            "docs/src/images/latex-article.png",
        ),
        (
            page_picture(&t.join("problems.pdf")),
            "docs/src/images/typst-problems.png",
        ),
    ] {
        let path = root().join(shown);
        if bless {
            std::fs::write(&path, &drawn).expect("written");
            continue;
        }
        let old = std::fs::read(&path).unwrap_or_else(|e| panic!("{shown}: {e}"));
        let (a, b) = (image::decode(&old), image::decode(&drawn));
        assert_eq!(
            image::differing_pixels(&a, &b).map(|(n, _)| n),
            Some(0),
            "{shown} is not what the sample makes; FORSYTHE_BLESS=1 makes it anew"
        );
    }
}

/// The format number of `forsythe.sty`'s source, and the package with it
/// set to `format` instead (a package of another format).
fn package_of_format(format: u32) -> (u32, String) {
    let sty = std::fs::read_to_string(root().join("integrations/latex/forsythe.sty")).unwrap();
    let line = "\\int_const:Nn \\c__forsythe_format_int { ";
    let at = sty.find(line).expect("the package's format") + line.len();
    let end = at + sty[at..].find(' ').expect("its end");
    let own: u32 = sty[at..end].parse().expect("a number");
    (own, format!("{}{format}{}", &sty[..at], &sty[end..]))
}

pub fn latex_answers_of_another_format_are_not_read() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let (own, older) = package_of_format(1);
    assert!(own > 1);
    // Format 1 had no \forsythelines.
    let defined = "\\cs_new_protected:Npn \\forsythelines ";
    assert!(older.contains(defined));
    let older = older.replace(
        defined,
        "\\cs_new_protected:Npn \\__forsythe_lines_unknown:w ",
    );
    std::fs::copy(
        root().join("integrations/latex/forsythe.sty"),
        d.join("forsythe.sty"),
    )
    .unwrap();
    // A problem with an award: its answers hold a \forsythelines.
    std::fs::write(
        d.join("doc.tex"),
        "\\documentclass{article}\n\\usepackage{forsythe}\n\\begin{document}\n\
         \\forsythe[author=A. Composer, award=1st Prize, stipulation=h\\#2]{8/8/8/4k3/8/8/8/4K3 w}\n\
         \\end{document}\n",
    )
    .unwrap();
    latex(d, "pdflatex", &[], "doc", &[]);
    forsythe_latex(d, "doc");
    let fsd = std::fs::read_to_string(d.join("doc.fsd")).unwrap();
    assert!(fsd.contains("\\forsythelines{"), "{fsd}");
    let log = unwrapped(&latex(d, "pdflatex", &[], "doc", &[]));
    assert_eq!(forsythe_lines(&log), Vec::<&str>::new(), "{log}");
    // A package of an older format meets the newer answers: it reads
    // nothing after their number (no undefined \forsythelines stops the
    // run), says both numbers and what to do, and leaves a placeholder.
    std::fs::write(d.join("forsythe.sty"), &older).unwrap();
    let log = unwrapped(&latex(d, "pdflatex", &[], "doc", &[]));
    let version = forsythe::VERSION;
    assert_eq!(
        forsythe_lines(&log)[0],
        format!(
            "Package forsythe Warning: doc.fsd holds answers of format {own} (from forsythe \
             {version}), and this forsythe.sty reads format 1: use the forsythe.sty that comes \
             with forsythe {version}."
        ),
        "{log}"
    );
    assert!(
        log.contains("Package forsythe Warning: The diagram on line 4 is not drawn yet."),
        "{log}"
    );
    // The package of this format meets older answers: both numbers, and
    // what to do.
    std::fs::copy(
        root().join("integrations/latex/forsythe.sty"),
        d.join("forsythe.sty"),
    )
    .unwrap();
    let old: String = fsd
        .replace(&format!("}}{{{own}}}\n"), "}{1}\n")
        .lines()
        .filter(|l| !l.starts_with("\\ifnum") && !l.starts_with("\\forsythelines"))
        .map(|l| format!("{l}\n"))
        .collect();
    assert!(
        old.contains("\\forsytheanswers{") && old.contains("}{1}\n"),
        "{old}"
    );
    std::fs::write(d.join("doc.fsd"), old).unwrap();
    let log = unwrapped(&latex(d, "pdflatex", &[], "doc", &[]));
    assert_eq!(
        forsythe_lines(&log)[0],
        format!(
            "Package forsythe Warning: doc.fsd holds answers of format 1, and this forsythe.sty \
             reads format {own}: run `forsythe latex doc' with the forsythe this package comes \
             with."
        ),
        "{log}"
    );
}
