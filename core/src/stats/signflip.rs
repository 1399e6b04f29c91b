//! The paired randomisation (sign-flip) test with shared seeded draws ([`SignFlips`]).

use super::bootstrap::rng_for;
use rand_chacha::rand_core::RngCore;

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
