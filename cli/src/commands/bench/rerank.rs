//! `execretrieval bench rerank`: in-process cross-encoders against
//! `sentence_transformers.CrossEncoder.predict` on the same model folders and the same (query,
//! snippet) pairs in the same run (pairs scored per second, ratio, target >= 1.0), e.g. the
//! random-weight MiniLM-sized and bge-reranker-base-sized models of
//! `scripts/make_rerank_bench_models.py`. Prints the conditions (CPU, cores, load) before and after.

use crate::Status;
use anyhow::{bail, Context, Result};
use clap::Args;
use execretrieval_core::release::{CorpusRecord, QueryRecord};
use execretrieval_host::timing::Conditions;
use execretrieval_retrieval::rerank::local::{CrossEncoder, Options};
use std::path::PathBuf;
use std::process::Command;
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
        "reranking throughput: {} (query, snippet) pairs, same run; max {} tokens; batch {} (ours) / {} (CrossEncoder.predict); before: {}",
        pairs.len(),
        args.max_tokens,
        args.batch,
        args.st_batch,
        Conditions::now()
    );
    println!(
        "| model | execretrieval (pairs/s) | sentence-transformers CrossEncoder (pairs/s) | ratio | target |"
    );
    println!("|---|---|---|---|---|");
    for dir in &args.model_dirs {
        let name = dir.file_name().unwrap_or_default().to_string_lossy().to_string();
        let enc =
            CrossEncoder::load(dir, &Options { max_tokens: Some(args.max_tokens), ..Options::default() })?;
        enc.score(&refs[..refs.len().min(8)], args.batch, &|_| {})?;
        let t = Instant::now();
        enc.score(&refs, args.batch, &|_| {})?;
        let ours = refs.len() as f64 / t.elapsed().as_secs_f64();
        let theirs = match &args.st_python {
            Some(py) => {
                let script =
                    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../scripts/st_rerank_bench.py");
                let out = Command::new(py)
                    .arg(script)
                    .arg(dir)
                    .arg(&pairs_path)
                    .arg(args.st_batch.to_string())
                    .arg(args.max_tokens.to_string())
                    .env("HF_HUB_OFFLINE", "1")
                    .output()
                    .with_context(|| format!("cannot run {}", py.display()))?;
                if !out.status.success() {
                    bail!("st_rerank_bench.py failed: {}", String::from_utf8_lossy(&out.stderr));
                }
                let v: serde_json::Value =
                    serde_json::from_slice(&out.stdout).context("st_rerank_bench.py printed no JSON")?;
                Some(v["n"].as_f64().unwrap_or(0.0) / v["seconds"].as_f64().unwrap_or(f64::NAN))
            }
            None => None,
        };
        match theirs {
            Some(s) => println!(
                "| {name} (random weights) | {ours:.1} | {s:.1} | {:.2}× | ≥ 1.0× {} |",
                ours / s,
                if ours >= s { "met" } else { "NOT met" }
            ),
            None => println!("| {name} | {ours:.1} | (no --st-python) | | |"),
        }
    }
    println!("after: {}", Conditions::now());
    Ok(Status::Success)
}
