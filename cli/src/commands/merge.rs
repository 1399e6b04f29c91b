//! `execretrieval merge`: the shard files of `exec --shard I/N` (all N of one input) → the
//! JSONL `exec` writes without `--shard`, byte for byte (`core::shard::merge_exec_shards`).

use crate::Status;
use anyhow::Result;
use clap::Args;
use execretrieval_core::shard::{merge_exec_shards, ExecShard};
use execretrieval_io::{read_json, write_atomic};
use std::path::PathBuf;

#[derive(Args, Debug)]
pub struct MergeArgs {
    /// The shard files (`exec --shard I/N --output …`), every I of one N, in any order.
    #[arg(required = true)]
    pub shards: Vec<PathBuf>,
    /// Write the merged JSONL here (atomically) instead of stdout.
    #[arg(long)]
    pub output: Option<PathBuf>,
}

pub fn run(args: MergeArgs) -> Result<Status> {
    let shards = args
        .shards
        .iter()
        .map(|p| read_json::<ExecShard>(p, "write it with `execretrieval exec --shard I/N --output FILE`"))
        .collect::<Result<Vec<_>>>()?;
    let names: Vec<String> = args.shards.iter().map(|p| p.display().to_string()).collect();
    let out = merge_exec_shards(&shards, &names)?;
    match &args.output {
        Some(p) => write_atomic(p, out.as_bytes())?,
        None => print!("{out}"),
    }
    let rows: usize = shards.iter().map(|s| s.rows.len()).sum();
    // Under `--reference`, a row that disagrees with CPython makes the merged run exit 1 as the
    // single run does.
    let differ = shards
        .iter()
        .flat_map(|s| &s.rows)
        .filter(|r| r.row.get("agree") == Some(&serde_json::json!(false)))
        .count();
    eprintln!("merge: {} shards, {rows} rows", shards.len());
    if differ > 0 {
        eprintln!("reference: {differ} of {rows} requests differ from CPython");
        return Ok(Status::BadItems);
    }
    Ok(Status::Success)
}
