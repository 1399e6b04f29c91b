//! A JSONL file of requests answered as `execretrieval exec` answers it: every kind of
//! `execretrieval_core::api` request, one response row per valid line in input order, malformed
//! lines reported by file and line, optionally one shard of the file (`core::shard`, written as an
//! [`ExecShard`] for `merge`) and optionally each answer compared with CPython
//! ([`crate::reference`]). The command only prints what [`ExecFileRun`] holds.

use crate::oracle::Oracle;
use crate::reference::{compare, CpythonReference};
use crate::RunLimits;
use anyhow::{Context, Result};
use execretrieval_core::api::Request;
use execretrieval_core::oracle::Progress;
use execretrieval_core::release::bytes_sha256;
use execretrieval_core::shard::{request_key, shard_of, ExecShard, ShardRow, ShardSpec};
use execretrieval_io::read_jsonl;
use std::path::PathBuf;

/// What to answer and how.
pub struct ExecFile {
    pub input: PathBuf,
    /// Answer only this shard of the requests.
    pub shard: Option<ShardSpec>,
    /// Also run every request under CPython with this per-test wall-clock timeout (seconds).
    pub cpython_timeout: Option<f64>,
}

/// The answers and what happened on the way.
pub struct ExecFileRun {
    /// The output file's bytes: one JSON row per request (with `cpython` and `agree` when compared),
    /// or one [`ExecShard`] line for a shard.
    pub output: Vec<u8>,
    /// Valid requests in the whole input (before sharding).
    pub total: u64,
    /// Requests answered (the shard's share).
    pub answered: usize,
    /// Answered requests per kind: suites, programs, judged runs, calls.
    pub kinds: [usize; 4],
    /// Answers that came from the execution cache.
    pub cached: usize,
    /// Malformed lines, as `file:line: reason`.
    pub malformed: Vec<String>,
    /// With a CPython comparison: one line per request whose answers differ.
    pub differ: Option<Vec<String>>,
}

struct Item {
    line: usize,
    req: Request,
    limits: RunLimits,
}

/// Answer the requests of `job.input` with `oracle` (limits the request leaves out are the
/// oracle's).
pub fn exec_file(oracle: &Oracle, job: &ExecFile, progress: &Progress) -> Result<ExecFileRun> {
    let mut items = Vec::new();
    let mut malformed = Vec::new();
    for (line, parsed) in read_jsonl(&job.input)? {
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
            Err(e) => malformed.push(format!("{}:{}: {}", job.input.display(), line, e)),
        }
    }
    let total = items.len() as u64;
    if let Some(spec) = job.shard {
        items.retain(|i| shard_of(request_key(&i.req).as_bytes(), spec.count) == spec.index);
    }
    let reqs: Vec<(Request, RunLimits)> = items.iter().map(|i| (i.req.clone(), i.limits)).collect();
    let tick = progress("sandbox", reqs.len());
    let responses = oracle.answer_many(&reqs, &|| tick(1))?;
    let reference = match job.cpython_timeout {
        None => None,
        Some(timeout) => {
            let r = CpythonReference::new(None, timeout)?;
            let tick = progress("cpython", reqs.len());
            Some(r.answer_many(&reqs, oracle.jobs(), &|| tick(1))?)
        }
    };

    let mut rows = Vec::new();
    let mut differ = Vec::new();
    let (mut cached, mut kinds) = (0, [0usize; 4]);
    for (k, (item, resp)) in items.iter().zip(&responses).enumerate() {
        kinds[item.req.kind() as usize] += 1;
        let mut row = serde_json::to_value(resp)?;
        cached += row.get("cached").and_then(|c| c.as_bool()).unwrap_or(false) as usize;
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
        rows.push(ShardRow { line: item.line as u64, row });
    }
    let output = match job.shard {
        Some(spec) => {
            let input =
                std::fs::read(&job.input).with_context(|| format!("cannot read {}", job.input.display()))?;
            let shard = ExecShard {
                count: spec.count,
                index: spec.index,
                input_sha256: bytes_sha256(&input),
                items: total,
                rows,
            };
            serde_json::to_string(&shard)? + "\n"
        }
        None => {
            let mut out = String::new();
            for r in &rows {
                out.push_str(&serde_json::to_string(&r.row)?);
                out.push('\n');
            }
            out
        }
    };
    Ok(ExecFileRun {
        output: output.into_bytes(),
        total,
        answered: items.len(),
        kinds,
        cached,
        malformed,
        differ: reference.map(|_| differ),
    })
}
