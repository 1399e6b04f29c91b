//! `execretrieval cache export` / `cache import`: the execution cache (SQLite or PostgreSQL,
//! `--cache`) as `execution_cache.jsonl` rows (with each row's sandbox fingerprint and fuel) and
//! optionally the program rows; an import adds such files' rows to any cache, so rows move
//! between backends (SQLite → PostgreSQL and back). `cache precompile-guest`: the compiled
//! guest for a baseline CPU, shipped beside the binary or in the wheel (`scripts/env.sh`,
//! `scripts/build_wheel.sh`), so that a cold cache does not wait for a compile.

use crate::Status;
use anyhow::Result;
use clap::{Args, Subcommand};
use execretrieval_core::release::ProgramCacheRecord;
use execretrieval_host::cache::backend::CacheRow;
use execretrieval_host::options::OracleOptions;
use execretrieval_io::{jsonl, read_all, write_atomic};
use std::path::PathBuf;

#[derive(Args, Debug)]
pub struct CacheArgs {
    #[command(subcommand)]
    pub action: CacheAction,
}

#[derive(Subcommand, Debug)]
pub enum CacheAction {
    /// Write every cached suite row, sorted, as JSONL (`execution_cache.jsonl` rows with their
    /// sandbox and fuel); --programs also writes the program rows.
    Export {
        #[arg(long)]
        out: PathBuf,
        /// Also write the program rows (programs and judged-run cases), sorted, as JSONL here.
        #[arg(long)]
        programs: Option<PathBuf>,
        #[command(flatten)]
        sandbox: OracleOptions,
    },
    /// Add the rows of `cache export` files to the cache (rows already there are kept).
    Import {
        /// Suite rows (`cache export --out`).
        #[arg(long)]
        input: PathBuf,
        /// Program rows (`cache export --programs`).
        #[arg(long)]
        programs: Option<PathBuf>,
        #[command(flatten)]
        sandbox: OracleOptions,
    },
    /// Pre-initialise and compile the sandbox guest for a baseline CPU (x86-64-v2 on x86-64) into
    /// DIR, under the name the sandbox looks for beside its binary (or in the Python package):
    /// the first verdict on a cold cache then does not wait for a compile.
    PrecompileGuest {
        #[arg(long, value_name = "DIR")]
        out_dir: PathBuf,
        #[command(flatten)]
        sandbox: OracleOptions,
    },
}

pub fn run(args: CacheArgs) -> Result<Status> {
    match args.action {
        CacheAction::PrecompileGuest { out_dir, sandbox } => {
            let options = sandbox;
            let guest = execretrieval_host::load_guest(&options.guest_source())?;
            let path = execretrieval_host::module_cache::write_shipped(&options.config(), &guest, &out_dir)?;
            eprintln!("wrote the precompiled sandbox guest {}", path.display());
            Ok(Status::Success)
        }
        CacheAction::Export { out, programs, sandbox } => {
            let cache = sandbox.named_exec_cache()?;
            let rows = cache.rows()?;
            write_atomic(&out, jsonl(&rows)?.as_bytes())?;
            eprintln!("wrote {} suite rows of {} to {}", rows.len(), cache.describe(), out.display());
            if let Some(p) = programs {
                let rows = cache.program_rows()?;
                write_atomic(&p, jsonl(&rows)?.as_bytes())?;
                eprintln!("wrote {} program rows to {}", rows.len(), p.display());
            }
            Ok(Status::Success)
        }
        CacheAction::Import { input, programs, sandbox } => {
            let suites: Vec<CacheRow> = read_all(&input)?;
            let progs: Vec<ProgramCacheRecord> = match &programs {
                Some(p) => read_all(p)?,
                None => Vec::new(),
            };
            let cache = sandbox.named_exec_cache()?;
            let n = cache.import(&suites, &progs)?;
            eprintln!(
                "imported into {}: {} of {} suite rows new (or completed with fuel), {} of {} program rows new",
                cache.describe(),
                n.suites,
                suites.len(),
                n.programs,
                progs.len()
            );
            Ok(Status::Success)
        }
    }
}
