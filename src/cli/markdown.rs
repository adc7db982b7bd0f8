//! `forsythe markdown`, `forsythe mdbook` and `forsythe block`: diagram
//! blocks in documents turned into images.

use std::io::Read;
use std::path::{Path, PathBuf};

use clap::Args;

use crate::app::block::draw::Drawer;
use crate::app::block::notes::{LineIndex, emit};
use crate::app::files::write_if_changed;
use crate::app::i18n::{n, s};
use crate::app::report::{Reporter, Severity};
use crate::cli::{Fatal, write_stdout};
use crate::markdown::{self, Converter, Target, mdbook, output};
use crate::render::Format;

/// The info words that mark a diagram block unless told otherwise.
const INFOS: &str = "fen,forsythe,chess";

/// The largest document (or block) read, in bytes.
const MAX_DOCUMENT: u64 = 64 * 1024 * 1024;

// Help texts come from the Fluent messages (`help-markdown-arg-…`), as for
// every command; see `crate::cli::help::command`.

// `forsythe markdown`: documents in, documents out, images beside them.
#[derive(Args, Debug)]
pub struct MarkdownArgs {
    #[arg(value_name = "FILE")]
    pub files: Vec<PathBuf>,
    #[arg(short, long, value_name = "OUT", conflicts_with = "in_place")]
    pub output: Option<PathBuf>,
    #[arg(long)]
    pub in_place: bool,
    #[arg(long, value_name = "DIR")]
    pub images: Option<PathBuf>,
    #[arg(long, value_parser = crate::cli::render::format_parser(), ignore_case = true, default_value = "svg")]
    pub format: Format,
    #[arg(long)]
    pub inline_svg: bool,
    #[arg(long)]
    pub drop_source: bool,
    #[arg(long, value_name = "URL")]
    pub link_prefix: Option<String>,
    #[arg(long, value_name = "WORDS", value_delimiter = ',', default_value = INFOS)]
    pub info: Vec<String>,
    #[arg(long, value_name = "KEY=VALUE")]
    pub set: Vec<String>,
}

// `forsythe mdbook`: `supports RENDERER`, or the book's JSON on stdin.
#[derive(Args, Debug)]
pub struct MdbookArgs {
    #[arg(value_name = "supports")]
    pub action: Option<String>,
    #[arg(value_name = "RENDERER")]
    pub renderer: Option<String>,
}

// `forsythe block`: one block's text on stdin, one diagram out.
#[derive(Args, Debug)]
pub struct BlockArgs {
    #[arg(short, long, value_name = "FILE", conflicts_with = "images")]
    pub output: Option<PathBuf>,
    #[arg(long, value_name = "DIR")]
    pub images: Option<PathBuf>,
    #[arg(long, value_parser = crate::cli::render::format_parser(), ignore_case = true, default_value = "svg")]
    pub format: Format,
    #[arg(long)]
    pub html: bool,
    #[arg(long, value_name = "KEY=VALUE")]
    pub set: Vec<String>,
}

/// The renderers of mdBook whose output shows the images this program makes.
const RENDERERS: &[&str] = &["html", "markdown"];

fn usage(reporter: &Reporter, message: &str) -> Fatal {
    reporter.emit(Severity::Error, message, None, None);
    Fatal::Usage
}

fn format_name(format: Format) -> &'static str {
    format.name()
}

/// The drawer for the `--set` defaults, checked; a usage error otherwise.
fn drawer<'r>(
    reporter: &'r Reporter,
    format: Format,
    set: &[String],
    origin: &str,
) -> Result<Drawer<'r>, Fatal> {
    let defaults = markdown::defaults(set.iter().map(String::as_str))
        .map_err(|t| usage(reporter, &reporter.msgs.get("md-set", &[("text", s(t))])))?;
    let mut drawer = Drawer::new(reporter, format, defaults).naming();
    if markdown::check_defaults(&mut drawer, reporter, origin) {
        Ok(drawer)
    } else {
        Err(Fatal::Usage)
    }
}

/// Reads a whole input as UTF-8 text, reporting what goes wrong under `name`.
fn read_text(reader: impl Read, name: &str, reporter: &Reporter) -> Option<String> {
    let mut bytes = Vec::new();
    if let Err(e) = reader.take(MAX_DOCUMENT + 1).read_to_end(&mut bytes) {
        let msg = reporter.msgs.get(
            "err-read-input",
            &[("path", s(name)), ("reason", s(reporter.io_reason(&e)))],
        );
        reporter.emit(Severity::Error, &msg, None, None);
        return None;
    }
    if bytes.len() as u64 > MAX_DOCUMENT {
        let msg = reporter.msgs.get(
            "md-too-large",
            &[
                ("path", s(name)),
                ("max", n(MAX_DOCUMENT as usize / (1024 * 1024))),
            ],
        );
        reporter.emit(Severity::Error, &msg, None, None);
        return None;
    }
    match String::from_utf8(bytes) {
        Ok(t) => Some(t),
        Err(e) => {
            let offset = e.utf8_error().valid_up_to();
            let msg = format!(
                "{name}: {}",
                reporter.msgs.get("err-not-utf8", &[("offset", n(offset))])
            );
            reporter.emit(Severity::Error, &msg, None, None);
            None
        }
    }
}

/// Writes `text` to `path` unless it holds it already.
fn write_document(path: &Path, text: &str, reporter: &Reporter) -> Result<(), Fatal> {
    match write_if_changed(path, text.as_bytes()) {
        Ok(_) => Ok(()),
        Err(e) => {
            let msg = reporter.msgs.get(
                "err-write-output",
                &[
                    ("path", s(path.display())),
                    ("reason", s(reporter.io_reason(&e))),
                ],
            );
            reporter.emit(Severity::Error, &msg, None, None);
            Err(Fatal::Failed)
        }
    }
}

/// Where the diagrams of a document written into `folder` go.
fn target(args: &MarkdownArgs, folder: &Path) -> Target {
    match (&args.images, args.inline_svg) {
        (Some(images), false) => {
            let prefix = args.link_prefix.clone().unwrap_or_else(|| {
                output::relative_link(folder, images)
                    .unwrap_or_else(|| images.to_string_lossy().replace('\\', "/"))
            });
            Target::Files {
                folder: images.clone(),
                prefix,
            }
        }
        _ => Target::Inline,
    }
}

/// The folder a file is in (`.` for a bare name).
fn folder_of(path: &Path) -> PathBuf {
    match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    }
}

/// Where each converted document goes (`None`: standard output): back into
/// its file, to `-o`, or into the `-o` folder under its own name. Two files
/// that would be written to one place are a usage error.
fn destinations(args: &MarkdownArgs, reporter: &Reporter) -> Result<Vec<Option<PathBuf>>, Fatal> {
    let several = args.files.len() > 1;
    let mut out: Vec<Option<PathBuf>> = Vec::new();
    for (i, file) in args.files.iter().enumerate() {
        let path = if args.in_place {
            Some(file.clone())
        } else {
            match &args.output {
                Some(o) if o.as_os_str() == "-" => None,
                Some(o) if several => {
                    let base = match file.file_name() {
                        Some(b) if file.as_os_str() != "-" => PathBuf::from(b),
                        _ => PathBuf::from("stdin.md"),
                    };
                    Some(o.join(base))
                }
                Some(o) => Some(o.clone()),
                None => None,
            }
        };
        if let Some(p) = &path
            && let Some(j) = out.iter().position(|q| q.as_ref() == Some(p))
        {
            let msg = reporter.msgs.get(
                "md-same-output",
                &[
                    ("first", s(args.files[j].display())),
                    ("second", s(args.files[i].display())),
                    ("path", s(p.display())),
                ],
            );
            return Err(usage(reporter, &msg));
        }
        out.push(path);
    }
    if several
        && !args.in_place
        && let Some(folder) = &args.output
        && let Err(e) = crate::app::files::create_folder(folder)
    {
        let msg = reporter.msgs.get(
            "err-write-output",
            &[
                ("path", s(folder.display())),
                ("reason", s(reporter.write_error_text(&e))),
            ],
        );
        reporter.emit(Severity::Error, &msg, None, None);
        return Err(Fatal::Failed);
    }
    Ok(out)
}

/// `forsythe markdown`: returns whether every block was converted.
pub fn run_markdown(args: &MarkdownArgs, reporter: &Reporter) -> Result<bool, Fatal> {
    let msgs = &reporter.msgs;
    if args.inline_svg && args.format != Format::Svg {
        return Err(usage(
            reporter,
            &msgs.get(
                "md-svg-only",
                &[
                    ("option", s("--inline-svg")),
                    ("format", s(format_name(args.format))),
                ],
            ),
        ));
    }
    if args.images.is_none() && !args.inline_svg {
        return Err(usage(reporter, &msgs.text("md-images-needed")));
    }
    let stdin_only = args.files.is_empty() || args.files.iter().all(|f| f.as_os_str() == "-");
    if args.in_place && (args.files.is_empty() || args.files.iter().any(|f| f.as_os_str() == "-")) {
        return Err(usage(reporter, &msgs.text("md-in-place-stdin")));
    }
    let several = args.files.len() > 1;
    if several && !args.in_place && args.output.as_ref().is_none_or(|o| o.as_os_str() == "-") {
        return Err(usage(reporter, &msgs.text("md-several-outputs")));
    }
    if args.files.iter().filter(|f| f.as_os_str() == "-").count() > 1 {
        return Err(usage(reporter, &msgs.text("md-stdin-twice")));
    }
    let infos: Vec<String> = args
        .info
        .iter()
        .map(|i| i.trim().to_owned())
        .filter(|i| !i.is_empty())
        .collect();
    let drawer = drawer(reporter, args.format, &args.set, "--set")?;
    let mut converter = Converter::new(drawer, reporter, infos).keeping(!args.drop_source);
    let mut all_ok = true;
    let stdin_name = msgs.text("stdin-name");
    if stdin_only {
        let Some(text) = read_text(std::io::stdin().lock(), &stdin_name, reporter) else {
            return Err(Fatal::Failed);
        };
        let out_folder = match &args.output {
            Some(o) if o.as_os_str() != "-" => folder_of(o),
            _ => PathBuf::from("."),
        };
        let (new, failed) = converter.convert(&text, &stdin_name, &target(args, &out_folder));
        match &args.output {
            Some(o) if o.as_os_str() != "-" => write_document(o, &new, reporter)?,
            _ => write_stdout(new.as_bytes(), reporter)?,
        }
        return Ok(failed == 0);
    }
    let destinations = destinations(args, reporter)?;
    for (i, file) in args.files.iter().enumerate() {
        let (text, name) = if file.as_os_str() == "-" {
            (
                read_text(std::io::stdin().lock(), &stdin_name, reporter),
                stdin_name.clone(),
            )
        } else {
            let name = file.display().to_string();
            let text = match std::fs::File::open(file) {
                Ok(f) => read_text(f, &name, reporter),
                Err(e) => {
                    let msg = msgs.get(
                        "err-read-input",
                        &[("path", s(&name)), ("reason", s(reporter.io_reason(&e)))],
                    );
                    reporter.emit(Severity::Error, &msg, None, None);
                    None
                }
            };
            (text, name)
        };
        let Some(text) = text else {
            all_ok = false;
            continue;
        };
        let destination = destinations[i].clone();
        let folder = destination
            .as_deref()
            .map_or_else(|| PathBuf::from("."), folder_of);
        let (new, failed) = converter.convert(&text, &name, &target(args, &folder));
        all_ok &= failed == 0;
        match destination {
            Some(path) => {
                if let Err(Fatal::Failed) = write_document(&path, &new, reporter) {
                    all_ok = false;
                }
            }
            None => write_stdout(new.as_bytes(), reporter)?,
        }
    }
    Ok(all_ok)
}

/// `forsythe block`: one block's text on stdin, one diagram out.
pub fn run_block(args: &BlockArgs, reporter: &Reporter) -> Result<bool, Fatal> {
    let msgs = &reporter.msgs;
    if args.html && args.format != Format::Svg {
        return Err(usage(
            reporter,
            &msgs.get(
                "md-svg-only",
                &[
                    ("option", s("--html")),
                    ("format", s(format_name(args.format))),
                ],
            ),
        ));
    }
    let mut drawer = drawer(reporter, args.format, &args.set, "--set")?;
    let stdin_name = msgs.text("stdin-name");
    let Some(text) = read_text(std::io::stdin().lock(), &stdin_name, reporter) else {
        return Err(Fatal::Failed);
    };
    let outcome = drawer.draw(&text);
    let index = LineIndex::new(&text);
    for note in &outcome.notes {
        emit(reporter, note, &index, &|o| o, 0);
    }
    let Some(drawn) = outcome.drawn else {
        return Ok(false);
    };
    let write = |path: &Path, bytes: &[u8]| -> Result<(), Fatal> {
        if let Some(dir) = path.parent()
            && !dir.as_os_str().is_empty()
            && let Err(e) = std::fs::create_dir_all(dir)
        {
            let msg = msgs.get(
                "err-write-output",
                &[
                    ("path", s(path.display())),
                    ("reason", s(reporter.io_reason(&e))),
                ],
            );
            reporter.emit(Severity::Error, &msg, None, None);
            return Err(Fatal::Failed);
        }
        match write_if_changed(path, bytes) {
            Ok(_) => Ok(()),
            Err(e) => {
                let msg = msgs.get(
                    "err-write-output",
                    &[
                        ("path", s(path.display())),
                        ("reason", s(reporter.io_reason(&e))),
                    ],
                );
                reporter.emit(Severity::Error, &msg, None, None);
                Err(Fatal::Failed)
            }
        }
    };
    let path = args
        .images
        .as_ref()
        .map(|folder| folder.join(drawn.file_name(args.format.name())));
    let bytes = if args.html {
        let svg = String::from_utf8_lossy(&drawn.bytes);
        let mut line = output::inline_svg(&svg, &drawn.alt, &markdown::scope(drawn.name_hash(), 1));
        line.push('\n');
        line.into_bytes()
    } else {
        drawn.bytes
    };
    if let Some(path) = path {
        write(&path, &bytes)?;
        let line = format!("{}\t{}\n", path.display(), drawn.alt);
        write_stdout(line.as_bytes(), reporter)?;
        return Ok(true);
    }
    match &args.output {
        Some(path) if path.as_os_str() != "-" => write(path, &bytes)?,
        _ => write_stdout(&bytes, reporter)?,
    }
    Ok(true)
}

/// What `book.toml` sets for the preprocessor: the format, inline SVG, the
/// images' folder, the info words, and the keys every diagram takes.
struct MdbookConfig {
    format: Format,
    inline: bool,
    images: String,
    infos: Vec<String>,
    defaults: Vec<String>,
}

/// Reads the preprocessor's table of `book.toml` (`origin` names it in
/// messages); a value that is not one is a usage error.
fn mdbook_config(
    config: &serde_json::Map<String, serde_json::Value>,
    origin: &str,
    reporter: &Reporter,
) -> Result<MdbookConfig, Fatal> {
    let msgs = &reporter.msgs;
    let mut format = Format::Svg;
    let mut inline = false;
    let mut images = "diagrams".to_owned();
    let mut infos: Vec<String> = INFOS.split(',').map(str::to_owned).collect();
    let mut defaults = Vec::new();
    for (key, value) in config {
        if mdbook::MDBOOK_KEYS.contains(&key.as_str()) {
            continue;
        }
        let Some(text) = mdbook::value_text(value) else {
            let msg = msgs.get("md-config-value", &[("key", s(key)), ("origin", s(origin))]);
            return Err(usage(reporter, &msg));
        };
        let bad = |reporter: &Reporter| {
            let msg = msgs.get(
                "md-config-bad",
                &[("key", s(key)), ("value", s(&text)), ("origin", s(origin))],
            );
            usage(reporter, &msg)
        };
        match crate::app::block::settings::canonical(key).as_str() {
            "format" => {
                format = text.parse::<Format>().map_err(|_| bad(reporter))?;
            }
            "inlinesvg" => {
                inline = match text.as_str() {
                    "true" => true,
                    "false" => false,
                    _ => return Err(bad(reporter)),
                };
            }
            "images" => images = text,
            "info" => infos = text.split(',').map(|i| i.trim().to_owned()).collect(),
            _ => defaults.push(format!("{key}={text}")),
        }
    }
    if inline && format != Format::Svg {
        return Err(usage(
            reporter,
            &msgs.get(
                "md-svg-only",
                &[
                    ("option", s("inline-svg")),
                    ("format", s(format_name(format))),
                ],
            ),
        ));
    }
    Ok(MdbookConfig {
        format,
        inline,
        images,
        infos,
        defaults,
    })
}

/// `forsythe mdbook`: mdBook's preprocessor protocol.
pub fn run_mdbook(args: &MdbookArgs, reporter: &Reporter) -> Result<bool, Fatal> {
    let msgs = &reporter.msgs;
    match (args.action.as_deref(), args.renderer.as_deref()) {
        (Some("supports"), Some(renderer)) => return Ok(RENDERERS.contains(&renderer)),
        (Some("supports"), None) => {
            return Err(usage(reporter, &msgs.text("md-supports-renderer")));
        }
        (Some(other), _) => {
            return Err(usage(
                reporter,
                &msgs.get("md-mdbook-action", &[("text", s(other))]),
            ));
        }
        (None, _) => {}
    }
    let stdin_name = msgs.text("stdin-name");
    let Some(text) = read_text(std::io::stdin().lock(), &stdin_name, reporter) else {
        return Err(Fatal::Failed);
    };
    let json_error = |reason: &dyn std::fmt::Display| {
        reporter.emit(
            Severity::Error,
            &msgs.get("md-mdbook-input", &[("reason", s(reason))]),
            None,
            None,
        );
        Fatal::Failed
    };
    let input: serde_json::Value = serde_json::from_str(&text).map_err(|e| json_error(&e))?;
    let serde_json::Value::Array(mut pair) = input else {
        return Err(json_error(&msgs.text("md-mdbook-shape")));
    };
    if pair.len() != 2 {
        return Err(json_error(&msgs.text("md-mdbook-shape")));
    }
    let mut book = pair.pop().unwrap_or_default();
    let context = pair.pop().unwrap_or_default();
    let config = mdbook::config(&context);
    let origin = msgs.text("md-mdbook-origin");
    let MdbookConfig {
        format,
        inline,
        images,
        infos,
        defaults,
    } = mdbook_config(&config, &origin, reporter)?;
    let drawer = drawer(reporter, format, &defaults, &origin)?;
    let mut converter = Converter::new(drawer, reporter, infos);
    let root = PathBuf::from(context.get("root").and_then(|r| r.as_str()).unwrap_or("."));
    let source = PathBuf::from(mdbook::source_folder(&context));
    let images = root.join(&source).join(images);
    let mut failed = 0;
    mdbook::for_each_chapter(&mut book, &mut |path, content| {
        if !content.contains("```") && !content.contains("~~~") {
            return None;
        }
        let chapter = path.map(Path::new);
        let folder = root
            .join(&source)
            .join(chapter.and_then(Path::parent).unwrap_or(Path::new("")));
        let target = if inline {
            Target::Inline
        } else {
            Target::Files {
                folder: images.clone(),
                prefix: output::relative_link(&folder, &images).unwrap_or_default(),
            }
        };
        let name = match chapter {
            Some(p) => source.join(p).display().to_string(),
            None => msgs.text("md-mdbook-draft"),
        };
        let (new, errors) = converter.convert(content, &name, &target);
        failed += errors;
        (new != content).then_some(new)
    });
    let mut out = serde_json::to_vec(&book).map_err(|e| json_error(&e))?;
    out.push(b'\n');
    write_stdout(&out, reporter)?;
    Ok(failed == 0)
}
