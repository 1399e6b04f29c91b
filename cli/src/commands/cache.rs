//! `execretrieval cache export`: the execution cache as `execution_cache.jsonl`.

use super::SandboxArgs;
use crate::io::{jsonl, write_atomic};
use crate::Status;
use anyhow::Result;
use clap::{Args, Subcommand};
use execretrieval_host::cache::ExecCache;
use std::path::PathBuf;

#[derive(Args, Debug)]
pub struct CacheArgs {
    #[command(subcommand)]
    pub action: CacheAction,
}

#[derive(Subcommand, Debug)]
pub enum CacheAction {
    /// Write every cached row, sorted, as JSONL (`execution_cache.jsonl` rows with their sandbox).
    Export {
        #[arg(long)]
        out: PathBuf,
        #[command(flatten)]
        sandbox: SandboxArgs,
    },
}

pub fn run(args: CacheArgs) -> Result<Status> {
    match args.action {
        CacheAction::Export { out, sandbox } => {
            let cache = ExecCache::open(&sandbox.cache_dir().join("exec_cache.sqlite"))?;
            let rows = cache.rows()?;
            write_atomic(&out, jsonl(&rows)?.as_bytes())?;
            eprintln!("wrote {} rows to {}", rows.len(), out.display());
            Ok(0)
        }
    }
}
