//! The five gates as the entries phase asks them ([`GateJudge`]): gates 1-4 by
//! `execretrieval_dataset::gates::gate_tasks` (the code `build` runs) over any
//! [`SuiteOracle`] (the sandbox in `execretrieval generate`), gate 5 against the names of the
//! existing tasks; the reasons of a rejection are what the next attempt's prompt is told.

use crate::pipeline::{GateVerdict, Judge, SelectedDistractor};
use crate::schema::Entry;
use anyhow::Result;
use execretrieval_core::oracle::SuiteOracle;
use execretrieval_core::outcome::Outcome;
use execretrieval_dataset::entry::{candidate_pool, origin_of, DistractorPool};
use execretrieval_dataset::gates::{gate_tasks, GateInput, GATES};
use std::collections::HashSet;

/// The five gates over an oracle: gates 1-4 by `build`'s code, gate 5 against existing names.
pub struct GateJudge<'a> {
    pub oracle: &'a dyn SuiteOracle,
    /// Function names of the existing tasks (gate 5: a generated task may not reuse one).
    pub existing: HashSet<String>,
}

/// Why a model-written distractor is not eligible, in words the model can act on.
fn explain(outcomes: &[Outcome]) -> String {
    if outcomes.iter().all(Outcome::is_pass) {
        "passes every test; the edit must change the result of at least one test".into()
    } else {
        let kinds: Vec<String> =
            outcomes.iter().filter(|o| !o.is_pass()).map(|o| o.to_string()).take(3).collect();
        format!(
            "never returns a wrong answer ({}); it must run and give a wrong result, not crash",
            kinds.join(", ")
        )
    }
}

impl Judge for GateJudge<'_> {
    fn judge(&self, entries: &[Entry], mode: DistractorPool) -> Result<Vec<GateVerdict>> {
        let items: Vec<GateInput> = entries
            .iter()
            .map(|e| {
                let candidates = candidate_pool(&e.task.canonical, &e.distractors, mode);
                GateInput {
                    task: &e.task,
                    file: format!("{}/{}.py", e.task.domain, e.task.function),
                    candidates,
                    problems: Vec::new(),
                    discarded: Vec::new(),
                }
            })
            .collect();
        let (gated, _) = gate_tasks(&items, self.oracle, &|_| {})?;
        let mut out = Vec::new();
        for (e, g) in entries.iter().zip(gated) {
            let mut report = g.report;
            if self.existing.contains(&e.task.function) {
                report.fail(
                    "corpus_integrity",
                    format!("function name `{}` is already used by an existing task", e.task.function),
                );
            } else if report.ok() {
                report.pass("corpus_integrity");
            }
            let mut reasons: Vec<String> = GATES
                .iter()
                .filter_map(|gate| {
                    report
                        .gates
                        .get(*gate)
                        .filter(|v| *v != "pass")
                        .map(|v| format!("gate {gate}: {}", v.trim_start_matches("fail: ")))
                })
                .collect();
            if !reasons.is_empty() && mode == DistractorPool::Model {
                for (k, c) in g.candidates.iter().enumerate().take(e.distractors.len()) {
                    if !c.eligible(&e.task.function) {
                        reasons.push(format!(
                            "distractor {} ({}): {}",
                            k + 1,
                            c.mutant.bug_type,
                            explain(&c.outcomes)
                        ));
                    }
                }
            }
            let selected = g
                .selected
                .iter()
                .map(|c| SelectedDistractor {
                    origin: origin_of(&c.mutant, &e.distractors).to_string(),
                    bug_type: c.mutant.bug_type.to_string(),
                    bug_description: c.mutant.description.clone(),
                    code: c.mutant.code.clone(),
                    line: c.mutant.line,
                    before: c.mutant.before.clone(),
                    after: c.mutant.after.clone(),
                    outcomes: c.outcomes.iter().map(|o| o.to_string()).collect(),
                })
                .collect();
            out.push(GateVerdict {
                gates: report.gates.clone(),
                reasons,
                selected,
                mutation_score: Some((report.mutation_score * 1000.0).round() / 1000.0),
            });
        }
        Ok(out)
    }
}
