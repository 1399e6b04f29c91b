//! Alternating rounds of two contenders, as `bench embed` and `bench rerank` time them: ours and
//! a Python baseline on the same inputs in the same run, ours first in even rounds and theirs
//! first in odd ones, so that both see the same load; a row gives the median rate of each side
//! and the range of the per-round ratios, and the conditions (`host::timing::Conditions`, the
//! load after, both sides' thread counts) go beside the table.

use anyhow::{bail, Context, Result};
use execretrieval_host::timing::{load_1m, Conditions};
use std::path::Path;
use std::process::Command;

/// Median, minimum and maximum of a non-empty list.
pub fn median_range(v: &[f64]) -> (f64, f64, f64) {
    let mut v = v.to_vec();
    v.sort_by(f64::total_cmp);
    let n = v.len();
    let median = if n % 2 == 1 { v[n / 2] } else { (v[n / 2 - 1] + v[n / 2]) / 2.0 };
    (median, v[0], v[n - 1])
}

/// Runs a baseline script (`scripts/<script>` with `args`) under `python`; its stdout is
/// `{"seconds", "n", "threads"}`. Returns (items per second, the baseline's thread count).
pub fn time_python(python: &Path, script: &str, args: &[&std::ffi::OsStr]) -> Result<(f64, u64)> {
    let out = Command::new(python)
        .arg(Path::new(env!("CARGO_MANIFEST_DIR")).join("../scripts").join(script))
        .args(args)
        .env("HF_HUB_OFFLINE", "1")
        .output()
        .with_context(|| format!("cannot run {}", python.display()))?;
    if !out.status.success() {
        bail!("{script} failed: {}", String::from_utf8_lossy(&out.stderr));
    }
    let v: serde_json::Value =
        serde_json::from_slice(&out.stdout).with_context(|| format!("{script} printed no JSON"))?;
    Ok((
        v["n"].as_f64().unwrap_or(0.0) / v["seconds"].as_f64().unwrap_or(f64::NAN),
        v["threads"].as_u64().unwrap_or(0),
    ))
}

/// One model's rounds.
pub struct Rounds {
    ours: Vec<f64>,
    theirs: Vec<f64>,
    ratios: Vec<f64>,
    their_threads: u64,
    before: String,
}

impl Rounds {
    /// `rounds` alternating rounds of `ours` (items per second) and, when given, `theirs`
    /// (items per second, thread count).
    pub fn run(
        rounds: usize,
        mut ours: impl FnMut() -> Result<f64>,
        mut theirs: Option<impl FnMut() -> Result<(f64, u64)>>,
    ) -> Result<Rounds> {
        let mut r = Rounds {
            ours: Vec::new(),
            theirs: Vec::new(),
            ratios: Vec::new(),
            their_threads: 0,
            before: Conditions::now().to_string(),
        };
        for round in 0..rounds.max(1) {
            let (o, t) = match theirs.as_mut() {
                Some(theirs) if round % 2 == 1 => {
                    let t = theirs()?;
                    (ours()?, Some(t))
                }
                Some(theirs) => {
                    let o = ours()?;
                    (o, Some(theirs()?))
                }
                None => (ours()?, None),
            };
            r.ours.push(o);
            if let Some((t, threads)) = t {
                r.theirs.push(t);
                r.ratios.push(o / t);
                r.their_threads = threads;
            }
        }
        Ok(r)
    }

    /// The table row: `| name | ours | theirs | ratio (range) | target |`.
    pub fn row(&self, name: &str, missing: &str) -> String {
        let (o, _, _) = median_range(&self.ours);
        if self.theirs.is_empty() {
            return format!("| {name} | {o:.2} | {missing} | | |");
        }
        let (t, _, _) = median_range(&self.theirs);
        let (_, lo, hi) = median_range(&self.ratios);
        format!(
            "| {name} | {o:.2} | {t:.2} | {:.2}× (rounds {lo:.2}–{hi:.2}×) | ≥ 1.0× {} |",
            o / t,
            if o >= t { "met" } else { "NOT met" }
        )
    }

    /// The conditions before and after this model's rounds, both sides' thread counts.
    pub fn conditions(&self, name: &str) -> [String; 2] {
        [
            format!("{name}, before: {}", self.before),
            format!(
                "{name}, after: load average (1 min) {}; threads: ours {} (rayon, one batch per thread), theirs {} (torch.get_num_threads())",
                load_1m().map_or("unknown".to_string(), |l| format!("{l:.2}")),
                rayon::current_num_threads(),
                self.their_threads,
            ),
        ]
    }
}
