//! The Python test harness: run a snippet and one test in a fresh namespace on RustPython and
//! classify the outcome exactly as the published benchmark does.
//!
//! This crate is the *only* place where an outcome is decided. It builds for wasm32-wasip1 (the
//! sandbox guest run under Wasmtime) and for wasm32-unknown-unknown (the web viewer), and on the
//! host for unit tests. It knows nothing about datasets, fuel or the host: a `TIMEOUT` is decided
//! by whoever meters the interpreter (the Wasmtime host), never here.
//!
//! Classification (see `classify`):
//! * no exception → `pass`
//! * `AssertionError` (or a subclass) → `FAIL` if `str(exc)` is empty, else `FAIL: <str(exc)>`
//!   (cut to [`MESSAGE_LIMIT`] characters; if `str(exc)` itself raises, `FAIL`)
//! * anything else, `BaseException` included → `ERROR: <type(exc).__name__>`; a snippet that
//!   does not compile gives `ERROR: SyntaxError` (or `IndentationError`, `TabError`) for every test.
//!
//! Programs (`run_program`): the code runs as `__main__` with `sys.stdin` reading the given text
//! (UTF-8, universal newlines, as CPython reads a pipe), `sys.argv = ["<program>", *argv]` and
//! stdout/stderr captured up to a byte cap each; see [`ProgramRun`] for how the run is classified.

pub use execretrieval_core::api::{ProgramRun, ProgramStatus};
use execretrieval_core::outcome::{Outcome, MESSAGE_LIMIT};
use rustpython_vm::builtins::{PyBaseExceptionRef, PyCode, PyType};
use rustpython_vm::compiler::Mode;
use rustpython_vm::scope::Scope;
use rustpython_vm::{AsObject, Interpreter, PyObjectRef, PyRef, VirtualMachine};

/// Python source of the pytest stand-in (also used by the CPython reference runner).
pub const PYTEST_SHIM: &str = include_str!("../py/pytest_shim.py");
/// The warm-up suite run inside the sandbox's snapshot ([`Harness::warm_up`]): a snippet and its
/// tests, separated by lines `# --- test`.
pub const WARM_UP_SUITE: &str = include_str!("../py/warm_up.py");
/// What [`WARM_UP_SUITE`]'s tests must give (a changed interpreter that changes them is a build
/// defect, caught when the snapshot is made).
pub const WARM_UP_OUTCOMES: &[&str] = &[
    "pass",
    "pass",
    "pass",
    "pass",
    "FAIL: total too small",
    "FAIL",
    "ERROR: ZeroDivisionError",
    "pass",
    "pass",
];
/// Longest captured stdout/stderr per test (characters); the rest is dropped silently.
pub const OUTPUT_LIMIT: usize = 64 * 1024;

/// Standard-library modules a benchmark task may need; imported once at start-up so that a
/// pre-initialised (snapshotted) interpreter pays nothing for them per suite.
pub const PRELOADED_MODULES: &[&str] = &[
    "math",
    "re",
    "collections",
    "itertools",
    "functools",
    "heapq",
    "bisect",
    "string",
    "datetime",
    "calendar",
    "typing",
    "dataclasses",
    "fractions",
    "decimal",
    "statistics",
    "json",
    "copy",
    "operator",
    "enum",
    "random",
];

const PRELUDE: &str = r#"
import sys, builtins, time, io

# RustPython on WASI has no time zone data: give `time` the UTC values CPython reports under
# TZ=UTC, so that datetime.strptime / time.strptime work.
for _name, _value in (("tzname", ("UTC", "UTC")), ("timezone", 0), ("altzone", 0), ("daylight", 0)):
    if not hasattr(time, _name):
        setattr(time, _name, _value)

class _ErSink:
    """stdout/stderr replacement: keeps the first OUTPUT_LIMIT characters, drops the rest."""
    def __init__(self, limit):
        self._limit = limit
        self._parts = []
        self._size = 0
    def write(self, s):
        if not isinstance(s, str):
            raise TypeError("write() argument must be str, not " + type(s).__name__)
        room = self._limit - self._size
        if room > 0:
            part = s[:room]
            self._parts.append(part)
            self._size += len(part)
        return len(s)
    def writelines(self, lines):
        for line in lines:
            self.write(line)
    def flush(self):
        pass
    def isatty(self):
        return False
    def writable(self):
        return True
    def readable(self):
        return False
    def getvalue(self):
        return "".join(self._parts)

class _ErOutputLimit(BaseException):
    """A program's stdout or stderr reached its cap: the run ends with status output_limit."""

class _ErProgramSink:
    """A program's stdout/stderr: keeps up to `limit` bytes of UTF-8; the write that would pass
    the cap keeps what fits and raises _ErOutputLimit (and so does every later write)."""
    encoding = "utf-8"
    errors = "strict"
    def __init__(self, limit):
        self._limit = limit
        self._parts = []
        self._size = 0
        self.truncated = False
        self.buffer = _ErBytesView(self)
    def write(self, s):
        if not isinstance(s, str):
            raise TypeError("write() argument must be str, not " + type(s).__name__)
        if self.truncated:
            raise _ErOutputLimit()
        data = s.encode("utf-8", "surrogatepass")
        if self._size + len(data) > self._limit:
            part = data[: self._limit - self._size].decode("utf-8", "ignore")
            self._parts.append(part)
            self._size = self._limit
            self.truncated = True
            raise _ErOutputLimit()
        self._parts.append(s)
        self._size += len(data)
        return len(s)
    def writelines(self, lines):
        for line in lines:
            self.write(line)
    def flush(self):
        pass
    def isatty(self):
        return False
    def writable(self):
        return True
    def readable(self):
        return False
    def getvalue(self):
        return "".join(self._parts)

class _ErBytesView:
    """`sys.stdout.buffer`: bytes written are decoded (UTF-8, invalid bytes replaced)."""
    def __init__(self, sink):
        self._sink = sink
    def write(self, b):
        self._sink.write(bytes(b).decode("utf-8", "replace"))
        return len(b)
    def flush(self):
        pass

def _er_make_program_start(reset, _sys=sys, _io=io, _Sink=_ErProgramSink, _setattr=setattr,
                           _list=list):
    # Like reset, captured at start-up.
    def start(stdin_bytes, argv, limit):
        reset()
        out, err = _Sink(limit), _Sink(limit)
        _setattr(_sys, "stdout", out)
        _setattr(_sys, "stderr", err)
        _setattr(_sys, "stdin", _io.TextIOWrapper(_io.BytesIO(stdin_bytes), encoding="utf-8"))
        _setattr(_sys, "argv", ["<program>"] + _list(argv))
        return out, err
    return start

def _er_make_reset(limit, _sys=sys, _b=builtins, _snap=dict(builtins.__dict__), _Sink=_ErSink,
                   _setrl=sys.setrecursionlimit, _settrace=sys.settrace, _setprofile=sys.setprofile,
                   _restore=_er_restore_builtins, _setattr=setattr):
    # Everything used here is captured at start-up, so a snippet that patches sys or builtins
    # cannot break the reset of the next test. `_er_restore_builtins` is the harness's native
    # `restore_builtins` (lib.rs), put in this scope before the prelude runs.
    def reset():
        _settrace(None)
        _setprofile(None)
        _restore(_b.__dict__, _snap)
        sink = _Sink(limit)
        _setattr(_sys, "stdout", sink)
        _setattr(_sys, "stderr", sink)
        _setrl(1000)
        return sink
    return reset
"#;

/// A snippet compiled once per suite and reused by every test.
pub enum Prepared {
    Code(PyRef<PyCode>),
    /// The snippet does not compile: every test gets this outcome.
    Broken(Outcome),
}

/// One RustPython interpreter with the pytest shim installed and the task modules preloaded.
pub struct Harness {
    interp: Interpreter,
    reset: PyObjectRef,
    pytest: PyObjectRef,
    program_start: PyObjectRef,
    output_limit_exc: PyRef<PyType>,
}

fn build_interpreter() -> Interpreter {
    let mut settings = rustpython_vm::Settings::default();
    settings.hash_seed = Some(0);
    settings.isolated = true;
    settings.ignore_environment = true;
    settings.user_site_directory = false;
    settings.import_site = false;
    settings.install_signal_handlers = false;
    let builder = Interpreter::builder(settings);
    let defs = rustpython_stdlib::stdlib_module_defs(&builder.ctx);
    builder.add_native_modules(&defs).add_frozen_modules(rustpython_pylib::FROZEN_STDLIB).build()
}

impl Harness {
    /// Create the interpreter, install the pytest shim and import [`PRELOADED_MODULES`].
    /// Panics only if the embedded Python prelude itself is broken (a build defect).
    pub fn new() -> Harness {
        Self::with_platform_prelude("")
    }

    /// Like [`Harness::new`], running `extra` first (the browser uses it to install a `posix`
    /// stand-in before the stdlib imports).
    pub fn with_platform_prelude(extra: &str) -> Harness {
        let interp = build_interpreter();
        let (reset, pytest, program_start, output_limit_exc) = interp.enter(|vm| {
            let fail = |what: &str, e: PyBaseExceptionRef| -> ! {
                let mut s = String::new();
                let _ = vm.write_exception(&mut s, &e);
                panic!("harness prelude failed ({what}): {s}")
            };
            if !extra.is_empty() {
                let scope = vm.new_scope_with_builtins();
                if let Err(e) = vm.run_string(scope, extra, "<platform>") {
                    fail("platform prelude", e)
                }
            }
            // pytest shim as a real module
            let pytest_dict = vm.ctx.new_dict();
            let module = vm.new_module("pytest", pytest_dict.clone(), None);
            let scope = Scope::with_builtins(None, pytest_dict, vm);
            if let Err(e) = vm.run_string(scope, PYTEST_SHIM, "pytest_shim.py") {
                fail("pytest shim", e)
            }
            let modules = vm.sys_module.get_attr("modules", vm).expect("sys.modules");
            modules.set_item("pytest", module.clone().into(), vm).expect("set sys.modules");
            for name in PRELOADED_MODULES {
                if let Err(e) = vm.import(*name, 0) {
                    fail(name, e)
                }
            }
            let scope = vm.new_scope_with_builtins();
            let restore = vm.new_function("_er_restore_builtins", restore_builtins);
            scope
                .globals
                .set_item("_er_restore_builtins", restore.into(), vm)
                .expect("a fresh dict takes an item");
            if let Err(e) = vm.run_string(scope.clone(), PRELUDE, "<prelude>") {
                fail("prelude", e)
            }
            let make = scope.globals.get_item("_er_make_reset", vm).expect("prelude defines reset");
            let reset = make.call((OUTPUT_LIMIT,), vm).unwrap_or_else(|e| fail("reset", e));
            let make = scope.globals.get_item("_er_make_program_start", vm).expect("prelude defines start");
            let program_start = make.call((reset.clone(),), vm).unwrap_or_else(|e| fail("start", e));
            let output_limit_exc = scope
                .globals
                .get_item("_ErOutputLimit", vm)
                .ok()
                .and_then(|t| t.downcast::<PyType>().ok())
                .expect("prelude defines _ErOutputLimit");
            (reset, module.into(), program_start, output_limit_exc)
        });
        Harness { interp, reset, pytest, program_start, output_limit_exc }
    }

    /// Run [`WARM_UP_SUITE`] twice, collect the garbage in between, then `gc.freeze()`, and
    /// restore builtins and stdout as before a test. Called once by the sandbox guest's Wizer
    /// initialisation, so that the snapshot every instance starts from already holds what a first
    /// suite builds (the type method cache — a collection clears it, hence the second pass —
    /// interned names, the allocator's free space) and the collector never scans the snapshot's
    /// objects again (they are in the permanent generation; each suite's first collection
    /// otherwise walked and rewrote the ≈ 1,000 objects start-up leaves in the young generation).
    /// Outcomes do not depend on it: every test runs in a fresh namespace after the reset, as
    /// before. Panics if the warm-up's outcomes differ from [`WARM_UP_OUTCOMES`] (a build defect).
    pub fn warm_up(&self) {
        let mut parts = WARM_UP_SUITE.split("# --- test\n");
        let code = parts.next().unwrap_or_default();
        let tests: Vec<String> = parts.map(str::to_owned).collect();
        for pass in 0..2 {
            let got: Vec<String> = self.run_suite(code, &tests).iter().map(|o| o.to_string()).collect();
            assert_eq!(got, WARM_UP_OUTCOMES, "warm-up suite, pass {pass}");
            self.interp.enter(|vm| {
                let step = if pass == 0 { "import gc\ngc.collect()\n" } else { "import gc\ngc.freeze()\n" };
                let scope = vm.new_scope_with_builtins();
                if let Err(e) = vm.run_string(scope, step, "<warm-up>") {
                    let mut s = String::new();
                    let _ = vm.write_exception(&mut s, &e);
                    panic!("warm-up ({step:?}) failed: {s}")
                }
            });
        }
        self.interp.enter(|vm| {
            if let Err(e) = self.reset.call((), vm) {
                panic!("warm-up: reset failed: {}", e.class().name())
            }
        });
    }

    /// Compile the snippet once for a suite.
    pub fn prepare(&self, code: &str) -> Prepared {
        self.interp.enter(|vm| match compile_exec(vm, code, "<snippet>") {
            Ok(c) => Prepared::Code(c),
            Err(e) => Prepared::Broken(classify(vm, e.into_pyexception(vm, Some(code)))),
        })
    }

    /// Run the prepared snippet, then `test`, in a fresh namespace, and classify the outcome.
    /// Builtins, `sys.stdout`/`sys.stderr` and the recursion limit are restored first, so one
    /// test cannot change the next one's rules.
    pub fn run_test(&self, prepared: &Prepared, test: &str) -> Outcome {
        self.interp.enter(|vm| match self.reset.call((), vm) {
            Ok(_) => run_prepared(vm, prepared, test, &self.pytest),
            Err(e) => classify(vm, e),
        })
    }

    /// [`Harness::run_test`] that also returns what the test printed (truncated).
    pub fn run_test_captured(&self, prepared: &Prepared, test: &str) -> (Outcome, String) {
        self.interp.enter(|vm| {
            let sink = match self.reset.call((), vm) {
                Ok(s) => s,
                Err(e) => return (classify(vm, e), String::new()),
            };
            let outcome = run_prepared(vm, prepared, test, &self.pytest);
            let printed = vm
                .call_method(&sink, "getvalue", ())
                .ok()
                .and_then(|v| v.str(vm).ok().map(|s| s.to_string_lossy().into_owned()))
                .unwrap_or_default();
            (outcome, printed)
        })
    }

    /// Run `code` as a program: `__main__` in a fresh namespace, `stdin` as its standard input,
    /// `sys.argv = ["<program>", *argv]`, stdout and stderr kept up to `output_limit` bytes each.
    /// Classification: stdout or stderr over its cap → `output_limit` (whatever followed);
    /// `MemoryError` → `memory`; any other uncaught exception (`SyntaxError` included) →
    /// `error` with exit code 1 and its traceback in stderr; else `ok` with exit code 0 or that
    /// of `sys.exit` (`None` → 0, an int → itself, anything else is printed to stderr → 1).
    /// A fuel, memory or stack trap is the host's to classify (it ends the whole instance).
    pub fn run_program(&self, code: &str, stdin: &str, argv: &[String], output_limit: u64) -> ProgramRun {
        self.interp.enter(|vm| {
            let argv: Vec<PyObjectRef> = argv.iter().map(|a| vm.ctx.new_str(a.as_str()).into()).collect();
            let started = self
                .program_start
                .call((vm.ctx.new_bytes(stdin.as_bytes().to_vec()), vm.ctx.new_list(argv), output_limit), vm);
            let (out, err) = match started.and_then(|pair| {
                let pair: Vec<PyObjectRef> = vm.extract_elements_with(&pair, Ok)?;
                match &pair[..] {
                    [out, err] => Ok((out.clone(), err.clone())),
                    _ => Err(vm.new_type_error("program start returned no pair".to_owned())),
                }
            }) {
                Ok(p) => p,
                Err(e) => {
                    let name = e.class().name().to_string();
                    return ProgramRun::trapped(ProgramStatus::Error, 1, Some(&name));
                }
            };
            let result = self.execute_main(vm, code);
            let mut exception = None;
            let mut exit_code = 0;
            let mut over_limit = false;
            if let Err(exc) = result {
                if exc.fast_isinstance(vm.ctx.exceptions.system_exit) {
                    exit_code = system_exit_code(vm, &exc, &err);
                } else {
                    exit_code = 1;
                    over_limit = exc.fast_isinstance(&self.output_limit_exc);
                    if !over_limit {
                        exception = Some(exc.class().name().to_string());
                        let mut text = String::new();
                        let _ = vm.write_exception(&mut text, &exc);
                        let _ = vm.call_method(&err, "write", (text,));
                    }
                }
            }
            let text = |sink: &PyObjectRef| -> String {
                vm.call_method(sink, "getvalue", ())
                    .ok()
                    .and_then(|v| v.str(vm).ok().map(|s| s.to_string_lossy().into_owned()))
                    .unwrap_or_default()
            };
            let truncated = |sink: &PyObjectRef| -> bool {
                sink.get_attr("truncated", vm).ok().and_then(|v| v.try_to_bool(vm).ok()).unwrap_or(false)
            };
            let (stdout_truncated, stderr_truncated) = (truncated(&out), truncated(&err));
            let status = if over_limit || stdout_truncated || stderr_truncated {
                ProgramStatus::OutputLimit
            } else if exception.as_deref() == Some("MemoryError") {
                ProgramStatus::Memory
            } else if exception.is_some() {
                ProgramStatus::Error
            } else {
                ProgramStatus::Ok
            };
            ProgramRun {
                status,
                exit_code,
                stdout: text(&out),
                stderr: text(&err),
                stdout_truncated,
                stderr_truncated,
                exception,
            }
        })
    }

    fn execute_main(&self, vm: &VirtualMachine, code: &str) -> Result<(), PyBaseExceptionRef> {
        let code = compile_exec(vm, code, "<program>").map_err(|e| e.into_pyexception(vm, Some(code)))?;
        let globals = vm.ctx.new_dict();
        globals.set_item("__builtins__", vm.builtins.clone().into(), vm)?;
        globals.set_item("__name__", vm.ctx.new_str("__main__").into(), vm)?;
        let scope = Scope::with_builtins(None, globals, vm);
        vm.run_code_obj(code, scope).map(|_| ())
    }

    /// Run `f` inside the interpreter: platform hooks that live outside this crate (the web
    /// viewer's step counter). Generic, so a target that never calls it gets no code from it.
    pub fn enter<R>(&self, f: impl FnOnce(&VirtualMachine) -> R) -> R {
        self.interp.enter(f)
    }

    /// Convenience: prepare once and run every test.
    pub fn run_suite(&self, code: &str, tests: &[String]) -> Vec<Outcome> {
        let prepared = self.prepare(code);
        tests.iter().map(|t| self.run_test(&prepared, t)).collect()
    }
}

impl Default for Harness {
    fn default() -> Self {
        Self::new()
    }
}

/// Restore the builtins module's dict `d` to the snapshot `snap` taken at start-up (the per-test
/// reset's first job). A test rarely changes builtins, so this first walks both dicts in order and
/// checks that `d` holds exactly `snap`'s entries in `snap`'s order, key and value the *identical*
/// objects (identity, not `==`: no Python code runs, and a value with a lying `__eq__` cannot pass
/// for the original); only if not does it clear and refill `d` in `snap`'s order, as `dict.clear`
/// and `dict.update` did for every test before. The clear-and-refill (re-hashing, re-inserting,
/// growing the table again) was a fifth of an empty test's time (`perf`, native harness); the
/// sandbox's fuel for an empty test fell from 236 k to 185 k with a lookup-based check, and to
/// 167 k with this walk. Either way the next test sees the same dict, order included.
fn restore_builtins(
    d: rustpython_vm::builtins::PyDictRef,
    snap: rustpython_vm::builtins::PyDictRef,
    vm: &VirtualMachine,
) -> rustpython_vm::PyResult<()> {
    if d.__len__() == snap.__len__()
        && (&d).into_iter().zip(&snap).all(|((k, v), (sk, sv))| k.is(&sk) && v.is(&sv))
    {
        return Ok(());
    }
    d.clear();
    for (k, v) in &snap {
        d.set_item(&*k, v, vm)?;
    }
    Ok(())
}

/// The outcome of `test` after the prepared snippet (the reset already done).
fn run_prepared(vm: &VirtualMachine, prepared: &Prepared, test: &str, pytest: &PyObjectRef) -> Outcome {
    match prepared {
        Prepared::Broken(o) => o.clone(),
        Prepared::Code(code) => run_in_fresh_namespace(vm, code, test, pytest),
    }
}

fn run_in_fresh_namespace(
    vm: &VirtualMachine,
    code: &PyRef<PyCode>,
    test: &str,
    pytest: &PyObjectRef,
) -> Outcome {
    let globals = vm.ctx.new_dict();
    let setup = (|| {
        globals.set_item("__builtins__", vm.builtins.clone().into(), vm)?;
        globals.set_item("__name__", vm.ctx.new_str("__main__").into(), vm)?;
        globals.set_item("pytest", pytest.clone(), vm)
    })();
    if let Err(e) = setup {
        return classify(vm, e);
    }
    let scope = Scope::with_builtins(None, globals, vm);
    if let Err(e) = vm.run_code_obj(code.clone(), scope.clone()) {
        return classify(vm, e);
    }
    let test_code = match compile_exec(vm, test, "<test>") {
        Ok(c) => c,
        Err(e) => return classify(vm, e.into_pyexception(vm, Some(test))),
    };
    match vm.run_code_obj(test_code, scope) {
        Ok(_) => Outcome::Pass,
        Err(e) => classify(vm, e),
    }
}

/// `vm.compile(source, Mode::Exec, path)`, without its two warning pre-passes when `source`
/// cannot make them warn.
///
/// RustPython's `vm.compile` scans the source for numeric literals followed by a keyword and
/// parses it a second time to find invalid escape sequences, emitting `SyntaxWarning`s, before
/// the compile proper (a third parse): the pre-passes were a quarter of the harness's compile
/// time. They can only warn if the source has a backslash (an escape) or a digit directly followed
/// by a letter or by `.` and a letter (a numeric literal running into a keyword, `1if`, `1.or`);
/// such sources, any codegen-time warning (the handler aborts the fast compile) and any compile
/// error take `vm.compile` itself, so the code object, the warnings and the errors are exactly
/// those of `vm.compile`.
fn compile_exec(
    vm: &VirtualMachine,
    source: &str,
    path: &str,
) -> Result<PyRef<PyCode>, rustpython_vm::vm::VmCompileError> {
    if may_warn_before_codegen(source) {
        return vm.compile(source, Mode::Exec, path.to_owned());
    }
    let warned = std::cell::Cell::new(false);
    let fast = {
        let mut handler = |location, _message: String| {
            warned.set(true);
            Err(rustpython_vm::compiler::codegen::error::CodegenError {
                location: Some(location),
                end_location: None,
                error: rustpython_vm::compiler::codegen::error::CodegenErrorType::SyntaxError(String::new()),
                source_path: path.to_owned(),
            })
        };
        rustpython_vm::compiler::compile_with_syntax_warning_handler(
            source,
            Mode::Exec,
            path,
            vm.compile_opts(),
            &mut handler,
        )
    };
    match fast {
        Ok(code) if !warned.get() => Ok(PyCode::new_ref_from_bytecode(vm, code)),
        _ => vm.compile(source, Mode::Exec, path.to_owned()),
    }
}

/// Whether RustPython's warning pre-passes could emit anything for `source` (conservative).
fn may_warn_before_codegen(source: &str) -> bool {
    let b = source.as_bytes();
    b.contains(&b'\\')
        || b.windows(2).any(|w| w[0].is_ascii_digit() && w[1].is_ascii_alphabetic())
        || b.windows(3).any(|w| w[0].is_ascii_digit() && w[1] == b'.' && w[2].is_ascii_alphabetic())
}

/// Exit code of an uncaught `SystemExit`, as CPython computes it (a non-int, non-None code is
/// printed to stderr and gives 1).
fn system_exit_code(vm: &VirtualMachine, exc: &PyBaseExceptionRef, err: &PyObjectRef) -> i32 {
    let code = exc.as_object().get_attr("code", vm).unwrap_or_else(|_| vm.ctx.none());
    if vm.is_none(&code) {
        return 0;
    }
    if code.downcast_ref::<rustpython_vm::builtins::PyInt>().is_some() {
        // CPython: the C int of the code (an out-of-range value is -1)
        return <i32 as rustpython_vm::TryFromObject>::try_from_object(vm, code).unwrap_or(-1);
    }
    if let Ok(s) = code.str(vm) {
        let _ = vm.call_method(err, "write", (s,));
        let _ = vm.call_method(err, "write", ("\n",));
    }
    1
}

/// The one classification rule (mirrored by `py/reference_runner.py`).
fn classify(vm: &VirtualMachine, exc: PyBaseExceptionRef) -> Outcome {
    if exc.fast_isinstance(vm.ctx.exceptions.assertion_error) {
        let msg = exc.as_object().str(vm).map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
        let msg: String = msg.chars().take(MESSAGE_LIMIT).collect();
        Outcome::fail_with(&msg)
    } else {
        Outcome::Error(exc.class().name().to_string())
    }
}
