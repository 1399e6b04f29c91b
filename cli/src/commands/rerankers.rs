//! `execretrieval rerankers`: the built-in reranker configurations (the registry's `rerankers`
//! section), as a table (name, kind, where it runs, model and revision, max tokens, pointwise,
//! source, and the launch command of served rows) or as JSON (`--json`).

use crate::Status;
use anyhow::Result;
use clap::Args;

#[derive(Args, Debug)]
pub struct RerankersArgs {
    /// Print the configurations as JSON (their rows in a reranked run's invocation table).
    #[arg(long)]
    pub json: bool,
}

pub fn run(args: RerankersArgs) -> Result<Status> {
    let rows = execretrieval_retrieval::rerank::rerankers();
    if args.json {
        println!("{}", serde_json::to_string_pretty(&rows)?);
    } else {
        print!("{}", execretrieval_retrieval::rerank::markdown_table(&rows));
    }
    Ok(Status::Success)
}
