//! The viewer's data and the logic of its pages, free of the DOM so it is unit-tested on the host:
//! the site's JSON files, the leaderboard (sorting, best per metric, significance), routes (deep
//! links), the dataset filter, the edit highlight, replay verdicts and the plots' geometry.

pub use execretrieval_core::outcome::Outcome;
pub use execretrieval_core::release::{differing_span, DistractorRecord, EditLocation, Label};
pub use execretrieval_core::results::{
    Analyses, AnalysesFile, Hit, Leaderboard, LeaderboardEntry, PairTest, Pairwise, QueryResult,
    RetrieverResults,
};
pub use execretrieval_core::site::{Manifest, SiteQuery, SiteRelease, SiteSnippet, VerifyPair};
pub use execretrieval_core::stats::Interval;
use std::collections::BTreeMap;

// ---------------------------------------------------------------------------------------------
// Site files (written by `execretrieval site`): the types are `execretrieval_core`'s, the same the
// writers use (`results` for the copied results files, `site` for the viewer's own files).

/// An outcome string from the Python worker; one that is not an outcome becomes an error outcome
/// naming it, which never equals a recorded outcome.
pub fn parse_outcome(s: &str) -> Outcome {
    s.parse().unwrap_or_else(|_| Outcome::Error(format!("unrecognised worker outcome {s:?}")))
}

/// A share of the analyses as its JSON text (`null` when it has no denominator).
pub fn share_text(v: Option<f64>) -> String {
    serde_json::to_string(&v).unwrap_or_default()
}

/// Indexes over a loaded release.
#[derive(Clone, Debug, Default)]
pub struct ReleaseIndex {
    pub release: SiteRelease,
    query_pos: BTreeMap<String, usize>,
    corpus_pos: BTreeMap<String, usize>,
    by_distractor: BTreeMap<String, usize>,
}

impl ReleaseIndex {
    pub fn new(release: SiteRelease) -> Self {
        let query_pos = release.queries.iter().enumerate().map(|(i, q)| (q.query_id.clone(), i)).collect();
        let corpus_pos = release.corpus.iter().enumerate().map(|(i, c)| (c.corpus_id.clone(), i)).collect();
        let by_distractor =
            release.distractors.iter().enumerate().map(|(i, d)| (d.corpus_id.clone(), i)).collect();
        ReleaseIndex { release, query_pos, corpus_pos, by_distractor }
    }
    pub fn query(&self, id: &str) -> Option<&SiteQuery> {
        self.query_pos.get(id).map(|&i| &self.release.queries[i])
    }
    pub fn code(&self, id: &str) -> Option<&SiteSnippet> {
        self.corpus_pos.get(id).map(|&i| &self.release.corpus[i])
    }
    pub fn distractor(&self, id: &str) -> Option<&DistractorRecord> {
        self.by_distractor.get(id).map(|&i| &self.release.distractors[i])
    }
    /// Sorted, distinct domains and bug types (the dataset browser's filters).
    pub fn domains(&self) -> Vec<String> {
        let mut v: Vec<String> = self.release.queries.iter().map(|q| q.domain.clone()).collect();
        v.sort();
        v.dedup();
        v
    }
    pub fn bug_types(&self) -> Vec<String> {
        let mut v: Vec<String> = self.release.distractors.iter().map(|d| d.bug_type.clone()).collect();
        v.sort();
        v.dedup();
        v
    }
}

// ---------------------------------------------------------------------------------------------
// Leaderboard

/// Metric names in display order: family (exec, precision, ndcg, gap) then k ascending.
pub fn metric_order(names: impl IntoIterator<Item = String>) -> Vec<String> {
    let family = |m: &str| match m.split('@').next().unwrap_or("") {
        "exec" => 0,
        "precision" => 1,
        "ndcg" => 2,
        _ => 3,
    };
    let k = |m: &str| m.rsplit('@').next().and_then(|k| k.parse::<u32>().ok()).unwrap_or(0);
    let mut v: Vec<String> = names.into_iter().collect();
    v.sort_by(|a, b| {
        (family(a), a.split('@').next().map(str::to_owned), k(a)).cmp(&(
            family(b),
            b.split('@').next().map(str::to_owned),
            k(b),
        ))
    });
    v.dedup();
    v
}

/// Whether a higher value is better (the exec–nDCG gap is "lower is better").
pub fn higher_is_better(metric: &str) -> bool {
    !metric.starts_with("exec_ndcg_gap")
}

/// Rows sorted by `metric` (best first when `best_first`), ties by name.
pub fn sort_leaderboard(rows: &[LeaderboardEntry], metric: &str, best_first: bool) -> Vec<LeaderboardEntry> {
    let mut v = rows.to_vec();
    let hib = higher_is_better(metric);
    v.sort_by(|a, b| {
        let (x, y) = (
            a.metrics.get(metric).copied().unwrap_or(f64::NAN),
            b.metrics.get(metric).copied().unwrap_or(f64::NAN),
        );
        let ord = x.total_cmp(&y);
        let ord = if hib == best_first { ord.reverse() } else { ord };
        ord.then_with(|| a.model.cmp(&b.model))
    });
    v
}

/// The best retriever for `metric` (ties: first by name).
pub fn best_for(rows: &[LeaderboardEntry], metric: &str) -> Option<String> {
    sort_leaderboard(rows, metric, true).first().map(|r| r.model.clone())
}

/// The paired test of `other` against `best` for `metric`, oriented as best − other.
pub fn versus_best(pairwise: &Pairwise, best: &str, other: &str, metric: &str) -> Option<PairTest> {
    if let Some(t) = pairwise.get(&format!("{best} vs {other}")).and_then(|m| m.get(metric)) {
        return Some(t.clone());
    }
    pairwise.get(&format!("{other} vs {best}")).and_then(|m| m.get(metric)).map(PairTest::reversed)
}

/// "significantly worse than the best" at 0.05: Holm-adjusted McNemar when there is one, else
/// the bootstrap interval of the difference excludes 0.
pub fn significantly_different(t: &PairTest) -> bool {
    match t.mcnemar_holm_p {
        Some(p) => p < 0.05,
        None => t.bootstrap_ci_95[0] > 0.0 || t.bootstrap_ci_95[1] < 0.0,
    }
}

// ---------------------------------------------------------------------------------------------
// Routes (deep links live in the URL fragment, so any static host serves them)

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Route {
    Leaderboard { sort: Option<String> },
    Query { id: String, retriever: Option<String> },
    Dataset { filter: DatasetFilter },
    Analyses { retriever: Option<String> },
    Verify,
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DatasetFilter {
    pub domain: String,
    pub bug_type: String,
    pub function: String,
    pub text: String,
}

fn query_params(s: &str) -> BTreeMap<String, String> {
    s.split('&')
        .filter(|p| !p.is_empty())
        .map(|p| {
            let (k, v) = p.split_once('=').unwrap_or((p, ""));
            (decode(k), decode(v))
        })
        .collect()
}

/// Percent-decoding of a URL component (`+` is a space).
pub fn decode(s: &str) -> String {
    let b = s.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b'+' => out.push(b' '),
            b'%' if i + 2 < b.len() => {
                match u8::from_str_radix(std::str::from_utf8(&b[i + 1..i + 3]).unwrap_or("zz"), 16) {
                    Ok(v) => {
                        out.push(v);
                        i += 2;
                    }
                    Err(_) => out.push(b'%'),
                }
            }
            c => out.push(c),
        }
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

pub fn encode(s: &str) -> String {
    s.bytes()
        .map(|c| match c {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' => (c as char).to_string(),
            _ => format!("%{c:02X}"),
        })
        .collect()
}

impl Route {
    /// Parse a location hash (`#/query/q_0001/bm25`, `#/dataset?domain=geometry`, ...).
    pub fn parse(hash: &str) -> Route {
        let h = hash.trim_start_matches('#').trim_start_matches('/');
        let (path, q) = h.split_once('?').unwrap_or((h, ""));
        let params = query_params(q);
        let parts: Vec<String> = path.split('/').filter(|p| !p.is_empty()).map(decode).collect();
        match parts.first().map(String::as_str) {
            Some("query") if parts.len() >= 2 => {
                Route::Query { id: parts[1].clone(), retriever: parts.get(2).cloned() }
            }
            Some("dataset") => Route::Dataset {
                filter: DatasetFilter {
                    domain: params.get("domain").cloned().unwrap_or_default(),
                    bug_type: params.get("bug").cloned().unwrap_or_default(),
                    function: params.get("fn").cloned().unwrap_or_default(),
                    text: params.get("q").cloned().unwrap_or_default(),
                },
            },
            Some("analyses") => Route::Analyses { retriever: parts.get(1).cloned() },
            Some("verify") => Route::Verify,
            _ => Route::Leaderboard { sort: params.get("sort").cloned() },
        }
    }

    pub fn to_hash(&self) -> String {
        match self {
            Route::Leaderboard { sort: None } => "#/".into(),
            Route::Leaderboard { sort: Some(m) } => format!("#/?sort={}", encode(m)),
            Route::Query { id, retriever: None } => format!("#/query/{}", encode(id)),
            Route::Query { id, retriever: Some(r) } => format!("#/query/{}/{}", encode(id), encode(r)),
            Route::Dataset { filter } => {
                let mut p = Vec::new();
                for (k, v) in [
                    ("domain", &filter.domain),
                    ("bug", &filter.bug_type),
                    ("fn", &filter.function),
                    ("q", &filter.text),
                ] {
                    if !v.is_empty() {
                        p.push(format!("{k}={}", encode(v)));
                    }
                }
                if p.is_empty() {
                    "#/dataset".into()
                } else {
                    format!("#/dataset?{}", p.join("&"))
                }
            }
            Route::Analyses { retriever: None } => "#/analyses".into(),
            Route::Analyses { retriever: Some(r) } => format!("#/analyses/{}", encode(r)),
            Route::Verify => "#/verify".into(),
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Dataset browser

/// Queries matching every non-empty field: domain and bug type exactly (a query matches a bug
/// type when one of its distractors has it), function name and free text as case-insensitive
/// substrings (text searches the query, the function name and the tests).
pub fn filter_queries<'a>(ix: &'a ReleaseIndex, f: &DatasetFilter) -> Vec<&'a SiteQuery> {
    let text = f.text.to_lowercase();
    let func = f.function.to_lowercase();
    ix.release
        .queries
        .iter()
        .filter(|q| f.domain.is_empty() || q.domain == f.domain)
        .filter(|q| func.is_empty() || q.function_name.to_lowercase().contains(&func))
        .filter(|q| {
            f.bug_type.is_empty()
                || q.paired_distractor_corpus_ids
                    .iter()
                    .any(|d| ix.distractor(d).is_some_and(|d| d.bug_type == f.bug_type))
        })
        .filter(|q| {
            text.is_empty()
                || q.query.to_lowercase().contains(&text)
                || q.function_name.to_lowercase().contains(&text)
                || q.test_suite.iter().any(|t| t.to_lowercase().contains(&text))
        })
        .collect()
}

// ---------------------------------------------------------------------------------------------
// The single edit, highlighted

/// A piece of code, `marked` when it is part of the edit.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Segment {
    pub text: String,
    pub marked: bool,
}

fn segments(s: &str, a: usize, b: usize) -> Vec<Segment> {
    [(0, a, false), (a, b, true), (b, s.len(), false)]
        .into_iter()
        .filter(|(x, y, _)| y > x)
        .map(|(x, y, m)| Segment { text: s[x..y].to_owned(), marked: m })
        .collect()
}

/// The canonical and the distractor split around their single edit. Uses the recorded byte
/// range when it is consistent with both texts, else the common prefix/suffix of the two.
pub fn edit_segments(
    canonical: &str,
    distractor: &str,
    loc: Option<&EditLocation>,
) -> (Vec<Segment>, Vec<Segment>) {
    if let Some(l) = loc {
        let end_after = l.start + l.after.len();
        if canonical.get(l.start..l.end) == Some(l.before.as_str())
            && distractor.get(l.start..end_after) == Some(l.after.as_str())
            && canonical.get(..l.start) == distractor.get(..l.start)
            && canonical.get(l.end..) == distractor.get(end_after..)
        {
            return (segments(canonical, l.start, l.end), segments(distractor, l.start, end_after));
        }
    }
    let (start, end_a, end_b) = differing_span(canonical, distractor);
    (segments(canonical, start, end_a), segments(distractor, start, end_b))
}

// ---------------------------------------------------------------------------------------------
// Replay verdicts

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    Verified,
    Mismatched,
}

/// A replayed suite against the recorded outcomes: verified only if every test matches.
pub fn verdict(recorded: &[Outcome], replayed: &[Outcome]) -> Verdict {
    if recorded == replayed {
        Verdict::Verified
    } else {
        Verdict::Mismatched
    }
}

/// Verify-all tally.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct VerifySummary {
    pub done: usize,
    pub verified: usize,
    pub mismatched: Vec<(String, String)>,
    /// Tests stopped by the wall-clock backstop rather than the step limit.
    pub wall_clock_stops: usize,
    /// Largest step count of a test that finished (not TIMEOUT): the margin under the limit.
    pub max_steps_finished: u64,
}

impl VerifySummary {
    pub fn add(&mut self, pair: &VerifyPair, replayed: &[Outcome], steps: &[u64], wall_clock_stops: usize) {
        self.done += 1;
        self.wall_clock_stops += wall_clock_stops;
        for (o, s) in replayed.iter().zip(steps) {
            if *o != Outcome::Timeout {
                self.max_steps_finished = self.max_steps_finished.max(*s);
            }
        }
        match verdict(&pair.outcomes, replayed) {
            Verdict::Verified => self.verified += 1,
            Verdict::Mismatched => self.mismatched.push((pair.corpus_id.clone(), pair.query_id.clone())),
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Plots

/// SVG polyline points for `values` (in [0, 1]) spread evenly over `w`, `y` flipped into `h`,
/// inside a `pad` margin.
pub fn polyline(values: &[f64], w: f64, h: f64, pad: f64) -> String {
    let n = values.len();
    values
        .iter()
        .enumerate()
        .map(|(i, v)| {
            let x = if n > 1 { pad + (w - 2.0 * pad) * i as f64 / (n - 1) as f64 } else { w / 2.0 };
            let y = h - pad - (h - 2.0 * pad) * v.clamp(0.0, 1.0);
            format!("{x:.1},{y:.1}")
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// exec@k for each k of `ks`, from a leaderboard row.
pub fn exec_curve(row: &LeaderboardEntry, ks: &[u32]) -> Vec<f64> {
    ks.iter().map(|k| row.metrics.get(&format!("exec@{k}")).copied().unwrap_or(0.0)).collect()
}

/// The k values present in the metric names (`exec@k`), ascending.
pub fn exec_ks(row: &LeaderboardEntry) -> Vec<u32> {
    let mut ks: Vec<u32> =
        row.metrics.keys().filter_map(|m| m.strip_prefix("exec@")).filter_map(|k| k.parse().ok()).collect();
    ks.sort();
    ks
}

/// A stable colour per series index.
pub fn colour(i: usize) -> &'static str {
    const P: [&str; 8] =
        ["#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b", "#e377c2", "#17becf"];
    P[i % P.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(model: &str, m: &[(&str, f64)]) -> LeaderboardEntry {
        LeaderboardEntry {
            model: model.into(),
            metrics: m.iter().map(|(k, v)| (k.to_string(), *v)).collect(),
            ci95: BTreeMap::new(),
            tied_top10_share: None,
        }
    }

    #[test]
    fn leaderboard_orders_metrics_sorts_rows_and_orients_tests() {
        let names =
            ["ndcg@10", "exec@10", "exec@1", "precision@3", "exec_ndcg_gap@1", "exec@3"].map(String::from);
        assert_eq!(
            metric_order(names),
            ["exec@1", "exec@3", "exec@10", "precision@3", "ndcg@10", "exec_ndcg_gap@1"]
        );
        let rows = vec![
            row("b", &[("exec@1", 0.5), ("exec_ndcg_gap@1", 0.1)]),
            row("a", &[("exec@1", 0.5), ("exec_ndcg_gap@1", 0.3)]),
            row("c", &[("exec@1", 0.9), ("exec_ndcg_gap@1", 0.0)]),
        ];
        let names = |v: Vec<LeaderboardEntry>| v.into_iter().map(|r| r.model).collect::<Vec<_>>();
        assert_eq!(names(sort_leaderboard(&rows, "exec@1", true)), ["c", "a", "b"]);
        assert_eq!(names(sort_leaderboard(&rows, "exec@1", false)), ["a", "b", "c"]);
        // lower gap is better
        assert_eq!(best_for(&rows, "exec_ndcg_gap@1").as_deref(), Some("c"));
        let mut pw: Pairwise = BTreeMap::new();
        pw.entry("a vs c".into()).or_default().insert(
            "exec@1".into(),
            PairTest {
                delta: -0.4,
                mcnemar_exact_p: Some(0.005),
                mcnemar_holm_p: Some(0.01),
                bootstrap_ci_95: [-0.6, -0.2],
                ..Default::default()
            },
        );
        let t = versus_best(&pw, "c", "a", "exec@1").unwrap();
        assert_eq!(t.delta, 0.4);
        assert_eq!(t.bootstrap_ci_95, [0.2, 0.6]);
        assert!(significantly_different(&t));
        assert!(!significantly_different(&PairTest {
            delta: 0.1,
            bootstrap_ci_95: [-0.1, 0.3],
            ..Default::default()
        }));
        assert!(significantly_different(&PairTest {
            delta: 0.2,
            bootstrap_ci_95: [0.1, 0.3],
            ..Default::default()
        }));
        assert!(versus_best(&pw, "c", "b", "exec@1").is_none());
    }

    #[test]
    fn routes_round_trip() {
        let cases = [
            ("#/", Route::Leaderboard { sort: None }),
            ("#/?sort=exec%401", Route::Leaderboard { sort: Some("exec@1".into()) }),
            ("#/query/q_0001", Route::Query { id: "q_0001".into(), retriever: None }),
            ("#/query/q_0002/bm25", Route::Query { id: "q_0002".into(), retriever: Some("bm25".into()) }),
            (
                "#/dataset?domain=geometry&q=two%20words",
                Route::Dataset {
                    filter: DatasetFilter {
                        domain: "geometry".into(),
                        text: "two words".into(),
                        ..Default::default()
                    },
                },
            ),
            ("#/analyses/bm25", Route::Analyses { retriever: Some("bm25".into()) }),
            ("#/verify", Route::Verify),
        ];
        for (hash, route) in cases {
            assert_eq!(Route::parse(hash), route, "{hash}");
            assert_eq!(Route::parse(&route.to_hash()), route, "{hash}");
        }
        assert_eq!(Route::parse(""), Route::Leaderboard { sort: None });
        assert_eq!(Route::parse("#/nowhere"), Route::Leaderboard { sort: None });
        assert_eq!(decode("a%2"), "a%2");
    }

    fn fixture_index() -> ReleaseIndex {
        let q = |id: &str, f: &str, d: &str, text: &str, ds: &[&str]| SiteQuery {
            query_id: id.into(),
            query: text.into(),
            test_suite: vec![format!("assert {f}(1) == 1")],
            correct_corpus_ids: vec![],
            paired_distractor_corpus_ids: ds.iter().map(|s| s.to_string()).collect(),
            function_name: f.into(),
            domain: d.into(),
        };
        let dis = |id: &str, qid: &str, bt: &str| DistractorRecord {
            corpus_id: id.into(),
            query_id: qid.into(),
            bug_type: bt.into(),
            ..Default::default()
        };
        ReleaseIndex::new(SiteRelease {
            queries: vec![
                q("q_0001", "area", "geometry", "Area of a polygon", &["c_1"]),
                q("q_0002", "count_bits", "bit_manipulation", "Count set bits", &["c_2", "c_3"]),
            ],
            corpus: vec![],
            distractors: vec![
                dis("c_1", "q_0001", "off_by_one"),
                dis("c_2", "q_0002", "wrong_operator"),
                dis("c_3", "q_0002", "off_by_one"),
            ],
        })
    }

    #[test]
    fn dataset_filter_combines_fields() {
        let ix = fixture_index();
        let ids = |f: DatasetFilter| {
            filter_queries(&ix, &f).into_iter().map(|q| q.query_id.clone()).collect::<Vec<_>>()
        };
        assert_eq!(ids(DatasetFilter::default()), ["q_0001", "q_0002"]);
        assert_eq!(ids(DatasetFilter { domain: "geometry".into(), ..Default::default() }), ["q_0001"]);
        assert_eq!(
            ids(DatasetFilter { bug_type: "wrong_operator".into(), ..Default::default() }),
            ["q_0002"]
        );
        assert_eq!(
            ids(DatasetFilter { bug_type: "off_by_one".into(), ..Default::default() }),
            ["q_0001", "q_0002"]
        );
        assert_eq!(ids(DatasetFilter { function: "COUNT".into(), ..Default::default() }), ["q_0002"]);
        assert_eq!(ids(DatasetFilter { text: "polygon".into(), ..Default::default() }), ["q_0001"]);
        assert_eq!(ids(DatasetFilter { text: "count_bits(1)".into(), ..Default::default() }), ["q_0002"]);
        assert!(ids(DatasetFilter {
            domain: "geometry".into(),
            bug_type: "wrong_operator".into(),
            ..Default::default()
        })
        .is_empty());
        assert_eq!(ix.bug_types(), ["off_by_one", "wrong_operator"]);
        assert_eq!(ix.domains(), ["bit_manipulation", "geometry"]);
    }

    #[test]
    fn edit_is_highlighted_from_the_location_or_the_diff() {
        let canon = "def f(x):\n    return x - 1\n";
        let dis = "def f(x):\n    return x - 0\n";
        let loc = EditLocation { line: 2, start: 25, end: 26, before: "1".into(), after: "0".into() };
        let (a, b) = edit_segments(canon, dis, Some(&loc));
        let marked =
            |v: &[Segment]| v.iter().filter(|s| s.marked).map(|s| s.text.clone()).collect::<Vec<_>>();
        assert_eq!(marked(&a), ["1"]);
        assert_eq!(marked(&b), ["0"]);
        assert_eq!(a.iter().map(|s| s.text.as_str()).collect::<String>(), canon);
        // a removal, located by the diff when the location is stale
        let canon = "def f(x):\n    if x < 0:\n        return 0\n    return x\n";
        let dis = "def f(x):\n    return x\n";
        let stale = EditLocation { line: 9, start: 3, end: 4, before: "zz".into(), after: "".into() };
        let (a, b) = edit_segments(canon, dis, Some(&stale));
        assert_eq!(marked(&a), ["if x < 0:\n        return 0\n    "]);
        assert!(marked(&b).is_empty());
        assert_eq!(b.iter().map(|s| s.text.as_str()).collect::<String>(), dis);
        // multi-byte text stays on character boundaries
        let (a, b) = edit_segments("s = 'é'\n", "s = 'è'\n", None);
        assert_eq!((marked(&a), marked(&b)), (vec!["é".to_string()], vec!["è".to_string()]));
    }

    #[test]
    fn verify_summary_counts_and_keeps_margin() {
        let s = |v: &[&str]| v.iter().map(|x| parse_outcome(x)).collect::<Vec<_>>();
        let pair =
            |o: &[&str]| VerifyPair { corpus_id: "c_1".into(), outcomes: s(o), query_id: "q_1".into() };
        let mut sum = VerifySummary::default();
        sum.add(&pair(&["pass", "FAIL"]), &s(&["pass", "FAIL"]), &[10, 20], 0);
        sum.add(&pair(&["pass", "TIMEOUT"]), &s(&["pass", "TIMEOUT"]), &[30, 9999], 1);
        sum.add(&pair(&["pass"]), &s(&["FAIL: x"]), &[5], 0);
        assert_eq!((sum.done, sum.verified, sum.wall_clock_stops, sum.max_steps_finished), (3, 2, 1, 30));
        assert_eq!(sum.mismatched, vec![("c_1".to_string(), "q_1".to_string())]);
        assert_eq!(verdict(&s(&["pass"]), &s(&["pass", "pass"])), Verdict::Mismatched);
        // what the worker says is read as an outcome; anything else never verifies
        assert_eq!(
            s(&["ERROR: MemoryError", "FAIL: x"]),
            [Outcome::Error("MemoryError".into()), Outcome::fail_with("x")]
        );
        assert!(matches!(parse_outcome("passed"), Outcome::Error(_)));
        assert_eq!(verdict(&s(&["ERROR: passed"]), &s(&["passed"])), Verdict::Mismatched);
    }

    #[test]
    fn plot_geometry() {
        assert_eq!(polyline(&[0.0, 1.0], 100.0, 50.0, 10.0), "10.0,40.0 90.0,10.0");
        assert_eq!(polyline(&[2.0], 100.0, 50.0, 0.0), "50.0,0.0");
        let r = row("a", &[("exec@10", 0.9), ("exec@1", 0.5), ("exec@3", 0.7), ("ndcg@10", 0.1)]);
        assert_eq!(exec_ks(&r), [1, 3, 10]);
        assert_eq!(exec_curve(&r, &[1, 3, 10]), [0.5, 0.7, 0.9]);
    }
}
