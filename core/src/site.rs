//! The files `execretrieval site` writes under `<site>/data/` for the web viewer, besides copies
//! of the results files (typed in [`crate::results`]): `manifest.json` ([`Manifest`]),
//! `release.json` ([`SiteRelease`]: the release records the pages show) and `verify.json` (a list
//! of [`VerifyPair`]). Fields in sorted key order, like the results files.

use crate::outcome::Outcome;
use crate::release::{CorpusRecord, DistractorRecord, Label, QueryRecord};
use serde::{Deserialize, Serialize};

/// `data/manifest.json`.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Manifest {
    pub n_corpus: usize,
    pub n_queries: usize,
    pub n_verify_pairs: usize,
    /// Cache rows whose code or tests are not in the release (not replayable).
    pub n_verify_unmatched: usize,
    /// In leaderboard order.
    pub retrievers: Vec<String>,
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
