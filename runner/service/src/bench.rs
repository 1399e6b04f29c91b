//! `execretrieval bench serve`: the service measured against `exec` and against a baseline
//! service that runs one CPython subprocess per request, in one run, over loopback.
//!
//! (a) throughput on 8-assert suites, `clients` concurrent clients for `seconds`, vs the oracle's
//!     own batch path (`exec --jobs J`) on the same suites; (b) the same clients against the
//!     CPython-subprocess service (`BASELINE_SERVER`, SandboxFusion's default isolation);
//!     (c) p50/p99 of one small suite on an idle server; (d) 20 % fuel/memory bombs mixed in:
//!     benign verdicts must equal the quiet run's, benign p50/p99; (e) the server's peak RSS;
//!     (f) server start to first answer with a warm module cache.

use crate::client::Connection;
use anyhow::{bail, Context, Result};
use execretrieval_core::oracle::Suite;
use execretrieval_core::workload::small_suites;
use execretrieval_host::oracle::Oracle;
use std::fmt::Write;
use std::io::{BufRead, BufReader};
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// The two services a benchmark compares: ours (`bin serve`) and a CPython baseline (`python`).
pub struct Services {
    /// The `execretrieval` binary started as the server.
    pub bin: PathBuf,
    /// Sandbox workers of the server (and of the `exec` baseline).
    pub jobs: usize,
    pub python: PathBuf,
    /// Extra arguments of `serve` (sandbox options such as --cache-dir, --guest).
    pub serve_args: Vec<String>,
}

pub struct BenchOptions {
    pub services: Services,
    pub clients: usize,
    pub seconds: f64,
    pub suites: usize,
}

/// The baseline: a threaded stdlib HTTP server that answers POST /v1/suites by running
/// `reference_runner.py` in a fresh `python3 -I` per request.
pub const BASELINE_SERVER: &str = r#"
import json, subprocess, sys
from http.server import ThreadingHTTPServer, BaseHTTPRequestHandler
RUNNER, PYTHON = sys.argv[1], sys.argv[2]
class H(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    def log_message(self, *a):
        pass
    def do_POST(self):
        body = self.rfile.read(int(self.headers["Content-Length"]))
        req = json.loads(body)
        p = subprocess.run([PYTHON, "-I", RUNNER, "--timeout", "5"], input=json.dumps(req) + "\n",
                           capture_output=True, text=True)
        out = json.loads(p.stdout.strip().splitlines()[-1])
        data = json.dumps({"outcomes": out["outcomes"], "passed": all(o == "pass" for o in out["outcomes"])}).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)
s = ThreadingHTTPServer(("127.0.0.1", 0), H)
print(json.dumps({"listening": "127.0.0.1:%d" % s.server_address[1]}), flush=True)
s.serve_forever()
"#;

pub(crate) struct Proc {
    pub(crate) child: Child,
    pub(crate) addr: String,
}
impl Drop for Proc {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Proc {
    /// Start `cmd` (stdout piped, stdin and stderr closed) and read the address it prints first.
    pub(crate) fn start(cmd: &mut Command) -> Result<Proc> {
        let mut child = cmd.stdin(Stdio::null()).stdout(Stdio::piped()).stderr(Stdio::null()).spawn()?;
        let addr = read_listening(&mut child)?;
        Ok(Proc { child, addr })
    }

    /// `bin serve` on a loopback port, without a cache, with the services' workers and
    /// arguments and room for `queue` waiting requests.
    pub(crate) fn serve(c: &Services, queue: usize) -> Result<Proc> {
        Proc::start(
            Command::new(&c.bin)
                .args(["serve", "--listen", "127.0.0.1:0", "--no-cache", "--queue"])
                .arg(queue.to_string())
                .arg("--jobs")
                .arg(c.jobs.to_string())
                .args(&c.serve_args),
        )
        .context("starting execretrieval serve")
    }
}

/// Wait for every client thread; the first error one returned.
pub(crate) fn join_clients(handles: Vec<std::thread::ScopedJoinHandle<'_, Result<()>>>) -> Result<()> {
    let mut first = None;
    for h in handles {
        if let Err(e) = h.join().expect("client thread") {
            first.get_or_insert(e);
        }
    }
    first.map_or(Ok(()), Err)
}

/// The `{"listening": ADDR}` line a server prints first.
fn read_listening(child: &mut Child) -> Result<String> {
    let mut line = String::new();
    BufReader::new(child.stdout.take().context("no stdout")?).read_line(&mut line)?;
    let v: serde_json::Value =
        serde_json::from_str(&line).with_context(|| format!("no address: {line:?}"))?;
    Ok(v["listening"].as_str().context("no address")?.to_string())
}

fn rss_mib(pid: u32) -> f64 {
    let s = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    s.lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<f64>().ok())
        .map_or(f64::NAN, |kb| kb / 1024.0)
}

fn percentile(sorted: &[f64], p: f64) -> f64 {
    if sorted.is_empty() {
        return f64::NAN;
    }
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i.min(sorted.len() - 1)]
}

fn suite_body(code: &str, tests: &[String]) -> Vec<u8> {
    serde_json::to_vec(&serde_json::json!({"code": code, "tests": tests})).expect("serialises")
}

/// What the load phase saw.
struct Load {
    done: usize,
    secs: f64,
    benign_latencies: Vec<f64>,
    mismatches: usize,
    peak_rss_mib: f64,
}

/// `clients` threads posting suites (index `i` of a shared counter; every `bomb_every`-th request
/// is a bomb) until `seconds` pass. Benign answers are checked against `quiet` when given.
#[expect(clippy::too_many_arguments, reason = "one private call site; a struct would only rename them")]
fn load(
    addr: &str,
    clients: usize,
    seconds: f64,
    bodies: &[Vec<u8>],
    quiet: Option<&[serde_json::Value]>,
    bombs: &[Vec<u8>],
    bomb_every: usize,
    pid: Option<u32>,
) -> Result<Load> {
    let next = AtomicUsize::new(0);
    let done = AtomicUsize::new(0);
    let mismatches = AtomicUsize::new(0);
    let lat = Mutex::new(Vec::new());
    let stop = AtomicBool::new(false);
    let peak = AtomicU64::new(0);
    let t0 = Instant::now();
    let deadline = t0 + Duration::from_secs_f64(seconds);
    std::thread::scope(|s| -> Result<()> {
        if let Some(pid) = pid {
            let (stop, peak) = (&stop, &peak);
            s.spawn(move || {
                while !stop.load(Ordering::Relaxed) {
                    let r = (rss_mib(pid) * 1024.0) as u64;
                    peak.fetch_max(r, Ordering::Relaxed);
                    std::thread::sleep(Duration::from_millis(50));
                }
            });
        }
        let handles: Vec<_> = (0..clients)
            .map(|_| {
                s.spawn(|| -> Result<()> {
                    let mut c = Connection::open(addr)?;
                    while Instant::now() < deadline {
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        let bomb = bomb_every > 0 && i % bomb_every == bomb_every - 1;
                        let (body, k) = if bomb {
                            (&bombs[(i / bomb_every) % bombs.len()], usize::MAX)
                        } else {
                            let k = i % bodies.len();
                            (&bodies[k], k)
                        };
                        let t = Instant::now();
                        let a = c.post_json("/v1/suites", body)?;
                        let dt = t.elapsed().as_secs_f64();
                        if a.status != 200 {
                            bail!("status {}: {}", a.status, String::from_utf8_lossy(&a.body));
                        }
                        if !bomb {
                            lat.lock().unwrap().push(dt);
                            if let Some(q) = quiet {
                                let v: serde_json::Value = serde_json::from_slice(&a.body)?;
                                if v["outcomes"] != q[k]["outcomes"] || v["fuel_used"] != q[k]["fuel_used"] {
                                    mismatches.fetch_add(1, Ordering::Relaxed);
                                }
                            }
                        }
                        done.fetch_add(1, Ordering::Relaxed);
                    }
                    Ok(())
                })
            })
            .collect();
        let joined = join_clients(handles);
        stop.store(true, Ordering::Relaxed);
        joined
    })?;
    let mut l = lat.into_inner().unwrap();
    l.sort_by(f64::total_cmp);
    Ok(Load {
        done: done.load(Ordering::Relaxed),
        secs: t0.elapsed().as_secs_f64(),
        benign_latencies: l,
        mismatches: mismatches.load(Ordering::Relaxed),
        peak_rss_mib: peak.load(Ordering::Relaxed) as f64 / 1024.0,
    })
}

fn verdict(ok: bool) -> &'static str {
    if ok {
        "met"
    } else {
        "NOT met"
    }
}

/// Run every measurement; returns the Markdown report. `oracle` (no cache) is the `exec` path.
pub fn run(opts: &BenchOptions, oracle: &Oracle) -> Result<String> {
    let suites = small_suites(opts.suites);
    let bodies: Vec<Vec<u8>> = suites.iter().map(|(c, t)| suite_body(c, t)).collect();
    let reqs: Vec<Suite> = suites.iter().map(|(c, t)| Suite { code: c.clone(), tests: t.clone() }).collect();
    // (a) exec baseline: the same suites through the oracle's batch path, best of two.
    let mut exec_secs = f64::INFINITY;
    for _ in 0..2 {
        let t = Instant::now();
        let (out, _) = oracle.run_many(&reqs, opts.services.jobs, &|| {})?;
        exec_secs = exec_secs.min(t.elapsed().as_secs_f64());
        anyhow::ensure!(out.iter().all(|o| o.iter().all(|x| x.is_pass())), "a bench suite failed");
    }
    let exec_tput = suites.len() as f64 / exec_secs;

    // (f) server start to first answer (the module cache is warm: the oracle above built it).
    let t = Instant::now();
    let server = Proc::serve(&opts.services, 1024)?;
    let first = Connection::open(&server.addr)?.post_json("/v1/suites", &bodies[0])?;
    anyhow::ensure!(first.status == 200, "first answer: {}", first.status);
    let start_secs = t.elapsed().as_secs_f64();
    let pid = server.child.id();

    // quiet answers (for (d)) and (c) idle latency: one client, sequential.
    let mut c = Connection::open(&server.addr)?;
    let mut quiet = Vec::with_capacity(bodies.len());
    for b in &bodies {
        quiet.push(serde_json::from_slice::<serde_json::Value>(&c.post_json("/v1/suites", b)?.body)?);
    }
    let mut idle = Vec::new();
    let small = suite_body("def f(x):\n    return x + 1\n", &["assert f(1) == 2".to_string()]);
    for _ in 0..300 {
        let t = Instant::now();
        let a = c.post_json("/v1/suites", &small)?;
        idle.push(t.elapsed().as_secs_f64());
        anyhow::ensure!(a.status == 200, "idle request: {}", a.status);
    }
    idle.sort_by(f64::total_cmp);
    drop(c);

    // (a) service throughput.
    let a = load(&server.addr, opts.clients, opts.seconds, &bodies, Some(&quiet), &[], 0, Some(pid))?;
    let serve_tput = a.done as f64 / a.secs;

    // (d) 20 % bombs (fuel and memory, under the server's default limits).
    let bombs = vec![
        suite_body("def f():\n    while True:\n        pass\n", &["assert f()".to_string()]),
        suite_body(
            "def f():\n    x = []\n    while True:\n        x.append('y' * 10**6)\n",
            &["assert f()".to_string()],
        ),
    ];
    let d = load(&server.addr, opts.clients, opts.seconds, &bodies, Some(&quiet), &bombs, 5, Some(pid))?;
    let peak_rss = a.peak_rss_mib.max(d.peak_rss_mib);
    drop(server);

    // (b) the CPython-subprocess service on the same suites.
    let dir = execretrieval_host::reference::runner_dir()?;
    let script = dir.path().join("baseline_server.py");
    std::fs::write(&script, BASELINE_SERVER)?;
    let baseline = Proc::start(
        Command::new(&opts.services.python)
            .arg("-I")
            .arg(&script)
            .arg(dir.path().join("reference_runner.py"))
            .arg(&opts.services.python),
    )
    .context("starting the CPython baseline service (python3)")?;
    let b = load(&baseline.addr, opts.clients, opts.seconds, &bodies, None, &[], 0, None)?;
    let base_tput = b.done as f64 / b.secs;
    drop(baseline);

    let ms = |v: f64| v * 1000.0;
    let overhead = exec_tput / serve_tput - 1.0;
    let mut r = String::new();
    let w = &mut r;
    let cores = std::thread::available_parallelism().map(|n| n.get()).unwrap_or(1);
    writeln!(
        w,
        "## bench serve ({cores} cores, {} workers, {} clients, {:.0} s per phase, loopback)\n",
        opts.services.jobs, opts.clients, opts.seconds
    )?;
    writeln!(w, "| measurement | value | target |")?;
    writeln!(w, "|---|---:|---:|")?;
    writeln!(w, "| (a) exec --jobs {}: 8-assert suites / s | {exec_tput:.0} | |", opts.services.jobs)?;
    writeln!(w, "| (a) service: 8-assert suites / s ({} answered) | {serve_tput:.0} | |", a.done)?;
    writeln!(
        w,
        "| (a) service overhead vs exec | {:.1} % | <= 10 %: {} |",
        overhead * 100.0,
        verdict(overhead <= 0.10)
    )?;
    writeln!(w, "| (b) CPython-subprocess service: suites / s ({} answered) | {base_tput:.1} | |", b.done)?;
    writeln!(
        w,
        "| (b) service vs CPython-subprocess service | {:.1}x | >= 30x: {} |",
        serve_tput / base_tput,
        verdict(serve_tput / base_tput >= 30.0)
    )?;
    writeln!(
        w,
        "| (c) idle, one small suite: p50 / p99 ms | {:.2} / {:.2} | p50 <= 2 ms: {} |",
        ms(percentile(&idle, 0.5)),
        ms(percentile(&idle, 0.99)),
        verdict(percentile(&idle, 0.5) <= 0.002)
    )?;
    writeln!(
        w,
        "| (a) under load: p50 / p99 ms | {:.1} / {:.1} | |",
        ms(percentile(&a.benign_latencies, 0.5)),
        ms(percentile(&a.benign_latencies, 0.99))
    )?;
    writeln!(
        w,
        "| (d) 20 % bombs: benign p50 / p99 ms | {:.1} / {:.1} | |",
        ms(percentile(&d.benign_latencies, 0.5)),
        ms(percentile(&d.benign_latencies, 0.99))
    )?;
    writeln!(
        w,
        "| (d) benign answers differing from the quiet run | {} of {} | 0: {} |",
        d.mismatches + a.mismatches,
        d.benign_latencies.len() + a.benign_latencies.len(),
        verdict(d.mismatches + a.mismatches == 0)
    )?;
    writeln!(w, "| (e) server peak RSS under load, MiB | {peak_rss:.0} | |")?;
    writeln!(
        w,
        "| (f) server start to first answer (warm module cache), s | {start_secs:.2} | < 1 s: {} |",
        verdict(start_secs < 1.0)
    )?;
    Ok(r)
}
