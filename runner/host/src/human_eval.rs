//! `evaluate-functional-correctness`: human-eval's samples run in the sandbox. The formats and
//! the arithmetic are `execretrieval_core::human_eval`'s; this runs one (cached) program per
//! sample through the [`Oracle`], in parallel, results in sample order.

use crate::oracle::Oracle;
use crate::RunLimits;
use anyhow::{bail, Result};
use execretrieval_core::api::{ProgramRequest, Request, Response};
use execretrieval_core::human_eval::{self, Problem, Sample};
use std::collections::{BTreeMap, BTreeSet};

/// The outcome of an evaluation: one result string per sample (in sample order) and the
/// pass@k values that every problem allows.
#[derive(Clone, Debug, PartialEq)]
pub struct Evaluation {
    pub results: Vec<String>,
    pub pass_at_k: Vec<(u64, f64)>,
}

/// How to evaluate.
#[derive(Clone, Debug)]
pub struct Options {
    /// The k of pass@k.
    pub ks: Vec<u64>,
    /// The limits of every run (human-eval's `--timeout` seconds become fuel).
    pub limits: RunLimits,
    /// Evaluate even if some problems have no sample.
    pub ignore_incomplete: bool,
}

/// Run every sample's check program. Like human-eval, every problem must have a sample unless
/// `ignore_incomplete`; a sample of an unknown task is an error. `tick`: once per sample run.
pub fn evaluate(
    oracle: &Oracle,
    problems: &[Problem],
    samples: &[Sample],
    opts: &Options,
    tick: &(dyn Fn() + Sync),
) -> Result<Evaluation> {
    let by_id: BTreeMap<&str, &Problem> = problems.iter().map(|p| (p.task_id.as_str(), p)).collect();
    let mut requests = Vec::with_capacity(samples.len());
    let mut tasks = Vec::with_capacity(samples.len());
    for (i, s) in samples.iter().enumerate() {
        let (task, completion) = match (s.task_id(), s.completion()) {
            (Ok(t), Ok(c)) => (t, c),
            (Err(e), _) | (_, Err(e)) => bail!("sample {}: {e}", i + 1),
        };
        let Some(problem) = by_id.get(task) else {
            bail!("sample {}: task_id {task:?} is not in the problems file", i + 1)
        };
        let code = human_eval::wrapped(&human_eval::check_program(problem, completion));
        requests.push((
            Request::Program(ProgramRequest {
                id: None,
                code,
                stdin: String::new(),
                argv: Vec::new(),
                limits: Default::default(),
            }),
            opts.limits,
        ));
        tasks.push(task);
    }
    let attempted: BTreeSet<&str> = tasks.iter().copied().collect();
    if !opts.ignore_incomplete && attempted.len() != by_id.len() {
        let missing: Vec<&str> = by_id.keys().filter(|t| !attempted.contains(*t)).copied().take(5).collect();
        bail!(
            "Some problems are not attempted: {} of {} have no sample (first: {}); pass --ignore-incomplete \
             to evaluate the others",
            by_id.len() - attempted.len(),
            by_id.len(),
            missing.join(", ")
        );
    }
    let responses = oracle.answer_many(&requests, tick)?;
    let results: Vec<String> = responses
        .iter()
        .map(|r| match r {
            Response::Program(p) => human_eval::result_of(&p.run),
            _ => unreachable!("a program request is answered by a program response"),
        })
        .collect();
    let per_task = human_eval::tally(tasks.iter().copied().zip(results.iter().map(|r| r == "passed")));
    let counts: Vec<(u64, u64)> = per_task.iter().map(|(_, n, c)| (*n, *c)).collect();
    Ok(Evaluation { results, pass_at_k: human_eval::pass_at_k(&counts, &opts.ks) })
}
