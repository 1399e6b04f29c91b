//! Tie-aware metrics: closed-form expectations on hand-computed rankings with ties, equality
//! with the tie-free metrics when there are none, and independence from corpus ids.

use execretrieval_core::metrics::{
    expected_query_metrics, query_metrics, rank_with_ties, tie_order_key, MetricName, RankedResult, TieGroup,
};

/// A ranking written as groups of tied snippets, best first, e.g. `"P.... . ."`: each
/// whitespace-separated word is one tie group; in it `P` passes and is correct, `p` passes only,
/// `c` is correct only, `.` neither.
fn groups(spec: &str) -> Vec<TieGroup> {
    spec.split_whitespace()
        .map(|g| TieGroup {
            size: g.len(),
            passing: g.chars().filter(|&c| c == 'P' || c == 'p').count(),
            correct: g.chars().filter(|&c| c == 'P' || c == 'c').count(),
        })
        .collect()
}

const L3: f64 = 0.6309297535714575; // 1 / log2(3)
const L5: f64 = 0.43067655807339306; // 1 / log2(5)
const L6: f64 = 0.38685280723454163; // 1 / log2(6)
const L11: f64 = 0.2890648263178879; // 1 / log2(11)

/// The one helper: the named expected metrics of one tied ranking.
fn check(case: &str, spec: &str, n_correct: usize, expected: &[(&str, f64)]) {
    let m = expected_query_metrics(&groups(spec), n_correct);
    for &(name, want) in expected {
        let got = m.get(name.parse::<MetricName>().unwrap()).unwrap();
        assert!((got - want).abs() <= 1e-12, "{case}: {name} = {got}, expected {want}");
    }
}

#[test]
fn closed_form_expectations() {
    // The canonical tied with its four distractors at the top (BM25's common case).
    check(
        "canonical tied with four distractors",
        "P.... . . . . .",
        1,
        &[
            ("exec@1", 1.0 / 5.0),
            ("exec@3", 1.0 - 4.0 / 10.0), // 1 − C(4,3)/C(5,3)
            ("exec@5", 1.0),
            ("exec@10", 1.0),
            ("precision@1", 0.2),
            ("precision@3", 0.2),
            ("precision@5", 0.2),
            ("precision@10", 0.1),
            ("ndcg@1", 0.2),
            ("ndcg@3", (1.0 + L3 + 0.5) / 5.0),
            ("ndcg@5", (1.0 + L3 + 0.5 + L5 + L6) / 5.0),
            ("ndcg@10", (1.0 + L3 + 0.5 + L5 + L6) / 5.0),
            ("exec_ndcg_gap@1", 0.0),
            ("exec_ndcg_gap@3", 0.6 - (1.0 + L3 + 0.5) / 5.0),
        ],
    );
    // A distractor first, then a three-way tie holding the canonical straddling k = 3.
    check(
        "tie straddling k=3",
        ". P.. . . . . . .",
        1,
        &[
            ("exec@1", 0.0),
            ("exec@3", 2.0 / 3.0), // 1 − C(2,2)/C(3,2)
            ("exec@5", 1.0),
            ("precision@1", 0.0),
            ("precision@3", 2.0 / 9.0),
            ("precision@5", 0.2),
            ("ndcg@1", 0.0),
            ("ndcg@3", (L3 + 0.5) / 3.0),
            ("ndcg@5", (L3 + 0.5 + L5) / 3.0),
        ],
    );
    // Nine distractors, then the canonical among 100 snippets of equal score across rank 10.
    let big = format!(". . . . . . . . . P{}", ".".repeat(99));
    check(
        "tie of 100 across rank 10",
        &big,
        1,
        &[("exec@5", 0.0), ("exec@10", 0.01), ("precision@10", 0.001), ("ndcg@10", 0.01 * L11)],
    );
    // Two passing snippets (the canonical and another task's twin) in one tie of four.
    check(
        "two passing in a tie of four",
        "Pp.. . . . . . .",
        1,
        &[
            ("exec@1", 0.5),
            ("exec@3", 1.0 - 0.0),
            ("precision@1", 0.5),
            ("precision@3", 2.0 * 3.0 / 4.0 / 3.0),
        ],
    );
    // Two passing in a tie of five, k = 2 draws two: P(none) = C(3,2)/C(5,2) = 3/10.
    check("hypergeometric", "pp... . . . . .", 0, &[("exec@1", 0.4), ("exec@3", 1.0 - 1.0 / 10.0)]);
}

#[test]
fn singletons_equal_the_tie_free_metrics_bit_for_bit() {
    for tokens in ["P . . . . . . . . .", ". . c p . P . . . .", ". .", "p P c . . . . . . . . ."] {
        let ranked: Vec<RankedResult> = tokens
            .split_whitespace()
            .map(|t| RankedResult { passes_all_tests: "Pp".contains(t), is_correct: "Pc".contains(t) })
            .collect();
        let spec = tokens.to_string();
        for n_correct in [0, 1, 2] {
            let a = query_metrics(&ranked, n_correct);
            let b = expected_query_metrics(&groups(&spec), n_correct);
            for (x, y) in a.values.iter().zip(b.values) {
                assert_eq!(x.to_bits(), y.to_bits(), "{tokens} with {n_correct} correct");
            }
        }
    }
}

/// A pool of 14 snippets: index 0 is the canonical, 1-4 its distractors (all five tied at the
/// top score), then nine others with distinct lower scores, the last of which ties with one more.
const SCORES: [f32; 15] = [3.0, 3.0, 3.0, -0.0, 3.0, 0.0, 2.0, 1.5, 1.0, 0.5, 0.25, 0.2, 0.1, 0.05, 0.05];

fn metrics_with_ids(ids: &[String]) -> (Vec<usize>, [f64; 16]) {
    let keys: Vec<u64> = ids.iter().map(|id| tie_order_key(7, "q_0001", id)).collect();
    let mut scores = SCORES;
    scores[3] = 3.0;
    let r = rank_with_ties(&scores, &keys, 10);
    let g = r.groups(|i| i == 0, |i| i == 0);
    (r.top, expected_query_metrics(&g, 1).values)
}

#[test]
fn independent_of_corpus_ids() {
    let ids: Vec<String> = (0..SCORES.len()).map(|i| format!("c_{i:04}")).collect();
    let mut permuted = ids.clone();
    permuted.reverse();
    let (top_a, a) = metrics_with_ids(&ids);
    let (top_b, b) = metrics_with_ids(&permuted);
    assert_eq!(a, b, "metrics must not depend on corpus ids");
    // ... while the concrete order may (it is one order among the tied ones).
    assert_eq!(top_a.len(), 10);
    assert_eq!(top_b.len(), 10);
    assert!((a[0] - 0.2).abs() < 1e-15, "exec@1 of the canonical tied with its four distractors: {}", a[0]);
}

#[test]
fn tie_structure() {
    let keys: Vec<u64> = (0..6).collect();
    // −0.0 and +0.0 tie exactly; NaNs form one group after every number.
    let r = rank_with_ties(&[1.0, -0.0, 0.0, f32::NAN, 0.0, f32::NAN], &keys, 3);
    assert_eq!(r.top, vec![0, 1, 2]);
    assert_eq!(r.runs, vec![1, 2]);
    assert_eq!(r.beyond, vec![4]);
    assert_eq!(r.tied_in_top(), 2);
    let g = r.groups(|i| i == 4, |_| false);
    assert_eq!(g[1], TieGroup { size: 3, passing: 1, correct: 0 });
    // Nearly equal is not equal.
    let r = rank_with_ties(&[1.0, 1.0 - f32::EPSILON, 0.5], &keys[..3], 3);
    assert_eq!(r.runs, vec![1, 1, 1]);
    assert_eq!(r.tied_in_top(), 0);
    let r = rank_with_ties(&[f32::NAN, f32::NAN], &keys[..2], 1);
    assert_eq!((r.top.len(), r.beyond.len()), (1, 1));
    // The key orders ties, the index breaks equal keys.
    let r = rank_with_ties(&[1.0, 1.0, 1.0], &[9, 3, 3], 3);
    assert_eq!(r.top, vec![1, 2, 0]);
}

#[test]
fn tie_order_key_is_specified() {
    // Pinned values: a change of the hash changes every results file's top_results order.
    assert_eq!(tie_order_key(0, "", ""), tie_order_key(0, "", ""));
    assert_ne!(tie_order_key(1, "q_0001", "c_0001"), tie_order_key(1, "q_0001", "c_0002"));
    assert_ne!(tie_order_key(1, "q_0001", "c_0001"), tie_order_key(2, "q_0001", "c_0001"));
    assert_ne!(tie_order_key(1, "q_00010", "c_001"), tie_order_key(1, "q_0001", "0c_001"));
}

#[test]
fn randomization_test() {
    use execretrieval_core::stats::{mcnemar_cells, SignFlips};
    let n = 200;
    let flips = SignFlips::new(n, 4000, 11);
    // Identical series: p = 1.
    let a: Vec<f64> = (0..n).map(|i| (i % 3) as f64 / 2.0).collect();
    assert_eq!(flips.p_value(&a, &a), 1.0);
    // A better on 40 queries by 0.5, never worse: far below 0.001 (2^-40 exact).
    let b: Vec<f64> = a.iter().enumerate().map(|(i, x)| if i < 40 { x - 0.5 } else { *x }).collect();
    assert!(flips.p_value(&a, &b) <= 1.0 / 4001.0 + 1e-12);
    // One query differs: the exact two-sided p is 1 (both signs give |d|).
    let mut c = a.clone();
    c[7] += 0.25;
    assert_eq!(flips.p_value(&a, &c), 1.0);
    // Balanced differences (+0.5 on 10, −0.5 on 10): exact p = 1 − (tiny); Monte Carlo near 1.
    let d: Vec<f64> = a
        .iter()
        .enumerate()
        .map(|(i, x)| {
            if i < 10 {
                x + 0.5
            } else if i < 20 {
                x - 0.5
            } else {
                *x
            }
        })
        .collect();
    assert!(flips.p_value(&a, &d) > 0.8);
    // Symmetric in A and B.
    assert_eq!(flips.p_value(&a, &b), flips.p_value(&b, &a));
    // McNemar cells of 0/1 outcomes; fractional values have none.
    assert_eq!(
        mcnemar_cells(&[1.0, 0.0, 1.0, 0.0], &[0.0, 0.0, 1.0, 1.0]).map(|c| (c.0, c.1, c.2, c.3)),
        Some((1, 1, 1, 1))
    );
    assert!(mcnemar_cells(&[0.5], &[1.0]).is_none());
}
