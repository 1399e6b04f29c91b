//! `execretrieval eval` and `execretrieval run`: rank the whole corpus for every query with each
//! retriever, decide pass/fail of each top-10 snippet in the sandbox (cached), and write the
//! results in the published schema plus the leaderboard and statistics.

use super::build::{build_release, BuildArgs};
use super::SandboxArgs;
use crate::io::{read_jsonl, write_atomic};
use crate::progress;
use crate::Status;
use anyhow::{bail, Context, Result};
use clap::Args;
use execretrieval_core::metrics::{aggregate, column, query_metrics, top_n, MetricName, QueryMetrics, RankedResult, KS, MAX_K};
use execretrieval_core::outcome::Outcome;
use execretrieval_core::release::{CorpusRecord, Label, QueryRecord};
use execretrieval_core::stats::{holm, Resamples, BOOTSTRAP_SAMPLES, BOOTSTRAP_SEED};
use execretrieval_host::oracle::{Oracle, SuiteRequest};
use execretrieval_retrieval::{bm25::Bm25Index, registry, RetrieverConfig};
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
    /// Retrievers to run (default: every built-in in-process retriever). Repeatable.
    #[arg(long = "retriever")]
    pub retrievers: Vec<String>,
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

fn load<T: serde::de::DeserializeOwned>(path: &Path) -> Result<Vec<T>> {
    let mut out = Vec::new();
    for (line, v) in read_jsonl(path)? {
        let v = v.map_err(|e| anyhow::anyhow!("{}:{}: {}", path.display(), line, e))?;
        out.push(serde_json::from_value(v).with_context(|| format!("{}:{}: not a record of this file's schema", path.display(), line))?);
    }
    Ok(out)
}

/// Similarities of every corpus item for every query.
fn similarities(cfg: &RetrieverConfig, queries: &[QueryRecord], corpus: &[CorpusRecord]) -> Result<Vec<Vec<f32>>> {
    match cfg.kind.as_str() {
        "bm25" => {
            let docs: Vec<String> = corpus.iter().map(|c| format!("{}{}", cfg.passage_prefix, c.code)).collect();
            let refs: Vec<&str> = docs.iter().map(String::as_str).collect();
            let k1 = cfg.params["k1"].as_f64().unwrap_or(execretrieval_retrieval::bm25::DEFAULT_K1);
            let b = cfg.params["b"].as_f64().unwrap_or(execretrieval_retrieval::bm25::DEFAULT_B);
            let idx = Bm25Index::new(&refs, k1, b);
            Ok(queries.iter().map(|q| idx.scores(&format!("{}{}", cfg.query_prefix, q.query))).collect())
        }
        "random" => {
            // A seeded floor: similarity = a hash of (seed, query id, corpus id).
            use std::hash::{Hash, Hasher};
            let seed = cfg.params["seed"].as_u64().unwrap_or(0);
            Ok(queries
                .iter()
                .map(|q| {
                    corpus
                        .iter()
                        .map(|c| {
                            let mut h = std::collections::hash_map::DefaultHasher::new();
                            (seed, &q.query_id, &c.corpus_id).hash(&mut h);
                            (h.finish() >> 40) as f32 / (1u64 << 24) as f32
                        })
                        .collect()
                })
                .collect())
        }
        other => bail!("retriever kind `{other}` is not available in this build (built-in: bm25, random)"),
    }
}

pub struct RetrieverResult {
    pub name: String,
    pub per_query: Vec<QueryMetrics>,
    pub json: Value,
}

pub fn evaluate(args: &EvalArgs, oracle: &Oracle) -> Result<Vec<RetrieverResult>> {
    let queries: Vec<QueryRecord> = load(&args.release.join("queries.jsonl"))?;
    let corpus: Vec<CorpusRecord> = load(&args.release.join("corpus.jsonl"))?;
    if queries.is_empty() || corpus.is_empty() {
        bail!("{} holds no queries or no corpus; build it with `execretrieval build`", args.release.display());
    }
    let mut configs = registry();
    configs.push(RetrieverConfig {
        name: "random".into(),
        kind: "random".into(),
        model: "seeded-uniform".into(),
        query_prefix: String::new(),
        passage_prefix: String::new(),
        task_type: None,
        pooling: None,
        normalize: false,
        max_tokens: None,
        batch_size: None,
        similarity: "hash".into(),
        params: json!({"seed": 0}),
    });
    let chosen: Vec<RetrieverConfig> = if args.retrievers.is_empty() {
        configs
    } else {
        args.retrievers
            .iter()
            .map(|n| configs.iter().find(|c| &c.name == n).cloned().with_context(|| format!("unknown retriever `{n}` (known: {})", configs.iter().map(|c| c.name.as_str()).collect::<Vec<_>>().join(", "))))
            .collect::<Result<_>>()?
    };
    std::fs::create_dir_all(&args.results).with_context(|| format!("cannot create {}", args.results.display()))?;
    write_atomic(&args.results.join("invocation_table.json"), (serde_json::to_string_pretty(&chosen)? + "\n").as_bytes())?;
    let corpus_ids: Vec<&str> = corpus.iter().map(|c| c.corpus_id.as_str()).collect();
    let mut out = Vec::new();
    for cfg in &chosen {
        let t = std::time::Instant::now();
        let sims = similarities(cfg, &queries, &corpus)?;
        let tops: Vec<Vec<usize>> = sims.iter().map(|s| top_n(s, &corpus_ids, MAX_K)).collect();
        let rank_secs = t.elapsed().as_secs_f64();
        let mut reqs = Vec::new();
        for (q, top) in queries.iter().zip(&tops) {
            for &i in top {
                reqs.push(SuiteRequest { code: corpus[i].code.clone(), tests: q.test_suite.clone() });
            }
        }
        let pb = progress::bar(reqs.len() as u64, &cfg.name);
        let (outcomes, stats) = oracle.run_many(&reqs, args.sandbox.jobs(), &|| pb.inc(1))?;
        pb.finish_and_clear();
        eprintln!("{}: ranked in {:.2}s; {} top-10 suites ({} cached, {} run)", cfg.name, rank_secs, stats.suites, stats.cache_hits, stats.executed);
        let mut it = outcomes.into_iter();
        let mut per_query = Vec::new();
        let mut rows = Vec::new();
        for ((q, top), sim) in queries.iter().zip(&tops).zip(&sims) {
            let mut ranked = Vec::new();
            let mut results = Vec::new();
            for (r, &i) in top.iter().enumerate() {
                let o: Vec<Outcome> = it.next().expect("one outcome list per top result");
                let passes = !o.is_empty() && o.iter().all(Outcome::is_pass);
                let c = &corpus[i];
                let is_correct = q.correct_corpus_ids.contains(&c.corpus_id);
                ranked.push(RankedResult { passes_all_tests: passes, is_correct });
                results.push(json!({
                    "rank": r + 1, "corpus_id": c.corpus_id, "label": c.label, "bug_type": c.bug_type,
                    "similarity": sim[i], "passes_all_tests": passes, "test_results": o,
                }));
            }
            let m = query_metrics(&ranked, q.correct_corpus_ids.len());
            rows.push(json!({"query_id": q.query_id, "metrics": m.to_map(), "top_results": results}));
            per_query.push(m);
        }
        let json = json!({
            "model": cfg.name, "n_queries": queries.len(), "n_corpus": corpus.len(), "ks": KS,
            "metrics": aggregate(&per_query), "per_query": rows,
        });
        write_atomic(&args.results.join(format!("{}.json", cfg.name)), (serde_json::to_string_pretty(&json)? + "\n").as_bytes())?;
        out.push(RetrieverResult { name: cfg.name.clone(), per_query, json });
    }
    Ok(out)
}

/// Leaderboard, intervals and pairwise tests; returns the Markdown leaderboard.
pub fn write_summaries(args: &EvalArgs, results: &[RetrieverResult]) -> Result<String> {
    let n = results.first().map(|r| r.per_query.len()).unwrap_or(0);
    let resamples = Resamples::new(n, args.bootstrap_samples, args.seed);
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
    write_atomic(&args.results.join("confidence_intervals.json"), (serde_json::to_string_pretty(&cis)? + "\n").as_bytes())?;
    // all pairs A vs B with A < B by name
    let mut order: Vec<usize> = (0..results.len()).collect();
    order.sort_by(|&a, &b| results[a].name.cmp(&results[b].name));
    let mut pairs = Vec::new();
    for (x, &a) in order.iter().enumerate() {
        for &b in &order[x + 1..] {
            for name in MetricName::ALL {
                let boots = &boots_by_metric[&name.to_string()];
                let p = boots[a].compare(&boots[b]);
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
        pw.entry(pair.clone()).or_insert_with(|| json!({})).as_object_mut().unwrap().insert(metric.clone(), v);
    }
    write_atomic(&args.results.join("pairwise_tests.json"), (serde_json::to_string_pretty(&pw)? + "\n").as_bytes())?;

    let mut board: Vec<&RetrieverResult> = results.iter().collect();
    board.sort_by(|a, b| {
        let ka = a.json["metrics"]["exec@1"].as_f64().unwrap_or(0.0);
        let kb = b.json["metrics"]["exec@1"].as_f64().unwrap_or(0.0);
        kb.total_cmp(&ka).then(a.name.cmp(&b.name))
    });
    let lb: Vec<Value> = board.iter().map(|r| json!({"model": r.name, "metrics": r.json["metrics"], "ci95": cis[&r.name]})).collect();
    write_atomic(&args.results.join("full_leaderboard.json"), (serde_json::to_string_pretty(&lb)? + "\n").as_bytes())?;
    let mut md = String::from("| retriever | exec@1 [95% CI] | exec@3 | exec@5 | exec@10 | precision@1 | nDCG@10 | exec−nDCG gap@10 |\n|---|---|---|---|---|---|---|---|\n");
    for r in &board {
        let m = &r.json["metrics"];
        let ci = &cis[&r.name]["exec@1"];
        md.push_str(&format!(
            "| {} | {:.3} [{:.3}, {:.3}] | {:.3} | {:.3} | {:.3} | {:.3} | {:.3} | {:.3} |\n",
            r.name, m["exec@1"].as_f64().unwrap_or(f64::NAN), ci["ci95_low"].as_f64().unwrap_or(f64::NAN), ci["ci95_high"].as_f64().unwrap_or(f64::NAN),
            m["exec@3"].as_f64().unwrap_or(f64::NAN), m["exec@5"].as_f64().unwrap_or(f64::NAN), m["exec@10"].as_f64().unwrap_or(f64::NAN),
            m["precision@1"].as_f64().unwrap_or(f64::NAN), m["ndcg@10"].as_f64().unwrap_or(f64::NAN), m["exec_ndcg_gap@10"].as_f64().unwrap_or(f64::NAN)
        ));
    }
    write_atomic(&args.results.join("leaderboard.md"), md.as_bytes())?;
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
        let b = BuildArgs { tasks: args.tasks.clone(), out: args.eval.release.clone(), keep_going: true, sandbox: args.eval.sandbox.clone() };
        let out = build_release(&b.tasks, &oracle, b.sandbox.jobs(), true)?;
        for (rel, bytes) in &out.files {
            write_atomic(&b.out.join(rel), bytes)?;
        }
    }
    let results = evaluate(&args.eval, &oracle)?;
    let md = write_summaries(&args.eval, &results)?;
    print!("{md}");
    eprintln!("run: done in {:.1}s; results in {}", t.elapsed().as_secs_f64(), args.eval.results.display());
    let _: HashMap<(), ()> = HashMap::new();
    let _ = Label::Correct;
    Ok(0)
}
