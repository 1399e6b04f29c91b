//! `data/release-plus` ([`build_plus`]), v3: the queries of a built release whose task file has
//! at least two independently written implementations (`# --- implementation N ---`) and an
//! input generator (`# --- inputs ---`). Per query the group is made of pairs: each shown correct
//! implementation — the canonical and the next authored ones, at most [`SHOWN_PAIRS`] — beside
//! one natural slip of it ([`crate::slips`]), so that every member of the group, correct or not,
//! has exactly one single-edit neighbour in the group and no implementation is its centre.
//!
//! Gates, all through the oracle:
//! - every authored implementation passes every shown test and agrees with the canonical on the
//!   200 generated inputs ([`crate::differential`]); a query where one does not is left out and
//!   listed (`implementation_failures`); a canonical the differential cannot run (its generator
//!   fails or runs out of fuel in the sandbox) leaves the query out (`differential_inconclusive`);
//! - a slip is a candidate when it is in the catalogue, fails at least [`MIN_FAILED_TESTS`] shown
//!   tests, at least one of them by a wrong answer, is not a crash its own types reveal (every
//!   failure a `TypeError` or `AttributeError`), and disagrees with the canonical on the
//!   generated inputs; the candidates of each implementation come in a seeded order that visits
//!   the catalogue's entries in turn (so that no one kind of slip dominates), and of the first
//!   good ones the group takes the combination chosen by [`super::balance`] (so that over the
//!   release no shape rule and no difference of feature means tells the correct members apart);
//! - `build`'s functional-duplicate sweep over each query's canonical (`check` sweeps every
//!   correct snippet) and its release sweeps.

use super::balance;
use super::sweeps::{
    logged_functional_duplicates, release_sweeps, CorrectSnippet, DuplicateFinding, DuplicateInput,
    SweepCount, SweepFailure,
};
use crate::audit::{audit_groups, similarity, Quantiles};
use crate::differential::{differential_tests, DIFFERENTIAL_TESTS, INPUTS_PER_TEST};
use crate::mutate::{mutants, Mutant};
use crate::slips::{natural_slip, written_slips, Slip};
use crate::task::{load_tasks, Task};
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

/// At most this many implementations are shown per query, each with its slip.
pub const SHOWN_PAIRS: usize = 3;
/// A distractor fails at least this many shown tests.
pub const MIN_FAILED_TESTS: usize = 2;
/// Candidate slips per implementation tried in the first oracle round; the rest only for the
/// implementations the first round found none for.
const FIRST_ROUND: usize = 8;

/// `validation.json` of release-plus.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct PlusValidation {
    /// Queries of the source release.
    pub source_queries: usize,
    /// Queries whose task has fewer than two authored implementations or no inputs section
    /// (`q_0001 function`).
    #[serde(default)]
    pub without_implementations: Vec<String>,
    /// Queries left out because an authored implementation failed a shown test or disagreed
    /// with the canonical on a generated input (`q_0001 implementation 2: ...`).
    pub implementation_failures: Vec<String>,
    /// Queries whose canonical could not run its own differential check in the sandbox.
    #[serde(default)]
    pub differential_inconclusive: Vec<String>,
    /// Queries left out because fewer than two implementations had a slip that passes the gates.
    pub without_distractor: Vec<String>,
    /// Functional-duplicate pairs found by the sweep over every correct snippet (gate 5 of
    /// `build`); the queries of each pair are left out.
    #[serde(default)]
    pub functional_duplicates: Vec<DuplicateFinding>,
    pub queries: usize,
    pub corpus_size: usize,
    pub distractors: usize,
    /// The differential check's counts (before any query is left out).
    #[serde(default)]
    pub differential: DifferentialCounts,
    /// Normalised character similarity of the shown and hidden authored implementations to the
    /// canonical and to each other ([`crate::audit::similarity`]), over the kept queries.
    #[serde(default)]
    pub similarity: SimilarityStats,
    /// Shown correct implementations by kind (`canonical`, `implementation_2`, ...).
    #[serde(default)]
    pub shown_implementations: BTreeMap<String, usize>,
    /// Distractors by catalogue entry.
    #[serde(default)]
    pub slips: BTreeMap<String, usize>,
    /// Distractors by the number of shown tests they fail.
    #[serde(default)]
    pub distractors_by_failed_tests: BTreeMap<usize, usize>,
    /// `build`'s sweeps over the written release: `distractor_sanity`, `cross_canonical` and
    /// `functional_duplicate` (suites run and pairs found, before the left-out queries).
    #[serde(default)]
    pub sweeps: BTreeMap<String, SweepCount>,
    #[serde(default)]
    pub sweep_failures: Vec<SweepFailure>,
    pub group_audit: crate::audit::GroupAudit,
    pub sandbox: String,
}

/// How the differential check went (`validation.json` → `differential`).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct DifferentialCounts {
    /// Generated inputs per implementation.
    pub inputs: usize,
    /// Authored implementations checked, and those that agreed with the canonical on all inputs.
    pub implementations_checked: usize,
    pub implementations_agreeing: usize,
    /// Candidate slips run on the generated inputs (each implementation's, in the order they
    /// are taken, until one disagrees with the canonical), and the selected distractors (each
    /// disagrees on a generated input).
    pub distractors_checked: usize,
    pub distractors_disagreeing: usize,
}

/// `validation.json` → `similarity`.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct SimilarityStats {
    pub to_canonical: Quantiles,
    pub between_authored: Quantiles,
    /// Kept queries with a third authored implementation (implementation 4).
    pub queries_with_a_third: usize,
}

/// What [`build_plus`] produces before writing.
pub struct PlusOutcome {
    pub files: Vec<(PathBuf, Vec<u8>)>,
    pub validation: PlusValidation,
    pub log: Vec<String>,
}

/// SplitMix64 step (the seeded order's generator).
fn splitmix(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// A seeded Fisher–Yates shuffle.
fn shuffle<T>(items: &mut [T], state: &mut u64) {
    for i in (1..items.len()).rev() {
        let j = (splitmix(state) % (i as u64 + 1)) as usize;
        items.swap(i, j);
    }
}

/// The catalogue slips of `code` in the order they are tried: a seeded shuffle (by `key`) within
/// each catalogue entry, then the entries visited in turn in a seeded order.
fn candidate_order(code: &str, key: &str) -> Vec<(Slip, Mutant)> {
    let mut state = crate::fnv1a(key);
    let mut by_slip: BTreeMap<Slip, Vec<Mutant>> = BTreeMap::new();
    for m in mutants(code).into_iter().chain(written_slips(code)) {
        if let Some(s) = natural_slip(code, &m) {
            by_slip.entry(s).or_default().push(m);
        }
    }
    let mut lanes: Vec<(Slip, Vec<Mutant>)> = by_slip.into_iter().collect();
    for (_, ms) in &mut lanes {
        shuffle(ms, &mut state);
    }
    shuffle(&mut lanes, &mut state);
    let mut out = Vec::new();
    let mut k = 0;
    loop {
        let mut any = false;
        for (s, ms) in &lanes {
            if let Some(m) = ms.get(k) {
                out.push((*s, m.clone()));
                any = true;
            }
        }
        if !any {
            return out;
        }
        k += 1;
    }
}

/// One implementation of a query (the canonical is number 1).
struct Imp<'a> {
    number: usize,
    code: &'a str,
    approach: &'a str,
}

impl Imp<'_> {
    fn kind(&self) -> String {
        if self.number == 1 {
            CANONICAL.to_string()
        } else {
            format!("implementation_{}", self.number)
        }
    }
}

struct Group<'a> {
    query: &'a QueryRecord,
    task: &'a Task,
    imps: Vec<Imp<'a>>,
    diff_tests: Vec<String>,
    /// Per implementation: its candidates in order.
    candidates: Vec<Vec<(Slip, Mutant)>>,
}

/// Whether a distractor's outcomes on the shown tests pass the gates.
fn slip_fails_well(o: &[Outcome]) -> bool {
    let failed: Vec<&Outcome> = o.iter().filter(|x| !x.is_pass()).collect();
    let type_revealed =
        failed.iter().all(|x| matches!(x, Outcome::Error(t) if t == "TypeError" || t == "AttributeError"));
    failed.len() >= MIN_FAILED_TESTS && failed.iter().any(|x| x.is_fail()) && !type_revealed
}

/// Runs `suites` through the oracle behind a progress bar labelled `label`.
fn run(
    oracle: &dyn SuiteOracle,
    suites: &[Suite],
    progress: &Progress,
    label: &str,
    log: &mut Vec<String>,
) -> anyhow::Result<Vec<Vec<Outcome>>> {
    let tick = progress(label, suites.len());
    let (outcomes, stats) = oracle.run_suites(suites, &*tick)?;
    drop(tick);
    anyhow::ensure!(
        outcomes.len() == suites.len(),
        "the oracle answered {} of {} suites",
        outcomes.len(),
        suites.len()
    );
    log.push(format!(
        "build --plus: {label}: {} suites ({} cached, {} run)",
        stats.suites, stats.cache_hits, stats.executed
    ));
    Ok(outcomes)
}

/// Build release-plus from the tasks under `tasks_dir` and the release in `release_dir` (its
/// queries, in their order and with their ids).
pub fn build_plus(
    tasks_dir: &Path,
    release_dir: &Path,
    oracle: &dyn SuiteOracle,
    progress: &Progress,
) -> anyhow::Result<PlusOutcome> {
    let (tasks, _) = load_tasks(tasks_dir);
    let queries: Vec<QueryRecord> = read_all(&release_dir.join("queries.jsonl"))?;
    let by_fn: HashMap<&str, &Task> = tasks.iter().map(|t| (t.function.as_str(), t)).collect();
    let mut v = PlusValidation { source_queries: queries.len(), ..Default::default() };
    v.differential.inputs = DIFFERENTIAL_TESTS * INPUTS_PER_TEST;
    let mut log = Vec::new();
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
        let diff_tests = differential_tests(task);
        let (Some(diff_tests), true) = (diff_tests, task.implementations.len() >= 2) else {
            v.without_implementations.push(format!("{} {}", q.query_id, task.function));
            continue;
        };
        let mut imps = vec![Imp { number: 1, code: &task.canonical, approach: "" }];
        imps.extend(task.implementations.iter().map(|i| Imp {
            number: i.number,
            code: &i.code,
            approach: &i.approach,
        }));
        let candidates = imps
            .iter()
            .map(|imp| candidate_order(imp.code, &format!("{}#{}", task.function, imp.number)))
            .collect();
        groups.push(Group { query: q, task, imps, diff_tests, candidates });
    }

    // Round 1: every implementation on the shown tests and the differential tests (the
    // canonical's differential run checks the generator itself), and the first candidates.
    let mut suites: Vec<Suite> = Vec::new();
    for g in &groups {
        for imp in &g.imps {
            suites.push(Suite { code: imp.code.to_string(), tests: g.task.tests.clone() });
            suites.push(Suite { code: imp.code.to_string(), tests: g.diff_tests.clone() });
        }
        for cands in &g.candidates {
            for (_, m) in cands.iter().take(FIRST_ROUND) {
                suites.push(Suite { code: m.code.clone(), tests: g.task.tests.clone() });
            }
        }
    }
    let outcomes = run(oracle, &suites, progress, "release-plus implementations and slips", &mut log)?;
    let mut at = 0;
    // Per group: whether its implementations hold, and per implementation the candidates' shown
    // outcomes found so far.
    let mut ok: Vec<bool> = Vec::new();
    let mut shown: Vec<Vec<Vec<Option<Vec<Outcome>>>>> = Vec::new();
    for g in &groups {
        let mut good = true;
        for imp in &g.imps {
            let (tests, diff) = (&outcomes[at], &outcomes[at + 1]);
            at += 2;
            if imp.number == 1 {
                if !diff.iter().all(Outcome::is_pass) {
                    v.differential_inconclusive.push(format!(
                        "{} {}: {}",
                        g.query.query_id,
                        g.task.function,
                        diff.iter().find(|o| !o.is_pass()).map(Outcome::to_string).unwrap_or_default()
                    ));
                    good = false;
                }
                continue;
            }
            v.differential.implementations_checked += 1;
            v.differential.implementations_agreeing += diff.iter().all(Outcome::is_pass) as usize;
            let failure = tests
                .iter()
                .zip(&g.task.tests)
                .find(|(o, _)| !o.is_pass())
                .map(|(o, t)| format!("shown test `{}` -> {o}", t.lines().next().unwrap_or_default()))
                .or_else(|| diff.iter().find(|o| !o.is_pass()).map(|o| format!("differential: {o}")));
            if let Some(f) = failure {
                v.implementation_failures
                    .push(format!("{} implementation {}: {f}", g.query.query_id, imp.number));
                good = false;
            }
        }
        ok.push(good);
        let mut per_imp = Vec::new();
        for cands in &g.candidates {
            let mut found = vec![None; cands.len()];
            for slot in found.iter_mut().take(FIRST_ROUND) {
                *slot = Some(outcomes[at].clone());
                at += 1;
            }
            per_imp.push(found);
        }
        shown.push(per_imp);
    }

    // Round 2: the remaining candidates of implementations with no good slip yet.
    let good_slip = |o: &Option<Vec<Outcome>>| o.as_ref().is_some_and(|o| slip_fails_well(o));
    let mut suites = Vec::new();
    let mut places = Vec::new();
    for (gi, g) in groups.iter().enumerate() {
        if !ok[gi] {
            continue;
        }
        for (ii, cands) in g.candidates.iter().enumerate() {
            if shown[gi][ii].iter().any(good_slip) {
                continue;
            }
            for (ci, (_, m)) in cands.iter().enumerate().skip(FIRST_ROUND) {
                suites.push(Suite { code: m.code.clone(), tests: g.task.tests.clone() });
                places.push((gi, ii, ci));
            }
        }
    }
    let outcomes = run(oracle, &suites, progress, "release-plus remaining slips", &mut log)?;
    for ((gi, ii, ci), o) in places.into_iter().zip(outcomes) {
        shown[gi][ii][ci] = Some(o);
    }

    // Round 3: the differential tests of the candidates that pass the shown-test gates, in the
    // order they would be taken, until one disagrees with the canonical. The first taken for
    // each shown implementation (the first `SHOWN_PAIRS` with a good slip) is the group-level
    // choice of [`balance`] among its first `BALANCE_CANDIDATES` good slips, so that the group's
    // shape says nothing about which members are correct; the others follow in candidate order.
    // Each pass runs the next untried candidate of every implementation still without a pick (a
    // candidate that fails two shown tests almost always disagrees on the generated inputs, so
    // the first pass settles nearly all).
    let good: Vec<Vec<Vec<usize>>> = groups
        .iter()
        .enumerate()
        .map(|(gi, g)| {
            (0..g.candidates.len())
                .map(|ii| {
                    if !ok[gi] {
                        return Vec::new();
                    }
                    (0..g.candidates[ii].len()).filter(|&ci| good_slip(&shown[gi][ii][ci])).collect()
                })
                .collect()
        })
        .collect();
    let shown_imps: Vec<Vec<usize>> = good
        .iter()
        .map(|per_imp| (0..per_imp.len()).filter(|&ii| !per_imp[ii].is_empty()).take(SHOWN_PAIRS).collect())
        .collect();
    let pools: Vec<balance::Pool> = groups
        .iter()
        .enumerate()
        .map(|(gi, g)| balance::Pool {
            implementations: shown_imps[gi].iter().map(|&ii| g.imps[ii].code).collect(),
            slips: shown_imps[gi]
                .iter()
                .map(|&ii| {
                    good[gi][ii]
                        .iter()
                        .take(balance::BALANCE_CANDIDATES)
                        .map(|&ci| {
                            let (slip, m) = &g.candidates[ii][ci];
                            balance::Candidate { code: m.code.as_str(), kind: slip.to_string() }
                        })
                        .collect()
                })
                .collect(),
        })
        .collect();
    let choice = balance::choose(&pools, oracle.jobs());
    let mut order: Vec<Vec<Vec<usize>>> = good.clone();
    for (gi, chosen) in choice.iter().enumerate() {
        for (&ii, &k) in shown_imps[gi].iter().zip(chosen) {
            let seq = &mut order[gi][ii];
            let ci = seq.remove(k);
            seq.insert(0, ci);
        }
    }
    let mut picked: Vec<Vec<Option<usize>>> = order.iter().map(|o| vec![None; o.len()]).collect();
    let mut tried: Vec<Vec<usize>> = order.iter().map(|o| vec![0; o.len()]).collect();
    let mut pass = 0;
    loop {
        let mut suites = Vec::new();
        let mut places = Vec::new();
        for (gi, g) in groups.iter().enumerate() {
            for (ii, seq) in order[gi].iter().enumerate() {
                if picked[gi][ii].is_none() {
                    if let Some(&ci) = seq.get(tried[gi][ii]) {
                        suites.push(Suite {
                            code: g.candidates[ii][ci].1.code.clone(),
                            tests: g.diff_tests.clone(),
                        });
                        places.push((gi, ii, ci));
                    }
                }
            }
        }
        if suites.is_empty() {
            break;
        }
        pass += 1;
        let label = format!("release-plus slips on generated inputs (pass {pass})");
        let outcomes = run(oracle, &suites, progress, &label, &mut log)?;
        v.differential.distractors_checked += places.len();
        for ((gi, ii, ci), o) in places.into_iter().zip(&outcomes) {
            tried[gi][ii] += 1;
            if o.iter().any(|x| !x.is_pass()) {
                picked[gi][ii] = Some(ci);
            }
        }
    }

    struct Item<'a> {
        code: &'a str,
        group: usize,
        outcomes: Vec<Outcome>,
        /// A distractor's slip and edit, and the implementation it was made on; `None` for a
        /// shown correct implementation.
        distractor: Option<(Slip, &'a Mutant, usize)>,
        kind: String,
    }
    let mut items: Vec<Item> = Vec::new();
    let mut kept: Vec<(usize, Vec<usize>)> = Vec::new();
    for (gi, g) in groups.iter().enumerate() {
        if !ok[gi] {
            continue;
        }
        let mut pairs: Vec<(usize, usize)> = Vec::new();
        pairs.extend(
            picked[gi].iter().enumerate().filter_map(|(ii, pick)| pick.map(|ci| (ii, ci))).take(SHOWN_PAIRS),
        );
        if pairs.len() < 2 {
            v.without_distractor.push(format!("{} {}", g.query.query_id, g.task.function));
            continue;
        }
        for &(ii, ci) in &pairs {
            let imp = &g.imps[ii];
            let (slip, m) = &g.candidates[ii][ci];
            items.push(Item {
                code: imp.code,
                group: gi,
                outcomes: vec![Outcome::Pass; g.task.tests.len()],
                distractor: None,
                kind: imp.kind(),
            });
            items.push(Item {
                code: &m.code,
                group: gi,
                outcomes: shown[gi][ii][ci].clone().unwrap_or_default(),
                distractor: Some((*slip, m, imp.number)),
                kind: String::new(),
            });
        }
        kept.push((gi, pairs.iter().map(|p| p.0).collect()));
    }
    v.differential.distractors_disagreeing = items.iter().filter(|i| i.distractor.is_some()).count();

    // Gate 5 of `build` over each kept query's canonical (the source release's build swept the
    // same pairs, so the cache answers them). The authored implementations are not swept here:
    // each agrees with its canonical on the shown suite and on the generated inputs, and
    // sweeping them too is ≈ 750k more suites (over an hour on 2 cores); `check` sweeps every
    // correct snippet of the written release.
    let dup_inputs: Vec<DuplicateInput> = kept
        .iter()
        .map(|(gi, _)| {
            let g = &groups[*gi];
            DuplicateInput {
                name: g.query.query_id.clone(),
                function: &g.task.function,
                correct: vec![CorrectSnippet { code: g.imps[0].code, label: Some(g.imps[0].kind()) }],
                tests: &g.task.tests,
            }
        })
        .collect();
    let (duplicates, dup_suites) = logged_functional_duplicates(
        &dup_inputs,
        oracle,
        progress,
        &mut log,
        "build --plus",
        "each query's canonical × same-arity suites",
    )?;
    let twins: HashSet<&str> = duplicates.iter().flat_map(|d| [d.from.as_str(), d.to.as_str()]).collect();
    kept.retain(|(gi, _)| !twins.contains(groups[*gi].query.query_id.as_str()));
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
                outcomes: it.outcomes.clone(),
                sandbox: None,
                tests_sha256: key.1,
            },
        );
        let (label, bug_type) = match it.distractor {
            None => {
                correct_ids.entry(it.group).or_default().insert(it.kind.clone(), cid.clone());
                *v.shown_implementations.entry(it.kind.clone()).or_default() += 1;
                (Label::Correct, None)
            }
            Some((slip, m, number)) => {
                paired_ids.entry(it.group).or_default().push(cid.clone());
                *v.slips.entry(slip.to_string()).or_default() += 1;
                *v.distractors_by_failed_tests
                    .entry(it.outcomes.iter().filter(|o| !o.is_pass()).count())
                    .or_default() += 1;
                let on = if number == 1 { CANONICAL.to_string() } else { format!("implementation {number}") };
                distractors.push(DistractorRecord {
                    corpus_id: cid.clone(),
                    query_id: g.query.query_id.clone(),
                    bug_type: m.bug_type.to_string(),
                    bug_description: format!("{slip} in the {on}: {}", m.description),
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
    let (mut to_canonical, mut between) = (Vec::new(), Vec::new());
    let mut out_queries = Vec::new();
    for (gi, _) in &kept {
        let g = &groups[*gi];
        let authored: Vec<&Imp> = g.imps.iter().skip(1).collect();
        for (i, a) in authored.iter().enumerate() {
            to_canonical.push(similarity(&g.task.canonical, a.code));
            for b in &authored[i + 1..] {
                between.push(similarity(a.code, b.code));
            }
        }
        v.similarity.queries_with_a_third += (authored.len() >= 3) as usize;
        let by_kind = correct_ids.remove(gi).unwrap_or_default();
        let mut correct: Vec<String> = by_kind.values().cloned().collect();
        correct.sort();
        let approaches: BTreeMap<String, String> = g
            .imps
            .iter()
            .filter(|i| i.number > 1 && by_kind.contains_key(&i.kind()))
            .map(|i| (i.kind(), i.approach.to_string()))
            .collect();
        let mut metadata = g.query.metadata.clone();
        if let Some(m) = metadata.as_object_mut() {
            let imp = QueryImplementations { correct: by_kind, rewrite_kinds: Vec::new(), approaches };
            m.insert("implementations".into(), serde_json::to_value(imp)?);
        }
        let mut paired = paired_ids.remove(gi).unwrap_or_default();
        paired.sort();
        out_queries.push(QueryRecord {
            correct_corpus_ids: correct,
            paired_distractor_corpus_ids: paired,
            metadata,
            ..g.query.clone()
        });
    }
    v.similarity.to_canonical = Quantiles::of(to_canonical);
    v.similarity.between_authored = Quantiles::of(between);
    v.queries = out_queries.len();
    v.corpus_size = corpus.len();
    v.distractors = distractors.len();
    v.group_audit = audit_groups(&out_queries, &corpus, &distractors);
    let (mut sweeps, sweep_failures) = release_sweeps(&out_queries, &corpus, oracle)?;
    sweeps.insert(
        "functional_duplicate".to_string(),
        SweepCount { checked: dup_suites, passed_all_tests: duplicates.len() },
    );
    v.sweeps = sweeps;
    v.sweep_failures = sweep_failures;
    v.sandbox = oracle.fingerprint();
    log.push(format!(
        "build --plus: {} queries kept; {} without two implementations and inputs, {} with a failing implementation, {} inconclusive, {} without two slips",
        v.queries,
        v.without_implementations.len(),
        v.implementation_failures.len(),
        v.differential_inconclusive.len(),
        v.without_distractor.len()
    ));
    let mut files = super::release::release_files(&out_queries, &corpus, &distractors, &cache_rows)?;
    files.push(("validation.json".into(), pretty_json(&v)?.into_bytes()));
    Ok(PlusOutcome { files, validation: v, log })
}
