//! `execretrieval bench exec`: the sandbox against the CPython baselines, measured in one run on
//! the same suites, printed as ratios. Never a timed unit test.

use super::SandboxArgs;
use crate::Status;
use anyhow::{Context, Result};
use clap::{Args, Subcommand};
use execretrieval_core::workload::small_suites;
use execretrieval_host::reference::CpythonReference;
use execretrieval_host::Sandbox;
use std::io::Write;
use std::path::PathBuf;
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
        /// Passes per contender (the best is kept; the subprocess baseline runs once).
        #[arg(long, default_value_t = 3)]
        repeat: usize,
        /// Also time this other guest .wasm in the same run (e.g. one built with another profile).
        #[arg(long)]
        compare_guest: Option<std::path::PathBuf>,
        #[command(flatten)]
        sandbox: SandboxArgs,
    },
    /// In-process encoders vs sentence-transformers, BM25 speed, `run` cold/warm.
    Embed(super::bench_embed::BenchEmbedArgs),
    /// 1, 2, 4 … `exec --shard` workers sharing one cache (PostgreSQL): throughput per worker.
    Shards(super::bench_shards::BenchShardsArgs),
    /// The HTTP service (`serve`) vs `exec --jobs` and vs a CPython-subprocess-per-request service.
    Serve {
        /// Concurrent clients.
        #[arg(long, default_value_t = 4)]
        clients: usize,
        /// Seconds per load phase.
        #[arg(long, default_value_t = 10.0)]
        seconds: f64,
        /// Distinct 8-assert suites.
        #[arg(long, default_value_t = 200)]
        suites: usize,
        #[command(flatten)]
        sandbox: SandboxArgs,
    },
    /// One RL step as verl sends it (generations x cases through SandboxFusion's /run_code) vs a
    /// CPython-subprocess-per-request service (SandboxFusion's execution model).
    RlStep {
        /// Generations (programs) in the step.
        #[arg(long, default_value_t = 64)]
        generations: usize,
        /// Test cases per generation (one request each).
        #[arg(long, default_value_t = 8)]
        cases: usize,
        /// Concurrent clients.
        #[arg(long, default_value_t = 16)]
        clients: usize,
        #[command(flatten)]
        sandbox: SandboxArgs,
    },
    /// Full release build from a cold execution cache (fresh temporary cache dir), then warm.
    Build {
        /// Task directory.
        #[arg(long, default_value = "data/tasks")]
        tasks: std::path::PathBuf,
        #[command(flatten)]
        sandbox: SandboxArgs,
    },
}

pub fn run(args: BenchArgs) -> Result<Status> {
    match args.what {
        BenchWhat::Exec { suites, loop_iterations, repeat, compare_guest, sandbox } => {
            bench_exec(suites, loop_iterations, repeat, compare_guest, sandbox)
        }
        BenchWhat::Build { tasks, sandbox } => bench_build(&tasks, sandbox),
        BenchWhat::Serve { clients, seconds, suites, sandbox } => {
            bench_serve(clients, seconds, suites, sandbox)
        }
        BenchWhat::RlStep { generations, cases, clients, sandbox } => {
            bench_rl_step(generations, cases, clients, sandbox)
        }
        BenchWhat::Embed(a) => super::bench_embed::run(a),
        BenchWhat::Shards(a) => super::bench_shards::run(a),
    }
}

/// Wall-clock and CPU seconds of one measurement. On a shared machine the CPU time (user +
/// system of the measuring thread, or of the child processes) is the robust figure; the wall
/// time is printed alongside.
#[derive(Clone, Copy, Debug)]
struct Timing {
    wall: f64,
    cpu: f64,
}

impl Timing {
    fn min(self, other: Timing) -> Timing {
        Timing { wall: self.wall.min(other.wall), cpu: self.cpu.min(other.cpu) }
    }
    fn scaled(self, k: f64) -> Timing {
        Timing { wall: self.wall * k, cpu: self.cpu * k }
    }
}

fn clock_secs(clock: libc::clockid_t) -> f64 {
    let mut ts = libc::timespec { tv_sec: 0, tv_nsec: 0 };
    // SAFETY: clock_gettime writes one timespec into the pointer it is given.
    unsafe { libc::clock_gettime(clock, &mut ts) };
    ts.tv_sec as f64 + ts.tv_nsec as f64 * 1e-9
}

/// User + system seconds of the waited-for child processes so far.
fn children_cpu_secs() -> f64 {
    // SAFETY: getrusage fills the struct it is given.
    let mut r: libc::rusage = unsafe { std::mem::zeroed() };
    unsafe { libc::getrusage(libc::RUSAGE_CHILDREN, &mut r) };
    let tv = |t: libc::timeval| t.tv_sec as f64 + t.tv_usec as f64 * 1e-6;
    tv(r.ru_utime) + tv(r.ru_stime)
}

/// Time `f` on the calling thread (wall clock and this thread's CPU clock).
fn time_thread<R>(f: impl FnOnce() -> R) -> (Timing, R) {
    let (w, c) = (Instant::now(), clock_secs(libc::CLOCK_THREAD_CPUTIME_ID));
    let r = f();
    (Timing { wall: w.elapsed().as_secs_f64(), cpu: clock_secs(libc::CLOCK_THREAD_CPUTIME_ID) - c }, r)
}

/// Time `f`, which runs child processes (wall clock and the children's CPU time).
fn time_children<R>(f: impl FnOnce() -> R) -> (Timing, R) {
    let (w, c) = (Instant::now(), children_cpu_secs());
    let r = f();
    (Timing { wall: w.elapsed().as_secs_f64(), cpu: children_cpu_secs() - c }, r)
}

/// The interpreter `python3` resolves to (a pyenv or similar shim would otherwise add its own
/// start-up, a shell script or two, to every subprocess of the baseline).
fn real_python() -> Result<std::path::PathBuf> {
    let out = Command::new("python3")
        .args(["-I", "-c", "import sys; print(sys.executable)"])
        .output()
        .context("python3 is needed for the baselines")?;
    let path = String::from_utf8_lossy(&out.stdout).trim().to_string();
    anyhow::ensure!(out.status.success() && !path.is_empty(), "python3 did not report sys.executable");
    Ok(path.into())
}

/// In-process CPython `exec` of the same suites (best of `repeat` passes in one process, after
/// one warm-up pass), timed inside Python.
fn in_process_cpython(
    python: &std::path::Path,
    suites: &[(String, Vec<String>)],
    repeat: usize,
) -> Result<Timing> {
    let dir = execretrieval_host::reference::runner_dir()?;
    let script = execretrieval_core::workload::CPYTHON_TIMING_SCRIPT;
    let mut child = Command::new(python)
        .arg("-I")
        .arg("-c")
        .arg(script)
        .arg(dir.path())
        .arg(repeat.to_string())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .context("python3 is needed for the baselines")?;
    child.stdin.take().unwrap().write_all(serde_json::to_string(suites)?.as_bytes())?;
    let out = child.wait_with_output()?;
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).context("in-process baseline output")?;
    anyhow::ensure!(v["bad"] == 0, "in-process baseline: {} tests did not pass", v["bad"]);
    Ok(Timing { wall: v["wall"].as_f64().unwrap_or(f64::NAN), cpu: v["cpu"].as_f64().unwrap_or(f64::NAN) })
}

fn bench_exec(
    n: usize,
    iters: u64,
    repeat: usize,
    compare_guest: Option<PathBuf>,
    args: SandboxArgs,
) -> Result<Status> {
    execretrieval_host::with_sandbox_stack(move || bench_exec_inner(n, iters, repeat, compare_guest, args))
}

fn verdict(ok: bool) -> &'static str {
    if ok {
        "met"
    } else {
        "NOT met"
    }
}

/// Best of `repeat` passes of the sandbox over `suites` (after one warm-up suite).
fn time_sandbox(sandbox: &Sandbox, suites: &[(String, Vec<String>)], repeat: usize) -> Result<Timing> {
    let r = sandbox.run_suite(&suites[0].0, &suites[0].1);
    anyhow::ensure!(r.passed(), "sandbox warm-up suite failed: {:?}", r.outcomes);
    let mut best: Option<Timing> = None;
    for _ in 0..repeat {
        let (t, res) = time_thread(|| -> Result<()> {
            for (code, tests) in suites {
                let r = sandbox.run_suite(code, tests);
                anyhow::ensure!(r.passed(), "sandbox: suite failed: {:?}", r.outcomes);
            }
            Ok(())
        });
        res?;
        best = Some(best.map_or(t, |b| b.min(t)));
    }
    Ok(best.unwrap())
}

/// The sandbox contenders: the configured one, the same without pooled instance slots, and
/// optionally another guest build.
fn contenders(args: &SandboxArgs, compare_guest: Option<&PathBuf>) -> Result<Vec<(String, Sandbox)>> {
    let mut base = args.clone();
    base.no_cache = true;
    let alloc =
        |a: &SandboxArgs| if a.no_pooling { "fresh mapping per instance" } else { "pooled instance slots" };
    let mut out = vec![(format!("sandbox ({})", alloc(&base)), base.sandbox()?)];
    if !base.no_pooling {
        let mut a = base.clone();
        a.no_pooling = true;
        out.push((format!("sandbox ({})", alloc(&a)), a.sandbox()?));
    }
    if let Some(g) = compare_guest {
        let mut a = base.clone();
        a.guest = Some(g.clone());
        let name = g.file_name().map(|f| f.to_string_lossy().into_owned()).unwrap_or_default();
        out.push((format!("sandbox ({}, guest {name})", alloc(&a)), a.sandbox()?));
    }
    Ok(out)
}

fn bench_exec_inner(
    n: usize,
    iters: u64,
    repeat: usize,
    compare_guest: Option<PathBuf>,
    args: SandboxArgs,
) -> Result<Status> {
    let repeat = repeat.max(1);
    let t0 = Instant::now();
    let sandboxes = contenders(&args, compare_guest.as_ref())?;
    let startup = t0.elapsed().as_secs_f64();
    let suites = small_suites(n);
    let tests_total: usize = suites.iter().map(|s| s.1.len()).sum();
    let python = real_python()?;
    eprintln!(
        "bench exec: {n} suites x 8 asserts, best of {repeat}, one thread for every contender ({})",
        python.display()
    );

    // (a) 8-assert suites.
    let mut sandbox_rows = Vec::new();
    for (name, sb) in &sandboxes {
        sandbox_rows.push((name.clone(), time_sandbox(sb, &suites, repeat)?));
    }
    let sandbox_t = sandbox_rows[0].1;

    let reference = CpythonReference::new(Some(&python), 5.0)?;
    let sub_n = n.min(100);
    let (sub_t, res) = time_children(|| -> Result<()> {
        for (code, tests) in suites.iter().take(sub_n) {
            let o = reference.run_suite(code, tests)?;
            anyhow::ensure!(o.iter().all(|x| x.is_pass()), "cpython subprocess: suite failed: {o:?}");
        }
        Ok(())
    });
    res?;
    let subprocess_t = sub_t.scaled(n as f64 / sub_n as f64);
    let inproc_t = in_process_cpython(&python, &suites, repeat)?;

    // (b) CPU-bound loop, fuel unbounded.
    let (code, tests) = execretrieval_core::workload::loop_suite(iters);
    let loop_suite = [(code.clone(), tests.clone())];
    let mut loop_rows = Vec::new();
    let unbounded = SandboxArgs { fuel: Some(u64::MAX / 4), suite_fuel: Some(0), ..args.clone() };
    for (name, sb) in contenders(&unbounded, compare_guest.as_ref())? {
        loop_rows.push((name, time_sandbox(&sb, &loop_suite, repeat)?));
    }
    let cpu_sandbox = loop_rows[0].1;
    let cpu_inproc = in_process_cpython(&python, &loop_suite, repeat)?;
    let (cpu_sub, o) = time_children(|| reference.run_suite(&code, &tests));
    let o = o?;
    anyhow::ensure!(o.iter().all(|x| x.is_pass()), "cpython CPU-bound: {o:?}");

    let row = |name: &str, t: Timing| {
        let (w, c) = (t.wall * 1000.0 / n as f64, t.cpu * 1000.0 / n as f64);
        println!("| {name} | {c:.3} | {w:.3} | {:.0} | {:.1}x |", n as f64 / t.cpu, t.cpu / inproc_t.cpu);
    };
    println!(
        "## bench exec ({} cores available, sandbox start-up incl. module load {:.2}s)",
        args.jobs(),
        startup
    );
    println!();
    println!("CPU time is user + system time of the measuring thread (sandbox) or of the Python");
    println!("processes; wall time is printed too but depends on the machine's load. Best of {repeat}.");
    println!("CPython: {}", python.display());
    println!();
    println!("(a) {n} suites x 8 asserts, {tests_total} tests, one thread each");
    println!("| contender | CPU ms / suite | wall ms / suite | suites / CPU s | CPU vs in-process |");
    println!("|---|---:|---:|---:|---:|");
    for (name, t) in &sandbox_rows {
        row(name, *t);
    }
    row("CPython subprocess per suite (`python3 -I`)", subprocess_t);
    row("CPython in-process exec (unsandboxed floor)", inproc_t);
    println!();
    let speedup = subprocess_t.cpu / sandbox_t.cpu;
    let slowdown = sandbox_t.cpu / inproc_t.cpu;
    println!(
        "speed-up vs subprocess baseline: {speedup:.1}x CPU ({:.1}x wall) -- target >= 50x: {}",
        subprocess_t.wall / sandbox_t.wall,
        verdict(speedup >= 50.0)
    );
    println!(
        "slow-down vs in-process CPython: {slowdown:.1}x CPU ({:.1}x wall) -- target <= 5x: {}",
        sandbox_t.wall / inproc_t.wall,
        verdict(slowdown <= 5.0)
    );
    println!();
    println!("(b) CPU-bound suite: loop of {iters} iterations");
    println!("| contender | CPU s | wall s | CPU vs in-process |");
    println!("|---|---:|---:|---:|");
    for (name, t) in &loop_rows {
        println!("| {name} | {:.3} | {:.3} | {:.1}x |", t.cpu, t.wall, t.cpu / cpu_inproc.cpu);
    }
    println!("| CPython in-process | {:.3} | {:.3} | 1.0x |", cpu_inproc.cpu, cpu_inproc.wall);
    println!(
        "| CPython subprocess (incl. start-up) | {:.3} | {:.3} | {:.1}x |",
        cpu_sub.cpu,
        cpu_sub.wall,
        cpu_sub.cpu / cpu_inproc.cpu
    );
    println!();
    let loop_ratio = cpu_sandbox.cpu / cpu_inproc.cpu;
    println!(
        "sandbox / CPython in-process: {loop_ratio:.1}x CPU ({:.1}x wall) -- target <= 2x: {}",
        cpu_sandbox.wall / cpu_inproc.wall,
        verdict(loop_ratio <= 2.0)
    );
    println!(
        "sandbox / CPython subprocess (the oracle it replaces, incl. start-up): {:.1}x CPU ({:.1}x wall)",
        cpu_sandbox.cpu / cpu_sub.cpu,
        cpu_sandbox.wall / cpu_sub.wall
    );
    println!("the interpreter's own floor (no wasm, no sandbox): `cargo run --release --ignore-rust-version -p execretrieval-harness --example native_floor`");
    Ok(0)
}

fn bench_serve(clients: usize, seconds: f64, suites: usize, args: SandboxArgs) -> Result<Status> {
    // The server's limits: the calibrated defaults for user code, as `serve` uses them.
    let mut base = args.calibrated();
    base.no_cache = true;
    let oracle = base.oracle()?;
    let cfg = base.config();
    let mut serve_args = vec!["--cache-dir".to_string(), base.cache_dir().display().to_string()];
    serve_args.extend(["--fuel".to_string(), cfg.fuel_per_test.to_string()]);
    serve_args.extend(["--suite-fuel".to_string(), cfg.fuel_per_suite.unwrap_or(0).to_string()]);
    if let Some(g) = &args.guest {
        serve_args.extend(["--guest".to_string(), g.display().to_string()]);
    }
    let opts = execretrieval_service::bench::BenchOptions {
        bin: std::env::current_exe()?,
        clients,
        seconds,
        suites,
        jobs: args.jobs(),
        python: real_python()?,
        serve_args,
    };
    let report =
        execretrieval_host::with_sandbox_stack(|| execretrieval_service::bench::run(&opts, &oracle))?;
    print!("{report}");
    Ok(0)
}

fn bench_rl_step(generations: usize, cases: usize, clients: usize, args: SandboxArgs) -> Result<Status> {
    let base = args.calibrated();
    let mut serve_args = vec!["--cache-dir".to_string(), base.cache_dir().display().to_string()];
    if let Some(g) = &args.guest {
        serve_args.extend(["--guest".to_string(), g.display().to_string()]);
    }
    let opts = execretrieval_service::bench_rl::RlOptions {
        bin: std::env::current_exe()?,
        generations,
        cases,
        clients,
        jobs: args.jobs(),
        python: real_python()?,
        serve_args,
    };
    print!("{}", execretrieval_service::bench_rl::run(&opts)?);
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
    println!(
        "{} tasks found, {} in the release, {} mutant candidates, {} corpus items",
        v.tasks_found, v.tasks_in_release, v.mutation["candidates"], v.corpus_size
    );
    println!("| build | seconds | target |");
    println!("|---|---:|---:|");
    println!("| cold execution cache | {cold_secs:.1} | < 600 |");
    println!("| warm execution cache | {warm_secs:.1} | < 30 |");
    println!("outputs byte-identical between the two builds: yes");
    Ok(0)
}
