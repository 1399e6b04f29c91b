pub mod bench;
pub mod bench_embed;
pub mod build;
pub mod cache;
pub mod check;
pub mod eval;
pub mod exec;
pub mod generate;
pub mod report;
pub mod retrievers;
pub mod run;
pub mod serve;
pub mod site;
pub mod stats;

use clap::Args;
use execretrieval_host::oracle::Oracle;
use execretrieval_host::{cache::ExecCache, default_cache_dir, GuestSource, Sandbox, SandboxConfig};
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
    pub fn oracle(&self) -> anyhow::Result<Oracle> {
        let sandbox = self.sandbox()?;
        let cache = if self.no_cache {
            None
        } else {
            Some(ExecCache::open(&self.cache_dir().join("exec_cache.sqlite"))?)
        };
        Ok(Oracle { sandbox, cache })
    }
}
