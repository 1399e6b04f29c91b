//! One helper for driving the real CLI binary from end-to-end tests.
//!
//! The binary is found next to the test executable's directory (`target/<profile>/execretrieval`),
//! or at `$EXECRETRIEVAL_BIN`. Build it first (`scripts/test.sh` does).

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

/// Path of the `execretrieval` binary under test.
pub fn bin() -> PathBuf {
    if let Some(p) = std::env::var_os("EXECRETRIEVAL_BIN") {
        return PathBuf::from(p);
    }
    let exe = std::env::current_exe().expect("test executable path");
    let profile_dir = exe.parent().and_then(Path::parent).expect("target/<profile>");
    let p = profile_dir.join("execretrieval");
    assert!(
        p.exists(),
        "{} not found: build it first with `cargo build --release --ignore-rust-version -p execretrieval` (scripts/test.sh does)",
        p.display()
    );
    p
}

/// Repository root.
pub fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap().to_path_buf()
}

/// A fixture file under `tests/fixtures/`.
pub fn fixture(rel: &str) -> PathBuf {
    repo_root().join("tests/fixtures").join(rel)
}

/// Shared cache directory for the whole test run (the compiled guest is reused), overridable
/// with `$EXECRETRIEVAL_TEST_CACHE`.
pub fn shared_cache_dir() -> PathBuf {
    std::env::var_os("EXECRETRIEVAL_TEST_CACHE")
        .map(PathBuf::from)
        .unwrap_or_else(|| std::env::temp_dir().join("execretrieval-test-cache"))
}

/// Run the CLI with `args` in `cwd`; stdout/stderr captured.
pub fn run_cli(args: &[&str], cwd: &Path) -> Output {
    Command::new(bin())
        .args(args)
        .current_dir(cwd)
        .env("EXECRETRIEVAL_CACHE_DIR", shared_cache_dir())
        .stdin(Stdio::null())
        .output()
        .expect("run execretrieval")
}

/// Read a JSONL file into values.
pub fn read_jsonl(path: &Path) -> Vec<serde_json::Value> {
    std::fs::read_to_string(path)
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{}: {e}: {l}", path.display())))
        .collect()
}

/// Write values as JSONL.
pub fn write_jsonl(path: &Path, rows: &[serde_json::Value]) {
    let text: String = rows.iter().map(|r| serde_json::to_string(r).unwrap() + "\n").collect();
    std::fs::write(path, text).unwrap();
}

/// Outcome strings of one output row.
pub fn outcomes(row: &serde_json::Value) -> Vec<String> {
    row["outcomes"].as_array().expect("outcomes").iter().map(|o| o.as_str().unwrap().to_string()).collect()
}

/// sha256 of `bytes` as lowercase hex (the hashes of `execution_cache.jsonl`).
pub fn sha256_hex(bytes: &[u8]) -> String {
    use sha2::Digest;
    hex::encode(sha2::Sha256::digest(bytes))
}
