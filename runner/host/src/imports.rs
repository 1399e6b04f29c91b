//! The host side of the guest protocol: each store's state and the `execretrieval` imports the
//! guest calls (`begin_test`, `report`, `bad_request`, `program_result`), plus WASI with
//! `poll_oneoff` refused.

use crate::backstop::Deadline;
use crate::engine::TABLE_LIMIT;
use crate::timing::{thread_usage, Usage};
use execretrieval_core::api::ProgramRun;
use execretrieval_core::outcome::Outcome;
use wasmtime::{Caller, Engine, Linker, ResourceLimiter};
use wasmtime_wasi::p1::WasiP1Ctx;

/// Per-store limiter: caps linear memory and remembers whether a grow was refused, so that the
/// aborting-allocation trap that follows becomes `ERROR: MemoryError`.
pub(crate) struct Limits {
    pub(crate) max_bytes: usize,
    pub(crate) denied: bool,
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

pub(crate) struct StoreState {
    pub(crate) wasi: WasiP1Ctx,
    pub(crate) limits: Limits,
    pub(crate) outcomes: Vec<Option<Outcome>>,
    pub(crate) fuel_used: Vec<u64>,
    pub(crate) fuel_per_test: u64,
    /// What is left of the suite's budget (`u64::MAX`: none).
    pub(crate) suite_fuel_left: u64,
    /// Budget given to the running test (by `begin_test`).
    pub(crate) budget: u64,
    /// The wall-clock backstop's deadline; `begin_test` restarts it.
    pub(crate) deadline: Deadline,
    pub(crate) bad_request: Option<String>,
    pub(crate) protocol_error: Option<String>,
    pub(crate) program: Option<ProgramRun>,
    /// Longest `program_result` accepted, bytes.
    pub(crate) program_result_max: usize,
    /// `bench exec --breakdown` only: this thread's usage at every `begin_test` and `report`.
    pub(crate) marks: Option<Vec<Usage>>,
}

impl StoreState {
    fn mark(&mut self) {
        if let Some(m) = &mut self.marks {
            m.push(thread_usage());
        }
    }
}

/// The linker every instance is created from: WASI preview 1 (with `poll_oneoff` refused) and
/// the `execretrieval` imports.
pub(crate) fn linker(engine: &Engine) -> wasmtime::Result<Linker<StoreState>> {
    let mut linker: Linker<StoreState> = Linker::new(engine);
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
            caller.data_mut().mark();
            let fuel = {
                let d = caller.data();
                d.fuel_per_test.min(d.suite_fuel_left)
            };
            if index as usize >= caller.data().outcomes.len() {
                caller.data_mut().protocol_error = Some(format!("begin_test({index}) out of range"));
                wasmtime::bail!("guest protocol error");
            }
            caller.data_mut().budget = fuel;
            caller.set_fuel(fuel)?;
            caller.data().deadline.restart();
            Ok(())
        },
    )?;
    linker.func_wrap(
        "execretrieval",
        "report",
        |mut caller: Caller<'_, StoreState>, index: u32, ptr: u32, len: u32| -> wasmtime::Result<()> {
            caller.data_mut().mark();
            let text = read_guest_str(&mut caller, ptr, len, 1 << 20)?;
            let outcome: Outcome = text.parse().map_err(|e| wasmtime::format_err!("guest reported {e}"))?;
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
    Ok(linker)
}

pub(crate) fn read_guest_str(
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
