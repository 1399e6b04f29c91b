//! The pre-initialised, precompiled guest, cached on disk.
//!
//! Key = wasmtime version + engine flags + guest sha256 + pre-initialiser version: a module
//! compiled under other settings is never reused (Wasmtime would also reject it), a stale file is
//! simply rebuilt. Files are written to a temp file and renamed, so a killed build leaves no
//! half-written module behind and concurrent builders do not corrupt each other.

use crate::engine::engine_config;
use crate::wasi::locked_down_wasi;
use crate::SandboxConfig;
use anyhow::{Context, Result};
use execretrieval_core::release::bytes_sha256;
use std::path::{Path, PathBuf};
use wasmtime::{Engine, Linker, Module, Store};

/// Bump when the pre-initialisation recipe changes.
const PREINIT_RECIPE: &str = "wizer-48.0.8/v1";
/// The pinned wasmtime version (Cargo.toml pins `=48.0.8`).
const WASMTIME_VERSION: &str = "48.0.8";

/// Cache file for this engine configuration and guest.
pub fn cache_path(config: &SandboxConfig, guest_sha256: &str, cache_dir: &Path) -> PathBuf {
    let engine_flags = format!(
        "wasmtime={};fuel=1;epoch=0;stack={};opt=speed;arch={};recipe={}",
        WASMTIME_VERSION,
        config.wasm_stack,
        std::env::consts::ARCH,
        PREINIT_RECIPE
    );
    let key = bytes_sha256(format!("{engine_flags};guest={guest_sha256}").as_bytes());
    cache_dir.join("modules").join(format!("guest-{}.cwasm", &key[..32]))
}

/// Load the cached module, or pre-initialise + compile the guest and cache it.
/// Returns the module and the guest's sha256.
pub fn load_or_build(
    engine: &Engine,
    config: &SandboxConfig,
    guest: &[u8],
    cache_dir: &Path,
) -> Result<(Module, String)> {
    let guest_sha = bytes_sha256(guest);
    let path = cache_path(config, &guest_sha, cache_dir);
    if path.exists() {
        // SAFETY: the file was written by `Engine::precompile_module` of this same wasmtime
        // version and configuration (both are in its name), into our private cache directory.
        match unsafe { Module::deserialize_file(engine, &path) } {
            Ok(m) => return Ok((m, guest_sha)),
            Err(_) => {
                let _ = std::fs::remove_file(&path);
            }
        }
    }
    let initialized = preinitialize(guest).context("pre-initialising the sandbox guest with Wizer")?;
    let compiled = engine
        .precompile_module(&initialized)
        .map_err(anyhow::Error::from)
        .context("compiling the sandbox guest")?;
    let dir = path.parent().unwrap();
    let written = std::fs::create_dir_all(dir)
        .map_err(anyhow::Error::from)
        .and_then(|()| execretrieval_io::write_atomic(&path, &compiled));
    if let Err(e) = written {
        // A full or read-only cache directory costs a compile per process, never the run.
        crate::warnings::warn_once(crate::warnings::Kind::ModuleCacheWrite, || {
            format!(
                "cannot write the compiled sandbox guest to {} ({e:#}): it is compiled again by every \
                 process until EXECRETRIEVAL_CACHE_DIR (--cache-dir) names a writable directory with room",
                path.display()
            )
        });
        // SAFETY: produced just now by precompile_module of this engine.
        return Ok((unsafe { Module::deserialize(engine, &compiled) }?, guest_sha));
    }
    // SAFETY: just written by precompile_module of this engine.
    let module = unsafe { Module::deserialize_file(engine, &path) }?;
    Ok((module, guest_sha))
}

/// Run the guest's `wizer.initialize` (interpreter start-up, stdlib imports) and snapshot it.
pub fn preinitialize(guest: &[u8]) -> Result<Vec<u8>> {
    let engine = Engine::new(&engine_config(&SandboxConfig::default()).consume_fuel(false).clone())?;
    let mut store = Store::new(&engine, locked_down_wasi(Vec::new()));
    let wizer = wasmtime_wizer::Wizer::new();
    let fut = wizer.run(&mut store, guest, async |store, module| {
        let mut linker = Linker::new(module.engine());
        wasmtime_wasi::p1::add_to_linker_async(&mut linker, |s| s)?;
        linker.define_unknown_imports_as_traps(module)?;
        linker.instantiate_async(store, module).await
    });
    let bytes = pollster::block_on(fut)?;
    Ok(bytes)
}
