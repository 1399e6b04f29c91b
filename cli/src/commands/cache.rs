//! `execretrieval cache export`: the execution cache as `execution_cache.jsonl`.

use super::SandboxArgs;
use crate::io::write_atomic;
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
    /// Write every cached row, sorted, as JSONL (code_sha256, tests_sha256, outcomes, sandbox).
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
            let mut text = String::new();
            let rows = cache.rows()?;
            for r in &rows {
                text.push_str(&serde_json::to_string(r)?);
                text.push('\n');
            }
            write_atomic(&out, text.as_bytes())?;
            eprintln!("wrote {} rows to {}", rows.len(), out.display());
            Ok(0)
        }
    }
}
