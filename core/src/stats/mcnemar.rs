//! The exact McNemar test and the binomial tails under it (double-double arithmetic:
//! [`super::numerics`]), and the McNemar cells of two 0/1 series.

use super::numerics::{two_sum, Dd, Scaled};

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
