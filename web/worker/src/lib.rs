//! The web viewer's Python: `runner/harness` (the same source the sandbox guest runs) compiled to
//! wasm32-unknown-unknown, with a step limit standing in for Wasmtime's fuel, exposed to the Web
//! Worker (`web/static/worker.js`) through wasm-bindgen.
//!
//! **Step limit.** RustPython has no fuel, and the browser has no Wasmtime to meter it. Each test
//! runs with a native trace function (`sys.settrace`, installed by a one-line preamble compiled
//! in front of the snippet) that counts *steps*: Python function calls and line changes
//! (`call`/`line` trace events, in every traced frame, standard library included). Past the
//! limit it raises `KeyboardInterrupt`, and the test is `TIMEOUT` whatever happens next.
//! Limits of the mechanism, all backed by the page's wall-clock budget (it terminates and restarts
//! the worker, see `worker.js`): a loop that stays on one line (`while True: pass`) emits no line
//! events in RustPython; a loop inside a native builtin (`sum(range(10**12))`) emits none; a
//! snippet that catches `BaseException` swallows the interrupt, and RustPython then disables the
//! trace function; a snippet that calls `sys.settrace` itself replaces the counter.
//!
//! **Memory cap.** As in the sandbox (Wasmtime's limiter, 256 MiB of linear memory per store),
//! the module's memory is capped at link time (`build.rs`: `--max-memory`, 256 MiB plus what the
//! re-encoded standard library adds to the data segment), so `memory.grow` fails past it. The global allocator then returns null and flags it ([`memory_denied`]); Rust
//! aborts the allocation with a trap, and `worker.js` reports the test as `ERROR: MemoryError`
//! — what the Wasmtime host makes of a refused grow followed by a trap — and the page restarts
//! the worker (a trapped instance is not reused).

use execretrieval_core::outcome::Outcome;
use harness::{Harness, Prepared};
use rustpython_vm::compiler::Mode;
use rustpython_vm::function::FuncArgs;
use rustpython_vm::{PyObjectRef, PyResult, VirtualMachine};
use std::cell::{Cell, RefCell};
use std::rc::Rc;

/// `runner/harness`, the same source file the sandbox guest is built from, compiled here as a
/// module rather than linked as the crate: its one reference to the standard library,
/// `rustpython_pylib::FROZEN_STDLIB`, then resolves to this crate's [`FROZEN_STDLIB`] (the
/// `extern crate self` below), the same modules encoded for a smaller download (build.rs). The
/// harness crate itself stays untouched, and with it the guest's sha256 (part of the sandbox
/// fingerprint; any edit to its source, even a comment, changes the guest build).
#[path = "../../../runner/harness/src/lib.rs"]
#[allow(
    dead_code,
    reason = "the harness parts only the sandbox guest calls (its stdin entry point) are unused in the browser"
)]
mod harness;

extern crate self as rustpython_pylib;

/// RustPython's frozen standard library, every module stored as an lz4 block of literals only
/// (build.rs): identical marshal data, a third smaller under brotli.
pub const FROZEN_STDLIB: &rustpython_vm::frozen::FrozenLib =
    rustpython_vm::frozen::FrozenLib::from_ref(include_bytes!(concat!(env!("OUT_DIR"), "/stdlib.frozen")));

/// The browser's `posix` stand-in (see the file): run before the harness imports the stdlib.
pub const POSIX_STANDIN: &str = include_str!("posix_standin.py");

/// The browser's stand-in for the guest's snapshot of the preloaded modules (see the file).
pub const DEFERRED_IMPORTS: &str = include_str!("deferred_imports.py");

/// What the browser runs before the harness's own start-up: the `posix` stand-in, then a
/// placeholder for every module of [`harness::PRELOADED_MODULES`] ([`DEFERRED_IMPORTS`]), so
/// that the harness's imports of them find them done; [`Replayer::new`] takes the placeholders
/// out again once the harness is up.
pub fn platform_prelude() -> String {
    format!(
        "{POSIX_STANDIN}\n{DEFERRED_IMPORTS}\n_er_defer({:?})\ndel _er_defer\n",
        harness::PRELOADED_MODULES
    )
}

/// Steps (calls + line changes) per test before `TIMEOUT`. The largest count seen for a test
/// that finishes, over the whole release, is reported by verify-all and in the README.
pub const DEFAULT_STEP_LIMIT: u64 = 2_000_000;

/// Compiled in front of a snippet: turns the counter on for every frame from here on, the
/// snippet's own module frame included.
const PREAMBLE: &str = "import sys as __er_sys; __er_sys.settrace(__er_sys._er_tick); __er_sys._getframe().f_trace = __er_sys._er_tick; del __er_sys\n";

#[cfg(target_arch = "wasm32")]
mod flagging_alloc {
    //! The system allocator (dlmalloc on wasm32-unknown-unknown), remembering a failed allocation.
    use std::alloc::{GlobalAlloc, Layout, System};
    use std::sync::atomic::{AtomicBool, Ordering};

    pub static DENIED: AtomicBool = AtomicBool::new(false);

    pub struct Flagging;

    fn flag(p: *mut u8) -> *mut u8 {
        if p.is_null() {
            DENIED.store(true, Ordering::Relaxed);
        }
        p
    }

    unsafe impl GlobalAlloc for Flagging {
        unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
            flag(unsafe { System.alloc(layout) })
        }
        unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
            flag(unsafe { System.alloc_zeroed(layout) })
        }
        unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
            unsafe { System.dealloc(ptr, layout) }
        }
        unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
            flag(unsafe { System.realloc(ptr, layout, new_size) })
        }
    }

    #[global_allocator]
    static GLOBAL: Flagging = Flagging;
}

/// Whether an allocation failed since the current test started (on wasm32: the memory cap was
/// hit, or the request could never fit). Always false elsewhere.
pub fn memory_denied() -> bool {
    #[cfg(target_arch = "wasm32")]
    return flagging_alloc::DENIED.load(std::sync::atomic::Ordering::Relaxed);
    #[cfg(not(target_arch = "wasm32"))]
    false
}

fn reset_memory_denied() {
    #[cfg(target_arch = "wasm32")]
    flagging_alloc::DENIED.store(false, std::sync::atomic::Ordering::Relaxed);
}

/// One test's replay: the outcome and the steps it took.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct TestReplay {
    pub outcome: Outcome,
    pub steps: u64,
}

#[derive(Default)]
struct Counter {
    steps: Cell<u64>,
    limit: Cell<u64>,
    exceeded: Cell<bool>,
}

/// A harness with the step counter installed.
pub struct Replayer {
    harness: Harness,
    counter: Rc<Counter>,
    /// The last snippet compiled, and its code object: the page sends a suite one test per
    /// message, and the sandbox too compiles a snippet once per suite.
    last: RefCell<Option<(String, Rc<Prepared>)>>,
}

impl Replayer {
    pub fn new() -> Replayer {
        let harness = Harness::with_platform_prelude(&platform_prelude());
        harness.enter(|vm| {
            vm.run_string(
                vm.new_scope_with_builtins(),
                "import sys\nsys._er_undefer()\ndel sys._er_undefer\n",
                "<undefer>",
            )
            .map(drop)
            .unwrap_or_else(|e| {
                let mut s = String::new();
                let _ = vm.write_exception(&mut s, &e);
                panic!("undeferring the preloaded modules failed: {s}")
            })
        });
        let counter = Rc::new(Counter { limit: Cell::new(u64::MAX), ..Default::default() });
        let c = counter.clone();
        harness.enter(move |vm| {
            // The trace function returns itself (the per-frame tracer), so it keeps a handle on
            // its own object.
            let me: Rc<RefCell<Option<PyObjectRef>>> = Rc::new(RefCell::new(None));
            let me2 = me.clone();
            let tick = vm.new_function(
                "_er_tick",
                move |_args: FuncArgs, vm: &VirtualMachine| -> PyResult<PyObjectRef> {
                    let n = c.steps.get() + 1;
                    c.steps.set(n);
                    if n > c.limit.get() {
                        c.exceeded.set(true);
                        return Err(vm.new_exception_msg(
                            vm.ctx.exceptions.keyboard_interrupt.to_owned(),
                            "step limit exceeded".into(),
                        ));
                    }
                    Ok(me2.borrow().clone().unwrap_or_else(|| vm.ctx.none()))
                },
            );
            let tick: PyObjectRef = tick.into();
            *me.borrow_mut() = Some(tick.clone());
            vm.sys_module.set_attr("_er_tick", tick, vm).expect("set sys._er_tick");
        });
        Replayer { harness, counter, last: RefCell::new(None) }
    }

    /// Run every test of a suite on `code`, each with `step_limit` steps.
    pub fn run_suite(&self, code: &str, tests: &[String], step_limit: u64) -> Vec<TestReplay> {
        let prepared = self.prepare(code);
        let out = tests
            .iter()
            .map(|t| {
                self.counter.steps.set(0);
                self.counter.exceeded.set(false);
                self.counter.limit.set(step_limit);
                reset_memory_denied();
                let outcome = self.harness.run_test(prepared.as_ref(), t);
                self.counter.limit.set(u64::MAX);
                let outcome = if self.counter.exceeded.get() { Outcome::Timeout } else { outcome };
                TestReplay { outcome, steps: self.counter.steps.get() }
            })
            .collect();
        self.harness.enter(|vm| {
            let _ = vm.run_string(vm.new_scope_with_builtins(), "import sys; sys.settrace(None)", "<reset>");
        });
        out
    }

    /// `code` compiled with the step counter's preamble (the last snippet's is reused).
    fn prepare(&self, code: &str) -> Rc<Prepared> {
        if let Some((c, p)) = self.last.borrow().as_ref() {
            if c == code {
                return p.clone();
            }
        }
        let prepared = Rc::new(match self.harness.prepare(code) {
            broken @ Prepared::Broken(_) => broken,
            Prepared::Code(plain) => {
                let metered = format!("{PREAMBLE}{code}");
                self.harness.enter(|vm| match vm.compile(&metered, Mode::Exec, "<snippet>".to_owned()) {
                    Ok(c) => Prepared::Code(c),
                    // e.g. a `from __future__` import, which must come first: run unmetered
                    // (the wall-clock budget still applies).
                    Err(_) => Prepared::Code(plain),
                })
            }
        });
        *self.last.borrow_mut() = Some((code.to_owned(), prepared.clone()));
        prepared
    }
}

impl Default for Replayer {
    fn default() -> Self {
        Self::new()
    }
}

#[cfg(target_arch = "wasm32")]
mod bindings {
    use super::*;
    use wasm_bindgen::prelude::*;

    /// The worker's handle: `new WorkerReplayer()` starts the interpreter.
    #[wasm_bindgen]
    pub struct WorkerReplayer(Replayer);

    #[wasm_bindgen]
    impl WorkerReplayer {
        #[wasm_bindgen(constructor)]
        pub fn new() -> WorkerReplayer {
            WorkerReplayer(Replayer::new())
        }

        /// `tests_json`: a JSON array of test strings. Returns JSON `[{outcome, steps}, ...]`.
        #[wasm_bindgen(js_name = runSuite)]
        pub fn run_suite(&self, code: &str, tests_json: &str, step_limit: f64) -> Result<String, JsError> {
            let tests: Vec<String> =
                serde_json::from_str(tests_json).map_err(|e| JsError::new(&format!("bad tests: {e}")))?;
            let limit = if step_limit > 0.0 { step_limit as u64 } else { DEFAULT_STEP_LIMIT };
            Ok(serde_json::to_string(&self.0.run_suite(code, &tests, limit)).expect("serialise"))
        }
    }

    #[wasm_bindgen(js_name = defaultStepLimit)]
    pub fn default_step_limit() -> f64 {
        DEFAULT_STEP_LIMIT as f64
    }

    /// After a trap: whether an allocation had failed in the test that was running (→ `ERROR:
    /// MemoryError`). Reads one static, so it is safe to call on a trapped instance.
    #[wasm_bindgen(js_name = memoryDenied)]
    pub fn memory_denied_js() -> bool {
        memory_denied()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn outcomes(r: &Replayer, code: &str, tests: &[&str], limit: u64) -> Vec<String> {
        let tests: Vec<String> = tests.iter().map(|s| s.to_string()).collect();
        r.run_suite(code, &tests, limit).into_iter().map(|t| t.outcome.to_string()).collect()
    }

    /// The preloaded modules are not imported at start (the harness found placeholders, taken out
    /// since), a snippet's import of one is the ordinary import, and one the step limit interrupts
    /// is imported again by the next test.
    #[test]
    fn preloaded_modules_are_imported_on_first_use() {
        let r = Replayer::new();
        let run = |code: &str, tests: &[&str], limit: u64| outcomes(&r, code, tests, limit);
        let none = format!("import sys; assert not [m for m in {:?} + ['_pydecimal', 're._compiler'] if m in sys.modules and m not in sys.builtin_module_names], sorted(sys.modules)", harness::PRELOADED_MODULES);
        assert_eq!(run("", &[&none], 200_000), ["pass"]);
        assert_eq!(run("import statistics\n", &["statistics.mean([1, 2])"], 50), ["TIMEOUT"]);
        assert_eq!(
            run(
                "import sys, statistics\nfrom decimal import Decimal\nimport collections.abc\n",
                &[
                    "assert statistics.mean([1, 2]) == 1.5",
                    "assert Decimal('1.1') + Decimal('2.2') == Decimal('3.3')",
                    // decimal replaces itself by _pydecimal, as in the sandbox
                    "import decimal, _pydecimal; assert decimal is _pydecimal and decimal.__name__ == 'decimal'",
                    "assert type(statistics) is type(sys) and sys.modules['statistics'] is statistics",
                    "assert issubclass(collections.OrderedDict, collections.abc.MutableMapping)",
                    "import json; assert json.loads(json.dumps({'a': [1]})) == {'a': [1]}",
                    "statistics.no_such_name",
                    // the pytest shim's `re`, a placeholder, reaches the real module
                    "import pytest\nwith pytest.raises(ValueError, match='b+c'):\n    raise ValueError('abbc')",
                    "import pytest\nwith pytest.raises(ValueError, match='x'):\n    raise ValueError('abbc')",
                ],
                200_000,
            ),
            ["pass", "pass", "pass", "pass", "pass", "pass", "ERROR: AttributeError", "pass", "FAIL: Regex pattern did not match: 'x' vs 'abbc'"]
        );
    }

    #[test]
    fn replays_like_the_oracle_and_meters_runaway_loops() {
        let r = Replayer::new();
        // every preloaded module imports with the posix stand-in
        let code = "import random, statistics, dataclasses, os\ndef f(x):\n    return x + 1\n";
        let cases: &[(&str, &[&str], &[&str])] = &[
            (code, &["assert f(1) == 2", "assert f(1) == 3, 'nope'", "f(None)", "print('hi'); assert f(0) == 1"],
             &["pass", "FAIL: nope", "ERROR: TypeError", "pass"]),
            ("def f(:\n", &["assert f(1)"], &["ERROR: SyntaxError"]),
            // a multi-line runaway loop is stopped by the step limit, and the next test still runs
            ("def g(n):\n    i = 0\n    while i < n:\n        i += 0\n    return i\n",
             &["assert g(10) == 0", "assert g(0) == 0"], &["TIMEOUT", "pass"]),
            // catching Exception does not swallow the interrupt
            ("def h():\n    while True:\n        try:\n            x = 1\n        except Exception:\n            pass\n", &["h()"], &["TIMEOUT"]),
            // unbounded recursion is a RecursionError, as in the sandbox
            ("def r(n):\n    return r(n + 1)\n", &["r(0)"], &["ERROR: RecursionError"]),
            ("import random\nrandom.seed(3)\nX = random.randint(0, 10**6)\n", &["assert X == __import__('random').Random(3).randint(0, 10**6)"], &["pass"]),
        ];
        for (code, tests, want) in cases {
            assert_eq!(&outcomes(&r, code, tests, 200_000), want, "{code}");
        }
        // the limit is per test and counts steps
        let steps = r.run_suite(
            "def f():\n    s = 0\n    for i in range(100):\n        s += i\n    return s\n",
            &["assert f() == 4950".to_string()],
            1_000_000,
        );
        assert!(steps[0].steps >= 200 && steps[0].steps < 1000, "{steps:?}");
        let limited = r.run_suite(
            "def f():\n    s = 0\n    for i in range(100):\n        s += i\n    return s\n",
            &["assert f() == 4950".to_string()],
            50,
        );
        assert_eq!(limited[0].outcome, Outcome::Timeout);
    }
}
