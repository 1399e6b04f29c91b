//! `execretrieval stats`: confidence intervals, pairwise tests and the leaderboard recomputed
//! from `results/<retriever>.json` ([`execretrieval_eval::summary::summaries_from_results`]);
//! prints the Markdown leaderboard.

use crate::Status;
use anyhow::Result;
use clap::Args;
use std::path::PathBuf;

#[derive(Args, Debug)]
pub struct StatsArgs {
    /// Results directory holding <retriever>.json files (published schema).
    #[arg(long, default_value = "results")]
    pub results: PathBuf,
    #[arg(long, default_value_t = execretrieval_core::stats::BOOTSTRAP_SAMPLES)]
    pub bootstrap_samples: usize,
    #[arg(long, default_value_t = execretrieval_core::stats::BOOTSTRAP_SEED)]
    pub seed: u64,
}

pub fn run(args: StatsArgs) -> Result<Status> {
    let md = execretrieval_eval::summary::summaries_from_results(
        &args.results,
        args.bootstrap_samples,
        args.seed,
    )?;
    print!("{md}");
    Ok(Status::Success)
}
