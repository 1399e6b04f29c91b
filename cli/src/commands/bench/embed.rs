//! `execretrieval bench embed`: in-process encoders against sentence-transformers (known models)
//! or Hugging Face transformers (`--model-dir` folders, e.g. the random-weight XLM-R-base and
//! Qwen3-0.6B sized models of `scripts/make_bench_models.py`) on the same model folders and texts
//! in the same run (throughput ratio, target >= 1.0), BM25 indexing + ranking of the whole
//! release, and optionally `execretrieval run` cold and warm.

use super::rounds::{time_python, Rounds};
use crate::Status;
use anyhow::{bail, Context, Result};
use clap::Args;
use execretrieval_core::release::{CorpusRecord, QueryRecord};
use execretrieval_retrieval::dense::DenseEncoder;
use execretrieval_retrieval::models::{ensure_model, known};
use std::path::PathBuf;
use std::process::Command;
use std::time::Instant;

#[derive(Args, Debug)]
pub struct BenchEmbedArgs {
    /// Release whose corpus supplies the texts.
    #[arg(long, default_value = "data/release")]
    pub release: PathBuf,
    /// Number of corpus snippets embedded (evenly spaced over the corpus).
    #[arg(long, default_value_t = 512)]
    pub texts: usize,
    /// Models to compare (known model names). Repeatable.
    #[arg(long = "model", default_values_t = ["all-minilm-l6-v2".to_string(), "all-mpnet-base-v2".to_string()])]
    pub models: Vec<String>,
    /// Our batch size (default: the encoder's default).
    #[arg(long, default_value_t = execretrieval_retrieval::dense::DEFAULT_BATCH)]
    pub batch: usize,
    /// sentence-transformers' batch size (default: its own default, 32).
    #[arg(long, default_value_t = 32)]
    pub st_batch: usize,
    /// Python with sentence-transformers installed (scripts/bench_embed.sh makes one).
    #[arg(long)]
    pub st_python: Option<PathBuf>,
    /// Model folders to compare against transformers (`--hf-python`), e.g. XLM-RoBERTa or
    /// Qwen3 folders. Repeatable; `--model` names are skipped when any is given.
    #[arg(long = "model-dir")]
    pub model_dirs: Vec<PathBuf>,
    /// Python with transformers + torch installed, for `--model-dir` folders.
    #[arg(long)]
    pub hf_python: Option<PathBuf>,
    /// Texts for `--model-dir` folders (default: --texts), e.g. fewer for a 0.6B decoder.
    #[arg(long)]
    pub dir_texts: Option<usize>,
    /// Also time `execretrieval run` with fresh caches (cold) and again (warm).
    #[arg(long)]
    pub with_run: bool,
    /// Rounds per model, the two sides alternating (ours first in odd rounds, theirs first in
    /// even ones) so that both see the same load; the table gives the median rate of each side
    /// and the range of the per-round ratios.
    #[arg(long, default_value_t = 3)]
    pub rounds: usize,
}

pub fn run(args: BenchEmbedArgs) -> Result<Status> {
    let corpus: Vec<CorpusRecord> = execretrieval_io::read_all(&args.release.join("corpus.jsonl"))?;
    let queries: Vec<QueryRecord> = execretrieval_io::read_all(&args.release.join("queries.jsonl"))?;
    if corpus.is_empty() {
        bail!("{} has no corpus", args.release.display());
    }
    let step = (corpus.len() / args.texts.max(1)).max(1);
    let texts: Vec<String> = corpus.iter().step_by(step).take(args.texts).map(|c| c.code.clone()).collect();
    let tmp = tempfile::tempdir()?;
    let texts_path = tmp.path().join("texts.json");
    std::fs::write(&texts_path, serde_json::to_vec(&texts)?)?;
    println!("embedding throughput: {} corpus snippets, same run; batch {} (ours) / {} (sentence-transformers, its default)", texts.len(), args.batch, args.st_batch);
    println!("| model | execretrieval (texts/s) | sentence-transformers / transformers (texts/s) | ratio | target |");
    println!("|---|---|---|---|---|");
    // (label, folder, texts, baseline script, its python, its extra argument)
    type Run<'a> = (String, PathBuf, &'a [String], &'a str, Option<&'a PathBuf>, String);
    let mut runs: Vec<Run> = Vec::new();
    let dir_texts_path = tmp.path().join("dir_texts.json");
    let dir_n = args.dir_texts.unwrap_or(texts.len()).min(texts.len());
    std::fs::write(&dir_texts_path, serde_json::to_vec(&texts[..dir_n])?)?;
    if args.model_dirs.is_empty() {
        for name in &args.models {
            let model = known(name).with_context(|| format!("unknown model {name}"))?;
            let dir = ensure_model(model, &|m| eprintln!("{m}"))?;
            runs.push((
                name.clone(),
                dir,
                &texts[..],
                "st_bench.py",
                args.st_python.as_ref(),
                args.st_batch.to_string(),
            ));
        }
    }
    for d in &args.model_dirs {
        let label = format!("{} (random weights)", d.file_name().unwrap_or_default().to_string_lossy());
        runs.push((label, d.clone(), &texts[..dir_n], "hf_bench.py", args.hf_python.as_ref(), String::new()));
    }
    if !args.model_dirs.is_empty() {
        println!("(--model-dir folders: {dir_n} texts, against transformers, batch {})", args.st_batch);
    }
    let rounds = args.rounds.max(1);
    let mut conditions = Vec::new();
    for (name, dir, these, script, py, _) in &runs {
        let enc = DenseEncoder::load(dir, &Default::default())?;
        enc.embed(&these[..these.len().min(8)], args.batch, &|_| {})?;
        let time_ours = || -> Result<f64> {
            let t = Instant::now();
            enc.embed(these, args.batch, &|_| {})?;
            Ok(these.len() as f64 / t.elapsed().as_secs_f64())
        };
        let time_theirs = |py: &PathBuf| -> Result<(f64, u64)> {
            let batch = args.st_batch.to_string();
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
        println!("{}", r.row(name, "(no --st-python / --hf-python)"));
        conditions.extend(r.conditions(name));
    }
    println!("\nmedians of {rounds} alternating rounds per model; conditions:");
    for c in &conditions {
        println!("- {c}");
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
    println!("\nBM25: index {} snippets + rank {} queries (top-{} each, {n} results) in {bm:.3} s (target < 1 s: {})", corpus.len(), queries.len(), execretrieval_core::metrics::MAX_K, if bm < 1.0 { "met" } else { "NOT met" });
    if args.with_run {
        let exe = std::env::current_exe()?;
        let cache = tmp.path().join("cache");
        let results = tmp.path().join("results");
        for label in ["cold (empty caches: model fetch, guest compile, embeddings, sandbox)", "warm"] {
            let t = Instant::now();
            let st = Command::new(&exe)
                .args(["run", "--release"])
                .arg(&args.release)
                .arg("--results")
                .arg(&results)
                .env("EXECRETRIEVAL_CACHE_DIR", &cache)
                .stdout(std::process::Stdio::null())
                .status()?;
            if !st.success() {
                bail!("execretrieval run failed ({st})");
            }
            println!("execretrieval run, {label}: {:.1} s", t.elapsed().as_secs_f64());
        }
    }
    Ok(Status::Success)
}
