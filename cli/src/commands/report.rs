//! `execretrieval report`: `report.md` with SVG plots from a results directory
//! ([`execretrieval_eval::report::write_report`]).

use crate::Status;
use anyhow::Result;
use clap::Args;
use std::path::PathBuf;

#[derive(Args, Debug)]
pub struct ReportArgs {
    /// Results directory written by `eval`/`run`.
    #[arg(long, default_value = "results")]
    pub results: PathBuf,
}

pub fn run(args: ReportArgs) -> Result<Status> {
    let out = execretrieval_eval::report::write_report(&args.results)?;
    println!("wrote {}", out.display());
    Ok(Status::Success)
}
