//! `execretrieval bench rerank`: in-process cross-encoders against
//! `sentence_transformers.CrossEncoder` on the same models and pairs in the same run
//! ([`execretrieval_bench::rerank`]).

use crate::Status;
use anyhow::Result;
use clap::Args;
use execretrieval_bench::rerank::{rerank, RerankBench};
use std::path::PathBuf;

#[derive(Args, Debug)]
pub struct BenchRerankArgs {
    /// Release whose queries and snippets make the pairs.
    #[arg(long, default_value = "data/release")]
    pub release: PathBuf,
    /// Number of (query, snippet) pairs: each query with its own five snippets, evenly spaced.
    #[arg(long, default_value_t = 256)]
    pub pairs: usize,
    /// Cross-encoder folders to compare. Repeatable.
    #[arg(long = "model-dir", required = true)]
    pub model_dirs: Vec<PathBuf>,
    /// Our batch size.
    #[arg(long, default_value_t = execretrieval_retrieval::dense::DEFAULT_BATCH)]
    pub batch: usize,
    /// CrossEncoder.predict's batch size (its default, 32).
    #[arg(long, default_value_t = 32)]
    pub st_batch: usize,
    /// Truncation length of both sides.
    #[arg(long, default_value_t = 512)]
    pub max_tokens: usize,
    /// Python with sentence-transformers installed (scripts/bench_rerank.sh makes one).
    #[arg(long)]
    pub st_python: Option<PathBuf>,
    /// Rounds per model, the two sides alternating (as `bench embed --rounds`); the table gives
    /// the median rate of each side and the range of the per-round ratios.
    #[arg(long, default_value_t = 3)]
    pub rounds: usize,
}

pub fn run(args: BenchRerankArgs) -> Result<Status> {
    let b = RerankBench {
        release: args.release,
        pairs: args.pairs,
        model_dirs: args.model_dirs,
        batch: args.batch,
        st_batch: args.st_batch,
        max_tokens: args.max_tokens,
        st_python: args.st_python,
        rounds: args.rounds,
    };
    print!("{}", rerank(&b)?);
    Ok(Status::Success)
}
