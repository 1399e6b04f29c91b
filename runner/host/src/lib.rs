//! The Wasmtime embedder of the sandbox oracle.
//!
//! * One [`wasmtime::Engine`] per [`Sandbox`] (fuel metering, large wasm stack); the
//!   wall-clock backstop is checked at fuel yields (`backstop.rs`), not by compiled epoch checks.
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

mod backstop;
pub mod bench;
pub mod bench_shards;
pub mod breakdown;
pub mod cache;
pub mod cache_postgres;
mod config;
mod engine;
pub mod exec_file;
pub mod human_eval;
mod imports;
pub mod module_cache;
pub mod options;
pub mod oracle;
pub mod reference;
mod sandbox;
pub mod timing;
pub mod warnings;
mod wasi;

pub use config::{
    default_cache_dir, load_guest, with_sandbox_stack, GuestSource, RunLimits, SandboxConfig,
    BACKSTOP_FUEL_PER_SEC, DEFAULT_BACKSTOP, DEFAULT_FUEL, DEFAULT_MEMORY_MIB, DEFAULT_SUITE_FUEL,
    DEFAULT_WASM_STACK, HOST_THREAD_STACK, RELEASE_FUEL,
};
pub use engine::KEEP_RESIDENT;
pub use sandbox::{Sandbox, SuiteResult};
