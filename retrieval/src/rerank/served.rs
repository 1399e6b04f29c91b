//! Served rerankers over `net` (retries on 429/5xx with backoff, bounded concurrency, keys from
//! environment variables), each in its server's documented request shape:
//!
//! | kind | request | answer |
//! |---|---|---|
//! | `tei` | `POST {base}/rerank` `{"query", "texts", "truncate": true}` (text-embeddings-inference) | `[{"index", "score"}]` |
//! | `rerank-api` | `POST {base}/rerank` `{"model", "query", "documents", "top_n"}` (vLLM `/v1/rerank`, Jina `/v1/rerank`, Cohere `/v2/rerank`) | `{"results": [{"index", "relevance_score"}]}` |
//! | `llm-judge` | `POST {base}/chat/completions`, one pair per call, `max_tokens` 1, `logprobs` with `top_logprobs` 20 | P(yes) / (P(yes) + P(no)) |
//!
//! Pairs are sent per query (the pairs of one query that follow each other, in chunks of
//! `batch_size` documents); every score is a function of its own pair (pointwise). The LLM judge
//! is prompted like Qwen3-Reranker ([`super::local::YES_NO_PREFIX`]'s system prompt; the user
//! turn `<Instruct>: …\n<Query>: …\n<Document>: …`) at temperature 0. Its score is the
//! probability mass of the first answer token's `yes` against `no` among the top log
//! probabilities (tokens compared trimmed and lower-cased); the documented fallback when the
//! server returns no log probabilities, or neither token is among them, is the answer's text:
//! `yes…` → 1, `no…` → 0 (anything else is an error naming the answer).

use super::local::DEFAULT_INSTRUCTION;
use super::{RerankKind, RerankerConfig};
use crate::hosted::runtime_client;
use anyhow::{anyhow, bail, Context, Result};
use execretrieval_net::{api_key, bounded, Client};
use futures::StreamExt;
use serde_json::{json, Value};

/// The judge's system prompt: Qwen3-Reranker's, without its chat markup.
pub const JUDGE_SYSTEM: &str = "Judge whether the Document meets the requirements based on the Query and the Instruct provided. Note that the answer can only be \"yes\" or \"no\".";

/// One request: pair indices (all of one query for `tei`/`rerank-api`, one pair for the judge).
type Chunk = Vec<usize>;

/// Score `pairs` with the served reranker of `cfg`, in input order.
pub fn score(
    cfg: &RerankerConfig,
    pairs: &[(&str, &str)],
    progress: &(dyn Fn(usize) + Sync),
) -> Result<Vec<f32>> {
    let p = &cfg.spec.params;
    let base = p["base_url"].as_str().unwrap_or("").trim_end_matches('/').to_string();
    if base.is_empty() {
        bail!("reranker `{}`: params.base_url is missing (e.g. http://localhost:8080)", cfg.name);
    }
    let key = match p["api_key_env"].as_str().filter(|v| !v.is_empty()) {
        // A server the user starts may run without a key; a hosted API needs one.
        Some(var) if cfg.spec.launch.is_some() => std::env::var(var).ok(),
        Some(var) => Some(api_key(var).map_err(|e| anyhow!("reranker `{}`: {e}", cfg.name))?),
        None => None,
    };
    let batch = cfg.batch_size.unwrap_or(32).max(1);
    let mut chunks: Vec<Chunk> = Vec::new();
    for (i, (q, _)) in pairs.iter().enumerate() {
        let join = chunks
            .last()
            .is_some_and(|c| cfg.kind != RerankKind::LlmJudge && c.len() < batch && pairs[c[0]].0 == *q);
        if !join {
            chunks.push(Vec::new());
        }
        if let Some(c) = chunks.last_mut() {
            c.push(i);
        }
    }
    let concurrency = p["concurrency"].as_u64().unwrap_or(4).max(1) as usize;
    let (rt, client) = runtime_client(p, concurrency)?;
    let call = Call { cfg, base: &base, key: key.as_deref() };
    let results: Vec<(usize, Result<Vec<f32>>)> = rt.block_on(async {
        bounded(chunks.iter(), concurrency, |chunk| {
            let client = client.clone();
            let call = &call;
            async move {
                let r = call.send(&client, pairs, chunk).await;
                if r.is_ok() {
                    progress(chunk.len());
                }
                r
            }
        })
        .collect()
        .await
    });
    let mut out = vec![f32::NAN; pairs.len()];
    for (i, r) in results {
        let scores = r.with_context(|| {
            format!(
                "reranker `{}` ({}, model {}): request {} of {}",
                cfg.name,
                cfg.kind.name(),
                cfg.model,
                i + 1,
                chunks.len()
            )
        })?;
        for (&j, s) in chunks[i].iter().zip(scores) {
            out[j] = s;
        }
    }
    Ok(out)
}

struct Call<'a> {
    cfg: &'a RerankerConfig,
    base: &'a str,
    key: Option<&'a str>,
}

impl Call<'_> {
    async fn send(&self, client: &Client, pairs: &[(&str, &str)], chunk: &Chunk) -> Result<Vec<f32>> {
        let query = pairs[chunk[0]].0;
        let docs: Vec<&str> = chunk.iter().map(|&i| pairs[i].1).collect();
        let model = &self.cfg.model;
        let (url, body) = match self.cfg.kind {
            RerankKind::Tei => (
                format!("{}/rerank", self.base),
                json!({"query": query, "texts": docs, "truncate": true, "raw_scores": false}),
            ),
            RerankKind::RerankApi => (
                format!("{}/rerank", self.base),
                json!({"model": model, "query": query, "documents": docs, "top_n": docs.len(), "return_documents": false}),
            ),
            RerankKind::LlmJudge => {
                let instruction = self.cfg.spec.params["instruction"].as_str().unwrap_or(DEFAULT_INSTRUCTION);
                let user = format!("<Instruct>: {instruction}\n<Query>: {query}\n<Document>: {}", docs[0]);
                (
                    format!("{}/chat/completions", self.base),
                    json!({
                        "model": model,
                        "messages": [{"role": "system", "content": JUDGE_SYSTEM}, {"role": "user", "content": user}],
                        "max_tokens": 1,
                        "temperature": 0,
                        "logprobs": true,
                        "top_logprobs": 20,
                    }),
                )
            }
            k => bail!("reranker kind {} is not served", k.name()),
        };
        let headers: Vec<(&str, String)> =
            self.key.map(|k| vec![("authorization", format!("Bearer {k}"))]).unwrap_or_default();
        let reply = client.post_json(&url, &headers, &body).await?;
        let v: Value = reply.json()?;
        match self.cfg.kind {
            RerankKind::Tei => {
                indexed(&v, "score", docs.len()).with_context(|| format!("{url}: a TEI /rerank answer"))
            }
            RerankKind::LlmJudge => {
                Ok(vec![judge_score(&v).with_context(|| format!("{url}: a chat completion"))?])
            }
            _ => indexed(&v["results"], "relevance_score", docs.len())
                .with_context(|| format!("{url}: a /rerank answer's results")),
        }
    }
}

/// Scores of a list of `{"index", <field>}` (any order), checked to cover 0..n once.
fn indexed(v: &Value, field: &str, n: usize) -> Result<Vec<f32>> {
    let a = v.as_array().context("not a list")?;
    let mut out = vec![None; n];
    for (i, e) in a.iter().enumerate() {
        let idx = e["index"].as_u64().map(|x| x as usize).with_context(|| format!("[{i}] has no index"))?;
        let s = e[field]
            .as_f64()
            .filter(|f| f.is_finite())
            .with_context(|| format!("[{i}] has no finite {field}"))?;
        match out.get_mut(idx) {
            Some(slot @ None) => *slot = Some(s as f32),
            _ => bail!("[{i}].index {idx} is repeated or outside 0..{n}"),
        }
    }
    out.into_iter()
        .enumerate()
        .map(|(i, s)| s.with_context(|| format!("no score for document {i}")))
        .collect()
}

/// The judge's score of one chat completion (see the module comment).
pub fn judge_score(v: &Value) -> Result<f32> {
    let choice = &v["choices"][0];
    let top = &choice["logprobs"]["content"][0]["top_logprobs"];
    let (mut yes, mut no) = (0f64, 0f64);
    for t in top.as_array().into_iter().flatten() {
        let (Some(tok), Some(lp)) = (t["token"].as_str(), t["logprob"].as_f64()) else { continue };
        match tok.trim().to_ascii_lowercase().as_str() {
            "yes" => yes += lp.exp(),
            "no" => no += lp.exp(),
            _ => {}
        }
    }
    if yes + no > 0.0 {
        return Ok((yes / (yes + no)) as f32);
    }
    let text = choice["message"]["content"].as_str().context("no choices[0].message.content")?;
    let word = text.trim().to_ascii_lowercase();
    if word.starts_with("yes") {
        Ok(1.0)
    } else if word.starts_with("no") {
        Ok(0.0)
    } else {
        bail!("the answer {text:?} is neither yes nor no, and no yes/no log probabilities came with it")
    }
}
