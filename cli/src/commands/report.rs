//! `execretrieval stats` (intervals + pairwise tests from results/*.json) and
//! `execretrieval report` (Markdown report with SVG plots drawn with plotters).

use super::eval::summaries_from_results;
use crate::io::write_atomic;
use crate::Status;
use anyhow::{Context, Result};
use clap::Args;
use plotters::prelude::*;
use serde_json::Value;
use std::path::{Path, PathBuf};

#[derive(Args, Debug)]
pub struct StatsArgs {
    /// Results directory holding <retriever>.json files (published schema).
    #[arg(long, default_value = "results")]
    pub results: PathBuf,
    #[arg(long, default_value_t = execretrieval_core::stats::BOOTSTRAP_SAMPLES)]
    pub bootstrap_samples: usize,
    #[arg(long, default_value_t = execretrieval_core::stats::BOOTSTRAP_SEED)]
    pub seed: u64,
}

pub fn run_stats(args: StatsArgs) -> Result<Status> {
    let md = summaries_from_results(&args.results, args.bootstrap_samples, args.seed)?;
    print!("{md}");
    Ok(0)
}

#[derive(Args, Debug)]
pub struct ReportArgs {
    #[arg(long, default_value = "results")]
    pub results: PathBuf,
}

fn read(path: &Path) -> Result<Value> {
    serde_json::from_str(
        &std::fs::read_to_string(path)
            .with_context(|| format!("cannot read {} (run `execretrieval eval` first)", path.display()))?,
    )
    .with_context(|| format!("{} is not JSON", path.display()))
}

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
fn exec_curves(out: &Path, cis: &Value, models: &[String]) -> Result<()> {
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
            .map(|k| {
                let v = &cis[m][format!("exec@{k}")];
                (
                    *k as f64,
                    v["mean"].as_f64().unwrap_or(0.0),
                    v["ci95_low"].as_f64().unwrap_or(0.0),
                    v["ci95_high"].as_f64().unwrap_or(0.0),
                )
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

pub fn run_report(args: ReportArgs) -> Result<Status> {
    let dir = &args.results;
    let board = read(&dir.join("full_leaderboard.json"))?;
    let cis = read(&dir.join("confidence_intervals.json"))?;
    let an = read(&dir.join("analyses.json"))?;
    let lb_md = std::fs::read_to_string(dir.join("leaderboard.md")).unwrap_or_default();
    let models: Vec<String> = board
        .as_array()
        .map(|a| a.iter().filter_map(|m| m["model"].as_str().map(String::from)).collect())
        .unwrap_or_default();
    exec_curves(&dir.join("exec_at_k.svg"), &cis, &models)?;
    let bug_types: Vec<String> = an[&models[0]]["deception"]["per_bug_type"]
        .as_object()
        .map(|o| o.keys().cloned().collect())
        .unwrap_or_default();
    let dec: Vec<(String, Vec<f64>)> = models
        .iter()
        .map(|m| {
            (
                m.clone(),
                bug_types
                    .iter()
                    .map(|b| an[m]["deception"]["per_bug_type"][b]["rate"].as_f64().unwrap_or(0.0))
                    .collect(),
            )
        })
        .collect();
    category_lines(
        &dir.join("deception_by_bug_type.svg"),
        "deception (distractor above its canonical) by bug type",
        "rate",
        &bug_types,
        &dec,
    )?;
    let dens_cats: Vec<String> = (0..=4).map(|d| format!("{d} distractors")).collect();
    let dens: Vec<(String, Vec<f64>)> = models
        .iter()
        .map(|m| {
            (m.clone(), (0..=4).map(|d| an[m]["density"][d]["exec@1"].as_f64().unwrap_or(0.0)).collect())
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
        let a = &an[m];
        md.push_str(&format!(
            "| {m} | {} | {} | {} | {} | {} | {} |\n",
            a["rank1_misses"]["n"],
            a["rank1_misses"]["own_paired_distractor"],
            a["rank1_misses"]["other_canonical"],
            a["rank1_misses"]["other_query_distractor"],
            a["canonical_below_own_distractor"]["share"],
            a["deception"]["overall"]
        ));
    }
    // significance matrix: exec@1, exact McNemar with Holm adjustment across the whole family
    if let Ok(pw) = read(&dir.join("pairwise_tests.json")) {
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
                    match pw[format!("{x} vs {y}")]["exec@1"]["mcnemar_holm_p"].as_f64() {
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
    let domains: Vec<String> =
        an[&models[0]]["per_domain"].as_object().map(|o| o.keys().cloned().collect()).unwrap_or_default();
    for d in &domains {
        md.push_str(&format!("| {d} |"));
        for m in &models {
            md.push_str(&format!(" {:.3} |", an[m]["per_domain"][d]["exec@1"].as_f64().unwrap_or(f64::NAN)));
        }
        md.push('\n');
    }
    write_atomic(&dir.join("report.md"), md.as_bytes())?;
    println!("wrote {}", dir.join("report.md").display());
    Ok(0)
}
