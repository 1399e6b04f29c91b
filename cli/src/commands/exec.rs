//! `execretrieval exec`: JSONL requests `{"id", "code", "tests"}` → JSONL
//! `{"id", "outcomes", "passed"}` in input order.

use super::SandboxArgs;
use crate::io::{read_jsonl, write_atomic};
use crate::progress;
use crate::Status;
use anyhow::{Context, Result};
use clap::{Args, ValueEnum};
use execretrieval_host::oracle::SuiteRequest;
use execretrieval_host::reference::CpythonReference;
use rayon::prelude::*;
use serde_json::json;
use std::path::PathBuf;

#[derive(Copy, Clone, Debug, ValueEnum)]
pub enum Reference {
    /// python3 -I, one subprocess per suite.
    Cpython,
}

#[derive(Args, Debug)]
pub struct ExecArgs {
    /// JSONL file of requests: {"id": "...", "code": "...", "tests": ["assert ...", ...]}.
    #[arg(long)]
    pub input: PathBuf,
    /// Write results here (atomically) instead of stdout.
    #[arg(long)]
    pub output: Option<PathBuf>,
    /// Also run every suite under CPython and report the suites whose outcomes differ (exit 1).
    #[arg(long, value_enum)]
    pub reference: Option<Reference>,
    /// Per-test wall-clock timeout of the CPython reference, seconds.
    #[arg(long, default_value_t = 5.0)]
    pub reference_timeout: f64,
    #[command(flatten)]
    pub sandbox: SandboxArgs,
}

struct Item {
    line: usize,
    id: serde_json::Value,
    req: SuiteRequest,
}

fn parse_request(v: &serde_json::Value) -> Result<(serde_json::Value, SuiteRequest), String> {
    let obj = v.as_object().ok_or("expected a JSON object")?;
    let id = obj.get("id").cloned().ok_or("missing field \"id\"")?;
    let code = obj
        .get("code")
        .ok_or("missing field \"code\"")?
        .as_str()
        .ok_or("field \"code\" must be a string")?
        .to_string();
    let tests = obj
        .get("tests")
        .ok_or("missing field \"tests\"")?
        .as_array()
        .ok_or("field \"tests\" must be a list of strings")?
        .iter()
        .map(|t| t.as_str().map(str::to_string).ok_or("field \"tests\" must be a list of strings"))
        .collect::<Result<Vec<_>, _>>()?;
    Ok((id, SuiteRequest { code, tests }))
}

pub fn run(args: ExecArgs) -> Result<Status> {
    let lines = read_jsonl(&args.input)?;
    let mut items = Vec::new();
    let mut bad = Vec::new();
    for (line, parsed) in lines {
        match parsed.and_then(|v| parse_request(&v)) {
            Ok((id, req)) => items.push(Item { line, id, req }),
            Err(e) => bad.push(format!("{}:{}: {}", args.input.display(), line, e)),
        }
    }
    let oracle = args.sandbox.oracle().context("starting the sandbox")?;
    let reqs: Vec<SuiteRequest> = items.iter().map(|i| i.req.clone()).collect();
    let pb = progress::bar(reqs.len() as u64, "sandbox");
    let (outcomes, stats) = oracle.run_many(&reqs, args.sandbox.jobs(), &|| pb.inc(1))?;
    pb.finish_and_clear();

    let reference = match args.reference {
        None => None,
        Some(Reference::Cpython) => {
            let r = CpythonReference::new(None, args.reference_timeout)?;
            let pb = progress::bar(reqs.len() as u64, "cpython");
            let pool = rayon::ThreadPoolBuilder::new().num_threads(args.sandbox.jobs()).build()?;
            let res: Vec<Result<_>> = pool.install(|| {
                reqs.par_iter()
                    .map(|q| {
                        let o = r.run_suite(&q.code, &q.tests);
                        pb.inc(1);
                        o
                    })
                    .collect()
            });
            pb.finish_and_clear();
            Some(res.into_iter().collect::<Result<Vec<_>>>()?)
        }
    };

    let mut out = String::new();
    let mut differ = Vec::new();
    for (k, (item, o)) in items.iter().zip(&outcomes).enumerate() {
        let passed = !o.is_empty() && o.iter().all(|x| x.is_pass());
        let mut row = json!({"id": item.id, "outcomes": o, "passed": passed});
        if let Some(refs) = &reference {
            let r = &refs[k];
            let agree = r == o;
            row["cpython"] = json!(r);
            row["agree"] = json!(agree);
            if !agree {
                differ.push(format!(
                    "line {} id {}: sandbox {:?} vs cpython {:?}",
                    item.line,
                    item.id,
                    strs(o),
                    strs(r)
                ));
            }
        }
        out.push_str(&serde_json::to_string(&row)?);
        out.push('\n');
    }
    match &args.output {
        Some(p) => write_atomic(p, out.as_bytes())?,
        None => print!("{out}"),
    }
    eprintln!(
        "exec: {} suites ({} from cache, {} run), {} malformed lines",
        stats.suites,
        stats.cache_hits,
        stats.executed,
        bad.len()
    );
    if reference.is_some() {
        eprintln!("reference: {} of {} suites differ from CPython", differ.len(), items.len());
        for d in &differ {
            eprintln!("  differs: {d}");
        }
    }
    for b in &bad {
        eprintln!("error: {b}");
    }
    if !bad.is_empty() {
        return Ok(2);
    }
    Ok(if differ.is_empty() { 0 } else { 1 })
}

fn strs(o: &[execretrieval_core::outcome::Outcome]) -> Vec<String> {
    o.iter().map(|x| x.to_string()).collect()
}
