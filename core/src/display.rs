//! How shares and counts are shown to a reader (the run summary, `report.md`, the viewer): a
//! percentage with one decimal and the count it is a share of, e.g. `58.3 % (515 of 884)`.
//! Counts that are expectations over a tie order (rank-1 misses) are fractional and print with
//! one decimal (`66.3 % (565.6 of 852.6)`); whole counts print as integers.

use crate::results::{Analyses, Rate};

/// A count: an integer when it is one (to 0.05), else with one decimal.
pub fn count(x: f64) -> String {
    if !x.is_finite() {
        return "n/a".into();
    }
    let r = (x * 10.0).round() / 10.0;
    if r.fract() == 0.0 {
        format!("{r:.0}")
    } else {
        format!("{r:.1}")
    }
}

/// A metric with three decimals (`0.425`); `n/a` without a finite value (the report's and the
/// viewer's "Which correct snippet" tables).
pub fn decimal3(v: Option<f64>) -> String {
    match v {
        Some(v) if v.is_finite() => format!("{v:.3}"),
        _ => "n/a".into(),
    }
}

/// A share in [0, 1] as a percentage with one decimal (`58.3 %`); `n/a` without a value.
pub fn percent(share: Option<f64>) -> String {
    match share {
        Some(s) if s.is_finite() => format!("{:.1} %", s * 100.0),
        _ => "n/a".into(),
    }
}

/// `share` of `total` as `58.3 % (515 of 884)`; the count is `share × total`.
pub fn share_of(share: Option<f64>, total: f64) -> String {
    let part = share.map(|s| count(s * total)).unwrap_or_else(|| "0".into());
    format!("{} ({part} of {})", percent(share), count(total))
}

/// A [`Rate`] (a share of its `n`) as `12.2 % (488 of 3996)`.
pub fn rate(r: &Rate) -> String {
    share_of(r.rate, r.n as f64)
}

/// The heat colour of `v` on a scale from 0 to `max`: white to dark blue (the per-domain heat
/// table of `report.md` and the viewer).
pub fn heat_rgb(v: f64, max: f64) -> (u8, u8, u8) {
    let t = if max > 0.0 && v.is_finite() { (v / max).clamp(0.0, 1.0) } else { 0.0 };
    let mix = |a: f64, b: f64| (a + (b - a) * t).round() as u8;
    (mix(247.0, 8.0), mix(251.0, 69.0), mix(255.0, 148.0))
}

impl Analyses {
    /// The queries the analyses cover (the sum over the domains).
    pub fn n_queries(&self) -> usize {
        self.per_domain.values().map(|d| d.n).sum()
    }
    /// The (query, own distractor) pairs deception is a share of (the sum over the bug types).
    pub fn deception_pairs(&self) -> usize {
        self.deception.per_bug_type.values().map(|r| r.n).sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shares_print_as_percentages_with_their_counts() {
        assert_eq!(share_of(Some(0.582579), 884.0), "58.3 % (515 of 884)");
        // a share rounded to 6 decimals still gives the whole count it came from
        assert_eq!(share_of(Some(0.375375), 999.0), "37.5 % (375 of 999)");
        assert_eq!(share_of(Some(0.122122), 3996.0), "12.2 % (488 of 3996)");
        // expected counts (over a tie order) keep one decimal
        assert_eq!(share_of(Some(0.663376), 852.583), "66.3 % (565.6 of 852.6)");
        assert_eq!(share_of(Some(1.0), 3.0), "100.0 % (3 of 3)");
        assert_eq!(share_of(None, 0.0), "n/a (0 of 0)");
        assert_eq!(rate(&Rate { n: 270, rate: Some(0.511111) }), "51.1 % (138 of 270)");
        assert_eq!(heat_rgb(0.0, 0.2), (247, 251, 255));
        assert_eq!(heat_rgb(0.2, 0.2), (8, 69, 148));
        assert_eq!(heat_rgb(0.5, 0.2), (8, 69, 148));
        assert_eq!(heat_rgb(0.1, 0.0), (247, 251, 255));
        assert_eq!(
            (count(2.417), count(900.8), count(f64::NAN)),
            ("2.4".into(), "900.8".into(), "n/a".into())
        );
    }
}
