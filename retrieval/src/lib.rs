//! Retrievers. A retriever turns (queries, corpus) into a similarity for every (query, snippet)
//! pair; ranking and scoring live elsewhere (`core::metrics`, the CLI's eval).
//!
//! Invariants: retrievers are deterministic for a given configuration; configurations are data
//! ([`RetrieverConfig`]) and are written to `invocation_table.json` with every run.

pub mod bm25;
pub mod dense;
pub mod models;
pub mod mpnet;
pub mod tokenize;

use serde::{Deserialize, Serialize};

/// A retriever configuration, as data (one row of `invocation_table.json`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RetrieverConfig {
    pub name: String,
    /// `bm25`, `dense-local`, `hosted`.
    pub kind: String,
    pub model: String,
    pub query_prefix: String,
    pub passage_prefix: String,
    pub task_type: Option<String>,
    pub pooling: Option<String>,
    pub normalize: bool,
    pub max_tokens: Option<usize>,
    pub batch_size: Option<usize>,
    pub similarity: String,
    /// Free-form parameters (k1, b, tokenizer, ...).
    pub params: serde_json::Value,
}

/// The registry of built-in configurations.
pub fn registry() -> Vec<RetrieverConfig> {
    vec![RetrieverConfig {
        name: "bm25".into(),
        kind: "bm25".into(),
        model: "okapi-bm25".into(),
        query_prefix: String::new(),
        passage_prefix: String::new(),
        task_type: None,
        pooling: None,
        normalize: false,
        max_tokens: None,
        batch_size: None,
        similarity: "bm25".into(),
        params: serde_json::json!({"k1": bm25::DEFAULT_K1, "b": bm25::DEFAULT_B, "tokenizer": tokenize::TOKENIZER_NAME}),
    }]
}

/// Find a configuration by name.
pub fn lookup(name: &str) -> Option<RetrieverConfig> {
    registry().into_iter().find(|c| c.name == name)
}
