//! A query's page: its top 10 per retriever with the recorded outcomes (a reranked run's next to
//! its first stage's), the rank-1 miss explained, the canonical and its distractors with the edit highlighted, and a replay of each
//! snippet in the worker (`Replay`).

use super::fmt3;
use crate::app::Data;
use crate::model::*;
use crate::replay::{self, TestResult};
use leptos::prelude::*;
use leptos::task::spawn_local;
use std::collections::BTreeMap;

fn outcome_chip(o: &Outcome) -> (&'static str, &'static str) {
    match o {
        Outcome::Pass => ("o pass", "✓"),
        Outcome::Timeout => ("o timeout", "⧗"),
        Outcome::Fail(_) => ("o fail", "✗"),
        Outcome::Error(_) => ("o err", "✗"),
    }
}

fn outcome_chips(outcomes: &[Outcome]) -> impl IntoView {
    outcomes
        .iter()
        .enumerate()
        .map(|(i, o)| {
            let (class, mark) = outcome_chip(o);
            view! { <span class=class title=format!("test {}: {o}", i + 1)>{mark}</span> }
        })
        .collect_view()
}

/// Replays one snippet against the query's suite and compares with `recorded`.
#[component]
fn Replay(code: String, tests: Vec<String>, recorded: Vec<Outcome>, corpus_id: String) -> impl IntoView {
    let state: RwSignal<Option<Result<Vec<TestResult>, String>>> = RwSignal::new(None);
    let running = RwSignal::new(false);
    let progress = RwSignal::new(Vec::<TestResult>::new());
    let rec = recorded.clone();
    let run = move |_| {
        if running.get_untracked() {
            return;
        }
        running.set(true);
        progress.set(Vec::new());
        let (code, tests) = (code.clone(), tests.clone());
        spawn_local(async move {
            let r = replay::replay_suite(&code, &tests, |_, t| progress.update(|p| p.push(t.clone()))).await;
            state.set(Some(r));
            running.set(false);
        });
    };
    view! {
        <span class="replay" data-corpus=corpus_id>
            <button class="replay-btn" on:click=run disabled=move || running.get()>{move || if running.get() { format!("running {}/{}…", progress.with(Vec::len), rec.len()) } else { "Replay".to_owned() }}</button>
            {move || state.get().map(|r| match r {
                Err(e) => view! { <span class="verdict" data-verdict="error">{format!("error: {e}")}</span> }.into_any(),
                Ok(res) => {
                    let outs: Vec<Outcome> = res.iter().map(|t| parse_outcome(&t.outcome)).collect();
                    let v = verdict(&recorded, &outs);
                    let ms: f64 = res.iter().map(|t| t.ms).sum();
                    let (tag, label) = match v { ReplayVerdict::Verified => ("verified", "verified"), ReplayVerdict::Mismatched => ("mismatched", "MISMATCHED") };
                    view! {
                        <span class=format!("verdict {tag}") data-verdict=tag data-outcomes=serde_json::to_string(&outs).unwrap()>
                            {label}" "{outcome_chips(&outs)}<span class="ms">{format!(" {ms:.0} ms")}</span>
                        </span>
                    }.into_any()
                }
            })}
        </span>
    }
}

#[component]
fn Code(segments: Vec<Segment>) -> impl IntoView {
    let parts = segments
        .into_iter()
        .map(|s| {
            if s.marked {
                view! { <mark>{s.text}</mark> }.into_any()
            } else {
                view! { <span>{s.text}</span> }.into_any()
            }
        })
        .collect_view();
    view! { <pre class="code">{parts}</pre> }
}

#[component]
pub fn QueryPage(id: String, retriever: Option<String>) -> impl IntoView {
    let data = expect_context::<Data>();
    data.need_query_page(id.clone());
    // start the Python worker in the background: the replay buttons are on this page
    spawn_local(async {
        let _ = replay::warm_up().await;
    });
    move || {
        let page = data.pages.with(|p| p.get(&id).cloned());
        let (Some(page), Some(m)) = (page, data.manifest.get()) else {
            return view! { <p class="loading">"Loading the query…"</p> }.into_any();
        };
        let Ok(page) = page else {
            return view! { <p class="error">{format!("no query {id}")}</p> }.into_any();
        };
        let (ix, verify) = (page.index.clone(), &page.verify);
        let Some(q) = ix.query(&id).cloned() else {
            return view! { <p class="error">{format!("no query {id}")}</p> }.into_any();
        };
        // the page file holds this query's verify rows only
        let recorded: BTreeMap<&str, &Vec<Outcome>> =
            verify.iter().map(|p| (p.corpus_id.as_str(), &p.outcomes)).collect();
        let r = retriever.clone().or_else(|| m.retrievers.first().cloned()).unwrap_or_default();
        let tabs = m
            .retrievers
            .iter()
            .map(|x| {
                let href = Route::Query { id: q.query_id.clone(), retriever: Some(x.clone()) }.to_hash();
                view! { <a href=href class=if *x == r { "tab active" } else { "tab" }>{x.clone()}</a> }
            })
            .collect_view();
        let tests = q
            .test_suite
            .iter()
            .enumerate()
            .map(|(i, t)| view! { <li><code>{format!("{}. {t}", i + 1)}</code></li> })
            .collect_view();
        let (ix2, q2, r2, page2, m2) = (ix.clone(), q.clone(), r.clone(), page.clone(), m.clone());
        let hits = move || {
            let Some(qr) = page2.results.get(&r2) else {
                return view! { <p>"This retriever has no results for this query."</p> }.into_any();
            };
            let rows = qr
                .top_results
                .iter()
                .map(|h| {
                    let code = ix2.code(&h.corpus_id).map(|c| c.code.clone()).unwrap_or_default();
                    let own = q2.correct_corpus_ids.contains(&h.corpus_id) || q2.paired_distractor_corpus_ids.contains(&h.corpus_id);
                    let desc = ix2.distractor(&h.corpus_id).map(|d| d.bug_description.clone()).unwrap_or_default();
                    view! {
                        <tr data-corpus=h.corpus_id.clone() data-label=h.label.as_str() data-outcomes=serde_json::to_string(&h.test_results).unwrap()>
                            <td>{h.rank}</td>
                            <td><code>{h.corpus_id.clone()}</code>{if own { "" } else { " (other query)" }}</td>
                            <td class=format!("label {}", h.label.as_str())>{h.label.as_str()}</td>
                            <td title=desc>{h.bug_type.clone().unwrap_or_else(|| "—".into())}</td>
                            <td>{format!("{:.4}", h.similarity)}</td>
                            <td>{outcome_chips(&h.test_results)}</td>
                            <td><Replay code=code tests=q2.test_suite.clone() recorded=h.test_results.clone() corpus_id=h.corpus_id.clone()/></td>
                        </tr>
                    }
                })
                .collect_view();
            let explain = explain_rank1(&ix2, &q2, qr).map(|e| {
                let link = e.link.clone().map(|(text, l)| match l {
                    MissLink::Diff(c) => {
                        let target = format!("pair-{c}");
                        let t2 = target.clone();
                        let here = Route::Query { id: q2.query_id.clone(), retriever: Some(r2.clone()) }.to_hash();
                        let go = move |ev: web_sys::MouseEvent| {
                            ev.prevent_default();
                            if let Some(el) = web_sys::window().and_then(|w| w.document()).and_then(|d| d.get_element_by_id(&t2)) {
                                el.scroll_into_view();
                                let _ = el.class_list().add_1("focus");
                            }
                        };
                        view! { <a class="miss-link" href=here data-target=target on:click=go>{text}</a> }.into_any()
                    }
                    MissLink::Query(qid) => {
                        let href = Route::Query { id: qid, retriever: Some(r2.clone()) }.to_hash();
                        view! { <a class="miss-link" href=href>{text}</a> }.into_any()
                    }
                });
                view! { <p id="miss-explanation" class=format!("explain {}", e.kind.as_str()) data-kind=e.kind.as_str() data-corpus=e.corpus_id.clone()>{e.text.clone()}" "{link}</p> }
            });
            let metrics = ["exec@1", "exec@10", "ndcg@10"]
                .iter()
                .map(|k| format!("{k} {}", qr.metrics.get(*k).map(|v| fmt3(*v)).unwrap_or_default()))
                .collect::<Vec<_>>()
                .join(" · ");
            let compare = rerank_compare(&m2, &page2, &r2, qr);
            view! {
                {explain}
                <p class="note">{metrics}</p>
                {compare}
                <table id="query-hits"><thead><tr><th>"rank"</th><th>"corpus id"</th><th>"label"</th><th>"bug type"</th><th>"similarity"</th><th>"recorded outcomes"</th><th>"replay in this browser"</th></tr></thead><tbody>{rows}</tbody></table>
            }
            .into_any()
        };
        let canonical = q.correct_corpus_ids.first().and_then(|c| ix.code(c)).cloned();
        let pairs = q
            .paired_distractor_corpus_ids
            .iter()
            .filter_map(|d| ix.code(d).map(|c| (c.clone(), ix.distractor(d).cloned())))
            .map(|(c, meta)| {
                let canon = canonical.as_ref().map(|c| c.code.clone()).unwrap_or_default();
                let (a, b) = edit_segments(&canon, &c.code, meta.as_ref().and_then(|m| m.location.as_ref()));
                let rec: Vec<Outcome> = recorded.get(c.corpus_id.as_str()).map(|v| (*v).clone()).unwrap_or_default();
                let canon_id = canonical.as_ref().map(|c| c.corpus_id.clone()).unwrap_or_default();
                view! {
                    <section class="pair" id=format!("pair-{}", c.corpus_id) data-corpus=c.corpus_id.clone()>
                        <h3>{format!("{} — {}", c.corpus_id, meta.as_ref().map(edit_label).unwrap_or_default())}</h3>
                        <p class="note">{meta.as_ref().map(|m| m.bug_description.clone()).unwrap_or_default()}</p>
                        <div class="side">
                            <div><h4>{format!("canonical {canon_id}")}</h4><Code segments=a/></div>
                            <div><h4>{format!("distractor {}", c.corpus_id)}</h4><Code segments=b/>
                                <p>"recorded: "{outcome_chips(&rec)}" "<Replay code=c.code.clone() tests=q.test_suite.clone() recorded=rec.clone() corpus_id=c.corpus_id.clone()/></p>
                            </div>
                        </div>
                    </section>
                }
            })
            .collect_view();
        view! {
            <h1 id="query-title">{format!("{} · {}", q.query_id, q.function_name)}</h1>
            <p class="note">{format!("domain: {}", q.domain)}</p>
            <pre class="query">{q.query.clone()}</pre>
            <details><summary>{format!("{} tests", q.test_suite.len())}</summary><ol class="tests">{tests}</ol></details>
            <h2>"Top 10"</h2>
            <div class="tabs">{tabs}</div>
            {hits}
            <h2>"Canonical and distractors (the single edit highlighted)"</h2>
            {pairs}
        }
        .into_any()
    }
}

/// A distractor's heading: the paper's bug type, then the precise mutation operator and, for an
/// edit of an unnatural family, that family (`off_by_one (constant_plus_one)`).
fn edit_label(m: &DistractorRecord) -> String {
    let detail: Vec<&str> =
        [m.mutation_operator.as_deref(), m.unnatural_family.as_deref()].into_iter().flatten().collect();
    if detail.is_empty() {
        m.bug_type.clone()
    } else {
        format!("{} ({})", m.bug_type, detail.join(", "))
    }
}

/// For a reranked run (`<first stage>+<reranker>`, a row of the manifest's `reranking`): its top
/// 10 next to the first stage's, each reranked snippet with the rank it had in the first stage.
fn rerank_compare(
    m: &Manifest,
    page: &QueryPageData,
    r: &str,
    reranked: &QueryResult,
) -> Option<impl IntoView> {
    let row = m.reranking.iter().find(|x| x.model == r)?;
    let first = page.results.get(&row.first_stage)?;
    let cell = |h: Option<&Hit>, was: Option<String>| {
        match h {
        Some(h) => view! {
            <td data-corpus=h.corpus_id.clone()><code>{h.corpus_id.clone()}</code>" "<span class=format!("label {}", h.label.as_str())>{h.label.as_str()}</span>{was.map(|w| view! { <span class="ci">{format!(" {w}")}</span> })}</td>
        }
        .into_any(),
        None => view! { <td></td> }.into_any(),
    }
    };
    let n = first.top_results.len().max(reranked.top_results.len());
    let rows = (0..n)
        .map(|i| {
            let a = first.top_results.get(i);
            let b = reranked.top_results.get(i);
            let was = b.map(|b| match first.top_results.iter().find(|h| h.corpus_id == b.corpus_id) {
                Some(h) if h.rank == b.rank => "(same)".to_owned(),
                Some(h) => format!("(was {})", h.rank),
                None => "(below the first stage's top 10)".to_owned(),
            });
            view! { <tr><td>{i + 1}</td>{cell(a, None)}{cell(b, was)}</tr> }
        })
        .collect_view();
    Some(view! {
        <table id="rerank-compare" data-first-stage=row.first_stage.clone()>
            <thead><tr><th>"rank"</th><th>{format!("first stage: {}", row.first_stage)}</th><th>{format!("reranked by {} (top {})", row.reranker, row.depth)}</th></tr></thead>
            <tbody>{rows}</tbody>
        </table>
    })
}
