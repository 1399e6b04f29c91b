//! `generate registry|entries` end to end: the real binary against a scripted OpenAI-compatible
//! server started here, with the real sandbox gates; regeneration with feedback, a name clash
//! caught by gate 5, a release built from the generated tasks, and a resume after `kill -9`.

use execretrieval_net::testing::{Recorded, Scripted, ScriptedServer};
use execretrieval_tests::{bin, fixture, run_cli, shared_cache_dir};
use serde_json::{json, Value};
use std::collections::BTreeMap;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const CANONICAL: &str = "def NAME(n):\n    if n < 0:\n        raise ValueError(\"n must be non-negative\")\n    if n == 0:\n        return -1\n    index = 0\n    while n & 1 == 0:\n        n >>= 1\n        index += 1\n    return index\n";
const TESTS: [&str; 8] = [
    "assert NAME(0) == -1",
    "assert NAME(1) == 0",
    "assert NAME(2) == 1",
    "assert NAME(12) == 2",
    "assert NAME(7) == 0",
    "assert NAME(1 << 40) == 40",
    "assert NAME(96) == 5",
    "with pytest.raises(ValueError):\n    NAME(-4)",
];

/// A model answer for `name`: the lowest-set-bit task, with these distractor edits
/// (bug_type, description, from, to).
fn answer(name: &str, distractors: &[(&str, &str, &str, &str)]) -> Scripted {
    let canonical = CANONICAL.replace("NAME", name);
    let mut entry = json!({"function_name": name, "canonical": canonical, "tests": TESTS.iter().map(|t| t.replace("NAME", name)).collect::<Vec<_>>()});
    if !distractors.is_empty() {
        entry["distractors"] = distractors.iter().map(|(b, d, from, to)| json!({"bug_type": b, "bug_description": d, "code": canonical.replacen(from, to, 1)})).collect();
    }
    Scripted::json(
        200,
        &json!({"model": "test-model", "choices": [{"index": 0, "message": {"role": "assistant", "content": entry.to_string()}, "finish_reason": "stop"}],
                "usage": {"prompt_tokens": 1000, "completion_tokens": 500}}),
    )
}

fn prompt_of(r: &Recorded) -> String {
    r.json()["messages"][0]["content"].as_str().unwrap_or("").to_string()
}

fn function_of(r: &Recorded) -> String {
    prompt_of(r).split("Function name: `").nth(1).and_then(|s| s.split('`').next()).unwrap_or("?").to_string()
}

/// Scripted answers per function, in order.
fn server(script: BTreeMap<String, Vec<Scripted>>) -> ScriptedServer {
    ScriptedServer::keyed(function_of, script)
}

fn write_registry(path: &Path, names: &[&str]) {
    let text: String = names
        .iter()
        .map(|n| json!({"domain": "bit_manipulation", "function_name": n, "query": "Return the position of the lowest set bit of a non-negative integer, -1 for zero; raise ValueError for negatives."}).to_string() + "\n")
        .collect();
    std::fs::write(path, text).unwrap();
}

fn entries_args<'a>(url: &'a str, registry: &'a str, out: &'a str, extra: &[&'a str]) -> Vec<&'a str> {
    let mut a = vec![
        "generate",
        "entries",
        "--base-url",
        url,
        "--model",
        "gpt-4o-mini",
        "--no-api-key",
        "--registry",
        registry,
        "--out",
        out,
        "--backoff-secs",
        "0.05",
    ];
    a.extend_from_slice(extra);
    a
}

fn read(path: &Path) -> Value {
    serde_json::from_str(&std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display())))
        .unwrap()
}

const GOOD: [(&str, &str, &str, &str); 4] = [
    ("off_by_one", "the index advances by two", "index += 1", "index += 2"),
    ("wrong_comparison", "the loop runs while the bit is set", "while n & 1 == 0", "while n & 1 != 0"),
    ("wrong_operator", "the index counts down", "index += 1", "index -= 1"),
    ("off_by_one", "zero gives -2", "return -1", "return -2"),
];

#[test]
fn entries_pass_the_real_gates_with_feedback_and_build_a_release() {
    let dir = tempfile::tempdir().unwrap();
    // attempt 1 of lsb_position: the fourth distractor loops forever on 0 (TIMEOUT, never a wrong answer)
    let hangs = ("remove_edge_case_check", "no zero check", "    if n == 0:\n        return -1\n", "");
    let first = [GOOD[0], GOOD[1], GOOD[2], hangs];
    let s = server(BTreeMap::from([
        ("lsb_position".to_string(), vec![answer("lsb_position", &first), answer("lsb_position", &GOOD)]),
        (
            "lowest_set_bit_index".to_string(),
            vec![answer("lowest_set_bit_index", &GOOD), answer("lowest_set_bit_index", &GOOD)],
        ),
    ]));
    let registry = dir.path().join("registry.jsonl");
    write_registry(&registry, &["lsb_position", "lowest_set_bit_index"]);
    let out = dir.path().join("gen");
    let url = format!("{}/v1", s.url());
    let tasks = fixture("tasks");
    let args = entries_args(
        &url,
        registry.to_str().unwrap(),
        out.to_str().unwrap(),
        &["--distractors", "model", "--max-attempts", "2", "--tasks", tasks.to_str().unwrap()],
    );
    let o = run_cli(&args, dir.path());
    let (stdout, stderr) = (String::from_utf8_lossy(&o.stdout), String::from_utf8_lossy(&o.stderr));
    assert_eq!(o.status.code(), Some(1), "one entry is rejected: {stdout}\n{stderr}");
    assert!(stdout.contains("entries: 1 accepted, 1 rejected"), "{stdout}");
    // the feedback of the real gates reached the second prompt
    let reqs = s.requests();
    let second: Vec<String> =
        reqs.iter().filter(|r| function_of(r) == "lsb_position").map(prompt_of).collect();
    assert_eq!(second.len(), 2);
    assert!(
        second[1].contains("distractor 4 (remove_edge_case_check): never returns a wrong answer (TIMEOUT"),
        "{}",
        second[1]
    );
    assert!(second[1].contains("only 3 usable distractors"), "{}", second[1]);
    let e = read(&out.join("entries/lsb_position.json"));
    assert!(e["gates"].as_object().unwrap().values().all(|v| v == "pass"), "{}", e["gates"]);
    assert_eq!(e["gates"].as_object().unwrap().len(), 5);
    assert_eq!(e["provenance"]["attempts"], 2);
    assert_eq!(e["provenance"]["usage"], json!({"input": 2000, "output": 1000}));
    let ds = e["distractors"].as_array().unwrap();
    assert_eq!(ds.len(), 4);
    assert!(ds.iter().all(|d| d["origin"] == "model"
        && d["outcomes"].as_array().unwrap().iter().any(|o| o.as_str().unwrap().starts_with("FAIL"))));
    // gate 5: the name of an existing task is refused, attempt after attempt
    let rej = read(&out.join("rejected/lowest_set_bit_index.json"));
    assert_eq!(rej["attempts"].as_array().unwrap().len(), 2);
    assert!(
        rej["attempts"][1][0]
            .as_str()
            .unwrap()
            .contains("gate corpus_integrity: function name `lowest_set_bit_index` is already used"),
        "{rej}"
    );
    let summary = read(&out.join("summary.json"));
    assert_eq!(
        (summary["accepted"].clone(), summary["rejected"].clone(), summary["requests"]["total"].clone()),
        (json!(1), json!(1), json!(4))
    );
    assert_eq!(summary["tokens"]["input"], 4000);
    // 4000 × 0.15 + 2000 × 0.6 per million
    assert_eq!(summary["estimated_cost_usd"], json!(0.0018));
    // --distractors both: the same flawed answer is accepted at once, the looping model
    // distractor is left out and the pool (model + mechanical) supplies four wrong-answer ones
    let s2 = server(BTreeMap::from([("lsb_both".to_string(), vec![answer("lsb_both", &first)])]));
    let registry2 = dir.path().join("registry2.jsonl");
    write_registry(&registry2, &["lsb_both"]);
    let out2 = dir.path().join("gen2");
    let url2 = format!("{}/v1", s2.url());
    let o = run_cli(
        &entries_args(
            &url2,
            registry2.to_str().unwrap(),
            out2.to_str().unwrap(),
            &["--distractors", "both", "--tasks", tasks.to_str().unwrap()],
        ),
        dir.path(),
    );
    assert_eq!(o.status.code(), Some(0), "{}", String::from_utf8_lossy(&o.stderr));
    let e = read(&out2.join("entries/lsb_both.json"));
    assert_eq!(e["provenance"]["attempts"], 1);
    let ds = e["distractors"].as_array().unwrap();
    assert_eq!(ds.len(), 4);
    assert!(
        ds.iter().all(|d| d["bug_description"] != "no zero check"
            && d["outcomes"].as_array().unwrap().iter().any(|o| o.as_str().unwrap().starts_with("FAIL"))),
        "{ds:?}"
    );
    assert_eq!(s2.requests().len(), 1);
    // both generated task files (with their entry companions) build into a release that holds
    // exactly the distractors the generation gates selected, with their origin and the model's
    // provenance
    let tasks_dir = dir.path().join("generated");
    let bm = tasks_dir.join("bit_manipulation");
    std::fs::create_dir_all(&bm).unwrap();
    for (o, f) in [(&out, "lsb_position"), (&out2, "lsb_both")] {
        for ext in ["py", "entry.json"] {
            std::fs::copy(o.join(format!("tasks/bit_manipulation/{f}.{ext}")), bm.join(format!("{f}.{ext}")))
                .unwrap();
        }
    }
    // The two were generated from one answer, so they are functional duplicates: the gate names both.
    let b = run_cli(
        &[
            "build",
            "--tasks",
            tasks_dir.to_str().unwrap(),
            "--out",
            dir.path().join("release").to_str().unwrap(),
        ],
        dir.path(),
    );
    let err = String::from_utf8_lossy(&b.stderr).into_owned();
    assert_eq!(b.status.code(), Some(1), "{err}");
    assert!(
        err.contains("functional duplicate")
            && err.contains("lsb_both.py")
            && err.contains("lsb_position.py"),
        "{err}"
    );
    // Each builds into a release of its own.
    for only in ["lsb_position", "lsb_both"] {
        let one = dir.path().join(format!("only-{only}"));
        std::fs::create_dir_all(one.join("bit_manipulation")).unwrap();
        for ext in ["py", "entry.json"] {
            std::fs::copy(
                bm.join(format!("{only}.{ext}")),
                one.join(format!("bit_manipulation/{only}.{ext}")),
            )
            .unwrap();
        }
        let rel = dir.path().join(format!("release-{only}"));
        let b =
            run_cli(&["build", "--tasks", one.to_str().unwrap(), "--out", rel.to_str().unwrap()], dir.path());
        assert_eq!(b.status.code(), Some(0), "{}", String::from_utf8_lossy(&b.stderr));
        assert!(String::from_utf8_lossy(&b.stdout).contains("release: 1 queries"));
        let lines = |f: &str| -> Vec<Value> {
            std::fs::read_to_string(rel.join(f))
                .unwrap()
                .lines()
                .map(|l| serde_json::from_str(l).unwrap())
                .collect()
        };
        let (queries, corpus, meta) =
            (lines("queries.jsonl"), lines("corpus.jsonl"), lines("distractor_metadata.jsonl"));
        for q in &queries {
            let f = q["function_name"].as_str().unwrap();
            let m = &q["metadata"];
            assert_eq!(
                (m["model"].as_str(), m["endpoint"].as_str()),
                (
                    Some("gpt-4o-mini"),
                    Some(
                        format!("{}/v1/chat/completions", if f == "lsb_both" { s2.url() } else { s.url() })
                            .as_str()
                    )
                ),
                "{m}"
            );
            let entry = read(
                &dir.path()
                    .join(if f == "lsb_both" { "gen2" } else { "gen" })
                    .join(format!("entries/{f}.json")),
            );
            let mut want: Vec<(String, String, String)> = entry["distractors"]
                .as_array()
                .unwrap()
                .iter()
                .map(|d| {
                    (
                        d["code"].as_str().unwrap().to_string(),
                        d["bug_description"].as_str().unwrap().to_string(),
                        d["origin"].as_str().unwrap().to_string(),
                    )
                })
                .collect();
            let mut got: Vec<(String, String, String)> = meta
                .iter()
                .filter(|d| d["query_id"] == q["query_id"])
                .map(|d| {
                    let code = corpus.iter().find(|c| c["corpus_id"] == d["corpus_id"]).unwrap()["code"]
                        .as_str()
                        .unwrap()
                        .to_string();
                    (
                        code,
                        d["bug_description"].as_str().unwrap().to_string(),
                        d["origin"].as_str().unwrap().to_string(),
                    )
                })
                .collect();
            want.sort();
            got.sort();
            assert_eq!(got, want, "{f}: the release's distractors are the ones generation selected");
            if f == "lsb_position" {
                assert_eq!(m["generator"], "LLM-generated entry + model-written distractors");
                let mut descriptions: Vec<&str> = got.iter().map(|g| g.1.as_str()).collect();
                descriptions.sort();
                let mut good: Vec<&str> = GOOD.iter().map(|g| g.1).collect();
                good.sort();
                assert_eq!(descriptions, good);
            }
        }
    }
    // a companion edited by hand into a rewrite is refused by the schema gate, naming it
    let companion = bm.join("lsb_position.entry.json");
    let mut c = read(&companion);
    c["distractors"][0]["code"] = json!("def lsb_position(n):\n    return (n & -n).bit_length() - 1\n");
    std::fs::write(&companion, c.to_string()).unwrap();
    let b = run_cli(
        &[
            "build",
            "--tasks",
            tasks_dir.to_str().unwrap(),
            "--out",
            dir.path().join("release2").to_str().unwrap(),
        ],
        dir.path(),
    );
    let err = String::from_utf8_lossy(&b.stderr);
    assert_eq!(b.status.code(), Some(1), "{err}");
    assert!(err.contains("bit_manipulation/lsb_position.py: gate schema: fail: distractor 1 of the entry file: not a single small edit"), "{err}");
}

#[test]
fn entries_resume_after_kill_without_duplicate_requests() {
    let dir = tempfile::tempdir().unwrap();
    let names = ["lsb_k1", "lsb_k2", "lsb_k3", "lsb_k4"];
    let mut script = BTreeMap::new();
    for (i, n) in names.iter().enumerate() {
        let ok = answer(n, &[]);
        // k3 and k4 hang on their first request; the run is killed while they hang
        let first = if i >= 2 { ok.clone().delay(Duration::from_secs(120)) } else { ok.clone() };
        script.insert(n.to_string(), vec![first, ok]);
    }
    let s = server(script);
    let registry = dir.path().join("registry.jsonl");
    write_registry(&registry, &names);
    let out = dir.path().join("gen");
    let url = format!("{}/v1", s.url());
    let empty = dir.path().join("no-tasks");
    std::fs::create_dir_all(&empty).unwrap();
    let args = entries_args(
        &url,
        registry.to_str().unwrap(),
        out.to_str().unwrap(),
        &["--tasks", empty.to_str().unwrap(), "--timeout-secs", "300"],
    );
    let mut child = Command::new(bin())
        .args(&args)
        .current_dir(dir.path())
        .env("EXECRETRIEVAL_CACHE_DIR", shared_cache_dir())
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(std::fs::File::create(dir.path().join("stderr.txt")).unwrap())
        .spawn()
        .unwrap();
    let t = Instant::now();
    while !(out.join("raw/lsb_k1/attempt-1.json").exists()
        && out.join("raw/lsb_k2/attempt-1.json").exists()
        && s.requests().len() == 4)
    {
        // generous: the first run of the test suite may compile the sandbox guest first
        if t.elapsed() > Duration::from_secs(300) || child.try_wait().unwrap().is_some() {
            let _ = child.kill();
            panic!(
                "the first answers never arrived: {} request(s); stderr: {}",
                s.requests().len(),
                std::fs::read_to_string(dir.path().join("stderr.txt")).unwrap_or_default()
            );
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    child.kill().unwrap(); // SIGKILL
    child.wait().unwrap();
    assert!(!out.join("raw/lsb_k3/attempt-1.json").exists());
    let o = run_cli(&args, dir.path());
    assert_eq!(o.status.code(), Some(0), "{}", String::from_utf8_lossy(&o.stderr));
    let mut per_fn: BTreeMap<String, usize> = BTreeMap::new();
    for r in s.requests() {
        *per_fn.entry(function_of(&r)).or_default() += 1;
    }
    assert_eq!(
        per_fn,
        BTreeMap::from([
            ("lsb_k1".into(), 1),
            ("lsb_k2".into(), 1),
            ("lsb_k3".into(), 2),
            ("lsb_k4".into(), 2)
        ])
    );
    for n in names {
        assert_eq!(read(&out.join(format!("entries/{n}.json")))["provenance"]["attempts"], 1);
        assert!(out.join(format!("tasks/bit_manipulation/{n}.py")).exists());
    }
    assert_eq!(read(&out.join("summary.json"))["requests"]["total"], 4);
    // and once more: nothing left to do, nothing sent
    let before = s.requests().len();
    let o = run_cli(&args, dir.path());
    assert_eq!(o.status.code(), Some(0));
    assert!(
        String::from_utf8_lossy(&o.stdout).contains("4 already done before this run; 0 requests sent now")
    );
    assert_eq!(s.requests().len(), before);
}

#[test]
fn registry_command_and_missing_key() {
    let dir = tempfile::tempdir().unwrap();
    let s = ScriptedServer::start(|_, _| {
        let fs = json!({"functions": [
            {"function_name": "polygon_perimeter_length", "query": "Return the perimeter of a polygon given as a list of (x, y) vertices; raise ValueError for fewer than three vertices."},
            {"function_name": "polygon_perimeter", "query": "Return the perimeter of a polygon given as a list of (x, y) vertices; raise ValueError with fewer than three vertices."},
            {"function_name": "circle_from_three_points", "query": "Return the centre and radius of the circle through three points; raise ValueError when the points are collinear."}
        ]});
        Scripted::json(
            200,
            &json!({"choices": [{"message": {"content": fs.to_string()}, "finish_reason": "stop"}], "usage": {"prompt_tokens": 10, "completion_tokens": 10}}),
        )
    });
    let url = format!("{}/v1", s.url());
    let out = dir.path().join("registry.jsonl");
    let tasks = fixture("tasks");
    let base = [
        "generate",
        "registry",
        "--base-url",
        &url,
        "--model",
        "m",
        "--domains",
        "geometry",
        "--per-domain",
        "2",
        "--tasks",
        tasks.to_str().unwrap(),
        "--out",
        out.to_str().unwrap(),
    ];
    let mut args = base.to_vec();
    args.extend(["--api-key-env", "EXECRETRIEVAL_TEST_UNSET_KEY"]);
    let o = run_cli(&args, dir.path());
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("environment variable EXECRETRIEVAL_TEST_UNSET_KEY is not set: export EXECRETRIEVAL_TEST_UNSET_KEY=<your API key>"));
    assert!(s.requests().is_empty());
    let mut args = base.to_vec();
    args.push("--no-api-key");
    let o = run_cli(&args, dir.path());
    assert_eq!(o.status.code(), Some(0), "{}", String::from_utf8_lossy(&o.stderr));
    let rows: Vec<Value> =
        std::fs::read_to_string(&out).unwrap().lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    let names: Vec<&str> = rows.iter().map(|r| r["function_name"].as_str().unwrap()).collect();
    assert_eq!(names, vec!["circle_from_three_points", "polygon_perimeter_length"]);
    let report = read(&dir.path().join("registry.jsonl.work/registry_report.json"));
    assert!(report["rejected"][0]["reason"].as_str().unwrap().starts_with("near-duplicate"), "{report}");
    assert_eq!(s.requests().len(), 1);
}
