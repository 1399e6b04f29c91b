//! One module per command: each parses its arguments, calls one library function and prints
//! (data on stdout, logs and progress bars on stderr); `bench` has one submodule per benchmark
//! that takes arguments of its own (`embed`, `rerank`, `shards`). What two commands share lives
//! here, never in a command module: the sandbox options ([`SandboxArgs`], with the release's or
//! the calibrated default limits, and the oracle, sandbox and caches they choose), the
//! evaluation's arguments ([`EvalArgs`]: `eval`, `run`) and [`build_release`] with its log
//! (`build`, `run`). Invariant: no command module imports another (a `bench` submodule imports
//! only this module and the crate root).

pub mod bench;
pub mod build;
pub mod cache;
pub mod check;
pub mod eval;
pub mod exec;
pub mod generate;
pub mod human_eval;
pub mod merge;
pub mod report;
pub mod rerankers;
pub mod retrievers;
pub mod run;
pub mod serve;
pub mod site;
pub mod stats;

use crate::progress;
use clap::Args;
use execretrieval_core::stats::{BOOTSTRAP_SAMPLES, BOOTSTRAP_SEED};
use execretrieval_dataset::gates::{self, BuildOutcome};
use execretrieval_eval::{EvalOptions, Selection};
use execretrieval_host::cache::ExecCache;
use execretrieval_host::options::{CacheChoice, LimitDefaults, OracleOptions};
use execretrieval_host::oracle::Oracle;
use execretrieval_host::{Sandbox, SandboxConfig};
use std::path::{Path, PathBuf};

/// Sandbox options shared by every command that executes code.
#[derive(Args, Debug, Clone)]
pub struct SandboxArgs {
    /// Fuel per test (deterministic TIMEOUT when exhausted). Default: 10¹⁰ for `exec` and
    /// `serve` (≈ 0.6 CPython-seconds, README "Calibrated default limits"); 10⁹ for the
    /// commands on the release (build, check, eval, run, generate: the release's fingerprint).
    #[arg(long)]
    pub fuel: Option<u64>,
    /// Fuel of a whole suite: tests after it is spent are TIMEOUT. Default: 10¹¹ for `exec`
    /// and `serve` (the paper's 5 s per suite in CPython-seconds); none for the release's
    /// commands. 0: no suite budget, only --fuel per test.
    #[arg(long)]
    pub suite_fuel: Option<u64>,
    /// Linear-memory cap per sandbox instance, MiB.
    #[arg(long, default_value_t = execretrieval_host::DEFAULT_MEMORY_MIB)]
    pub memory_mib: u64,
    /// A fresh instance for every test instead of one per suite.
    #[arg(long)]
    pub per_test_instance: bool,
    /// Map a fresh memory per instance instead of reusing pooled instance slots (slower; for
    /// hosts that limit virtual address space: the pool reserves ≈ 4 GiB per slot).
    #[arg(long)]
    pub no_pooling: bool,
    /// Worker threads (default: all cores).
    #[arg(long, short = 'j')]
    pub jobs: Option<usize>,
    /// Wall-clock backstop per test, seconds (default 20). At least this, and more with more
    /// fuel (fuel / 10⁸ s): fuel decides timeouts, the backstop only stops a run on a stalled
    /// host. A TIMEOUT it causes is not deterministic (it is never cached).
    #[arg(long, value_parser = backstop_secs)]
    pub backstop_secs: Option<f64>,
    /// Cache directory (compiled guest, execution cache). Default: $EXECRETRIEVAL_CACHE_DIR or ~/.cache/execretrieval.
    #[arg(long)]
    pub cache_dir: Option<PathBuf>,
    /// Do not read or write the execution cache.
    #[arg(long)]
    pub no_cache: bool,
    /// The execution cache: postgres://USER@HOST:PORT/DB (one cache shared by many workers),
    /// or sqlite:PATH / a file. Default: $EXECRETRIEVAL_CACHE_URL, else the SQLite file
    /// exec_cache.sqlite in the cache directory. An unreachable server is an error.
    #[arg(long, value_name = "URL")]
    pub cache: Option<String>,
    /// Use this guest .wasm instead of the embedded one.
    #[arg(long)]
    pub guest: Option<PathBuf>,
    /// Which defaults apply to the limits not given (set by the command, not a flag).
    #[arg(skip)]
    pub defaults: LimitDefaults,
}

impl SandboxArgs {
    /// The same options with the calibrated defaults for user code (`exec`, `serve`).
    pub fn calibrated(&self) -> SandboxArgs {
        SandboxArgs { defaults: LimitDefaults::Calibrated, ..self.clone() }
    }
    /// The library's view of these options (the Python package builds the same).
    pub fn options(&self) -> OracleOptions {
        OracleOptions {
            fuel: self.fuel,
            suite_fuel: self.suite_fuel,
            memory_mib: Some(self.memory_mib),
            per_test_instance: self.per_test_instance,
            no_pooling: self.no_pooling,
            jobs: self.jobs,
            cache_dir: self.cache_dir.clone(),
            cache: match (&self.cache, self.no_cache) {
                (_, true) => CacheChoice::Off,
                (Some(u), false) => CacheChoice::Url(u.clone()),
                (None, false) => CacheChoice::Default,
            },
            guest: self.guest.clone(),
            defaults: self.defaults,
            backstop: self.backstop_secs.map(std::time::Duration::from_secs_f64),
        }
    }
    pub fn config(&self) -> SandboxConfig {
        self.options().config()
    }
    pub fn cache_dir(&self) -> PathBuf {
        self.options().cache_dir()
    }
    pub fn jobs(&self) -> usize {
        self.options().jobs()
    }
    pub fn sandbox(&self) -> anyhow::Result<Sandbox> {
        self.options().sandbox()
    }
    /// The execution cache named by --cache / $EXECRETRIEVAL_CACHE_URL / the cache directory,
    /// even under --no-cache (`cache export` and `cache import` name a cache to work on).
    pub fn exec_cache(&self) -> anyhow::Result<ExecCache> {
        let cache = match &self.cache {
            Some(u) => CacheChoice::Url(u.clone()),
            None => CacheChoice::Default,
        };
        OracleOptions { cache, ..self.options() }
            .exec_cache()?
            .ok_or_else(|| anyhow::anyhow!("no execution cache is configured"))
    }
    pub fn oracle(&self) -> anyhow::Result<Oracle> {
        self.options().oracle()
    }
}

#[derive(Args, Debug, Clone)]
pub struct EvalArgs {
    /// Release directory (queries.jsonl, corpus.jsonl).
    #[arg(long, default_value = "data/release")]
    pub release: PathBuf,
    /// Results directory.
    #[arg(long, default_value = "results")]
    pub results: PathBuf,
    /// Retrievers to run, by name (default: bm25 and all-minilm-l6-v2). Repeatable.
    /// `execretrieval retrievers` lists the built-in configurations.
    #[arg(long = "retriever")]
    pub retrievers: Vec<String>,
    /// Extra retriever configurations: a JSON list in the `invocation_table.json` schema
    /// (e.g. an OpenAI-compatible server with its own base_url and prefixes). Repeatable.
    #[arg(long = "config")]
    pub configs: Vec<PathBuf>,
    /// A local sentence-transformers folder to evaluate as a dense retriever named after the
    /// folder. Repeatable.
    #[arg(long = "model-dir")]
    pub model_dirs: Vec<PathBuf>,
    /// A model folder from the Hugging Face hub (`$HF_ENDPOINT`), ORG/NAME[@REVISION], fetched
    /// into the model cache (sha256-verified, resumable) with its commit pinned in
    /// invocation_table.json; a registry row of that repo keeps its documented invocation.
    /// Repeatable.
    #[arg(long = "model")]
    pub models: Vec<String>,
    /// Embedding store (default: <results>/embeddings): matrices found there are reused.
    #[arg(long)]
    pub embeddings: Option<PathBuf>,
    /// Rescore from the matrices saved in DIR only: no model or API is used, a missing
    /// matrix is an error.
    #[arg(long, conflicts_with = "embeddings")]
    pub from_embeddings: Option<PathBuf>,
    /// Rerank each first stage's top K with this reranker (`execretrieval rerankers` lists them):
    /// results/<retriever>+<reranker>.json and reranking.json. Repeatable.
    #[arg(long = "rerank")]
    pub rerank: Vec<String>,
    /// A local reranker folder (a BERT / XLM-RoBERTa cross-encoder or a Qwen3 yes/no decoder),
    /// named after the folder. Repeatable.
    #[arg(long = "rerank-model-dir")]
    pub rerank_model_dirs: Vec<PathBuf>,
    /// Candidates per query for the rerankers: the first stage's top K plus its ties at rank K.
    #[arg(long, default_value_t = execretrieval_eval::rerank::DEFAULT_DEPTH)]
    pub rerank_depth: usize,
    /// Bootstrap resamples for the statistics.
    #[arg(long, default_value_t = BOOTSTRAP_SAMPLES)]
    pub bootstrap_samples: usize,
    /// Bootstrap seed.
    #[arg(long, default_value_t = BOOTSTRAP_SEED)]
    pub seed: u64,
    #[command(flatten)]
    pub sandbox: SandboxArgs,
}

impl EvalArgs {
    pub fn options(&self) -> EvalOptions {
        EvalOptions {
            release: self.release.clone(),
            results: self.results.clone(),
            selection: Selection {
                retrievers: self.retrievers.clone(),
                configs: self.configs.clone(),
                model_dirs: self.model_dirs.clone(),
                models: self.models.clone(),
            },
            embeddings: self.embeddings.clone(),
            from_embeddings: self.from_embeddings.clone(),
            bootstrap_samples: self.bootstrap_samples,
            seed: self.seed,
            jobs: self.sandbox.jobs(),
            rerank: execretrieval_eval::RerankSelection {
                names: self.rerank.clone(),
                model_dirs: self.rerank_model_dirs.clone(),
                depth: self.rerank_depth,
            },
        }
    }
}

/// Build the release in memory with the sandbox; prints the build's log lines on stderr.
/// `--backstop-secs`: a finite, non-negative number of seconds.
fn backstop_secs(s: &str) -> Result<f64, String> {
    match s.parse::<f64>() {
        Ok(v) if (0.0..=1e9).contains(&v) => Ok(v),
        _ => Err(format!("{s:?} is not a number of seconds between 0 and 10⁹")),
    }
}

pub fn build_release(
    tasks_dir: &Path,
    oracle: &Oracle,
    jobs: usize,
    keep_going: bool,
) -> anyhow::Result<BuildOutcome> {
    let out = gates::build_release(tasks_dir, oracle, jobs, keep_going, &progress::phase)?;
    for line in &out.log {
        eprintln!("{line}");
    }
    Ok(out)
}
