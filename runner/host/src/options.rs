//! How a user of the sandbox chooses it: limits (or which defaults apply), the execution cache,
//! the cache directory, the guest and the worker count. [`OracleOptions`] is the one type of these
//! choices: the CLI's sandbox flags (it derives `clap::Args` under this crate's `cli` feature), the
//! service's defaults, the Python package's `Sandbox(...)` and `bench` all read it, so the same
//! choices give the same oracle. The defaults are `core::limits`'s; `suite_fuel = 0` means no
//! suite budget (`core::limits::suite_budget`).

use crate::cache::{CacheLocation, ExecCache};
use crate::oracle::Oracle;
use crate::{default_cache_dir, GuestSource, Sandbox, SandboxConfig};
use anyhow::Result;
pub use execretrieval_core::limits::LimitDefaults;
use execretrieval_core::limits::{suite_budget, RunLimits};
use std::path::PathBuf;

/// Which execution cache.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum CacheChoice {
    /// `$EXECRETRIEVAL_CACHE_URL`, else the SQLite file `exec_cache.sqlite` in the cache directory.
    #[default]
    Default,
    /// No execution cache (every suite runs).
    Off,
    /// `postgres://…`, `sqlite:PATH` or a file path.
    Url(String),
}

/// Everything that picks an [`Oracle`]; `None` fields take the defaults of `defaults`
/// (`core::limits`).
#[derive(Clone, Debug, Default)]
#[cfg_attr(feature = "cli", derive(clap::Args))]
pub struct OracleOptions {
    /// Fuel per test (deterministic TIMEOUT when exhausted). Default: 10¹⁰ for `exec` and
    /// `serve` (≈ 0.6 CPython-seconds, README "Calibrated default limits"); 10⁹ for the
    /// commands on the release (build, check, eval, run, generate: the release's fingerprint).
    #[cfg_attr(feature = "cli", arg(long, value_parser = clap::value_parser!(u64).range(1..)))]
    pub fuel: Option<u64>,
    /// Fuel of a whole suite: tests after it is spent are TIMEOUT. Default: 10¹¹ for `exec`
    /// and `serve` (the paper's 5 s per suite in CPython-seconds); none for the release's
    /// commands. 0: no suite budget, only --fuel per test.
    #[cfg_attr(feature = "cli", arg(long))]
    pub suite_fuel: Option<u64>,
    /// Linear-memory cap per sandbox instance, MiB (default 256).
    #[cfg_attr(feature = "cli", arg(long, value_parser = clap::value_parser!(u64).range(1..=4096)))]
    pub memory_mib: Option<u64>,
    /// A fresh instance for every test instead of one per suite.
    #[cfg_attr(feature = "cli", arg(long))]
    pub per_test_instance: bool,
    /// Map a fresh memory per instance instead of reusing pooled instance slots (slower; for
    /// hosts that limit virtual address space: the pool reserves ≈ 4 GiB per slot).
    #[cfg_attr(feature = "cli", arg(long))]
    pub no_pooling: bool,
    /// Worker threads (default: all cores): the oracle's one pool is this size.
    #[cfg_attr(feature = "cli", arg(long, short = 'j'))]
    pub jobs: Option<usize>,
    /// Wall-clock backstop per test, seconds (default 20). At least this, and more with more
    /// fuel (fuel / 10⁸ s): fuel decides timeouts, the backstop only stops a run on a stalled
    /// host. A TIMEOUT it causes is not deterministic (it is never cached).
    #[cfg_attr(feature = "cli", arg(long, value_parser = backstop_secs))]
    pub backstop_secs: Option<f64>,
    /// Cache directory (compiled guest, execution cache). Default: $EXECRETRIEVAL_CACHE_DIR or ~/.cache/execretrieval.
    #[cfg_attr(feature = "cli", arg(long))]
    pub cache_dir: Option<PathBuf>,
    /// Do not read or write the execution cache.
    #[cfg_attr(feature = "cli", arg(long))]
    pub no_cache: bool,
    /// The execution cache: postgres://USER@HOST:PORT/DB (one cache shared by many workers),
    /// or sqlite:PATH / a file. Default: $EXECRETRIEVAL_CACHE_URL, else the SQLite file
    /// exec_cache.sqlite in the cache directory. An unreachable server is an error.
    #[cfg_attr(feature = "cli", arg(long, value_name = "URL"))]
    pub cache: Option<String>,
    /// Use this guest .wasm instead of the embedded one.
    #[cfg_attr(feature = "cli", arg(long))]
    pub guest: Option<PathBuf>,
    /// Which defaults apply to the limits not given (set by the command, not a flag).
    #[cfg_attr(feature = "cli", arg(skip))]
    pub defaults: LimitDefaults,
}

/// `--backstop-secs`: a finite, non-negative number of seconds.
#[cfg(feature = "cli")]
fn backstop_secs(s: &str) -> Result<f64, String> {
    match s.parse::<f64>() {
        Ok(v) if (0.0..=1e9).contains(&v) => Ok(v),
        _ => Err(format!("{s:?} is not a number of seconds between 0 and 10⁹")),
    }
}

impl OracleOptions {
    /// The same options with the calibrated defaults for user code (`exec`, `serve`, the Python
    /// `Sandbox`).
    pub fn calibrated(&self) -> OracleOptions {
        OracleOptions { defaults: LimitDefaults::Calibrated, ..self.clone() }
    }

    /// Which execution cache: `--no-cache`, else `--cache`, else the default.
    pub fn cache_choice(&self) -> CacheChoice {
        match (&self.cache, self.no_cache) {
            (_, true) => CacheChoice::Off,
            (Some(u), false) => CacheChoice::Url(u.clone()),
            (None, false) => CacheChoice::Default,
        }
    }

    /// The default limits of a run under these options.
    pub fn limits(&self) -> RunLimits {
        let d = self.defaults.limits();
        RunLimits {
            fuel: self.fuel.unwrap_or(d.fuel),
            suite_fuel: suite_budget(self.suite_fuel, d.suite_fuel),
            memory_mib: self.memory_mib.unwrap_or(d.memory_mib),
            output_bytes: d.output_bytes,
        }
    }

    /// The sandbox configuration these options give.
    pub fn config(&self) -> SandboxConfig {
        SandboxConfig {
            limits: self.limits(),
            per_test_instance: self.per_test_instance,
            pooling: !self.no_pooling,
            backstop: self.backstop_secs.map_or(crate::DEFAULT_BACKSTOP, std::time::Duration::from_secs_f64),
            ..Default::default()
        }
    }

    pub fn cache_dir(&self) -> PathBuf {
        self.cache_dir.clone().unwrap_or_else(default_cache_dir)
    }

    pub fn jobs(&self) -> usize {
        self.jobs.unwrap_or_else(|| std::thread::available_parallelism().map(|n| n.get()).unwrap_or(1))
    }

    /// `guest`, else the embedded guest.
    pub fn guest_source(&self) -> GuestSource {
        self.guest.clone().map_or(GuestSource::Default, GuestSource::Path)
    }

    pub fn sandbox(&self) -> Result<Sandbox> {
        Sandbox::new(self.config(), &self.guest_source(), &self.cache_dir())
    }

    /// Where the execution cache is (`None`: no cache): the URL given, else
    /// `$EXECRETRIEVAL_CACHE_URL`, else the SQLite file in the cache directory.
    pub fn cache_location(&self) -> Result<Option<CacheLocation>> {
        let url = match self.cache_choice() {
            CacheChoice::Off => return Ok(None),
            CacheChoice::Url(u) => Some(u),
            CacheChoice::Default => std::env::var("EXECRETRIEVAL_CACHE_URL").ok().filter(|u| !u.is_empty()),
        };
        Ok(Some(match url {
            Some(u) => CacheLocation::parse(&u)?,
            None => CacheLocation::Sqlite(self.cache_dir().join("exec_cache.sqlite")),
        }))
    }

    /// Whether the default cache is the SQLite file in the cache directory (no URL in the
    /// environment).
    fn default_is_local(&self) -> bool {
        std::env::var("EXECRETRIEVAL_CACHE_URL").map_or(true, |u| u.is_empty())
    }

    /// The execution cache (a PostgreSQL pool of one connection per worker thread, plus one).
    pub fn exec_cache(&self) -> Result<Option<ExecCache>> {
        match self.cache_location()? {
            Some(loc) => Ok(Some(ExecCache::connect(&loc, self.jobs() as u32 + 1)?)),
            None => Ok(None),
        }
    }

    /// The execution cache these options name, even under `no_cache` (`cache export` and `cache
    /// import` name a cache to work on).
    pub fn named_exec_cache(&self) -> Result<ExecCache> {
        OracleOptions { no_cache: false, ..self.clone() }
            .exec_cache()?
            .ok_or_else(|| anyhow::anyhow!("no execution cache is configured"))
    }

    /// The oracle: the cache first (an unreachable server fails before the guest is compiled),
    /// then the sandbox, then its pool of [`OracleOptions::jobs`] threads.
    /// The default SQLite cache that cannot be opened (a full or read-only cache directory) is
    /// one warning and no cache, not an error: verdicts are still returned. A cache named by
    /// URL (`--cache`, `$EXECRETRIEVAL_CACHE_URL`) that cannot be opened stays an error.
    pub fn oracle(&self) -> Result<Oracle> {
        let cache = match self.exec_cache() {
            Err(e) if self.cache_choice() == CacheChoice::Default && self.default_is_local() => {
                crate::warnings::warn_once(crate::warnings::Kind::CacheOpen, || {
                    format!(
                        "running without an execution cache: {e:#} (give EXECRETRIEVAL_CACHE_DIR / \
                         --cache-dir a writable directory with room)"
                    )
                });
                None
            }
            r => r?,
        };
        let sandbox = self.sandbox()?;
        Oracle::new(sandbox, cache, self.jobs())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_and_overrides() {
        let rel = OracleOptions::default().limits();
        assert_eq!(
            (rel.fuel, rel.suite_fuel, rel.memory_mib),
            (crate::RELEASE_FUEL, None, crate::DEFAULT_MEMORY_MIB)
        );
        let cal = OracleOptions::default().calibrated().limits();
        assert_eq!((cal.fuel, cal.suite_fuel), (crate::DEFAULT_FUEL, crate::DEFAULT_SUITE_FUEL));
        let o = OracleOptions {
            defaults: LimitDefaults::Calibrated,
            fuel: Some(7),
            suite_fuel: Some(0),
            memory_mib: Some(64),
            ..Default::default()
        };
        let c = o.config().limits;
        assert_eq!((c.fuel, c.suite_fuel, c.memory_mib), (7, None, 64));
        let off =
            OracleOptions { no_cache: true, cache: Some("sqlite:/y/c.sqlite".into()), ..Default::default() };
        assert!(off.cache_location().unwrap().is_none());
        let dir = OracleOptions {
            cache_dir: Some("/x".into()),
            cache: Some("sqlite:/y/c.sqlite".into()),
            ..Default::default()
        };
        assert_eq!(dir.cache_location().unwrap(), Some(CacheLocation::Sqlite("/y/c.sqlite".into())));
    }
}
