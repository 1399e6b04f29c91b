// RustPython needs a deeper native stack than wasm-ld's 1 MiB default to reach its recursion limit
// (1000) and raise RecursionError instead of trapping; the sandbox guest runs with 64 MiB under
// Wasmtime. Link-time only, so RustPython is not recompiled.
fn main() {
    if std::env::var("CARGO_CFG_TARGET_ARCH").as_deref() == Ok("wasm32") {
        println!("cargo:rustc-link-arg-cdylib=-zstack-size=16777216");
    }
}
