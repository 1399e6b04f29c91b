//! Call-based problems (`core::calls`) end to end: the fixture `tests/fixtures/calls/calls.jsonl`
//! through `exec --reference cpython` (every verdict as stated in the fixture, and CPython's the
//! same) and through `POST /v1/calls` (the same answers as exec).

use execretrieval_tests::{exec_with_cpython, fixture, read_jsonl, shared_cache_dir, ExecRun, Server};
use serde_json::{json, Value};

fn request(r: &Value) -> Value {
    let mut q = json!({"id": r["id"], "code": r["code"], "function": r["function"], "calls": r["calls"]});
    for k in ["stop_on_first_failure", "limits"] {
        if let Some(v) = r.get(k) {
            q[k] = v.clone();
        }
    }
    q
}

fn verdicts(v: &Value) -> Vec<String> {
    v.as_array()
        .unwrap()
        .iter()
        .map(|c| c.as_str().unwrap_or_else(|| c["verdict"].as_str().unwrap()).to_string())
        .collect()
}

#[test]
fn calls_fixture_matches_cpython_through_exec_and_http() {
    let rows = read_jsonl(&fixture("calls/calls.jsonl"));
    assert!(rows.len() >= 20, "calls fixture too small: {}", rows.len());
    let ExecRun { out, stderr, rows: got } =
        exec_with_cpython(&rows.iter().map(request).collect::<Vec<_>>(), "5");
    assert_eq!(got.len(), rows.len(), "stderr:\n{stderr}");
    let mut problems = Vec::new();
    for (row, g) in rows.iter().zip(&got) {
        let want = verdicts(&row["expected_verdicts"]);
        let sandbox = verdicts(&g["calls"]);
        if sandbox != want {
            problems.push(format!("{}: sandbox {sandbox:?}, fixture {want:?}: {}", row["id"], g["calls"]));
        }
        let cpython: Vec<String> = verdicts(&g["cpython"]);
        if cpython != want {
            problems.push(format!("{}: cpython {cpython:?}, fixture {want:?}", row["id"]));
        }
        assert_eq!(g["accepted"], json!(want.iter().all(|v| v == "ACCEPTED")), "{}", row["id"]);
        assert_eq!(
            g["fuel_used"],
            json!(g["calls"]
                .as_array()
                .unwrap()
                .iter()
                .map(|c| c["fuel_used"].as_u64().unwrap())
                .sum::<u64>())
        );
    }
    assert!(
        problems.is_empty(),
        "{} mismatches:\n{}\nstderr:\n{stderr}",
        problems.len(),
        problems.join("\n")
    );
    assert_eq!(out.status.code(), Some(0), "stderr:\n{stderr}");
    // what the calls returned and why they failed
    let by_id = |id: &str| got.iter().find(|g| g["id"] == id).unwrap();
    assert_eq!(by_id("two_sum")["calls"][2]["actual"], json!([0, 1]));
    let not_json = &by_id("not_json")["calls"];
    assert!(not_json[0]["error"].as_str().unwrap().contains("set"), "{not_json}");
    assert!(not_json[3]["error"].as_str().unwrap().contains("AlwaysEqual"), "{not_json}");
    assert_eq!(by_id("exceptions")["calls"][0]["error"], "ValueError: zero");

    // the same requests over HTTP give the same answers
    let s = Server::start(&["--no-cache"], &shared_cache_dir());
    let reqs: Vec<Value> = rows.iter().map(request).collect();
    let r = s.post("/v1/calls", &json!(reqs));
    assert_eq!(r.status, 200, "{}", String::from_utf8_lossy(&r.body));
    for (g, h) in got.iter().zip(r.json().as_array().unwrap()) {
        let mut g = g.clone();
        let o = g.as_object_mut().unwrap();
        o.remove("cpython");
        o.remove("agree");
        assert_eq!(&g, h, "exec and HTTP differ");
    }
    let m = String::from_utf8(s.request("GET", "/metrics", &[], b"").body).unwrap();
    assert!(m.contains("execretrieval_verdicts_total{kind=\"calls\",verdict=\"WRONG_ANSWER\"}"), "{m}");
    let r = s.post("/v1/calls", &json!({"code": "def f(): pass", "function": "f", "calls": [{"args": []}]}));
    assert_eq!(r.status, 422);
    assert!(
        r.json()["message"].as_str().unwrap().contains("expected"),
        "{}",
        String::from_utf8_lossy(&r.body)
    );
}
