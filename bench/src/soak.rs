//! `execretrieval bench soak`: the service under full load for a long time, watched from outside.
//!
//! Starts `serve` (this binary, its own cache directory or the one given) and drives it with
//! `clients` keep-alive clients, each sending the next item of one fixed mix as fast as it is
//! answered: passing and failing suites, stdin/stdout programs, judged runs, call-based problems,
//! SandboxFusion `/run_code`, hostile snippets (files, sockets, `os.system`, deep recursion) and
//! bombs (fuel, memory, output) under the server's default limits. Every other request has its
//! code made unique (a comment with the request's number), so half the items miss the execution
//! cache and write a row: the sandbox runs, the cache grows.
//!
//! Every `sample` interval it records the server's RSS (at the instant, and the least read every
//! 200 ms in the window: the floor, which a memory bomb in flight does not lift), open descriptors, threads and CPU time
//! (`/proc`), the cache directory's size, and the window's p50/p99 latency and throughput
//! ([`SoakSample`]). It fails (the report's `failures`) on
//! * a verdict that differs from the item's first answer (every verdict here is decided by fuel,
//!   so it may never change; "benign" items and hostile ones alike),
//! * an answer other than 200 (a 429 `queue_full` is retried and counted, not a failure), a
//!   connection that fails while the server runs, or the server exiting (a crash),
//! * a trend: the least-squares growth of RSS, or of p99, over the samples after the warm-up
//!   (the first quarter of the run) above its tolerance (`max(absolute, relative × mean)`),
//! * a leaked descriptor: once the clients are gone, the server's open descriptors do not come
//!   back to what they were before the load (idle, ready).
//!
//! The samples and the verdict are one serde type, [`SoakReport`], written as JSON; [`svg`]
//! draws RSS and p99 over time from it. Hand-written load loop and chart: the point is to watch
//! one process from outside for an hour with nothing else in the way.

use anyhow::{bail, Context, Result};
use execretrieval_core::workload::small_suites;
use execretrieval_service::client::{wait_ready, Connection};
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};
use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// What `bench soak` is asked to do.
#[derive(Clone, Debug)]
pub struct SoakOptions {
    /// The `execretrieval` binary started as the server.
    pub bin: PathBuf,
    /// Extra arguments of `serve` (`--cache-dir`, `--guest`, limits).
    pub serve_args: Vec<String>,
    /// Sandbox workers of the server.
    pub jobs: usize,
    pub clients: usize,
    pub duration: Duration,
    pub sample: Duration,
    /// The server's cache directory (its size is sampled).
    pub cache_dir: PathBuf,
    pub tolerance: Tolerance,
}

/// How much growth over the measured window is a trend (each: `max(absolute, relative × mean)`).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Tolerance {
    pub p99_abs_ms: f64,
    pub p99_rel: f64,
    pub rss_abs_mib: f64,
    pub rss_rel: f64,
}

impl Default for Tolerance {
    fn default() -> Tolerance {
        Tolerance { p99_abs_ms: 250.0, p99_rel: 0.5, rss_abs_mib: 32.0, rss_rel: 0.1 }
    }
}

/// One sample of the server, for the window since the previous one.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SoakSample {
    /// The cache directory's size (module cache and SQLite execution cache), bytes.
    pub cache_bytes: u64,
    /// The server's CPU time so far, s.
    pub cpu_secs: f64,
    pub elapsed_secs: f64,
    /// Open file descriptors of the server (`/proc/PID/fd`).
    pub fds: usize,
    /// The machine's 1-minute load average.
    pub load_1m: Option<f64>,
    pub p50_ms: f64,
    pub p99_ms: f64,
    /// Requests answered in the window.
    pub requests: u64,
    /// The least RSS read in the window (every 200 ms): what the server keeps between the
    /// bombs, the figure the RSS trend is fitted on.
    pub rss_floor_mib: f64,
    /// RSS at the sample's instant (a memory bomb in flight shows here).
    pub rss_mib: f64,
    /// `429 queue_full` answers in the window (retried).
    pub throttled: u64,
    pub threads: usize,
    /// Requests answered per second in the window.
    pub throughput: f64,
}

/// The file `bench soak --out` writes: the run's conditions, every sample and the verdict.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SoakReport {
    /// Verdicts that differed from their item's first answer.
    pub changed_verdicts: u64,
    pub clients: usize,
    pub cores: usize,
    pub cpu: Option<String>,
    pub duration_secs: f64,
    /// Answers that were not 200 or 429, and failed connections.
    pub errors: u64,
    /// Why the run failed; empty when it passed.
    pub failures: Vec<String>,
    /// The server's open descriptors, idle, before the load and after it.
    pub idle_fds_after: usize,
    pub idle_fds_before: usize,
    pub jobs: usize,
    /// Fitted growth of p99 over the measured window (samples after the warm-up), ms.
    pub p99_growth_ms: f64,
    pub passed: bool,
    pub requests: u64,
    /// Fitted growth of RSS over the measured window, MiB.
    pub rss_growth_mib: f64,
    pub sample_secs: f64,
    pub samples: Vec<SoakSample>,
    /// Seconds since the Unix epoch when the load started.
    pub started_unix: u64,
    pub tolerance: Tolerance,
    /// Samples before this index are the warm-up (not fitted).
    pub warmup_samples: usize,
}

/// What an answer's verdict is compared on.
#[derive(Clone, Copy, Debug)]
enum Check {
    Suite,
    Program,
    Verdict,
    RunCode,
}

/// One item of the mix: where it goes, its request, how to read its verdict.
struct MixItem {
    path: &'static str,
    request: Value,
    check: Check,
}

impl MixItem {
    /// The body of request number `n`: odd numbers get a unique first line (a cache miss).
    fn body(&self, n: u64) -> Vec<u8> {
        let mut r = self.request.clone();
        if n % 2 == 1 {
            let code = r["code"].as_str().unwrap_or_default();
            r["code"] = Value::String(format!("# soak {n}\n{code}"));
        }
        serde_json::to_vec(&r).expect("serialises")
    }

    /// The parts of an answer that are its verdict (never the fuel's `cached` flag).
    fn verdict(&self, answer: &Value) -> Value {
        match self.check {
            Check::Suite => json!([answer["outcomes"], answer["passed"]]),
            Check::Program => {
                json!([answer["status"], answer["exit_code"], answer["stdout"], answer["exception"]])
            }
            Check::Verdict => json!([answer["verdict"], answer["accepted"]]),
            Check::RunCode => {
                json!([answer["status"], answer["run_result"]["status"], answer["run_result"]["stdout"]])
            }
        }
    }
}

/// The fixed mix: 24 ordinary items, 6 hostile ones, 3 bombs (one request in 11 is a bomb).
fn mix() -> Vec<MixItem> {
    let suite = |code: &str, tests: Vec<String>| MixItem {
        path: "/v1/suites",
        request: json!({"code": code, "tests": tests}),
        check: Check::Suite,
    };
    let program = |code: &str, stdin: &str| MixItem {
        path: "/v1/programs",
        request: json!({"code": code, "stdin": stdin}),
        check: Check::Program,
    };
    let mut items: Vec<MixItem> = small_suites(16).into_iter().map(|(c, t)| suite(&c, t)).collect();
    items.push(suite(
        "def inc(x):\n    return x + 2\n",
        vec!["assert inc(1) == 2".into(), "assert inc(0) == 2".into()],
    ));
    items.push(suite("def boom(x):\n    return 1 // x\n", vec!["assert boom(0) == 0".into()]));
    items.push(program("a, b = map(int, input().split())\nprint(a + b)\n", "3 4\n"));
    items.push(program("import sys\nprint(sorted(sys.stdin.read().split()))\n", "b a c\n"));
    items.push(MixItem {
        path: "/v1/judge",
        request: json!({"code": "n = int(input())\nprint(n * n)\n",
                        "cases": [{"stdin": "3\n", "expected_stdout": "9\n"}, {"stdin": "4\n", "expected_stdout": "15\n"}]}),
        check: Check::Verdict,
    });
    items.push(MixItem {
        path: "/v1/calls",
        request: json!({"code": "def add(a, b):\n    return a + b\n", "function": "add",
                        "calls": [{"args": [1, 2], "expected": 3}, {"args": [[1], [2]], "expected": [1, 2]}]}),
        check: Check::Verdict,
    });
    items.push(MixItem {
        path: "/run_code",
        request: json!({"code": "print(sum(range(10)))", "language": "python", "stdin": "", "run_timeout": 10}),
        check: Check::RunCode,
    });
    items.push(MixItem {
        path: "/v1/calls",
        request: json!({"code": "class Solution:\n    def twice(self, x):\n        return [x, x]\n",
                        "function": "twice", "calls": [{"args": [5], "expected": [5, 5]}]}),
        check: Check::Verdict,
    });
    // hostile: what a sandbox must refuse, with a verdict that is always the same
    items.push(program("print(open('/etc/passwd').read())\n", ""));
    items.push(program("import os\nprint(os.system('echo hi'))\n", ""));
    items.push(program("import socket\nsocket.create_connection(('127.0.0.1', 80))\n", ""));
    items.push(program("import os\nprint(os.listdir('/'))\n", ""));
    items.push(program("def r(n):\n    return r(n + 1)\nr(0)\n", ""));
    items.push(program("import ctypes\n", ""));
    // bombs, under the server's default (calibrated) limits
    items.push(program("while True:\n    pass\n", ""));
    items.push(program("a = []\nwhile True:\n    a.append(bytearray(1 << 20))\n", ""));
    items.push(program("while True:\n    print('x' * 4096)\n", ""));
    items
}

/// The running server (killed on drop).
struct Server {
    child: Child,
    addr: String,
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn start_server(o: &SoakOptions) -> Result<Server> {
    let mut child = Command::new(&o.bin)
        .args(["serve", "--listen", "127.0.0.1:0", "--queue", "1024", "--jobs"])
        .arg(o.jobs.to_string())
        .args(&o.serve_args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .context("starting execretrieval serve")?;
    let mut line = String::new();
    BufReader::new(child.stdout.take().context("no stdout")?).read_line(&mut line)?;
    let v: Value =
        serde_json::from_str(&line).with_context(|| format!("serve printed no address: {line:?}"))?;
    let addr = v["listening"].as_str().context("serve printed no address")?.to_string();
    let mut server = Server { child, addr };
    // ready, or the reason it is not (a server that exits stops the wait)
    let deadline = Instant::now() + Duration::from_secs(1800);
    while wait_ready(&server.addr, Duration::from_secs(2)).is_err() {
        if let Some(status) = server.child.try_wait()? {
            bail!("serve exited ({status}) before it was ready (run it alone to see its log)");
        }
        if Instant::now() > deadline {
            bail!("serve was not ready within 30 minutes");
        }
    }
    Ok(server)
}

/// `VmRSS` (MiB) and `Threads` of a process.
fn rss_and_threads(pid: u32) -> (f64, usize) {
    let s = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    let field = |name: &str| {
        s.lines()
            .find_map(|l| l.strip_prefix(name))
            .map(|v| v.trim().trim_end_matches("kB").trim().to_string())
    };
    let rss = field("VmRSS:").and_then(|v| v.parse::<f64>().ok()).map_or(f64::NAN, |kb| kb / 1024.0);
    let threads = field("Threads:").and_then(|v| v.parse().ok()).unwrap_or(0);
    (rss, threads)
}

fn open_fds(pid: u32) -> usize {
    std::fs::read_dir(format!("/proc/{pid}/fd")).map_or(0, |d| d.count())
}

fn dir_bytes(dir: &Path) -> u64 {
    let Ok(entries) = std::fs::read_dir(dir) else { return 0 };
    entries
        .flatten()
        .map(|e| match e.metadata() {
            Ok(m) if m.is_dir() => dir_bytes(&e.path()),
            Ok(m) => m.len(),
            Err(_) => 0,
        })
        .sum()
}

/// The value at quantile `q` of sorted values (nearest rank).
fn quantile(sorted: &[f64], q: f64) -> f64 {
    if sorted.is_empty() {
        return f64::NAN;
    }
    let i = ((q * sorted.len() as f64).ceil() as usize).clamp(1, sorted.len()) - 1;
    sorted[i]
}

/// Least-squares slope of `y` over `x` (0 with fewer than two points).
fn slope(points: &[(f64, f64)]) -> f64 {
    let pts: Vec<&(f64, f64)> = points.iter().filter(|(x, y)| x.is_finite() && y.is_finite()).collect();
    if pts.len() < 2 {
        return 0.0;
    }
    let n = pts.len() as f64;
    let mx = pts.iter().map(|p| p.0).sum::<f64>() / n;
    let my = pts.iter().map(|p| p.1).sum::<f64>() / n;
    let sxx: f64 = pts.iter().map(|p| (p.0 - mx).powi(2)).sum();
    let sxy: f64 = pts.iter().map(|p| (p.0 - mx) * (p.1 - my)).sum();
    if sxx == 0.0 {
        0.0
    } else {
        sxy / sxx
    }
}

/// What the clients share.
struct Load<'a> {
    addr: &'a str,
    mix: &'a [MixItem],
    expected: &'a [Value],
    next: AtomicU64,
    stop: AtomicBool,
    /// Latencies (s) of the current window.
    window: Mutex<Vec<f64>>,
    throttled: AtomicU64,
    changed: AtomicU64,
    errors: AtomicU64,
    requests: AtomicU64,
    first_problems: Mutex<Vec<String>>,
}

impl Load<'_> {
    fn problem(&self, what: String) {
        let mut p = self.first_problems.lock().unwrap_or_else(|e| e.into_inner());
        if p.len() < 10 {
            p.push(what);
        }
    }

    fn client(&self) {
        let mut conn: Option<Connection> = None;
        while !self.stop.load(Ordering::SeqCst) {
            let n = self.next.fetch_add(1, Ordering::SeqCst);
            let k = (n / 2) as usize % self.mix.len();
            let item = &self.mix[k];
            let body = item.body(n);
            loop {
                if conn.is_none() {
                    match Connection::open(self.addr) {
                        Ok(c) => conn = Some(c),
                        Err(e) => {
                            self.errors.fetch_add(1, Ordering::SeqCst);
                            self.problem(format!("cannot connect: {e:#}"));
                            std::thread::sleep(Duration::from_millis(200));
                            break;
                        }
                    }
                }
                let Some(c) = conn.as_mut() else { break };
                let t = Instant::now();
                let answer = c.post_json(item.path, &body);
                let dt = t.elapsed().as_secs_f64();
                match answer {
                    Ok(a) if a.status == 429 => {
                        self.throttled.fetch_add(1, Ordering::SeqCst);
                        std::thread::sleep(Duration::from_millis(100));
                        if self.stop.load(Ordering::SeqCst) {
                            break;
                        }
                    }
                    Ok(a) if a.status == 200 => {
                        self.requests.fetch_add(1, Ordering::SeqCst);
                        self.window.lock().unwrap_or_else(|e| e.into_inner()).push(dt);
                        let v: Value = serde_json::from_slice(&a.body).unwrap_or(Value::Null);
                        if item.verdict(&v) != self.expected[k] {
                            self.changed.fetch_add(1, Ordering::SeqCst);
                            self.problem(format!(
                                "request {n} to {}: verdict {} instead of {}",
                                item.path,
                                item.verdict(&v),
                                self.expected[k]
                            ));
                        }
                        break;
                    }
                    Ok(a) => {
                        self.errors.fetch_add(1, Ordering::SeqCst);
                        self.problem(format!(
                            "request {n} to {}: {} {}",
                            item.path,
                            a.status,
                            String::from_utf8_lossy(&a.body)
                        ));
                        break;
                    }
                    Err(e) => {
                        conn = None;
                        self.errors.fetch_add(1, Ordering::SeqCst);
                        self.problem(format!("request {n} to {}: {e:#}", item.path));
                        break;
                    }
                }
            }
        }
    }
}

/// Run the soak and return its report (`passed` says whether it held). `log` gets one line per
/// sample.
pub fn run(o: &SoakOptions, log: &dyn Fn(&str)) -> Result<SoakReport> {
    if o.clients == 0 || o.sample.is_zero() {
        bail!("--clients and --sample-secs must be above 0");
    }
    let conditions = execretrieval_host::timing::Conditions::now();
    let mut server = start_server(o)?;
    let pid = server.child.id();
    let mix = mix();
    // each item's verdict, from its first answer (cached or not, the same by construction)
    let mut expected = Vec::with_capacity(mix.len());
    let mut c = Connection::open(&server.addr)?;
    for item in &mix {
        let a = c.post_json(item.path, &item.body(0))?;
        if a.status != 200 {
            bail!("{} answered {} to a mix item: {}", item.path, a.status, String::from_utf8_lossy(&a.body));
        }
        expected.push(item.verdict(&serde_json::from_slice(&a.body)?));
    }
    drop(c);
    let idle_fds_before = settle_fds(pid, usize::MAX);
    let addr = server.addr.clone();
    let load = Load {
        addr: &addr,
        mix: &mix,
        expected: &expected,
        next: AtomicU64::new(0),
        stop: AtomicBool::new(false),
        window: Mutex::new(Vec::new()),
        throttled: AtomicU64::new(0),
        changed: AtomicU64::new(0),
        errors: AtomicU64::new(0),
        requests: AtomicU64::new(0),
        first_problems: Mutex::new(Vec::new()),
    };
    let started_unix =
        std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_secs());
    let t0 = Instant::now();
    let mut samples = Vec::new();
    let mut failures = Vec::new();
    std::thread::scope(|s| {
        for _ in 0..o.clients {
            s.spawn(|| load.client());
        }
        let mut last = Instant::now();
        let mut throttled_before = 0;
        while t0.elapsed() < o.duration {
            let next = t0 + o.sample * (samples.len() as u32 + 1);
            let wait =
                next.saturating_duration_since(Instant::now()).min(o.duration.saturating_sub(t0.elapsed()));
            // watch for a crash while waiting
            let until = Instant::now() + wait;
            let mut floor = f64::INFINITY;
            while Instant::now() < until {
                floor = floor.min(rss_and_threads(pid).0);
                if let Ok(Some(status)) = server.child.try_wait() {
                    failures.push(format!(
                        "the server exited ({status}) after {:.0} s",
                        t0.elapsed().as_secs_f64()
                    ));
                    break;
                }
                std::thread::sleep(
                    Duration::from_millis(200).min(until.saturating_duration_since(Instant::now())),
                );
            }
            if !failures.is_empty() {
                break;
            }
            let mut lat = std::mem::take(&mut *load.window.lock().unwrap_or_else(|e| e.into_inner()));
            lat.sort_by(f64::total_cmp);
            let secs = last.elapsed().as_secs_f64();
            last = Instant::now();
            let (rss_mib, threads) = rss_and_threads(pid);
            let throttled = load.throttled.load(Ordering::SeqCst);
            let sample = SoakSample {
                cache_bytes: dir_bytes(&o.cache_dir),
                cpu_secs: execretrieval_host::timing::pid_cpu_secs(pid).unwrap_or(f64::NAN),
                elapsed_secs: t0.elapsed().as_secs_f64(),
                fds: open_fds(pid),
                load_1m: execretrieval_host::timing::load_1m(),
                p50_ms: quantile(&lat, 0.5) * 1e3,
                p99_ms: quantile(&lat, 0.99) * 1e3,
                requests: lat.len() as u64,
                rss_floor_mib: floor.min(rss_mib),
                rss_mib,
                throttled: throttled - throttled_before,
                threads,
                throughput: lat.len() as f64 / secs,
            };
            throttled_before = throttled;
            log(&format!(
                "{:>7.0} s  rss {:>7.1} MiB (floor {:>7.1})  fds {:>3}  threads {:>3}  cache {:>7.1} MiB  p50 {:>7.1} ms  p99 {:>7.1} ms  {:>6.1}/s  load {}",
                sample.elapsed_secs,
                sample.rss_mib,
                sample.rss_floor_mib,
                sample.fds,
                sample.threads,
                sample.cache_bytes as f64 / 1048576.0,
                sample.p50_ms,
                sample.p99_ms,
                sample.throughput,
                sample.load_1m.map_or("-".into(), |l| format!("{l:.2}")),
            ));
            samples.push(sample);
        }
        load.stop.store(true, Ordering::SeqCst);
    });
    let duration_secs = t0.elapsed().as_secs_f64();
    // the clients' connections are closed: the server's descriptors must come back
    let idle_fds_after = if failures.is_empty() { settle_fds(pid, idle_fds_before) } else { 0 };
    let trend = trends(&samples, &o.tolerance);
    failures.extend(trend.failures);
    let (changed, errors) = (load.changed.load(Ordering::SeqCst), load.errors.load(Ordering::SeqCst));
    if changed > 0 {
        failures.push(format!("{changed} verdicts changed"));
    }
    if errors > 0 {
        failures.push(format!("{errors} requests failed"));
    }
    failures.extend(load.first_problems.into_inner().unwrap_or_else(|e| e.into_inner()));
    if failures.is_empty() && idle_fds_after > idle_fds_before {
        failures.push(format!(
            "descriptors leaked: {idle_fds_before} open before the load, {idle_fds_after} after it (idle)"
        ));
    }
    if samples.is_empty() {
        failures.push("no sample was taken: give a --duration-secs of at least one --sample-secs".into());
    }
    drop(server);
    Ok(SoakReport {
        changed_verdicts: changed,
        clients: o.clients,
        cores: conditions.cores,
        cpu: conditions.cpu,
        duration_secs,
        errors,
        passed: failures.is_empty(),
        failures,
        idle_fds_after,
        idle_fds_before,
        jobs: o.jobs,
        p99_growth_ms: trend.p99_growth_ms,
        requests: load.requests.load(Ordering::SeqCst),
        rss_growth_mib: trend.rss_growth_mib,
        sample_secs: o.sample.as_secs_f64(),
        samples,
        started_unix,
        tolerance: o.tolerance,
        warmup_samples: trend.warmup_samples,
    })
}

/// The trends of a run: RSS (its floor in each window) and p99 fitted (least squares) over the samples after the warm-up
/// (the first quarter), as growth across that window, and the failures they are.
#[derive(Debug, PartialEq)]
pub struct Trends {
    pub warmup_samples: usize,
    pub rss_growth_mib: f64,
    pub p99_growth_ms: f64,
    pub failures: Vec<String>,
}

pub fn trends(samples: &[SoakSample], t: &Tolerance) -> Trends {
    let warmup_samples = samples.len() / 4;
    let measured = &samples[warmup_samples..];
    let fit = |f: &dyn Fn(&SoakSample) -> f64| {
        let pts: Vec<(f64, f64)> = measured.iter().map(|s| (s.elapsed_secs, f(s))).collect();
        let span = measured.last().map_or(0.0, |l| l.elapsed_secs)
            - measured.first().map_or(0.0, |f| f.elapsed_secs);
        let finite: Vec<f64> = pts.iter().map(|p| p.1).filter(|v| v.is_finite()).collect();
        let mean = finite.iter().sum::<f64>() / finite.len().max(1) as f64;
        (slope(&pts) * span, mean)
    };
    let (rss_growth_mib, rss_mean) = fit(&|s| s.rss_floor_mib);
    let (p99_growth_ms, p99_mean) = fit(&|s| s.p99_ms);
    let mut failures = Vec::new();
    if rss_growth_mib > t.rss_abs_mib.max(t.rss_rel * rss_mean) {
        failures.push(format!(
            "RSS grew by {rss_growth_mib:.1} MiB over the measured window (fitted; mean {rss_mean:.1} MiB): above \
             max({} MiB, {} × mean)",
            t.rss_abs_mib, t.rss_rel
        ));
    }
    if p99_growth_ms > t.p99_abs_ms.max(t.p99_rel * p99_mean) {
        failures.push(format!(
            "p99 latency grew by {p99_growth_ms:.1} ms over the measured window (fitted; mean {p99_mean:.1} ms): \
             above max({} ms, {} × mean)",
            t.p99_abs_ms, t.p99_rel
        ));
    }
    Trends { warmup_samples, rss_growth_mib, p99_growth_ms, failures }
}

/// The server's open descriptors once they stop changing (at most 10 s), or as soon as they are
/// at most `target`.
fn settle_fds(pid: u32, target: usize) -> usize {
    let mut last = open_fds(pid);
    for _ in 0..50 {
        std::thread::sleep(Duration::from_millis(200));
        let now = open_fds(pid);
        if now <= target || (target == usize::MAX && now == last) {
            return now;
        }
        last = now;
    }
    last
}

/// The report as Markdown: the verdict, then one row per `every` samples.
pub fn markdown(r: &SoakReport, every: usize) -> String {
    use std::fmt::Write;
    let mut m = String::new();
    let _ = writeln!(
        m,
        "bench soak: {} over {:.0} s, {} clients, {} workers, {} cores ({}); {} requests, {} changed verdicts, {} errors; \
         RSS growth {:.1} MiB, p99 growth {:.1} ms (fitted after {} warm-up samples); descriptors idle {} before, {} after\n",
        if r.passed { "PASSED" } else { "FAILED" },
        r.duration_secs,
        r.clients,
        r.jobs,
        r.cores,
        r.cpu.as_deref().unwrap_or("unknown CPU"),
        r.requests,
        r.changed_verdicts,
        r.errors,
        r.rss_growth_mib,
        r.p99_growth_ms,
        r.warmup_samples,
        r.idle_fds_before,
        r.idle_fds_after,
    );
    let _ = writeln!(
        m,
        "| t (min) | RSS floor (MiB) | RSS (MiB) | fds | threads | cache (MiB) | p50 (ms) | p99 (ms) | req/s | load |"
    );
    let _ = writeln!(m, "|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
    for (i, s) in r.samples.iter().enumerate() {
        if (i + 1) % every.max(1) != 0 && i + 1 != r.samples.len() {
            continue;
        }
        let _ = writeln!(
            m,
            "| {:.1} | {:.1} | {:.1} | {} | {} | {:.1} | {:.1} | {:.1} | {:.1} | {} |",
            s.elapsed_secs / 60.0,
            s.rss_floor_mib,
            s.rss_mib,
            s.fds,
            s.threads,
            s.cache_bytes as f64 / 1048576.0,
            s.p50_ms,
            s.p99_ms,
            s.throughput,
            s.load_1m.map_or("-".into(), |l| format!("{l:.2}"))
        );
    }
    for f in &r.failures {
        let _ = writeln!(m, "\n- {f}");
    }
    m
}

/// RSS (MiB) and p99 latency (ms) over time as a small SVG (two panels, one polyline each).
pub fn svg(r: &SoakReport) -> String {
    use std::fmt::Write;
    let (w, h, pad) = (640.0, 180.0, 46.0);
    let t_max = r.samples.last().map_or(1.0, |s| s.elapsed_secs).max(1.0) / 60.0;
    let mut out = String::new();
    let _ = writeln!(
        out,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}\" height=\"{}\" font-family=\"sans-serif\" font-size=\"11\">",
        2.0 * h + 20.0
    );
    // (title, unit, the sample's value)
    type Panel = (&'static str, &'static str, fn(&SoakSample) -> f64);
    let panels: [Panel; 2] = [
        ("server RSS, least in each window", "MiB", |s| s.rss_floor_mib),
        ("p99 latency", "ms", |s| s.p99_ms),
    ];
    for (p, (title, unit, f)) in panels.iter().enumerate() {
        let y0 = p as f64 * (h + 10.0);
        let vals: Vec<f64> = r.samples.iter().map(f).filter(|v| v.is_finite()).collect();
        let v_max = vals.iter().copied().fold(0.0, f64::max).max(1.0) * 1.1;
        let x = |t: f64| pad + (w - pad - 10.0) * t / t_max;
        let y = |v: f64| y0 + h - 25.0 - (h - 45.0) * v / v_max;
        let _ = writeln!(
            out,
            "<text x=\"{pad}\" y=\"{}\" font-weight=\"bold\">{title} ({unit}) over time (min)</text>",
            y0 + 14.0
        );
        let _ = writeln!(
            out,
            "<line x1=\"{pad}\" y1=\"{}\" x2=\"{}\" y2=\"{}\" stroke=\"#444\"/><line x1=\"{pad}\" y1=\"{}\" x2=\"{pad}\" y2=\"{}\" stroke=\"#444\"/>",
            y(0.0), w - 10.0, y(0.0), y(0.0), y(v_max)
        );
        for k in 0..=4 {
            let v = v_max * k as f64 / 4.0;
            let _ = writeln!(
                out,
                "<text x=\"{}\" y=\"{:.1}\" text-anchor=\"end\">{v:.0}</text>",
                pad - 4.0,
                y(v) + 4.0
            );
            let t = t_max * k as f64 / 4.0;
            let _ = writeln!(
                out,
                "<text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"middle\">{t:.0}</text>",
                x(t),
                y(0.0) + 14.0
            );
        }
        let pts: Vec<String> = r
            .samples
            .iter()
            .filter(|s| f(s).is_finite())
            .map(|s| format!("{:.1},{:.1}", x(s.elapsed_secs / 60.0), y(f(s))))
            .collect();
        let _ = writeln!(
            out,
            "<polyline fill=\"none\" stroke=\"#1f77b4\" stroke-width=\"1.5\" points=\"{}\"/>",
            pts.join(" ")
        );
    }
    out.push_str("</svg>\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slope_and_quantiles() {
        assert_eq!(slope(&[(0.0, 1.0), (1.0, 3.0), (2.0, 5.0)]), 2.0);
        assert_eq!(slope(&[(0.0, 1.0)]), 0.0);
        let v = [1.0, 2.0, 3.0, 4.0];
        assert_eq!((quantile(&v, 0.5), quantile(&v, 0.99)), (2.0, 4.0));
        assert!(quantile(&[], 0.5).is_nan());
    }

    fn sample(t: f64, rss: f64, p99: f64) -> SoakSample {
        SoakSample {
            cache_bytes: 0,
            cpu_secs: 0.0,
            elapsed_secs: t,
            fds: 10,
            load_1m: None,
            p50_ms: 1.0,
            p99_ms: p99,
            requests: 100,
            rss_floor_mib: rss,
            rss_mib: rss + 100.0,
            throttled: 0,
            threads: 4,
            throughput: 10.0,
        }
    }

    #[test]
    fn trends_flag_growth_and_pass_flat_noisy_runs() {
        let t = Tolerance::default();
        // flat with noise, and a warm-up ramp that is not fitted
        let flat: Vec<SoakSample> = (0..60)
            .map(|i| {
                let noise = if i % 2 == 0 { 3.0 } else { -3.0 };
                let ramp = if i < 10 { i as f64 * 10.0 } else { 100.0 };
                sample(i as f64 * 60.0, 200.0 + ramp + noise, 300.0 + noise * 20.0)
            })
            .collect();
        let r = trends(&flat, &t);
        assert!(r.failures.is_empty(), "{r:?}");
        assert_eq!(r.warmup_samples, 15);
        // a leak of 1 MiB a minute (45 MiB over the fitted 45 minutes): a trend
        let leak: Vec<SoakSample> =
            (0..60).map(|i| sample(i as f64 * 60.0, 200.0 + i as f64, 300.0)).collect();
        let r = trends(&leak, &t);
        assert_eq!(r.failures.len(), 1, "{r:?}");
        assert!(r.failures[0].starts_with("RSS grew by 44.0 MiB"), "{r:?}");
        // p99 doubling over the run: a trend
        let slow: Vec<SoakSample> =
            (0..60).map(|i| sample(i as f64 * 60.0, 200.0, 300.0 + 10.0 * i as f64)).collect();
        let r = trends(&slow, &t);
        assert!(r.failures.len() == 1 && r.failures[0].starts_with("p99 latency grew"), "{r:?}");
    }

    #[test]
    fn unique_bodies_only_change_the_code() {
        let m = mix();
        let a: Value = serde_json::from_slice(&m[0].body(0)).unwrap();
        let b: Value = serde_json::from_slice(&m[0].body(7)).unwrap();
        assert_eq!(a["tests"], b["tests"]);
        assert!(b["code"].as_str().unwrap().starts_with("# soak 7\n"));
        assert!(b["code"].as_str().unwrap().ends_with(a["code"].as_str().unwrap()));
    }
}
