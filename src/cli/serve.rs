//! `forsythe serve`: the options of the diagram service, checked and handed
//! to [`crate::serve`].

use std::net::{IpAddr, SocketAddr};
use std::path::PathBuf;
use std::time::Duration;

use clap::Args;

use crate::app::i18n::{n, s};
use crate::app::report::{Reporter, Severity};
use crate::cli::Fatal;
use crate::serve::{Options, run as serve};

// The options of `forsythe serve`; their help comes from the Fluent
// messages (`help-serve-arg-…`).
#[derive(Args, Debug)]
pub struct ServeArgs {
    #[arg(long, value_name = "ADDR", default_value = "127.0.0.1")]
    pub bind: String,
    #[arg(long, value_name = "N", default_value_t = 8080)]
    pub port: u16,
    #[arg(long, value_name = "N")]
    pub workers: Option<usize>,
    #[arg(long, value_name = "N", default_value_t = 64)]
    pub queue: usize,
    #[arg(long, value_name = "MB", default_value_t = 64)]
    pub cache_size: u64,
    #[arg(long, value_name = "SECONDS", default_value_t = 10)]
    pub header_timeout: u64,
    #[arg(long, value_name = "SECONDS", default_value_t = 30)]
    pub request_timeout: u64,
    #[arg(long, value_name = "FILE")]
    pub port_file: Option<PathBuf>,
}

/// Checks that `value` of `--option` is within `range`.
fn within(
    option: &str,
    value: u64,
    range: std::ops::RangeInclusive<u64>,
    reporter: &Reporter,
) -> Result<(), Fatal> {
    if range.contains(&value) {
        return Ok(());
    }
    let msg = reporter.msgs.get(
        "serve-err-option-range",
        &[
            ("option", s(option)),
            ("value", s(value)),
            ("min", n(*range.start() as usize)),
            ("max", n(*range.end() as usize)),
        ],
    );
    reporter.emit(Severity::Error, &msg, None, None);
    Err(Fatal::Usage)
}

/// The address to listen on: `--bind` is an IP address (`::` for every
/// IPv6 and IPv4 address), or an address with its port.
fn address(args: &ServeArgs, reporter: &Reporter) -> Result<SocketAddr, Fatal> {
    let text = args.bind.trim();
    if let Ok(ip) = text.parse::<IpAddr>() {
        return Ok(SocketAddr::new(ip, args.port));
    }
    if let Ok(ip) = text
        .trim_start_matches('[')
        .trim_end_matches(']')
        .parse::<IpAddr>()
    {
        return Ok(SocketAddr::new(ip, args.port));
    }
    if let Ok(addr) = text.parse::<SocketAddr>() {
        return Ok(addr);
    }
    if text == "localhost" {
        return Ok(SocketAddr::new(IpAddr::from([127, 0, 0, 1]), args.port));
    }
    let msg = reporter.msgs.get("serve-err-address", &[("text", s(text))]);
    reporter.emit(Severity::Error, &msg, None, None);
    Err(Fatal::Usage)
}

/// Checks the options and runs the service until it is stopped.
pub fn run(args: &ServeArgs, reporter: &Reporter) -> Result<bool, Fatal> {
    let cores = std::thread::available_parallelism().map_or(1, std::num::NonZero::get);
    let workers = args.workers.unwrap_or(cores);
    within("--workers", workers as u64, 1..=256, reporter)?;
    within("--queue", args.queue as u64, 0..=100_000, reporter)?;
    within("--cache-size", args.cache_size, 0..=1_000_000, reporter)?;
    within("--header-timeout", args.header_timeout, 1..=3600, reporter)?;
    within(
        "--request-timeout",
        args.request_timeout,
        1..=3600,
        reporter,
    )?;
    let opts = Options {
        addr: address(args, reporter)?,
        workers,
        queue: args.queue,
        cache_bytes: args.cache_size.saturating_mul(1024 * 1024),
        header_timeout: Duration::from_secs(args.header_timeout),
        request_timeout: Duration::from_secs(args.request_timeout),
        quiet: reporter.quiet,
        port_file: args.port_file.clone(),
    };
    match serve(&opts, reporter) {
        Ok(()) => Ok(true),
        Err(e) => {
            reporter.emit(Severity::Error, &e.text(reporter), None, None);
            Err(Fatal::Failed)
        }
    }
}
