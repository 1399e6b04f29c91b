//! The pre-initialised, precompiled guest, cached on disk.
//!
//! Key = wasmtime version + engine flags + guest sha256 + pre-initialiser version: a module
//! compiled under other settings is never reused (Wasmtime would also reject it), a stale file is
//! simply rebuilt. Files are written to a temp file and renamed, so a killed build leaves no
//! half-written module behind and concurrent builders do not corrupt each other.
//!
//! Where a module comes from, in order:
//! 1. the cache (`<cache>/modules/guest-<key>.cwasm`);
//! 2. a *shipped* module of the same name, precompiled at build time for a baseline CPU
//!    ([`write_shipped`]: x86-64-v2 on x86-64) and placed beside the binary or inside the
//!    Python package ([`add_shipped_dir`]). Wasmtime checks on load that every CPU feature it
//!    was compiled for is present on this host (and its engine settings); one that does not fit
//!    is skipped, with a notice;
//! 3. otherwise the guest is pre-initialised and compiled here, once (tens of seconds on 2 cores;
//!    said on stderr, or through Python's `logging` in the package, before it starts), and cached.

use crate::engine::engine_config;
use crate::wasi::locked_down_wasi;
use crate::SandboxConfig;
use anyhow::{Context, Result};
use execretrieval_core::release::bytes_sha256;
use std::path::{Path, PathBuf};
use std::sync::RwLock;
use std::time::Instant;
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

/// Where a notice goes: stderr unless [`set_notice`] replaced it.
type Notice = Box<dyn Fn(&str) + Send + Sync>;
static NOTICE: RwLock<Option<Notice>> = RwLock::new(None);
static SHIPPED_DIRS: RwLock<Vec<PathBuf>> = RwLock::new(Vec::new());

/// Send this module's notices (a compile that takes more than a second, a shipped module that
/// does not fit the host) to `f` instead of stderr (the Python package sends them to `logging`).
pub fn set_notice(f: impl Fn(&str) + Send + Sync + 'static) {
    *NOTICE.write().unwrap_or_else(|e| e.into_inner()) = Some(Box::new(f));
}

fn notice(message: &str) {
    match NOTICE.read().unwrap_or_else(|e| e.into_inner()).as_ref() {
        Some(f) => f(message),
        None => eprintln!("execretrieval: {message}"),
    }
}

/// Also look for shipped modules in `dir` (the Python package registers its own directory).
/// The directory of the running executable is always looked in.
pub fn add_shipped_dir(dir: PathBuf) {
    let mut dirs = SHIPPED_DIRS.write().unwrap_or_else(|e| e.into_inner());
    if !dirs.contains(&dir) {
        dirs.push(dir);
    }
}

fn shipped_dirs() -> Vec<PathBuf> {
    let mut dirs = SHIPPED_DIRS.read().unwrap_or_else(|e| e.into_inner()).clone();
    if let Some(exe_dir) = std::env::current_exe().ok().and_then(|e| e.parent().map(Path::to_path_buf)) {
        dirs.push(exe_dir);
    }
    dirs
}

/// Load the cached module, else a shipped one that fits this host, else pre-initialise +
/// compile the guest and cache it. Returns the module and the guest's sha256.
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
    let name = path.file_name().expect("cache_path ends in a file name");
    for dir in shipped_dirs() {
        let shipped = dir.join(name);
        if !shipped.is_file() {
            continue;
        }
        // SAFETY: a file of this name is written only by `write_shipped` (this wasmtime version
        // and configuration are in its name); Wasmtime checks its header, engine settings and
        // CPU features before using it.
        match unsafe { Module::deserialize_file(engine, &shipped) } {
            Ok(m) => return Ok((m, guest_sha)),
            Err(e) => notice(&format!(
                "the precompiled sandbox guest {} does not fit this machine ({e:#}); compiling it here instead",
                shipped.display()
            )),
        }
    }
    notice(&format!(
        "compiling the sandbox guest for this machine, once (pre-initialise + Cranelift: tens of seconds on 2 cores); it is then cached in {}",
        path.display()
    ));
    let started = Instant::now();
    let compiled = compile(engine, guest)?;
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
    notice(&format!("compiled the sandbox guest in {:.1} s", started.elapsed().as_secs_f64()));
    // SAFETY: just written by precompile_module of this engine.
    let module = unsafe { Module::deserialize_file(engine, &path) }?;
    Ok((module, guest_sha))
}

/// Pre-initialise and compile the guest with `engine`: the bytes of a `.cwasm`.
fn compile(engine: &Engine, guest: &[u8]) -> Result<Vec<u8>> {
    let initialized = preinitialize(guest).context("pre-initialising the sandbox guest with Wizer")?;
    engine.precompile_module(&initialized).map_err(anyhow::Error::from).context("compiling the sandbox guest")
}

/// Precompile the guest for a baseline CPU of this architecture (x86-64-v2 on x86-64: SSE4.2,
/// POPCNT, CMPXCHG16B — every x86-64 CPU since 2009) into `dir`, under the name the runtime
/// looks for ([`load_or_build`] step 2), unless a loadable one is there already. Returns its path. The build scripts call this
/// (`execretrieval precompile-guest`, `scripts/build_wheel.sh`) so that the first verdict does
/// not wait for a compile.
pub fn write_shipped(config: &SandboxConfig, guest: &[u8], dir: &Path) -> Result<PathBuf> {
    let mut c = crate::engine::runtime_engine_config(config, crate::engine::pool_slots());
    c.target(&target_lexicon_host()).map_err(anyhow::Error::from)?;
    #[cfg(target_arch = "x86_64")]
    for flag in ["has_sse3", "has_ssse3", "has_sse41", "has_sse42", "has_popcnt", "has_cmpxchg16b"] {
        // SAFETY: code-generation flags only; Wasmtime checks on load that the host has them.
        unsafe {
            c.cranelift_flag_enable(flag);
        }
    }
    let engine = Engine::new(&c).map_err(anyhow::Error::from)?;
    let path = cache_path(config, &bytes_sha256(guest), dir);
    let path = dir.join(path.file_name().expect("cache_path ends in a file name"));
    // SAFETY: as in `load_or_build`: Wasmtime checks the file against this engine first.
    if path.is_file() && unsafe { Module::deserialize_file(&engine, &path) }.is_ok() {
        return Ok(path); // already there for this guest and configuration
    }
    let compiled = compile(&engine, guest)?;
    std::fs::create_dir_all(dir).with_context(|| format!("cannot create {}", dir.display()))?;
    execretrieval_io::write_atomic(&path, &compiled)?;
    // Readable by every user of an installed wheel or binary (the temp file was 0600).
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o644))
            .with_context(|| format!("cannot make {} readable", path.display()))?;
    }
    Ok(path)
}

/// This host's target triple, as Wasmtime names it (an explicit target: no CPU detection).
fn target_lexicon_host() -> String {
    let os = if cfg!(target_os = "macos") { "apple-darwin" } else { "unknown-linux-gnu" };
    format!("{}-{os}", std::env::consts::ARCH)
}

/// Run the guest's `wizer.initialize` (interpreter start-up, stdlib imports) and snapshot it.
pub fn preinitialize(guest: &[u8]) -> Result<Vec<u8>> {
    // Without optimisation: this compile only runs the interpreter's start-up once, and the
    // snapshot it leaves does not depend on how the code was compiled.
    let engine = Engine::new(
        &engine_config(&SandboxConfig::default())
            .consume_fuel(false)
            .cranelift_opt_level(wasmtime::OptLevel::None)
            .clone(),
    )?;
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
