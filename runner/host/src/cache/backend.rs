//! What every execution-cache store implements ([`CacheBackend`]) and the row types and helpers
//! both stores share: the SQLite store (`cache.rs`) and the PostgreSQL one (`cache_postgres.rs`)
//! import this file and never each other; `cache.rs` alone picks one (`ExecCache::connect`).

use anyhow::Result;
use execretrieval_core::api::ProgramRun;
use execretrieval_core::outcome::Outcome;
use execretrieval_core::release::ProgramCacheRecord;

/// One row of `execution_cache.jsonl` (the release's row type; `sandbox` and `fuel_used` are
/// always set here).
pub type CacheRow = execretrieval_core::release::ExecCacheRecord;

/// A stored suite row's outcomes and per-test fuel (both backends keep them as JSON text); `None`
/// — a miss, to be rerun — for a row without fuel or one that does not decode.
pub(crate) fn decode_suite(outcomes: &str, fuel_used: Option<&str>) -> Option<(Vec<Outcome>, Vec<u64>)> {
    let o: Vec<Outcome> = serde_json::from_str(outcomes).ok()?;
    let f: Vec<u64> = serde_json::from_str(fuel_used?).ok()?;
    (o.len() == f.len()).then_some((o, f))
}

/// What every execution-cache store answers. A row without fuel (caches written before fuel was
/// recorded, or imported from a release) is a miss for [`CacheBackend::get_with_fuel`]; `put`
/// never replaces a complete row (first writer wins; writers of one key write equal rows).
pub trait CacheBackend: Send + Sync {
    /// Outcomes and per-test fuel of a suite, if cached.
    fn get_with_fuel(
        &self,
        code_sha: &str,
        tests_sha: &str,
        sandbox: &str,
    ) -> Result<Option<(Vec<Outcome>, Vec<u64>)>>;
    fn put(
        &self,
        code_sha: &str,
        tests_sha: &str,
        sandbox: &str,
        outcomes: &[Outcome],
        fuel_used: &[u64],
    ) -> Result<()>;
    /// A cached program run and its fuel.
    fn get_program(&self, key: &str, sandbox: &str) -> Result<Option<(ProgramRun, u64)>>;
    fn put_program(&self, key: &str, sandbox: &str, run: &ProgramRun, fuel_used: u64) -> Result<()>;
    /// Every suite row, sorted by (code, tests, sandbox).
    fn rows(&self) -> Result<Vec<CacheRow>>;
    /// Every program row, sorted by (key, sandbox).
    fn program_rows(&self) -> Result<Vec<ProgramCacheRecord>>;
    /// Add rows (kept: rows already present; a row without fuel gains the imported fuel).
    /// Returns how many rows were new or completed.
    fn import(&self, suites: &[CacheRow], programs: &[ProgramCacheRecord]) -> Result<ImportCounts>;
    /// Where the rows live, for logs (a URL without its password, or a file).
    fn describe(&self) -> String;
    /// Bytes the store takes (tables and indexes), if known.
    fn size_bytes(&self) -> Result<Option<u64>> {
        Ok(None)
    }
}

/// Rows an import added (or completed with their fuel), per table.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ImportCounts {
    pub suites: u64,
    pub programs: u64,
}

/// The error of an imported row without its sandbox fingerprint (a release's
/// `execution_cache.jsonl`, whose fingerprint is in `validation.json`).
pub(crate) fn missing_sandbox(r: &CacheRow) -> anyhow::Error {
    anyhow::anyhow!(
        "row (code {}, tests {}) has no \"sandbox\" fingerprint: import a `cache export` file (a release's \
         execution_cache.jsonl lacks it; its fingerprint is in validation.json)",
        r.code_sha256,
        r.tests_sha256
    )
}
