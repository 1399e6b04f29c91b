//! The oracle: the sandbox behind the execution cache, run over many requests in parallel on its
//! own pool. Every kind of request (`execretrieval_core::api`: suites, programs, judged runs,
//! calls) is answered here, for `execretrieval exec`, the service and the Python package alike.
//!
//! Invariant: the oracle owns its concurrency — one rayon pool of sandbox-stack threads, built
//! with the oracle and sized once (`OracleOptions::jobs`); callers hand it batches
//! ([`Oracle::answer_many`], [`Oracle::run_many`], [`Oracle::answer_polled`] for a caller that
//! must be able to stop a batch) and answers are in input order whatever the size.

use crate::cache::{program_key, ExecCache};
use crate::{RunLimits, Sandbox};
use anyhow::{Context, Result};
use execretrieval_core::api::{
    self, judge_case, CallResult, CallsRequest, CallsResponse, CaseResult, JudgeRequest, JudgeResponse,
    ProgramRequest, ProgramResponse, ProgramRun, Request, Response, SuiteResponse, Verdict,
};
use execretrieval_core::calls;
use execretrieval_core::oracle::{Suite, SuiteOracle, SuiteStats, Tick};
use execretrieval_core::outcome::Outcome;
use execretrieval_core::release::{code_sha256, tests_sha256};
use rayon::prelude::*;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc;
use std::time::Duration;

pub struct Oracle {
    pub sandbox: Sandbox,
    pub cache: Option<ExecCache>,
    /// Every batch runs here ([`Oracle::thread_stack`]-sized threads).
    pool: rayon::ThreadPool,
}

/// Why [`Oracle::answer_polled`] stopped before answering every request.
#[derive(Debug)]
pub enum Stopped<E> {
    /// A request failed on the host (the first such error).
    Failed(anyhow::Error),
    /// The caller's poll returned this error (a Ctrl-C, say).
    Cancelled(E),
}

/// The outcomes of one suite with the fuel of each test.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SuiteAnswer {
    pub outcomes: Vec<Outcome>,
    pub fuel_used: Vec<u64>,
    pub cached: bool,
}

/// A case's verdict, for [`run_cases`].
trait HasVerdict {
    fn verdict(&self) -> &Verdict;
}
impl HasVerdict for CaseResult {
    fn verdict(&self) -> &Verdict {
        &self.verdict
    }
}
impl HasVerdict for CallResult {
    fn verdict(&self) -> &Verdict {
        &self.verdict
    }
}

/// Run `cases` in order with `one`, stopping after the first that is not accepted when `stop`:
/// the results and the first verdict that was not ACCEPTED.
fn run_cases<C, R: HasVerdict>(
    cases: &[C],
    stop: bool,
    mut one: impl FnMut(&C) -> Result<R>,
) -> Result<(Vec<R>, Option<Verdict>)> {
    let mut out = Vec::with_capacity(cases.len());
    let mut first_bad = None;
    for case in cases {
        let r = one(case)?;
        let bad = !r.verdict().is_accepted();
        if bad && first_bad.is_none() {
            first_bad = Some(r.verdict().clone());
        }
        out.push(r);
        if bad && stop {
            break;
        }
    }
    Ok((out, first_bad))
}

/// A host fault, not a fact about the snippet: never cached.
fn is_host_fault(o: &Outcome) -> bool {
    matches!(o, Outcome::Error(t) if t.starts_with("SandboxError"))
}

/// A cache read that failed is a miss (the run decides), with one warning per process.
fn cache_read<T>(r: Result<Option<T>>) -> Option<T> {
    r.unwrap_or_else(|e| {
        crate::warnings::warn_once(crate::warnings::Kind::CacheRead, || {
            format!("the execution cache could not be read ({e:#}): running the sandbox instead")
        });
        None
    })
}

/// A cache write that failed (a full or read-only disk, a lost server) leaves the verdict
/// uncached, never unanswered; one warning per process. A store writes a row in one
/// transaction, so a failed write leaves no partial row.
fn cache_write(r: Result<()>) {
    if let Err(e) = r {
        crate::warnings::warn_once(crate::warnings::Kind::CacheWrite, || {
            format!(
                "the execution cache could not be written ({e:#}): verdicts are returned but not cached \
                 (free space in, or make writable, the cache directory, or pass --no-cache)"
            )
        });
    }
}

impl Oracle {
    /// The sandbox behind `cache` (if any), with a pool of `jobs` threads (at least 1).
    pub fn new(sandbox: Sandbox, cache: Option<ExecCache>, jobs: usize) -> Result<Oracle> {
        let stack = sandbox.config().thread_stack();
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(jobs.max(1))
            .stack_size(stack)
            .thread_name(|i| format!("sandbox-{i}"))
            .build()
            .with_context(|| format!("cannot start the sandbox's {} threads", jobs.max(1)))?;
        Ok(Oracle { sandbox, cache, pool })
    }

    /// The threads of this oracle's pool.
    pub fn jobs(&self) -> usize {
        self.pool.current_num_threads()
    }

    /// Outcomes of one suite under the default limits, from the cache when present.
    pub fn run(&self, code: &str, tests: &[String]) -> Result<(Vec<Outcome>, bool)> {
        let a = self.suite(code, tests, &self.sandbox.config().limits)?;
        Ok((a.outcomes, a.cached))
    }

    /// One suite under `limits`, from the cache when present.
    pub fn suite(&self, code: &str, tests: &[String], limits: &RunLimits) -> Result<SuiteAnswer> {
        let fp = self.sandbox.fingerprint_for(limits);
        let (cs, ts) = (code_sha256(code), tests_sha256(tests));
        if let Some(cache) = &self.cache {
            if let Some((outcomes, fuel_used)) = cache_read(cache.get_with_fuel(&cs, &ts, &fp)) {
                if outcomes.len() == tests.len() {
                    return Ok(SuiteAnswer { outcomes, fuel_used, cached: true });
                }
            }
        }
        let r = self.sandbox.run_suite_with(code, tests, limits);
        if let Some(cache) = &self.cache {
            if !r.backstopped && !r.outcomes.iter().any(is_host_fault) {
                cache_write(cache.put(&cs, &ts, &fp, &r.outcomes, &r.fuel_used));
            }
        }
        Ok(SuiteAnswer { outcomes: r.outcomes, fuel_used: r.fuel_used, cached: false })
    }

    /// One program run under `limits`, from the cache when present: (run, fuel used, cached).
    pub fn program(
        &self,
        code: &str,
        stdin: &str,
        argv: &[String],
        limits: &RunLimits,
    ) -> Result<(ProgramRun, u64, bool)> {
        let fp = self.sandbox.fingerprint_for(limits);
        let key = program_key(code, stdin, argv, limits.output_bytes);
        if let Some(cache) = &self.cache {
            if let Some((run, fuel)) = cache_read(cache.get_program(&key, &fp)) {
                return Ok((run, fuel, true));
            }
        }
        let (run, fuel, backstopped) = self.sandbox.run_program(code, stdin, argv, limits)?;
        if let (Some(cache), false) = (&self.cache, backstopped) {
            cache_write(cache.put_program(&key, &fp, &run, fuel));
        }
        Ok((run, fuel, false))
    }

    /// The effective limits of a request: its own where given, else the sandbox's defaults.
    /// The memory cap can only be lowered (the instance pool is sized for the configured one);
    /// `suite_fuel: 0` is no suite budget (`core::limits::suite_budget`, as `--suite-fuel 0`).
    pub fn resolve_limits(&self, l: &api::Limits) -> std::result::Result<RunLimits, String> {
        let d = self.sandbox.config().limits;
        for (name, v) in [("fuel", l.fuel), ("memory_mib", l.memory_mib)] {
            if v == Some(0) {
                return Err(format!("limits.{name} must be at least 1 (omit it for the default)"));
            }
        }
        let memory_mib = l.memory_mib.unwrap_or(d.memory_mib);
        if memory_mib > d.memory_mib {
            return Err(format!(
                "limits.memory_mib {memory_mib} is above this sandbox's cap of {} MiB (lower it, or start \
                 the sandbox with --memory-mib {memory_mib})",
                d.memory_mib
            ));
        }
        Ok(RunLimits {
            fuel: l.fuel.unwrap_or(d.fuel),
            suite_fuel: execretrieval_core::limits::suite_budget(l.suite_fuel, d.suite_fuel),
            memory_mib,
            output_bytes: l.output_bytes.unwrap_or(d.output_bytes),
        })
    }

    /// Answer one request of any kind under `limits` (see [`Oracle::resolve_limits`]).
    pub fn answer(&self, req: &Request, limits: &RunLimits) -> Result<Response> {
        Ok(match req {
            Request::Suite(r) => {
                let a = self.suite(&r.code, &r.tests, limits)?;
                Response::Suite(SuiteResponse {
                    id: r.id.clone(),
                    passed: !a.outcomes.is_empty() && a.outcomes.iter().all(Outcome::is_pass),
                    outcomes: a.outcomes,
                    fuel_used: a.fuel_used,
                    cached: a.cached,
                })
            }
            Request::Program(r) => Response::Program(self.answer_program(r, limits)?),
            Request::Judge(r) => Response::Judge(self.answer_judge(r, limits)?),
            Request::Calls(r) => Response::Calls(self.answer_calls(r, limits)?),
        })
    }

    pub fn answer_program(&self, r: &ProgramRequest, limits: &RunLimits) -> Result<ProgramResponse> {
        let (run, fuel_used, cached) = self.program(&r.code, &r.stdin, &r.argv, limits)?;
        Ok(ProgramResponse { id: r.id.clone(), run, fuel_used, cached })
    }

    /// The cases in order, one program run each (cached per case).
    pub fn answer_judge(&self, r: &JudgeRequest, limits: &RunLimits) -> Result<JudgeResponse> {
        let (cases, first_bad) = run_cases(&r.cases, r.stop_on_first_failure, |case| {
            let (run, fuel_used, cached) = self.program(&r.code, &case.stdin, &case.argv, limits)?;
            let verdict = judge_case(&run, case, r);
            Ok(CaseResult { verdict, exit_code: run.exit_code, fuel_used, cached })
        })?;
        Ok(JudgeResponse {
            id: r.id.clone(),
            accepted: first_bad.is_none() && cases.len() == r.cases.len(),
            verdict: first_bad.unwrap_or(Verdict::Accepted),
            fuel_used: cases.iter().map(|c| c.fuel_used).sum(),
            cached: !cases.is_empty() && cases.iter().all(|c| c.cached),
            cases,
        })
    }

    /// The calls in order, one run of the driver program each (`core::calls`; cached per call).
    pub fn answer_calls(&self, r: &CallsRequest, limits: &RunLimits) -> Result<CallsResponse> {
        let program = calls::driver(&r.code, &r.function);
        let (out, first_bad) = run_cases(&r.calls, r.stop_on_first_failure, |call| {
            let (run, fuel_used, cached) = self.program(&program, &calls::stdin(call), &[], limits)?;
            let (verdict, actual, error) = calls::judge_call(&run, call);
            Ok(CallResult { verdict, actual, error, fuel_used, cached })
        })?;
        Ok(CallsResponse {
            id: r.id.clone(),
            accepted: first_bad.is_none() && out.len() == r.calls.len(),
            verdict: first_bad.unwrap_or(Verdict::Accepted),
            fuel_used: out.iter().map(|c| c.fuel_used).sum(),
            cached: !out.is_empty() && out.iter().all(|c| c.cached),
            calls: out,
        })
    }

    /// Answer every request on the pool (each under its resolved limits); results are in input
    /// order. `tick` is called once per finished request.
    pub fn answer_many(
        &self,
        requests: &[(Request, RunLimits)],
        tick: &(dyn Fn() + Sync),
    ) -> Result<Vec<Response>> {
        self.pool.install(|| {
            requests
                .par_iter()
                .map(|(r, l)| {
                    let out = self.answer(r, l);
                    tick();
                    out
                })
                .collect()
        })
    }

    /// [`Oracle::answer_many`] for a caller that must be able to stop a batch (the Python
    /// package's Ctrl-C): at most `at_most` items at a time (`None`: the pool's size) run on the
    /// pool while the calling thread calls `poll` after every finished item and at least every
    /// `every`. When `poll` fails or an item fails on the host, items not started are dropped,
    /// running ones finish (a sandbox run cannot be abandoned midway), and the batch ends with
    /// that error. Answers are in input order.
    pub fn answer_polled<E>(
        &self,
        requests: &[(Request, RunLimits)],
        at_most: Option<usize>,
        every: Duration,
        mut poll: impl FnMut() -> std::result::Result<(), E>,
    ) -> std::result::Result<Vec<Response>, Stopped<E>> {
        let n = requests.len();
        let runners = at_most.unwrap_or_else(|| self.jobs()).clamp(1, n.max(1));
        let (cancel, next) = (AtomicBool::new(false), AtomicUsize::new(0));
        let mut out: Vec<Option<Response>> = (0..n).map(|_| None).collect();
        let mut stopped = None;
        // the calling thread polls; the runners pull the next index until the batch is done or
        // cancelled; leaving the scope waits for the running items
        self.pool.in_place_scope(|scope| {
            let (tx, rx) = mpsc::channel::<(usize, Result<Response>)>();
            for _ in 0..runners {
                let (tx, cancel, next) = (tx.clone(), &cancel, &next);
                scope.spawn(move |_| {
                    while !cancel.load(Ordering::SeqCst) {
                        let i = next.fetch_add(1, Ordering::SeqCst);
                        let Some((r, l)) = requests.get(i) else { return };
                        if tx.send((i, self.answer(r, l))).is_err() {
                            return;
                        }
                    }
                });
            }
            drop(tx);
            let mut done = 0;
            while done < n && stopped.is_none() {
                match rx.recv_timeout(every) {
                    Ok((i, Ok(r))) => {
                        done += 1;
                        out[i] = Some(r);
                    }
                    Ok((_, Err(e))) => stopped = Some(Stopped::Failed(e)),
                    Err(mpsc::RecvTimeoutError::Timeout) => {}
                    Err(mpsc::RecvTimeoutError::Disconnected) => break,
                }
                // after every item and every timeout: while items finish faster than `every`, a
                // poll on the timeout alone would never run
                if stopped.is_none() {
                    if let Err(e) = poll() {
                        stopped = Some(Stopped::Cancelled(e));
                    }
                }
            }
            cancel.store(true, Ordering::SeqCst);
        });
        if let Some(s) = stopped {
            return Err(s);
        }
        out.into_iter()
            .enumerate()
            .map(|(i, r)| r.ok_or_else(|| Stopped::Failed(anyhow::anyhow!("request {i} was not answered"))))
            .collect()
    }

    /// The stack size of a thread that runs this oracle's sandbox: the pool's threads and the
    /// service's workers.
    pub fn thread_stack(&self) -> usize {
        self.sandbox.config().thread_stack()
    }

    /// Decide every suite on the pool under the default limits; results are in input order.
    /// `tick` is called once per finished suite (for progress bars).
    pub fn run_many(
        &self,
        requests: &[Suite],
        tick: &(dyn Fn() + Sync),
    ) -> Result<(Vec<Vec<Outcome>>, SuiteStats)> {
        let results: Vec<Result<(Vec<Outcome>, bool)>> = self.pool.install(|| {
            requests
                .par_iter()
                .map(|r| {
                    let out = self.run(&r.code, &r.tests);
                    tick();
                    out
                })
                .collect()
        });
        let mut stats = SuiteStats { suites: requests.len(), ..Default::default() };
        let mut out = Vec::with_capacity(results.len());
        for r in results {
            let (o, hit) = r?;
            if hit {
                stats.cache_hits += 1;
            } else {
                stats.executed += 1;
            }
            out.push(o);
        }
        Ok((out, stats))
    }
}

/// The sandbox (with its cache) as `dataset`, `generate` and `eval` see it.
impl SuiteOracle for Oracle {
    fn run_suites(&self, suites: &[Suite], tick: &Tick) -> Result<(Vec<Vec<Outcome>>, SuiteStats)> {
        self.run_many(suites, &|| tick(1))
    }
    fn fingerprint(&self) -> String {
        self.sandbox.fingerprint().to_string()
    }
    fn jobs(&self) -> usize {
        Oracle::jobs(self)
    }
}
