//! `execretrieval bench shards`: throughput of 1, 2, 4, … `exec --shard` worker processes sharing
//! one execution cache, against one worker in the same run ([`execretrieval_host::bench_shards`]).

use crate::Status;
use anyhow::Result;
use clap::Args;
use execretrieval_host::bench_shards::{shards, ShardsBench};
use execretrieval_host::options::OracleOptions;

#[derive(Args, Debug)]
pub struct BenchShardsArgs {
    /// Worker counts to measure (the first is the baseline).
    #[arg(long, value_delimiter = ',', default_value = "1,2,4")]
    pub workers: Vec<usize>,
    /// 8-assert suites per phase (`bench exec`'s workload (a)).
    #[arg(long, default_value_t = 2000)]
    pub suites: usize,
    #[command(flatten)]
    pub sandbox: OracleOptions,
}

pub fn run(args: BenchShardsArgs) -> Result<Status> {
    let cache_url = match args.sandbox.cache.clone().or_else(|| std::env::var("EXECRETRIEVAL_CACHE_URL").ok())
    {
        Some(c) => c,
        None => anyhow::bail!(
            "bench shards measures a shared cache: give --cache postgres://… (or $EXECRETRIEVAL_CACHE_URL); \
             a sqlite:PATH cache works too but serialises the writers"
        ),
    };
    let store = args.sandbox.named_exec_cache()?; // fails early, naming an unreachable server
                                                  // the compiled guest once, outside the timings
    args.sandbox.sandbox()?;
    // the workers' limits: the calibrated defaults, as `exec` uses them
    let limits = args.sandbox.calibrated().limits();
    let mut worker_args = vec![
        "--fuel".to_string(),
        limits.fuel.to_string(),
        "--suite-fuel".to_string(),
        limits.suite_fuel.unwrap_or(0).to_string(),
        "--memory-mib".to_string(),
        limits.memory_mib.to_string(),
        "--cache-dir".to_string(),
        args.sandbox.cache_dir().display().to_string(),
    ];
    if args.sandbox.no_pooling {
        worker_args.push("--no-pooling".to_string());
    }
    let b = ShardsBench {
        exe: std::env::current_exe()?,
        workers: args.workers,
        suites: args.suites,
        cache_url,
        worker_args,
    };
    print!("{}", shards(&b, &store, &|m| eprintln!("{m}"))?);
    Ok(Status::Success)
}
