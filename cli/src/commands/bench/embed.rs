//! `execretrieval bench embed`: in-process encoders against sentence-transformers or transformers
//! on the same models and texts in the same run, BM25 over the release, optionally `run` cold and
//! warm ([`execretrieval_bench::embed`]).

use crate::Status;
use anyhow::Result;
use clap::Args;
use execretrieval_bench::embed::{embed, EmbedBench};
use std::path::PathBuf;

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
    let b = EmbedBench {
        release: args.release,
        texts: args.texts,
        models: args.models,
        batch: args.batch,
        st_batch: args.st_batch,
        st_python: args.st_python,
        model_dirs: args.model_dirs,
        hf_python: args.hf_python,
        dir_texts: args.dir_texts,
        run_exe: if args.with_run { Some(std::env::current_exe()?) } else { None },
        rounds: args.rounds,
    };
    print!("{}", embed(&b, &|m| eprintln!("{m}"))?);
    Ok(Status::Success)
}
