//! `execretrieval build`: authored tasks → mechanical distractors → five gates → integrity
//! sweeps → `data/release/`. No LLM in the loop: every distractor is one attributable edit,
//! verified in the sandbox.

use super::SandboxArgs;
use crate::io::write_atomic;
use crate::progress;
use crate::Status;
use anyhow::{Context, Result};
use clap::Args;
use execretrieval_core::outcome::Outcome;
use execretrieval_core::release::{
    corpus_id, query_id, CorpusRecord, DistractorRecord, EditLocation, ExecCacheRecord, Label, QueryRecord,
};
use execretrieval_dataset::entry::{origin_of, task_candidates, DistractorPool};
use execretrieval_dataset::mutate::{calls_function, defined_functions, defines_function, Mutant};
use execretrieval_dataset::task::{load_tasks, Task};
use execretrieval_host::cache::{code_sha256, tests_sha256};
use execretrieval_host::oracle::{BatchStats, Oracle, SuiteRequest};
use serde::Serialize;
use serde_json::json;
use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};

#[derive(Args, Debug, Clone)]
pub struct BuildArgs {
    /// Task directory (`<domain>/<function>.py`).
    #[arg(long, default_value = "data/tasks")]
    pub tasks: PathBuf,
    /// Release directory to write.
    #[arg(long, default_value = "data/release")]
    pub out: PathBuf,
    /// Build the release from the tasks that pass every gate instead of stopping.
    #[arg(long)]
    pub keep_going: bool,
    #[command(flatten)]
    pub sandbox: SandboxArgs,
}

pub const GATES: [&str; 5] =
    ["schema", "ast_semantics", "canonical_execution", "distractor_execution", "corpus_integrity"];
/// Multi-statement tests tolerated per task by the AST gate.
pub const MAX_MULTI_STATEMENT_TESTS: usize = 2;
pub const DISTRACTORS_PER_TASK: usize = 4;

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
}

/// Pick four distractors: as many bug types as possible, the subtlest first (fewest failing
/// tests), ties broken by position and text; never four with the identical failing subset.
pub fn select(candidates: &[Candidate], function: &str) -> Vec<Candidate> {
    let mut pool: Vec<&Candidate> = candidates.iter().filter(|c| c.eligible(function)).collect();
    pool.sort_by(|a, b| {
        (a.n_failing(), a.mutant.start, a.mutant.end, a.mutant.bug_type, &a.mutant.after).cmp(&(
            b.n_failing(),
            b.mutant.start,
            b.mutant.end,
            b.mutant.bug_type,
            &b.mutant.after,
        ))
    });
    let mut chosen: Vec<&Candidate> = Vec::new();
    for c in &pool {
        if chosen.len() < DISTRACTORS_PER_TASK
            && !chosen.iter().any(|x| x.mutant.bug_type == c.mutant.bug_type)
        {
            chosen.push(c);
        }
    }
    for c in &pool {
        if chosen.len() < DISTRACTORS_PER_TASK && !chosen.iter().any(|x| std::ptr::eq(*x, *c)) {
            chosen.push(c);
        }
    }
    if chosen.len() == DISTRACTORS_PER_TASK {
        let first = chosen[0].failing();
        if chosen.iter().all(|c| c.failing() == first) {
            if let Some(alt) = pool.iter().find(|c| c.failing() != first) {
                chosen[DISTRACTORS_PER_TASK - 1] = alt;
            }
        }
    }
    chosen.into_iter().cloned().collect()
}

/// Verdict of one gate for one task: `None` = passed.
#[derive(Clone, Debug, Default, Serialize)]
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
    if !execretrieval_dataset::task::DOMAINS.contains(&task.domain.as_str()) {
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
/// answer) for each task, in one sandbox batch. Gate 5 (corpus integrity) needs the whole corpus
/// and is the caller's. `tick` is called once per suite run.
pub fn gate_tasks(
    items: &[GateInput],
    oracle: &Oracle,
    jobs: usize,
    tick: &(dyn Fn() + Sync),
) -> Result<(Vec<Gated>, BatchStats)> {
    let mut requests: Vec<SuiteRequest> = Vec::new();
    let mut owners: Vec<(usize, Option<usize>)> = Vec::new(); // (task, candidate index or None for canonical)
    for (ti, it) in items.iter().enumerate() {
        requests.push(SuiteRequest { code: it.task.canonical.clone(), tests: it.task.tests.clone() });
        owners.push((ti, None));
        for (mi, m) in it.candidates.iter().enumerate() {
            requests.push(SuiteRequest { code: m.code.clone(), tests: it.task.tests.clone() });
            owners.push((ti, Some(mi)));
        }
    }
    let (outcomes, stats) = oracle.run_many(&requests, jobs, tick)?;
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
        let sel = if bad.is_empty() { select(c, &task.function) } else { Vec::new() };
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

/// Everything `build` produces before writing.
pub struct BuildOutcome {
    pub reports: Vec<TaskReport>,
    pub files: Vec<(PathBuf, Vec<u8>)>,
    pub validation: serde_json::Value,
    pub n_failed: usize,
}

/// Build the release in memory (no files written).
pub fn build_release(
    tasks_dir: &Path,
    oracle: &Oracle,
    jobs: usize,
    keep_going: bool,
) -> Result<BuildOutcome> {
    let (tasks, errors) = load_tasks(tasks_dir);
    if tasks.is_empty() && errors.is_empty() {
        anyhow::bail!("no task files under {} (expected <domain>/<function>.py)", tasks_dir.display());
    }
    let rel = |p: &Path| p.strip_prefix(tasks_dir).unwrap_or(p).display().to_string();
    let mut reports: Vec<TaskReport> = Vec::new();
    let mut parse_failures = Vec::new();
    for e in &errors {
        parse_failures.push(json!({"file": e.path.display().to_string(), "line": e.line, "gate": "schema", "reason": e.message}));
    }
    // Gates 1-4: one sandbox batch for canonicals + all mechanical mutants.
    // Candidates: the mechanical mutants, or (a generated task) its entry file's pool.
    let mut model_written: Vec<Vec<Mutant>> = Vec::new(); // each task's checked model distractors
    let items: Vec<GateInput> = tasks
        .iter()
        .map(|t| {
            let (model, candidates, problems) = task_candidates(&t.canonical, &t.function, t.entry.as_ref());
            model_written.push(model);
            GateInput { task: t, file: rel(&t.path), candidates, problems }
        })
        .collect();
    let n_suites: usize = items.iter().map(|i| 1 + i.candidates.len()).sum();
    let pb = progress::bar(n_suites as u64, "mutants");
    let (gated, stats) = gate_tasks(&items, oracle, jobs, &|| pb.inc(1))?;
    pb.finish_and_clear();
    eprintln!(
        "build: {} tasks, {} suites ({} cached, {} run)",
        tasks.len(),
        stats.suites,
        stats.cache_hits,
        stats.executed
    );
    let mut canon_outcomes: Vec<Vec<Outcome>> = Vec::new();
    let mut selected: Vec<Vec<Candidate>> = Vec::new();
    for g in gated {
        reports.push(g.report);
        canon_outcomes.push(g.canonical);
        selected.push(g.selected);
    }

    // gate 5: corpus integrity (names unique across the dataset)
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
            eprintln!("task {}: gate {gate}: {why}", r.file);
        }
    }
    for e in &errors {
        eprintln!("task {e}");
    }
    if n_failed > 0 && !keep_going {
        return Ok(BuildOutcome { reports, files: Vec::new(), validation: json!(null), n_failed });
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
            ExecCacheRecord { code_sha256: key.0, tests_sha256: key.1, outcomes: outcomes.clone() },
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
    let code_of: HashMap<&str, &CorpusRecord> = corpus.iter().map(|c| (c.corpus_id.as_str(), c)).collect();
    let mut sweep_reqs = Vec::new();
    let mut sweep_what = Vec::new();
    for q in &queries {
        for d in &q.paired_distractor_corpus_ids {
            sweep_reqs
                .push(SuiteRequest { code: code_of[d.as_str()].code.clone(), tests: q.test_suite.clone() });
            sweep_what.push(("distractor_sanity", d.clone(), q.query_id.clone()));
        }
    }
    let fn_to_query: HashMap<&str, &QueryRecord> =
        queries.iter().map(|q| (q.function_name.as_str(), q)).collect();
    for c in &corpus {
        for f in defined_functions(&c.code) {
            if let Some(q) = fn_to_query.get(f.as_str()) {
                if q.entry_id != c.source_entry_id {
                    sweep_reqs.push(SuiteRequest { code: c.code.clone(), tests: q.test_suite.clone() });
                    sweep_what.push(("cross_canonical", c.corpus_id.clone(), q.query_id.clone()));
                }
            }
        }
    }
    let (sweep_out, _) = oracle.run_many(&sweep_reqs, jobs, &|| {})?;
    let mut sweep_counts: BTreeMap<&str, (usize, usize)> =
        BTreeMap::from([("distractor_sanity", (0, 0)), ("cross_canonical", (0, 0))]);
    let mut sweep_failures = Vec::new();
    for ((kind, cid, qid), o) in sweep_what.iter().zip(&sweep_out) {
        let e = sweep_counts.get_mut(kind).unwrap();
        e.0 += 1;
        if o.iter().all(Outcome::is_pass) {
            e.1 += 1;
            sweep_failures.push(json!({"sweep": kind, "corpus_id": cid, "query_id": qid}));
        }
    }

    let mut gate_counts = serde_json::Map::new();
    for g in GATES {
        let passed = reports.iter().filter(|r| r.gates.get(g).map(|v| v == "pass").unwrap_or(false)).count();
        let failed = reports.iter().filter(|r| r.gates.get(g).map(|v| v != "pass").unwrap_or(false)).count()
            + if g == "schema" { errors.len() } else { 0 };
        gate_counts.insert(g.to_string(), json!({"passed": passed, "failed": failed}));
    }
    let mut scores: Vec<f64> = reports.iter().filter(|r| r.n_mutants > 0).map(|r| r.mutation_score).collect();
    scores.sort_by(|a, b| a.partial_cmp(b).unwrap());
    let median = if scores.is_empty() { 0.0 } else { scores[scores.len() / 2] };
    let mut per_domain: BTreeMap<&str, usize> = BTreeMap::new();
    for q in &queries {
        *per_domain.entry(q.domain.as_str()).or_default() += 1;
    }
    let mut bug_types: BTreeMap<&str, usize> = BTreeMap::new();
    for d in &distractors {
        *bug_types.entry(d.bug_type.as_str()).or_default() += 1;
    }
    let validation = json!({
        "tasks_found": tasks.len() + errors.len(),
        "tasks_in_release": queries.len(),
        "corpus_size": corpus.len(),
        "distractors": distractors.len(),
        "tests": queries.iter().map(|q| q.test_suite.len()).sum::<usize>(),
        "per_domain": per_domain,
        "distractor_bug_types": bug_types,
        "gates": gate_counts,
        "sweeps": sweep_counts.iter().map(|(k, (n, bad))| (k.to_string(), json!({"checked": n, "passed_all_tests": bad}))).collect::<serde_json::Map<_, _>>(),
        "sweep_failures": sweep_failures,
        "unparseable_tasks": parse_failures,
        "mutation": {"candidates": reports.iter().map(|r| r.n_mutants).sum::<usize>(), "killed": reports.iter().map(|r| r.killed).sum::<usize>(), "median_score": (median * 1000.0).round() / 1000.0},
        "sandbox": oracle.sandbox.fingerprint(),
    });

    let jsonl = |rows: Vec<serde_json::Value>| -> Vec<u8> {
        rows.iter().map(|r| serde_json::to_string(r).unwrap() + "\n").collect::<String>().into_bytes()
    };
    let mut files: Vec<(PathBuf, Vec<u8>)> = vec![
        ("queries.jsonl".into(), jsonl(queries.iter().map(|q| serde_json::to_value(q).unwrap()).collect())),
        ("corpus.jsonl".into(), jsonl(corpus.iter().map(|c| serde_json::to_value(c).unwrap()).collect())),
        (
            "distractor_metadata.jsonl".into(),
            jsonl(distractors.iter().map(|d| serde_json::to_value(d).unwrap()).collect()),
        ),
        (
            "execution_cache.jsonl".into(),
            jsonl(cache_rows.values().map(|r| serde_json::to_value(r).unwrap()).collect()),
        ),
        (
            "beir/corpus.jsonl".into(),
            jsonl(corpus.iter().map(|c| json!({"_id": c.corpus_id, "title": "", "text": c.code})).collect()),
        ),
        (
            "beir/queries.jsonl".into(),
            jsonl(queries.iter().map(|q| json!({"_id": q.query_id, "text": q.query})).collect()),
        ),
    ];
    let mut qrels = String::from("query-id\tcorpus-id\tscore\n");
    for q in &queries {
        for c in &q.correct_corpus_ids {
            qrels.push_str(&format!("{}\t{}\t1\n", q.query_id, c));
        }
    }
    files.push(("beir/qrels/test.tsv".into(), qrels.into_bytes()));
    files.push(("validation.json".into(), (serde_json::to_string_pretty(&validation)? + "\n").into_bytes()));
    let mutation_report: Vec<&TaskReport> = reports.iter().collect();
    files.push((
        "mutation_report.json".into(),
        (serde_json::to_string_pretty(&mutation_report)? + "\n").into_bytes(),
    ));
    Ok(BuildOutcome { reports, files, validation, n_failed: n_failed + sweep_failures_len(&sweep_counts) })
}

fn sweep_failures_len(c: &BTreeMap<&str, (usize, usize)>) -> usize {
    c.values().map(|v| v.1).sum()
}

pub fn run(args: BuildArgs) -> Result<Status> {
    let oracle = args.sandbox.oracle().context("starting the sandbox")?;
    let t = std::time::Instant::now();
    let out = build_release(&args.tasks, &oracle, args.sandbox.jobs(), args.keep_going)?;
    if out.files.is_empty() {
        eprintln!(
            "build: {} task(s) failed a gate; nothing written (use --keep-going to build the rest)",
            out.n_failed
        );
        return Ok(1);
    }
    for (rel, bytes) in &out.files {
        write_atomic(&args.out.join(rel), bytes)?;
    }
    let v = &out.validation;
    println!(
        "release: {} queries, {} corpus items ({} distractors), {} tests; median mutation score {}; written to {} in {:.1}s",
        v["tasks_in_release"], v["corpus_size"], v["distractors"], v["tests"], v["mutation"]["median_score"], args.out.display(), t.elapsed().as_secs_f64()
    );
    Ok(if out.n_failed > 0 { 1 } else { 0 })
}
