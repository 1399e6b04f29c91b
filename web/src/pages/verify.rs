//! Verify all: every (snippet, suite) pair of the execution cache replayed in the worker and
//! compared with its recorded outcomes.

use crate::app::{now_ms, Data};
use crate::model::*;
use crate::replay;
use leptos::prelude::*;
use leptos::task::spawn_local;

#[component]
pub fn VerifyPage() -> impl IntoView {
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
                let w = replay::worker_stats();
                let restarts = if w.restarts == 0 {
                    String::new()
                } else {
                    format!(
                        " · {} worker restarts ({} restored from the first start's snapshot), ready after {:.0} ms on average",
                        w.restarts,
                        w.restored,
                        w.restart_ms_total / w.readied.max(1) as f64
                    )
                };
                let list = s.mismatched.iter().map(|(c, q)| view! { <li><a href=Route::Query { id: q.clone(), retriever: None }.to_hash()>{format!("{c} on {q}")}</a></li> }).collect_view();
                view! {
                    <div id="verify-summary" data-done=done.to_string() data-verified=s.verified.to_string() data-mismatched=s.mismatched.len().to_string() data-max-steps=s.max_steps_finished.to_string() data-ms=format!("{:.0}", elapsed.get()) data-wall-clock=s.wall_clock_stops.to_string() data-restarts=w.restarts.to_string() data-restored=w.restored.to_string() data-restart-ms-max=format!("{:.0}", w.restart_ms_max)>
                        <p>{format!("{}/{total} pairs · {} verified · {} mismatched · {} tests stopped by the wall clock · largest step count of a finished test {} · {:.1} s{restarts}", s.done, s.verified, s.mismatched.len(), s.wall_clock_stops, s.max_steps_finished, elapsed.get() / 1000.0)}</p>
                        <ul class="mismatches">{list}</ul>
                    </div>
                }
            }}
        }
        .into_any()
    }
}
