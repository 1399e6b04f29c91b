//! Tie-aware metrics end to end: a release whose query shares no word with any snippet, so BM25
//! scores the whole corpus 0 (one tie of ten). The reported metrics must be the closed-form
//! expectations, whatever the corpus ids.

use execretrieval_tests::{eval_release, read_jsonl, write_jsonl};
use serde_json::{json, Value};
use std::path::Path;

const SNIPPETS: [(&str, &str); 10] = [
    ("def add_one(x):\n    return x + 1\n", "correct"),
    ("def add_one(x):\n    return x + 2\n", "incorrect"),
    ("def add_one(x):\n    return x - 1\n", "incorrect"),
    ("def add_one(x):\n    return x * 1\n", "incorrect"),
    ("def add_one(x):\n    return x\n", "incorrect"),
    ("def halve(v):\n    return v // 2\n", "correct"),
    ("def halve(v):\n    return v // 3\n", "incorrect"),
    ("def halve(v):\n    return v * 2\n", "incorrect"),
    ("def halve(v):\n    return v - 2\n", "incorrect"),
    ("def halve(v):\n    return v\n", "incorrect"),
];

/// Writes the release with corpus ids assigned by `id_of(snippet index)`; returns the
/// `bm25.json` results of `eval`.
fn eval_with_ids(dir: &Path, id_of: impl Fn(usize) -> usize) -> Value {
    let rel = dir.join("release");
    std::fs::create_dir_all(&rel).unwrap();
    let cid = |i: usize| format!("c_{:04}", id_of(i) + 1);
    let mut corpus: Vec<Value> = SNIPPETS
        .iter()
        .enumerate()
        .map(|(i, (code, label))| {
            let mut c = json!({"corpus_id": cid(i), "code": code, "label": label,
                               "source_entry_id": if i < 5 { "add_one" } else { "halve" }});
            if *label == "incorrect" {
                c["bug_type"] = json!("off_by_one");
            }
            c
        })
        .collect();
    corpus.sort_by(|a, b| a["corpus_id"].as_str().cmp(&b["corpus_id"].as_str()));
    write_jsonl(&rel.join("corpus.jsonl"), &corpus);
    let tests_add: Vec<String> = (0..7).map(|i| format!("assert add_one({i}) == {}", i + 1)).collect();
    let tests_halve: Vec<String> = (0..7).map(|i| format!("assert halve({}) == {i}", 2 * i)).collect();
    let queries = vec![
        json!({"query_id": "q_0001", "query": "zzqx wvvk plonk", "test_suite": tests_add,
               "correct_corpus_ids": [cid(0)], "paired_distractor_corpus_ids": (1..5).map(cid).collect::<Vec<_>>(),
               "entry_id": "add_one", "function_name": "add_one", "domain": "math_numerical"}),
        json!({"query_id": "q_0002", "query": "halve v", "test_suite": tests_halve,
               "correct_corpus_ids": [cid(5)], "paired_distractor_corpus_ids": (6..10).map(cid).collect::<Vec<_>>(),
               "entry_id": "halve", "function_name": "halve", "domain": "math_numerical"}),
    ];
    write_jsonl(&rel.join("queries.jsonl"), &queries);
    let results = dir.join("results");
    let o = eval_release(&rel, &results, &["--retriever", "bm25"]);
    assert_eq!(o.status.code(), Some(0), "{}", String::from_utf8_lossy(&o.stderr));
    serde_json::from_str(&std::fs::read_to_string(results.join("bm25.json")).unwrap()).unwrap()
}

#[test]
fn bm25_ties_are_scored_by_their_expectation_independent_of_ids() {
    let a = tempfile::tempdir().unwrap();
    let b = tempfile::tempdir().unwrap();
    let forward = eval_with_ids(a.path(), |i| i);
    let reversed = eval_with_ids(b.path(), |i| 9 - i);
    let q1 = |v: &Value| v["per_query"][0].clone();
    // One tie of ten holding one passing, correct snippet (hand-computed closed forms).
    let discounts: f64 = (0..10).map(|p| 1.0 / ((p + 2) as f64).log2()).sum();
    let expected = [
        ("exec@1", 0.1),
        ("exec@3", 1.0 - 84.0 / 120.0), // 1 − C(9,3)/C(10,3)
        ("exec@5", 0.5),
        ("exec@10", 1.0),
        ("precision@1", 0.1),
        ("precision@3", 0.1),
        ("precision@10", 0.1),
        ("ndcg@1", 0.1),
        ("ndcg@10", discounts / 10.0),
    ];
    for (name, want) in expected {
        let got = q1(&forward)["metrics"][name].as_f64().unwrap();
        assert!((got - want).abs() < 1e-12, "{name}: {got}, expected {want}");
        let again = q1(&reversed)["metrics"][name].as_f64().unwrap();
        assert_eq!(got, again, "{name} depends on corpus ids");
    }
    assert_eq!(q1(&forward)["tied_at_top10"], 10);
    assert_eq!(q1(&forward)["tied_beyond_top10"], 0);
    // top_results is one concrete order of the tie, with one-order 0/1 metrics beside it.
    let top = q1(&forward)["top_results"].as_array().unwrap().clone();
    assert_eq!(top.len(), 10);
    let first_passes = top[0]["passes_all_tests"].as_bool().unwrap();
    assert_eq!(q1(&forward)["metrics_one_tie_order"]["exec@1"], if first_passes { 1.0 } else { 0.0 });
    assert_eq!(forward["ties"]["queries_with_tied_top10"], 2, "{}", forward["ties"]);
    // The same metrics aggregate whatever the ids.
    assert_eq!(forward["metrics"], reversed["metrics"]);
    // The leaderboard shows the share of tied top-10s.
    let md = std::fs::read_to_string(a.path().join("results/leaderboard.md")).unwrap();
    assert!(md.contains("tied top-10") && md.contains("100.0 %"), "{md}");
    let _ = read_jsonl;
}
