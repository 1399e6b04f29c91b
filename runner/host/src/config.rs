//! The sandbox's configuration and where its guest comes from: [`SandboxConfig`] (the default
//! limits, one `core::limits::RunLimits`, and the host's own settings: stacks, backstop, pooling)
//! with its fingerprint, and [`load_guest`]. The limits' defaults are `core::limits`'s.

use anyhow::{Context, Result};
use std::path::PathBuf;
use std::time::Duration;

pub use execretrieval_core::limits::{
    RunLimits, DEFAULT_FUEL, DEFAULT_MEMORY_MIB, DEFAULT_SUITE_FUEL, RELEASE_FUEL,
};

/// The slowest rate (fuel per wall-second) the wall-clock backstop assumes: ≈ 38× below the
/// 3.8·10⁹/s measured on one loaded core here, so that only a host fault, never load, reaches it.
pub const BACKSTOP_FUEL_PER_SEC: u64 = 100_000_000;
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

/// Sandbox configuration. Everything that can change an outcome is part of
/// [`SandboxConfig::fingerprint`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SandboxConfig {
    /// The default limits of a run (a request may lower them, see `Oracle::resolve_limits`);
    /// `limits.memory_mib` also sizes the instance pool.
    pub limits: RunLimits,
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
    /// The calibrated limits (`LimitDefaults::Calibrated`) and the host's defaults.
    fn default() -> Self {
        SandboxConfig {
            limits: execretrieval_core::limits::LimitDefaults::Calibrated.limits(),
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

    /// The settings an outcome depends on under `limits` (the wall-clock backstop is not one of
    /// them: it only fires on runs that would otherwise also run out of fuel, or on host faults;
    /// nor is the instance allocator, nor the output cap: program rows key it themselves). The
    /// release's fingerprint (`validation.json`) is this string: its form must not change
    /// (`tests::release_fingerprint_is_pinned`).
    pub fn fingerprint_for(&self, limits: &RunLimits, guest_sha256: &str) -> String {
        let suite = match limits.suite_fuel {
            Some(f) => format!(";suite_fuel={f}"),
            None => String::new(),
        };
        format!(
            "guest={};fuel={}{};mem={}MiB;stack={};per_test={}",
            &guest_sha256[..16.min(guest_sha256.len())],
            limits.fuel,
            suite,
            limits.memory_mib,
            self.wasm_stack,
            self.per_test_instance
        )
    }

    /// The fingerprint of the default limits.
    pub fn fingerprint(&self, guest_sha256: &str) -> String {
        self.fingerprint_for(&self.limits, guest_sha256)
    }
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

#[cfg(test)]
mod tests {
    use super::*;
    use execretrieval_core::limits::LimitDefaults;

    /// The release's fingerprint string (`data/release/validation.json` → `sandbox`) is part of
    /// every cached row's key: these bytes must not change with the code that makes them.
    #[test]
    fn release_fingerprint_is_pinned() {
        let validation: serde_json::Value =
            serde_json::from_str(include_str!("../../../data/release/validation.json"))
                .expect("data/release/validation.json parses");
        let shipped = validation["sandbox"].as_str().expect("validation.json names its sandbox");
        let guest = shipped.strip_prefix("guest=").and_then(|s| s.get(..16)).expect("guest=<16 hex>");
        let release = SandboxConfig { limits: LimitDefaults::Release.limits(), ..Default::default() };
        assert_eq!(release.fingerprint(guest), shipped);
        assert_eq!(
            release.fingerprint("0123456789abcdef0123"),
            "guest=0123456789abcdef;fuel=1000000000;mem=256MiB;stack=16777216;per_test=false"
        );
        let calibrated = SandboxConfig::default();
        assert_eq!(
            calibrated.fingerprint("0123456789abcdef"),
            "guest=0123456789abcdef;fuel=10000000000;suite_fuel=100000000000;mem=256MiB;stack=16777216;per_test=false"
        );
    }
}
