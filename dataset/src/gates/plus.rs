//! `data/release-plus` ([`build_plus`]): the queries of a built release whose canonical has a
//! rewrite lattice ([`crate::plus`]), each with two correct snippets (the canonical and its full
//! rewrite) and three distractors — single edits of the two hidden implementations and of the
//! corner [`extra_corner`] draws — so that no group-only heuristic finds a correct snippet more
//! often than chance. Every implementation must pass every test of its query in the oracle,
//! every distractor must fail one by a wrong answer (gate 4's rule); a query where either does
//! not hold is left out (logged). The distractors make the slips the release selected for the
//! canonical ([`transfer`]), the slot's own slip first, then the others in turn. Then `build`'s
//! sweeps: the functional-duplicate sweep over both correct snippets of every query (the queries
//! of a pair found are left out) and the release sweeps over the written files.

use super::sweeps::{
    logged_functional_duplicates, release_sweeps, CorrectSnippet, DuplicateFinding, DuplicateInput,
    SweepCount, SweepFailure,
};
use crate::audit::audit_groups;
use crate::mutate::{mutants, Mutant};
use crate::plus::{
    distractor_corners, implementations, lexical_top_is_shown, lexical_top_shown, transfer, Corner,
    Implementations, Lexical,
};
use crate::task::{load_tasks, Task};
use execretrieval_core::bm25::{Bm25Index, DEFAULT_B, DEFAULT_K1};
use execretrieval_core::oracle::{Progress, Suite, SuiteOracle};
use execretrieval_core::outcome::Outcome;
use execretrieval_core::release::{
    code_sha256, corpus_id, tests_sha256, CorpusRecord, DistractorRecord, EditLocation, ExecCacheRecord,
    Label, QueryImplementations, QueryRecord, CANONICAL,
};
use execretrieval_io::{pretty_json, read_all};
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, HashMap, HashSet};
use std::path::{Path, PathBuf};

/// `validation.json` of release-plus.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct PlusValidation {
    /// Queries of the source release.
    pub source_queries: usize,
    /// Queries whose canonical has no lattice (fewer than two rewrite blocks of enough weight).
    pub without_lattice: usize,
    /// Queries left out because an implementation failed a test (must be 0) or a distractor slot
    /// found no edit that fails by a wrong answer.
    pub implementation_failures: Vec<String>,
    pub without_distractor: Vec<String>,
    /// Functional-duplicate pairs found by the sweep over every correct snippet (gate 5 of
    /// `build`); the queries of each pair are left out.
    #[serde(default)]
    pub functional_duplicates: Vec<DuplicateFinding>,
    pub queries: usize,
    pub corpus_size: usize,
    pub distractors: usize,
    /// Rewrite kinds in the shown rewrites (a rewrite with two kinds counts under both).
    pub rewrite_kinds: BTreeMap<String, usize>,
    /// The corner of each distractor's implementation.
    pub distractor_corners: BTreeMap<String, usize>,
    /// The lattices by the class of corner drawn to be the query's BM25 top (`shown`/`hidden`,
    /// [`crate::plus::lexical_top_shown`]) and what the chosen split gives (`as_drawn`,
    /// `other_class`: no split gave the drawn class, `tie`: a shown and a hidden corner tie),
    /// counted over every query with a lattice, before the gates leave any out.
    #[serde(default)]
    pub lexical_top: BTreeMap<String, usize>,
    /// `build`'s sweeps over the written release: `distractor_sanity`, `cross_canonical` and
    /// `functional_duplicate` (suites run and pairs found, before the left-out queries).
    #[serde(default)]
    pub sweeps: BTreeMap<String, SweepCount>,
    #[serde(default)]
    pub sweep_failures: Vec<SweepFailure>,
    pub group_audit: crate::audit::GroupAudit,
    pub sandbox: String,
}

/// What [`build_plus`] produces before writing.
pub struct PlusOutcome {
    pub files: Vec<(PathBuf, Vec<u8>)>,
    pub validation: PlusValidation,
    pub log: Vec<String>,
}

struct Group<'a> {
    query: &'a QueryRecord,
    task: &'a Task,
    imp: Implementations,
    /// Per distractor slot: the candidates (corner, mutant), in preference order.
    slots: Vec<Vec<(Corner, Mutant)>>,
}

/// Build release-plus from the tasks under `tasks_dir` and the release in `release_dir` (its
/// queries, in their order and with their ids, and the edits it selected).
pub fn build_plus(
    tasks_dir: &Path,
    release_dir: &Path,
    oracle: &dyn SuiteOracle,
    jobs: usize,
    progress: &Progress,
) -> anyhow::Result<PlusOutcome> {
    let (tasks, _) = load_tasks(tasks_dir);
    let queries: Vec<QueryRecord> = read_all(&release_dir.join("queries.jsonl"))?;
    let meta: Vec<DistractorRecord> = read_all(&release_dir.join("distractor_metadata.jsonl"))?;
    let source_corpus: Vec<CorpusRecord> = read_all(&release_dir.join("corpus.jsonl"))?;
    let docs: Vec<&str> = source_corpus.iter().map(|c| c.code.as_str()).collect();
    let bm25 = Bm25Index::new(&docs, DEFAULT_K1, DEFAULT_B);
    let by_fn: HashMap<&str, &Task> = tasks.iter().map(|t| (t.function.as_str(), t)).collect();
    let mut edits_of: HashMap<&str, Vec<&DistractorRecord>> = HashMap::new();
    for m in &meta {
        edits_of.entry(m.query_id.as_str()).or_default().push(m);
    }
    let mut v = PlusValidation { source_queries: queries.len(), ..Default::default() };
    let mut groups: Vec<Group> = Vec::new();
    for q in &queries {
        let Some(task) = by_fn.get(q.function_name.as_str()).copied() else {
            anyhow::bail!(
                "{}: no task file defines `{}` under {}; build release-plus from the tasks the release was built from",
                q.query_id,
                q.function_name,
                tasks_dir.display()
            );
        };
        let lexical = Lexical { index: &bm25, query: &q.query, top_shown: lexical_top_shown(&task.function) };
        let Some(imp) = implementations(&task.canonical, Some(&lexical)) else {
            v.without_lattice += 1;
            continue;
        };
        let top = lexical_top_is_shown(&imp, &lexical);
        let outcome = match top {
            Some(t) if t == lexical.top_shown => "as_drawn",
            Some(_) => "other_class",
            None => "tie",
        };
        *v.lexical_top
            .entry(format!("drawn_{}_{outcome}", if lexical.top_shown { "shown" } else { "hidden" }))
            .or_default() += 1;
        let canon_mutants = mutants(&task.canonical);
        let mut selected: Vec<&DistractorRecord> =
            edits_of.get(q.query_id.as_str()).cloned().unwrap_or_default();
        selected.sort_by(|a, b| a.corpus_id.cmp(&b.corpus_id));
        let edits: Vec<&Mutant> = selected
            .iter()
            .filter_map(|d| {
                let l = d.location.as_ref()?;
                canon_mutants.iter().find(|m| m.start == l.start && m.end == l.end && m.after == l.after)
            })
            .collect();
        let corner_mutants: HashMap<Corner, Vec<Mutant>> =
            [Corner::Rewrite, Corner::FirstBlock, Corner::SecondBlock]
                .into_iter()
                .map(|c| (c, mutants(imp.code(c))))
                .collect();
        let slots = distractor_corners(&task.function)
            .iter()
            .enumerate()
            .map(|(i, &corner)| {
                (0..edits.len())
                    .map(|k| edits[(i + k) % edits.len()])
                    .filter_map(|e| match corner {
                        Corner::Canonical => Some((corner, e.clone())),
                        _ => transfer(e, &corner_mutants[&corner]).map(|m| (corner, m.clone())),
                    })
                    .collect()
            })
            .collect();
        groups.push(Group { query: q, task, imp, slots });
    }

    // One oracle batch: the three new implementations and every candidate distractor.
    let mut suites: Vec<Suite> = Vec::new();
    for g in &groups {
        for c in [Corner::Rewrite, Corner::FirstBlock, Corner::SecondBlock] {
            suites.push(Suite { code: g.imp.code(c).to_string(), tests: g.task.tests.clone() });
        }
        for slot in &g.slots {
            for (_, m) in slot {
                suites.push(Suite { code: m.code.clone(), tests: g.task.tests.clone() });
            }
        }
    }
    let tick = progress("release-plus", suites.len());
    let (outcomes, stats) = oracle.run_suites(&suites, jobs, &*tick)?;
    drop(tick);
    anyhow::ensure!(
        outcomes.len() == suites.len(),
        "the oracle answered {} of {} suites",
        outcomes.len(),
        suites.len()
    );
    let mut log = vec![format!(
        "build --plus: {} of {} queries have a rewrite lattice; {} suites ({} cached, {} run)",
        groups.len(),
        queries.len(),
        stats.suites,
        stats.cache_hits,
        stats.executed
    )];

    struct Item<'a> {
        code: &'a str,
        group: usize,
        outcomes: &'a [Outcome],
        /// A distractor's corner and edit, or `None` for a shown correct implementation.
        distractor: Option<(Corner, &'a Mutant)>,
        /// A correct implementation's kind (`canonical`, `rewrite`) in `metadata.implementations`.
        kind: &'static str,
    }
    let mut items: Vec<Item> = Vec::new();
    let mut kept: Vec<usize> = Vec::new();
    let mut at = 0;
    // The canonical's outcomes: every test passes (gate 3 of the source release).
    let passes: Vec<Vec<Outcome>> = groups.iter().map(|g| vec![Outcome::Pass; g.task.tests.len()]).collect();
    for (gi, g) in groups.iter().enumerate() {
        let imp_outcomes = &outcomes[at..at + 3];
        at += 3;
        let mut chosen: Vec<(Corner, &Mutant, &[Outcome])> = Vec::new();
        let mut missing = false;
        for slot in &g.slots {
            let mut found = None;
            for (corner, m) in slot {
                let o = &outcomes[at];
                at += 1;
                let fresh = !chosen.iter().any(|c| c.1.code == m.code);
                if found.is_none() && fresh && o.iter().any(Outcome::is_fail) {
                    found = Some((*corner, m, o.as_slice()));
                }
            }
            match found {
                Some(f) => chosen.push(f),
                None => missing = true,
            }
        }
        if imp_outcomes.iter().any(|o| !o.iter().all(Outcome::is_pass)) {
            v.implementation_failures.push(g.query.query_id.clone());
            continue;
        }
        if missing {
            v.without_distractor.push(g.query.query_id.clone());
            continue;
        }
        kept.push(gi);
        items.push(Item {
            code: &g.imp.canonical,
            group: gi,
            outcomes: &passes[gi],
            distractor: None,
            kind: CANONICAL,
        });
        items.push(Item {
            code: &g.imp.rewrite,
            group: gi,
            outcomes: &imp_outcomes[0],
            distractor: None,
            kind: "rewrite",
        });
        for (corner, m, o) in chosen {
            items.push(Item {
                code: &m.code,
                group: gi,
                outcomes: o,
                distractor: Some((corner, m)),
                kind: "",
            });
        }
    }

    // Gate 5 of `build` (no functional duplicates) over every correct snippet: the canonical and
    // the rewrite of each kept query, renamed to every other same-arity query's function, must
    // fail that query's suite; the queries of a pair that passes are left out, both of them, as
    // `build` fails both tasks.
    let dup_inputs: Vec<DuplicateInput> = kept
        .iter()
        .map(|&gi| {
            let g = &groups[gi];
            DuplicateInput {
                name: g.query.query_id.clone(),
                function: &g.task.function,
                correct: [Corner::Canonical, Corner::Rewrite]
                    .into_iter()
                    .map(|c| CorrectSnippet { code: g.imp.code(c), label: Some(c.to_string()) })
                    .collect(),
                tests: &g.task.tests,
            }
        })
        .collect();
    let (duplicates, dup_suites) = logged_functional_duplicates(
        &dup_inputs,
        oracle,
        jobs,
        progress,
        &mut log,
        "build --plus",
        "the canonical and the rewrite of each query × same-arity suites",
    )?;
    let twins: HashSet<&str> = duplicates.iter().flat_map(|d| [d.from.as_str(), d.to.as_str()]).collect();
    kept.retain(|&gi| !twins.contains(groups[gi].query.query_id.as_str()));
    items.retain(|i| !twins.contains(groups[i.group].query.query_id.as_str()));
    v.functional_duplicates = duplicates.clone();
    items.sort_by_cached_key(|i| code_sha256(i.code));

    let mut corpus = Vec::new();
    let mut distractors = Vec::new();
    let mut cache_rows: BTreeMap<(String, String), ExecCacheRecord> = BTreeMap::new();
    let mut correct_ids: HashMap<usize, BTreeMap<String, String>> = HashMap::new();
    let mut paired_ids: HashMap<usize, Vec<String>> = HashMap::new();
    for (k, it) in items.iter().enumerate() {
        let cid = corpus_id(k);
        let g = &groups[it.group];
        let key = (code_sha256(it.code), tests_sha256(&g.task.tests));
        cache_rows.insert(
            key.clone(),
            ExecCacheRecord {
                code_sha256: key.0,
                fuel_used: None,
                outcomes: it.outcomes.to_vec(),
                sandbox: None,
                tests_sha256: key.1,
            },
        );
        let (label, bug_type) = match it.distractor {
            None => {
                correct_ids.entry(it.group).or_default().insert(it.kind.to_owned(), cid.clone());
                (Label::Correct, None)
            }
            Some((corner, m)) => {
                paired_ids.entry(it.group).or_default().push(cid.clone());
                *v.distractor_corners.entry(corner.to_string()).or_default() += 1;
                distractors.push(DistractorRecord {
                    corpus_id: cid.clone(),
                    query_id: g.query.query_id.clone(),
                    bug_type: m.bug_type.to_string(),
                    bug_description: format!("{} implementation, {}", corner, m.description),
                    location: Some(EditLocation {
                        line: m.line,
                        start: m.start,
                        end: m.end,
                        before: m.before.clone(),
                        after: m.after.clone(),
                    }),
                    mutation_operator: Some(m.operator.to_string()),
                    unnatural_family: m.unnatural.map(|f| f.to_string()),
                    origin: None,
                });
                (Label::Incorrect, Some(m.bug_type.to_string()))
            }
        };
        corpus.push(CorpusRecord {
            corpus_id: cid,
            code: it.code.to_string(),
            label,
            bug_type,
            source_entry_id: g.task.function.clone(),
        });
    }
    distractors.sort_by(|a, b| a.corpus_id.cmp(&b.corpus_id));
    let mut out_queries = Vec::new();
    for &gi in &kept {
        let g = &groups[gi];
        let kinds: Vec<String> = g.imp.rewrite_kinds().iter().map(|k| k.to_string()).collect();
        for k in &kinds {
            *v.rewrite_kinds.entry(k.clone()).or_default() += 1;
        }
        let by_kind = correct_ids.remove(&gi).unwrap_or_default();
        let mut correct: Vec<String> = by_kind.values().cloned().collect();
        correct.sort();
        let mut metadata = g.query.metadata.clone();
        if let Some(m) = metadata.as_object_mut() {
            let imp = QueryImplementations { correct: by_kind, rewrite_kinds: kinds };
            m.insert("implementations".into(), serde_json::to_value(imp)?);
        }
        let mut paired = paired_ids.remove(&gi).unwrap_or_default();
        paired.sort();
        out_queries.push(QueryRecord {
            correct_corpus_ids: correct,
            paired_distractor_corpus_ids: paired,
            metadata,
            ..g.query.clone()
        });
    }
    v.queries = out_queries.len();
    v.corpus_size = corpus.len();
    v.distractors = distractors.len();
    v.group_audit = audit_groups(&out_queries, &corpus, &distractors);
    // `build`'s release sweeps (distractor sanity, cross-canonical), through the oracle: cache
    // hits for every distractor against its own suite.
    let (mut sweeps, sweep_failures) = release_sweeps(&out_queries, &corpus, oracle, jobs)?;
    sweeps.insert(
        "functional_duplicate".to_string(),
        SweepCount { checked: dup_suites, passed_all_tests: duplicates.len() },
    );
    v.sweeps = sweeps;
    v.sweep_failures = sweep_failures;
    v.sandbox = oracle.fingerprint();
    log.push(format!(
        "build --plus: {} queries kept; {} without a lattice, {} with a failing implementation, {} without three failing edits",
        v.queries,
        v.without_lattice,
        v.implementation_failures.len(),
        v.without_distractor.len()
    ));
    let mut files = super::release::release_files(&out_queries, &corpus, &distractors, &cache_rows)?;
    files.push(("validation.json".into(), pretty_json(&v)?.into_bytes()));
    Ok(PlusOutcome { files, validation: v, log })
}
