//! `execretrieval bench embed`: in-process encoders against sentence-transformers (known models)
//! or Hugging Face transformers (`--model-dir` folders, e.g. the random-weight XLM-R-base and
//! Qwen3-0.6B sized models of `scripts/make_bench_models.py`) on the same model folders and texts
//! in the same run (throughput ratio, target >= 1.0), BM25 indexing + ranking of the whole
//! release, and optionally `execretrieval run` cold and warm.

use crate::Status;
use anyhow::{bail, Context, Result};
use clap::Args;
use execretrieval_core::release::{CorpusRecord, QueryRecord};
use execretrieval_host::timing::{load_1m, Conditions};
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

/// Median, minimum and maximum of a non-empty list.
fn median_range(v: &[f64]) -> (f64, f64, f64) {
    let mut v = v.to_vec();
    v.sort_by(f64::total_cmp);
    let n = v.len();
    let median = if n % 2 == 1 { v[n / 2] } else { (v[n / 2 - 1] + v[n / 2]) / 2.0 };
    (median, v[0], v[n - 1])
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
        // (texts/s, the baseline's thread count)
        let time_theirs = |py: &PathBuf| -> Result<(f64, u64)> {
            let mut cmd = Command::new(py);
            cmd.arg(std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../scripts").join(script))
                .arg(dir);
            if *script == "hf_bench.py" {
                cmd.arg(&dir_texts_path).arg(args.st_batch.to_string()).arg(enc.max_tokens.to_string());
            } else {
                cmd.arg(&texts_path).arg(args.st_batch.to_string());
            }
            let out = cmd
                .env("HF_HUB_OFFLINE", "1")
                .output()
                .with_context(|| format!("cannot run {}", py.display()))?;
            if !out.status.success() {
                bail!("{script} failed: {}", String::from_utf8_lossy(&out.stderr));
            }
            let v: serde_json::Value =
                serde_json::from_slice(&out.stdout).with_context(|| format!("{script} printed no JSON"))?;
            Ok((
                v["n"].as_f64().unwrap_or(0.0) / v["seconds"].as_f64().unwrap_or(f64::NAN),
                v["threads"].as_u64().unwrap_or(0),
            ))
        };
        let (mut ours, mut theirs, mut ratios, mut their_threads) = (Vec::new(), Vec::new(), Vec::new(), 0);
        conditions.push(format!("{name}, before: {}", Conditions::now()));
        for round in 0..rounds {
            let (o, t) = match py {
                Some(py) if round % 2 == 1 => {
                    let t = time_theirs(py)?;
                    (time_ours()?, Some(t))
                }
                Some(py) => {
                    let o = time_ours()?;
                    (o, Some(time_theirs(py)?))
                }
                None => (time_ours()?, None),
            };
            ours.push(o);
            if let Some((t, threads)) = t {
                theirs.push(t);
                ratios.push(o / t);
                their_threads = threads;
            }
        }
        conditions.push(format!(
            "{name}, after: load average (1 min) {}; threads: ours {} (rayon, one batch per thread), theirs {their_threads} (torch.get_num_threads())",
            load_1m().map_or("unknown".to_string(), |l| format!("{l:.2}")),
            rayon::current_num_threads(),
        ));
        let (o, _, _) = median_range(&ours);
        if theirs.is_empty() {
            println!("| {name} | {o:.2} | (no --st-python / --hf-python) | | |");
        } else {
            let (t, _, _) = median_range(&theirs);
            let (_, lo, hi) = median_range(&ratios);
            println!(
                "| {name} | {o:.2} | {t:.2} | {:.2}× (rounds {lo:.2}–{hi:.2}×) | ≥ 1.0× {} |",
                o / t,
                if o >= t { "met" } else { "NOT met" }
            );
        }
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
