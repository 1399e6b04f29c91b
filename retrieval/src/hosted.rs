//! Hosted embedding APIs, each with its provider's documented invocation (through
//! `execretrieval-net`: retries on 429/5xx with backoff, bounded concurrency, keys from
//! environment variables).
//!
//! | provider | endpoint | query / passage invocation | key variable |
//! |---|---|---|---|
//! | `openai` | `POST {base}/embeddings` (base `https://api.openai.com/v1`) | raw text | `OPENAI_API_KEY` |
//! | `openai-compatible` | the same protocol at any `base_url` (vLLM, Ollama, TEI, llama.cpp) | the configuration's prefixes | `api_key_env`, optional |
//! | `mistral` | `POST https://api.mistral.ai/v1/embeddings` | raw text | `MISTRAL_API_KEY` |
//! | `voyage` | `POST https://api.voyageai.com/v1/embeddings` | `input_type` `query` / `document` | `VOYAGE_API_KEY` |
//! | `cohere` | `POST https://api.cohere.com/v2/embed` | `input_type` `search_query` / `search_document` | `CO_API_KEY` |
//! | `gemini` | `POST {base}/models/{model}:batchEmbedContents` | `taskType` `CODE_RETRIEVAL_QUERY` / `RETRIEVAL_DOCUMENT` | `GEMINI_API_KEY` |
//!
//! The configuration's `params` carry `provider`, optional `base_url`, `api_key_env`,
//! `dimensions`, `concurrency`, and per-role `query_input_type`/`passage_input_type` (the task
//! type of Gemini, the input type of Voyage and Cohere). Vectors are validated (count, equal
//! dimensions, finite values) before they are used.

use crate::RetrieverConfig;
use anyhow::{bail, Context, Result};
use execretrieval_net::{api_key, bounded, Client, RetryPolicy};
use futures::StreamExt;
use serde_json::{json, Value};

/// Which side of the retrieval a text is on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    Query,
    Passage,
}

impl Role {
    pub fn name(self) -> &'static str {
        match self {
            Role::Query => "queries",
            Role::Passage => "corpus",
        }
    }
}

/// Default (base URL, key variable, batch size) of each provider.
fn provider_defaults(provider: &str) -> Option<(&'static str, &'static str, usize)> {
    Some(match provider {
        "openai" => ("https://api.openai.com/v1", "OPENAI_API_KEY", 256),
        "openai-compatible" => ("", "", 64),
        "mistral" => ("https://api.mistral.ai/v1", "MISTRAL_API_KEY", 64),
        "voyage" => ("https://api.voyageai.com/v1", "VOYAGE_API_KEY", 128),
        "cohere" => ("https://api.cohere.com/v2", "CO_API_KEY", 96),
        "gemini" => ("https://generativelanguage.googleapis.com/v1beta", "GEMINI_API_KEY", 100),
        _ => return None,
    })
}

pub const PROVIDERS: &[&str] = &["openai", "openai-compatible", "mistral", "voyage", "cohere", "gemini"];

/// Embed `texts` (already prefixed) with the hosted model of `cfg`, in input order.
pub fn embed(
    cfg: &RetrieverConfig,
    texts: &[String],
    role: Role,
    progress: &(dyn Fn(usize) + Sync),
) -> Result<Vec<Vec<f32>>> {
    let p = &cfg.spec.params;
    let provider = p["provider"].as_str().with_context(|| {
        format!("retriever `{}`: params.provider is missing (one of {})", cfg.name, PROVIDERS.join(", "))
    })?;
    let (default_base, default_key, default_batch) = provider_defaults(provider).with_context(|| {
        format!("retriever `{}`: unknown provider `{provider}` (known: {})", cfg.name, PROVIDERS.join(", "))
    })?;
    let base = p["base_url"].as_str().unwrap_or(default_base).trim_end_matches('/').to_string();
    if base.is_empty() {
        bail!(
            "retriever `{}`: provider {provider} needs params.base_url (e.g. http://localhost:8000/v1)",
            cfg.name
        );
    }
    let key_var = p["api_key_env"].as_str().unwrap_or(default_key);
    let key = if key_var.is_empty() {
        None
    } else if provider == "openai-compatible" {
        std::env::var(key_var).ok()
    } else {
        Some(api_key(key_var).map_err(|e| anyhow::anyhow!("retriever `{}`: {e}", cfg.name))?)
    };
    let batch = cfg.batch_size.unwrap_or(default_batch).max(1);
    let concurrency = p["concurrency"].as_u64().unwrap_or(4).max(1) as usize;
    let input_type = match role {
        Role::Query => p["query_input_type"].as_str(),
        Role::Passage => p["passage_input_type"].as_str(),
    };
    let (rt, client) = runtime_client(p, concurrency)?;
    let req = Request {
        provider,
        base: &base,
        key: key.as_deref(),
        model: &cfg.model,
        input_type,
        dimensions: p["dimensions"].as_u64(),
    };
    let chunks: Vec<&[String]> = texts.chunks(batch).collect();
    let results: Vec<(usize, Result<Vec<Vec<f32>>>)> = rt.block_on(async {
        bounded(chunks.iter().copied(), concurrency, |chunk| {
            let client = client.clone();
            let req = &req;
            async move {
                let r = req.call(&client, chunk).await;
                if r.is_ok() {
                    progress(chunk.len());
                }
                r
            }
        })
        .collect()
        .await
    });
    let mut by_index: Vec<Option<Vec<Vec<f32>>>> = vec![None; chunks.len()];
    for (i, r) in results {
        by_index[i] = Some(r.with_context(|| {
            format!(
                "retriever `{}` ({provider}, model {}): batch {} of {}",
                cfg.name,
                cfg.model,
                i + 1,
                chunks.len()
            )
        })?);
    }
    let out: Vec<Vec<f32>> = by_index.into_iter().flat_map(|v| v.unwrap_or_default()).collect();
    let dim = out.first().map(Vec::len).unwrap_or(0);
    if out.len() != texts.len() || dim == 0 || out.iter().any(|v| v.len() != dim) {
        bail!(
            "retriever `{}`: the provider returned {} vectors of inconsistent or zero dimension for {} texts",
            cfg.name,
            out.len(),
            texts.len()
        );
    }
    Ok(out)
}

/// The async runtime and the HTTP client of a served row: the retry policy from `params`
/// (`max_attempts`, `base_delay_ms`, `timeout_secs`) and at most `concurrency` requests in flight.
pub(crate) fn runtime_client(p: &Value, concurrency: usize) -> Result<(tokio::runtime::Runtime, Client)> {
    let mut policy = RetryPolicy::default();
    if let Some(n) = p["max_attempts"].as_u64() {
        policy.max_attempts = n as u32;
    }
    if let Some(ms) = p["base_delay_ms"].as_u64() {
        policy.base_delay = std::time::Duration::from_millis(ms);
    }
    if let Some(s) = p["timeout_secs"].as_f64() {
        policy.timeout = std::time::Duration::from_secs_f64(s);
    }
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .context("cannot start the async runtime")?;
    let client = rt.block_on(async { Client::new(policy) })?.with_max_in_flight(concurrency);
    Ok((rt, client))
}

struct Request<'a> {
    provider: &'a str,
    base: &'a str,
    key: Option<&'a str>,
    model: &'a str,
    input_type: Option<&'a str>,
    dimensions: Option<u64>,
}

fn floats(v: &Value, what: &str) -> Result<Vec<f32>> {
    let a = v.as_array().with_context(|| format!("{what} is not a list of numbers"))?;
    a.iter()
        .map(|x| {
            x.as_f64()
                .filter(|f| f.is_finite())
                .map(|f| f as f32)
                .with_context(|| format!("{what} holds a non-numeric or non-finite value"))
        })
        .collect()
}

impl Request<'_> {
    async fn call(&self, client: &Client, texts: &[String]) -> Result<Vec<Vec<f32>>> {
        let mut headers: Vec<(&str, String)> = Vec::new();
        let (url, body) = match self.provider {
            "openai" | "openai-compatible" | "mistral" | "voyage" => {
                let mut body = json!({"model": self.model, "input": texts});
                match self.provider {
                    "openai" | "openai-compatible" => body["encoding_format"] = json!("float"),
                    "voyage" => {
                        if let Some(t) = self.input_type {
                            body["input_type"] = json!(t);
                        }
                    }
                    _ => {}
                }
                if let Some(d) = self.dimensions {
                    body[if self.provider == "voyage" { "output_dimension" } else { "dimensions" }] =
                        json!(d);
                }
                (format!("{}/embeddings", self.base), body)
            }
            "cohere" => {
                let mut body = json!({"model": self.model, "texts": texts, "input_type": self.input_type.unwrap_or("search_document"), "embedding_types": ["float"]});
                if let Some(d) = self.dimensions {
                    body["output_dimension"] = json!(d);
                }
                (format!("{}/embed", self.base), body)
            }
            "gemini" => {
                let model = format!("models/{}", self.model.trim_start_matches("models/"));
                let reqs: Vec<Value> = texts
                    .iter()
                    .map(|t| {
                        let mut r = json!({"model": model, "content": {"parts": [{"text": t}]}});
                        if let Some(tt) = self.input_type {
                            r["taskType"] = json!(tt);
                        }
                        if let Some(d) = self.dimensions {
                            r["outputDimensionality"] = json!(d);
                        }
                        r
                    })
                    .collect();
                (format!("{}/{model}:batchEmbedContents", self.base), json!({"requests": reqs}))
            }
            other => bail!("unknown provider `{other}` (known: {})", PROVIDERS.join(", ")),
        };
        if let Some(k) = self.key {
            if self.provider == "gemini" {
                headers.push(("x-goog-api-key", k.to_string()));
            } else {
                headers.push(("authorization", format!("Bearer {k}")));
            }
        }
        let reply = client.post_json(&url, &headers, &body).await?;
        let v: Value = reply.json()?;
        let vecs: Vec<Vec<f32>> = match self.provider {
            "cohere" => {
                let a = v["embeddings"]["float"]
                    .as_array()
                    .with_context(|| format!("{url}: the response has no embeddings.float list"))?;
                a.iter()
                    .enumerate()
                    .map(|(i, e)| floats(e, &format!("embeddings.float[{i}]")))
                    .collect::<Result<_>>()?
            }
            "gemini" => {
                let a = v["embeddings"]
                    .as_array()
                    .with_context(|| format!("{url}: the response has no embeddings list"))?;
                a.iter()
                    .enumerate()
                    .map(|(i, e)| floats(&e["values"], &format!("embeddings[{i}].values")))
                    .collect::<Result<_>>()?
            }
            _ => {
                let a =
                    v["data"].as_array().with_context(|| format!("{url}: the response has no data list"))?;
                let mut rows: Vec<(usize, Vec<f32>)> = a
                    .iter()
                    .enumerate()
                    .map(|(i, e)| {
                        Ok((
                            e["index"].as_u64().map(|x| x as usize).unwrap_or(i),
                            floats(&e["embedding"], &format!("data[{i}].embedding"))?,
                        ))
                    })
                    .collect::<Result<_>>()?;
                rows.sort_by_key(|r| r.0);
                if rows.iter().enumerate().any(|(i, r)| r.0 != i) {
                    bail!("{url}: data[].index is not a permutation of 0..{}", rows.len());
                }
                rows.into_iter().map(|r| r.1).collect()
            }
        };
        if vecs.len() != texts.len() {
            bail!("{url}: {} embeddings returned for {} inputs", vecs.len(), texts.len());
        }
        Ok(vecs)
    }
}
