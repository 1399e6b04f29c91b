//! The two phases as `execretrieval generate` runs them, one call each: from the command's
//! options ([`RegistryOptions`], [`EntriesOptions`], with [`ProviderOptions`]; clap arguments
//! under the `cli` feature) to the files of the run, returning what the command prints.
//! [`ProviderOptions::connect`] sets up the provider and its HTTP client (the API key from its
//! variable, retries and concurrency); progress and log lines go through [`Hooks`].

use crate::judge::GateJudge;
use crate::pipeline::{
    run_entries, write_entries_summary, EntriesConfig, EntriesOutcome, EntriesSummary, Fetcher, RoundObserver,
};
use crate::prices::load_prices;
use crate::prompts::Prompts;
use crate::provider::{ProviderConfig, ProviderKind};
use crate::registry::{
    existing_tasks, read_registry, run_registry, write_registry_report, RegistryConfig, RegistryOutcome,
    RegistryReport,
};
use anyhow::Result;
use execretrieval_core::oracle::SuiteOracle;
use execretrieval_dataset::entry::DistractorPool;
use execretrieval_dataset::task::DOMAINS;
use execretrieval_net::{api_key, AttemptEvent, Client, Observer, RetryPolicy};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

/// Which model to ask, and how (`--provider`, `--model`, … of both phases).
#[derive(Debug, Clone)]
#[cfg_attr(feature = "cli", derive(clap::Args))]
pub struct ProviderOptions {
    #[cfg_attr(feature = "cli", arg(long, value_enum, default_value = "openai"))]
    pub provider: ProviderKind,
    /// Model name as the provider spells it.
    #[cfg_attr(feature = "cli", arg(long))]
    pub model: String,
    /// Base URL (default: https://api.openai.com/v1, or https://api.anthropic.com).
    #[cfg_attr(feature = "cli", arg(long))]
    pub base_url: Option<String>,
    /// Environment variable holding the API key (default: OPENAI_API_KEY or ANTHROPIC_API_KEY).
    #[cfg_attr(feature = "cli", arg(long))]
    pub api_key_env: Option<String>,
    /// Send no API key (local servers such as Ollama or vLLM).
    #[cfg_attr(feature = "cli", arg(long))]
    pub no_api_key: bool,
    #[cfg_attr(feature = "cli", arg(long))]
    pub max_tokens: Option<u32>,
    #[cfg_attr(feature = "cli", arg(long))]
    pub temperature: Option<f64>,
    /// Ask for a JSON object (`response_format`, OpenAI-compatible servers).
    #[cfg_attr(feature = "cli", arg(long))]
    pub json_mode: bool,
    /// Requests in flight at once.
    #[cfg_attr(feature = "cli", arg(long, default_value_t = 8))]
    pub concurrency: usize,
    /// Timeout of one HTTP attempt, seconds.
    #[cfg_attr(feature = "cli", arg(long, default_value_t = 300.0))]
    pub timeout_secs: f64,
    /// HTTP attempts per request (429, 5xx, timeouts are retried with backoff).
    #[cfg_attr(feature = "cli", arg(long, default_value_t = 6))]
    pub http_attempts: u32,
    /// First backoff, seconds (doubled per retry, capped at 30 s, jittered).
    #[cfg_attr(feature = "cli", arg(long, default_value_t = 1.0))]
    pub backoff_secs: f64,
    /// Batch API: seconds between status polls.
    #[cfg_attr(feature = "cli", arg(long, default_value_t = 30.0))]
    pub poll_secs: f64,
    /// Price table overriding generate/prices.json (same shape).
    #[cfg_attr(feature = "cli", arg(long))]
    pub prices: Option<PathBuf>,
    /// Seed of the retry jitter.
    #[cfg_attr(feature = "cli", arg(long, default_value_t = 0))]
    pub seed: u64,
}

/// Phase 1's options (`generate registry`).
#[derive(Debug, Clone)]
#[cfg_attr(feature = "cli", derive(clap::Args))]
pub struct RegistryOptions {
    #[cfg_attr(feature = "cli", command(flatten))]
    pub provider: ProviderOptions,
    /// Domains, comma-separated, or `all`.
    #[cfg_attr(feature = "cli", arg(long, default_value = "all"))]
    pub domains: String,
    /// Functions wanted per domain.
    #[cfg_attr(feature = "cli", arg(long, default_value_t = 20))]
    pub per_domain: usize,
    /// Requests per domain at most (each asks for the functions still missing).
    #[cfg_attr(feature = "cli", arg(long, default_value_t = 5))]
    pub max_requests: u32,
    /// Near-duplicate threshold: content-word Jaccard similarity of queries.
    #[cfg_attr(feature = "cli", arg(long, default_value_t = 0.6))]
    pub max_similarity: f64,
    /// Existing tasks to deduplicate against.
    #[cfg_attr(feature = "cli", arg(long, default_value = "data/tasks"))]
    pub tasks: PathBuf,
    /// Registry file to write (JSONL).
    #[cfg_attr(feature = "cli", arg(long))]
    pub out: PathBuf,
    /// Raw answers and batch state (default: <out>.work/).
    #[cfg_attr(feature = "cli", arg(long))]
    pub work_dir: Option<PathBuf>,
}

/// Phase 2's options (`generate entries`), apart from the oracle's.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "cli", derive(clap::Args))]
pub struct EntriesOptions {
    #[cfg_attr(feature = "cli", command(flatten))]
    pub provider: ProviderOptions,
    /// Registry file (JSONL of {"domain", "function_name", "query"}).
    #[cfg_attr(feature = "cli", arg(long))]
    pub registry: PathBuf,
    /// Output directory (raw/, entries/, tasks/, rejected/, summary.json); rerun to resume.
    #[cfg_attr(feature = "cli", arg(long))]
    pub out: PathBuf,
    /// Generation attempts per entry (the rejection reasons are fed back).
    #[cfg_attr(feature = "cli", arg(long, default_value_t = 3))]
    pub max_attempts: u32,
    #[cfg_attr(feature = "cli", arg(long, value_enum, default_value = "mechanical"))]
    pub distractors: DistractorPool,
    /// Existing tasks: a generated function may not reuse their names (gate 5).
    #[cfg_attr(feature = "cli", arg(long, default_value = "data/tasks"))]
    pub tasks: PathBuf,
}

/// What a run reports as it goes: the rounds' events, and log lines (the HTTP client's retries,
/// task files left out of the deduplication).
pub struct Hooks<'a> {
    pub rounds: &'a dyn RoundObserver,
    pub log: Arc<dyn Fn(&str) + Send + Sync>,
}

/// Passes every retried HTTP attempt to the log.
struct RetryLog(Arc<dyn Fn(&str) + Send + Sync>);

impl Observer for RetryLog {
    fn on_attempt(&self, e: &AttemptEvent) {
        if let Some(wait) = e.retry_in {
            let what = e.status.map(|s| format!("HTTP {s}")).or_else(|| e.error.clone()).unwrap_or_default();
            (self.0)(&format!(
                "generate: {} attempt {} failed ({what}); retrying in {:.1}s",
                e.url,
                e.attempt,
                wait.as_secs_f64()
            ));
        }
    }
}

impl ProviderOptions {
    /// The provider and its HTTP client: the API key read from its variable (unless
    /// `no_api_key`), the retry policy, at most `concurrency` requests in flight, every retry
    /// logged to `log`.
    pub fn connect(&self, log: Arc<dyn Fn(&str) + Send + Sync>) -> Result<(ProviderConfig, Client)> {
        let kind = self.provider;
        let api_key = if self.no_api_key {
            None
        } else {
            let var = self.api_key_env.clone().unwrap_or_else(|| kind.default_key_env().to_string());
            Some(api_key(&var).map_err(|e| {
                anyhow::anyhow!("{e} (or pass --api-key-env NAME, or --no-api-key for a local server)")
            })?)
        };
        let cfg = ProviderConfig {
            kind,
            base_url: self
                .base_url
                .clone()
                .unwrap_or_else(|| kind.default_base_url().to_string())
                .trim_end_matches('/')
                .to_string(),
            model: self.model.clone(),
            api_key,
            max_tokens: self.max_tokens,
            temperature: self.temperature,
            json_mode: self.json_mode,
            poll_interval: Duration::from_secs_f64(self.poll_secs.max(0.0)),
        };
        let policy = RetryPolicy {
            max_attempts: self.http_attempts.max(1),
            base_delay: Duration::from_secs_f64(self.backoff_secs.max(0.0)),
            timeout: Duration::from_secs_f64(self.timeout_secs.max(0.001)),
            seed: self.seed,
            ..Default::default()
        };
        let client = Client::new(policy)?
            .with_max_in_flight(self.concurrency.max(1))
            .with_observer(Arc::new(RetryLog(log)));
        Ok((cfg, client))
    }
}

/// `--domains`: `all` (every domain of the dataset) or a comma-separated list of known domains.
pub fn parse_domains(spec: &str) -> Result<Vec<String>> {
    let domains: Vec<String> = if spec == "all" {
        DOMAINS.iter().map(|d| d.to_string()).collect()
    } else {
        spec.split(',').map(|d| d.trim().to_string()).collect()
    };
    if let Some(d) = domains.iter().find(|d| !DOMAINS.contains(&d.as_str())) {
        anyhow::bail!("unknown domain `{d}` (known: {})", DOMAINS.join(", "));
    }
    Ok(domains)
}

/// (domain, function, query) of the existing tasks; the reasons they may be fewer are logged.
fn existing(dir: &Path, log: &dyn Fn(&str)) -> Vec<(String, String, String)> {
    let (tasks, notes) = existing_tasks(dir);
    notes.iter().for_each(|n| log(&format!("generate: {n}")));
    tasks
}

/// What a registry run did.
pub struct RegistryRun {
    pub outcome: RegistryOutcome,
    /// What `registry_report.json` holds.
    pub report: RegistryReport,
    /// Functions asked for: per domain × domains (fewer accepted = bad items).
    pub wanted: usize,
}

/// `generate registry`: phase 1 run (or resumed) and `registry_report.json` written.
pub async fn registry(o: &RegistryOptions, hooks: &Hooks<'_>) -> Result<RegistryRun> {
    let (cfg, client) = o.provider.connect(hooks.log.clone())?;
    let domains = parse_domains(&o.domains)?;
    let work = o.work_dir.clone().unwrap_or_else(|| PathBuf::from(format!("{}.work", o.out.display())));
    let existing = existing(&o.tasks, &*hooks.log);
    let fetcher = Fetcher {
        client: &client,
        provider: &cfg,
        concurrency: o.provider.concurrency,
        progress: hooks.rounds,
    };
    let rc = RegistryConfig {
        domains,
        per_domain: o.per_domain,
        max_requests_per_domain: o.max_requests,
        max_similarity: o.max_similarity,
        out: o.out.clone(),
        work,
    };
    let outcome = run_registry(&fetcher, &Prompts::default(), &rc, &existing).await?;
    let prices = load_prices(o.provider.prices.as_deref())?;
    let report = write_registry_report(&rc, &cfg, &Prompts::default(), &outcome, &prices)?;
    Ok(RegistryRun { outcome, report, wanted: o.per_domain * rc.domains.len() })
}

/// What an entries run did.
pub struct EntriesRun {
    pub outcome: EntriesOutcome,
    /// What `summary.json` holds (every run so far).
    pub summary: EntriesSummary,
}

/// `generate entries`: phase 2 run (or resumed) with the five gates over the oracle `start`
/// returns, and `summary.json` written. The oracle is started once the provider, the registry
/// and the prices have been read, so that a mistake in them costs no oracle start-up.
pub async fn entries<O: SuiteOracle>(
    o: &EntriesOptions,
    start: impl FnOnce() -> Result<O>,
    hooks: &Hooks<'_>,
) -> Result<EntriesRun> {
    let (cfg, client) = o.provider.connect(hooks.log.clone())?;
    let items = read_registry(&o.registry)?;
    if items.is_empty() {
        anyhow::bail!("{} holds no registry rows", o.registry.display());
    }
    let prices = load_prices(o.provider.prices.as_deref())?;
    let oracle = start()?;
    let judge = GateJudge {
        oracle: &oracle,
        existing: existing(&o.tasks, &*hooks.log).into_iter().map(|t| t.1).collect(),
    };
    let ec = EntriesConfig { out: o.out.clone(), max_attempts: o.max_attempts, distractors: o.distractors };
    let fetcher = Fetcher {
        client: &client,
        provider: &cfg,
        concurrency: o.provider.concurrency,
        progress: hooks.rounds,
    };
    let prompts = Prompts::default();
    let outcome = run_entries(&fetcher, &prompts, &judge, &ec, &items).await?;
    let summary = write_entries_summary(&o.out, &cfg, &prompts, &ec, items.len(), &prices)?;
    Ok(EntriesRun { outcome, summary })
}
