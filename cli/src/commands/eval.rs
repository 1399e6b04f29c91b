//! `execretrieval eval` and `execretrieval run`: rank the whole corpus for every query with each
//! retriever, decide pass/fail of each top-10 snippet in the sandbox (cached), and write the
//! results in the published schema plus the leaderboard and statistics.

use super::build::{build_release, BuildArgs};
use super::SandboxArgs;
use crate::io::{read_all, write_atomic};
use crate::progress;
use crate::Status;
use anyhow::{bail, Context, Result};
use clap::Args;
use execretrieval_core::metrics::{
    aggregate, column, expected_query_metrics, query_metrics, rank_with_ties, tie_order_key, MetricName,
    QueryMetrics, RankedResult, TiedRanking, KS, MAX_K, TIE_ORDER_SEED,
};
use execretrieval_core::outcome::Outcome;
use execretrieval_core::release::{CorpusRecord, QueryRecord};
use execretrieval_core::stats::{
    holm, mcnemar_cells, Resamples, SignFlips, BOOTSTRAP_SAMPLES, BOOTSTRAP_SEED, RANDOMIZATION_SAMPLES,
};
use execretrieval_dataset::mutate::defined_functions;
use execretrieval_host::oracle::{Oracle, SuiteRequest};
use execretrieval_retrieval::store::EmbeddingStore;
use execretrieval_retrieval::{
    read_configs, registry, similarities, Env, RetrieverConfig, Texts, DEFAULT_RETRIEVERS,
};
use serde_json::{json, Value};
use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};

#[derive(Args, Debug, Clone)]
pub struct EvalArgs {
    /// Release directory (queries.jsonl, corpus.jsonl).
    #[arg(long, default_value = "data/release")]
    pub release: PathBuf,
    /// Results directory.
    #[arg(long, default_value = "results")]
    pub results: PathBuf,
    /// Retrievers to run, by name (default: bm25 and all-minilm-l6-v2). Repeatable.
    /// `execretrieval retrievers` lists the built-in configurations.
    #[arg(long = "retriever")]
    pub retrievers: Vec<String>,
    /// Extra retriever configurations: a JSON list in the `invocation_table.json` schema
    /// (e.g. an OpenAI-compatible server with its own base_url and prefixes). Repeatable.
    #[arg(long = "config")]
    pub configs: Vec<PathBuf>,
    /// A local sentence-transformers folder to evaluate as a dense retriever named after the
    /// folder. Repeatable.
    #[arg(long = "model-dir")]
    pub model_dirs: Vec<PathBuf>,
    /// A model folder from the Hugging Face hub (`$HF_ENDPOINT`), ORG/NAME[@REVISION], fetched
    /// into the model cache (sha256-verified, resumable) with its commit pinned in
    /// invocation_table.json; a registry row of that repo keeps its documented invocation.
    /// Repeatable.
    #[arg(long = "model")]
    pub models: Vec<String>,
    /// Embedding store (default: <results>/embeddings): matrices found there are reused.
    #[arg(long)]
    pub embeddings: Option<PathBuf>,
    /// Rescore from the matrices saved in DIR only: no model or API is used, a missing
    /// matrix is an error.
    #[arg(long, conflicts_with = "embeddings")]
    pub from_embeddings: Option<PathBuf>,
    /// Bootstrap resamples for the statistics.
    #[arg(long, default_value_t = BOOTSTRAP_SAMPLES)]
    pub bootstrap_samples: usize,
    /// Bootstrap seed.
    #[arg(long, default_value_t = BOOTSTRAP_SEED)]
    pub seed: u64,
    #[command(flatten)]
    pub sandbox: SandboxArgs,
}

#[derive(Args, Debug, Clone)]
pub struct RunArgs {
    /// Task directory used when the release must be (re)built.
    #[arg(long, default_value = "data/tasks")]
    pub tasks: PathBuf,
    /// Rebuild the release from the tasks even if it exists.
    #[arg(long)]
    pub rebuild: bool,
    #[command(flatten)]
    pub eval: EvalArgs,
}

/// The configurations to evaluate: named ones from the registry and `--config` files, plus
/// one per `--model-dir`; defaults when none is named.
pub fn choose_retrievers(args: &EvalArgs) -> Result<Vec<RetrieverConfig>> {
    let mut configs = registry();
    let mut from_files = Vec::new();
    for f in &args.configs {
        for c in read_configs(f)? {
            configs.retain(|x| x.name != c.name);
            from_files.push(c.name.clone());
            configs.push(c);
        }
    }
    let mut chosen: Vec<RetrieverConfig> = Vec::new();
    let names: Vec<String> = if args.retrievers.is_empty()
        && args.model_dirs.is_empty()
        && args.configs.is_empty()
        && args.models.is_empty()
    {
        DEFAULT_RETRIEVERS.iter().map(|s| s.to_string()).collect()
    } else if args.retrievers.is_empty() {
        // --config alone evaluates the configurations it defines.
        from_files
    } else {
        args.retrievers.clone()
    };
    for n in &names {
        let c = configs.iter().find(|c| &c.name == n).cloned().with_context(|| {
            format!(
                "unknown retriever `{n}` (known: {}; more with --config FILE or --model-dir DIR)",
                configs.iter().map(|c| c.name.as_str()).collect::<Vec<_>>().join(", ")
            )
        })?;
        chosen.push(c);
    }
    for d in &args.model_dirs {
        let name = d
            .file_name()
            .map(|n| n.to_string_lossy().to_string())
            .filter(|n| !n.is_empty())
            .unwrap_or_else(|| "local-model".into());
        let dir = d.canonicalize().with_context(|| format!("--model-dir {}: no such folder", d.display()))?;
        chosen.push(execretrieval_retrieval::dense_local(&name, &name, Some(&dir), None));
    }
    for m in &args.models {
        chosen.push(execretrieval_retrieval::hub_config(m)?);
    }
    let mut seen = std::collections::BTreeSet::new();
    for c in &chosen {
        if !seen.insert(c.name.clone()) {
            bail!("retriever `{}` is named twice; results/<retriever>.json needs unique names", c.name);
        }
    }
    Ok(chosen)
}

pub struct RetrieverResult {
    pub name: String,
    /// Tie-aware (expected) metrics per query: what every aggregate and interval uses.
    pub per_query: Vec<QueryMetrics>,
    /// The metrics under the one concrete tie order of `top_results`: the 0/1 outcomes the
    /// exact McNemar test counts.
    pub per_query_tie_order: Vec<QueryMetrics>,
    pub json: Value,
    /// The paper's analyses for this retriever (miss attribution, deception, density, domains).
    pub analyses: Value,
}

pub fn evaluate(args: &EvalArgs, oracle: &Oracle) -> Result<Vec<RetrieverResult>> {
    let queries: Vec<QueryRecord> = read_all(&args.release.join("queries.jsonl"))?;
    let corpus: Vec<CorpusRecord> = read_all(&args.release.join("corpus.jsonl"))?;
    if queries.is_empty() || corpus.is_empty() {
        bail!(
            "{} holds no queries or no corpus; build it with `execretrieval build`",
            args.release.display()
        );
    }
    let mut chosen = choose_retrievers(args)?;
    if args.from_embeddings.is_none() {
        execretrieval_retrieval::pin_revisions(&mut chosen, &|m| eprintln!("{m}"))?;
    }
    std::fs::create_dir_all(&args.results)
        .with_context(|| format!("cannot create {}", args.results.display()))?;
    write_atomic(
        &args.results.join("invocation_table.json"),
        (serde_json::to_string_pretty(&chosen)? + "\n").as_bytes(),
    )?;
    let corpus_ids: Vec<&str> = corpus.iter().map(|c| c.corpus_id.as_str()).collect();
    let q_texts = Texts {
        ids: queries.iter().map(|q| q.query_id.as_str()).collect(),
        texts: queries.iter().map(|q| q.query.as_str()).collect(),
    };
    let c_texts = Texts { ids: corpus_ids.clone(), texts: corpus.iter().map(|c| c.code.as_str()).collect() };
    let store = match &args.from_embeddings {
        Some(d) => EmbeddingStore { dir: d.clone(), read_only: true },
        None => EmbeddingStore {
            dir: args.embeddings.clone().unwrap_or_else(|| args.results.join("embeddings")),
            read_only: false,
        },
    };
    let progress_fn = |label: &str, total: usize| -> Box<dyn Fn(usize) + Sync> {
        let pb = progress::bar(total as u64, label);
        Box::new(move |n| {
            pb.inc(n as u64);
            if pb.position() >= total as u64 {
                pb.finish_and_clear();
            }
        })
    };
    let log_fn = |m: &str| eprintln!("{m}");
    let env = Env { store: &store, progress: &progress_fn, log: &log_fn };
    // The functions each snippet defines: only those can pass a query's tests (which call its
    // function), so only those are run when they tie across rank 10.
    let defined: Vec<Vec<String>> = corpus.iter().map(|c| defined_functions(&c.code)).collect();
    let mut out = Vec::new();
    for cfg in &chosen {
        let t = std::time::Instant::now();
        let sims = similarities(cfg, &q_texts, &c_texts, &env)?;
        let rankings: Vec<TiedRanking> =
            queries.iter().zip(&sims).map(|(q, s)| rank_query(s, &q.query_id, &corpus_ids)).collect();
        let rank_secs = t.elapsed().as_secs_f64();
        let (passes, stats) =
            run_rankings(&queries, &corpus, &defined, &rankings, oracle, args.sandbox.jobs(), &cfg.name)?;
        eprintln!(
            "{}: ranked in {:.2}s; {} suites for the top 10 and the ties across rank 10 ({} cached, {} run)",
            cfg.name, rank_secs, stats.suites, stats.cache_hits, stats.executed
        );
        let mut per_query = Vec::new();
        let mut per_query_tie_order = Vec::new();
        let mut rows = Vec::new();
        let mut tied_queries = 0usize;
        for (((q, r), sim), pass) in queries.iter().zip(&rankings).zip(&sims).zip(&passes) {
            let mut ranked = Vec::new();
            let mut results = Vec::new();
            for (rank, &i) in r.top.iter().enumerate() {
                let (passes, o) = pass.top[rank].clone();
                let c = &corpus[i];
                let is_correct = q.correct_corpus_ids.contains(&c.corpus_id);
                ranked.push(RankedResult { passes_all_tests: passes, is_correct });
                results.push(json!({
                    "rank": rank + 1, "corpus_id": c.corpus_id, "label": c.label, "bug_type": c.bug_type,
                    "similarity": sim[i], "passes_all_tests": passes, "test_results": o,
                }));
            }
            let groups = r.groups(
                |i| pass.passing.contains(&i),
                |i| q.correct_corpus_ids.iter().any(|c| c == corpus_ids[i]),
            );
            let m = expected_query_metrics(&groups, q.correct_corpus_ids.len());
            let one_order = query_metrics(&ranked, q.correct_corpus_ids.len());
            let tied = r.tied_in_top();
            tied_queries += (tied > 0) as usize;
            let order_map: serde_json::Map<String, Value> = MetricName::ALL
                .iter()
                .filter(|n| n.is_binary())
                .map(|n| (n.to_string(), json!(one_order.get(*n))))
                .collect();
            rows.push(json!({
                "query_id": q.query_id, "metrics": m.to_map(),
                "tied_at_top10": tied, "tied_beyond_top10": r.beyond.len(),
                "metrics_one_tie_order": order_map,
                "top_results": results,
            }));
            per_query.push(m);
            per_query_tie_order.push(one_order);
        }
        let json = json!({
            "model": cfg.name, "n_queries": queries.len(), "n_corpus": corpus.len(), "ks": KS,
            "metrics": aggregate(&per_query),
            "ties": {
                "handling": "every metric is its expected value over a uniformly random order within exactly tied scores; top_results lists one such order (ties by tie_order_key with tie_order_seed), which metrics_one_tie_order and the McNemar cells use",
                "tie_order_seed": TIE_ORDER_SEED,
                "queries_with_tied_top10": tied_queries,
                "tied_top10_share": ratio(tied_queries, queries.len()),
            },
            "per_query": rows,
        });
        write_atomic(
            &args.results.join(format!("{}.json", cfg.name)),
            (serde_json::to_string_pretty(&json)? + "\n").as_bytes(),
        )?;
        let analyses = analyses(
            &queries,
            &corpus,
            &defined,
            &sims,
            &rankings,
            &passes,
            &per_query,
            oracle,
            args.sandbox.jobs(),
        )?;
        out.push(RetrieverResult { name: cfg.name.clone(), per_query, per_query_tie_order, json, analyses });
    }
    Ok(out)
}

/// One query's ranking with its ties (see `core::metrics`): the tie order is a seeded hash of
/// the query and corpus ids, so it never depends on file order or on corpus ids' order.
fn rank_query(sims: &[f32], query_id: &str, corpus_ids: &[&str]) -> TiedRanking {
    let keys: Vec<u64> = corpus_ids.iter().map(|c| tie_order_key(TIE_ORDER_SEED, query_id, c)).collect();
    rank_with_ties(sims, &keys, MAX_K)
}

/// What the oracle said about one query's ranking: per top-10 rank (passes, outcomes), and the
/// corpus indices that pass among the top 10 and the snippets tied with rank 10.
pub struct RankingOutcomes {
    pub top: Vec<(bool, Vec<Outcome>)>,
    pub passing: std::collections::BTreeSet<usize>,
}

/// Runs every top-10 snippet of every query, and the snippets tied with rank 10 beyond it that
/// define the query's function (any other cannot pass: the tests call the function).
#[allow(clippy::too_many_arguments)]
fn run_rankings(
    queries: &[QueryRecord],
    corpus: &[CorpusRecord],
    defined: &[Vec<String>],
    rankings: &[TiedRanking],
    oracle: &Oracle,
    jobs: usize,
    label: &str,
) -> Result<(Vec<RankingOutcomes>, execretrieval_host::oracle::BatchStats)> {
    let mut reqs = Vec::new();
    let mut owner = Vec::new(); // (query, corpus index, top rank or None)
    for (qi, (q, r)) in queries.iter().zip(rankings).enumerate() {
        for (rank, &i) in r.top.iter().enumerate() {
            reqs.push(SuiteRequest { code: corpus[i].code.clone(), tests: q.test_suite.clone() });
            owner.push((qi, i, Some(rank)));
        }
        for &i in &r.beyond {
            if defined[i].iter().any(|f| *f == q.function_name) {
                reqs.push(SuiteRequest { code: corpus[i].code.clone(), tests: q.test_suite.clone() });
                owner.push((qi, i, None));
            }
        }
    }
    let pb = progress::bar(reqs.len() as u64, label);
    let (outcomes, stats) = oracle.run_many(&reqs, jobs, &|| pb.inc(1))?;
    pb.finish_and_clear();
    let mut out: Vec<RankingOutcomes> = rankings
        .iter()
        .map(|r| RankingOutcomes { top: vec![(false, Vec::new()); r.top.len()], passing: Default::default() })
        .collect();
    for ((qi, i, rank), o) in owner.into_iter().zip(outcomes) {
        let passes = !o.is_empty() && o.iter().all(Outcome::is_pass);
        if passes {
            out[qi].passing.insert(i);
        }
        if let Some(rank) = rank {
            out[qi].top[rank] = (passes, o);
        }
    }
    Ok((out, stats))
}

fn ratio(a: usize, b: usize) -> Value {
    if b == 0 {
        Value::Null
    } else {
        json!((a as f64 / b as f64 * 1e6).round() / 1e6)
    }
}

/// (a) what rank 1 is when it is wrong (in expectation over the tie order: each member of a tied
/// rank-1 group is rank 1 with equal probability); (b) canonical below one of its own
/// distractors; (c) deception (distractor strictly above its canonical: a tie is neither) overall
/// / per bug type / per domain; (d) density: exec@1 and nDCG@10 with 0..=4 distractors per query
/// kept in the pool (re-ranked from the stored similarities, tie-aware); (e) per-domain means.
#[allow(clippy::too_many_arguments)]
fn analyses(
    queries: &[QueryRecord],
    corpus: &[CorpusRecord],
    defined: &[Vec<String>],
    sims: &[Vec<f32>],
    rankings: &[TiedRanking],
    passes: &[RankingOutcomes],
    per_query: &[QueryMetrics],
    oracle: &Oracle,
    jobs: usize,
) -> Result<Value> {
    let index: HashMap<&str, usize> =
        corpus.iter().enumerate().map(|(i, c)| (c.corpus_id.as_str(), i)).collect();
    // (a)
    let (mut misses, mut own, mut other_canon, mut other_distr) = (0.0f64, 0.0f64, 0.0f64, 0.0f64);
    for ((q, r), p) in queries.iter().zip(rankings).zip(passes) {
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
            let cid = corpus[i].corpus_id.as_str();
            if q.paired_distractor_corpus_ids.iter().any(|d| d == cid) {
                own += w;
            } else if corpus[i].label == execretrieval_core::release::Label::Correct {
                other_canon += w;
            } else {
                other_distr += w;
            }
        }
    }
    let share = |a: f64| if misses > 0.0 { json!((a / misses * 1e6).round() / 1e6) } else { Value::Null };
    let expected_misses = (misses * 1e3).round() / 1e3;
    // (b), (c)
    let mut below_any = 0;
    let mut dec: BTreeMap<String, (usize, usize)> = BTreeMap::new();
    let mut dec_domain: BTreeMap<String, (usize, usize)> = BTreeMap::new();
    let (mut dec_all, mut dec_n) = (0, 0);
    for (qi, q) in queries.iter().enumerate() {
        let Some(&ci) = q.correct_corpus_ids.first().and_then(|c| index.get(c.as_str())) else { continue };
        let canon = sims[qi][ci];
        let mut any = false;
        for d in &q.paired_distractor_corpus_ids {
            let Some(&di) = index.get(d.as_str()) else { continue };
            let above = sims[qi][di] > canon;
            any |= above;
            dec_n += 1;
            dec_all += above as usize;
            let bt = corpus[di].bug_type.clone().unwrap_or_default();
            let e = dec.entry(bt).or_default();
            e.0 += above as usize;
            e.1 += 1;
            let e = dec_domain.entry(q.domain.clone()).or_default();
            e.0 += above as usize;
            e.1 += 1;
        }
        below_any += any as usize;
    }
    // (d) density
    let mut density = Vec::new();
    for keep in 0..=4usize {
        let mut removed: Vec<bool> = vec![false; corpus.len()];
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
        let mut new_rankings = Vec::new();
        for (qi, q) in queries.iter().enumerate() {
            let s: Vec<f32> = kept.iter().map(|&i| sims[qi][i]).collect();
            let r = rank_query(&s, &q.query_id, &ids);
            for &k in r.top.iter().chain(&r.beyond) {
                let i = kept[k];
                if defined[i].iter().any(|f| *f == q.function_name) {
                    reqs.push(SuiteRequest { code: corpus[i].code.clone(), tests: q.test_suite.clone() });
                    owner.push((qi, k));
                }
            }
            new_rankings.push(r);
        }
        let (outs, _) = oracle.run_many(&reqs, jobs, &|| {})?;
        let mut passing: Vec<std::collections::BTreeSet<usize>> = vec![Default::default(); queries.len()];
        for ((qi, k), o) in owner.into_iter().zip(outs) {
            if !o.is_empty() && o.iter().all(Outcome::is_pass) {
                passing[qi].insert(k);
            }
        }
        let mut m = Vec::new();
        for ((q, r), p) in queries.iter().zip(&new_rankings).zip(&passing) {
            let groups = r.groups(|k| p.contains(&k), |k| q.correct_corpus_ids.iter().any(|c| c == ids[k]));
            m.push(expected_query_metrics(&groups, q.correct_corpus_ids.len()));
        }
        let agg = aggregate(&m);
        density
            .push(json!({"distractors_per_query": keep, "exec@1": agg["exec@1"], "ndcg@10": agg["ndcg@10"]}));
    }
    // (e) per domain
    let mut by_domain: BTreeMap<&str, Vec<QueryMetrics>> = BTreeMap::new();
    for (q, m) in queries.iter().zip(per_query) {
        by_domain.entry(q.domain.as_str()).or_default().push(*m);
    }
    let per_domain: serde_json::Map<String, Value> = by_domain
        .iter()
        .map(|(d, ms)| {
            let a = aggregate(ms);
            (d.to_string(), json!({"n": ms.len(), "exec@1": a["exec@1"], "exec@3": a["exec@3"], "exec@5": a["exec@5"], "exec@10": a["exec@10"], "ndcg@10": a["ndcg@10"]}))
        })
        .collect();
    Ok(json!({
        "rank1_misses": {"n": expected_misses, "own_paired_distractor": share(own), "other_canonical": share(other_canon), "other_query_distractor": share(other_distr)},
        "canonical_below_own_distractor": {"queries": below_any, "share": ratio(below_any, queries.len())},
        "deception": {
            "overall": ratio(dec_all, dec_n),
            "per_bug_type": dec.iter().map(|(k, (a, n))| (k.clone(), json!({"n": n, "rate": ratio(*a, *n)}))).collect::<serde_json::Map<_, _>>(),
            "per_domain": dec_domain.iter().map(|(k, (a, n))| (k.clone(), json!({"n": n, "rate": ratio(*a, *n)}))).collect::<serde_json::Map<_, _>>(),
        },
        "density": density,
        "per_domain": per_domain,
    }))
}

/// Leaderboard, intervals and pairwise tests; returns the Markdown leaderboard.
pub fn write_summaries(args: &EvalArgs, results: &[RetrieverResult]) -> Result<String> {
    write_summaries_to(&args.results, results, args.bootstrap_samples, args.seed)
}

/// Recompute the statistics from `<dir>/<retriever>.json` files (published schema; per-query
/// `metrics` maps are used, or recomputed from `top_results` when absent).
pub fn summaries_from_results(dir: &Path, samples: usize, seed: u64) -> Result<String> {
    let mut results = Vec::new();
    let mut names: Vec<PathBuf> = std::fs::read_dir(dir)
        .with_context(|| format!("cannot read {}", dir.display()))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().map(|x| x == "json").unwrap_or(false))
        .collect();
    names.sort();
    for p in names {
        let v: Value = match std::fs::read_to_string(&p).ok().and_then(|t| serde_json::from_str(&t).ok()) {
            Some(v) => v,
            None => continue,
        };
        if v.get("per_query").is_none() || v.get("model").is_none() {
            continue;
        }
        let mut per_query = Vec::new();
        let mut per_query_tie_order = Vec::new();
        for (qi, q) in v["per_query"].as_array().context("per_query must be a list")?.iter().enumerate() {
            // The per-query metric map is authoritative (relevance needs the query's own correct
            // ids, which results files do not repeat).
            let mut values = [0.0; 16];
            for (i, name) in MetricName::ALL.iter().enumerate() {
                values[i] = q["metrics"][name.to_string()]
                    .as_f64()
                    .with_context(|| format!("{}: per_query[{qi}] has no metrics.{name}", p.display()))?;
            }
            per_query.push(QueryMetrics { values });
            // The 0/1 outcomes under the results' own tie order (absent in files written before
            // tie-aware scoring, whose metrics are those outcomes).
            let mut order = values;
            for (i, name) in MetricName::ALL.iter().enumerate() {
                if let Some(x) = q.get("metrics_one_tie_order").and_then(|m| m[name.to_string()].as_f64()) {
                    order[i] = x;
                }
            }
            per_query_tie_order.push(QueryMetrics { values: order });
        }
        let analyses = std::fs::read_to_string(dir.join("analyses.json"))
            .ok()
            .and_then(|t| serde_json::from_str::<Value>(&t).ok())
            .map(|a| a[v["model"].as_str().unwrap_or("")].clone())
            .unwrap_or(Value::Null);
        results.push(RetrieverResult {
            name: v["model"].as_str().unwrap_or("?").to_string(),
            per_query,
            per_query_tie_order,
            json: v,
            analyses,
        });
    }
    anyhow::ensure!(!results.is_empty(), "no <retriever>.json results in {}", dir.display());
    let n = results[0].per_query.len();
    anyhow::ensure!(
        results.iter().all(|r| r.per_query.len() == n),
        "results cover different numbers of queries"
    );
    write_summaries_to(dir, &results, samples, seed)
}

fn write_summaries_to(dir: &Path, results: &[RetrieverResult], samples: usize, seed: u64) -> Result<String> {
    let n = results.first().map(|r| r.per_query.len()).unwrap_or(0);
    let resamples = Resamples::new(n, samples, seed);
    let mut cis = serde_json::Map::new();
    let mut boots_by_metric: BTreeMap<String, Vec<_>> = BTreeMap::new();
    for r in results {
        let mut m = serde_json::Map::new();
        for name in MetricName::ALL {
            let col = column(&r.per_query, name);
            let b = resamples.bootstrap(&col);
            m.insert(name.to_string(), serde_json::to_value(b.interval())?);
            boots_by_metric.entry(name.to_string()).or_default().push(b);
        }
        cis.insert(r.name.clone(), Value::Object(m));
    }
    write_atomic(
        &dir.join("confidence_intervals.json"),
        (serde_json::to_string_pretty(&cis)? + "\n").as_bytes(),
    )?;
    // all pairs A vs B with A < B by name
    let mut order: Vec<usize> = (0..results.len()).collect();
    order.sort_by(|&a, &b| results[a].name.cmp(&results[b].name));
    // Tie-aware values are fractional where ties straddle k: delta, the bootstrap interval and
    // the paired randomisation test use them; for the binary metrics the McNemar cells and exact
    // p count the 0/1 outcomes under the results' one seeded tie order (the test needs 0/1).
    let flips = SignFlips::new(n, RANDOMIZATION_SAMPLES, seed);
    let mut pairs = Vec::new();
    for (x, &a) in order.iter().enumerate() {
        for &b in &order[x + 1..] {
            for name in MetricName::ALL {
                let boots = &boots_by_metric[&name.to_string()];
                let mut p = boots[a].compare(&boots[b]);
                p.randomization_p = Some(
                    flips.p_value(&column(&results[a].per_query, name), &column(&results[b].per_query, name)),
                );
                if name.is_binary() {
                    let cells = mcnemar_cells(
                        &column(&results[a].per_query_tie_order, name),
                        &column(&results[b].per_query_tie_order, name),
                    );
                    if let Some((a_only, b_only, both, neither, mp)) = cells {
                        (p.a_only, p.b_only, p.both, p.neither) = (a_only, b_only, both, neither);
                        p.mcnemar_exact_p = Some(mp);
                    }
                }
                pairs.push((format!("{} vs {}", results[a].name, results[b].name), name.to_string(), p));
            }
        }
    }
    let ps: Vec<f64> = pairs.iter().filter_map(|(_, _, p)| p.mcnemar_exact_p).collect();
    let adj = holm(&ps);
    let mut adj_it = adj.into_iter();
    let mut pw = serde_json::Map::new();
    for (pair, metric, p) in &pairs {
        let mut v = serde_json::to_value(p)?;
        if p.mcnemar_exact_p.is_some() {
            v["mcnemar_holm_p"] = json!(adj_it.next());
        }
        pw.entry(pair.clone())
            .or_insert_with(|| json!({}))
            .as_object_mut()
            .unwrap()
            .insert(metric.clone(), v);
    }
    write_atomic(&dir.join("pairwise_tests.json"), (serde_json::to_string_pretty(&pw)? + "\n").as_bytes())?;

    let mut board: Vec<&RetrieverResult> = results.iter().collect();
    board.sort_by(|a, b| {
        let ka = a.json["metrics"]["exec@1"].as_f64().unwrap_or(0.0);
        let kb = b.json["metrics"]["exec@1"].as_f64().unwrap_or(0.0);
        kb.total_cmp(&ka).then(a.name.cmp(&b.name))
    });
    let lb: Vec<Value> = board
        .iter()
        .map(|r| {
            json!({"model": r.name, "metrics": r.json["metrics"], "ci95": cis[&r.name],
                   "tied_top10_share": r.json["ties"]["tied_top10_share"]})
        })
        .collect();
    write_atomic(&dir.join("full_leaderboard.json"), (serde_json::to_string_pretty(&lb)? + "\n").as_bytes())?;
    let mut md = String::from("| retriever | exec@1 [95% CI] | exec@3 | exec@5 | exec@10 | precision@1 | nDCG@10 | exec−nDCG gap@10 | tied top-10 |\n|---|---|---|---|---|---|---|---|---|\n");
    for r in &board {
        let m = &r.json["metrics"];
        let ci = &cis[&r.name]["exec@1"];
        md.push_str(&format!(
            "| {} | {:.3} [{:.3}, {:.3}] | {:.3} | {:.3} | {:.3} | {:.3} | {:.3} | {:.3} | {} |\n",
            r.name,
            m["exec@1"].as_f64().unwrap_or(f64::NAN),
            ci["ci95_low"].as_f64().unwrap_or(f64::NAN),
            ci["ci95_high"].as_f64().unwrap_or(f64::NAN),
            m["exec@3"].as_f64().unwrap_or(f64::NAN),
            m["exec@5"].as_f64().unwrap_or(f64::NAN),
            m["exec@10"].as_f64().unwrap_or(f64::NAN),
            m["precision@1"].as_f64().unwrap_or(f64::NAN),
            m["ndcg@10"].as_f64().unwrap_or(f64::NAN),
            m["exec_ndcg_gap@10"].as_f64().unwrap_or(f64::NAN),
            r.json["ties"]["tied_top10_share"]
                .as_f64()
                .map(|x| format!("{:.1} %", x * 100.0))
                .unwrap_or_else(|| "n/a".into())
        ));
    }
    write_atomic(&dir.join("leaderboard.md"), md.as_bytes())?;
    if results.iter().all(|r| !r.analyses.is_null()) {
        let an: serde_json::Map<String, Value> =
            results.iter().map(|r| (r.name.clone(), r.analyses.clone())).collect();
        write_atomic(&dir.join("analyses.json"), (serde_json::to_string_pretty(&an)? + "\n").as_bytes())?;
    }
    md.push('\n');
    for r in &board {
        let a = &r.analyses;
        md.push_str(&format!(
            "{}: rank-1 misses {} ({} own paired distractor); canonical below an own distractor in {} of queries; deception {}\n",
            r.name, a["rank1_misses"]["n"], a["rank1_misses"]["own_paired_distractor"], a["canonical_below_own_distractor"]["share"], a["deception"]["overall"]
        ));
    }
    Ok(md)
}

pub fn run_eval(args: EvalArgs) -> Result<Status> {
    let oracle = args.sandbox.oracle().context("starting the sandbox")?;
    let results = evaluate(&args, &oracle)?;
    let md = write_summaries(&args, &results)?;
    print!("{md}");
    Ok(0)
}

/// The README's main job: build the release if needed, evaluate the default retrievers,
/// write statistics, print the leaderboard.
pub fn run(args: RunArgs) -> Result<Status> {
    let t = std::time::Instant::now();
    let oracle = args.eval.sandbox.oracle().context("starting the sandbox")?;
    if args.rebuild || !args.eval.release.join("queries.jsonl").exists() {
        eprintln!("run: building the release from {}", args.tasks.display());
        let b = BuildArgs {
            tasks: args.tasks.clone(),
            out: args.eval.release.clone(),
            keep_going: true,
            sandbox: args.eval.sandbox.clone(),
        };
        let out = build_release(&b.tasks, &oracle, b.sandbox.jobs(), true)?;
        for (rel, bytes) in &out.files {
            write_atomic(&b.out.join(rel), bytes)?;
        }
    }
    let results = evaluate(&args.eval, &oracle)?;
    let md = write_summaries(&args.eval, &results)?;
    super::report::run_report(super::report::ReportArgs { results: args.eval.results.clone() })?;
    print!("{md}");
    eprintln!("run: done in {:.1}s; results in {}", t.elapsed().as_secs_f64(), args.eval.results.display());
    Ok(0)
}
