//! Statistics and the leaderboard over evaluated retrievers: `confidence_intervals.json`
//! (query-level bootstrap, shared resamples), `pairwise_tests.json` (every pair × metric, exact
//! McNemar Holm-adjusted across the family), `full_leaderboard.json`, `leaderboard.md` and
//! `analyses.json`. [`summaries_from_results`] (`execretrieval stats`) recomputes them from the
//! results files alone.

use crate::RetrieverResult;
use anyhow::{bail, ensure, Context, Result};
use execretrieval_core::display::{count, rate, share_of};
use execretrieval_core::metrics::{column, MetricName, QueryMetrics};
use execretrieval_core::results::{
    Analyses, AnalysesFile, ConfidenceIntervals, Leaderboard, LeaderboardEntry, PairTest, Pairwise,
    RetrieverResults,
};
use execretrieval_core::stats::{
    holm, mcnemar_cells, Bootstrap, Resamples, SignFlips, RANDOMIZATION_SAMPLES,
};
use execretrieval_io::{parse_json, read_json_if_exists, write_atomic, write_json};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// The files of a results directory that are not `<retriever>.json`.
pub const SUMMARY_FILES: [&str; 6] = [
    "analyses.json",
    "confidence_intervals.json",
    "full_leaderboard.json",
    "invocation_table.json",
    "pairwise_tests.json",
    "reranking.json",
];

/// The statistics of `results` (same queries, same order): intervals and pairwise tests.
///
/// Tie-aware values are fractional where ties straddle k: the intervals, delta, the bootstrap
/// interval of the difference and the paired randomisation test use them; for the binary metrics
/// the McNemar cells and exact p count the 0/1 outcomes under the results' one seeded tie order
/// (the test needs 0/1).
pub fn statistics(results: &[RetrieverResult], samples: usize, seed: u64) -> (ConfidenceIntervals, Pairwise) {
    let n = results.first().map(|r| r.per_query.len()).unwrap_or(0);
    let resamples = Resamples::new(n, samples, seed);
    let mut cis = ConfidenceIntervals::new();
    let mut boots: BTreeMap<MetricName, Vec<Bootstrap>> = BTreeMap::new();
    for r in results {
        let mut m = BTreeMap::new();
        for name in MetricName::ALL {
            let b = resamples.bootstrap(&column(&r.per_query, name));
            m.insert(name.to_string(), b.interval());
            boots.entry(name).or_default().push(b);
        }
        cis.insert(r.name.clone(), m);
    }
    // every pair A vs B with A < B by name, metric by metric
    let mut order: Vec<usize> = (0..results.len()).collect();
    order.sort_by(|&a, &b| results[a].name.cmp(&results[b].name));
    let flips = SignFlips::new(n, RANDOMIZATION_SAMPLES, seed);
    let mut pairs = Vec::new();
    for (x, &a) in order.iter().enumerate() {
        for &b in &order[x + 1..] {
            let (ra, rb) = (&results[a], &results[b]);
            for name in MetricName::ALL {
                let mut p = boots[&name][a].compare(&boots[&name][b]);
                p.randomization_p =
                    Some(flips.p_value(&column(&ra.per_query, name), &column(&rb.per_query, name)));
                if name.is_binary() {
                    let cells = mcnemar_cells(
                        &column(&ra.per_query_tie_order, name),
                        &column(&rb.per_query_tie_order, name),
                    );
                    if let Some((a_only, b_only, both, neither, mp)) = cells {
                        (p.a_only, p.b_only, p.both, p.neither) = (a_only, b_only, both, neither);
                        p.mcnemar_exact_p = Some(mp);
                    }
                }
                pairs.push((format!("{} vs {}", ra.name, rb.name), name.to_string(), p));
            }
        }
    }
    // Holm across the whole family: every pair × metric with an exact test, in this order
    let adjusted = holm(&pairs.iter().filter_map(|(_, _, p)| p.mcnemar_exact_p).collect::<Vec<_>>());
    let mut adjusted = adjusted.into_iter();
    let mut pairwise = Pairwise::new();
    for (pair, metric, p) in &pairs {
        let holm_p = if p.mcnemar_exact_p.is_some() { adjusted.next() } else { None };
        pairwise.entry(pair.clone()).or_default().insert(metric.clone(), PairTest::new(p, holm_p));
    }
    (cis, pairwise)
}

/// The leaderboard: by exec@1, best first, ties by name.
pub fn leaderboard(results: &[RetrieverResult], cis: &ConfidenceIntervals) -> Leaderboard {
    let exec1 = |r: &RetrieverResult| r.results.metrics.get("exec@1").copied().unwrap_or(0.0);
    let mut board: Vec<&RetrieverResult> = results.iter().collect();
    board.sort_by(|a, b| exec1(b).total_cmp(&exec1(a)).then(a.name.cmp(&b.name)));
    board
        .iter()
        .map(|r| LeaderboardEntry {
            ci95: cis.get(&r.name).cloned().unwrap_or_default(),
            metrics: r.results.metrics.clone(),
            model: r.name.clone(),
            tied_top10_share: r.results.ties.as_ref().and_then(|t| t.tied_top10_share),
        })
        .collect()
}

/// `leaderboard.md`: one row per retriever in leaderboard order.
pub fn leaderboard_markdown(board: &Leaderboard) -> String {
    let mut md = String::from(
        "| retriever | exec@1 [95% CI] | exec@3 | exec@5 | exec@10 | precision@1 | nDCG@10 | exec−nDCG gap@10 | tied top-10 |\n|---|---|---|---|---|---|---|---|---|\n",
    );
    for r in board {
        let m = |k: &str| r.metrics.get(k).copied().unwrap_or(f64::NAN);
        let ci = r.ci95.get("exec@1");
        md.push_str(&format!(
            "| {} | {:.3} [{:.3}, {:.3}] | {:.3} | {:.3} | {:.3} | {:.3} | {:.3} | {:.3} | {} |\n",
            r.model,
            m("exec@1"),
            ci.map(|c| c.ci95_low).unwrap_or(f64::NAN),
            ci.map(|c| c.ci95_high).unwrap_or(f64::NAN),
            m("exec@3"),
            m("exec@5"),
            m("exec@10"),
            m("precision@1"),
            m("ndcg@10"),
            m("exec_ndcg_gap@10"),
            r.tied_top10_share.map(|x| format!("{:.1} %", x * 100.0)).unwrap_or_else(|| "n/a".into()),
        ));
    }
    md
}

/// One retriever's analyses in a sentence, shares as percentages with their counts: what `eval`
/// and `run` print after the leaderboard.
pub fn analyses_line(model: &str, a: &Analyses) -> String {
    let [n, nq, own, canonical, other, below, deception] = analyses_figures(a);
    let mut line = format!(
        "{model}: rank-1 misses {n} of {nq} queries: {own} own paired distractor, {canonical} another query's canonical, {other} another query's distractor; canonical below an own distractor in {below} of queries; deception {deception} of (query, own distractor) pairs"
    );
    // several correct implementations per query: exec@1 and canonical recall@1 differ
    let imp = &a.implementations;
    if imp.canonical_above_other.n > 0 {
        let recall = imp.canonical_id.get("recall@1").copied().unwrap_or(f64::NAN);
        line.push_str(&format!(
            "; rank 1 the canonical in {} and another correct implementation in {} of queries (canonical recall@1 {recall:.3}); canonical above another correct implementation in {}",
            share_of(Some(imp.rank1.canonical), imp.n as f64),
            share_of(Some(imp.rank1.other_correct), imp.n as f64),
            rate(&imp.canonical_above_other)
        ));
    }
    line
}

/// The analyses' headline figures as a reader sees them (`core::display`), for the run summary
/// and `report.md`'s table: rank-1 misses and queries; the misses' shares that are an own paired
/// distractor, another query's canonical, another query's distractor; the share of queries with
/// the canonical below an own distractor; deception over (query, own distractor) pairs.
pub(crate) fn analyses_figures(a: &Analyses) -> [String; 7] {
    let m = &a.rank1_misses;
    let nq = a.n_queries() as f64;
    [
        count(m.n),
        count(nq),
        share_of(m.own_paired_distractor, m.n),
        share_of(m.other_canonical, m.n),
        share_of(m.other_query_distractor, m.n),
        share_of(a.canonical_below_own_distractor.share, nq),
        share_of(a.deception.overall, a.deception_pairs() as f64),
    ]
}

/// Writes the intervals, pairwise tests, leaderboard (JSON and Markdown) and, when every
/// retriever has them, the analyses into `dir`; returns the Markdown leaderboard followed by one
/// summary line of analyses per retriever.
pub fn write_summaries(dir: &Path, results: &[RetrieverResult], samples: usize, seed: u64) -> Result<String> {
    let (cis, pairwise) = statistics(results, samples, seed);
    write_json(&dir.join("confidence_intervals.json"), &cis)?;
    write_json(&dir.join("pairwise_tests.json"), &pairwise)?;
    let board = leaderboard(results, &cis);
    write_json(&dir.join("full_leaderboard.json"), &board)?;
    let mut md = leaderboard_markdown(&board);
    write_atomic(&dir.join("leaderboard.md"), md.as_bytes())?;
    let analyses: Option<AnalysesFile> =
        results.iter().map(|r| r.analyses.clone().map(|a| (r.name.clone(), a))).collect();
    if let Some(an) = &analyses {
        write_json(&dir.join("analyses.json"), an)?;
    }
    md.push('\n');
    for row in &board {
        let Some(a) = results.iter().find(|r| r.name == row.model).and_then(|r| r.analyses.as_ref()) else {
            continue;
        };
        md.push_str(&analyses_line(&row.model, a));
        md.push('\n');
    }
    Ok(md)
}

/// The `<retriever>.json` files of `dir`, sorted by file name. A JSON file with `model` and
/// `per_query` must be a whole [`RetrieverResults`]; other JSON files (the summaries, anything
/// else) are skipped; a file that is not JSON at all is an error naming it.
pub fn read_results_dir(dir: &Path) -> Result<Vec<(PathBuf, RetrieverResults)>> {
    let mut paths: Vec<PathBuf> = std::fs::read_dir(dir)
        .with_context(|| format!("cannot read {} (run `execretrieval eval` first)", dir.display()))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "json") && p.is_file())
        .filter(|p| !SUMMARY_FILES.iter().any(|f| p.file_name().is_some_and(|n| n == *f)))
        .collect();
    paths.sort();
    let mut out = Vec::new();
    for p in paths {
        let bytes = std::fs::read(&p).with_context(|| format!("cannot read {}", p.display()))?;
        let v: serde_json::Value = parse_json(&p, &bytes)?;
        if v.get("per_query").is_none() || v.get("model").is_none() {
            continue;
        }
        let r: RetrieverResults = parse_json(&p, &bytes)
            .with_context(|| format!("{} is not a results file of `execretrieval eval`", p.display()))?;
        out.push((p, r));
    }
    Ok(out)
}

/// The per-query metrics of a results file: each query's `metrics` map (tie-aware), and the
/// metrics under the results' own tie order (`metrics_one_tie_order` where present: files
/// written before tie-aware scoring have none, their `metrics` are those outcomes).
pub fn per_query_metrics(
    path: &Path,
    r: &RetrieverResults,
) -> Result<(Vec<QueryMetrics>, Vec<QueryMetrics>)> {
    let mut expected = Vec::new();
    let mut one_order = Vec::new();
    for (qi, q) in r.per_query.iter().enumerate() {
        let mut values = [0.0; 16];
        for (v, name) in values.iter_mut().zip(MetricName::ALL) {
            *v = *q.metrics.get(&name.to_string()).with_context(|| {
                format!("{}: per_query[{qi}] ({}) has no metrics.{name}", path.display(), q.query_id)
            })?;
        }
        let mut order = values;
        for (v, name) in order.iter_mut().zip(MetricName::ALL) {
            if let Some(x) = q.metrics_one_tie_order.get(&name.to_string()) {
                *v = *x;
            }
        }
        expected.push(QueryMetrics { values });
        one_order.push(QueryMetrics { values: order });
    }
    Ok((expected, one_order))
}

/// `execretrieval stats`: the statistics and leaderboard recomputed from the
/// `<retriever>.json` files of `dir` (with `analyses.json` when present), written back into it.
pub fn summaries_from_results(dir: &Path, samples: usize, seed: u64) -> Result<String> {
    let files = read_results_dir(dir)?;
    if files.is_empty() {
        bail!("no <retriever>.json results in {} (run `execretrieval eval` first)", dir.display());
    }
    let analyses: Option<AnalysesFile> = read_json_if_exists(&dir.join("analyses.json"))?;
    let mut results = Vec::new();
    for (path, r) in files {
        let (per_query, per_query_tie_order) = per_query_metrics(&path, &r)?;
        results.push(RetrieverResult {
            name: r.model.clone(),
            per_query,
            per_query_tie_order,
            analyses: analyses.as_ref().and_then(|a| a.get(&r.model).cloned()),
            results: r,
        });
    }
    let n = results[0].per_query.len();
    for r in &results {
        ensure!(
            r.per_query.len() == n,
            "results cover different numbers of queries: {} has {n}, {} has {}",
            results[0].name,
            r.name,
            r.per_query.len()
        );
    }
    let mut names = std::collections::BTreeSet::new();
    for r in &results {
        ensure!(
            names.insert(r.name.as_str()),
            "two results files in {} are both `{}`",
            dir.display(),
            r.name
        );
    }
    write_summaries(dir, &results, samples, seed)
}

#[cfg(test)]
mod tests {
    use super::*;
    use execretrieval_core::metrics::{aggregate, query_metrics, RankedResult, KS};
    use execretrieval_core::results::{QueryResult, RetrieverResults};

    /// A retriever whose rank-1 snippet passes on the queries marked true.
    fn retriever(name: &str, rank1_passes: &[bool]) -> RetrieverResult {
        let per_query: Vec<QueryMetrics> = rank1_passes
            .iter()
            .map(|&p| query_metrics(&[RankedResult { passes_all_tests: p, is_correct: p }], 1))
            .collect();
        let results = RetrieverResults {
            ks: KS.to_vec(),
            metrics: aggregate(&per_query),
            model: name.into(),
            n_corpus: 10,
            n_queries: per_query.len(),
            per_query: per_query
                .iter()
                .enumerate()
                .map(|(i, m)| QueryResult {
                    metrics: m.to_map(),
                    query_id: format!("q_{i}"),
                    top_results: vec![],
                    ..Default::default()
                })
                .collect(),
            ties: None,
        };
        RetrieverResult {
            name: name.into(),
            per_query: per_query.clone(),
            per_query_tie_order: per_query,
            results,
            analyses: None,
        }
    }

    #[test]
    fn pairs_are_named_in_name_order_and_holm_covers_the_binary_metrics_only() {
        let rs =
            [retriever("zeta", &[true, true, true, false]), retriever("alpha", &[false, false, true, false])];
        let (cis, pw) = statistics(&rs, 100, 1);
        assert_eq!(cis.keys().collect::<Vec<_>>(), ["alpha", "zeta"]);
        assert_eq!(cis["zeta"]["exec@1"].mean, 0.75);
        assert_eq!(pw.keys().collect::<Vec<_>>(), ["alpha vs zeta"]);
        let t = &pw["alpha vs zeta"]["exec@1"];
        assert_eq!((t.a_only, t.b_only, t.both, t.neither), (0, 2, 1, 1));
        assert_eq!(t.delta, -0.5);
        let (exact, holm) = (t.mcnemar_exact_p.unwrap(), t.mcnemar_holm_p.unwrap());
        assert!(holm >= exact && holm <= 1.0);
        // precision@3 is not 0/1: no exact test, so no adjusted p
        let p3 = &pw["alpha vs zeta"]["precision@3"];
        assert_eq!((p3.mcnemar_exact_p, p3.mcnemar_holm_p), (None, None));
    }

    #[test]
    fn leaderboard_is_by_exec1_then_name() {
        let rs =
            [retriever("b", &[true, false]), retriever("c", &[true, true]), retriever("a", &[false, true])];
        let (cis, _) = statistics(&rs, 50, 1);
        let board = leaderboard(&rs, &cis);
        assert_eq!(board.iter().map(|r| r.model.as_str()).collect::<Vec<_>>(), ["c", "a", "b"]);
        assert_eq!(board[0].ci95, cis["c"]);
        let md = leaderboard_markdown(&board);
        let rows: Vec<&str> = md.lines().skip(2).collect();
        assert_eq!(rows.len(), 3);
        let lo = board[0].ci95["exec@1"].ci95_low;
        assert!(rows[0].starts_with(&format!("| c | 1.000 [{lo:.3}, 1.000] | ")), "{}", rows[0]);
    }

    #[test]
    fn stats_from_the_files_reproduce_them_byte_for_byte() {
        let dir = tempfile::tempdir().unwrap();
        let rs = [retriever("bm25", &[true, false, true]), retriever("dense", &[false, false, true])];
        for r in &rs {
            write_json(&dir.path().join(format!("{}.json", r.name)), &r.results).unwrap();
        }
        // a foreign JSON file is skipped
        std::fs::write(dir.path().join("notes.json"), "{\"x\": 1}").unwrap();
        let md = write_summaries(dir.path(), &rs, 200, 7).unwrap();
        let files =
            ["confidence_intervals.json", "pairwise_tests.json", "full_leaderboard.json", "leaderboard.md"];
        let before: Vec<Vec<u8>> = files.iter().map(|f| std::fs::read(dir.path().join(f)).unwrap()).collect();
        let again = summaries_from_results(dir.path(), 200, 7).unwrap();
        assert_eq!(again, md);
        for (f, b) in files.iter().zip(&before) {
            assert!(std::fs::read(dir.path().join(f)).unwrap() == *b, "{f} differs");
        }
        // a truncated results file is an error naming it
        std::fs::write(dir.path().join("dense.json"), "{\"model\": \"dense\", \"per_q").unwrap();
        let e = format!("{:#}", summaries_from_results(dir.path(), 200, 7).unwrap_err());
        assert!(e.contains("dense.json"), "{e}");
    }

    #[test]
    fn analyses_print_as_percentages_with_counts() {
        use execretrieval_core::results::{CanonicalBelow, Deception, DomainMetrics, RankOneMisses, Rate};
        let a = Analyses {
            canonical_below_own_distractor: CanonicalBelow { queries: 375, share: Some(0.375375) },
            deception: Deception {
                overall: Some(0.122122),
                per_bug_type: [
                    ("off_by_one".to_string(), Rate { n: 3000, rate: Some(0.1) }),
                    ("wrong_operator".to_string(), Rate { n: 996, rate: Some(0.189759) }),
                ]
                .into_iter()
                .collect(),
                per_domain: Default::default(),
            },
            per_domain: [
                ("a".to_string(), DomainMetrics { n: 500, ..Default::default() }),
                ("b".to_string(), DomainMetrics { n: 499, ..Default::default() }),
            ]
            .into_iter()
            .collect(),
            rank1_misses: RankOneMisses {
                n: 852.583,
                other_canonical: Some(0.055713),
                other_query_distractor: Some(0.280911),
                own_paired_distractor: Some(0.663376),
            },
            ..Default::default()
        };
        assert_eq!(
            analyses_line("bm25", &a),
            "bm25: rank-1 misses 852.6 of 999 queries: 66.3 % (565.6 of 852.6) own paired distractor, 5.6 % (47.5 of 852.6) another query's canonical, 28.1 % (239.5 of 852.6) another query's distractor; canonical below an own distractor in 37.5 % (375 of 999) of queries; deception 12.2 % (488 of 3996) of (query, own distractor) pairs"
        );
    }

    #[test]
    fn a_missing_metric_names_the_file_and_query() {
        let mut r = retriever("bm25", &[true]).results;
        r.per_query[0].metrics.remove("ndcg@5");
        let e = per_query_metrics(Path::new("r/bm25.json"), &r).unwrap_err().to_string();
        assert_eq!(e, "r/bm25.json: per_query[0] (q_0) has no metrics.ndcg@5");
    }
}
