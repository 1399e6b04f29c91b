//! `execretrieval bench exec`: the sandbox against the CPython baselines — a subprocess per
//! suite (the oracle the sandbox replaces) and in-process `exec` (the unsandboxed floor) — on
//! the same suites in the same run, printed as ratios (CPU time: the robust figure on a shared
//! machine; wall time beside it). Never a timed unit test. Workloads: (a) 8-assert suites, one
//! thread per contender (with native RustPython on the same harness when `native_floor` is
//! built, and the sandbox's phase breakdown); (b) one CPU-bound loop; (c) a cold `exec --jobs 1`
//! process over [`COLD_PROCESS_SUITES`] suites, start-up included, against as many CPython
//! subprocesses.

use crate::options::OracleOptions;
use crate::reference::CpythonReference;
use crate::timing::{time_children, time_thread, Timing};
use crate::{Sandbox, SandboxConfig};
use anyhow::{Context, Result};
use execretrieval_core::api::{SuiteRequest, SuiteResponse};
use execretrieval_core::workload::small_suites;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Instant;

/// `println!` into a String.
macro_rules! outln {
    ($out:expr, $($arg:tt)*) => {{
        $out.push_str(&format!($($arg)*));
        $out.push('\n');
    }};
}

/// What `bench exec` measures.
pub struct ExecBench {
    /// 8-assert suites of workload (a).
    pub suites: usize,
    /// Iterations of workload (b)'s CPU-bound loop.
    pub loop_iterations: u64,
    /// Passes per contender (the best is kept; the subprocess baseline runs once).
    pub repeat: usize,
    /// The sandbox contenders by name (the first is the one the ratios are of); workload (b)
    /// runs each with unbounded fuel.
    pub contenders: Vec<(String, SandboxConfig, crate::GuestSource)>,
    /// Where the compiled guests are cached.
    pub cache_dir: PathBuf,
    /// Cores available (printed).
    pub jobs: usize,
    /// The `native_floor` example binary (the same harness on native RustPython), timed on the
    /// same suites in the same run; `None`: look beside this binary (`examples/native_floor`).
    pub native_floor: Option<PathBuf>,
    /// Only the breakdown of the first contender (for a side run under `strace -c` or `perf
    /// stat`, which must not count the baselines' processes).
    pub breakdown_only: bool,
}

/// `bench exec`'s sandbox contenders under `options` (the first is the one the ratios are of):
/// the configured sandbox, the same without pooled instance slots (when it has them), the same
/// with another guest build (`compare_guest`), and with each `keep_resident` size (MiB). The
/// CLI passes the release's limits: `bench exec` times the oracle as `build` runs it.
pub fn contenders(
    options: &OracleOptions,
    compare_guest: Option<PathBuf>,
    keep_resident_mib: &[usize],
) -> Vec<(String, SandboxConfig, crate::GuestSource)> {
    let alloc =
        |o: &OracleOptions| if o.no_pooling { "fresh mapping per instance" } else { "pooled instance slots" };
    let mut contenders =
        vec![(format!("sandbox ({})", alloc(options)), options.config(), options.guest_source())];
    if !options.no_pooling {
        let o = OracleOptions { no_pooling: true, ..options.clone() };
        contenders.push((format!("sandbox ({})", alloc(&o)), o.config(), o.guest_source()));
    }
    if let Some(g) = compare_guest {
        let name = g.file_name().map(|f| f.to_string_lossy().into_owned()).unwrap_or_default();
        let o = OracleOptions { guest: Some(g), ..options.clone() };
        contenders.push((format!("sandbox ({}, guest {name})", alloc(&o)), o.config(), o.guest_source()));
    }
    for mib in keep_resident_mib {
        let config = SandboxConfig { keep_resident: mib << 20, ..options.config() };
        contenders.push((
            format!("sandbox (pooled, keep_resident {mib} MiB)"),
            config,
            options.guest_source(),
        ));
    }
    contenders
}

/// The interpreter `python3` resolves to (a pyenv or similar shim would otherwise add its own
/// start-up, a shell script or two, to every subprocess of the baseline).
pub fn real_python() -> Result<std::path::PathBuf> {
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
fn in_process_cpython(python: &Path, suites: &[(String, Vec<String>)], repeat: usize) -> Result<Timing> {
    let dir = crate::reference::runner_dir()?;
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

/// The `native_floor` example binary: `b.native_floor`, else `examples/native_floor` beside
/// this executable (where `cargo build --release -p execretrieval-harness --example
/// native_floor` puts it).
fn native_floor_bin(b: &ExecBench) -> Option<PathBuf> {
    b.native_floor.clone().or_else(|| {
        let exe = std::env::current_exe().ok()?;
        let p = exe.parent()?.join("examples").join("native_floor");
        p.is_file().then_some(p)
    })
}

/// Native RustPython on the same suites (best of `repeat`, the thread's CPU time, measured by
/// the example itself).
fn native_rustpython(bin: &Path, n: usize, repeat: usize) -> Result<Timing> {
    let out = Command::new(bin)
        .args(["--json", &n.to_string(), &repeat.to_string()])
        .stderr(Stdio::inherit())
        .output()
        .with_context(|| format!("running {}", bin.display()))?;
    anyhow::ensure!(out.status.success(), "{} failed", bin.display());
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).context("native_floor --json output")?;
    Ok(Timing { wall: v["wall"].as_f64().unwrap_or(f64::NAN), cpu: v["cpu"].as_f64().unwrap_or(f64::NAN) })
}

/// The breakdown table: per suite, CPU µs and page faults (per 1,000 suites) of each phase, cold
/// (fresh instance) and warm (second suite in the same instance).
fn breakdown_report(out: &mut String, name: &str, bd: &crate::breakdown::Breakdown) {
    let n = bd.suites as f64;
    outln!(out, "Breakdown of `{name}` over {} suites ({} tests), one thread:", bd.suites, bd.tests);
    outln!(out, "| phase | cold CPU µs / suite | cold minor faults / 1,000 suites | warm CPU µs / suite | warm minor faults / 1,000 suites |");
    outln!(out, "|---|---:|---:|---:|---:|");
    let cell = |u: crate::timing::Usage| (u.cpu * 1e6 / n, u.minflt as f64 * 1000.0 / n);
    for ((label, c), (_, w)) in bd.cold.named().into_iter().zip(bd.warm.named()) {
        let (cc, cf) = cell(c);
        let (wc, wf) = cell(w);
        outln!(out, "| {label} | {cc:.1} | {cf:.0} | {wc:.1} | {wf:.0} |");
    }
    let (cc, cf) = cell(bd.cold.total());
    let (wc, wf) = cell(bd.warm.total());
    outln!(out, "| **total** | **{cc:.1}** | **{cf:.0}** | **{wc:.1}** | **{wf:.0}** |");
    let majflt = bd.cold.total().majflt + bd.warm.total().majflt;
    outln!(
        out,
        "major faults: {majflt}; after the cold pass the pool keeps {:.1} MiB resident in {} unused warm slot(s)",
        bd.resident_bytes as f64 / (1 << 20) as f64,
        bd.warm_slots
    );
}

/// One ratio of the report with its target: `what: 4.2x CPU (4.3x wall) -- target >= 50x: met`.
fn ratio_line(out: &mut String, what: &str, cpu: f64, wall: f64, target: &str, ok: bool) {
    outln!(out, "{what}: {cpu:.1}x CPU ({wall:.1}x wall) -- target {target}: {}", verdict(ok));
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

/// The contenders' sandboxes, with each configuration changed by `f`.
fn sandboxes(b: &ExecBench, f: impl Fn(&mut SandboxConfig)) -> Result<Vec<(String, Sandbox)>> {
    b.contenders
        .iter()
        .map(|(name, config, guest)| {
            let mut config = config.clone();
            f(&mut config);
            Ok((name.clone(), Sandbox::new(config, guest, &b.cache_dir)?))
        })
        .collect()
}

/// Suites of workload (c): a cold `exec` process over this many, start-up included.
pub const COLD_PROCESS_SUITES: usize = 300;

/// Workload (c): this binary's `exec --jobs 1 --no-cache` started as a new process over `suites`
/// (start-up included: the process, the compiled guest read from the module cache, the sandbox),
/// timed as a child (wall, user + system); every suite must pass.
fn cold_exec_process(b: &ExecBench, suites: &[(String, Vec<String>)]) -> Result<Timing> {
    let exe = std::env::current_exe().context("locating this binary for the cold `exec` process")?;
    let dir = tempfile::tempdir()?;
    let input = dir.path().join("suites.jsonl");
    let rows = suites.iter().enumerate().map(|(i, (code, tests))| SuiteRequest {
        id: Some(i.into()),
        code: code.clone(),
        tests: tests.clone(),
        limits: Default::default(),
    });
    std::fs::write(&input, execretrieval_io::jsonl(rows)?)?;
    let mut cmd = Command::new(&exe);
    cmd.args(["exec", "--jobs", "1", "--no-cache", "--input"])
        .arg(&input)
        .arg("--cache-dir")
        .arg(&b.cache_dir);
    if let crate::GuestSource::Path(g) = &b.contenders[0].2 {
        cmd.arg("--guest").arg(g);
    }
    cmd.stdin(Stdio::null()).stderr(Stdio::piped());
    let (t, out) = time_children(|| cmd.output());
    let out = out.with_context(|| format!("running {} exec", exe.display()))?;
    anyhow::ensure!(
        out.status.success(),
        "the cold `exec` process failed: {}",
        String::from_utf8_lossy(&out.stderr).trim()
    );
    let answers = String::from_utf8_lossy(&out.stdout)
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(serde_json::from_str::<SuiteResponse>)
        .collect::<Result<Vec<_>, _>>()
        .context("reading the cold `exec` process's answers")?;
    anyhow::ensure!(
        answers.len() == suites.len() && answers.iter().all(|a| a.passed && !a.cached),
        "the cold `exec` process: {} answers for {} suites, or a suite did not pass",
        answers.len(),
        suites.len()
    );
    Ok(t)
}

/// Run `bench exec` on a thread with the sandbox's stack; returns the Markdown report (progress
/// lines go to `log`).
pub fn exec(b: &ExecBench, log: &(dyn Fn(&str) + Sync)) -> Result<String> {
    crate::with_sandbox_stack(|| exec_inner(b, log))
}

/// `/proc/loadavg`'s first three fields (empty where there is none).
fn load_average() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .map(|s| s.split_whitespace().take(3).collect::<Vec<_>>().join(" "))
        .unwrap_or_default()
}

fn exec_inner(b: &ExecBench, log: &(dyn Fn(&str) + Sync)) -> Result<String> {
    let (n, iters) = (b.suites, b.loop_iterations);
    let mut out = String::new();
    outln!(out, "load average at start: {}", load_average());
    let repeat = b.repeat.max(1);
    let t0 = Instant::now();
    let contenders = sandboxes(b, |_| {})?;
    let startup = t0.elapsed().as_secs_f64();
    let suites = small_suites(n);
    if b.breakdown_only {
        let (name, sb) = &contenders[0];
        breakdown_report(&mut out, name, &sb.breakdown(&suites)?);
        outln!(out, "load average at end: {}", load_average());
        return Ok(out);
    }
    let tests_total: usize = suites.iter().map(|s| s.1.len()).sum();
    let python = real_python()?;
    log(&format!(
        "bench exec: {n} suites x 8 asserts, best of {repeat}, one thread for every contender ({})",
        python.display()
    ));

    // (a) 8-assert suites.
    let mut sandbox_rows = Vec::new();
    for (name, sb) in &contenders {
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
    let native_bin = native_floor_bin(b);
    let native_t = match &native_bin {
        Some(bin) => Some(native_rustpython(bin, n, repeat)?),
        None => None,
    };
    let breakdown = contenders[0].1.breakdown(&suites)?;
    // (c) a cold process over COLD_PROCESS_SUITES suites against as many CPython subprocesses
    // (their cost per suite as measured in (a): the same workload generator).
    let cold_t = cold_exec_process(b, &small_suites(COLD_PROCESS_SUITES))?;
    let cold_sub_t = subprocess_t.scaled(COLD_PROCESS_SUITES as f64 / n as f64);

    // (b) CPU-bound loop, fuel unbounded.
    let (code, tests) = execretrieval_core::workload::loop_suite(iters);
    let loop_suite = [(code.clone(), tests.clone())];
    let mut loop_rows = Vec::new();
    let unbounded = |c: &mut SandboxConfig| {
        c.limits.fuel = u64::MAX / 4;
        c.limits.suite_fuel = None;
    };
    for (name, sb) in sandboxes(b, unbounded)? {
        loop_rows.push((name, time_sandbox(&sb, &loop_suite, repeat)?));
    }
    let cpu_sandbox = loop_rows[0].1;
    let cpu_inproc = in_process_cpython(&python, &loop_suite, repeat)?;
    let (cpu_sub, o) = time_children(|| reference.run_suite(&code, &tests));
    let o = o?;
    anyhow::ensure!(o.iter().all(|x| x.is_pass()), "cpython CPU-bound: {o:?}");

    let row = |name: &str, t: Timing| {
        let (w, c) = (t.wall * 1000.0 / n as f64, t.cpu * 1000.0 / n as f64);
        format!("| {name} | {c:.3} | {w:.3} | {:.0} | {:.1}x |", n as f64 / t.cpu, t.cpu / inproc_t.cpu)
    };
    outln!(
        out,
        "## bench exec ({} cores available, sandbox start-up incl. module load {:.2}s)",
        b.jobs,
        startup
    );
    out.push('\n');
    outln!(out, "CPU time is user + system time of the measuring thread (sandbox) or of the Python");
    outln!(out, "processes; wall time is printed too but depends on the machine's load. Best of {repeat}.");
    outln!(out, "CPython: {}", python.display());
    out.push('\n');
    outln!(out, "(a) {n} suites x 8 asserts, {tests_total} tests, one thread each");
    outln!(out, "| contender | CPU ms / suite | wall ms / suite | suites / CPU s | CPU vs in-process |");
    outln!(out, "|---|---:|---:|---:|---:|");
    for (name, t) in &sandbox_rows {
        outln!(out, "{}", row(name, *t));
    }
    match native_t {
        Some(t) => outln!(out, "{}", row("native RustPython, same harness (`native_floor`, no wasm)", t)),
        None => outln!(
            out,
            "| native RustPython: not built (`cargo build --release --ignore-rust-version -p execretrieval-harness --example native_floor`) | | | | |"
        ),
    }
    outln!(out, "{}", row("CPython subprocess per suite (`python3 -I`)", subprocess_t));
    outln!(out, "{}", row("CPython in-process exec (unsandboxed floor)", inproc_t));
    out.push('\n');
    let speedup = subprocess_t.cpu / sandbox_t.cpu;
    let slowdown = sandbox_t.cpu / inproc_t.cpu;
    ratio_line(
        &mut out,
        "speed-up vs subprocess baseline",
        speedup,
        subprocess_t.wall / sandbox_t.wall,
        ">= 50x",
        speedup >= 50.0,
    );
    ratio_line(
        &mut out,
        "slow-down vs in-process CPython",
        slowdown,
        sandbox_t.wall / inproc_t.wall,
        "<= 5x",
        slowdown <= 5.0,
    );
    if let Some(t) = native_t {
        let r = sandbox_t.cpu / t.cpu;
        outln!(out, "sandbox / native RustPython: {r:.2}x CPU -- target <= 2.0x: {}", verdict(r <= 2.0));
    }
    out.push('\n');
    breakdown_report(&mut out, &contenders[0].0, &breakdown);
    out.push('\n');
    outln!(
        out,
        "(c) a cold process: `exec --jobs 1 --no-cache` over {COLD_PROCESS_SUITES} suites, start-up included"
    );
    outln!(out, "| contender | CPU s | wall s |");
    outln!(out, "|---|---:|---:|");
    outln!(
        out,
        "| `execretrieval exec --jobs 1` (one new process) | {:.3} | {:.3} |",
        cold_t.cpu,
        cold_t.wall
    );
    outln!(
        out,
        "| {COLD_PROCESS_SUITES} CPython subprocesses (`python3 -I`, per suite as in (a)) | {:.3} | {:.3} |",
        cold_sub_t.cpu,
        cold_sub_t.wall
    );
    let cold_ratio = cold_sub_t.cpu / cold_t.cpu;
    ratio_line(
        &mut out,
        &format!("cold process vs {COLD_PROCESS_SUITES} CPython subprocesses"),
        cold_ratio,
        cold_sub_t.wall / cold_t.wall,
        ">= 50x",
        cold_ratio >= 50.0,
    );
    out.push('\n');
    outln!(out, "(b) CPU-bound suite: loop of {iters} iterations");
    outln!(out, "| contender | CPU s | wall s | CPU vs in-process |");
    outln!(out, "|---|---:|---:|---:|");
    for (name, t) in &loop_rows {
        outln!(out, "| {name} | {:.3} | {:.3} | {:.1}x |", t.cpu, t.wall, t.cpu / cpu_inproc.cpu);
    }
    outln!(out, "| CPython in-process | {:.3} | {:.3} | 1.0x |", cpu_inproc.cpu, cpu_inproc.wall);
    outln!(
        out,
        "| CPython subprocess (incl. start-up) | {:.3} | {:.3} | {:.1}x |",
        cpu_sub.cpu,
        cpu_sub.wall,
        cpu_sub.cpu / cpu_inproc.cpu
    );
    out.push('\n');
    let loop_ratio = cpu_sandbox.cpu / cpu_inproc.cpu;
    ratio_line(
        &mut out,
        "sandbox / CPython in-process",
        loop_ratio,
        cpu_sandbox.wall / cpu_inproc.wall,
        "<= 2x",
        loop_ratio <= 2.0,
    );
    outln!(
        out,
        "sandbox / CPython subprocess (the oracle it replaces, incl. start-up): {:.1}x CPU ({:.1}x wall)",
        cpu_sandbox.cpu / cpu_sub.cpu,
        cpu_sandbox.wall / cpu_sub.wall
    );
    outln!(out, "the interpreter's own floor (no wasm, no sandbox): `cargo run --release --ignore-rust-version -p execretrieval-harness --example native_floor`");
    outln!(out, "load average at end: {}", load_average());
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The contenders in their order (the first is the one the ratios are of), each with the
    /// options' limits and guest.
    #[test]
    fn contenders_in_order() {
        let options = OracleOptions { fuel: Some(7), ..Default::default() };
        let c = contenders(&options, Some(PathBuf::from("/g/other.wasm")), &[0, 16]);
        let names: Vec<&str> = c.iter().map(|c| c.0.as_str()).collect();
        assert_eq!(
            names,
            [
                "sandbox (pooled instance slots)",
                "sandbox (fresh mapping per instance)",
                "sandbox (pooled instance slots, guest other.wasm)",
                "sandbox (pooled, keep_resident 0 MiB)",
                "sandbox (pooled, keep_resident 16 MiB)",
            ]
        );
        assert!(c.iter().all(|c| c.1.limits.fuel == 7));
        assert_eq!(c.iter().map(|c| c.1.pooling).collect::<Vec<_>>(), [true, false, true, true, true]);
        assert_eq!((c[3].1.keep_resident, c[4].1.keep_resident), (0, 16 << 20));
        assert!(matches!(&c[2].2, crate::GuestSource::Path(p) if p.ends_with("other.wasm")));
        assert!(matches!(c[0].2, crate::GuestSource::Default));
        // without pooled slots there is no second, unpooled contender
        let unpooled = contenders(&OracleOptions { no_pooling: true, ..options }, None, &[]);
        assert_eq!(unpooled.len(), 1);
        assert_eq!(unpooled[0].0, "sandbox (fresh mapping per instance)");
    }
}
