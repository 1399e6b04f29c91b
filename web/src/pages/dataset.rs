//! The dataset: the queries filtered by domain, bug type, function and text.

use crate::app::Data;
use crate::model::*;
use leptos::prelude::*;

#[component]
pub fn DatasetPage(filter: DatasetFilter) -> impl IntoView {
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
