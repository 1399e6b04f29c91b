//! Records of a release (`data/release/*.jsonl`), field-compatible with the published
//! ExecRetrieval release (plus our own `function_name`, `domain` and edit locations).
//! These types are compatibility boundaries: change them deliberately.

use crate::outcome::Outcome;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct QueryRecord {
    pub query_id: String,
    pub query: String,
    pub test_suite: Vec<String>,
    pub correct_corpus_ids: Vec<String>,
    pub paired_distractor_corpus_ids: Vec<String>,
    pub entry_id: String,
    #[serde(default)]
    pub metadata: serde_json::Value,
    #[serde(default)]
    pub function_name: String,
    #[serde(default)]
    pub domain: String,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Label {
    Correct,
    Incorrect,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CorpusRecord {
    pub corpus_id: String,
    pub code: String,
    pub label: Label,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bug_type: Option<String>,
    pub source_entry_id: String,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct EditLocation {
    pub line: usize,
    pub start: usize,
    pub end: usize,
    pub before: String,
    pub after: String,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DistractorRecord {
    pub corpus_id: String,
    pub query_id: String,
    pub bug_type: String,
    pub bug_description: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub location: Option<EditLocation>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ExecCacheRecord {
    pub code_sha256: String,
    pub tests_sha256: String,
    pub outcomes: Vec<Outcome>,
}

/// `q_0001`-style ids.
pub fn query_id(i: usize) -> String {
    format!("q_{:04}", i + 1)
}
/// `c_0001`-style ids.
pub fn corpus_id(i: usize) -> String {
    format!("c_{:04}", i + 1)
}
