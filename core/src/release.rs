//! Records of a release (`data/release/*.jsonl`), field-compatible with the published
//! ExecRetrieval release (plus our own `function_name`, `domain` and edit locations).
//! These types are compatibility boundaries: change them deliberately. The records declare their
//! fields in the files' sorted key order (see [`crate::results`]). (`validation.json` and
//! `mutation_report.json` are typed where `build` makes them, in `dataset::gates`.)

use crate::outcome::Outcome;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// One line of `queries.jsonl`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct QueryRecord {
    pub correct_corpus_ids: Vec<String>,
    #[serde(default)]
    pub domain: String,
    pub entry_id: String,
    #[serde(default)]
    pub function_name: String,
    #[serde(default)]
    pub metadata: serde_json::Value,
    pub paired_distractor_corpus_ids: Vec<String>,
    pub query: String,
    pub query_id: String,
    pub test_suite: Vec<String>,
}

/// `metadata.implementations` of a query with several correct implementations (`data/release-plus`):
/// which correct corpus id is which implementation.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct QueryImplementations {
    /// The corpus id of each shown correct implementation by its kind: `canonical` (the authored
    /// canonical) and `implementation_2`, `implementation_3`, ... (independently written, v3;
    /// `rewrite` in v2, the canonical's semantics-preserving rewrite).
    pub correct: BTreeMap<String, String>,
    /// The kind of each rewrite site applied in the rewrite, in source order (release-plus v2's
    /// mechanical rewrites; empty in v3, whose implementations are authored).
    #[serde(default)]
    pub rewrite_kinds: Vec<String>,
    /// The approach each authored implementation's section states, by kind
    /// (`implementation_2`, ...; release-plus v3).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub approaches: BTreeMap<String, String>,
}

/// The implementation kind of the one correct snippet of a query without `implementations`.
pub const CANONICAL: &str = "canonical";

impl QueryRecord {
    /// The query's `metadata.implementations`, if it has them (and they parse).
    pub fn implementations(&self) -> Option<QueryImplementations> {
        serde_json::from_value(self.metadata.get("implementations")?.clone()).ok()
    }

    /// Each correct corpus id with its implementation kind, sorted by kind: from
    /// `metadata.implementations`, or `canonical` for the only correct id of a query without them
    /// (`data/release`). Empty when neither says which id is the canonical.
    pub fn correct_by_kind(&self) -> BTreeMap<String, String> {
        match self.implementations() {
            Some(imp) => imp.correct,
            None if self.correct_corpus_ids.len() == 1 => {
                BTreeMap::from([(CANONICAL.to_owned(), self.correct_corpus_ids[0].clone())])
            }
            None => BTreeMap::new(),
        }
    }

    /// The canonical's corpus id (see [`QueryRecord::correct_by_kind`]).
    pub fn canonical_corpus_id(&self) -> Option<String> {
        self.correct_by_kind().remove(CANONICAL)
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Label {
    Correct,
    Incorrect,
}

impl Label {
    /// `correct` or `incorrect`, as serialised.
    pub fn as_str(self) -> &'static str {
        match self {
            Label::Correct => "correct",
            Label::Incorrect => "incorrect",
        }
    }
}

/// One line of `corpus.jsonl`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CorpusRecord {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bug_type: Option<String>,
    pub code: String,
    pub corpus_id: String,
    pub label: Label,
    pub source_entry_id: String,
}

/// Where a distractor's single edit is: `start..end` bytes of the canonical held `before` and
/// hold `after` in the distractor; `line` is 1-based.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct EditLocation {
    pub after: String,
    pub before: String,
    pub end: usize,
    pub line: usize,
    pub start: usize,
}

/// Where two texts differ: `(start, a_end, b_end)` with `a[..start] == b[..start]` the longest
/// common prefix and `a[a_end..] == b[b_end..]` the longest common suffix of the rest, all on
/// character boundaries. Equal texts give `(len, len, len)`.
pub fn differing_span(a: &str, b: &str) -> (usize, usize, usize) {
    let (x, y) = (a.as_bytes(), b.as_bytes());
    let mut prefix = x.iter().zip(y).take_while(|(p, q)| p == q).count();
    while !a.is_char_boundary(prefix) || !b.is_char_boundary(prefix) {
        prefix -= 1;
    }
    let max_suffix = x.len().min(y.len()) - prefix;
    let mut suffix = x.iter().rev().zip(y.iter().rev()).take(max_suffix).take_while(|(p, q)| p == q).count();
    while !a.is_char_boundary(x.len() - suffix) || !b.is_char_boundary(y.len() - suffix) {
        suffix -= 1;
    }
    (prefix, x.len() - suffix, y.len() - suffix)
}

/// One line of `distractor_metadata.jsonl`.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct DistractorRecord {
    pub bug_description: String,
    pub bug_type: String,
    pub corpus_id: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub location: Option<EditLocation>,
    /// The precise edit (`constant_plus_one`, `comparison_flip`, `swap_operands`,
    /// `swap_call_arguments`, ...; `authored` for a model-written distractor), beside the paper's
    /// six `bug_type`s. Absent in releases built before it existed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mutation_operator: Option<String>,
    /// The unnatural edit family of a distractor the selection had to use (`constant_first`,
    /// `domain_constant_shift`, `multiply_divide_swap`, `counter_reversed`, `changed_default`);
    /// absent for a natural edit. `mutation_report.json` says why the task needed it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub unnatural_family: Option<String>,
    /// `model` or `mechanical` for a task generated by a model (its entry file says which pool);
    /// absent for hand-written tasks, whose distractors are all mechanical.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub origin: Option<String>,
    pub query_id: String,
}

/// One row of `execution_cache.jsonl`, both the release's (`build`) and the export of the
/// execution cache (`cache export`, which also names the sandbox fingerprint of each row).
/// Fields in the file's sorted key order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ExecCacheRecord {
    /// sha256 (hex) of the code as UTF-8.
    pub code_sha256: String,
    /// The fuel each test used (`cache export` only, so that `cache import` restores rows the
    /// oracle can answer from; the release does not carry it).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fuel_used: Option<Vec<u64>>,
    pub outcomes: Vec<Outcome>,
    /// The sandbox fingerprint the outcomes were recorded under (`cache export` only; the
    /// release's is in `validation.json`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sandbox: Option<String>,
    /// sha256 (hex) of the compact JSON of the test list (`["a","b"]`).
    pub tests_sha256: String,
}

/// One cached program run (a program request, or one case of a judged run): `cache export
/// --programs`' rows. `key` is the sha256 of the run's canonical inputs (code, stdin, argv,
/// output cap), `sandbox` the fingerprint of its limits. Fields in sorted key order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ProgramCacheRecord {
    pub fuel_used: u64,
    pub key: String,
    pub run: crate::api::ProgramRun,
    pub sandbox: String,
}

/// sha256 (hex) of bytes: the one function behind the keys of the execution cache, the shards and
/// the compiled-guest cache and `exec --shard`'s input hash (retrieval's stores use sha2 directly).
#[cfg(feature = "hashing")]
pub fn bytes_sha256(bytes: &[u8]) -> String {
    use sha2::Digest;
    hex::encode(sha2::Sha256::digest(bytes))
}

/// sha256 (hex) of a snippet's UTF-8 bytes: the corpus order and the first half of every
/// execution-cache key.
#[cfg(feature = "hashing")]
pub fn code_sha256(code: &str) -> String {
    bytes_sha256(code.as_bytes())
}

/// sha256 (hex) of the canonical JSON of a test list (`serde_json`'s compact form: `["a","b"]`).
#[cfg(feature = "hashing")]
pub fn tests_sha256(tests: &[String]) -> String {
    bytes_sha256(serde_json::to_string(tests).expect("strings serialise").as_bytes())
}

/// `q_0001`-style ids.
pub fn query_id(i: usize) -> String {
    format!("q_{:04}", i + 1)
}
/// `c_0001`-style ids.
pub fn corpus_id(i: usize) -> String {
    format!("c_{:04}", i + 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_canonical_id_comes_from_the_implementations_or_the_only_correct_id() {
        let q = |correct: &[&str], metadata: serde_json::Value| QueryRecord {
            correct_corpus_ids: correct.iter().map(|c| c.to_string()).collect(),
            domain: String::new(),
            entry_id: String::new(),
            function_name: String::new(),
            metadata,
            paired_distractor_corpus_ids: vec![],
            query: String::new(),
            query_id: String::new(),
            test_suite: vec![],
        };
        // release-plus: the ids sort as ids, not as kinds
        let imp = serde_json::json!({"implementations": {"correct": {"canonical": "c_9", "rewrite": "c_1"}, "rewrite_kinds": []}});
        let plus = q(&["c_1", "c_9"], imp);
        assert_eq!(plus.canonical_corpus_id().as_deref(), Some("c_9"));
        assert_eq!(
            plus.correct_by_kind().into_iter().collect::<Vec<_>>(),
            [("canonical".into(), "c_9".into()), ("rewrite".into(), "c_1".into())]
        );
        assert_eq!(q(&["c_3"], serde_json::json!({})).canonical_corpus_id().as_deref(), Some("c_3"));
        // two correct ids and nothing saying which is the canonical
        assert_eq!(q(&["c_1", "c_2"], serde_json::Value::Null).canonical_corpus_id(), None);
    }

    #[test]
    fn differing_span_is_the_middle_between_common_prefix_and_suffix() {
        let cases = [
            ("return x - 1", "return x - 0", (11, 12, 12)),
            ("abc", "abc", (3, 3, 3)),
            // a deletion: the suffix does not overlap the prefix
            ("if a:\n  b\nc", "c", (0, 10, 0)),
            ("aaa", "aa", (2, 3, 2)),
            // multi-byte characters stay whole: é and è share their first byte
            ("s = 'é'", "s = 'è'", (5, 7, 7)),
            ("", "x", (0, 0, 1)),
        ];
        for (a, b, want) in cases {
            let got = differing_span(a, b);
            assert_eq!(got, want, "{a:?} vs {b:?}");
            let (s, ea, eb) = got;
            assert_eq!((&a[..s], &a[ea..]), (&b[..s], &b[eb..]));
        }
    }
}
