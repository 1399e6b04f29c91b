//! `execretrieval bench rl-step`: the rewards of one RL step computed the way verl computes them
//! — G generations × M test cases, one SandboxFusion `POST /run_code` per (generation, case),
//! from C concurrent clients — answered by `serve` and by SandboxFusion's execution model on the
//! same machine (`BASELINE_RUN_CODE`: a threaded HTTP server that runs each request's code in a
//! fresh `python3` subprocess, as SandboxFusion's `run_python` does with isolation `none`).
//! Reported: throughput of each and their ratio, p50/p99 latency, and whether `serve`'s verdicts
//! (verl's result codes) in a quiet run (one client) equal those of a loaded run (C clients while
//! one more client sends endless loops, each stopped at 0.2 CPython-seconds of fuel).

use crate::bench::{join_clients, Proc, Services};
use crate::client::Connection;
use anyhow::{Context, Result};
use std::fmt::Write;
use std::process::Command;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::Instant;

pub struct RlOptions {
    pub services: Services,
    pub generations: usize,
    pub cases: usize,
    pub clients: usize,
}

/// SandboxFusion's execution model: the code in a temporary file, `python FILE` with the stdin,
/// the wall-clock `run_timeout`, the answer in SandboxFusion's shape.
pub const BASELINE_RUN_CODE: &str = r#"
import json, os, subprocess, sys, tempfile, time
from http.server import ThreadingHTTPServer, BaseHTTPRequestHandler
PYTHON = sys.argv[1]
class H(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    def log_message(self, *a):
        pass
    def do_POST(self):
        req = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        with tempfile.TemporaryDirectory() as d:
            path = os.path.join(d, "main.py")
            with open(path, "w") as f:
                f.write(req["code"])
            t = time.time()
            try:
                p = subprocess.run([PYTHON, path], input=(req.get("stdin") or "").encode(), capture_output=True,
                                   timeout=req.get("run_timeout", 10), cwd=d)
                run = {"status": "Finished", "execution_time": time.time() - t, "return_code": p.returncode,
                       "stdout": p.stdout.decode(errors="replace"), "stderr": p.stderr.decode(errors="replace")}
            except subprocess.TimeoutExpired:
                run = {"status": "TimeLimitExceeded", "execution_time": time.time() - t, "return_code": None,
                       "stdout": "", "stderr": ""}
        ok = run["status"] == "Finished" and run["return_code"] == 0
        data = json.dumps({"status": "Success" if ok else "Failed", "message": "", "compile_result": None,
                           "run_result": run, "executor_pod_name": None, "files": {}}).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)
s = ThreadingHTTPServer(("127.0.0.1", 0), H)
print(json.dumps({"listening": "127.0.0.1:%d" % s.server_address[1]}), flush=True)
s.serve_forever()
"#;

/// Generation `g`: a solution of "print a + b for each line after the count", right in 6 of
/// 10 generations, wrong, raising or doing extra work in the others (each text distinct).
fn generation(g: usize) -> String {
    let body = match g % 10 {
        0..=5 => "    print(a + b)",
        6 | 7 => "    print(a - b)",
        8 => "    print(a + b + int('x'))",
        _ => "    s = 0\n    for i in range(20000):\n        s += i % 7\n    print(a + b + s - s)",
    };
    format!("# generation {g}\nn = int(input())\nfor _ in range(n):\n    a, b = map(int, input().split())\n{body}\n")
}

/// Case `c`: its stdin and expected stdout.
fn case(c: usize) -> (String, String) {
    let n = 3 + c % 5;
    let (mut stdin, mut out) = (format!("{n}\n"), String::new());
    for i in 0..n {
        let (a, b) = (c * 31 + i * 7, i * 13 + 1);
        stdin += &format!("{a} {b}\n");
        out += &format!("{}\n", a + b);
    }
    (stdin, out)
}

/// The body verl's `call_sandbox_api` sends.
fn body(code: &str, stdin: &str, timeout: f64) -> Vec<u8> {
    serde_json::to_vec(&serde_json::json!({
        "compile_timeout": timeout, "run_timeout": timeout, "code": code, "stdin": stdin,
        "memory_limit_MB": 1024, "language": "python", "files": {}, "fetch_files": [],
    }))
    .expect("serialises")
}

/// verl's result code of an answer: 1 accepted, 0 wrong answer, -1 sandbox error, -2 runtime
/// error, -3 time limit (`_process_single_case`).
fn verl_result(v: &serde_json::Value, expected: &str) -> i32 {
    let run = &v["run_result"];
    match v["status"].as_str() {
        Some("Success") if run["status"] == "Finished" => {
            let out = run["stdout"].as_str().unwrap_or("");
            (out.trim_end_matches('\n') == expected.trim_end_matches('\n')) as i32
        }
        Some("Failed") if run["status"] == "TimeLimitExceeded" => -3,
        Some("Failed") if !run.is_null() => -2,
        _ => -1,
    }
}

struct Phase {
    secs: f64,
    latencies: Vec<f64>,
    results: Vec<i32>,
}

/// `clients` threads sending every (generation, case) once; `bombers` more threads sending
/// endless loops until the others are done.
fn phase(
    addr: &str,
    bodies: &[Vec<u8>],
    expected: &[String],
    clients: usize,
    bombers: usize,
) -> Result<Phase> {
    let next = AtomicUsize::new(0);
    let done = AtomicBool::new(false);
    let results = Mutex::new(vec![i32::MIN; bodies.len()]);
    let lat = Mutex::new(Vec::with_capacity(bodies.len()));
    let bomb = body("while True:\n    pass\n", "", 0.2);
    let t0 = Instant::now();
    std::thread::scope(|s| -> Result<()> {
        for _ in 0..bombers {
            s.spawn(|| -> Result<()> {
                let mut c = Connection::open(addr)?;
                while !done.load(Ordering::Relaxed) {
                    c.post_json("/run_code", &bomb)?;
                }
                Ok(())
            });
        }
        let handles: Vec<_> = (0..clients)
            .map(|_| {
                s.spawn(|| -> Result<()> {
                    let mut c = Connection::open(addr)?;
                    loop {
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        if i >= bodies.len() {
                            return Ok(());
                        }
                        let t = Instant::now();
                        let a = c.post_json("/run_code", &bodies[i])?;
                        lat.lock().unwrap().push(t.elapsed().as_secs_f64());
                        anyhow::ensure!(a.status == 200, "status {}", a.status);
                        let v: serde_json::Value = serde_json::from_slice(&a.body)?;
                        results.lock().unwrap()[i] = verl_result(&v, &expected[i]);
                    }
                })
            })
            .collect();
        let joined = join_clients(handles);
        done.store(true, Ordering::Relaxed);
        joined
    })?;
    let secs = t0.elapsed().as_secs_f64();
    let mut latencies = lat.into_inner().unwrap();
    latencies.sort_by(f64::total_cmp);
    Ok(Phase { secs, latencies, results: results.into_inner().unwrap() })
}

/// Run the three phases; returns the Markdown report.
pub fn run(opts: &RlOptions) -> Result<String> {
    let (mut bodies, mut expected) = (Vec::new(), Vec::new());
    for g in 0..opts.generations {
        let code = generation(g);
        for c in 0..opts.cases {
            let (stdin, out) = case(c);
            bodies.push(body(&code, &stdin, 10.0));
            expected.push(out);
        }
    }
    let server = Proc::serve(&opts.services, 4096)?;
    let quiet = phase(&server.addr, &bodies, &expected, 1, 0)?;
    let ours = phase(&server.addr, &bodies, &expected, opts.clients, 0)?;
    let loaded = phase(&server.addr, &bodies, &expected, opts.clients, 1)?;
    drop(server);
    let dir = execretrieval_host::reference::runner_dir()?;
    let script = dir.path().join("baseline_run_code.py");
    std::fs::write(&script, BASELINE_RUN_CODE)?;
    let baseline =
        Proc::start(Command::new(&opts.services.python).arg("-I").arg(&script).arg(&opts.services.python))
            .context("starting the CPython-subprocess baseline (python3)")?;
    let base = phase(&baseline.addr, &bodies, &expected, opts.clients, 0)?;
    drop(baseline);

    let n = bodies.len();
    let tput = |p: &Phase| n as f64 / p.secs;
    let pct = |p: &Phase, q: f64| {
        let l = &p.latencies;
        1000.0 * l[((l.len() as f64 - 1.0) * q).round() as usize]
    };
    let differ = |a: &Phase, b: &Phase| a.results.iter().zip(&b.results).filter(|(x, y)| x != y).count();
    let accepted = quiet.results.iter().filter(|&&r| r == 1).count();
    let cores = std::thread::available_parallelism().map(|n| n.get()).unwrap_or(1);
    let mut r = String::new();
    let w = &mut r;
    writeln!(
        w,
        "## bench rl-step ({cores} cores, {} workers, {} generations x {} cases = {n} requests, {} clients, loopback)\n",
        opts.services.jobs, opts.generations, opts.cases, opts.clients
    )?;
    writeln!(w, "| measurement | value |")?;
    writeln!(w, "|---|---:|")?;
    writeln!(w, "| serve /run_code: requests / s | {:.1} |", tput(&ours))?;
    writeln!(
        w,
        "| CPython subprocess per request (SandboxFusion's model): requests / s | {:.1} |",
        tput(&base)
    )?;
    writeln!(w, "| throughput ratio | {:.1}x |", tput(&ours) / tput(&base))?;
    writeln!(w, "| serve p50 / p99 latency, ms | {:.1} / {:.1} |", pct(&ours, 0.5), pct(&ours, 0.99))?;
    writeln!(w, "| baseline p50 / p99 latency, ms | {:.1} / {:.1} |", pct(&base, 0.5), pct(&base, 0.99))?;
    writeln!(
        w,
        "| serve with a client sending endless loops alongside: p50 / p99 ms | {:.1} / {:.1} |",
        pct(&loaded, 0.5),
        pct(&loaded, 0.99)
    )?;
    writeln!(w, "| verl results differing, quiet vs loaded serve | {} of {n} |", differ(&quiet, &loaded))?;
    writeln!(
        w,
        "| verl results differing, quiet vs {} clients | {} of {n} |",
        opts.clients,
        differ(&quiet, &ours)
    )?;
    writeln!(
        w,
        "| verl results differing, serve vs the CPython baseline | {} of {n} |",
        differ(&quiet, &base)
    )?;
    writeln!(w, "| accepted cases (quiet serve) | {accepted} of {n} |")?;
    Ok(r)
}
