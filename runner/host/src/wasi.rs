//! The guest's WASI context: no capabilities, frozen clocks, deterministic randomness.

use std::sync::LazyLock;
use std::time::Duration;
use wasmtime_wasi::p1::WasiP1Ctx;
use wasmtime_wasi::p2::pipe::{MemoryInputPipe, SinkOutputStream};
use wasmtime_wasi::{HostMonotonicClock, HostWallClock, WasiCtxBuilder};

struct FrozenWallClock;
impl HostWallClock for FrozenWallClock {
    fn resolution(&self) -> Duration {
        Duration::from_micros(1)
    }
    fn now(&self) -> Duration {
        // 2026-01-01T00:00:00Z
        Duration::from_secs(1_767_225_600)
    }
}
struct FrozenMonotonicClock;
impl HostMonotonicClock for FrozenMonotonicClock {
    fn resolution(&self) -> u64 {
        1_000
    }
    fn now(&self) -> u64 {
        0
    }
}

/// The fixed "random" bytes every instance sees (computed once per process).
static SECURE_BYTES: LazyLock<Vec<u8>> = LazyLock::new(|| deterministic_bytes("secure"));
static INSECURE_BYTES: LazyLock<Vec<u8>> = LazyLock::new(|| deterministic_bytes("insecure"));

fn deterministic_bytes(seed: &str) -> Vec<u8> {
    use sha2::{Digest, Sha256};
    let mut out = Vec::with_capacity(4096);
    let mut i = 0u32;
    while out.len() < 4096 {
        let mut h = Sha256::new();
        h.update(seed.as_bytes());
        h.update(i.to_le_bytes());
        out.extend_from_slice(&h.finalize());
        i += 1;
    }
    out
}

/// A WASI context with no capabilities: no preopens, env, args or sockets; frozen clocks;
/// deterministic randomness; stdout/stderr discarded (verdicts never travel through them).
pub(crate) fn locked_down_wasi(stdin: Vec<u8>) -> WasiP1Ctx {
    let mut b = WasiCtxBuilder::new();
    b.stdin(MemoryInputPipe::new(stdin))
        .stdout(SinkOutputStream)
        .stderr(SinkOutputStream)
        .wall_clock(FrozenWallClock)
        .monotonic_clock(FrozenMonotonicClock)
        .secure_random(wasmtime_wasi::Deterministic::new(SECURE_BYTES.clone()))
        .insecure_random(wasmtime_wasi::Deterministic::new(INSECURE_BYTES.clone()))
        .insecure_random_seed(0)
        .allow_tcp(false)
        .allow_udp(false)
        .allow_ip_name_lookup(false);
    b.build_p1()
}
