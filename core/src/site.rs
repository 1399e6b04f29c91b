//! The files `execretrieval site` writes under `<site>/data/` for the web viewer, besides copies
//! of the results files (typed in [`crate::results`]): `manifest.json` ([`Manifest`], with the
//! rows of `reranking.json`),
//! `release.json` ([`SiteRelease`]: the release records the pages show), `verify.json` (a list
//! of [`VerifyPair`]) and `queries/<query_id>.json` ([`SiteQueryPage`]: one query page's share of
//! all of these). Fields in sorted key order, like the results files.

use crate::outcome::Outcome;
use crate::release::{CorpusRecord, DistractorRecord, Label, QueryRecord};
use crate::results::{QueryResult, Reranking};
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};

/// `data/manifest.json`.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Manifest {
    pub n_corpus: usize,
    pub n_queries: usize,
    pub n_verify_pairs: usize,
    /// Cache rows whose code or tests are not in the release (not replayable).
    pub n_verify_unmatched: usize,
    /// The sites of other releases the header links to (`site --also NAME=HREF`).
    #[serde(default)]
    pub other_releases: Vec<ReleaseLink>,
    /// This site's release: the name of its directory (`release`, `release-plus`).
    #[serde(default)]
    pub release: String,
    /// `results/reranking.json` when `eval --rerank` wrote one (empty otherwise): the leaderboard's
    /// reranking table, and on a query page the first stage of a reranked run (`model`).
    #[serde(default)]
    pub reranking: Reranking,
    /// In leaderboard order (reranked runs, `<first stage>+<reranker>`, among them).
    pub retrievers: Vec<String>,
}

/// A link to the site of another release (`href` relative to this site's root, or absolute).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ReleaseLink {
    pub href: String,
    pub name: String,
}

impl std::str::FromStr for ReleaseLink {
    type Err = String;
    /// `NAME=HREF`, e.g. `release-plus=plus/`.
    fn from_str(s: &str) -> Result<Self, String> {
        match s.split_once('=') {
            Some((name, href)) if !name.trim().is_empty() && !href.trim().is_empty() => {
                Ok(ReleaseLink { href: href.trim().to_owned(), name: name.trim().to_owned() })
            }
            _ => Err(format!("`{s}`: expected NAME=HREF, e.g. release-plus=plus/")),
        }
    }
}

/// `data/release.json`.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct SiteRelease {
    pub corpus: Vec<SiteSnippet>,
    pub distractors: Vec<DistractorRecord>,
    pub queries: Vec<SiteQuery>,
}

/// A [`QueryRecord`] without what the pages do not show (`entry_id`, `metadata`).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct SiteQuery {
    pub correct_corpus_ids: Vec<String>,
    #[serde(default)]
    pub domain: String,
    #[serde(default)]
    pub function_name: String,
    pub paired_distractor_corpus_ids: Vec<String>,
    pub query: String,
    pub query_id: String,
    pub test_suite: Vec<String>,
}

impl From<&QueryRecord> for SiteQuery {
    fn from(q: &QueryRecord) -> Self {
        SiteQuery {
            correct_corpus_ids: q.correct_corpus_ids.clone(),
            domain: q.domain.clone(),
            function_name: q.function_name.clone(),
            paired_distractor_corpus_ids: q.paired_distractor_corpus_ids.clone(),
            query: q.query.clone(),
            query_id: q.query_id.clone(),
            test_suite: q.test_suite.clone(),
        }
    }
}

/// A [`CorpusRecord`] without `source_entry_id`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SiteSnippet {
    /// `None` (`null`) for a canonical.
    pub bug_type: Option<String>,
    pub code: String,
    pub corpus_id: String,
    pub label: Label,
}

impl From<&CorpusRecord> for SiteSnippet {
    fn from(c: &CorpusRecord) -> Self {
        SiteSnippet {
            bug_type: c.bug_type.clone(),
            code: c.code.clone(),
            corpus_id: c.corpus_id.clone(),
            label: c.label,
        }
    }
}

/// One row of `data/verify.json`: a cached (snippet, suite) pair and its recorded outcomes.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct VerifyPair {
    pub corpus_id: String,
    pub outcomes: Vec<Outcome>,
    pub query_id: String,
}

/// `data/queries/<query_id>.json`: what one query page shows, so that it loads one small file
/// instead of the whole release, a results file per retriever and `verify.json` (their parsing
/// was most of a query page's start on the full release).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct SiteQueryPage {
    /// The snippets the page shows: the query's own (canonical, distractors) and every snippet in
    /// a retriever's top results. Sorted by corpus id.
    pub corpus: Vec<SiteSnippet>,
    /// The distractor records of those snippets, sorted by corpus id.
    pub distractors: Vec<DistractorRecord>,
    /// The other queries those snippets belong to, sorted by query id.
    pub other_queries: Vec<SiteQueryRef>,
    pub query: SiteQuery,
    /// Each retriever's results for this query (retrievers without any are absent).
    pub results: BTreeMap<String, QueryResult>,
    /// The rows of `verify.json` for this query's suite.
    pub verify: Vec<VerifyPair>,
}

/// Another query, as a query page names it (the owner of a snippet in a top 10).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct SiteQueryRef {
    pub correct_corpus_ids: Vec<String>,
    pub function_name: String,
    pub query_id: String,
}

impl SiteQueryPage {
    /// The page of `query`: `corpus`, `distractors` and `queries` index the release by id,
    /// `results` is each retriever's results by query id, `verify` all of `verify.json`.
    pub fn build(
        query: &QueryRecord,
        corpus: &BTreeMap<&str, &CorpusRecord>,
        distractors: &BTreeMap<&str, &DistractorRecord>,
        queries: &BTreeMap<&str, &QueryRecord>,
        results: &[(&str, BTreeMap<&str, &QueryResult>)],
        verify: &[VerifyPair],
    ) -> SiteQueryPage {
        let mut ids: BTreeSet<&str> = query.correct_corpus_ids.iter().map(String::as_str).collect();
        ids.extend(query.paired_distractor_corpus_ids.iter().map(String::as_str));
        let mut per_retriever = BTreeMap::new();
        for (name, by_query) in results {
            if let Some(r) = by_query.get(query.query_id.as_str()) {
                ids.extend(r.top_results.iter().map(|h| h.corpus_id.as_str()));
                per_retriever.insert(name.to_string(), (*r).clone());
            }
        }
        let snippets: Vec<&CorpusRecord> = ids.iter().filter_map(|id| corpus.get(id).copied()).collect();
        let ds: Vec<DistractorRecord> =
            ids.iter().filter_map(|id| distractors.get(id).map(|d| (*d).clone())).collect();
        // the owner of each snippet (as the viewer's ReleaseIndex::owner finds it): the query it is
        // the canonical of, else the query of its distractor record
        let by_canonical: BTreeMap<&str, &QueryRecord> = queries
            .values()
            .flat_map(|q| q.correct_corpus_ids.iter().map(move |c| (c.as_str(), *q)))
            .collect();
        let mut others: BTreeMap<&str, SiteQueryRef> = BTreeMap::new();
        for c in &snippets {
            let owner = by_canonical.get(c.corpus_id.as_str()).copied().or_else(|| {
                distractors.get(c.corpus_id.as_str()).and_then(|d| queries.get(d.query_id.as_str()).copied())
            });
            if let Some(o) = owner.filter(|o| o.query_id != query.query_id) {
                others.entry(o.query_id.as_str()).or_insert_with(|| SiteQueryRef {
                    correct_corpus_ids: o.correct_corpus_ids.clone(),
                    function_name: o.function_name.clone(),
                    query_id: o.query_id.clone(),
                });
            }
        }
        SiteQueryPage {
            corpus: snippets.into_iter().map(Into::into).collect(),
            distractors: ds,
            other_queries: others.into_values().collect(),
            query: query.into(),
            results: per_retriever,
            verify: verify.iter().filter(|p| p.query_id == query.query_id).cloned().collect(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::results::Hit;

    fn query(id: &str, canonical: &str, distractors: &[&str]) -> QueryRecord {
        QueryRecord {
            correct_corpus_ids: vec![canonical.into()],
            domain: "d".into(),
            entry_id: format!("e_{id}"),
            function_name: format!("f_{id}"),
            metadata: serde_json::Value::Null,
            paired_distractor_corpus_ids: distractors.iter().map(|d| d.to_string()).collect(),
            query: format!("text of {id}"),
            query_id: id.into(),
            test_suite: vec![format!("assert f_{id}()")],
        }
    }
    fn snippet(id: &str, label: Label) -> CorpusRecord {
        CorpusRecord {
            bug_type: (label == Label::Incorrect).then(|| "off_by_one".into()),
            code: format!("# {id}"),
            corpus_id: id.into(),
            label,
            source_entry_id: String::new(),
        }
    }
    fn distractor(id: &str, q: &str) -> DistractorRecord {
        DistractorRecord {
            bug_description: "edit".into(),
            bug_type: "off_by_one".into(),
            corpus_id: id.into(),
            location: None,
            mutation_operator: None,
            unnatural_family: None,
            origin: None,
            query_id: q.into(),
        }
    }
    fn hit(id: &str) -> Hit {
        Hit {
            bug_type: None,
            corpus_id: id.into(),
            label: Label::Correct,
            passes_all_tests: false,
            rank: 1,
            similarity: 0.5,
            test_results: vec![],
        }
    }

    /// A query page holds the query, its own snippets and every snippet of a top 10 (with the
    /// other queries they belong to), each retriever's results and the verify rows of its suite.
    #[test]
    fn a_query_page_holds_what_the_page_shows() {
        let qs = [query("q1", "c1", &["c2"]), query("q2", "c3", &["c4"]), query("q3", "c5", &[])];
        let cs = [
            snippet("c1", Label::Correct),
            snippet("c2", Label::Incorrect),
            snippet("c3", Label::Correct),
            snippet("c4", Label::Incorrect),
            snippet("c5", Label::Correct),
        ];
        let ds = [distractor("c2", "q1"), distractor("c4", "q2")];
        let r1 = QueryResult {
            query_id: "q1".into(),
            top_results: vec![hit("c4"), hit("c1")],
            ..Default::default()
        };
        let r2 = QueryResult { query_id: "q1".into(), top_results: vec![hit("c3")], ..Default::default() };
        let by_q1: BTreeMap<&str, &QueryResult> = [("q1", &r1)].into();
        let by_q2: BTreeMap<&str, &QueryResult> = [("q1", &r2)].into();
        let none: BTreeMap<&str, &QueryResult> = BTreeMap::new();
        let pair = |c: &str, q: &str| VerifyPair {
            corpus_id: c.into(),
            outcomes: vec![Outcome::Pass],
            query_id: q.into(),
        };
        let verify = [pair("c1", "q1"), pair("c3", "q2"), pair("c4", "q1")];
        let page = SiteQueryPage::build(
            &qs[0],
            &cs.iter().map(|c| (c.corpus_id.as_str(), c)).collect(),
            &ds.iter().map(|d| (d.corpus_id.as_str(), d)).collect(),
            &qs.iter().map(|q| (q.query_id.as_str(), q)).collect(),
            &[("a", by_q1), ("b", by_q2), ("c", none)],
            &verify,
        );
        let ids: Vec<&str> = page.corpus.iter().map(|c| c.corpus_id.as_str()).collect();
        assert_eq!(ids, ["c1", "c2", "c3", "c4"]);
        let ds: Vec<&str> = page.distractors.iter().map(|d| d.corpus_id.as_str()).collect();
        assert_eq!(ds, ["c2", "c4"]);
        // c3 is q2's canonical, c4 its distractor; q3 is in no top 10
        assert_eq!(
            page.other_queries,
            [SiteQueryRef {
                correct_corpus_ids: vec!["c3".into()],
                function_name: "f_q2".into(),
                query_id: "q2".into()
            }]
        );
        assert_eq!(page.query, SiteQuery::from(&qs[0]));
        assert_eq!(page.results.keys().collect::<Vec<_>>(), ["a", "b"]);
        assert_eq!(page.results["b"], r2);
        assert_eq!(page.verify, [pair("c1", "q1"), pair("c4", "q1")]);
    }
}
