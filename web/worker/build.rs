//! Link settings for the browser build, and the standard library it embeds.
//!
//! * Stack: RustPython needs a deeper native stack than wasm-ld's 1 MiB default to reach its
//!   recursion limit (1000) and raise RecursionError instead of trapping; the sandbox guest links
//!   with the same 16 MiB (.cargo/config.toml) and runs under a 16 MiB Wasmtime stack.
//! * Standard library: RustPython freezes every module as lz4-compressed marshal data, which
//!   brotli (how the site is served) can barely compress further: 7.9 MB of it compress to 5.5 MB.
//!   The same bytes stored as lz4 blocks of literals only (what lz4 decodes to the identical
//!   marshal data, checked here for every module) are 15.8 MB raw and 3.7 MB under brotli. The
//!   harness, compiled into this crate, imports from it (see `FROZEN_STDLIB` in src/lib.rs).
//!   Left out: the modules of `sandbox_missing_modules.txt` (written by scripts/web_stdlib.py,
//!   checked against the sandbox by tests/tests/oracle.rs), whose import raises
//!   ModuleNotFoundError in the sandbox guest; without them it raises the same here, and the
//!   download is 0.7 MB smaller (idlelib, tkinter, turtle, ctypes, sqlite3, ...).
//! * Memory cap: the sandbox caps linear memory at `core::limits::DEFAULT_MEMORY_MIB` (read here,
//!   a build dependency); the browser module is capped at that plus what the larger library adds to its data segment,
//!   so that a snippet has the same room as with RustPython's encoding (see src/lib.rs).

use rustpython_compiler_core::frozen::{FrozenCodeObject, FrozenLib, FrozenModule};
use std::path::PathBuf;

/// The sandbox's linear-memory cap.
const SANDBOX_MEMORY_BYTES: usize = (execretrieval_core::limits::DEFAULT_MEMORY_MIB as usize) << 20;
const WASM_PAGE: usize = 64 << 10;

/// `data` as an lz4 block (size-prepended, as `lz4_flex::compress_prepend_size` writes it) made of
/// one literal run: the last sequence of an lz4 block carries literals only.
fn lz4_literal_block(data: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(data.len() + data.len() / 255 + 16);
    out.extend_from_slice(&(data.len() as u32).to_le_bytes());
    let n = data.len();
    if n < 15 {
        out.push((n as u8) << 4);
    } else {
        out.push(0xF0);
        let mut rest = n - 15;
        while rest >= 255 {
            out.push(255);
            rest -= 255;
        }
        out.push(rest as u8);
    }
    out.extend_from_slice(data);
    out
}

/// The modules the sandbox cannot import, one per line (`#` comments).
fn sandbox_missing_modules() -> std::collections::BTreeSet<String> {
    let path = "sandbox_missing_modules.txt";
    println!("cargo:rerun-if-changed={path}");
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{path}: {e}"));
    text.lines().map(str::trim).filter(|l| !l.is_empty() && !l.starts_with('#')).map(str::to_owned).collect()
}

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    let original = rustpython_pylib::FROZEN_STDLIB;
    let missing = sandbox_missing_modules();
    let frozen: std::collections::BTreeSet<&str> = original.into_iter().map(|(name, _)| name).collect();
    let stale: Vec<&String> = missing.iter().filter(|m| !frozen.contains(m.as_str())).collect();
    assert!(stale.is_empty(), "sandbox_missing_modules.txt names modules RustPython no longer freezes: {stale:?}; rerun python3 scripts/web_stdlib.py");
    let mut modules = Vec::new();
    for (name, module) in original {
        if missing.contains(name) {
            continue;
        }
        let marshal = lz4_flex::decompress_size_prepended(module.code.bytes)
            .unwrap_or_else(|e| panic!("frozen module {name}: not an lz4 block ({e}): has rustpython-compiler-core changed its encoding?"));
        let literal = lz4_literal_block(&marshal);
        let back = lz4_flex::decompress_size_prepended(&literal)
            .unwrap_or_else(|e| panic!("{name}: literal block does not decode: {e}"));
        assert!(back == marshal, "{name}: literal block does not round-trip");
        modules.push((name, literal, module.package));
    }
    let lib = FrozenLib::encode(modules.iter().map(|(name, bytes, package)| {
        (*name, FrozenModule { code: FrozenCodeObject { bytes: &bytes[..] }, package: *package })
    }));
    let out = PathBuf::from(std::env::var_os("OUT_DIR").expect("OUT_DIR")).join("stdlib.frozen");
    std::fs::write(&out, &lib.bytes).expect("write the browser stdlib");

    if std::env::var("CARGO_CFG_TARGET_ARCH").as_deref() == Ok("wasm32") {
        let extra = lib.bytes.len().saturating_sub(original.bytes.len()).div_ceil(WASM_PAGE) * WASM_PAGE;
        println!("cargo:rustc-link-arg-cdylib=-zstack-size=16777216");
        println!("cargo:rustc-link-arg-cdylib=--max-memory={}", SANDBOX_MEMORY_BYTES + extra);
    }
}
