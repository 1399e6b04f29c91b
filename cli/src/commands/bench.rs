//! `execretrieval bench exec|build|serve|embed|rerank|shards|soak`: the benchmarks, each measured against its
//! baselines in one run and printed as ratios (`bench exec` is `execretrieval_host::bench`,
//! `bench serve` `execretrieval_service::bench`). Never a timed unit test.

mod embed;
mod rerank;
mod shards;

use crate::Status;
use anyhow::Result;
use clap::{Args, Subcommand};
use execretrieval_host::bench::ExecBench;
use execretrieval_host::options::OracleOptions;
use std::path::PathBuf;

#[derive(Args, Debug)]
pub struct BenchArgs {
    #[command(subcommand)]
    pub what: BenchWhat,
}

#[derive(Subcommand, Debug)]
pub enum BenchWhat {
    /// Sandbox vs CPython subprocess per suite vs in-process CPython exec.
    Exec {
        /// Number of 8-assert suites in workload (a).
        #[arg(long, default_value_t = 200)]
        suites: usize,
        /// Iterations of the CPU-bound loop in workload (b).
        #[arg(long, default_value_t = 1_000_000)]
        loop_iterations: u64,
        /// Passes per contender (the best is kept; the subprocess baseline runs once).
        #[arg(long, default_value_t = 3)]
        repeat: usize,
        /// Also time this other guest .wasm in the same run (e.g. one built with another profile).
        #[arg(long)]
        compare_guest: Option<std::path::PathBuf>,
        /// The `native_floor` example binary (native RustPython, same harness); default:
        /// `examples/native_floor` beside this binary, if built.
        #[arg(long)]
        native_floor: Option<PathBuf>,
        /// Also time the pooled sandbox with these `linear_memory_keep_resident` sizes (MiB,
        /// comma-separated) in the same run.
        #[arg(long, value_delimiter = ',')]
        compare_keep_resident_mib: Vec<usize>,
        /// Only the sandbox's phase breakdown (for a side run under `strace -c -f` or `perf stat`).
        #[arg(long)]
        breakdown_only: bool,
        #[command(flatten)]
        sandbox: OracleOptions,
    },
    /// In-process encoders vs sentence-transformers, BM25 speed, `run` cold/warm.
    Embed(embed::BenchEmbedArgs),
    /// In-process cross-encoders vs sentence-transformers' CrossEncoder on the same pairs.
    Rerank(rerank::BenchRerankArgs),
    /// 1, 2, 4 … `exec --shard` workers sharing one cache (PostgreSQL): throughput per worker.
    Shards(shards::BenchShardsArgs),
    /// The HTTP service (`serve`) vs `exec --jobs` and vs a CPython-subprocess-per-request service.
    Serve {
        /// Concurrent clients.
        #[arg(long, default_value_t = 4)]
        clients: usize,
        /// Seconds per load phase.
        #[arg(long, default_value_t = 10.0)]
        seconds: f64,
        /// Distinct 8-assert suites.
        #[arg(long, default_value_t = 200)]
        suites: usize,
        #[command(flatten)]
        sandbox: OracleOptions,
    },
    /// One RL step as verl sends it (generations x cases through SandboxFusion's /run_code) vs a
    /// CPython-subprocess-per-request service (SandboxFusion's execution model).
    RlStep {
        /// Generations (programs) in the step.
        #[arg(long, default_value_t = 64)]
        generations: usize,
        /// Test cases per generation (one request each).
        #[arg(long, default_value_t = 8)]
        cases: usize,
        /// Concurrent clients.
        #[arg(long, default_value_t = 16)]
        clients: usize,
        #[command(flatten)]
        sandbox: OracleOptions,
    },
    /// `serve` under full load for a long time (a mix of suites, programs, judged runs, calls,
    /// /run_code, hostile snippets and bombs): RSS, descriptors, threads, cache size, p50/p99 and
    /// throughput sampled; exit 1 on a trend (RSS or p99 growth), a changed verdict, a failed
    /// request, a crash or a leaked descriptor.
    Soak(SoakArgs),
    /// Full release build from a cold execution cache (fresh temporary cache dir), then warm.
    Build {
        /// Task directory.
        #[arg(long, default_value = "data/tasks")]
        tasks: std::path::PathBuf,
        #[command(flatten)]
        sandbox: OracleOptions,
    },
}

#[derive(Args, Debug)]
pub struct SoakArgs {
    /// How long the load runs, seconds.
    #[arg(long, default_value_t = 3600.0)]
    pub duration_secs: f64,
    /// Seconds between samples.
    #[arg(long, default_value_t = 60.0)]
    pub sample_secs: f64,
    /// Concurrent keep-alive clients.
    #[arg(long, default_value_t = 4)]
    pub clients: usize,
    /// Write the samples and the verdict here (JSON, `execretrieval_bench::soak::SoakReport`).
    #[arg(long)]
    pub out: Option<PathBuf>,
    /// Draw RSS and p99 over time into this SVG file.
    #[arg(long)]
    pub svg: Option<PathBuf>,
    /// Largest fitted RSS growth over the measured window that is not a trend, MiB (or
    /// --max-rss-growth-rel of the mean, whichever is larger).
    #[arg(long, default_value_t = 32.0)]
    pub max_rss_growth_mib: f64,
    #[arg(long, default_value_t = 0.1)]
    pub max_rss_growth_rel: f64,
    /// Largest fitted p99 growth that is not a trend, ms (or --max-p99-growth-rel of the mean).
    #[arg(long, default_value_t = 250.0)]
    pub max_p99_growth_ms: f64,
    #[arg(long, default_value_t = 0.5)]
    pub max_p99_growth_rel: f64,
    #[command(flatten)]
    pub sandbox: OracleOptions,
}

fn bench_soak(a: SoakArgs) -> Result<Status> {
    let base = a.sandbox.calibrated();
    let cache_dir = base.cache_dir();
    let mut serve_args = vec!["--cache-dir".to_string(), cache_dir.display().to_string()];
    if let Some(g) = &a.sandbox.guest {
        serve_args.extend(["--guest".to_string(), g.display().to_string()]);
    }
    if let Some(u) = &a.sandbox.cache {
        serve_args.extend(["--cache".to_string(), u.clone()]);
    }
    if a.sandbox.no_cache {
        serve_args.push("--no-cache".to_string());
    }
    let opts = execretrieval_bench::soak::SoakOptions {
        bin: std::env::current_exe()?,
        serve_args,
        jobs: base.jobs(),
        clients: a.clients,
        duration: std::time::Duration::from_secs_f64(a.duration_secs.max(0.0)),
        sample: std::time::Duration::from_secs_f64(a.sample_secs.max(0.0)),
        cache_dir,
        tolerance: execretrieval_bench::soak::Tolerance {
            p99_abs_ms: a.max_p99_growth_ms,
            p99_rel: a.max_p99_growth_rel,
            rss_abs_mib: a.max_rss_growth_mib,
            rss_rel: a.max_rss_growth_rel,
        },
    };
    let report = execretrieval_bench::soak::run(&opts, &|m| eprintln!("{m}"))?;
    if let Some(p) = &a.out {
        execretrieval_io::write_json(p, &report)?;
    }
    if let Some(p) = &a.svg {
        execretrieval_io::write_atomic(p, execretrieval_bench::soak::svg(&report).as_bytes())?;
    }
    let every = (300.0 / a.sample_secs.max(1.0)).round().max(1.0) as usize;
    print!("{}", execretrieval_bench::soak::markdown(&report, every));
    Ok(if report.passed { Status::Success } else { Status::BadItems })
}

pub fn run(args: BenchArgs) -> Result<Status> {
    match args.what {
        BenchWhat::Exec {
            suites,
            loop_iterations,
            repeat,
            compare_guest,
            native_floor,
            compare_keep_resident_mib,
            breakdown_only,
            sandbox,
        } => {
            let b = ExecBench {
                suites,
                loop_iterations,
                repeat,
                // the release's limits: the oracle as `build` runs it
                contenders: execretrieval_host::bench::contenders(
                    &sandbox,
                    compare_guest,
                    &compare_keep_resident_mib,
                ),
                cache_dir: sandbox.cache_dir(),
                jobs: sandbox.jobs(),
                native_floor,
                breakdown_only,
            };
            print!("{}", execretrieval_host::bench::exec(&b, &|m| eprintln!("{m}"))?);
            Ok(Status::Success)
        }
        BenchWhat::Build { tasks, sandbox } => {
            print!("{}", execretrieval_bench::build::build(&tasks, &sandbox, &crate::progress::phase)?);
            Ok(Status::Success)
        }
        BenchWhat::Serve { clients, seconds, suites, sandbox } => {
            bench_serve(clients, seconds, suites, sandbox)
        }
        BenchWhat::RlStep { generations, cases, clients, sandbox } => {
            bench_rl_step(generations, cases, clients, sandbox)
        }
        BenchWhat::Embed(a) => embed::run(a),
        BenchWhat::Rerank(a) => rerank::run(a),
        BenchWhat::Shards(a) => shards::run(a),
        BenchWhat::Soak(a) => bench_soak(a),
    }
}

fn bench_serve(clients: usize, seconds: f64, suites: usize, args: OracleOptions) -> Result<Status> {
    // The server's limits: the calibrated defaults for user code, as `serve` uses them.
    let base = OracleOptions { no_cache: true, ..args.calibrated() };
    let oracle = base.oracle()?;
    let limits = base.limits();
    let mut serve_args = vec!["--cache-dir".to_string(), base.cache_dir().display().to_string()];
    serve_args.extend(["--fuel".to_string(), limits.fuel.to_string()]);
    serve_args.extend(["--suite-fuel".to_string(), limits.suite_fuel.unwrap_or(0).to_string()]);
    if let Some(g) = &args.guest {
        serve_args.extend(["--guest".to_string(), g.display().to_string()]);
    }
    let opts = execretrieval_service::bench::BenchOptions {
        services: services(&args, serve_args)?,
        clients,
        seconds,
        suites,
    };
    let report =
        execretrieval_host::with_sandbox_stack(|| execretrieval_service::bench::run(&opts, &oracle))?;
    print!("{report}");
    Ok(Status::Success)
}

/// This binary's `serve` (with `serve_args`) against the CPython baseline, on `--jobs` workers.
fn services(args: &OracleOptions, serve_args: Vec<String>) -> Result<execretrieval_service::bench::Services> {
    Ok(execretrieval_service::bench::Services {
        bin: std::env::current_exe()?,
        jobs: args.jobs(),
        python: execretrieval_host::bench::real_python()?,
        serve_args,
    })
}

fn bench_rl_step(generations: usize, cases: usize, clients: usize, args: OracleOptions) -> Result<Status> {
    let base = args.calibrated();
    let mut serve_args = vec!["--cache-dir".to_string(), base.cache_dir().display().to_string()];
    if let Some(g) = &args.guest {
        serve_args.extend(["--guest".to_string(), g.display().to_string()]);
    }
    let opts = execretrieval_service::bench_rl::RlOptions {
        services: services(&args, serve_args)?,
        generations,
        cases,
        clients,
    };
    print!("{}", execretrieval_service::bench_rl::run(&opts)?);
    Ok(Status::Success)
}
