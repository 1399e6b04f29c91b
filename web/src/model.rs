//! The viewer's data and the logic of its pages, free of the DOM so it is unit-tested on the host:
//! the site's JSON files, the leaderboard (sorting, best per metric, significance), routes (deep
//! links), the dataset filter, the edit highlight, replay verdicts and the plots' geometry.

pub use execretrieval_core::outcome::Outcome;
pub use execretrieval_core::release::{differing_span, DistractorRecord, EditLocation, Label};
pub use execretrieval_core::results::{
    Analyses, AnalysesFile, Hit, Leaderboard, LeaderboardEntry, PairTest, Pairwise, QueryResult, RerankRow,
    RetrieverResults,
};
pub use execretrieval_core::site::{
    Manifest, SiteQuery, SiteQueryPage, SiteRelease, SiteSnippet, VerifyPair,
};
pub use execretrieval_core::stats::Interval;
use std::collections::BTreeMap;
use std::sync::Arc;

// ---------------------------------------------------------------------------------------------
// Site files (written by `execretrieval site`): the types are `execretrieval_core`'s, the same the
// writers use (`results` for the copied results files, `site` for the viewer's own files).

/// An outcome string from the Python worker; one that is not an outcome becomes an error outcome
/// naming it, which never equals a recorded outcome.
pub fn parse_outcome(s: &str) -> Outcome {
    s.parse().unwrap_or_else(|_| Outcome::Error(format!("unrecognised worker outcome {s:?}")))
}

pub use execretrieval_core::display::{count, decimal3, heat_rgb, percent, rate, share_of};

/// A loaded query page (`data/queries/<id>.json`): its share of the release, indexed as the whole
/// release is — the other queries its snippets belong to known by id, function and canonical ids
/// only —, each retriever's results for the query and its recorded outcomes.
#[derive(Clone, Debug)]
pub struct QueryPageData {
    pub index: Arc<ReleaseIndex>,
    pub results: BTreeMap<String, QueryResult>,
    pub verify: Vec<VerifyPair>,
}

impl QueryPageData {
    pub fn new(page: SiteQueryPage) -> Self {
        let mut queries = vec![page.query];
        queries.extend(page.other_queries.into_iter().map(|o| SiteQuery {
            correct_corpus_ids: o.correct_corpus_ids,
            function_name: o.function_name,
            query_id: o.query_id,
            ..Default::default()
        }));
        let release = SiteRelease { corpus: page.corpus, distractors: page.distractors, queries };
        QueryPageData {
            index: Arc::new(ReleaseIndex::new(release)),
            results: page.results,
            verify: page.verify,
        }
    }
}

/// Indexes over a loaded release.
#[derive(Clone, Debug, Default)]
pub struct ReleaseIndex {
    pub release: SiteRelease,
    query_pos: BTreeMap<String, usize>,
    corpus_pos: BTreeMap<String, usize>,
    by_distractor: BTreeMap<String, usize>,
    /// Corpus id → the query whose canonical it is.
    by_canonical: BTreeMap<String, usize>,
}

impl ReleaseIndex {
    pub fn new(release: SiteRelease) -> Self {
        let query_pos = release.queries.iter().enumerate().map(|(i, q)| (q.query_id.clone(), i)).collect();
        let corpus_pos = release.corpus.iter().enumerate().map(|(i, c)| (c.corpus_id.clone(), i)).collect();
        let by_distractor =
            release.distractors.iter().enumerate().map(|(i, d)| (d.corpus_id.clone(), i)).collect();
        let by_canonical = release
            .queries
            .iter()
            .enumerate()
            .flat_map(|(i, q)| q.correct_corpus_ids.iter().map(move |c| (c.clone(), i)))
            .collect();
        ReleaseIndex { release, query_pos, corpus_pos, by_distractor, by_canonical }
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
    /// The query a snippet belongs to: the one it is the canonical of, or a distractor of.
    pub fn owner(&self, corpus_id: &str) -> Option<&SiteQuery> {
        match self.by_canonical.get(corpus_id) {
            Some(&i) => Some(&self.release.queries[i]),
            None => self.distractor(corpus_id).and_then(|d| self.query(&d.query_id)),
        }
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

/// The leaderboard's column groups (tabs), so that a table fits a 1400-pixel screen: the summary
/// (the README's columns), then one tab per metric family with every k.
pub const LEADERBOARD_VIEWS: [(&str, &str); 5] = [
    ("summary", "summary"),
    ("exec", "exec@k"),
    ("precision", "precision@k"),
    ("ndcg", "nDCG@k"),
    ("exec_ndcg_gap", "exec−nDCG gap@k"),
];

/// The metrics of `view` among `metrics` (in [`metric_order`]): the summary's exec@1/3/5/10,
/// precision@1, nDCG@10 and gap@10, or every k of one family; an unknown view is the summary.
pub fn view_metrics(view: &str, metrics: &[String]) -> Vec<String> {
    let family = |m: &str| m.rsplit_once('@').map(|(f, _)| f.to_owned()).unwrap_or_default();
    if LEADERBOARD_VIEWS.iter().any(|(v, _)| *v == view && view != "summary") {
        return metrics.iter().filter(|m| family(m) == view).cloned().collect();
    }
    let summary = ["exec@1", "exec@3", "exec@5", "exec@10", "precision@1", "ndcg@10", "exec_ndcg_gap@10"];
    metrics.iter().filter(|m| summary.contains(&m.as_str())).cloned().collect()
}

/// The view a sort column belongs to, when no view is named: the summary if it shows the
/// column, else the column's family.
pub fn view_of(view: Option<&str>, sort: &str, metrics: &[String]) -> String {
    if let Some(v) = view.filter(|v| LEADERBOARD_VIEWS.iter().any(|(x, _)| x == v)) {
        return v.to_owned();
    }
    if view_metrics("summary", metrics).iter().any(|m| m == sort) {
        return "summary".into();
    }
    sort.rsplit_once('@').map(|(f, _)| f.to_owned()).unwrap_or_else(|| "summary".into())
}

// ---------------------------------------------------------------------------------------------
// Routes (deep links live in the URL fragment, so any static host serves them)

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Route {
    Leaderboard { sort: Option<String>, view: Option<String> },
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
            _ => Route::Leaderboard { sort: params.get("sort").cloned(), view: params.get("view").cloned() },
        }
    }

    pub fn to_hash(&self) -> String {
        match self {
            Route::Leaderboard { sort, view } => {
                let p: Vec<String> = [("view", view), ("sort", sort)]
                    .iter()
                    .filter_map(|(k, v)| v.as_ref().map(|v| format!("{k}={}", encode(v))))
                    .collect();
                if p.is_empty() {
                    "#/".into()
                } else {
                    format!("#/?{}", p.join("&"))
                }
            }
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

/// The navigation entries, in order: (section, label). A query page has an entry of its own
/// (shown only there), so that "Dataset" is not highlighted on it.
pub const NAV: [(&str, &str); 5] = [
    ("leaderboard", "Leaderboard"),
    ("dataset", "Dataset"),
    ("query", "Query"),
    ("analyses", "Analyses"),
    ("verify", "Verify"),
];

impl Route {
    /// The navigation section of the page (the entry of [`NAV`] highlighted).
    pub fn section(&self) -> &'static str {
        match self {
            Route::Leaderboard { .. } => "leaderboard",
            Route::Query { .. } => "query",
            Route::Dataset { .. } => "dataset",
            Route::Analyses { .. } => "analyses",
            Route::Verify => "verify",
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
// Explain a miss: why rank 1 is wrong, in one sentence

/// What rank 1 of a query's ranking is, as the query page explains it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MissKind {
    /// Rank 1 passes every test: no miss.
    Pass,
    /// Rank 1 is one of the query's own distractors, strictly above every passing snippet.
    OwnDistractor,
    /// Rank 1 is a tie group holding a passing snippet: the miss is the draw of the tie order.
    Tie,
    /// Rank 1 is another query's canonical.
    OtherCanonical,
    /// Rank 1 is another query's distractor.
    OtherDistractor,
}

impl MissKind {
    pub fn as_str(self) -> &'static str {
        match self {
            MissKind::Pass => "pass",
            MissKind::OwnDistractor => "own-distractor",
            MissKind::Tie => "tie",
            MissKind::OtherCanonical => "other-canonical",
            MissKind::OtherDistractor => "other-distractor",
        }
    }
}

/// Where the explanation's link goes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MissLink {
    /// The side-by-side diff of one of this query's distractors on this page (its corpus id).
    Diff(String),
    /// Another query's page (the query the snippet belongs to).
    Query(String),
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MissExplanation {
    pub kind: MissKind,
    /// The rank-1 snippet shown.
    pub corpus_id: String,
    /// The sentence, ending before the link.
    pub text: String,
    /// The link's text and target.
    pub link: Option<(String, MissLink)>,
}

fn failing_tests(h: &Hit) -> String {
    let failed = h.test_results.iter().filter(|o| !o.is_pass()).count();
    format!("fails {failed} of {} tests", h.test_results.len())
}

/// Why rank 1 of `qr` (query `q`) is wrong, or that it is right: its own distractor (bug type and
/// the edit, scored above the canonical), a tie holding a passing snippet (the miss is the seeded
/// order; exec@1 is its expectation), or another query's snippet; with a link to the diff or to
/// the other query. `None` when the results have no top 10.
pub fn explain_rank1(ix: &ReleaseIndex, q: &SiteQuery, qr: &QueryResult) -> Option<MissExplanation> {
    let first = qr.top_results.first()?;
    let id = first.corpus_id.clone();
    let tied: Vec<&Hit> = qr.top_results.iter().take_while(|h| h.similarity == first.similarity).collect();
    let beyond = if tied.len() == qr.top_results.len() { qr.tied_beyond_top10 } else { 0 };
    let group = tied.len() + beyond;
    let canonical_at = qr.top_results.iter().find(|h| q.correct_corpus_ids.contains(&h.corpus_id));
    let canonical = match canonical_at {
        Some(c) => format!("the canonical {} (rank {}, similarity {:.4})", c.corpus_id, c.rank, c.similarity),
        None => "the canonical (not in the top 10)".to_owned(),
    };
    let exec1 = qr.metrics.get("exec@1").copied().unwrap_or(0.0);
    let what = |h: &Hit| -> String {
        if q.paired_distractor_corpus_ids.contains(&h.corpus_id) {
            let d = ix.distractor(&h.corpus_id);
            let bug = d.map(|d| d.bug_type.clone()).or(h.bug_type.clone()).unwrap_or_default();
            let edit = d.map(|d| d.bug_description.clone()).unwrap_or_default();
            format!("one of this query's own distractors ({bug}: {edit})")
        } else if h.passes_all_tests {
            "a snippet that passes every test".to_owned()
        } else {
            match ix.owner(&h.corpus_id) {
                Some(o) if o.correct_corpus_ids.contains(&h.corpus_id) => {
                    format!(
                        "the canonical of another query ({}, which defines `{}`)",
                        o.query_id, o.function_name
                    )
                }
                Some(o) => format!(
                    "a distractor of another query ({}, `{}`, {})",
                    o.query_id,
                    o.function_name,
                    h.bug_type.clone().unwrap_or_default()
                ),
                None => "a snippet of another query".to_owned(),
            }
        }
    };
    let link_for = |h: &Hit| -> Option<(String, MissLink)> {
        if q.paired_distractor_corpus_ids.contains(&h.corpus_id) {
            Some((format!("see the edit of {}", h.corpus_id), MissLink::Diff(h.corpus_id.clone())))
        } else {
            ix.owner(&h.corpus_id)
                .filter(|o| o.query_id != q.query_id)
                .map(|o| (format!("open {}", o.query_id), MissLink::Query(o.query_id.clone())))
        }
    };
    if first.passes_all_tests {
        let text = if group > 1 {
            format!(
                "Rank 1 ({id}) passes every test; it shares its similarity {:.4} with {} other snippet(s), so exec@1 is the chance that a passing one comes first: {exec1:.3}.",
                first.similarity,
                group - 1
            )
        } else {
            format!("Rank 1 ({id}) passes every test.")
        };
        return Some(MissExplanation { kind: MissKind::Pass, corpus_id: id, text, link: None });
    }
    let passing_in_tie = tied.iter().any(|h| h.passes_all_tests);
    if group > 1 && passing_in_tie {
        let text = format!(
            "Rank 1 is a tie: {group} snippets share the top similarity {:.4}, {canonical} among them, so which comes first is a seeded draw and exec@1 counts its expectation ({exec1:.3}); the one drawn first, {id}, is {} and {}.",
            first.similarity,
            what(first),
            failing_tests(first)
        );
        return Some(MissExplanation { kind: MissKind::Tie, corpus_id: id, text, link: link_for(first) });
    }
    let kind = if q.paired_distractor_corpus_ids.contains(&first.corpus_id) {
        MissKind::OwnDistractor
    } else if first.label == Label::Correct {
        MissKind::OtherCanonical
    } else {
        MissKind::OtherDistractor
    };
    let tie_note = if group > 1 {
        format!(" (tied with {} other failing snippet(s))", group - 1)
    } else {
        String::new()
    };
    let text = format!(
        "Rank 1 is {id}, {}, scored {:.4}{tie_note} above {canonical}; it {}.",
        what(first),
        first.similarity,
        failing_tests(first)
    );
    Some(MissExplanation { kind, corpus_id: id, text, link: link_for(first) })
}

// ---------------------------------------------------------------------------------------------
// Replay verdicts

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReplayVerdict {
    Verified,
    Mismatched,
}

/// A replayed suite against the recorded outcomes: verified only if every test matches.
pub fn verdict(recorded: &[Outcome], replayed: &[Outcome]) -> ReplayVerdict {
    if recorded == replayed {
        ReplayVerdict::Verified
    } else {
        ReplayVerdict::Mismatched
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
            ReplayVerdict::Verified => self.verified += 1,
            ReplayVerdict::Mismatched => {
                self.mismatched.push((pair.corpus_id.clone(), pair.query_id.clone()))
            }
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Plots

/// The plot area of an SVG chart: the whole `w` × `h` minus margins for the axes (labels and
/// titles) and values mapped linearly from their domains into it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Frame {
    pub w: f64,
    pub h: f64,
    pub left: f64,
    pub right: f64,
    pub top: f64,
    pub bottom: f64,
    /// The x and y domains (the y domain runs upwards).
    pub x: (f64, f64),
    pub y: (f64, f64),
}

impl Frame {
    /// The pixel x of `v` (clamped into the domain).
    pub fn px(&self, v: f64) -> f64 {
        let t = ((v - self.x.0) / (self.x.1 - self.x.0)).clamp(0.0, 1.0);
        self.left + (self.w - self.left - self.right) * t
    }
    /// The pixel y of `v` (clamped into the domain; up is higher).
    pub fn py(&self, v: f64) -> f64 {
        let t = ((v - self.y.0) / (self.y.1 - self.y.0)).clamp(0.0, 1.0);
        self.h - self.bottom - (self.h - self.top - self.bottom) * t
    }
    /// SVG `points` of a polyline through `pts`.
    pub fn points(&self, pts: &[(f64, f64)]) -> String {
        pts.iter().map(|&(x, y)| format!("{:.1},{:.1}", self.px(x), self.py(y))).collect::<Vec<_>>().join(" ")
    }
    /// SVG `points` of the band between `lo` and `hi` over `xs` (a closed polygon).
    pub fn band(&self, xs: &[f64], lo: &[f64], hi: &[f64]) -> String {
        let mut pts: Vec<(f64, f64)> = xs.iter().copied().zip(hi.iter().copied()).collect();
        pts.extend(xs.iter().copied().zip(lo.iter().copied()).rev());
        self.points(&pts)
    }
    /// The pixel rectangle (x, y, width, height) of bar `j` of `m` in category `i` of `n`
    /// (categories top to bottom, bars from the left edge to `v`).
    pub fn hbar(&self, i: usize, n: usize, j: usize, m: usize, v: f64) -> (f64, f64, f64, f64) {
        let row = (self.h - self.top - self.bottom) / n.max(1) as f64;
        let slot = row * 0.8 / m.max(1) as f64;
        let y = self.top + row * i as f64 + row * 0.1 + slot * j as f64 + slot * 0.08;
        let x0 = self.px(self.x.0);
        (x0, y, (self.px(v) - x0).max(0.0), slot * 0.84)
    }
}

/// Ticks of a percentage axis from 0 to `end` (a share): the value and its label, every 20 %,
/// 10 % or 5 % as the axis is long.
pub fn percent_ticks(end: f64) -> Vec<(f64, String)> {
    let step = if end > 0.5 {
        20
    } else if end > 0.2 {
        10
    } else {
        5
    };
    let n = (end * 100.0 / step as f64 + 1e-9).floor() as usize;
    (0..=n).map(|i| i * step).map(|p| (p as f64 / 100.0, format!("{p} %"))).collect()
}

/// The end of a percentage axis that shows `max` (a share) with room for its label: a
/// multiple of 10 %, at least 10 %, at most 100 %.
pub fn percent_axis_end(max: f64) -> f64 {
    ((max * 100.0 * 1.2 / 10.0).ceil() * 10.0).clamp(10.0, 100.0) / 100.0
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
            ("#/", Route::Leaderboard { sort: None, view: None }),
            ("#/?sort=exec%401", Route::Leaderboard { sort: Some("exec@1".into()), view: None }),
            (
                "#/?view=ndcg&sort=ndcg%403",
                Route::Leaderboard { sort: Some("ndcg@3".into()), view: Some("ndcg".into()) },
            ),
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
        for (hash, route) in cases.clone() {
            assert_eq!(Route::parse(hash), route, "{hash}");
            assert_eq!(Route::parse(&route.to_hash()), route, "{hash}");
        }
        assert_eq!(Route::parse(""), Route::Leaderboard { sort: None, view: None });
        assert_eq!(Route::parse("#/nowhere"), Route::Leaderboard { sort: None, view: None });
        // a query page highlights its own entry, not "Dataset"
        assert_eq!(Route::parse("#/query/q_0001/bm25").section(), "query");
        assert_eq!(Route::parse("#/dataset?domain=x").section(), "dataset");
        assert!(NAV.iter().all(|(s, _)| cases.iter().any(|(_, r)| r.section() == *s)));
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
        assert_eq!(verdict(&s(&["pass"]), &s(&["pass", "pass"])), ReplayVerdict::Mismatched);
        // what the worker says is read as an outcome; anything else never verifies
        assert_eq!(
            s(&["ERROR: MemoryError", "FAIL: x"]),
            [Outcome::Error("MemoryError".into()), Outcome::fail_with("x")]
        );
        assert!(matches!(parse_outcome("passed"), Outcome::Error(_)));
        assert_eq!(verdict(&s(&["ERROR: passed"]), &s(&["passed"])), ReplayVerdict::Mismatched);
    }

    #[test]
    fn plot_geometry() {
        let f = Frame {
            w: 100.0,
            h: 50.0,
            left: 10.0,
            right: 10.0,
            top: 10.0,
            bottom: 0.0,
            x: (0.0, 1.0),
            y: (0.0, 1.0),
        };
        assert_eq!(f.points(&[(0.0, 0.0), (1.0, 1.0)]), "10.0,50.0 90.0,10.0");
        // out of the domain: clamped to the frame
        assert_eq!(f.points(&[(2.0, -1.0)]), "90.0,50.0");
        assert_eq!(f.band(&[0.0, 1.0], &[0.0, 0.5], &[0.5, 1.0]), "10.0,30.0 90.0,10.0 90.0,30.0 10.0,50.0");
        // two categories of two bars: the second bar of the second category, half the axis long
        let (x, y, w, h) = f.hbar(1, 2, 1, 2, 0.5);
        assert_eq!((x, w), (10.0, 40.0));
        assert!(y > 30.0 && y + h < 50.0, "{y} {h}");
        let t = percent_ticks(0.3);
        assert_eq!(t.iter().map(|x| x.1.as_str()).collect::<Vec<_>>(), ["0 %", "10 %", "20 %", "30 %"]);
        assert_eq!(t[3].0, 0.3);
        assert_eq!(percent_ticks(1.0).len(), 6);
        // never a tick past the end
        assert_eq!(percent_ticks(0.7).last().unwrap().1, "60 %");
        assert_eq!((percent_axis_end(0.53), percent_axis_end(0.0), percent_axis_end(0.95)), (0.7, 0.1, 1.0));
        let r = row("a", &[("exec@10", 0.9), ("exec@1", 0.5), ("exec@3", 0.7), ("ndcg@10", 0.1)]);
        assert_eq!(exec_ks(&r), [1, 3, 10]);
        assert_eq!(exec_curve(&r, &[1, 3, 10]), [0.5, 0.7, 0.9]);
    }

    #[test]
    fn leaderboard_views_split_the_columns() {
        let all = metric_order(
            ["exec", "precision", "ndcg", "exec_ndcg_gap"]
                .iter()
                .flat_map(|f| [1, 3, 5, 10].map(|k| format!("{f}@{k}"))),
        );
        assert_eq!(
            view_metrics("summary", &all),
            ["exec@1", "exec@3", "exec@5", "exec@10", "precision@1", "ndcg@10", "exec_ndcg_gap@10"]
        );
        assert_eq!(view_metrics("ndcg", &all), ["ndcg@1", "ndcg@3", "ndcg@5", "ndcg@10"]);
        assert_eq!(view_metrics("exec", &all), ["exec@1", "exec@3", "exec@5", "exec@10"]);
        assert_eq!(view_metrics("nonsense", &all), view_metrics("summary", &all));
        // sorting by a column outside the summary opens its family's tab
        assert_eq!(view_of(None, "ndcg@3", &all), "ndcg");
        assert_eq!(view_of(None, "ndcg@10", &all), "summary");
        assert_eq!(view_of(Some("precision"), "exec@1", &all), "precision");
        assert_eq!(view_of(Some("bogus"), "exec_ndcg_gap@5", &all), "exec_ndcg_gap");
    }

    fn hit(rank: usize, id: &str, label: Label, sim: f64, passes: bool) -> Hit {
        Hit {
            bug_type: (label == Label::Incorrect).then(|| "off_by_one".to_string()),
            corpus_id: id.into(),
            label,
            passes_all_tests: passes,
            rank,
            similarity: sim,
            test_results: if passes {
                vec![Outcome::Pass; 3]
            } else {
                vec![Outcome::Pass, Outcome::fail_with("x"), Outcome::Pass]
            },
        }
    }

    #[test]
    fn rank1_is_explained() {
        let mut ix = fixture_index().release;
        ix.queries[0].correct_corpus_ids = vec!["c_0".into()];
        ix.queries[1].correct_corpus_ids = vec!["c_9".into()];
        ix.distractors[0].bug_description = "line 2: `<` → `<=`".into();
        let ix = ReleaseIndex::new(ix);
        let q = ix.query("q_0001").unwrap().clone();
        let qr = |hits: Vec<Hit>, exec1: f64| QueryResult {
            metrics: [("exec@1".to_string(), exec1)].into_iter().collect(),
            top_results: hits,
            ..Default::default()
        };
        // own distractor strictly above the canonical
        let e = explain_rank1(
            &ix,
            &q,
            &qr(
                vec![hit(1, "c_1", Label::Incorrect, 0.9, false), hit(2, "c_0", Label::Correct, 0.8, true)],
                0.0,
            ),
        )
        .unwrap();
        assert_eq!(e.kind, MissKind::OwnDistractor);
        assert_eq!(
            e.text,
            "Rank 1 is c_1, one of this query's own distractors (off_by_one: line 2: `<` → `<=`), scored 0.9000 above the canonical c_0 (rank 2, similarity 0.8000); it fails 1 of 3 tests."
        );
        assert_eq!(e.link, Some(("see the edit of c_1".into(), MissLink::Diff("c_1".into()))));
        // a tie holding the canonical: the miss is the tie order's draw
        let e = explain_rank1(
            &ix,
            &q,
            &qr(
                vec![
                    hit(1, "c_1", Label::Incorrect, 0.9, false),
                    hit(2, "c_0", Label::Correct, 0.9, true),
                    hit(3, "c_2", Label::Incorrect, 0.5, false),
                ],
                0.5,
            ),
        )
        .unwrap();
        assert_eq!(e.kind, MissKind::Tie);
        assert!(
            e.text.starts_with(
                "Rank 1 is a tie: 2 snippets share the top similarity 0.9000, the canonical c_0 (rank 2"
            ),
            "{}",
            e.text
        );
        assert!(
            e.text.contains("(0.500)") && e.text.contains("c_1, is one of this query's own distractors"),
            "{}",
            e.text
        );
        // another query's canonical and distractor link to that query
        let e = explain_rank1(&ix, &q, &qr(vec![hit(1, "c_9", Label::Correct, 0.9, false)], 0.0)).unwrap();
        assert_eq!(e.kind, MissKind::OtherCanonical);
        assert!(
            e.text.contains("the canonical of another query (q_0002, which defines `count_bits`)"),
            "{}",
            e.text
        );
        assert!(e.text.contains("the canonical (not in the top 10)"), "{}", e.text);
        assert_eq!(e.link, Some(("open q_0002".into(), MissLink::Query("q_0002".into()))));
        let e = explain_rank1(&ix, &q, &qr(vec![hit(1, "c_2", Label::Incorrect, 0.9, false)], 0.0)).unwrap();
        assert_eq!(e.kind, MissKind::OtherDistractor);
        assert!(
            e.text.contains("a distractor of another query (q_0002, `count_bits`, off_by_one)"),
            "{}",
            e.text
        );
        // a passing rank 1 is no miss
        let e = explain_rank1(&ix, &q, &qr(vec![hit(1, "c_0", Label::Correct, 0.9, true)], 1.0)).unwrap();
        assert_eq!(
            (e.kind, e.text.as_str(), e.link),
            (MissKind::Pass, "Rank 1 (c_0) passes every test.", None)
        );
        assert_eq!(explain_rank1(&ix, &q, &qr(vec![], 0.0)), None);
    }
}
