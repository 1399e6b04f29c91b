//! The sandbox as a service, end to end: the real `execretrieval serve` on an ephemeral loopback
//! port, driven over HTTP (and the programs fixture through `exec`, diffed against CPython).
//!
//! Data: `tests/fixtures/programs/programs.jsonl` (programs with CPython's results and the
//! intended sandbox differences), `tests/fixtures/oracle/{cases,hostile}.jsonl` (suites).

use execretrieval_tests::{
    exec_with_cpython, http_raw, read_jsonl, run_cli, sha256_hex, shared_cache_dir, ExecRun, Server,
};
use serde_json::{json, Value};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// A cache dir of its own (execution cache empty) that reuses the compiled guest of the shared one.
fn private_cache() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let shared = shared_cache_dir().join("modules");
    if let Ok(entries) = std::fs::read_dir(&shared) {
        std::fs::create_dir_all(dir.path().join("modules")).unwrap();
        for e in entries.flatten() {
            let _ = std::fs::copy(e.path(), dir.path().join("modules").join(e.file_name()));
        }
    }
    dir
}

fn server(args: &[&str]) -> Server {
    Server::start(args, &shared_cache_dir())
}

fn strings(v: &Value) -> Vec<String> {
    v.as_array().unwrap().iter().map(|s| s.as_str().unwrap().to_string()).collect()
}

/// The fields a program row is compared on.
fn run_fields(v: &Value) -> Value {
    let stdout = v["stdout"].as_str().unwrap_or("");
    let mut f = json!({"status": v["status"], "exit_code": v["exit_code"], "exception": v.get("exception").cloned().unwrap_or(Value::Null)});
    if stdout.len() > 8192 {
        f["stdout_sha256"] = json!(sha256_hex(stdout.as_bytes()));
    } else {
        f["stdout"] = json!(stdout);
    }
    f
}

fn expected_fields(e: &Value) -> Value {
    let mut f = json!({"status": e["status"], "exit_code": e["exit_code"], "exception": e.get("exception").cloned().unwrap_or(Value::Null)});
    match e.get("stdout_sha256") {
        Some(h) if !h.is_null() => f["stdout_sha256"] = h.clone(),
        _ => f["stdout"] = e["stdout"].clone(),
    }
    f
}

fn program_rows() -> Vec<Value> {
    read_jsonl(&execretrieval_tests::fixture("programs/programs.jsonl"))
}

fn program_request(r: &Value) -> Value {
    let mut q = json!({"id": r["id"], "code": r["code"], "stdin": r["stdin"], "argv": r["argv"]});
    if let Some(l) = r.get("limits") {
        q["limits"] = l.clone();
    }
    q
}

#[test]
fn programs_fixture_matches_cpython_through_exec_and_http() {
    let rows = program_rows();
    assert!(rows.len() >= 60, "programs fixture too small: {}", rows.len());
    let ExecRun { out, stderr, rows: got } =
        exec_with_cpython(&rows.iter().map(program_request).collect::<Vec<_>>(), "2");
    assert_eq!(got.len(), rows.len(), "stderr:\n{stderr}");
    let mut problems = Vec::new();
    let mut known = 0;
    for (row, g) in rows.iter().zip(&got) {
        assert_eq!(row["id"], g["id"]);
        let cpython = expected_fields(&row["expected"]);
        let want = match row.get("sandbox_expected") {
            Some(s) => {
                known += 1;
                expected_fields(s)
            }
            None => cpython.clone(),
        };
        if run_fields(g) != want {
            problems.push(format!("{}: sandbox {} expected {}", row["id"], run_fields(g), want));
        }
        if run_fields(&g["cpython"]) != cpython {
            problems.push(format!(
                "{}: cpython now {} fixture {}",
                row["id"],
                run_fields(&g["cpython"]),
                cpython
            ));
        }
        assert!(g["fuel_used"].as_u64().is_some(), "{}: no fuel_used", row["id"]);
        if g["status"] == "error" {
            let stderr = g["stderr"].as_str().unwrap();
            let exc = g["exception"].as_str().unwrap_or("");
            assert!(
                // CPython prints a compile error without the traceback header; the program may
                // have written to stderr before.
                (stderr.contains("Traceback (most recent call last):\n")
                    || stderr.contains("  File \"<program>\", line "))
                    && stderr.lines().last().is_some_and(|l| l.starts_with(exc)),
                "{}: no traceback: {}",
                row["id"],
                g["stderr"]
            );
        }
    }
    assert!(problems.is_empty(), "{} mismatches:\n{}", problems.len(), problems.join("\n"));
    assert_eq!(out.status.code(), Some(if known > 0 { 1 } else { 0 }), "stderr:\n{stderr}");
    for cat in ["stdin", "argv", "exit", "exception", "flood", "recursion", "memory", "fuel", "hostile"] {
        assert!(rows.iter().any(|r| r["category"] == cat), "no {cat} programs");
    }

    // The same programs over HTTP (one JSON batch) give the same answers as exec.
    let s = server(&["--no-cache"]);
    let reqs: Vec<Value> = rows.iter().map(program_request).collect();
    let r = s.post("/v1/programs", &json!(reqs));
    assert_eq!(r.status, 200, "{}", String::from_utf8_lossy(&r.body));
    let http = r.json();
    for (g, h) in got.iter().zip(http.as_array().unwrap()) {
        let mut g = g.clone();
        let o = g.as_object_mut().unwrap();
        o.remove("cpython");
        o.remove("agree");
        assert_eq!(&g, h, "exec and HTTP differ");
    }
}

/// (stdout printed, expected_stdout, compare, verdict)
const JUDGE_TABLE: &[(&str, &str, &str, &str)] = &[
    ("3\n", "3\n", "exact", "ACCEPTED"),
    ("3", "3\n", "exact", "WRONG_ANSWER"),
    ("3  \n\n", "3\n", "lines", "ACCEPTED"),
    ("3\n4\n", "3 4\n", "lines", "WRONG_ANSWER"),
    ("3\n4\n", "3 4\n", "tokens", "ACCEPTED"),
    ("0.33333334\n", "0.333333\n", "float", "ACCEPTED"),
    ("0.3334\n", "0.333333\n", "float", "WRONG_ANSWER"),
    ("1e6 x\n", "1000000.0 x\n", "float", "ACCEPTED"),
];

#[test]
fn every_endpoint_kind_and_shape() {
    let s = server(&["--no-cache"]);
    // suites: one, a list, NDJSON
    let suite = json!({"id": "a", "code": "def f(x):\n    return x * 2\n", "tests": ["assert f(2) == 4", "assert f(2) == 5", "assert g()"]});
    let r = s.post("/v1/suites", &suite);
    assert_eq!(r.status, 200);
    let v = r.json();
    assert_eq!(strings(&v["outcomes"]), ["pass", "FAIL", "ERROR: NameError"]);
    assert_eq!(
        (v["passed"].clone(), v["id"].clone(), v["cached"].clone()),
        (json!(false), json!("a"), json!(false))
    );
    assert_eq!(v["fuel_used"].as_array().unwrap().len(), 3);
    let list = s.post("/v1/suites", &json!([suite, {"code": "x = 1", "tests": ["assert x"]}]));
    let list = list.json();
    assert_eq!(list[0], v);
    assert_eq!(list[1]["passed"], true);
    let nd = format!("{}\n{}\n", suite, json!({"code": "x = 1", "tests": ["assert x"]}));
    let r = s.request("POST", "/v1/suites", &[("Content-Type", "application/x-ndjson")], nd.as_bytes());
    assert_eq!(r.header("content-type"), Some("application/x-ndjson"));
    assert_eq!(r.ndjson(), list.as_array().unwrap().clone());

    // programs
    let r = s.post("/v1/programs", &json!({"code": "import sys\nprint(sum(map(int, sys.stdin.read().split())), sys.argv[1:])", "stdin": "1 2\n3", "argv": ["q"]}));
    let v = r.json();
    assert_eq!(
        (v["status"].clone(), v["exit_code"].clone(), v["stdout"].clone()),
        (json!("ok"), json!(0), json!("6 ['q']\n"))
    );
    assert!(v["fuel_used"].as_u64().unwrap() > 0);

    // judged runs: the comparison table, one case per row
    for (printed, expected, compare, verdict) in JUDGE_TABLE {
        let code = format!("import sys\nsys.stdout.write({printed:?})");
        let r = s.post(
            "/v1/judge",
            &json!({"code": code, "cases": [{"expected_stdout": expected}], "compare": compare}),
        );
        assert_eq!(r.status, 200);
        let v = r.json();
        assert_eq!(v["cases"][0]["verdict"], *verdict, "{printed:?} vs {expected:?} ({compare})");
        assert_eq!(v["accepted"], json!(*verdict == "ACCEPTED"));
    }
    let bombs = json!({"code": "import sys\nn = int(input())\nif n == 1: print(1/0)\nif n == 2:\n    while True: pass\nif n == 3: x = 'a' * 10**9\nif n == 4:\n    while True: print('x' * 1000)\nif n == 5: sys.exit(4)\nprint(n)",
        "cases": [{"stdin": "0", "expected_stdout": "0"}, {"stdin": "1", "expected_stdout": ""}, {"stdin": "2", "expected_stdout": ""},
                  {"stdin": "3", "expected_stdout": ""}, {"stdin": "4", "expected_stdout": ""}, {"stdin": "5", "expected_stdout": ""},
                  {"stdin": "6", "expected_stdout": "7"}], "limits": {"fuel": 300000000}});
    let v = s.post("/v1/judge", &bombs).json();
    let verdicts: Vec<String> =
        v["cases"].as_array().unwrap().iter().map(|c| c["verdict"].as_str().unwrap().to_string()).collect();
    assert_eq!(
        verdicts,
        [
            "ACCEPTED",
            "RUNTIME_ERROR: ZeroDivisionError",
            "TIMEOUT",
            "MEMORY",
            "OUTPUT_LIMIT",
            "RUNTIME_ERROR: SystemExit",
            "WRONG_ANSWER"
        ]
    );
    assert_eq!(v["verdict"], "RUNTIME_ERROR: ZeroDivisionError");
    assert_eq!(v["cases"][2]["fuel_used"], 300000000u64);
    let mut stop = bombs.clone();
    stop["stop_on_first_failure"] = json!(true);
    assert_eq!(s.post("/v1/judge", &stop).json()["cases"].as_array().unwrap().len(), 2);

    // health, metrics, schema
    let h = s.request("GET", "/healthz", &[], b"").json();
    assert_eq!((h["status"].clone(), h["api_version"].clone()), (json!("ok"), json!("v1")));
    let m = String::from_utf8(s.request("GET", "/metrics", &[], b"").body).unwrap();
    for needle in [
        "execretrieval_requests_total{kind=\"suite\",code=\"200\"} 3",
        "execretrieval_verdicts_total{kind=\"judge\",verdict=\"TIMEOUT\"} 1",
        "execretrieval_verdicts_total{kind=\"suite\",verdict=\"FAIL\"}",
        "execretrieval_queue_depth 0",
        "execretrieval_in_flight 0",
        "execretrieval_fuel_consumed_total{kind=\"program\"}",
        "execretrieval_cache_misses_total{kind=\"suite\"}",
        "execretrieval_request_duration_seconds_bucket{kind=\"judge\",le=\"+Inf\"}",
    ] {
        assert!(m.contains(needle), "metrics lack {needle}:\n{m}");
    }
    let schema = s.request("GET", "/v1/schema", &[], b"").json();
    assert!(schema["$defs"]["JudgeRequest"].is_object(), "{schema}");
    // structured logs: one JSON line per request, no code or stdin
    let log = s.log_text();
    let requests: Vec<Value> = log
        .lines()
        .filter_map(|l| serde_json::from_str::<Value>(l).ok())
        .filter(|v| v["fields"]["message"] == "request")
        .collect();
    assert!(requests.len() >= 14, "log:\n{log}");
    assert!(!log.contains("sys.stdin.read") && !log.contains("1 2\\n3"), "code or stdin in the log:\n{log}");
}

#[test]
fn bad_requests_get_the_right_4xx_and_the_server_stays_healthy() {
    let s = server(&["--no-cache", "--max-body-bytes", "4096", "--max-depth", "8", "--max-tests", "5"]);
    let json_ct = [("Content-Type", "application/json")];
    // (path, headers, body, expected status, expected error code)
    type Case<'a> = (&'a str, Vec<(&'a str, &'a str)>, Vec<u8>, u16, &'a str);
    let cases: Vec<Case> = vec![
        ("/v1/suites", json_ct.to_vec(), b"{\"code\": ".to_vec(), 400, "bad_json"),
        (
            "/v1/suites",
            json_ct.to_vec(),
            b"{\"code\": \"\xff\xfe\", \"tests\": []}".to_vec(),
            400,
            "bad_json",
        ),
        (
            "/v1/suites",
            json_ct.to_vec(),
            format!("{{\"id\": {}1{}, \"code\": \"\", \"tests\": []}}", "[".repeat(20), "]".repeat(20))
                .into_bytes(),
            400,
            "bad_json",
        ),
        ("/v1/suites", json_ct.to_vec(), b"{\"code\": 1, \"tests\": []}".to_vec(), 422, "invalid_request"),
        (
            "/v1/suites",
            json_ct.to_vec(),
            b"{\"code\": \"x\", \"tests\": \"assert 1\"}".to_vec(),
            422,
            "invalid_request",
        ),
        (
            "/v1/suites",
            json_ct.to_vec(),
            b"{\"code\": \"x\", \"tests\": [], \"fule\": 1}".to_vec(),
            422,
            "invalid_request",
        ),
        (
            "/v1/suites",
            json_ct.to_vec(),
            json!({"code": "x", "tests": vec!["1"; 6]}).to_string().into_bytes(),
            422,
            "invalid_request",
        ),
        (
            "/v1/programs",
            json_ct.to_vec(),
            json!({"code": "x", "limits": {"fuel": 1u64 << 62}}).to_string().into_bytes(),
            422,
            "invalid_request",
        ),
        (
            "/v1/programs",
            json_ct.to_vec(),
            json!({"code": "x", "limits": {"memory_mib": 100000}}).to_string().into_bytes(),
            422,
            "invalid_request",
        ),
        (
            "/v1/suites",
            json_ct.to_vec(),
            json!({"code": "x", "tests": ["assert 1"], "limits": {"suite_fuel": 0}}).to_string().into_bytes(),
            422,
            "invalid_request",
        ),
        (
            "/v1/judge",
            json_ct.to_vec(),
            json!({"code": "x", "cases": [], "compare": "fuzzy"}).to_string().into_bytes(),
            422,
            "invalid_request",
        ),
        (
            "/v1/programs",
            json_ct.to_vec(),
            json!({"code": "x".repeat(5000)}).to_string().into_bytes(),
            413,
            "too_large",
        ),
        (
            "/v1/programs",
            vec![("Content-Type", "text/plain")],
            b"{\"code\": \"x\"}".to_vec(),
            415,
            "unsupported_media_type",
        ),
        ("/v1/programs", vec![], b"{\"code\": \"x\"}".to_vec(), 415, "unsupported_media_type"),
        ("/v1/nothing", json_ct.to_vec(), b"{}".to_vec(), 404, "not_found"),
    ];
    for (path, headers, body, status, error) in cases {
        let r = s.request("POST", path, &headers, &body);
        assert_eq!(
            r.status,
            status,
            "{path} {:?}: {}",
            String::from_utf8_lossy(&body),
            String::from_utf8_lossy(&r.body)
        );
        let v = r.json();
        assert_eq!(v["error"], error, "{v}");
        assert!(v["message"].as_str().unwrap().len() > 20, "the message names no fix: {v}");
    }
    // suite_fuel 0 is no suite budget (as --suite-fuel 0), which a server with a maximum refuses
    // saying so; `exec` takes it (tests/tests/oracle.rs)
    let r = s.post("/v1/suites", &json!({"code": "x", "tests": ["assert 1"], "limits": {"suite_fuel": 0}}));
    let m = r.json()["message"].as_str().unwrap_or_default().to_string();
    assert!(r.status == 422 && m.contains("no suite budget") && m.contains("maximum"), "{m}");
    // a client that never finishes its headers is dropped; the server still answers
    let r = s.post("/v1/programs", &json!({"code": "print('still here')"}));
    assert_eq!(r.json()["stdout"], "still here\n");
    assert_eq!(s.request("GET", "/healthz", &[], b"").status, 200);
}

#[test]
fn slow_clients_cannot_hold_the_server() {
    let s = server(&[
        "--no-cache",
        "--header-timeout",
        "1",
        "--body-timeout",
        "1",
        "--jobs",
        "1",
        "--queue",
        "0",
    ]);
    use std::io::{Read, Write};
    // headers never finished: the connection is closed after the header timeout
    let mut slow = std::net::TcpStream::connect(&s.addr).unwrap();
    slow.write_all(b"POST /v1/programs HTTP/1.1\r\nHost: x\r\n").unwrap();
    slow.set_read_timeout(Some(Duration::from_secs(10))).unwrap();
    let t = Instant::now();
    let mut buf = Vec::new();
    let _ = slow.read_to_end(&mut buf);
    assert!(t.elapsed() < Duration::from_secs(8), "slow header client held for {:?}", t.elapsed());
    // body announced but never sent: 408
    let r = http_raw(&s.addr, b"POST /v1/programs HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{\"co");
    assert_eq!(r.status, 408, "{}", String::from_utf8_lossy(&r.body));
    let r = s.post("/v1/programs", &json!({"code": "print(1)"}));
    assert_eq!(r.status, 200);
}

#[test]
fn a_full_queue_answers_429_with_retry_after() {
    let s = server(&["--no-cache", "--jobs", "1", "--queue", "0", "--max-fuel", "100000000000"]);
    let addr = s.addr.clone();
    let long = std::thread::spawn(move || {
        execretrieval_tests::http(
            &addr,
            "POST",
            "/v1/programs",
            &[("Content-Type", "application/json")],
            json!({"code": "while True: pass", "limits": {"fuel": 40_000_000_000u64}}).to_string().as_bytes(),
        )
    });
    // wait until it runs
    let t = Instant::now();
    loop {
        let h = s.request("GET", "/healthz", &[], b"").json();
        if h["in_flight"] == 1 {
            break;
        }
        assert!(t.elapsed() < Duration::from_secs(30), "the long request never started");
        std::thread::sleep(Duration::from_millis(20));
    }
    let r = s.post("/v1/programs", &json!({"code": "print(1)"}));
    assert_eq!(r.status, 429, "{}", String::from_utf8_lossy(&r.body));
    assert_eq!(r.json()["error"], "queue_full");
    assert!(r.header("retry-after").is_some());
    let long = long.join().unwrap();
    assert_eq!(long.json()["status"], "timeout");
    assert_eq!(s.post("/v1/programs", &json!({"code": "print(1)"})).status, 200);
    let m = String::from_utf8(s.request("GET", "/metrics", &[], b"").body).unwrap();
    assert!(m.contains("execretrieval_rejected_total{reason=\"queue_full\"} 1"), "{m}");
}

fn write_tokens(dir: &Path, budget: u64) -> PathBuf {
    let digest = |t: &str| sha256_hex(t.as_bytes());
    let file = json!({"tokens": [
        {"name": "alice", "sha256": digest("alice-token"), "max_concurrency": 4, "fuel_per_minute": 1_000_000_000_000u64},
        {"name": "bob", "sha256": digest("bob-token"), "max_concurrency": 1, "fuel_per_minute": budget},
    ]});
    let p = dir.join("tokens.json");
    std::fs::write(&p, file.to_string()).unwrap();
    p
}

#[test]
fn tokens_authenticate_and_budgets_refuse_with_429() {
    let dir = tempfile::tempdir().unwrap();
    let tokens = write_tokens(dir.path(), 2_000_000_000);
    // without a token file, anything but loopback is refused
    let out = run_cli(&["serve", "--listen", "0.0.0.0:0"], dir.path());
    assert_eq!(out.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("--tokens"),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );

    let s = server(&["--no-cache", "--tokens", tokens.to_str().unwrap()]);
    let body = json!({"code": "print(1)"}).to_string();
    let send = |auth: Option<&str>| {
        let mut h = vec![("Content-Type", "application/json")];
        if let Some(a) = auth {
            h.push(("Authorization", a));
        }
        s.request("POST", "/v1/programs", &h, body.as_bytes())
    };
    let r = send(None);
    assert_eq!((r.status, r.json()["error"].clone()), (401, json!("unauthorized")));
    let r = send(Some("Basic abc"));
    assert_eq!(r.status, 401);
    let r = send(Some("Bearer wrong-token"));
    assert_eq!((r.status, r.json()["error"].clone()), (403, json!("forbidden")));
    let r = send(Some("Bearer alice-token"));
    assert_eq!((r.status, r.json()["stdout"].clone()), (200, json!("1\n")));
    // bob's budget (2e9 fuel / minute) is spent by one run of 3e9 fuel
    let burn = json!({"code": "while True: pass", "limits": {"fuel": 3_000_000_000u64}}).to_string();
    let r = s.request(
        "POST",
        "/v1/programs",
        &[("Content-Type", "application/json"), ("Authorization", "Bearer bob-token")],
        burn.as_bytes(),
    );
    assert_eq!(r.json()["status"], "timeout");
    let r = send(Some("Bearer bob-token"));
    assert_eq!(r.status, 429, "{}", String::from_utf8_lossy(&r.body));
    let v = r.json();
    assert_eq!(v["error"], "over_budget");
    assert_eq!(v["budget"]["fuel_per_minute"], 2_000_000_000u64);
    assert!(v["budget"]["fuel_in_window"].as_u64().unwrap() > 2_000_000_000);
    assert!(r.header("retry-after").is_some());
    // alice is not affected
    assert_eq!(send(Some("Bearer alice-token")).status, 200);
    assert!(!s.log_text().contains("alice-token"), "a token in the log");
}

#[test]
fn hostile_suites_concurrent_with_benign_ones_do_not_change_benign_verdicts() {
    let benign: Vec<Value> = read_jsonl(&execretrieval_tests::fixture("oracle/cases.jsonl"))
        .into_iter()
        .filter(|r| r["category"] != "timeout")
        .take(60)
        .map(|r| json!({"id": r["id"], "code": r["code"], "tests": r["tests"]}))
        .collect();
    let hostile: Vec<Value> = read_jsonl(&execretrieval_tests::fixture("oracle/hostile.jsonl"))
        .into_iter()
        .map(|r| json!({"id": r["id"], "code": r["code"], "tests": r["tests"], "expected": r["sandbox_expected"]}))
        .collect();
    let dir = tempfile::tempdir().unwrap();
    let tokens = write_tokens(dir.path(), 1_000_000_000_000_000);
    // the limits the hostile fixture's expectations were recorded under (the release's)
    let s = server(&[
        "--no-cache",
        "--tokens",
        tokens.to_str().unwrap(),
        "--queue",
        "256",
        "--fuel",
        "1000000000",
        "--suite-fuel",
        "0",
    ]);
    let post = |addr: &str, token: &str, body: &Value| {
        let auth = format!("Bearer {token}");
        execretrieval_tests::http(
            addr,
            "POST",
            "/v1/suites",
            &[("Content-Type", "application/json"), ("Authorization", &auth)],
            body.to_string().as_bytes(),
        )
    };
    // the quiet run
    let quiet = post(&s.addr, "alice-token", &json!(benign)).json();
    // bob sends every hostile suite (one request each, 2 at a time) while alice repeats the benign batch
    let addr = s.addr.clone();
    let hostile_reqs: Vec<Value> =
        hostile.iter().map(|h| json!({"code": h["code"], "tests": h["tests"]})).collect();
    let bombs = std::thread::spawn(move || {
        let mut out = Vec::new();
        for chunk in hostile_reqs.chunks(2) {
            let hs: Vec<_> = chunk
                .iter()
                .map(|q| {
                    let (addr, q) = (addr.clone(), q.clone());
                    std::thread::spawn(move || {
                        let auth = "Bearer alice-token".to_string();
                        execretrieval_tests::http(
                            &addr,
                            "POST",
                            "/v1/suites",
                            &[("Content-Type", "application/json"), ("Authorization", &auth)],
                            q.to_string().as_bytes(),
                        )
                    })
                })
                .collect();
            out.extend(hs.into_iter().map(|h| h.join().unwrap()));
        }
        out
    });
    let mut busy = Vec::new();
    for _ in 0..2 {
        busy.push(post(&s.addr, "alice-token", &json!(benign)).json());
    }
    let bombs = bombs.join().unwrap();
    for b in &busy {
        assert_eq!(b, &quiet, "benign verdicts or fuel changed under load");
    }
    for (h, r) in hostile.iter().zip(&bombs) {
        assert_eq!(r.status, 200, "{}: {}", h["id"], String::from_utf8_lossy(&r.body));
        assert_eq!(r.json()["outcomes"], h["expected"], "{}", h["id"]);
    }
    assert_eq!(s.request("GET", "/healthz", &[], b"").status, 200);
}

/// The `execretrieval_admitted_requests` gauge of `/metrics`.
fn admitted_requests(s: &Server) -> u64 {
    let m = String::from_utf8(s.request("GET", "/metrics", &[], b"").body).unwrap();
    m.lines()
        .find_map(|l| l.strip_prefix("execretrieval_admitted_requests "))
        .and_then(|v| v.trim().parse().ok())
        .unwrap_or_else(|| panic!("no admitted_requests gauge in /metrics:\n{m}"))
}

#[test]
fn sigterm_during_a_batch_answers_every_admitted_request() {
    let s = server(&["--no-cache", "--jobs", "1"]);
    // a streamed batch whose items take a while each
    let reqs: String = (0..12)
        .map(|i| {
            json!({"id": i, "code": format!("s = 0\nfor i in range(600000):\n    s += i\nprint(s + {i})")})
                .to_string()
                + "\n"
        })
        .collect();
    let addr = s.addr.clone();
    let batch = std::thread::spawn(move || {
        execretrieval_tests::http(
            &addr,
            "POST",
            "/v1/programs",
            &[("Content-Type", "application/x-ndjson")],
            reqs.as_bytes(),
        )
    });
    // The list is sent once the batch is admitted, so its items queue behind the batch's on the
    // single worker and both requests are admitted when SIGTERM comes (a list sent first could be
    // answered before the batch arrived; waiting on item counts raced the list's connect).
    let wait_admitted = |n: u64| {
        let t = Instant::now();
        while admitted_requests(&s) < n {
            assert!(t.elapsed() < Duration::from_secs(30), "fewer than {n} requests admitted after 30 s");
            std::thread::sleep(Duration::from_millis(5));
        }
    };
    wait_admitted(1);
    let list_addr = s.addr.clone();
    let list = std::thread::spawn(move || {
        let reqs: Vec<Value> =
            (0..6).map(|i| json!({"code": "x = 1", "tests": [format!("assert x + {i} > 0")]})).collect();
        execretrieval_tests::http(
            &list_addr,
            "POST",
            "/v1/suites",
            &[("Content-Type", "application/json")],
            json!(reqs).to_string().as_bytes(),
        )
    });
    wait_admitted(2);
    let h = s.request("GET", "/healthz", &[], b"").json();
    assert!(h["queued"].as_u64().unwrap() >= 6, "the list's items should wait behind the batch: {h}");
    s.signal("TERM");
    let batch = batch.join().unwrap();
    let lines = batch.ndjson();
    assert_eq!(lines.len(), 12, "{}", String::from_utf8_lossy(&batch.body));
    for (i, l) in lines.iter().enumerate() {
        assert_eq!(l["id"], i);
        assert_eq!(l["stdout"], format!("{}\n", 179999700000u64 + i as u64));
    }
    let list = list.join().unwrap();
    assert_eq!(list.json().as_array().unwrap().len(), 6);
    let mut s = s;
    let status = s.child.wait().unwrap();
    assert_eq!(status.code(), Some(0), "log:\n{}", s.log_text());
    assert!(std::net::TcpStream::connect(&s.addr).is_err(), "still accepting after SIGTERM");
}

#[test]
fn kill_9_then_restart_keeps_the_cache() {
    let cache = private_cache();
    let req =
        json!({"code": "def f(n):\n    return n * n\n", "tests": ["assert f(3) == 9", "assert f(2) == 5"]});
    let prog = json!({"code": "print(sum(range(1000)))"});
    let first = {
        let s = Server::start(&[], cache.path());
        let a = s.post("/v1/suites", &req).json();
        let b = s.post("/v1/programs", &prog).json();
        assert_eq!((a["cached"].clone(), b["cached"].clone()), (json!(false), json!(false)));
        s.signal("KILL");
        (a, b)
    };
    let s = Server::start(&[], cache.path());
    let a = s.post("/v1/suites", &req).json();
    let b = s.post("/v1/programs", &prog).json();
    assert_eq!((a["cached"].clone(), b["cached"].clone()), (json!(true), json!(true)));
    let strip = |mut v: Value| {
        v.as_object_mut().unwrap().remove("cached");
        v
    };
    assert_eq!(strip(a), strip(first.0));
    assert_eq!(strip(b), strip(first.1));
}

#[test]
fn python_client_passes_its_tests_against_the_real_server() {
    let s = server(&["--no-cache"]);
    let dir = execretrieval_tests::repo_root().join("clients/python");
    let out = std::process::Command::new("python3")
        .args(["-m", "unittest", "-v", "test_client"])
        .current_dir(&dir)
        .env("EXECRETRIEVAL_URL", format!("http://{}", s.addr))
        .env("PYTHONPATH", &dir)
        .output()
        .expect("python3 is needed for the client's tests");
    let text = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "client tests failed:\n{text}");
    assert!(!text.contains("skipped"), "client tests were skipped:\n{text}");
}

/// Run a Python script (stdin-less) with `args`; its stdout, or the test fails with its stderr.
fn python(script: &str, args: &[&str]) -> String {
    let out = std::process::Command::new("python3")
        .arg("-c")
        .arg(script)
        .args(args)
        .output()
        .expect("python3 is needed for the client-side tests");
    assert!(out.status.success(), "python failed:\n{}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).unwrap()
}

/// What Python's urllib reads for a POST: `status` and the JSON body, or the exception's name.
const URLLIB_POST: &str = r#"
import json, sys, time, urllib.request, urllib.error
url, kind = sys.argv[1], sys.argv[2]
if kind == "big":
    data = b'{"code": "' + b"x" * (8 << 20) + b'"}'
else:
    def slow():
        yield b'{"code": "pri'
        time.sleep(1.5)
        yield b'nt(1)"}'
    data = slow()
req = urllib.request.Request(url, data=data, headers={"Content-Type": "application/json"})
try:
    with urllib.request.urlopen(req, timeout=60) as r:
        print(json.dumps({"status": r.status, "body": json.loads(r.read())}))
except urllib.error.HTTPError as e:
    print(json.dumps({"status": e.code, "body": json.loads(e.read()), "connection": e.headers.get("Connection")}))
except Exception as e:
    print(json.dumps({"status": None, "exception": type(e).__name__ + ": " + str(e)}))
"#;

#[test]
fn over_limit_and_slow_bodies_are_answered_so_that_urllib_reads_the_error() {
    let s = server(&["--no-cache", "--body-timeout", "1"]);
    let url = format!("http://{}/v1/programs", s.addr);
    // 8 MiB against the default 1 MiB cap: drained, then 413
    let v: Value = serde_json::from_str(&python(URLLIB_POST, &[&url, "big"])).unwrap();
    assert_eq!(v["status"], 413, "{v}");
    assert_eq!(v["body"]["error"], "too_large", "{v}");
    assert_eq!(v["connection"], "close", "{v}");
    // a chunked body that stalls past --body-timeout (1 s), then finishes: 408, read after the
    // client has sent the rest
    let v: Value = serde_json::from_str(&python(URLLIB_POST, &[&url, "slow"])).unwrap();
    assert_eq!(v["status"], 408, "{v}");
    assert_eq!(v["body"]["error"], "timeout", "{v}");
    // the server is unharmed
    assert_eq!(s.post("/v1/programs", &json!({"code": "print(2)"})).json()["stdout"], "2\n");
    let m = String::from_utf8(s.request("GET", "/metrics", &[], b"").body).unwrap();
    assert!(m.contains("execretrieval_rejected_total{reason=\"too_large\"} 1"), "{m}");
}

/// The row of `bench serve`'s report whose measurement starts with `label`: its value cell.
fn report_value<'a>(report: &'a str, label: &str) -> &'a str {
    let row = report
        .lines()
        .find(|l| l.starts_with(&format!("| {label}")))
        .unwrap_or_else(|| panic!("no row {label:?} in:\n{report}"));
    row.split('|').nth(2).unwrap().trim()
}

#[test]
fn bench_serve_measures_every_phase_and_benign_answers_match_the_quiet_run() {
    let dir = tempfile::tempdir().unwrap();
    let out =
        run_cli(&["bench", "serve", "--seconds", "0.4", "--suites", "16", "--clients", "2"], dir.path());
    let report = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{report}\n{}", String::from_utf8_lossy(&out.stderr));
    let number = |s: &str| s.trim().trim_end_matches(['%', 'x']).trim().parse::<f64>().unwrap();
    for label in ["(a) exec", "(a) service: 8-assert", "(b) CPython-subprocess service"] {
        assert!(number(report_value(&report, label)) > 0.0, "{label}: {report}");
    }
    // exec, the server and the clients each used CPU in (a); the server's is read from /proc
    let cpu: Vec<f64> = report_value(&report, "(a) CPU ms / suite").split('/').map(number).collect();
    assert_eq!(cpu.len(), 3, "{report}");
    assert!(cpu.iter().all(|c| c.is_finite() && *c > 0.0), "{report}");
    // the batched phase answered suites (8 per request)
    let batched = report_value(&report, "(a') service, 8 suites per request");
    assert!(number(batched.split(';').next().unwrap()) > 0.0, "{report}");
    // with bombs mixed in, every benign answer (outcomes and fuel) equals the quiet run's
    let differing = report_value(&report, "(d) benign answers differing");
    assert!(differing.starts_with("0 of "), "{report}");
    assert!(differing.trim_start_matches("0 of ").parse::<u64>().unwrap() > 0, "{report}");
}
