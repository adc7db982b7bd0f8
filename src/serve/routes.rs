//! The routes: diagrams in our URL format and in web-boardimage's, the
//! check behind the page, the page itself, health and metrics; and the layer
//! every request passes (limits, time-out, metrics, access log).

use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use axum::Router;
use axum::body::Body;
use axum::extract::{RawQuery, Request, State};
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode, header};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::routing::get;

use crate::app::i18n::{n, s};
use crate::serve::diagram::{self, Format, Notice};
use crate::serve::http::{
    HttpError, matches, pairs, percent_encode, query_lang, request_lang, with_reporter,
};
use crate::serve::metrics::Metrics;
use crate::serve::params::{ParamError, Settings};
use crate::serve::pool::Pool;
use crate::serve::{boardimage, page};

/// The longest request target (path and query) taken, in bytes.
pub const MAX_URI: usize = 8 * 1024;

/// The most bytes of header fields (names and values) taken.
pub const MAX_HEADERS: usize = 32 * 1024;

/// How long an image may be kept by browsers and caches: a year, for the
/// bytes of a URL never change within a version.
const IMMUTABLE: &str = "public, max-age=31536000, immutable";

/// The service's state, shared by every request.
pub struct App {
    /// The drawing threads.
    pub pool: Pool,
    /// The counters.
    pub metrics: Metrics,
    /// No access log.
    pub quiet: bool,
    /// The longest a request may take once its headers are read.
    pub request_timeout: Duration,
    /// Connections open now.
    pub open: AtomicUsize,
}

/// The client's address, put into each request by the connection.
#[derive(Debug, Clone, Copy)]
pub struct Remote(pub SocketAddr);

/// The route a path belongs to, for the counters.
fn route_name(path: &str) -> &'static str {
    match path {
        "/" => "page",
        "/check" => "check",
        "/edit" => "edit",
        "/healthz" => "healthz",
        "/metrics" => "metrics",
        "/page.css" | "/page.js" | "/editor.js" => "asset",
        p if p.starts_with("/diagram.") => "diagram",
        p if p.starts_with("/board.") => "board",
        _ => "other",
    }
}

/// Every route, behind the layer that bounds and counts requests.
pub fn router(app: Arc<App>) -> Router {
    Router::new()
        .route("/", get(page_route))
        .route(
            "/page.css",
            get(|| async { asset(page::CSS, "text/css; charset=utf-8") }),
        )
        .route(
            "/page.js",
            get(|| async { asset(page::JS, "text/javascript; charset=utf-8") }),
        )
        .route(
            "/editor.js",
            get(|| async { asset(page::EDITOR_JS, "text/javascript; charset=utf-8") }),
        )
        .route("/edit", get(edit))
        .route(
            "/diagram.svg",
            get(|s, q, h| image(s, q, h, Format::Svg, false)),
        )
        .route(
            "/diagram.png",
            get(|s, q, h| image(s, q, h, Format::Png, false)),
        )
        .route(
            "/diagram.pdf",
            get(|s, q, h| image(s, q, h, Format::Pdf, false)),
        )
        .route(
            "/diagram.gif",
            get(|s, q, h| image(s, q, h, Format::Gif, false)),
        )
        .route(
            "/board.svg",
            get(|s, q, h| image(s, q, h, Format::Svg, true)),
        )
        .route(
            "/board.png",
            get(|s, q, h| image(s, q, h, Format::Png, true)),
        )
        .route("/check", get(check))
        .route(
            "/healthz",
            get(|| async { ([(header::CACHE_CONTROL, "no-store")], "ok\n") }),
        )
        .route("/metrics", get(metrics))
        .route("/problems/{slug}", get(problem_type))
        .fallback(not_found)
        .layer(tower_http::catch_panic::CatchPanicLayer::custom(
            |_: Box<dyn std::any::Any + Send>| {
                HttpError::message(
                    StatusCode::INTERNAL_SERVER_ERROR,
                    "internal",
                    "en",
                    "serve-err-internal",
                    &[],
                )
                .into_response()
            },
        ))
        .layer(middleware::from_fn_with_state(app.clone(), guard))
        .with_state(app)
}

/// Bounds every request (target length, method, body, time), then counts it
/// and writes the access log line.
async fn guard(State(app): State<Arc<App>>, req: Request, next: Next) -> Response {
    let start = Instant::now();
    let method = req.method().clone();
    let target = req
        .uri()
        .path_and_query()
        .map_or_else(|| req.uri().path().to_owned(), |p| p.as_str().to_owned());
    let route = route_name(req.uri().path());
    let remote = req.extensions().get::<Remote>().map(|r| r.0);
    let version = req.version();
    let lang = request_lang(
        if target.len() > MAX_URI {
            None
        } else {
            query_lang(req.uri().query())
        },
        req.headers(),
    );
    let has_body = req
        .headers()
        .get(header::CONTENT_LENGTH)
        .is_some_and(|v| v.as_bytes() != b"0")
        || req.headers().contains_key(header::TRANSFER_ENCODING);
    let header_bytes: usize = req
        .headers()
        .iter()
        .map(|(k, v)| k.as_str().len() + v.len())
        .sum();
    let res = if header_bytes > MAX_HEADERS {
        HttpError::message(
            StatusCode::REQUEST_HEADER_FIELDS_TOO_LARGE,
            "headers-too-large",
            lang,
            "serve-err-headers-too-large",
            &[("length", n(header_bytes)), ("max", n(MAX_HEADERS))],
        )
        .into_response()
    } else if target.len() > MAX_URI {
        HttpError::message(
            StatusCode::URI_TOO_LONG,
            "uri-too-long",
            lang,
            "serve-err-uri-too-long",
            &[("length", n(target.len())), ("max", n(MAX_URI))],
        )
        .into_response()
    } else if method != Method::GET && method != Method::HEAD {
        HttpError::message(
            StatusCode::METHOD_NOT_ALLOWED,
            "method-not-allowed",
            lang,
            "serve-err-method",
            &[("method", s(method.as_str()))],
        )
        .into_response()
    } else if has_body {
        HttpError::message(
            StatusCode::PAYLOAD_TOO_LARGE,
            "body-not-allowed",
            lang,
            "serve-err-body",
            &[],
        )
        .into_response()
    } else {
        match tokio::time::timeout(app.request_timeout, next.run(req)).await {
            Ok(res) => res,
            Err(_) => {
                let mut p = HttpError::message(
                    StatusCode::SERVICE_UNAVAILABLE,
                    "timeout",
                    lang,
                    "serve-err-timeout",
                    &[("seconds", n(app.request_timeout.as_secs() as usize))],
                );
                p.retry_after = Some(1);
                p.into_response()
            }
        }
    };
    let mut res = res;
    res.headers_mut().insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    let status = res.status().as_u16();
    app.metrics.request(route, status);
    if status == 304 {
        app.metrics.not_modified.fetch_add(1, Ordering::Relaxed);
    }
    if status == 429 {
        app.metrics.busy.fetch_add(1, Ordering::Relaxed);
    }
    if !app.quiet {
        use axum::body::HttpBody;
        let bytes = res
            .body()
            .size_hint()
            .exact()
            .map_or_else(|| "-".to_owned(), |b| b.to_string());
        log_line(
            remote,
            &method,
            &target,
            version,
            status,
            &bytes,
            start.elapsed(),
        );
    }
    res
}

/// One access log line on stderr: client, request line, status, bytes, time.
fn log_line(
    remote: Option<SocketAddr>,
    method: &Method,
    target: &str,
    version: axum::http::Version,
    status: u16,
    bytes: &str,
    took: Duration,
) {
    use std::io::Write;
    let remote = remote.map_or_else(|| "-".to_owned(), |r| r.to_string());
    let shown: String = if target.chars().count() > 1024 {
        target.chars().take(1024).chain(['…']).collect()
    } else {
        target.to_owned()
    };
    let line = format!(
        "{remote} \"{method} {shown} {version:?}\" {status} {bytes} {:.3}ms\n",
        took.as_secs_f64() * 1000.0
    );
    let _ = std::io::stderr().lock().write_all(line.as_bytes());
}

fn asset(body: &'static str, content_type: &'static str) -> Response {
    (
        [
            (header::CONTENT_TYPE, content_type),
            (header::CACHE_CONTROL, "public, max-age=3600"),
        ],
        body,
    )
        .into_response()
}

/// The images the service draws, by the path they are asked at.
const IMAGES: [&str; 6] = [
    "/diagram.svg",
    "/diagram.png",
    "/diagram.pdf",
    "/diagram.gif",
    "/board.svg",
    "/board.png",
];

/// Every path the service answers, as the answer to a path it does not.
const PATHS: [&str; 10] = [
    "/",
    "/diagram.svg",
    "/diagram.png",
    "/diagram.pdf",
    "/diagram.gif",
    "/board.svg",
    "/board.png",
    "/check",
    "/healthz",
    "/metrics",
];

/// What a path the service does not answer was probably meant as.
#[derive(Debug, PartialEq, Eq)]
enum NearMiss {
    /// The same path but for letter case or a slash at the end.
    Spelling(&'static str),
    /// An image in a format that is not drawn (`/diagram.jpg`): the
    /// paths of those that are.
    Format(&'static str, Vec<&'static str>),
    /// Nothing like it.
    Nothing,
}

fn near_miss(path: &str) -> NearMiss {
    let lower = path.to_ascii_lowercase();
    let tidy = match lower.trim_end_matches('/') {
        "" => "/",
        t => t,
    };
    if let Some(known) = PATHS.iter().find(|p| **p == tidy) {
        return NearMiss::Spelling(known);
    }
    let stem = tidy.split('.').next().unwrap_or(tidy);
    for name in ["/diagram", "/board"] {
        if stem == name || stem == format!("{name}s") {
            let formats = IMAGES
                .iter()
                .copied()
                .filter(|p| p.split('.').next() == Some(name))
                .collect();
            return NearMiss::Format(name, formats);
        }
    }
    NearMiss::Nothing
}

async fn not_found(headers: HeaderMap, RawQuery(q): RawQuery, req: Request) -> Response {
    let lang = request_lang(query_lang(q.as_deref()), &headers);
    let path = req.uri().path();
    let list = |paths: &[&str]| paths.iter().map(|p| (*p).to_owned()).collect::<Vec<_>>();
    let problem = match near_miss(path) {
        NearMiss::Format(stem, formats) => HttpError::message(
            StatusCode::NOT_FOUND,
            "not-found",
            lang,
            "serve-err-no-such-format",
            &[
                ("path", s(path)),
                ("stem", s(stem)),
                (
                    "paths",
                    s(with_reporter(lang, |r| r.msgs.or_list(&list(&formats)))),
                ),
            ],
        ),
        miss => {
            let mut p = HttpError::message(
                StatusCode::NOT_FOUND,
                "not-found",
                lang,
                "serve-err-not-found",
                &[
                    ("path", s(path)),
                    (
                        "paths",
                        s(with_reporter(lang, |r| r.msgs.and_list(&list(&PATHS)))),
                    ),
                ],
            );
            if let NearMiss::Spelling(known) = miss {
                p.diagnostic.hint = Some(with_reporter(lang, |r| {
                    r.msgs.get("cli-hint-similar", &[("name", s(known))])
                }));
            }
            p
        }
    };
    problem.into_response()
}

async fn problem_type(
    axum::extract::Path(slug): axum::extract::Path<String>,
    headers: HeaderMap,
) -> Response {
    let lang = request_lang(None, &headers);
    if !crate::serve::http::PROBLEMS.contains(&slug.as_str()) {
        return HttpError::message(
            StatusCode::NOT_FOUND,
            "not-found",
            lang,
            "serve-err-not-found",
            &[
                ("path", s(format!("/problems/{slug}"))),
                (
                    "paths",
                    s(with_reporter(lang, |r| {
                        r.msgs.and_list(&PATHS.map(str::to_owned))
                    })),
                ),
            ],
        )
        .into_response();
    }
    let title = with_reporter(lang, |r| r.msgs.text(&format!("serve-problem-{slug}")));
    (
        [
            (header::CONTENT_TYPE, "text/plain; charset=utf-8"),
            (header::CONTENT_LANGUAGE, lang),
            (header::VARY, "Accept-Language"),
        ],
        format!("{title}\n"),
    )
        .into_response()
}

async fn metrics(State(app): State<Arc<App>>) -> Response {
    let text = app.metrics.render(
        app.pool.in_flight(),
        app.pool.cache_bytes(),
        app.open.load(Ordering::Relaxed),
    );
    (
        [
            (
                header::CONTENT_TYPE,
                "text/plain; version=0.0.4; charset=utf-8",
            ),
            (header::CACHE_CONTROL, "no-store"),
        ],
        text,
    )
        .into_response()
}

/// A bad parameter as a problem.
fn param_problem(e: &ParamError, lang: &'static str) -> HttpError {
    let text = with_reporter(lang, |r| r.settings_error_text(e));
    let status = StatusCode::BAD_REQUEST;
    let slug = crate::serve::params::slug(e);
    let mut p = HttpError::new(status, slug, lang, Notice::plain("error", text));
    p.parameter = e.key().map(str::to_owned);
    // `notation` is where the coordinates go; a notation's name there
    // meant the record's notation.
    if let ParamError::Choice { key, value, .. } = e
        && crate::settings::fold(key) == "notation"
        && crate::notation::NAMES
            .iter()
            .any(|(n, _)| n.eq_ignore_ascii_case(value.trim()))
    {
        p.diagnostic.hint = Some(with_reporter(lang, |r| {
            r.msgs
                .get("serve-hint-notation-dialect", &[("value", s(value.trim()))])
        }));
    }
    p
}

/// A caption or a problem's line that is no template, as a problem that
/// names its parameter.
fn template_problem(settings: &Settings, lang: &'static str) -> Option<HttpError> {
    let lines = settings
        .lines
        .iter()
        .filter_map(|(line, text)| text.as_deref().map(|t| (line.key(), t)));
    let mut given = settings
        .captions
        .iter()
        .map(|c| ("caption", c.as_str()))
        .chain(lines);
    given.find_map(|(key, text)| {
        let e = crate::app::texts::template(text).err()?;
        let message = with_reporter(lang, |r| r.template_error_text(text, &e));
        let mut p = HttpError::new(
            StatusCode::BAD_REQUEST,
            "bad-parameter",
            lang,
            Notice::plain("error", message),
        );
        p.parameter = Some(key.to_owned());
        Some(p)
    })
}

/// The settings of a request to `/diagram.*` (every key ours) or
/// `/board.*` (web-boardimage's).
fn request_settings(query: Option<&str>, board: bool) -> Result<Settings, ParamError> {
    let pairs = pairs(query);
    let iter = pairs.iter().map(|(k, v)| (k.as_str(), v.as_str()));
    let settings = if board {
        boardimage::settings(iter)?
    } else {
        crate::serve::params::read(iter)?
    };
    settings.finish()?;
    Ok(settings)
}

/// What a drawing thread sends back for an image.
enum DrawReply {
    Image {
        bytes: Vec<u8>,
        warnings: Vec<Notice>,
        tag: String,
    },
    /// The client holds these bytes already (its `If-None-Match` names the
    /// tag): nothing was drawn.
    NotModified {
        tag: String,
    },
    Failed(Box<HttpError>),
}

/// The pool is full: try again in a second.
fn busy(lang: &'static str) -> Response {
    let mut p = HttpError::message(
        StatusCode::TOO_MANY_REQUESTS,
        "busy",
        lang,
        "serve-err-busy",
        &[],
    );
    p.retry_after = Some(1);
    p.into_response()
}

fn fault(lang: &'static str) -> Response {
    HttpError::message(
        StatusCode::INTERNAL_SERVER_ERROR,
        "internal",
        lang,
        "serve-err-internal",
        &[],
    )
    .into_response()
}

/// Reads and draws on a drawing thread; warnings in the image's language,
/// an error in the request's.
fn draw_job(
    settings: Settings,
    format: Format,
    err_lang: &'static str,
    if_none_match: Option<HeaderValue>,
    metrics: Arc<App>,
) -> impl FnOnce(&mut crate::serve::pool::Worker) -> DrawReply + Send + 'static {
    move |worker| {
        let start = Instant::now();
        let lang = crate::serve::params::image_lang(&settings);
        let read = with_reporter(lang, |r| diagram::read(&settings, r));
        let reading = match read {
            Ok(reading) => reading,
            Err(_) => {
                let d = with_reporter(err_lang, |r| diagram::read(&settings, r))
                    .err()
                    .map_or_else(|| Notice::plain("error", String::new()), |d| *d);
                let mut p = HttpError::new(StatusCode::BAD_REQUEST, "record", err_lang, d);
                p.parameter = Some("fen".to_owned());
                return DrawReply::Failed(Box::new(p));
            }
        };
        let tag = diagram::key(&reading, &settings, format);
        if matches(if_none_match.as_ref(), &tag) {
            return DrawReply::NotModified { tag };
        }
        match diagram::draw(&reading, &settings, format, &mut worker.renderer) {
            Ok(bytes) => {
                metrics.metrics.draw(format.name(), start.elapsed());
                worker.kept();
                DrawReply::Image {
                    bytes,
                    warnings: reading.diagnostics,
                    tag,
                }
            }
            Err(e) => {
                let text = with_reporter(err_lang, |r| diagram::render_error_text(r, &e));
                let mut p = HttpError::new(
                    StatusCode::BAD_REQUEST,
                    "render",
                    err_lang,
                    Notice::plain("error", text),
                );
                p.warnings = reading.diagnostics;
                DrawReply::Failed(Box::new(p))
            }
        }
    }
}

/// `/diagram.*` and `/board.*`.
async fn image(
    State(app): State<Arc<App>>,
    RawQuery(query): RawQuery,
    headers: HeaderMap,
    format: Format,
    board: bool,
) -> Response {
    let lang_param = query_lang(query.as_deref());
    let err_lang = request_lang(lang_param, &headers);
    if !format.is_built() {
        return param_problem(
            &ParamError::Unsupported {
                key: format.name().to_owned(),
            },
            err_lang,
        )
        .into_response();
    }
    let settings = match request_settings(query.as_deref(), board) {
        Ok(s) => s,
        Err(e) => return param_problem(&e, err_lang).into_response(),
    };
    if let Some(p) = template_problem(&settings, err_lang) {
        return p.into_response();
    }
    let cors = HeaderValue::from_static("*");
    let tag_value =
        |tag: &str| HeaderValue::from_str(tag).unwrap_or(HeaderValue::from_static("\"\""));
    let job = draw_job(
        settings,
        format,
        err_lang,
        headers.get(header::IF_NONE_MATCH).cloned(),
        app.clone(),
    );
    let Ok(pending) = app.pool.try_run(job) else {
        return busy(err_lang);
    };
    let (bytes, warnings, tag) = match pending.await {
        Ok(DrawReply::Image {
            bytes,
            warnings,
            tag,
        }) => (bytes, warnings, tag),
        Ok(DrawReply::NotModified { tag }) => {
            let mut res = StatusCode::NOT_MODIFIED.into_response();
            let h = res.headers_mut();
            h.insert(header::ETAG, tag_value(&tag));
            h.insert(header::CACHE_CONTROL, HeaderValue::from_static(IMMUTABLE));
            h.insert(header::ACCESS_CONTROL_ALLOW_ORIGIN, cors);
            return res;
        }
        Ok(DrawReply::Failed(p)) => return p.into_response(),
        Err(_) => return fault(err_lang),
    };
    let mut res = Response::new(Body::from(bytes));
    let h = res.headers_mut();
    h.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static(format.media_type()),
    );
    h.insert(header::ETAG, tag_value(&tag));
    h.insert(header::CACHE_CONTROL, HeaderValue::from_static(IMMUTABLE));
    h.insert(header::ACCESS_CONTROL_ALLOW_ORIGIN, cors);
    h.insert(
        header::ACCESS_CONTROL_EXPOSE_HEADERS,
        HeaderValue::from_static("ETag, X-Forsythe-Warnings"),
    );
    if format == Format::Svg {
        // An image, never a document that runs anything.
        h.insert(
            header::CONTENT_SECURITY_POLICY,
            HeaderValue::from_static("default-src 'none'; style-src 'unsafe-inline'"),
        );
    }
    let notes: Vec<String> = warnings
        .iter()
        .filter(|d| d.severity == "warning")
        .map(|d| percent_encode(&d.message))
        .collect();
    if !notes.is_empty()
        && let Ok(v) = HeaderValue::from_str(&notes.join(", "))
    {
        h.insert("x-forsythe-warnings", v);
    }
    res
}

/// `/check`: the record's warnings or error, the record in English and the
/// image URLs, as JSON.
async fn check(
    State(app): State<Arc<App>>,
    RawQuery(query): RawQuery,
    headers: HeaderMap,
) -> Response {
    let lang = request_lang(query_lang(query.as_deref()), &headers);
    let pairs = pairs(query.as_deref());
    let settings =
        match crate::serve::params::read(pairs.iter().map(|(k, v)| (k.as_str(), v.as_str())))
            .and_then(|s| s.finish().map(|()| s))
        {
            Ok(s) => s,
            Err(e) => return param_problem(&e, lang).into_response(),
        };
    let report = match in_pool(&app, lang, move || {
        crate::serve::check::report(&settings, lang)
    })
    .await
    {
        Ok(report) => report,
        Err(answer) => return answer,
    };
    let mut answer = json(&report, lang);
    answer.headers_mut().insert(
        header::ACCESS_CONTROL_ALLOW_ORIGIN,
        HeaderValue::from_static("*"),
    );
    answer
}

/// `f`'s answer, made in the pool; when it cannot be, the answer that says
/// so in `lang`: busy when the pool is full, a fault when the job failed.
async fn in_pool<T: Send + 'static>(
    app: &App,
    lang: &'static str,
    f: impl FnOnce() -> T + Send + 'static,
) -> Result<T, Response> {
    let pending = app.pool.try_run(move |_| f()).map_err(|_| busy(lang))?;
    pending.await.map_err(|_| fault(lang))
}

/// A JSON answer in `lang`, never kept by a cache.
fn json(body: &impl serde::Serialize, lang: &'static str) -> Response {
    (
        [
            (header::CONTENT_TYPE, "application/json"),
            (header::CACHE_CONTROL, "no-cache"),
            (header::VARY, "Accept-Language"),
            (header::CONTENT_LANGUAGE, lang),
        ],
        serde_json::to_string(body).unwrap_or_default(),
    )
        .into_response()
}

/// `/edit`: the editor's question answered as JSON.
async fn edit(
    State(app): State<Arc<App>>,
    RawQuery(query): RawQuery,
    headers: HeaderMap,
) -> Response {
    let lang = request_lang(query_lang(query.as_deref()), &headers);
    let pairs = pairs(query.as_deref());
    match in_pool(&app, lang, move || crate::serve::edit::answer(&pairs, lang)).await {
        Ok(body) => json(&body, lang),
        Err(answer) => answer,
    }
}

/// `/`: the page, with the diagram and its warnings when the form was sent.
async fn page_route(
    State(app): State<Arc<App>>,
    RawQuery(query): RawQuery,
    headers: HeaderMap,
) -> Response {
    let form = page::Form::read(query.as_deref());
    let lang = request_lang(form.lang, &headers);
    let host = page::origin(&headers);
    let html = match in_pool(&app, lang, move || page::render(&form, lang, &host)).await {
        Ok(html) => html,
        Err(answer) => return answer,
    };
    (
        [
            (header::CONTENT_TYPE, "text/html; charset=utf-8"),
            (header::CACHE_CONTROL, "no-cache"),
            (header::VARY, "Accept-Language"),
            (header::CONTENT_LANGUAGE, lang),
            (header::CONTENT_SECURITY_POLICY, page::CSP),
            (header::REFERRER_POLICY, "same-origin"),
            (header::X_FRAME_OPTIONS, "DENY"),
        ],
        html,
    )
        .into_response()
}
