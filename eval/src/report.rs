//! `execretrieval report`: `report.md` with SVG plots (drawn with plotters) from the files of a
//! results directory: the leaderboard, why rank 1 is wrong, which correct snippet rank 1 is
//! (exec@k beside the canonical-ID protocol), which exec@1 differences are significant,
//! deception by bug type, density, per-domain exec@1.
//!
//! Every plot has a title, axis titles with their units, and a legend in a strip of its own
//! above the plot area (so it never hides data): exec@k curves with their 95 % bootstrap interval
//! bands, deception by bug type as horizontal bars grouped per bug type (one bar per retriever, the
//! labels readable at any length), the rank-1 miss attribution as one stacked bar per retriever,
//! density as lines over the number of distractors kept, per-domain exec@1 as a coloured heat
//! table. Shares print as percentages with their counts ([`execretrieval_core::display`]).

use anyhow::{bail, Result};
use execretrieval_core::display::{count, decimal3, heat_rgb, percent, rate, share_of};
use execretrieval_core::results::{
    Analyses, AnalysesFile, ConfidenceIntervals, Leaderboard, Pairwise, Reranking,
};
use execretrieval_io::{read_json, read_json_if_exists, write_atomic};
use plotters::coord::types::RangedCoordf64;
use plotters::coord::Shift;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

const HINT: &str = "run `execretrieval eval` first";

/// The plots `report` writes, in the order `report.md` shows them.
pub const PLOTS: [&str; 5] = [
    "exec_at_k.svg",
    "rank1_misses.svg",
    "deception_by_bug_type.svg",
    "density_exec_at_1.svg",
    "per_domain_exec_at_1.svg",
];

const COLORS: [RGBColor; 6] = [
    RGBColor(31, 119, 180),
    RGBColor(255, 127, 14),
    RGBColor(44, 160, 44),
    RGBColor(214, 39, 40),
    RGBColor(148, 103, 189),
    RGBColor(140, 86, 75),
];
const FONT: &str = "sans-serif";
/// Plot width in pixels: legible on a laptop screen at 100 %.
const WIDTH: u32 = 900;
const LEGEND_ROW: u32 = 26;

fn plot_err<E: std::fmt::Debug>(e: E) -> anyhow::Error {
    anyhow::anyhow!("plotting failed: {e:?}")
}

fn colour(i: usize) -> RGBColor {
    COLORS[i % COLORS.len()]
}

/// The legend strip's height for `entries` (rows of as many entries as fit in the width).
fn legend_height(entries: &[String]) -> u32 {
    let (mut rows, mut x) = (1, 0u32);
    for e in entries {
        let w = entry_width(e);
        if x > 0 && x + w > WIDTH - 40 {
            rows += 1;
            x = 0;
        }
        x += w;
    }
    rows * LEGEND_ROW + 8
}

fn entry_width(label: &str) -> u32 {
    // ≈ 8 px per character at 15 px, a 14 px swatch and gaps
    28 + 8 * label.chars().count() as u32 + 18
}

/// Draws `entries` (label, colour, filled swatch or line) left to right, wrapping, in `area`.
fn legend(area: &DrawingArea<SVGBackend, Shift>, entries: &[(String, RGBColor, bool)]) -> Result<()> {
    let (mut x, mut y) = (20i32, 6i32);
    for (label, c, filled) in entries {
        let w = entry_width(label) as i32;
        if x > 20 && x + w > WIDTH as i32 - 20 {
            x = 20;
            y += LEGEND_ROW as i32;
        }
        if *filled {
            area.draw(&Rectangle::new([(x, y + 4), (x + 14, y + 18)], c.filled())).map_err(plot_err)?;
        } else {
            area.draw(&PathElement::new(vec![(x, y + 11), (x + 18, y + 11)], c.stroke_width(3)))
                .map_err(plot_err)?;
        }
        let style = (FONT, 15).into_font().color(&BLACK).pos(Pos::new(HPos::Left, VPos::Center));
        area.draw(&Text::new(label.clone(), (x + 24, y + 11), style)).map_err(plot_err)?;
        x += w;
    }
    Ok(())
}

/// One drawing area of an SVG plot.
type Area<'a> = DrawingArea<SVGBackend<'a>, Shift>;

/// A root area of `height` plot pixels plus a title and a legend strip; returns (root, legend
/// strip, plot area).
fn canvas<'a>(
    out: &'a Path,
    title: &str,
    legend_entries: &[String],
    height: u32,
) -> Result<(Area<'a>, Area<'a>, Area<'a>)> {
    let lh = legend_height(legend_entries);
    let root = SVGBackend::new(out, (WIDTH, 40 + lh + height)).into_drawing_area();
    root.fill(&WHITE).map_err(plot_err)?;
    let root = root.titled(title, (FONT, 20)).map_err(plot_err)?;
    let (strip, plot) = root.split_vertically(lh);
    Ok((root, strip, plot))
}

/// exec@k curves with 95 % interval bands.
fn exec_curves(out: &Path, cis: &ConfidenceIntervals, models: &[String]) -> Result<()> {
    let mut entries: Vec<String> = models.to_vec();
    entries.push("shaded: 95 % bootstrap interval".into());
    let (root, strip, plot) = canvas(out, "exec@k: a passing snippet in the top k", &entries, 440)?;
    let mut chart = ChartBuilder::on(&plot)
        .margin(16)
        .x_label_area_size(48)
        .y_label_area_size(64)
        .build_cartesian_2d(0.5f64..10.5f64, 0f64..100f64)
        .map_err(plot_err)?;
    let ks = [1usize, 3, 5, 10];
    chart
        .configure_mesh()
        .x_labels(10)
        .x_label_formatter(&|x| {
            let k = x.round() as usize;
            if (x - k as f64).abs() < 1e-6 && ks.contains(&k) {
                k.to_string()
            } else {
                String::new()
            }
        })
        .y_label_formatter(&|y| format!("{y:.0} %"))
        .x_desc("cut-off k (ranks 1 to k)")
        .y_desc("exec@k (% of queries)")
        .axis_desc_style((FONT, 16))
        .label_style((FONT, 14))
        .draw()
        .map_err(plot_err)?;
    let mut keys = Vec::new();
    for (i, m) in models.iter().enumerate() {
        let c = colour(i);
        let pts: Vec<(f64, f64, f64, f64)> = ks
            .iter()
            .filter_map(|k| cis.get(m).and_then(|c| c.get(&format!("exec@{k}"))).map(|v| (*k as f64, v)))
            .map(|(k, v)| (k, v.mean * 100.0, v.ci95_low * 100.0, v.ci95_high * 100.0))
            .collect();
        let mut band: Vec<(f64, f64)> = pts.iter().map(|p| (p.0, p.3)).collect();
        band.extend(pts.iter().rev().map(|p| (p.0, p.2)));
        chart.draw_series(std::iter::once(Polygon::new(band, c.mix(0.18)))).map_err(plot_err)?;
        chart
            .draw_series(LineSeries::new(pts.iter().map(|p| (p.0, p.1)), c.stroke_width(3)))
            .map_err(plot_err)?;
        chart.draw_series(pts.iter().map(|p| Circle::new((p.0, p.1), 4, c.filled()))).map_err(plot_err)?;
        keys.push((m.clone(), c, false));
    }
    keys.push(("shaded: 95 % bootstrap interval".into(), RGBColor(200, 200, 200), true));
    legend(&strip, &keys)?;
    root.present().map_err(plot_err)?;
    Ok(())
}

/// The frame of a horizontal bar chart: one row per label, top to bottom in the given order (row
/// `i` is centred at y = `labels.len() - 1 - i`), x from 0 to `xmax` percent.
fn bar_chart<'b, 'a>(
    plot: &'b Area<'a>,
    labels: &[String],
    xmax: f64,
    x_desc: &str,
    y_desc: &str,
) -> Result<ChartContext<'b, SVGBackend<'a>, Cartesian2d<RangedCoordf64, RangedCoordf64>>> {
    let n = labels.len().max(1);
    let label_w = labels.iter().map(|c| c.chars().count()).max().unwrap_or(4) as u32 * 8 + 20;
    let mut chart = ChartBuilder::on(plot)
        .margin(16)
        .x_label_area_size(44)
        .y_label_area_size(label_w + 30)
        .build_cartesian_2d(0f64..xmax, -0.5f64..(n as f64 - 0.5))
        .map_err(plot_err)?;
    let labels = labels.to_vec();
    chart
        .configure_mesh()
        .disable_y_mesh()
        .y_labels(n)
        .y_label_formatter(&move |y| {
            let i = y.round();
            let idx = n as f64 - 1.0 - i;
            if (y - i).abs() < 1e-6 && idx >= 0.0 && (idx as usize) < labels.len() {
                labels[idx as usize].clone()
            } else {
                String::new()
            }
        })
        .x_label_formatter(&|x| format!("{x:.0} %"))
        .x_desc(x_desc)
        .y_desc(y_desc)
        .axis_desc_style((FONT, 16))
        .label_style((FONT, 14))
        .draw()
        .map_err(plot_err)?;
    Ok(chart)
}

/// Horizontal bars grouped per category (one bar per retriever), the value printed at each bar's
/// end; x in percent.
fn grouped_bars(
    out: &Path,
    title: &str,
    x_desc: &str,
    y_desc: &str,
    cats: &[String],
    series: &[(String, Vec<Option<f64>>)],
) -> Result<()> {
    let names: Vec<String> = series.iter().map(|s| s.0.clone()).collect();
    let m = series.len().max(1);
    let per_group = (22 * m as u32 + 14).max(36);
    let (root, strip, plot) = canvas(out, title, &names, cats.len().max(1) as u32 * per_group + 70)?;
    let xmax = series.iter().flat_map(|s| s.1.iter().flatten()).fold(0.0f64, |a, &b| a.max(b)) * 100.0;
    let xmax = ((xmax * 1.2 / 10.0).ceil() * 10.0).clamp(10.0, 100.0);
    let n = cats.len().max(1);
    let mut chart = bar_chart(&plot, cats, xmax, x_desc, y_desc)?;
    let band = 0.8 / m as f64;
    let mut keys = Vec::new();
    for (j, (name, vals)) in series.iter().enumerate() {
        let c = colour(j);
        for (i, v) in vals.iter().enumerate() {
            let Some(v) = v else { continue };
            let yc = (n - 1 - i) as f64 + 0.4 - band * (j as f64 + 0.5);
            let (y0, y1) = (yc - band * 0.42, yc + band * 0.42);
            chart
                .draw_series(std::iter::once(Rectangle::new([(0.0, y0), (v * 100.0, y1)], c.filled())))
                .map_err(plot_err)?;
            let style = (FONT, 13).into_font().color(&BLACK).pos(Pos::new(HPos::Left, VPos::Center));
            chart
                .draw_series(std::iter::once(Text::new(
                    percent(Some(*v)),
                    (v * 100.0 + xmax * 0.01, yc),
                    style,
                )))
                .map_err(plot_err)?;
        }
        keys.push((name.clone(), c, true));
    }
    legend(&strip, &keys)?;
    root.present().map_err(plot_err)?;
    Ok(())
}

/// What rank 1 is when it fails: one stacked bar per retriever over the three kinds of miss.
fn miss_bars(out: &Path, models: &[String], an: &AnalysesFile) -> Result<()> {
    let kinds = ["own paired distractor", "another query's canonical", "another query's distractor"];
    let keys: Vec<String> = kinds.iter().map(|k| k.to_string()).collect();
    let n = models.len().max(1);
    let (root, strip, plot) =
        canvas(out, "What rank 1 is when it fails (share of rank-1 misses)", &keys, n as u32 * 52 + 70)?;
    let labels: Vec<String> =
        models.iter().map(|m| format!("{m} ({} misses)", count(an[m].rank1_misses.n))).collect();
    let mut chart =
        bar_chart(&plot, &labels, 100.0, "share of the retriever's rank-1 misses (%)", "retriever")?;
    for (i, m) in models.iter().enumerate() {
        let r = &an[m].rank1_misses;
        let shares = [r.own_paired_distractor, r.other_canonical, r.other_query_distractor];
        let y = (n - 1 - i) as f64;
        let mut x = 0.0;
        for (k, s) in shares.iter().enumerate() {
            let w = s.unwrap_or(0.0) * 100.0;
            if w <= 0.0 {
                continue;
            }
            let c = colour(k);
            chart
                .draw_series(std::iter::once(Rectangle::new([(x, y - 0.32), (x + w, y + 0.32)], c.filled())))
                .map_err(plot_err)?;
            if w >= 9.0 {
                let style = (FONT, 13).into_font().color(&WHITE).pos(Pos::new(HPos::Center, VPos::Center));
                chart
                    .draw_series(std::iter::once(Text::new(percent(*s), (x + w / 2.0, y), style)))
                    .map_err(plot_err)?;
            }
            x += w;
        }
    }
    let entries: Vec<(String, RGBColor, bool)> =
        keys.iter().enumerate().map(|(k, l)| (l.clone(), colour(k), true)).collect();
    legend(&strip, &entries)?;
    root.present().map_err(plot_err)?;
    Ok(())
}

/// Lines over 0..=4 distractors per query (density), y in percent.
fn density_lines(out: &Path, series: &[(String, Vec<(usize, f64)>)]) -> Result<()> {
    let names: Vec<String> = series.iter().map(|s| s.0.clone()).collect();
    let (root, strip, plot) = canvas(out, "exec@1 as own distractors are added to the pool", &names, 420)?;
    let ymax = series.iter().flat_map(|s| s.1.iter().map(|p| p.1)).fold(0.0f64, f64::max) * 100.0;
    let ymax = ((ymax * 1.15 / 10.0).ceil() * 10.0).clamp(10.0, 100.0);
    let dmax = crate::analyses::DENSITY_MAX as f64;
    let mut chart = ChartBuilder::on(&plot)
        .margin(16)
        .x_label_area_size(48)
        .y_label_area_size(64)
        .build_cartesian_2d(-0.2f64..dmax + 0.2, 0f64..ymax)
        .map_err(plot_err)?;
    chart
        .configure_mesh()
        .x_labels(crate::analyses::DENSITY_MAX + 1)
        .x_label_formatter(&|x| format!("{x:.0}"))
        .y_label_formatter(&|y| format!("{y:.0} %"))
        .x_desc("own distractors per query kept in the pool")
        .y_desc("exec@1 (% of queries)")
        .axis_desc_style((FONT, 16))
        .label_style((FONT, 14))
        .draw()
        .map_err(plot_err)?;
    let mut keys = Vec::new();
    for (i, (name, pts)) in series.iter().enumerate() {
        let c = colour(i);
        let pts: Vec<(f64, f64)> = pts.iter().map(|(d, v)| (*d as f64, v * 100.0)).collect();
        chart.draw_series(LineSeries::new(pts.iter().copied(), c.stroke_width(3))).map_err(plot_err)?;
        chart.draw_series(pts.iter().map(|p| Circle::new(*p, 4, c.filled()))).map_err(plot_err)?;
        keys.push((name.clone(), c, false));
    }
    legend(&strip, &keys)?;
    root.present().map_err(plot_err)?;
    Ok(())
}

/// Per-domain exec@1 as a heat table: a row per domain (with its query count), a column per
/// retriever, each cell coloured by its value and labelled with it; a colour scale below.
fn heat_table(out: &Path, models: &[String], domains: &[String], an: &AnalysesFile) -> Result<()> {
    let row_h = 30i32;
    let label_w = domains.iter().map(|d| d.chars().count() + 10).max().unwrap_or(10) as i32 * 8 + 24;
    let col_w = ((WIDTH as i32 - label_w - 40) / models.len().max(1) as i32).min(220);
    let header = 64i32;
    let height = header + row_h * domains.len() as i32 + 90;
    let root = SVGBackend::new(out, (WIDTH, 40 + height as u32)).into_drawing_area();
    root.fill(&WHITE).map_err(plot_err)?;
    let root = root.titled("exec@1 per domain (darker = higher)", (FONT, 20)).map_err(plot_err)?;
    let max = models
        .iter()
        .flat_map(|m| an[m].per_domain.values().map(|d| d.exec_1))
        .filter(|v| v.is_finite())
        .fold(0.0f64, f64::max)
        .max(1e-9);
    let center = |c: &RGBColor| (FONT, 14).into_font().color(c).pos(Pos::new(HPos::Center, VPos::Center));
    let left = (FONT, 14).into_font().color(&BLACK).pos(Pos::new(HPos::Left, VPos::Center));
    let bold = (FONT, 15).into_font().style(FontStyle::Bold);
    root.draw(&Text::new(
        "domain (queries)",
        (12, header - 20),
        bold.clone().color(&BLACK).pos(Pos::new(HPos::Left, VPos::Center)),
    ))
    .map_err(plot_err)?;
    root.draw(&Text::new(
        "retriever",
        (label_w + col_w * models.len() as i32 / 2, 10),
        bold.clone().color(&BLACK).pos(Pos::new(HPos::Center, VPos::Center)),
    ))
    .map_err(plot_err)?;
    for (j, m) in models.iter().enumerate() {
        let x = label_w + col_w * j as i32 + col_w / 2;
        root.draw(&Text::new(m.clone(), (x, header - 20), center(&BLACK))).map_err(plot_err)?;
    }
    for (i, d) in domains.iter().enumerate() {
        let y = header + row_h * i as i32;
        let nq = models.iter().find_map(|m| an[m].per_domain.get(d)).map(|x| x.n).unwrap_or(0);
        root.draw(&Text::new(format!("{d} ({nq})"), (12, y + row_h / 2), left.clone())).map_err(plot_err)?;
        for (j, m) in models.iter().enumerate() {
            let x = label_w + col_w * j as i32;
            let v = an[m].per_domain.get(d).map(|x| x.exec_1);
            let (r, g, b) = v.map(|v| heat_rgb(v, max)).unwrap_or((255, 255, 255));
            root.draw(&Rectangle::new([(x, y), (x + col_w - 2, y + row_h - 2)], RGBColor(r, g, b).filled()))
                .map_err(plot_err)?;
            let dark = v.is_some_and(|v| v / max > 0.55);
            let text = v.map(|v| format!("{v:.3}")).unwrap_or_else(|| "n/a".into());
            root.draw(&Text::new(
                text,
                (x + col_w / 2, y + row_h / 2),
                center(if dark { &WHITE } else { &BLACK }),
            ))
            .map_err(plot_err)?;
        }
    }
    // the colour scale
    let y = header + row_h * domains.len() as i32 + 24;
    let (x0, w) = (label_w, (col_w * models.len() as i32).clamp(200, 500));
    let steps = 50;
    for s in 0..steps {
        let (r, g, b) = heat_rgb(max * s as f64 / (steps - 1) as f64, max);
        let xa = x0 + w * s / steps;
        root.draw(&Rectangle::new([(xa, y), (x0 + w * (s + 1) / steps, y + 14)], RGBColor(r, g, b).filled()))
            .map_err(plot_err)?;
    }
    root.draw(&Rectangle::new([(x0, y), (x0 + w, y + 14)], BLACK.stroke_width(1))).map_err(plot_err)?;
    root.draw(&Text::new("colour scale: exec@1 (share of the domain's queries)", (12, y + 36), left.clone()))
        .map_err(plot_err)?;
    root.draw(&Text::new("0", (x0, y + 22), center(&BLACK))).map_err(plot_err)?;
    root.draw(&Text::new(format!("{max:.3}"), (x0 + w, y + 22), center(&BLACK))).map_err(plot_err)?;
    root.present().map_err(plot_err)?;
    Ok(())
}

/// Writes `report.md` and its SVGs ([`PLOTS`]) into `dir`; returns the report's path. Every file
/// it reads is named in the error when it is missing, not JSON, of the wrong shape, or does not
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
    let analyses = |m: &str| -> &Analyses { &an[m] };
    exec_curves(&dir.join("exec_at_k.svg"), &cis, &models)?;
    miss_bars(&dir.join("rank1_misses.svg"), &models, &an)?;
    let bug_types: Vec<String> = models
        .iter()
        .flat_map(|m| analyses(m).deception.per_bug_type.keys().cloned())
        .collect::<BTreeSet<_>>()
        .into_iter()
        .collect();
    let bug_labels: Vec<String> = bug_types
        .iter()
        .map(|b| {
            let n = models.iter().find_map(|m| analyses(m).deception.per_bug_type.get(b)).map(|r| r.n);
            format!("{b} ({} pairs)", n.unwrap_or(0))
        })
        .collect();
    let dec: Vec<(String, Vec<Option<f64>>)> = models
        .iter()
        .map(|m| {
            let per = &analyses(m).deception.per_bug_type;
            (m.clone(), bug_types.iter().map(|b| per.get(b).and_then(|r| r.rate)).collect())
        })
        .collect();
    grouped_bars(
        &dir.join("deception_by_bug_type.svg"),
        "Deception by bug type: the distractor scored above its canonical",
        "deceived (query, distractor) pairs (%)",
        "bug type (pairs)",
        &bug_labels,
        &dec,
    )?;
    let dens: Vec<(String, Vec<(usize, f64)>)> = models
        .iter()
        .map(|m| {
            (m.clone(), analyses(m).density.iter().map(|p| (p.distractors_per_query, p.exec_1)).collect())
        })
        .collect();
    density_lines(&dir.join("density_exec_at_1.svg"), &dens)?;
    let domains: Vec<String> = models
        .iter()
        .flat_map(|m| analyses(m).per_domain.keys().cloned())
        .collect::<BTreeSet<_>>()
        .into_iter()
        .collect();
    heat_table(&dir.join("per_domain_exec_at_1.svg"), &models, &domains, &an)?;

    let mut md = String::from("# ExecRetrieval report\n\n## Leaderboard\n\n");
    md.push_str(&lb_md);
    md.push_str("\n![exec@k with 95 % intervals](exec_at_k.svg)\n\n## Why rank 1 is wrong\n\n");
    md.push_str("Rank-1 misses are expectations over the order within exactly tied scores, so their counts can be fractional. Shares: percentage (count of total).\n\n");
    md.push_str("| retriever | rank-1 misses (of queries) | own paired distractor | another query's canonical | another query's distractor | canonical below an own distractor (of queries) | deception (of pairs) |\n|---|---:|---:|---:|---:|---:|---:|\n");
    for m in &models {
        md.push_str(&miss_row(m, analyses(m)));
        md.push('\n');
    }
    md.push_str("\n![rank-1 miss attribution](rank1_misses.svg)\n");
    md.push_str(&implementations_md(&board, &an));
    // reranking: each (first stage, reranker) of `eval --rerank` against its first stage
    let rr: Option<Reranking> = read_json_if_exists(&dir.join("reranking.json"))?;
    if let Some(rows) = rr.filter(|r| !r.is_empty()) {
        md.push_str("\n## Reranking\n\nEach reranker over each first stage's top K (plus its ties at rank K), pointwise; Δ = reranked − first stage (paired bootstrap 95 % interval; exact McNemar on the one seeded tie order); the group setting orders only the query's own snippets (random in brackets).\n\n");
        md.push_str(&crate::rerank::markdown(&rows));
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
    md.push_str("\n## Deception by bug type\n\n| bug type |");
    for m in &models {
        md.push_str(&format!(" {m} |"));
    }
    md.push_str("\n|---|");
    md.push_str(&"---:|".repeat(models.len()));
    md.push('\n');
    for b in &bug_types {
        md.push_str(&format!("| {b} |"));
        for m in &models {
            let cell = analyses(m).deception.per_bug_type.get(b).map(rate).unwrap_or_else(|| "n/a".into());
            md.push_str(&format!(" {cell} |"));
        }
        md.push('\n');
    }
    md.push_str("\n![deception by bug type](deception_by_bug_type.svg)\n\n## Density\n\n![density](density_exec_at_1.svg)\n\n## Per-domain exec@1\n\n![per-domain exec@1](per_domain_exec_at_1.svg)\n\n| domain | queries |");
    for m in &models {
        md.push_str(&format!(" {m} |"));
    }
    md.push_str("\n|---|---:|");
    md.push_str(&"---:|".repeat(models.len()));
    md.push('\n');
    for d in &domains {
        let nq = models.iter().find_map(|m| analyses(m).per_domain.get(d)).map(|x| x.n).unwrap_or(0);
        md.push_str(&format!("| {d} | {nq} |"));
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

/// The report's "Which correct snippet" section: exec@k (any snippet that passes) beside the
/// canonical-ID protocol (the canonical alone relevant), what rank 1 is, and the canonical against
/// the query's other correct implementations, overall and per rewrite kind.
pub fn implementations_md(board: &Leaderboard, an: &AnalysesFile) -> String {
    let mut md = String::from("\n## Which correct snippet: exec@k and the canonical-ID protocol\n\n");
    md.push_str("exec@k counts any snippet that passes the query's tests; canonical recall@k counts only the canonical (the protocol of a benchmark that labels one snippet per query), and canonical nDCG@10 scores it as the only relevant snippet. Rank 1 as shares of the queries (expected over tied orders).\n\n");
    md.push_str("| retriever | exec@1 | canonical recall@1 | exec@10 | canonical recall@10 | nDCG@10 | canonical nDCG@10 | rank 1: canonical | another correct implementation | another query's passing snippet | failing | canonical above another correct implementation (pairs) |\n|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n");
    let f3 = decimal3;
    for row in board {
        let Some(a) = an.get(&row.model).map(|a| &a.implementations) else { continue };
        let (m, c, sp) = (&row.metrics, &a.canonical_id, &a.rank1);
        let n = a.n as f64;
        let pairs = if a.canonical_above_other.n == 0 {
            "n/a (one correct snippet per query)".to_owned()
        } else {
            rate(&a.canonical_above_other)
        };
        md.push_str(&format!(
            "| {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {pairs} |\n",
            row.model,
            f3(m.get("exec@1").copied()),
            f3(c.get("recall@1").copied()),
            f3(m.get("exec@10").copied()),
            f3(c.get("recall@10").copied()),
            f3(m.get("ndcg@10").copied()),
            f3(c.get("ndcg@10").copied()),
            share_of(Some(sp.canonical), n),
            share_of(Some(sp.other_correct), n),
            share_of(Some(sp.other_passing), n),
            share_of(Some(sp.failing), n),
        ));
    }
    let kinds: BTreeSet<&String> = board
        .iter()
        .filter_map(|r| an.get(&r.model))
        .flat_map(|a| a.implementations.canonical_above_other_by_rewrite_kind.keys())
        .collect();
    if !kinds.is_empty() {
        md.push_str("\nThe canonical above the rewrite, per rewrite kind the rewrite uses (a tie counts half; a pair counts once per kind it uses):\n\n| rewrite kind |");
        for r in board {
            md.push_str(&format!(" {} |", r.model));
        }
        md.push_str("\n|---|");
        md.push_str(&"---:|".repeat(board.len()));
        md.push('\n');
        for k in kinds {
            md.push_str(&format!("| {k} |"));
            for r in board {
                let cell = an
                    .get(&r.model)
                    .and_then(|a| a.implementations.canonical_above_other_by_rewrite_kind.get(k));
                md.push_str(&format!(" {} |", cell.map(rate).unwrap_or_else(|| "n/a".into())));
            }
            md.push('\n');
        }
    }
    md
}

/// One row of the report's "Why rank 1 is wrong" table.
pub fn miss_row(model: &str, a: &Analyses) -> String {
    let [n, nq, own, canonical, other, below, deception] = crate::summary::analyses_figures(a);
    format!("| {model} | {n} of {nq} | {own} | {canonical} | {other} | {below} | {deception} |")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn legend_wraps_into_rows() {
        assert_eq!(legend_height(&["bm25".into()]), LEGEND_ROW + 8);
        let many: Vec<String> = (0..12).map(|i| format!("retriever-number-{i}")).collect();
        assert!(legend_height(&many) >= 3 * LEGEND_ROW + 8);
    }
}
