//! `GET /metrics`: Prometheus text exposition (format 0.0.4).
//!
//! Written by hand: a handful of counters with fixed label sets and one histogram, rendered in a
//! sorted, stable order; a metrics crate would add a registry and global state for ~100 lines.

use std::collections::BTreeMap;
use std::fmt::Write;

/// Upper bounds of the latency histogram, seconds.
pub const LATENCY_BUCKETS: &[f64] =
    &[0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1.0, 2.0, 5.0, 10.0, 30.0];

#[derive(Default)]
pub struct Histogram {
    counts: Vec<u64>,
    sum: f64,
    n: u64,
}

impl Histogram {
    fn observe(&mut self, v: f64) {
        if self.counts.is_empty() {
            self.counts = vec![0; LATENCY_BUCKETS.len()];
        }
        for (i, b) in LATENCY_BUCKETS.iter().enumerate() {
            if v <= *b {
                self.counts[i] += 1;
            }
        }
        self.sum += v;
        self.n += 1;
    }
}

#[derive(Default)]
pub struct Metrics {
    /// (kind, HTTP status) → requests.
    pub requests: BTreeMap<(String, u16), u64>,
    /// (kind, verdict) → items (suites: per test outcome class; programs: status; judge: per case).
    pub verdicts: BTreeMap<(String, String), u64>,
    /// kind → items answered from the cache / run.
    pub cache_hits: BTreeMap<String, u64>,
    pub cache_misses: BTreeMap<String, u64>,
    /// kind → fuel consumed by items that ran (cached answers cost none).
    pub fuel: BTreeMap<String, u64>,
    /// kind → request latency.
    pub latency: BTreeMap<String, Histogram>,
    /// reason → refused requests (429s and 4xx).
    pub rejected: BTreeMap<String, u64>,
}

impl Metrics {
    pub fn request(&mut self, kind: &str, status: u16, seconds: f64) {
        *self.requests.entry((kind.to_string(), status)).or_default() += 1;
        self.latency.entry(kind.to_string()).or_default().observe(seconds);
    }
    pub fn verdict(&mut self, kind: &str, verdict: &str, n: u64) {
        *self.verdicts.entry((kind.to_string(), verdict.to_string())).or_default() += n;
    }
    pub fn item(&mut self, kind: &str, cached: bool, fuel: u64) {
        let m = if cached { &mut self.cache_hits } else { &mut self.cache_misses };
        *m.entry(kind.to_string()).or_default() += 1;
        if !cached {
            *self.fuel.entry(kind.to_string()).or_default() += fuel;
        }
    }
    pub fn rejected(&mut self, reason: &str) {
        *self.rejected.entry(reason.to_string()).or_default() += 1;
    }

    /// The exposition text; `queued` and `in_flight` are gauges read at scrape time.
    pub fn render(&self, queued: usize, in_flight: usize, admitted: usize) -> String {
        let mut s = String::new();
        let family = |s: &mut String, name: &str, kind: &str, help: &str| {
            let _ = writeln!(s, "# HELP {name} {help}\n# TYPE {name} {kind}");
        };
        family(&mut s, "execretrieval_requests_total", "counter", "HTTP requests by kind and status code.");
        for ((k, c), n) in &self.requests {
            let _ = writeln!(s, "execretrieval_requests_total{{kind=\"{k}\",code=\"{c}\"}} {n}");
        }
        family(
            &mut s,
            "execretrieval_verdicts_total",
            "counter",
            "Verdicts by kind (tests, program runs, judged cases).",
        );
        for ((k, v), n) in &self.verdicts {
            let _ = writeln!(s, "execretrieval_verdicts_total{{kind=\"{k}\",verdict=\"{v}\"}} {n}");
        }
        family(
            &mut s,
            "execretrieval_cache_hits_total",
            "counter",
            "Items answered from the execution cache.",
        );
        for (k, n) in &self.cache_hits {
            let _ = writeln!(s, "execretrieval_cache_hits_total{{kind=\"{k}\"}} {n}");
        }
        family(&mut s, "execretrieval_cache_misses_total", "counter", "Items run in the sandbox.");
        for (k, n) in &self.cache_misses {
            let _ = writeln!(s, "execretrieval_cache_misses_total{{kind=\"{k}\"}} {n}");
        }
        family(&mut s, "execretrieval_fuel_consumed_total", "counter", "Fuel consumed by items that ran.");
        for (k, n) in &self.fuel {
            let _ = writeln!(s, "execretrieval_fuel_consumed_total{{kind=\"{k}\"}} {n}");
        }
        family(&mut s, "execretrieval_rejected_total", "counter", "Requests refused, by reason.");
        for (k, n) in &self.rejected {
            let _ = writeln!(s, "execretrieval_rejected_total{{reason=\"{k}\"}} {n}");
        }
        family(&mut s, "execretrieval_queue_depth", "gauge", "Items waiting for a worker.");
        let _ = writeln!(s, "execretrieval_queue_depth {queued}");
        family(&mut s, "execretrieval_in_flight", "gauge", "Items running in the sandbox.");
        let _ = writeln!(s, "execretrieval_in_flight {in_flight}");
        family(&mut s, "execretrieval_admitted_requests", "gauge", "Requests admitted and not yet answered.");
        let _ = writeln!(s, "execretrieval_admitted_requests {admitted}");
        family(&mut s, "execretrieval_request_duration_seconds", "histogram", "Request latency by kind.");
        for (k, h) in &self.latency {
            for (i, b) in LATENCY_BUCKETS.iter().enumerate() {
                let c = h.counts.get(i).copied().unwrap_or(0);
                let _ = writeln!(
                    s,
                    "execretrieval_request_duration_seconds_bucket{{kind=\"{k}\",le=\"{b}\"}} {c}"
                );
            }
            let _ = writeln!(
                s,
                "execretrieval_request_duration_seconds_bucket{{kind=\"{k}\",le=\"+Inf\"}} {}",
                h.n
            );
            let _ = writeln!(s, "execretrieval_request_duration_seconds_sum{{kind=\"{k}\"}} {}", h.sum);
            let _ = writeln!(s, "execretrieval_request_duration_seconds_count{{kind=\"{k}\"}} {}", h.n);
        }
        s
    }
}
