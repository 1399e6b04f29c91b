//! `execretrieval exec`: JSONL requests of any kind of `execretrieval_core::api` (suites
//! `{"id", "code", "tests"}`, programs `{"id", "code", "stdin", "argv"}`, judged runs
//! `{"id", "code", "cases", "compare"}`, calls `{"id", "code", "function", "calls"}`) → one JSONL
//! response per request, in input order ([`execretrieval_host::exec_file`]).

use crate::progress;
use crate::Status;
use anyhow::{Context, Result};
use clap::{Args, ValueEnum};
use execretrieval_core::shard::ShardSpec;
use execretrieval_host::exec_file::{exec_file, ExecFile};
use execretrieval_host::options::OracleOptions;
use execretrieval_io::write_atomic;
use std::io::Write;
use std::path::PathBuf;

#[derive(Copy, Clone, Debug, ValueEnum)]
pub enum Reference {
    /// python3 -I, one subprocess per suite or program run.
    Cpython,
}

#[derive(Args, Debug)]
pub struct ExecArgs {
    /// JSONL file of requests: suites {"id", "code", "tests": [...]}, programs {"id", "code",
    /// "stdin", "argv"}, judged runs {"id", "code", "cases": [{"stdin", "expected_stdout"}]},
    /// calls {"id", "code", "function", "calls": [{"args", "expected"}]}.
    #[arg(long)]
    pub input: PathBuf,
    /// Write results here (atomically) instead of stdout.
    #[arg(long)]
    pub output: Option<PathBuf>,
    /// Also run every request under CPython and report those whose results differ (exit 1).
    #[arg(long, value_enum)]
    pub reference: Option<Reference>,
    /// Per-test (per-program) wall-clock timeout of the CPython reference, seconds.
    #[arg(long, default_value_t = 5.0)]
    pub reference_timeout: f64,
    /// Answer only shard I of N (0 <= I < N): the requests whose key hashes to I
    /// (`core::shard`), written as one shard file for `execretrieval merge`.
    #[arg(long, value_name = "I/N")]
    pub shard: Option<ShardSpec>,
    #[command(flatten)]
    pub sandbox: OracleOptions,
}

pub fn run(args: ExecArgs) -> Result<Status> {
    // User code: the calibrated defaults (README "Calibrated default limits").
    let oracle = args.sandbox.calibrated().oracle().context("starting the sandbox")?;
    let job = ExecFile {
        input: args.input.clone(),
        shard: args.shard,
        cpython_timeout: args.reference.map(|Reference::Cpython| args.reference_timeout),
    };
    let run = exec_file(&oracle, &job, &progress::phase)?;
    match &args.output {
        Some(p) => write_atomic(p, &run.output)?,
        None => std::io::stdout().write_all(&run.output)?,
    }
    if let Some(spec) = args.shard {
        eprintln!("exec: shard {spec} holds {} of the input's {} requests", run.answered, run.total);
    }
    let [suites, programs, judged, calls] = run.kinds;
    eprintln!(
        "exec: {} requests ({suites} suites, {programs} programs, {judged} judged, {calls} calls; {} from cache, {} run), {} malformed lines",
        run.answered,
        run.cached,
        run.answered - run.cached,
        run.malformed.len()
    );
    if let Some(differ) = &run.differ {
        eprintln!("reference: {} of {} requests differ from CPython", differ.len(), run.answered);
        for d in differ {
            eprintln!("  differs: {d}");
        }
    }
    for b in &run.malformed {
        eprintln!("error: {b}");
    }
    if !run.malformed.is_empty() {
        return Ok(Status::Error);
    }
    Ok(Status::bad_items_if(run.differ.is_some_and(|d| !d.is_empty())))
}
