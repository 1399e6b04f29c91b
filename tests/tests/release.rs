//! `build`, `check` and `eval` end to end on a small task set (tests/fixtures/tasks), including a
//! task built to trip gate 3, hand-corrupted releases, and determinism.

use execretrieval_tests::{fixture, read_jsonl, run_cli};
use serde_json::Value;
use std::path::Path;

fn build(out: &Path) -> (i32, String) {
    let o = run_cli(
        &[
            "build",
            "--keep-going",
            "--tasks",
            fixture("tasks").to_str().unwrap(),
            "--out",
            out.to_str().unwrap(),
        ],
        out.parent().unwrap(),
    );
    (o.status.code().unwrap_or(-1), String::from_utf8_lossy(&o.stderr).into_owned())
}

fn check(release: &Path) -> (i32, String) {
    let o = run_cli(&["check", release.to_str().unwrap()], release.parent().unwrap());
    (o.status.code().unwrap_or(-1), String::from_utf8_lossy(&o.stdout).into_owned())
}

#[test]
fn build_gates_check_and_eval() {
    let dir = tempfile::tempdir().unwrap();
    let rel = dir.path().join("release");
    let (code, err) = build(&rel);
    // the broken task is named with its gate and reason, the rest is built
    assert_eq!(code, 1, "{err}");
    assert!(
        err.contains("broken_canonical_sum.py: gate canonical_execution: fail: canonical fails line"),
        "{err}"
    );
    let queries = read_jsonl(&rel.join("queries.jsonl"));
    let corpus = read_jsonl(&rel.join("corpus.jsonl"));
    let meta = read_jsonl(&rel.join("distractor_metadata.jsonl"));
    assert_eq!(queries.len(), 3);
    assert_eq!(corpus.len(), 15);
    assert_eq!(meta.len(), 12);
    for q in &queries {
        assert_eq!(q["paired_distractor_corpus_ids"].as_array().unwrap().len(), 4);
        assert_eq!(q["correct_corpus_ids"].as_array().unwrap().len(), 1);
        assert!(q["query_id"].as_str().unwrap().starts_with("q_"));
    }
    for m in &meta {
        let desc = m["bug_description"].as_str().unwrap();
        assert!(desc.starts_with("line ") && (desc.contains("became") || desc.contains("removed")), "{desc}");
    }
    // every fixture built to trip a gate is rejected by that gate, with the reason
    let report: Value =
        serde_json::from_str(&std::fs::read_to_string(rel.join("mutation_report.json")).unwrap()).unwrap();
    let gate = |file: &str, g: &str| -> String {
        let r = report
            .as_array()
            .unwrap()
            .iter()
            .find(|r| r["file"] == file)
            .unwrap_or_else(|| panic!("{file} not in report"));
        r["gates"][g].as_str().unwrap_or("").to_string()
    };
    assert_eq!(gate("validation/too_few_tests_gate.py", "schema"), "fail: 6 tests (need 7-10)");
    assert!(gate("collections/test_not_calling_gate.py", "ast_semantics")
        .contains("does not call `test_not_calling_gate`"));
    assert!(gate("math_numerical/broken_canonical_sum.py", "canonical_execution")
        .starts_with("fail: canonical fails line 18: FAIL"));
    assert!(gate("geometry/weak_suite_gate.py", "distractor_execution").starts_with("fail"));
    assert!(gate("geometry/weak_suite_gate.py", "schema").contains("usable distractors"));
    assert_eq!(gate("bit_manipulation/lowest_set_bit_index.py", "corpus_integrity"), "pass");
    let validation: Value =
        serde_json::from_str(&std::fs::read_to_string(rel.join("validation.json")).unwrap()).unwrap();
    // the same function name in two files: the second is rejected, naming the first
    let dup = validation["unparseable_tasks"].as_array().unwrap();
    assert!(dup.iter().any(|d| d["reason"].as_str().unwrap().contains("is also the task")), "{dup:?}");
    assert_eq!(validation["gates"]["canonical_execution"]["failed"], 1);
    assert_eq!(validation["sweeps"]["distractor_sanity"]["passed_all_tests"], 0);
    let qrels = std::fs::read_to_string(rel.join("beir/qrels/test.tsv")).unwrap();
    assert!(qrels.starts_with("query-id\tcorpus-id\tscore\n"));
    assert_eq!(qrels.lines().count(), 4);

    // determinism: a rebuild is byte-identical
    let rel2 = dir.path().join("release2");
    build(&rel2);
    for f in [
        "queries.jsonl",
        "corpus.jsonl",
        "distractor_metadata.jsonl",
        "execution_cache.jsonl",
        "validation.json",
        "mutation_report.json",
        "beir/corpus.jsonl",
    ] {
        assert!(
            std::fs::read(rel.join(f)).unwrap() == std::fs::read(rel2.join(f)).unwrap(),
            "{f} differs between builds"
        );
    }

    // check accepts it ...
    let (code, out) = check(&rel);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("0 failures"), "{out}");

    // ... and rejects hand-corrupted copies, naming what is wrong
    let corruptions: Vec<(&str, Box<dyn Fn(&Path)>, &str)> = vec![
        (
            "label flipped",
            Box::new(|r: &Path| {
                edit_line(&r.join("corpus.jsonl"), |v| {
                    if v["label"] == "correct" {
                        v["label"] = "incorrect".into();
                        v["bug_type"] = "off_by_one".into();
                        true
                    } else {
                        false
                    }
                })
            }),
            "expected Correct",
        ),
        (
            "distractor replaced by its canonical",
            Box::new(|r: &Path| {
                let corpus = read_jsonl(&r.join("corpus.jsonl"));
                let canon = corpus.iter().find(|c| c["label"] == "correct").unwrap()["code"].clone();
                let src = corpus.iter().find(|c| c["label"] == "correct").unwrap()["source_entry_id"].clone();
                edit_line(&r.join("corpus.jsonl"), |v| {
                    if v["label"] == "incorrect" && v["source_entry_id"] == src {
                        v["code"] = canon.clone();
                        true
                    } else {
                        false
                    }
                })
            }),
            "passes every test",
        ),
        (
            "cached outcome forged",
            Box::new(|r: &Path| {
                edit_line(&r.join("execution_cache.jsonl"), |v| {
                    let o = v["outcomes"].as_array_mut().unwrap();
                    if o.iter().any(|x| x != "pass") {
                        for x in o.iter_mut() {
                            *x = "pass".into();
                        }
                        true
                    } else {
                        false
                    }
                })
            }),
            "cached outcomes differ",
        ),
        (
            "missing corpus row",
            Box::new(|r: &Path| {
                let text = std::fs::read_to_string(r.join("corpus.jsonl")).unwrap();
                let rest: String = text.lines().skip(1).map(|l| format!("{l}\n")).collect();
                std::fs::write(r.join("corpus.jsonl"), rest).unwrap();
            }),
            "references missing corpus id",
        ),
        (
            "malformed line",
            Box::new(|r: &Path| {
                let mut text = std::fs::read_to_string(r.join("queries.jsonl")).unwrap();
                text.push_str("{oops\n");
                std::fs::write(r.join("queries.jsonl"), text).unwrap();
            }),
            "queries.jsonl:4: malformed JSON",
        ),
    ];
    for (what, corrupt, needle) in corruptions {
        let bad = dir.path().join(format!("bad-{}", what.replace(' ', "_")));
        copy_dir(&rel, &bad);
        corrupt(&bad);
        let (code, out) = check(&bad);
        assert_eq!(code, 1, "{what}: check accepted it:\n{out}");
        assert!(out.contains(needle), "{what}: expected `{needle}` in:\n{out}");
    }

    // eval on the small release (default retrievers: bm25 and all-minilm-l6-v2, whose model
    // the tool fetches itself) writes the published schema
    let results = dir.path().join("results");
    let o = run_cli(
        &[
            "eval",
            "--release",
            rel.to_str().unwrap(),
            "--results",
            results.to_str().unwrap(),
            "--bootstrap-samples",
            "200",
        ],
        dir.path(),
    );
    assert_eq!(o.status.code(), Some(0), "{}", String::from_utf8_lossy(&o.stderr));
    let r: Value =
        serde_json::from_str(&std::fs::read_to_string(results.join("bm25.json")).unwrap()).unwrap();
    assert_eq!(r["n_queries"], 3);
    assert_eq!(r["n_corpus"], 15);
    for k in [1, 3, 5, 10] {
        for m in ["exec", "precision", "ndcg", "exec_ndcg_gap"] {
            assert!(r["metrics"][format!("{m}@{k}")].is_number(), "{m}@{k}");
        }
    }
    let top = r["per_query"][0]["top_results"].as_array().unwrap();
    assert_eq!(top.len(), 10);
    assert_eq!(top[0]["rank"], 1);
    // Under the one concrete order of top_results, a passing snippet in the top k makes exec@k
    // = 1; the reported (tie-aware) exec@k is a probability, equal to it when the top 10 has no
    // tie.
    for q in r["per_query"].as_array().unwrap() {
        let first_pass =
            q["top_results"].as_array().unwrap().iter().position(|t| t["passes_all_tests"] == true);
        for k in [1usize, 3, 5, 10] {
            let expected = if first_pass.map(|p| p < k).unwrap_or(false) { 1.0 } else { 0.0 };
            let key = format!("exec@{k}");
            assert_eq!(q["metrics_one_tie_order"][&key].as_f64().unwrap(), expected, "{key}");
            let reported = q["metrics"][&key].as_f64().unwrap();
            assert!((0.0..=1.0).contains(&reported), "{key} = {reported}");
            if q["tied_at_top10"] == 0 {
                assert_eq!(reported, expected, "{key} without ties");
            }
        }
    }
    for f in [
        "full_leaderboard.json",
        "leaderboard.md",
        "confidence_intervals.json",
        "pairwise_tests.json",
        "invocation_table.json",
    ] {
        assert!(results.join(f).exists(), "{f} missing");
    }
    let pw: Value =
        serde_json::from_str(&std::fs::read_to_string(results.join("pairwise_tests.json")).unwrap()).unwrap();
    assert!(pw["all-minilm-l6-v2 vs bm25"]["exec@1"]["mcnemar_exact_p"].is_number());
    let dense: Value =
        serde_json::from_str(&std::fs::read_to_string(results.join("all-minilm-l6-v2.json")).unwrap())
            .unwrap();
    let sim = dense["per_query"][0]["top_results"][0]["similarity"].as_f64().unwrap();
    assert!(sim > 0.0 && sim <= 1.0 + 1e-6, "cosine similarity {sim}");
    let table: Value =
        serde_json::from_str(&std::fs::read_to_string(results.join("invocation_table.json")).unwrap())
            .unwrap();
    assert_eq!(
        table.as_array().unwrap().iter().map(|c| c["name"].as_str().unwrap()).collect::<Vec<_>>(),
        ["bm25", "all-minilm-l6-v2"]
    );
    assert_eq!(table[1]["max_tokens"], 256);
    let matrices: Vec<_> = std::fs::read_dir(results.join("embeddings/all-minilm-l6-v2"))
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .filter(|n| n.ends_with(".npy"))
        .collect();
    assert_eq!(matrices.len(), 2, "{matrices:?}");
    let an: Value =
        serde_json::from_str(&std::fs::read_to_string(results.join("analyses.json")).unwrap()).unwrap();
    assert_eq!(an["bm25"]["density"].as_array().unwrap().len(), 5);
    assert!(an["bm25"]["deception"]["overall"].is_number());

    // stats recomputes the same intervals from the results files; report draws the plots
    let before = std::fs::read(results.join("confidence_intervals.json")).unwrap();
    let o =
        run_cli(&["stats", "--results", results.to_str().unwrap(), "--bootstrap-samples", "200"], dir.path());
    assert_eq!(o.status.code(), Some(0), "{}", String::from_utf8_lossy(&o.stderr));
    assert!(
        before == std::fs::read(results.join("confidence_intervals.json")).unwrap(),
        "stats disagrees with eval"
    );
    let o = run_cli(&["report", "--results", results.to_str().unwrap()], dir.path());
    assert_eq!(o.status.code(), Some(0), "{}", String::from_utf8_lossy(&o.stderr));
    for f in ["report.md", "exec_at_k.svg", "deception_by_bug_type.svg", "density_exec_at_1.svg"] {
        let text = std::fs::read_to_string(results.join(f)).unwrap();
        assert!(!text.is_empty(), "{f} empty");
        if f.ends_with(".svg") {
            assert!(text.contains("<svg") && text.contains("</svg>"), "{f} is not an SVG");
        }
    }
}

fn edit_line(path: &Path, mut f: impl FnMut(&mut Value) -> bool) {
    let mut done = false;
    let text: String = std::fs::read_to_string(path)
        .unwrap()
        .lines()
        .map(|l| {
            let mut v: Value = serde_json::from_str(l).unwrap();
            if !done && f(&mut v) {
                done = true;
            }
            serde_json::to_string(&v).unwrap() + "\n"
        })
        .collect();
    assert!(done, "corruption did not apply to {}", path.display());
    std::fs::write(path, text).unwrap();
}

fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for e in std::fs::read_dir(from).unwrap() {
        let e = e.unwrap();
        let p = e.path();
        if p.is_dir() {
            copy_dir(&p, &to.join(e.file_name()));
        } else {
            std::fs::copy(&p, to.join(e.file_name())).unwrap();
        }
    }
}
