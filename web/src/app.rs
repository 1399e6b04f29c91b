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

async fn fetch_text(url: &str) -> Result<String, String> {
    let window = web_sys::window().ok_or("no window")?;
    let resp: web_sys::Response = JsFuture::from(window.fetch_with_str(url))
        .await
        .map_err(|e| format!("{url}: {e:?}"))?
        .unchecked_into();
    if !resp.ok() {
        return Err(format!("{url}: HTTP {}", resp.status()));
    }
    let text = JsFuture::from(resp.text().map_err(|e| format!("{e:?}"))?)
        .await
        .map_err(|e| format!("{url}: {e:?}"))?;
    text.as_string().ok_or_else(|| format!("{url}: not text"))
}

async fn fetch_json<T: serde::de::DeserializeOwned>(url: &str) -> Result<T, String> {
    let t = fetch_text(url).await?;
    serde_json::from_str(&t).map_err(|e| format!("{url}: {e}"))
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
    results: RwSignal<BTreeMap<String, Arc<BTreeMap<String, QueryResult>>>>,
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
    fn need_results(self, retriever: String) {
        let results = self.results;
        let r2 = retriever.clone();
        self.once(&format!("results/{retriever}"), async move {
            let r: RetrieverResults = fetch_json(&format!("data/results/{}.json", encode(&r2))).await?;
            let map = r.per_query.into_iter().map(|q| (q.query_id.clone(), q)).collect();
            results.update(|m| {
                m.insert(r2, Arc::new(map));
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
        results: RwSignal::new(BTreeMap::new()),
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
    let nav = move |label: &'static str, r: Route, active: fn(&Route) -> bool| {
        let href = r.to_hash();
        view! { <a href=href class=move || if route.with(active) { "nav active" } else { "nav" }>{label}</a> }
    };
    view! {
        <header>
            <span class="brand">"ExecRetrieval"</span>
            {nav("Leaderboard", Route::Leaderboard { sort: None }, |r| matches!(r, Route::Leaderboard { .. }))}
            {nav("Dataset", Route::Dataset { filter: DatasetFilter::default() }, |r| matches!(r, Route::Dataset { .. } | Route::Query { .. }))}
            {nav("Analyses", Route::Analyses { retriever: None }, |r| matches!(r, Route::Analyses { .. }))}
            {nav("Verify", Route::Verify, |r| matches!(r, Route::Verify))}
            <span class="meta">{move || data.manifest.get().map(|m| format!("{} queries · {} corpus items · {} retrievers", m.n_queries, m.n_corpus, m.retrievers.len()))}</span>
        </header>
        {move || data.error.get().map(|e| view! { <div class="error" id="error">{e}</div> })}
        <main>
            {move || match route.get() {
                Route::Leaderboard { sort } => view! { <LeaderboardPage sort=sort/> }.into_any(),
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
fn LeaderboardPage(sort: Option<String>) -> impl IntoView {
    let data = expect_context::<Data>();
    move || {
        let (Some(lb), Some(pw)) = (data.leaderboard.get(), data.pairwise.get()) else {
            return view! { <p class="loading">"Loading the leaderboard…"</p> }.into_any();
        };
        let metrics = metric_order(lb.iter().flat_map(|r| r.metrics.keys().cloned()));
        let sort_by = sort.clone().filter(|m| metrics.contains(m)).unwrap_or_else(|| "exec@1".to_owned());
        let rows = sort_leaderboard(&lb, &sort_by, true);
        let best: BTreeMap<String, Option<String>> =
            metrics.iter().map(|m| (m.clone(), best_for(&lb, m))).collect();
        let head = metrics
            .iter()
            .map(|m| {
                let href = Route::Leaderboard { sort: Some(m.clone()) }.to_hash();
                let cls = if *m == sort_by { "sorted" } else { "" };
                view! { <th class=cls><a href=href data-metric=m.clone()>{m.clone()}</a></th> }
            })
            .collect_view();
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
                let href = Route::Analyses { retriever: Some(r.model.clone()) }.to_hash();
                view! { <tr class="lb-row" data-model=r.model.clone()><th><a href=href>{r.model.clone()}</a></th>{cells}</tr> }
            })
            .collect_view();
        view! {
            <h1>"Leaderboard"</h1>
            <p class="note">"Mean over queries with the 95 % bootstrap interval. ★ best for the metric; ▼ significantly different from the best (paired McNemar, Holm-adjusted, or the bootstrap interval of the difference excludes 0). Click a metric to sort."</p>
            <div class="scroll"><table id="leaderboard"><thead><tr><th>"retriever"</th>{head}</tr></thead><tbody>{body}</tbody></table></div>
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
    data.need_release();
    if let Some(r) = &retriever {
        // with the release, not after it
        data.need_results(r.clone());
    }
    // start the Python worker in the background: the replay buttons are on this page
    spawn_local(async {
        let _ = replay::warm_up().await;
    });
    move || {
        let (Some(ix), Some(verify), Some(m)) = (data.release.get(), data.verify.get(), data.manifest.get())
        else {
            return view! { <p class="loading">"Loading the release…"</p> }.into_any();
        };
        let Some(q) = ix.query(&id).cloned() else {
            return view! { <p class="error">{format!("no query {id}")}</p> }.into_any();
        };
        let recorded: BTreeMap<&str, &Vec<Outcome>> = verify
            .iter()
            .filter(|p| p.query_id == q.query_id)
            .map(|p| (p.corpus_id.as_str(), &p.outcomes))
            .collect();
        let r = retriever.clone().or_else(|| m.retrievers.first().cloned()).unwrap_or_default();
        data.need_results(r.clone());
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
        let (ix2, q2, r2) = (ix.clone(), q.clone(), r.clone());
        let hits = move || {
            let res = data.results.get();
            let Some(map) = res.get(&r2) else {
                return view! { <p class="loading">"Loading results…"</p> }.into_any();
            };
            let Some(qr) = map.get(&q2.query_id) else {
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
            let metrics = ["exec@1", "exec@10", "ndcg@10"]
                .iter()
                .map(|k| format!("{k} {}", qr.metrics.get(*k).map(|v| fmt3(*v)).unwrap_or_default()))
                .collect::<Vec<_>>()
                .join(" · ");
            view! {
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
                    <section class="pair" data-corpus=c.corpus_id.clone()>
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

/// A small SVG line chart: one polyline per series over shared x labels, y in [0, 1].
fn line_chart(id: &str, xlabels: Vec<String>, series: Vec<(String, Vec<f64>)>) -> impl IntoView {
    let (w, h, pad) = (480.0, 240.0, 30.0);
    let n = xlabels.len();
    let xt = xlabels
        .into_iter()
        .enumerate()
        .map(|(i, l)| {
            let x = if n > 1 { pad + (w - 2.0 * pad) * i as f64 / (n - 1) as f64 } else { w / 2.0 };
            view! { <text x=format!("{x:.1}") y=format!("{}", h - 8.0) text-anchor="middle" font-size="11">{l}</text> }
        })
        .collect_view();
    let lines = series
        .iter()
        .enumerate()
        .map(|(i, (name, v))| view! { <polyline fill="none" stroke=colour(i) stroke-width="2" points=polyline(v, w, h, pad)><title>{name.clone()}</title></polyline> })
        .collect_view();
    let legend = series.iter().enumerate().map(|(i, (name, _))| view! { <span class="legend" style=format!("color:{}", colour(i))>{format!("■ {name} ")}</span> }).collect_view();
    view! {
        <div class="chart" id=id.to_owned()>
            <svg viewBox=format!("0 0 {w} {h}") width="480" height="240">
                <line x1=pad y1=h - pad x2=w - pad y2=h - pad stroke="#999"/>
                <line x1=pad y1=pad x2=pad y2=h - pad stroke="#999"/>
                <text x="4" y=format!("{}", pad + 4.0) font-size="11">"1"</text>
                <text x="4" y=format!("{}", h - pad) font-size="11">"0"</text>
                {xt}{lines}
            </svg>
            <div>{legend}</div>
        </div>
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
        let curves = rows.iter().map(|r| (r.model.clone(), exec_curve(r, &ks))).collect();
        let exec_chart = line_chart("exec-curve", ks.iter().map(|k| format!("k={k}")).collect(), curves);
        // a retriever missing from analyses.json shows empty series and cells
        let none = Analyses::default();
        let of = |m: &str| an.get(m).unwrap_or(&none);
        // deception by bug type: one series per retriever over the bug types
        let mut bug_types: Vec<String> =
            rows.iter().flat_map(|r| of(&r.model).deception.per_bug_type.keys().cloned()).collect();
        bug_types.sort();
        bug_types.dedup();
        let deception = rows
            .iter()
            .map(|r| {
                let per = &of(&r.model).deception.per_bug_type;
                (
                    r.model.clone(),
                    bug_types.iter().map(|b| per.get(b).and_then(|x| x.rate).unwrap_or(0.0)).collect(),
                )
            })
            .collect();
        let deception_chart = line_chart("deception-chart", bug_types.clone(), deception);
        let density_x: Vec<String> = rows
            .first()
            .map(|r| of(&r.model).density.iter().map(|d| d.distractors_per_query.to_string()).collect())
            .unwrap_or_default();
        let density = rows
            .iter()
            .map(|r| (r.model.clone(), of(&r.model).density.iter().map(|d| d.exec_1).collect()))
            .collect();
        let density_chart = line_chart("density-chart", density_x, density);
        let table = rows
            .iter()
            .map(|r| {
                let a = of(&r.model);
                view! { <tr>
                    <th><a href=Route::Analyses { retriever: Some(r.model.clone()) }.to_hash()>{r.model.clone()}</a></th>
                    <td>{a.rank1_misses.n.to_string()}</td>
                    <td>{share_text(a.rank1_misses.own_paired_distractor)}</td>
                    <td>{share_text(a.canonical_below_own_distractor.share)}</td>
                    <td>{share_text(a.deception.overall)}</td>
                </tr> }
            })
            .collect_view();
        view! {
            <h1>{format!("Analyses{}", retriever.as_ref().map(|r| format!(" — {r}")).unwrap_or_default())}</h1>
            <table id="analyses"><thead><tr><th>"retriever"</th><th>"rank-1 misses"</th><th>"… by own distractor"</th><th>"canonical below own distractor"</th><th>"deception"</th></tr></thead><tbody>{table}</tbody></table>
            <h2>"exec@k"</h2>{exec_chart}
            <h2>"Deception rate by bug type"</h2>{deception_chart}
            <h2>"exec@1 by distractors per query (density)"</h2>{density_chart}
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
