//! `execretrieval retrievers`: the built-in retriever configurations as JSON (the
//! `invocation_table.json` schema).

use crate::Status;
use anyhow::Result;

pub fn run() -> Result<Status> {
    print!("{}", execretrieval_io::pretty_json(&execretrieval_retrieval::registry())?);
    Ok(0)
}
