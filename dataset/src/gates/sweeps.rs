//! The sweeps over many tasks: the functional-duplicate sweep ([`functional_duplicates`]) and the
//! two release sweeps ([`release_sweeps`]: distractor sanity, cross-canonical).

use crate::mutate::{defined_functions, parameter_count, rename_function};
use execretrieval_core::oracle::{Progress, Suite, SuiteOracle, Tick};
use execretrieval_core::outcome::Outcome;
use execretrieval_core::release::{CorpusRecord, QueryRecord};
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, HashMap};

/// One task as the functional-duplicate sweep sees it.
pub struct DuplicateInput<'a> {
    /// How the task is named in messages (its file, or its query id).
    pub name: String,
    pub function: &'a str,
    /// Its correct snippets, each run against the other tasks' suites: `build`'s canonical, or
    /// every correct snippet of a release's query (the canonical and its rewrite in release-plus).
    pub correct: Vec<CorrectSnippet<'a>>,
    pub tests: &'a [String],
}

/// One correct snippet of a [`DuplicateInput`].
pub struct CorrectSnippet<'a> {
    pub code: &'a str,
    /// How a finding names it (a corpus id, `rewrite`); `None` for a task's only snippet, which
    /// the task's name names.
    pub label: Option<String>,
}

impl<'a> CorrectSnippet<'a> {
    /// A task's only correct snippet (its canonical).
    pub fn only(code: &'a str) -> Self {
        Self { code, label: None }
    }
}

/// A functional duplicate: a correct snippet of `from` (`snippet`, when `from` names several),
/// renamed to `to`'s function, passes `to`'s suite.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DuplicateFinding {
    pub from: String,
    pub to: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub snippet: Option<String>,
}

/// [`functional_duplicates`] behind its progress bar, with the build log's line `"{command}:
/// functional-duplicate sweep ran N suites ({what}); M pair(s) pass"`: the step `build` and
/// `build --plus` share. Returns the findings and the number of suites run.
pub fn logged_functional_duplicates(
    tasks: &[DuplicateInput],
    oracle: &dyn SuiteOracle,
    progress: &Progress,
    log: &mut Vec<String>,
    command: &str,
    what: &str,
) -> anyhow::Result<(Vec<DuplicateFinding>, usize)> {
    let tick = progress("functional duplicates", 0);
    let (duplicates, suites) = functional_duplicates(tasks, oracle, &*tick)?;
    drop(tick);
    log.push(format!(
        "{command}: functional-duplicate sweep ran {suites} suites ({what}); {} pair(s) pass",
        duplicates.len()
    ));
    Ok((duplicates, suites))
}

/// The functional-duplicate sweep: every correct snippet of every task, renamed to the function
/// of every other task whose function has the same number of parameters, run against that
/// task's suite. A renamed snippet that passes the whole suite means a retriever returning the
/// other task's correct code would be scored wrong for a right answer. Returns the findings
/// (sorted) and how many suites were run. (Names are unique, so the cross-canonical sweep cannot
/// see these.) A task's arity is its first snippet's; a snippet whose function has another
/// arity is paired with the tasks of that arity.
pub fn functional_duplicates(
    tasks: &[DuplicateInput],
    oracle: &dyn SuiteOracle,
    tick: &Tick,
) -> anyhow::Result<(Vec<DuplicateFinding>, usize)> {
    let mut by_arity: BTreeMap<usize, Vec<usize>> = BTreeMap::new();
    for (i, t) in tasks.iter().enumerate() {
        if let Some(a) = t.correct.first().and_then(|c| parameter_count(c.code, t.function)) {
            by_arity.entry(a).or_default().push(i);
        }
    }
    // Two stages, the same verdict as running every whole suite: a renamed snippet that fails
    // the target's first test cannot pass its suite, and almost all do, so stage 1 runs only
    // the first test of each pair (cached like any suite), stage 2 the whole suite of the pairs
    // that passed it.
    let mut first = Vec::new();
    let mut pairs = Vec::new();
    for (a, task) in tasks.iter().enumerate() {
        for (s, snippet) in task.correct.iter().enumerate() {
            let Some(targets) = parameter_count(snippet.code, task.function).and_then(|n| by_arity.get(&n))
            else {
                continue;
            };
            for &b in targets {
                if a == b || task.function == tasks[b].function || tasks[b].tests.is_empty() {
                    continue;
                }
                if let Some(code) = rename_function(snippet.code, task.function, tasks[b].function) {
                    first.push(Suite { code, tests: tasks[b].tests[..1].to_vec() });
                    pairs.push((a, s, b));
                }
            }
        }
    }
    let (outcomes, _) = oracle.run_suites(&first, tick)?;
    let mut whole = Vec::new();
    let mut whole_pairs = Vec::new();
    for ((&(a, s, b), suite), o) in pairs.iter().zip(first).zip(&outcomes) {
        if !o.is_empty() && o.iter().all(Outcome::is_pass) {
            whole.push(Suite { code: suite.code, tests: tasks[b].tests.to_vec() });
            whole_pairs.push((a, s, b));
        }
    }
    let (outcomes, _) = oracle.run_suites(&whole, tick)?;
    let mut found: Vec<DuplicateFinding> = whole_pairs
        .iter()
        .zip(&outcomes)
        .filter(|(_, o)| !o.is_empty() && o.iter().all(Outcome::is_pass))
        .map(|(&(a, s, b), _)| DuplicateFinding {
            from: tasks[a].name.clone(),
            to: tasks[b].name.clone(),
            snippet: tasks[a].correct[s].label.clone(),
        })
        .collect();
    found.sort_by(|x, y| (&x.from, &x.to, &x.snippet).cmp(&(&y.from, &y.to, &y.snippet)));
    Ok((found, pairs.len() + whole.len()))
}

/// Counts of one sweep in `validation.json`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SweepCount {
    pub checked: usize,
    pub passed_all_tests: usize,
}

/// A snippet that passed every test of a suite it must fail, found by one of the release sweeps.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SweepFailure {
    pub corpus_id: String,
    pub query_id: String,
    /// `distractor_sanity` or `cross_canonical`.
    pub sweep: String,
}

/// The two release sweeps: every distractor against its own suite, and every snippet that
/// defines another task's function against that task's suite. Both must fail.
pub fn release_sweeps(
    queries: &[QueryRecord],
    corpus: &[CorpusRecord],
    oracle: &dyn SuiteOracle,
) -> anyhow::Result<(BTreeMap<String, SweepCount>, Vec<SweepFailure>)> {
    let code_of: HashMap<&str, &CorpusRecord> = corpus.iter().map(|c| (c.corpus_id.as_str(), c)).collect();
    let mut sweep_reqs = Vec::new();
    let mut sweep_what = Vec::new();
    for q in queries {
        for d in &q.paired_distractor_corpus_ids {
            let Some(c) = code_of.get(d.as_str()) else { continue };
            sweep_reqs.push(Suite { code: c.code.clone(), tests: q.test_suite.clone() });
            sweep_what.push(("distractor_sanity", d.clone(), q.query_id.clone()));
        }
    }
    let fn_to_query: HashMap<&str, &QueryRecord> =
        queries.iter().map(|q| (q.function_name.as_str(), q)).collect();
    for c in corpus {
        for f in defined_functions(&c.code) {
            if let Some(q) = fn_to_query.get(f.as_str()) {
                if q.entry_id != c.source_entry_id {
                    sweep_reqs.push(Suite { code: c.code.clone(), tests: q.test_suite.clone() });
                    sweep_what.push(("cross_canonical", c.corpus_id.clone(), q.query_id.clone()));
                }
            }
        }
    }
    let (sweep_out, _) = oracle.run_suites(&sweep_reqs, &|_| {})?;
    let mut counts: BTreeMap<String, SweepCount> = BTreeMap::from([
        ("distractor_sanity".to_string(), SweepCount::default()),
        ("cross_canonical".to_string(), SweepCount::default()),
    ]);
    let mut failures = Vec::new();
    for ((kind, cid, qid), o) in sweep_what.iter().zip(&sweep_out) {
        let e = counts.get_mut(*kind).expect("both sweeps are counted");
        e.checked += 1;
        if o.iter().all(Outcome::is_pass) {
            e.passed_all_tests += 1;
            failures.push(SweepFailure {
                corpus_id: cid.clone(),
                query_id: qid.clone(),
                sweep: kind.to_string(),
            });
        }
    }
    Ok((counts, failures))
}
