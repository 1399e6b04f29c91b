//! Gates 1-4 of each task ([`gate_tasks`], one oracle batch) and its row of
//! `mutation_report.json` ([`TaskReport`]).

use super::select::{select, Candidate, Selection};
use super::{DISTRACTORS_PER_TASK, GATES, MAX_MULTI_STATEMENT_TESTS};
use crate::mutate::{calls_function, defines_function, Discard, Mutant};
use crate::task::{Task, DOMAINS};
use execretrieval_core::oracle::{Suite, SuiteOracle, SuiteStats, Tick};
use execretrieval_core::outcome::Outcome;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

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
    let (outcomes, stats) = oracle.run_suites(&requests, tick)?;
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
