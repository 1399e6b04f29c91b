//! `execretrieval exec`: JSONL requests of any kind of `execretrieval_core::api` (suites
//! `{"id", "code", "tests"}`, programs `{"id", "code", "stdin", "argv"}`, judged runs
//! `{"id", "code", "cases", "compare"}`, calls `{"id", "code", "function", "calls"}`) → one JSONL
//! response per request, in input order.

use super::SandboxArgs;
use crate::progress;
use crate::Status;
use anyhow::{Context, Result};
use clap::{Args, ValueEnum};
use execretrieval_core::api::Request;
use execretrieval_core::release::bytes_sha256;
use execretrieval_core::shard::{request_key, shard_of, ExecShard, ShardRow, ShardSpec};
use execretrieval_host::reference::{compare, CpythonReference};
use execretrieval_host::RunLimits;
use execretrieval_io::{read_jsonl, write_atomic};
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
    pub sandbox: SandboxArgs,
}

struct Item {
    line: usize,
    req: Request,
    limits: RunLimits,
}

pub fn run(args: ExecArgs) -> Result<Status> {
    let lines = read_jsonl(&args.input)?;
    // User code: the calibrated defaults (README "Calibrated default limits").
    let oracle = args.sandbox.calibrated().oracle().context("starting the sandbox")?;
    let mut items = Vec::new();
    let mut bad = Vec::new();
    for (line, parsed) in lines {
        let item = parsed.and_then(|v| {
            if v.get("id").is_none() {
                return Err("missing field \"id\"".to_string());
            }
            let req = Request::from_value(v)?;
            let limits = oracle.resolve_limits(req.limits())?;
            Ok(Item { line, req, limits })
        });
        match item {
            Ok(i) => items.push(i),
            Err(e) => bad.push(format!("{}:{}: {}", args.input.display(), line, e)),
        }
    }
    let total_items = items.len() as u64;
    if let Some(spec) = args.shard {
        items.retain(|i| shard_of(request_key(&i.req).as_bytes(), spec.count) == spec.index);
    }
    let reqs: Vec<(Request, RunLimits)> = items.iter().map(|i| (i.req.clone(), i.limits)).collect();
    let pb = progress::bar(reqs.len() as u64, "sandbox");
    let responses = oracle.answer_many(&reqs, args.sandbox.jobs(), &|| pb.inc(1))?;
    pb.finish_and_clear();

    let reference = match args.reference {
        None => None,
        Some(Reference::Cpython) => {
            let r = CpythonReference::new(None, args.reference_timeout)?;
            let pb = progress::bar(reqs.len() as u64, "cpython");
            let answers = r.answer_many(&reqs, args.sandbox.jobs(), &|| pb.inc(1))?;
            pb.finish_and_clear();
            Some(answers)
        }
    };

    let mut out = String::new();
    let mut shard_rows = Vec::new();
    let mut differ = Vec::new();
    let (mut hits, mut kinds) = (0, [0usize; 4]);
    for (k, (item, resp)) in items.iter().zip(&responses).enumerate() {
        kinds[item.req.kind() as usize] += 1;
        let mut row = serde_json::to_value(resp)?;
        let cached = row.get("cached").and_then(|c| c.as_bool()).unwrap_or(false);
        hits += cached as usize;
        if let Some(refs) = &reference {
            let c = compare(&refs[k], resp);
            let cpython = serde_json::to_value(&c.cpython)?;
            row["cpython"] = cpython.clone();
            row["agree"] = c.agree.into();
            if !c.agree {
                let id = item.req.id().cloned().unwrap_or_default();
                let mine = serde_json::to_value(&c.sandbox)?;
                differ.push(format!("line {} id {}: sandbox {} vs cpython {}", item.line, id, mine, cpython));
            }
        }
        if args.shard.is_some() {
            shard_rows.push(ShardRow { line: item.line as u64, row });
        } else {
            out.push_str(&serde_json::to_string(&row)?);
            out.push('\n');
        }
    }
    if let Some(spec) = args.shard {
        let input =
            std::fs::read(&args.input).with_context(|| format!("cannot read {}", args.input.display()))?;
        let shard = ExecShard {
            count: spec.count,
            index: spec.index,
            input_sha256: bytes_sha256(&input),
            items: total_items,
            rows: shard_rows,
        };
        out = serde_json::to_string(&shard)? + "\n";
    }
    match &args.output {
        Some(p) => write_atomic(p, out.as_bytes())?,
        None => print!("{out}"),
    }
    if let Some(spec) = args.shard {
        eprintln!("exec: shard {spec} holds {} of the input's {total_items} requests", items.len());
    }
    eprintln!(
        "exec: {} requests ({} suites, {} programs, {} judged, {} calls; {} from cache, {} run), {} malformed lines",
        items.len(),
        kinds[0],
        kinds[1],
        kinds[2],
        kinds[3],
        hits,
        items.len() - hits,
        bad.len()
    );
    if reference.is_some() {
        eprintln!("reference: {} of {} requests differ from CPython", differ.len(), items.len());
        for d in &differ {
            eprintln!("  differs: {d}");
        }
    }
    for b in &bad {
        eprintln!("error: {b}");
    }
    if !bad.is_empty() {
        return Ok(Status::Error);
    }
    Ok(Status::bad_items_if(!differ.is_empty()))
}
