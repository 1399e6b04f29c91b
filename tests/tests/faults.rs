//! Faults injected into the real `serve` (issue 38, part 6): `kill -9` mid-batch with the SQLite
//! and the PostgreSQL cache (restart: no torn rows, identical answers), a cache directory that
//! is full or read-only (verdicts still returned, one clear warning, nothing cached wrongly), a
//! truncated compiled-module file (recompiled, no crash) and a worker panic (that item answered
//! as a sandbox error, the server goes on).
//!
//! The full and read-only directories are real: a 4 MiB tmpfs and a read-only bind mount in a
//! mount namespace of their own (`unshare -rm`, an unprivileged user namespace; as root, the
//! same). A machine where `unshare` cannot do that fails the test with the reason.

use execretrieval_tests::services::Postgres;
use execretrieval_tests::{bin, guest_variant, read_jsonl, sha256_hex, shared_cache_dir, Server};
use serde_json::{json, Value};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// `n` suites of two tests each (even k pass both, odd k fail the second), each running a
/// loop long enough (≈ 10 ms) that a batch of them is still running when the server is killed.
fn batch(n: usize, tag: &str) -> Vec<Value> {
    (0..n)
        .map(|k| {
            let code = format!(
                "# {tag} {k}\ndef f(x):\n    t = 0\n    for i in range(20000):\n        t += i % (x + 2)\n    return t\n"
            );
            let second = if k % 2 == 0 { "assert f(1) > 0" } else { "assert f(1) < 0" };
            json!({"id": format!("s{k}"), "code": code, "tests": ["assert f(0) == 0", second]})
        })
        .collect()
}

/// Answers with the `cached` flags (how a row was obtained, not what it is) removed.
fn without_cached(v: &Value) -> Value {
    match v {
        Value::Object(m) => Value::Object(
            m.iter().filter(|(k, _)| *k != "cached").map(|(k, v)| (k.clone(), without_cached(v))).collect(),
        ),
        Value::Array(a) => Value::Array(a.iter().map(without_cached).collect()),
        other => other.clone(),
    }
}

fn ndjson_body(reqs: &[Value]) -> Vec<u8> {
    reqs.iter().map(|r| format!("{r}\n")).collect::<String>().into_bytes()
}

/// The answers of `reqs` as one JSON list request.
fn answers(s: &Server, reqs: &[Value]) -> Vec<Value> {
    let r = s.post("/v1/suites", &Value::Array(reqs.to_vec()));
    assert_eq!(r.status, 200, "{}", String::from_utf8_lossy(&r.body));
    r.json().as_array().unwrap().clone()
}

/// A metric's value (0 when absent).
fn metric(s: &Server, line_prefix: &str) -> f64 {
    let m = String::from_utf8(s.request("GET", "/metrics", &[], b"").body).unwrap();
    m.lines().find_map(|l| l.strip_prefix(line_prefix)).and_then(|v| v.trim().parse().ok()).unwrap_or(0.0)
}

/// The reference: the batch through a server without a cache.
fn reference(reqs: &[Value]) -> Vec<Value> {
    let s = Server::start(&["--no-cache", "--jobs", "2"], &shared_cache_dir());
    answers(&s, reqs).iter().map(without_cached).collect()
}

/// Send the batch as NDJSON on a thread of its own, wait until `at_least` items ran, `kill -9`
/// the server; returns how many had run.
fn kill_mid_batch(s: &Server, reqs: &[Value], at_least: f64) -> f64 {
    let addr = s.addr.clone();
    let body = ndjson_body(reqs);
    let sender = std::thread::spawn(move || {
        // the connection dies with the server: an error here is the point
        let _ = execretrieval_service::client::Connection::open(&addr).and_then(|mut c| {
            c.request("POST", "/v1/suites", &[("Content-Type", "application/x-ndjson")], &body)
        });
    });
    let deadline = Instant::now() + Duration::from_secs(600);
    let ran = loop {
        let ran = metric(s, "execretrieval_cache_misses_total{kind=\"suite\"}");
        if ran >= at_least {
            break ran;
        }
        assert!(Instant::now() < deadline, "the batch did not start; log:\n{}", s.log_text());
        std::thread::sleep(Duration::from_millis(20));
    };
    assert!(ran < reqs.len() as f64, "the batch finished before the kill: make it longer");
    s.signal("KILL");
    sender.join().unwrap();
    ran
}

/// Every exported suite row is whole (one outcome and one fuel figure per test) and holds the
/// reference's outcomes for its code; returns the row count.
fn check_rows(cache_url: &str, reqs: &[Value], reference: &[Value], dir: &Path) -> usize {
    let out = dir.join("export.jsonl");
    let o = Command::new(bin())
        .args(["cache", "export", "--out", out.to_str().unwrap(), "--cache", cache_url])
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(0), "cache export: {}", String::from_utf8_lossy(&o.stderr));
    let rows = read_jsonl(&out);
    for row in &rows {
        let k = reqs
            .iter()
            .position(|r| {
                sha256_hex(r["code"].as_str().unwrap().as_bytes()) == row["code_sha256"].as_str().unwrap()
            })
            .unwrap_or_else(|| panic!("a row for code that was never sent: {row}"));
        assert_eq!(
            row["outcomes"], reference[k]["outcomes"],
            "row of item {k} differs from the reference: {row}"
        );
        assert_eq!(row["fuel_used"], reference[k]["fuel_used"], "row of item {k}: fuel differs: {row}");
        assert_eq!(row["outcomes"].as_array().unwrap().len(), 2, "torn row: {row}");
    }
    rows.len()
}

fn killed_and_restarted(cache_url: &str, dir: &Path, tag: &str) {
    let reqs = batch(160, tag);
    let reference = reference(&reqs);
    let args = ["--cache", cache_url, "--jobs", "2"];
    let s = Server::start(&args, &shared_cache_dir());
    let ran = kill_mid_batch(&s, &reqs, 20.0);
    drop(s);
    let before = check_rows(cache_url, &reqs, &reference, dir);
    assert!(before as f64 >= ran - 2.0, "{ran} items had run but only {before} rows survived the kill");
    let s = Server::start(&args, &shared_cache_dir());
    let again = answers(&s, &reqs);
    let cached = again.iter().filter(|a| a["cached"] == json!(true)).count();
    assert!(cached >= before, "{before} rows were in the cache, {cached} answers came from it");
    let again: Vec<Value> = again.iter().map(without_cached).collect();
    assert_eq!(again, reference, "answers after the restart differ from a run without a cache");
    assert_eq!(check_rows(cache_url, &reqs, &reference, dir), reqs.len(), "every item cached once");
}

#[test]
fn kill_9_mid_batch_sqlite() {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite:{}", dir.path().join("exec.sqlite").display());
    killed_and_restarted(&url, dir.path(), "sqlite");
}

#[test]
fn kill_9_mid_batch_postgres() {
    let pg = Postgres::start();
    let dir = tempfile::tempdir().unwrap();
    killed_and_restarted(&pg.url(), dir.path(), "postgres");
}

/// The guest these tests' servers run: the built guest with a fixed custom section appended (the
/// same program, another sha256), so that no precompiled module shipped beside the binary
/// (`cache precompile-guest`, which `setup` writes) stands in for the module cache under test.
fn faults_guest() -> PathBuf {
    let bytes = guest_variant("execretrieval-test-faults", "");
    let dir = shared_cache_dir();
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(format!("faults-guest-{}.wasm", &sha256_hex(&bytes)[..16]));
    if !path.exists() {
        // tests run in parallel: each writes its own file, the rename makes one whole file
        let tmp =
            dir.join(format!("faults-guest.{}.{:?}.tmp", std::process::id(), std::thread::current().id()));
        std::fs::write(&tmp, &bytes).unwrap();
        std::fs::rename(&tmp, &path).unwrap();
    }
    path
}

/// The sandbox flags of every server here: [`faults_guest`].
fn guest_args() -> [String; 2] {
    ["--guest".to_string(), faults_guest().display().to_string()]
}

/// The compiled [`faults_guest`] in the shared cache directory (compiled by the first server
/// start that needs it).
fn compiled_module() -> PathBuf {
    let g = guest_args();
    let _warm = Server::start(&["--no-cache", &g[0], &g[1]], &shared_cache_dir());
    let dir = shared_cache_dir().join("modules");
    std::fs::read_dir(&dir)
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "cwasm"))
        .max_by_key(|p| std::fs::metadata(p).and_then(|m| m.modified()).ok())
        .unwrap_or_else(|| panic!("no compiled guest in {}", dir.display()))
}

/// Lines of the server's log that are the host's warnings.
fn warnings(s: &Server) -> Vec<String> {
    s.log_text().lines().filter(|l| l.contains("\"sandbox warning\"")).map(str::to_string).collect()
}

/// `serve` in a mount namespace of its own, after `setup` (shell, `$D` = the cache directory)
/// has made the directory what the test needs; waits until it is ready.
fn serve_in_namespace(cache_dir: &Path, setup: &str, log_dir: &Path) -> Server {
    let script = format!("set -e; D='{}'; {setup}; exec \"$0\" \"$@\"", cache_dir.display());
    let probe = Command::new("unshare").args(["-rm", "true"]).output();
    match probe {
        Ok(o) if o.status.success() => {}
        Ok(o) => {
            panic!("this test needs mount namespaces (`unshare -rm`): {}", String::from_utf8_lossy(&o.stderr))
        }
        Err(e) => panic!("this test needs util-linux's unshare: {e}"),
    }
    let log = log_dir.join("server.log");
    let mut child = Command::new("unshare")
        .args(["-rm", "sh", "-c", &script])
        .arg(bin())
        .args(["serve", "--listen", "127.0.0.1:0", "--jobs", "2"])
        .args(guest_args())
        .env("EXECRETRIEVAL_CACHE_DIR", cache_dir)
        .env_remove("EXECRETRIEVAL_CACHE_URL")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::from(std::fs::File::create(&log).unwrap()))
        .spawn()
        .unwrap();
    let mut line = String::new();
    std::io::BufRead::read_line(&mut std::io::BufReader::new(child.stdout.take().unwrap()), &mut line)
        .unwrap();
    let v: Value = serde_json::from_str(&line).unwrap_or_else(|e| {
        panic!("no address ({e}): {line:?}; log:\n{}", std::fs::read_to_string(&log).unwrap())
    });
    let s = Server::adopt(child, v["listening"].as_str().unwrap().to_string(), log);
    if let Err(e) = execretrieval_service::client::wait_ready(&s.addr, Duration::from_secs(1800)) {
        panic!("{e:#}; log:\n{}", s.log_text());
    }
    s
}

/// Verdicts returned, the same as without a cache, and exactly one warning naming the cache.
fn verdicts_with_one_warning(s: &Server, reqs: &[Value], reference: &[Value], what: &str) {
    for _ in 0..2 {
        let got: Vec<Value> = answers(s, reqs).iter().map(without_cached).collect();
        assert_eq!(got, reference, "{what}: verdicts differ from a run without a cache");
    }
    let w = warnings(s);
    assert!(!w.is_empty(), "{what}: no warning; log:\n{}", s.log_text());
    assert!(
        w.len() <= 2,
        "{what}: the warning is given once per kind, not per item ({} lines):\n{}",
        w.len(),
        w.join("\n")
    );
    assert!(w.iter().all(|l| l.contains("cache")), "{what}: the warning names the cache: {w:?}");
}

#[test]
fn full_cache_directory_still_answers() {
    let module = compiled_module();
    let dir = tempfile::tempdir().unwrap();
    let cache = dir.path().join("cache");
    std::fs::create_dir_all(&cache).unwrap();
    let reqs = batch(12, "full");
    let reference = reference(&reqs);
    // a tmpfs just large enough for the compiled guest, filled up to its last 16 KiB
    let size_kib = std::fs::metadata(&module).unwrap().len() / 1024 + 256;
    // (room for SQLite to open its files and write a few rows, then ENOSPC)
    let setup = format!(
        "mount -t tmpfs -o size={size_kib}k tmpfs \"$D\"; mkdir -p \"$D/modules\"; cp '{}' \"$D/modules/\"; \
         dd if=/dev/zero of=\"$D/filler\" bs=4k 2>/dev/null || true; truncate -s -64K \"$D/filler\"",
        module.display()
    );
    let s = serve_in_namespace(&cache, &setup, dir.path());
    verdicts_with_one_warning(&s, &reqs, &reference, "full cache directory");
}

#[test]
fn read_only_cache_directory_still_answers() {
    let module = compiled_module();
    let dir = tempfile::tempdir().unwrap();
    let cache = dir.path().join("cache");
    std::fs::create_dir_all(cache.join("modules")).unwrap();
    std::fs::copy(&module, cache.join("modules").join(module.file_name().unwrap())).unwrap();
    let reqs = batch(12, "read-only");
    let reference = reference(&reqs);
    let setup = "mount --bind \"$D\" \"$D\"; mount -o remount,bind,ro \"$D\"";
    let s = serve_in_namespace(&cache, setup, dir.path());
    verdicts_with_one_warning(&s, &reqs, &reference, "read-only cache directory");
    assert!(!cache.join("exec_cache.sqlite").exists(), "nothing was written to the read-only directory");
}

#[test]
fn read_only_empty_cache_directory_compiles_in_memory() {
    // nothing cached at all: the guest is compiled, kept in memory, and the runs answered
    let dir = tempfile::tempdir().unwrap();
    let cache = dir.path().join("cache");
    std::fs::create_dir_all(&cache).unwrap();
    let reqs = batch(4, "read-only-empty");
    let reference = reference(&reqs);
    let setup = "mount --bind \"$D\" \"$D\"; mount -o remount,bind,ro \"$D\"";
    let s = serve_in_namespace(&cache, setup, dir.path());
    verdicts_with_one_warning(&s, &reqs, &reference, "read-only empty cache directory");
    assert!(warnings(&s).iter().any(|l| l.contains("compiled sandbox guest")), "{:?}", warnings(&s));
    assert_eq!(std::fs::read_dir(&cache).unwrap().count(), 0, "nothing was written");
}

#[test]
fn truncated_compiled_module_is_recompiled() {
    let module = compiled_module();
    let full = std::fs::read(&module).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let copy = dir.path().join("modules").join(module.file_name().unwrap());
    std::fs::create_dir_all(copy.parent().unwrap()).unwrap();
    std::fs::write(&copy, &full[..full.len() / 2]).unwrap();
    let reqs = batch(6, "truncated");
    let reference = reference(&reqs);
    let g = guest_args();
    let s = Server::start(&["--no-cache", "--jobs", "2", &g[0], &g[1]], dir.path());
    let got: Vec<Value> = answers(&s, &reqs).iter().map(without_cached).collect();
    assert_eq!(got, reference);
    // recompiled and rewritten whole (or, where a precompiled module ships beside the binary,
    // that one loaded and the broken file gone): never the truncated file again
    let now = std::fs::metadata(&copy).map(|m| m.len()).ok();
    assert!(now.is_none() || now == Some(full.len() as u64), "the truncated module is still there: {now:?}");
    assert!(s.child.id() > 0 && s.request("GET", "/healthz", &[], b"").status == 200);
}

#[test]
fn worker_panic_is_that_items_sandbox_error() {
    let s = Server::start_with(
        &["--no-cache", "--jobs", "2"],
        &shared_cache_dir(),
        &[("EXECRETRIEVAL_INJECT_PANIC", "PANIC_HERE")],
    );
    execretrieval_service::client::wait_ready(&s.addr, Duration::from_secs(1800)).unwrap();
    let good = json!({"code": "def f():\n    return 1\n", "tests": ["assert f() == 1"]});
    let bad = json!({"code": "# PANIC_HERE\ndef f():\n    return 1\n", "tests": ["assert f() == 1"]});
    // a list: the panicking item is its own error body, the others are answered
    let r = s.post("/v1/suites", &json!([good, bad, good]));
    assert_eq!(r.status, 200, "{}", String::from_utf8_lossy(&r.body));
    let v = r.json();
    assert_eq!(v[0]["passed"], true, "{v}");
    assert_eq!(v[2]["passed"], true, "{v}");
    assert_eq!(v[1]["error"], "sandbox_error", "{v}");
    assert!(v[1]["message"].as_str().unwrap().contains("panicked"), "{v}");
    assert!(v[1].get("passed").is_none(), "a sandbox error is not a verdict: {v}");
    // one request: 500 sandbox_error
    let r = s.post("/v1/suites", &bad);
    assert_eq!(r.status, 500);
    assert_eq!(r.json()["error"], "sandbox_error");
    // NDJSON: that line
    let r = s.request(
        "POST",
        "/v1/suites",
        &[("Content-Type", "application/x-ndjson")],
        &ndjson_body(&[bad.clone(), good.clone()]),
    );
    let lines = r.ndjson();
    assert_eq!(
        (lines[0]["error"].clone(), lines[1]["passed"].clone()),
        (json!("sandbox_error"), json!(true))
    );
    // SandboxFusion's /run_code: SandboxError, as verl reads an infrastructure failure (-1)
    let r = s.post("/run_code", &json!({"code": "# PANIC_HERE\nprint(1)", "language": "python"}));
    assert_eq!(r.status, 200);
    assert_eq!(r.json()["status"], "SandboxError", "{}", r.json());
    // the server goes on
    for _ in 0..3 {
        let r = s.post("/v1/suites", &good);
        assert_eq!((r.status, r.json()["passed"].clone()), (200, json!(true)));
    }
    let h = s.request("GET", "/healthz", &[], b"").json();
    assert_eq!((h["status"].clone(), h["in_flight"].clone()), (json!("ok"), json!(0)), "{h}");
    assert!(s.log_text().contains("injected worker panic"), "the panic is in the log");
}
