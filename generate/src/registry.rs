//! Phase 1, registry: ask a model for (function_name, query) pairs per domain, keep the new and
//! distinct ones, write the registry (no implementations).
//!
//! Rounds: round k sends request k for every domain still short of its target (the prompt lists
//! the names already taken in that domain); answers are then processed in domain order, so the
//! outcome depends only on the answers, not on their arrival order. A proposal is rejected when
//! it is malformed, its name is taken (existing tasks or earlier proposals), or its query's
//! content-word Jaccard similarity to any existing or accepted query reaches the threshold.
//! Raw answers live under `<work>/raw/registry/<domain>/request-<k>.json`; a rerun re-reads them.

use crate::pipeline::{Fetcher, Pending};
use crate::prompts::Prompts;
use crate::provider::{parse_completion, RawRecord};
use crate::schema::{check_registry_item, extract_json, RegistryItem};
use crate::similarity::Index;
use crate::store::read_json;
use anyhow::Result;
use execretrieval_io::{jsonl, write_atomic};
use serde::Serialize;
use serde_json::Value;
use std::collections::{BTreeMap, BTreeSet};
use std::path::PathBuf;

/// Settings of a registry run.
pub struct RegistryConfig {
    pub domains: Vec<String>,
    pub per_domain: usize,
    pub max_requests_per_domain: u32,
    /// Near-duplicate threshold on content-word Jaccard similarity.
    pub max_similarity: f64,
    /// Registry file to write (JSONL).
    pub out: PathBuf,
    /// Work directory (raw answers, batch state).
    pub work: PathBuf,
}

/// One rejected proposal.
#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct Rejection {
    pub domain: String,
    pub function_name: String,
    pub reason: String,
}

/// Result of a registry run.
#[derive(Clone, Debug, Default, Serialize)]
pub struct RegistryOutcome {
    pub accepted: Vec<RegistryItem>,
    pub rejected: Vec<Rejection>,
    pub requests_sent: usize,
    /// Requests whose answer was unusable (transport error, malformed JSON).
    pub bad_answers: Vec<String>,
}

/// The proposals in one answer: `{"functions": [{"function_name", "query"}]}`.
fn proposals(rec: &RawRecord, fetcher: &Fetcher<'_>) -> Result<Vec<Value>, String> {
    if let Some(e) = &rec.error {
        return Err(format!("request: {e}"));
    }
    let c = parse_completion(fetcher.provider.kind, rec.body.as_deref().unwrap_or(""))?;
    let v = extract_json(&c.text)?;
    match v.get("functions").and_then(Value::as_array) {
        Some(a) => Ok(a.clone()),
        None => Err("schema: no `functions` array".into()),
    }
}

/// Run (or resume) phase 1. `existing` = (domain, function_name, query) of tasks already in the
/// dataset.
pub async fn run_registry(
    fetcher: &Fetcher<'_>,
    prompts: &Prompts,
    cfg: &RegistryConfig,
    existing: &[(String, String, String)],
) -> Result<RegistryOutcome> {
    let mut out = RegistryOutcome::default();
    let mut index = Index::default();
    let mut names: BTreeSet<String> = BTreeSet::new();
    for (_, n, q) in existing {
        index.add(n, q);
        names.insert(n.clone());
    }
    let mut per_domain: BTreeMap<&str, Vec<RegistryItem>> =
        cfg.domains.iter().map(|d| (d.as_str(), Vec::new())).collect();
    for k in 1..=cfg.max_requests_per_domain.max(1) {
        let short: Vec<&str> =
            per_domain.iter().filter(|(_, v)| v.len() < cfg.per_domain).map(|(d, _)| *d).collect();
        if short.is_empty() {
            break;
        }
        let reqs: Vec<Pending> = short
            .iter()
            .map(|d| {
                let taken: Vec<String> = per_domain[d]
                    .iter()
                    .map(|i| i.function_name.clone())
                    .chain(existing.iter().filter(|e| e.0 == *d).map(|e| e.1.clone()))
                    .collect();
                Pending {
                    id: format!("registry/{d}/{k}"),
                    attempt: k,
                    prompt: prompts.registry(d, cfg.per_domain - per_domain[d].len(), &taken),
                    raw_path: cfg.work.join("raw/registry").join(d).join(format!("request-{k}.json")),
                }
            })
            .collect();
        fetcher.progress.round(
            "registry",
            k,
            short.len(),
            reqs.iter().filter(|r| !r.raw_path.exists()).count(),
        );
        out.requests_sent +=
            fetcher.fetch(&cfg.work.join("batches"), &format!("registry-{k}"), &reqs).await?;
        for (d, r) in short.iter().zip(&reqs) {
            let Some(rec) = read_json::<RawRecord>(&r.raw_path)? else {
                out.bad_answers.push(format!("{}: no answer", r.id));
                continue;
            };
            let props = match proposals(&rec, fetcher) {
                Ok(p) => p,
                Err(e) => {
                    out.bad_answers.push(format!("{}: {e}", r.id));
                    continue;
                }
            };
            for p in props {
                let name = p.get("function_name").and_then(Value::as_str).unwrap_or("").to_string();
                let reject = |out: &mut RegistryOutcome, reason: String| {
                    out.rejected.push(Rejection {
                        domain: d.to_string(),
                        function_name: name.clone(),
                        reason,
                    })
                };
                let item = match (
                    p.get("function_name").and_then(Value::as_str),
                    p.get("query").and_then(Value::as_str),
                ) {
                    (Some(n), Some(q))
                        if p.as_object()
                            .map(|o| o.keys().all(|k| k == "function_name" || k == "query" || k == "domain"))
                            .unwrap_or(false) =>
                    {
                        RegistryItem {
                            domain: d.to_string(),
                            function_name: n.to_string(),
                            query: q.split_whitespace().collect::<Vec<_>>().join(" "),
                        }
                    }
                    _ => {
                        reject(
                            &mut out,
                            format!("schema: expected {{\"function_name\": str, \"query\": str}}, got {p}"),
                        );
                        continue;
                    }
                };
                if let Some(dom) = p.get("domain").and_then(Value::as_str) {
                    if dom != *d {
                        reject(&mut out, format!("schema: domain `{dom}` asked for `{d}`"));
                        continue;
                    }
                }
                let problems = check_registry_item(&item);
                if !problems.is_empty() {
                    reject(&mut out, format!("schema: {}", problems.join("; ")));
                    continue;
                }
                if names.contains(&item.function_name) {
                    reject(&mut out, "duplicate: name already taken".into());
                    continue;
                }
                if let Some((other, s)) = index.nearest(&item.query) {
                    if s >= cfg.max_similarity {
                        reject(&mut out, format!("near-duplicate: query {:.2} similar to `{other}`", s));
                        continue;
                    }
                }
                if per_domain[d].len() >= cfg.per_domain {
                    reject(&mut out, "surplus: domain already has enough".into());
                    continue;
                }
                names.insert(item.function_name.clone());
                index.add(&item.function_name, &item.query);
                per_domain.get_mut(d).unwrap().push(item);
            }
        }
    }
    let mut all: Vec<RegistryItem> = per_domain.into_values().flatten().collect();
    all.sort();
    write_atomic(&cfg.out, jsonl(&all)?.as_bytes())?;
    out.accepted = all;
    Ok(out)
}

/// Read a registry file (JSONL of `{"domain", "function_name", "query"}`); errors name the line.
pub fn read_registry(path: &std::path::Path) -> Result<Vec<RegistryItem>> {
    let text =
        std::fs::read_to_string(path).map_err(|e| anyhow::anyhow!("cannot read {}: {e}", path.display()))?;
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        let item: RegistryItem = serde_json::from_str(line).map_err(|e| {
            anyhow::anyhow!(
                "{}:{}: not a registry row ({e}); expected {{\"domain\", \"function_name\", \"query\"}}",
                path.display(),
                i + 1
            )
        })?;
        let problems = check_registry_item(&item);
        if !problems.is_empty() {
            anyhow::bail!("{}:{}: {}", path.display(), i + 1, problems.join("; "));
        }
        out.push(item);
    }
    Ok(out)
}

/// Requests of a run: all of them, and those whose answer was an error.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct RequestCounts {
    pub failed: usize,
    pub total: usize,
}

/// `<work>/registry_report.json`: what a registry run kept and rejected, its requests, tokens
/// and estimated cost (over every raw answer under the work directory: all runs so far).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct RegistryReport {
    pub accepted: usize,
    pub bad_answers: Vec<String>,
    pub endpoint: String,
    /// `None` when a model has no price (see `models_without_price`).
    pub estimated_cost_usd: Option<f64>,
    pub max_similarity: f64,
    pub model: String,
    pub models_without_price: Vec<String>,
    pub prompt_version: String,
    pub provider: String,
    pub rejected: Vec<Rejection>,
    pub requests: RequestCounts,
    pub similarity: String,
    pub tokens: crate::prices::TokenUsage,
}

/// Count the run's usage and cost, and write [`RegistryReport`] to `<work>/registry_report.json`.
/// Written through a JSON value, so every object's keys are sorted (those of `tokens` too).
pub fn write_registry_report(
    cfg: &RegistryConfig,
    provider: &crate::provider::ProviderConfig,
    prompts: &Prompts,
    out: &RegistryOutcome,
    prices: &BTreeMap<String, crate::prices::Price>,
) -> Result<RegistryReport> {
    let (total, failed, tokens, by_model) =
        crate::pipeline::scan_usage(&cfg.work.join("raw"), provider.kind)?;
    let (cost, missing) = crate::pipeline::estimate_cost(&by_model, prices, provider.kind);
    let report = RegistryReport {
        accepted: out.accepted.len(),
        bad_answers: out.bad_answers.clone(),
        endpoint: provider.endpoint(),
        estimated_cost_usd: cost,
        max_similarity: cfg.max_similarity,
        model: provider.model.clone(),
        models_without_price: missing,
        prompt_version: prompts.version.clone(),
        provider: provider.kind.name().to_string(),
        rejected: out.rejected.clone(),
        requests: RequestCounts { failed, total },
        similarity: "content-word Jaccard".into(),
        tokens,
    };
    execretrieval_io::write_json(&cfg.work.join("registry_report.json"), &serde_json::to_value(&report)?)?;
    Ok(report)
}

/// (domain, function, query) of the task files under `dir` (the names and queries a registry
/// deduplicates against, the names gate 5 refuses), and what was left out: a missing directory
/// is no tasks; unparseable files are skipped (`build` reports them).
pub fn existing_tasks(dir: &std::path::Path) -> (Vec<(String, String, String)>, Vec<String>) {
    if !dir.exists() {
        return (
            Vec::new(),
            vec![format!("{} does not exist; not deduplicating against existing tasks", dir.display())],
        );
    }
    let (tasks, errors) = execretrieval_dataset::task::load_tasks(dir);
    let notes = if errors.is_empty() {
        Vec::new()
    } else {
        vec![format!("{} unparseable task file(s) under {} ignored", errors.len(), dir.display())]
    };
    (tasks.into_iter().map(|t| (t.domain, t.function, t.query)).collect(), notes)
}
