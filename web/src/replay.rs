//! The page side of the Python worker (`worker.js`): started lazily (or adopted from
//! `index.html`, which starts it before the app has loaded on pages that replay), one test in
//! flight at a time, each under a wall-clock budget. When the budget runs out the worker is
//! terminated and a fresh one started, and that test counts as `TIMEOUT` (flagged `wall_clock`).
//! This backstops the worker's step limit, which some loops escape (see web/worker/src/lib.rs).
//! A test that trapped the interpreter (memory cap → `ERROR: MemoryError`, native stack →
//! `ERROR: RecursionError`, classified by the worker) also gets the worker restarted, and so does
//! a worker whose memory grew past [`RESTART_MEMORY_BYTES`] before the next suite: the sandbox
//! starts every suite in fresh memory.
//!
//! A replacement does not start the interpreter again: the first worker that started from scratch
//! follows its `init` answer with a snapshot of its instance right after the start (the compiled module,
//! a copy of its linear memory, the replayer's address; see `worker.js`), which the page keeps,
//! and every later worker is started under [`RESTORE_NAME`] and restored from it: the state of the
//! first worker before its first test, the same state a fresh start reaches. A restore that fails
//! drops the snapshot, and that worker and every later one start from scratch.

use js_sys::{Object, Promise, Reflect};
use std::cell::{Cell, RefCell};
use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::JsFuture;
use web_sys::{MessageEvent, Worker, WorkerOptions, WorkerType};

/// Wall-clock budget per test once the interpreter is up, ms.
pub const TEST_BUDGET_MS: i32 = 20_000;
/// Budget for downloading and starting the interpreter, ms.
pub const INIT_BUDGET_MS: i32 = 120_000;
/// A worker whose linear memory grew past this (half the 256 MiB cap) is replaced before the next
/// suite, so that a suite never inherits a large, fragmented heap from an earlier one.
pub const RESTART_MEMORY_BYTES: f64 = (128u32 << 20) as f64;
/// Where `index.html` leaves the worker it started early.
const EARLY_WORKER: &str = "erPythonWorker";
/// The name a worker is started under when it is to be restored from the snapshot (`worker.js`).
const RESTORE_NAME: &str = "er-python-restore";

/// The worker replacements so far (this page), for verify-all's summary.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct WorkerStats {
    /// Workers terminated and replaced (wall clock, trap, memory).
    pub restarts: u32,
    /// Replacements restored from the snapshot (the rest started from scratch).
    pub restored: u32,
    /// Replacements that became ready (a last one may not have been needed yet).
    pub readied: u32,
    /// Termination → replacement ready, summed and largest, ms.
    pub restart_ms_total: f64,
    pub restart_ms_max: f64,
}

#[derive(Clone, Debug, PartialEq)]
pub struct TestResult {
    pub outcome: String,
    pub steps: u64,
    pub ms: f64,
    pub wall_clock: bool,
}

struct State {
    worker: Option<Worker>,
    /// The current worker was started to be restored from `snapshot`.
    restoring: bool,
    ready: bool,
    /// The first start's snapshot (`worker.js`), once a worker has sent it.
    snapshot: Option<JsValue>,
    /// A restore failed: no snapshot is asked for again.
    no_restore: bool,
    /// When the last worker was terminated, if its replacement is not ready yet.
    restarted_at: Option<f64>,
    stats: WorkerStats,
    /// The worker's linear memory after its last answer, bytes.
    memory: f64,
    pending: Option<(u32, js_sys::Function)>,
    _onmessage: Option<Closure<dyn FnMut(MessageEvent)>>,
}

thread_local! {
    static STATE: RefCell<State> = const {
        RefCell::new(State {
            worker: None,
            restoring: false,
            ready: false,
            snapshot: None,
            no_restore: false,
            restarted_at: None,
            stats: WorkerStats { restarts: 0, restored: 0, readied: 0, restart_ms_total: 0.0, restart_ms_max: 0.0 },
            memory: 0.0,
            pending: None,
            _onmessage: None,
        })
    };
    static NEXT_ID: Cell<u32> = const { Cell::new(1) };
    static BUSY: Cell<bool> = const { Cell::new(false) };
}

/// The worker `index.html` started (taken once), else a new one: restored from `snapshot` when
/// there is one (its first message), else started from scratch.
fn new_worker(snapshot: Option<&JsValue>) -> Result<Worker, String> {
    let window: JsValue = web_sys::window().ok_or("no window")?.into();
    let early = Reflect::get(&window, &EARLY_WORKER.into()).ok().and_then(|w| w.dyn_into::<Worker>().ok());
    if let Some(w) = early {
        let _ = Reflect::delete_property(window.unchecked_ref::<Object>(), &EARLY_WORKER.into());
        return Ok(w);
    }
    let opts = WorkerOptions::new();
    opts.set_type(WorkerType::Module);
    if snapshot.is_some() {
        opts.set_name(RESTORE_NAME);
    }
    let w = Worker::new_with_options("worker.js", &opts)
        .map_err(|e| format!("cannot start the worker: {e:?}"))?;
    if let Some(snap) = snapshot {
        // copied (structured clone), not transferred: the page keeps it for the next restart
        let msg = Object::new();
        Reflect::set(&msg, &"type".into(), &"restore".into()).unwrap();
        Reflect::set(&msg, &"snapshot".into(), snap).unwrap();
        w.post_message(&msg).map_err(|e| format!("postMessage: {e:?}"))?;
    }
    Ok(w)
}

fn spawn_worker() -> Result<(), String> {
    let snapshot = STATE.with(|s| {
        let s = s.borrow();
        if s.no_restore {
            None
        } else {
            s.snapshot.clone()
        }
    });
    let early = web_sys::window()
        .map(JsValue::from)
        .and_then(|w| Reflect::get(&w, &EARLY_WORKER.into()).ok())
        .is_some_and(|w| !w.is_undefined());
    let restoring = snapshot.is_some() && !early;
    let w = new_worker(if restoring { snapshot.as_ref() } else { None })?;
    let onmessage = Closure::<dyn FnMut(MessageEvent)>::new(move |ev: MessageEvent| {
        let data = ev.data();
        let id = Reflect::get(&data, &"id".into()).ok().and_then(|v| v.as_f64()).unwrap_or(-1.0) as i64;
        let resolve = STATE.with(|s| {
            let mut s = s.borrow_mut();
            match &s.pending {
                Some((pid, _)) if *pid as i64 == id => s.pending.take().map(|p| p.1),
                _ => None,
            }
        });
        if let Some(r) = resolve {
            let _ = r.call1(&JsValue::NULL, &data);
        } else if let Some(snap) = Reflect::get(&data, &"snapshot".into()).ok().filter(|s| s.is_object()) {
            // the first start's snapshot, sent after the init answer (worker.js)
            STATE.with(|s| {
                let mut s = s.borrow_mut();
                if s.snapshot.is_none() && !s.no_restore {
                    s.snapshot = Some(snap);
                }
            });
        }
    });
    w.set_onmessage(Some(onmessage.as_ref().unchecked_ref()));
    STATE.with(|s| {
        let mut s = s.borrow_mut();
        s.worker = Some(w);
        s.restoring = restoring;
        s.ready = false;
        s.memory = 0.0;
        s._onmessage = Some(onmessage);
    });
    Ok(())
}

fn restart_worker() {
    STATE.with(|s| {
        let mut s = s.borrow_mut();
        if let Some(w) = s.worker.take() {
            w.terminate();
            s.stats.restarts += 1;
            s.restarted_at = Some(crate::app::now_ms());
        }
        s.restoring = false;
        s.ready = false;
        s.memory = 0.0;
        s._onmessage = None;
    });
}

async fn sleep(ms: i32) {
    let p = Promise::new(&mut |resolve, _| {
        let _ =
            web_sys::window().unwrap().set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, ms);
    });
    let _ = JsFuture::from(p).await;
}

/// Send one message and wait for its answer or the budget; `None` when the budget ran out (the
/// worker has then been terminated).
async fn request(msg: Object, budget_ms: i32) -> Result<Option<JsValue>, String> {
    let id = NEXT_ID.with(|n| {
        let v = n.get();
        n.set(v + 1);
        v
    });
    Reflect::set(&msg, &"id".into(), &(id as f64).into()).unwrap();
    let worker = STATE.with(|s| s.borrow().worker.clone()).ok_or("no worker")?;
    let p = Promise::new(&mut |resolve, _| {
        STATE.with(|s| s.borrow_mut().pending = Some((id, resolve.clone())));
        // the budget: resolve with `undefined`
        let timeout = Closure::once_into_js(move || {
            let r = STATE.with(|s| {
                let mut s = s.borrow_mut();
                match &s.pending {
                    Some((pid, _)) if *pid == id => s.pending.take().map(|p| p.1),
                    _ => None,
                }
            });
            if let Some(r) = r {
                let _ = r.call1(&JsValue::NULL, &JsValue::UNDEFINED);
            }
        });
        let _ = web_sys::window()
            .unwrap()
            .set_timeout_with_callback_and_timeout_and_arguments_0(timeout.unchecked_ref(), budget_ms);
    });
    worker.post_message(&msg).map_err(|e| format!("postMessage: {e:?}"))?;
    let v = JsFuture::from(p).await.map_err(|e| format!("{e:?}"))?;
    if v.is_undefined() {
        restart_worker();
        return Ok(None);
    }
    if let Some(err) = Reflect::get(&v, &"error".into()).ok().and_then(|e| e.as_string()) {
        // a trapped wasm instance cannot be reused: the next request gets a fresh worker
        restart_worker();
        return Err(err);
    }
    if Reflect::get(&v, &"trapped".into()).ok().and_then(|t| t.as_bool()) == Some(true) {
        // the test's outcome is known (the worker classified the trap), the instance is spent
        restart_worker();
    } else if let Some(m) = Reflect::get(&v, &"memory".into()).ok().and_then(|m| m.as_f64()) {
        STATE.with(|s| s.borrow_mut().memory = m);
    }
    Ok(Some(v))
}

/// Start the worker and its interpreter (no-op when up): restored from the first start's
/// snapshot when the page has one, and from scratch when that fails. Returns the start-up time in
/// ms.
pub async fn warm_up() -> Result<f64, String> {
    if STATE.with(|s| s.borrow().ready) {
        return Ok(0.0);
    }
    if STATE.with(|s| s.borrow().worker.is_none()) {
        spawn_worker()?;
    }
    let restoring = STATE.with(|s| s.borrow().restoring);
    let msg = Object::new();
    Reflect::set(&msg, &"type".into(), &"init".into()).unwrap();
    let want_snapshot = STATE.with(|s| {
        let s = s.borrow();
        s.snapshot.is_none() && !s.no_restore
    });
    Reflect::set(&msg, &"snapshot".into(), &want_snapshot.into()).unwrap();
    let v = match request(msg, INIT_BUDGET_MS).await {
        Ok(Some(v)) => v,
        Err(_) | Ok(None) if restoring => {
            // the restore failed (request() has terminated the worker): start from scratch, now
            // and from now on
            web_sys::console::error_1(
                &"the Python worker could not be restored from its snapshot: starting it from scratch".into(),
            );
            STATE.with(|s| {
                let mut s = s.borrow_mut();
                s.snapshot = None;
                s.no_restore = true;
            });
            return Box::pin(warm_up()).await;
        }
        Ok(None) => return Err("the Python worker did not start in time".into()),
        Err(e) => return Err(e),
    };
    let restored = Reflect::get(&v, &"restored".into()).ok().and_then(|r| r.as_bool()) == Some(true);
    STATE.with(|s| {
        let mut s = s.borrow_mut();
        s.ready = true;
        if let Some(t) = s.restarted_at.take() {
            let ms = crate::app::now_ms() - t;
            s.stats.restored += restored as u32;
            s.stats.readied += 1;
            s.stats.restart_ms_total += ms;
            s.stats.restart_ms_max = s.stats.restart_ms_max.max(ms);
        }
    });
    Ok(Reflect::get(&v, &"ms".into()).ok().and_then(|m| m.as_f64()).unwrap_or(0.0))
}

/// The worker replacements on this page so far.
pub fn worker_stats() -> WorkerStats {
    STATE.with(|s| s.borrow().stats)
}

async fn acquire() {
    while BUSY.with(|b| b.replace(true)) {
        sleep(20).await;
    }
}

/// Replay `code` against every test of a suite, one test per message. `on_test` sees each
/// result as it arrives.
pub async fn replay_suite(
    code: &str,
    tests: &[String],
    mut on_test: impl FnMut(usize, &TestResult),
) -> Result<Vec<TestResult>, String> {
    acquire().await;
    let r = async {
        if STATE.with(|s| s.borrow().memory) > RESTART_MEMORY_BYTES {
            restart_worker();
        }
        let mut out = Vec::with_capacity(tests.len());
        for (i, t) in tests.iter().enumerate() {
            warm_up().await?;
            let msg = Object::new();
            Reflect::set(&msg, &"type".into(), &"test".into()).unwrap();
            Reflect::set(&msg, &"code".into(), &code.into()).unwrap();
            Reflect::set(&msg, &"test".into(), &t.as_str().into()).unwrap();
            let answer = request(msg, TEST_BUDGET_MS).await?;
            let res = match answer {
                None => TestResult {
                    outcome: "TIMEOUT".into(),
                    steps: 0,
                    ms: TEST_BUDGET_MS as f64,
                    wall_clock: true,
                },
                Some(v) => TestResult {
                    outcome: Reflect::get(&v, &"outcome".into())
                        .ok()
                        .and_then(|o| o.as_string())
                        .unwrap_or_default(),
                    steps: Reflect::get(&v, &"steps".into()).ok().and_then(|o| o.as_f64()).unwrap_or(0.0)
                        as u64,
                    ms: Reflect::get(&v, &"ms".into()).ok().and_then(|o| o.as_f64()).unwrap_or(0.0),
                    wall_clock: false,
                },
            };
            on_test(i, &res);
            out.push(res);
        }
        Ok(out)
    }
    .await;
    BUSY.with(|b| b.set(false));
    r
}
