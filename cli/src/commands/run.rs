//! `execretrieval run`, the README's main job: build the release if it is missing (or
//! `--rebuild`), evaluate (see `eval`), write the report, print the leaderboard.

use super::{build_release, EvalArgs};
use crate::progress::hooks;
use crate::Status;
use anyhow::{Context, Result};
use clap::Args;
use execretrieval_io::write_atomic;
use std::path::PathBuf;

#[derive(Args, Debug, Clone)]
pub struct RunArgs {
    /// Task directory used when the release must be (re)built.
    #[arg(long, default_value = "data/tasks")]
    pub tasks: PathBuf,
    /// Rebuild the release from the tasks even if it exists.
    #[arg(long)]
    pub rebuild: bool,
    #[command(flatten)]
    pub eval: EvalArgs,
}

pub fn run(args: RunArgs) -> Result<Status> {
    let t = std::time::Instant::now();
    let ev = &args.eval;
    let oracle = ev.sandbox.oracle().context("starting the sandbox")?;
    if args.rebuild || !ev.release.join("queries.jsonl").exists() {
        eprintln!("run: building the release from {}", args.tasks.display());
        let out = build_release(&args.tasks, &oracle, true)?;
        for (rel, bytes) in &out.files {
            write_atomic(&ev.release.join(rel), bytes)?;
        }
    }
    let md = execretrieval_eval::eval(&ev.options(), &oracle, &hooks())?;
    let report = execretrieval_eval::report::write_report(&ev.results)?;
    println!("wrote {}", report.display());
    print!("{md}");
    eprintln!("run: done in {:.1}s; results in {}", t.elapsed().as_secs_f64(), ev.results.display());
    Ok(Status::Success)
}
