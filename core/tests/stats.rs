//! Statistics: binomial tails and McNemar against a committed scipy table, bootstrap
//! determinism, paired comparisons, Holm.

use execretrieval_core::stats::{
    all_pairs, binom_cdf, binom_pmf, binom_sf, bootstrap_ci, holm, mcnemar_exact_p, paired, quantile_pair,
    Interval, Pair, Resamples, BOOTSTRAP_SAMPLES, BOOTSTRAP_SEED,
};
use serde_json::Value;

// ------------------------------------------------------------------ binomial & McNemar

/// Reference values produced once by `data/gen_binom_reference.py` (scipy, checked there against
/// exact rational arithmetic).
const REFERENCE: &str = include_str!("data/binom_reference.json");

/// The one helper: `got` matches `want` to 1e-12 relative, or 1e-300 absolute near zero.
fn assert_close(what: &str, got: f64, want: f64) {
    let tol = (1e-12 * got.abs().max(want.abs())).max(1e-300);
    assert!(
        (got - want).abs() <= tol,
        "{what}: got {got:e}, expected {want:e} (relative error {:e})",
        ((got - want) / want).abs()
    );
}

fn reference() -> Value {
    serde_json::from_str(REFERENCE).expect("reference table parses")
}

#[test]
fn binomial_tails_match_scipy() {
    let table = reference();
    let rows = table["tails"].as_array().unwrap();
    assert!(rows.len() > 1000);
    let mut max_n = 0;
    let mut worst: f64 = 0.0;
    for row in rows {
        let n = row["n"].as_u64().unwrap();
        let k = row["k"].as_u64().unwrap();
        let p = row["p"].as_f64().unwrap();
        max_n = max_n.max(n);
        for (name, got) in
            [("pmf", binom_pmf(k, n, p)), ("cdf", binom_cdf(k, n, p)), ("sf", binom_sf(k, n, p))]
        {
            let what = format!("{name}({k}; n={n}, p={p})");
            assert_close(&format!("{what} vs scipy"), got, row[name].as_f64().unwrap());
            let exact = row[&format!("exact_{name}")].as_f64().unwrap();
            assert_close(&format!("{what} vs exact"), got, exact);
            if exact >= f64::MIN_POSITIVE {
                worst = worst.max(((got - exact) / exact).abs());
            }
        }
    }
    assert_eq!(max_n, 5000);
    println!("largest relative error against exact values (normal range): {worst:e}");
}

#[test]
fn mcnemar_matches_scipy_binomtest() {
    let table = reference();
    let rows = table["mcnemar"].as_array().unwrap();
    assert!(rows.len() > 1000);
    for row in rows {
        let a = row["a_only"].as_u64().unwrap();
        let b = row["b_only"].as_u64().unwrap();
        let got = mcnemar_exact_p(a, b);
        assert_close(&format!("mcnemar({a}, {b})"), got, row["p"].as_f64().unwrap());
        assert_eq!(got, mcnemar_exact_p(b, a), "symmetric");
        assert!((0.0..=1.0).contains(&got));
    }
}

#[test]
fn binomial_edge_cases() {
    assert_eq!(mcnemar_exact_p(0, 0), 1.0);
    assert_eq!(mcnemar_exact_p(0, 1), 1.0);
    assert_eq!(mcnemar_exact_p(0, 5), 0.0625);
    assert_eq!(mcnemar_exact_p(7, 7), 1.0);
    assert_eq!(mcnemar_exact_p(0, 3000), 0.0); // 2^-2999 underflows
    assert_eq!(binom_pmf(6, 5, 0.5), 0.0);
    assert_eq!(binom_cdf(6, 5, 0.5), 1.0);
    assert_eq!(binom_sf(6, 5, 0.5), 0.0);
    assert_eq!(binom_cdf(0, 10, 0.0), 1.0);
    assert_eq!(binom_cdf(9, 10, 1.0), 0.0);
    assert_eq!(binom_pmf(10, 10, 1.0), 1.0);
    assert!(binom_cdf(1, 10, 1.5).is_nan());
    assert!(binom_pmf(1, 10, f64::NAN).is_nan());
}

// ------------------------------------------------------------------ bootstrap

/// A reproducible series of `n` values from a simple LCG (no dependency on the code under test).
fn series(n: usize, salt: u64, levels: u64) -> Vec<f64> {
    let mut s = salt.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
    (0..n)
        .map(|_| {
            s = s.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            ((s >> 33) % (levels + 1)) as f64 / levels as f64
        })
        .collect()
}

fn bits(i: &Interval) -> [u64; 3] {
    [i.mean.to_bits(), i.ci95_low.to_bits(), i.ci95_high.to_bits()]
}

#[test]
fn bootstrap_is_deterministic_and_seeded() {
    let x = series(300, 1, 1);
    let a = bootstrap_ci(&x, 2000, BOOTSTRAP_SEED);
    let b = bootstrap_ci(&x, 2000, BOOTSTRAP_SEED);
    assert_eq!(bits(&a), bits(&b));
    assert_eq!((a.n, a.bootstrap_samples, a.seed), (300, 2000, BOOTSTRAP_SEED));
    let other = Resamples::new(300, 2000, BOOTSTRAP_SEED + 1).bootstrap(&x);
    let same = Resamples::new(300, 2000, BOOTSTRAP_SEED).bootstrap(&x);
    assert_ne!(other.replicates(), same.replicates());
    assert_eq!(other.mean(), same.mean());
    // The batch path is bit-identical to one series at a time, for any block position.
    let many: Vec<Vec<f64>> = (0..40).map(|s| series(300, s, 1 + s % 7)).collect();
    let refs: Vec<&[f64]> = many.iter().map(Vec::as_slice).collect();
    let resamples = Resamples::new(300, 500, 7);
    let batch = resamples.bootstrap_many(&refs);
    for (s, boot) in many.iter().zip(&batch) {
        assert_eq!(boot, &resamples.bootstrap(s));
    }
}

#[test]
fn bootstrap_pinned_values() {
    // Pins the resampling stream (ChaCha8, Lemire draws), the summation order and the quantile
    // definition: any change here changes published intervals. The values come from the
    // independent Python implementation `data/gen_resample_reference.py` (bit for bit).
    let x = [0.1, 0.73, 0.0, 1.0, 0.25, 0.333, 0.9, 0.05, 0.6, 0.42, 0.0, 0.77];
    let i = bootstrap_ci(&x, BOOTSTRAP_SAMPLES, BOOTSTRAP_SEED);
    let r = Resamples::new(12, 3, BOOTSTRAP_SEED);
    assert_eq!(
        (0..3).map(|k| r.counts(k)).collect::<Vec<_>>(),
        PINNED_COUNTS.iter().map(|c| c.to_vec()).collect::<Vec<_>>()
    );
    assert_eq!((i.mean, i.ci95_low, i.ci95_high), PINNED_INTERVAL);
}

const PINNED_COUNTS: [[u32; 12]; 3] = [
    [0, 0, 0, 1, 5, 0, 1, 4, 0, 0, 1, 0],
    [0, 0, 1, 1, 1, 4, 2, 0, 0, 0, 3, 0],
    [0, 2, 2, 0, 2, 1, 1, 0, 0, 2, 2, 0],
];
// The mean is `math.fsum(x) / 12` (Python): the observed mean's sum is correctly rounded.
const PINNED_INTERVAL: (f64, f64, f64) = (0.4294166666666666, 0.23907708333333333, 0.6338541666666664);

#[test]
fn resamples_draw_n_indices_uniformly() {
    let r = Resamples::new(50, 4000, BOOTSTRAP_SEED);
    let mut total = vec![0u64; 50];
    for k in 0..r.samples() {
        let c = r.counts(k);
        assert_eq!(c.iter().sum::<u32>(), 50);
        for (t, c) in total.iter_mut().zip(c) {
            *t += u64::from(c);
        }
    }
    // Each index is drawn 4000 times in expectation (sd ≈ 62).
    for t in total {
        assert!((3600..=4400).contains(&t), "{t}");
    }
    assert_eq!(Resamples::new(0, 5, 1).bootstrap(&[]).interval().n, 0);
}

#[test]
fn intervals_contain_the_mean() {
    for (salt, levels) in [(1, 1), (2, 3), (3, 10), (4, 1000)] {
        let x = series(1000, salt, levels);
        let i = bootstrap_ci(&x, 1000, BOOTSTRAP_SEED);
        assert!(i.ci95_low < i.mean && i.mean < i.ci95_high, "{i:?}");
        // Width near 2 · 1.96 · sd / √n.
        let sd = (x.iter().map(|v| (v - i.mean).powi(2)).sum::<f64>() / 1000.0).sqrt();
        let width = (i.ci95_high - i.ci95_low) / (2.0 * 1.96 * sd / 1000f64.sqrt());
        assert!((0.85..1.15).contains(&width), "{width}");
    }
    let constant = bootstrap_ci(&[0.25; 40], 100, 1);
    assert_eq!((constant.ci95_low, constant.ci95_high), (0.25, 0.25));
}

#[test]
fn quantiles_follow_numpy_linear() {
    // numpy.percentile(x, [2.5, 97.5]) and ([10, 60]).
    let mut x = [3.0, 1.0, 4.0, 1.0, 5.0, 9.0, 2.0, 6.0, 5.0, 3.0, 5.0];
    assert_eq!(quantile_pair(&mut x, 0.025, 0.975), (1.0, 8.25));
    let mut y = [0.1, 0.7, 0.2, 0.25, 0.9, 0.3];
    assert_eq!(quantile_pair(&mut y, 0.025, 0.975), (0.1125, 0.875));
    let mut y = [0.1, 0.7, 0.2, 0.25, 0.9, 0.3];
    // numpy's own rounding: 0.2 − (0.2 − 0.1)·0.5.
    assert_eq!(quantile_pair(&mut y, 0.1, 0.6), (0.15000000000000002, 0.3));
    let mut one = [4.0];
    assert_eq!(quantile_pair(&mut one, 0.025, 0.975), (4.0, 4.0));
}

// ------------------------------------------------------------------ paired comparisons

/// The one helper for pairs: counts, rates and whether a McNemar p-value is present.
fn check_pair(case: &str, a: &[f64], b: &[f64], counts: [usize; 4], rates: (f64, f64), mcnemar: Option<f64>) {
    let p = paired(a, b, 1000, BOOTSTRAP_SEED);
    assert_eq!([p.a_only, p.b_only, p.both, p.neither], counts, "{case}");
    assert_eq!((p.a_rate, p.b_rate), rates, "{case}");
    assert_eq!(p.delta, rates.0 - rates.1, "{case}: delta = a_rate - b_rate");
    match (p.mcnemar_exact_p, mcnemar) {
        (Some(got), Some(want)) => assert_close(case, got, want),
        (got, want) => assert_eq!(got, want, "{case}"),
    }
    assert!(p.bootstrap_ci_95[0] <= p.bootstrap_ci_95[1], "{case}");
}

#[test]
fn paired_counts_and_sign() {
    check_pair("binary", &[1., 1., 0., 0., 1.], &[0., 1., 0., 1., 1.], [1, 1, 2, 1], (0.6, 0.6), Some(1.0));
    check_pair("A always right", &[1.; 6], &[0.; 6], [6, 0, 0, 0], (1.0, 0.0), Some(0.03125));
    check_pair(
        "non-binary: ties split by zero",
        &[0.5, 0.2, 0.0, 1.0],
        &[0.5, 0.3, 0.0, 0.0],
        [1, 1, 1, 1],
        (0.425, 0.2),
        None,
    );
    check_pair("negative ties count as both", &[-0.5, 0.0], &[-0.5, 0.0], [0, 0, 1, 1], (-0.25, -0.25), None);

    let p = paired(&[1.; 6], &[0.; 6], 1000, 1);
    assert_eq!(p.bootstrap_ci_95, [1.0, 1.0]);
    let p = paired(&[0.; 6], &[1.; 6], 1000, 1);
    assert_eq!((p.delta, p.bootstrap_ci_95), (-1.0, [-1.0, -1.0]));
}

#[test]
fn paired_bootstrap_is_joint_and_reusable() {
    let a = series(1000, 11, 1);
    // B = A on 90 % of the queries: the paired interval is much narrower than unpaired ones.
    let mut b = a.clone();
    for (i, v) in b.iter_mut().enumerate() {
        if i % 10 == 0 {
            *v = 1.0;
        }
    }
    let p = paired(&a, &b, BOOTSTRAP_SAMPLES, BOOTSTRAP_SEED);
    assert!(p.bootstrap_ci_95[0] < p.delta && p.delta < p.bootstrap_ci_95[1]);
    assert!(p.bootstrap_ci_95[1] < 0.0, "B is better on every differing query: {p:?}");
    let ia = bootstrap_ci(&a, BOOTSTRAP_SAMPLES, BOOTSTRAP_SEED);
    assert!(p.bootstrap_ci_95[1] - p.bootstrap_ci_95[0] < 0.5 * (ia.ci95_high - ia.ci95_low));
    // Same numbers through the shared-resamples path.
    let r = Resamples::new(1000, BOOTSTRAP_SAMPLES, BOOTSTRAP_SEED);
    let boots = r.bootstrap_many(&[&a, &b]);
    assert_eq!(boots[0].compare(&boots[1]), p);
    assert_eq!(boots[0].interval(), ia);
    // The same through all_pairs.
    let c = r.bootstrap(&series(1000, 12, 4));
    let all = all_pairs(&[&boots[0], &boots[1], &c]);
    let order: Vec<(usize, usize)> = all.iter().map(|&(i, j, _)| (i, j)).collect();
    assert_eq!(order, [(0, 1), (0, 2), (1, 2)]);
    assert_eq!(all[0].2, p);
    assert_eq!(all[2].2, boots[1].compare(&c));
    // McNemar on the discordant counts.
    assert_eq!(p.mcnemar_exact_p, Some(mcnemar_exact_p(p.a_only as u64, p.b_only as u64)));
}

#[test]
fn published_field_names() {
    let i = bootstrap_ci(&[1.0, 0.0], 10, 3);
    let v = serde_json::to_value(&i).unwrap();
    let keys: Vec<&str> = v.as_object().unwrap().keys().map(String::as_str).collect();
    assert_eq!(keys, ["bootstrap_samples", "ci95_high", "ci95_low", "mean", "n", "seed"]);
    let p = paired(&[1.0, 0.5], &[0.0, 0.5], 10, 3);
    let v = serde_json::to_value(&p).unwrap();
    assert!(v.get("mcnemar_exact_p").is_none());
    let keys: Vec<&str> = v.as_object().unwrap().keys().map(String::as_str).collect();
    assert_eq!(keys, ["a_only", "a_rate", "b_only", "b_rate", "bootstrap_ci_95", "both", "delta", "neither"]);
    let back: Pair = serde_json::from_value(v).unwrap();
    assert_eq!(back, p);
}

// ------------------------------------------------------------------ Holm

fn check_holm(case: &str, p: &[f64], expected: &[f64]) {
    let got = holm(p);
    assert_eq!(got.len(), expected.len(), "{case}");
    for (g, e) in got.iter().zip(expected) {
        assert!(
            (g.is_nan() && e.is_nan()) || (g - e).abs() <= 1e-15,
            "{case}: got {got:?}, expected {expected:?}"
        );
    }
}

#[test]
fn holm_by_hand() {
    // Sorted: 0.005·4 = 0.02, 0.01·3 = 0.03, 0.03·2 = 0.06, 0.04·1 = 0.04 → max-accumulated 0.06.
    check_holm("textbook", &[0.01, 0.04, 0.03, 0.005], &[0.03, 0.06, 0.06, 0.02]);
    check_holm("capped at 1", &[0.5, 0.6], &[1.0, 1.0]);
    check_holm("ties", &[0.02, 0.02], &[0.04, 0.04]);
    check_holm("single", &[0.3], &[0.3]);
    check_holm("empty", &[], &[]);
    check_holm("NaN stays NaN, counts in m", &[0.01, f64::NAN, 0.2], &[0.03, f64::NAN, 0.4]);
    check_holm("zeros and ones", &[1.0, 0.0, 0.0], &[1.0, 0.0, 0.0]);
}
