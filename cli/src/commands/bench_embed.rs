//! `execretrieval bench embed`: in-process encoders against sentence-transformers on the same
//! model folders and texts in the same run (throughput ratio, target >= 1.0), BM25 indexing +
//! ranking of the whole release, and optionally `execretrieval run` cold and warm.

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
    /// Also time `execretrieval run` with fresh caches (cold) and again (warm).
    #[arg(long)]
    pub with_run: bool,
}

pub fn run(args: BenchEmbedArgs) -> Result<Status> {
    let corpus: Vec<CorpusRecord> = crate::io::read_all(&args.release.join("corpus.jsonl"))?;
    let queries: Vec<QueryRecord> = crate::io::read_all(&args.release.join("queries.jsonl"))?;
    if corpus.is_empty() {
        bail!("{} has no corpus", args.release.display());
    }
    let step = (corpus.len() / args.texts.max(1)).max(1);
    let texts: Vec<String> = corpus.iter().step_by(step).take(args.texts).map(|c| c.code.clone()).collect();
    let tmp = tempfile::tempdir()?;
    let texts_path = tmp.path().join("texts.json");
    std::fs::write(&texts_path, serde_json::to_vec(&texts)?)?;
    println!("embedding throughput: {} corpus snippets, same run; batch {} (ours) / {} (sentence-transformers, its default)", texts.len(), args.batch, args.st_batch);
    println!("| model | execretrieval (texts/s) | sentence-transformers (texts/s) | ratio | target |");
    println!("|---|---|---|---|---|");
    for name in &args.models {
        let model = known(name).with_context(|| format!("unknown model {name}"))?;
        let dir = ensure_model(model, &|m| eprintln!("{m}"))?;
        let enc = DenseEncoder::load(&dir, None)?;
        enc.embed(&texts[..texts.len().min(8)], args.batch, &|_| {})?;
        let t = Instant::now();
        enc.embed(&texts, args.batch, &|_| {})?;
        let ours = texts.len() as f64 / t.elapsed().as_secs_f64();
        let theirs = match &args.st_python {
            Some(py) => {
                let out = Command::new(py)
                    .arg(std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../scripts/st_bench.py"))
                    .arg(&dir)
                    .arg(&texts_path)
                    .arg(args.st_batch.to_string())
                    .env("HF_HUB_OFFLINE", "1")
                    .output()
                    .with_context(|| format!("cannot run {}", py.display()))?;
                if !out.status.success() {
                    bail!("sentence-transformers failed: {}", String::from_utf8_lossy(&out.stderr));
                }
                let v: serde_json::Value =
                    serde_json::from_slice(&out.stdout).context("st_bench.py printed no JSON")?;
                Some(v["n"].as_f64().unwrap_or(0.0) / v["seconds"].as_f64().unwrap_or(f64::NAN))
            }
            None => None,
        };
        match theirs {
            Some(s) => println!(
                "| {name} | {ours:.1} | {s:.1} | {:.2}× | ≥ 1.0× {} |",
                ours / s,
                if ours >= s { "met" } else { "NOT met" }
            ),
            None => println!("| {name} | {ours:.1} | (no --st-python) | | |"),
        }
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
    Ok(0)
}
