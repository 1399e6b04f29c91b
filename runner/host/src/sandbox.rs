//! [`Sandbox`]: the compiled, pre-initialised guest and the run paths (a suite, a program),
//! each in a fresh instance of a pooled slot.

use crate::backstop::{self, Deadline, YIELD_FUEL};
use crate::config::{load_guest, GuestSource, RunLimits, SandboxConfig, BACKSTOP_FUEL_PER_SEC};
use crate::engine::{pool_slots, runtime_engine_config, SlotGate};
use crate::imports::{linker, Limits, StoreState};
use crate::module_cache;
use crate::wasi::locked_down_wasi;
use anyhow::{bail, Context, Result};
use execretrieval_core::api::{ProgramRun, ProgramStatus};
use execretrieval_core::guest::GuestRequest;
use execretrieval_core::outcome::Outcome;
use std::path::Path;
use std::time::Duration;
use wasmtime::{Engine, InstancePre, Module, Store, Trap, TypedFunc};

/// The sandbox: engine, pre-initialised compiled guest, linker. Cheap to share across threads.
pub struct Sandbox {
    pub(crate) engine: Engine,
    pre: InstancePre<StoreState>,
    config: SandboxConfig,
    guest_sha256: String,
    /// `config.fingerprint(guest_sha256)`, computed once (it keys every cache lookup).
    fingerprint: String,
    pub(crate) gate: SlotGate,
}

/// What happened to one suite, with its outcomes in test order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SuiteResult {
    pub outcomes: Vec<Outcome>,
    /// Fuel each test consumed (its whole budget for a TIMEOUT).
    pub fuel_used: Vec<u64>,
    /// Instances created (1 unless a trap or `per_test_instance` forced more).
    pub instances: usize,
    /// A test was stopped by the wall-clock backstop (a host stall, not a fact about the code:
    /// its TIMEOUT must not be cached).
    pub backstopped: bool,
}

/// What one instance reported, and how it ended.
struct InstanceRun {
    /// Outcomes and fuel reported by `report`, by test index.
    reported: Vec<Option<Outcome>>,
    used: Vec<u64>,
    /// The outcome the trap stands for, if the instance trapped, and the fuel the trapped test used.
    trap: Option<Outcome>,
    trapped_used: u64,
    /// What is left of the suite's budget.
    suite_left: u64,
    /// The trap was the wall-clock backstop's.
    backstopped: bool,
}

impl SuiteResult {
    pub fn passed(&self) -> bool {
        !self.outcomes.is_empty() && self.outcomes.iter().all(Outcome::is_pass)
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
        let pre = linker(&engine)?.instantiate_pre(&module)?;
        let fingerprint = config.fingerprint(&guest_sha256);
        let gate = SlotGate::new(slots);
        Ok(Sandbox { engine, pre, config, guest_sha256, fingerprint, gate })
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
        self.config.fingerprint_for(limits, &self.guest_sha256)
    }

    /// Run `code` + each test (fresh namespace per test) and classify every outcome.
    pub fn run_suite(&self, code: &str, tests: &[String]) -> SuiteResult {
        self.run_suite_with(code, tests, &self.config.limits)
    }

    /// [`Sandbox::run_suite`] under other limits (memory above the configuration's is capped to it).
    pub fn run_suite_with(&self, code: &str, tests: &[String], limits: &RunLimits) -> SuiteResult {
        let n = tests.len();
        let mut outcomes: Vec<Option<Outcome>> = vec![None; n];
        let mut fuel_used = vec![0u64; n];
        let mut suite_left = limits.suite_fuel.unwrap_or(u64::MAX);
        let mut instances = 0;
        let mut backstopped = false;
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
                Ok(InstanceRun { reported, used, trap, trapped_used, suite_left: left, backstopped: b }) => {
                    suite_left = left;
                    backstopped |= b;
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
            backstopped,
        }
    }

    /// Run `code` as a program (see `execretrieval_harness::Harness::run_program`) in a fresh
    /// instance with one fuel budget; returns the run, the fuel it used and whether the
    /// wall-clock backstop stopped it (then its TIMEOUT is a host stall: do not cache it). An
    /// error is a host fault (never a fact about the program: do not cache it either).
    pub fn run_program(
        &self,
        code: &str,
        stdin: &str,
        argv: &[String],
        limits: &RunLimits,
    ) -> Result<(ProgramRun, u64, bool)> {
        let request = serde_json::to_vec(&GuestRequest::Program {
            code: code.into(),
            stdin: stdin.into(),
            argv: argv.iter().map(|a| a.as_str().into()).collect(),
            output_limit: limits.output_bytes,
        })?;
        let out_max = usize::try_from(limits.output_bytes).unwrap_or(usize::MAX / 16);
        let (mut store, result, left) = self.instantiate_and_run(request, 1, limits, u64::MAX, |d| {
            d.program_result_max = out_max.saturating_mul(12).saturating_add(1 << 20);
        })?;
        let data = store.data_mut();
        if let Some(run) = data.program.take() {
            return Ok((run, data.fuel_used[0], false));
        }
        let used = data.budget.saturating_sub(left);
        let backstopped = result.as_ref().is_err_and(is_backstop);
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
        Ok((run, used, backstopped))
    }

    /// One instance running tests `start..end`.
    fn run_instance(
        &self,
        code: &str,
        tests: &[String],
        start: usize,
        end: usize,
        limits: &RunLimits,
        suite_left: u64,
    ) -> Result<InstanceRun> {
        let request = suite_request(code, tests, start, end)?;
        let (mut store, result, left) = self.instantiate_and_run(request, end, limits, suite_left, |_| {})?;
        let data = store.data_mut();
        let reported = std::mem::take(&mut data.outcomes);
        let used = std::mem::take(&mut data.fuel_used);
        let backstopped = result.as_ref().is_err_and(is_backstop);
        let (trap, trapped_used) = match result {
            Ok(()) => (None, 0),
            Err(e) => (Some(classify_trap(&e, data.limits.denied)), data.budget.saturating_sub(left)),
        };
        Ok(InstanceRun { reported, used, trap, trapped_used, suite_left: data.suite_fuel_left, backstopped })
    }

    /// A fresh instance (in a pool slot) fed `request` on stdin, its `run` export called.
    /// Returns the store (what the imports recorded), the call's result and the fuel left; an
    /// error if the guest rejected the request or broke the protocol.
    fn instantiate_and_run(
        &self,
        request: Vec<u8>,
        n_tests: usize,
        limits: &RunLimits,
        suite_left: u64,
        setup: impl FnOnce(&mut StoreState),
    ) -> Result<(Store<StoreState>, wasmtime::Result<()>, u64)> {
        let mut store = self.new_store(request, n_tests, limits, suite_left)?;
        setup(store.data_mut());
        let _slot = self.gate.acquire();
        let run = self.instantiate(&mut store)?;
        let result = backstop::call(&mut store, &run);
        let left = checked(&mut store)?;
        Ok((store, result, left))
    }

    /// A store fed `request` on stdin, with the limits of `limits` and `suite_left` fuel left
    /// of the suite's budget.
    pub(crate) fn new_store(
        &self,
        request: Vec<u8>,
        n_tests: usize,
        limits: &RunLimits,
        suite_left: u64,
    ) -> Result<Store<StoreState>> {
        let backstop = self.config.backstop.max(Duration::from_secs(limits.fuel / BACKSTOP_FUEL_PER_SEC));
        let memory_mib = limits.memory_mib.min(self.config.limits.memory_mib);
        let state = StoreState {
            wasi: locked_down_wasi(request),
            limits: Limits { max_bytes: (memory_mib as usize) << 20, denied: false },
            outcomes: vec![None; n_tests],
            fuel_used: vec![0; n_tests],
            fuel_per_test: limits.fuel,
            suite_fuel_left: suite_left,
            budget: limits.fuel,
            deadline: Deadline::new(backstop),
            bad_request: None,
            protocol_error: None,
            program: None,
            program_result_max: 0,
            marks: None,
        };
        let mut store = Store::new(&self.engine, state);
        store.limiter(|s| &mut s.limits);
        store.set_fuel(limits.fuel)?;
        store.fuel_async_yield_interval(Some(YIELD_FUEL))?;
        Ok(store)
    }

    /// The guest instantiated in `store` (a pool slot); its `run` export.
    pub(crate) fn instantiate(&self, store: &mut Store<StoreState>) -> Result<TypedFunc<(), ()>> {
        // Async, as the store's fuel yields require (it runs no guest code: the guest has no
        // start function, and Wizer's snapshot is its initialised state).
        let instance = pollster::block_on(self.pre.instantiate_async(&mut *store))
            .map_err(anyhow::Error::from)
            .context("instantiating the sandbox guest")?;
        instance
            .get_typed_func::<(), ()>(&mut *store, "run")
            .map_err(anyhow::Error::from)
            .context("guest has no `run` export")
    }
}

/// The fuel left in `store` after a run, or an error if the guest rejected the request or broke
/// the protocol.
pub(crate) fn checked(store: &mut Store<StoreState>) -> Result<u64> {
    let left = store.get_fuel().unwrap_or(0);
    let data = store.data_mut();
    if let Some(msg) = data.bad_request.take() {
        bail!("the guest rejected the request: {msg}");
    }
    if let Some(msg) = data.protocol_error.take() {
        bail!("guest protocol error: {msg}");
    }
    Ok(left)
}

/// The request of tests `start..end` of a suite (the guest reads it on stdin).
pub(crate) fn suite_request(code: &str, tests: &[String], start: usize, end: usize) -> Result<Vec<u8>> {
    Ok(serde_json::to_vec(&GuestRequest::Suite {
        code: code.into(),
        tests: tests[..end].iter().map(|t| t.as_str().into()).collect(),
        start,
    })?)
}

/// The run was stopped by the wall-clock backstop ([`backstop::call`]).
fn is_backstop(e: &wasmtime::Error) -> bool {
    matches!(e.downcast_ref::<Trap>(), Some(Trap::Interrupt))
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
