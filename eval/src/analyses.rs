//! The paper's analyses of one retriever ([`Analyses`]): (a) what rank 1 is when it fails, in
//! expectation over the tie order (each member of a tied rank-1 group is rank 1 with equal
//! probability); (b) canonicals below one of their own distractors; (c) deception (a distractor
//! strictly above its canonical: a tie is neither) overall, per bug type and per domain;
//! (d) density: exec@1 and nDCG@10 with 0..=4 distractors per query kept in the pool (re-ranked
//! from the stored similarities, tie-aware; outcomes from the oracle, so cache hits); (e)
//! per-domain means.

use crate::{passes, rank_query, RankingOutcomes};
use anyhow::Result;
use execretrieval_core::metrics::{aggregate, expected_query_metrics, QueryMetrics, TiedRanking};
use execretrieval_core::oracle::{Suite, SuiteOracle};
use execretrieval_core::release::{CorpusRecord, Label, QueryRecord};
use execretrieval_core::results::{
    Analyses, CanonicalBelow, Deception, DensityPoint, DomainMetrics, RankOneMisses, Rate,
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
        let Some(&first) = r.runs.first() else { continue };
        let mut group: Vec<usize> = r.top[..first].to_vec();
        if r.runs.len() == 1 {
            group.extend_from_slice(&r.beyond);
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

/// (d): the mean exec@1 and nDCG@10 with `keep` distractors per query left in the pool.
fn density_point(
    inp: &Inputs,
    index: &HashMap<&str, usize>,
    keep: usize,
    oracle: &dyn SuiteOracle,
    jobs: usize,
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
    let (outs, _) = oracle.run_suites(&reqs, jobs, &|_| {})?;
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
pub fn analyse(inp: &Inputs, oracle: &dyn SuiteOracle, jobs: usize) -> Result<Analyses> {
    let (queries, corpus, sims) = (inp.queries, inp.corpus, inp.sims);
    let index: HashMap<&str, usize> =
        corpus.iter().enumerate().map(|(i, c)| (c.corpus_id.as_str(), i)).collect();
    // (b), (c)
    let mut below_any = 0;
    let mut by_bug: BTreeMap<String, (usize, usize)> = BTreeMap::new();
    let mut by_domain: BTreeMap<String, (usize, usize)> = BTreeMap::new();
    let (mut above_all, mut pairs) = (0, 0);
    for (qi, q) in queries.iter().enumerate() {
        let Some(&ci) = q.correct_corpus_ids.first().and_then(|c| index.get(c.as_str())) else { continue };
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
    let density = (0..=DENSITY_MAX)
        .map(|keep| density_point(inp, &index, keep, oracle, jobs))
        .collect::<Result<Vec<_>>>()?;
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
        per_domain,
        rank1_misses: rank1_misses(inp),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ratio_rounds_to_six_decimals_and_has_no_value_without_a_denominator() {
        assert_eq!(ratio(1, 3), Some(0.333333));
        assert_eq!(ratio(2, 3), Some(0.666667));
        assert_eq!(ratio(0, 5), Some(0.0));
        assert_eq!(ratio(0, 0), None);
    }
}
