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

use rand_chacha::rand_core::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

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
        series
            .iter()
            .zip(replicates)
            .map(|(values, replicates)| Bootstrap {
                values: values.to_vec(),
                mean: crate::metrics::mean(values.iter().copied()),
                replicates,
                seed: self.seed,
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
            randomization_p: None,
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

/// Every pair of `boots` (one metric, every model): `(i, j, pair)` for `i < j` in that order,
/// with `boots[i]` as A and `boots[j]` as B. Order the models (e.g. by name) before calling to
/// get the published "A vs B" with A < B.
pub fn all_pairs(boots: &[&Bootstrap]) -> Vec<(usize, usize, Pair)> {
    let mut scratch = Vec::new();
    let mut out = Vec::with_capacity(boots.len() * boots.len().saturating_sub(1) / 2);
    for (i, a) in boots.iter().enumerate() {
        for (j, b) in boots.iter().enumerate().skip(i + 1) {
            out.push((i, j, a.compare_with(b, &mut scratch)));
        }
    }
    out
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

// The binomial functions work in double-double arithmetic (about 106 significant bits) with a
// separate power-of-two exponent, so nothing overflows or underflows on the way and the f64
// result is within about one ulp of the exact value (tested to n = 5000 against exact rational
// arithmetic); results below the normal range are accurate to ~1e-323 absolute. Time is
// O(min(k, n − k)) for the pmf plus the number of tail terms that matter (a few hundred for
// n ≤ 5000). Only `+ − × /` are used, so results are bit-identical on every platform.

/// `P[X = k]` for `X ~ Binomial(n, p)` (scipy's `binom.pmf`). NaN for `p` outside `[0, 1]`.
pub fn binom_pmf(k: u64, n: u64, p: f64) -> f64 {
    if !(0.0..=1.0).contains(&p) {
        return f64::NAN;
    }
    pmf_scaled(k, n, p).to_f64()
}

/// `P[X ≤ k]` for `X ~ Binomial(n, p)` (scipy's `binom.cdf`). The tail away from the mode is
/// summed term by term from its largest term on (terms by recurrence), until the rest is below
/// 1e-20 of the sum; the other side is one minus it (in double-double).
pub fn binom_cdf(k: u64, n: u64, p: f64) -> f64 {
    if !(0.0..=1.0).contains(&p) {
        return f64::NAN;
    }
    if k >= n {
        return 1.0;
    }
    if k < mode(n, p) {
        lower_tail(k, n, p).to_f64()
    } else {
        Dd::ONE.sub(upper_tail(k + 1, n, p).to_dd()).to_f64()
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
        Dd::ONE.sub(lower_tail(k, n, p).to_dd()).to_f64()
    } else {
        upper_tail(k + 1, n, p).to_f64()
    }
}

/// `⌊(n + 1)·p⌋` capped at `n`: the pmf increases up to it and decreases after.
fn mode(n: u64, p: f64) -> u64 {
    (((n + 1) as f64 * p).floor() as u64).min(n)
}

/// Tail remainders below this fraction of the running sum are dropped.
const TAIL_TOLERANCE: f64 = 1e-20;

/// `1 − p` exactly, as a double-double.
fn complement(p: f64) -> Dd {
    let (hi, lo) = two_sum(1.0, -p);
    Dd { hi, lo }
}

/// `C(n, k) · p^k · (1 − p)^(n − k)`, exactly up to double-double rounding.
fn pmf_scaled(k: u64, n: u64, p: f64) -> Scaled {
    if k > n {
        return Scaled::ZERO;
    }
    if p == 0.0 || p == 1.0 {
        let certain = if p == 0.0 { 0 } else { n };
        return if k == certain { Scaled::ONE } else { Scaled::ZERO };
    }
    let small = k.min(n - k);
    let mut c = Scaled::ONE;
    for j in 1..=small {
        c.m = c.m.mul_f((n - small + j) as f64).div_f(j as f64);
        c.normalize();
    }
    let pk = Scaled::from_dd(Dd::from(p)).pow(k);
    let qk = Scaled::from_dd(complement(p)).pow(n - k);
    c.mul(pk).mul(qk)
}

/// `Σ_{i ≤ k} pmf(i)` for `k` below the mode (terms decrease going down from `k`).
fn lower_tail(k: u64, n: u64, p: f64) -> Scaled {
    let head = pmf_scaled(k, n, p);
    let q = complement(p);
    let q_over_p = q.div(Dd::from(p));
    // Sum of pmf(i) / pmf(k).
    let (mut sum, mut term) = (Dd::ONE, Dd::ONE);
    let mut i = k;
    while i > 0 && term.hi > 0.0 {
        // pmf(i−1) = pmf(i) · i·q / ((n − i + 1)·p)
        term = term.mul_f(i as f64).div_f((n - i + 1) as f64).mul(q_over_p);
        sum = sum.add(term);
        i -= 1;
        // The following ratios are at most r < 1, so the rest is below term·r/(1 − r).
        let r = (i as f64 * q.hi) / ((n - i + 1) as f64 * p);
        if r < 1.0 && term.hi * r <= sum.hi * TAIL_TOLERANCE * (1.0 - r) {
            break;
        }
    }
    head.mul(Scaled::from_dd(sum))
}

/// `Σ_{i ≥ j} pmf(i)` for `j` above the mode (terms decrease going up from `j`).
fn upper_tail(j: u64, n: u64, p: f64) -> Scaled {
    let head = pmf_scaled(j, n, p);
    let q = complement(p);
    let p_over_q = Dd::from(p).div(q);
    let (mut sum, mut term) = (Dd::ONE, Dd::ONE);
    let mut i = j;
    while i < n && term.hi > 0.0 {
        // pmf(i+1) = pmf(i) · (n − i)·p / ((i + 1)·q)
        term = term.mul_f((n - i) as f64).div_f((i + 1) as f64).mul(p_over_q);
        sum = sum.add(term);
        i += 1;
        let r = ((n - i) as f64 * p) / ((i + 1) as f64 * q.hi);
        if r < 1.0 && term.hi * r <= sum.hi * TAIL_TOLERANCE * (1.0 - r) {
            break;
        }
    }
    head.mul(Scaled::from_dd(sum))
}

// --- double-double arithmetic (Dekker / Knuth error-free transformations, no FMA) -----------

fn two_sum(a: f64, b: f64) -> (f64, f64) {
    let s = a + b;
    let bb = s - a;
    (s, (a - (s - bb)) + (b - bb))
}

fn quick_two_sum(a: f64, b: f64) -> (f64, f64) {
    let s = a + b;
    (s, b - (s - a))
}

/// Dekker's split; exact for |a| < 2^996 (values here stay below 2^300).
fn split(a: f64) -> (f64, f64) {
    let t = 134_217_729.0 * a; // 2^27 + 1
    let hi = t - (t - a);
    (hi, a - hi)
}

fn two_prod(a: f64, b: f64) -> (f64, f64) {
    let p = a * b;
    let (ah, al) = split(a);
    let (bh, bl) = split(b);
    (p, ((ah * bh - p) + ah * bl + al * bh) + al * bl)
}

/// An unevaluated sum `hi + lo` with `|lo| ≤ ulp(hi) / 2`.
#[derive(Clone, Copy, Debug)]
struct Dd {
    hi: f64,
    lo: f64,
}

impl From<f64> for Dd {
    fn from(hi: f64) -> Dd {
        Dd { hi, lo: 0.0 }
    }
}

impl Dd {
    const ONE: Dd = Dd { hi: 1.0, lo: 0.0 };

    fn from_pair((hi, lo): (f64, f64)) -> Dd {
        Dd { hi, lo }
    }

    fn add(self, b: Dd) -> Dd {
        let (s1, s2) = two_sum(self.hi, b.hi);
        let (t1, t2) = two_sum(self.lo, b.lo);
        let (s1, s2) = quick_two_sum(s1, s2 + t1);
        Dd::from_pair(quick_two_sum(s1, s2 + t2))
    }

    fn sub(self, b: Dd) -> Dd {
        self.add(Dd { hi: -b.hi, lo: -b.lo })
    }

    fn mul(self, b: Dd) -> Dd {
        let (p, e) = two_prod(self.hi, b.hi);
        Dd::from_pair(quick_two_sum(p, e + (self.hi * b.lo + self.lo * b.hi)))
    }

    fn mul_f(self, b: f64) -> Dd {
        let (p, e) = two_prod(self.hi, b);
        Dd::from_pair(quick_two_sum(p, e + self.lo * b))
    }

    fn div_f(self, b: f64) -> Dd {
        let q1 = self.hi / b;
        let (p, e) = two_prod(q1, b);
        let (s, f) = two_sum(self.hi, -p);
        let q2 = (s + (f - e + self.lo)) / b;
        Dd::from_pair(quick_two_sum(q1, q2))
    }

    fn div(self, b: Dd) -> Dd {
        let q1 = self.hi / b.hi;
        let r = self.sub(b.mul_f(q1));
        let q2 = r.hi / b.hi;
        let r = r.sub(b.mul_f(q2));
        let q3 = r.hi / b.hi;
        Dd::from_pair(quick_two_sum(q1, q2)).add(Dd::from(q3))
    }

    fn to_f64(self) -> f64 {
        self.hi + self.lo
    }
}

/// `2^256`, the renormalisation step of [`Scaled`].
const TWO_256: f64 = 1.157_920_892_373_162e77;
/// `2^-256`.
const TWO_M256: f64 = 8.636_168_555_094_445e-78;

/// `m · 2^e` with `m` a double-double kept within `[2^-256, 2^256]` (or zero).
#[derive(Clone, Copy, Debug)]
struct Scaled {
    m: Dd,
    e: i64,
}

impl Scaled {
    const ZERO: Scaled = Scaled { m: Dd { hi: 0.0, lo: 0.0 }, e: 0 };
    const ONE: Scaled = Scaled { m: Dd::ONE, e: 0 };

    fn from_dd(m: Dd) -> Scaled {
        let mut s = Scaled { m, e: 0 };
        s.normalize();
        s
    }

    /// Exact rescaling by powers of two (the values are positive and finite).
    fn normalize(&mut self) {
        if self.m.hi == 0.0 {
            return;
        }
        while self.m.hi > TWO_256 {
            self.m = Dd { hi: self.m.hi * TWO_M256, lo: self.m.lo * TWO_M256 };
            self.e += 256;
        }
        while self.m.hi < TWO_M256 {
            self.m = Dd { hi: self.m.hi * TWO_256, lo: self.m.lo * TWO_256 };
            self.e -= 256;
        }
    }

    fn mul(self, b: Scaled) -> Scaled {
        let mut s = Scaled { m: self.m.mul(b.m), e: self.e + b.e };
        s.normalize();
        s
    }

    fn pow(self, mut k: u64) -> Scaled {
        let (mut acc, mut base) = (Scaled::ONE, self);
        while k > 0 {
            if k & 1 == 1 {
                acc = acc.mul(base);
            }
            k >>= 1;
            if k > 0 {
                base = base.mul(base);
            }
        }
        acc
    }

    /// `x · 2^e`, rounding once unless the result is subnormal.
    fn ldexp(mut x: f64, mut e: i64) -> f64 {
        const TWO_512: f64 = TWO_256 * TWO_256;
        const TWO_M512: f64 = TWO_M256 * TWO_M256;
        while e > 0 && x.is_finite() && x != 0.0 {
            let step = e.min(512);
            x *= if step == 512 { TWO_512 } else { f64::from_bits(((1023 + step) as u64) << 52) };
            e -= step;
        }
        while e < 0 && x != 0.0 {
            let step = (-e).min(512);
            x *= if step == 512 { TWO_M512 } else { f64::from_bits(((1023 - step) as u64) << 52) };
            e += step;
        }
        x
    }

    fn to_f64(self) -> f64 {
        Scaled::ldexp(self.m.to_f64(), self.e)
    }

    fn to_dd(self) -> Dd {
        Dd { hi: Scaled::ldexp(self.m.hi, self.e), lo: Scaled::ldexp(self.m.lo, self.e) }
    }
}

// ---------------------------------------------------------------------------------------------
// Paired randomisation test and McNemar under one tie order
// ---------------------------------------------------------------------------------------------

/// Random sign vectors for the paired randomisation (sign-flip) test of `n` queries: drawn once
/// per seed and shared by every pair and metric, like [`Resamples`].
///
/// Why this test: with ties scored by their expectation (`metrics`), a query's value is no longer
/// 0/1, so the exact McNemar test does not apply to it. Under H0 (A and B exchangeable on each
/// query) the sign of each per-query difference is a fair coin; the p-value is the share of
/// sign assignments whose |Σ ±dᵢ| reaches the observed |Σ dᵢ| (Smucker, Allan & Carterette,
/// CIKM 2007, recommend this test for IR evaluation). Monte Carlo with `samples` draws and the
/// `(1 + hits) / (1 + samples)` estimate, which is a valid p-value.
#[derive(Clone, Debug)]
pub struct SignFlips {
    n: usize,
    samples: usize,
    words: usize,
    /// Sample `r`'s signs are bits `r * words .. (r + 1) * words` (bit set = flipped).
    bits: Vec<u64>,
}

/// Draws of the published randomisation tests.
pub const RANDOMIZATION_SAMPLES: usize = 10_000;

impl SignFlips {
    /// `samples` sign vectors of length `n`, from ChaCha8 keyed like [`Resamples::new`] by
    /// `seed` (the bits are 64 per `next_u64`, query `i` is bit `i % 64` of word `i / 64`).
    pub fn new(n: usize, samples: usize, seed: u64) -> SignFlips {
        let words = n.div_ceil(64);
        let mut rng = rng_for(seed ^ 0x5349_474e_464c_4950); // "SIGNFLIP": independent of the bootstrap's stream
        let bits = (0..samples * words).map(|_| rng.next_u64()).collect();
        SignFlips { n, samples, words, bits }
    }

    /// Two-sided p-value of the mean paired difference `a − b` (same queries, same order).
    /// 1 when every difference is 0.
    ///
    /// # Panics
    /// If `a`, `b` and the draws cover different numbers of queries.
    pub fn p_value(&self, a: &[f64], b: &[f64]) -> f64 {
        assert!(a.len() == self.n && b.len() == self.n, "paired series must cover the drawn queries");
        let diffs: Vec<(usize, f64)> =
            a.iter().zip(b).map(|(x, y)| x - y).enumerate().filter(|&(_, d)| d != 0.0).collect();
        if diffs.is_empty() {
            return 1.0;
        }
        let observed: f64 = diffs.iter().map(|&(_, d)| d).sum::<f64>().abs();
        // Differences are sums of a few fractions: a relative slack keeps the observed
        // assignment itself counted despite rounding in another summation order.
        let slack = 1e-9 * diffs.iter().map(|&(_, d)| d.abs()).sum::<f64>();
        let mut hits = 0usize;
        for r in 0..self.samples {
            let w = &self.bits[r * self.words..(r + 1) * self.words];
            let mut t = 0.0;
            for &(i, d) in &diffs {
                t += if w[i / 64] >> (i % 64) & 1 == 1 { -d } else { d };
            }
            if t.abs() >= observed - slack {
                hits += 1;
            }
        }
        (1 + hits) as f64 / (1 + self.samples) as f64
    }
}

/// The McNemar cells and exact p-value of two 0/1 series (outcomes under one concrete tie
/// order): `(a_only, b_only, both, neither, p)`. `None` when a value is not 0 or 1.
pub fn mcnemar_cells(a: &[f64], b: &[f64]) -> Option<(usize, usize, usize, usize, f64)> {
    let (mut a_only, mut b_only, mut both, mut neither) = (0, 0, 0, 0);
    for (&x, &y) in a.iter().zip(b) {
        if !((x == 0.0 || x == 1.0) && (y == 0.0 || y == 1.0)) {
            return None;
        }
        match (x == 1.0, y == 1.0) {
            (true, false) => a_only += 1,
            (false, true) => b_only += 1,
            (true, true) => both += 1,
            (false, false) => neither += 1,
        }
    }
    Some((a_only, b_only, both, neither, mcnemar_exact_p(a_only as u64, b_only as u64)))
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
