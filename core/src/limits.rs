//! The sandbox's limits: every default, once, and [`RunLimits`], the one type of a run's effective
//! limits (the sandbox configuration holds one, a request resolves to one, the fingerprint is made
//! from one). The CLI's flags, the service, the Python package (`_native` exports these constants)
//! and the web worker's link settings (`web/worker/build.rs` reads [`DEFAULT_MEMORY_MIB`]) all take
//! their defaults from here.
//!
//! `suite_fuel = 0` means "no suite budget" wherever a suite budget is given (a flag, the Python
//! `Sandbox`, a request's `limits`): [`suite_budget`] is that rule. A server refuses it (422) when
//! it enforces a maximum suite budget, since no budget is above any maximum.

/// Default fuel per test: ≈ 0.6 CPython-seconds (README "Calibrated default limits": the
/// median of 13 workloads is 1.75·10¹⁰ fuel per CPython-second, the range 1.0–3.9·10¹⁰).
pub const DEFAULT_FUEL: u64 = 10_000_000_000;
/// Default fuel of a whole suite: the paper's 5 s per suite in CPython-seconds at that median
/// ratio (≈ 5 × 1.75·10¹⁰, rounded up to 10¹¹).
pub const DEFAULT_SUITE_FUEL: Option<u64> = Some(100_000_000_000);
/// The limits the published release was built and verified under (its fingerprint in
/// `validation.json`): 10⁹ per test, no suite budget. Kept for the release because its
/// timeouts are infinite loops at any budget (measured: README) and each costs the budget.
pub const RELEASE_FUEL: u64 = 1_000_000_000;
/// Default linear-memory cap per sandbox instance, MiB (also the browser worker's cap).
pub const DEFAULT_MEMORY_MIB: u64 = 256;
/// Default cap of a program's stdout and of its stderr, bytes (each; beyond it the run stops
/// with status `output_limit` and the text kept so far).
pub const DEFAULT_OUTPUT_BYTES: u64 = 1 << 20;

/// The effective limits of one run: a sandbox's defaults, or the lower/other ones a request
/// asked for (the memory cap can only be lowered).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RunLimits {
    /// Fuel per test (suites) or per run (programs).
    pub fuel: u64,
    /// Fuel of a whole suite (tests after it is spent are TIMEOUT); `None`: no suite budget.
    pub suite_fuel: Option<u64>,
    pub memory_mib: u64,
    /// Cap of stdout and of stderr (programs).
    pub output_bytes: u64,
}

/// Which defaults apply to the limits a caller does not give: the release's (its published
/// fingerprint) or the calibrated ones for user code (`exec`, `serve`, the Python `Sandbox`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum LimitDefaults {
    /// [`RELEASE_FUEL`] per test, no suite budget: the release's commands.
    #[default]
    Release,
    /// [`DEFAULT_FUEL`] per test, [`DEFAULT_SUITE_FUEL`] per suite.
    Calibrated,
}

impl LimitDefaults {
    /// The default limits of this set.
    pub fn limits(self) -> RunLimits {
        let (fuel, suite_fuel) = match self {
            LimitDefaults::Release => (RELEASE_FUEL, None),
            LimitDefaults::Calibrated => (DEFAULT_FUEL, DEFAULT_SUITE_FUEL),
        };
        RunLimits { fuel, suite_fuel, memory_mib: DEFAULT_MEMORY_MIB, output_bytes: DEFAULT_OUTPUT_BYTES }
    }
}

/// The suite budget given `asked` (`Some(0)`: no budget) over `default` (when nothing is asked).
pub fn suite_budget(asked: Option<u64>, default: Option<u64>) -> Option<u64> {
    match asked {
        Some(0) => None,
        Some(f) => Some(f),
        None => default,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn zero_suite_fuel_is_no_budget() {
        for (asked, default, want) in [
            (Some(0), Some(5), None),
            (Some(0), None, None),
            (Some(7), Some(5), Some(7)),
            (None, Some(5), Some(5)),
            (None, None, None),
        ] {
            assert_eq!(suite_budget(asked, default), want, "{asked:?} over {default:?}");
        }
        assert_eq!(LimitDefaults::Release.limits().suite_fuel, None);
        assert_eq!(LimitDefaults::Calibrated.limits().fuel, DEFAULT_FUEL);
    }
}
