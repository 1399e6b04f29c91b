//! `execretrieval bench shards`: throughput of 1, 2, 4, … stateless workers (`exec --shard
//! i/W -j 1`, one process each, the running binary) sharing one execution cache (PostgreSQL with
//! `--cache postgres://…`), printed per worker and as the ratio to the one-worker baseline
//! measured in the same run. Each worker count gets suites no earlier phase ran (a nonce in the
//! code), so every suite is executed and written once; a last phase reruns the largest one
//! against the warm cache (every request a lookup: the database's read rate). Also prints the
//! peak RSS of a worker and the cache's bytes per suite row — the figures the README's
//! projection and the Kubernetes/Slurm resource requests are sized from.

use crate::cache::ExecCache;
use crate::timing::children_max_rss_mib;
use anyhow::{Context, Result};
use execretrieval_core::api::SuiteRequest;
use execretrieval_core::workload::small_suites;
use std::fmt::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Instant;

/// What to measure.
pub struct ShardsBench {
    /// The `execretrieval` binary the workers run.
    pub exe: PathBuf,
    /// Worker counts (the first is the baseline).
    pub workers: Vec<usize>,
    /// 8-assert suites per phase.
    pub suites: usize,
    /// The shared cache's URL, given to every worker as `--cache`.
    pub cache_url: String,
    /// The workers' other `exec` arguments (limits, module cache directory, pooling).
    pub worker_args: Vec<String>,
}

/// Run `workers` shard processes over `input` at once; wall seconds.
fn phase(b: &ShardsBench, input: &Path, dir: &Path, workers: usize) -> Result<f64> {
    let t0 = Instant::now();
    let children = (0..workers)
        .map(|i| {
            Command::new(&b.exe)
                .args(["exec", "--input"])
                .arg(input)
                .arg("--output")
                .arg(dir.join(format!("out-{workers}-{i}.json")))
                .args(["--shard", &format!("{i}/{workers}"), "-j", "1", "--cache", &b.cache_url])
                .args(&b.worker_args)
                .stdin(Stdio::null())
                .stdout(Stdio::null())
                .stderr(Stdio::piped())
                .spawn()
                .context("starting a worker")
        })
        .collect::<Result<Vec<_>>>()?;
    for c in children {
        let o = c.wait_with_output()?;
        anyhow::ensure!(o.status.success(), "a worker failed: {}", String::from_utf8_lossy(&o.stderr));
    }
    Ok(t0.elapsed().as_secs_f64())
}

/// Measure; returns the Markdown report (progress lines go to `log`).
pub fn shards(b: &ShardsBench, store: &ExecCache, log: &dyn Fn(&str)) -> Result<String> {
    anyhow::ensure!(
        !b.workers.is_empty() && b.workers.iter().all(|&w| w > 0),
        "--workers: counts of at least 1"
    );
    let dir = tempfile::tempdir()?;
    let nonce = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH)?.as_nanos();
    let input_for = |tag: &str| -> Result<PathBuf> {
        let path = dir.path().join(format!("in-{tag}.jsonl"));
        let rows = small_suites(b.suites).into_iter().enumerate().map(|(k, (code, tests))| SuiteRequest {
            id: Some(k.into()),
            code: format!("# bench shards {nonce} {tag}\n{code}"),
            tests,
            limits: Default::default(),
        });
        std::fs::write(&path, execretrieval_io::jsonl(rows)?)?;
        Ok(path)
    };
    let rows_before = store.rows()?.len();
    log(&format!("bench shards: {} suites per phase, cache {}", b.suites, store.describe()));
    let mut out = String::new();
    writeln!(out, "| workers | wall s | suites/s | suites/s per worker | per worker vs 1 worker |")?;
    writeln!(out, "|---:|---:|---:|---:|---:|")?;
    let mut base = None;
    let mut last = None;
    for &w in &b.workers {
        let input = input_for(&format!("w{w}"))?;
        let wall = phase(b, &input, dir.path(), w)?;
        let rate = b.suites as f64 / wall;
        let per = rate / w as f64;
        let first = *base.get_or_insert(per);
        writeln!(out, "| {w} | {wall:.2} | {rate:.0} | {per:.0} | {:.2}× |", per / first)?;
        last = Some((w, input));
    }
    let (w, input) = last.expect("at least one phase");
    let wall = phase(b, &input, dir.path(), w)?;
    writeln!(
        out,
        "\nwarm cache, {w} workers: {:.0} lookups/s ({wall:.2} s for {} suites, every one from the cache)",
        b.suites as f64 / wall,
        b.suites
    )?;
    let rows = store.rows()?;
    let new_rows = rows.len() - rows_before;
    writeln!(out, "peak RSS of one worker (-j 1): {:.0} MiB", children_max_rss_mib())?;
    if let Some(bytes) = store.size_bytes()? {
        writeln!(
            out,
            "cache: {} suite rows, {:.1} MiB on disk ({:.0} bytes per row, indexes included); {new_rows} rows written by this run",
            rows.len(),
            bytes as f64 / (1 << 20) as f64,
            bytes as f64 / rows.len().max(1) as f64
        )?;
    }
    Ok(out)
}
