//! The native floor of the sandbox: the same harness (RustPython) compiled for the host, with
//! no Wasmtime, no fuel and no snapshot. What it measures bounds what any wasm embedding of
//! RustPython can reach; `execretrieval bench exec` prints the sandbox and CPython figures.
//!
//! `cargo run --release --ignore-rust-version -p execretrieval-harness --example native_floor -- [SUITES] [LOOP_ITERATIONS]`
//!
//! Workload (a) is the bench's: SUITES small functions with 8 asserts each; (b) one
//! LOOP_ITERATIONS-iteration loop. Times are this thread's CPU time, best of 3. The same
//! workloads then run in-process in CPython (`python3` on PATH, or `$PYTHON`; the reference
//! runner, timed inside Python, best of 3) in the same run, and the ratios are printed: what the
//! interpreter itself costs before any sandbox.

use execretrieval_core::workload::{loop_suite, small_suites, CPYTHON_TIMING_SCRIPT};
use execretrieval_harness::Harness;
use std::io::Write;
use std::process::{Command, Stdio};
use std::time::Instant;

fn thread_cpu() -> f64 {
    let mut ts = Timespec { tv_sec: 0, tv_nsec: 0 };
    // SAFETY: clock_gettime writes one timespec.
    unsafe {
        clock_gettime(3 /* CLOCK_THREAD_CPUTIME_ID */, &mut ts)
    };
    ts.tv_sec as f64 + ts.tv_nsec as f64 * 1e-9
}
#[repr(C)]
struct Timespec {
    tv_sec: i64,
    tv_nsec: i64,
}
unsafe extern "C" {
    fn clock_gettime(clock: i32, ts: *mut Timespec) -> i32;
}

fn best_of(k: usize, mut f: impl FnMut()) -> (f64, f64) {
    let (mut wall, mut cpu) = (f64::INFINITY, f64::INFINITY);
    for _ in 0..k.max(1) {
        let (w, c) = (Instant::now(), thread_cpu());
        f();
        wall = wall.min(w.elapsed().as_secs_f64());
        cpu = cpu.min(thread_cpu() - c);
    }
    (wall, cpu)
}

/// CPU seconds of CPython running `suites` in-process (best of 3).
fn cpython(suites: &[(String, Vec<String>)]) -> f64 {
    let python = std::env::var("PYTHON").unwrap_or_else(|_| "python3".into());
    let runner = concat!(env!("CARGO_MANIFEST_DIR"), "/py");
    let mut child = Command::new(&python)
        .args(["-I", "-c", CPYTHON_TIMING_SCRIPT, runner, "3"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("{python}: {e} (set $PYTHON to a CPython 3 interpreter)"));
    let json = serde_json::to_string(suites).expect("suites serialise");
    child.stdin.take().expect("piped").write_all(json.as_bytes()).expect("write suites");
    let out = child.wait_with_output().expect("python runs");
    let v: serde_json::Value =
        serde_json::from_slice(&out.stdout).unwrap_or_else(|e| panic!("CPython baseline output: {e}"));
    assert_eq!(v["bad"], 0, "CPython baseline: tests did not pass");
    v["cpu"].as_f64().expect("cpu")
}

/// `native_floor --json SUITES REPEAT`: only workload (a), best of REPEAT, as one JSON line
/// `{"cpu": s, "wall": s}` (totals over the suites) for `execretrieval bench exec`, which runs it
/// in the same run as the sandbox.
fn json_mode(mut args: impl Iterator<Item = String>) {
    let n: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(200);
    let repeat: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(3);
    let harness = Harness::with_platform_prelude(include_str!("../../../web/worker/src/posix_standin.py"));
    let suites = small_suites(n);
    let (wall, cpu) = best_of(repeat, || {
        for (code, tests) in &suites {
            let out = harness.run_suite(code, tests);
            assert!(out.iter().all(|o| o.is_pass()), "suite failed: {out:?}");
        }
    });
    println!("{}", serde_json::json!({"cpu": cpu, "wall": wall}));
}

fn main() {
    let mut args = std::env::args().skip(1).peekable();
    if args.peek().map(String::as_str) == Some("--json") {
        args.next();
        return json_mode(args);
    }
    let n: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(200);
    let iters: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(1_000_000);
    let t = Instant::now();
    // Natively the harness is built without RustPython's `host_env` (no `posix`), like the
    // browser build: the browser's stand-in lets `os` (hence dataclasses, random) import.
    let harness = Harness::with_platform_prelude(include_str!("../../../web/worker/src/posix_standin.py"));
    println!(
        "native RustPython harness: start-up {:.3} s (the sandbox snapshots this)",
        t.elapsed().as_secs_f64()
    );
    let suites = small_suites(n);
    let (wall, cpu) = best_of(3, || {
        for (code, tests) in &suites {
            let out = harness.run_suite(code, tests);
            assert!(out.iter().all(|o| o.is_pass()), "suite failed: {out:?}");
        }
    });
    let floor = cpython(&suites);
    println!(
        "(a) {n} suites x 8 asserts: {:.3} CPU ms / suite ({:.3} wall); CPython in-process {:.3} CPU ms / suite -> native RustPython {:.1}x CPython",
        cpu * 1e3 / n as f64,
        wall * 1e3 / n as f64,
        floor * 1e3 / n as f64,
        cpu / floor
    );
    let (code, tests) = loop_suite(iters);
    let (wall, cpu) = best_of(3, || {
        let out = harness.run_suite(&code, &tests);
        assert!(out[0].is_pass(), "loop failed: {out:?}");
    });
    let floor = cpython(&[(code.clone(), tests.clone())]);
    println!("(b) loop of {iters} iterations: {cpu:.3} CPU s ({wall:.3} wall); CPython in-process {floor:.3} CPU s -> native RustPython {:.1}x CPython", cpu / floor);
}
