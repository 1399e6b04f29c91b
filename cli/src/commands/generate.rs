//! `execretrieval generate registry|entries`: the LLM pipeline of `execretrieval-generate`
//! ([`execretrieval_generate::run`]: one call per phase), with the sandbox as the gates' oracle,
//! progress bars and log lines (retries, ignored task files) on stderr.

use crate::Status;
use anyhow::{Context, Result};
use clap::{Args, Subcommand};
use execretrieval_generate::pipeline::RoundObserver;
use execretrieval_generate::provider::BatchProgress;
use execretrieval_generate::run::{entries, registry, EntriesOptions, Hooks, RegistryOptions};
use execretrieval_host::options::OracleOptions;
use indicatif::ProgressBar;
use std::sync::{Arc, Mutex};

#[derive(Args, Debug)]
pub struct GenerateArgs {
    #[command(subcommand)]
    pub phase: Phase,
}

#[derive(Subcommand, Debug)]
pub enum Phase {
    /// Phase 1: ask a model for (function_name, query) per domain; write a deduplicated registry.
    Registry(RegistryOptions),
    /// Phase 2: per registry row, generate canonical + tests (+ distractors), gate, regenerate.
    Entries(EntriesArgs),
}

#[derive(Args, Debug)]
pub struct EntriesArgs {
    #[command(flatten)]
    pub entries: EntriesOptions,
    #[command(flatten)]
    pub sandbox: OracleOptions,
}

pub fn run(args: GenerateArgs) -> Result<Status> {
    let rt = tokio::runtime::Builder::new_multi_thread().worker_threads(2).enable_all().build()?;
    let bars = Bars::default();
    let hooks = Hooks { rounds: &bars, log: Arc::new(|m: &str| eprintln!("{m}")) };
    let cost = |c: Option<f64>| c.map(|c| format!("${c:.4}")).unwrap_or_else(|| "unknown".into());
    match args.phase {
        Phase::Registry(a) => {
            let r = rt.block_on(registry(&a, &hooks))?;
            let (out, report) = (&r.outcome, &r.report);
            for b in &out.bad_answers {
                eprintln!("generate registry: unusable answer {b}");
            }
            println!(
                "registry: {} functions written to {} ({} proposals rejected, {} unusable answers; {} requests, {} input + {} output tokens, estimated cost {})",
                out.accepted.len(),
                a.out.display(),
                out.rejected.len(),
                out.bad_answers.len(),
                report.requests.total,
                report.tokens.input,
                report.tokens.output,
                cost(report.estimated_cost_usd)
            );
            Ok(Status::bad_items_if(out.accepted.len() < r.wanted))
        }
        Phase::Entries(a) => {
            let start = || a.sandbox.oracle().context("starting the sandbox");
            let r = rt.block_on(entries(&a.entries, start, &hooks))?;
            let s = &r.summary;
            println!(
                "entries: {} accepted, {} rejected ({} already done before this run; {} requests sent now); {} input + {} output tokens in all, estimated cost {}; see {}",
                s.accepted,
                s.rejected,
                r.outcome.skipped,
                r.outcome.requests_sent,
                s.tokens.input,
                s.tokens.output,
                cost(s.estimated_cost_usd),
                a.entries.out.join("summary.json").display()
            );
            Ok(Status::bad_items_if(s.rejected > 0))
        }
    }
}

/// Progress bars per round (hidden when stderr is not a terminal).
#[derive(Default)]
struct Bars {
    bar: Mutex<Option<ProgressBar>>,
}
impl RoundObserver for Bars {
    fn round(&self, what: &str, attempt: u32, open: usize, to_send: usize) {
        eprintln!("generate {what}: round {attempt}: {open} open, {to_send} request(s) to send");
        let pb = crate::progress::bar(to_send as u64, &format!("{what} #{attempt}"));
        if let Some(old) = self.bar.lock().unwrap().replace(pb) {
            old.finish_and_clear();
        }
    }
    fn answered(&self) {
        if let Some(b) = &*self.bar.lock().unwrap() {
            b.inc(1);
        }
    }
    fn batch(&self, p: &BatchProgress) {
        if let Some(b) = &*self.bar.lock().unwrap() {
            b.set_position(p.completed + p.failed);
            b.set_message(format!("batch {}", p.status));
        }
    }
    fn judged(&self, accepted: usize, rejected: usize) {
        if let Some(b) = self.bar.lock().unwrap().take() {
            b.finish_and_clear();
        }
        eprintln!("generate: round done: {accepted} accepted, {rejected} rejected for good");
    }
}
