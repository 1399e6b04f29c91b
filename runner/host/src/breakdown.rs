//! `bench exec`'s breakdown: where one suite's time goes in the sandbox, phase by phase, with
//! this thread's CPU time and page faults (`getrusage(RUSAGE_THREAD)`) at every boundary.
//!
//! Phases of a suite run as `run_suite` runs it (a fresh instance from a pooled slot):
//! `store` (the WASI context and the store), `instantiate` (a slot whose memory holds the
//! snapshot), `request` (the guest reads and parses the request and compiles the snippet, up to
//! `begin_test(0)`), `tests` (from `begin_test(0)` to the last `report`: per test the reset,
//! the snippet's body, the test's compile and run), `return` (after the last report) and
//! `reset` (dropping the store: Wasmtime resets the slot's memory to the snapshot, copying back
//! the dirty pages it finds and decommitting the rest).
//!
//! The warm pass runs each suite a second time in the same instance (a new request on stdin,
//! `run` called again): the difference to the cold pass is what a cold instance costs beyond
//! wasm speed (the pages a fresh slot faults in again, the interpreter's caches).

use crate::imports::StoreState;
use crate::sandbox::{checked, suite_request};
use crate::timing::{thread_usage, Usage};
use crate::wasi::locked_down_wasi;
use crate::Sandbox;
use anyhow::Result;
use wasmtime::{Store, TypedFunc};

/// The phases of one suite (totals over the suites measured).
#[derive(Clone, Copy, Debug, Default)]
pub struct Phases {
    pub store: Usage,
    pub instantiate: Usage,
    pub request: Usage,
    pub tests: Usage,
    pub ret: Usage,
    pub reset: Usage,
}

impl Phases {
    /// The phases in order, named.
    pub fn named(&self) -> [(&'static str, Usage); 6] {
        [
            ("store (WASI context, store)", self.store),
            ("instantiate (pooled slot)", self.instantiate),
            ("request read + snippet compiled", self.request),
            ("tests (reset, snippet body, test compile + run)", self.tests),
            ("return from `run`", self.ret),
            ("reset (store dropped: slot memory reset)", self.reset),
        ]
    }

    pub fn total(&self) -> Usage {
        let mut t = Usage::default();
        for (_, u) in self.named() {
            t += u;
        }
        t
    }
}

/// Cold and warm phases over `suites` suites.
#[derive(Clone, Debug)]
pub struct Breakdown {
    pub suites: usize,
    pub tests: usize,
    /// Each suite in a fresh instance, as `run_suite` runs it.
    pub cold: Phases,
    /// Each suite a second time in the instance that ran it once (`store`, `instantiate` and
    /// `reset` are not part of it).
    pub warm: Phases,
    /// Bytes the pool keeps resident in its unused warm slots after the cold pass (Wasmtime's
    /// pooling metrics), and the number of such slots.
    pub resident_bytes: usize,
    pub warm_slots: u32,
}

/// Split the request/tests/return phases of one `run` call at the marks the imports recorded.
fn split_run(
    store: &mut Store<StoreState>,
    run: &TypedFunc<(), ()>,
    into: &mut Phases,
    n_tests: usize,
) -> Result<()> {
    store.data_mut().marks = Some(Vec::with_capacity(2 * n_tests));
    let start = thread_usage();
    let result = crate::backstop::call(&mut *store, run);
    let end = thread_usage();
    checked(store)?;
    result.map_err(|e| anyhow::anyhow!("breakdown suite trapped: {e:#}"))?;
    let marks = store.data_mut().marks.take().unwrap_or_default();
    let (Some(first), Some(last)) = (marks.first(), marks.last()) else {
        anyhow::bail!("breakdown suite reported no test");
    };
    anyhow::ensure!(
        store.data().outcomes.iter().all(|o| o.as_ref().is_some_and(|o| o.is_pass())),
        "breakdown suite did not pass: {:?}",
        store.data().outcomes
    );
    into.request += *first - start;
    into.tests += *last - *first;
    into.ret += end - *last;
    Ok(())
}

impl Sandbox {
    /// The breakdown of `suites` (each must pass) under this sandbox's limits.
    pub fn breakdown(&self, suites: &[(String, Vec<String>)]) -> Result<Breakdown> {
        let limits = self.config().limits;
        let mut cold = Phases::default();
        let mut warm = Phases::default();
        for (code, tests) in suites {
            let n = tests.len();
            let request = suite_request(code, tests, 0, n)?;
            let t0 = thread_usage();
            let mut store = self.new_store(request.clone(), n, &limits, u64::MAX)?;
            let t1 = thread_usage();
            let slot = self.gate.acquire();
            let run = self.instantiate(&mut store)?;
            let t2 = thread_usage();
            split_run(&mut store, &run, &mut cold, n)?;
            let t3 = thread_usage();
            drop(store);
            let t4 = thread_usage();
            drop(slot);
            cold.store += t1 - t0;
            cold.instantiate += t2 - t1;
            cold.reset += t4 - t3;
        }
        let metrics = self.engine.pooling_allocator_metrics();
        let resident_bytes = metrics.as_ref().map_or(0, |m| m.unused_memory_bytes_resident());
        let warm_slots = metrics.as_ref().map_or(0, |m| m.unused_warm_memories());
        for (code, tests) in suites {
            let n = tests.len();
            let request = suite_request(code, tests, 0, n)?;
            let mut store = self.new_store(request.clone(), n, &limits, u64::MAX)?;
            let _slot = self.gate.acquire();
            let run = self.instantiate(&mut store)?;
            split_run(&mut store, &run, &mut Phases::default(), n)?;
            // The same suite again in the same instance: a new stdin, fresh protocol state.
            let d = store.data_mut();
            d.wasi = locked_down_wasi(request);
            d.outcomes = vec![None; n];
            d.fuel_used = vec![0; n];
            split_run(&mut store, &run, &mut warm, n)?;
        }
        Ok(Breakdown {
            suites: suites.len(),
            tests: suites.iter().map(|s| s.1.len()).sum(),
            cold,
            warm,
            resident_bytes,
            warm_slots,
        })
    }
}
