//! `execretrieval check DIR`: re-verify a release from scratch with
//! [`execretrieval_dataset::check::check_release`] (files, counts, ids, labels, references,
//! hashes, a fresh sandbox run against the cached outcomes, `build`'s sweeps). Works on any
//! release in the published schema. Exit 1 listing every failure. Also prints the audit of the
//! groups (no-op/constant distractors, unnatural families, opposite pairs, shortcut rates;
//! `--audit-only`: just that, nothing run), which reports and never fails.

use crate::progress;
use crate::Status;
use anyhow::Result;
use clap::Args;
use execretrieval_dataset::audit::audit_lines;
use execretrieval_dataset::check::{audit_release, check_release};
use execretrieval_host::options::OracleOptions;
use std::path::PathBuf;

#[derive(Args, Debug)]
pub struct CheckArgs {
    /// Release directory (queries.jsonl, corpus.jsonl, distractor_metadata.jsonl, execution_cache.jsonl).
    pub release: PathBuf,
    /// Only the audit of the groups (no-op/constant distractors, unnatural families, opposite
    /// pairs, shortcut rates) from the files; nothing is run.
    #[arg(long)]
    pub audit_only: bool,
    #[command(flatten)]
    pub sandbox: OracleOptions,
}

pub fn run(args: CheckArgs) -> Result<Status> {
    if args.audit_only {
        let audit = audit_release(&args.release)?;
        for line in audit_lines(&audit) {
            println!("{line}");
        }
        return Ok(Status::Success);
    }
    let fresh = OracleOptions { no_cache: true, ..args.sandbox.clone() }.oracle()?;
    let cached = args.sandbox.oracle()?;
    let r = check_release(&args.release, &fresh, &cached, &progress::phase)?;
    for line in &r.log {
        eprintln!("{line}");
    }
    println!(
        "check {}: {} queries, {} corpus items, {} distractors, {} cache rows ({} verified); {} checks, {} failures",
        args.release.display(),
        r.queries,
        r.corpus_items,
        r.distractors,
        r.cache_rows,
        r.cache_rows_verified,
        r.checks,
        r.failures.len()
    );
    println!(
        "distractors failing exactly one test of their suite: {} of {}",
        r.distractors_failing_one_test, r.distractors
    );
    for line in audit_lines(&r.audit) {
        println!("{line}");
    }
    for f in &r.failures {
        println!("FAIL {f}");
    }
    Ok(Status::bad_items_if(!r.failures.is_empty()))
}
