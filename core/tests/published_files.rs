//! The committed release (`data/release`) read with `core`'s types and written back: every file
//! comes out byte-identical, so the types are exactly the files' shape (fields, order, optional
//! fields) and a writer using them reproduces the published form.

use execretrieval_core::release::{CorpusRecord, DistractorRecord, ExecCacheRecord, QueryRecord};
use serde::de::DeserializeOwned;
use serde::Serialize;
use std::path::PathBuf;

fn release(file: &str) -> (PathBuf, String) {
    let p = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../data/release").join(file);
    let text = std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
    (p, text)
}

/// Each line parses as a `T` and serialises back to itself.
fn jsonl_round_trips<T: DeserializeOwned + Serialize>(file: &str) -> usize {
    let (p, text) = release(file);
    for (i, line) in text.lines().enumerate() {
        let r: T = serde_json::from_str(line).unwrap_or_else(|e| panic!("{}:{}: {e}", p.display(), i + 1));
        assert_eq!(serde_json::to_string(&r).unwrap(), line, "{}:{}", p.display(), i + 1);
    }
    text.lines().count()
}

#[test]
fn release_records_round_trip() {
    assert!(jsonl_round_trips::<QueryRecord>("queries.jsonl") > 0);
    assert!(jsonl_round_trips::<CorpusRecord>("corpus.jsonl") > 0);
    assert!(jsonl_round_trips::<DistractorRecord>("distractor_metadata.jsonl") > 0);
    assert!(jsonl_round_trips::<ExecCacheRecord>("execution_cache.jsonl") > 0);
}
