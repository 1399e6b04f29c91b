//! `execretrieval bench shards`: throughput of 1, 2, 4, … stateless workers (`exec --shard
//! i/W -j 1`, one process each, this binary) sharing one execution cache (PostgreSQL with
//! `--cache postgres://…`), printed per worker and as the ratio to the one-worker baseline
//! measured in the same run. Each worker count gets suites no earlier phase ran (a nonce in the
//! code), so every suite is executed and written once; a last phase reruns the largest one
//! against the warm cache (every request a lookup: the database's read rate). Also prints the
//! peak RSS of a worker and the cache's bytes per suite row — the figures the README's
//! projection and the Kubernetes/Slurm resource requests are sized from.

use crate::commands::SandboxArgs;
use crate::Status;
use anyhow::{Context, Result};
use clap::Args;
use execretrieval_core::workload::small_suites;
use execretrieval_host::timing::children_max_rss_mib;
use serde_json::json;
use std::process::{Command, Stdio};
use std::time::Instant;

#[derive(Args, Debug)]
pub struct BenchShardsArgs {
    /// Worker counts to measure (the first is the baseline).
    #[arg(long, value_delimiter = ',', default_value = "1,2,4")]
    pub workers: Vec<usize>,
    /// 8-assert suites per phase (`bench exec`'s workload (a)).
    #[arg(long, default_value_t = 2000)]
    pub suites: usize,
    #[command(flatten)]
    pub sandbox: SandboxArgs,
}

/// Run `workers` shard processes over `input` at once; wall seconds.
fn phase(
    input: &std::path::Path,
    dir: &std::path::Path,
    workers: usize,
    cache: &str,
    sb: &SandboxArgs,
) -> Result<f64> {
    let exe = std::env::current_exe()?;
    let t0 = Instant::now();
    let children = (0..workers)
        .map(|i| {
            let mut c = Command::new(&exe);
            c.args(["exec", "--input"])
                .arg(input)
                .arg("--output")
                .arg(dir.join(format!("out-{workers}-{i}.json")));
            c.args(["--shard", &format!("{i}/{workers}"), "-j", "1", "--cache", cache]);
            let cfg = sb.calibrated().config();
            c.arg("--fuel").arg(cfg.fuel_per_test.to_string());
            c.arg("--suite-fuel").arg(cfg.fuel_per_suite.unwrap_or(0).to_string());
            c.arg("--memory-mib").arg(sb.memory_mib.to_string());
            c.arg("--cache-dir").arg(sb.cache_dir());
            if sb.no_pooling {
                c.arg("--no-pooling");
            }
            c.stdin(Stdio::null()).stdout(Stdio::null()).stderr(Stdio::piped());
            c.spawn().context("starting a worker")
        })
        .collect::<Result<Vec<_>>>()?;
    for c in children {
        let o = c.wait_with_output()?;
        anyhow::ensure!(o.status.success(), "a worker failed: {}", String::from_utf8_lossy(&o.stderr));
    }
    Ok(t0.elapsed().as_secs_f64())
}

pub fn run(args: BenchShardsArgs) -> Result<Status> {
    anyhow::ensure!(
        !args.workers.is_empty() && args.workers.iter().all(|&w| w > 0),
        "--workers: counts of at least 1"
    );
    let cache = match args.sandbox.cache.clone().or_else(|| std::env::var("EXECRETRIEVAL_CACHE_URL").ok()) {
        Some(c) => c,
        None => anyhow::bail!(
            "bench shards measures a shared cache: give --cache postgres://… (or $EXECRETRIEVAL_CACHE_URL); \
             a sqlite:PATH cache works too but serialises the writers"
        ),
    };
    let store = args.sandbox.exec_cache()?; // fails early, naming an unreachable server
    let dir = tempfile::tempdir()?;
    // the compiled guest once, outside the timings
    args.sandbox.sandbox()?;
    let nonce = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH)?.as_nanos();
    let input_for = |tag: &str| -> Result<std::path::PathBuf> {
        let path = dir.path().join(format!("in-{tag}.jsonl"));
        let mut text = String::new();
        for (k, (code, tests)) in small_suites(args.suites).into_iter().enumerate() {
            let code = format!("# bench shards {nonce} {tag}\n{code}");
            text.push_str(&serde_json::to_string(&json!({"id": k, "code": code, "tests": tests}))?);
            text.push('\n');
        }
        std::fs::write(&path, text)?;
        Ok(path)
    };
    let rows_before = store.rows()?.len();
    eprintln!("bench shards: {} suites per phase, cache {}", args.suites, store.describe());
    let mut base = None;
    println!("| workers | wall s | suites/s | suites/s per worker | per worker vs 1 worker |");
    println!("|---:|---:|---:|---:|---:|");
    let mut last = None;
    for &w in &args.workers {
        let input = input_for(&format!("w{w}"))?;
        let wall = phase(&input, dir.path(), w, &cache, &args.sandbox)?;
        let rate = args.suites as f64 / wall;
        let per = rate / w as f64;
        let b = *base.get_or_insert(per);
        println!("| {w} | {wall:.2} | {rate:.0} | {per:.0} | {:.2}× |", per / b);
        last = Some((w, input));
    }
    let (w, input) = last.expect("at least one phase");
    let wall = phase(&input, dir.path(), w, &cache, &args.sandbox)?;
    println!(
        "\nwarm cache, {w} workers: {:.0} lookups/s ({:.2} s for {} suites, every one from the cache)",
        args.suites as f64 / wall,
        wall,
        args.suites
    );
    let rows = store.rows()?;
    let new_rows = rows.len() - rows_before;
    println!("peak RSS of one worker (-j 1): {:.0} MiB", children_max_rss_mib());
    if let Some(bytes) = store.size_bytes()? {
        println!(
            "cache: {} suite rows, {:.1} MiB on disk ({:.0} bytes per row, indexes included); {new_rows} rows written by this run",
            rows.len(),
            bytes as f64 / (1 << 20) as f64,
            bytes as f64 / rows.len().max(1) as f64
        );
    }
    Ok(Status::Success)
}
