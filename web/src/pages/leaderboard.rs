//! The leaderboard: a metric view per tab, sorted by a metric, each cell with its interval and
//! its significance against the best; below it the reranking table (`eval --rerank`, the rows of
//! `reranking.json` in the manifest), as `report.md` has it.

use super::fmt3;
use crate::app::Data;
use crate::model::*;
use leptos::prelude::*;
use std::collections::BTreeMap;

#[component]
pub fn LeaderboardPage(sort: Option<String>, view: Option<String>) -> impl IntoView {
    let data = expect_context::<Data>();
    move || {
        let (Some(lb), Some(pw)) = (data.leaderboard.get(), data.pairwise.get()) else {
            return view! { <p class="loading">"Loading the leaderboard…"</p> }.into_any();
        };
        let all = metric_order(lb.iter().flat_map(|r| r.metrics.keys().cloned()));
        let sort_by = sort.clone().filter(|m| all.contains(m)).unwrap_or_else(|| "exec@1".to_owned());
        let cur = view_of(view.as_deref(), &sort_by, &all);
        let metrics = view_metrics(&cur, &all);
        let rows = sort_leaderboard(&lb, &sort_by, true);
        let best: BTreeMap<String, Option<String>> =
            metrics.iter().map(|m| (m.clone(), best_for(&lb, m))).collect();
        let tabs = LEADERBOARD_VIEWS
            .iter()
            .map(|&(v, label)| {
                let keep = view_metrics(v, &all).contains(&sort_by);
                let href = Route::Leaderboard { sort: keep.then(|| sort_by.clone()), view: Some(v.to_owned()) }.to_hash();
                view! { <a href=href data-view=v class=if v == cur { "tab active" } else { "tab" }>{label}</a> }
            })
            .collect_view();
        let head = metrics
            .iter()
            .map(|m| {
                let href = Route::Leaderboard { sort: Some(m.clone()), view: Some(cur.clone()) }.to_hash();
                let cls = if *m == sort_by { "sorted" } else { "" };
                view! { <th class=cls><a href=href data-metric=m.clone()>{m.clone()}</a></th> }
            })
            .collect_view();
        let ties_col = cur == "summary";
        let body = rows
            .iter()
            .map(|r| {
                let cells = metrics
                    .iter()
                    .map(|m| {
                        let v = r.metrics.get(m).copied().unwrap_or(f64::NAN);
                        let ci = r.ci95.get(m).map(|c| format!("[{}, {}]", fmt3(c.ci95_low), fmt3(c.ci95_high))).unwrap_or_default();
                        let b = best[m].clone().unwrap_or_default();
                        let (mark, title) = if b == r.model {
                            ("★".to_owned(), "best".to_owned())
                        } else {
                            match versus_best(&pw, &b, &r.model, m) {
                                Some(t) if significantly_different(&t) => ("▼".to_owned(), format!("significantly different from {b}: Δ {:+.3}, p(Holm) {}", t.delta, t.mcnemar_holm_p.map(|p| format!("{p:.3}")).unwrap_or("–".into()))),
                                Some(t) => ("".to_owned(), format!("not significantly different from {b}: Δ {:+.3}", t.delta)),
                                None => ("".to_owned(), String::new()),
                            }
                        };
                        view! { <td title=title><span class="v">{fmt3(v)}</span>" "<span class="mark">{mark}</span><br/><span class="ci">{ci}</span></td> }
                    })
                    .collect_view();
                let ties = ties_col.then(|| view! { <td>{percent(r.tied_top10_share)}</td> });
                let href = Route::Analyses { retriever: Some(r.model.clone()) }.to_hash();
                view! { <tr class="lb-row" data-model=r.model.clone()><th><a href=href>{r.model.clone()}</a></th>{cells}{ties}</tr> }
            })
            .collect_view();
        let reranking = data.manifest.get().map(|m| reranking_table(&m.reranking));
        let ties_head = ties_col.then(|| view! { <th title="share of queries whose top 10 holds an exact score tie">"tied top-10"</th> });
        view! {
            <h1>"Leaderboard"</h1>
            <p class="note">"Mean over queries with the 95 % bootstrap interval. ★ best for the metric; ▼ significantly different from the best (paired McNemar, Holm-adjusted, or the bootstrap interval of the difference excludes 0). Click a metric to sort; the tabs show every k of one metric."</p>
            <div class="tabs" id="lb-views">{tabs}</div>
            <table id="leaderboard"><thead><tr><th>"retriever"</th>{head}{ties_head}</tr></thead><tbody>{body}</tbody></table>
            {reranking}
        }
        .into_any()
    }
}

/// Each reranked run against its first stage (nothing without `eval --rerank`): the columns of
/// `report.md`'s reranking table.
fn reranking_table(rows: &[RerankRow]) -> Option<impl IntoView> {
    if rows.is_empty() {
        return None;
    }
    let body = rows
        .iter()
        .map(|r| {
            let c = &r.change_exec_at_1;
            let recovered = match r.recovered_at_1 {
                Some(x) => format!("{} of {}", percent(Some(x)), r.queries_with_passing_candidate),
                None => "n/a".into(),
            };
            let p = c.mcnemar_exact_p.map(|p| format!("{p:.3}")).unwrap_or_else(|| "n/a".into());
            let href = Route::Analyses { retriever: Some(r.first_stage.clone()) }.to_hash();
            view! {
                <tr class="rr-row" data-model=r.model.clone() data-first-stage=r.first_stage.clone()>
                    <th><a href=href>{r.first_stage.clone()}</a></th>
                    <td>{r.reranker.clone()}</td>
                    <td>{r.depth}</td>
                    <td>{format!("{} → {}", fmt3(c.b_rate), fmt3(c.a_rate))}</td>
                    <td><span class="v">{format!("{:+.3}", c.delta)}</span><br/><span class="ci">{format!("[{:+.3}, {:+.3}]", c.bootstrap_ci_95[0], c.bootstrap_ci_95[1])}</span></td>
                    <td>{p}</td>
                    <td>{recovered}</td>
                    <td>{format!("{} ({})", fmt3(r.group_exec_at_1), fmt3(r.group_random_exec_at_1))}</td>
                </tr>
            }
        })
        .collect_view();
    Some(view! {
        <h2>"Reranking"</h2>
        <p class="note">"Each reranker over each first stage's top K (plus its ties at rank K), pointwise. Δ = reranked − first stage with the paired bootstrap 95 % interval; McNemar on the one seeded tie order. "<em>"Recovered"</em>": how often a correct snippet among the candidates reaches rank 1. The group setting orders only the query's own snippets (a random order in brackets)."</p>
        <table id="reranking"><thead><tr><th>"first stage"</th><th>"reranker"</th><th>"K"</th><th>"exec@1 first → reranked"</th><th>"Δ exec@1"</th><th>"McNemar p"</th><th>"recovered"</th><th>"group exec@1 (random)"</th></tr></thead><tbody>{body}</tbody></table>
    })
}
