//! `execretrieval retrievers`: the built-in retriever configurations, as a table (name, where it
//! runs, model and revision, prefixes or task types, pooling, max tokens, normalisation, dtype,
//! and the launch command of served rows) or as JSON (`--json`, the `invocation_table.json`
//! schema).

use crate::Status;
use anyhow::Result;
use clap::Args;

#[derive(Args, Debug)]
pub struct RetrieversArgs {
    /// Print the configurations as JSON (the `invocation_table.json` schema) instead of a table.
    #[arg(long)]
    pub json: bool,
}

pub fn run(args: RetrieversArgs) -> Result<Status> {
    let rows = execretrieval_retrieval::registry();
    if args.json {
        println!("{}", serde_json::to_string_pretty(&rows)?);
    } else {
        print!("{}", execretrieval_retrieval::markdown_table(&rows));
    }
    Ok(Status::Success)
}
