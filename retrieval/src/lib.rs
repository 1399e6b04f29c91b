//! Retrievers. A retriever turns (queries, corpus) into a similarity for every (query, snippet)
//! pair; ranking and scoring live elsewhere (`core::metrics`, the CLI's eval).
//!
//! Invariants: configurations are data ([`RetrieverConfig`]) and are written to
//! `invocation_table.json` with every run; BM25, random and in-process dense retrievers are
//! deterministic; hosted vectors are made reproducible by the embedding store ([`store`]);
//! dense similarity is the exact cosine over L2-normalised vectors.

pub mod bm25;
pub mod dense;
pub mod encoder;
pub mod hosted;
pub mod models;
pub mod store;
pub mod tokenize;

use anyhow::{bail, Context, Result};
use hosted::Role;
use serde::{Deserialize, Serialize};
use serde_json::json;
use std::path::{Path, PathBuf};

/// A retriever configuration, as data (one row of `invocation_table.json`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RetrieverConfig {
    pub name: String,
    /// `bm25`, `random`, `dense-local`, `hosted`.
    pub kind: String,
    pub model: String,
    #[serde(default)]
    pub query_prefix: String,
    #[serde(default)]
    pub passage_prefix: String,
    #[serde(default)]
    pub task_type: Option<String>,
    #[serde(default)]
    pub pooling: Option<String>,
    #[serde(default)]
    pub normalize: bool,
    #[serde(default)]
    pub max_tokens: Option<usize>,
    #[serde(default)]
    pub batch_size: Option<usize>,
    pub similarity: String,
    /// Free-form parameters (k1, b, tokenizer, provider, base_url, model_dir, ...).
    #[serde(default)]
    pub params: serde_json::Value,
}

/// Retrievers `run` and `eval` use when none is named.
pub const DEFAULT_RETRIEVERS: &[&str] = &["bm25", "all-minilm-l6-v2"];

fn base(name: &str, kind: &str, model: &str, similarity: &str) -> RetrieverConfig {
    RetrieverConfig {
        name: name.into(),
        kind: kind.into(),
        model: model.into(),
        query_prefix: String::new(),
        passage_prefix: String::new(),
        task_type: None,
        pooling: None,
        normalize: false,
        max_tokens: None,
        batch_size: None,
        similarity: similarity.into(),
        params: json!({}),
    }
}

/// A dense in-process configuration for a sentence-transformers folder or a known model.
pub fn dense_local(
    name: &str,
    model: &str,
    model_dir: Option<&Path>,
    max_tokens: Option<usize>,
) -> RetrieverConfig {
    let mut c = base(name, "dense-local", model, "cosine");
    c.pooling = Some("mean".into());
    c.normalize = true;
    c.max_tokens = max_tokens;
    c.batch_size = Some(dense::DEFAULT_BATCH);
    if let Some(d) = model_dir {
        c.params = json!({"model_dir": d});
    }
    c
}

fn hosted(
    name: &str,
    provider: &str,
    model: &str,
    query_type: Option<&str>,
    passage_type: Option<&str>,
) -> RetrieverConfig {
    let mut c = base(name, "hosted", model, "cosine");
    c.normalize = true;
    c.params = json!({"provider": provider});
    if let (Some(q), Some(p)) = (query_type, passage_type) {
        c.params["query_input_type"] = json!(q);
        c.params["passage_input_type"] = json!(p);
        c.task_type = Some(format!("query: {q}; passage: {p}"));
    }
    c
}

/// The registry of built-in configurations.
pub fn registry() -> Vec<RetrieverConfig> {
    let mut bm25 = base("bm25", "bm25", "okapi-bm25", "bm25");
    bm25.params =
        json!({"k1": bm25::DEFAULT_K1, "b": bm25::DEFAULT_B, "tokenizer": tokenize::TOKENIZER_NAME});
    let mut random = base("random", "random", "seeded-uniform", "hash");
    random.params = json!({"seed": 0});
    vec![
        bm25,
        random,
        dense_local("all-minilm-l6-v2", "all-minilm-l6-v2", None, Some(256)),
        dense_local("all-mpnet-base-v2", "all-mpnet-base-v2", None, Some(384)),
        hosted("openai-text-embedding-3-small", "openai", "text-embedding-3-small", None, None),
        hosted("openai-text-embedding-3-large", "openai", "text-embedding-3-large", None, None),
        hosted(
            "gemini-embedding-001",
            "gemini",
            "gemini-embedding-001",
            Some("CODE_RETRIEVAL_QUERY"),
            Some("RETRIEVAL_DOCUMENT"),
        ),
        hosted("mistral-codestral-embed", "mistral", "codestral-embed", None, None),
        hosted("voyage-code-3", "voyage", "voyage-code-3", Some("query"), Some("document")),
        hosted("cohere-embed-v4.0", "cohere", "embed-v4.0", Some("search_query"), Some("search_document")),
    ]
}

/// Find a built-in configuration by name.
pub fn lookup(name: &str) -> Option<RetrieverConfig> {
    registry().into_iter().find(|c| c.name == name)
}

/// Read extra configurations (a JSON list of [`RetrieverConfig`]) from a file.
pub fn read_configs(path: &Path) -> Result<Vec<RetrieverConfig>> {
    let text = std::fs::read_to_string(path).with_context(|| format!("cannot read {}", path.display()))?;
    let v: Vec<RetrieverConfig> = serde_json::from_str(&text)
        .with_context(|| format!("{}: not a JSON list of retriever configurations", path.display()))?;
    for c in &v {
        match c.kind.as_str() {
            "bm25" | "random" | "dense-local" | "hosted" => {}
            k => bail!(
                "{}: retriever `{}` has kind `{k}` (known: bm25, random, dense-local, hosted)",
                path.display(),
                c.name
            ),
        }
    }
    Ok(v)
}

/// What computing similarities may use: the embedding store, and progress/log callbacks.
pub struct Env<'a> {
    pub store: &'a store::EmbeddingStore,
    /// `(label, total)` → a progress callback receiving increments.
    pub progress: &'a dyn Fn(&str, usize) -> Box<dyn Fn(usize) + Sync>,
    pub log: &'a dyn Fn(&str),
}

/// One text set to embed or score: ids (for seeded retrievers) and texts.
pub struct Texts<'a> {
    pub ids: Vec<&'a str>,
    pub texts: Vec<&'a str>,
}

/// The folder of a dense-local configuration's model (fetched if needed).
pub fn model_dir(cfg: &RetrieverConfig, log: &dyn Fn(&str)) -> Result<PathBuf> {
    if let Some(d) = cfg.params.get("model_dir").and_then(|d| d.as_str()) {
        let d = PathBuf::from(d);
        if !models::is_model_dir(&d) {
            bail!(
                "retriever `{}`: {} is not a sentence-transformers folder (needs {:?})",
                cfg.name,
                d.display(),
                &models::MODEL_FILES[..3]
            );
        }
        return Ok(d);
    }
    let known = models::known(&cfg.model).with_context(|| {
        format!(
            "retriever `{}`: model `{}` is not known (known: {}); pass a folder with --model-dir",
            cfg.name,
            cfg.model,
            models::KNOWN_MODELS.iter().map(|m| m.name).collect::<Vec<_>>().join(", ")
        )
    })?;
    models::ensure_model(known, log)
}

/// Embed one side with a dense configuration, through the store.
fn embed_side(
    cfg: &RetrieverConfig,
    role: Role,
    texts: &[&str],
    env: &Env,
    encoder: &mut Option<dense::DenseEncoder>,
) -> Result<Vec<Vec<f32>>> {
    let prefix = match role {
        Role::Query => &cfg.query_prefix,
        Role::Passage => &cfg.passage_prefix,
    };
    let texts: Vec<String> = texts.iter().map(|t| format!("{prefix}{t}")).collect();
    if let Some(v) = env.store.load(cfg, role, &texts)? {
        (env.log)(&format!("{}: {} embeddings from {}", cfg.name, role.name(), env.store.dir.display()));
        return Ok(v);
    }
    let bar = (env.progress)(&format!("{} {}", cfg.name, role.name()), texts.len());
    let vecs = match cfg.kind.as_str() {
        "dense-local" => {
            if encoder.is_none() {
                let dir = model_dir(cfg, env.log)?;
                *encoder = Some(dense::DenseEncoder::load(&dir, cfg.max_tokens)?);
            }
            encoder.as_ref().unwrap().embed(&texts, cfg.batch_size.unwrap_or(dense::DEFAULT_BATCH), &*bar)?
        }
        "hosted" => hosted::embed(cfg, &texts, role, &*bar)?,
        k => bail!("retriever kind `{k}` has no embeddings"),
    };
    env.store.save(cfg, role, &texts, &vecs)?;
    Ok(vecs)
}

/// Cosine similarity of every (query, passage) pair: rows L2-normalised, then dot products.
pub fn cosine_matrix(q: &[Vec<f32>], p: &[Vec<f32>]) -> Vec<Vec<f32>> {
    fn norm(rows: &[Vec<f32>]) -> ndarray::Array2<f32> {
        let dim = rows.first().map(Vec::len).unwrap_or(0);
        let mut a =
            ndarray::Array2::from_shape_vec((rows.len(), dim), rows.iter().flatten().copied().collect())
                .expect("rectangular");
        for mut r in a.rows_mut() {
            let n = r.dot(&r).sqrt().max(1e-12);
            r /= n;
        }
        a
    }
    let (q, p) = (norm(q), norm(p));
    q.dot(&p.t()).outer_iter().map(|r| r.to_vec()).collect()
}

/// Similarities of every corpus item for every query.
pub fn similarities(
    cfg: &RetrieverConfig,
    queries: &Texts,
    corpus: &Texts,
    env: &Env,
) -> Result<Vec<Vec<f32>>> {
    match cfg.kind.as_str() {
        "bm25" => {
            let docs: Vec<String> =
                corpus.texts.iter().map(|c| format!("{}{}", cfg.passage_prefix, c)).collect();
            let refs: Vec<&str> = docs.iter().map(String::as_str).collect();
            let k1 = cfg.params["k1"].as_f64().unwrap_or(bm25::DEFAULT_K1);
            let b = cfg.params["b"].as_f64().unwrap_or(bm25::DEFAULT_B);
            let idx = bm25::Bm25Index::new(&refs, k1, b);
            Ok(queries.texts.iter().map(|q| idx.scores(&format!("{}{}", cfg.query_prefix, q))).collect())
        }
        "random" => {
            // A seeded floor: similarity = a hash of (seed, query id, corpus id).
            use std::hash::{Hash, Hasher};
            let seed = cfg.params["seed"].as_u64().unwrap_or(0);
            Ok(queries
                .ids
                .iter()
                .map(|q| {
                    corpus
                        .ids
                        .iter()
                        .map(|c| {
                            let mut h = std::collections::hash_map::DefaultHasher::new();
                            (seed, q, c).hash(&mut h);
                            (h.finish() >> 40) as f32 / (1u64 << 24) as f32
                        })
                        .collect()
                })
                .collect())
        }
        "dense-local" | "hosted" => {
            let mut encoder = None;
            let p = embed_side(cfg, Role::Passage, &corpus.texts, env, &mut encoder)?;
            let q = embed_side(cfg, Role::Query, &queries.texts, env, &mut encoder)?;
            Ok(cosine_matrix(&q, &p))
        }
        other => bail!("retriever kind `{other}` is unknown (known: bm25, random, dense-local, hosted)"),
    }
}
