//! The files `eval`, `run` and `stats` write under `results/`, one serde type each, used by the
//! writers, by `stats`/`report`/`site` when they read them back and by the web viewer:
//!
//! | file | type |
//! |---|---|
//! | `<retriever>.json` | [`RetrieverResults`] |
//! | `full_leaderboard.json` | [`Leaderboard`] |
//! | `confidence_intervals.json` | [`ConfidenceIntervals`] |
//! | `pairwise_tests.json` | [`Pairwise`] |
//! | `analyses.json` | [`AnalysesFile`] |
//!
//! (`invocation_table.json` is a list of `execretrieval_retrieval::RetrieverConfig`, whose type
//! lives with the retrievers.) Fields are declared in the order of the published files, which is
//! the sorted order of their keys (`tests::keys_are_sorted` keeps it so): a new field goes where
//! its name sorts. These types are compatibility boundaries: change them deliberately.

use crate::outcome::Outcome;
use crate::release::Label;
use crate::stats::{Interval, Pair};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// Metric name (`exec@1`, …, see [`crate::metrics::MetricName`]) → value.
pub type MetricMap = BTreeMap<String, f64>;

/// `results/<retriever>.json`: one retriever on the whole release.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct RetrieverResults {
    /// The cut-offs k of the metrics ([`crate::metrics::KS`]).
    pub ks: Vec<usize>,
    /// Means over the queries ([`crate::metrics::aggregate`]).
    pub metrics: MetricMap,
    /// The retriever's name.
    pub model: String,
    pub n_corpus: usize,
    pub n_queries: usize,
    /// In query order.
    pub per_query: Vec<QueryResult>,
    /// How exact score ties were handled (absent in files written before tie-aware scoring).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ties: Option<Ties>,
}

/// The `ties` block of a [`RetrieverResults`].
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Ties {
    /// How the metrics treat ties, in words.
    pub handling: String,
    /// Queries with at least one tie among their top 10.
    pub queries_with_tied_top10: usize,
    /// The seed of the one concrete tie order of `top_results` ([`crate::metrics::TIE_ORDER_SEED`]).
    pub tie_order_seed: u64,
    /// `queries_with_tied_top10` over all queries (6 decimals; `None` without queries).
    pub tied_top10_share: Option<f64>,
}

/// One query of a [`RetrieverResults`].
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct QueryResult {
    /// The query's tie-aware (expected) metrics; authoritative (relevance needs the query's
    /// correct ids, which results files do not repeat).
    pub metrics: MetricMap,
    /// The binary metrics under the one concrete tie order of `top_results` (the 0/1 outcomes
    /// McNemar counts; absent in files written before tie-aware scoring, whose `metrics` are
    /// those outcomes).
    #[serde(default)]
    pub metrics_one_tie_order: MetricMap,
    pub query_id: String,
    /// Top-10 snippets that share their score with another snippet.
    #[serde(default)]
    pub tied_at_top10: usize,
    /// Snippets beyond rank 10 tied with rank 10.
    #[serde(default)]
    pub tied_beyond_top10: usize,
    /// The top [`crate::metrics::MAX_K`] snippets, best first (ties in the seeded order).
    pub top_results: Vec<Hit>,
}

/// One ranked snippet of a [`QueryResult`].
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Hit {
    /// `None` (`null`) for a canonical.
    pub bug_type: Option<String>,
    pub corpus_id: String,
    pub label: Label,
    /// Every test passed in the sandbox.
    pub passes_all_tests: bool,
    /// 1-based.
    pub rank: usize,
    /// The retriever's score (an `f32` widened to `f64`; `null` for NaN, read back as NaN).
    #[serde(deserialize_with = "f64_or_nan")]
    pub similarity: f64,
    /// The outcome of each test of the query's suite, in order.
    pub test_results: Vec<Outcome>,
}

/// `full_leaderboard.json`: by exec@1, best first (ties by name).
pub type Leaderboard = Vec<LeaderboardEntry>;

/// One row of `full_leaderboard.json`.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct LeaderboardEntry {
    /// Metric name → 95 % bootstrap interval (empty in files older than the intervals).
    #[serde(default)]
    pub ci95: BTreeMap<String, Interval>,
    pub metrics: MetricMap,
    pub model: String,
    /// The retriever's `ties.tied_top10_share` (`null` when its results have none).
    #[serde(default)]
    pub tied_top10_share: Option<f64>,
}

/// `confidence_intervals.json`: retriever → metric name → interval.
pub type ConfidenceIntervals = BTreeMap<String, BTreeMap<String, Interval>>;

/// `pairwise_tests.json`: `"<a> vs <b>"` (a < b by name) → metric name → test.
pub type Pairwise = BTreeMap<String, BTreeMap<String, PairTest>>;

/// The paired comparison of A and B for one metric ([`Pair`], the same fields and sign
/// convention: A minus B; for a binary metric the McNemar cells and exact p count the one-order
/// 0/1 outcomes), plus the Holm-adjusted exact McNemar p-value across the whole family (every
/// pair × binary metric).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct PairTest {
    pub a_only: usize,
    pub a_rate: f64,
    pub b_only: usize,
    pub b_rate: f64,
    pub bootstrap_ci_95: [f64; 2],
    pub both: usize,
    pub delta: f64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mcnemar_exact_p: Option<f64>,
    /// Present exactly when `mcnemar_exact_p` is.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mcnemar_holm_p: Option<f64>,
    pub neither: usize,
    /// Paired randomisation (sign-flip) p-value of the tie-aware values.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub randomization_p: Option<f64>,
}

impl PairTest {
    /// `p` with its family-adjusted p-value (`None` for a metric without an exact test).
    pub fn new(p: &Pair, mcnemar_holm_p: Option<f64>) -> PairTest {
        PairTest {
            a_only: p.a_only,
            a_rate: p.a_rate,
            b_only: p.b_only,
            b_rate: p.b_rate,
            bootstrap_ci_95: p.bootstrap_ci_95,
            both: p.both,
            delta: p.delta,
            mcnemar_exact_p: p.mcnemar_exact_p,
            mcnemar_holm_p,
            neither: p.neither,
            randomization_p: p.randomization_p,
        }
    }

    /// The same test seen from the other side (B vs A): the counts and rates swap, the delta and
    /// its interval change sign, the p-values stay.
    pub fn reversed(&self) -> PairTest {
        PairTest {
            a_only: self.b_only,
            a_rate: self.b_rate,
            b_only: self.a_only,
            b_rate: self.a_rate,
            bootstrap_ci_95: [-self.bootstrap_ci_95[1], -self.bootstrap_ci_95[0]],
            both: self.both,
            delta: -self.delta,
            mcnemar_exact_p: self.mcnemar_exact_p,
            mcnemar_holm_p: self.mcnemar_holm_p,
            neither: self.neither,
            randomization_p: self.randomization_p,
        }
    }
}

/// `reranking.json`: one row per (first stage, reranker), in evaluation order.
pub type Reranking = Vec<RerankRow>;

/// What a reranker did to one first stage (`eval --rerank`): the reranked order is
/// `results/<model>.json` (same schema as a retriever's); this row compares it with the first.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct RerankRow {
    /// exec@1 reranked (A) against the first stage (B): tie-aware delta and paired bootstrap
    /// interval, McNemar cells and exact p on the one seeded tie order (`mcnemar_holm_p` unset:
    /// each row is its own question).
    pub change_exec_at_1: PairTest,
    /// Candidates per query: the first stage's top `depth`, plus every snippet tied with the
    /// one at rank `depth`.
    pub depth: usize,
    pub first_stage: String,
    /// Mean expected exec@1 when the reranker orders only the query's own group (its correct
    /// snippets and paired distractors).
    pub group_exec_at_1: f64,
    /// The same for a uniformly random order of each group (passing members / group size; 0.2
    /// for one passing snippet among five).
    pub group_random_exec_at_1: f64,
    /// The reranked results' name (`<first stage>+<reranker>`).
    pub model: String,
    pub n_queries: usize,
    /// Queries with a passing snippet among their candidates.
    pub queries_with_passing_candidate: usize,
    /// Mean reranked exec@1 over those queries: how often a correct snippet inside the top
    /// `depth` reaches rank 1 (`None` without such queries).
    pub recovered_at_1: Option<f64>,
    pub reranker: String,
}

/// `analyses.json`: retriever → its analyses.
pub type AnalysesFile = BTreeMap<String, Analyses>;

/// The paper's analyses of one retriever. A share or rate is `None` (`null`) when its
/// denominator is 0; shares are rounded to 6 decimals.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Analyses {
    /// (b) queries whose canonical scores below one of its own distractors.
    pub canonical_below_own_distractor: CanonicalBelow,
    /// (c) a distractor scored above its canonical.
    pub deception: Deception,
    /// (d) exec@1 and nDCG@10 with 0..=4 distractors per query kept in the pool.
    pub density: Vec<DensityPoint>,
    /// (f) the canonical against the query's other correct implementations (absent in files
    /// written before it).
    #[serde(default)]
    pub implementations: ImplementationAnalyses,
    /// (e) per-domain means.
    pub per_domain: BTreeMap<String, DomainMetrics>,
    /// (a) what rank 1 is when it fails.
    pub rank1_misses: RankOneMisses,
}

/// (f) of [`Analyses`]: which correct snippet a retriever finds. On a release with one correct
/// snippet per query exec@k equals `canonical_id`'s `recall@k`; where a query has several correct
/// implementations (`data/release-plus`) the two differ, and the split shows by how much.
/// Every value is an expectation over the order within exactly tied scores, as the metrics are.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct ImplementationAnalyses {
    /// The canonical scored above another correct implementation of its query (a tie counts
    /// half), over every such pair: does the retriever prefer the canonical's style?
    pub canonical_above_other: Rate,
    /// `canonical_above_other` over the pairs whose other implementation is a rewrite using each
    /// rewrite kind (`metadata.implementations.rewrite_kinds`; a pair counts once per kind).
    pub canonical_above_other_by_rewrite_kind: BTreeMap<String, Rate>,
    /// The canonical-ID protocol (the canonical alone is relevant): `recall@k` = P(the canonical
    /// is in the top k) and `ndcg@k`, means over the `n` queries.
    pub canonical_id: MetricMap,
    /// Queries whose canonical is known (every query of a release).
    pub n: usize,
    /// Per implementation kind (`canonical`, `rewrite`): how often it is rank 1 and in the top 10.
    pub per_implementation: BTreeMap<String, ImplementationRate>,
    /// What rank 1 is, as shares of the `n` queries (they add up to 1).
    pub rank1: RankOneSplit,
}

/// One implementation kind in [`ImplementationAnalyses`].
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct ImplementationRate {
    /// P(rank 1), mean over the queries that have this implementation.
    pub at_rank_1: f64,
    /// P(in the top 10), same queries.
    pub in_top_10: f64,
    pub n: usize,
}

/// Rank 1 as shares of queries: the canonical; another correct implementation of the query; a
/// snippet that passes the query's tests but belongs to another query; a snippet that fails.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct RankOneSplit {
    pub canonical: f64,
    pub failing: f64,
    pub other_correct: f64,
    pub other_passing: f64,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct CanonicalBelow {
    pub queries: usize,
    /// Of all queries.
    pub share: Option<f64>,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Deception {
    /// Over every (query, own distractor) pair.
    pub overall: Option<f64>,
    pub per_bug_type: BTreeMap<String, Rate>,
    pub per_domain: BTreeMap<String, Rate>,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Rate {
    pub n: usize,
    pub rate: Option<f64>,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct DensityPoint {
    pub distractors_per_query: usize,
    #[serde(rename = "exec@1", deserialize_with = "f64_or_nan")]
    pub exec_1: f64,
    #[serde(rename = "ndcg@10", deserialize_with = "f64_or_nan")]
    pub ndcg_10: f64,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct DomainMetrics {
    #[serde(rename = "exec@1")]
    pub exec_1: f64,
    #[serde(rename = "exec@10")]
    pub exec_10: f64,
    #[serde(rename = "exec@3")]
    pub exec_3: f64,
    #[serde(rename = "exec@5")]
    pub exec_5: f64,
    pub n: usize,
    #[serde(rename = "ndcg@10")]
    pub ndcg_10: f64,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct RankOneMisses {
    /// Queries whose rank-1 snippet fails a test, in expectation over the tie order (each member
    /// of a tied rank-1 group is rank 1 with equal probability); 3 decimals.
    pub n: f64,
    /// Shares of the misses: another query's canonical, another query's distractor, one of the
    /// query's own distractors.
    pub other_canonical: Option<f64>,
    pub other_query_distractor: Option<f64>,
    pub own_paired_distractor: Option<f64>,
}

/// serde_json writes a non-finite float as `null`; read it back as NaN.
fn f64_or_nan<'de, D: serde::Deserializer<'de>>(d: D) -> Result<f64, D::Error> {
    Ok(Option::<f64>::deserialize(d)?.unwrap_or(f64::NAN))
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::Value;

    fn interval() -> Interval {
        Interval { bootstrap_samples: 200, ci95_high: 0.9, ci95_low: 0.1, mean: 0.5, n: 3, seed: 7 }
    }

    fn samples() -> Vec<String> {
        let hit = Hit {
            bug_type: Some("off_by_one".into()),
            corpus_id: "c_0002".into(),
            label: Label::Incorrect,
            passes_all_tests: false,
            rank: 1,
            similarity: 0.5,
            test_results: vec![Outcome::Pass],
        };
        let results = RetrieverResults {
            ks: vec![1],
            metrics: [("exec@1".to_string(), 1.0)].into(),
            model: "bm25".into(),
            n_corpus: 1,
            n_queries: 1,
            per_query: vec![QueryResult {
                metrics: [("exec@1".to_string(), 1.0)].into(),
                metrics_one_tie_order: [("exec@1".to_string(), 1.0)].into(),
                query_id: "q_0001".into(),
                tied_at_top10: 2,
                tied_beyond_top10: 1,
                top_results: vec![hit],
            }],
            ties: Some(Ties {
                handling: "expected".into(),
                queries_with_tied_top10: 1,
                tie_order_seed: 3,
                tied_top10_share: Some(1.0),
            }),
        };
        let lb: Leaderboard = vec![LeaderboardEntry {
            ci95: [("exec@1".to_string(), interval())].into(),
            metrics: [("exec@1".to_string(), 1.0)].into(),
            model: "bm25".into(),
            tied_top10_share: None,
        }];
        let test = PairTest {
            mcnemar_exact_p: Some(0.5),
            mcnemar_holm_p: Some(1.0),
            randomization_p: Some(0.25),
            ..Default::default()
        };
        let pw: Pairwise = [("a vs b".to_string(), [("exec@1".to_string(), test)].into())].into();
        let rr: Reranking = vec![RerankRow {
            change_exec_at_1: PairTest { mcnemar_exact_p: Some(0.5), ..Default::default() },
            recovered_at_1: Some(0.5),
            ..Default::default()
        }];
        let rate = Rate { n: 2, rate: Some(0.5) };
        let an: AnalysesFile = [(
            "bm25".to_string(),
            Analyses {
                canonical_below_own_distractor: CanonicalBelow { queries: 1, share: None },
                deception: Deception {
                    overall: Some(0.5),
                    per_bug_type: [("off_by_one".to_string(), rate.clone())].into(),
                    per_domain: [("geometry".to_string(), rate)].into(),
                },
                density: vec![DensityPoint { distractors_per_query: 0, exec_1: 1.0, ndcg_10: 1.0 }],
                implementations: ImplementationAnalyses {
                    canonical_above_other: Rate { n: 1, rate: Some(0.5) },
                    canonical_above_other_by_rewrite_kind: [("rename_local".to_string(), Rate::default())]
                        .into(),
                    canonical_id: [("recall@1".to_string(), 0.5)].into(),
                    n: 2,
                    per_implementation: [("rewrite".to_string(), ImplementationRate::default())].into(),
                    rank1: RankOneSplit::default(),
                },
                per_domain: [("geometry".to_string(), DomainMetrics::default())].into(),
                rank1_misses: RankOneMisses::default(),
            },
        )]
        .into();
        [
            serde_json::to_string(&results),
            serde_json::to_string(&lb),
            serde_json::to_string(&pw),
            serde_json::to_string(&an),
            serde_json::to_string(&rr),
        ]
        .into_iter()
        .map(Result::unwrap)
        .collect()
    }

    /// serde_json's `Value` keeps object keys sorted: re-serialising through it changes nothing
    /// exactly when every struct declares its fields in sorted order.
    #[test]
    fn keys_are_sorted() {
        for text in samples() {
            let v: Value = serde_json::from_str(&text).unwrap();
            assert_eq!(serde_json::to_string(&v).unwrap(), text, "a field is out of sorted order");
        }
    }

    #[test]
    fn files_round_trip() {
        let back: Vec<String> = samples();
        let r: RetrieverResults = serde_json::from_str(&back[0]).unwrap();
        assert_eq!(serde_json::to_string(&r).unwrap(), back[0]);
        let p: Pairwise = serde_json::from_str(&back[2]).unwrap();
        assert_eq!(serde_json::to_string(&p).unwrap(), back[2]);
        let a: AnalysesFile = serde_json::from_str(&back[3]).unwrap();
        assert_eq!(serde_json::to_string(&a).unwrap(), back[3]);
        // a NaN similarity is written as null and read back as NaN
        let mut nan = r.per_query[0].top_results[0].clone();
        nan.similarity = f64::NAN;
        let text = serde_json::to_string(&nan).unwrap();
        assert!(text.contains("\"similarity\":null"), "{text}");
        assert!(serde_json::from_str::<Hit>(&text).unwrap().similarity.is_nan());
    }

    #[test]
    fn reversed_pair_test_flips_the_sign_only() {
        let t = PairTest {
            a_only: 3,
            a_rate: 0.6,
            b_only: 1,
            b_rate: 0.2,
            both: 2,
            bootstrap_ci_95: [0.1, 0.7],
            delta: 0.4,
            mcnemar_exact_p: Some(0.6),
            mcnemar_holm_p: Some(1.0),
            neither: 4,
            randomization_p: Some(0.3),
        };
        let r = t.reversed();
        assert_eq!((r.a_only, r.b_only, r.a_rate, r.b_rate), (1, 3, 0.2, 0.6));
        assert_eq!((r.delta, r.bootstrap_ci_95), (-0.4, [-0.7, -0.1]));
        assert_eq!((r.mcnemar_exact_p, r.mcnemar_holm_p, r.both, r.neither), (Some(0.6), Some(1.0), 2, 4));
        assert_eq!(r.reversed(), t);
    }
}
