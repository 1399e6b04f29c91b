//! How a user of the sandbox chooses it: limits (or which defaults apply), the execution cache,
//! the cache directory, the guest and the worker count. One place for the CLI's `SandboxArgs`
//! and the Python package's `Sandbox(...)`, so both give the same oracle for the same choices.

use crate::cache::{CacheLocation, ExecCache};
use crate::oracle::Oracle;
use crate::{default_cache_dir, GuestSource, Sandbox, SandboxConfig};
use anyhow::Result;
use std::path::PathBuf;

/// The default limits of a caller: the release's (its published fingerprint) or the
/// calibrated ones for user code (`exec`, `serve`, the Python package's `Sandbox`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum LimitDefaults {
    /// 10⁹ fuel per test, no suite budget ([`crate::RELEASE_FUEL`]): the release's commands.
    #[default]
    Release,
    /// 10¹⁰ per test, 10¹¹ per suite ([`crate::DEFAULT_FUEL`], [`crate::DEFAULT_SUITE_FUEL`]).
    Calibrated,
}

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

/// Everything that picks an [`Oracle`]; `None` fields take the defaults of `defaults`.
#[derive(Clone, Debug, Default)]
pub struct OracleOptions {
    /// Fuel per test.
    pub fuel: Option<u64>,
    /// Fuel of a whole suite; `Some(0)`: no suite budget.
    pub suite_fuel: Option<u64>,
    /// Linear-memory cap per instance, MiB (`None`: [`crate::DEFAULT_MEMORY_MIB`]).
    pub memory_mib: Option<u64>,
    pub per_test_instance: bool,
    /// A fresh memory mapping per instance instead of pooled slots.
    pub no_pooling: bool,
    /// Worker threads (`None`: every core).
    pub jobs: Option<usize>,
    /// Compiled guest and default SQLite cache (`None`: [`default_cache_dir`]).
    pub cache_dir: Option<PathBuf>,
    pub cache: CacheChoice,
    /// A guest `.wasm` instead of the embedded one.
    pub guest: Option<PathBuf>,
    pub defaults: LimitDefaults,
    /// Wall-clock backstop per test (`None`: [`crate::DEFAULT_BACKSTOP`]); it grows with the
    /// fuel (see [`crate::BACKSTOP_FUEL_PER_SEC`]) and can only turn a run into `TIMEOUT`.
    pub backstop: Option<std::time::Duration>,
}

impl OracleOptions {
    /// The sandbox configuration these options give.
    pub fn config(&self) -> SandboxConfig {
        let (fuel, suite) = match self.defaults {
            LimitDefaults::Release => (crate::RELEASE_FUEL, None),
            LimitDefaults::Calibrated => (crate::DEFAULT_FUEL, crate::DEFAULT_SUITE_FUEL),
        };
        SandboxConfig {
            fuel_per_test: self.fuel.unwrap_or(fuel),
            fuel_per_suite: match self.suite_fuel {
                Some(0) => None,
                Some(f) => Some(f),
                None => suite,
            },
            memory_mib: self.memory_mib.unwrap_or(crate::DEFAULT_MEMORY_MIB),
            per_test_instance: self.per_test_instance,
            pooling: !self.no_pooling,
            backstop: self.backstop.unwrap_or(crate::DEFAULT_BACKSTOP),
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
        let url = match &self.cache {
            CacheChoice::Off => return Ok(None),
            CacheChoice::Url(u) => Some(u.clone()),
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

    /// The oracle: the cache first (an unreachable server fails before the guest is compiled),
    /// then the sandbox.
    /// The default SQLite cache that cannot be opened (a full or read-only cache directory) is
    /// one warning and no cache, not an error: verdicts are still returned. A cache named by
    /// URL (`--cache`, `$EXECRETRIEVAL_CACHE_URL`) that cannot be opened stays an error.
    pub fn oracle(&self) -> Result<Oracle> {
        let cache = match self.exec_cache() {
            Err(e) if self.cache == CacheChoice::Default && self.default_is_local() => {
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
        Ok(Oracle { sandbox, cache })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_and_overrides() {
        let rel = OracleOptions::default().config();
        assert_eq!((rel.fuel_per_test, rel.fuel_per_suite), (crate::RELEASE_FUEL, None));
        let cal = OracleOptions { defaults: LimitDefaults::Calibrated, ..Default::default() }.config();
        assert_eq!((cal.fuel_per_test, cal.fuel_per_suite), (crate::DEFAULT_FUEL, crate::DEFAULT_SUITE_FUEL));
        let o = OracleOptions {
            defaults: LimitDefaults::Calibrated,
            fuel: Some(7),
            suite_fuel: Some(0),
            memory_mib: Some(64),
            ..Default::default()
        };
        let c = o.config();
        assert_eq!((c.fuel_per_test, c.fuel_per_suite, c.memory_mib), (7, None, 64));
        let off = OracleOptions { cache: CacheChoice::Off, ..Default::default() };
        assert!(off.cache_location().unwrap().is_none());
        let dir = OracleOptions {
            cache_dir: Some("/x".into()),
            cache: CacheChoice::Url("sqlite:/y/c.sqlite".into()),
            ..Default::default()
        };
        assert_eq!(dir.cache_location().unwrap(), Some(CacheLocation::Sqlite("/y/c.sqlite".into())));
    }
}
