//! `execretrieval check DIR`: re-verify a release from scratch — files parse, counts, ids,
//! labels, references, hashes, and that cached outcomes match a fresh sandbox run (canonicals
//! pass, distractors fail). Works on any release in the published schema. Exit 1 listing every
//! failure.

use super::SandboxArgs;
use crate::io::read_records;
use crate::progress;
use crate::Status;
use anyhow::Result;
use clap::Args;
use execretrieval_core::oracle::Suite;
use execretrieval_core::outcome::Outcome;
use execretrieval_core::release::{code_sha256, tests_sha256};
use execretrieval_core::release::{CorpusRecord, DistractorRecord, ExecCacheRecord, Label, QueryRecord};
use execretrieval_dataset::gates::{functional_duplicates, DuplicateInput};
use serde::de::DeserializeOwned;
use std::collections::{HashMap, HashSet};
use std::path::{Path, PathBuf};

#[derive(Args, Debug)]
pub struct CheckArgs {
    /// Release directory (queries.jsonl, corpus.jsonl, distractor_metadata.jsonl, execution_cache.jsonl).
    pub release: PathBuf,
    #[command(flatten)]
    pub sandbox: SandboxArgs,
}

fn load<T: DeserializeOwned>(path: &Path, failures: &mut Vec<String>, required: bool) -> Vec<T> {
    if !path.exists() {
        if required {
            failures.push(format!("{}: missing", path.display()));
        }
        return Vec::new();
    }
    let records = match read_records::<T>(path) {
        Ok(r) => r,
        Err(e) => {
            failures.push(format!("{e:#}"));
            return Vec::new();
        }
    };
    let mut out = Vec::new();
    for (line, r) in records {
        match r {
            Ok(r) => out.push(r),
            Err(e) => failures.push(format!("{}:{}: {}", path.display(), line, e)),
        }
    }
    out
}

pub fn run(args: CheckArgs) -> Result<Status> {
    let mut failures: Vec<String> = Vec::new();
    let mut checks = 0usize;
    let dir = &args.release;
    let queries: Vec<QueryRecord> = load(&dir.join("queries.jsonl"), &mut failures, true);
    let corpus: Vec<CorpusRecord> = load(&dir.join("corpus.jsonl"), &mut failures, true);
    let distractors: Vec<DistractorRecord> =
        load(&dir.join("distractor_metadata.jsonl"), &mut failures, false);
    let cache: Vec<ExecCacheRecord> = load(&dir.join("execution_cache.jsonl"), &mut failures, false);
    let mut fail = |ok: bool, msg: String, failures: &mut Vec<String>| {
        checks += 1;
        if !ok {
            failures.push(msg);
        }
    };
    fail(!queries.is_empty(), format!("{}: no queries", dir.join("queries.jsonl").display()), &mut failures);
    fail(!corpus.is_empty(), format!("{}: empty corpus", dir.join("corpus.jsonl").display()), &mut failures);

    // ids unique
    let mut cids = HashSet::new();
    for c in &corpus {
        fail(cids.insert(c.corpus_id.as_str()), format!("corpus id {} repeated", c.corpus_id), &mut failures);
    }
    let mut qids = HashSet::new();
    for q in &queries {
        fail(qids.insert(q.query_id.as_str()), format!("query id {} repeated", q.query_id), &mut failures);
    }
    let by_id: HashMap<&str, &CorpusRecord> = corpus.iter().map(|c| (c.corpus_id.as_str(), c)).collect();
    let mut referenced: HashSet<&str> = HashSet::new();
    let mut names = HashSet::new();
    for q in &queries {
        fail(
            !q.correct_corpus_ids.is_empty(),
            format!("{}: no correct corpus ids", q.query_id),
            &mut failures,
        );
        fail(!q.test_suite.is_empty(), format!("{}: empty test suite", q.query_id), &mut failures);
        if !q.function_name.is_empty() {
            fail(
                names.insert(q.function_name.as_str()),
                format!("{}: function name {} repeated", q.query_id, q.function_name),
                &mut failures,
            );
        }
        for (ids, label) in
            [(&q.correct_corpus_ids, Label::Correct), (&q.paired_distractor_corpus_ids, Label::Incorrect)]
        {
            for id in ids {
                referenced.insert(id.as_str());
                match by_id.get(id.as_str()) {
                    None => fail(
                        false,
                        format!("{}: references missing corpus id {id}", q.query_id),
                        &mut failures,
                    ),
                    Some(c) => fail(
                        c.label == label,
                        format!("{}: {id} has label {:?}, expected {:?}", q.query_id, c.label, label),
                        &mut failures,
                    ),
                }
            }
        }
    }
    for c in &corpus {
        fail(
            referenced.contains(c.corpus_id.as_str()),
            format!("corpus item {} is referenced by no query", c.corpus_id),
            &mut failures,
        );
        if c.label == Label::Incorrect {
            fail(c.bug_type.is_some(), format!("distractor {} has no bug_type", c.corpus_id), &mut failures);
        }
    }
    let dmeta: HashMap<&str, &DistractorRecord> =
        distractors.iter().map(|d| (d.corpus_id.as_str(), d)).collect();
    if !distractors.is_empty() {
        for c in corpus.iter().filter(|c| c.label == Label::Incorrect) {
            match dmeta.get(c.corpus_id.as_str()) {
                None => fail(
                    false,
                    format!("distractor {} has no distractor_metadata row", c.corpus_id),
                    &mut failures,
                ),
                Some(d) => fail(
                    Some(&d.bug_type) == c.bug_type.as_ref(),
                    format!("distractor {}: bug_type differs between corpus and metadata", c.corpus_id),
                    &mut failures,
                ),
            }
        }
        for d in &distractors {
            fail(
                qids.contains(d.query_id.as_str()),
                format!("distractor_metadata {}: unknown query {}", d.corpus_id, d.query_id),
                &mut failures,
            );
        }
    }

    // fresh sandbox run of every (corpus item, its query's suite)
    let mut reqs = Vec::new();
    let mut what = Vec::new();
    for q in &queries {
        for (ids, must_pass) in [(&q.correct_corpus_ids, true), (&q.paired_distractor_corpus_ids, false)] {
            for id in ids {
                if let Some(c) = by_id.get(id.as_str()) {
                    reqs.push(Suite { code: c.code.clone(), tests: q.test_suite.clone() });
                    what.push((q.query_id.clone(), id.clone(), must_pass));
                }
            }
        }
    }
    let mut sb = args.sandbox.clone();
    sb.no_cache = true;
    let oracle = sb.oracle()?;
    let pb = progress::bar(reqs.len() as u64, "check");
    let (fresh, _) = oracle.run_many(&reqs, args.sandbox.jobs(), &|| pb.inc(1))?;
    pb.finish_and_clear();
    let cached: HashMap<(&str, &str), &Vec<Outcome>> =
        cache.iter().map(|r| ((r.code_sha256.as_str(), r.tests_sha256.as_str()), &r.outcomes)).collect();
    let mut matched_rows = 0;
    for ((r, (qid, cid, must_pass)), o) in reqs.iter().zip(&what).zip(&fresh) {
        let passed = o.iter().all(Outcome::is_pass);
        if *must_pass {
            fail(
                passed,
                format!(
                    "{qid}: canonical {cid} does not pass its tests: {:?}",
                    o.iter().map(|x| x.to_string()).collect::<Vec<_>>()
                ),
                &mut failures,
            );
        } else {
            fail(!passed, format!("{qid}: distractor {cid} passes every test"), &mut failures);
        }
        let key = (code_sha256(&r.code), tests_sha256(&r.tests));
        if let Some(c) = cached.get(&(key.0.as_str(), key.1.as_str())) {
            matched_rows += 1;
            fail(
                *c == o,
                format!("{qid}/{cid}: cached outcomes differ from a fresh sandbox run"),
                &mut failures,
            );
        }
    }
    // functional duplicates: each query's canonical, renamed to every other same-arity query's
    // function, against that query's suite (through the execution cache: these are many)
    let dup_inputs: Vec<DuplicateInput> = queries
        .iter()
        .filter(|q| !q.function_name.is_empty())
        .filter_map(|q| {
            let c = q.correct_corpus_ids.first().and_then(|id| by_id.get(id.as_str()))?;
            Some(DuplicateInput {
                name: q.query_id.clone(),
                function: &q.function_name,
                canonical: &c.code,
                tests: &q.test_suite,
            })
        })
        .collect();
    let cached_oracle = args.sandbox.oracle()?;
    let (dups, dup_suites) = functional_duplicates(
        &dup_inputs,
        &cached_oracle,
        args.sandbox.jobs(),
        &*progress::phase("duplicates", 0),
    )?;
    checks += dup_suites;
    for d in &dups {
        failures.push(format!(
            "{}: its canonical, renamed to the function of {}, passes all of {}'s tests (functional duplicate)",
            d.from, d.to, d.to
        ));
    }
    eprintln!("check: functional-duplicate sweep ran {dup_suites} suites, {} pair(s) pass", dups.len());
    if !cache.is_empty() && matched_rows == 0 {
        eprintln!("check: no execution_cache row matches our hashing (sha256 of code, sha256 of compact JSON tests); rows not verified");
    }
    println!(
        "check {}: {} queries, {} corpus items, {} distractors, {} cache rows ({} verified); {} checks, {} failures",
        dir.display(), queries.len(), corpus.len(), corpus.iter().filter(|c| c.label == Label::Incorrect).count(), cache.len(), matched_rows, checks, failures.len()
    );
    for f in &failures {
        println!("FAIL {f}");
    }
    Ok(if failures.is_empty() { 0 } else { 1 })
}
