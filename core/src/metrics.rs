//! Per-query retrieval metrics, their aggregation over queries, and the ranking helper.
//!
//! Definitions (design notes §4), for one query and its ranked top results, `k ∈ KS`:
//! - `exec@k` = 1 if any of the top k results passes every test of the query, else 0;
//! - `precision@k` (execution precision) = (# results in the top k that pass) / k — the
//!   denominator is k even when fewer than k results were retrieved;
//! - `ndcg@k` = DCG@k / IDCG@k with binary relevance `rel = 1` for ids in
//!   `correct_corpus_ids`, `DCG@k = Σ_{rank=1..k} rel_rank / log2(rank + 1)`, and the ideal DCG
//!   ranks `min(k, n_correct)` relevant items first; 0 when the query has no correct id;
//! - `exec_ndcg_gap@k` = exec@k − ndcg@k.
//!
//! Aggregates are unweighted means over queries. Everything here is plain IEEE arithmetic in a
//! fixed order (the log2 discounts are constants), so results are bit-identical on every
//! platform, wasm32 included.

use std::cmp::Ordering;
use std::collections::BTreeMap;
use std::fmt;
use std::str::FromStr;

/// The cut-offs of the published results, in order.
pub const KS: [usize; 4] = [1, 3, 5, 10];

/// `log2(rank + 1)` for ranks 1..=10, correctly rounded (computed once with 50-digit arithmetic),
/// so that nDCG does not depend on the platform's `log2`.
const LOG2_RANK_PLUS_1: [f64; 10] = [
    1.0,
    1.584962500721156,
    2.0,
    2.321928094887362,
    2.584962500721156,
    2.807354922057604,
    3.0,
    3.169925001442312,
    std::f64::consts::LOG2_10,
    3.4594316186372973,
];

/// The deepest rank any metric looks at (`max(KS)`).
pub const MAX_K: usize = 10;

/// The four metric families.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Metric {
    Exec,
    Precision,
    Ndcg,
    ExecNdcgGap,
}

impl Metric {
    /// In the canonical (published) order.
    pub const ALL: [Metric; 4] = [Metric::Exec, Metric::Precision, Metric::Ndcg, Metric::ExecNdcgGap];

    /// The key prefix: `exec`, `precision`, `ndcg`, `exec_ndcg_gap`.
    pub fn prefix(self) -> &'static str {
        match self {
            Metric::Exec => "exec",
            Metric::Precision => "precision",
            Metric::Ndcg => "ndcg",
            Metric::ExecNdcgGap => "exec_ndcg_gap",
        }
    }
}

/// One published metric key, e.g. `exec@1` or `exec_ndcg_gap@10`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct MetricName {
    pub metric: Metric,
    pub k: usize,
}

impl MetricName {
    /// The 16 keys, metric-major then by k: `exec@1, exec@3, exec@5, exec@10, precision@1, …`.
    /// Index `i` of this array is index `i` of [`QueryMetrics::values`].
    pub const ALL: [MetricName; 16] = {
        let mut all = [MetricName { metric: Metric::Exec, k: 1 }; 16];
        let mut m = 0;
        while m < 4 {
            let mut j = 0;
            while j < 4 {
                all[m * 4 + j] = MetricName { metric: Metric::ALL[m], k: KS[j] };
                j += 1;
            }
            m += 1;
        }
        all
    };

    /// Position in [`MetricName::ALL`]; `None` if `k` is not in [`KS`].
    pub fn index(self) -> Option<usize> {
        let m = Metric::ALL.iter().position(|&m| m == self.metric)?;
        let j = KS.iter().position(|&k| k == self.k)?;
        Some(m * 4 + j)
    }

    /// Binary (0/1) on every query by construction: `exec@k` for every k, and `precision@1`,
    /// `ndcg@1`. The exact McNemar test is meaningful for exactly these.
    pub fn is_binary(self) -> bool {
        self.metric == Metric::Exec
            || (self.k == 1 && matches!(self.metric, Metric::Precision | Metric::Ndcg))
    }
}

impl fmt::Display for MetricName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}@{}", self.metric.prefix(), self.k)
    }
}

/// Error of [`MetricName::from_str`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownMetric(pub String);

impl fmt::Display for UnknownMetric {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown metric `{}` (expected one of exec, precision, ndcg, exec_ndcg_gap, then @1, @3, @5 or @10)", self.0)
    }
}

impl std::error::Error for UnknownMetric {}

impl FromStr for MetricName {
    type Err = UnknownMetric;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        MetricName::ALL
            .iter()
            .copied()
            .find(|m| m.to_string() == s)
            .ok_or_else(|| UnknownMetric(s.to_string()))
    }
}

/// What the metrics need to know about one retrieved snippet.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct RankedResult {
    /// The snippet passes every test of the query (sandbox oracle).
    pub passes_all_tests: bool,
    /// The snippet's id is in the query's `correct_corpus_ids`.
    pub is_correct: bool,
}

/// The 16 metric values of one query, in the order of [`MetricName::ALL`].
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct QueryMetrics {
    pub values: [f64; 16],
}

impl QueryMetrics {
    pub fn get(&self, name: MetricName) -> Option<f64> {
        name.index().map(|i| self.values[i])
    }

    /// Keyed by the published names (`exec@1`, …).
    pub fn to_map(&self) -> BTreeMap<String, f64> {
        MetricName::ALL.iter().zip(self.values).map(|(n, v)| (n.to_string(), v)).collect()
    }
}

/// The metrics of one query from its ranked results (best first; only the first [`MAX_K`] are
/// looked at; fewer than `k` results simply count as non-passing, non-relevant ranks) and the
/// number of its correct corpus ids.
pub fn query_metrics(ranked: &[RankedResult], n_correct: usize) -> QueryMetrics {
    let top = &ranked[..ranked.len().min(MAX_K)];
    let mut values = [0.0; 16];
    for (j, &k) in KS.iter().enumerate() {
        let within = &top[..top.len().min(k)];
        let passing = within.iter().filter(|r| r.passes_all_tests).count();
        let exec = if passing > 0 { 1.0 } else { 0.0 };
        let precision = passing as f64 / k as f64;
        let ndcg = ndcg_at(within, k, n_correct);
        values[j] = exec;
        values[4 + j] = precision;
        values[8 + j] = ndcg;
        values[12 + j] = exec - ndcg;
    }
    QueryMetrics { values }
}

/// nDCG@k with binary relevance; `within` is the top `min(k, len)` results.
fn ndcg_at(within: &[RankedResult], k: usize, n_correct: usize) -> f64 {
    let ideal_len = k.min(n_correct);
    if ideal_len == 0 {
        return 0.0;
    }
    let mut dcg = 0.0;
    for (i, r) in within.iter().enumerate() {
        if r.is_correct {
            dcg += 1.0 / LOG2_RANK_PLUS_1[i];
        }
    }
    if dcg == 0.0 {
        return 0.0;
    }
    let mut ideal = 0.0;
    for d in &LOG2_RANK_PLUS_1[..ideal_len] {
        ideal += 1.0 / d;
    }
    // More correct results than the query claims (inconsistent input) cannot exceed 1.
    (dcg / ideal).min(1.0)
}

/// Unweighted mean over queries of every metric, keyed by the published names (the map's order
/// is the lexicographic order of the keys). Sums run in query order. With no query every value
/// is NaN.
pub fn aggregate(per_query: &[QueryMetrics]) -> BTreeMap<String, f64> {
    let mut sums = [0.0; 16];
    for q in per_query {
        for (s, v) in sums.iter_mut().zip(q.values) {
            *s += v;
        }
    }
    let n = per_query.len() as f64;
    MetricName::ALL.iter().zip(sums).map(|(name, s)| (name.to_string(), s / n)).collect()
}

/// The values of one metric across queries, in query order (the input of [`crate::stats`]).
pub fn column(per_query: &[QueryMetrics], name: MetricName) -> Vec<f64> {
    let i = name.index().expect("metric k must be one of KS");
    per_query.iter().map(|q| q.values[i]).collect()
}

/// Indices of the `n` best corpus entries (fewer if the corpus is smaller), best first.
///
/// Order: similarity descending; equal similarities (−0.0 and +0.0 count as equal) by corpus id
/// ascending (byte-wise string order), then by index ascending should ids repeat; NaN
/// similarities come after every number, among themselves by id. The order is total, so the
/// result does not depend on the sorting algorithm or the platform.
///
/// # Panics
/// If `similarities` and `corpus_ids` differ in length.
pub fn top_n<S: AsRef<str>>(similarities: &[f32], corpus_ids: &[S], n: usize) -> Vec<usize> {
    assert_eq!(similarities.len(), corpus_ids.len(), "one similarity per corpus id is needed");
    let cmp = |&a: &usize, &b: &usize| -> Ordering {
        let (sa, sb) = (similarities[a], similarities[b]);
        let by_score = match (sa.is_nan(), sb.is_nan()) {
            (true, true) => Ordering::Equal,
            (true, false) => Ordering::Greater,
            (false, true) => Ordering::Less,
            (false, false) => sb.partial_cmp(&sa).expect("not NaN"),
        };
        by_score.then_with(|| corpus_ids[a].as_ref().cmp(corpus_ids[b].as_ref())).then(a.cmp(&b))
    };
    let mut idx: Vec<usize> = (0..similarities.len()).collect();
    let n = n.min(idx.len());
    if n == 0 {
        return Vec::new();
    }
    if n < idx.len() {
        idx.select_nth_unstable_by(n - 1, cmp);
        idx.truncate(n);
    }
    idx.sort_unstable_by(cmp);
    idx
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn discounts_match_log2() {
        for (i, d) in LOG2_RANK_PLUS_1.iter().enumerate() {
            let x = ((i + 2) as f64).log2();
            assert!((x - d).abs() <= f64::EPSILON * d, "rank {}", i + 1);
        }
    }

    #[test]
    fn names_round_trip() {
        for (i, name) in MetricName::ALL.iter().enumerate() {
            assert_eq!(name.index(), Some(i));
            assert_eq!(name.to_string().parse::<MetricName>().unwrap(), *name);
        }
        assert!("exec@2".parse::<MetricName>().is_err());
    }
}
