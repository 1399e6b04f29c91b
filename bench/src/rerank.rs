//! `bench rerank`: in-process cross-encoders against `sentence_transformers.CrossEncoder.predict`
//! on the same model folders and the same (query, snippet) pairs in the same run (pairs scored per
//! second, ratio, target >= 1.0; alternating [`Rounds`] as `bench embed`'s), e.g. the random-weight
//! MiniLM-sized and bge-reranker-base-sized models of `scripts/make_rerank_bench_models.py`, with
//! the conditions (CPU, SIMD, cores, load, threads) before and after each model.

use crate::rounds::{time_python, Rounds};
use anyhow::{bail, Result};
use execretrieval_core::release::{CorpusRecord, QueryRecord};
use execretrieval_retrieval::rerank::local::{CrossEncoder, Options};
use std::fmt::Write;
use std::path::PathBuf;
use std::time::Instant;

/// What to measure (the command's arguments).
pub struct RerankBench {
    /// Release whose queries and snippets make the pairs.
    pub release: PathBuf,
    /// (query, snippet) pairs: each query with its own snippets, evenly spaced.
    pub pairs: usize,
    /// Cross-encoder folders.
    pub model_dirs: Vec<PathBuf>,
    pub batch: usize,
    /// CrossEncoder.predict's batch size.
    pub st_batch: usize,
    /// Truncation length of both sides.
    pub max_tokens: usize,
    /// Python with sentence-transformers.
    pub st_python: Option<PathBuf>,
    /// Alternating rounds per model.
    pub rounds: usize,
}

/// Measure; returns the Markdown report.
pub fn rerank(b: &RerankBench) -> Result<String> {
    let mut out = String::new();

    let corpus: Vec<CorpusRecord> = execretrieval_io::read_all(&b.release.join("corpus.jsonl"))?;
    let queries: Vec<QueryRecord> = execretrieval_io::read_all(&b.release.join("queries.jsonl"))?;
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
        bail!("{} has no (query, snippet) pairs", b.release.display());
    }
    let step = (all.len() / b.pairs.max(1)).max(1);
    let pairs: Vec<(String, String)> = all.into_iter().step_by(step).take(b.pairs).collect();
    let tmp = tempfile::tempdir()?;
    let pairs_path = tmp.path().join("pairs.json");
    std::fs::write(&pairs_path, serde_json::to_vec(&pairs)?)?;
    let refs: Vec<(&str, &str)> = pairs.iter().map(|(q, c)| (q.as_str(), c.as_str())).collect();
    writeln!(
        out,
        "reranking throughput: {} (query, snippet) pairs, same run; max {} tokens; batch {} (ours) / {} (CrossEncoder.predict)",
        pairs.len(),
        b.max_tokens,
        b.batch,
        b.st_batch,
    )?;
    writeln!(
        out,
        "| model | execretrieval (pairs/s) | sentence-transformers CrossEncoder (pairs/s) | ratio | target |"
    )?;
    writeln!(out, "|---|---|---|---|---|")?;
    let rounds = b.rounds.max(1);
    let mut conditions = Vec::new();
    for dir in &b.model_dirs {
        let name = format!("{} (random weights)", dir.file_name().unwrap_or_default().to_string_lossy());
        let enc = CrossEncoder::load(dir, &Options { max_tokens: Some(b.max_tokens), ..Options::default() })?;
        enc.score(&refs[..refs.len().min(8)], b.batch, &|_| {})?;
        let time_ours = || -> Result<f64> {
            let t = Instant::now();
            enc.score(&refs, b.batch, &|_| {})?;
            Ok(refs.len() as f64 / t.elapsed().as_secs_f64())
        };
        let (batch, max_tokens) = (b.st_batch.to_string(), b.max_tokens.to_string());
        let theirs = b.st_python.as_ref().map(|py| {
            let a = [dir.as_os_str(), pairs_path.as_os_str(), batch.as_ref(), max_tokens.as_ref()];
            move || time_python(py, "st_rerank_bench.py", &a)
        });
        let r = Rounds::run(rounds, time_ours, theirs)?;
        writeln!(out, "{}", r.row(&name, "(no --st-python)"))?;
        conditions.extend(r.conditions(&name));
    }
    writeln!(out, "\nmedians of {rounds} alternating rounds per model; conditions:")?;
    for c in &conditions {
        writeln!(out, "- {c}")?;
    }
    Ok(out)
}
