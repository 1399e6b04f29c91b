//! One module per command: each parses its arguments, calls one library function and prints
//! (data on stdout, logs and progress bars on stderr); `bench` has one submodule per benchmark
//! that takes arguments of its own (`embed`, `rerank`, `shards`). What two commands share lives
//! here, never in a command module: the evaluation's arguments ([`EvalArgs`]: `eval`, `run`) and
//! [`build_release`] with its log (`build`, `run`). The sandbox options are `runner/host`'s
//! `OracleOptions` itself (its clap flags; a command picks the release's or the calibrated
//! default limits), flattened into each command. Invariant: no command module imports another
//! (a `bench` submodule imports only this module and the crate root).

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
use execretrieval_host::options::OracleOptions;
use execretrieval_host::oracle::Oracle;
use std::path::{Path, PathBuf};

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
    pub sandbox: OracleOptions,
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
            rerank: execretrieval_eval::RerankSelection {
                names: self.rerank.clone(),
                model_dirs: self.rerank_model_dirs.clone(),
                depth: self.rerank_depth,
            },
        }
    }
}

/// Build the release in memory with the sandbox; prints the build's log lines on stderr.
pub fn build_release(tasks_dir: &Path, oracle: &Oracle, keep_going: bool) -> anyhow::Result<BuildOutcome> {
    let out = gates::build_release(tasks_dir, oracle, keep_going, &progress::phase)?;
    for line in &out.log {
        eprintln!("{line}");
    }
    Ok(out)
}
