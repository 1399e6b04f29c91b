//! `execretrieval build`: authored tasks → mechanical distractors → five gates → integrity
//! sweeps → `data/release/`. The gates, selection and sweeps are `execretrieval_dataset::gates`;
//! this command gives them the sandbox, shows progress and writes the files.

use super::build_release;
use crate::Status;
use anyhow::{Context, Result};
use clap::Args;
use execretrieval_host::options::OracleOptions;
use execretrieval_io::write_atomic;
use std::path::PathBuf;

#[derive(Args, Debug, Clone)]
pub struct BuildArgs {
    /// Task directory (`<domain>/<function>.py`).
    #[arg(long, default_value = "data/tasks")]
    pub tasks: PathBuf,
    /// Release directory to write.
    #[arg(long, default_value = "data/release")]
    pub out: PathBuf,
    /// Build the release from the tasks that pass every gate instead of stopping.
    #[arg(long)]
    pub keep_going: bool,
    /// Build `release-plus` instead: the queries of this built release (from the same tasks)
    /// whose task has independently written implementations, each shown one beside a natural
    /// slip of it (the catalogue of `dataset::slips`), written to `--out` (e.g. `--plus-from data/release --out data/release-plus`).
    #[arg(long, value_name = "RELEASE")]
    pub plus_from: Option<PathBuf>,
    #[command(flatten)]
    pub sandbox: OracleOptions,
}

pub fn run(args: BuildArgs) -> Result<Status> {
    let oracle = args.sandbox.oracle().context("starting the sandbox")?;
    let t = std::time::Instant::now();
    if let Some(release) = &args.plus_from {
        let out =
            execretrieval_dataset::gates::build_plus(&args.tasks, release, &oracle, &crate::progress::phase)?;
        for line in &out.log {
            eprintln!("{line}");
        }
        for (rel, bytes) in &out.files {
            write_atomic(&args.out.join(rel), bytes)?;
        }
        let v = &out.validation;
        let s = &v.group_audit.shortcuts;
        println!(
            "release-plus: {} queries, {} corpus items ({} distractors); shortcuts pick a correct snippet: \
             char medoid {:.1} %, token medoid {:.1} %, token majority {:.1} %, the query's BM25 top {:.1} % \
             (chance {:.1} %); \
             {} functional duplicates, {} sweep failures; written to {} in {:.1}s",
            v.queries,
            v.corpus_size,
            v.distractors,
            s.char_medoid * 100.0,
            s.token_medoid * 100.0,
            s.token_majority * 100.0,
            s.query_bm25 * 100.0,
            s.chance * 100.0,
            v.functional_duplicates.len(),
            v.sweep_failures.len(),
            args.out.display(),
            t.elapsed().as_secs_f64()
        );
        for f in &v.sweep_failures {
            eprintln!("build --plus: {}: {} passes every test ({} sweep)", f.query_id, f.corpus_id, f.sweep);
        }
        for f in &v.implementation_failures {
            eprintln!("build --plus: {f} (query left out)");
        }
        for d in &v.functional_duplicates {
            eprintln!(
                "build --plus: functional duplicate: the {} of {}, renamed, passes every test of {}; both queries left out",
                d.snippet.as_deref().unwrap_or("canonical"),
                d.from,
                d.to
            );
        }
        return Ok(Status::bad_items_if(
            !v.implementation_failures.is_empty()
                || !v.functional_duplicates.is_empty()
                || !v.sweep_failures.is_empty(),
        ));
    }
    let out = build_release(&args.tasks, &oracle, args.keep_going)?;
    if out.files.is_empty() {
        eprintln!(
            "build: {} task(s) failed a gate; nothing written (use --keep-going to build the rest)",
            out.n_failed
        );
        return Ok(Status::BadItems);
    }
    for (rel, bytes) in &out.files {
        write_atomic(&args.out.join(rel), bytes)?;
    }
    let v = &out.validation;
    let q = &v.distractor_quality;
    println!(
        "release: {} queries, {} corpus items ({} distractors), {} tests; median mutation score {}; \
         {} distractors ({:.1} %) differ only on invalid input; {} functional duplicates; written to {} in {:.1}s",
        v.tasks_in_release,
        v.corpus_size,
        v.distractors,
        v.tests,
        v.mutation["median_score"],
        q.invalid_input_only,
        q.invalid_input_only_share * 100.0,
        v.functional_duplicates.len(),
        args.out.display(),
        t.elapsed().as_secs_f64()
    );
    Ok(Status::bad_items_if(out.n_failed > 0))
}
