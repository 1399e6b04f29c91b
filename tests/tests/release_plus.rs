//! `build --plus-from` end to end: the fixture release (tests/fixtures/tasks) is built, then its
//! release-plus, through the real binary, once ([`shared`]); each test checks one thing of it,
//! so a failure does not hide the others. Files are read with the writers' own types
//! (`execretrieval_core::release`, `execretrieval_dataset::gates::PlusValidation`); the
//! execution-cache keys are recomputed with the tests' own sha256.

use execretrieval_core::outcome::Outcome;
use execretrieval_core::release::{CorpusRecord, DistractorRecord, ExecCacheRecord, Label, QueryRecord};
use execretrieval_dataset::gates::PlusValidation;
use execretrieval_tests::{build_fixture_plus, build_fixture_release, copy_dir, run_cli, sha256_hex};
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

/// The fixture release and its release-plus, built once.
struct Shared {
    _dir: tempfile::TempDir,
    root: PathBuf,
    source: PathBuf,
    plus: PathBuf,
    plus_code: Option<i32>,
    plus_err: String,
}

fn shared() -> &'static Shared {
    static S: OnceLock<Shared> = OnceLock::new();
    S.get_or_init(|| {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path().to_path_buf();
        let source = root.join("release");
        // exit 1: one fixture task is broken on purpose (release.rs checks that); the rest is built
        let o = build_fixture_release(&source);
        assert!(
            source.join("queries.jsonl").exists(),
            "the fixture release was not built: {}",
            String::from_utf8_lossy(&o.stderr)
        );
        let plus = root.join("release-plus");
        let o = build_fixture_plus(&source, &plus);
        Shared {
            _dir: dir,
            root,
            source,
            plus,
            plus_code: o.status.code(),
            plus_err: String::from_utf8_lossy(&o.stderr).into_owned(),
        }
    })
}

/// The release-plus (its build must have succeeded).
fn built() -> &'static Shared {
    let s = shared();
    assert_eq!(s.plus_code, Some(0), "build --plus-from failed: {}", s.plus_err);
    s
}

/// A release's records, read with the writers' types.
struct Release {
    queries: Vec<QueryRecord>,
    corpus: HashMap<String, CorpusRecord>,
    cache: HashMap<(String, String), ExecCacheRecord>,
    distractors: Vec<DistractorRecord>,
}

fn records<T: serde::de::DeserializeOwned>(path: &Path) -> Vec<T> {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    text.lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{}: {e}: {l}", path.display())))
        .collect()
}

fn read_release(dir: &Path) -> Release {
    let corpus: Vec<CorpusRecord> = records(&dir.join("corpus.jsonl"));
    let cache: Vec<ExecCacheRecord> = records(&dir.join("execution_cache.jsonl"));
    Release {
        queries: records(&dir.join("queries.jsonl")),
        corpus: corpus.into_iter().map(|c| (c.corpus_id.clone(), c)).collect(),
        cache: cache.into_iter().map(|r| ((r.code_sha256.clone(), r.tests_sha256.clone()), r)).collect(),
        distractors: records(&dir.join("distractor_metadata.jsonl")),
    }
}

impl Release {
    fn code(&self, id: &str) -> &str {
        &self.corpus.get(id).unwrap_or_else(|| panic!("no corpus item {id}")).code
    }
    /// The cached outcomes of `code` against `tests`: the key is sha256 of the code and of the
    /// compact JSON of the test list.
    fn outcomes(&self, code: &str, tests: &[String]) -> &[Outcome] {
        let key = (sha256_hex(code.as_bytes()), sha256_hex(serde_json::to_string(tests).unwrap().as_bytes()));
        &self
            .cache
            .get(&key)
            .unwrap_or_else(|| panic!("no execution_cache row for {key:?}:\n{code}"))
            .outcomes
    }
}

fn validation() -> PlusValidation {
    let path = built().plus.join("validation.json");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The fixture queries whose task has two authored implementations and an inputs section:
/// `abbreviate_long_words_numeronym` (two parameters) and `acronym_from_phrase` (one), so the
/// build's functional-duplicate sweep has no same-arity pair to run here;
/// [`check_finds_a_functional_twin_in_any_correct_snippet`] plants one. Each shows its canonical
/// and both implementations, each beside one slip.
const FIXTURE_PLUS_QUERIES: usize = 2;
const PAIRS_PER_QUERY: usize = 3;

#[test]
fn every_query_is_pairs_of_a_correct_implementation_and_its_slip() {
    let s = built();
    let plus = read_release(&s.plus);
    assert_eq!(plus.queries.len(), FIXTURE_PLUS_QUERIES, "{}", s.plus_err);
    for q in &plus.queries {
        assert_eq!(q.correct_corpus_ids.len(), PAIRS_PER_QUERY, "{}", q.query_id);
        assert_eq!(q.paired_distractor_corpus_ids.len(), PAIRS_PER_QUERY, "{}", q.query_id);
        for (ids, label) in
            [(&q.correct_corpus_ids, Label::Correct), (&q.paired_distractor_corpus_ids, Label::Incorrect)]
        {
            for id in ids {
                assert_eq!(plus.corpus[id].label, label, "{}: {id}", q.query_id);
            }
        }
        // every distractor is one edit of exactly one correct snippet of its group, and every
        // correct snippet has exactly one such distractor: no member is the group's centre
        let meta: HashMap<&str, &DistractorRecord> =
            plus.distractors.iter().map(|d| (d.corpus_id.as_str(), d)).collect();
        let mut sources = Vec::new();
        for id in &q.paired_distractor_corpus_ids {
            let loc = meta[id.as_str()].location.as_ref().expect("a v3 distractor records its edit");
            let code = plus.code(id);
            let undone =
                format!("{}{}{}", &code[..loc.start], loc.before, &code[loc.start + loc.after.len()..]);
            let source = q.correct_corpus_ids.iter().find(|c| plus.code(c) == undone);
            sources.push(source.unwrap_or_else(|| panic!("{id}: not an edit of a correct snippet")).clone());
        }
        sources.sort();
        let mut correct = q.correct_corpus_ids.clone();
        correct.sort();
        assert_eq!(sources, correct, "{}: one slip per correct snippet", q.query_id);
    }
    // every corpus item belongs to exactly one group
    assert_eq!(plus.corpus.len(), 2 * PAIRS_PER_QUERY * plus.queries.len());
}

#[test]
fn every_label_holds_in_the_execution_cache() {
    let plus = read_release(&built().plus);
    for q in &plus.queries {
        for id in &q.correct_corpus_ids {
            let o = plus.outcomes(plus.code(id), &q.test_suite);
            assert_eq!(o.len(), q.test_suite.len(), "{}: {id}", q.query_id);
            assert!(o.iter().all(Outcome::is_pass), "{}: correct {id} does not pass: {o:?}", q.query_id);
        }
        for id in &q.paired_distractor_corpus_ids {
            let o = plus.outcomes(plus.code(id), &q.test_suite);
            assert_eq!(o.len(), q.test_suite.len(), "{}: {id}", q.query_id);
            assert!(o.iter().any(|x| !x.is_pass()), "{}: distractor {id} passes every test", q.query_id);
        }
    }
    assert_eq!(plus.cache.len(), plus.corpus.len(), "one cache row per snippet and its suite");
}

#[test]
fn queries_are_the_source_releases_and_keep_its_canonical() {
    let s = built();
    let (source, plus) = (read_release(&s.source), read_release(&s.plus));
    let position: HashMap<&str, usize> =
        source.queries.iter().enumerate().map(|(i, q)| (q.query_id.as_str(), i)).collect();
    let mut last = None;
    for q in &plus.queries {
        let i =
            *position.get(q.query_id.as_str()).unwrap_or_else(|| panic!("{} not in the source", q.query_id));
        let src = &source.queries[i];
        assert_eq!(
            (&q.query, &q.test_suite, &q.function_name, &q.domain, &q.entry_id),
            (&src.query, &src.test_suite, &src.function_name, &src.domain, &src.entry_id),
            "{}",
            q.query_id
        );
        assert!(last < Some(i), "{}: queries keep the source's order", q.query_id);
        last = Some(i);
        // the canonical: the source's correct snippet, as it is; the other correct snippet differs
        let canonical = source.code(&src.correct_corpus_ids[0]);
        let codes: Vec<&str> = q.correct_corpus_ids.iter().map(|id| plus.code(id)).collect();
        assert_eq!(codes.iter().filter(|c| **c == canonical).count(), 1, "{}: {codes:?}", q.query_id);
        assert!(codes.iter().all(|c| c.contains(&format!("def {}(", q.function_name))), "{codes:?}");
    }
}

#[test]
fn validation_reports_the_differential_check_the_shape_rules_and_the_sweeps() {
    let v = validation();
    let (n, k) = (FIXTURE_PLUS_QUERIES, PAIRS_PER_QUERY);
    assert_eq!((v.queries, v.corpus_size, v.distractors), (n, 2 * k * n, k * n));
    // the fixture tasks without authored implementations are listed, not silently dropped
    assert!(v.without_implementations.iter().any(|q| q.ends_with(" lowest_set_bit_index")), "{v:?}");
    assert!(v.implementation_failures.is_empty() && v.differential_inconclusive.is_empty(), "{v:?}");
    let d = &v.differential;
    assert_eq!(d.inputs, 200);
    assert_eq!((d.implementations_checked, d.implementations_agreeing), (2 * n, 2 * n), "{d:?}");
    assert_eq!(d.distractors_disagreeing, k * n, "{d:?}");
    assert!(d.distractors_checked >= k * n, "{d:?}");
    assert!(v.distractors_by_failed_tests.keys().all(|&f| f >= 2), "{:?}", v.distractors_by_failed_tests);
    assert_eq!(v.slips.values().sum::<usize>(), k * n, "{:?}", v.slips);
    assert_eq!(v.shown_implementations["canonical"], n, "{:?}", v.shown_implementations);
    assert_eq!(v.similarity.to_canonical.n, 2 * n, "{:?}", v.similarity);
    assert!(v.similarity.to_canonical.max < 0.8, "{:?}", v.similarity);
    let a = &v.group_audit;
    assert_eq!((a.queries, a.distractors, a.queries_with_several_correct), (n, k * n, n), "{a:?}");
    assert_eq!(a.unnatural_distractors, 0, "{a:?}");
    let sc = &a.shortcuts;
    assert_eq!(sc.chance, 0.5, "{sc:?}");
    for rule in [
        "shortest",
        "longest",
        "token_jaccard_centre",
        "most_shared_lines",
        "token_position_vote",
        "learned_classifier",
    ] {
        assert!(sc.rules.get(rule).is_some_and(|r| (0.0..=1.0).contains(r)), "{rule}: {sc:?}");
    }
    assert!(
        sc.rules.contains_key(&sc.worst_rule) && sc.worst_rule_share == sc.rules[&sc.worst_rule],
        "{sc:?}"
    );
    // build's sweeps: every distractor against its own suite, and every correct snippet
    // renamed to every other same-arity query's function
    let sweep = |k: &str| (v.sweeps[k].checked, v.sweeps[k].passed_all_tests);
    assert_eq!(sweep("distractor_sanity"), (k * n, 0), "{:?}", v.sweeps);
    assert_eq!(sweep("cross_canonical").1, 0, "{:?}", v.sweeps);
    assert_eq!(sweep("functional_duplicate"), (0, 0), "{:?}", v.sweeps);
    assert!(v.functional_duplicates.is_empty() && v.sweep_failures.is_empty(), "{v:?}");
    assert!(v.sandbox.starts_with("guest="), "{}", v.sandbox);
}

#[test]
fn a_rebuild_is_byte_identical() {
    let s = built();
    let again = s.root.join("release-plus-2");
    let o = build_fixture_plus(&s.source, &again);
    assert_eq!(o.status.code(), Some(0), "{}", String::from_utf8_lossy(&o.stderr));
    let files = |dir: &Path| -> Vec<(PathBuf, Vec<u8>)> {
        let mut out = Vec::new();
        let mut stack = vec![dir.to_path_buf()];
        while let Some(d) = stack.pop() {
            for e in std::fs::read_dir(&d).unwrap() {
                let p = e.unwrap().path();
                if p.is_dir() {
                    stack.push(p);
                } else {
                    out.push((p.strip_prefix(dir).unwrap().to_path_buf(), std::fs::read(&p).unwrap()));
                }
            }
        }
        out.sort();
        out
    };
    let (first, second) = (files(&s.plus), files(&again));
    let names = |f: &[(PathBuf, Vec<u8>)]| f.iter().map(|(p, _)| p.clone()).collect::<Vec<_>>();
    assert_eq!(names(&first), names(&second));
    assert!(names(&first).contains(&PathBuf::from("beir/qrels/test.tsv")), "{:?}", names(&first));
    let differ: Vec<&PathBuf> =
        first.iter().zip(&second).filter(|(a, b)| a.1 != b.1).map(|(a, _)| &a.0).collect();
    assert!(differ.is_empty(), "differ between builds: {differ:?}");
}

fn check(release: &Path) -> (Option<i32>, String, String) {
    let o = run_cli(&["check", release.to_str().unwrap()], release.parent().unwrap());
    (
        o.status.code(),
        String::from_utf8_lossy(&o.stdout).into_owned(),
        String::from_utf8_lossy(&o.stderr).into_owned(),
    )
}

#[test]
fn check_accepts_release_plus_sweeping_every_correct_snippet() {
    let s = built();
    let (code, out, err) = check(&s.plus);
    assert_eq!(code, Some(0), "{out}\n{err}");
    assert!(out.contains("0 failures"), "{out}");
    let n = FIXTURE_PLUS_QUERIES;
    assert!(err.contains(&format!("({} correct snippets of {n} queries", PAIRS_PER_QUERY * n)), "{err}");
}

/// A correct snippet that is not its query's first correct id, made to behave like another
/// query's canonical once renamed to that query's function (it dispatches on its own
/// `__name__`, and takes that function's second parameter with a default, so its own tests still
/// pass and its arity matches): only the functional-duplicate sweep over every correct snippet
/// sees it.
#[test]
fn check_finds_a_functional_twin_in_any_correct_snippet() {
    let s = built();
    let plus = read_release(&s.plus);
    let query = |f: &str| {
        plus.queries.iter().find(|q| q.function_name == f).unwrap_or_else(|| panic!("no query for {f}"))
    };
    let (a, b) = (query("acronym_from_phrase"), query("abbreviate_long_words_numeronym"));
    let twin_id = a.correct_corpus_ids.iter().max().unwrap().clone();
    assert_ne!(&twin_id, &a.correct_corpus_ids[0]);
    let other =
        plus.code(&b.correct_corpus_ids[0]).replace("def abbreviate_long_words_numeronym(", "def _other(");
    let code = plus.code(&twin_id).replacen(
        "def acronym_from_phrase(phrase):\n",
        "def acronym_from_phrase(phrase, max_len=10):\n    if acronym_from_phrase.__name__ != \"acronym_from_phrase\":\n        return _other(phrase, max_len)\n",
        1,
    );
    assert_ne!(code, plus.code(&twin_id), "the snippet's signature changed");
    let bad = s.root.join("release-plus-twin");
    copy_dir(&s.plus, &bad);
    let path = bad.join("corpus.jsonl");
    let rows: String = records::<CorpusRecord>(&path)
        .into_iter()
        .map(|mut c| {
            if c.corpus_id == twin_id {
                c.code = format!("{other}\n\n{code}");
            }
            serde_json::to_string(&c).unwrap() + "\n"
        })
        .collect();
    std::fs::write(&path, rows).unwrap();
    let (code, out, err) = check(&bad);
    assert_eq!(code, Some(1), "{out}\n{err}");
    let want = format!(
        "FAIL {}: its correct snippet {twin_id}, renamed to the function of {}, passes all of {}'s tests (functional duplicate)",
        a.query_id, b.query_id, b.query_id
    );
    assert!(out.contains(&want), "no `{want}` in:\n{out}");
    assert_eq!(out.matches("FAIL ").count(), 1, "only the sweep finds it:\n{out}");
}

/// The shipped `data/release-plus`: `check --audit-only` recomputes its shape-only battery from
/// the files (nothing runs), and every rule, the learned classifier included, picks a correct
/// snippet within chance + 5 points; the figures equal the committed `validation.json`'s (a
/// rebuild with another slip choice must update both, and be within the bound).
#[test]
fn the_shipped_release_plus_has_no_shape_rule_above_chance_plus_five() {
    let release = execretrieval_tests::repo_root().join("data/release-plus");
    let o = run_cli(&["check", "--audit-only", release.to_str().unwrap()], &execretrieval_tests::repo_root());
    let out = String::from_utf8_lossy(&o.stdout);
    assert_eq!(o.status.code(), Some(0), "{out}\n{}", String::from_utf8_lossy(&o.stderr));
    let v: PlusValidation =
        serde_json::from_slice(&std::fs::read(release.join("validation.json")).unwrap()).unwrap();
    let sc = &v.group_audit.shortcuts;
    assert_eq!(sc.chance, 0.5, "{sc:?}");
    assert!(sc.worst_rule_share <= sc.chance + 0.05, "{} at {}: {sc:?}", sc.worst_rule, sc.worst_rule_share);
    let line = out.lines().find(|l| l.starts_with("shape-only rules")).unwrap_or_else(|| panic!("{out}"));
    for (rule, share) in &sc.rules {
        let shown = format!("{rule} {:.1} %", share * 100.0);
        assert!(line.contains(&shown), "validation.json says {shown}, check says: {line}");
    }
}
