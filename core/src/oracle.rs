//! The execution oracle as the library crates see it, and how they report progress: the one seam
//! between the code that needs outcomes (`dataset`'s gates and sweeps, `generate`'s judge,
//! `eval`'s scoring) and the code that produces them (`runner/host`'s `Oracle`, the sandbox
//! behind the execution cache; a scripted oracle in tests). So none of those crates links the
//! sandbox, and a test can drive any of them with outcomes it chooses.
//!
//! Invariants: [`SuiteOracle::run_suites`] answers every suite, in input order, and calls `tick`
//! with 1 once per answered suite; [`SuiteOracle::fingerprint`] identifies the answers (the same
//! fingerprint gives the same outcomes for the same suite). The oracle owns its concurrency:
//! callers hand it a batch and never say on how many threads it runs (the answers do not depend
//! on it); CPU work beside the oracle sizes itself by [`SuiteOracle::jobs`].

use crate::outcome::Outcome;

/// One (code, tests) pair to run: the snippet, then each test in a fresh namespace.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Suite {
    pub code: String,
    pub tests: Vec<String>,
}

/// How a batch of suites was answered.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SuiteStats {
    pub suites: usize,
    pub cache_hits: usize,
    pub executed: usize,
}

/// The execution oracle: outcomes of suites.
pub trait SuiteOracle: Sync {
    /// The outcomes of every suite, in input order (on the oracle's own threads); `tick(1)` is
    /// called once per answered suite.
    fn run_suites(&self, suites: &[Suite], tick: &Tick) -> anyhow::Result<(Vec<Vec<Outcome>>, SuiteStats)>;
    /// What identifies the oracle's answers (recorded in `validation.json`).
    fn fingerprint(&self) -> String;
    /// The threads the oracle runs on (the user's `--jobs`): what CPU-bound work a caller does
    /// beside it may use. Outputs never depend on it.
    fn jobs(&self) -> usize {
        1
    }
}

/// A phase's progress callback: called with the number of units just finished.
pub type Tick = dyn Fn(usize) + Sync;

/// A progress reporter: `(label, total)` → the phase's [`Tick`] (the CLI draws a bar per phase;
/// a total of 0 means unknown).
pub type Progress = dyn Fn(&str, usize) -> Box<Tick> + Sync;

/// The reporter that shows nothing.
pub fn no_progress(_label: &str, _total: usize) -> Box<Tick> {
    Box::new(|_| {})
}
