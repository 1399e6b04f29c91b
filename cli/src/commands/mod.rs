pub mod bench;
pub mod bench_embed;
pub mod bench_shards;
pub mod build;
pub mod cache;
pub mod check;
pub mod eval;
pub mod exec;
pub mod generate;
pub mod human_eval;
pub mod merge;
pub mod report;
pub mod retrievers;
pub mod run;
pub mod serve;
pub mod site;
pub mod stats;

use clap::Args;
use execretrieval_host::cache::{CacheLocation, ExecCache};
use execretrieval_host::oracle::Oracle;
use execretrieval_host::{default_cache_dir, GuestSource, Sandbox, SandboxConfig};
use std::path::PathBuf;

/// Sandbox options shared by every command that executes code.
#[derive(Args, Debug, Clone)]
pub struct SandboxArgs {
    /// Fuel per test (deterministic TIMEOUT when exhausted). Default: 10¹⁰ for `exec` and
    /// `serve` (≈ 0.6 CPython-seconds, README "Calibrated default limits"); 10⁹ for the
    /// commands on the release (build, check, eval, run, generate: the release's fingerprint).
    #[arg(long)]
    pub fuel: Option<u64>,
    /// Fuel of a whole suite: tests after it is spent are TIMEOUT. Default: 10¹¹ for `exec`
    /// and `serve` (the paper's 5 s per suite in CPython-seconds); none for the release's
    /// commands. 0: no suite budget, only --fuel per test.
    #[arg(long)]
    pub suite_fuel: Option<u64>,
    /// Linear-memory cap per sandbox instance, MiB.
    #[arg(long, default_value_t = execretrieval_host::DEFAULT_MEMORY_MIB)]
    pub memory_mib: u64,
    /// A fresh instance for every test instead of one per suite.
    #[arg(long)]
    pub per_test_instance: bool,
    /// Map a fresh memory per instance instead of reusing pooled instance slots (slower; for
    /// hosts that limit virtual address space: the pool reserves ≈ 4 GiB per slot).
    #[arg(long)]
    pub no_pooling: bool,
    /// Worker threads (default: all cores).
    #[arg(long, short = 'j')]
    pub jobs: Option<usize>,
    /// Cache directory (compiled guest, execution cache). Default: $EXECRETRIEVAL_CACHE_DIR or ~/.cache/execretrieval.
    #[arg(long)]
    pub cache_dir: Option<PathBuf>,
    /// Do not read or write the execution cache.
    #[arg(long)]
    pub no_cache: bool,
    /// The execution cache: postgres://USER@HOST:PORT/DB (one cache shared by many workers),
    /// or sqlite:PATH / a file. Default: $EXECRETRIEVAL_CACHE_URL, else the SQLite file
    /// exec_cache.sqlite in the cache directory. An unreachable server is an error.
    #[arg(long, value_name = "URL")]
    pub cache: Option<String>,
    /// Use this guest .wasm instead of the embedded one.
    #[arg(long)]
    pub guest: Option<PathBuf>,
    /// Which defaults apply to the limits not given (set by the command, not a flag).
    #[arg(skip)]
    pub defaults: LimitDefaults,
}

/// The default limits of a command: the release's (its published fingerprint) or the
/// calibrated ones for user code (`exec`, `serve`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum LimitDefaults {
    #[default]
    Release,
    Calibrated,
}

impl SandboxArgs {
    /// The same options with the calibrated defaults for user code (`exec`, `serve`).
    pub fn calibrated(&self) -> SandboxArgs {
        SandboxArgs { defaults: LimitDefaults::Calibrated, ..self.clone() }
    }
    pub fn config(&self) -> SandboxConfig {
        let (fuel, suite) = match self.defaults {
            LimitDefaults::Release => (execretrieval_host::RELEASE_FUEL, None),
            LimitDefaults::Calibrated => {
                (execretrieval_host::DEFAULT_FUEL, execretrieval_host::DEFAULT_SUITE_FUEL)
            }
        };
        SandboxConfig {
            fuel_per_test: self.fuel.unwrap_or(fuel),
            fuel_per_suite: match self.suite_fuel {
                Some(0) => None,
                Some(f) => Some(f),
                None => suite,
            },
            memory_mib: self.memory_mib,
            per_test_instance: self.per_test_instance,
            pooling: !self.no_pooling,
            ..Default::default()
        }
    }
    pub fn cache_dir(&self) -> PathBuf {
        self.cache_dir.clone().unwrap_or_else(default_cache_dir)
    }
    pub fn jobs(&self) -> usize {
        self.jobs.unwrap_or_else(|| std::thread::available_parallelism().map(|n| n.get()).unwrap_or(1))
    }
    pub fn sandbox(&self) -> anyhow::Result<Sandbox> {
        let guest = match &self.guest {
            Some(p) => GuestSource::Path(p.clone()),
            None => GuestSource::Default,
        };
        Sandbox::new(self.config(), &guest, &self.cache_dir())
    }
    /// Where the execution cache is: --cache, else $EXECRETRIEVAL_CACHE_URL, else the SQLite
    /// file in the cache directory.
    pub fn cache_location(&self) -> anyhow::Result<CacheLocation> {
        let url = self
            .cache
            .clone()
            .or_else(|| std::env::var("EXECRETRIEVAL_CACHE_URL").ok().filter(|u| !u.is_empty()));
        match url {
            Some(u) => CacheLocation::parse(&u),
            None => Ok(CacheLocation::Sqlite(self.cache_dir().join("exec_cache.sqlite"))),
        }
    }
    /// The execution cache (a PostgreSQL pool of one connection per worker thread, plus one).
    pub fn exec_cache(&self) -> anyhow::Result<ExecCache> {
        ExecCache::connect(&self.cache_location()?, self.jobs() as u32 + 1)
    }
    pub fn oracle(&self) -> anyhow::Result<Oracle> {
        // the cache first: an unreachable server fails before the guest is compiled
        let cache = if self.no_cache { None } else { Some(self.exec_cache()?) };
        let sandbox = self.sandbox()?;
        Ok(Oracle { sandbox, cache })
    }
}
