//! `execretrieval bench rerank`: in-process cross-encoders against
//! `sentence_transformers.CrossEncoder.predict` on the same model folders and the same (query,
//! snippet) pairs in the same run (pairs scored per second, ratio, target >= 1.0; alternating rounds as `bench embed`'s), e.g. the
//! random-weight MiniLM-sized and bge-reranker-base-sized models of
//! `scripts/make_rerank_bench_models.py`. Prints the conditions (CPU, SIMD, cores, load, threads) before and after each model.

use super::rounds::{time_python, Rounds};
use crate::Status;
use anyhow::{bail, Result};
use clap::Args;
use execretrieval_core::release::{CorpusRecord, QueryRecord};
use execretrieval_retrieval::rerank::local::{CrossEncoder, Options};
use std::path::PathBuf;
use std::time::Instant;

#[derive(Args, Debug)]
pub struct BenchRerankArgs {
    /// Release whose queries and snippets make the pairs.
    #[arg(long, default_value = "data/release")]
    pub release: PathBuf,
    /// Number of (query, snippet) pairs: each query with its own five snippets, evenly spaced.
    #[arg(long, default_value_t = 256)]
    pub pairs: usize,
    /// Cross-encoder folders to compare. Repeatable.
    #[arg(long = "model-dir", required = true)]
    pub model_dirs: Vec<PathBuf>,
    /// Our batch size.
    #[arg(long, default_value_t = execretrieval_retrieval::dense::DEFAULT_BATCH)]
    pub batch: usize,
    /// CrossEncoder.predict's batch size (its default, 32).
    #[arg(long, default_value_t = 32)]
    pub st_batch: usize,
    /// Truncation length of both sides.
    #[arg(long, default_value_t = 512)]
    pub max_tokens: usize,
    /// Python with sentence-transformers installed (scripts/bench_rerank.sh makes one).
    #[arg(long)]
    pub st_python: Option<PathBuf>,
    /// Rounds per model, the two sides alternating (as `bench embed --rounds`); the table gives
    /// the median rate of each side and the range of the per-round ratios.
    #[arg(long, default_value_t = 3)]
    pub rounds: usize,
}

pub fn run(args: BenchRerankArgs) -> Result<Status> {
    let corpus: Vec<CorpusRecord> = execretrieval_io::read_all(&args.release.join("corpus.jsonl"))?;
    let queries: Vec<QueryRecord> = execretrieval_io::read_all(&args.release.join("queries.jsonl"))?;
    let code: std::collections::BTreeMap<&str, &str> =
        corpus.iter().map(|c| (c.corpus_id.as_str(), c.code.as_str())).collect();
    let mut all: Vec<(String, String)> = Vec::new();
    for q in &queries {
        for id in q.correct_corpus_ids.iter().chain(&q.paired_distractor_corpus_ids) {
            if let Some(c) = code.get(id.as_str()) {
                all.push((q.query.clone(), c.to_string()));
            }
        }
    }
    if all.is_empty() {
        bail!("{} has no (query, snippet) pairs", args.release.display());
    }
    let step = (all.len() / args.pairs.max(1)).max(1);
    let pairs: Vec<(String, String)> = all.into_iter().step_by(step).take(args.pairs).collect();
    let tmp = tempfile::tempdir()?;
    let pairs_path = tmp.path().join("pairs.json");
    std::fs::write(&pairs_path, serde_json::to_vec(&pairs)?)?;
    let refs: Vec<(&str, &str)> = pairs.iter().map(|(q, c)| (q.as_str(), c.as_str())).collect();
    println!(
        "reranking throughput: {} (query, snippet) pairs, same run; max {} tokens; batch {} (ours) / {} (CrossEncoder.predict)",
        pairs.len(),
        args.max_tokens,
        args.batch,
        args.st_batch,
    );
    println!(
        "| model | execretrieval (pairs/s) | sentence-transformers CrossEncoder (pairs/s) | ratio | target |"
    );
    println!("|---|---|---|---|---|");
    let rounds = args.rounds.max(1);
    let mut conditions = Vec::new();
    for dir in &args.model_dirs {
        let name = format!("{} (random weights)", dir.file_name().unwrap_or_default().to_string_lossy());
        let enc =
            CrossEncoder::load(dir, &Options { max_tokens: Some(args.max_tokens), ..Options::default() })?;
        enc.score(&refs[..refs.len().min(8)], args.batch, &|_| {})?;
        let time_ours = || -> Result<f64> {
            let t = Instant::now();
            enc.score(&refs, args.batch, &|_| {})?;
            Ok(refs.len() as f64 / t.elapsed().as_secs_f64())
        };
        let (batch, max_tokens) = (args.st_batch.to_string(), args.max_tokens.to_string());
        let theirs = args.st_python.as_ref().map(|py| {
            let a = [dir.as_os_str(), pairs_path.as_os_str(), batch.as_ref(), max_tokens.as_ref()];
            move || time_python(py, "st_rerank_bench.py", &a)
        });
        let r = Rounds::run(rounds, time_ours, theirs)?;
        println!("{}", r.row(&name, "(no --st-python)"));
        conditions.extend(r.conditions(&name));
    }
    println!("\nmedians of {rounds} alternating rounds per model; conditions:");
    for c in &conditions {
        println!("- {c}");
    }
    Ok(Status::Success)
}
