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
//! **Ties.** A retriever may give several snippets exactly the same score (BM25 does for most
//! queries). Any fixed tie-break (corpus id, file order, a hash seed) would then decide the
//! metrics rather than the retriever, so the reported per-query metrics are their *expected
//! value over a uniformly random order within every group of tied scores* (McSherry & Najork,
//! "Computing information retrieval performance measures efficiently in the presence of tied
//! scores", ECIR 2008): [`expected_query_metrics`] over the [`TieGroup`]s of [`rank_with_ties`].
//! Ties are exact `f32` equality (−0.0 = +0.0; all NaN scores form one group, ranked last), never
//! a tolerance. In closed form, for a group occupying ranks `s+1..=s+n` with `c` passing and
//! `r` correct members and `m = |[s, s+n) ∩ [0, k)|` of its ranks within the top k:
//! - E[#passing in top k] gains `c·m/n` (precision is linear);
//! - E[DCG@k] gains `(r/n)·Σ_{p=s}^{s+m-1} 1/log2(p+2)` (each member is equally likely at each
//!   of the group's ranks);
//! - P(no passing in top k) = Π over groups of P(none of the `m` drawn ranks holds one of the `c`
//!   passing members) = Π `C(n−c, m)/C(n, m)` (hypergeometric), so E[exec@k] = 1 − that product;
//! - the gap is E[exec@k] − E[nDCG@k] (linear).
//!
//! Without ties every group has one member and the values equal [`query_metrics`] bit for bit.
//! The concrete order [`rank_with_ties`] returns (ties by [`tie_order_key`], a seeded hash of the
//! query and corpus ids) is *one* order among the tied ones: it is what `top_results` lists and
//! what the exact McNemar test counts (see `stats`), never what the reported metrics use.
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
    MetricName::ALL
        .iter()
        .enumerate()
        .map(|(i, name)| (name.to_string(), mean(per_query.iter().map(|q| q.values[i]))))
        .collect()
}

/// The mean of `values`: their sum correctly rounded ([`exact_sum`]) over the count (NaN for
/// none). So a mean does not depend on the order of the terms, and n equal values have exactly
/// that value as their mean (999 queries of 0.2 give 0.2, where a running sum gives
/// 0.19999999999999720).
pub fn mean(values: impl IntoIterator<Item = f64>) -> f64 {
    let v: Vec<f64> = values.into_iter().collect();
    exact_sum(&v) / v.len() as f64
}

/// The sum of `values` correctly rounded to the nearest double: Shewchuk's exact partials with
/// the final round-half-even step, the algorithm of Python's `math.fsum` (written here: the
/// crate takes no dependency, and the viewer links it). A non-finite term gives the plain sum.
pub fn exact_sum(values: &[f64]) -> f64 {
    if values.iter().any(|v| !v.is_finite()) {
        return values.iter().sum();
    }
    let mut partials: Vec<f64> = Vec::new();
    for &v in values {
        let mut x = v;
        let mut i = 0;
        for j in 0..partials.len() {
            let mut y = partials[j];
            if x.abs() < y.abs() {
                std::mem::swap(&mut x, &mut y);
            }
            let hi = x + y;
            let lo = y - (hi - x);
            if lo != 0.0 {
                partials[i] = lo;
                i += 1;
            }
            x = hi;
        }
        partials.truncate(i);
        partials.push(x);
    }
    let Some(mut n) = partials.len().checked_sub(1) else { return 0.0 };
    let mut hi = partials[n];
    let mut lo = 0.0;
    while n > 0 {
        let x = hi;
        n -= 1;
        let y = partials[n];
        hi = x + y;
        lo = y - (hi - x);
        if lo != 0.0 {
            break;
        }
    }
    // round half to even across the remaining partials (as fsum does)
    if n > 0 && ((lo < 0.0 && partials[n - 1] < 0.0) || (lo > 0.0 && partials[n - 1] > 0.0)) {
        let y = lo * 2.0;
        let x = hi + y;
        if y == x - hi {
            hi = x;
        }
    }
    hi
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
        let by_score = score_desc(similarities[a], similarities[b]);
        by_score.then_with(|| corpus_ids[a].as_ref().cmp(corpus_ids[b].as_ref())).then(a.cmp(&b))
    };
    best_n(similarities.len(), n, cmp)
}

/// Score order, best first: descending, −0.0 = +0.0, NaN after every number (NaNs equal).
fn score_desc(sa: f32, sb: f32) -> Ordering {
    match (sa.is_nan(), sb.is_nan()) {
        (true, true) => Ordering::Equal,
        (true, false) => Ordering::Greater,
        (false, true) => Ordering::Less,
        (false, false) => sb.partial_cmp(&sa).expect("not NaN"),
    }
}

/// The first `n` of `0..len` under the total order `cmp`, in that order.
fn best_n(len: usize, n: usize, cmp: impl Fn(&usize, &usize) -> Ordering) -> Vec<usize> {
    let mut idx: Vec<usize> = (0..len).collect();
    let n = n.min(len);
    if n == 0 {
        return Vec::new();
    }
    if n < len {
        idx.select_nth_unstable_by(n - 1, &cmp);
        idx.truncate(n);
    }
    idx.sort_unstable_by(&cmp);
    idx
}

/// A group of snippets with exactly equal scores in one query's ranking, in rank order: `size`
/// members, `passing` of them pass every test of the query, `correct` are in its
/// `correct_corpus_ids`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct TieGroup {
    pub size: usize,
    pub passing: usize,
    pub correct: usize,
}

/// The expected metrics of one query over a uniformly random order within each tie group (see
/// the module documentation for the closed forms). `groups` are in rank order and must cover the
/// first [`MAX_K`] ranks (or the whole corpus when it is smaller): groups after rank `MAX_K` are
/// ignored, and fewer ranks count as non-passing, non-relevant, as in [`query_metrics`].
/// Empty groups are skipped. Equals [`query_metrics`] exactly when every group has one member.
pub fn expected_query_metrics(groups: &[TieGroup], n_correct: usize) -> QueryMetrics {
    let mut values = [0.0; 16];
    for (j, &k) in KS.iter().enumerate() {
        let mut passing = 0.0; // expected number of passing results in the top k
        let mut dcg = 0.0;
        let mut p_none = 1.0; // probability that no passing result is in the top k
                              // the same probability as an exact fraction while it fits, so that exec@k = 1 − p_none
                              // is rounded once (a five-way tie with one passing member: exactly 0.2)
        let mut none_frac = Some((1u128, 1u128));
        let mut start = 0usize;
        for g in groups.iter().filter(|g| g.size > 0) {
            if start >= k {
                break;
            }
            let end = start + g.size;
            let m = end.min(k) - start;
            let (n, c) = (g.size, g.passing.min(g.size));
            passing += if m == n { c as f64 } else { c as f64 * m as f64 / n as f64 };
            if g.correct > 0 {
                let mut discount = 0.0;
                for d in &LOG2_RANK_PLUS_1[start..start + m] {
                    discount += 1.0 / d;
                }
                dcg += if n == 1 { discount } else { g.correct.min(n) as f64 / n as f64 * discount };
            }
            p_none *= hypergeometric_none(n, c, m);
            none_frac = none_frac.and_then(|(a, b)| {
                let (x, y) = hypergeometric_none_fraction(n, c, m)?;
                reduced(a.checked_mul(x)?, b.checked_mul(y)?)
            });
            start = end;
        }
        let exec = match none_frac {
            Some((a, b)) => (b - a) as f64 / b as f64,
            None => 1.0 - p_none,
        };
        let ideal_len = k.min(n_correct);
        let ndcg = if ideal_len == 0 || dcg == 0.0 {
            0.0
        } else {
            let mut ideal = 0.0;
            for d in &LOG2_RANK_PLUS_1[..ideal_len] {
                ideal += 1.0 / d;
            }
            (dcg / ideal).min(1.0)
        };
        values[j] = exec;
        values[4 + j] = passing / k as f64;
        values[8 + j] = ndcg;
        values[12 + j] = exec - ndcg;
    }
    QueryMetrics { values }
}

/// P(none of `m` members drawn without replacement from `n`, `c` of them marked, is marked) =
/// C(n−c, m) / C(n, m) = Π_{i<m} (n−c−i)/(n−i); exactly 0 or 1 where that is the answer.
fn hypergeometric_none(n: usize, c: usize, m: usize) -> f64 {
    if c == 0 || m == 0 {
        return 1.0;
    }
    if m > n - c {
        return 0.0;
    }
    let mut p = 1.0;
    for i in 0..m {
        p *= (n - c - i) as f64 / (n - i) as f64;
    }
    p
}

/// [`hypergeometric_none`] as a reduced fraction `(numerator, denominator)`; `None` when the
/// products overflow.
fn hypergeometric_none_fraction(n: usize, c: usize, m: usize) -> Option<(u128, u128)> {
    if c == 0 || m == 0 {
        return Some((1, 1));
    }
    if m > n - c {
        return Some((0, 1));
    }
    let (mut a, mut b) = (1u128, 1u128);
    for i in 0..m {
        (a, b) = reduced(a.checked_mul((n - c - i) as u128)?, b.checked_mul((n - i) as u128)?)?;
    }
    Some((a, b))
}

/// `a / b` in lowest terms (`b > 0`).
fn reduced(a: u128, b: u128) -> Option<(u128, u128)> {
    let (mut x, mut y) = (a, b);
    while y != 0 {
        (x, y) = (y, x % y);
    }
    (x != 0).then(|| (a / x, b / x)).or(Some((0, 1)))
}

/// The order key of a snippet among the snippets tied with it for one query: FNV-1a (64-bit) of
/// `seed` (8 bytes, little-endian), the query id, a 0 byte and the corpus id, then the
/// SplitMix64 finaliser. A specified function (not std's `DefaultHasher`), so the concrete
/// order is the same with every compiler and platform.
pub fn tie_order_key(seed: u64, query_id: &str, corpus_id: &str) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    let mut eat = |b: u8| {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
    };
    seed.to_le_bytes().into_iter().for_each(&mut eat);
    query_id.bytes().for_each(&mut eat);
    eat(0);
    corpus_id.bytes().for_each(&mut eat);
    let mut z = h;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// The seed of the concrete tie order of `top_results` and of the McNemar outcomes.
pub const TIE_ORDER_SEED: u64 = 20260510;

/// The top of one query's ranking with its tie structure (see [`rank_with_ties`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TiedRanking {
    /// The `n` best corpus indices in one concrete order: score descending, ties by key.
    pub top: Vec<usize>,
    /// Lengths of the runs of equal scores in `top`, in order (they add up to `top.len()`).
    pub runs: Vec<usize>,
    /// Indices beyond `top` whose score equals the last run's (ascending): the members of the
    /// tie group that straddles rank `n`.
    pub beyond: Vec<usize>,
}

impl TiedRanking {
    /// How many of the top snippets share their score with at least one other snippet (in the
    /// top or beyond it).
    pub fn tied_in_top(&self) -> usize {
        let last = self.runs.len().saturating_sub(1);
        self.runs
            .iter()
            .enumerate()
            .filter(|&(i, &len)| len > 1 || (i == last && !self.beyond.is_empty()))
            .map(|(_, &len)| len)
            .sum()
    }

    /// The tie groups in rank order, given whether corpus index `i` passes and is correct.
    pub fn groups(&self, passes: impl Fn(usize) -> bool, correct: impl Fn(usize) -> bool) -> Vec<TieGroup> {
        let mut out = Vec::with_capacity(self.runs.len());
        let mut at = 0;
        for (ri, &len) in self.runs.iter().enumerate() {
            let mut members: Vec<usize> = self.top[at..at + len].to_vec();
            if ri + 1 == self.runs.len() {
                members.extend_from_slice(&self.beyond);
            }
            out.push(TieGroup {
                size: members.len(),
                passing: members.iter().filter(|&&i| passes(i)).count(),
                correct: members.iter().filter(|&&i| correct(i)).count(),
            });
            at += len;
        }
        out
    }
}

/// Equal as ranking scores: exact `f32` equality (so −0.0 = +0.0), and NaN equals NaN.
fn same_score(a: f32, b: f32) -> bool {
    a == b || (a.is_nan() && b.is_nan())
}

/// The `n` best corpus entries of one query with their ties: score descending (NaN after every
/// number), equal scores by `keys` ascending (e.g. [`tie_order_key`]), then by index. `keys[i]`
/// belongs to corpus index `i`.
///
/// # Panics
/// If `similarities` and `keys` differ in length.
pub fn rank_with_ties(similarities: &[f32], keys: &[u64], n: usize) -> TiedRanking {
    assert_eq!(similarities.len(), keys.len(), "one tie key per corpus entry is needed");
    let cmp = |&a: &usize, &b: &usize| -> Ordering {
        let by_score = score_desc(similarities[a], similarities[b]);
        by_score.then(keys[a].cmp(&keys[b])).then(a.cmp(&b))
    };
    let idx = best_n(similarities.len(), n, cmp);
    if idx.is_empty() {
        return TiedRanking { top: Vec::new(), runs: Vec::new(), beyond: Vec::new() };
    }
    let mut runs: Vec<usize> = Vec::new();
    for (p, &i) in idx.iter().enumerate() {
        if p > 0 && same_score(similarities[idx[p - 1]], similarities[i]) {
            *runs.last_mut().expect("a run is open") += 1;
        } else {
            runs.push(1);
        }
    }
    let last = similarities[*idx.last().expect("n > 0")];
    let mut in_top = vec![false; similarities.len()];
    idx.iter().for_each(|&i| in_top[i] = true);
    let beyond =
        (0..similarities.len()).filter(|&i| !in_top[i] && same_score(similarities[i], last)).collect();
    TiedRanking { top: idx, runs, beyond }
}

#[cfg(test)]
mod tests {

    #[test]
    fn tie_probabilities_are_rounded_once() {
        // one passing snippet in a five-way tie at the top: exec@1 is 1/5 exactly (1 − 4/5 in
        // floating point is 0.19999999999999996)
        let five =
            [TieGroup { size: 5, passing: 1, correct: 1 }, TieGroup { size: 5, passing: 0, correct: 0 }];
        let m = expected_query_metrics(&five, 1);
        assert_eq!(m.values[0], 0.2);
        assert_eq!(m.values[1], 0.6); // exec@3 = 3/5
        assert_eq!(m.values[3], 1.0);
        // a three-way tie: 1/3 correctly rounded, where 1 − 2/3 gives 0.33333333333333337
        let three =
            [TieGroup { size: 3, passing: 1, correct: 0 }, TieGroup { size: 7, passing: 0, correct: 0 }];
        assert_eq!(expected_query_metrics(&three, 0).values[0], 1.0 / 3.0);
        assert_eq!(reduced(6, 8), Some((3, 4)));
        assert_eq!(hypergeometric_none_fraction(5, 1, 1), Some((4, 5)));
        assert_eq!(hypergeometric_none_fraction(5000, 1, 10), Some((499, 500)));
        assert_eq!(hypergeometric_none_fraction(5, 5, 1), Some((0, 1)));
    }

    #[test]
    fn exact_sum_is_python_fsum() {
        // references: Python's math.fsum on the same values
        assert_eq!(exact_sum(&[0.1; 10]), 1.0);
        assert_eq!(exact_sum(&[0.1, 0.2, 0.3]), 0.6);
        assert_eq!(exact_sum(&[1e100, 1.0, -1e100]), 1.0);
        assert_eq!(mean(std::iter::repeat_n(0.2, 999)), 0.2);
        let v: Vec<f64> = (0..300)
            .map(|i| {
                let s = match i % 3 {
                    0 => 1e8,
                    1 => -1e-8,
                    _ => 1.0,
                };
                ((i * 7919) % 1000) as f64 / 7.0 * s
            })
            .collect();
        assert_eq!(exact_sum(&v), 702142864421.4285);
        let w: Vec<f64> =
            (0..1000).map(|i| if i % 2 == 0 { 1.0 } else { -1.0 } * (i % 17) as f64 / 3.0).collect();
        assert_eq!(exact_sum(&w), -2.333333333333333);
        assert_eq!(exact_sum(&[]), 0.0);
        assert!(mean(std::iter::empty()).is_nan());
        assert_eq!(exact_sum(&[1.0, f64::INFINITY]), f64::INFINITY);
    }

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
