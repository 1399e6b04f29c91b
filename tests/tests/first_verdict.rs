//! The first verdict on a cold cache (issue 38): the guest precompiled for a baseline CPU and
//! shipped beside the binary (`execretrieval cache precompile-guest`, run by `scripts/env.sh
//! setup`) is loaded instead of compiling the guest; a shipped module that does not load is
//! compiled instead, and both the fallback and the compile are said on stderr.

use execretrieval_tests::bin;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::Instant;

/// The `guest-*.cwasm` files in `dir`.
fn shipped_modules(dir: &Path) -> Vec<PathBuf> {
    let Ok(entries) = std::fs::read_dir(dir) else { return Vec::new() };
    entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| {
            let name = p.file_name().and_then(|n| n.to_str()).unwrap_or("");
            name.starts_with("guest-") && name.ends_with(".cwasm")
        })
        .collect()
}

/// `exec` of one passing suite with `binary` and an empty cache directory: its output, the
/// cache directory's compiled modules afterwards, the wall time.
fn cold_exec(binary: &Path) -> (Output, Vec<PathBuf>, f64) {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("in.jsonl");
    std::fs::write(
        &input,
        "{\"id\":\"a\",\"code\":\"def f(x):\\n    return x + 1\\n\",\"tests\":[\"assert f(1) == 2\"]}\n",
    )
    .unwrap();
    let cache = dir.path().join("cache");
    let started = Instant::now();
    let out = Command::new(binary)
        .args(["exec", "--input", input.to_str().unwrap(), "--cache-dir", cache.to_str().unwrap()])
        .env("EXECRETRIEVAL_CACHE_DIR", &cache)
        .stdin(Stdio::null())
        .output()
        .expect("run execretrieval");
    let secs = started.elapsed().as_secs_f64();
    (out, shipped_modules(&cache.join("modules")), secs)
}

fn assert_passed(out: &Output) {
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "exec failed: {}", String::from_utf8_lossy(&out.stderr));
    assert!(stdout.contains("\"outcomes\":[\"pass\"]"), "{stdout}");
}

#[test]
fn a_cold_cache_loads_the_module_shipped_beside_the_binary() {
    let binary = bin();
    let shipped = shipped_modules(binary.parent().unwrap());
    assert!(
        !shipped.is_empty(),
        "no precompiled guest beside {}: write it with `{} cache precompile-guest --out-dir {}` (scripts/env.sh setup does)",
        binary.display(),
        binary.display(),
        binary.parent().unwrap().display()
    );
    let (out, compiled, secs) = cold_exec(&binary);
    assert_passed(&out);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        !stderr.contains("compiling the sandbox guest"),
        "compiled although a module was shipped: {stderr}"
    );
    assert!(compiled.is_empty(), "compiled into the cache although a module was shipped: {compiled:?}");
    eprintln!("first verdict from a cold cache with the shipped module: {secs:.2} s wall");
}

#[test]
fn a_shipped_module_that_does_not_load_is_compiled_instead_and_said_so() {
    let binary = bin();
    let shipped = shipped_modules(binary.parent().unwrap());
    let Some(original) = shipped.first() else {
        panic!("no precompiled guest beside {} (scripts/env.sh setup writes it)", binary.display());
    };
    // A copy of the binary beside a truncated copy of its shipped module.
    let dir = tempfile::tempdir().unwrap();
    let copy = dir.path().join("execretrieval");
    std::fs::copy(&binary, &copy).unwrap();
    let bytes = std::fs::read(original).unwrap();
    std::fs::write(dir.path().join(original.file_name().unwrap()), &bytes[..bytes.len().min(4096)]).unwrap();
    let (out, compiled, secs) = cold_exec(&copy);
    assert_passed(&out);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("does not fit this machine"), "{stderr}");
    assert!(stderr.contains("compiling the sandbox guest for this machine"), "{stderr}");
    assert!(stderr.contains("compiled the sandbox guest in"), "{stderr}");
    assert_eq!(compiled.len(), 1, "{compiled:?}");
    eprintln!("first verdict from a cold cache, compiling: {secs:.2} s wall");
}
