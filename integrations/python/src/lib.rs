//! The extension module `forsythe._forsythe`: the engine of
//! `forsythe::host` for Python. The pure-Python package (python/forsythe)
//! turns Python's keyword arguments and records into the engine's pairs and
//! calls these functions; they draw with the GIL released, on an engine kept
//! warm in each thread (and in each worker of the pool `draw_many` draws
//! with), and hand back the image with every diagnostic as data. A request
//! that makes nothing raises `ForsytheError` (a `ValueError`) carrying the
//! first error's place.

#![forbid(unsafe_code)]

use std::cell::RefCell;
use std::fs::File;
use std::sync::{Arc, Mutex, OnceLock, mpsc};

use forsythe::host::{Diagnostic as HostDiagnostic, Drawing, Engine, EngineError};
use forsythe::input::{self, EntryKind, FileKind};
use forsythe::render::Format;
use pyo3::create_exception;
use pyo3::exceptions::{PyOSError, PyRuntimeError, PyUserWarning, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyDict};

create_exception!(
    forsythe,
    ForsytheError,
    PyValueError,
    "A diagram could not be made: a record that cannot be read, a game that \
     cannot be played, a key that is unknown or has a wrong value. `.line` and \
     `.column` place the first error in the value of `.key` (or in the block), \
     `.kind` says what is wrong, `.diagnostics` holds everything said."
);
create_exception!(
    forsythe,
    ForsytheWarning,
    PyUserWarning,
    "Something was drawn, but not all as written (a letter drawn as `?`)."
);

/// The pairs of one request, as the package hands them over.
type Pairs = Vec<(String, String)>;

/// One thing said about a request: its level, message and place.
#[pyclass(frozen, module = "forsythe", name = "Diagnostic")]
#[derive(Clone)]
struct Diagnostic {
    /// `error`, `warning` or `note`.
    #[pyo3(get)]
    level: &'static str,
    /// The message, in the engine's language.
    #[pyo3(get)]
    message: String,
    /// What to do about it, when there is a suggestion.
    #[pyo3(get)]
    hint: Option<String>,
    /// The key whose value it points into (`fen`, `arrows`), if any.
    #[pyo3(get)]
    key: Option<String>,
    /// The line it points at, from 1.
    #[pyo3(get)]
    line: Option<usize>,
    /// The column it points at, in characters from 1.
    #[pyo3(get)]
    column: Option<usize>,
    /// The whole of it as compilers write it: `fen:1:20: warning: …`.
    text: String,
}

#[pymethods]
impl Diagnostic {
    fn __str__(&self) -> &str {
        &self.text
    }

    fn __repr__(&self) -> String {
        format!("<forsythe.Diagnostic {:?}>", self.text)
    }
}

impl Diagnostic {
    fn of(d: &HostDiagnostic) -> Diagnostic {
        Diagnostic {
            level: d.level.name(),
            message: d.message.clone(),
            hint: d.hint.clone(),
            key: d.key.clone(),
            line: d.line,
            column: d.column,
            text: d.to_string(),
        }
    }
}

/// The diagnostics of an answer.
fn diagnostics(list: &[HostDiagnostic]) -> Vec<Diagnostic> {
    list.iter().map(Diagnostic::of).collect()
}

/// What is wrong, in a word, by the key the error points into: `record`
/// (the record, or the base it is laid over), `game` (a game, its moves,
/// which of its positions), `key` (an unknown key, a wrong value) or
/// `block` (a block's text, a request as a whole).
fn kind_of(key: Option<&str>) -> &'static str {
    match key {
        Some("fen" | "record" | "position" | "base" | "dialect" | "from" | "merge-digits") => {
            "record"
        }
        Some("pgn" | "moves" | "at") => "game",
        Some(_) => "key",
        None => "block",
    }
}

/// The exception for a request that made nothing: the first error's
/// message and place, and every diagnostic.
fn error(py: Python<'_>, e: &EngineError) -> PyErr {
    let err = ForsytheError::new_err(e.to_string());
    let first = e.first();
    let value = err.value(py);
    let set = || -> PyResult<()> {
        value.setattr("message", first.map(|d| d.message.clone()))?;
        value.setattr("hint", first.and_then(|d| d.hint.clone()))?;
        value.setattr("key", first.and_then(|d| d.key.clone()))?;
        value.setattr("line", first.and_then(|d| d.line))?;
        value.setattr("column", first.and_then(|d| d.column))?;
        value.setattr("kind", kind_of(first.and_then(|d| d.key.as_deref())))?;
        value.setattr("diagnostics", diagnostics(&e.diagnostics))?;
        value.setattr("index", py.None())?;
        Ok(())
    };
    match set() {
        Ok(()) => err,
        Err(e) => e,
    }
}

/// A diagram drawn: the image's bytes, its alternative text, what was said.
#[pyclass(frozen, module = "forsythe._forsythe", name = "Drawn")]
struct Drawn {
    bytes: Vec<u8>,
    /// The alternative text: the `alt` key, else the position in words.
    #[pyo3(get)]
    alt: String,
    /// The warnings and notes.
    #[pyo3(get)]
    diagnostics: Vec<Diagnostic>,
}

#[pymethods]
impl Drawn {
    /// The image file's bytes.
    #[getter]
    fn data<'py>(&self, py: Python<'py>) -> Bound<'py, PyBytes> {
        PyBytes::new(py, &self.bytes)
    }
}

impl Drawn {
    fn of(d: Drawing) -> Drawn {
        Drawn {
            alt: d.alt,
            diagnostics: diagnostics(&d.diagnostics),
            bytes: d.bytes,
        }
    }
}

/// An entry of a file: a record, a game, a row of a CSV file or a problem,
/// with its tags.
#[pyclass(frozen, module = "forsythe", name = "Record")]
struct Record {
    entry: input::Entry,
}

#[pymethods]
impl Record {
    /// The record: the line, a game's starting FEN, a row's `FEN` column,
    /// a problem's board.
    #[getter]
    fn text(&self) -> &str {
        &self.entry.text
    }

    /// The line it is on in its file, from 1.
    #[getter]
    fn line(&self) -> usize {
        self.entry.line
    }

    /// `record`, `game`, `row` or `problem`.
    #[getter]
    fn kind(&self) -> &'static str {
        match &self.entry.kind {
            EntryKind::Game { .. } => "game",
            EntryKind::Row { .. } => "row",
            EntryKind::Problem { .. } => "problem",
            _ => "record",
        }
    }

    /// Its tags by name: a game's PGN tags, a row's columns, a problem's
    /// lines (`Author`, `Stipulation`, …), a record's `title` and
    /// `solution`.
    #[getter]
    fn tags<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let dict = PyDict::new(py);
        for (name, value) in self.entry.tags() {
            dict.set_item(name, value)?;
        }
        Ok(dict)
    }

    /// A game's text as written (tags and movetext); `None` for the rest.
    #[getter]
    fn pgn(&self) -> Option<&str> {
        match &self.entry.kind {
            EntryKind::Game { pgn, .. } => Some(pgn),
            _ => None,
        }
    }

    fn __repr__(&self) -> String {
        format!(
            "<forsythe.Record {} line {}: {:?}>",
            self.kind(),
            self.entry.line,
            self.entry.text
        )
    }
}

/// A file's entries as they are read, lazily; what gives no entry is
/// handed back as a warning's text.
#[pyclass(module = "forsythe._forsythe", name = "Reader")]
struct Reader {
    inner: Mutex<input::Reader<File>>,
    name: String,
}

#[pymethods]
impl Reader {
    /// Opens `path`, as a file of `kind` (`lines`, `pgn`, `csv`, `popeye`,
    /// `olive`), or of the kind its first lines tell.
    #[new]
    #[pyo3(signature = (path, kind=None))]
    fn new(path: std::path::PathBuf, kind: Option<&str>) -> PyResult<Reader> {
        let kind = match kind {
            None => None,
            Some("lines" | "epd" | "fen") => Some(FileKind::Lines),
            Some("pgn") => Some(FileKind::Pgn),
            Some("csv") => Some(FileKind::Csv),
            Some("popeye") => Some(FileKind::Problems),
            Some("olive" | "yacpdb") => Some(FileKind::Olive),
            Some(other) => {
                return Err(PyValueError::new_err(format!(
                    "`{other}` is no kind of file: lines, pgn, csv, popeye or olive"
                )));
            }
        };
        let file = File::open(&path).map_err(|e| {
            PyOSError::new_err((e.raw_os_error().unwrap_or(0), e.to_string(), path.clone()))
        })?;
        let inner = match kind {
            Some(k) => input::Reader::of_kind(file, k),
            None => input::Reader::new(file),
        };
        Ok(Reader {
            inner: Mutex::new(inner),
            name: path.display().to_string(),
        })
    }

    fn __iter__(slf: PyRef<'_, Self>) -> PyRef<'_, Self> {
        slf
    }

    /// The next entry (a `Record`) or, for a part of the file that gives
    /// none, the text of the warning about it.
    fn __next__(&self, py: Python<'_>) -> PyResult<Option<Py<PyAny>>> {
        let next = py.detach(|| {
            let mut inner = self.inner.lock().unwrap_or_else(|p| p.into_inner());
            inner.next()
        });
        match next {
            None => Ok(None),
            Some(Err(e)) => Err(PyOSError::new_err(format!("{}: {e}", self.name))),
            Some(Ok(Ok(entry))) => Ok(Some(Py::new(py, Record { entry })?.into_any())),
            Some(Ok(Err(problem))) => {
                let text = passed_over(&self.name, &problem);
                Ok(Some(text.into_pyobject(py)?.into_any().unbind()))
            }
        }
    }
}

/// What is said of a part of a file that gives no entry.
fn passed_over(file: &str, problem: &input::Skipped) -> String {
    match *problem {
        input::Skipped::TooLong { line, bytes } => {
            format!("{file}:{line}: a line of {bytes} bytes is too long to read; passed over")
        }
        input::Skipped::GameTooLong { line } => {
            format!("{file}:{line}: the game is too long to read; passed over")
        }
        input::Skipped::TooManyTags { line } => {
            format!("{file}:{line}: the game has too many tags; passed over")
        }
        input::Skipped::Columns {
            line,
            found,
            expected,
        } => format!("{file}:{line}: a row of {found} columns, not {expected}; passed over"),
        input::Skipped::NoRecordColumn { line } => format!(
            "{file}:{line}: this is the header of a CSV file, but none of its columns holds the records; no row is read"
        ),
        _ => format!("{file}: a part of the file could not be read; passed over"),
    }
}

/// The first entry of a text when it is a problem or a game (so that a
/// string holding one is drawn as one), else `None`.
#[pyfunction]
fn first_entry(py: Python<'_>, text: &str) -> Option<Record> {
    py.detach(|| {
        let mut reader = input::Reader::new(text.as_bytes());
        let entry = reader.next()?.ok()?.ok()?;
        matches!(
            entry.kind,
            EntryKind::Problem { .. } | EntryKind::Game { .. }
        )
        .then_some(Record { entry })
    })
}

/// The format named (`svg`, `png`, `pdf`, `gif`).
fn format_of(name: &str) -> PyResult<Format> {
    match name.to_ascii_lowercase().as_str() {
        "svg" => Ok(Format::Svg),
        "png" => Ok(Format::Png),
        "pdf" => Ok(Format::Pdf),
        "gif" => Ok(Format::Gif),
        _ => Err(PyValueError::new_err(format!(
            "`{name}` is no format: svg, png, pdf or gif"
        ))),
    }
}

thread_local! {
    /// This thread's engines, by the language of their messages as asked.
    static ENGINES: RefCell<Vec<(String, Engine)>> = const { RefCell::new(Vec::new()) };
}

/// Runs `f` on this thread's engine for `lang`, made the first time.
fn with_engine<T>(lang: &str, f: impl FnOnce(&mut Engine) -> T) -> T {
    ENGINES.with(|engines| {
        let mut engines = engines.borrow_mut();
        let at = match engines.iter().position(|(l, _)| l == lang) {
            Some(at) => at,
            None => {
                engines.push((lang.to_owned(), Engine::new(lang)));
                engines.len() - 1
            }
        };
        f(&mut engines[at].1)
    })
}

/// Draws one request: the pairs, over a file's entry when there is one.
fn draw_one(
    engine: &mut Engine,
    pairs: &Pairs,
    entry: Option<&input::Entry>,
    format: Format,
) -> Result<Drawing, EngineError> {
    let pairs: Vec<(&str, &str)> = pairs
        .iter()
        .map(|(k, v)| (k.as_str(), v.as_str()))
        .collect();
    match entry {
        Some(entry) => engine.draw_entry(entry, &pairs, format),
        None => engine.draw(&pairs, format),
    }
}

/// Draws the diagram the pairs describe (over `entry`, a file's record) in
/// `format`, with messages in `lang`.
#[pyfunction]
#[pyo3(signature = (pairs, format, lang, entry=None))]
fn draw(
    py: Python<'_>,
    pairs: Pairs,
    format: &str,
    lang: &str,
    entry: Option<PyRef<'_, Record>>,
) -> PyResult<Drawn> {
    let format = format_of(format)?;
    let entry = entry.as_ref().map(|r| &r.entry);
    let drawn = py.detach(|| with_engine(lang, |e| draw_one(e, &pairs, entry, format)));
    drawn.map(Drawn::of).map_err(|e| error(py, &e))
}

/// Draws the `key: value` lines of a block (its first line may be the
/// record alone), each pair of `defaults` first unless the block gives its
/// key; places are the block's lines and columns.
#[pyfunction]
#[pyo3(signature = (block, defaults, format, lang))]
fn draw_block(
    py: Python<'_>,
    block: &str,
    defaults: Pairs,
    format: &str,
    lang: &str,
) -> PyResult<Drawn> {
    let format = format_of(format)?;
    let drawn = py.detach(|| {
        let defaults: Vec<(&str, &str)> = defaults
            .iter()
            .map(|(k, v)| (k.as_str(), v.as_str()))
            .collect();
        with_engine(lang, |e| e.draw_block(block, &defaults, format))
    });
    drawn.map(Drawn::of).map_err(|e| error(py, &e))
}

/// The position the pairs describe, in words, with what was said.
#[pyfunction]
fn describe(py: Python<'_>, pairs: Pairs, lang: &str) -> PyResult<(String, Vec<Diagnostic>)> {
    let answer = py.detach(|| {
        let pairs: Vec<(&str, &str)> = pairs
            .iter()
            .map(|(k, v)| (k.as_str(), v.as_str()))
            .collect();
        with_engine(lang, |e| e.describe(&pairs))
    });
    answer
        .map(|a| (a.text, diagnostics(&a.diagnostics)))
        .map_err(|e| error(py, &e))
}

/// The record of the pairs written in the notation `to`, with what was
/// said.
#[pyfunction]
fn translate(
    py: Python<'_>,
    pairs: Pairs,
    to: &str,
    lang: &str,
) -> PyResult<(String, Vec<Diagnostic>)> {
    let answer = py.detach(|| {
        let pairs: Vec<(&str, &str)> = pairs
            .iter()
            .map(|(k, v)| (k.as_str(), v.as_str()))
            .collect();
        with_engine(lang, |e| e.translate(&pairs, to))
    });
    answer
        .map(|a| (a.text, diagnostics(&a.diagnostics)))
        .map_err(|e| error(py, &e))
}

/// A job for the pool: it draws on the worker's engines.
type Job = Box<dyn FnOnce() + Send>;

/// The workers that draw many diagrams at once, one a core, each with its
/// engines kept warm between calls.
struct Pool {
    jobs: Mutex<mpsc::Sender<Job>>,
    workers: usize,
}

fn pool() -> &'static Pool {
    static POOL: OnceLock<Pool> = OnceLock::new();
    POOL.get_or_init(|| {
        let workers = std::thread::available_parallelism().map_or(1, |n| n.get());
        let (send, receive) = mpsc::channel::<Job>();
        let receive = Arc::new(Mutex::new(receive));
        let mut started = 0;
        for i in 0..workers {
            let receive = Arc::clone(&receive);
            let spawned = std::thread::Builder::new()
                .name(format!("forsythe-{i}"))
                .spawn(move || {
                    loop {
                        let job = match receive.lock() {
                            Ok(r) => r.recv(),
                            Err(_) => return,
                        };
                        match job {
                            Ok(job) => job(),
                            Err(_) => return,
                        }
                    }
                });
            if spawned.is_ok() {
                started += 1;
            }
        }
        Pool {
            jobs: Mutex::new(send),
            workers: started,
        }
    })
}

/// One request of `draw_many`: its pairs and, maybe, a file's entry.
type Request = (Pairs, Option<Arc<input::Entry>>);

/// Draws every request in `format`, in parallel with the GIL released; the
/// answers come in the order asked. A request that makes nothing is its
/// `ForsytheError` (with `.index`) in the list.
#[pyfunction]
fn draw_many(
    py: Python<'_>,
    requests: Vec<(Pairs, Option<PyRef<'_, Record>>)>,
    format: &str,
    lang: &str,
) -> PyResult<Vec<Py<PyAny>>> {
    let format = format_of(format)?;
    let requests: Vec<Request> = requests
        .into_iter()
        .map(|(pairs, entry)| (pairs, entry.map(|r| Arc::new(r.entry.clone()))))
        .collect();
    let answers = py.detach(|| draw_in_pool(requests, format, lang));
    answers
        .into_iter()
        .enumerate()
        .map(|(index, answer)| match answer {
            Some(Ok(d)) => Ok(Py::new(py, Drawn::of(d))?.into_any()),
            Some(Err(e)) => {
                let err = error(py, &e);
                err.value(py).setattr("index", index)?;
                Ok(err.into_value(py).into_any())
            }
            None => Err(PyRuntimeError::new_err(
                "a worker stopped before drawing its diagram",
            )),
        })
        .collect()
}

/// The answers to the requests, drawn by the pool's workers, each taking
/// the next request until none is left; `None` for one a worker could not
/// finish.
fn draw_in_pool(
    requests: Vec<Request>,
    format: Format,
    lang: &str,
) -> Vec<Option<Result<Drawing, EngineError>>> {
    let count = requests.len();
    let pool = pool();
    let requests = Arc::new(requests);
    let next = Arc::new(std::sync::atomic::AtomicUsize::new(0));
    let (send, receive) = mpsc::channel();
    let workers = pool.workers.min(count).max(1);
    {
        let jobs = pool.jobs.lock().unwrap_or_else(|p| p.into_inner());
        for _ in 0..workers {
            let (requests, next, send, lang) = (
                Arc::clone(&requests),
                Arc::clone(&next),
                send.clone(),
                lang.to_owned(),
            );
            let job: Job = Box::new(move || {
                with_engine(&lang, |engine| {
                    loop {
                        let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        let Some((pairs, entry)) = requests.get(i) else {
                            return;
                        };
                        let drawn = draw_one(engine, pairs, entry.as_deref(), format);
                        if send.send((i, drawn)).is_err() {
                            return;
                        }
                    }
                });
            });
            if let Err(mpsc::SendError(job)) = jobs.send(job) {
                // No worker to take it: draw here.
                job();
            }
        }
    }
    drop(send);
    let mut answers: Vec<Option<Result<Drawing, EngineError>>> =
        std::iter::repeat_with(|| None).take(count).collect();
    for (i, drawn) in receive {
        answers[i] = Some(drawn);
    }
    answers
}

#[pymodule]
fn _forsythe(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    m.add("ForsytheError", m.py().get_type::<ForsytheError>())?;
    m.add("ForsytheWarning", m.py().get_type::<ForsytheWarning>())?;
    m.add_class::<Diagnostic>()?;
    m.add_class::<Drawn>()?;
    m.add_class::<Record>()?;
    m.add_class::<Reader>()?;
    m.add_function(wrap_pyfunction!(first_entry, m)?)?;
    m.add_function(wrap_pyfunction!(draw, m)?)?;
    m.add_function(wrap_pyfunction!(draw_block, m)?)?;
    m.add_function(wrap_pyfunction!(draw_many, m)?)?;
    m.add_function(wrap_pyfunction!(describe, m)?)?;
    m.add_function(wrap_pyfunction!(translate, m)?)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_error_is_named_by_its_key() {
        assert_eq!(kind_of(Some("fen")), "record");
        assert_eq!(kind_of(Some("pgn")), "game");
        assert_eq!(kind_of(Some("theme")), "key");
        assert_eq!(kind_of(None), "block");
    }

    #[test]
    fn the_pool_answers_in_the_order_asked() {
        let fen = |fen: &str| ("fen".to_owned(), fen.to_owned());
        // The third has an arrow off the board: an error.
        let requests: Vec<Request> = vec![
            (vec![fen("8/8/8/4k3/8/8/8/4K3 w")], None),
            (vec![fen("8/8/8/8/8/8/8/QK6 w")], None),
            (
                vec![
                    fen("8/8/8/4k3/8/8/8/4K3 w"),
                    ("arrows".to_owned(), "e2e9".to_owned()),
                ],
                None,
            ),
        ];
        let answers = draw_in_pool(requests, Format::Svg, "en");
        assert_eq!(answers.len(), 3);
        let alt = |i: usize| match &answers[i] {
            Some(Ok(d)) => d.alt.clone(),
            _ => String::new(),
        };
        assert_eq!(alt(0), "White to move. White: king e1. Black: king e5.");
        assert!(alt(1).contains("queen a1"), "{}", alt(1));
        assert!(matches!(answers[2], Some(Err(_))));
    }
}
