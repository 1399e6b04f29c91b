//! `execretrieval generate registry|entries`: the LLM pipeline of `execretrieval-generate`, with
//! its gate judge over the sandbox, progress bars and retry logs on stderr.

use super::SandboxArgs;
use crate::Status;
use anyhow::{Context, Result};
use clap::{Args, Subcommand};
use execretrieval_dataset::entry::DistractorPool;
use execretrieval_dataset::task::DOMAINS;
use execretrieval_generate::judge::GateJudge;
use execretrieval_generate::pipeline::{
    run_entries, write_entries_summary, EntriesConfig, Fetcher, RoundObserver,
};
use execretrieval_generate::prices::load_prices;
use execretrieval_generate::prompts::Prompts;
use execretrieval_generate::provider::{BatchProgress, ProviderConfig, ProviderKind};
use execretrieval_generate::registry::{read_registry, run_registry, write_registry_report, RegistryConfig};
use execretrieval_net::{api_key, AttemptEvent, Client, Observer, RetryPolicy};
use indicatif::ProgressBar;
use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use std::time::Duration;

#[derive(Args, Debug)]
pub struct GenerateArgs {
    #[command(subcommand)]
    pub phase: Phase,
}

#[derive(Subcommand, Debug)]
pub enum Phase {
    /// Phase 1: ask a model for (function_name, query) per domain; write a deduplicated registry.
    Registry(RegistryArgs),
    /// Phase 2: per registry row, generate canonical + tests (+ distractors), gate, regenerate.
    Entries(EntriesArgs),
}

#[derive(Args, Debug, Clone)]
pub struct ProviderArgs {
    #[arg(long, value_enum, default_value = "openai")]
    pub provider: ProviderKind,
    /// Model name as the provider spells it.
    #[arg(long)]
    pub model: String,
    /// Base URL (default: https://api.openai.com/v1, or https://api.anthropic.com).
    #[arg(long)]
    pub base_url: Option<String>,
    /// Environment variable holding the API key (default: OPENAI_API_KEY or ANTHROPIC_API_KEY).
    #[arg(long)]
    pub api_key_env: Option<String>,
    /// Send no API key (local servers such as Ollama or vLLM).
    #[arg(long)]
    pub no_api_key: bool,
    #[arg(long)]
    pub max_tokens: Option<u32>,
    #[arg(long)]
    pub temperature: Option<f64>,
    /// Ask for a JSON object (`response_format`, OpenAI-compatible servers).
    #[arg(long)]
    pub json_mode: bool,
    /// Requests in flight at once.
    #[arg(long, default_value_t = 8)]
    pub concurrency: usize,
    /// Timeout of one HTTP attempt, seconds.
    #[arg(long, default_value_t = 300.0)]
    pub timeout_secs: f64,
    /// HTTP attempts per request (429, 5xx, timeouts are retried with backoff).
    #[arg(long, default_value_t = 6)]
    pub http_attempts: u32,
    /// First backoff, seconds (doubled per retry, capped at 30 s, jittered).
    #[arg(long, default_value_t = 1.0)]
    pub backoff_secs: f64,
    /// Batch API: seconds between status polls.
    #[arg(long, default_value_t = 30.0)]
    pub poll_secs: f64,
    /// Price table overriding generate/prices.json (same shape).
    #[arg(long)]
    pub prices: Option<PathBuf>,
    /// Seed of the retry jitter.
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
}

#[derive(Args, Debug)]
pub struct RegistryArgs {
    #[command(flatten)]
    pub provider: ProviderArgs,
    /// Domains, comma-separated, or `all`.
    #[arg(long, default_value = "all")]
    pub domains: String,
    /// Functions wanted per domain.
    #[arg(long, default_value_t = 20)]
    pub per_domain: usize,
    /// Requests per domain at most (each asks for the functions still missing).
    #[arg(long, default_value_t = 5)]
    pub max_requests: u32,
    /// Near-duplicate threshold: content-word Jaccard similarity of queries.
    #[arg(long, default_value_t = 0.6)]
    pub max_similarity: f64,
    /// Existing tasks to deduplicate against.
    #[arg(long, default_value = "data/tasks")]
    pub tasks: PathBuf,
    /// Registry file to write (JSONL).
    #[arg(long)]
    pub out: PathBuf,
    /// Raw answers and batch state (default: <out>.work/).
    #[arg(long)]
    pub work_dir: Option<PathBuf>,
}

#[derive(Args, Debug)]
pub struct EntriesArgs {
    #[command(flatten)]
    pub provider: ProviderArgs,
    /// Registry file (JSONL of {"domain", "function_name", "query"}).
    #[arg(long)]
    pub registry: PathBuf,
    /// Output directory (raw/, entries/, tasks/, rejected/, summary.json); rerun to resume.
    #[arg(long)]
    pub out: PathBuf,
    /// Generation attempts per entry (the rejection reasons are fed back).
    #[arg(long, default_value_t = 3)]
    pub max_attempts: u32,
    #[arg(long, value_enum, default_value = "mechanical")]
    pub distractors: DistractorPool,
    /// Existing tasks: a generated function may not reuse their names (gate 5).
    #[arg(long, default_value = "data/tasks")]
    pub tasks: PathBuf,
    #[command(flatten)]
    pub sandbox: SandboxArgs,
}

pub fn run(args: GenerateArgs) -> Result<Status> {
    let rt = tokio::runtime::Builder::new_multi_thread().worker_threads(2).enable_all().build()?;
    match args.phase {
        Phase::Registry(a) => rt.block_on(registry(a)),
        Phase::Entries(a) => rt.block_on(entries(a)),
    }
}

/// Logs retries on stderr.
struct RetryLog;
impl Observer for RetryLog {
    fn on_attempt(&self, e: &AttemptEvent) {
        if let Some(wait) = e.retry_in {
            let what = e.status.map(|s| format!("HTTP {s}")).or_else(|| e.error.clone()).unwrap_or_default();
            eprintln!(
                "generate: {} attempt {} failed ({what}); retrying in {:.1}s",
                e.url,
                e.attempt,
                wait.as_secs_f64()
            );
        }
    }
}

fn provider(a: &ProviderArgs) -> Result<(ProviderConfig, Client)> {
    let kind = a.provider;
    let api_key = if a.no_api_key {
        None
    } else {
        let var = a.api_key_env.clone().unwrap_or_else(|| kind.default_key_env().to_string());
        Some(api_key(&var).map_err(|e| {
            anyhow::anyhow!("{e} (or pass --api-key-env NAME, or --no-api-key for a local server)")
        })?)
    };
    let cfg = ProviderConfig {
        kind,
        base_url: a
            .base_url
            .clone()
            .unwrap_or_else(|| kind.default_base_url().to_string())
            .trim_end_matches('/')
            .to_string(),
        model: a.model.clone(),
        api_key,
        max_tokens: a.max_tokens,
        temperature: a.temperature,
        json_mode: a.json_mode,
        poll_interval: Duration::from_secs_f64(a.poll_secs.max(0.0)),
    };
    let policy = RetryPolicy {
        max_attempts: a.http_attempts.max(1),
        base_delay: Duration::from_secs_f64(a.backoff_secs.max(0.0)),
        timeout: Duration::from_secs_f64(a.timeout_secs.max(0.001)),
        seed: a.seed,
        ..Default::default()
    };
    let client =
        Client::new(policy)?.with_max_in_flight(a.concurrency.max(1)).with_observer(Arc::new(RetryLog));
    Ok((cfg, client))
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

/// (domain, function, query) of the existing tasks, with the reasons it may be fewer logged.
fn existing_tasks(dir: &std::path::Path) -> Vec<(String, String, String)> {
    let (tasks, notes) = execretrieval_generate::registry::existing_tasks(dir);
    notes.iter().for_each(|n| eprintln!("generate: {n}"));
    tasks
}

async fn registry(a: RegistryArgs) -> Result<Status> {
    let (cfg, client) = provider(&a.provider)?;
    let domains: Vec<String> = if a.domains == "all" {
        DOMAINS.iter().map(|d| d.to_string()).collect()
    } else {
        a.domains.split(',').map(|d| d.trim().to_string()).collect()
    };
    for d in &domains {
        if !DOMAINS.contains(&d.as_str()) {
            anyhow::bail!("unknown domain `{d}` (known: {})", DOMAINS.join(", "));
        }
    }
    let work = a.work_dir.clone().unwrap_or_else(|| PathBuf::from(format!("{}.work", a.out.display())));
    let existing = existing_tasks(&a.tasks);
    let bars = Bars::default();
    let fetcher =
        Fetcher { client: &client, provider: &cfg, concurrency: a.provider.concurrency, progress: &bars };
    let rc = RegistryConfig {
        domains,
        per_domain: a.per_domain,
        max_requests_per_domain: a.max_requests,
        max_similarity: a.max_similarity,
        out: a.out.clone(),
        work,
    };
    let out = run_registry(&fetcher, &Prompts::default(), &rc, &existing).await?;
    let prices = load_prices(a.provider.prices.as_deref())?;
    let report = write_registry_report(&rc, &cfg, &Prompts::default(), &out, &prices)?;
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
        report.estimated_cost_usd.map(|c| format!("${c:.4}")).unwrap_or_else(|| "unknown".into())
    );
    Ok(Status::bad_items_if(out.accepted.len() < a.per_domain * rc.domains.len()))
}

async fn entries(a: EntriesArgs) -> Result<Status> {
    let (cfg, client) = provider(&a.provider)?;
    let items = read_registry(&a.registry)?;
    if items.is_empty() {
        anyhow::bail!("{} holds no registry rows", a.registry.display());
    }
    let prices = load_prices(a.provider.prices.as_deref())?;
    let oracle = a.sandbox.oracle().context("starting the sandbox")?;
    let judge = GateJudge {
        oracle: &oracle,
        jobs: a.sandbox.jobs(),
        existing: existing_tasks(&a.tasks).into_iter().map(|t| t.1).collect(),
    };
    let mode = a.distractors;
    let ec = EntriesConfig { out: a.out.clone(), max_attempts: a.max_attempts, distractors: mode };
    let bars = Bars::default();
    let fetcher =
        Fetcher { client: &client, provider: &cfg, concurrency: a.provider.concurrency, progress: &bars };
    let prompts = Prompts::default();
    let res = run_entries(&fetcher, &prompts, &judge, &ec, &items).await?;
    let s = write_entries_summary(&a.out, &cfg, &prompts, &ec, items.len(), &prices)?;
    println!(
        "entries: {} accepted, {} rejected ({} already done before this run; {} requests sent now); {} input + {} output tokens in all, estimated cost {}; see {}",
        s["accepted"],
        s["rejected"],
        res.skipped,
        res.requests_sent,
        s["tokens"]["input"],
        s["tokens"]["output"],
        s["estimated_cost_usd"].as_f64().map(|c| format!("${c:.4}")).unwrap_or_else(|| "unknown".into()),
        a.out.join("summary.json").display()
    );
    Ok(Status::bad_items_if(s["rejected"].as_u64().unwrap_or(0) > 0))
}
