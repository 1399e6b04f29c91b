//! Metrics on hand-computed rankings, aggregation and the ranking helper.

use execretrieval_core::metrics::{
    aggregate, column, query_metrics, top_n, MetricName, QueryMetrics, RankedResult,
};

/// A ranking written as tokens, best first: `P` passes and is correct, `p` passes but is not a
/// correct id, `c` is a correct id that fails, `.` neither.
fn ranking(tokens: &str) -> Vec<RankedResult> {
    tokens
        .split_whitespace()
        .map(|t| match t {
            "P" => RankedResult { passes_all_tests: true, is_correct: true },
            "p" => RankedResult { passes_all_tests: true, is_correct: false },
            "c" => RankedResult { passes_all_tests: false, is_correct: true },
            "." => RankedResult { passes_all_tests: false, is_correct: false },
            other => panic!("bad token {other}"),
        })
        .collect()
}

/// The one helper: checks the named metrics (all others unchecked) of one ranking.
fn check(case: &str, tokens: &str, n_correct: usize, expected: &[(&str, f64)]) {
    let m = query_metrics(&ranking(tokens), n_correct);
    for &(name, want) in expected {
        let got = m.get(name.parse::<MetricName>().unwrap()).unwrap();
        assert!((got - want).abs() <= 1e-15, "{case}: {name} = {got}, expected {want}");
    }
}

const INV_LOG2_3: f64 = 0.6309297535714575; // 1 / log2(3)

#[test]
fn hand_computed_rankings() {
    check(
        "correct first",
        "P . . . . . . . . .",
        1,
        &[
            ("exec@1", 1.0),
            ("exec@3", 1.0),
            ("exec@5", 1.0),
            ("exec@10", 1.0),
            ("precision@1", 1.0),
            ("precision@3", 1.0 / 3.0),
            ("precision@5", 0.2),
            ("precision@10", 0.1),
            ("ndcg@1", 1.0),
            ("ndcg@3", 1.0),
            ("ndcg@5", 1.0),
            ("ndcg@10", 1.0),
            ("exec_ndcg_gap@1", 0.0),
            ("exec_ndcg_gap@10", 0.0),
        ],
    );
    check(
        "correct second, fewer results than k",
        ". P . .",
        1,
        &[
            ("exec@1", 0.0),
            ("exec@3", 1.0),
            ("exec@10", 1.0),
            ("precision@1", 0.0),
            ("precision@3", 1.0 / 3.0),
            ("precision@5", 0.2),
            ("precision@10", 0.1),
            ("ndcg@1", 0.0),
            ("ndcg@3", INV_LOG2_3),
            ("ndcg@10", INV_LOG2_3),
            ("exec_ndcg_gap@1", 0.0),
            ("exec_ndcg_gap@3", 1.0 - INV_LOG2_3),
        ],
    );
    check(
        "no correct ids: nDCG is 0, execution still counts",
        "p p . .",
        0,
        &[
            ("exec@1", 1.0),
            ("precision@3", 2.0 / 3.0),
            ("precision@5", 0.4),
            ("ndcg@1", 0.0),
            ("ndcg@10", 0.0),
            ("exec_ndcg_gap@1", 1.0),
            ("exec_ndcg_gap@10", 1.0),
        ],
    );
    check(
        "two correct ids; ideal DCG uses min(k, n_correct) items",
        ". P . P",
        2,
        &[
            ("exec@1", 0.0),
            ("exec@3", 1.0),
            ("precision@5", 0.4),
            ("ndcg@1", 0.0),
            ("ndcg@3", 0.38685280723454163), // (1/log2 3) / (1 + 1/log2 3)
            ("ndcg@5", 0.6509209298071326),  // (1/log2 3 + 1/log2 5) / (1 + 1/log2 3)
            ("ndcg@10", 0.6509209298071326),
        ],
    );
    check("three correct ids, k = 1 ideal has one item", "P c . .", 3, &[("ndcg@1", 1.0), ("exec@1", 1.0)]);
    check(
        "a correct id that fails: relevant for nDCG, not for exec",
        "c . .",
        1,
        &[("exec@1", 0.0), ("exec@10", 0.0), ("ndcg@1", 1.0), ("exec_ndcg_gap@1", -1.0)],
    );
    check(
        "buggy twin first (passes no tests), canonical third",
        ". . P",
        1,
        &[("exec@1", 0.0), ("exec@3", 1.0), ("ndcg@3", 0.5), ("exec_ndcg_gap@3", 0.5)],
    );
    check(
        "nothing retrieved",
        "",
        1,
        &[("exec@1", 0.0), ("exec@10", 0.0), ("precision@10", 0.0), ("ndcg@10", 0.0)],
    );
    check(
        "results past rank 10 are ignored",
        ". . . . . . . . . . P",
        1,
        &[("exec@10", 0.0), ("precision@10", 0.0), ("ndcg@10", 0.0)],
    );
    check(
        "several passing results",
        "P p p . p",
        1,
        &[("precision@3", 1.0), ("precision@5", 0.8), ("precision@10", 0.4)],
    );
}

#[test]
fn published_keys_and_aggregation() {
    let queries: Vec<QueryMetrics> = vec![
        query_metrics(&ranking("P ."), 1),
        query_metrics(&ranking(". P"), 1),
        query_metrics(&ranking(". . . ."), 1),
        query_metrics(&ranking("p"), 0),
    ];
    let agg = aggregate(&queries);
    let keys: Vec<&str> = agg.keys().map(String::as_str).collect();
    let mut expected: Vec<String> = ["exec", "precision", "ndcg", "exec_ndcg_gap"]
        .iter()
        .flat_map(|m| [1, 3, 5, 10].map(|k| format!("{m}@{k}")))
        .collect();
    expected.sort();
    assert_eq!(keys, expected);
    assert_eq!(agg["exec@1"], 0.5);
    assert_eq!(agg["exec@3"], 0.75);
    assert!((agg["precision@3"] - 0.25).abs() < 1e-15);
    assert!((agg["ndcg@3"] - (1.0 + INV_LOG2_3) / 4.0).abs() < 1e-15);
    assert_eq!(column(&queries, "exec@1".parse().unwrap()), vec![1.0, 0.0, 0.0, 1.0]);
    assert!(aggregate(&[])["exec@1"].is_nan());
    assert_eq!(queries[0].to_map().len(), 16);
}

/// The one helper for rankings: expected corpus ids, best first.
fn check_top(case: &str, sims: &[f32], n: usize, expected: &[&str]) {
    let ids: Vec<String> = (0..sims.len()).map(|i| format!("c_{:04}", sims.len() - i)).collect();
    let got: Vec<&str> = top_n(sims, &ids, n).into_iter().map(|i| ids[i].as_str()).collect();
    assert_eq!(got, expected, "{case}");
}

#[test]
fn ranking_is_deterministic() {
    // Ids are assigned in reverse: index 0 is the largest id.
    check_top("plain", &[0.1, 0.9, 0.5], 2, &["c_0002", "c_0001"]);
    check_top("ties by id ascending", &[0.5, 0.5, 0.5, 0.1], 3, &["c_0002", "c_0003", "c_0004"]);
    check_top("signed zeros tie", &[0.0, -0.0], 2, &["c_0001", "c_0002"]);
    check_top(
        "NaN last, by id",
        &[f32::NAN, 0.2, f32::NAN, -1.0],
        4,
        &["c_0003", "c_0001", "c_0002", "c_0004"],
    );
    check_top("infinities", &[f32::NEG_INFINITY, f32::INFINITY, 0.0], 3, &["c_0002", "c_0001", "c_0003"]);
    check_top("n past the corpus", &[0.3, 0.7], 10, &["c_0001", "c_0002"]);
    check_top("n = 0", &[0.3, 0.7], 0, &[]);
    check_top("empty corpus", &[], 10, &[]);
    // Selection + sort agrees with a full sort on a larger corpus with many ties.
    let sims: Vec<f32> = (0..500).map(|i| ((i * 37) % 11) as f32 / 10.0).collect();
    let ids: Vec<String> = (0..500).map(|i| format!("c_{:04}", (i * 7919) % 500)).collect();
    let mut full: Vec<usize> = (0..500).collect();
    full.sort_by(|&a, &b| sims[b].partial_cmp(&sims[a]).unwrap().then(ids[a].cmp(&ids[b])));
    assert_eq!(top_n(&sims, &ids, 10), full[..10].to_vec());
}
