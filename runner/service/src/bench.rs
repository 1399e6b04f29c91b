//! `execretrieval bench serve`: the service measured against `exec` and against a baseline
//! service that runs one CPython subprocess per request, in one run, over loopback.
//!
//! (a) throughput on 8-assert suites, `clients` concurrent clients for `seconds`, vs the oracle's
//!     own batch path (`exec --jobs J`) on the same suites, and where the CPU goes (exec's, the
//!     server's and the clients' CPU time per suite: the server's from `/proc`); (a') the same
//!     with [`BATCH`] suites per request (a JSON list); (b) the same clients against the
//!     CPython-subprocess service (`BASELINE_SERVER`, SandboxFusion's default isolation);
//!     (c) p50/p99 of one small suite on an idle server; (d) 20 % fuel/memory bombs mixed in:
//!     benign verdicts must equal the quiet run's, benign p50/p99; (e) the server's peak RSS;
//!     (f) server start to first answer with a warm module cache.

use crate::client::Connection;
use anyhow::{bail, Context, Result};
use execretrieval_core::oracle::Suite;
use execretrieval_core::workload::small_suites;
use execretrieval_host::oracle::Oracle;
use execretrieval_host::timing::{pid_cpu_secs, process_cpu_secs};
use std::fmt::Write;
use std::io::{BufRead, BufReader};
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// Suites per request in phase (a'): what a harness that sends lists gets.
const BATCH: usize = 8;

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
    /// Waits until it is ready (`/readyz`).
    pub(crate) fn serve(c: &Services, queue: usize) -> Result<Proc> {
        let p = Proc::start(
            Command::new(&c.bin)
                .args(["serve", "--listen", "127.0.0.1:0", "--no-cache", "--queue"])
                .arg(queue.to_string())
                .arg("--jobs")
                .arg(c.jobs.to_string())
                .args(&c.serve_args),
        )
        .context("starting execretrieval serve")?;
        crate::client::wait_ready(&p.addr, Duration::from_secs(1800))?;
        Ok(p)
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
    /// Suites answered (requests × suites per request).
    done: usize,
    secs: f64,
    benign_latencies: Vec<f64>,
    mismatches: usize,
    peak_rss_mib: f64,
    /// CPU seconds of the server (every thread) over the phase; NaN without a pid.
    server_cpu: f64,
    /// CPU seconds of this process (the client threads, the RSS sampler) over the phase.
    client_cpu: f64,
}

/// One load phase: `clients` threads posting `bodies` (each of `per_body` suites; index `i` of a
/// shared counter; every `bomb_every`-th request is a bomb) until `seconds` pass. Benign answers
/// are checked against `quiet` when given (one suite per body only).
struct Phase<'a> {
    addr: &'a str,
    clients: usize,
    seconds: f64,
    bodies: &'a [Vec<u8>],
    per_body: usize,
    /// The quiet run's answer to each body, byte for byte (outcomes, fuel, everything).
    quiet: Option<&'a [Vec<u8>]>,
    bombs: &'a [Vec<u8>],
    bomb_every: usize,
    /// The server's pid: its peak RSS and CPU time are read from `/proc`.
    pid: Option<u32>,
}

fn load(p: &Phase) -> Result<Load> {
    let next = AtomicUsize::new(0);
    let done = AtomicUsize::new(0);
    let mismatches = AtomicUsize::new(0);
    let lat = Mutex::new(Vec::new());
    let stop = AtomicBool::new(false);
    let peak = AtomicU64::new(0);
    let server_cpu0 = p.pid.and_then(pid_cpu_secs);
    let client_cpu0 = process_cpu_secs();
    let t0 = Instant::now();
    let deadline = t0 + Duration::from_secs_f64(p.seconds);
    std::thread::scope(|s| -> Result<()> {
        if let Some(pid) = p.pid {
            let (stop, peak) = (&stop, &peak);
            s.spawn(move || {
                while !stop.load(Ordering::Relaxed) {
                    let r = (rss_mib(pid) * 1024.0) as u64;
                    peak.fetch_max(r, Ordering::Relaxed);
                    std::thread::sleep(Duration::from_millis(50));
                }
            });
        }
        let handles: Vec<_> = (0..p.clients)
            .map(|_| {
                s.spawn(|| -> Result<()> {
                    let mut c = Connection::open(p.addr)?;
                    while Instant::now() < deadline {
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        let bomb = p.bomb_every > 0 && i % p.bomb_every == p.bomb_every - 1;
                        let (body, k) = if bomb {
                            (&p.bombs[(i / p.bomb_every) % p.bombs.len()], usize::MAX)
                        } else {
                            let k = i % p.bodies.len();
                            (&p.bodies[k], k)
                        };
                        let t = Instant::now();
                        let a = c.post_json("/v1/suites", body)?;
                        let dt = t.elapsed().as_secs_f64();
                        if a.status != 200 {
                            bail!("status {}: {}", a.status, String::from_utf8_lossy(&a.body));
                        }
                        if !bomb {
                            lat.lock().unwrap().push(dt);
                            if p.quiet.is_some_and(|q| a.body != q[k]) {
                                mismatches.fetch_add(1, Ordering::Relaxed);
                            }
                        }
                        done.fetch_add(if bomb { 1 } else { p.per_body }, Ordering::Relaxed);
                    }
                    Ok(())
                })
            })
            .collect();
        let joined = join_clients(handles);
        stop.store(true, Ordering::Relaxed);
        joined
    })?;
    let secs = t0.elapsed().as_secs_f64();
    let server_cpu = match (server_cpu0, p.pid.and_then(pid_cpu_secs)) {
        (Some(a), Some(b)) => b - a,
        _ => f64::NAN,
    };
    let mut l = lat.into_inner().unwrap();
    l.sort_by(f64::total_cmp);
    Ok(Load {
        done: done.load(Ordering::Relaxed),
        secs,
        benign_latencies: l,
        mismatches: mismatches.load(Ordering::Relaxed),
        peak_rss_mib: peak.load(Ordering::Relaxed) as f64 / 1024.0,
        server_cpu,
        client_cpu: process_cpu_secs() - client_cpu0,
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
    // (a) exec baseline: the same suites through the oracle's batch path. Two short passes over
    // the suites (best of two: the baseline until 2026-12-03, ≈ 0.06 s each, which catches the
    // machine's fast moments), then one pass over the suites repeated to last about as long as
    // a service phase: the sustained rate the service is compared with, and the CPU time of
    // this process over it (nothing else runs in it then).
    let mut short_secs = f64::INFINITY;
    for _ in 0..2 {
        let t = Instant::now();
        let (out, _) = oracle.run_many(&reqs, &|| {})?;
        short_secs = short_secs.min(t.elapsed().as_secs_f64());
        anyhow::ensure!(out.iter().all(|o| o.iter().all(|x| x.is_pass())), "a bench suite failed");
    }
    let short_tput = suites.len() as f64 / short_secs;
    let rounds = ((opts.seconds * short_tput / suites.len() as f64).ceil() as usize).max(1);
    let long: Vec<Suite> = reqs.iter().cycle().take(reqs.len() * rounds).cloned().collect();
    let (t, c) = (Instant::now(), process_cpu_secs());
    let (out, _) = oracle.run_many(&long, &|| {})?;
    let (exec_secs, exec_cpu) = (t.elapsed().as_secs_f64(), process_cpu_secs() - c);
    anyhow::ensure!(out.iter().all(|o| o.iter().all(|x| x.is_pass())), "a bench suite failed");
    let exec_tput = long.len() as f64 / exec_secs;
    let exec_cpu_per_suite = exec_cpu / long.len() as f64;

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
        let a = c.post_json("/v1/suites", b)?;
        anyhow::ensure!(a.status == 200, "quiet run: status {}", a.status);
        quiet.push(a.body);
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
    let phase = |bodies, per_body, quiet, bombs, bomb_every| Phase {
        addr: &server.addr,
        clients: opts.clients,
        seconds: opts.seconds,
        bodies,
        per_body,
        quiet,
        bombs,
        bomb_every,
        pid: Some(pid),
    };
    let a = load(&phase(&bodies, 1, Some(&quiet), &[], 0))?;
    let serve_tput = a.done as f64 / a.secs;

    // (a') the same suites, BATCH to a request (a JSON list, answered as a list).
    let batches: Vec<Vec<u8>> =
        bodies.chunks_exact(BATCH).map(|c| [b"[", &c.join(&b","[..])[..], b"]"].concat()).collect();
    anyhow::ensure!(!batches.is_empty(), "--suites must be at least {BATCH}");
    let a2 = load(&phase(&batches, BATCH, None, &[], 0))?;
    let batch_tput = a2.done as f64 / a2.secs;

    // (d) 20 % bombs (fuel and memory, under the server's default limits).
    let bombs = vec![
        suite_body("def f():\n    while True:\n        pass\n", &["assert f()".to_string()]),
        suite_body(
            "def f():\n    x = []\n    while True:\n        x.append('y' * 10**6)\n",
            &["assert f()".to_string()],
        ),
    ];
    let d = load(&phase(&bodies, 1, Some(&quiet), &bombs, 5))?;
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
    let b = load(&Phase {
        addr: &baseline.addr,
        clients: opts.clients,
        seconds: opts.seconds,
        bodies: &bodies,
        per_body: 1,
        quiet: None,
        bombs: &[],
        bomb_every: 0,
        pid: None,
    })?;
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
    writeln!(
        w,
        "| (a) exec --jobs {}, sustained ({} suites, {exec_secs:.1} s): 8-assert suites / s | {exec_tput:.0} | |",
        opts.services.jobs,
        long.len()
    )?;
    writeln!(
        w,
        "| (a) exec --jobs {}, best of two short passes ({} suites each): suites / s | {short_tput:.0} | |",
        opts.services.jobs,
        suites.len()
    )?;
    writeln!(w, "| (a) service: 8-assert suites / s ({} answered) | {serve_tput:.0} | |", a.done)?;
    writeln!(
        w,
        "| (a) service overhead vs exec: sustained (target); best short pass | {:.1} %; {:.1} % | <= 10 %: {} |",
        overhead * 100.0,
        (short_tput / serve_tput - 1.0) * 100.0,
        verdict(overhead <= 0.10)
    )?;
    let per_suite = |cpu: f64, l: &Load| ms(cpu / l.done as f64);
    writeln!(
        w,
        "| (a) CPU ms / suite: exec / server / clients (this process) | {:.3} / {:.3} / {:.3} | |",
        ms(exec_cpu_per_suite),
        per_suite(a.server_cpu, &a),
        per_suite(a.client_cpu, &a)
    )?;
    writeln!(
        w,
        "| (a) CPU overhead vs exec: server / server + clients | {:.1} % / {:.1} % | |",
        (a.server_cpu / a.done as f64 / exec_cpu_per_suite - 1.0) * 100.0,
        ((a.server_cpu + a.client_cpu) / a.done as f64 / exec_cpu_per_suite - 1.0) * 100.0
    )?;
    writeln!(
        w,
        "| (a') service, {BATCH} suites per request (a JSON list): suites / s; overhead vs exec | {batch_tput:.0}; {:.1} % | |",
        (exec_tput / batch_tput - 1.0) * 100.0
    )?;
    writeln!(
        w,
        "| (a') CPU ms / suite: server / clients | {:.3} / {:.3} | |",
        per_suite(a2.server_cpu, &a2),
        per_suite(a2.client_cpu, &a2)
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
        "| (c) idle, one small suite: p50 / p99 ms | {:.2} / {:.2} | p50 <= 1 ms: {} |",
        ms(percentile(&idle, 0.5)),
        ms(percentile(&idle, 0.99)),
        verdict(percentile(&idle, 0.5) <= 0.001)
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
