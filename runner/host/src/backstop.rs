//! The wall-clock backstop, without compiled epoch checks.
//!
//! Fuel decides every timeout (deterministic); the backstop only turns a run that has gone on
//! for longer than its wall-clock allowance into `TIMEOUT` — a host fault or a machine stalled far
//! beyond [`crate::BACKSTOP_FUEL_PER_SEC`], never load. Wasmtime's epoch interruption did this
//! with a check compiled into every function entry and loop header, which cost 4–10 % of the
//! sandbox's time (README "Measured figures"). Here the fuel counter that is already there does
//! it: the store yields every [`YIELD_FUEL`] units of fuel
//! ([`wasmtime::Store::fuel_async_yield_interval`]; no extra compiled code, the yield is taken
//! in the out-of-fuel path), the guest runs as a future ([`wasmtime::TypedFunc::call_async`]
//! on one of the pool's fiber stacks) and [`call`] polls it, checking the deadline at every
//! yield. Past the deadline the future is dropped (Wasmtime unwinds the fiber) and the call
//! returns [`wasmtime::Trap::Interrupt`], which the sandbox classifies as `TIMEOUT` as it did the
//! epoch trap. Fuel is counted by the same instrumentation as before: outcomes and fuel figures
//! do not change.
//!
//! The latency of the backstop is the time between two yields: [`YIELD_FUEL`] is ≈ 0.3 ms of
//! interpretation at the measured 3.8·10⁹ fuel/s, 10 ms at the assumed slowest rate; bulk memory
//! operations are charged per byte, so no single instruction runs long on little fuel.
//! A yield costs one poll and two fiber switches.

use crate::imports::StoreState;
use std::future::Future;
use std::pin::{pin, Pin};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::task::{Context, Poll};
use std::time::{Duration, Instant};
use wasmtime::{Store, Trap, TypedFunc};

/// Fuel between two deadline checks.
pub(crate) const YIELD_FUEL: u64 = 1_000_000;

/// A store's wall-clock deadline, shared by the store (the `begin_test` import moves it) and the
/// future that polls the guest's call.
#[derive(Clone, Debug)]
pub(crate) struct Deadline {
    origin: Instant,
    allowance: Duration,
    /// Nanoseconds after `origin`.
    at: Arc<AtomicU64>,
}

impl Deadline {
    /// A deadline `allowance` from now.
    pub(crate) fn new(allowance: Duration) -> Deadline {
        let d = Deadline { origin: Instant::now(), allowance, at: Arc::new(AtomicU64::new(0)) };
        d.restart();
        d
    }

    /// Move the deadline to `allowance` from now (a new test starts).
    pub(crate) fn restart(&self) {
        let at = self.origin.elapsed().saturating_add(self.allowance);
        self.at.store(u64::try_from(at.as_nanos()).unwrap_or(u64::MAX), Ordering::Relaxed);
    }

    fn passed(&self) -> bool {
        u64::try_from(self.origin.elapsed().as_nanos()).unwrap_or(u64::MAX) >= self.at.load(Ordering::Relaxed)
    }
}

/// Call `func` in `store` (whose fuel yields every [`YIELD_FUEL`]), stopping it with
/// [`Trap::Interrupt`] at the first yield after the store's deadline has passed.
pub(crate) fn call(store: &mut Store<StoreState>, func: &TypedFunc<(), ()>) -> wasmtime::Result<()> {
    let deadline = store.data().deadline.clone();
    let call = pin!(func.call_async(store, ()));
    pollster::block_on(Backstop { call, deadline: &deadline, started: false })
}

struct Backstop<'a, F> {
    call: Pin<&'a mut F>,
    deadline: &'a Deadline,
    /// The first poll starts the call; every later one follows a yield.
    started: bool,
}

impl<F: Future<Output = wasmtime::Result<()>>> Future for Backstop<'_, F> {
    type Output = wasmtime::Result<()>;

    fn poll(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Self::Output> {
        if self.started && self.deadline.passed() {
            return Poll::Ready(Err(Trap::Interrupt.into()));
        }
        self.started = true;
        self.call.as_mut().poll(cx)
    }
}
