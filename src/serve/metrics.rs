//! Counters for `/metrics`, in the Prometheus text format: requests by route
//! and status, the time drawing takes, the `If-None-Match` answers (304),
//! refusals for load, and what the renderers keep.

use std::fmt::Write;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

/// The routes counted apart.
pub const ROUTES: &[&str] = &[
    "diagram", "board", "check", "page", "asset", "healthz", "metrics", "other",
];

/// The statuses counted apart; any other is counted as `other`.
const STATUSES: &[u16] = &[200, 304, 400, 404, 405, 408, 413, 414, 429, 431, 500, 503];

/// Upper bounds of the draw-time buckets, in seconds.
const BUCKETS: &[f64] = &[
    0.000_1, 0.000_25, 0.000_5, 0.001, 0.002_5, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0,
];

/// The formats whose draw times are kept apart.
pub const FORMATS: &[&str] = &["svg", "png", "pdf"];

struct Histogram {
    buckets: Vec<AtomicU64>,
    count: AtomicU64,
    /// The sum in microseconds.
    sum_us: AtomicU64,
}

impl Histogram {
    fn new() -> Histogram {
        Histogram {
            buckets: BUCKETS.iter().map(|_| AtomicU64::new(0)).collect(),
            count: AtomicU64::new(0),
            sum_us: AtomicU64::new(0),
        }
    }
}

/// Every counter of the service.
pub struct Metrics {
    requests: Vec<AtomicU64>,
    draws: Vec<Histogram>,
    /// Answers 304 to `If-None-Match`.
    pub not_modified: AtomicU64,
    /// Requests refused because every drawing thread and the queue were busy.
    pub busy: AtomicU64,
    /// Connections refused or dropped for reading their headers too slowly.
    pub connections: AtomicU64,
}

impl Default for Metrics {
    fn default() -> Metrics {
        Metrics::new()
    }
}

impl Metrics {
    /// Every counter at zero.
    #[must_use]
    pub fn new() -> Metrics {
        Metrics {
            requests: (0..ROUTES.len() * (STATUSES.len() + 1))
                .map(|_| AtomicU64::new(0))
                .collect(),
            draws: FORMATS.iter().map(|_| Histogram::new()).collect(),
            not_modified: AtomicU64::new(0),
            busy: AtomicU64::new(0),
            connections: AtomicU64::new(0),
        }
    }

    /// Counts a request to `route` answered with `status`.
    pub fn request(&self, route: &str, status: u16) {
        let r = ROUTES
            .iter()
            .position(|x| *x == route)
            .unwrap_or(ROUTES.len() - 1);
        let s = STATUSES
            .iter()
            .position(|x| *x == status)
            .unwrap_or(STATUSES.len());
        self.requests[r * (STATUSES.len() + 1) + s].fetch_add(1, Ordering::Relaxed);
    }

    /// Counts one diagram drawn in `format` in `took`.
    pub fn draw(&self, format: &str, took: Duration) {
        let Some(i) = FORMATS.iter().position(|f| *f == format) else {
            return;
        };
        let h = &self.draws[i];
        let secs = took.as_secs_f64();
        for (b, bound) in h.buckets.iter().zip(BUCKETS) {
            if secs <= *bound {
                b.fetch_add(1, Ordering::Relaxed);
            }
        }
        h.count.fetch_add(1, Ordering::Relaxed);
        h.sum_us.fetch_add(
            u64::try_from(took.as_micros()).unwrap_or(u64::MAX),
            Ordering::Relaxed,
        );
    }

    /// The counters as Prometheus text, with the gauges given.
    #[must_use]
    pub fn render(&self, in_flight: usize, renderer_bytes: u64, connections_open: usize) -> String {
        let mut out = String::new();
        let _ = writeln!(
            out,
            "# HELP forsythe_requests_total Requests answered, by route and status.\n# TYPE forsythe_requests_total counter"
        );
        for (r, route) in ROUTES.iter().enumerate() {
            for s in 0..=STATUSES.len() {
                let v = self.requests[r * (STATUSES.len() + 1) + s].load(Ordering::Relaxed);
                if v == 0 {
                    continue;
                }
                let status = STATUSES
                    .get(s)
                    .map_or_else(|| "other".to_owned(), u16::to_string);
                let _ = writeln!(
                    out,
                    "forsythe_requests_total{{route=\"{route}\",status=\"{status}\"}} {v}"
                );
            }
        }
        let _ = writeln!(
            out,
            "# HELP forsythe_draw_seconds Time to read and draw one diagram, by format.\n# TYPE forsythe_draw_seconds histogram"
        );
        for (format, h) in FORMATS.iter().zip(&self.draws) {
            for (b, bound) in h.buckets.iter().zip(BUCKETS) {
                let _ = writeln!(
                    out,
                    "forsythe_draw_seconds_bucket{{format=\"{format}\",le=\"{bound}\"}} {}",
                    b.load(Ordering::Relaxed)
                );
            }
            let count = h.count.load(Ordering::Relaxed);
            let _ = writeln!(
                out,
                "forsythe_draw_seconds_bucket{{format=\"{format}\",le=\"+Inf\"}} {count}"
            );
            let sum = h.sum_us.load(Ordering::Relaxed) as f64 / 1e6;
            let _ = writeln!(
                out,
                "forsythe_draw_seconds_sum{{format=\"{format}\"}} {sum}"
            );
            let _ = writeln!(
                out,
                "forsythe_draw_seconds_count{{format=\"{format}\"}} {count}"
            );
        }
        let counters = [
            (
                "forsythe_not_modified_total",
                "Requests answered 304 because the client's cached copy (If-None-Match) is current.",
                self.not_modified.load(Ordering::Relaxed),
            ),
            (
                "forsythe_busy_total",
                "Requests refused with 429 because every drawing thread and the queue were busy.",
                self.busy.load(Ordering::Relaxed),
            ),
            (
                "forsythe_connections_total",
                "Connections accepted.",
                self.connections.load(Ordering::Relaxed),
            ),
        ];
        for (name, help, v) in counters {
            let _ = writeln!(
                out,
                "# HELP {name} {help}\n# TYPE {name} counter\n{name} {v}"
            );
        }
        let gauges = [
            (
                "forsythe_draws_in_flight",
                "Diagrams being drawn or waiting for a drawing thread.",
                in_flight as u64,
            ),
            (
                "forsythe_renderer_cache_bytes",
                "Piece rasters and empty boards the drawing threads keep (an estimate from the images drawn).",
                renderer_bytes,
            ),
            (
                "forsythe_connections_open",
                "Connections open now.",
                connections_open as u64,
            ),
        ];
        for (name, help, v) in gauges {
            let _ = writeln!(out, "# HELP {name} {help}\n# TYPE {name} gauge\n{name} {v}");
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counters_are_written_as_prometheus_text() {
        let m = Metrics::new();
        m.request("diagram", 200);
        m.request("diagram", 200);
        m.request("board", 418);
        m.draw("png", Duration::from_micros(700));
        let text = m.render(3, 1024, 1);
        assert!(text.contains("forsythe_requests_total{route=\"diagram\",status=\"200\"} 2\n"));
        assert!(text.contains("forsythe_requests_total{route=\"board\",status=\"other\"} 1\n"));
        assert!(text.contains("forsythe_draw_seconds_bucket{format=\"png\",le=\"0.0005\"} 0\n"));
        assert!(text.contains("forsythe_draw_seconds_bucket{format=\"png\",le=\"0.001\"} 1\n"));
        assert!(text.contains("forsythe_draw_seconds_bucket{format=\"png\",le=\"+Inf\"} 1\n"));
        assert!(text.contains("forsythe_draw_seconds_sum{format=\"png\"} 0.0007\n"));
        assert!(text.contains("forsythe_draws_in_flight 3\n"));
        assert!(text.contains("forsythe_renderer_cache_bytes 1024\n"));
    }
}
