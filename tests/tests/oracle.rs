//! The sandbox oracle end to end, through the real `execretrieval exec` binary.
//!
//! Data-driven: `tests/fixtures/oracle/cases.jsonl` (expected outcomes, checked against CPython
//! too) and `tests/fixtures/oracle/hostile.jsonl` (hostile snippets with the sandbox outcome they
//! must get and host paths they must not create).

use execretrieval_core::release::ExecCacheRecord;
use execretrieval_tests::{exec_rows, outcomes, read_jsonl, run_cli, sha256_hex, write_jsonl};
use serde_json::{json, Value};
use std::path::Path;

/// Write the fixture rows as `exec` requests.
fn requests(rows: &[Value], path: &Path) {
    write_jsonl(path, &suite_requests(rows));
}

fn suite_requests(rows: &[Value]) -> Vec<Value> {
    rows.iter().map(|r| json!({"id": r["id"], "code": r["code"], "tests": r["tests"]})).collect()
}

fn strings(v: &Value) -> Vec<String> {
    v.as_array()
        .unwrap_or_else(|| panic!("not a list: {v}"))
        .iter()
        .map(|s| s.as_str().unwrap().to_string())
        .collect()
}

/// `--fuel 10⁹ --suite-fuel 0`: the limits of the fixtures (and the release).
const FIXTURE_LIMITS: &[&str] = &["--fuel", "1000000000", "--suite-fuel", "0"];

/// Run `exec` over fixture rows with extra args; returns output rows by input order and the exit code.
fn exec(rows: &[Value], extra: &[&str]) -> (Vec<Value>, i32, String) {
    // The limits the fixtures' expectations were recorded under (the release's), not the
    // calibrated defaults of `exec`: the same verdicts, and an infinite loop costs 10⁹ fuel.
    let mut args = FIXTURE_LIMITS.to_vec();
    args.extend_from_slice(extra);
    let run = exec_rows(&suite_requests(rows), &args);
    assert!(!run.rows.is_empty(), "no output written; stderr:\n{}", run.stderr);
    (run.rows, run.out.status.code().unwrap_or(-1), run.stderr)
}

#[test]
fn fixture_cases_match_expected_outcomes_and_cpython() {
    let rows = read_jsonl(&execretrieval_tests::fixture("oracle/cases.jsonl"));
    assert!(rows.len() >= 150, "fixture set too small: {}", rows.len());
    let (out, code, stderr) =
        exec(&rows, &["--reference", "cpython", "--reference-timeout", "5", "--no-cache"]);
    assert_eq!(out.len(), rows.len());
    let mut problems = Vec::new();
    let mut known = 0;
    for (case, got) in rows.iter().zip(&out) {
        assert_eq!(case["id"], got["id"], "output order");
        let expected = strings(&case["expected"]);
        let sandbox_expected = case.get("sandbox_expected").map(strings).unwrap_or_else(|| expected.clone());
        if sandbox_expected != expected {
            known += 1;
        }
        if outcomes(got) != sandbox_expected {
            problems.push(format!(
                "{}: sandbox {:?}, expected {:?}",
                case["id"],
                outcomes(got),
                sandbox_expected
            ));
        }
        if strings(&got["cpython"]) != expected {
            problems.push(format!("{}: cpython {:?}, expected {:?}", case["id"], got["cpython"], expected));
        }
        assert_eq!(got["passed"], json!(outcomes(got).iter().all(|o| o == "pass")));
    }
    assert!(problems.is_empty(), "{} mismatches:\n{}", problems.len(), problems.join("\n"));
    // Exit 1 exactly when some suite differs from CPython (the documented, known differences).
    assert_eq!(code, if known > 0 { 1 } else { 0 }, "stderr:\n{stderr}");
    // every category is covered
    for cat in [
        "pass",
        "fail_bare",
        "fail_message",
        "error",
        "syntax",
        "timeout",
        "pytest_shim",
        "stdlib",
        "print_flood",
        "recursion",
        "memory",
        "multi_statement",
        "namespace_isolation",
    ] {
        assert!(rows.iter().any(|r| r["category"] == cat), "no fixture of category {cat}");
    }
}

#[test]
fn hostile_snippets_end_in_categorised_outcomes_and_touch_nothing() {
    let rows = read_jsonl(&execretrieval_tests::fixture("oracle/hostile.jsonl"));
    assert!(rows.len() >= 40);
    let paths: Vec<String> =
        rows.iter().flat_map(|r| r.get("host_paths").map(strings).unwrap_or_default()).collect();
    for p in &paths {
        let _ = std::fs::remove_file(p);
    }
    let (out, code, stderr) = exec(&rows, &["--no-cache"]);
    assert_eq!(code, 0, "stderr:\n{stderr}");
    let mut problems = Vec::new();
    for (case, got) in rows.iter().zip(&out) {
        let got_o = outcomes(got);
        for o in &got_o {
            let ok = o == "pass"
                || o == "FAIL"
                || o.starts_with("FAIL: ")
                || o == "TIMEOUT"
                || o.starts_with("ERROR: ");
            if !ok || o.starts_with("ERROR: SandboxError") {
                problems.push(format!("{}: uncategorised outcome {o:?}", case["id"]));
            }
        }
        match case.get("sandbox_expected") {
            Some(exp) if strings(exp) != got_o => problems.push(format!(
                "{} ({}): got {:?}, expected {:?}",
                case["id"],
                case["threat"],
                got_o,
                strings(exp)
            )),
            None => problems.push(format!("{}: no sandbox_expected; got {:?}", case["id"], got_o)),
            _ => {}
        }
    }
    for p in &paths {
        if Path::new(p).exists() {
            problems.push(format!("host path {p} was created"));
        }
    }
    assert!(problems.is_empty(), "{} problems:\n{}", problems.len(), problems.join("\n"));
}

#[test]
fn same_input_twice_gives_byte_identical_output() {
    let rows = read_jsonl(&execretrieval_tests::fixture("oracle/cases.jsonl"));
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("req.jsonl");
    requests(&rows, &input);
    let mut outputs = Vec::new();
    for (i, jobs) in ["1", "2"].iter().enumerate() {
        let output = dir.path().join(format!("out{i}.jsonl"));
        let out = run_cli(
            &[
                "exec",
                "--input",
                input.to_str().unwrap(),
                "--output",
                output.to_str().unwrap(),
                "--no-cache",
                "--jobs",
                jobs,
                FIXTURE_LIMITS[0],
                FIXTURE_LIMITS[1],
                FIXTURE_LIMITS[2],
                FIXTURE_LIMITS[3],
            ],
            dir.path(),
        );
        assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
        outputs.push(std::fs::read(&output).unwrap());
    }
    assert!(outputs[0] == outputs[1], "outputs differ between runs");
}

#[test]
fn per_test_instances_decide_the_same_outcomes() {
    let rows: Vec<Value> = read_jsonl(&execretrieval_tests::fixture("oracle/cases.jsonl"))
        .into_iter()
        .filter(|r| r["category"] != "timeout")
        .collect();
    let (a, code_a, err_a) = exec(&rows, &["--no-cache"]);
    let (b, code_b, err_b) = exec(&rows, &["--no-cache", "--per-test-instance"]);
    assert_eq!(code_a, 0, "{err_a}");
    assert_eq!(code_b, 0, "{err_b}");
    assert_eq!(a.len(), rows.len(), "one output row per request");
    assert_eq!(b.len(), rows.len(), "one output row per request");
    for ((case, x), y) in rows.iter().zip(&a).zip(&b) {
        assert_eq!(x["id"], case["id"], "output order");
        // Outcomes agree; fuel differs (a fresh instance per test re-runs the definitions).
        assert_eq!(
            (&x["outcomes"], &x["passed"]),
            (&y["outcomes"], &y["passed"]),
            "{}: per-suite and per-test instances disagree",
            case["id"]
        );
    }
}

#[test]
fn malformed_lines_are_reported_with_line_numbers_after_the_rest() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("req.jsonl");
    let mut text = String::new();
    text.push_str(r#"{"id": "a", "code": "def f(x):\n    return x + 1\n", "tests": ["assert f(1) == 2", "assert f(1) == 3"]}"#);
    text.push('\n');
    text.push_str("{not json\n");
    text.push_str(r#"{"id": "b", "code": "x = 1", "tests": "assert x"}"#);
    text.push('\n');
    text.push_str(r#"{"id": "c", "code": "def g():\n    return 1/0\n", "tests": ["assert g()"]}"#);
    text.push('\n');
    let mut bytes = text.into_bytes();
    bytes.extend_from_slice(b"{\"id\": \"d\", \"code\": \"\xff\", \"tests\": []}\n");
    std::fs::write(&input, bytes).unwrap();
    let out = run_cli(&["exec", "--input", input.to_str().unwrap(), "--no-cache"], dir.path());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "stderr: {stderr}");
    assert!(stderr.contains("req.jsonl:2: malformed JSON"), "{stderr}");
    assert!(
        stderr.contains("req.jsonl:3: suite request: invalid type: string \"assert x\", expected a sequence"),
        "{stderr}"
    );
    assert!(stderr.contains("req.jsonl:5: invalid UTF-8"), "{stderr}");
    let stdout = String::from_utf8_lossy(&out.stdout);
    let rows: Vec<Value> = stdout.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    assert_eq!(rows.len(), 2);
    let verdict = |r: &Value| json!({"id": r["id"], "outcomes": r["outcomes"], "passed": r["passed"]});
    assert_eq!(verdict(&rows[0]), json!({"id": "a", "outcomes": ["pass", "FAIL"], "passed": false}));
    assert_eq!(
        verdict(&rows[1]),
        json!({"id": "c", "outcomes": ["ERROR: ZeroDivisionError"], "passed": false})
    );
    assert_eq!(rows[0]["fuel_used"].as_array().map(Vec::len), Some(2), "fuel per test");
}

#[test]
fn execution_cache_is_reused_and_exported() {
    let rows: Vec<Value> =
        read_jsonl(&execretrieval_tests::fixture("oracle/cases.jsonl")).into_iter().take(20).collect();
    let cache = tempfile::tempdir().unwrap();
    let cache_arg = cache.path().to_str().unwrap();
    let (first, _, err1) = exec(&rows, &["--cache-dir", cache_arg]);
    assert!(err1.contains("; 0 from cache, 20 run)"), "{err1}");
    let (second, _, err2) = exec(&rows, &["--cache-dir", cache_arg]);
    assert!(err2.contains("; 20 from cache, 0 run)"), "{err2}");
    // the same answers, now marked as cached
    let uncached = |rows: &[Value]| -> Vec<Value> {
        rows.iter()
            .map(|r| {
                let mut r = r.clone();
                r.as_object_mut().unwrap().remove("cached");
                r
            })
            .collect()
    };
    assert!(
        first.iter().all(|r| r["cached"] == json!(false))
            && second.iter().all(|r| r["cached"] == json!(true))
    );
    assert_eq!(uncached(&first), uncached(&second));
    let dir = tempfile::tempdir().unwrap();
    let export = dir.path().join("execution_cache.jsonl");
    let out = run_cli(
        &["cache", "export", "--out", export.to_str().unwrap(), "--cache-dir", cache_arg],
        dir.path(),
    );
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    // the release's row type, with the sandbox fingerprint of each row
    let exported: Vec<ExecCacheRecord> = read_jsonl(&export)
        .into_iter()
        .map(|v| serde_json::from_value(v).expect("an execution_cache.jsonl row"))
        .collect();
    assert_eq!(exported.len(), 20);
    let mut keys: Vec<(&str, &str)> = Vec::new();
    for r in &exported {
        assert_eq!(r.code_sha256.len(), 64);
        assert_eq!(r.tests_sha256.len(), 64);
        assert!(r.sandbox.as_deref().is_some_and(|s| s.starts_with("guest=")), "{:?}", r.sandbox);
        keys.push((&r.code_sha256, &r.tests_sha256));
    }
    assert!(keys.windows(2).all(|w| w[0] < w[1]), "rows sorted by (code, tests), each once");
    // every request's row is exported, with the outcomes `exec` returned
    let by_key: std::collections::HashMap<(&str, &str), &ExecCacheRecord> =
        exported.iter().map(|r| ((r.code_sha256.as_str(), r.tests_sha256.as_str()), r)).collect();
    assert_eq!(first.len(), rows.len());
    for (case, got) in rows.iter().zip(&first) {
        let code = sha256_hex(case["code"].as_str().unwrap().as_bytes());
        let tests = sha256_hex(serde_json::to_string(&case["tests"]).unwrap().as_bytes());
        let r = by_key
            .get(&(code.as_str(), tests.as_str()))
            .unwrap_or_else(|| panic!("{}: no exported row", case["id"]));
        let o: Vec<String> = r.outcomes.iter().map(|o| o.to_string()).collect();
        assert_eq!(o, outcomes(got), "{}", case["id"]);
    }
}

/// The calibrated defaults of `exec` (README "Calibrated default limits"): a suite of ≈ 4·10⁹
/// fuel (≈ 0.2 CPython-seconds) passes by default and is TIMEOUT under the release's 10⁹ per
/// test; a suite budget ends the tests after it.
#[test]
fn calibrated_defaults_pass_what_cpython_finishes_quickly() {
    let code = "def f(n):\n    s = 0\n    for i in range(n):\n        s += i * i % 7\n    return s\n";
    let row = serde_json::json!({
        "id": "heavy",
        "code": code,
        "tests": ["assert f(750000) == 1500001", "assert f(3) == 5"],
    });
    let mut no_budget = row.clone();
    no_budget["limits"] = serde_json::json!({"suite_fuel": 0});
    let run_rows = |rows: &[Value], extra: &[&str]| {
        let dir = tempfile::tempdir().unwrap();
        let input = dir.path().join("req.jsonl");
        write_jsonl(&input, rows);
        let mut args = vec!["exec", "--input", input.to_str().unwrap(), "--no-cache"];
        args.extend_from_slice(extra);
        let out = run_cli(&args, dir.path());
        assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
        let row: Value = serde_json::from_slice(&out.stdout).unwrap();
        (outcomes(&row), row["fuel_used"][0].as_u64().unwrap())
    };
    let run = |extra: &[&str]| run_rows(std::slice::from_ref(&row), extra);
    let (by_default, fuel) = run(&[]);
    assert_eq!(by_default, ["pass", "pass"]);
    assert!(fuel > 2_000_000_000 && fuel < 10_000_000_000, "fuel {fuel}");
    assert_eq!(run(FIXTURE_LIMITS).0, ["TIMEOUT", "pass"]);
    // A suite budget below the first test's cost: it and every later test are TIMEOUT.
    assert_eq!(run(&["--suite-fuel", "1000000000"]).0, ["TIMEOUT", "TIMEOUT"]);
    // A request's `suite_fuel: 0` is no suite budget, as `--suite-fuel 0` is (core::limits).
    assert_eq!(run_rows(&[no_budget], &["--suite-fuel", "1000000000"]).0, ["pass", "pass"]);
}

/// The browser's Python leaves out the frozen modules of web/worker/sandbox_missing_modules.txt
/// (web/worker/build.rs) on the ground that the sandbox cannot import them either: each is frozen
/// in the sandbox guest and its import raises ModuleNotFoundError there, the outcome a snippet
/// importing it then gets in the browser too.
#[test]
fn modules_the_browser_leaves_out_cannot_be_imported_in_the_sandbox() {
    let list = std::fs::read_to_string(
        execretrieval_tests::repo_root().join("web/worker/sandbox_missing_modules.txt"),
    )
    .unwrap();
    let missing: Vec<&str> =
        list.lines().map(str::trim).filter(|l| !l.is_empty() && !l.starts_with('#')).collect();
    assert!(missing.len() > 100, "{} modules listed", missing.len());
    assert!(missing.windows(2).all(|w| w[0] < w[1]), "the list is sorted and without repeats");
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("req.jsonl");
    let mut rows = vec![
        json!({"id": "names", "code": "import _imp\nprint('\\n'.join(sorted(_imp._frozen_module_names())))\n", "stdin": "", "argv": []}),
    ];
    rows.extend(missing.iter().map(|m| json!({"id": m, "code": "import importlib\n", "tests": [format!("importlib.import_module({m:?})")]})));
    write_jsonl(&input, &rows);
    let out =
        run_cli(&["exec", "--input", input.to_str().unwrap(), "--no-cache", "--suite-fuel", "0"], dir.path());
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    let results: Vec<Value> =
        String::from_utf8(out.stdout).unwrap().lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    let names = results.iter().find(|r| r["id"] == "names").expect("the listing");
    let frozen: Vec<&str> = names["stdout"].as_str().unwrap().split_whitespace().collect();
    for m in &missing {
        assert!(
            frozen.contains(m),
            "{m} is not a frozen module of the sandbox: rerun python3 scripts/web_stdlib.py"
        );
        let row = results.iter().find(|r| r["id"] == *m).unwrap();
        assert_eq!(
            outcomes(row),
            ["ERROR: ModuleNotFoundError"],
            "{m} imports in the sandbox: rerun python3 scripts/web_stdlib.py"
        );
    }
}

/// The guest's bytes (their sha256 is in every execution-cache key and in a release's
/// fingerprint) do not depend on when it was built: RustPython's build info (`sys.version`) comes
/// from the pinned one-commit repository the guest build sees (scripts/env.sh
/// `pinned_guest_git`, runner/host/build.rs), not from the clock.
#[test]
fn the_guest_embeds_pinned_build_info_not_its_build_time() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("req.jsonl");
    write_jsonl(
        &input,
        &[json!({"id": "v", "code": "import sys\nprint(sys.version)\n", "stdin": "", "argv": []})],
    );
    let out = run_cli(&["exec", "--input", input.to_str().unwrap(), "--no-cache"], dir.path());
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    let row: Value = serde_json::from_slice(out.stdout.split(|&b| b == b'\n').next().unwrap()).unwrap();
    let version = row["stdout"].as_str().unwrap();
    assert!(
        version.contains("(heads/main:") && version.contains("Jan  1 2026, 00:00:00)"),
        "the guest embeds its build time: {version:?} (build it with scripts/env.sh's build_guest, which pins RustPython's git metadata)"
    );
}

/// The snapshot every instance starts from has run the warm-up suite (`Harness::warm_up`): its
/// start-up objects are frozen out of the collector's way, and nothing of the warm-up is visible
/// to a snippet — builtins, `sys.modules` beyond the preloaded set and the young generation are as
/// a fresh start-up leaves them.
#[test]
fn the_snapshot_is_warm_and_the_warm_up_leaves_no_trace() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("req.jsonl");
    let probe = "import gc, sys, builtins\n\
        print(gc.get_freeze_count() > 5000)\n\
        print(gc.get_count()[0] < 100)\n\
        print(sorted(n for n in dir(builtins) if 'warm' in n.lower()))\n\
        print(sorted(n for n in sys.modules if 'warm' in n.lower()))\n\
        print(type(sys.stdout).__name__)\n";
    write_jsonl(&input, &[json!({"id": "w", "code": probe, "stdin": "", "argv": []})]);
    let out = run_cli(&["exec", "--input", input.to_str().unwrap(), "--no-cache"], dir.path());
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    let row: Value = serde_json::from_slice(out.stdout.split(|&b| b == b'\n').next().unwrap()).unwrap();
    assert_eq!(row["stdout"].as_str().unwrap(), "True\nTrue\n[]\n[]\n_ErProgramSink\n", "{row}");
}

/// The wall-clock backstop is checked where the store yields, every 10⁶ units of fuel (no
/// compiled epoch checks). With `--backstop-secs 0` and 5·10⁷ fuel (so 0 s of allowance), a
/// runaway test or program stops at its first yield, far below its fuel budget, while the
/// suite's other tests — which never reach a yield — still pass. A TIMEOUT the backstop caused is
/// a host stall, not a fact about the code: it is not cached, and the next run decides it by fuel.
#[test]
fn the_backstop_stops_runaways_at_a_fuel_yield_and_its_timeouts_are_not_cached() {
    let dir = tempfile::tempdir().unwrap();
    let cache = format!("sqlite:{}", dir.path().join("cache.sqlite").display());
    let requests = [
        json!({"id": "suite", "code": "def f(x):\n    return x + 1\n",
               "tests": ["assert f(1) == 2", "while True: pass", "assert f(2) == 3"]}),
        json!({"id": "program", "code": "while True: pass", "stdin": ""}),
    ];
    let limits = ["--fuel", "50000000", "--suite-fuel", "0", "--cache", cache.as_str()];
    let run = |backstop: Option<&str>| {
        let mut args = limits.to_vec();
        if let Some(b) = backstop {
            args.extend(["--backstop-secs", b]);
        }
        let run = exec_rows(&requests, &args);
        assert_eq!(run.rows.len(), 2, "stderr:\n{}", run.stderr);
        run.rows
    };
    let fuel = |row: &Value, i: usize| row["fuel_used"].get(i).unwrap_or(&row["fuel_used"]).as_u64().unwrap();

    let stopped = run(Some("0"));
    assert_eq!(outcomes(&stopped[0]), ["pass", "TIMEOUT", "pass"]);
    assert_eq!(stopped[1]["status"], "timeout");
    for (row, i) in [(&stopped[0], 1), (&stopped[1], 0)] {
        let used = fuel(row, i);
        assert!(
            (1_000_000..2_000_000).contains(&used),
            "{}: stopped after {used} fuel, not at the first yield",
            row["id"]
        );
        assert_eq!(row["cached"], false);
    }

    // Not cached: decided again, by fuel this time (the whole budget), and that is cached.
    for expect_cached in [false, true] {
        let rows = run(None);
        assert_eq!(outcomes(&rows[0]), ["pass", "TIMEOUT", "pass"]);
        assert_eq!((fuel(&rows[0], 1), fuel(&rows[1], 0)), (50_000_000, 50_000_000));
        assert_eq!((&rows[0]["cached"], &rows[1]["cached"]), (&json!(expect_cached), &json!(expect_cached)));
    }
}

/// `bench exec`, small: every workload runs, its suites pass (the bench checks each answer),
/// and the report gives the cold-process workload (c) with a ratio against CPython.
#[test]
fn bench_exec_runs_every_workload_including_a_cold_exec_process() {
    let dir = tempfile::tempdir().unwrap();
    let out = run_cli(
        &["bench", "exec", "--suites", "8", "--repeat", "1", "--loop-iterations", "1000"],
        dir.path(),
    );
    let report = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{report}\n{}", String::from_utf8_lossy(&out.stderr));
    let row = report
        .lines()
        .find(|l| l.starts_with("| `execretrieval exec --jobs 1` (one new process) |"))
        .unwrap_or_else(|| panic!("no cold-process row in:\n{report}"));
    let cells: Vec<f64> = row.split('|').skip(2).take(2).map(|c| c.trim().parse().unwrap()).collect();
    assert!(cells.iter().all(|c| *c > 0.0), "{row}");
    let ratio = report
        .lines()
        .find_map(|l| l.strip_prefix("cold process vs 300 CPython subprocesses: "))
        .unwrap_or_else(|| panic!("no ratio line in:\n{report}"));
    let x: f64 = ratio.split('x').next().unwrap().parse().unwrap();
    assert!(x.is_finite() && x > 0.0, "{ratio}");
}
