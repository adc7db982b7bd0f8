//! `forsythe serve`: diagrams over HTTP. Image URLs in our own format and
//! in web-boardimage's, a check for the live page, the page itself, health
//! and metrics; on tokio and axum, with drawing on threads of its own.
//!
//! The service keeps no state between requests: the bytes of a URL depend
//! only on the URL and the version, so any number of instances can stand
//! behind a load balancer or a CDN.

pub mod boardimage;
pub mod check;
pub mod diagram;
pub mod edit;
pub mod http;
pub mod metrics;
pub mod page;
pub mod params;
pub mod pool;
pub mod routes;

use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use hyper::server::conn::http1;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::server::graceful::GracefulShutdown;
use tokio::net::TcpListener;
use tokio::sync::Semaphore;
use tower::ServiceExt;

use crate::app::i18n::{n, s};
use crate::app::report::{Reporter, Severity};
use crate::serve::metrics::Metrics;
use crate::serve::pool::Pool;
use crate::serve::routes::{App, Remote};

/// The most connections open at once; past it, new ones wait to be accepted.
pub const MAX_CONNECTIONS: usize = 4096;

/// The longest a request's head (request line and headers) may be, in bytes.
pub const MAX_HEAD: usize = 64 * 1024;

/// How long in-flight requests may take to finish after SIGTERM or SIGINT.
pub const DRAIN: Duration = Duration::from_secs(30);

/// How the service runs.
#[derive(Debug, Clone)]
pub struct Options {
    /// Where to listen.
    pub addr: SocketAddr,
    /// Drawing threads.
    pub workers: usize,
    /// Requests that may wait for a drawing thread.
    pub queue: usize,
    /// What the drawing threads may keep of prepared rasters, in bytes.
    pub cache_bytes: u64,
    /// The longest a client may take to send a request's head (also how
    /// long an idle connection is kept).
    pub header_timeout: Duration,
    /// The longest a request may take once its head is read.
    pub request_timeout: Duration,
    /// No access log and no notes.
    pub quiet: bool,
    /// A file to write the address listened on into.
    pub port_file: Option<PathBuf>,
}

/// Why the service could not run.
#[derive(Debug)]
pub enum ServeError {
    /// The address cannot be listened on.
    Bind(SocketAddr, std::io::Error),
    /// The runtime or a thread could not be started.
    Start(std::io::Error),
    /// The port file cannot be written.
    PortFile(PathBuf, std::io::Error),
}

impl ServeError {
    /// The message, in the reporter's language.
    #[must_use]
    pub fn text(&self, r: &Reporter) -> String {
        match self {
            ServeError::Bind(addr, e) => r.msgs.get(
                "serve-err-bind",
                &[("address", s(addr)), ("reason", s(r.io_reason(e)))],
            ),
            ServeError::Start(e) => r
                .msgs
                .get("serve-err-start", &[("reason", s(r.io_reason(e)))]),
            ServeError::PortFile(p, e) => r.msgs.get(
                "err-write-output",
                &[("path", s(p.display())), ("reason", s(r.io_reason(e)))],
            ),
        }
    }
}

/// Runs the service until SIGTERM or SIGINT, then lets the requests in
/// flight finish (for at most [`DRAIN`]) and returns.
///
/// # Errors
/// See [`ServeError`].
pub fn run(opts: &Options, reporter: &Reporter) -> Result<(), ServeError> {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .thread_name("forsythe-serve")
        .build()
        .map_err(ServeError::Start)?;
    let pool = Pool::new(opts.workers, opts.queue, opts.cache_bytes).map_err(ServeError::Start)?;
    let app = Arc::new(App {
        pool,
        metrics: Metrics::new(),
        quiet: opts.quiet,
        request_timeout: opts.request_timeout,
        open: AtomicUsize::new(0),
    });
    let result = runtime.block_on(serve(opts, app.clone(), reporter));
    runtime.shutdown_timeout(Duration::from_secs(1));
    app.pool.join();
    result
}

async fn serve(opts: &Options, app: Arc<App>, reporter: &Reporter) -> Result<(), ServeError> {
    let listener = TcpListener::bind(opts.addr)
        .await
        .map_err(|e| ServeError::Bind(opts.addr, e))?;
    let addr = listener
        .local_addr()
        .map_err(|e| ServeError::Bind(opts.addr, e))?;
    if let Some(path) = &opts.port_file {
        std::fs::write(path, format!("{addr}\n"))
            .map_err(|e| ServeError::PortFile(path.clone(), e))?;
    }
    if !opts.quiet {
        reporter.emit(
            Severity::Note,
            &reporter.msgs.get(
                "serve-listening",
                &[
                    ("url", s(format!("http://{addr}/"))),
                    ("workers", n(opts.workers)),
                ],
            ),
            None,
            None,
        );
    }
    let stop = stop_signal().map_err(ServeError::Start)?;
    tokio::pin!(stop);
    let router = routes::router(app.clone());
    let graceful = GracefulShutdown::new();
    let slots = Arc::new(Semaphore::new(MAX_CONNECTIONS));
    let mut h1 = http1::Builder::new();
    h1.timer(TokioTimer::new())
        .header_read_timeout(opts.header_timeout)
        .keep_alive(true)
        .max_buf_size(MAX_HEAD);
    loop {
        let slot = tokio::select! {
            () = &mut stop => break,
            slot = slots.clone().acquire_owned() => slot,
        };
        let Ok(slot) = slot else { break };
        let (stream, remote) = tokio::select! {
            () = &mut stop => break,
            accepted = listener.accept() => match accepted {
                Ok(a) => a,
                // Out of file descriptors and the like: wait, then go on.
                Err(_) => {
                    tokio::time::sleep(Duration::from_millis(20)).await;
                    continue;
                }
            },
        };
        let _ = stream.set_nodelay(true);
        app.metrics.connections.fetch_add(1, Ordering::Relaxed);
        app.open.fetch_add(1, Ordering::Relaxed);
        let router = router.clone();
        let service =
            hyper::service::service_fn(move |mut req: hyper::Request<hyper::body::Incoming>| {
                req.extensions_mut().insert(Remote(remote));
                router.clone().oneshot(req.map(axum::body::Body::new))
            });
        let conn = h1.serve_connection(TokioIo::new(stream), service);
        let conn = graceful.watch(conn);
        let app = app.clone();
        tokio::spawn(async move {
            let _ = conn.await;
            app.open.fetch_sub(1, Ordering::Relaxed);
            drop(slot);
        });
    }
    drop(listener);
    if !opts.quiet {
        reporter.emit(
            Severity::Note,
            &reporter.msgs.get(
                "serve-stopping",
                &[("connections", n(app.open.load(Ordering::Relaxed)))],
            ),
            None,
            None,
        );
    }
    tokio::select! {
        () = graceful.shutdown() => {}
        () = tokio::time::sleep(DRAIN) => {}
    }
    Ok(())
}

/// Resolves at the first SIGTERM or SIGINT.
#[cfg(unix)]
fn stop_signal() -> std::io::Result<impl Future<Output = ()>> {
    use tokio::signal::unix::{SignalKind, signal};
    let mut term = signal(SignalKind::terminate())?;
    let mut int = signal(SignalKind::interrupt())?;
    Ok(async move {
        tokio::select! {
            _ = term.recv() => {}
            _ = int.recv() => {}
        }
    })
}

/// Resolves at the first Ctrl-C.
#[cfg(not(unix))]
fn stop_signal() -> std::io::Result<impl Future<Output = ()>> {
    Ok(async {
        let _ = tokio::signal::ctrl_c().await;
    })
}
