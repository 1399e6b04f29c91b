//! The Wasmtime engine of a [`crate::Sandbox`]: its configuration (fuel, stack, the pooling
//! instance allocator) and the gate that bounds live instances to the pool's slots.

use crate::SandboxConfig;
use std::sync::{Condvar, Mutex};

/// Fuel metering on, epoch interruption off (the wall-clock backstop rides on fuel yields, see
/// [`crate::backstop`]); the guest runs on a fiber stack of `wasm_stack` plus room for the host's
/// frames, and wasm may use `wasm_stack` of it.
pub(crate) fn engine_config(config: &SandboxConfig) -> wasmtime::Config {
    let mut c = wasmtime::Config::new();
    c.consume_fuel(true);
    c.async_stack_size(config.wasm_stack + (2 << 20));
    c.max_wasm_stack(config.wasm_stack);
    c.cranelift_opt_level(wasmtime::OptLevel::Speed);
    c
}

/// Linear memory kept mapped and reset in place (only the pages a suite wrote are copied back
/// from the snapshot) when an instance slot is recycled; beyond it pages are decommitted.
pub const KEEP_RESIDENT: usize = 64 << 20;

/// Instance slots of the pooling allocator: more than the threads that normally run suites;
/// [`SlotGate`] makes extra callers wait instead of failing.
pub(crate) fn pool_slots() -> u32 {
    let cores = std::thread::available_parallelism().map(|n| n.get()).unwrap_or(1);
    (cores * 2 + 2).clamp(4, 256) as u32
}

/// The runtime engine: [`engine_config`] (which decides the compiled code) plus the pooling
/// instance allocator, so that starting a suite reuses a warm slot whose memory already holds the
/// pre-initialised snapshot (copy-on-write image, dirty pages reset in place) instead of mapping,
/// faulting in and unmapping a fresh 4 GiB reservation every time.
pub(crate) fn runtime_engine_config(config: &SandboxConfig, slots: u32) -> wasmtime::Config {
    let mut c = engine_config(config);
    if !config.pooling {
        return c;
    }
    let mut pool = wasmtime::PoolingAllocationConfig::new();
    let max_memory =
        usize::try_from(config.limits.memory_mib).unwrap_or(usize::MAX / 2).saturating_mul(1 << 20);
    pool.total_core_instances(slots)
        .total_memories(slots)
        .total_tables(slots)
        .total_stacks(slots)
        .total_component_instances(0)
        .max_memory_size(max_memory.clamp(64 << 10, 4 << 30))
        .table_elements(TABLE_LIMIT)
        .max_core_instance_size(4 << 20)
        .linear_memory_keep_resident(config.keep_resident)
        .table_keep_resident(1 << 20)
        .pagemap_scan(wasmtime::Enabled::Auto)
        .max_unused_warm_slots(slots);
    c.allocation_strategy(wasmtime::InstanceAllocationStrategy::Pooling(pool));
    c
}

/// Most table elements a guest may grow to (the limiter refuses beyond).
pub(crate) const TABLE_LIMIT: usize = 1_000_000;

/// Bounds the instances alive at once to the pool's slots: a caller beyond it waits.
pub(crate) struct SlotGate {
    free: Mutex<u32>,
    cv: Condvar,
}

impl SlotGate {
    pub(crate) fn new(slots: u32) -> SlotGate {
        SlotGate { free: Mutex::new(slots), cv: Condvar::new() }
    }

    pub(crate) fn acquire(&self) -> SlotPermit<'_> {
        let mut free = self.free.lock().unwrap_or_else(|e| e.into_inner());
        while *free == 0 {
            free = self.cv.wait(free).unwrap_or_else(|e| e.into_inner());
        }
        *free -= 1;
        SlotPermit(self)
    }
}

pub(crate) struct SlotPermit<'a>(&'a SlotGate);
impl Drop for SlotPermit<'_> {
    fn drop(&mut self) {
        *self.0.free.lock().unwrap_or_else(|e| e.into_inner()) += 1;
        self.0.cv.notify_one();
    }
}
