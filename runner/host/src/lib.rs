//! The Wasmtime embedder of the sandbox oracle.
//!
//! * One [`wasmtime::Engine`] per [`Sandbox`] (fuel metering, epoch backstop, large wasm stack).
//! * The guest (`runner/guest`) is pre-initialised once with Wizer (the interpreter start-up is
//!   snapshotted) and compiled once by Cranelift; the compiled module is cached on disk under a
//!   key made of the wasmtime version, the engine flags and the guest's sha256
//!   (see [`module_cache`]). Loading it again is an mmap.
//! * A fresh [`wasmtime::Store`] per suite (or per test with `per_test_instance`), with a memory
//!   cap, no preopened directories, no environment, no arguments, no network, a frozen clock and
//!   deterministic randomness.
//! * The fuel budget is **per test**: the guest calls `begin_test(i)` and the host refills it,
//!   to at most what is left of the optional budget of the whole suite; the fuel each test used
//!   is reported beside its outcome.
//! * A program run (`run_program`) is one instance with one budget; the guest reports its
//!   [`ProgramRun`] through `program_result`. A trap ends it with the host's classification and
//!   without its output.
//! * Every trap becomes a categorised outcome of the test that was running; the suite then goes
//!   on from the next test in a new instance. The host never panics on guest behaviour.

pub mod bench;
pub mod cache;
pub mod cache_postgres;
pub mod module_cache;
pub mod options;
pub mod oracle;
pub mod reference;
pub mod timing;

use anyhow::{bail, Context, Result};
use execretrieval_core::api::{ProgramRun, ProgramStatus};
use execretrieval_core::outcome::Outcome;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Condvar, LazyLock, Mutex};
use std::time::Duration;
use wasmtime::{AsContextMut, Caller, Engine, InstancePre, Linker, Module, ResourceLimiter, Store, Trap};
use wasmtime_wasi::p1::WasiP1Ctx;
use wasmtime_wasi::p2::pipe::{MemoryInputPipe, SinkOutputStream};
use wasmtime_wasi::{HostMonotonicClock, HostWallClock, WasiCtxBuilder};

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
/// Native stack of every thread that runs the sandbox: wasm code runs on the calling thread's
/// stack, so it must exceed the wasm stack limit with room for the host's own frames.
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
const EPOCH_TICK: Duration = Duration::from_millis(10);

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
        }
    }
}

impl SandboxConfig {
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
        bail!(
            "this binary was built without the sandbox guest: build it with \
             `cargo build --profile guest --ignore-rust-version -p execretrieval-guest --target wasm32-wasip1` \
             and rebuild, or point EXECRETRIEVAL_GUEST_WASM at execretrieval-guest.wasm"
        )
    }
}

/// Per-store limiter: caps linear memory and remembers whether a grow was refused, so that the
/// aborting-allocation trap that follows becomes `ERROR: MemoryError`.
struct Limits {
    max_bytes: usize,
    denied: bool,
}

impl ResourceLimiter for Limits {
    fn memory_growing(
        &mut self,
        _current: usize,
        desired: usize,
        _max: Option<usize>,
    ) -> wasmtime::Result<bool> {
        if desired > self.max_bytes {
            self.denied = true;
            return Ok(false);
        }
        Ok(true)
    }
    fn table_growing(
        &mut self,
        _current: usize,
        desired: usize,
        _max: Option<usize>,
    ) -> wasmtime::Result<bool> {
        if desired > TABLE_LIMIT {
            self.denied = true;
            return Ok(false);
        }
        Ok(true)
    }
}

struct StoreState {
    wasi: WasiP1Ctx,
    limits: Limits,
    outcomes: Vec<Option<Outcome>>,
    fuel_used: Vec<u64>,
    fuel_per_test: u64,
    /// What is left of the suite's budget (`u64::MAX`: none).
    suite_fuel_left: u64,
    /// Budget given to the running test (by `begin_test`).
    budget: u64,
    backstop_ticks: u64,
    bad_request: Option<String>,
    protocol_error: Option<String>,
    program: Option<ProgramRun>,
    /// Longest `program_result` accepted, bytes.
    program_result_max: usize,
}

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

/// The sandbox: engine, pre-initialised compiled guest, linker. Cheap to share across threads.
pub struct Sandbox {
    engine: Engine,
    pre: InstancePre<StoreState>,
    config: SandboxConfig,
    guest_sha256: String,
    /// `config.fingerprint(guest_sha256)`, computed once (it keys every cache lookup).
    fingerprint: String,
    gate: SlotGate,
    _ticker: Arc<Ticker>,
}

struct Ticker {
    stop: Arc<AtomicBool>,
}
impl Drop for Ticker {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

/// What happened to one suite, with its outcomes in test order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SuiteResult {
    pub outcomes: Vec<Outcome>,
    /// Fuel each test consumed (its whole budget for a TIMEOUT).
    pub fuel_used: Vec<u64>,
    /// Instances created (1 unless a trap or `per_test_instance` forced more).
    pub instances: usize,
}

impl SuiteResult {
    pub fn passed(&self) -> bool {
        !self.outcomes.is_empty() && self.outcomes.iter().all(Outcome::is_pass)
    }
}

pub(crate) fn engine_config(config: &SandboxConfig) -> wasmtime::Config {
    let mut c = wasmtime::Config::new();
    c.consume_fuel(true);
    c.epoch_interruption(true);
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
fn pool_slots() -> u32 {
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
    let max_memory = usize::try_from(config.memory_mib).unwrap_or(usize::MAX / 2).saturating_mul(1 << 20);
    pool.total_core_instances(slots)
        .total_memories(slots)
        .total_tables(slots)
        .total_stacks(slots)
        .total_component_instances(0)
        .max_memory_size(max_memory.clamp(64 << 10, 4 << 30))
        .table_elements(TABLE_LIMIT)
        .max_core_instance_size(4 << 20)
        .linear_memory_keep_resident(KEEP_RESIDENT)
        .table_keep_resident(1 << 20)
        .pagemap_scan(wasmtime::Enabled::Auto)
        .max_unused_warm_slots(slots);
    c.allocation_strategy(wasmtime::InstanceAllocationStrategy::Pooling(pool));
    c
}

/// Most table elements a guest may grow to (the limiter refuses beyond).
const TABLE_LIMIT: usize = 1_000_000;

/// Bounds the instances alive at once to the pool's slots: a caller beyond it waits.
struct SlotGate {
    free: Mutex<u32>,
    cv: Condvar,
}

impl SlotGate {
    fn acquire(&self) -> SlotPermit<'_> {
        let mut free = self.free.lock().unwrap_or_else(|e| e.into_inner());
        while *free == 0 {
            free = self.cv.wait(free).unwrap_or_else(|e| e.into_inner());
        }
        *free -= 1;
        SlotPermit(self)
    }
}

struct SlotPermit<'a>(&'a SlotGate);
impl Drop for SlotPermit<'_> {
    fn drop(&mut self) {
        *self.0.free.lock().unwrap_or_else(|e| e.into_inner()) += 1;
        self.0.cv.notify_one();
    }
}

impl Sandbox {
    /// Build the sandbox, creating or reusing the precompiled module under `cache_dir`.
    pub fn new(config: SandboxConfig, guest: &GuestSource, cache_dir: &Path) -> Result<Sandbox> {
        let guest_bytes = load_guest(guest)?;
        let slots = pool_slots();
        let engine = Engine::new(&runtime_engine_config(&config, slots))?;
        let (module, guest_sha256) = module_cache::load_or_build(&engine, &config, &guest_bytes, cache_dir)?;
        Self::from_module(engine, module, config, guest_sha256, slots)
    }

    fn from_module(
        engine: Engine,
        module: Module,
        config: SandboxConfig,
        guest_sha256: String,
        slots: u32,
    ) -> Result<Sandbox> {
        let mut linker: Linker<StoreState> = Linker::new(&engine);
        wasmtime_wasi::p1::add_to_linker_sync(&mut linker, |s: &mut StoreState| &mut s.wasi)?;
        linker.allow_shadowing(true);
        // time.sleep / select would block the host thread in real time: refuse them (ENOTSUP).
        linker.func_wrap(
            "wasi_snapshot_preview1",
            "poll_oneoff",
            |_: Caller<'_, StoreState>, _: i32, _: i32, _: i32, _: i32| -> i32 { 58 },
        )?;
        linker.allow_shadowing(false);
        linker.func_wrap(
            "execretrieval",
            "begin_test",
            |mut caller: Caller<'_, StoreState>, index: u32| -> wasmtime::Result<()> {
                let (fuel, ticks) = {
                    let d = caller.data();
                    (d.fuel_per_test.min(d.suite_fuel_left), d.backstop_ticks)
                };
                if index as usize >= caller.data().outcomes.len() {
                    caller.data_mut().protocol_error = Some(format!("begin_test({index}) out of range"));
                    wasmtime::bail!("guest protocol error");
                }
                caller.data_mut().budget = fuel;
                caller.set_fuel(fuel)?;
                caller.as_context_mut().set_epoch_deadline(ticks);
                Ok(())
            },
        )?;
        linker.func_wrap(
            "execretrieval",
            "report",
            |mut caller: Caller<'_, StoreState>, index: u32, ptr: u32, len: u32| -> wasmtime::Result<()> {
                let text = read_guest_str(&mut caller, ptr, len, 1 << 20)?;
                let outcome: Outcome =
                    text.parse().map_err(|e| wasmtime::format_err!("guest reported {e}"))?;
                let left = caller.get_fuel()?;
                let d = caller.data_mut();
                let used = d.budget.saturating_sub(left);
                match d.outcomes.get_mut(index as usize) {
                    Some(slot @ None) => {
                        *slot = Some(outcome);
                        d.fuel_used[index as usize] = used;
                        d.suite_fuel_left = d.suite_fuel_left.saturating_sub(used);
                    }
                    _ => {
                        d.protocol_error = Some(format!("report({index}) out of range or repeated"));
                        wasmtime::bail!("guest protocol error");
                    }
                }
                Ok(())
            },
        )?;
        linker.func_wrap(
            "execretrieval",
            "bad_request",
            |mut caller: Caller<'_, StoreState>, ptr: u32, len: u32| -> wasmtime::Result<()> {
                let text = read_guest_str(&mut caller, ptr, len, 1 << 20)?;
                caller.data_mut().bad_request = Some(text);
                Ok(())
            },
        )?;
        linker.func_wrap(
            "execretrieval",
            "program_result",
            |mut caller: Caller<'_, StoreState>, ptr: u32, len: u32| -> wasmtime::Result<()> {
                let max = caller.data().program_result_max;
                let text = read_guest_str(&mut caller, ptr, len, max)?;
                let run: ProgramRun = match serde_json::from_str(&text) {
                    Ok(r) => r,
                    Err(e) => {
                        caller.data_mut().protocol_error = Some(format!("program_result: {e}"));
                        wasmtime::bail!("guest protocol error");
                    }
                };
                let left = caller.get_fuel()?;
                let d = caller.data_mut();
                if d.program.is_some() {
                    d.protocol_error = Some("program_result repeated".into());
                    wasmtime::bail!("guest protocol error");
                }
                d.fuel_used[0] = d.budget.saturating_sub(left);
                d.program = Some(run);
                Ok(())
            },
        )?;
        let pre = linker.instantiate_pre(&module)?;
        let stop = Arc::new(AtomicBool::new(false));
        {
            let engine = engine.clone();
            let stop = stop.clone();
            std::thread::Builder::new().name("sandbox-epoch".into()).spawn(move || {
                while !stop.load(Ordering::Relaxed) {
                    std::thread::sleep(EPOCH_TICK);
                    engine.increment_epoch();
                }
            })?;
        }
        let fingerprint = config.fingerprint(&guest_sha256);
        let gate = SlotGate { free: Mutex::new(slots), cv: Condvar::new() };
        Ok(Sandbox {
            engine,
            pre,
            config,
            guest_sha256,
            fingerprint,
            gate,
            _ticker: Arc::new(Ticker { stop }),
        })
    }

    pub fn config(&self) -> &SandboxConfig {
        &self.config
    }

    /// sha256 of the guest wasm (before pre-initialisation).
    pub fn guest_sha256(&self) -> &str {
        &self.guest_sha256
    }

    /// Identifies every setting an outcome depends on; part of the execution-cache key.
    pub fn fingerprint(&self) -> &str {
        &self.fingerprint
    }

    /// The fingerprint of runs under `limits` (part of their cache key).
    pub fn fingerprint_for(&self, limits: &RunLimits) -> String {
        let config = SandboxConfig {
            fuel_per_test: limits.fuel,
            fuel_per_suite: limits.suite_fuel,
            memory_mib: limits.memory_mib,
            ..self.config.clone()
        };
        config.fingerprint(&self.guest_sha256)
    }

    /// Run `code` + each test (fresh namespace per test) and classify every outcome.
    pub fn run_suite(&self, code: &str, tests: &[String]) -> SuiteResult {
        self.run_suite_with(code, tests, &self.config.run_limits())
    }

    /// [`Sandbox::run_suite`] under other limits (memory above the configuration's is capped to it).
    pub fn run_suite_with(&self, code: &str, tests: &[String], limits: &RunLimits) -> SuiteResult {
        let n = tests.len();
        let mut outcomes: Vec<Option<Outcome>> = vec![None; n];
        let mut fuel_used = vec![0u64; n];
        let mut suite_left = limits.suite_fuel.unwrap_or(u64::MAX);
        let mut instances = 0;
        let mut start = 0;
        while start < n {
            if suite_left == 0 {
                // The suite's budget is spent: every later test would trap at its first instruction.
                for slot in outcomes.iter_mut().skip(start) {
                    slot.get_or_insert(Outcome::Timeout);
                }
                break;
            }
            let end = if self.config.per_test_instance { start + 1 } else { n };
            instances += 1;
            match self.run_instance(code, tests, start, end, limits, suite_left) {
                Ok((reported, trap, used, trapped_used, left)) => {
                    suite_left = left;
                    for (i, o) in reported.into_iter().enumerate() {
                        if let Some(o) = o {
                            if i >= start && i < end {
                                outcomes[i] = Some(o);
                                fuel_used[i] = used[i];
                            }
                        }
                    }
                    let next = (start..end).find(|&i| outcomes[i].is_none());
                    match (next, trap) {
                        (None, _) => start = end,
                        (Some(i), Some(t)) => {
                            outcomes[i] = Some(t);
                            fuel_used[i] = trapped_used;
                            suite_left = suite_left.saturating_sub(trapped_used);
                            start = i + 1;
                        }
                        (Some(i), None) => {
                            // The guest returned without reporting: a harness defect, not the snippet's.
                            outcomes[i] = Some(Outcome::Error("SandboxError".into()));
                            start = i + 1;
                        }
                    }
                }
                Err(e) => {
                    let o = Outcome::Error(format!("SandboxError ({e:#})").replace('\n', " "));
                    for slot in outcomes.iter_mut().skip(start) {
                        slot.get_or_insert_with(|| o.clone());
                    }
                    break;
                }
            }
        }
        SuiteResult {
            outcomes: outcomes.into_iter().map(|o| o.expect("every test decided")).collect(),
            fuel_used,
            instances,
        }
    }

    /// Run `code` as a program (see `execretrieval_harness::Harness::run_program`) in a fresh
    /// instance with one fuel budget; returns the run and the fuel it used. An error is a host
    /// fault (never a fact about the program: do not cache it).
    pub fn run_program(
        &self,
        code: &str,
        stdin: &str,
        argv: &[String],
        limits: &RunLimits,
    ) -> Result<(ProgramRun, u64)> {
        let request = serde_json::to_vec(&serde_json::json!({"program": {
            "code": code, "stdin": stdin, "argv": argv, "output_limit": limits.output_bytes}}))?;
        let out_max = usize::try_from(limits.output_bytes).unwrap_or(usize::MAX / 16);
        let (mut store, result) = self.instantiate_and_run(request, 1, limits, u64::MAX, |d| {
            d.program_result_max = out_max.saturating_mul(12).saturating_add(1 << 20);
        })?;
        let left = store.get_fuel().unwrap_or(0);
        let data = store.data_mut();
        if let Some(msg) = data.bad_request.take() {
            bail!("the guest rejected the request: {msg}");
        }
        if let Some(msg) = data.protocol_error.take() {
            bail!("guest protocol error: {msg}");
        }
        if let Some(run) = data.program.take() {
            return Ok((run, data.fuel_used[0]));
        }
        let used = data.budget.saturating_sub(left);
        let run = match result {
            Ok(()) => bail!("the guest returned without a program result"),
            Err(e) => match classify_trap(&e, data.limits.denied) {
                Outcome::Timeout => ProgramRun::trapped(ProgramStatus::Timeout, 1, None),
                Outcome::Error(t) if t == "MemoryError" => {
                    ProgramRun::trapped(ProgramStatus::Memory, 1, Some("MemoryError"))
                }
                Outcome::Error(t) if t == "SystemExit" => {
                    let code = e.downcast_ref::<wasmtime_wasi::I32Exit>().map(|x| x.0).unwrap_or(1);
                    ProgramRun::trapped(ProgramStatus::Ok, code, None)
                }
                Outcome::Error(t) => ProgramRun::trapped(ProgramStatus::Error, 1, Some(&t)),
                o => bail!("unexpected trap outcome {o}"),
            },
        };
        Ok((run, used))
    }

    /// One instance running tests `start..end`. Returns what was reported (outcomes and fuel),
    /// the outcome the trap stands for if the instance trapped and the fuel the trapped test
    /// used, and what is left of the suite's budget.
    #[expect(clippy::type_complexity, reason = "one private caller destructures the tuple at once")]
    fn run_instance(
        &self,
        code: &str,
        tests: &[String],
        start: usize,
        end: usize,
        limits: &RunLimits,
        suite_left: u64,
    ) -> Result<(Vec<Option<Outcome>>, Option<Outcome>, Vec<u64>, u64, u64)> {
        let tests_slice: Vec<&str> = tests[..end].iter().map(String::as_str).collect();
        let request =
            serde_json::to_vec(&serde_json::json!({"code": code, "tests": tests_slice, "start": start}))?;
        let (mut store, result) = self.instantiate_and_run(request, end, limits, suite_left, |_| {})?;
        let left = store.get_fuel().unwrap_or(0);
        let data = store.data_mut();
        if let Some(msg) = data.bad_request.take() {
            bail!("the guest rejected the request: {msg}");
        }
        if let Some(msg) = data.protocol_error.take() {
            bail!("guest protocol error: {msg}");
        }
        let reported = std::mem::take(&mut data.outcomes);
        let used = std::mem::take(&mut data.fuel_used);
        let (trap, trapped_used) = match result {
            Ok(()) => (None, 0),
            Err(e) => (Some(classify_trap(&e, data.limits.denied)), data.budget.saturating_sub(left)),
        };
        Ok((reported, trap, used, trapped_used, data.suite_fuel_left))
    }

    /// A fresh instance (in a pool slot) fed `request` on stdin, its `run` export called.
    fn instantiate_and_run(
        &self,
        request: Vec<u8>,
        n_tests: usize,
        limits: &RunLimits,
        suite_left: u64,
        setup: impl FnOnce(&mut StoreState),
    ) -> Result<(Store<StoreState>, wasmtime::Result<()>)> {
        let backstop = self.config.backstop.max(Duration::from_secs(limits.fuel / BACKSTOP_FUEL_PER_SEC));
        let backstop_ticks = (backstop.as_millis() / EPOCH_TICK.as_millis()).max(1) as u64;
        let memory_mib = limits.memory_mib.min(self.config.memory_mib);
        let mut state = StoreState {
            wasi: locked_down_wasi(request),
            limits: Limits { max_bytes: (memory_mib as usize) << 20, denied: false },
            outcomes: vec![None; n_tests],
            fuel_used: vec![0; n_tests],
            fuel_per_test: limits.fuel,
            suite_fuel_left: suite_left,
            budget: limits.fuel,
            backstop_ticks,
            bad_request: None,
            protocol_error: None,
            program: None,
            program_result_max: 0,
        };
        setup(&mut state);
        let _slot = self.gate.acquire();
        let mut store = Store::new(&self.engine, state);
        store.limiter(|s| &mut s.limits);
        store.set_fuel(limits.fuel)?;
        store.set_epoch_deadline(backstop_ticks);
        store.epoch_deadline_trap();
        let instance = self
            .pre
            .instantiate(&mut store)
            .map_err(anyhow::Error::from)
            .context("instantiating the sandbox guest")?;
        let run = instance
            .get_typed_func::<(), ()>(&mut store, "run")
            .map_err(anyhow::Error::from)
            .context("guest has no `run` export")?;
        let result = run.call(&mut store, ());
        Ok((store, result))
    }
}

fn read_guest_str(
    caller: &mut Caller<'_, StoreState>,
    ptr: u32,
    len: u32,
    max: usize,
) -> wasmtime::Result<String> {
    let mem = caller
        .get_export("memory")
        .and_then(|e| e.into_memory())
        .ok_or_else(|| wasmtime::format_err!("guest has no memory export"))?;
    let data = mem.data(&caller);
    let (ptr, len) = (ptr as usize, len as usize);
    if len > max {
        wasmtime::bail!("guest string too long");
    }
    let bytes =
        data.get(ptr..ptr + len).ok_or_else(|| wasmtime::format_err!("guest string out of bounds"))?;
    Ok(String::from_utf8_lossy(bytes).into_owned())
}

/// Map a trap (or a WASI exit) to the outcome of the test that was running.
fn classify_trap(e: &wasmtime::Error, memory_denied: bool) -> Outcome {
    if e.is::<wasmtime_wasi::I32Exit>() {
        return Outcome::Error("SystemExit".into());
    }
    match e.downcast_ref::<Trap>() {
        Some(Trap::OutOfFuel) | Some(Trap::Interrupt) => Outcome::Timeout,
        Some(Trap::StackOverflow) => Outcome::Error("RecursionError".into()),
        _ if memory_denied => Outcome::Error("MemoryError".into()),
        _ => Outcome::Error("SandboxTrap".into()),
    }
}

/// Default cache directory: `$EXECRETRIEVAL_CACHE_DIR`, else the user's cache dir.
pub fn default_cache_dir() -> PathBuf {
    if let Some(p) = std::env::var_os("EXECRETRIEVAL_CACHE_DIR") {
        return PathBuf::from(p);
    }
    dirs::cache_dir().unwrap_or_else(std::env::temp_dir).join("execretrieval")
}
