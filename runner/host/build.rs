//! Embeds the sandbox guest (`execretrieval-guest.wasm`, built for wasm32-wasip1) into the host
//! library when it has been built, so the `execretrieval` binary is self-contained.
//! Build it first with:
//!   cargo build --profile guest --ignore-rust-version -p execretrieval-guest --target wasm32-wasip1
//! `EXECRETRIEVAL_GUEST_WASM=/path/to/guest.wasm` at build time picks another file.
use std::path::PathBuf;

fn main() {
    println!("cargo:rerun-if-env-changed=EXECRETRIEVAL_GUEST_WASM");
    println!("cargo::rustc-check-cfg=cfg(embedded_guest)");
    let path = match std::env::var_os("EXECRETRIEVAL_GUEST_WASM") {
        Some(p) => PathBuf::from(p),
        None => {
            // OUT_DIR = <target>/<profile>/build/<pkg>-<hash>/out (or <target>/<triple>/<profile>/...)
            let out = PathBuf::from(std::env::var_os("OUT_DIR").unwrap());
            let mut target = out.clone();
            for _ in 0..4 {
                target.pop();
            }
            target.join("wasm32-wasip1/guest/execretrieval-guest.wasm")
        }
    };
    println!("cargo:rerun-if-changed={}", path.display());
    if path.exists() {
        println!("cargo:rustc-cfg=embedded_guest");
        println!("cargo:rustc-env=EXECRETRIEVAL_EMBEDDED_GUEST={}", path.display());
    } else {
        println!(
            "cargo:warning=sandbox guest not found at {}; the binary will need --guest or EXECRETRIEVAL_GUEST_WASM at run time (build it with `cargo build --profile guest --ignore-rust-version -p execretrieval-guest --target wasm32-wasip1`)",
            path.display()
        );
    }
}
