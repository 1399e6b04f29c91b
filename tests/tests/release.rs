//! `build`, `check`, `eval`, `stats` and `report` end to end on a small task set
//! (tests/fixtures/tasks), including tasks built to trip each gate, hand-corrupted releases and
//! determinism. The release is built and evaluated once ([`shared`]); each test checks one
//! thing, so a failure does not hide the others. Files are read with the writers' own types
//! (`execretrieval_core::{release, results}`).

use execretrieval_core::display::{count, percent, share_of};
use execretrieval_core::results::{
    AnalysesFile, ConfidenceIntervals, Leaderboard, Pairwise, RetrieverResults,
};
use execretrieval_dataset::gates::{TaskReport, Validation};
use execretrieval_tests::{build_fixture_release, copy_dir, eval_release, read_jsonl, run_cli};
use serde_json::Value;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

fn build(out: &Path) -> (i32, String) {
    let o = build_fixture_release(out);
    (o.status.code().unwrap_or(-1), String::from_utf8_lossy(&o.stderr).into_owned())
}

fn check(release: &Path) -> (i32, String) {
    let o = run_cli(&["check", release.to_str().unwrap()], release.parent().unwrap());
    (o.status.code().unwrap_or(-1), String::from_utf8_lossy(&o.stdout).into_owned())
}

fn json<T: serde::de::DeserializeOwned>(path: &Path) -> T {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The fixture release, built once, and its evaluation with the default retrievers (bm25 and
/// all-minilm-l6-v2, whose model the tool fetches itself).
struct Shared {
    _dir: tempfile::TempDir,
    root: PathBuf,
    rel: PathBuf,
    build_code: i32,
    build_err: String,
    results: PathBuf,
    eval_code: Option<i32>,
    eval_err: String,
    eval_out: String,
}

fn shared() -> &'static Shared {
    static S: OnceLock<Shared> = OnceLock::new();
    S.get_or_init(|| {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path().to_path_buf();
        let rel = root.join("release");
        let (build_code, build_err) = build(&rel);
        let results = root.join("results");
        let o = eval_release(&rel, &results, &["--bootstrap-samples", "200"]);
        Shared {
            _dir: dir,
            root,
            rel,
            build_code,
            build_err,
            results,
            eval_code: o.status.code(),
            eval_err: String::from_utf8_lossy(&o.stderr).into_owned(),
            eval_out: String::from_utf8_lossy(&o.stdout).into_owned(),
        }
    })
}

/// The evaluated results directory (the eval must have succeeded).
fn evaluated() -> &'static Shared {
    let s = shared();
    assert_eq!(s.eval_code, Some(0), "eval failed: {}", s.eval_err);
    s
}

#[test]
fn build_names_each_rejected_task_with_its_gate_and_reason() {
    let s = shared();
    // the broken task is named with its gate and reason, the rest is built
    assert_eq!(s.build_code, 1, "{}", s.build_err);
    assert!(
        s.build_err.contains("broken_canonical_sum.py: gate canonical_execution: fail: canonical fails line"),
        "{}",
        s.build_err
    );
    let report: Vec<TaskReport> = json(&s.rel.join("mutation_report.json"));
    let gate = |file: &str, g: &str| -> String {
        let r = report.iter().find(|r| r.file == file).unwrap_or_else(|| panic!("{file} not in report"));
        r.gates.get(g).cloned().unwrap_or_default()
    };
    assert_eq!(gate("validation/too_few_tests_gate.py", "schema"), "fail: 6 tests (need 7-10)");
    assert!(gate("collections/test_not_calling_gate.py", "ast_semantics")
        .contains("does not call `test_not_calling_gate`"));
    assert!(gate("math_numerical/broken_canonical_sum.py", "canonical_execution")
        .starts_with("fail: canonical fails line 18: FAIL"));
    assert!(gate("geometry/weak_suite_gate.py", "distractor_execution").starts_with("fail"));
    assert!(gate("geometry/weak_suite_gate.py", "schema").contains("usable distractors"));
    assert_eq!(gate("bit_manipulation/lowest_set_bit_index.py", "corpus_integrity"), "pass");
    let v: Validation = json(&s.rel.join("validation.json"));
    // the same function name in two files: the second is rejected, naming the first
    assert!(
        v.unparseable_tasks
            .iter()
            .any(|d| d["reason"].as_str().is_some_and(|r| r.contains("is also the task"))),
        "{:?}",
        v.unparseable_tasks
    );
    assert_eq!(v.gates["canonical_execution"].failed, 1);
    assert_eq!(v.sweeps["distractor_sanity"].passed_all_tests, 0);
    assert_eq!((v.tasks_in_release, v.corpus_size, v.distractors), (3, 15, 12));
    assert!(v.sandbox.starts_with("guest="), "{}", v.sandbox);
}

#[test]
fn release_has_the_published_shape() {
    let s = shared();
    let queries = read_jsonl(&s.rel.join("queries.jsonl"));
    let corpus = read_jsonl(&s.rel.join("corpus.jsonl"));
    let meta = read_jsonl(&s.rel.join("distractor_metadata.jsonl"));
    assert_eq!((queries.len(), corpus.len(), meta.len()), (3, 15, 12));
    for q in &queries {
        assert_eq!(q["paired_distractor_corpus_ids"].as_array().unwrap().len(), 4);
        assert_eq!(q["correct_corpus_ids"].as_array().unwrap().len(), 1);
        assert!(q["query_id"].as_str().unwrap().starts_with("q_"));
    }
    for m in &meta {
        let desc = m["bug_description"].as_str().unwrap();
        assert!(desc.starts_with("line ") && (desc.contains("became") || desc.contains("removed")), "{desc}");
    }
    let qrels = std::fs::read_to_string(s.rel.join("beir/qrels/test.tsv")).unwrap();
    assert!(qrels.starts_with("query-id\tcorpus-id\tscore\n"));
    assert_eq!(qrels.lines().count(), 4);
}

#[test]
fn a_rebuild_is_byte_identical() {
    let s = shared();
    let rel2 = s.root.join("release2");
    let (code, err) = build(&rel2);
    assert_eq!(code, s.build_code, "{err}");
    let differ: Vec<&str> = [
        "queries.jsonl",
        "corpus.jsonl",
        "distractor_metadata.jsonl",
        "execution_cache.jsonl",
        "validation.json",
        "mutation_report.json",
        "beir/corpus.jsonl",
        "beir/queries.jsonl",
        "beir/qrels/test.tsv",
    ]
    .into_iter()
    .filter(|f| std::fs::read(s.rel.join(f)).unwrap() != std::fs::read(rel2.join(f)).unwrap())
    .collect();
    assert!(differ.is_empty(), "differ between builds: {differ:?}");
}

#[test]
fn check_accepts_the_release() {
    let s = shared();
    let (code, out) = check(&s.rel);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("0 failures"), "{out}");
}

/// `check` reports the tells of the groups (never a failure): 0 no-op distractors and 0
/// opposite pairs in the built release, as its `validation.json` says too; a distractor given a
/// no-op line is counted under its pattern.
#[test]
fn check_audit_reports_the_tells_of_the_groups() {
    let s = shared();
    let audit = |rel: &Path| {
        let o = run_cli(&["check", "--audit-only", rel.to_str().unwrap()], rel.parent().unwrap());
        assert_eq!(o.status.code(), Some(0), "{}", String::from_utf8_lossy(&o.stderr));
        String::from_utf8_lossy(&o.stdout).into_owned()
    };
    let out = audit(&s.rel);
    let v: Validation = json(&s.rel.join("validation.json"));
    let a = &v.group_audit;
    assert_eq!((a.constant_code_distractors, a.opposite_pairs), (0, 0), "{a:?}");
    assert_eq!(a.distractors, v.distractors);
    assert!(out.contains(&format!("no-op/constant distractors: 0 of {} (none)", v.distractors)), "{out}");
    assert!(out.contains("opposite-direction pairs: 0 in 0 queries"), "{out}");
    let sc = &a.shortcuts;
    assert!(sc.chance > 0.0 && sc.chance < 1.0, "{sc:?}");
    for rate in [sc.char_medoid, sc.token_medoid, sc.token_majority, sc.query_bm25] {
        assert!((0.0..=1.0).contains(&rate), "{sc:?}");
    }
    assert!(out.contains(&format!("chance {:.1} %", sc.chance * 100.0)), "{out}");

    let dir = tempfile::tempdir().unwrap();
    let copy = dir.path().join("rel");
    copy_dir(&s.rel, &copy);
    edit_line(&copy.join("corpus.jsonl"), |v| {
        if v["label"] != "incorrect" {
            return false;
        }
        let code = v["code"].as_str().unwrap().to_string();
        v["code"] = format!("{code}\n_unused = len(code) >= 0\n").into();
        true
    });
    let out = audit(&copy);
    assert!(
        out.contains(&format!("no-op/constant distractors: 1 of {} (bounded_comparison 1)", v.distractors)),
        "{out}"
    );
}

type Corruption = (&'static str, Box<dyn Fn(&Path)>, &'static str);

#[test]
fn check_rejects_each_hand_corrupted_copy_naming_what_is_wrong() {
    let s = shared();
    let corruptions: Vec<Corruption> = vec![
        (
            "label flipped",
            Box::new(|r: &Path| {
                edit_line(&r.join("corpus.jsonl"), |v| {
                    if v["label"] == "correct" {
                        v["label"] = "incorrect".into();
                        v["bug_type"] = "off_by_one".into();
                        true
                    } else {
                        false
                    }
                })
            }),
            "expected Correct",
        ),
        (
            "distractor replaced by its canonical",
            Box::new(|r: &Path| {
                let corpus = read_jsonl(&r.join("corpus.jsonl"));
                let canon = corpus.iter().find(|c| c["label"] == "correct").unwrap();
                let (code, src) = (canon["code"].clone(), canon["source_entry_id"].clone());
                edit_line(&r.join("corpus.jsonl"), |v| {
                    if v["label"] == "incorrect" && v["source_entry_id"] == src {
                        v["code"] = code.clone();
                        true
                    } else {
                        false
                    }
                })
            }),
            "passes every test",
        ),
        (
            "cached outcome forged",
            Box::new(|r: &Path| {
                edit_line(&r.join("execution_cache.jsonl"), |v| {
                    let o = v["outcomes"].as_array_mut().unwrap();
                    if o.iter().any(|x| x != "pass") {
                        o.iter_mut().for_each(|x| *x = "pass".into());
                        true
                    } else {
                        false
                    }
                })
            }),
            "cached outcomes differ",
        ),
        (
            "a distractor that also defines another query's function correctly",
            Box::new(|r: &Path| {
                // only build's cross-canonical sweep sees this: the distractor still fails its
                // own suite, and its changed code matches no cached row
                let queries = read_jsonl(&r.join("queries.jsonl"));
                let corpus = read_jsonl(&r.join("corpus.jsonl"));
                let code_of =
                    |id: &Value| corpus.iter().find(|c| c["corpus_id"] == *id).unwrap()["code"].clone();
                let other_canonical = code_of(&queries[1]["correct_corpus_ids"][0]);
                let target = queries[0]["paired_distractor_corpus_ids"][0].clone();
                edit_line(&r.join("corpus.jsonl"), |v| {
                    if v["corpus_id"] == target {
                        v["code"] =
                            format!("{}\n{}", v["code"].as_str().unwrap(), other_canonical.as_str().unwrap())
                                .into();
                        true
                    } else {
                        false
                    }
                })
            }),
            "(cross-canonical sweep)",
        ),
        (
            "missing corpus row",
            Box::new(|r: &Path| {
                let text = std::fs::read_to_string(r.join("corpus.jsonl")).unwrap();
                let rest: String = text.lines().skip(1).map(|l| format!("{l}\n")).collect();
                std::fs::write(r.join("corpus.jsonl"), rest).unwrap();
            }),
            "references missing corpus id",
        ),
        (
            "malformed line",
            Box::new(|r: &Path| {
                let mut text = std::fs::read_to_string(r.join("queries.jsonl")).unwrap();
                text.push_str("{oops\n");
                std::fs::write(r.join("queries.jsonl"), text).unwrap();
            }),
            "queries.jsonl:4: malformed JSON",
        ),
    ];
    let mut problems = Vec::new();
    for (what, corrupt, needle) in corruptions {
        let bad = s.root.join(format!("bad-{}", what.replace(' ', "_")));
        copy_dir(&s.rel, &bad);
        corrupt(&bad);
        let (code, out) = check(&bad);
        if code != 1 {
            problems.push(format!("{what}: exit {code}, expected 1:\n{out}"));
        } else if !out.contains(needle) {
            problems.push(format!("{what}: expected `{needle}` in:\n{out}"));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn eval_writes_the_published_schema() {
    let s = evaluated();
    let res = &s.results;
    let r: RetrieverResults = json(&res.join("bm25.json"));
    assert_eq!(
        (r.model.as_str(), r.n_queries, r.n_corpus, r.ks.as_slice()),
        ("bm25", 3, 15, &[1, 3, 5, 10][..])
    );
    for k in [1, 3, 5, 10] {
        for m in ["exec", "precision", "ndcg", "exec_ndcg_gap"] {
            assert!(r.metrics[&format!("{m}@{k}")].is_finite(), "{m}@{k}");
        }
    }
    assert_eq!(r.per_query.len(), 3);
    for q in &r.per_query {
        assert_eq!(q.top_results.len(), 10);
        assert_eq!(q.top_results.iter().map(|t| t.rank).collect::<Vec<_>>(), (1..=10).collect::<Vec<_>>());
        // under the one concrete order of top_results a passing snippet in the top k makes
        // exec@k 1, and only then; the reported (tie-aware) exec@k is a probability, equal to it
        // when the top 10 holds no tie
        let first_pass = q.top_results.iter().position(|t| t.passes_all_tests);
        for k in [1usize, 3, 5, 10] {
            let key = format!("exec@{k}");
            let expected = if first_pass.is_some_and(|p| p < k) { 1.0 } else { 0.0 };
            assert_eq!(q.metrics_one_tie_order[&key], expected, "{} {key}", q.query_id);
            assert!((0.0..=1.0).contains(&q.metrics[&key]), "{} {key}", q.query_id);
            if q.tied_at_top10 == 0 {
                assert_eq!(q.metrics[&key], expected, "{} {key} without ties", q.query_id);
            }
        }
        for t in &q.top_results {
            assert_eq!(
                t.passes_all_tests,
                !t.test_results.is_empty() && t.test_results.iter().all(|o| o.is_pass())
            );
        }
    }
    // the aggregate is the mean of the per-query values
    let mean = r.per_query.iter().map(|q| q.metrics["exec@1"]).sum::<f64>() / 3.0;
    assert_eq!(r.metrics["exec@1"], mean);
    let pw: Pairwise = json(&res.join("pairwise_tests.json"));
    let t = &pw["all-minilm-l6-v2 vs bm25"]["exec@1"];
    assert!(t.mcnemar_exact_p.is_some() && t.mcnemar_holm_p >= t.mcnemar_exact_p, "{t:?}");
    assert_eq!(t.a_only + t.b_only + t.both + t.neither, 3);
    let dense: RetrieverResults = json(&res.join("all-minilm-l6-v2.json"));
    let sim = dense.per_query[0].top_results[0].similarity;
    assert!(sim > 0.0 && sim <= 1.0 + 1e-6, "cosine similarity {sim}");
    let table: Value = json(&res.join("invocation_table.json"));
    assert_eq!(
        table.as_array().unwrap().iter().map(|c| c["name"].as_str().unwrap()).collect::<Vec<_>>(),
        ["bm25", "all-minilm-l6-v2"]
    );
    assert_eq!(table[1]["max_tokens"], 256);
    let matrices: Vec<_> = std::fs::read_dir(res.join("embeddings/all-minilm-l6-v2"))
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .filter(|n| n.ends_with(".npy"))
        .collect();
    assert_eq!(matrices.len(), 2, "{matrices:?}");
    let an: AnalysesFile = json(&res.join("analyses.json"));
    assert_eq!(an.keys().collect::<Vec<_>>(), ["all-minilm-l6-v2", "bm25"]);
    let a = &an["bm25"];
    assert_eq!(a.density.iter().map(|d| d.distractors_per_query).collect::<Vec<_>>(), [0, 1, 2, 3, 4]);
    // all four distractors kept: the density point is the evaluation itself
    assert_eq!(a.density[4].exec_1, r.metrics["exec@1"]);
    assert!(a.deception.overall.is_some_and(|d| (0.0..=1.0).contains(&d)));
    // expected rank-1 misses over the tie order: at most the queries, and split in shares of 1
    let m = &a.rank1_misses;
    assert!((0.0..=3.0).contains(&m.n), "{m:?}");
    if m.n > 0.0 {
        let shares = [m.own_paired_distractor, m.other_canonical, m.other_query_distractor];
        let total: f64 = shares.iter().map(|s| s.unwrap()).sum();
        assert!((total - 1.0).abs() < 1e-5, "{m:?}");
    }
    let lb: Leaderboard = json(&res.join("full_leaderboard.json"));
    let cis: ConfidenceIntervals = json(&res.join("confidence_intervals.json"));
    assert_eq!(lb.len(), 2);
    assert!(lb[0].metrics["exec@1"] >= lb[1].metrics["exec@1"], "leaderboard by exec@1");
    for row in &lb {
        assert_eq!(row.ci95, cis[&row.model]);
        let i = &row.ci95["exec@1"];
        assert!(i.ci95_low <= i.mean && i.mean <= i.ci95_high, "{i:?}");
        assert_eq!((i.n, i.bootstrap_samples), (3, 200));
    }
}

/// A copy of the evaluated results directory (tests that write into it work on their own).
fn results_copy(name: &str) -> PathBuf {
    let s = evaluated();
    let dir = s.root.join(name);
    copy_dir(&s.results, &dir);
    dir
}

#[test]
fn stats_recomputes_what_eval_wrote() {
    let res = results_copy("results-stats");
    let files =
        ["confidence_intervals.json", "pairwise_tests.json", "full_leaderboard.json", "leaderboard.md"];
    let before: Vec<Vec<u8>> = files.iter().map(|f| std::fs::read(res.join(f)).unwrap()).collect();
    for f in files {
        std::fs::remove_file(res.join(f)).unwrap();
    }
    let o = run_cli(&["stats", "--results", res.to_str().unwrap(), "--bootstrap-samples", "200"], &res);
    assert_eq!(o.status.code(), Some(0), "{}", String::from_utf8_lossy(&o.stderr));
    let differ: Vec<&str> = files
        .iter()
        .zip(&before)
        .filter(|(f, b)| std::fs::read(res.join(f)).unwrap() != **b)
        .map(|(f, _)| *f)
        .collect();
    assert!(differ.is_empty(), "stats disagrees with eval on {differ:?}");
    // the leaderboard printed on stdout is leaderboard.md
    let stdout = String::from_utf8_lossy(&o.stdout);
    assert!(stdout.starts_with(std::str::from_utf8(&before[3]).unwrap()), "{stdout}");
}

/// The text of every `<text>` element of an SVG (parsed as XML), trimmed.
fn svg_texts(path: &Path) -> Vec<String> {
    let src = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let doc =
        roxmltree::Document::parse(&src).unwrap_or_else(|e| panic!("{} is not XML: {e}", path.display()));
    assert_eq!(doc.root_element().tag_name().name(), "svg", "{} is not an SVG", path.display());
    doc.descendants()
        .filter(|n| n.has_tag_name("text"))
        .map(|n| {
            n.descendants()
                .filter(|t| t.is_text())
                .filter_map(|t| t.text())
                .collect::<String>()
                .trim()
                .to_string()
        })
        .collect()
}

/// The fill colours of the SVG's filled rectangles wider and taller than a pixel (bars, cells).
fn svg_rect_fills(path: &Path) -> Vec<String> {
    let src = std::fs::read_to_string(path).unwrap();
    let doc = roxmltree::Document::parse(&src).unwrap();
    let num =
        |n: &roxmltree::Node, a: &str| n.attribute(a).and_then(|v| v.parse::<f64>().ok()).unwrap_or(0.0);
    doc.descendants()
        .filter(|n| n.has_tag_name("rect") && num(n, "width") > 1.0 && num(n, "height") > 1.0)
        .filter_map(|n| n.attribute("fill").map(str::to_string))
        .filter(|f| f != "#FFFFFF" && f != "none")
        .collect()
}

#[test]
fn eval_prints_shares_as_percentages_with_counts() {
    let s = evaluated();
    let an: AnalysesFile = json(&s.results.join("analyses.json"));
    let a = &an["bm25"];
    let nq = a.n_queries() as f64;
    assert_eq!(nq, 3.0);
    let line =
        s.eval_out.lines().find(|l| l.starts_with("bm25: ")).unwrap_or_else(|| panic!("{}", s.eval_out));
    for want in [
        format!("rank-1 misses {} of 3 queries", count(a.rank1_misses.n)),
        format!("{} own paired distractor", share_of(a.rank1_misses.own_paired_distractor, a.rank1_misses.n)),
        format!(
            "canonical below an own distractor in {} of queries",
            share_of(a.canonical_below_own_distractor.share, nq)
        ),
        format!("deception {} of (query, own distractor) pairs", share_of(a.deception.overall, 12.0)),
    ] {
        assert!(line.contains(&want), "no `{want}` in `{line}`");
    }
    // no raw fraction anywhere: every share is `d.d %` with its count
    assert!(!line.contains("0.3333"), "{line}");
    assert_eq!(line.matches(" % (").count(), 5, "{line}");
}

#[test]
fn report_tables_and_plots_show_every_retriever() {
    let res = results_copy("results-report");
    let o = run_cli(&["report", "--results", res.to_str().unwrap()], &res);
    assert_eq!(o.status.code(), Some(0), "{}", String::from_utf8_lossy(&o.stderr));
    let md = std::fs::read_to_string(res.join("report.md")).unwrap();
    let lb: Leaderboard = json(&res.join("full_leaderboard.json"));
    let an: AnalysesFile = json(&res.join("analyses.json"));
    // the leaderboard as eval wrote it, then one row per retriever of each table
    assert!(md.contains(&std::fs::read_to_string(res.join("leaderboard.md")).unwrap()));
    for row in &lb {
        let a = &an[&row.model];
        let m = &a.rank1_misses;
        let misses = format!(
            "| {} | {} of 3 | {} | {} | {} | {} | {} |",
            row.model,
            count(m.n),
            share_of(m.own_paired_distractor, m.n),
            share_of(m.other_canonical, m.n),
            share_of(m.other_query_distractor, m.n),
            share_of(a.canonical_below_own_distractor.share, 3.0),
            share_of(a.deception.overall, 12.0)
        );
        assert!(md.contains(&misses), "no `{misses}` in:\n{md}");
    }
    for domain in an[&lb[0].model].per_domain.keys() {
        let n = an[&lb[0].model].per_domain[domain].n;
        let cells: String =
            lb.iter().map(|r| format!(" {:.3} |", an[&r.model].per_domain[domain].exec_1)).collect();
        assert!(md.contains(&format!("| {domain} | {n} |{cells}")), "no per-domain row for {domain}:\n{md}");
    }
    let pw: Pairwise = json(&res.join("pairwise_tests.json"));
    let p = pw["all-minilm-l6-v2 vs bm25"]["exec@1"].mcnemar_holm_p.unwrap();
    assert!(md.contains(&format!("{}{p:.3}", if p < 0.05 { "*" } else { "" })), "{md}");
    // every plot is an SVG the report links, with its title, both axis titles (with units) and a
    // legend entry per retriever (or per kind of miss), parsed as XML
    let bug_types: Vec<&String> = an[&lb[0].model].deception.per_bug_type.keys().collect();
    let models: Vec<String> = lb.iter().map(|r| r.model.clone()).collect();
    let kinds = ["own paired distractor", "another query's canonical", "another query's distractor"];
    let plots: [(&str, &str, [&str; 2], Vec<String>); 5] = [
        (
            "exec_at_k.svg",
            "exec@k: a passing snippet in the top k",
            ["cut-off k (ranks 1 to k)", "exec@k (% of queries)"],
            models.iter().cloned().chain(["shaded: 95 % bootstrap interval".to_string()]).collect(),
        ),
        (
            "rank1_misses.svg",
            "What rank 1 is when it fails (share of rank-1 misses)",
            ["share of the retriever's rank-1 misses (%)", "retriever"],
            kinds.iter().map(|k| k.to_string()).collect(),
        ),
        (
            "deception_by_bug_type.svg",
            "Deception by bug type: the distractor scored above its canonical",
            ["deceived (query, distractor) pairs (%)", "bug type (pairs)"],
            models.clone(),
        ),
        (
            "density_exec_at_1.svg",
            "exec@1 as own distractors are added to the pool",
            ["own distractors per query kept in the pool", "exec@1 (% of queries)"],
            models.clone(),
        ),
        (
            "per_domain_exec_at_1.svg",
            "exec@1 per domain (darker = higher)",
            ["domain (queries)", "retriever"],
            models.clone(),
        ),
    ];
    for (f, title, axes, legend) in &plots {
        assert!(md.contains(&format!("]({f})")), "report.md does not show {f}");
        let texts = svg_texts(&res.join(f));
        for t in std::iter::once(title).chain(axes).map(|s| s.to_string()).chain(legend.iter().cloned()) {
            assert!(texts.contains(&t), "{f}: no text `{t}` in {texts:?}");
        }
    }
    // deception: a bar per (bug type, retriever) with a rate, coloured per retriever, each labelled
    let dec = res.join("deception_by_bug_type.svg");
    let texts = svg_texts(&dec);
    for b in &bug_types {
        let n = an[&lb[0].model].deception.per_bug_type[*b].n;
        assert!(texts.contains(&format!("{b} ({n} pairs)")), "deception: no label for {b}: {texts:?}");
    }
    let bars: usize = models
        .iter()
        .map(|m| an[m].deception.per_bug_type.values().filter(|r| r.rate.is_some()).count())
        .sum();
    // the legend has one swatch per retriever besides the bars; zero-length bars draw no rectangle
    let nonzero: usize = models
        .iter()
        .map(|m| an[m].deception.per_bug_type.values().filter(|r| r.rate.is_some_and(|x| x > 0.0)).count())
        .sum();
    let fills = svg_rect_fills(&dec);
    assert!(
        fills.len() >= nonzero + models.len() && fills.len() <= bars + models.len(),
        "deception bars: {fills:?}"
    );
    for b in &bug_types {
        for m in &models {
            let r = an[m].deception.per_bug_type[*b].rate;
            assert!(texts.contains(&percent(r)), "deception: no value label {} for {m}/{b}", percent(r));
        }
    }
    // the heat table: a coloured cell per (domain, retriever) labelled with its exec@1
    let heat = res.join("per_domain_exec_at_1.svg");
    let texts = svg_texts(&heat);
    for (d, dm) in &an[&lb[0].model].per_domain {
        assert!(texts.contains(&format!("{d} ({})", dm.n)), "heat table: no row {d}");
        for m in &models {
            assert!(
                texts.contains(&format!("{:.3}", an[m].per_domain[d].exec_1)),
                "heat table: no cell {m}/{d}"
            );
        }
    }
    let cells = an[&lb[0].model].per_domain.len() * models.len();
    assert!(svg_rect_fills(&heat).len() >= cells, "heat table: fewer than {cells} coloured cells");
}

fn edit_line(path: &Path, mut f: impl FnMut(&mut Value) -> bool) {
    let mut done = false;
    let text: String = std::fs::read_to_string(path)
        .unwrap()
        .lines()
        .map(|l| {
            let mut v: Value = serde_json::from_str(l).unwrap();
            if !done && f(&mut v) {
                done = true;
            }
            serde_json::to_string(&v).unwrap() + "\n"
        })
        .collect();
    assert!(done, "corruption did not apply to {}", path.display());
    std::fs::write(path, text).unwrap();
}
