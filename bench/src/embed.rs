//! `bench embed`: in-process encoders against sentence-transformers (known models) or Hugging
//! Face transformers (`model_dirs`, e.g. the random-weight XLM-R-base and Qwen3-0.6B sized models
//! of `scripts/make_bench_models.py`) on the same model folders and texts in the same run
//! (throughput ratio, target >= 1.0; alternating [`Rounds`]), BM25 indexing + ranking of the
//! whole release, and optionally `execretrieval run` cold and warm.

use crate::rounds::{time_python, Rounds};
use anyhow::{bail, Context, Result};
use execretrieval_core::release::{CorpusRecord, QueryRecord};
use execretrieval_retrieval::dense::DenseEncoder;
use execretrieval_retrieval::models::{ensure_model, known};
use std::fmt::Write;
use std::path::PathBuf;
use std::process::Command;
use std::time::Instant;

/// What to measure (the command's arguments).
pub struct EmbedBench {
    /// Release whose corpus supplies the texts.
    pub release: PathBuf,
    /// Corpus snippets embedded (evenly spaced over the corpus).
    pub texts: usize,
    /// Known model names (skipped when `model_dirs` is not empty).
    pub models: Vec<String>,
    pub batch: usize,
    /// The baseline's batch size.
    pub st_batch: usize,
    /// Python with sentence-transformers (for `models`).
    pub st_python: Option<PathBuf>,
    /// Model folders compared against transformers (`hf_python`).
    pub model_dirs: Vec<PathBuf>,
    pub hf_python: Option<PathBuf>,
    /// Texts for `model_dirs` (default: `texts`).
    pub dir_texts: Option<usize>,
    /// Also time `<run_exe> run` with fresh caches (cold) and again (warm).
    pub run_exe: Option<PathBuf>,
    /// Alternating rounds per model.
    pub rounds: usize,
}

/// Measure; returns the Markdown report (model downloads are logged through `log`).
pub fn embed(b: &EmbedBench, log: &(dyn Fn(&str) + Sync)) -> Result<String> {
    let mut out = String::new();

    let corpus: Vec<CorpusRecord> = execretrieval_io::read_all(&b.release.join("corpus.jsonl"))?;
    let queries: Vec<QueryRecord> = execretrieval_io::read_all(&b.release.join("queries.jsonl"))?;
    if corpus.is_empty() {
        bail!("{} has no corpus", b.release.display());
    }
    let step = (corpus.len() / b.texts.max(1)).max(1);
    let texts: Vec<String> = corpus.iter().step_by(step).take(b.texts).map(|c| c.code.clone()).collect();
    let tmp = tempfile::tempdir()?;
    let texts_path = tmp.path().join("texts.json");
    std::fs::write(&texts_path, serde_json::to_vec(&texts)?)?;
    writeln!(out, "embedding throughput: {} corpus snippets, same run; batch {} (ours) / {} (sentence-transformers, its default)", texts.len(), b.batch, b.st_batch)?;
    writeln!(out, "| model | execretrieval (texts/s) | sentence-transformers / transformers (texts/s) | ratio | target |")?;
    writeln!(out, "|---|---|---|---|---|")?;
    // (label, folder, texts, baseline script, its python, its extra argument)
    type Run<'a> = (String, PathBuf, &'a [String], &'a str, Option<&'a PathBuf>, String);
    let mut runs: Vec<Run> = Vec::new();
    let dir_texts_path = tmp.path().join("dir_texts.json");
    let dir_n = b.dir_texts.unwrap_or(texts.len()).min(texts.len());
    std::fs::write(&dir_texts_path, serde_json::to_vec(&texts[..dir_n])?)?;
    if b.model_dirs.is_empty() {
        for name in &b.models {
            let model = known(name).with_context(|| format!("unknown model {name}"))?;
            let dir = ensure_model(model, &|m| log(m))?;
            runs.push((
                name.clone(),
                dir,
                &texts[..],
                "st_bench.py",
                b.st_python.as_ref(),
                b.st_batch.to_string(),
            ));
        }
    }
    for d in &b.model_dirs {
        let label = format!("{} (random weights)", d.file_name().unwrap_or_default().to_string_lossy());
        runs.push((label, d.clone(), &texts[..dir_n], "hf_bench.py", b.hf_python.as_ref(), String::new()));
    }
    if !b.model_dirs.is_empty() {
        writeln!(out, "(--model-dir folders: {dir_n} texts, against transformers, batch {})", b.st_batch)?;
    }
    let rounds = b.rounds.max(1);
    let mut conditions = Vec::new();
    for (name, dir, these, script, py, _) in &runs {
        let enc = DenseEncoder::load(dir, &Default::default())?;
        enc.embed(&these[..these.len().min(8)], b.batch, &|_| {})?;
        let time_ours = || -> Result<f64> {
            let t = Instant::now();
            enc.embed(these, b.batch, &|_| {})?;
            Ok(these.len() as f64 / t.elapsed().as_secs_f64())
        };
        let time_theirs = |py: &PathBuf| -> Result<(f64, u64)> {
            let batch = b.st_batch.to_string();
            let max_tokens = enc.max_tokens.to_string();
            let rest: Vec<&std::ffi::OsStr> = if *script == "hf_bench.py" {
                vec![dir_texts_path.as_os_str(), batch.as_ref(), max_tokens.as_ref()]
            } else {
                vec![texts_path.as_os_str(), batch.as_ref()]
            };
            let mut a = vec![dir.as_os_str()];
            a.extend(rest);
            time_python(py, script, &a)
        };
        let r = Rounds::run(rounds, time_ours, (*py).map(|py| move || time_theirs(py)))?;
        writeln!(out, "{}", r.row(name, "(no --st-python / --hf-python)"))?;
        conditions.extend(r.conditions(name));
    }
    writeln!(out, "\nmedians of {rounds} alternating rounds per model; conditions:")?;
    for c in &conditions {
        writeln!(out, "- {c}")?;
    }
    // BM25 over the whole release.
    let t = Instant::now();
    let docs: Vec<&str> = corpus.iter().map(|c| c.code.as_str()).collect();
    let idx = execretrieval_retrieval::bm25::Bm25Index::new(
        &docs,
        execretrieval_retrieval::bm25::DEFAULT_K1,
        execretrieval_retrieval::bm25::DEFAULT_B,
    );
    let ids: Vec<&str> = corpus.iter().map(|c| c.corpus_id.as_str()).collect();
    let mut n = 0;
    for q in &queries {
        n += execretrieval_core::metrics::top_n(
            &idx.scores(&q.query),
            &ids,
            execretrieval_core::metrics::MAX_K,
        )
        .len();
    }
    let bm = t.elapsed().as_secs_f64();
    writeln!(out, "\nBM25: index {} snippets + rank {} queries (top-{} each, {n} results) in {bm:.3} s (target < 1 s: {})", corpus.len(), queries.len(), execretrieval_core::metrics::MAX_K, if bm < 1.0 { "met" } else { "NOT met" })?;
    if let Some(exe) = &b.run_exe {
        let cache = tmp.path().join("cache");
        let results = tmp.path().join("results");
        for label in ["cold (empty caches: model fetch, guest compile, embeddings, sandbox)", "warm"] {
            let t = Instant::now();
            let st = Command::new(exe)
                .args(["run", "--release"])
                .arg(&b.release)
                .arg("--results")
                .arg(&results)
                .env("EXECRETRIEVAL_CACHE_DIR", &cache)
                .stdout(std::process::Stdio::null())
                .status()?;
            if !st.success() {
                bail!("execretrieval run failed ({st})");
            }
            writeln!(out, "execretrieval run, {label}: {:.1} s", t.elapsed().as_secs_f64())?;
        }
    }
    Ok(out)
}
