//! The analyses page's charts as inline SVG (`model::Frame` maps values to pixels): exec@k with
//! its interval bands, the rank-1 miss shares, grouped horizontal bars, the density curves and
//! the per-domain heat table, with their shared axes and legend.

use crate::model::*;
use leptos::prelude::*;

fn f1(x: f64) -> String {
    format!("{x:.1}")
}

/// The axes of a chart: grid lines and labels at the ticks, and the two axis titles.
fn axes(
    f: Frame,
    xticks: Vec<(f64, String)>,
    yticks: Vec<(f64, String)>,
    xtitle: &str,
    ytitle: &str,
) -> impl IntoView {
    let (x0, x1, y0, y1) = (f.left, f.w - f.right, f.top, f.h - f.bottom);
    let xt = xticks
        .into_iter()
        .map(|(v, l)| {
            let x = f.px(v);
            view! { <line x1=f1(x) y1=f1(y1) x2=f1(x) y2=f1(y1 + 5.0) stroke="#666"/><text x=f1(x) y=f1(y1 + 19.0) text-anchor="middle" font-size="13">{l}</text> }
        })
        .collect_view();
    let yt = yticks
        .into_iter()
        .map(|(v, l)| {
            let y = f.py(v);
            view! { <line x1=f1(x0) y1=f1(y) x2=f1(x1) y2=f1(y) stroke="#e4e4e4"/><text x=f1(x0 - 6.0) y=f1(y + 4.0) text-anchor="end" font-size="13">{l}</text> }
        })
        .collect_view();
    let ymid = (y0 + y1) / 2.0;
    view! {
        {yt}
        <line x1=f1(x0) y1=f1(y1) x2=f1(x1) y2=f1(y1) stroke="#666"/>
        <line x1=f1(x0) y1=f1(y0) x2=f1(x0) y2=f1(y1) stroke="#666"/>
        {xt}
        <text class="axis-title" x=f1((x0 + x1) / 2.0) y=f1(f.h - 6.0) text-anchor="middle" font-size="14">{xtitle.to_owned()}</text>
        <text class="axis-title" x="14" y=f1(ymid) text-anchor="middle" font-size="14" transform=format!("rotate(-90 14 {ymid:.1})")>{ytitle.to_owned()}</text>
    }
}

/// A legend: a swatch (a line, or a filled square) and a label per entry.
fn legend(entries: Vec<(String, String, bool)>) -> impl IntoView {
    let items = entries
        .into_iter()
        .map(|(label, c, filled)| {
            let sw = if filled {
                format!("background:{c}")
            } else {
                format!("border-top:3px solid {c}; height:0; margin-top:7px")
            };
            view! { <span class="legend-item"><span class="swatch" style=sw></span>{label}</span> }
        })
        .collect_view();
    view! { <div class="legend">{items}</div> }
}

/// exec@k curves with their 95 % bootstrap interval bands (`polygon.band`), one per retriever.
pub(crate) fn exec_chart(rows: &[LeaderboardEntry], ks: &[u32]) -> impl IntoView {
    let f = Frame {
        w: 720.0,
        h: 380.0,
        left: 72.0,
        right: 20.0,
        top: 14.0,
        bottom: 48.0,
        x: (0.5, 10.5),
        y: (0.0, 1.0),
    };
    let xs: Vec<f64> = ks.iter().map(|k| *k as f64).collect();
    let series = rows
        .iter()
        .enumerate()
        .map(|(i, r)| {
            let c = colour(i);
            let at = |k: &u32, f: fn(&Interval) -> f64| r.ci95.get(&format!("exec@{k}")).map(f);
            let mean = exec_curve(r, ks);
            let lo: Vec<f64> = ks.iter().zip(&mean).map(|(k, m)| at(k, |c| c.ci95_low).unwrap_or(*m)).collect();
            let hi: Vec<f64> = ks.iter().zip(&mean).map(|(k, m)| at(k, |c| c.ci95_high).unwrap_or(*m)).collect();
            let pts: Vec<(f64, f64)> = xs.iter().copied().zip(mean.iter().copied()).collect();
            let dots = pts
                .iter()
                .zip(ks)
                .map(|(&(x, y), k)| view! { <circle cx=f1(f.px(x)) cy=f1(f.py(y)) r="4" fill=c><title>{format!("{} exec@{k} {:.3}", r.model, y)}</title></circle> })
                .collect_view();
            view! {
                <polygon class="band" data-model=r.model.clone() points=f.band(&xs, &lo, &hi) fill=c fill-opacity="0.18" stroke="none"/>
                <polyline class="curve" data-model=r.model.clone() points=f.points(&pts) fill="none" stroke=c stroke-width="2.5"/>
                {dots}
            }
        })
        .collect_view();
    let mut keys: Vec<(String, String, bool)> =
        rows.iter().enumerate().map(|(i, r)| (r.model.clone(), colour(i).to_owned(), false)).collect();
    keys.push(("shaded: 95 % bootstrap interval".into(), "#ccc".into(), true));
    let xticks = ks.iter().map(|k| (*k as f64, k.to_string())).collect();
    view! {
        <div class="chart" id="exec-curve">
            {legend(keys)}
            <svg viewBox=format!("0 0 {} {}", f.w, f.h) width="100%" style=format!("max-width:{}px", f.w) role="img">
                {axes(f, xticks, percent_ticks(1.0), "cut-off k (ranks 1 to k)", "exec@k (% of queries)")}
                {series}
            </svg>
        </div>
    }
}

/// Horizontal bars grouped per category, a bar per retriever (`rect.bar`), the value at its end.
pub(crate) fn bar_chart(
    id: &str,
    cats: &[String],
    series: &[(String, Vec<Option<f64>>)],
    xtitle: &str,
    ytitle: &str,
) -> impl IntoView {
    let m = series.len().max(1);
    let row = (20.0 * m as f64 + 14.0).max(34.0);
    let label_w = cats.iter().map(|c| c.chars().count()).max().unwrap_or(4) as f64 * 7.2 + 40.0;
    let max = series.iter().flat_map(|s| s.1.iter().flatten()).fold(0.0f64, |a, &b| a.max(b));
    let end = percent_axis_end(max);
    let f = Frame {
        w: 820.0,
        h: row * cats.len().max(1) as f64 + 62.0,
        left: label_w,
        right: 24.0,
        top: 8.0,
        bottom: 54.0,
        x: (0.0, end),
        y: (0.0, 1.0),
    };
    let n = cats.len();
    let labels = cats
        .iter()
        .enumerate()
        .map(|(i, c)| {
            let y = f.top + row * (i as f64 + 0.5) + 4.0;
            view! { <text x=f1(f.left - 8.0) y=f1(y) text-anchor="end" font-size="13">{c.clone()}</text> }
        })
        .collect_view();
    let bars = series
        .iter()
        .enumerate()
        .flat_map(|(j, (name, vals))| {
            vals.iter().enumerate().filter_map(move |(i, v)| v.map(|v| (i, j, name.clone(), v)))
        })
        .map(|(i, j, name, v)| {
            let (x, y, w, h) = f.hbar(i, n, j, m, v);
            let cat = cats[i].clone();
            view! {
                <rect class="bar" data-model=name.clone() data-category=cat.clone() x=f1(x) y=f1(y) width=f1(w) height=f1(h) fill=colour(j)><title>{format!("{name} · {cat}: {}", percent(Some(v)))}</title></rect>
                <text x=f1(x + w + 4.0) y=f1(y + h / 2.0 + 4.0) font-size="12">{percent(Some(v))}</text>
            }
        })
        .collect_view();
    let xt = percent_ticks(end);
    let keys = series.iter().enumerate().map(|(j, (s, _))| (s.clone(), colour(j).to_owned(), true)).collect();
    view! {
        <div class="chart" id=id.to_owned()>
            {legend(keys)}
            <svg viewBox=format!("0 0 {} {:.0}", f.w, f.h) width="100%" style=format!("max-width:{}px", f.w) role="img">
                {axes(f, xt, vec![], xtitle, "")}
                <text class="axis-title" x="4" y="14" font-size="14">{ytitle.to_owned()}</text>
                {labels}{bars}
            </svg>
        </div>
    }
}

/// What rank 1 is when it fails: a stacked bar per retriever (`rect.seg`) over the three kinds.
pub(crate) fn miss_chart(rows: &[LeaderboardEntry], of: &dyn Fn(&str) -> Analyses) -> impl IntoView {
    let kinds = ["own paired distractor", "another query's canonical", "another query's distractor"];
    let labels: Vec<String> =
        rows.iter().map(|r| format!("{} ({} misses)", r.model, count(of(&r.model).rank1_misses.n))).collect();
    let label_w = labels.iter().map(|c| c.chars().count()).max().unwrap_or(4) as f64 * 7.2 + 30.0;
    let row = 44.0;
    let f = Frame {
        w: 820.0,
        h: row * rows.len().max(1) as f64 + 62.0,
        left: label_w,
        right: 24.0,
        top: 8.0,
        bottom: 54.0,
        x: (0.0, 1.0),
        y: (0.0, 1.0),
    };
    let bars = rows
        .iter()
        .zip(&labels)
        .enumerate()
        .map(|(i, (r, label))| {
            let m = of(&r.model).rank1_misses;
            let shares = [m.own_paired_distractor, m.other_canonical, m.other_query_distractor];
            let y = f.top + row * i as f64 + row * 0.15;
            let h = row * 0.7;
            let mut acc = 0.0;
            let segs = shares
                .iter()
                .enumerate()
                .map(|(k, s)| {
                    let v = s.unwrap_or(0.0);
                    let (x, w) = (f.px(acc), f.px(acc + v) - f.px(acc));
                    acc += v;
                    let text = share_of(*s, m.n);
                    let inner = (w > 60.0).then(|| view! { <text x=f1(x + w / 2.0) y=f1(y + h / 2.0 + 4.0) text-anchor="middle" font-size="12" fill="#fff">{percent(*s)}</text> });
                    view! { <rect class="seg" data-model=r.model.clone() data-kind=kinds[k] x=f1(x) y=f1(y) width=f1(w.max(0.0)) height=f1(h) fill=colour(k)><title>{format!("{}: {} {text}", r.model, kinds[k])}</title></rect>{inner} }
                })
                .collect_view();
            view! { <text x=f1(f.left - 8.0) y=f1(y + h / 2.0 + 4.0) text-anchor="end" font-size="13">{label.clone()}</text>{segs} }
        })
        .collect_view();
    let keys = kinds.iter().enumerate().map(|(k, s)| (s.to_string(), colour(k).to_owned(), true)).collect();
    view! {
        <div class="chart" id="miss-chart">
            {legend(keys)}
            <svg viewBox=format!("0 0 {} {:.0}", f.w, f.h) width="100%" style=format!("max-width:{}px", f.w) role="img">
                {axes(f, percent_ticks(1.0), vec![], "share of the retriever's rank-1 misses (%)", "")}
                {bars}
            </svg>
        </div>
    }
}

/// exec@1 over the number of own distractors kept per query.
pub(crate) fn density_chart(rows: &[LeaderboardEntry], of: &dyn Fn(&str) -> Analyses) -> impl IntoView {
    let series: Vec<(String, Vec<(f64, f64)>)> = rows
        .iter()
        .map(|r| {
            (
                r.model.clone(),
                of(&r.model).density.iter().map(|d| (d.distractors_per_query as f64, d.exec_1)).collect(),
            )
        })
        .collect();
    let dmax = series.iter().flat_map(|s| s.1.iter().map(|p| p.0)).fold(1.0f64, f64::max);
    let ymax = series.iter().flat_map(|s| s.1.iter().map(|p| p.1)).fold(0.0f64, f64::max);
    let end = percent_axis_end(ymax);
    let f = Frame {
        w: 720.0,
        h: 360.0,
        left: 72.0,
        right: 20.0,
        top: 14.0,
        bottom: 48.0,
        x: (-0.2, dmax + 0.2),
        y: (0.0, end),
    };
    let lines = series
        .iter()
        .enumerate()
        .map(|(i, (name, pts))| {
            let dots = pts.iter().map(|&(x, y)| view! { <circle cx=f1(f.px(x)) cy=f1(f.py(y)) r="4" fill=colour(i)><title>{format!("{name}: {} distractors, exec@1 {y:.3}", x)}</title></circle> }).collect_view();
            view! { <polyline class="curve" data-model=name.clone() points=f.points(pts) fill="none" stroke=colour(i) stroke-width="2.5"/>{dots} }
        })
        .collect_view();
    let xticks = (0..=dmax as usize).map(|d| (d as f64, d.to_string())).collect();
    let keys =
        series.iter().enumerate().map(|(i, (s, _))| (s.clone(), colour(i).to_owned(), false)).collect();
    view! {
        <div class="chart" id="density-chart">
            {legend(keys)}
            <svg viewBox=format!("0 0 {} {}", f.w, f.h) width="100%" style=format!("max-width:{}px", f.w) role="img">
                {axes(f, xticks, percent_ticks(end), "own distractors per query kept in the pool", "exec@1 (% of queries)")}
                {lines}
            </svg>
        </div>
    }
}

/// Per-domain exec@1 as a heat table: a cell per domain × retriever, coloured by its value.
pub(crate) fn heat_table(rows: &[LeaderboardEntry], of: &dyn Fn(&str) -> Analyses) -> impl IntoView {
    let mut domains: Vec<(String, usize)> =
        rows.iter().flat_map(|r| of(&r.model).per_domain.into_iter().map(|(d, m)| (d, m.n))).collect();
    domains.sort();
    domains.dedup_by(|a, b| a.0 == b.0);
    let max = rows
        .iter()
        .flat_map(|r| of(&r.model).per_domain.values().map(|d| d.exec_1).collect::<Vec<_>>())
        .filter(|v| v.is_finite())
        .fold(0.0f64, f64::max);
    let head = rows.iter().map(|r| view! { <th>{r.model.clone()}</th> }).collect_view();
    let body = domains
        .iter()
        .map(|(d, n)| {
            let cells = rows
                .iter()
                .map(|r| {
                    let v = of(&r.model).per_domain.get(d).map(|x| x.exec_1);
                    let (cr, cg, cb) = v.map(|v| heat_rgb(v, max)).unwrap_or((255, 255, 255));
                    let fg = if v.is_some_and(|v| max > 0.0 && v / max > 0.55) { "#fff" } else { "#111" };
                    let text = v.map(|v| format!("{v:.3}")).unwrap_or_else(|| "n/a".into());
                    view! { <td class="heat" style=format!("background:rgb({cr},{cg},{cb});color:{fg}")>{text}</td> }
                })
                .collect_view();
            view! { <tr><th>{format!("{d} ({n})")}</th>{cells}</tr> }
        })
        .collect_view();
    let scale = (0..=10)
        .map(|i| {
            let (r, g, b) = heat_rgb(max * i as f64 / 10.0, max);
            view! { <span class="scale-cell" style=format!("background:rgb({r},{g},{b})")></span> }
        })
        .collect_view();
    view! {
        <table id="domain-heat"><thead><tr><th>"domain (queries)"</th>{head}</tr></thead><tbody>{body}</tbody></table>
        <p class="note">"colour scale: exec@1 from 0 "{scale}{format!(" {max:.3}")}</p>
    }
}
