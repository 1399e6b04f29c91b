//! `eval --rerank NAME --rerank-depth K`: a second stage over each first stage. For every query
//! the first stage's top K (plus every snippet tied with the one at rank K) are the candidates;
//! the reranker scores each (query, candidate) pair (pointwise); the reranked order is the
//! candidates by reranker score, then every other snippet in the first stage's order. It is
//! scored exactly as a retriever ([`crate::score`]: same oracle, tie-aware metrics, analyses)
//! into `results/<first stage>+<reranker>.json`, and compared with the first stage in one
//! [`RerankRow`] of `reranking.json`: the change of exec@1 (paired bootstrap and exact McNemar,
//! as for retriever pairs), how often a correct snippet among the candidates reaches rank 1, and
//! the group setting (the reranker orders only the query's own snippets; random = passing / size).
//!
//! Listwise rerankers (shown several candidates at once) are refused: on this release the
//! candidates' shape alone nearly gives the answer (the medoid rule: the canonical is the
//! snippet closest to its single-edit twins), so they are allowed only on a release whose
//! shortcut rates are at chance, which none is yet.

use crate::{rank_query, score, Hooks, Release, RetrieverResult};
use anyhow::{bail, Result};
use execretrieval_core::metrics::{
    column, expected_query_metrics, rank_with_ties, tie_order_key, MetricName, TIE_ORDER_SEED,
};
use execretrieval_core::oracle::{Suite, SuiteOracle};
use execretrieval_core::results::{PairTest, RerankRow};
use execretrieval_core::stats::{mcnemar_cells, paired};
use std::collections::BTreeMap;

/// Default candidates per query.
pub const DEFAULT_DEPTH: usize = 10;

/// Scores (query index, corpus index) pairs: one score per pair, higher = better.
pub type Scorer<'a> = dyn Fn(&[(usize, usize)]) -> Result<Vec<f32>> + 'a;

fn exec1() -> MetricName {
    "exec@1".parse().expect("exec@1 is a metric")
}

/// Refuse a listwise reranker, saying why.
pub fn check_pointwise(name: &str, listwise: bool, release: &std::path::Path) -> Result<()> {
    if listwise {
        bail!(
            "reranker `{name}` is listwise (it sees several candidates at once); {} is not a release whose shortcut rates are at chance: the medoid rule alone (rank first the candidate closest to the others, the canonical among its single-edit twins) nearly solves it, so a listwise score would measure that shortcut, not the reranker. Use a pointwise reranker here; listwise ones need the release-plus of the validity issue",
            release.display()
        );
    }
    Ok(())
}

/// The candidates of every query: the first stage's top `depth` and the ties across rank
/// `depth`, in the first stage's order.
pub fn candidates(release: &Release, sims: &[Vec<f32>], depth: usize) -> Vec<Vec<usize>> {
    let ids = release.corpus_ids();
    release
        .queries
        .iter()
        .zip(sims)
        .map(|(q, s)| {
            let keys: Vec<u64> = ids.iter().map(|c| tie_order_key(TIE_ORDER_SEED, &q.query_id, c)).collect();
            let r = rank_with_ties(s, &keys, depth.max(1));
            r.top.iter().chain(&r.beyond).copied().collect()
        })
        .collect()
}

/// The reranked similarities of one query: candidates keep the reranker's score, every other
/// snippet sits below them in the first stage's order (its dense rank among the first stage's
/// distinct scores, so first-stage ties stay ties).
fn reranked_row(first: &[f32], cands: &[usize], scores: &[f32]) -> Vec<f32> {
    let floor = scores.iter().copied().fold(f32::INFINITY, f32::min).min(0.0) - 1.0;
    let mut distinct: Vec<f32> = first.to_vec();
    distinct.sort_by(|a, b| b.total_cmp(a));
    distinct.dedup();
    let mut row: Vec<f32> =
        first.iter().map(|s| floor - distinct.partition_point(|d| d.total_cmp(s).is_gt()) as f32).collect();
    for (&c, &s) in cands.iter().zip(scores) {
        row[c] = s;
    }
    row
}

/// Rerank one first stage: the reranked results (named `<first>+<reranker>`) and its row.
#[expect(clippy::too_many_arguments, reason = "the inputs of one evaluation step")]
pub fn rerank(
    release: &Release,
    first: &RetrieverResult,
    sims: &[Vec<f32>],
    reranker: &str,
    depth: usize,
    scorer: &Scorer,
    oracle: &dyn SuiteOracle,
    stats: (usize, u64),
    hooks: &Hooks,
) -> Result<(RetrieverResult, RerankRow)> {
    let name = format!("{}+{reranker}", first.name);
    let cands = candidates(release, sims, depth);
    // The query's own group: its correct snippets and paired distractors.
    let index: BTreeMap<&str, usize> =
        release.corpus_ids().into_iter().enumerate().map(|(i, c)| (c, i)).collect();
    let groups: Vec<Vec<usize>> = release
        .queries
        .iter()
        .map(|q| {
            q.correct_corpus_ids
                .iter()
                .chain(&q.paired_distractor_corpus_ids)
                .filter_map(|c| index.get(c.as_str()).copied())
                .collect()
        })
        .collect();
    // Every pair the reranker scores: the candidates, then the group members.
    let mut pairs: Vec<(usize, usize)> = Vec::new();
    for (qi, c) in cands.iter().enumerate() {
        pairs.extend(c.iter().map(|&i| (qi, i)));
    }
    let n_cand = pairs.len();
    for (qi, g) in groups.iter().enumerate() {
        pairs.extend(g.iter().map(|&i| (qi, i)));
    }
    let mut unique = pairs.clone();
    unique.sort_unstable();
    unique.dedup();
    (hooks.log)(&format!(
        "{name}: {} (query, snippet) pairs to score (depth {depth} and the groups)",
        unique.len()
    ));
    let scored = scorer(&unique)?;
    if scored.len() != unique.len() {
        bail!(
            "reranker `{reranker}`: {} scores for {} pairs (its server must answer one score per pair: check its batch limits and the reranker kind in the config)",
            scored.len(),
            unique.len()
        );
    }
    let score_of: BTreeMap<(usize, usize), f32> = unique.iter().copied().zip(scored).collect();
    // Which candidates and group members pass (the oracle's cache answers most of them).
    let suites: Vec<Suite> = pairs
        .iter()
        .map(|&(qi, i)| Suite {
            code: release.corpus[i].code.clone(),
            tests: release.queries[qi].test_suite.clone(),
        })
        .collect();
    let tick = (hooks.progress)(&format!("{name} candidates"), suites.len());
    let (outcomes, _) = oracle.run_suites(&suites, &*tick)?;
    let pass: Vec<bool> = outcomes.iter().map(|o| crate::passes(o)).collect();
    // The reranked order, scored as a retriever.
    let mut at = 0;
    let mut rows = Vec::with_capacity(sims.len());
    let mut with_pass = Vec::new();
    for (qi, c) in cands.iter().enumerate() {
        let s: Vec<f32> = c.iter().map(|&i| score_of[&(qi, i)]).collect();
        rows.push(reranked_row(&sims[qi], c, &s));
        with_pass.push(pass[at..at + c.len()].iter().any(|&p| p));
        at += c.len();
    }
    let reranked = score(release, &name, &rows, oracle, hooks)?;
    // The group setting: the reranker orders the group alone.
    let (mut group, mut random) = (Vec::new(), Vec::new());
    let mut at = n_cand;
    for (qi, g) in groups.iter().enumerate() {
        let q = &release.queries[qi];
        let p = &pass[at..at + g.len()];
        at += g.len();
        let s: Vec<f32> = g.iter().map(|&i| score_of[&(qi, i)]).collect();
        let ids: Vec<&str> = g.iter().map(|&i| release.corpus[i].corpus_id.as_str()).collect();
        let r = rank_query(&s, &q.query_id, &ids);
        let tg = r.groups(|j| p[j], |j| q.correct_corpus_ids.iter().any(|c| c == ids[j]));
        let m = expected_query_metrics(&tg, q.correct_corpus_ids.len());
        group.push(m.get(exec1()).unwrap_or(0.0));
        random.push(if g.is_empty() {
            0.0
        } else {
            p.iter().filter(|&&x| x).count() as f64 / g.len() as f64
        });
    }
    // exec@1 reranked vs the first stage: as `summary::statistics` compares two retrievers.
    let e1 = exec1();
    let (a, b) = (column(&reranked.per_query, e1), column(&first.per_query, e1));
    let mut change = paired(&a, &b, stats.0, stats.1);
    if let Some((a_only, b_only, both, neither, p)) =
        mcnemar_cells(&column(&reranked.per_query_tie_order, e1), &column(&first.per_query_tie_order, e1))
    {
        (change.a_only, change.b_only, change.both, change.neither) = (a_only, b_only, both, neither);
        change.mcnemar_exact_p = Some(p);
    }
    let recovered: Vec<f64> = a.iter().zip(&with_pass).filter(|(_, w)| **w).map(|(x, _)| *x).collect();
    let mean = |v: &[f64]| execretrieval_core::metrics::mean(v.iter().copied());
    let row = RerankRow {
        change_exec_at_1: PairTest::new(&change, None),
        depth,
        first_stage: first.name.clone(),
        group_exec_at_1: mean(&group),
        group_random_exec_at_1: mean(&random),
        model: name,
        n_queries: release.queries.len(),
        queries_with_passing_candidate: recovered.len(),
        recovered_at_1: (!recovered.is_empty()).then(|| mean(&recovered)),
        reranker: reranker.to_string(),
    };
    Ok((reranked, row))
}

/// `reranking.md`-style table of the rows: what `eval` prints and `report.md` holds.
pub fn markdown(rows: &[RerankRow]) -> String {
    let mut md = String::from(
        "| first stage | reranker | depth | exec@1 first → reranked | Δ [95% CI] | McNemar p | correct in top K reaching rank 1 | group exec@1 (random) |\n|---|---|---|---|---|---|---|---|\n",
    );
    for r in rows {
        let c = &r.change_exec_at_1;
        md.push_str(&format!(
            "| {} | {} | {} | {:.3} → {:.3} | {:+.3} [{:+.3}, {:+.3}] | {} | {} | {:.3} ({:.3}) |\n",
            r.first_stage,
            r.reranker,
            r.depth,
            c.b_rate,
            c.a_rate,
            c.delta,
            c.bootstrap_ci_95[0],
            c.bootstrap_ci_95[1],
            c.mcnemar_exact_p.map(|p| format!("{p:.3}")).unwrap_or_else(|| "n/a".into()),
            match r.recovered_at_1 {
                Some(x) => format!("{:.1} % of {}", x * 100.0, r.queries_with_passing_candidate),
                None => "n/a".into(),
            },
            r.group_exec_at_1,
            r.group_random_exec_at_1,
        ));
    }
    md
}
