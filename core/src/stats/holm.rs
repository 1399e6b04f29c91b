//! The Holm–Bonferroni adjustment of a family of p-values.

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
