//! Embeds the sandbox guest (`execretrieval-guest.wasm`, built for wasm32-wasip1) into the host
//! library, so the `execretrieval` binary and the Python package are self-contained.
//!
//! Where the guest comes from, in order:
//! 1. `EXECRETRIEVAL_GUEST_WASM=/path/to/guest.wasm` at build time;
//! 2. `<target>/wasm32-wasip1/guest/execretrieval-guest.wasm`, which `scripts/env.sh` builds first
//!    (`cargo build --profile guest --ignore-rust-version -p execretrieval-guest --target wasm32-wasip1`);
//! 3. otherwise this script builds it (a nested cargo into `<target>/guest-build`, its own target
//!    directory, so it never waits on the lock of the build that runs this script) — what makes
//!    `pip install ./python` work on a machine that has only rustup. `EXECRETRIEVAL_BUILD_GUEST=0`
//!    turns that off (the binary then needs `--guest` or `EXECRETRIEVAL_GUEST_WASM` at run time).
use std::path::{Path, PathBuf};
use std::process::Command;

const GUEST: &str = "wasm32-wasip1/guest/execretrieval-guest.wasm";

fn main() {
    println!("cargo:rerun-if-env-changed=EXECRETRIEVAL_GUEST_WASM");
    println!("cargo:rerun-if-env-changed=EXECRETRIEVAL_BUILD_GUEST");
    println!("cargo::rustc-check-cfg=cfg(embedded_guest)");
    // OUT_DIR = <target>/<profile>/build/<pkg>-<hash>/out (or <target>/<triple>/<profile>/...)
    let out = PathBuf::from(std::env::var_os("OUT_DIR").unwrap());
    let mut target = out.clone();
    for _ in 0..4 {
        target.pop();
    }
    let path = match std::env::var_os("EXECRETRIEVAL_GUEST_WASM") {
        Some(p) => PathBuf::from(p),
        None => {
            let main = target.join(GUEST);
            let own = target.join("guest-build").join(GUEST);
            if main.exists() {
                main
            } else if own.exists() || build_guest(&target.join("guest-build")) {
                own
            } else {
                main
            }
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

/// Build the guest into `target_dir` (≈ 5–20 min on 2 cores); false (with a warning naming the
/// fix) when it cannot be built here.
fn build_guest(target_dir: &Path) -> bool {
    if std::env::var("EXECRETRIEVAL_BUILD_GUEST").is_ok_and(|v| v == "0") {
        return false;
    }
    let manifest = PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").unwrap());
    let workspace = manifest.join("../../Cargo.toml");
    if !manifest.join("../guest/Cargo.toml").exists() {
        return false; // a packaged copy of this crate without the workspace
    }
    // the wasm32-wasip1 standard library, through rustup when it is missing
    if let Ok(rustup) = which_rustup() {
        let installed = Command::new(&rustup).args(["target", "list", "--installed"]).output();
        if installed.is_ok_and(|o| !String::from_utf8_lossy(&o.stdout).lines().any(|l| l == "wasm32-wasip1"))
        {
            let _ = Command::new(&rustup).args(["target", "add", "wasm32-wasip1"]).status();
        }
    }
    println!(
        "cargo:warning=building the sandbox guest (RustPython for wasm32-wasip1) into {}: a few minutes, once",
        target_dir.display()
    );
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let mut cmd = Command::new(cargo);
    cmd.args([
        "build",
        "--profile",
        "guest",
        "--ignore-rust-version",
        "--locked",
        "-p",
        "execretrieval-guest",
    ])
    .args(["--target", "wasm32-wasip1", "--manifest-path"])
    .arg(&workspace)
    .arg("--target-dir")
    .arg(target_dir)
    .arg("--config")
    .arg(remap_flags(&manifest.join("../.."), target_dir));
    // RustPython's build info from a pinned repository, not the clock (see `pinned_guest_git`)
    match pinned_guest_git(target_dir) {
        Some(git_dir) => {
            cmd.env("GIT_DIR", git_dir).env("TZ", "UTC");
            for (k, v) in GIT_ENV {
                cmd.env(k, v);
            }
        }
        None => println!(
            "cargo:warning=git could not make the pinned repository for RustPython's build info: this guest embeds its build time, so its sha256 (in every execution-cache key) differs from other builds; install git"
        ),
    }
    // the outer build's flags are for the host (and, under maturin, for a Python extension)
    for var in
        ["RUSTFLAGS", "CARGO_ENCODED_RUSTFLAGS", "CARGO_BUILD_TARGET", "CARGO_TARGET_DIR", "RUSTC_WRAPPER"]
    {
        cmd.env_remove(var);
    }
    match cmd.status() {
        Ok(s) if s.success() => true,
        _ => {
            println!(
                "cargo:warning=the sandbox guest could not be built; install the target with `rustup target add wasm32-wasip1` and build it with `cargo build --profile guest --ignore-rust-version -p execretrieval-guest --target wasm32-wasip1`"
            );
            false
        }
    }
}

/// The git environment of the pinned repository: no user or system configuration, a fixed
/// author, committer and date.
const GIT_ENV: [(&str, &str); 8] = [
    ("GIT_CONFIG_GLOBAL", "/dev/null"),
    ("GIT_CONFIG_NOSYSTEM", "1"),
    ("GIT_AUTHOR_NAME", "execretrieval"),
    ("GIT_AUTHOR_EMAIL", "guest@execretrieval.invalid"),
    ("GIT_AUTHOR_DATE", "2026-01-01T00:00:00+0000"),
    ("GIT_COMMITTER_NAME", "execretrieval"),
    ("GIT_COMMITTER_EMAIL", "guest@execretrieval.invalid"),
    ("GIT_COMMITTER_DATE", "2026-01-01T00:00:00+0000"),
];

/// RustPython's build script embeds git metadata of its own source (hash, branch, commit time:
/// `sys.version`); outside a git checkout (a crates.io download) it falls back to the clock, so
/// every build's bytes would differ. The guest build therefore sees, through `GIT_DIR`, a
/// one-commit repository with a fixed author, date and message — a fixed hash — made here once
/// (the same as `pinned_guest_git` in scripts/env.sh). Its `.git` directory, or `None` when git
/// is missing.
fn pinned_guest_git(target_dir: &Path) -> Option<PathBuf> {
    let dir = target_dir.join("guest-git");
    let git_dir = dir.join(".git");
    let head = |d: &Path| {
        Command::new("git")
            .args(["rev-parse", "--verify", "-q", "HEAD"])
            .env("GIT_DIR", d)
            .envs(GIT_ENV)
            .output()
            .is_ok_and(|o| o.status.success())
    };
    if head(&git_dir) {
        return Some(git_dir);
    }
    let _ = std::fs::remove_dir_all(&dir);
    let init = Command::new("git")
        .args(["init", "-q", "-b", "main"])
        .arg(&dir)
        .envs(GIT_ENV)
        .env_remove("GIT_DIR")
        .status()
        .is_ok_and(|s| s.success());
    let message = "execretrieval guest build: pinned git metadata for RustPython's build info";
    let commit = init
        && Command::new("git")
            .arg("-C")
            .arg(&dir)
            .args(["-c", "commit.gpgsign=false", "commit", "-q", "--allow-empty", "-m", message])
            .envs(GIT_ENV)
            .env_remove("GIT_DIR")
            .status()
            .is_ok_and(|s| s.success());
    (commit && head(&git_dir)).then_some(git_dir)
}

/// `target.wasm32-wasip1.rustflags` remapping the checkout, the cargo home and the target dir
/// (the same as `build_guest` in scripts/env.sh), so that the guest's bytes, and so its sha256
/// in every cache key, do not depend on where they are.
fn remap_flags(workspace: &Path, target_dir: &Path) -> String {
    let workspace = workspace.canonicalize().unwrap_or_else(|_| workspace.to_path_buf());
    let home = std::env::var_os("CARGO_HOME")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".cargo")));
    let mut pairs = vec![(workspace, "/execretrieval")];
    pairs.extend(home.map(|h| (h, "/cargo")));
    pairs.push((target_dir.to_path_buf(), "/target"));
    let flags: Vec<String> = pairs
        .iter()
        .map(|(from, to)| {
            let flag = format!("--remap-path-prefix={}={to}", from.display());
            format!("\"{}\"", flag.replace('\\', "\\\\").replace('"', "\\\""))
        })
        .collect();
    format!("target.wasm32-wasip1.rustflags=[{}]", flags.join(", "))
}

fn which_rustup() -> Result<PathBuf, ()> {
    let name = if cfg!(windows) { "rustup.exe" } else { "rustup" };
    std::env::var_os("PATH")
        .and_then(|p| std::env::split_paths(&p).map(|d| d.join(name)).find(|f| f.is_file()))
        .ok_or(())
}
