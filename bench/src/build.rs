//! `bench build`: the release built twice from the same tasks with one oracle — first with an
//! empty execution cache (cold), then with the cache the first build filled (warm) — timed, and
//! the two outputs required to be byte-identical.

use anyhow::Result;
use execretrieval_core::oracle::Progress;
use execretrieval_dataset::gates::build_release;
use execretrieval_host::cache::ExecCache;
use execretrieval_host::options::OracleOptions;
use execretrieval_host::oracle::Oracle;
use std::fmt::Write;
use std::path::Path;
use std::time::Instant;

/// Build twice with the oracle of `options` over a fresh, empty execution cache (the compiled
/// guest comes from the usual cache: its build is not part of the release build); returns the
/// Markdown report.
pub fn build(tasks: &Path, options: &OracleOptions, progress: &Progress) -> Result<String> {
    let tmp = tempfile::tempdir()?;
    let cache = ExecCache::open(&tmp.path().join("exec_cache.sqlite"))?;
    let oracle = Oracle::new(options.sandbox()?, Some(cache), options.jobs())?;
    let jobs = oracle.jobs();
    let t = Instant::now();
    let cold = build_release(tasks, &oracle, true, progress)?;
    let cold_secs = t.elapsed().as_secs_f64();
    let t = Instant::now();
    let warm = build_release(tasks, &oracle, true, progress)?;
    let warm_secs = t.elapsed().as_secs_f64();
    anyhow::ensure!(cold.files == warm.files, "cold and warm builds differ");
    let v = &cold.validation;
    let mut out = String::new();
    writeln!(out, "## bench build ({jobs} jobs)\n")?;
    writeln!(
        out,
        "{} tasks found, {} in the release, {} mutant candidates, {} corpus items",
        v.tasks_found, v.tasks_in_release, v.mutation["candidates"], v.corpus_size
    )?;
    writeln!(out, "| build | seconds | target |")?;
    writeln!(out, "|---|---:|---:|")?;
    writeln!(out, "| cold execution cache | {cold_secs:.1} | < 600 |")?;
    writeln!(out, "| warm execution cache | {warm_secs:.1} | < 30 |")?;
    writeln!(out, "outputs byte-identical between the two builds: yes")?;
    Ok(out)
}
