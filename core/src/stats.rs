//! Statistics of the published results: query-level bootstrap intervals, paired comparisons
//! (exact McNemar test + paired bootstrap), binomial tails, and the Holm–Bonferroni adjustment.
//!
//! # Determinism
//! Everything is a pure function of its inputs. Resamples come from ChaCha8 (the
//! `rand_chacha` stream, documented value-stable) keyed by the seed; indices are drawn with
//! Lemire's unbiased multiply-and-reject method; all sums run in a fixed order with plain IEEE
//! operations and the transcendental functions come from the pure-Rust `libm`, so the same
//! inputs and seed give bit-identical results on every platform, wasm32 included.
//!
//! # Bootstrap
//! A [`Resamples`] is drawn once per `(n_queries, samples, seed)` and reused for every metric
//! and model: resample `r` draws `n` query indices with replacement (draws `r·n … r·n+n−1` of
//! the stream, rejections aside). Its mean of a series `x` is `(Σ_i c_i·x_i) / n`, summing over
//! the distinct drawn indices `i` in ascending order with `c_i` the number of times `i` was
//! drawn. The observed mean is `(Σ_i x_i) / n` in query order. Because every model is resampled
//! with the same index sets, a paired difference is the difference of the two models'
//! replicate means on the same resample.
//!
//! Intervals are percentile intervals: the 2.5 % and 97.5 % quantiles of the replicates, with
//! the quantile definition of Hyndman & Fan type 7 (numpy's default `linear`): for sorted
//! replicates `s_0 ≤ … ≤ s_{R−1}` and `h = (R−1)·q`, `Q(q) = lerp(s_⌊h⌋, s_⌊h⌋+1, h−⌊h⌋)`,
//! with numpy's `lerp` (`a + (b−a)·t` for `t < 0.5`, else `b − (b−a)·(1−t)`), so that the
//! result equals `numpy.percentile(replicates, [2.5, 97.5])`.

use rand_chacha::rand_core::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

/// Bootstrap resamples of the published statistics.
pub const BOOTSTRAP_SAMPLES: usize = 5000;
/// Seed of the published statistics.
pub const BOOTSTRAP_SEED: u64 = 20260510;

/// A per-model 95 % query-level bootstrap interval (published field names).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Interval {
    /// Observed mean over the `n` queries (NaN when `n == 0`).
    pub mean: f64,
    pub ci95_low: f64,
    pub ci95_high: f64,
    pub n: usize,
    pub bootstrap_samples: usize,
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
    /// 95 % percentile bootstrap interval of `a_rate − b_rate` (queries resampled jointly).
    pub bootstrap_ci_95: [f64; 2],
}

// ---------------------------------------------------------------------------------------------
// Resamples
// ---------------------------------------------------------------------------------------------

/// The bootstrap resamples of `n` queries: computed once per seed, shared by every series.
#[derive(Clone, Debug)]
pub struct Resamples {
    n: usize,
    samples: usize,
    seed: u64,
    /// Resample `r` is `index[starts[r]..starts[r + 1]]` (ascending, distinct) with
    /// multiplicities `count[..]`.
    starts: Vec<usize>,
    index: Vec<u32>,
    count: Vec<f64>,
}

/// The generator of a seed: ChaCha8 keyed by `seed.to_le_bytes()` followed by 24 zero bytes.
fn rng_for(seed: u64) -> ChaCha8Rng {
    let mut key = [0u8; 32];
    key[..8].copy_from_slice(&seed.to_le_bytes());
    ChaCha8Rng::from_seed(key)
}

/// Uniform integer in `0..n` (`n ≥ 1`), unbiased (Lemire, "Fast random integer generation in
/// an interval", 2019): the high half of `u32 · n`, rejecting the low half below `2^32 mod n`.
fn below(rng: &mut ChaCha8Rng, n: u32) -> u32 {
    let mut m = u64::from(rng.next_u32()) * u64::from(n);
    if (m as u32) < n {
        let threshold = n.wrapping_neg() % n;
        while (m as u32) < threshold {
            m = u64::from(rng.next_u32()) * u64::from(n);
        }
    }
    (m >> 32) as u32
}

impl Resamples {
    /// Draws `samples` resamples of `n` query indices with replacement.
    ///
    /// # Panics
    /// If `n` does not fit in a `u32`.
    pub fn new(n: usize, samples: usize, seed: u64) -> Resamples {
        let n32 = u32::try_from(n).expect("at most 2^32 - 1 queries");
        let mut rng = rng_for(seed);
        let mut counts = vec![0u32; n];
        let mut starts = Vec::with_capacity(samples + 1);
        // ~63.2 % of the indices are distinct in a resample.
        let mut index = Vec::with_capacity(samples * (n - n / 3 + 1));
        let mut count = Vec::with_capacity(index.capacity());
        starts.push(0);
        for _ in 0..samples {
            for _ in 0..n {
                counts[below(&mut rng, n32) as usize] += 1;
            }
            for (i, c) in counts.iter_mut().enumerate() {
                if *c > 0 {
                    index.push(i as u32);
                    count.push(f64::from(*c));
                    *c = 0;
                }
            }
            starts.push(index.len());
        }
        Resamples { n, samples, seed, starts, index, count }
    }

    pub fn n(&self) -> usize {
        self.n
    }
    pub fn samples(&self) -> usize {
        self.samples
    }
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// Multiplicity of every query index in resample `r` (for inspection and tests).
    pub fn counts(&self, r: usize) -> Vec<u32> {
        let mut out = vec![0u32; self.n];
        for t in self.starts[r]..self.starts[r + 1] {
            out[self.index[t] as usize] = self.count[t] as u32;
        }
        out
    }

    /// Bootstrap of one series (one value per query, in query order).
    ///
    /// # Panics
    /// If `values.len() != self.n()`.
    pub fn bootstrap(&self, values: &[f64]) -> Bootstrap {
        self.bootstrap_many(&[values]).pop().expect("one series")
    }

    /// Bootstrap of many series at once (e.g. every model × metric), bit-identical to calling
    /// [`Resamples::bootstrap`] on each; much faster, as it walks the resamples once per block
    /// of series with the block's values interleaved.
    ///
    /// # Panics
    /// If a series' length differs from `self.n()`.
    pub fn bootstrap_many(&self, series: &[&[f64]]) -> Vec<Bootstrap> {
        for s in series {
            assert_eq!(s.len(), self.n, "one value per query is needed");
        }
        let mut replicates: Vec<Vec<f64>> = vec![Vec::with_capacity(self.samples); series.len()];
        for (block, out) in series.chunks(BLOCK).zip(replicates.chunks_mut(BLOCK)) {
            self.replicate_block(block, out);
        }
        let n = self.n as f64;
        series
            .iter()
            .zip(replicates)
            .map(|(values, replicates)| {
                let mut sum = 0.0;
                for &v in values.iter() {
                    sum += v;
                }
                Bootstrap {
                    values: values.to_vec(),
                    mean: sum / n,
                    replicates,
                    seed: self.seed,
                }
            })
            .collect()
    }

    /// Replicate means of up to [`BLOCK`] series: for each resample, one pass over its distinct
    /// indices, accumulating every series of the block at once (lane `j` only ever sees series
    /// `j`, in index order, so the block width does not change any bit).
    fn replicate_block(&self, block: &[&[f64]], out: &mut [Vec<f64>]) {
        let width = block.len();
        let mut rows = vec![[0.0f64; BLOCK]; self.n];
        for (j, s) in block.iter().enumerate() {
            for (row, &v) in rows.iter_mut().zip(s.iter()) {
                row[j] = v;
            }
        }
        let n = self.n as f64;
        for r in 0..self.samples {
            let (lo, hi) = (self.starts[r], self.starts[r + 1]);
            let mut acc = [0.0f64; BLOCK];
            for (&i, &c) in self.index[lo..hi].iter().zip(&self.count[lo..hi]) {
                let row = &rows[i as usize];
                for j in 0..BLOCK {
                    acc[j] += c * row[j];
                }
            }
            for (o, a) in out.iter_mut().zip(&acc[..width]) {
                o.push(a / n);
            }
        }
    }
}

/// Series accumulated together by [`Resamples::bootstrap_many`].
const BLOCK: usize = 16;

/// One series resampled by a [`Resamples`]: its observed mean and its replicate means.
#[derive(Clone, Debug, PartialEq)]
pub struct Bootstrap {
    values: Vec<f64>,
    mean: f64,
    replicates: Vec<f64>,
    seed: u64,
}

impl Bootstrap {
    /// The series, one value per query.
    pub fn values(&self) -> &[f64] {
        &self.values
    }
    /// Observed mean (NaN for no query).
    pub fn mean(&self) -> f64 {
        self.mean
    }
    /// Replicate means, in resample order.
    pub fn replicates(&self) -> &[f64] {
        &self.replicates
    }

    /// The 95 % percentile interval (see the module documentation).
    pub fn interval(&self) -> Interval {
        let mut buf = self.replicates.clone();
        let (ci95_low, ci95_high) = percentile_95(&mut buf);
        Interval {
            mean: self.mean,
            ci95_low,
            ci95_high,
            n: self.values.len(),
            bootstrap_samples: self.replicates.len(),
            seed: self.seed,
        }
    }

    /// Compares `self` (model A) with `other` (model B) on the same queries; see [`Pair`].
    ///
    /// # Panics
    /// If the two were not resampled with the same `(n, samples, seed)`.
    pub fn compare(&self, other: &Bootstrap) -> Pair {
        let mut scratch = Vec::with_capacity(self.replicates.len());
        self.compare_with(other, &mut scratch)
    }

    /// [`Bootstrap::compare`] reusing `scratch` for the paired replicates.
    pub fn compare_with(&self, other: &Bootstrap, scratch: &mut Vec<f64>) -> Pair {
        assert!(
            self.values.len() == other.values.len()
                && self.replicates.len() == other.replicates.len()
                && self.seed == other.seed,
            "paired series must come from the same resamples"
        );
        let (a, b) = (&self.values, &other.values);
        let (mut a_only, mut b_only, mut both, mut neither) = (0, 0, 0, 0);
        let mut binary = true;
        for (&x, &y) in a.iter().zip(b.iter()) {
            if x > y {
                a_only += 1;
            } else if y > x {
                b_only += 1;
            } else if x == y {
                if x == 0.0 {
                    neither += 1;
                } else {
                    both += 1;
                }
            }
            binary &= (x == 0.0 || x == 1.0) && (y == 0.0 || y == 1.0);
        }
        scratch.clear();
        scratch.extend(self.replicates.iter().zip(&other.replicates).map(|(x, y)| x - y));
        let (low, high) = percentile_95(scratch);
        Pair {
            a_only,
            b_only,
            both,
            neither,
            a_rate: self.mean,
            b_rate: other.mean,
            delta: self.mean - other.mean,
            mcnemar_exact_p: binary.then(|| mcnemar_exact_p(a_only as u64, b_only as u64)),
            bootstrap_ci_95: [low, high],
        }
    }
}

/// Per-model 95 % query-level bootstrap interval of the mean of `values`.
/// The published statistics use [`BOOTSTRAP_SAMPLES`] and [`BOOTSTRAP_SEED`].
pub fn bootstrap_ci(values: &[f64], samples: usize, seed: u64) -> Interval {
    Resamples::new(values.len(), samples, seed).bootstrap(values).interval()
}

/// Paired comparison of model A (`a`) and model B (`b`) on the same queries (same order);
/// see [`Pair`] for the definitions. For many pairs, draw one [`Resamples`], call
/// [`Resamples::bootstrap_many`] and [`Bootstrap::compare`]: the result is identical.
///
/// # Panics
/// If `a` and `b` differ in length.
pub fn paired(a: &[f64], b: &[f64], samples: usize, seed: u64) -> Pair {
    assert_eq!(a.len(), b.len(), "paired series must cover the same queries");
    let resamples = Resamples::new(a.len(), samples, seed);
    let boots = resamples.bootstrap_many(&[a, b]);
    boots[0].compare(&boots[1])
}

/// numpy's linear interpolation between two order statistics (exact at both ends).
fn lerp(a: f64, b: f64, t: f64) -> f64 {
    let d = b - a;
    if t >= 0.5 {
        b - d * (1.0 - t)
    } else {
        a + d * t
    }
}

/// The order statistic `i` and `i + 1` (or `i` again at the end) of `buf`, which is permuted;
/// elements after `i` are left in `buf[i + 1..]`.
fn order_pair(buf: &mut [f64], i: usize) -> (f64, f64) {
    let (_, &mut at, right) = buf.select_nth_unstable_by(i, f64::total_cmp);
    let next = right.iter().copied().min_by(f64::total_cmp).unwrap_or(at);
    (at, next)
}

/// `(Q(0.025), Q(0.975))` of `buf` (permuted in place); NaN for an empty `buf`.
pub fn percentile_95(buf: &mut [f64]) -> (f64, f64) {
    quantile_pair(buf, 0.025, 0.975)
}

/// Two quantiles `q_lo ≤ q_hi` of `buf` (type 7 / numpy `linear`), permuting `buf`.
pub fn quantile_pair(buf: &mut [f64], q_lo: f64, q_hi: f64) -> (f64, f64) {
    let len = buf.len();
    if len == 0 {
        return (f64::NAN, f64::NAN);
    }
    let at = |q: f64| {
        let h = (len - 1) as f64 * q;
        let i = h.floor();
        ((i as usize).min(len - 1), h - i)
    };
    let (i_lo, t_lo) = at(q_lo);
    let (i_hi, t_hi) = at(q_hi);
    assert!(i_lo <= i_hi, "q_lo must not exceed q_hi");
    let (a, b) = order_pair(buf, i_lo);
    let low = lerp(a, b, t_lo);
    let (c, d) = if i_hi == i_lo {
        (a, b)
    } else {
        let right = &mut buf[i_lo + 1..];
        order_pair(right, i_hi - i_lo - 1)
    };
    (low, lerp(c, d, t_hi))
}

// ---------------------------------------------------------------------------------------------
// Exact McNemar and binomial tails
// ---------------------------------------------------------------------------------------------

/// Exact two-sided McNemar test on the discordant counts: the two-sided exact binomial test of
/// `a_only` successes in `a_only + b_only` trials with p = 0.5, equal to
/// `scipy.stats.binomtest(a_only, a_only + b_only, 0.5).pvalue`, i.e.
/// `min(1, 2 · P[X ≤ min(a_only, b_only)])`, and 1 when `a_only == b_only` (also when both are 0).
pub fn mcnemar_exact_p(a_only: u64, b_only: u64) -> f64 {
    if a_only == b_only {
        return 1.0;
    }
    let n = a_only + b_only;
    let m = a_only.min(b_only);
    (2.0 * binom_cdf(m, n, 0.5)).min(1.0)
}

/// `P[X = k]` for `X ~ Binomial(n, p)`, by Loader's saddle-point formula ("Fast and accurate
/// computation of binomial probabilities", 2000; as in R's `dbinom`), accurate to about 1e-13
/// relative wherever the result is a normal number. NaN for `p` outside `[0, 1]`.
pub fn binom_pmf(k: u64, n: u64, p: f64) -> f64 {
    if !(0.0..=1.0).contains(&p) {
        return f64::NAN;
    }
    if k > n {
        return 0.0;
    }
    dbinom_raw(k as f64, n as f64, p, 1.0 - p)
}

/// `P[X ≤ k]` for `X ~ Binomial(n, p)` (scipy's `binom.cdf`). The smaller of the two tails is
/// summed term by term (each term by [`binom_pmf`], from the largest down, until the rest
/// cannot matter); the other is one minus it. Relative error about 1e-13 for `n` up to
/// thousands (tested to n = 5000 against exact rational arithmetic).
pub fn binom_cdf(k: u64, n: u64, p: f64) -> f64 {
    if !(0.0..=1.0).contains(&p) {
        return f64::NAN;
    }
    if k >= n {
        return 1.0;
    }
    if k < mode(n, p) {
        lower_tail(k, n, p)
    } else {
        1.0 - upper_tail(k + 1, n, p)
    }
}

/// `P[X > k]` for `X ~ Binomial(n, p)` (scipy's `binom.sf`), computed like [`binom_cdf`].
pub fn binom_sf(k: u64, n: u64, p: f64) -> f64 {
    if !(0.0..=1.0).contains(&p) {
        return f64::NAN;
    }
    if k >= n {
        return 0.0;
    }
    if k < mode(n, p) {
        1.0 - lower_tail(k, n, p)
    } else {
        upper_tail(k + 1, n, p)
    }
}

/// `⌊(n + 1)·p⌋` capped at `n`: the pmf increases up to it and decreases after.
fn mode(n: u64, p: f64) -> u64 {
    (((n + 1) as f64 * p).floor() as u64).min(n)
}

/// Tail remainders below this fraction of the running sum are dropped.
const TAIL_TOLERANCE: f64 = 1e-17;

/// `Σ_{i ≤ k} pmf(i)` for `k` below the mode (terms decrease going down from `k`).
fn lower_tail(k: u64, n: u64, p: f64) -> f64 {
    let q = 1.0 - p;
    let mut sum = 0.0;
    let mut i = k;
    loop {
        let term = binom_pmf(i, n, p);
        sum += term;
        if i == 0 || term == 0.0 {
            return sum;
        }
        // pmf(i−1)/pmf(i); it shrinks further down, so the rest is below term·r/(1−r).
        let r = (i as f64 * q) / ((n - i + 1) as f64 * p);
        if r < 1.0 && term * r / (1.0 - r) <= sum * TAIL_TOLERANCE {
            return sum;
        }
        i -= 1;
    }
}

/// `Σ_{i ≥ j} pmf(i)` for `j` above the mode (terms decrease going up from `j`).
fn upper_tail(j: u64, n: u64, p: f64) -> f64 {
    let q = 1.0 - p;
    let mut sum = 0.0;
    let mut i = j;
    loop {
        let term = binom_pmf(i, n, p);
        sum += term;
        if i == n || term == 0.0 {
            return sum;
        }
        // pmf(i+1)/pmf(i).
        let r = ((n - i) as f64 * p) / ((i + 1) as f64 * q);
        if r < 1.0 && term * r / (1.0 - r) <= sum * TAIL_TOLERANCE {
            return sum;
        }
        i += 1;
    }
}

/// `ln(2π)`.
const LN_2PI: f64 = 1.837_877_066_409_345_483_560_659_472_811_2;

/// `stirlerr(n) = ln(n!) − ln(√(2π)·n^(n+½)·e^(−n))` for integer `n ≥ 0` (0 at 0 by convention).
fn stirlerr(n: f64) -> f64 {
    // Exact values (50-digit arithmetic, correctly rounded) for n = 0..=15.
    const SMALL: [f64; 16] = [
        0.0,
        0.08106146679532726,
        0.0413406959554093,
        0.02767792568499834,
        0.020790672103765093,
        0.016644691189821193,
        0.013876128823070748,
        0.01189670994589177,
        0.010411265261972096,
        0.009255462182712733,
        0.00833056343336287,
        0.007573675487951841,
        0.00694284010720953,
        0.006408994188004207,
        0.0059513701127588475,
        0.005554733551962801,
    ];
    const S0: f64 = 1.0 / 12.0;
    const S1: f64 = 1.0 / 360.0;
    const S2: f64 = 1.0 / 1260.0;
    const S3: f64 = 1.0 / 1680.0;
    const S4: f64 = 1.0 / 1188.0;
    if n <= 15.0 {
        return SMALL[n as usize];
    }
    let nn = n * n;
    if n > 500.0 {
        (S0 - S1 / nn) / n
    } else if n > 80.0 {
        (S0 - (S1 - S2 / nn) / nn) / n
    } else if n > 35.0 {
        (S0 - (S1 - (S2 - S3 / nn) / nn) / nn) / n
    } else {
        (S0 - (S1 - (S2 - (S3 - S4 / nn) / nn) / nn) / nn) / n
    }
}

/// Deviance term `bd0(x, np) = x·ln(x/np) + np − x`, without cancellation near `x = np`.
fn bd0(x: f64, np: f64) -> f64 {
    if (x - np).abs() < 0.1 * (x + np) {
        let mut v = (x - np) / (x + np);
        let mut s = (x - np) * v;
        if s.abs() < f64::MIN_POSITIVE {
            return s;
        }
        let mut ej = 2.0 * x * v;
        v *= v;
        for j in 1..1000 {
            ej *= v;
            let s1 = s + ej / f64::from(2 * j + 1);
            if s1 == s {
                return s1;
            }
            s = s1;
        }
        return s;
    }
    x * libm::log(x / np) + np - x
}

/// Loader's binomial density for integer-valued `0 ≤ x ≤ n`, `q = 1 − p`.
fn dbinom_raw(x: f64, n: f64, p: f64, q: f64) -> f64 {
    if p == 0.0 {
        return if x == 0.0 { 1.0 } else { 0.0 };
    }
    if q == 0.0 {
        return if x == n { 1.0 } else { 0.0 };
    }
    if x == 0.0 {
        if n == 0.0 {
            return 1.0;
        }
        let lc = if p < 0.1 { -bd0(n, n * q) - n * p } else { n * libm::log(q) };
        return libm::exp(lc);
    }
    if x == n {
        let lc = if q < 0.1 { -bd0(n, n * p) - n * q } else { n * libm::log(p) };
        return libm::exp(lc);
    }
    let lc = stirlerr(n) - stirlerr(x) - stirlerr(n - x) - bd0(x, n * p) - bd0(n - x, n * q);
    let lf = LN_2PI + libm::log(x) + libm::log1p(-x / n);
    libm::exp(lc - 0.5 * lf)
}

// ---------------------------------------------------------------------------------------------
// Multiple comparisons
// ---------------------------------------------------------------------------------------------

/// Holm–Bonferroni adjusted p-values, in input order: with the `m` p-values sorted ascending
/// (ties in input order), `adj_(i) = max_{j ≤ i} min(1, (m − j + 1)·p_(j))` (1-based `j`).
/// Monotone in the p-values and capped at 1. A NaN p-value sorts last and stays NaN (it still
/// counts in `m`).
pub fn holm(p_values: &[f64]) -> Vec<f64> {
    let m = p_values.len();
    let mut order: Vec<usize> = (0..m).collect();
    // Stable sort; NaN after every number.
    order.sort_by(|&a, &b| {
        let (x, y) = (p_values[a], p_values[b]);
        match (x.is_nan(), y.is_nan()) {
            (false, false) => x.partial_cmp(&y).expect("not NaN"),
            (xn, yn) => xn.cmp(&yn),
        }
    });
    let mut adjusted = vec![f64::NAN; m];
    let mut running: f64 = 0.0;
    for (rank, &i) in order.iter().enumerate() {
        let p = p_values[i];
        if p.is_nan() {
            continue;
        }
        running = running.max(((m - rank) as f64 * p).min(1.0));
        adjusted[i] = running;
    }
    adjusted
}
