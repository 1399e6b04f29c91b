//! The sandbox guest: a wasm32-wasip1 program around `execretrieval-harness`.
//!
//! Life cycle (driven by `runner/host`):
//! 1. `wizer-initialize` (run once, at build time of the pre-initialised module): creates the
//!    interpreter, installs the pytest shim, imports the stdlib modules and runs the warm-up suite
//!    (`Harness::warm_up`: caches filled, start-up objects frozen out of the collector's way).
//!    Wizer snapshots the resulting memory, so every later instance starts with a ready, warm
//!    interpreter.
//! 2. `run` (once per instance): reads one JSON [`GuestRequest`] from stdin (the type the host
//!    writes it with). A suite: for each test from `start`, calls the host import `begin_test(i)`
//!    (the host refills the fuel), runs the test, and reports the outcome with
//!    `report(i, ptr, len)`. A program runs as `__main__` (after `begin_test(0)`) and reports its
//!    `ProgramRun` as JSON with `program_result(ptr, len)`.
//!
//! Verdicts never travel through stdout: the snippet can print anything without forging one.
//! The guest knows nothing of datasets.

use execretrieval_core::guest::GuestRequest;
use execretrieval_harness::{Harness, Prepared};
use std::cell::OnceCell;
use std::io::Read;

#[link(wasm_import_module = "execretrieval")]
unsafe extern "C" {
    /// Test `index` is about to start (the host resets the fuel budget).
    fn begin_test(index: u32);
    /// Outcome string of test `index` (UTF-8 at `ptr`, `len` bytes).
    fn report(index: u32, ptr: *const u8, len: usize);
    /// The request could not be read (UTF-8 message).
    fn bad_request(ptr: *const u8, len: usize);
    /// The `ProgramRun` of a program request, as JSON (UTF-8 at `ptr`, `len` bytes).
    fn program_result(ptr: *const u8, len: usize);
}

thread_local! {
    static HARNESS: OnceCell<Harness> = const { OnceCell::new() };
}

fn with_harness<R>(f: impl FnOnce(&Harness) -> R) -> R {
    HARNESS.with(|cell| f(cell.get_or_init(Harness::new)))
}

#[unsafe(export_name = "wizer-initialize")]
pub extern "C" fn wizer_initialize() {
    with_harness(Harness::warm_up);
}

fn fail_request(msg: &str) {
    unsafe { bad_request(msg.as_ptr(), msg.len()) }
}

#[unsafe(no_mangle)]
pub extern "C" fn run() {
    let mut input = String::new();
    if let Err(e) = std::io::stdin().read_to_string(&mut input) {
        return fail_request(&format!("stdin: {e}"));
    }
    let req: GuestRequest = match serde_json::from_str(&input) {
        Ok(r) => r,
        Err(e) => return fail_request(&format!("not a sandbox request: {e}")),
    };
    match req {
        GuestRequest::Suite { code, tests, start } => with_harness(|h| {
            let prepared: Prepared = h.prepare(&code);
            for (i, test) in tests.iter().enumerate().skip(start) {
                unsafe { begin_test(i as u32) };
                let outcome = h.run_test(&prepared, test).to_string();
                unsafe { report(i as u32, outcome.as_ptr(), outcome.len()) };
            }
        }),
        GuestRequest::Program { code, stdin, argv, output_limit } => with_harness(|h| {
            let argv: Vec<String> = argv.into_iter().map(|a| a.into_owned()).collect();
            unsafe { begin_test(0) };
            let run = h.run_program(&code, &stdin, &argv, output_limit);
            let json = serde_json::to_string(&run).expect("a ProgramRun serialises");
            unsafe { program_result(json.as_ptr(), json.len()) };
        }),
    }
}

fn main() {
    // Run as a plain WASI command (e.g. `wasmtime run`), the guest has no host imports to talk
    // to; it is only meant to be driven through its `run` export by runner/host.
    eprintln!("execretrieval-guest: drive me through the `run` export (see runner/host)");
}
