//! The pages (Leptos, client-side rendering). Routing is the URL fragment (`model::Route`), data
//! is fetched from `data/*.json` on first need, Python runs in the worker (`replay`).

use crate::model::*;
use crate::replay::{self, TestResult};
use leptos::prelude::*;
use leptos::task::spawn_local;
use std::collections::BTreeMap;
use std::sync::Arc;
use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::JsFuture;

/// The body of `url` as bytes, copied once into wasm memory. Not `Response.text()`: that decodes
/// the UTF-8 into a JS string, which wasm-bindgen then re-encodes into wasm memory (a fifth of a
/// query page's start on the full release, profiled in Chromium).
async fn fetch_bytes(url: &str) -> Result<Vec<u8>, String> {
    let window = web_sys::window().ok_or("no window")?;
    let resp: web_sys::Response = JsFuture::from(window.fetch_with_str(url))
        .await
        .map_err(|e| format!("{url}: {e:?}"))?
        .unchecked_into();
    if !resp.ok() {
        return Err(format!("{url}: HTTP {}", resp.status()));
    }
    let buf = JsFuture::from(resp.array_buffer().map_err(|e| format!("{e:?}"))?)
        .await
        .map_err(|e| format!("{url}: {e:?}"))?;
    Ok(js_sys::Uint8Array::new(&buf).to_vec())
}

async fn fetch_json<T: serde::de::DeserializeOwned>(url: &str) -> Result<T, String> {
    let bytes = fetch_bytes(url).await?;
    serde_json::from_slice(&bytes).map_err(|e| format!("{url}: {e}"))
}

fn now_ms() -> f64 {
    web_sys::window().and_then(|w| w.performance()).map(|p| p.now()).unwrap_or(0.0)
}

/// Everything loaded so far; shared through the context.
#[derive(Clone, Copy)]
struct Data {
    manifest: RwSignal<Option<Arc<Manifest>>>,
    leaderboard: RwSignal<Option<Arc<Vec<LeaderboardEntry>>>>,
    pairwise: RwSignal<Option<Arc<Pairwise>>>,
    release: RwSignal<Option<Arc<ReleaseIndex>>>,
    verify: RwSignal<Option<Arc<Vec<VerifyPair>>>>,
    /// Query pages loaded (`data/queries/<id>.json`), or why one could not be.
    pages: RwSignal<BTreeMap<String, Result<Arc<QueryPageData>, String>>>,
    analyses: RwSignal<Option<Arc<AnalysesFile>>>,
    error: RwSignal<Option<String>>,
    loading: RwSignal<Vec<String>>,
}

impl Data {
    /// Fetch `what` once (`load` stores it); errors are shown in the banner.
    fn once<F>(self, what: &str, load: F)
    where
        F: std::future::Future<Output = Result<(), String>> + 'static,
    {
        if self.loading.with_untracked(|l| l.iter().any(|x| x == what)) {
            return;
        }
        self.loading.update(|l| l.push(what.to_owned()));
        let error = self.error;
        spawn_local(async move {
            if let Err(e) = load.await {
                error.set(Some(e));
            }
        });
    }
    fn need_release(self) {
        let (release, verify) = (self.release, self.verify);
        // two tasks, so that both files download at once
        self.once("release", async move {
            let r: SiteRelease = fetch_json("data/release.json").await?;
            release.set(Some(Arc::new(ReleaseIndex::new(r))));
            Ok(())
        });
        self.once("verify", async move {
            let v: Vec<VerifyPair> = fetch_json("data/verify.json").await?;
            verify.set(Some(Arc::new(v)));
            Ok(())
        });
    }
    /// One query page's file: everything it shows, without the release or a results file.
    fn need_query_page(self, id: String) {
        let pages = self.pages;
        let id2 = id.clone();
        self.once(&format!("queries/{id}"), async move {
            let page = fetch_json::<SiteQueryPage>(&format!("data/queries/{}.json", encode(&id2)))
                .await
                .map(|p| Arc::new(QueryPageData::new(p)));
            pages.update(|m| {
                m.insert(id2, page);
            });
            Ok(())
        });
    }
    fn need_analyses(self) {
        let analyses = self.analyses;
        self.once("analyses", async move {
            let v: AnalysesFile = fetch_json("data/analyses.json").await?;
            analyses.set(Some(Arc::new(v)));
            Ok(())
        });
    }
}

fn current_route() -> Route {
    Route::parse(&web_sys::window().and_then(|w| w.location().hash().ok()).unwrap_or_default())
}

#[component]
pub fn App() -> impl IntoView {
    let data = Data {
        manifest: RwSignal::new(None),
        leaderboard: RwSignal::new(None),
        pairwise: RwSignal::new(None),
        release: RwSignal::new(None),
        verify: RwSignal::new(None),
        pages: RwSignal::new(BTreeMap::new()),
        analyses: RwSignal::new(None),
        error: RwSignal::new(None),
        loading: RwSignal::new(Vec::new()),
    };
    provide_context(data);
    let route = RwSignal::new(current_route());
    let on_hash = Closure::<dyn FnMut()>::new(move || route.set(current_route()));
    web_sys::window().unwrap().set_onhashchange(Some(on_hash.as_ref().unchecked_ref()));
    on_hash.forget();
    data.once("manifest", async move {
        let m: Manifest = fetch_json("data/manifest.json").await?;
        data.manifest.set(Some(Arc::new(m)));
        let lb: Vec<LeaderboardEntry> = fetch_json("data/full_leaderboard.json").await?;
        data.leaderboard.set(Some(Arc::new(lb)));
        let pw: Pairwise = fetch_json("data/pairwise_tests.json").await?;
        data.pairwise.set(Some(Arc::new(pw)));
        Ok(())
    });
    let nav = move |section: &'static str, label: &'static str| {
        let href = match section {
            "dataset" => Route::Dataset { filter: DatasetFilter::default() },
            "analyses" => Route::Analyses { retriever: None },
            "verify" => Route::Verify,
            _ => Route::Leaderboard { sort: None, view: None },
        }
        .to_hash();
        let active = move || route.with(|r| r.section() == section);
        view! { <a href=href data-section=section class=move || if active() { "nav active" } else { "nav" }>{label}</a> }
    };
    // the query entry exists only on a query page, where it is the highlighted one
    let query_nav = move || match route.get() {
        Route::Query { id, retriever } => {
            let href = Route::Query { id: id.clone(), retriever }.to_hash();
            Some(view! { <a href=href data-section="query" class="nav active">{format!("Query {id}")}</a> })
        }
        _ => None,
    };
    let navs = NAV
        .iter()
        .map(
            |&(section, label)| {
                if section == "query" {
                    query_nav.into_any()
                } else {
                    nav(section, label).into_any()
                }
            },
        )
        .collect_view();
    view! {
        <header>
            <span class="brand">"ExecRetrieval"</span>
            {navs}
            <span class="meta">{move || data.manifest.get().map(|m| format!("{} queries · {} corpus items · {} retrievers", m.n_queries, m.n_corpus, m.retrievers.len()))}</span>
        </header>
        {move || data.error.get().map(|e| view! { <div class="error" id="error">{e}</div> })}
        <main>
            {move || match route.get() {
                Route::Leaderboard { sort, view } => view! { <LeaderboardPage sort=sort view=view/> }.into_any(),
                Route::Query { id, retriever } => view! { <QueryPage id=id retriever=retriever/> }.into_any(),
                Route::Dataset { filter } => view! { <DatasetPage filter=filter/> }.into_any(),
                Route::Analyses { retriever } => view! { <AnalysesPage retriever=retriever/> }.into_any(),
                Route::Verify => view! { <VerifyPage/> }.into_any(),
            }}
        </main>
    }
}

fn fmt3(x: f64) -> String {
    format!("{x:.3}")
}

#[component]
fn LeaderboardPage(sort: Option<String>, view: Option<String>) -> impl IntoView {
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
        let ties_head = ties_col.then(|| view! { <th title="share of queries whose top 10 holds an exact score tie">"tied top-10"</th> });
        view! {
            <h1>"Leaderboard"</h1>
            <p class="note">"Mean over queries with the 95 % bootstrap interval. ★ best for the metric; ▼ significantly different from the best (paired McNemar, Holm-adjusted, or the bootstrap interval of the difference excludes 0). Click a metric to sort; the tabs show every k of one metric."</p>
            <div class="tabs" id="lb-views">{tabs}</div>
            <table id="leaderboard"><thead><tr><th>"retriever"</th>{head}{ties_head}</tr></thead><tbody>{body}</tbody></table>
        }
        .into_any()
    }
}

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
                    let (tag, label) = match v { Verdict::Verified => ("verified", "verified"), Verdict::Mismatched => ("mismatched", "MISMATCHED") };
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
fn QueryPage(id: String, retriever: Option<String>) -> impl IntoView {
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
        let (ix2, q2, r2, page2) = (ix.clone(), q.clone(), r.clone(), page.clone());
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
            view! {
                {explain}
                <p class="note">{metrics}</p>
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
                        <h3>{format!("{} — {}", c.corpus_id, meta.as_ref().map(|m| m.bug_type.clone()).unwrap_or_default())}</h3>
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

#[component]
fn DatasetPage(filter: DatasetFilter) -> impl IntoView {
    let data = expect_context::<Data>();
    data.need_release();
    let set = move |f: DatasetFilter| {
        let _ = web_sys::window().unwrap().location().set_hash(&Route::Dataset { filter: f }.to_hash());
    };
    move || {
        let Some(ix) = data.release.get() else {
            return view! { <p class="loading">"Loading the release…"</p> }.into_any();
        };
        let found = filter_queries(&ix, &filter);
        let n = found.len();
        let list = found
            .iter()
            .take(300)
            .map(|q| {
                let href = Route::Query { id: q.query_id.clone(), retriever: None }.to_hash();
                let first = q.query.lines().next().unwrap_or("").to_owned();
                view! { <tr><td><a href=href>{q.query_id.clone()}</a></td><td><code>{q.function_name.clone()}</code></td><td>{q.domain.clone()}</td><td>{first}</td></tr> }
            })
            .collect_view();
        let opts = |all: Vec<String>, cur: String| {
            std::iter::once(String::new())
                .chain(all)
                .map(|d| {
                    let sel = d == cur;
                    let label = if d.is_empty() { "(any)".to_owned() } else { d.clone() };
                    view! { <option value=d selected=sel>{label}</option> }
                })
                .collect_view()
        };
        let (f1, f2, f3, f4) = (filter.clone(), filter.clone(), filter.clone(), filter.clone());
        view! {
            <h1>"Dataset"</h1>
            <div class="filters">
                <label>"domain "<select id="f-domain" on:change=move |ev| set(DatasetFilter { domain: event_target_value(&ev), ..f1.clone() })>{opts(ix.domains(), filter.domain.clone())}</select></label>
                <label>"bug type "<select id="f-bug" on:change=move |ev| set(DatasetFilter { bug_type: event_target_value(&ev), ..f2.clone() })>{opts(ix.bug_types(), filter.bug_type.clone())}</select></label>
                <label>"function "<input id="f-fn" prop:value=filter.function.clone() on:change=move |ev| set(DatasetFilter { function: event_target_value(&ev), ..f3.clone() })/></label>
                <label>"search "<input id="f-text" prop:value=filter.text.clone() on:change=move |ev| set(DatasetFilter { text: event_target_value(&ev), ..f4.clone() })/></label>
            </div>
            <p class="note" id="dataset-count">{format!("{n} queries{}", if n > 300 { " (first 300 shown)" } else { "" })}</p>
            <table id="dataset"><thead><tr><th>"query"</th><th>"function"</th><th>"domain"</th><th>"description"</th></tr></thead><tbody>{list}</tbody></table>
        }
        .into_any()
    }
}

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
fn exec_chart(rows: &[LeaderboardEntry], ks: &[u32]) -> impl IntoView {
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
fn bar_chart(
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
fn miss_chart(rows: &[LeaderboardEntry], of: &dyn Fn(&str) -> Analyses) -> impl IntoView {
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
fn density_chart(rows: &[LeaderboardEntry], of: &dyn Fn(&str) -> Analyses) -> impl IntoView {
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
fn heat_table(rows: &[LeaderboardEntry], of: &dyn Fn(&str) -> Analyses) -> impl IntoView {
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

#[component]
fn AnalysesPage(retriever: Option<String>) -> impl IntoView {
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
        view! {
            <h1>{format!("Analyses{}", retriever.as_ref().map(|r| format!(" — {r}")).unwrap_or_default())}</h1>
            <p class="note">"Shares as percentage (count of total). Rank-1 misses are expectations over the order within exactly tied scores, so their counts can be fractional."</p>
            <table id="analyses"><thead><tr><th>"retriever"</th><th>"rank-1 misses (of queries)"</th><th>"own paired distractor"</th><th>"another query's canonical"</th><th>"another query's distractor"</th><th>"canonical below an own distractor (of queries)"</th><th>"deception (of pairs)"</th></tr></thead><tbody>{table}</tbody></table>
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

#[component]
fn VerifyPage() -> impl IntoView {
    let data = expect_context::<Data>();
    data.need_release();
    let summary = RwSignal::new(VerifySummary::default());
    let running = RwSignal::new(false);
    let finished = RwSignal::new(false);
    let elapsed = RwSignal::new(0.0f64);
    let start = move |_| {
        let (Some(ix), Some(pairs)) = (data.release.get_untracked(), data.verify.get_untracked()) else {
            return;
        };
        if running.get_untracked() {
            return;
        }
        running.set(true);
        finished.set(false);
        summary.set(VerifySummary::default());
        spawn_local(async move {
            let t0 = now_ms();
            for p in pairs.iter() {
                let (Some(c), Some(q)) = (ix.code(&p.corpus_id), ix.query(&p.query_id)) else { continue };
                match replay::replay_suite(&c.code, &q.test_suite, |_, _| {}).await {
                    Ok(res) => {
                        let outs: Vec<Outcome> = res.iter().map(|t| parse_outcome(&t.outcome)).collect();
                        let steps: Vec<u64> = res.iter().map(|t| t.steps).collect();
                        let wall = res.iter().filter(|t| t.wall_clock).count();
                        summary.update(|s| s.add(p, &outs, &steps, wall));
                    }
                    Err(e) => {
                        data.error.set(Some(format!("replay of {} failed: {e}", p.corpus_id)));
                        summary.update(|s| s.add(p, &[], &[], 0));
                    }
                }
                elapsed.set(now_ms() - t0);
            }
            running.set(false);
            finished.set(true);
        });
    };
    move || {
        let (Some(_), Some(pairs), Some(m)) = (data.release.get(), data.verify.get(), data.manifest.get())
        else {
            return view! { <p class="loading">"Loading the release…"</p> }.into_any();
        };
        let total = pairs.len();
        view! {
            <h1>"Verify all"</h1>
            <p class="note">{format!(
                "Re-runs every (snippet, test suite) pair of the execution cache ({total} pairs{}) in this browser, with the same harness compiled to WebAssembly, and compares each outcome with the recorded one. Runaway loops stop at the step limit; a test the worker does not finish within {} s is stopped and counts as TIMEOUT (wall clock).",
                if m.n_verify_unmatched > 0 { format!("; {} cache rows are not in the release and are skipped", m.n_verify_unmatched) } else { String::new() },
                replay::TEST_BUDGET_MS / 1000
            )}</p>
            <button id="verify-start" on:click=start disabled=move || running.get()>"Verify all"</button>
            <progress id="verify-progress" max=total value=move || summary.with(|s| s.done)></progress>
            {move || {
                let s = summary.get();
                let done = finished.get();
                let list = s.mismatched.iter().map(|(c, q)| view! { <li><a href=Route::Query { id: q.clone(), retriever: None }.to_hash()>{format!("{c} on {q}")}</a></li> }).collect_view();
                view! {
                    <div id="verify-summary" data-done=done.to_string() data-verified=s.verified.to_string() data-mismatched=s.mismatched.len().to_string() data-max-steps=s.max_steps_finished.to_string() data-ms=format!("{:.0}", elapsed.get())>
                        <p>{format!("{}/{total} pairs · {} verified · {} mismatched · {} tests stopped by the wall clock · largest step count of a finished test {} · {:.1} s", s.done, s.verified, s.mismatched.len(), s.wall_clock_stops, s.max_steps_finished, elapsed.get() / 1000.0)}</p>
                        <ul class="mismatches">{list}</ul>
                    </div>
                }
            }}
        }
        .into_any()
    }
}
