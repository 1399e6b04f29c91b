//! `execretrieval eval`: [`EvalArgs`] → [`execretrieval_eval::eval`] (rank the corpus with each
//! retriever, score the top 10 with the oracle, results + analyses + statistics + leaderboard);
//! prints the Markdown leaderboard.

use super::EvalArgs;
use crate::progress::hooks;
use crate::Status;
use anyhow::{Context, Result};

pub fn run(args: EvalArgs) -> Result<Status> {
    let oracle = args.sandbox.oracle().context("starting the sandbox")?;
    let md = execretrieval_eval::eval(&args.options(), &oracle, &hooks())?;
    print!("{md}");
    Ok(Status::Success)
}
