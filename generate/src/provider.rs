//! Model providers: OpenAI-compatible chat completions (any base URL: OpenAI, OpenRouter, vLLM,
//! Ollama, ...), the OpenAI Batch API over the same request bodies, and Anthropic messages.
//! Every call yields a [`RawRecord`] holding the exact response body; parsing it into a
//! [`Completion`] is a separate, pure step so a resumed run parses what is on disk the same way.

use crate::prices::TokenUsage;
use anyhow::{bail, Context, Result};
use execretrieval_net::{Client, NetError};
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;
use std::time::{Duration, Instant};

use crate::store::{now_rfc3339, read_json};
use execretrieval_io::write_json;

/// Which protocol to speak.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
#[cfg_attr(feature = "cli", derive(clap::ValueEnum))]
pub enum ProviderKind {
    /// `POST {base}/chat/completions`, one request per prompt.
    Openai,
    /// The OpenAI Batch API: upload a JSONL file, create a batch, poll, download.
    OpenaiBatch,
    /// `POST {base}/v1/messages`.
    Anthropic,
}

impl ProviderKind {
    pub fn name(self) -> &'static str {
        match self {
            ProviderKind::Openai => "openai",
            ProviderKind::OpenaiBatch => "openai-batch",
            ProviderKind::Anthropic => "anthropic",
        }
    }
    pub fn default_base_url(self) -> &'static str {
        match self {
            ProviderKind::Openai | ProviderKind::OpenaiBatch => "https://api.openai.com/v1",
            ProviderKind::Anthropic => "https://api.anthropic.com",
        }
    }
    pub fn default_key_env(self) -> &'static str {
        match self {
            ProviderKind::Openai | ProviderKind::OpenaiBatch => "OPENAI_API_KEY",
            ProviderKind::Anthropic => "ANTHROPIC_API_KEY",
        }
    }
}

/// Everything needed to talk to one model.
#[derive(Clone, Debug)]
pub struct ProviderConfig {
    pub kind: ProviderKind,
    /// Without a trailing slash.
    pub base_url: String,
    pub model: String,
    /// `None` = send no credentials (local servers).
    pub api_key: Option<String>,
    /// Sent when set (Anthropic requires one: 4096 when unset).
    pub max_tokens: Option<u32>,
    pub temperature: Option<f64>,
    /// Ask OpenAI-compatible servers for a JSON object (`response_format`).
    pub json_mode: bool,
    /// Batch API: time between status polls.
    pub poll_interval: Duration,
}

impl ProviderConfig {
    /// The URL requests go to (recorded as `endpoint` in provenance).
    pub fn endpoint(&self) -> String {
        match self.kind {
            ProviderKind::Openai => format!("{}/chat/completions", self.base_url),
            ProviderKind::OpenaiBatch => format!("{}/batches", self.base_url),
            ProviderKind::Anthropic => format!("{}/v1/messages", self.base_url),
        }
    }

    fn headers(&self) -> Vec<(&'static str, String)> {
        let mut h = Vec::new();
        match self.kind {
            ProviderKind::Anthropic => {
                h.push(("anthropic-version", "2023-06-01".to_string()));
                if let Some(k) = &self.api_key {
                    h.push(("x-api-key", k.clone()));
                }
            }
            _ => {
                if let Some(k) = &self.api_key {
                    h.push(("authorization", format!("Bearer {k}")));
                }
            }
        }
        h
    }

    /// The request body for one prompt.
    pub fn body(&self, prompt: &str) -> Value {
        match self.kind {
            ProviderKind::Anthropic => {
                let mut b = json!({
                    "model": self.model,
                    "max_tokens": self.max_tokens.unwrap_or(4096),
                    "messages": [{"role": "user", "content": prompt}],
                });
                if let Some(t) = self.temperature {
                    b["temperature"] = json!(t);
                }
                b
            }
            _ => {
                let mut b = json!({"model": self.model, "messages": [{"role": "user", "content": prompt}]});
                if let Some(m) = self.max_tokens {
                    b["max_tokens"] = json!(m);
                }
                if let Some(t) = self.temperature {
                    b["temperature"] = json!(t);
                }
                if self.json_mode {
                    b["response_format"] = json!({"type": "json_object"});
                }
                b
            }
        }
    }
}

/// One request and what came back, exactly as kept on disk (`raw/.../*.json`).
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
pub struct RawRecord {
    /// Entry function name, or `registry/<domain>/<n>`.
    pub id: String,
    pub attempt: u32,
    pub provider: String,
    pub endpoint: String,
    pub model: String,
    pub requested_at: String,
    pub latency_ms: u64,
    /// HTTP attempts (retries included); 0 for batch results.
    pub http_attempts: u32,
    #[serde(default)]
    pub batch_id: Option<String>,
    pub prompt: String,
    /// HTTP status of the answer, if one arrived.
    pub status: Option<u16>,
    /// The response body, verbatim.
    pub body: Option<String>,
    /// Why there is no usable body (transport error, batch error, expiry).
    pub error: Option<String>,
}

/// What a response says, parsed.
#[derive(Clone, Debug, PartialEq)]
pub struct Completion {
    pub text: String,
    pub usage: TokenUsage,
    /// The model the server says answered.
    pub model: Option<String>,
    /// The answer hit the token limit.
    pub truncated: bool,
}

/// Parse a chat-completions or messages response body. Errors are rejection reasons.
pub fn parse_completion(kind: ProviderKind, body: &str) -> Result<Completion, String> {
    let v: Value = serde_json::from_str(body).map_err(|e| format!("response: not JSON ({e})"))?;
    let u64_at = |p: &str| v.pointer(p).and_then(Value::as_u64);
    match kind {
        ProviderKind::Anthropic => {
            let blocks = v.get("content").and_then(Value::as_array).ok_or("response: no `content` array")?;
            let text: String =
                blocks.iter().filter(|b| b["type"] == "text").filter_map(|b| b["text"].as_str()).collect();
            let cache_read = u64_at("/usage/cache_read_input_tokens");
            Ok(Completion {
                text,
                usage: TokenUsage {
                    input: u64_at("/usage/input_tokens").unwrap_or(0) + cache_read.unwrap_or(0),
                    output: u64_at("/usage/output_tokens").unwrap_or(0),
                    reasoning: None,
                    cached_input: cache_read,
                },
                model: v["model"].as_str().map(String::from),
                truncated: v["stop_reason"] == "max_tokens",
            })
        }
        _ => {
            let choice = v.pointer("/choices/0").ok_or("response: no `choices[0]`")?;
            let text = choice
                .pointer("/message/content")
                .and_then(Value::as_str)
                .ok_or("response: no `choices[0].message.content` string")?;
            Ok(Completion {
                text: text.to_string(),
                usage: TokenUsage {
                    input: u64_at("/usage/prompt_tokens").unwrap_or(0),
                    output: u64_at("/usage/completion_tokens").unwrap_or(0),
                    reasoning: u64_at("/usage/completion_tokens_details/reasoning_tokens"),
                    cached_input: u64_at("/usage/prompt_tokens_details/cached_tokens"),
                },
                model: v["model"].as_str().map(String::from),
                truncated: choice["finish_reason"] == "length",
            })
        }
    }
}

/// Statuses that no retry or regeneration can fix: the run stops with the server's words.
fn is_fatal(e: &NetError) -> bool {
    matches!(e, NetError::Status { status: 401 | 403 | 404, .. })
}

/// One direct request (chat completions or messages). Transport failures and non-fatal HTTP
/// errors become a record with `error`; authentication or a wrong URL stops the run.
pub async fn call(
    client: &Client,
    cfg: &ProviderConfig,
    id: &str,
    attempt: u32,
    prompt: &str,
) -> Result<RawRecord> {
    let url = cfg.endpoint();
    let requested_at = now_rfc3339();
    let t = Instant::now();
    let body = cfg.body(prompt);
    let result = client.post_json(&url, &cfg.headers(), &body).await;
    let mut rec = RawRecord {
        id: id.to_string(),
        attempt,
        provider: cfg.kind.name().into(),
        endpoint: url,
        model: cfg.model.clone(),
        requested_at,
        latency_ms: 0,
        http_attempts: 0,
        batch_id: None,
        prompt: prompt.to_string(),
        status: None,
        body: None,
        error: None,
    };
    match result {
        Ok(reply) => {
            rec.latency_ms = reply.latency.as_millis() as u64;
            rec.http_attempts = reply.attempts;
            rec.status = Some(reply.status);
            rec.body = Some(reply.text());
        }
        Err(e) if is_fatal(&e) => bail!("{e}\n(check the API key variable, the base URL and the model name)"),
        Err(e) => {
            rec.latency_ms = t.elapsed().as_millis() as u64;
            rec.http_attempts = match &e {
                NetError::Status { attempts, .. }
                | NetError::Timeout { attempts, .. }
                | NetError::Connect { attempts, .. } => *attempts,
                _ => 1,
            };
            rec.status = e.status();
            rec.error = Some(e.to_string());
        }
    }
    Ok(rec)
}

/// Persistent state of one batch (`batches/<name>.json`), so a killed run resumes polling the
/// same batch instead of paying for a new one.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct BatchState {
    pub custom_ids: BTreeSet<String>,
    pub input_file_id: Option<String>,
    pub batch_id: Option<String>,
    pub status: Option<String>,
    pub created_at: Option<String>,
}

/// Progress of a batch as the server reports it.
#[derive(Clone, Debug, Default)]
pub struct BatchProgress {
    pub status: String,
    pub completed: u64,
    pub failed: u64,
    pub total: u64,
}

/// Run `requests` (custom_id, prompt) as one OpenAI batch; returns a record per custom_id
/// (those the batch did not answer carry an `error`). State lives in `dir/<name>.json`.
pub async fn run_batch(
    client: &Client,
    cfg: &ProviderConfig,
    dir: &Path,
    name: &str,
    requests: &[(String, u32, String)],
    on_poll: &(dyn Fn(&BatchProgress) + Sync),
) -> Result<BTreeMap<String, RawRecord>> {
    let base = &cfg.base_url;
    let headers = cfg.headers();
    let state_path = dir.join(format!("{name}.json"));
    let ids: BTreeSet<String> = requests.iter().map(|r| r.0.clone()).collect();
    let mut state: BatchState = match read_json::<BatchState>(&state_path)? {
        Some(s) if s.batch_id.is_some() && s.custom_ids.is_superset(&ids) => s,
        _ => BatchState { custom_ids: ids.clone(), ..Default::default() },
    };
    let fail = |e: NetError| -> anyhow::Error { anyhow::anyhow!("{e}") };
    if state.batch_id.is_none() {
        let mut jsonl = String::new();
        for (cid, _, prompt) in requests {
            jsonl.push_str(&serde_json::to_string(&json!({"custom_id": cid, "method": "POST", "url": "/v1/chat/completions", "body": cfg.body(prompt)}))?);
            jsonl.push('\n');
        }
        execretrieval_io::write_atomic(&dir.join(format!("{name}.input.jsonl")), jsonl.as_bytes())?;
        let url = format!("{base}/files");
        let reply = client
            .send(&url, |c| {
                let part = execretrieval_net::reqwest::multipart::Part::bytes(jsonl.clone().into_bytes())
                    .file_name(format!("{name}.jsonl"));
                let form = execretrieval_net::reqwest::multipart::Form::new()
                    .text("purpose", "batch")
                    .part("file", part);
                let mut r = c.post(&url).multipart(form);
                for (k, v) in &headers {
                    r = r.header(*k, v);
                }
                r
            })
            .await
            .map_err(fail)?;
        let file: Value = reply.json().map_err(fail)?;
        let file_id = file["id"]
            .as_str()
            .with_context(|| format!("{url}: no file `id` in {}", reply.text()))?
            .to_string();
        state.input_file_id = Some(file_id.clone());
        let url = format!("{base}/batches");
        let reply = client
            .post_json(&url, &headers, &json!({"input_file_id": file_id, "endpoint": "/v1/chat/completions", "completion_window": "24h"}))
            .await
            .map_err(fail)?;
        let b: Value = reply.json().map_err(fail)?;
        state.batch_id = Some(
            b["id"]
                .as_str()
                .with_context(|| format!("{url}: no batch `id` in {}", reply.text()))?
                .to_string(),
        );
        state.created_at = Some(now_rfc3339());
        write_json(&state_path, &state)?;
    }
    let batch_id = state.batch_id.clone().unwrap();
    let url = format!("{base}/batches/{batch_id}");
    let batch: Value = loop {
        let b: Value = client.get(&url, &headers).await.map_err(fail)?.json().map_err(fail)?;
        let status = b["status"].as_str().unwrap_or("").to_string();
        on_poll(&BatchProgress {
            status: status.clone(),
            completed: b.pointer("/request_counts/completed").and_then(Value::as_u64).unwrap_or(0),
            failed: b.pointer("/request_counts/failed").and_then(Value::as_u64).unwrap_or(0),
            total: b.pointer("/request_counts/total").and_then(Value::as_u64).unwrap_or(0),
        });
        if state.status.as_deref() != Some(status.as_str()) {
            state.status = Some(status.clone());
            write_json(&state_path, &state)?;
        }
        match status.as_str() {
            "completed" | "expired" | "cancelled" => break b,
            "failed" => bail!(
                "batch {batch_id} failed: {}",
                b.get("errors").map(|e| e.to_string()).unwrap_or_default()
            ),
            _ => tokio::time::sleep(cfg.poll_interval).await,
        }
    };
    let status = batch["status"].as_str().unwrap_or("").to_string();
    let mut lines: BTreeMap<String, Value> = BTreeMap::new();
    for key in ["output_file_id", "error_file_id"] {
        if let Some(fid) = batch[key].as_str() {
            let url = format!("{base}/files/{fid}/content");
            let reply = client.get(&url, &headers).await.map_err(fail)?;
            for (i, line) in reply.text().lines().enumerate().filter(|(_, l)| !l.trim().is_empty()) {
                let v: Value = serde_json::from_str(line)
                    .with_context(|| format!("{url}: line {} is not JSON", i + 1))?;
                if let Some(cid) = v["custom_id"].as_str() {
                    lines.entry(cid.to_string()).or_insert(v);
                }
            }
        }
    }
    let mut out = BTreeMap::new();
    for (cid, attempt, prompt) in requests {
        let mut rec = RawRecord {
            id: cid.clone(),
            attempt: *attempt,
            provider: cfg.kind.name().into(),
            endpoint: cfg.endpoint(),
            model: cfg.model.clone(),
            requested_at: state.created_at.clone().unwrap_or_default(),
            latency_ms: 0,
            http_attempts: 0,
            batch_id: Some(batch_id.clone()),
            prompt: prompt.clone(),
            status: None,
            body: None,
            error: None,
        };
        match lines.get(cid) {
            None => {
                rec.error =
                    Some(format!("batch {batch_id} ended `{status}` without an answer for this request"))
            }
            Some(v) => {
                rec.status = v.pointer("/response/status_code").and_then(Value::as_u64).map(|s| s as u16);
                if let Some(b) = v.pointer("/response/body").filter(|b| !b.is_null()) {
                    rec.body = Some(match b {
                        Value::String(s) => s.clone(),
                        other => other.to_string(),
                    });
                }
                if let Some(e) = v.get("error").filter(|e| !e.is_null()) {
                    rec.error = Some(format!("batch request failed: {e}"));
                } else if rec.status.map(|s| s >= 400).unwrap_or(false) {
                    rec.error = Some(format!("batch request answered HTTP {}", rec.status.unwrap()));
                }
            }
        }
        out.insert(cid.clone(), rec);
    }
    Ok(out)
}
