//! `serve` is there before it is ready (issue 38, part 4): started on an empty cache directory it
//! listens at once and, while it pre-initialises and compiles the guest, answers `503 starting`
//! (with `Retry-After` and a JSON body) to every execution request — SandboxFusion's `/run_code`
//! as verl's client sends it included — and to `/healthz` and `/readyz`, `200` to `/livez`;
//! once ready, the right verdicts, verl's unmodified classification included. Never a refused
//! connection. Costs one cold compile of the guest (≈ 20–60 s of CPU): a copy of the guest with
//! a custom section appended, so that no compiled module of it exists anywhere.

use execretrieval_tests::{test_python, Server};
use serde_json::{json, Value};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const SUM: &str = "a, b = map(int, input().split())\nprint(a + b)\n";

/// verl's client (`tests/fixtures/sandbox_fusion/verl_client.py`) on one case: its result
/// status, or the HTTP status it raised on.
fn verl(addr: &str, case: Value) -> Result<Value, String> {
    let out = execretrieval_tests::verl_client(addr, &case);
    if out.status.success() {
        let v: Value = serde_json::from_slice(&out.stdout).unwrap();
        Ok(v["result"].clone())
    } else {
        Err(String::from_utf8_lossy(&out.stderr).into_owned())
    }
}

/// What Python's `requests` gets from `/run_code` while the server starts: status,
/// `Retry-After`, body.
fn requests_post(addr: &str) -> (u16, Option<String>, Value) {
    let script = r#"
import json, sys, requests
payload = json.dumps({"compile_timeout": 10, "run_timeout": 10, "code": "print(1)", "stdin": "",
                      "memory_limit_MB": 1024, "language": "python", "files": {}, "fetch_files": []})
r = requests.post(sys.argv[1], headers={"Content-Type": "application/json", "Accept": "application/json"},
                  data=payload, timeout=30)
print(json.dumps({"status": r.status_code, "retry_after": r.headers.get("Retry-After"), "body": r.json()}))
"#;
    let out = Command::new(test_python())
        .args(["-c", script, &format!("http://{addr}/run_code")])
        .output()
        .expect("python3 with `requests`");
    assert!(out.status.success(), "requests failed: {}", String::from_utf8_lossy(&out.stderr));
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    (v["status"].as_u64().unwrap() as u16, v["retry_after"].as_str().map(str::to_string), v["body"].clone())
}

/// The sandbox guest with a custom section appended: the same program, another sha256, so no
/// compiled module of it exists anywhere (not in a cache, not shipped beside the binary) and
/// the server really compiles it.
fn cold_guest(dir: &std::path::Path) -> std::path::PathBuf {
    let stamp = format!("{:?}", std::time::SystemTime::now());
    let bytes = execretrieval_tests::guest_variant("execretrieval-test-cold-start", &stamp);
    let path = dir.join("cold-guest.wasm");
    std::fs::write(&path, bytes).unwrap();
    path
}

#[test]
fn empty_cache_answers_503_then_verdicts_never_refused() {
    let dir = tempfile::tempdir().unwrap();
    let guest = cold_guest(dir.path());
    let cache = dir.path().join("cache");
    let started = Instant::now();
    let s = Server::start_listening(&["--jobs", "2", "--guest", guest.to_str().unwrap()], &cache);
    let suite =
        json!({"code": "def f(x):\n    return x + 1\n", "tests": ["assert f(1) == 2", "assert f(1) == 3"]});

    // at once: starting
    let live = s.request("GET", "/livez", &[], b"");
    assert_eq!(live.status, 200, "/livez answers from the start");
    let h = s.request("GET", "/healthz", &[], b"");
    assert_eq!(h.status, 503, "{}", String::from_utf8_lossy(&h.body));
    assert_eq!(h.json()["status"], "starting");
    assert_eq!(h.header("retry-after"), Some("2"));
    assert_eq!(s.request("GET", "/readyz", &[], b"").status, 503);
    let r = s.post("/v1/suites", &suite);
    assert_eq!(r.status, 503, "{}", String::from_utf8_lossy(&r.body));
    assert_eq!(r.header("retry-after"), Some("2"));
    assert_eq!(r.json()["error"], "starting", "{}", r.json());
    assert!(r.json()["message"].as_str().unwrap().contains("/readyz"), "the message says what to do");
    let m = String::from_utf8(s.request("GET", "/metrics", &[], b"").body).unwrap();
    assert!(m.contains("execretrieval_ready 0"), "{m}");

    // SandboxFusion's route as verl sends it: a 503 with a JSON body, not a refused connection
    let (status, retry_after, body) = requests_post(&s.addr);
    let mut starting_seen = 2;
    if status == 503 {
        assert_eq!((retry_after.as_deref(), body["error"].as_str()), (Some("2"), Some("starting")), "{body}");
        starting_seen += 1;
        // verl's reward code raises on it (its result -1, an API error): never a wrong answer
        let e = verl(&s.addr, json!({"code": SUM, "stdin": "1 2\n", "expected_output": "3"}));
        if let Err(e) = e {
            assert!(e.contains("503"), "{e}");
        }
    } else {
        assert_eq!(status, 200, "{body}");
    }

    // poll until ready: only 503 `starting` or the right verdict, never a refused connection
    let mut polls = 0;
    loop {
        polls += 1;
        let answer = execretrieval_service::client::Connection::open(&s.addr)
            .and_then(|mut c| c.post_json("/v1/suites", suite.to_string().as_bytes()))
            .unwrap_or_else(|e| panic!("a refused or broken connection after {polls} polls: {e:#}"));
        match answer.status {
            503 => {
                let v: Value = serde_json::from_slice(&answer.body).unwrap();
                assert_eq!(v["error"], "starting");
                assert!(
                    started.elapsed() < Duration::from_secs(1800),
                    "not ready after 30 min:\n{}",
                    s.log_text()
                );
                std::thread::sleep(Duration::from_millis(250));
            }
            200 => {
                let v: Value = serde_json::from_slice(&answer.body).unwrap();
                assert_eq!(v["outcomes"], json!(["pass", "FAIL"]), "{v}");
                break;
            }
            other => panic!("{other}: {}", String::from_utf8_lossy(&answer.body)),
        }
    }
    assert!(starting_seen >= 2, "a 503 was seen before the first verdict");

    // ready: probes, verl's client with its own classification, metrics
    let h = s.request("GET", "/healthz", &[], b"");
    assert_eq!(h.status, 200);
    assert_eq!(h.json()["status"], "ok");
    assert!(!h.json()["sandbox"].as_str().unwrap().is_empty(), "the fingerprint once ready");
    assert_eq!(s.request("GET", "/readyz", &[], b"").status, 200);
    assert_eq!(
        verl(&s.addr, json!({"code": SUM, "stdin": "1 2\n", "expected_output": "3"})),
        Ok(json!(true))
    );
    assert_eq!(
        verl(&s.addr, json!({"code": SUM, "stdin": "1 2\n", "expected_output": "4"})),
        Ok(json!(false))
    );
    let m = String::from_utf8(s.request("GET", "/metrics", &[], b"").body).unwrap();
    assert!(m.contains("execretrieval_ready 1"), "{m}");
    assert!(
        m.contains("execretrieval_rejected_total{reason=\"starting\"}"),
        "starting refusals are counted:\n{m}"
    );
    let log = s.log_text();
    assert!(log.contains("\"ready\""), "the log says when it became ready:\n{log}");
    assert!(cache.join("modules").read_dir().unwrap().count() == 1, "the guest was compiled into the cache");
}

#[test]
fn a_sandbox_that_cannot_start_stops_the_server() {
    let dir = tempfile::tempdir().unwrap();
    let missing = dir.path().join("missing.wasm");
    let out = Command::new(execretrieval_tests::bin())
        .args(["serve", "--listen", "127.0.0.1:0", "--no-cache", "--guest", missing.to_str().unwrap()])
        .env("EXECRETRIEVAL_CACHE_DIR", dir.path())
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(String::from_utf8_lossy(&out.stdout).contains("listening"), "it listened first");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("missing.wasm"), "the error names the cause: {err}");
}
