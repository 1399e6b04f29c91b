//! The paper's analyses of one retriever ([`Analyses`]): (a) what rank 1 is when it fails, in
//! expectation over the tie order (each member of a tied rank-1 group is rank 1 with equal
//! probability); (b) canonicals below one of their own distractors; (c) deception (a distractor
//! strictly above its canonical: a tie is neither) overall, per bug type and per domain;
//! (d) density: exec@1 and nDCG@10 with 0..=4 distractors per query kept in the pool (re-ranked
//! from the stored similarities, tie-aware; outcomes from the oracle, so cache hits); (e)
//! per-domain means; (f) the correct implementations: the canonical-ID protocol (only the
//! canonical is relevant) beside exec@k, what rank 1 is (the canonical, another correct
//! implementation, another query's passing snippet, a failing one), and the canonical against the
//! query's other correct implementations (`data/release-plus`).

use crate::{passes, rank_query, RankingOutcomes};
use anyhow::Result;
use execretrieval_core::metrics::{aggregate, expected_query_metrics, QueryMetrics, TiedRanking, KS};
use execretrieval_core::oracle::{Suite, SuiteOracle};
use execretrieval_core::release::{CorpusRecord, Label, QueryRecord, CANONICAL};
use execretrieval_core::results::{
    Analyses, CanonicalBelow, Deception, DensityPoint, DomainMetrics, ImplementationAnalyses,
    ImplementationRate, RankOneMisses, RankOneSplit, Rate,
};
use std::collections::{BTreeMap, BTreeSet, HashMap};

/// The most distractors per query the density analysis keeps.
pub const DENSITY_MAX: usize = 4;

/// One retriever's evaluation, as the analyses read it.
pub struct Inputs<'a> {
    pub queries: &'a [QueryRecord],
    pub corpus: &'a [CorpusRecord],
    /// The functions each snippet defines.
    pub defined: &'a [Vec<String>],
    /// Queries × corpus similarities.
    pub sims: &'a [Vec<f32>],
    pub rankings: &'a [TiedRanking],
    pub passes: &'a [RankingOutcomes],
    /// Tie-aware metrics per query.
    pub per_query: &'a [QueryMetrics],
}

/// `a / b` rounded to 6 decimals; `None` when `b` is 0.
pub fn ratio(a: usize, b: usize) -> Option<f64> {
    (b != 0).then(|| (a as f64 / b as f64 * 1e6).round() / 1e6)
}

fn rate(counts: &BTreeMap<String, (usize, usize)>) -> BTreeMap<String, Rate> {
    counts.iter().map(|(k, &(above, n))| (k.clone(), Rate { n, rate: ratio(above, n) })).collect()
}

/// (a): the expected rank-1 misses and how they split.
fn rank1_misses(inp: &Inputs) -> RankOneMisses {
    let (mut misses, mut own, mut other_canon, mut other_distr) = (0.0f64, 0.0f64, 0.0f64, 0.0f64);
    for ((q, r), p) in inp.queries.iter().zip(inp.rankings).zip(inp.passes) {
        let group = rank1_group(r);
        if group.is_empty() {
            continue;
        }
        let w = 1.0 / group.len() as f64;
        for &i in &group {
            if p.passing.contains(&i) {
                continue;
            }
            misses += w;
            let c = &inp.corpus[i];
            if q.paired_distractor_corpus_ids.contains(&c.corpus_id) {
                own += w;
            } else if c.label == Label::Correct {
                other_canon += w;
            } else {
                other_distr += w;
            }
        }
    }
    let share = |a: f64| (misses > 0.0).then(|| (a / misses * 1e6).round() / 1e6);
    RankOneMisses {
        n: (misses * 1e3).round() / 1e3,
        other_canonical: share(other_canon),
        other_query_distractor: share(other_distr),
        own_paired_distractor: share(own),
    }
}

/// The members of a ranking's rank-1 tie group (each is rank 1 with probability 1 / its size).
fn rank1_group(r: &TiedRanking) -> Vec<usize> {
    let Some(&first) = r.runs.first() else { return Vec::new() };
    let mut group: Vec<usize> = r.top[..first].to_vec();
    if r.runs.len() == 1 {
        group.extend_from_slice(&r.beyond);
    }
    group
}

/// Rounded to 6 decimals, as every share in the analyses.
fn round6(x: f64) -> f64 {
    (x * 1e6).round() / 1e6
}

/// (f): the canonical against the query's other correct implementations.
fn implementation_analyses(inp: &Inputs, index: &HashMap<&str, usize>) -> ImplementationAnalyses {
    // P(i is in the top k) for every k, and nDCG with i the only relevant snippet: the tie-aware
    // metrics of a ranking in which i alone passes and is correct.
    let single = |r: &TiedRanking, i: usize| expected_query_metrics(&r.groups(|k| k == i, |k| k == i), 1);
    let mut canonical_m = Vec::new();
    let mut split = [0.0f64; 4]; // canonical, other correct, other passing, failing
    let mut per_kind: BTreeMap<String, (usize, f64, f64)> = BTreeMap::new();
    // Pairs (canonical, other correct): 2 per pair the canonical is above, 1 per tie.
    let mut above: (usize, usize) = (0, 0);
    let mut by_rewrite_kind: BTreeMap<String, (usize, usize)> = BTreeMap::new();
    for (qi, ((q, r), p)) in inp.queries.iter().zip(inp.rankings).zip(inp.passes).enumerate() {
        let correct: Vec<(String, usize)> = q
            .correct_by_kind()
            .into_iter()
            .filter_map(|(kind, id)| index.get(id.as_str()).map(|&i| (kind, i)))
            .collect();
        let Some(&(_, ci)) = correct.iter().find(|(kind, _)| kind == CANONICAL) else { continue };
        let m = single(r, ci);
        canonical_m.push(m);
        for (kind, i) in &correct {
            let m = if *i == ci { m } else { single(r, *i) };
            let e = per_kind.entry(kind.clone()).or_default();
            e.0 += 1;
            e.1 += m.values[0];
            e.2 += m.values[3];
        }
        let group = rank1_group(r);
        for &i in &group {
            let slot = if i == ci {
                0
            } else if correct.iter().any(|&(_, c)| c == i) {
                1
            } else if p.passing.contains(&i) {
                2
            } else {
                3
            };
            split[slot] += 1.0 / group.len() as f64;
        }
        let rewrite_kinds: BTreeSet<String> =
            q.implementations().map(|imp| imp.rewrite_kinds.into_iter().collect()).unwrap_or_default();
        for &(_, i) in correct.iter().filter(|&&(_, i)| i != ci) {
            let (c, o) = (inp.sims[qi][ci], inp.sims[qi][i]);
            let half_units = if c > o {
                2
            } else if c == o {
                1
            } else {
                0
            };
            above.0 += half_units;
            above.1 += 2;
            for kind in &rewrite_kinds {
                let e = by_rewrite_kind.entry(kind.clone()).or_default();
                e.0 += half_units;
                e.1 += 2;
            }
        }
    }
    let n = canonical_m.len();
    let agg = aggregate(&canonical_m);
    let canonical_id = KS
        .iter()
        .flat_map(|k| {
            [
                (format!("recall@{k}"), agg[&format!("exec@{k}")]),
                (format!("ndcg@{k}"), agg[&format!("ndcg@{k}")]),
            ]
        })
        .collect();
    let share = |x: f64| if n == 0 { 0.0 } else { round6(x / n as f64) };
    let half_rate = |(a, b): (usize, usize)| Rate { n: b / 2, rate: ratio(a, b) };
    ImplementationAnalyses {
        canonical_above_other: half_rate(above),
        canonical_above_other_by_rewrite_kind: by_rewrite_kind
            .into_iter()
            .map(|(k, v)| (k, half_rate(v)))
            .collect(),
        canonical_id,
        n,
        per_implementation: per_kind
            .into_iter()
            .map(|(kind, (n, r1, t10))| {
                let rate = ImplementationRate {
                    at_rank_1: round6(r1 / n as f64),
                    in_top_10: round6(t10 / n as f64),
                    n,
                };
                (kind, rate)
            })
            .collect(),
        rank1: RankOneSplit {
            canonical: share(split[0]),
            failing: share(split[3]),
            other_correct: share(split[1]),
            other_passing: share(split[2]),
        },
    }
}

/// (d): the mean exec@1 and nDCG@10 with `keep` distractors per query left in the pool.
fn density_point(
    inp: &Inputs,
    index: &HashMap<&str, usize>,
    keep: usize,
    oracle: &dyn SuiteOracle,
) -> Result<DensityPoint> {
    let (queries, corpus) = (inp.queries, inp.corpus);
    let mut removed = vec![false; corpus.len()];
    for q in queries {
        for d in q.paired_distractor_corpus_ids.iter().skip(keep) {
            if let Some(&i) = index.get(d.as_str()) {
                removed[i] = true;
            }
        }
    }
    // The pool without the removed snippets, ranked as in the full evaluation.
    let kept: Vec<usize> = (0..corpus.len()).filter(|&i| !removed[i]).collect();
    let ids: Vec<&str> = kept.iter().map(|&i| corpus[i].corpus_id.as_str()).collect();
    let mut reqs = Vec::new();
    let mut owner = Vec::new();
    let mut rankings = Vec::new();
    for (qi, q) in queries.iter().enumerate() {
        let s: Vec<f32> = kept.iter().map(|&i| inp.sims[qi][i]).collect();
        let r = rank_query(&s, &q.query_id, &ids);
        for &k in r.top.iter().chain(&r.beyond) {
            let i = kept[k];
            if inp.defined[i].contains(&q.function_name) {
                reqs.push(Suite { code: corpus[i].code.clone(), tests: q.test_suite.clone() });
                owner.push((qi, k));
            }
        }
        rankings.push(r);
    }
    let (outs, _) = oracle.run_suites(&reqs, &|_| {})?;
    let mut passing: Vec<BTreeSet<usize>> = vec![BTreeSet::new(); queries.len()];
    for ((qi, k), o) in owner.into_iter().zip(outs) {
        if passes(&o) {
            passing[qi].insert(k);
        }
    }
    let m: Vec<QueryMetrics> = queries
        .iter()
        .zip(&rankings)
        .zip(&passing)
        .map(|((q, r), p)| {
            let groups = r.groups(|k| p.contains(&k), |k| q.correct_corpus_ids.iter().any(|c| c == ids[k]));
            expected_query_metrics(&groups, q.correct_corpus_ids.len())
        })
        .collect();
    let agg = aggregate(&m);
    Ok(DensityPoint { distractors_per_query: keep, exec_1: agg["exec@1"], ndcg_10: agg["ndcg@10"] })
}

/// Every analysis of one retriever; density re-runs suites through the oracle.
pub fn analyse(inp: &Inputs, oracle: &dyn SuiteOracle) -> Result<Analyses> {
    let (queries, corpus, sims) = (inp.queries, inp.corpus, inp.sims);
    let index: HashMap<&str, usize> =
        corpus.iter().enumerate().map(|(i, c)| (c.corpus_id.as_str(), i)).collect();
    // (b), (c)
    let mut below_any = 0;
    let mut by_bug: BTreeMap<String, (usize, usize)> = BTreeMap::new();
    let mut by_domain: BTreeMap<String, (usize, usize)> = BTreeMap::new();
    let (mut above_all, mut pairs) = (0, 0);
    for (qi, q) in queries.iter().enumerate() {
        let Some(ci) = q.canonical_corpus_id().and_then(|c| index.get(c.as_str()).copied()) else { continue };
        let canon = sims[qi][ci];
        let mut any = false;
        for d in &q.paired_distractor_corpus_ids {
            let Some(&di) = index.get(d.as_str()) else { continue };
            let above = sims[qi][di] > canon;
            any |= above;
            pairs += 1;
            above_all += above as usize;
            for (map, key) in [
                (&mut by_bug, corpus[di].bug_type.clone().unwrap_or_default()),
                (&mut by_domain, q.domain.clone()),
            ] {
                let e = map.entry(key).or_default();
                e.0 += above as usize;
                e.1 += 1;
            }
        }
        below_any += any as usize;
    }
    // (d)
    let density =
        (0..=DENSITY_MAX).map(|keep| density_point(inp, &index, keep, oracle)).collect::<Result<Vec<_>>>()?;
    // (e)
    let mut per_domain_q: BTreeMap<&str, Vec<QueryMetrics>> = BTreeMap::new();
    for (q, m) in queries.iter().zip(inp.per_query) {
        per_domain_q.entry(q.domain.as_str()).or_default().push(*m);
    }
    let per_domain = per_domain_q
        .iter()
        .map(|(d, ms)| {
            let a = aggregate(ms);
            let m = DomainMetrics {
                exec_1: a["exec@1"],
                exec_10: a["exec@10"],
                exec_3: a["exec@3"],
                exec_5: a["exec@5"],
                n: ms.len(),
                ndcg_10: a["ndcg@10"],
            };
            (d.to_string(), m)
        })
        .collect();
    Ok(Analyses {
        canonical_below_own_distractor: CanonicalBelow {
            queries: below_any,
            share: ratio(below_any, queries.len()),
        },
        deception: Deception {
            overall: ratio(above_all, pairs),
            per_bug_type: rate(&by_bug),
            per_domain: rate(&by_domain),
        },
        density,
        implementations: implementation_analyses(inp, &index),
        per_domain,
        rank1_misses: rank1_misses(inp),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    /// (f) on a pool of two queries: `q0` with a canonical (`c0`), a rewrite (`c1`) and a
    /// distractor (`c2`); `q1` with one correct snippet (`c3`, which also passes q0's tests) and a
    /// distractor (`c4`). `sims` gives each query's scores over `c0..c4`.
    fn implementations_of(sims: [[f32; 5]; 2]) -> ImplementationAnalyses {
        let q = |id: &str, correct: &[&str], meta: serde_json::Value| QueryRecord {
            correct_corpus_ids: correct.iter().map(|c| c.to_string()).collect(),
            domain: "d".into(),
            entry_id: id.into(),
            function_name: "f".into(),
            metadata: meta,
            paired_distractor_corpus_ids: vec![],
            query: String::new(),
            query_id: id.into(),
            test_suite: vec![],
        };
        let imp = json!({"implementations": {"correct": {"canonical": "c0", "rewrite": "c1"}, "rewrite_kinds": ["rename_local", "for_to_while", "rename_local"]}});
        let queries = [q("q0", &["c0", "c1"], imp), q("q1", &["c3"], json!({}))];
        let ids = ["c0", "c1", "c2", "c3", "c4"];
        let corpus: Vec<CorpusRecord> = ids
            .iter()
            .map(|c| CorpusRecord {
                bug_type: None,
                code: String::new(),
                corpus_id: c.to_string(),
                label: Label::Correct,
                source_entry_id: String::new(),
            })
            .collect();
        let sims: Vec<Vec<f32>> = sims.iter().map(|s| s.to_vec()).collect();
        let rankings: Vec<TiedRanking> =
            queries.iter().zip(&sims).map(|(q, s)| rank_query(s, &q.query_id, &ids)).collect();
        let passing = [BTreeSet::from([0, 1, 3]), BTreeSet::from([3])];
        let passes: Vec<RankingOutcomes> =
            passing.into_iter().map(|p| RankingOutcomes { top: vec![], passing: p }).collect();
        let inp = Inputs {
            queries: &queries,
            corpus: &corpus,
            defined: &[],
            sims: &sims,
            rankings: &rankings,
            passes: &passes,
            per_query: &[],
        };
        let index = ids.iter().enumerate().map(|(i, c)| (*c, i)).collect();
        implementation_analyses(&inp, &index)
    }

    #[test]
    fn rank_one_splits_into_the_canonical_another_correct_implementation_and_the_rest() {
        // q0: the rewrite first, then the canonical; q1: its canonical first
        let a = implementations_of([[0.8, 0.9, 0.1, 0.2, 0.0], [0.0, 0.0, 0.0, 0.9, 0.5]]);
        assert_eq!(a.n, 2);
        assert_eq!(
            (a.rank1.canonical, a.rank1.other_correct, a.rank1.other_passing, a.rank1.failing),
            (0.5, 0.5, 0.0, 0.0)
        );
        assert_eq!((a.canonical_id["recall@1"], a.canonical_id["recall@3"]), (0.5, 1.0));
        assert_eq!(a.canonical_above_other, Rate { n: 1, rate: Some(0.0) });
        // a pair counts once per kind the rewrite uses
        assert_eq!(
            a.canonical_above_other_by_rewrite_kind.keys().collect::<Vec<_>>(),
            ["for_to_while", "rename_local"]
        );
        assert_eq!(a.canonical_above_other_by_rewrite_kind["rename_local"], Rate { n: 1, rate: Some(0.0) });
        let per = &a.per_implementation;
        assert_eq!(
            (per["canonical"].n, per["canonical"].at_rank_1, per["canonical"].in_top_10),
            (2, 0.5, 1.0)
        );
        assert_eq!((per["rewrite"].n, per["rewrite"].at_rank_1), (1, 1.0));
        // q0: another query's passing snippet first; q1: a failing one first
        let a = implementations_of([[0.5, 0.4, 0.1, 0.9, 0.0], [0.0, 0.0, 0.0, 0.5, 0.9]]);
        assert_eq!(
            (a.rank1.canonical, a.rank1.other_correct, a.rank1.other_passing, a.rank1.failing),
            (0.0, 0.0, 0.5, 0.5)
        );
        assert_eq!(a.canonical_above_other, Rate { n: 1, rate: Some(1.0) });
    }

    #[test]
    fn ties_count_in_expectation() {
        // q0: canonical, rewrite and distractor tie at rank 1; q1 likewise with its two snippets
        let a = implementations_of([[0.5, 0.5, 0.5, 0.1, 0.0], [0.0, 0.0, 0.0, 0.7, 0.7]]);
        assert_eq!(a.rank1.canonical, round6((1.0 / 3.0 + 0.5) / 2.0));
        assert_eq!(a.rank1.other_correct, round6(1.0 / 6.0));
        assert_eq!(a.rank1.failing, round6((1.0 / 3.0 + 0.5) / 2.0));
        assert_eq!(a.canonical_id["recall@1"], (1.0 / 3.0 + 0.5) / 2.0);
        assert_eq!(a.canonical_above_other, Rate { n: 1, rate: Some(0.5) });
    }

    #[test]
    fn ratio_rounds_to_six_decimals_and_has_no_value_without_a_denominator() {
        assert_eq!(ratio(1, 3), Some(0.333333));
        assert_eq!(ratio(2, 3), Some(0.666667));
        assert_eq!(ratio(0, 5), Some(0.0));
        assert_eq!(ratio(0, 0), None);
    }
}
