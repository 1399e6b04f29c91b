//! The sandbox's limits and where its guest comes from: the defaults (fuel, memory, stacks),
//! [`SandboxConfig`] with its fingerprint, the per-request [`RunLimits`], and [`load_guest`].

use anyhow::{Context, Result};
use std::path::PathBuf;
use std::time::Duration;

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
/// The slowest rate (fuel per wall-second) the wall-clock backstop assumes: ≈ 38× below the
/// 3.8·10⁹/s measured on one loaded core here, so that only a host fault, never load, reaches it.
pub const BACKSTOP_FUEL_PER_SEC: u64 = 100_000_000;
/// Default linear-memory cap per store.
pub const DEFAULT_MEMORY_MIB: u64 = 256;
/// Native stack for wasm code: deep Python recursion must reach RecursionError before it.
pub const DEFAULT_WASM_STACK: usize = 16 << 20;
/// Native stack of every thread that runs the sandbox. Wasm code runs on a fiber stack of the
/// pool (`wasm_stack` + 2 MiB, see `engine.rs`), not on the calling thread's; this size dates from
/// when it did and is kept so that callers sized for it (the CLI's workers, the Python package)
/// keep their margin for the host's own frames.
pub const HOST_THREAD_STACK: usize = DEFAULT_WASM_STACK + (32 << 20);

/// Run `f` on a fresh thread whose stack is large enough for the sandbox (use it when calling
/// [`Sandbox::run_suite`] from a thread you did not create with [`HOST_THREAD_STACK`]).
pub fn with_sandbox_stack<R: Send>(f: impl FnOnce() -> R + Send) -> R {
    std::thread::scope(|s| {
        std::thread::Builder::new()
            .stack_size(HOST_THREAD_STACK)
            .spawn_scoped(s, f)
            .expect("spawn sandbox thread")
            .join()
            .expect("sandbox thread panicked")
    })
}
/// Wall-clock backstop per test (at least; it grows with the fuel, see
/// [`BACKSTOP_FUEL_PER_SEC`]); it can only turn a run into TIMEOUT.
pub const DEFAULT_BACKSTOP: Duration = Duration::from_secs(20);

/// Sandbox limits. Everything that can change an outcome is part of [`SandboxConfig::fingerprint`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SandboxConfig {
    pub fuel_per_test: u64,
    /// Fuel for a whole suite (tests after it is spent are TIMEOUT); `None`: no suite budget.
    pub fuel_per_suite: Option<u64>,
    pub memory_mib: u64,
    pub per_test_instance: bool,
    pub backstop: Duration,
    pub wasm_stack: usize,
    /// Instance slots from Wasmtime's pooling allocator (reused, reset in place) rather than a
    /// fresh memory mapping per instance. Faster; reserves ≈ 4 GiB of address space per slot.
    /// Outcomes do not depend on it.
    pub pooling: bool,
    /// Pooling only: bytes of a slot's linear memory kept mapped and reset in place when the slot
    /// is recycled (see [`crate::KEEP_RESIDENT`]). Outcomes do not depend on it.
    pub keep_resident: usize,
}

impl Default for SandboxConfig {
    fn default() -> Self {
        SandboxConfig {
            fuel_per_test: DEFAULT_FUEL,
            fuel_per_suite: DEFAULT_SUITE_FUEL,
            memory_mib: DEFAULT_MEMORY_MIB,
            per_test_instance: false,
            backstop: DEFAULT_BACKSTOP,
            wasm_stack: DEFAULT_WASM_STACK,
            pooling: true,
            keep_resident: crate::KEEP_RESIDENT,
        }
    }
}

impl SandboxConfig {
    /// The stack size of a thread that runs this sandbox (wasm code runs on the calling
    /// thread's stack): the oracle's pool threads and the service's workers.
    pub fn thread_stack(&self) -> usize {
        HOST_THREAD_STACK.max(self.wasm_stack + (32 << 20))
    }

    /// The settings an outcome depends on (the wall-clock backstop is not one of them: it only
    /// fires on runs that would otherwise also run out of fuel, or on host faults; nor is the
    /// instance allocator).
    pub fn fingerprint(&self, guest_sha256: &str) -> String {
        let suite = match self.fuel_per_suite {
            Some(f) => format!(";suite_fuel={f}"),
            None => String::new(),
        };
        format!(
            "guest={};fuel={}{};mem={}MiB;stack={};per_test={}",
            &guest_sha256[..16.min(guest_sha256.len())],
            self.fuel_per_test,
            suite,
            self.memory_mib,
            self.wasm_stack,
            self.per_test_instance
        )
    }

    /// The limits of one run under this configuration (no per-request override).
    pub fn run_limits(&self) -> RunLimits {
        RunLimits {
            fuel: self.fuel_per_test,
            suite_fuel: self.fuel_per_suite,
            memory_mib: self.memory_mib,
            output_bytes: execretrieval_core::api::DEFAULT_OUTPUT_BYTES,
        }
    }
}

/// The effective limits of one request (the configuration's, or lower/other ones a request
/// asked for; the memory cap can only be lowered).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RunLimits {
    /// Fuel per test (suites) or per run (programs).
    pub fuel: u64,
    pub suite_fuel: Option<u64>,
    pub memory_mib: u64,
    /// Cap of stdout and of stderr (programs).
    pub output_bytes: u64,
}

/// Where the guest comes from.
pub enum GuestSource {
    /// `$EXECRETRIEVAL_GUEST_WASM` when it is set, else the copy embedded at build time (see `build.rs`).
    Default,
    Path(PathBuf),
}

/// Guest bytes: an explicit path, `$EXECRETRIEVAL_GUEST_WASM`, or the embedded copy.
pub fn load_guest(source: &GuestSource) -> Result<Vec<u8>> {
    let path = match source {
        GuestSource::Path(p) => Some(p.clone()),
        GuestSource::Default => std::env::var_os("EXECRETRIEVAL_GUEST_WASM").map(PathBuf::from),
    };
    if let Some(p) = path {
        return std::fs::read(&p).with_context(|| format!("cannot read the sandbox guest {}", p.display()));
    }
    #[cfg(embedded_guest)]
    {
        Ok(include_bytes!(env!("EXECRETRIEVAL_EMBEDDED_GUEST")).to_vec())
    }
    #[cfg(not(embedded_guest))]
    {
        anyhow::bail!(
            "this binary was built without the sandbox guest: build it with \
             `cargo build --profile guest --ignore-rust-version -p execretrieval-guest --target wasm32-wasip1` \
             and rebuild, or point EXECRETRIEVAL_GUEST_WASM at execretrieval-guest.wasm"
        )
    }
}

/// Default cache directory: `$EXECRETRIEVAL_CACHE_DIR`, else the user's cache dir.
pub fn default_cache_dir() -> PathBuf {
    if let Some(p) = std::env::var_os("EXECRETRIEVAL_CACHE_DIR") {
        return PathBuf::from(p);
    }
    dirs::cache_dir().unwrap_or_else(std::env::temp_dir).join("execretrieval")
}
