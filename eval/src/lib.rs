//! The evaluation behind `execretrieval eval`, `run` and `stats`: choose the retrievers, rank the
//! whole corpus for every query with each, decide pass/fail of each top-10 snippet with the
//! sandbox oracle (cached), and write the results in the published schema
//! ([`execretrieval_core::results`]) with the analyses ([`analyses`]), the statistics and the
//! leaderboard ([`summary`]), the report with its plots ([`report`]), and the web viewer's data
//! files ([`site`]).

pub mod analyses;
pub mod report;
pub mod rerank;
pub mod site;
pub mod summary;

use anyhow::{bail, Context, Result};
use execretrieval_core::metrics::{
    aggregate, expected_query_metrics, query_metrics, rank_with_ties, tie_order_key, MetricName,
    QueryMetrics, RankedResult, TiedRanking, KS, MAX_K, TIE_ORDER_SEED,
};
use execretrieval_core::oracle::{Progress, Suite, SuiteOracle, SuiteStats};
use execretrieval_core::outcome::Outcome;
use execretrieval_core::pysource::defined_functions;
use execretrieval_core::release::{CorpusRecord, QueryRecord};
use execretrieval_core::results::{Analyses, Hit, QueryResult, RetrieverResults, Ties};
use execretrieval_io::{read_all, write_json};
use execretrieval_retrieval::rerank::RerankerConfig;
use execretrieval_retrieval::store::EmbeddingStore;
use execretrieval_retrieval::{
    read_configs, registry, similarities, Env, RerankInvocation, RetrieverConfig, Texts, DEFAULT_RETRIEVERS,
};
use std::collections::BTreeSet;
use std::path::PathBuf;

/// `invocation_table.json`: the configurations evaluated, in evaluation order.
pub type InvocationTable = Vec<RetrieverConfig>;

/// Which retrievers to evaluate.
#[derive(Clone, Debug, Default)]
pub struct Selection {
    /// By name, from the registry or `configs` (default: [`DEFAULT_RETRIEVERS`]).
    pub retrievers: Vec<String>,
    /// Files of extra configurations (the `invocation_table.json` schema); named alone, they
    /// select every configuration they define.
    pub configs: Vec<PathBuf>,
    /// Local sentence-transformers folders, each a dense retriever named after the folder.
    pub model_dirs: Vec<PathBuf>,
    /// Models from the hub, `ORG/NAME[@REVISION]` (fetched into the model cache, pinned).
    pub models: Vec<String>,
}

/// What `eval` needs besides the oracle.
#[derive(Clone, Debug)]
pub struct EvalOptions {
    /// Release directory (`queries.jsonl`, `corpus.jsonl`).
    pub release: PathBuf,
    /// Results directory.
    pub results: PathBuf,
    pub selection: Selection,
    /// Embedding store (default `<results>/embeddings`); matrices found there are reused.
    pub embeddings: Option<PathBuf>,
    /// Rescore from the matrices saved here only (no model or API; a missing one is an error).
    pub from_embeddings: Option<PathBuf>,
    /// Bootstrap resamples and seed of the statistics.
    pub bootstrap_samples: usize,
    pub seed: u64,
    /// Rerankers over every first stage (`--rerank`).
    pub rerank: RerankSelection,
}

/// Which rerankers `eval` runs over each first stage.
#[derive(Clone, Debug, Default)]
pub struct RerankSelection {
    /// By name, from the registry's `rerankers` section.
    pub names: Vec<String>,
    /// Local model folders (a cross-encoder or a yes/no decoder), each named after the folder.
    pub model_dirs: Vec<PathBuf>,
    /// Candidates per query (the first stage's top `depth` and its ties);
    /// [`rerank::DEFAULT_DEPTH`] when 0.
    pub depth: usize,
}

/// The rerankers to run: named registry rows, then one per model folder; listwise ones refused.
pub fn choose_rerankers(sel: &RerankSelection, release: &std::path::Path) -> Result<Vec<RerankerConfig>> {
    let mut out = Vec::new();
    for n in &sel.names {
        out.push(execretrieval_retrieval::rerank::lookup(n).with_context(|| {
            format!(
                "unknown reranker `{n}` (known: {}; or a model folder with --rerank-model-dir DIR)",
                execretrieval_retrieval::rerank::rerankers()
                    .iter()
                    .map(|c| c.name.as_str())
                    .collect::<Vec<_>>()
                    .join(", ")
            )
        })?);
    }
    for d in &sel.model_dirs {
        let name =
            d.file_name().map(|n| n.to_string_lossy().to_string()).unwrap_or_else(|| "local-reranker".into());
        let dir = d
            .canonicalize()
            .with_context(|| format!("--rerank-model-dir {}: no such folder", d.display()))?;
        out.push(execretrieval_retrieval::rerank::local_config(&name, &dir)?);
    }
    for c in &out {
        rerank::check_pointwise(&c.name, c.listwise, release)?;
    }
    Ok(out)
}

/// How the library reports progress and logs: the command decides where they go.
pub struct Hooks<'a> {
    pub progress: &'a Progress,
    pub log: &'a (dyn Fn(&str) + Sync),
}

impl Hooks<'_> {
    /// No progress, no log (tests, nested runs).
    pub fn quiet() -> Hooks<'static> {
        Hooks { progress: &execretrieval_core::oracle::no_progress, log: &|_| {} }
    }
}

/// The configurations to evaluate: named ones from the registry and `--config` files, plus one
/// per model folder; the defaults when none is named. Names must be unique (they name the
/// results files).
pub fn choose_retrievers(sel: &Selection) -> Result<InvocationTable> {
    let mut configs = registry();
    let mut from_files = Vec::new();
    for f in &sel.configs {
        for c in read_configs(f)? {
            configs.retain(|x| x.name != c.name);
            from_files.push(c.name.clone());
            configs.push(c);
        }
    }
    let names: Vec<String> = if sel.retrievers.is_empty()
        && sel.model_dirs.is_empty()
        && sel.configs.is_empty()
        && sel.models.is_empty()
    {
        DEFAULT_RETRIEVERS.iter().map(|s| s.to_string()).collect()
    } else if sel.retrievers.is_empty() {
        // --config alone evaluates the configurations it defines.
        from_files
    } else {
        sel.retrievers.clone()
    };
    let mut chosen = Vec::new();
    for n in &names {
        let c = configs.iter().find(|c| &c.name == n).cloned().with_context(|| {
            format!(
                "unknown retriever `{n}` (known: {}; more with --config FILE or --model-dir DIR)",
                configs.iter().map(|c| c.name.as_str()).collect::<Vec<_>>().join(", ")
            )
        })?;
        chosen.push(c);
    }
    for d in &sel.model_dirs {
        let name = d
            .file_name()
            .map(|n| n.to_string_lossy().to_string())
            .filter(|n| !n.is_empty())
            .unwrap_or_else(|| "local-model".into());
        let dir = d.canonicalize().with_context(|| format!("--model-dir {}: no such folder", d.display()))?;
        chosen.push(execretrieval_retrieval::dense_local(&name, &name, Some(&dir), None));
    }
    for m in &sel.models {
        chosen.push(execretrieval_retrieval::hub_config(m)?);
    }
    let mut seen = BTreeSet::new();
    for c in &chosen {
        if !seen.insert(c.name.clone()) {
            bail!("retriever `{}` is named twice; results/<retriever>.json needs unique names", c.name);
        }
    }
    Ok(chosen)
}

/// One evaluated retriever.
pub struct RetrieverResult {
    pub name: String,
    /// Tie-aware (expected) metrics per query, in query order: what every aggregate and interval
    /// uses.
    pub per_query: Vec<QueryMetrics>,
    /// The metrics under the one concrete tie order of `top_results`: the 0/1 outcomes the exact
    /// McNemar test counts.
    pub per_query_tie_order: Vec<QueryMetrics>,
    /// As written to `results/<name>.json`.
    pub results: RetrieverResults,
    /// The paper's analyses (`None` when read back from files without `analyses.json`).
    pub analyses: Option<Analyses>,
}

/// Whether a snippet with these outcomes passes its suite (an empty suite does not).
pub fn passes(outcomes: &[Outcome]) -> bool {
    !outcomes.is_empty() && outcomes.iter().all(Outcome::is_pass)
}

/// How exact ties are handled, as `results/<retriever>.json` states it.
pub const TIES_HANDLING: &str = "every metric is its expected value over a uniformly random order within exactly tied scores; top_results lists one such order (ties by tie_order_key with tie_order_seed), which metrics_one_tie_order and the McNemar cells use";

/// One query's ranking with its ties (see `core::metrics`): the tie order is a seeded hash of the
/// query and corpus ids, so it never depends on file order or on corpus ids' order.
pub fn rank_query(sims: &[f32], query_id: &str, corpus_ids: &[&str]) -> TiedRanking {
    let keys: Vec<u64> = corpus_ids.iter().map(|c| tie_order_key(TIE_ORDER_SEED, query_id, c)).collect();
    rank_with_ties(sims, &keys, MAX_K)
}

/// What the oracle said about one query's ranking: per top-10 rank (passes, outcomes), and the
/// corpus indices that pass among the top 10 and the snippets tied with rank 10.
pub struct RankingOutcomes {
    pub top: Vec<(bool, Vec<Outcome>)>,
    pub passing: BTreeSet<usize>,
}

/// One retriever's rankings, what the snippets define, and where the oracle runs.
struct Scoring<'a> {
    queries: &'a [QueryRecord],
    corpus: &'a [CorpusRecord],
    /// The functions each snippet defines: only those can pass a query's tests (which call its
    /// function), so only those are run when they tie across rank 10.
    defined: &'a [Vec<String>],
    oracle: &'a dyn SuiteOracle,
}

impl Scoring<'_> {
    /// Runs every top-10 snippet of every query, and the snippets tied with rank 10 beyond it
    /// that define the query's function (any other cannot pass: the tests call the function).
    fn run(
        &self,
        rankings: &[TiedRanking],
        progress: &Progress,
        label: &str,
    ) -> Result<(Vec<RankingOutcomes>, SuiteStats)> {
        let mut reqs = Vec::new();
        let mut owner = Vec::new(); // (query, corpus index, top rank or None)
        for (qi, (q, r)) in self.queries.iter().zip(rankings).enumerate() {
            for (rank, &i) in r.top.iter().enumerate() {
                reqs.push(Suite { code: self.corpus[i].code.clone(), tests: q.test_suite.clone() });
                owner.push((qi, i, Some(rank)));
            }
            for &i in &r.beyond {
                if self.defined[i].contains(&q.function_name) {
                    reqs.push(Suite { code: self.corpus[i].code.clone(), tests: q.test_suite.clone() });
                    owner.push((qi, i, None));
                }
            }
        }
        let tick = progress(label, reqs.len());
        let (outcomes, stats) = self.oracle.run_suites(&reqs, &*tick)?;
        let mut out: Vec<RankingOutcomes> = rankings
            .iter()
            .map(|r| RankingOutcomes {
                top: vec![(false, Vec::new()); r.top.len()],
                passing: BTreeSet::new(),
            })
            .collect();
        for ((qi, i, rank), o) in owner.into_iter().zip(outcomes) {
            let p = passes(&o);
            if p {
                out[qi].passing.insert(i);
            }
            if let Some(rank) = rank {
                out[qi].top[rank] = (p, o);
            }
        }
        Ok((out, stats))
    }
}

/// A release loaded for evaluation: its queries, its corpus and the functions each snippet
/// defines (only those can pass a query's tests, which call its function).
pub struct Release {
    pub queries: Vec<QueryRecord>,
    pub corpus: Vec<CorpusRecord>,
    pub defined: Vec<Vec<String>>,
}

impl Release {
    /// `queries.jsonl` and `corpus.jsonl` of a release directory.
    pub fn load(dir: &std::path::Path) -> Result<Release> {
        let (q_path, c_path) = (dir.join("queries.jsonl"), dir.join("corpus.jsonl"));
        let queries: Vec<QueryRecord> = read_all(&q_path)?;
        let corpus: Vec<CorpusRecord> = read_all(&c_path)?;
        for (path, n) in [(&q_path, queries.len()), (&c_path, corpus.len())] {
            if n == 0 {
                bail!("{} holds no records; build the release with `execretrieval build`", path.display());
            }
        }
        Ok(Release::new(queries, corpus))
    }

    pub fn new(queries: Vec<QueryRecord>, corpus: Vec<CorpusRecord>) -> Release {
        let defined = corpus.iter().map(|c| defined_functions(&c.code)).collect();
        Release { queries, corpus, defined }
    }

    pub fn corpus_ids(&self) -> Vec<&str> {
        self.corpus.iter().map(|c| c.corpus_id.as_str()).collect()
    }
}

/// Score one retriever from its (queries × corpus) similarities: rank every query's corpus with
/// its exact ties, decide each top-10 snippet (and those tied across rank 10 that define the
/// query's function) with the oracle, tie-aware metrics and the analyses. Writes nothing.
pub fn score(
    release: &Release,
    name: &str,
    sims: &[Vec<f32>],
    oracle: &dyn SuiteOracle,
    hooks: &Hooks,
) -> Result<RetrieverResult> {
    let (queries, corpus) = (&release.queries, &release.corpus);
    let corpus_ids = release.corpus_ids();
    if sims.len() != queries.len() || sims.iter().any(|s| s.len() != corpus.len()) {
        bail!(
            "{name}: the similarities must be {} queries × {} corpus items (in the release's order)",
            queries.len(),
            corpus.len()
        );
    }
    let t = std::time::Instant::now();
    let rankings: Vec<TiedRanking> =
        queries.iter().zip(sims).map(|(q, s)| rank_query(s, &q.query_id, &corpus_ids)).collect();
    let rank_secs = t.elapsed().as_secs_f64();
    let scoring = Scoring { queries, corpus, defined: &release.defined, oracle };
    let (passes, stats) = scoring.run(&rankings, hooks.progress, name)?;
    (hooks.log)(&format!(
        "{}: ranked in {:.2}s; {} suites for the top 10 and the ties across rank 10 ({} cached, {} run)",
        name, rank_secs, stats.suites, stats.cache_hits, stats.executed
    ));
    let mut per_query = Vec::new();
    let mut per_query_tie_order = Vec::new();
    let mut rows = Vec::new();
    let mut tied_queries = 0usize;
    for (((q, r), sim), pass) in queries.iter().zip(&rankings).zip(sims).zip(&passes) {
        let mut ranked = Vec::new();
        let mut hits = Vec::new();
        for (rank, &i) in r.top.iter().enumerate() {
            let (passes_all_tests, o) = pass.top[rank].clone();
            let c = &corpus[i];
            ranked.push(RankedResult {
                passes_all_tests,
                is_correct: q.correct_corpus_ids.contains(&c.corpus_id),
            });
            hits.push(Hit {
                bug_type: c.bug_type.clone(),
                corpus_id: c.corpus_id.clone(),
                label: c.label,
                passes_all_tests,
                rank: rank + 1,
                similarity: sim[i] as f64,
                test_results: o,
            });
        }
        let groups = r.groups(
            |i| pass.passing.contains(&i),
            |i| q.correct_corpus_ids.iter().any(|c| c == corpus_ids[i]),
        );
        let m = expected_query_metrics(&groups, q.correct_corpus_ids.len());
        let one_order = query_metrics(&ranked, q.correct_corpus_ids.len());
        let tied = r.tied_in_top();
        tied_queries += (tied > 0) as usize;
        rows.push(QueryResult {
            metrics: m.to_map(),
            metrics_one_tie_order: MetricName::ALL
                .iter()
                .filter(|n| n.is_binary())
                .filter_map(|n| Some((n.to_string(), one_order.get(*n)?)))
                .collect(),
            query_id: q.query_id.clone(),
            tied_at_top10: tied,
            tied_beyond_top10: r.beyond.len(),
            top_results: hits,
        });
        per_query.push(m);
        per_query_tie_order.push(one_order);
    }
    let results = RetrieverResults {
        ks: KS.to_vec(),
        metrics: aggregate(&per_query),
        model: name.to_string(),
        n_corpus: corpus.len(),
        n_queries: queries.len(),
        per_query: rows,
        ties: Some(Ties {
            handling: TIES_HANDLING.into(),
            queries_with_tied_top10: tied_queries,
            tie_order_seed: TIE_ORDER_SEED,
            tied_top10_share: analyses::ratio(tied_queries, queries.len()),
        }),
    };
    let inputs = analyses::Inputs {
        queries,
        corpus,
        defined: &release.defined,
        sims,
        rankings: &rankings,
        passes: &passes,
        per_query: &per_query,
    };
    let analyses = analyses::analyse(&inputs, oracle)?;
    Ok(RetrieverResult {
        name: name.to_string(),
        per_query,
        per_query_tie_order,
        results,
        analyses: Some(analyses),
    })
}

/// Rank, score and analyse every chosen retriever; writes `invocation_table.json` and
/// `<retriever>.json` into the results directory.
pub fn evaluate(opts: &EvalOptions, oracle: &dyn SuiteOracle, hooks: &Hooks) -> Result<Vec<RetrieverResult>> {
    let release = Release::load(&opts.release)?;
    let mut chosen = choose_retrievers(&opts.selection)?;
    let rerankers = choose_rerankers(&opts.rerank, &opts.release)?;
    let depth = if opts.rerank.depth == 0 { rerank::DEFAULT_DEPTH } else { opts.rerank.depth };
    if opts.from_embeddings.is_none() {
        execretrieval_retrieval::pin_revisions(&mut chosen, hooks.log)?;
    }
    std::fs::create_dir_all(&opts.results)
        .with_context(|| format!("cannot create {}", opts.results.display()))?;
    // Every invocation: the first stages, then each (first stage, reranker) as its own row.
    let mut table = chosen.clone();
    for c in &chosen {
        for r in &rerankers {
            let mut row = c.clone();
            row.name = format!("{}+{}", c.name, r.name);
            row.rerank = Some(RerankInvocation { depth, reranker: r.clone() });
            table.push(row);
        }
    }
    write_json(&opts.results.join("invocation_table.json"), &table)?;
    let q_texts = Texts {
        ids: release.queries.iter().map(|q| q.query_id.as_str()).collect(),
        texts: release.queries.iter().map(|q| q.query.as_str()).collect(),
    };
    let c_texts =
        Texts { ids: release.corpus_ids(), texts: release.corpus.iter().map(|c| c.code.as_str()).collect() };
    let store = match &opts.from_embeddings {
        Some(d) => EmbeddingStore { dir: d.clone(), read_only: true },
        None => EmbeddingStore {
            dir: opts.embeddings.clone().unwrap_or_else(|| opts.results.join("embeddings")),
            read_only: false,
        },
    };
    let env = Env { store: &store, progress: hooks.progress, log: hooks.log };
    let mut out = Vec::new();
    let mut rows = Vec::new();
    for cfg in &chosen {
        let sims = similarities(cfg, &q_texts, &c_texts, &env)?;
        let r = score(&release, &cfg.name, &sims, oracle, hooks)?;
        write_json(&opts.results.join(format!("{}.json", cfg.name)), &r.results)?;
        let mut second = Vec::new();
        for rr in &rerankers {
            let scorer = |pairs: &[(usize, usize)]| -> Result<Vec<f32>> {
                let texts: Vec<(&str, &str)> = pairs
                    .iter()
                    .map(|&(q, c)| (release.queries[q].query.as_str(), release.corpus[c].code.as_str()))
                    .collect();
                let bar = (hooks.progress)(&format!("{} pairs", rr.name), texts.len());
                execretrieval_retrieval::rerank::score_pairs(rr, &texts, &*bar, hooks.log)
            };
            let stats = (opts.bootstrap_samples, opts.seed);
            let (reranked, row) =
                rerank::rerank(&release, &r, &sims, &rr.name, depth, &scorer, oracle, stats, hooks)?;
            write_json(&opts.results.join(format!("{}.json", reranked.name)), &reranked.results)?;
            rows.push(row);
            second.push(reranked);
        }
        out.push(r);
        out.append(&mut second);
    }
    if !rerankers.is_empty() {
        write_json(&opts.results.join("reranking.json"), &rows)?;
    }
    Ok(out)
}

/// `execretrieval eval`: [`evaluate`], then the statistics and leaderboard files
/// ([`summary::write_summaries`]); returns the Markdown leaderboard with the analyses' summary.
pub fn eval(opts: &EvalOptions, oracle: &dyn SuiteOracle, hooks: &Hooks) -> Result<String> {
    let results = evaluate(opts, oracle, hooks)?;
    let mut md = summary::write_summaries(&opts.results, &results, opts.bootstrap_samples, opts.seed)?;
    if let Some(rows) = execretrieval_io::read_json_if_exists::<execretrieval_core::results::Reranking>(
        &opts.results.join("reranking.json"),
    )?
    .filter(|_| !opts.rerank.names.is_empty() || !opts.rerank.model_dirs.is_empty())
    {
        md.push('\n');
        md.push_str(&rerank::markdown(&rows));
    }
    Ok(md)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(sel: &Selection) -> Result<Vec<String>> {
        Ok(choose_retrievers(sel)?.into_iter().map(|c| c.name).collect())
    }

    #[test]
    fn defaults_named_ones_and_errors() {
        assert_eq!(names(&Selection::default()).unwrap(), DEFAULT_RETRIEVERS);
        let sel = Selection { retrievers: vec!["bm25".into()], ..Default::default() };
        assert_eq!(names(&sel).unwrap(), ["bm25"]);
        let sel = Selection { retrievers: vec!["nope".into()], ..Default::default() };
        let e = names(&sel).unwrap_err().to_string();
        assert!(e.starts_with("unknown retriever `nope` (known: ") && e.contains("bm25"), "{e}");
        let sel = Selection { retrievers: vec!["bm25".into(), "bm25".into()], ..Default::default() };
        assert!(names(&sel).unwrap_err().to_string().contains("named twice"));
        let sel = Selection { model_dirs: vec!["/no/such/model".into()], ..Default::default() };
        assert!(names(&sel).unwrap_err().to_string().contains("--model-dir /no/such/model: no such folder"));
    }

    #[test]
    fn a_model_folder_is_a_dense_retriever_named_after_it() {
        let dir = tempfile::tempdir().unwrap();
        let m = dir.path().join("my-encoder");
        std::fs::create_dir(&m).unwrap();
        let sel = Selection { retrievers: vec!["bm25".into()], model_dirs: vec![m], ..Default::default() };
        assert_eq!(names(&sel).unwrap(), ["bm25", "my-encoder"]);
    }

    /// An oracle that passes a suite when the code holds no `BUG` marker, recording every suite
    /// it is asked.
    struct Scripted {
        asked: std::sync::Mutex<Vec<Suite>>,
        pass_nothing: bool,
    }

    impl SuiteOracle for Scripted {
        fn run_suites(
            &self,
            suites: &[Suite],
            tick: &execretrieval_core::oracle::Tick,
        ) -> Result<(Vec<Vec<Outcome>>, SuiteStats)> {
            self.asked.lock().unwrap().extend(suites.iter().cloned());
            let out = suites
                .iter()
                .map(|s| {
                    tick(1);
                    let ok = !self.pass_nothing && !s.code.contains("BUG");
                    s.tests.iter().map(|_| if ok { Outcome::Pass } else { Outcome::Fail(None) }).collect()
                })
                .collect();
            Ok((out, SuiteStats { suites: suites.len(), executed: suites.len(), cache_hits: 0 }))
        }
        fn fingerprint(&self) -> String {
            "scripted".into()
        }
    }

    /// A two-query release: per query its canonical and one `BUG` twin.
    fn tiny_release(dir: &std::path::Path) {
        use execretrieval_core::release::Label;
        let q = |n: usize, f: &str, text: &str| QueryRecord {
            correct_corpus_ids: vec![format!("c_{}", 2 * n + 1)],
            domain: "math_numerical".into(),
            entry_id: f.into(),
            function_name: f.into(),
            metadata: serde_json::Value::Null,
            paired_distractor_corpus_ids: vec![format!("c_{}", 2 * n + 2)],
            query: text.into(),
            query_id: format!("q_{}", n + 1),
            test_suite: vec![format!("assert {f}(2, 3) is not None"), format!("assert {f}(0, 0) == 0")],
        };
        let c = |id: usize, f: &str, code: &str, bug: bool| CorpusRecord {
            bug_type: bug.then(|| "operator_swap".to_string()),
            code: code.into(),
            corpus_id: format!("c_{id}"),
            label: if bug { Label::Incorrect } else { Label::Correct },
            source_entry_id: f.into(),
        };
        let queries =
            [q(0, "add_numbers", "add two numbers"), q(1, "multiply_numbers", "multiply two numbers")];
        let corpus = [
            c(1, "add_numbers", "def add_numbers(a, b):\n    return a + b\n", false),
            c(2, "add_numbers", "def add_numbers(a, b):\n    return a - b  # BUG\n", true),
            c(3, "multiply_numbers", "def multiply_numbers(a, b):\n    return a * b\n", false),
            c(4, "multiply_numbers", "def multiply_numbers(a, b):\n    return a ** b  # BUG\n", true),
        ];
        std::fs::write(dir.join("queries.jsonl"), execretrieval_io::jsonl(&queries).unwrap()).unwrap();
        std::fs::write(dir.join("corpus.jsonl"), execretrieval_io::jsonl(&corpus).unwrap()).unwrap();
    }

    #[test]
    fn evaluate_scores_each_ranked_snippet_with_the_oracle() {
        let dir = tempfile::tempdir().unwrap();
        tiny_release(dir.path());
        let opts = EvalOptions {
            release: dir.path().into(),
            results: dir.path().join("results"),
            selection: Selection { retrievers: vec!["bm25".into()], ..Default::default() },
            embeddings: None,
            from_embeddings: None,
            bootstrap_samples: 100,
            seed: 1,
            rerank: RerankSelection::default(),
        };
        let queries: Vec<QueryRecord> = read_all(&dir.path().join("queries.jsonl")).unwrap();
        let corpus: Vec<CorpusRecord> = read_all(&dir.path().join("corpus.jsonl")).unwrap();
        for pass_nothing in [false, true] {
            let oracle = Scripted { asked: Default::default(), pass_nothing };
            let out = evaluate(&opts, &oracle, &Hooks::quiet()).unwrap();
            assert_eq!(out.len(), 1);
            let written: RetrieverResults =
                execretrieval_io::read_json(&opts.results.join("bm25.json"), "rerun the evaluation").unwrap();
            assert_eq!(written, out[0].results);
            for (row, q) in written.per_query.iter().zip(&queries) {
                // the whole corpus (4 snippets) is within the top 10; each hit's verdict is the oracle's
                assert_eq!(row.top_results.len(), 4);
                for h in &row.top_results {
                    let code = &corpus.iter().find(|c| c.corpus_id == h.corpus_id).unwrap().code;
                    assert_eq!(h.passes_all_tests, !pass_nothing && !code.contains("BUG"), "{h:?}");
                    assert_eq!(h.test_results.len(), q.test_suite.len());
                }
                let want = if pass_nothing { 0.0 } else { 1.0 };
                assert_eq!(row.metrics["exec@10"], want, "{row:?}");
            }
            // every suite asked ran a corpus snippet against a query's own tests
            let asked = oracle.asked.lock().unwrap();
            assert!(asked.len() >= 8, "{} suites", asked.len());
            assert!(asked.iter().all(|s| queries.iter().any(|q| q.test_suite == s.tests)));
        }
    }

    /// `n` queries, each with its canonical and four `BUG` twins (the group of five).
    fn groups_release(n: usize) -> Release {
        use execretrieval_core::release::Label;
        let mut queries = Vec::new();
        let mut corpus = Vec::new();
        for i in 0..n {
            let f = format!("f{i}");
            let ids: Vec<String> = (0..5).map(|j| format!("c_{}", 5 * i + j + 1)).collect();
            queries.push(QueryRecord {
                correct_corpus_ids: vec![ids[0].clone()],
                domain: "math_numerical".into(),
                entry_id: f.clone(),
                function_name: f.clone(),
                metadata: serde_json::Value::Null,
                paired_distractor_corpus_ids: ids[1..].to_vec(),
                query: format!("function number {i}"),
                query_id: format!("q_{}", i + 1),
                test_suite: vec![format!("assert {f}(1) == 1")],
            });
            for (j, id) in ids.iter().enumerate() {
                corpus.push(CorpusRecord {
                    bug_type: (j > 0).then(|| "operator_swap".to_string()),
                    code: format!(
                        "def {f}(x):\n    return x{}\n",
                        if j > 0 { format!(" + {j}  # BUG") } else { String::new() }
                    ),
                    corpus_id: id.clone(),
                    label: if j > 0 { Label::Incorrect } else { Label::Correct },
                    source_entry_id: f.clone(),
                });
            }
        }
        Release::new(queries, corpus)
    }

    #[test]
    fn an_oracle_reranker_lifts_exec_at_1_to_the_first_stage_exec_at_k() {
        let release = groups_release(12);
        let oracle = Scripted { asked: Default::default(), pass_nothing: false };
        let ids = release.corpus_ids();
        // The seeded random floor: no ties, and the canonical is rarely first.
        let sims: Vec<Vec<f32>> = release
            .queries
            .iter()
            .map(|q| {
                ids.iter().map(|c| execretrieval_retrieval::random_similarity(0, &q.query_id, c)).collect()
            })
            .collect();
        let first = score(&release, "random", &sims, &oracle, &Hooks::quiet()).unwrap();
        // The oracle as a reranker: a pair scores 1 when the snippet passes (no BUG), else 0.
        let scorer = |pairs: &[(usize, usize)]| -> Result<Vec<f32>> {
            Ok(pairs
                .iter()
                .map(|&(_, c)| if release.corpus[c].code.contains("BUG") { 0.0 } else { 1.0 })
                .collect())
        };
        let mut lifted = false;
        for depth in [3, 5, 10] {
            let (second, row) = rerank::rerank(
                &release,
                &first,
                &sims,
                "oracle",
                depth,
                &scorer,
                &oracle,
                (200, 1),
                &Hooks::quiet(),
            )
            .unwrap();
            let (e1, ek) = (first.results.metrics["exec@1"], first.results.metrics[&format!("exec@{depth}")]);
            assert!(rerank::candidates(&release, &sims, depth).iter().all(|c| c.len() == depth), "no ties");
            assert_eq!(second.name, "random+oracle");
            assert_eq!(second.results.metrics["exec@1"], ek, "depth {depth}");
            assert_eq!(
                second.results.metrics[&format!("exec@{depth}")],
                ek,
                "the candidates stay in the top K"
            );
            assert_eq!(row.change_exec_at_1.delta, ek - e1);
            assert_eq!((row.change_exec_at_1.a_rate, row.change_exec_at_1.b_rate), (ek, e1));
            assert_eq!(row.change_exec_at_1.b_only, 0, "an oracle never loses a query");
            assert!(row.change_exec_at_1.mcnemar_exact_p.is_some());
            assert_eq!(row.queries_with_passing_candidate as f64 / 12.0, ek);
            assert_eq!(row.recovered_at_1, (ek > 0.0).then_some(1.0));
            assert_eq!(row.group_exec_at_1, 1.0);
            assert!((row.group_random_exec_at_1 - 0.2).abs() < 1e-12, "{}", row.group_random_exec_at_1);
            lifted |= ek > e1;
        }
        assert!(lifted, "the fixture has queries whose canonical is below rank 1");
        let err = rerank::check_pointwise("lw", true, std::path::Path::new("data/release"))
            .unwrap_err()
            .to_string();
        assert!(err.contains("listwise") && err.contains("data/release") && err.contains("medoid"), "{err}");
        assert!(rerank::check_pointwise("pw", false, std::path::Path::new("data/release")).is_ok());
    }

    #[test]
    fn passing_needs_every_test_and_at_least_one() {
        assert!(passes(&[Outcome::Pass, Outcome::Pass]));
        assert!(!passes(&[Outcome::Pass, Outcome::Timeout]));
        assert!(!passes(&[]));
    }
}
