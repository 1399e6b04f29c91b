//! The page side of the Python worker (`worker.js`): started lazily (or adopted from
//! `index.html`, which starts it before the app has loaded on pages that replay), one test in
//! flight at a time, each under a wall-clock budget. When the budget runs out the worker is
//! terminated and a fresh one started, and that test counts as `TIMEOUT` (flagged `wall_clock`).
//! This backstops the worker's step limit, which some loops escape (see web/worker/src/lib.rs).
//! A test that trapped the interpreter (memory cap → `ERROR: MemoryError`, native stack →
//! `ERROR: RecursionError`, classified by the worker) also gets the worker restarted, and so does
//! a worker whose memory grew past [`RESTART_MEMORY_BYTES`] before the next suite: the sandbox
//! starts every suite in fresh memory.

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

#[derive(Clone, Debug, PartialEq)]
pub struct TestResult {
    pub outcome: String,
    pub steps: u64,
    pub ms: f64,
    pub wall_clock: bool,
}

struct State {
    worker: Option<Worker>,
    ready: bool,
    /// The worker's linear memory after its last answer, bytes.
    memory: f64,
    pending: Option<(u32, js_sys::Function)>,
    _onmessage: Option<Closure<dyn FnMut(MessageEvent)>>,
}

thread_local! {
    static STATE: RefCell<State> = const { RefCell::new(State { worker: None, ready: false, memory: 0.0, pending: None, _onmessage: None }) };
    static NEXT_ID: Cell<u32> = const { Cell::new(1) };
    static BUSY: Cell<bool> = const { Cell::new(false) };
}

/// The worker `index.html` started (taken once), else a new one.
fn new_worker() -> Result<Worker, String> {
    let window: JsValue = web_sys::window().ok_or("no window")?.into();
    let early = Reflect::get(&window, &EARLY_WORKER.into()).ok().and_then(|w| w.dyn_into::<Worker>().ok());
    if let Some(w) = early {
        let _ = Reflect::delete_property(window.unchecked_ref::<Object>(), &EARLY_WORKER.into());
        return Ok(w);
    }
    let opts = WorkerOptions::new();
    opts.set_type(WorkerType::Module);
    Worker::new_with_options("worker.js", &opts).map_err(|e| format!("cannot start the worker: {e:?}"))
}

fn spawn_worker() -> Result<(), String> {
    let w = new_worker()?;
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
        }
    });
    w.set_onmessage(Some(onmessage.as_ref().unchecked_ref()));
    STATE.with(|s| {
        let mut s = s.borrow_mut();
        s.worker = Some(w);
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
        }
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

/// Start the worker and its interpreter (no-op when up). Returns the start-up time in ms.
pub async fn warm_up() -> Result<f64, String> {
    if STATE.with(|s| s.borrow().ready) {
        return Ok(0.0);
    }
    if STATE.with(|s| s.borrow().worker.is_none()) {
        spawn_worker()?;
    }
    let msg = Object::new();
    Reflect::set(&msg, &"type".into(), &"init".into()).unwrap();
    let v = request(msg, INIT_BUDGET_MS).await?.ok_or("the Python worker did not start in time")?;
    STATE.with(|s| s.borrow_mut().ready = true);
    Ok(Reflect::get(&v, &"ms".into()).ok().and_then(|m| m.as_f64()).unwrap_or(0.0))
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
