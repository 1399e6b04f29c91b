//! The release gates, the distractor selection and the integrity sweeps: everything between the
//! task files and the release files that needs outcomes. The outcomes come in through
//! [`SuiteOracle`] (the sandbox in `execretrieval`, anything else in tests), so `build`, `check`
//! and `generate` share this one implementation and the CLI only parses arguments and prints.
//!
//! Gates (per task): 1 schema, 2 AST semantics, 3 canonical execution, 4 distractor execution,
//! 5 corpus integrity (unique names, and no functional duplicate: see
//! [`functional_duplicates`]). Sweeps (over the assembled release): every distractor re-run
//! against its own suite (must fail), every snippet defining another task's function run against
//! that task's suite (must fail).
//!
//! Selection ([`select`]) prefers, in this order: at least three of the four distractors fail a
//! test on valid input (one that is not a `pytest.raises` block) when the task has such mutants;
//! at least three bug types; not all four edits on one line; then the subtlest (fewest failing
//! tests, then position). Four with the identical failing subset are avoided first (gate 4
//! rejects them). What could not be met is reported per task (`preferences_unmet`).

use crate::entry::{origin_of, task_candidates, DistractorPool};
use crate::mutate::{
    calls_function, defined_functions, defines_function, mutants_and_discards, parameter_count,
    rename_function, BugType, Discard, Mutant,
};
use crate::task::{load_tasks, Task, DOMAINS};
use execretrieval_core::oracle::{Progress, Suite, SuiteOracle, SuiteStats, Tick};
use execretrieval_core::outcome::Outcome;
use execretrieval_core::release::{
    code_sha256, corpus_id, query_id, tests_sha256, CorpusRecord, DistractorRecord, EditLocation,
    ExecCacheRecord, Label, QueryRecord,
};
use execretrieval_io::{jsonl, pretty_json};
use serde::{Deserialize, Serialize};
use serde_json::json;
use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::path::{Path, PathBuf};

pub const GATES: [&str; 5] =
    ["schema", "ast_semantics", "canonical_execution", "distractor_execution", "corpus_integrity"];
/// Multi-statement tests tolerated per task by the AST gate.
pub const MAX_MULTI_STATEMENT_TESTS: usize = 2;
pub const DISTRACTORS_PER_TASK: usize = 4;
/// Of the four distractors, how many should fail a test on valid input.
pub const MIN_VALID_INPUT_DISTRACTORS: usize = 3;
/// How many bug types the four distractors should cover.
pub const MIN_BUG_TYPES: usize = 3;

/// A test that checks behaviour on invalid input: a `with pytest.raises(...)` block.
pub fn is_invalid_input_test(test: &str) -> bool {
    test.trim_start().starts_with("with pytest.raises")
}

/// A mutant with its outcomes on the task's tests.
#[derive(Clone, Debug)]
pub struct Candidate {
    pub mutant: Mutant,
    pub outcomes: Vec<Outcome>,
}

impl Candidate {
    pub fn failing(&self) -> Vec<bool> {
        self.outcomes.iter().map(|o| !o.is_pass()).collect()
    }
    pub fn n_failing(&self) -> usize {
        self.outcomes.iter().filter(|o| !o.is_pass()).count()
    }
    /// Kept only if it fails at least one test by a wrong answer and does not crash at compile time.
    pub fn eligible(&self, function: &str) -> bool {
        defines_function(&self.mutant.code, function)
            && self.outcomes.iter().any(Outcome::is_fail)
            && !self
                .outcomes
                .iter()
                .any(|o| matches!(o, Outcome::Error(t) if t == "SyntaxError" || t == "IndentationError"))
    }
    /// Fails at least one test on valid input (not a `pytest.raises` test).
    pub fn fails_on_valid_input(&self, tests: &[String]) -> bool {
        self.outcomes.iter().zip(tests).any(|(o, t)| !o.is_pass() && !is_invalid_input_test(t))
    }
}

/// The four distractors of a task and the selection preferences the task could not meet.
#[derive(Clone, Debug, Default)]
pub struct Selection {
    pub chosen: Vec<Candidate>,
    pub unmet: Vec<String>,
}

/// The best-first ordering of the pool ("subtlest first"): fewest failing tests, then position
/// and text.
fn subtlety_order(pool: &mut [&Candidate]) {
    pool.sort_by(|a, b| {
        (a.n_failing(), a.mutant.start, a.mutant.end, a.mutant.bug_type, &a.mutant.after).cmp(&(
            b.n_failing(),
            b.mutant.start,
            b.mutant.end,
            b.mutant.bug_type,
            &b.mutant.after,
        ))
    });
}

/// Pick four distractors (see the module documentation for the preferences). Exhaustive over the
/// sets of four drawn from a short list: per (bug type, valid-input or not) class, the three
/// subtlest candidates, on distinct lines first; so every preference that some set meets is met.
pub fn select(candidates: &[Candidate], function: &str, tests: &[String]) -> Selection {
    let mut pool: Vec<&Candidate> = candidates.iter().filter(|c| c.eligible(function)).collect();
    subtlety_order(&mut pool);
    if pool.len() < DISTRACTORS_PER_TASK {
        let unmet = vec![format!("only {} eligible distractors", pool.len())];
        return Selection { chosen: pool.into_iter().cloned().collect(), unmet };
    }
    let valid: Vec<bool> = pool.iter().map(|c| c.fails_on_valid_input(tests)).collect();
    // The short list, as indices into `pool` (ascending = subtlest first).
    let mut short: Vec<usize> = Vec::new();
    let mut classes: BTreeMap<(BugType, bool), Vec<usize>> = BTreeMap::new();
    for (i, c) in pool.iter().enumerate() {
        classes.entry((c.mutant.bug_type, valid[i])).or_default().push(i);
    }
    for members in classes.values() {
        let mut lines = BTreeSet::new();
        let mut picked: Vec<usize> = Vec::new();
        for &i in members {
            if picked.len() < 3 && lines.insert(pool[i].mutant.line) {
                picked.push(i);
            }
        }
        for &i in members {
            if picked.len() < 3 && !picked.contains(&i) {
                picked.push(i);
            }
        }
        short.extend(picked);
    }
    // ... and the subtlest overall, so that the short list always holds four.
    short.extend(0..pool.len().min(8));
    short.sort_unstable();
    short.dedup();
    let n_valid_available = valid.iter().filter(|&&v| v).count();
    // Per candidate, precomputed for the inner loop: failing subset, bug-type bit, line.
    let failing: Vec<Vec<bool>> = pool.iter().map(|c| c.failing()).collect();
    let type_bit: Vec<u8> = pool
        .iter()
        .map(|c| 1u8 << BugType::ALL.iter().position(|&t| t == c.mutant.bug_type).unwrap_or(0))
        .collect();
    let line: Vec<usize> = pool.iter().map(|c| c.mutant.line).collect();
    // Lexicographic score, larger is better; the rank sum (smaller = subtler) decides the rest.
    let score = |set: &[usize; 4]| {
        let n_valid = set.iter().filter(|&&i| valid[i]).count();
        let types = set.iter().fold(0u8, |m, &i| m | type_bit[i]).count_ones() as usize;
        let several_lines = set.iter().any(|&i| line[i] != line[set[0]]);
        let distinct_failing = set.iter().any(|&i| failing[i] != failing[set[0]]);
        (
            distinct_failing,
            n_valid.min(MIN_VALID_INPUT_DISTRACTORS),
            types.min(MIN_BUG_TYPES),
            several_lines,
            n_valid,
            std::cmp::Reverse(set.iter().sum::<usize>()),
            std::cmp::Reverse(*set),
        )
    };
    let mut best: Option<([usize; 4], _)> = None;
    let n = short.len();
    for a in 0..n {
        for b in a + 1..n {
            for c in b + 1..n {
                for d in c + 1..n {
                    let set = [short[a], short[b], short[c], short[d]];
                    let s = score(&set);
                    if best.as_ref().is_none_or(|(_, bs)| s > *bs) {
                        best = Some((set, s));
                    }
                }
            }
        }
    }
    let Some((set, _)) = best else {
        return Selection::default(); // unreachable: the short list holds at least four
    };
    let chosen: Vec<Candidate> = set.iter().map(|&i| pool[i].clone()).collect();
    // What could not be met, and why.
    let mut unmet = Vec::new();
    let n_valid = set.iter().filter(|&&i| valid[i]).count();
    if n_valid < MIN_VALID_INPUT_DISTRACTORS {
        unmet.push(format!(
            "valid_input: {n_valid} of 4 fail a test on valid input ({n_valid_available} of {} eligible mutants do; the rest fail only pytest.raises tests)",
            pool.len()
        ));
    }
    let types: BTreeSet<BugType> = chosen.iter().map(|c| c.mutant.bug_type).collect();
    if types.len() < MIN_BUG_TYPES {
        let all: BTreeSet<BugType> = pool.iter().map(|c| c.mutant.bug_type).collect();
        unmet.push(if all.len() < MIN_BUG_TYPES {
            format!("bug_types: the eligible mutants cover only {} bug type(s)", all.len())
        } else {
            format!("bug_types: {} bug types (more would give up a valid-input distractor)", types.len())
        });
    }
    let lines: BTreeSet<usize> = chosen.iter().map(|c| c.mutant.line).collect();
    if lines.len() == 1 {
        let all: BTreeSet<usize> = pool.iter().map(|c| c.mutant.line).collect();
        unmet.push(if all.len() == 1 {
            format!("lines: every eligible mutant is on line {}", chosen[0].mutant.line)
        } else {
            "lines: all four on one line (another line would give up an earlier preference)".to_string()
        });
    }
    Selection { chosen, unmet }
}

/// Verdicts and the mutation report of one task (`mutation_report.json`).
#[derive(Clone, Debug, Default, Serialize, Deserialize, PartialEq)]
pub struct TaskReport {
    pub file: String,
    pub function: String,
    pub domain: String,
    /// gate name → "pass" or "fail: reason"
    pub gates: BTreeMap<String, String>,
    pub n_mutants: usize,
    pub killed: usize,
    pub mutation_score: f64,
    pub survivors: Vec<String>,
    pub eligible_distractors: usize,
    pub selected: Vec<String>,
    /// Selection preferences this task could not meet, each with the reason.
    #[serde(default)]
    pub preferences_unmet: Vec<String>,
    /// Edits the mutation engine did not propose (dead or impossible code), with the reason.
    #[serde(default)]
    pub discarded_mutants: Vec<Discard>,
}

impl TaskReport {
    pub fn fail(&mut self, gate: &str, reason: impl Into<String>) {
        let e = self.gates.entry(gate.to_string()).or_insert_with(|| "pass".into());
        let reason = reason.into();
        if e == "pass" {
            *e = format!("fail: {reason}");
        } else {
            e.push_str("; ");
            e.push_str(&reason);
        }
    }
    pub fn pass(&mut self, gate: &str) {
        self.gates.entry(gate.to_string()).or_insert_with(|| "pass".into());
    }
    pub fn ok(&self) -> bool {
        self.gates.values().all(|v| v == "pass")
    }
    pub fn first_failure(&self) -> Option<(String, String)> {
        GATES
            .iter()
            .find_map(|g| self.gates.get(*g).filter(|v| *v != "pass").map(|v| (g.to_string(), v.clone())))
    }
}

fn is_single_statement_test(test: &str) -> bool {
    let t = test.trim_start();
    // One top-level statement by construction (the parser splits tests by statement);
    // multi-statement = an `if`/`for`/`def` wrapper around asserts.
    t.starts_with("assert") || t.starts_with("with pytest.raises")
}

/// Gates 1 (schema, minus the distractor count) and 2 (AST) on the authored parts.
fn static_gates(task: &Task, r: &mut TaskReport) {
    let n = task.tests.len();
    if task.query.trim().is_empty() || task.function.trim().is_empty() || task.canonical.trim().is_empty() {
        r.fail("schema", "empty query, function or canonical");
    }
    if !(7..=10).contains(&n) {
        r.fail("schema", format!("{n} tests (need 7-10)"));
    }
    if !DOMAINS.contains(&task.domain.as_str()) {
        r.fail("schema", format!("unknown domain `{}`", task.domain));
    }
    r.pass("schema");
    if !defines_function(&task.canonical, &task.function) {
        r.fail("ast_semantics", format!("canonical does not define `{}`", task.function));
    }
    for (t, line) in task.tests.iter().zip(&task.test_lines) {
        if !calls_function(t, &task.function) {
            r.fail("ast_semantics", format!("test at line {line} does not call `{}`", task.function));
        }
    }
    let multi = task.tests.iter().filter(|t| !is_single_statement_test(t)).count();
    if multi > MAX_MULTI_STATEMENT_TESTS {
        r.fail(
            "ast_semantics",
            format!("{multi} multi-statement tests (at most {MAX_MULTI_STATEMENT_TESTS})"),
        );
    }
    r.pass("ast_semantics");
}

/// One task to put through gates 1-4, with its candidate distractors (mechanical mutants,
/// model-written ones, or both).
pub struct GateInput<'a> {
    pub task: &'a Task,
    /// Path shown in the report.
    pub file: String,
    pub candidates: Vec<Mutant>,
    /// Schema problems found before running anything (a bad entry-file distractor).
    pub problems: Vec<String>,
    /// Edits the mutation engine discarded (reported, never run).
    pub discarded: Vec<Discard>,
}

/// Gates 1-4 of one task.
pub struct Gated {
    pub report: TaskReport,
    /// Outcomes of the canonical on the task's tests.
    pub canonical: Vec<Outcome>,
    /// Every candidate with its outcomes, in input order.
    pub candidates: Vec<Candidate>,
    /// The chosen distractors (four, or fewer when the task fails).
    pub selected: Vec<Candidate>,
}

/// Gates 1 (schema), 2 (AST), 3 (the canonical passes) and 4 (distractors fail by a wrong
/// answer) for each task, in one oracle batch. Gate 5 (corpus integrity) needs the whole corpus
/// and is the caller's. `tick` is called once per suite run.
pub fn gate_tasks(
    items: &[GateInput],
    oracle: &dyn SuiteOracle,
    jobs: usize,
    tick: &Tick,
) -> anyhow::Result<(Vec<Gated>, SuiteStats)> {
    let mut requests: Vec<Suite> = Vec::new();
    let mut owners: Vec<(usize, Option<usize>)> = Vec::new(); // (task, candidate index or None for canonical)
    for (ti, it) in items.iter().enumerate() {
        requests.push(Suite { code: it.task.canonical.clone(), tests: it.task.tests.clone() });
        owners.push((ti, None));
        for (mi, m) in it.candidates.iter().enumerate() {
            requests.push(Suite { code: m.code.clone(), tests: it.task.tests.clone() });
            owners.push((ti, Some(mi)));
        }
    }
    let (outcomes, stats) = oracle.run_suites(&requests, jobs, tick)?;
    anyhow::ensure!(
        outcomes.len() == requests.len(),
        "the oracle answered {} of {} suites",
        outcomes.len(),
        requests.len()
    );
    let mut canon_outcomes: Vec<Vec<Outcome>> = vec![Vec::new(); items.len()];
    let mut all_cands: Vec<Vec<Candidate>> = vec![Vec::new(); items.len()];
    for ((ti, mi), o) in owners.into_iter().zip(outcomes) {
        match mi {
            None => canon_outcomes[ti] = o,
            Some(mi) => {
                all_cands[ti].push(Candidate { mutant: items[ti].candidates[mi].clone(), outcomes: o })
            }
        }
    }
    let mut out = Vec::new();
    for ((it, canon), cands) in items.iter().zip(canon_outcomes).zip(all_cands) {
        let task = it.task;
        let mut report = TaskReport {
            file: it.file.clone(),
            function: task.function.clone(),
            domain: task.domain.clone(),
            discarded_mutants: it.discarded.clone(),
            ..Default::default()
        };
        for p in &it.problems {
            report.fail("schema", p.clone());
        }
        static_gates(task, &mut report);
        let r = &mut report;
        // gate 3
        let bad: Vec<String> = canon
            .iter()
            .zip(&task.test_lines)
            .filter(|(o, _)| !o.is_pass())
            .map(|(o, l)| format!("line {l}: {o}"))
            .collect();
        if bad.is_empty() {
            r.pass("canonical_execution");
        } else {
            r.fail("canonical_execution", format!("canonical fails {}", bad.join(", ")));
        }
        // mutation report
        let c = &cands;
        r.n_mutants = c.len();
        r.killed = c.iter().filter(|c| c.outcomes.iter().any(|o| !o.is_pass())).count();
        r.mutation_score = if c.is_empty() { 0.0 } else { r.killed as f64 / c.len() as f64 };
        r.survivors = c
            .iter()
            .filter(|c| c.outcomes.iter().all(Outcome::is_pass))
            .map(|c| format!("{} ({})", c.mutant.description, c.mutant.bug_type))
            .collect();
        r.eligible_distractors = c.iter().filter(|c| c.eligible(&task.function)).count();
        let selection =
            if bad.is_empty() { select(c, &task.function, &task.tests) } else { Selection::default() };
        let sel = selection.chosen;
        r.preferences_unmet = selection.unmet;
        r.selected = sel.iter().map(|c| format!("{}: {}", c.mutant.bug_type, c.mutant.description)).collect();
        // gate 1: exactly four distractors
        if bad.is_empty() && sel.len() != DISTRACTORS_PER_TASK {
            r.fail(
                "schema",
                format!(
                    "only {} usable distractors (need {DISTRACTORS_PER_TASK}); strengthen the tests",
                    sel.len()
                ),
            );
        }
        // gate 4
        if sel.len() == DISTRACTORS_PER_TASK {
            for d in &sel {
                if d.n_failing() == 0 {
                    r.fail("distractor_execution", format!("{} passes every test", d.mutant.description));
                }
                if !d.outcomes.iter().any(Outcome::is_fail) {
                    r.fail(
                        "distractor_execution",
                        format!("{} never fails by a wrong answer", d.mutant.description),
                    );
                }
            }
            let first = sel[0].failing();
            if sel.iter().all(|d| d.failing() == first) {
                r.fail("distractor_execution", "all four distractors fail the identical subset of tests");
            }
            r.pass("distractor_execution");
        } else if !r.gates.contains_key("distractor_execution") {
            r.fail("distractor_execution", "fewer than four distractors");
        }
        out.push(Gated { report, canonical: canon, candidates: cands, selected: sel });
    }
    Ok((out, stats))
}

/// One task as the functional-duplicate sweep sees it.
pub struct DuplicateInput<'a> {
    /// How the task is named in messages (its file, or its query id).
    pub name: String,
    pub function: &'a str,
    pub canonical: &'a str,
    pub tests: &'a [String],
}

/// A functional duplicate: `from`'s canonical, renamed to `to`'s function, passes `to`'s suite.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DuplicateFinding {
    pub from: String,
    pub to: String,
}

/// The functional-duplicate sweep: every canonical, renamed to the function of every other task
/// whose function has the same number of parameters, run against that task's suite. A renamed
/// canonical that passes the whole suite means a retriever returning the other task's correct
/// code would be scored wrong for a right answer. Returns the findings (sorted) and how many
/// suites were run. (Names are unique, so the cross-canonical sweep cannot see these.)
pub fn functional_duplicates(
    tasks: &[DuplicateInput],
    oracle: &dyn SuiteOracle,
    jobs: usize,
    tick: &Tick,
) -> anyhow::Result<(Vec<DuplicateFinding>, usize)> {
    let arity: Vec<Option<usize>> = tasks.iter().map(|t| parameter_count(t.canonical, t.function)).collect();
    let mut by_arity: BTreeMap<usize, Vec<usize>> = BTreeMap::new();
    for (i, a) in arity.iter().enumerate() {
        if let Some(a) = a {
            by_arity.entry(*a).or_default().push(i);
        }
    }
    // Two stages, the same verdict as running every whole suite: a renamed canonical that fails
    // the target's first test cannot pass its suite, and almost all do, so stage 1 runs only
    // the first test of each pair (cached like any suite), stage 2 the whole suite of the pairs
    // that passed it.
    let mut first = Vec::new();
    let mut pairs = Vec::new();
    for members in by_arity.values() {
        for &a in members {
            for &b in members {
                if a == b || tasks[a].function == tasks[b].function || tasks[b].tests.is_empty() {
                    continue;
                }
                if let Some(code) = rename_function(tasks[a].canonical, tasks[a].function, tasks[b].function)
                {
                    first.push(Suite { code, tests: tasks[b].tests[..1].to_vec() });
                    pairs.push((a, b));
                }
            }
        }
    }
    let (outcomes, _) = oracle.run_suites(&first, jobs, tick)?;
    let mut whole = Vec::new();
    let mut whole_pairs = Vec::new();
    for ((&(a, b), suite), o) in pairs.iter().zip(first).zip(&outcomes) {
        if !o.is_empty() && o.iter().all(Outcome::is_pass) {
            whole.push(Suite { code: suite.code, tests: tasks[b].tests.to_vec() });
            whole_pairs.push((a, b));
        }
    }
    let (outcomes, _) = oracle.run_suites(&whole, jobs, tick)?;
    let mut found: Vec<DuplicateFinding> = whole_pairs
        .iter()
        .zip(&outcomes)
        .filter(|(_, o)| !o.is_empty() && o.iter().all(Outcome::is_pass))
        .map(|(&(a, b), _)| DuplicateFinding { from: tasks[a].name.clone(), to: tasks[b].name.clone() })
        .collect();
    found.sort_by(|x, y| (&x.from, &x.to).cmp(&(&y.from, &y.to)));
    Ok((found, pairs.len() + whole.len()))
}

/// A query's `metadata`: who wrote the entry (an author, or the model of its entry file with
/// endpoint, time and the rest of its provenance) and where its distractors come from.
fn query_metadata(t: &Task, r: &TaskReport) -> serde_json::Value {
    let score = (r.mutation_score * 1000.0).round() / 1000.0;
    let source = format!("data/tasks/{}", r.file);
    match &t.entry {
        None => json!({
            "generator": "authored canonical + mechanical mutation engine",
            "endpoint": null,
            "generated_at": null,
            "source_file": source,
            "mutation_score": score,
        }),
        Some(e) => {
            let distractors = match e.distractor_pool {
                DistractorPool::Mechanical => "mechanical mutation engine",
                DistractorPool::Model => "model-written distractors",
                DistractorPool::Both => "model-written and mechanical distractors (one pool)",
            };
            let field = |k: &str| e.provenance.get(k).cloned().unwrap_or(serde_json::Value::Null);
            json!({
                "generator": format!("LLM-generated entry + {distractors}"),
                "model": field("model"),
                "endpoint": field("endpoint"),
                "generated_at": field("generated_at"),
                "distractor_pool": e.distractor_pool,
                "provenance": e.provenance,
                "source_file": source,
                "mutation_score": score,
            })
        }
    }
}

/// Counts of one gate in `validation.json`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct GateCount {
    pub passed: usize,
    pub failed: usize,
}

/// Counts of one sweep in `validation.json`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SweepCount {
    pub checked: usize,
    pub passed_all_tests: usize,
}

/// The naturalness figures of the selected distractors.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct DistractorQuality {
    /// Distractors that fail only `pytest.raises` tests (differ from the canonical only on
    /// invalid input).
    pub invalid_input_only: usize,
    pub invalid_input_only_share: f64,
    /// Queries whose four distractors all fail only on invalid input.
    pub queries_all_invalid_input_only: usize,
    /// Queries whose four edits are on one line.
    pub queries_all_on_one_line: usize,
    /// Queries whose four distractors share one bug type.
    pub queries_single_bug_type: usize,
    /// Queries with fewer than three bug types.
    pub queries_under_three_bug_types: usize,
    /// Queries with at least one unmet selection preference.
    pub queries_with_unmet_preferences: usize,
    /// Edits the engine discarded as unnatural, by reason.
    pub discarded_edits: BTreeMap<String, usize>,
}

/// A snippet that passed every test of a suite it must fail, found by one of the release sweeps.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SweepFailure {
    pub corpus_id: String,
    pub query_id: String,
    /// `distractor_sanity` or `cross_canonical`.
    pub sweep: String,
}

/// `validation.json`.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Validation {
    pub tasks_found: usize,
    pub tasks_in_release: usize,
    pub corpus_size: usize,
    pub distractors: usize,
    pub tests: usize,
    pub per_domain: BTreeMap<String, usize>,
    pub distractor_bug_types: BTreeMap<String, usize>,
    pub gates: BTreeMap<String, GateCount>,
    pub sweeps: BTreeMap<String, SweepCount>,
    pub sweep_failures: Vec<SweepFailure>,
    /// Functional-duplicate pairs found by gate 5 (both directions listed when both pass).
    #[serde(default)]
    pub functional_duplicates: Vec<DuplicateFinding>,
    pub unparseable_tasks: Vec<serde_json::Value>,
    pub mutation: serde_json::Value,
    #[serde(default)]
    pub distractor_quality: DistractorQuality,
    pub sandbox: String,
}

/// Everything `build` produces before writing.
pub struct BuildOutcome {
    pub reports: Vec<TaskReport>,
    /// Release-relative path → bytes (empty when a task failed and `keep_going` is off).
    pub files: Vec<(PathBuf, Vec<u8>)>,
    pub validation: Validation,
    pub n_failed: usize,
    /// Progress lines for the caller to print (stderr).
    pub log: Vec<String>,
}

/// Build the release in memory (no files written): load the tasks, gates 1-5, selection,
/// corpus assembly (ids in sha256-of-code order), sweeps, and every release file.
pub fn build_release(
    tasks_dir: &Path,
    oracle: &dyn SuiteOracle,
    jobs: usize,
    keep_going: bool,
    progress: &Progress,
) -> anyhow::Result<BuildOutcome> {
    let (tasks, errors) = load_tasks(tasks_dir);
    if tasks.is_empty() && errors.is_empty() {
        anyhow::bail!("no task files under {} (expected <domain>/<function>.py)", tasks_dir.display());
    }
    let mut log = Vec::new();
    let rel = |p: &Path| p.strip_prefix(tasks_dir).unwrap_or(p).display().to_string();
    let mut reports: Vec<TaskReport> = Vec::new();
    let mut parse_failures = Vec::new();
    for e in &errors {
        parse_failures.push(json!({"file": e.path.display().to_string(), "line": e.line, "gate": "schema", "reason": e.message}));
    }
    // Gates 1-4: one oracle batch for canonicals + all candidates.
    // Candidates: the mechanical mutants, or (a generated task) its entry file's pool.
    let mut model_written: Vec<Vec<Mutant>> = Vec::new(); // each task's checked model distractors
    let items: Vec<GateInput> = tasks
        .iter()
        .map(|t| {
            let (model, candidates, problems) = task_candidates(&t.canonical, &t.function, t.entry.as_ref());
            model_written.push(model);
            let discarded = mutants_and_discards(&t.canonical).1;
            GateInput { task: t, file: rel(&t.path), candidates, problems, discarded }
        })
        .collect();
    let n_suites: usize = items.iter().map(|i| 1 + i.candidates.len()).sum();
    let tick = progress("mutants", n_suites);
    let (gated, stats) = gate_tasks(&items, oracle, jobs, &*tick)?;
    drop(tick);
    log.push(format!(
        "build: {} tasks, {} suites ({} cached, {} run)",
        tasks.len(),
        stats.suites,
        stats.cache_hits,
        stats.executed
    ));
    let mut canon_outcomes: Vec<Vec<Outcome>> = Vec::new();
    let mut selected: Vec<Vec<Candidate>> = Vec::new();
    for g in gated {
        reports.push(g.report);
        canon_outcomes.push(g.canonical);
        selected.push(g.selected);
    }

    // gate 5: corpus integrity — names unique across the dataset ...
    let mut names: HashMap<&str, Vec<usize>> = HashMap::new();
    for (ti, t) in tasks.iter().enumerate() {
        names.entry(t.function.as_str()).or_default().push(ti);
    }
    for (ti, t) in tasks.iter().enumerate() {
        let same = &names[t.function.as_str()];
        if same.len() > 1 {
            let others: Vec<String> =
                same.iter().filter(|&&o| o != ti).map(|&o| rel(&tasks[o].path)).collect();
            reports[ti].fail(
                "corpus_integrity",
                format!("function name `{}` also used by {}", t.function, others.join(", ")),
            );
        }
    }
    // ... and no functional duplicates among the tasks whose canonical passes.
    let dup_inputs: Vec<DuplicateInput> = tasks
        .iter()
        .zip(&reports)
        .filter(|(_, r)| r.gates.get("canonical_execution").is_some_and(|v| v == "pass"))
        .map(|(t, _)| DuplicateInput {
            name: rel(&t.path),
            function: &t.function,
            canonical: &t.canonical,
            tests: &t.tests,
        })
        .collect();
    let tick = progress("functional duplicates", 0);
    let (duplicates, dup_suites) = functional_duplicates(&dup_inputs, oracle, jobs, &*tick)?;
    drop(tick);
    log.push(format!(
        "build: functional-duplicate sweep ran {dup_suites} suites (renamed canonicals × same-arity suites); {} pair(s) pass",
        duplicates.len()
    ));
    let by_file: HashMap<String, usize> = tasks.iter().enumerate().map(|(i, t)| (rel(&t.path), i)).collect();
    for d in &duplicates {
        let msg = format!(
            "functional duplicate: the canonical of {}, renamed, passes every test of {}; delete one or add a test that separates them",
            d.from, d.to
        );
        for f in [&d.from, &d.to] {
            if let Some(&ti) = by_file.get(f) {
                reports[ti].fail("corpus_integrity", msg.clone());
            }
        }
    }
    let keep: Vec<usize> = (0..tasks.len())
        .filter(|&ti| {
            reports[ti].gates.iter().filter(|(g, _)| *g != "corpus_integrity").all(|(_, v)| v == "pass")
        })
        .collect();
    for &ti in &keep {
        reports[ti].pass("corpus_integrity");
    }
    let n_failed = reports.iter().filter(|r| !r.ok()).count() + errors.len();
    for r in &reports {
        if let Some((gate, why)) = r.first_failure() {
            log.push(format!("task {}: gate {gate}: {why}", r.file));
        }
    }
    for e in &errors {
        log.push(format!("task {e}"));
    }
    if n_failed > 0 && !keep_going {
        return Ok(BuildOutcome {
            reports,
            files: Vec::new(),
            validation: Validation::default(),
            n_failed,
            log,
        });
    }
    let kept: Vec<usize> = keep.into_iter().filter(|&ti| reports[ti].ok()).collect();

    // Assemble the corpus: order by sha256 of the code (deterministic, unrelated to labels).
    struct Item<'a> {
        code: &'a str,
        task: usize,
        distractor: Option<&'a Candidate>,
    }
    let mut items: Vec<Item> = Vec::new();
    for &ti in &kept {
        items.push(Item { code: &tasks[ti].canonical, task: ti, distractor: None });
        for d in &selected[ti] {
            items.push(Item { code: &d.mutant.code, task: ti, distractor: Some(d) });
        }
    }
    items.sort_by_cached_key(|i| code_sha256(i.code));
    let qid: HashMap<usize, String> = kept.iter().enumerate().map(|(k, &ti)| (ti, query_id(k))).collect();
    let mut corpus = Vec::new();
    let mut distractors = Vec::new();
    // execution cache rows: each corpus item against its own task's suite (outcomes already known)
    let mut cache_rows: BTreeMap<(String, String), ExecCacheRecord> = BTreeMap::new();
    let mut correct_ids: HashMap<usize, Vec<String>> = HashMap::new();
    let mut paired_ids: HashMap<usize, Vec<String>> = HashMap::new();
    for (k, it) in items.iter().enumerate() {
        let cid = corpus_id(k);
        let t = &tasks[it.task];
        let outcomes = it.distractor.map(|d| &d.outcomes).unwrap_or(&canon_outcomes[it.task]);
        let key = (code_sha256(it.code), tests_sha256(&t.tests));
        cache_rows.insert(
            key.clone(),
            ExecCacheRecord {
                code_sha256: key.0,
                fuel_used: None,
                outcomes: outcomes.clone(),
                sandbox: None,
                tests_sha256: key.1,
            },
        );
        match it.distractor {
            None => {
                correct_ids.entry(it.task).or_default().push(cid.clone());
                corpus.push(CorpusRecord {
                    corpus_id: cid,
                    code: it.code.to_string(),
                    label: Label::Correct,
                    bug_type: None,
                    source_entry_id: t.function.clone(),
                });
            }
            Some(d) => {
                paired_ids.entry(it.task).or_default().push(cid.clone());
                corpus.push(CorpusRecord {
                    corpus_id: cid.clone(),
                    code: it.code.to_string(),
                    label: Label::Incorrect,
                    bug_type: Some(d.mutant.bug_type.to_string()),
                    source_entry_id: t.function.clone(),
                });
                distractors.push(DistractorRecord {
                    corpus_id: cid,
                    query_id: qid[&it.task].clone(),
                    bug_type: d.mutant.bug_type.to_string(),
                    bug_description: d.mutant.description.clone(),
                    location: Some(EditLocation {
                        line: d.mutant.line,
                        start: d.mutant.start,
                        end: d.mutant.end,
                        before: d.mutant.before.clone(),
                        after: d.mutant.after.clone(),
                    }),
                    origin: t
                        .entry
                        .as_ref()
                        .map(|_| origin_of(&d.mutant, &model_written[it.task]).to_string()),
                });
            }
        }
    }
    distractors.sort_by(|a, b| a.corpus_id.cmp(&b.corpus_id));
    let mut queries = Vec::new();
    for &ti in &kept {
        let t = &tasks[ti];
        let r = &reports[ti];
        queries.push(QueryRecord {
            query_id: qid[&ti].clone(),
            query: t.query.clone(),
            test_suite: t.tests.clone(),
            correct_corpus_ids: correct_ids.remove(&ti).unwrap_or_default(),
            paired_distractor_corpus_ids: paired_ids.remove(&ti).unwrap_or_default(),
            entry_id: t.function.clone(),
            metadata: query_metadata(t, r),
            function_name: t.function.clone(),
            domain: t.domain.clone(),
        });
    }

    // Integrity sweeps, through the oracle (cache hits for everything already run).
    let (sweep_counts, sweep_failures) = release_sweeps(&queries, &corpus, oracle, jobs)?;

    let mut gate_counts = BTreeMap::new();
    for g in GATES {
        let passed = reports.iter().filter(|r| r.gates.get(g).map(|v| v == "pass").unwrap_or(false)).count();
        let failed = reports.iter().filter(|r| r.gates.get(g).map(|v| v != "pass").unwrap_or(false)).count()
            + if g == "schema" { errors.len() } else { 0 };
        gate_counts.insert(g.to_string(), GateCount { passed, failed });
    }
    let mut sweeps = sweep_counts;
    sweeps.insert(
        "functional_duplicate".to_string(),
        SweepCount { checked: dup_suites, passed_all_tests: duplicates.len() },
    );
    let mut scores: Vec<f64> = reports.iter().filter(|r| r.n_mutants > 0).map(|r| r.mutation_score).collect();
    scores.sort_by(|a, b| a.total_cmp(b));
    let median = if scores.is_empty() { 0.0 } else { scores[scores.len() / 2] };
    let mut per_domain: BTreeMap<String, usize> = BTreeMap::new();
    for q in &queries {
        *per_domain.entry(q.domain.clone()).or_default() += 1;
    }
    let mut bug_types: BTreeMap<String, usize> = BTreeMap::new();
    for d in &distractors {
        *bug_types.entry(d.bug_type.clone()).or_default() += 1;
    }
    let quality = distractor_quality(&kept, &tasks, &selected, &reports);
    let validation = Validation {
        tasks_found: tasks.len() + errors.len(),
        tasks_in_release: queries.len(),
        corpus_size: corpus.len(),
        distractors: distractors.len(),
        tests: queries.iter().map(|q| q.test_suite.len()).sum::<usize>(),
        per_domain,
        distractor_bug_types: bug_types,
        gates: gate_counts,
        sweeps,
        sweep_failures: sweep_failures.clone(),
        functional_duplicates: duplicates.clone(),
        unparseable_tasks: parse_failures,
        mutation: json!({"candidates": reports.iter().map(|r| r.n_mutants).sum::<usize>(), "killed": reports.iter().map(|r| r.killed).sum::<usize>(), "median_score": (median * 1000.0).round() / 1000.0}),
        distractor_quality: quality,
        sandbox: oracle.fingerprint(),
    };

    let mut files: Vec<(PathBuf, Vec<u8>)> = vec![
        ("queries.jsonl".into(), jsonl(&queries)?.into_bytes()),
        ("corpus.jsonl".into(), jsonl(&corpus)?.into_bytes()),
        ("distractor_metadata.jsonl".into(), jsonl(&distractors)?.into_bytes()),
        ("execution_cache.jsonl".into(), jsonl(cache_rows.values())?.into_bytes()),
        (
            "beir/corpus.jsonl".into(),
            jsonl(corpus.iter().map(|c| json!({"_id": c.corpus_id, "title": "", "text": c.code})))?
                .into_bytes(),
        ),
        (
            "beir/queries.jsonl".into(),
            jsonl(queries.iter().map(|q| json!({"_id": q.query_id, "text": q.query})))?.into_bytes(),
        ),
    ];
    let mut qrels = String::from("query-id\tcorpus-id\tscore\n");
    for q in &queries {
        for c in &q.correct_corpus_ids {
            qrels.push_str(&format!("{}\t{}\t1\n", q.query_id, c));
        }
    }
    files.push(("beir/qrels/test.tsv".into(), qrels.into_bytes()));
    files.push(("validation.json".into(), pretty_json(&validation)?.into_bytes()));
    files.push(("mutation_report.json".into(), pretty_json(&reports)?.into_bytes()));
    let n_failed = n_failed + sweep_failures.len();
    Ok(BuildOutcome { reports, files, validation, n_failed, log })
}

/// The two release sweeps: every distractor against its own suite, and every snippet that
/// defines another task's function against that task's suite. Both must fail.
pub fn release_sweeps(
    queries: &[QueryRecord],
    corpus: &[CorpusRecord],
    oracle: &dyn SuiteOracle,
    jobs: usize,
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
    let (sweep_out, _) = oracle.run_suites(&sweep_reqs, jobs, &|_| {})?;
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

fn distractor_quality(
    kept: &[usize],
    tasks: &[Task],
    selected: &[Vec<Candidate>],
    reports: &[TaskReport],
) -> DistractorQuality {
    let mut q = DistractorQuality::default();
    let mut n = 0;
    for &ti in kept {
        let sel = &selected[ti];
        let tests = &tasks[ti].tests;
        let invalid_only = sel.iter().filter(|c| !c.fails_on_valid_input(tests)).count();
        n += sel.len();
        q.invalid_input_only += invalid_only;
        q.queries_all_invalid_input_only += (invalid_only == sel.len() && !sel.is_empty()) as usize;
        let lines: BTreeSet<usize> = sel.iter().map(|c| c.mutant.line).collect();
        q.queries_all_on_one_line += (lines.len() == 1) as usize;
        let types: BTreeSet<BugType> = sel.iter().map(|c| c.mutant.bug_type).collect();
        q.queries_single_bug_type += (types.len() == 1) as usize;
        q.queries_under_three_bug_types += (types.len() < MIN_BUG_TYPES) as usize;
        q.queries_with_unmet_preferences += (!reports[ti].preferences_unmet.is_empty()) as usize;
    }
    for r in reports {
        for d in &r.discarded_mutants {
            *q.discarded_edits.entry(d.reason.clone()).or_default() += 1;
        }
    }
    q.invalid_input_only_share =
        if n == 0 { 0.0 } else { (q.invalid_input_only as f64 / n as f64 * 1e6).round() / 1e6 };
    q
}
