//! The app shell (Leptos, client-side rendering): the data loaded so far (`Data`, shared through
//! the context), the header and the routing. Routing is the URL fragment (`model::Route`), data
//! is fetched from `data/*.json` on first need; the pages are in `pages`, their charts in
//! `charts`, and Python runs in the worker (`replay`).

use crate::model::*;
use crate::pages::*;
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

pub(crate) fn now_ms() -> f64 {
    web_sys::window().and_then(|w| w.performance()).map(|p| p.now()).unwrap_or(0.0)
}
/// Everything loaded so far; shared through the context.
#[derive(Clone, Copy)]
pub(crate) struct Data {
    pub(crate) manifest: RwSignal<Option<Arc<Manifest>>>,
    pub(crate) leaderboard: RwSignal<Option<Arc<Vec<LeaderboardEntry>>>>,
    pub(crate) pairwise: RwSignal<Option<Arc<Pairwise>>>,
    pub(crate) release: RwSignal<Option<Arc<ReleaseIndex>>>,
    pub(crate) verify: RwSignal<Option<Arc<Vec<VerifyPair>>>>,
    /// Query pages loaded (`data/queries/<id>.json`), or why one could not be.
    pub(crate) pages: RwSignal<BTreeMap<String, Result<Arc<QueryPageData>, String>>>,
    pub(crate) analyses: RwSignal<Option<Arc<AnalysesFile>>>,
    pub(crate) error: RwSignal<Option<String>>,
    pub(crate) loading: RwSignal<Vec<String>>,
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
    pub(crate) fn need_release(self) {
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
    pub(crate) fn need_query_page(self, id: String) {
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
    pub(crate) fn need_analyses(self) {
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
            // this site's release and the sites of the others (`site --also NAME=HREF`)
            {move || data.manifest.get().filter(|m| !m.release.is_empty() || !m.other_releases.is_empty()).map(|m| {
                let links = m
                    .other_releases
                    .iter()
                    .map(|l| view! { " · " <a class="release-link" href=l.href.clone()>{l.name.clone()}</a> })
                    .collect_view();
                view! { <span class="releases" id="releases">"release: "<b class="release-name">{m.release.clone()}</b>{links}</span> }
            })}
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
