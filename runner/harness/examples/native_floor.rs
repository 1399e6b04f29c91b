//! The native floor of the sandbox: the same harness (RustPython) compiled for the host, with
//! no Wasmtime, no fuel and no snapshot. What it measures bounds what any wasm embedding of
//! RustPython can reach; `execretrieval bench exec` prints the sandbox and CPython figures.
//!
//! `cargo run --release --ignore-rust-version -p execretrieval-harness --example native_floor -- [SUITES] [LOOP_ITERATIONS]`
//!
//! Workload (a) is the bench's: SUITES small functions with 8 asserts each; (b) one
//! LOOP_ITERATIONS-iteration loop. Times are this thread's CPU time, best of 3.

use execretrieval_core::workload::small_suites;
use execretrieval_harness::Harness;
use std::time::Instant;

fn thread_cpu() -> f64 {
    let mut ts = Timespec { tv_sec: 0, tv_nsec: 0 };
    // SAFETY: clock_gettime writes one timespec.
    unsafe { clock_gettime(3 /* CLOCK_THREAD_CPUTIME_ID */, &mut ts) };
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

fn best_of_3(mut f: impl FnMut()) -> (f64, f64) {
    let (mut wall, mut cpu) = (f64::INFINITY, f64::INFINITY);
    for _ in 0..3 {
        let (w, c) = (Instant::now(), thread_cpu());
        f();
        wall = wall.min(w.elapsed().as_secs_f64());
        cpu = cpu.min(thread_cpu() - c);
    }
    (wall, cpu)
}

fn main() {
    let mut args = std::env::args().skip(1);
    let n: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(200);
    let iters: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(1_000_000);
    let t = Instant::now();
    let harness = Harness::new();
    println!("native RustPython harness: start-up {:.3} s (the sandbox snapshots this)", t.elapsed().as_secs_f64());
    let suites = small_suites(n);
    let (wall, cpu) = best_of_3(|| {
        for (code, tests) in &suites {
            let out = harness.run_suite(code, tests);
            assert!(out.iter().all(|o| o.is_pass()), "suite failed: {out:?}");
        }
    });
    println!("(a) {n} suites x 8 asserts: {:.3} CPU ms / suite ({:.3} wall)", cpu * 1e3 / n as f64, wall * 1e3 / n as f64);
    let code = format!("def spin():\n    total = 0\n    for i in range({iters}):\n        total += i % 7\n    return total\n");
    let expected: u64 = (0..iters).map(|i| i % 7).sum();
    let tests = vec![format!("assert spin() == {expected}")];
    let (wall, cpu) = best_of_3(|| {
        let out = harness.run_suite(&code, &tests);
        assert!(out[0].is_pass(), "loop failed: {out:?}");
    });
    println!("(b) loop of {iters} iterations: {cpu:.3} CPU s ({wall:.3} wall)");
}
