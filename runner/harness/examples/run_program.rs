//! Runs Python programs on the harness compiled for the host (native RustPython: no Wasmtime,
//! no fuel), for iterating on the interpreter (the vendored RustPython under vendor/) without
//! rebuilding the wasm guest: each argument is a file whose program runs in a fresh harness;
//! its stdout and stderr are printed as they are.
//!
//! `cargo run --release --ignore-rust-version --locked -p execretrieval-harness --example run_program -- FILE...`

use execretrieval_harness::Harness;

fn main() {
    let files: Vec<String> = std::env::args().skip(1).collect();
    if files.is_empty() {
        eprintln!("usage: run_program FILE... (Python programs, run natively on the harness)");
        std::process::exit(2);
    }
    for file in files {
        let code = match std::fs::read_to_string(&file) {
            Ok(code) => code,
            Err(e) => {
                eprintln!("{file}: {e}");
                std::process::exit(2);
            }
        };
        // Natively the harness has no `posix` (no `host_env`): the browser worker's stand-in, as
        // the native_floor example does.
        let harness =
            Harness::with_platform_prelude(include_str!("../../../web/worker/src/posix_standin.py"));
        let run = harness.run_program(&code, "", &[], 1 << 24);
        print!("{}", run.stdout);
        eprint!("{}", run.stderr);
    }
}
