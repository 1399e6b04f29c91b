//! `execretrieval report`: `report.md` with SVG plots (drawn with plotters) from the files of a
//! results directory: the leaderboard, why rank 1 is wrong, which exec@1 differences are
//! significant, deception by bug type, density, per-domain exec@1.

use anyhow::{bail, Result};
use execretrieval_core::results::{AnalysesFile, ConfidenceIntervals, Leaderboard, Pairwise};
use execretrieval_io::{read_json, read_json_if_exists, write_atomic};
use plotters::prelude::*;
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

const HINT: &str = "run `execretrieval eval` first";

const COLORS: [RGBColor; 6] = [
    RGBColor(31, 119, 180),
    RGBColor(255, 127, 14),
    RGBColor(44, 160, 44),
    RGBColor(214, 39, 40),
    RGBColor(148, 103, 189),
    RGBColor(140, 86, 75),
];

fn plot_err<E: std::fmt::Debug>(e: E) -> anyhow::Error {
    anyhow::anyhow!("plotting failed: {e:?}")
}

/// exec@k curves with 95 % interval bands.
fn exec_curves(out: &Path, cis: &ConfidenceIntervals, models: &[String]) -> Result<()> {
    let root = SVGBackend::new(out, (640, 400)).into_drawing_area();
    root.fill(&WHITE).map_err(plot_err)?;
    let mut chart = ChartBuilder::on(&root)
        .caption("exec@k with 95% bootstrap intervals", ("sans-serif", 18))
        .margin(12)
        .x_label_area_size(36)
        .y_label_area_size(44)
        .build_cartesian_2d(0.5f64..10.5f64, 0f64..1.0f64)
        .map_err(plot_err)?;
    chart.configure_mesh().x_desc("k").y_desc("exec@k").draw().map_err(plot_err)?;
    for (i, m) in models.iter().enumerate() {
        let c = COLORS[i % COLORS.len()];
        let pts: Vec<(f64, f64, f64, f64)> = [1, 3, 5, 10]
            .iter()
            .map(|k| match cis.get(m).and_then(|c| c.get(&format!("exec@{k}"))) {
                Some(v) => (*k as f64, v.mean, v.ci95_low, v.ci95_high),
                None => (*k as f64, 0.0, 0.0, 0.0),
            })
            .collect();
        let mut band: Vec<(f64, f64)> = pts.iter().map(|p| (p.0, p.3)).collect();
        band.extend(pts.iter().rev().map(|p| (p.0, p.2)));
        chart.draw_series(std::iter::once(Polygon::new(band, c.mix(0.2)))).map_err(plot_err)?;
        chart
            .draw_series(LineSeries::new(pts.iter().map(|p| (p.0, p.1)), c.stroke_width(2)))
            .map_err(plot_err)?
            .label(m.as_str())
            .legend(move |(x, y)| PathElement::new(vec![(x, y), (x + 16, y)], c.stroke_width(2)));
    }
    chart
        .configure_series_labels()
        .border_style(BLACK)
        .background_style(WHITE.mix(0.8))
        .draw()
        .map_err(plot_err)?;
    root.present().map_err(plot_err)?;
    Ok(())
}

/// A line per model over categories (deception by bug type, density).
fn category_lines(
    out: &Path,
    title: &str,
    y_desc: &str,
    cats: &[String],
    series: &[(String, Vec<f64>)],
) -> Result<()> {
    let root = SVGBackend::new(out, (720, 400)).into_drawing_area();
    root.fill(&WHITE).map_err(plot_err)?;
    let n = cats.len().max(1);
    let ymax = series.iter().flat_map(|s| s.1.iter().copied()).fold(0.0f64, f64::max).max(0.05) * 1.1;
    let mut chart = ChartBuilder::on(&root)
        .caption(title, ("sans-serif", 18))
        .margin(12)
        .x_label_area_size(60)
        .y_label_area_size(44)
        .build_cartesian_2d(-0.5f64..(n as f64 - 0.5), 0f64..ymax.min(1.05))
        .map_err(plot_err)?;
    let labels = cats.to_vec();
    chart
        .configure_mesh()
        .x_labels(n)
        .x_label_formatter(&move |x| {
            let i = x.round() as isize;
            if i >= 0 && (i as usize) < labels.len() && (x - i as f64).abs() < 1e-6 {
                labels[i as usize].clone()
            } else {
                String::new()
            }
        })
        .y_desc(y_desc)
        .draw()
        .map_err(plot_err)?;
    for (i, (name, ys)) in series.iter().enumerate() {
        let c = COLORS[i % COLORS.len()];
        chart
            .draw_series(
                LineSeries::new(ys.iter().enumerate().map(|(j, y)| (j as f64, *y)), c.stroke_width(2))
                    .point_size(3),
            )
            .map_err(plot_err)?
            .label(name.as_str())
            .legend(move |(x, y)| PathElement::new(vec![(x, y), (x + 16, y)], c.stroke_width(2)));
    }
    chart
        .configure_series_labels()
        .border_style(BLACK)
        .background_style(WHITE.mix(0.8))
        .draw()
        .map_err(plot_err)?;
    root.present().map_err(plot_err)?;
    Ok(())
}

/// A value as JSON text (`null` for `None`), as the tables print shares.
fn json_text<T: serde::Serialize>(v: &T) -> String {
    serde_json::to_string(v).unwrap_or_default()
}

/// Writes `report.md` and its three SVGs into `dir`; returns the report's path. Every file it
/// reads is named in the error when it is missing, not JSON, of the wrong shape, or does not
/// cover the leaderboard's retrievers.
pub fn write_report(dir: &Path) -> Result<PathBuf> {
    let lb_path = dir.join("full_leaderboard.json");
    let board: Leaderboard = read_json(&lb_path, HINT)?;
    let cis_path = dir.join("confidence_intervals.json");
    let cis: ConfidenceIntervals = read_json(&cis_path, HINT)?;
    let an_path = dir.join("analyses.json");
    let an: AnalysesFile = read_json(&an_path, HINT)?;
    let pw: Option<Pairwise> = read_json_if_exists(&dir.join("pairwise_tests.json"))?;
    let lb_md = std::fs::read_to_string(dir.join("leaderboard.md")).unwrap_or_default();
    let models: Vec<String> = board.iter().map(|m| m.model.clone()).collect();
    if models.is_empty() {
        bail!("{} lists no retriever ({HINT})", lb_path.display());
    }
    for m in &models {
        if !cis.contains_key(m) {
            bail!(
                "{} has no intervals of `{m}`, which {} lists ({HINT})",
                cis_path.display(),
                lb_path.display()
            );
        }
        if !an.contains_key(m) {
            bail!(
                "{} has no analyses of `{m}`, which {} lists ({HINT})",
                an_path.display(),
                lb_path.display()
            );
        }
    }
    let analyses = |m: &str| &an[m];
    exec_curves(&dir.join("exec_at_k.svg"), &cis, &models)?;
    let bug_types: Vec<String> = models
        .iter()
        .flat_map(|m| analyses(m).deception.per_bug_type.keys().cloned())
        .collect::<BTreeSet<_>>()
        .into_iter()
        .collect();
    let dec: Vec<(String, Vec<f64>)> = models
        .iter()
        .map(|m| {
            let per = &analyses(m).deception.per_bug_type;
            (m.clone(), bug_types.iter().map(|b| per.get(b).and_then(|r| r.rate).unwrap_or(0.0)).collect())
        })
        .collect();
    category_lines(
        &dir.join("deception_by_bug_type.svg"),
        "deception (distractor above its canonical) by bug type",
        "rate",
        &bug_types,
        &dec,
    )?;
    let dens_cats: Vec<String> =
        (0..=crate::analyses::DENSITY_MAX).map(|d| format!("{d} distractors")).collect();
    let dens: Vec<(String, Vec<f64>)> = models
        .iter()
        .map(|m| {
            let d = &analyses(m).density;
            let at =
                |k: usize| d.iter().find(|p| p.distractors_per_query == k).map(|p| p.exec_1).unwrap_or(0.0);
            (m.clone(), (0..=crate::analyses::DENSITY_MAX).map(at).collect())
        })
        .collect();
    category_lines(
        &dir.join("density_exec_at_1.svg"),
        "exec@1 as distractors per query are added",
        "exec@1",
        &dens_cats,
        &dens,
    )?;

    let mut md = String::from("# ExecRetrieval report\n\n## Leaderboard\n\n");
    md.push_str(&lb_md);
    md.push_str("\n![exec@k](exec_at_k.svg)\n\n## Why rank 1 is wrong\n\n| retriever | rank-1 misses | own paired distractor | other canonical | other query's distractor | canonical below an own distractor | deception |\n|---|---:|---:|---:|---:|---:|---:|\n");
    for m in &models {
        let a = analyses(m);
        md.push_str(&format!(
            "| {m} | {} | {} | {} | {} | {} | {} |\n",
            json_text(&a.rank1_misses.n),
            json_text(&a.rank1_misses.own_paired_distractor),
            json_text(&a.rank1_misses.other_canonical),
            json_text(&a.rank1_misses.other_query_distractor),
            json_text(&a.canonical_below_own_distractor.share),
            json_text(&a.deception.overall),
        ));
    }
    // significance matrix: exec@1, exact McNemar with Holm adjustment across the whole family
    if let Some(pw) = &pw {
        md.push_str("\n## Which exec@1 differences are significant\n\nHolm-adjusted exact McNemar p-values (family: every pair × binary metric); `*` marks p < 0.05.\n\n| |");
        for m in &models {
            md.push_str(&format!(" {m} |"));
        }
        md.push_str("\n|---|");
        md.push_str(&"---|".repeat(models.len()));
        md.push('\n');
        for a in &models {
            md.push_str(&format!("| {a} |"));
            for b in &models {
                let (x, y) = if a < b { (a, b) } else { (b, a) };
                let cell = if a == b {
                    "—".to_string()
                } else {
                    match pw
                        .get(&format!("{x} vs {y}"))
                        .and_then(|t| t.get("exec@1"))
                        .and_then(|t| t.mcnemar_holm_p)
                    {
                        Some(p) => format!("{}{:.3}", if p < 0.05 { "*" } else { "" }, p),
                        None => "n/a".into(),
                    }
                };
                md.push_str(&format!(" {cell} |"));
            }
            md.push('\n');
        }
    }
    md.push_str("\n![deception by bug type](deception_by_bug_type.svg)\n\n## Density\n\n![density](density_exec_at_1.svg)\n\n## Per-domain exec@1\n\n| domain |");
    for m in &models {
        md.push_str(&format!(" {m} |"));
    }
    md.push_str("\n|---|");
    md.push_str(&"---:|".repeat(models.len()));
    md.push('\n');
    let domains: BTreeSet<&String> = models.iter().flat_map(|m| analyses(m).per_domain.keys()).collect();
    for d in domains {
        md.push_str(&format!("| {d} |"));
        for m in &models {
            let v = analyses(m).per_domain.get(d).map(|x| x.exec_1).unwrap_or(f64::NAN);
            md.push_str(&format!(" {v:.3} |"));
        }
        md.push('\n');
    }
    let out = dir.join("report.md");
    write_atomic(&out, md.as_bytes())?;
    Ok(out)
}
