//! `execretrieval bench exec`: the sandbox against the CPython baselines, measured in one run on
//! the same suites, printed as ratios. Never a timed unit test.

use super::SandboxArgs;
use crate::Status;
use anyhow::{Context, Result};
use clap::{Args, Subcommand};
use execretrieval_host::reference::CpythonReference;
use std::io::Write;
use std::process::{Command, Stdio};
use std::time::Instant;

#[derive(Args, Debug)]
pub struct BenchArgs {
    #[command(subcommand)]
    pub what: BenchWhat,
}

#[derive(Subcommand, Debug)]
pub enum BenchWhat {
    /// Sandbox vs CPython subprocess per suite vs in-process CPython exec.
    Exec {
        /// Number of 8-assert suites in workload (a).
        #[arg(long, default_value_t = 200)]
        suites: usize,
        /// Iterations of the CPU-bound loop in workload (b).
        #[arg(long, default_value_t = 1_000_000)]
        loop_iterations: u64,
        #[command(flatten)]
        sandbox: SandboxArgs,
    },
    /// In-process encoders vs sentence-transformers, BM25 speed, `run` cold/warm.
    Embed(super::bench_embed::BenchEmbedArgs),
    /// Full release build from a cold execution cache (fresh temporary cache dir), then warm.
    Build {
        /// Task directory.
        #[arg(long, default_value = "data/tasks")]
        tasks: std::path::PathBuf,
        #[command(flatten)]
        sandbox: SandboxArgs,
    },
}

/// Workload (a): small functions with 8 asserts each, varied so no two suites are identical.
pub fn small_suites(n: usize) -> Vec<(String, Vec<String>)> {
    let templates: [(&str, fn(i64) -> i64, &str); 4] = [
        ("def f_{k}(x):\n    if x < 0:\n        return -x + {k}\n    return x * 2 + {k}\n", |x| if x < 0 { -x } else { x * 2 }, "f"),
        ("def g_{k}(x):\n    total = {k}\n    for i in range(x if x > 0 else 0):\n        total += i\n    return total\n", |x| if x > 0 { x * (x - 1) / 2 } else { 0 }, "g"),
        ("def h_{k}(x):\n    s = str(abs(x))\n    return sum(int(c) for c in s) + {k}\n", |x| x.abs().to_string().chars().map(|c| c as i64 - 48).sum(), "h"),
        ("def m_{k}(x):\n    return max([x, -x, x // 2]) + {k}\n", |x| *[x, -x, x.div_euclid(2)].iter().max().unwrap(), "m"),
    ];
    (0..n)
        .map(|k| {
            let (src, f, name) = templates[k % templates.len()];
            let code = src.replace("{k}", &k.to_string());
            let tests = (0..8)
                .map(|t| {
                    let x = t as i64 * 7 - 20 + (k as i64 % 5);
                    format!("assert {name}_{k}({x}) == {}", f(x) + k as i64)
                })
                .collect();
            (code, tests)
        })
        .collect()
}

pub fn run(args: BenchArgs) -> Result<Status> {
    match args.what {
        BenchWhat::Exec { suites, loop_iterations, sandbox } => bench_exec(suites, loop_iterations, sandbox),
        BenchWhat::Build { tasks, sandbox } => bench_build(&tasks, sandbox),
        BenchWhat::Embed(a) => super::bench_embed::run(a),
    }
}

fn in_process_cpython_secs(suites: &[(String, Vec<String>)]) -> Result<f64> {
    let dir = execretrieval_host::reference::runner_dir()?;
    let script = r#"
import json, sys, time
sys.path.insert(0, sys.argv[1])
import reference_runner as rr
rr.load_pytest_shim()
suites = json.load(sys.stdin)
t = time.perf_counter()
bad = 0
for code, tests in suites:
    out = rr.run_suite(code, tests, timeout=0)
    bad += sum(o != "pass" for o in out)
print(json.dumps({"secs": time.perf_counter() - t, "bad": bad}))
"#;
    let mut child = Command::new("python3")
        .arg("-I")
        .arg("-c")
        .arg(script)
        .arg(dir.path())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .context("python3 is needed for the baselines")?;
    child.stdin.take().unwrap().write_all(serde_json::to_string(suites)?.as_bytes())?;
    let out = child.wait_with_output()?;
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).context("in-process baseline output")?;
    anyhow::ensure!(v["bad"] == 0, "in-process baseline: {} tests did not pass", v["bad"]);
    Ok(v["secs"].as_f64().unwrap_or(f64::NAN))
}

fn bench_exec(n: usize, iters: u64, args: SandboxArgs) -> Result<Status> {
    execretrieval_host::with_sandbox_stack(move || bench_exec_inner(n, iters, args))
}

fn bench_exec_inner(n: usize, iters: u64, args: SandboxArgs) -> Result<Status> {
    let mut cfg = args.clone();
    cfg.no_cache = true;
    let t0 = Instant::now();
    let sandbox = cfg.sandbox()?;
    let startup = t0.elapsed().as_secs_f64();
    let suites = small_suites(n);
    let tests_total: usize = suites.iter().map(|s| s.1.len()).sum();
    eprintln!("bench exec: {n} suites x 8 asserts (one thread for every contender)");

    // warm-up
    let r = sandbox.run_suite(&suites[0].0, &suites[0].1);
    anyhow::ensure!(r.passed(), "sandbox warm-up suite failed: {:?}", r.outcomes);

    let t = Instant::now();
    for (code, tests) in &suites {
        let r = sandbox.run_suite(code, tests);
        anyhow::ensure!(r.passed(), "sandbox: suite failed: {:?}", r.outcomes);
    }
    let sandbox_secs = t.elapsed().as_secs_f64();

    let reference = CpythonReference::new(None, 5.0)?;
    let sub_n = n.min(100);
    let t = Instant::now();
    for (code, tests) in suites.iter().take(sub_n) {
        let o = reference.run_suite(code, tests)?;
        anyhow::ensure!(o.iter().all(|x| x.is_pass()), "cpython subprocess: suite failed: {o:?}");
    }
    let subprocess_secs = t.elapsed().as_secs_f64() * n as f64 / sub_n as f64;
    let inproc_secs = in_process_cpython_secs(&suites)?;

    // (b) CPU-bound loop
    let code = format!("def spin():\n    total = 0\n    for i in range({iters}):\n        total += i % 7\n    return total\n");
    let expected: u64 = (0..iters).map(|i| i % 7).sum();
    let tests = vec![format!("assert spin() == {expected}")];
    let mut big = args.clone();
    big.fuel = u64::MAX / 4;
    big.no_cache = true;
    let big_sandbox = big.sandbox()?;
    let t = Instant::now();
    let r = big_sandbox.run_suite(&code, &tests);
    let cpu_sandbox = t.elapsed().as_secs_f64();
    anyhow::ensure!(r.passed(), "sandbox CPU-bound suite: {:?}", r.outcomes);
    let cpu_inproc = in_process_cpython_secs(&[(code.clone(), tests.clone())])?;
    let t = Instant::now();
    let o = reference.run_suite(&code, &tests)?;
    let cpu_sub = t.elapsed().as_secs_f64();
    anyhow::ensure!(o.iter().all(|x| x.is_pass()), "cpython CPU-bound: {o:?}");

    let per = |s: f64| s * 1000.0 / n as f64;
    println!("## bench exec ({} cores available, sandbox start-up incl. module load {:.2}s)", args.jobs(), startup);
    println!();
    println!("(a) {n} suites x 8 asserts, {tests_total} tests, one thread each");
    println!("| contender | ms / suite | suites / s |");
    println!("|---|---:|---:|");
    println!("| sandbox (RustPython in Wasmtime, store per suite) | {:.2} | {:.0} |", per(sandbox_secs), n as f64 / sandbox_secs);
    println!("| CPython subprocess per suite (`python3 -I`) | {:.2} | {:.0} |", per(subprocess_secs), n as f64 / subprocess_secs);
    println!("| CPython in-process exec (unsandboxed floor) | {:.3} | {:.0} |", per(inproc_secs), n as f64 / inproc_secs);
    println!();
    println!("speed-up vs subprocess baseline: {:.1}x (target >= 50x)", subprocess_secs / sandbox_secs);
    println!("slow-down vs in-process CPython: {:.1}x (target <= 5x)", sandbox_secs / inproc_secs);
    println!();
    println!("(b) CPU-bound suite: loop of {iters} iterations");
    println!("| contender | seconds |");
    println!("|---|---:|");
    println!("| sandbox | {cpu_sandbox:.3} |");
    println!("| CPython in-process | {cpu_inproc:.3} |");
    println!("| CPython subprocess | {cpu_sub:.3} |");
    println!();
    println!("sandbox / CPython (in-process): {:.1}x (target <= 2x)", cpu_sandbox / cpu_inproc);
    Ok(0)
}

fn bench_build(tasks: &std::path::Path, args: SandboxArgs) -> Result<Status> {
    use super::build::build_release;
    use execretrieval_host::cache::ExecCache;
    use execretrieval_host::oracle::Oracle;
    // The compiled guest comes from the usual cache (its build is not part of the release
    // build); the execution cache is a fresh, empty one.
    let sandbox = args.sandbox()?;
    let tmp = tempfile::tempdir()?;
    let oracle = Oracle { sandbox, cache: Some(ExecCache::open(&tmp.path().join("exec_cache.sqlite"))?) };
    let jobs = args.jobs();
    let t = Instant::now();
    let cold = build_release(tasks, &oracle, jobs, true)?;
    let cold_secs = t.elapsed().as_secs_f64();
    let t = Instant::now();
    let warm = build_release(tasks, &oracle, jobs, true)?;
    let warm_secs = t.elapsed().as_secs_f64();
    anyhow::ensure!(cold.files == warm.files, "cold and warm builds differ");
    let v = &cold.validation;
    println!("## bench build ({} jobs)", jobs);
    println!();
    println!("{} tasks found, {} in the release, {} mutant candidates, {} corpus items", v["tasks_found"], v["tasks_in_release"], v["mutation"]["candidates"], v["corpus_size"]);
    println!("| build | seconds | target |");
    println!("|---|---:|---:|");
    println!("| cold execution cache | {cold_secs:.1} | < 600 |");
    println!("| warm execution cache | {warm_secs:.1} | < 30 |");
    println!("outputs byte-identical between the two builds: yes");
    Ok(0)
}
