//! `execretrieval check`: re-verify any release in the published schema from scratch — the
//! files parse; counts, ids, labels, references and bug types agree; every canonical passes and
//! every distractor fails its query's suite in a fresh oracle run (no cache), and each cached
//! row of `execution_cache.jsonl` equals that run; then `build`'s own sweeps over the release
//! ([`release_sweeps`]: distractor sanity and cross-canonical) and its functional-duplicate
//! sweep ([`functional_duplicates`]) over every correct snippet of every query, through the
//! cached oracle.
//!
//! Invariant: the sweeps are `build`'s functions, so a release `build` would reject fails
//! `check` for the same reason; a bad file or line is a failure naming it, never an error.

use crate::audit::{audit_groups, GroupAudit};
use crate::gates::{functional_duplicates, release_sweeps, CorrectSnippet, DuplicateInput, SweepFailure};
use execretrieval_core::oracle::{Progress, Suite, SuiteOracle, SuiteStats, Tick};
use execretrieval_core::outcome::Outcome;
use execretrieval_core::release::{
    code_sha256, tests_sha256, CorpusRecord, DistractorRecord, ExecCacheRecord, Label, QueryRecord,
};
use serde::de::DeserializeOwned;
use std::collections::{HashMap, HashSet};
use std::path::Path;

/// What `check` found.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct CheckReport {
    pub queries: usize,
    pub corpus_items: usize,
    pub distractors: usize,
    pub cache_rows: usize,
    /// Rows of `execution_cache.jsonl` whose key matched a (snippet, suite) of the release.
    pub cache_rows_verified: usize,
    pub checks: usize,
    /// Distractors that fail exactly one test of their query's suite (a suite that decides on
    /// one test; reported, not a failure: 0 in release-plus v3, whose build requires two).
    pub distractors_failing_one_test: usize,
    /// The tells of the groups (no-op/constant distractors, unnatural families, opposite pairs,
    /// shortcut rates): reported, not failures.
    pub audit: GroupAudit,
    /// One line per failed check (empty: the release is sound).
    pub failures: Vec<String>,
    /// Progress lines for the caller to print (stderr).
    pub log: Vec<String>,
}

/// The records of one release file; a missing (required) file or a bad line is a failure.
fn load<T: DeserializeOwned>(path: &Path, failures: &mut Vec<String>, required: bool) -> Vec<T> {
    if !path.exists() {
        if required {
            failures.push(format!("{}: missing", path.display()));
        }
        return Vec::new();
    }
    let records = match execretrieval_io::read_records::<T>(path) {
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

/// Counts checks and records the failed ones.
#[derive(Default)]
struct Tally {
    checks: usize,
    failures: Vec<String>,
}

impl Tally {
    fn check(&mut self, ok: bool, msg: impl FnOnce() -> String) {
        self.checks += 1;
        if !ok {
            self.failures.push(msg());
        }
    }
}

/// `inner`, except that the suites of the fresh run are answered with its outcomes: the sweeps
/// ask again for every distractor against its own suite, which that run has just decided.
struct Known<'a> {
    known: HashMap<&'a Suite, &'a Vec<Outcome>>,
    inner: &'a dyn SuiteOracle,
}

impl SuiteOracle for Known<'_> {
    fn run_suites(&self, suites: &[Suite], tick: &Tick) -> anyhow::Result<(Vec<Vec<Outcome>>, SuiteStats)> {
        let missing: Vec<Suite> = suites.iter().filter(|s| !self.known.contains_key(s)).cloned().collect();
        let (ran, stats) = self.inner.run_suites(&missing, tick)?;
        anyhow::ensure!(
            ran.len() == missing.len(),
            "the oracle answered {} of {} suites",
            ran.len(),
            missing.len()
        );
        let mut ran = ran.into_iter();
        let out: Vec<Vec<Outcome>> = suites
            .iter()
            .map(|s| match self.known.get(s) {
                Some(o) => o.to_vec(),
                None => ran.next().expect("one answer per missing suite"),
            })
            .collect();
        let reused = suites.len() - missing.len();
        Ok((out, SuiteStats { suites: suites.len(), cache_hits: stats.cache_hits + reused, ..stats }))
    }
    fn fingerprint(&self) -> String {
        self.inner.fingerprint()
    }
    fn jobs(&self) -> usize {
        self.inner.jobs()
    }
}

/// A sweep failure as `check` words it.
fn sweep_message(f: &SweepFailure) -> String {
    match f.sweep.as_str() {
        "distractor_sanity" => {
            format!("{}: distractor {} passes every test (distractor-sanity sweep)", f.query_id, f.corpus_id)
        }
        _ => format!(
            "{}: {} (another query's snippet) defines its function and passes all of its tests (cross-canonical sweep)",
            f.query_id, f.corpus_id
        ),
    }
}

/// Only the audit of the groups of the release in `dir` ([`audit_groups`]): no oracle run.
pub fn audit_release(dir: &Path) -> anyhow::Result<GroupAudit> {
    let mut failures = Vec::new();
    let queries: Vec<QueryRecord> = load(&dir.join("queries.jsonl"), &mut failures, true);
    let corpus: Vec<CorpusRecord> = load(&dir.join("corpus.jsonl"), &mut failures, true);
    let distractors: Vec<DistractorRecord> =
        load(&dir.join("distractor_metadata.jsonl"), &mut failures, false);
    anyhow::ensure!(failures.is_empty(), "{}", failures.join("; "));
    Ok(audit_groups(&queries, &corpus, &distractors))
}

/// Check the release in `dir`: `fresh` answers without a cache (the re-run every cached row is
/// compared with), `cached` runs the sweeps (through the execution cache: these are many).
pub fn check_release(
    dir: &Path,
    fresh: &dyn SuiteOracle,
    cached: &dyn SuiteOracle,
    progress: &Progress,
) -> anyhow::Result<CheckReport> {
    let mut failures: Vec<String> = Vec::new();
    let queries: Vec<QueryRecord> = load(&dir.join("queries.jsonl"), &mut failures, true);
    let corpus: Vec<CorpusRecord> = load(&dir.join("corpus.jsonl"), &mut failures, true);
    let distractors: Vec<DistractorRecord> =
        load(&dir.join("distractor_metadata.jsonl"), &mut failures, false);
    let cache: Vec<ExecCacheRecord> = load(&dir.join("execution_cache.jsonl"), &mut failures, false);
    let mut t = Tally { checks: 0, failures };
    t.check(!queries.is_empty(), || format!("{}: no queries", dir.join("queries.jsonl").display()));
    t.check(!corpus.is_empty(), || format!("{}: empty corpus", dir.join("corpus.jsonl").display()));

    // ids unique
    let mut cids = HashSet::new();
    for c in &corpus {
        t.check(cids.insert(c.corpus_id.as_str()), || format!("corpus id {} repeated", c.corpus_id));
    }
    let mut qids = HashSet::new();
    for q in &queries {
        t.check(qids.insert(q.query_id.as_str()), || format!("query id {} repeated", q.query_id));
    }
    let by_id: HashMap<&str, &CorpusRecord> = corpus.iter().map(|c| (c.corpus_id.as_str(), c)).collect();
    let mut referenced: HashSet<&str> = HashSet::new();
    let mut names = HashSet::new();
    for q in &queries {
        t.check(!q.correct_corpus_ids.is_empty(), || format!("{}: no correct corpus ids", q.query_id));
        t.check(!q.test_suite.is_empty(), || format!("{}: empty test suite", q.query_id));
        if !q.function_name.is_empty() {
            t.check(names.insert(q.function_name.as_str()), || {
                format!("{}: function name {} repeated", q.query_id, q.function_name)
            });
        }
        for (ids, label) in
            [(&q.correct_corpus_ids, Label::Correct), (&q.paired_distractor_corpus_ids, Label::Incorrect)]
        {
            for id in ids {
                referenced.insert(id.as_str());
                match by_id.get(id.as_str()) {
                    None => t.check(false, || format!("{}: references missing corpus id {id}", q.query_id)),
                    Some(c) => t.check(c.label == label, || {
                        format!("{}: {id} has label {:?}, expected {:?}", q.query_id, c.label, label)
                    }),
                }
            }
        }
    }
    for c in &corpus {
        t.check(referenced.contains(c.corpus_id.as_str()), || {
            format!("corpus item {} is referenced by no query", c.corpus_id)
        });
        if c.label == Label::Incorrect {
            t.check(c.bug_type.is_some(), || format!("distractor {} has no bug_type", c.corpus_id));
        }
    }
    let dmeta: HashMap<&str, &DistractorRecord> =
        distractors.iter().map(|d| (d.corpus_id.as_str(), d)).collect();
    if !distractors.is_empty() {
        for c in corpus.iter().filter(|c| c.label == Label::Incorrect) {
            match dmeta.get(c.corpus_id.as_str()) {
                None => {
                    t.check(false, || format!("distractor {} has no distractor_metadata row", c.corpus_id))
                }
                Some(d) => t.check(Some(&d.bug_type) == c.bug_type.as_ref(), || {
                    format!("distractor {}: bug_type differs between corpus and metadata", c.corpus_id)
                }),
            }
        }
        for d in &distractors {
            t.check(qids.contains(d.query_id.as_str()), || {
                format!("distractor_metadata {}: unknown query {}", d.corpus_id, d.query_id)
            });
        }
    }

    // fresh oracle run of every (corpus item, its query's suite)
    let mut suites = Vec::new();
    let mut what = Vec::new();
    for q in &queries {
        for (ids, must_pass) in [(&q.correct_corpus_ids, true), (&q.paired_distractor_corpus_ids, false)] {
            for id in ids {
                if let Some(c) = by_id.get(id.as_str()) {
                    suites.push(Suite { code: c.code.clone(), tests: q.test_suite.clone() });
                    what.push((q.query_id.as_str(), id.as_str(), must_pass));
                }
            }
        }
    }
    let tick = progress("check", suites.len());
    let (outcomes, _) = fresh.run_suites(&suites, &*tick)?;
    drop(tick);
    let cached_rows: HashMap<(&str, &str), &Vec<Outcome>> =
        cache.iter().map(|r| ((r.code_sha256.as_str(), r.tests_sha256.as_str()), &r.outcomes)).collect();
    let mut verified = 0;
    let mut failing_one = 0;
    for ((s, (qid, cid, must_pass)), o) in suites.iter().zip(&what).zip(&outcomes) {
        let passed = o.iter().all(Outcome::is_pass);
        if *must_pass {
            t.check(passed, || {
                format!(
                    "{qid}: canonical {cid} does not pass its tests: {:?}",
                    o.iter().map(|x| x.to_string()).collect::<Vec<_>>()
                )
            });
        } else {
            t.check(!passed, || format!("{qid}: distractor {cid} passes every test"));
            failing_one += (o.iter().filter(|x| !x.is_pass()).count() == 1) as usize;
        }
        let key = (code_sha256(&s.code), tests_sha256(&s.tests));
        if let Some(c) = cached_rows.get(&(key.0.as_str(), key.1.as_str())) {
            verified += 1;
            t.check(*c == o, || format!("{qid}/{cid}: cached outcomes differ from a fresh sandbox run"));
        }
    }

    // build's sweeps over the release: distractor sanity and cross-canonical
    let known = Known { known: suites.iter().zip(&outcomes).collect(), inner: cached };
    let (counts, sweep_failures) = release_sweeps(&queries, &corpus, &known)?;
    t.checks += counts.values().map(|c| c.checked).sum::<usize>();
    t.failures.extend(sweep_failures.iter().map(sweep_message));
    let mut log: Vec<String> = counts
        .iter()
        .map(|(sweep, c)| {
            format!("check: {sweep} sweep ran {} suites, {} pass", c.checked, c.passed_all_tests)
        })
        .collect();

    // functional duplicates: every correct snippet of each query (the canonical, and in a
    // release with several correct ids each of them), renamed to every other same-arity query's
    // function, against that query's suite
    let dup_inputs: Vec<DuplicateInput> = queries
        .iter()
        .filter(|q| !q.function_name.is_empty())
        .map(|q| DuplicateInput {
            name: q.query_id.clone(),
            function: &q.function_name,
            correct: q
                .correct_corpus_ids
                .iter()
                .filter_map(|id| {
                    let c = by_id.get(id.as_str())?;
                    Some(CorrectSnippet { code: &c.code, label: Some(id.clone()) })
                })
                .collect(),
            tests: &q.test_suite,
        })
        .filter(|d| !d.correct.is_empty())
        .collect();
    let n_snippets: usize = dup_inputs.iter().map(|d| d.correct.len()).sum();
    let tick = progress("duplicates", 0);
    let (dups, dup_suites) = functional_duplicates(&dup_inputs, cached, &*tick)?;
    drop(tick);
    t.checks += dup_suites;
    for d in &dups {
        let snippet = match &d.snippet {
            Some(id) => format!("its correct snippet {id}"),
            None => "its canonical".to_string(),
        };
        t.failures.push(format!(
            "{}: {snippet}, renamed to the function of {}, passes all of {}'s tests (functional duplicate)",
            d.from, d.to, d.to
        ));
    }
    log.push(format!(
        "check: functional-duplicate sweep ran {dup_suites} suites ({n_snippets} correct snippets of {} queries, each renamed to every same-arity query's function), {} pair(s) pass",
        dup_inputs.len(),
        dups.len()
    ));
    let audit = audit_groups(&queries, &corpus, &distractors);
    if !cache.is_empty() && verified == 0 {
        log.push("check: no execution_cache row matches our hashing (sha256 of code, sha256 of compact JSON tests); rows not verified".into());
    }
    Ok(CheckReport {
        queries: queries.len(),
        corpus_items: corpus.len(),
        distractors: corpus.iter().filter(|c| c.label == Label::Incorrect).count(),
        cache_rows: cache.len(),
        cache_rows_verified: verified,
        checks: t.checks,
        distractors_failing_one_test: failing_one,
        audit,
        failures: t.failures,
        log,
    })
}
