//! `execretrieval eval`: the arguments of [`execretrieval_eval::eval`] (rank the corpus with each
//! retriever, score the top 10 with the oracle, results + analyses + statistics + leaderboard);
//! prints the Markdown leaderboard.

use super::SandboxArgs;
use crate::progress::hooks;
use crate::Status;
use anyhow::{Context, Result};
use clap::Args;
use execretrieval_core::stats::{BOOTSTRAP_SAMPLES, BOOTSTRAP_SEED};
use execretrieval_eval::{EvalOptions, Selection};
use std::path::PathBuf;

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
        }
    }
}

pub fn run(args: EvalArgs) -> Result<Status> {
    let oracle = args.sandbox.oracle().context("starting the sandbox")?;
    let md = execretrieval_eval::eval(&args.options(), &oracle, &hooks())?;
    print!("{md}");
    Ok(0)
}
