//! Query-level bootstrap: the shared [`Resamples`], per-series [`Bootstrap`] replicates,
//! percentile intervals (numpy's type-7 quantiles) and paired differences (see [`super`]).

use super::mcnemar::mcnemar_exact_p;
use super::{Interval, Pair};
use rand_chacha::rand_core::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;

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
pub(super) fn rng_for(seed: u64) -> ChaCha8Rng {
    let mut key = [0u8; 32];
    key[..8].copy_from_slice(&seed.to_le_bytes());
    ChaCha8Rng::from_seed(key)
}

/// Uniform integer in `0..n` (`n ≥ 1`), unbiased (Lemire, "Fast random integer generation in
/// an interval", 2019): the high half of `u32 · n`, rejecting the low half below `2^32 mod n`.
pub(super) fn below(rng: &mut ChaCha8Rng, n: u32) -> u32 {
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
