//! Rerankers: a second stage that scores (query, snippet) pairs jointly. Configurations are data
//! like the retrievers' (the `rerankers.json` section of the registry, each row citing its
//! `source`; written to `invocation_table.json` with every reranked run); [`score_pairs`] is the
//! one dispatch from a configuration to the score of every pair.
//!
//! | kind | runs | what scores a pair |
//! |---|---|---|
//! | `cross-encoder` | in process | a BERT / XLM-RoBERTa sequence-classification head ([`local`]) |
//! | `yes-no` | in process | a decoder's P("yes") against P("no") after its prompt ([`local`]) |
//! | `tei` | server | text-embeddings-inference `POST /rerank` ([`served`]) |
//! | `rerank-api` | server or hosted API | `POST /v1/rerank` of vLLM, Jina, Cohere ([`served`]) |
//! | `llm-judge` | server or hosted API | an OpenAI-compatible chat model, one pair per call ([`served`]) |
//!
//! Invariants: every built-in row is pointwise (a pair's score does not depend on the other
//! candidates); a `listwise` row is data `eval` refuses on a release whose shortcut rates are not
//! at chance. In-process scores are deterministic.

pub mod local;
pub mod served;

use crate::{ModelRef, ModelSpec};
use anyhow::{bail, Context, Result};
use serde::{Deserialize, Serialize};
use std::path::Path;

/// What computes a reranker's scores.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum RerankKind {
    /// In process: a sequence-classification cross-encoder.
    CrossEncoder,
    /// In process: a decoder scored by P("yes") against P("no") (Qwen3-Reranker).
    YesNo,
    /// text-embeddings-inference's `POST /rerank`.
    Tei,
    /// The `POST /v1/rerank` shape of vLLM, Jina and Cohere.
    RerankApi,
    /// An OpenAI-compatible chat model judging one (query, snippet) pair per call.
    LlmJudge,
}

impl RerankKind {
    pub fn name(self) -> &'static str {
        match self {
            RerankKind::CrossEncoder => "cross-encoder",
            RerankKind::YesNo => "yes-no",
            RerankKind::Tei => "tei",
            RerankKind::RerankApi => "rerank-api",
            RerankKind::LlmJudge => "llm-judge",
        }
    }

    pub fn in_process(self) -> bool {
        matches!(self, RerankKind::CrossEncoder | RerankKind::YesNo)
    }
}

/// A reranker configuration, as data (one row of `rerankers.json` and of a reranked run's
/// `invocation_table.json`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RerankerConfig {
    pub name: String,
    pub kind: RerankKind,
    pub model: String,
    /// Tokens per pair (in process: the model truncates; served: the server's documented limit).
    #[serde(default)]
    pub max_tokens: Option<usize>,
    #[serde(default)]
    pub batch_size: Option<usize>,
    /// The model sees several candidates at once (listwise); every built-in row is pointwise.
    #[serde(default)]
    pub listwise: bool,
    /// `dtype`, `hub`, `launch`, `source`, `params` (`instruction`, `truncation`, `provider`,
    /// `base_url`, `api_key_env`, `model_dir`, ...).
    #[serde(flatten)]
    pub spec: ModelSpec,
}

impl RerankerConfig {
    /// Where this configuration runs, as `retrievers` prints it.
    pub fn runs(&self) -> &'static str {
        if self.kind.in_process() {
            "in process"
        } else if self.spec.launch.is_some() {
            "server"
        } else {
            "hosted API"
        }
    }
}

/// The built-in rerankers (`rerankers.json`, checked by `tests/rerank.rs`).
pub fn rerankers() -> Vec<RerankerConfig> {
    serde_json::from_str(include_str!("../../rerankers.json")).expect("rerankers.json is tested to parse")
}

/// Find a built-in reranker by name.
pub fn lookup(name: &str) -> Option<RerankerConfig> {
    rerankers().into_iter().find(|c| c.name == name)
}

/// Read extra reranker configurations (a JSON list of [`RerankerConfig`]) from a file.
pub fn read_configs(path: &Path) -> Result<Vec<RerankerConfig>> {
    crate::read_config_list(
        path,
        "reranker configurations (kind: cross-encoder, yes-no, tei, rerank-api, llm-judge)",
    )
}

/// A reranker for a local model folder (`--rerank-model-dir`): its kind from `config.json`'s
/// architectures (a causal LM is scored yes/no), its settings the folder's own.
pub fn local_config(name: &str, dir: &Path) -> Result<RerankerConfig> {
    let config: serde_json::Value = execretrieval_io::read_json(&dir.join("config.json"), "")?;
    let causal = config["architectures"]
        .as_array()
        .into_iter()
        .flatten()
        .any(|a| a.as_str().is_some_and(|a| a.ends_with("ForCausalLM")));
    Ok(RerankerConfig {
        name: name.into(),
        kind: if causal { RerankKind::YesNo } else { RerankKind::CrossEncoder },
        model: name.into(),
        max_tokens: None,
        batch_size: None,
        listwise: false,
        spec: ModelSpec {
            dtype: Some("float32".into()),
            params: serde_json::json!({ "model_dir": dir }),
            ..ModelSpec::default()
        },
    })
}

/// The registry's rerankers as a Markdown table (what `execretrieval rerankers` prints), then
/// the launch command of every served row.
pub fn markdown_table(rows: &[RerankerConfig]) -> String {
    let mut out = String::from(
        "| name | kind | runs | model | max tokens | pointwise | source |\n|---|---|---|---|---|---|---|\n",
    );
    for c in rows {
        let model = crate::model_label(c.spec.hub.as_ref(), &c.model);
        out.push_str(&format!(
            "| `{}` | {} | {} | {} | {} | {} | {} |\n",
            c.name,
            c.kind.name(),
            c.runs(),
            model,
            c.max_tokens.map(|n| n.to_string()).unwrap_or_else(|| "—".into()),
            if c.listwise { "no (listwise)" } else { "yes" },
            c.spec.source.replace('|', "\\|"),
        ));
    }
    out.push_str(&crate::served_rows("--rerank", rows.iter().map(|c| (c.name.as_str(), &c.spec))));
    out
}

/// The in-process options a configuration fixes.
pub fn local_options(cfg: &RerankerConfig) -> local::Options {
    local::Options {
        max_tokens: cfg.max_tokens,
        truncation: cfg.spec.params["truncation"].as_str().map(String::from),
        instruction: cfg.spec.params["instruction"].as_str().map(String::from),
    }
}

/// The model folder of an in-process reranker (fetched if needed).
pub fn model_dir(cfg: &RerankerConfig, log: &dyn Fn(&str)) -> Result<std::path::PathBuf> {
    crate::model_folder(
        &ModelRef { what: "reranker", name: &cfg.name, model: &cfg.model, spec: &cfg.spec },
        log,
    )
}

/// The score of every (query, snippet) pair under `cfg`, in input order (higher = better).
pub fn score_pairs(
    cfg: &RerankerConfig,
    pairs: &[(&str, &str)],
    progress: &(dyn Fn(usize) + Sync),
    log: &dyn Fn(&str),
) -> Result<Vec<f32>> {
    let scores = match cfg.kind {
        RerankKind::CrossEncoder | RerankKind::YesNo => {
            let dir = model_dir(cfg, log)?;
            let model = local::CrossEncoder::load(&dir, &local_options(cfg))
                .with_context(|| format!("reranker `{}`", cfg.name))?;
            if (model.arch == crate::models::Arch::Qwen3) != (cfg.kind == RerankKind::YesNo) {
                bail!(
                    "reranker `{}`: kind {} does not match the model folder's architecture ({:?})",
                    cfg.name,
                    cfg.kind.name(),
                    model.arch
                );
            }
            model.score(pairs, cfg.batch_size.unwrap_or(crate::dense::DEFAULT_BATCH), progress)?
        }
        RerankKind::Tei | RerankKind::RerankApi | RerankKind::LlmJudge => {
            served::score(cfg, pairs, progress)?
        }
    };
    if scores.len() != pairs.len() || scores.iter().any(|s| !s.is_finite()) {
        bail!(
            "reranker `{}`: {} scores for {} pairs, or a score that is not finite",
            cfg.name,
            scores.len(),
            pairs.len()
        );
    }
    Ok(scores)
}
