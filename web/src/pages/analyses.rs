//! The analyses: the per-retriever tables (why rank 1 is wrong; which correct snippet rank 1 is,
//! exec@k beside the canonical-ID protocol) and the charts (`charts`) over `data/analyses.json`.

use crate::app::Data;
use crate::charts::*;
use crate::model::*;
use leptos::prelude::*;

#[component]
pub fn AnalysesPage(retriever: Option<String>) -> impl IntoView {
    let data = expect_context::<Data>();
    data.need_analyses();
    move || {
        let (Some(lb), Some(an)) = (data.leaderboard.get(), data.analyses.get()) else {
            return view! { <p class="loading">"Loading the analyses…"</p> }.into_any();
        };
        let mut rows: Vec<LeaderboardEntry> = lb.to_vec();
        if let Some(r) = &retriever {
            rows.retain(|x| &x.model == r);
        }
        let ks = rows.first().map(exec_ks).unwrap_or_default();
        // a retriever missing from analyses.json shows empty series and cells
        let an2 = an.clone();
        let of = move |m: &str| an2.get(m).cloned().unwrap_or_default();
        // deception by bug type: bars per bug type, one per retriever
        let mut bug_types: Vec<String> = rows
            .iter()
            .flat_map(|r| of(&r.model).deception.per_bug_type.keys().cloned().collect::<Vec<_>>())
            .collect();
        bug_types.sort();
        bug_types.dedup();
        let cats: Vec<String> = bug_types
            .iter()
            .map(|b| {
                let n = rows
                    .iter()
                    .find_map(|r| of(&r.model).deception.per_bug_type.get(b).map(|x| x.n))
                    .unwrap_or(0);
                format!("{b} ({n} pairs)")
            })
            .collect();
        let deception: Vec<(String, Vec<Option<f64>>)> = rows
            .iter()
            .map(|r| {
                let per = of(&r.model).deception.per_bug_type;
                (r.model.clone(), bug_types.iter().map(|b| per.get(b).and_then(|x| x.rate)).collect())
            })
            .collect();
        let table = rows
            .iter()
            .map(|r| {
                let a = of(&r.model);
                let nq = a.n_queries() as f64;
                let m = &a.rank1_misses;
                view! { <tr>
                    <th><a href=Route::Analyses { retriever: Some(r.model.clone()) }.to_hash()>{r.model.clone()}</a></th>
                    <td>{format!("{} of {}", count(m.n), count(nq))}</td>
                    <td>{share_of(m.own_paired_distractor, m.n)}</td>
                    <td>{share_of(m.other_canonical, m.n)}</td>
                    <td>{share_of(m.other_query_distractor, m.n)}</td>
                    <td>{share_of(a.canonical_below_own_distractor.share, nq)}</td>
                    <td>{share_of(a.deception.overall, a.deception_pairs() as f64)}</td>
                </tr> }
            })
            .collect_view();
        let f3 = |v: Option<&f64>| decimal3(v.copied());
        let which = rows
            .iter()
            .map(|r| {
                let a = of(&r.model).implementations;
                let (c, sp, n) = (&a.canonical_id, &a.rank1, a.n as f64);
                let pairs = if a.canonical_above_other.n == 0 {
                    "n/a".to_owned()
                } else {
                    rate(&a.canonical_above_other)
                };
                view! { <tr data-model=r.model.clone()>
                    <th>{r.model.clone()}</th>
                    <td>{f3(r.metrics.get("exec@1"))}</td>
                    <td>{f3(c.get("recall@1"))}</td>
                    <td>{f3(r.metrics.get("exec@10"))}</td>
                    <td>{f3(c.get("recall@10"))}</td>
                    <td>{f3(c.get("ndcg@10"))}</td>
                    <td>{share_of(Some(sp.canonical), n)}</td>
                    <td>{share_of(Some(sp.other_correct), n)}</td>
                    <td>{share_of(Some(sp.other_passing), n)}</td>
                    <td>{share_of(Some(sp.failing), n)}</td>
                    <td>{pairs}</td>
                </tr> }
            })
            .collect_view();
        view! {
            <h1>{format!("Analyses{}", retriever.as_ref().map(|r| format!(" — {r}")).unwrap_or_default())}</h1>
            <p class="note">"Shares as percentage (count of total). Rank-1 misses are expectations over the order within exactly tied scores, so their counts can be fractional."</p>
            <table id="analyses"><thead><tr><th>"retriever"</th><th>"rank-1 misses (of queries)"</th><th>"own paired distractor"</th><th>"another query's canonical"</th><th>"another query's distractor"</th><th>"canonical below an own distractor (of queries)"</th><th>"deception (of pairs)"</th></tr></thead><tbody>{table}</tbody></table>
            <h2>"Which correct snippet: exec@k and the canonical-ID protocol"</h2>
            <p class="note">"exec@k counts any snippet that passes the query's tests; canonical recall@k counts only the canonical, and canonical nDCG@10 scores it as the only relevant snippet (the protocol of a benchmark that labels one snippet per query). With one correct snippet per query the two agree; on a release with several correct implementations per query they differ. Rank 1 as shares of the queries."</p>
            <table id="implementations"><thead><tr><th>"retriever"</th><th>"exec@1"</th><th>"canonical recall@1"</th><th>"exec@10"</th><th>"canonical recall@10"</th><th>"canonical nDCG@10"</th><th>"rank 1: the canonical"</th><th>"another correct implementation"</th><th>"another query's passing snippet"</th><th>"failing"</th><th>"canonical above another correct implementation (pairs)"</th></tr></thead><tbody>{which}</tbody></table>
            <h2>"exec@k with 95 % bootstrap intervals"</h2>{exec_chart(&rows, &ks)}
            <h2>"What rank 1 is when it fails"</h2>{miss_chart(&rows, &of)}
            <h2>"Deception by bug type: the distractor scored above its canonical"</h2>
            {bar_chart("deception-chart", &cats, &deception, "deceived (query, distractor) pairs (%)", "bug type (pairs)")}
            <h2>"exec@1 as own distractors are added to the pool (density)"</h2>{density_chart(&rows, &of)}
            <h2>"exec@1 per domain"</h2>{heat_table(&rows, &of)}
        }
        .into_any()
    }
}
