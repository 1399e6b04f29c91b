//! Statistics of the published results: query-level bootstrap intervals, paired comparisons
//! (exact McNemar test + paired bootstrap), binomial tails, and the Holm–Bonferroni adjustment.
//!
//! # Determinism
//! Everything is a pure function of its inputs. Resamples come from ChaCha8 (the
//! `rand_chacha` stream, documented value-stable) keyed by the seed; indices are drawn with
//! Lemire's unbiased multiply-and-reject method; all sums run in a fixed order with plain IEEE
//! operations (no transcendental functions at all), so the same
//! inputs and seed give bit-identical results on every platform, wasm32 included.
//!
//! # Bootstrap
//! A [`Resamples`] is drawn once per `(n_queries, samples, seed)` and reused for every metric
//! and model: resample `r` draws `n` query indices with replacement (draws `r·n … r·n+n−1` of
//! the stream, rejections aside). Its mean of a series `x` is `(Σ_i c_i·x_i) / n`, summing over
//! the distinct drawn indices `i` in ascending order with `c_i` the number of times `i` was
//! drawn. The observed mean is `(Σ_i x_i) / n` with the sum correctly rounded
//! ([`crate::metrics::exact_sum`]), the same value as the metrics' aggregate. Because every model is resampled
//! with the same index sets, a paired difference is the difference of the two models'
//! replicate means on the same resample.
//!
//! Intervals are percentile intervals: the 2.5 % and 97.5 % quantiles of the replicates, with
//! the quantile definition of Hyndman & Fan type 7 (numpy's default `linear`): for sorted
//! replicates `s_0 ≤ … ≤ s_{R−1}` and `h = (R−1)·q`, `Q(q) = lerp(s_⌊h⌋, s_⌊h⌋+1, h−⌊h⌋)`,
//! with numpy's `lerp` (`a + (b−a)·t` for `t < 0.5`, else `b − (b−a)·(1−t)`), so that the
//! result equals `numpy.percentile(replicates, [2.5, 97.5])`.

mod bootstrap;
mod holm;
mod mcnemar;
mod numerics;
mod signflip;

pub use bootstrap::{all_pairs, bootstrap_ci, paired, percentile_95, quantile_pair, Bootstrap, Resamples};
pub use holm::holm;
pub use mcnemar::{binom_cdf, binom_pmf, binom_sf, mcnemar_cells, mcnemar_exact_p};
use serde::{Deserialize, Serialize};
pub use signflip::{SignFlips, RANDOMIZATION_SAMPLES};

/// Bootstrap resamples of the published statistics.
pub const BOOTSTRAP_SAMPLES: usize = 5000;
/// Seed of the published statistics.
pub const BOOTSTRAP_SEED: u64 = 20260510;

/// A per-model 95 % query-level bootstrap interval (published field names, declared in the
/// files' sorted key order: see [`crate::results`]).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Interval {
    pub bootstrap_samples: usize,
    pub ci95_high: f64,
    pub ci95_low: f64,
    /// Observed mean over the `n` queries (NaN, like the bounds, when `n == 0`).
    pub mean: f64,
    pub n: usize,
    pub seed: u64,
}

/// The comparison of two models A and B on the same queries for one metric (published field
/// names; the pair is "A vs B").
///
/// Counts, per query, comparing A's value `a` with B's `b`: `a_only` = #(a > b),
/// `b_only` = #(b > a), `both` = #(a == b ≠ 0), `neither` = #(a == b == 0). For a 0/1 metric
/// these are the usual McNemar cells (A right only, B right only, both right, both wrong);
/// they always add up to the number of queries (for finite values).
///
/// Sign convention: `delta = a_rate − b_rate` and `bootstrap_ci_95` is the interval of that
/// same difference (A minus B), so a positive delta means A scores higher; for a 0/1 metric
/// `delta = (a_only − b_only) / n`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Pair {
    pub a_only: usize,
    pub b_only: usize,
    pub both: usize,
    pub neither: usize,
    /// Mean of A over the queries.
    pub a_rate: f64,
    /// Mean of B over the queries.
    pub b_rate: f64,
    /// `a_rate − b_rate`.
    pub delta: f64,
    /// Exact two-sided McNemar p-value; present only when every value of A and B is 0 or 1.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mcnemar_exact_p: Option<f64>,
    /// Two-sided paired randomisation (sign-flip) test of `delta` ([`SignFlips`]); set by the
    /// caller, which owns the shared draws.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub randomization_p: Option<f64>,
    /// 95 % percentile bootstrap interval of `a_rate − b_rate` (queries resampled jointly).
    pub bootstrap_ci_95: [f64; 2],
}
