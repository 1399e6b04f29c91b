//! The assembly of a release ([`build_release`]): the tasks through gates 1-5, the corpus, the
//! sweeps and every release file in memory, with `validation.json` ([`Validation`]).

use super::per_task::{gate_tasks, GateInput, TaskReport};
use super::select::Candidate;
use super::sweeps::{
    logged_functional_duplicates, release_sweeps, CorrectSnippet, DuplicateFinding, DuplicateInput,
    SweepCount, SweepFailure,
};
use super::{GATES, MIN_BUG_TYPES};
use crate::audit::{audit_groups, GroupAudit};
use crate::entry::{origin_of, task_candidates, DistractorPool};
use crate::mutate::{mutants_and_discards, BugType, Mutant};
use crate::task::{load_tasks, Task};
use execretrieval_core::oracle::{Progress, SuiteOracle};
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
    /// The tells of the groups, as `check` reports them for any release ([`GroupAudit`]).
    #[serde(default)]
    pub group_audit: GroupAudit,
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
    let (gated, stats) = gate_tasks(&items, oracle, &*tick)?;
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
            correct: vec![CorrectSnippet::only(&t.canonical)],
            tests: &t.tests,
        })
        .collect();
    let (duplicates, dup_suites) = logged_functional_duplicates(
        &dup_inputs,
        oracle,
        progress,
        &mut log,
        "build",
        "renamed canonicals × same-arity suites",
    )?;
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
                    mutation_operator: Some(d.mutant.operator.to_string()),
                    unnatural_family: d.mutant.unnatural.map(|f| f.to_string()),
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
    let (sweep_counts, sweep_failures) = release_sweeps(&queries, &corpus, oracle)?;

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
    let group_audit = audit_groups(&queries, &corpus, &distractors);
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
        group_audit,
        sandbox: oracle.fingerprint(),
    };

    let mut files = release_files(&queries, &corpus, &distractors, &cache_rows)?;
    files.push(("validation.json".into(), pretty_json(&validation)?.into_bytes()));
    files.push(("mutation_report.json".into(), pretty_json(&reports)?.into_bytes()));
    let n_failed = n_failed + sweep_failures.len();
    Ok(BuildOutcome { reports, files, validation, n_failed, log })
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

/// The files every release has, whatever built it (`build`, `build --plus-from`): the records,
/// the execution cache and the BEIR copy (corpus, queries, qrels of the correct ids), in the
/// order they are written. The builder adds `validation.json` and its own reports.
pub(crate) fn release_files(
    queries: &[QueryRecord],
    corpus: &[CorpusRecord],
    distractors: &[DistractorRecord],
    cache_rows: &BTreeMap<(String, String), ExecCacheRecord>,
) -> anyhow::Result<Vec<(PathBuf, Vec<u8>)>> {
    let mut files: Vec<(PathBuf, Vec<u8>)> = vec![
        ("queries.jsonl".into(), jsonl(queries)?.into_bytes()),
        ("corpus.jsonl".into(), jsonl(corpus)?.into_bytes()),
        ("distractor_metadata.jsonl".into(), jsonl(distractors)?.into_bytes()),
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
    for q in queries {
        for c in &q.correct_corpus_ids {
            qrels.push_str(&format!("{}\t{}\t1\n", q.query_id, c));
        }
    }
    files.push(("beir/qrels/test.tsv".into(), qrels.into_bytes()));
    Ok(files)
}
