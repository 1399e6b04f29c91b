//! Phase 2, entries: registry rows → model answers → strict validation → the five gates →
//! accepted task files, with regeneration (the rejection reasons fed back) up to N attempts.
//!
//! The run proceeds in rounds: round k sends attempt k of every entry still open (one request
//! each, or one batch), then validates and gates all answers together (one sandbox batch).
//! Everything is on disk under the output directory, written atomically:
//!
//! ```text
//! raw/<function>/attempt-<k>.json   every request and its verbatim response (RawRecord)
//! entries/<function>.json           accepted entries: task, distractors, gates, provenance
//! tasks/<domain>/<function>.py      accepted entries in the task-file format of data/README.md
//! tasks/<domain>/<function>.entry.json  their provenance and model distractors (read by `build`)
//! rejected/<function>.json          entries that used up their attempts, with every reason
//! batches/attempt-<k>.json          Batch API state (resumes polling the same batch)
//! summary.json                      counts, tokens, estimated cost
//! ```
//!
//! Resuming: an entry with an `entries/` or `rejected/` file is done and sends nothing; an
//! attempt whose raw file exists is re-read, not re-requested. So a killed run loses at most the
//! requests in flight.

use crate::prices::{Price, TokenUsage};
use crate::prompts::Prompts;
use crate::provider::{
    call, parse_completion, run_batch, BatchProgress, ProviderConfig, ProviderKind, RawRecord,
};
use crate::schema::{extract_json, validate_entry, Entry, RegistryItem};
use crate::store::read_json;
use anyhow::Result;
use execretrieval_dataset::entry::{
    entry_path, render_entry_file, AuthoredDistractor, DistractorPool, EntryFile,
};
use execretrieval_io::{write_atomic, write_json};
use execretrieval_net::{bounded, Client};
use futures::StreamExt;
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};

/// A chosen distractor, as recorded in `entries/<function>.json`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SelectedDistractor {
    /// `model` or `mechanical`.
    pub origin: String,
    pub bug_type: String,
    pub bug_description: String,
    pub code: String,
    pub line: usize,
    pub before: String,
    pub after: String,
    /// Outcomes on the task's tests.
    pub outcomes: Vec<String>,
}

/// What the gates say about one entry (a gate verdict; not `core::api::Verdict`, a judged run's).
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct GateVerdict {
    /// gate → `pass` or `fail: reason`.
    pub gates: BTreeMap<String, String>,
    /// Reasons to feed back (empty = accepted).
    pub reasons: Vec<String>,
    pub selected: Vec<SelectedDistractor>,
    pub mutation_score: Option<f64>,
}

impl GateVerdict {
    pub fn accepted(&self) -> bool {
        self.reasons.is_empty() && self.gates.values().all(|v| v == "pass")
    }
}

/// The five gates ([`crate::judge::GateJudge`] over any oracle; tests script their own).
pub trait Judge {
    fn judge(&self, entries: &[Entry], mode: DistractorPool) -> Result<Vec<GateVerdict>>;
}

/// What a run reports as it goes: a round opens (with its counts), an answer arrives, a batch
/// is polled, a round is judged. Events, not a `(label, total)` progress
/// (`execretrieval_core::oracle::Progress`): a batch reports its position, a round its verdicts.
/// The CLI draws a bar per round and logs; tests ignore them ([`Quiet`]).
pub trait RoundObserver: Sync {
    fn round(&self, _what: &str, _attempt: u32, _open: usize, _to_send: usize) {}
    fn answered(&self) {}
    fn batch(&self, _p: &BatchProgress) {}
    fn judged(&self, _accepted: usize, _rejected: usize) {}
}

/// No progress display.
pub struct Quiet;
impl RoundObserver for Quiet {}

/// How to fetch: one client, one provider, bounded concurrency.
pub struct Fetcher<'a> {
    pub client: &'a Client,
    pub provider: &'a ProviderConfig,
    pub concurrency: usize,
    pub progress: &'a dyn RoundObserver,
}

/// One request of a round: (id, attempt, prompt, where its raw record goes).
pub struct Pending {
    pub id: String,
    pub attempt: u32,
    pub prompt: String,
    pub raw_path: PathBuf,
}

impl Fetcher<'_> {
    /// Send every request whose raw file does not exist yet; each record is written as soon as
    /// it arrives. Returns how many requests were sent.
    pub async fn fetch(&self, batches_dir: &Path, round: &str, reqs: &[Pending]) -> Result<usize> {
        let todo: Vec<&Pending> = reqs.iter().filter(|r| !r.raw_path.exists()).collect();
        if todo.is_empty() {
            return Ok(0);
        }
        if self.provider.kind == ProviderKind::OpenaiBatch {
            let list: Vec<(String, u32, String)> =
                todo.iter().map(|r| (r.id.clone(), r.attempt, r.prompt.clone())).collect();
            let recs =
                run_batch(self.client, self.provider, batches_dir, round, &list, &|p| self.progress.batch(p))
                    .await?;
            for r in &todo {
                if let Some(rec) = recs.get(&r.id) {
                    write_json(&r.raw_path, rec)?;
                    self.progress.answered();
                }
            }
            return Ok(todo.len());
        }
        let sent = AtomicUsize::new(0);
        let mut stream = bounded(todo, self.concurrency, |r| {
            let sent = &sent;
            async move {
                sent.fetch_add(1, Ordering::SeqCst);
                let rec = call(self.client, self.provider, &r.id, r.attempt, &r.prompt).await?;
                write_json(&r.raw_path, &rec)?;
                self.progress.answered();
                anyhow::Ok(())
            }
        });
        while let Some((_, res)) = stream.next().await {
            res?;
        }
        Ok(sent.load(Ordering::SeqCst))
    }
}

/// Settings of an entries run.
pub struct EntriesConfig {
    pub out: PathBuf,
    pub max_attempts: u32,
    pub distractors: DistractorPool,
}

/// What `entries/<function>.json` holds.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct EntryRecord {
    pub domain: String,
    pub function_name: String,
    pub query: String,
    pub canonical: String,
    pub tests: Vec<String>,
    /// Task file, relative to the output directory.
    pub task_file: String,
    pub distractors: Vec<SelectedDistractor>,
    pub distractor_mode: DistractorPool,
    pub gates: BTreeMap<String, String>,
    pub mutation_score: Option<f64>,
    pub provenance: Provenance,
}

/// Where an entry came from and what it cost.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Provenance {
    pub provider: String,
    pub model: String,
    /// The model name the server reported, if different.
    pub model_reported: Option<String>,
    pub endpoint: String,
    pub prompt_version: String,
    /// When the accepted answer was requested (RFC 3339).
    pub generated_at: String,
    /// Generation attempts used (1 = first answer accepted).
    pub attempts: u32,
    /// Tokens over all attempts.
    pub usage: TokenUsage,
    /// Latency of each attempt's request, ms.
    pub latency_ms: Vec<u64>,
    /// HTTP attempts (retries included) of each attempt's request.
    pub http_attempts: Vec<u32>,
    pub batch_id: Option<String>,
}

/// What `rejected/<function>.json` holds.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct RejectedRecord {
    pub domain: String,
    pub function_name: String,
    pub query: String,
    /// Reasons per attempt, in order.
    pub attempts: Vec<Vec<String>>,
    pub usage: TokenUsage,
}

/// Counts of one `run_entries` call.
#[derive(Clone, Debug, Default, Serialize)]
pub struct EntriesOutcome {
    pub accepted: usize,
    pub rejected: usize,
    /// Already final when the run started.
    pub skipped: usize,
    pub requests_sent: usize,
}

fn raw_path(out: &Path, function: &str, attempt: u32) -> PathBuf {
    out.join("raw").join(function).join(format!("attempt-{attempt}.json"))
}

/// Turn one raw record into an entry or rejection reasons.
pub fn interpret(
    kind: ProviderKind,
    rec: &RawRecord,
    item: &RegistryItem,
    mode: DistractorPool,
) -> Result<Entry, Vec<String>> {
    if let Some(e) = &rec.error {
        return Err(vec![format!("request: {e}")]);
    }
    let body = rec.body.as_deref().unwrap_or("");
    let c = parse_completion(kind, body).map_err(|e| vec![e])?;
    if c.truncated {
        return Err(vec!["response: cut off at the token limit; answer more briefly".into()]);
    }
    let v = extract_json(&c.text).map_err(|e| vec![e])?;
    validate_entry(item, v, mode.asks_model())
}

fn usage_of(kind: ProviderKind, rec: &RawRecord) -> TokenUsage {
    rec.body.as_deref().and_then(|b| parse_completion(kind, b).ok()).map(|c| c.usage).unwrap_or_default()
}

/// Run (or resume) phase 2 for `items`.
pub async fn run_entries(
    fetcher: &Fetcher<'_>,
    prompts: &Prompts,
    judge: &dyn Judge,
    cfg: &EntriesConfig,
    items: &[RegistryItem],
) -> Result<EntriesOutcome> {
    let out = &cfg.out;
    let kind = fetcher.provider.kind;
    let mut result = EntriesOutcome::default();
    // one entry per function name, first occurrence wins
    let mut seen = BTreeSet::new();
    let mut open: Vec<&RegistryItem> = Vec::new();
    for it in items {
        if !seen.insert(it.function_name.as_str()) {
            continue;
        }
        if out.join("entries").join(format!("{}.json", it.function_name)).exists()
            || out.join("rejected").join(format!("{}.json", it.function_name)).exists()
        {
            result.skipped += 1;
        } else {
            open.push(it);
        }
    }
    let mut history: BTreeMap<String, Vec<(RawRecord, Vec<String>)>> = BTreeMap::new();
    for attempt in 1..=cfg.max_attempts.max(1) {
        if open.is_empty() {
            break;
        }
        let reqs: Vec<Pending> = open
            .iter()
            .map(|it| {
                let feedback = history
                    .get(&it.function_name)
                    .and_then(|h| h.last())
                    .map(|(_, why)| why.as_slice())
                    .unwrap_or(&[]);
                Pending {
                    id: it.function_name.clone(),
                    attempt,
                    prompt: prompts.entry(it, cfg.distractors.asks_model(), feedback),
                    raw_path: raw_path(out, &it.function_name, attempt),
                }
            })
            .collect();
        let to_send = reqs.iter().filter(|r| !r.raw_path.exists()).count();
        fetcher.progress.round("entries", attempt, open.len(), to_send);
        result.requests_sent +=
            fetcher.fetch(&out.join("batches"), &format!("attempt-{attempt}"), &reqs).await?;

        // interpret, then gate every valid answer at once
        let mut valid: Vec<(usize, Entry)> = Vec::new();
        let mut reasons: Vec<Vec<String>> = vec![Vec::new(); open.len()];
        let mut recs: Vec<RawRecord> = Vec::new();
        for (i, (it, r)) in open.iter().zip(&reqs).enumerate() {
            let rec: RawRecord = read_json(&r.raw_path)?
                .ok_or_else(|| anyhow::anyhow!("{}: missing after the round", r.raw_path.display()))?;
            match interpret(kind, &rec, it, cfg.distractors) {
                Ok(e) => valid.push((i, e)),
                Err(why) => reasons[i] = why,
            }
            recs.push(rec);
        }
        let entries: Vec<Entry> = valid.iter().map(|(_, e)| e.clone()).collect();
        let verdicts =
            if entries.is_empty() { Vec::new() } else { judge.judge(&entries, cfg.distractors)? };
        let mut verdict_of: BTreeMap<usize, (Entry, GateVerdict)> = BTreeMap::new();
        for ((i, e), v) in valid.into_iter().zip(verdicts) {
            if !v.accepted() {
                reasons[i] = if v.reasons.is_empty() {
                    v.gates
                        .iter()
                        .filter(|(_, s)| *s != "pass")
                        .map(|(g, s)| format!("gate {g}: {s}"))
                        .collect()
                } else {
                    v.reasons.clone()
                };
            }
            verdict_of.insert(i, (e, v));
        }
        let (mut acc, mut rej) = (0, 0);
        let mut still_open = Vec::new();
        for (i, it) in open.iter().enumerate() {
            let h = history.entry(it.function_name.clone()).or_default();
            h.push((recs[i].clone(), reasons[i].clone()));
            let mut usage = TokenUsage::default();
            for (r, _) in h.iter() {
                usage.add(&usage_of(kind, r));
            }
            if reasons[i].is_empty() {
                let (e, v) = verdict_of.remove(&i).expect("accepted entries have a verdict");
                let task_file = format!("tasks/{}/{}.py", it.domain, it.function_name);
                write_atomic(&out.join(&task_file), e.file_text.as_bytes())?;
                let last = &recs[i];
                let reported = last
                    .body
                    .as_deref()
                    .and_then(|b| parse_completion(kind, b).ok())
                    .and_then(|c| c.model)
                    .filter(|m| *m != last.model);
                let rec = EntryRecord {
                    domain: it.domain.clone(),
                    function_name: it.function_name.clone(),
                    query: it.query.clone(),
                    canonical: e.task.canonical.clone(),
                    tests: e.task.tests.clone(),
                    task_file,
                    distractors: v.selected.clone(),
                    distractor_mode: cfg.distractors,
                    gates: v.gates.clone(),
                    mutation_score: v.mutation_score,
                    provenance: Provenance {
                        provider: last.provider.clone(),
                        model: last.model.clone(),
                        model_reported: reported,
                        endpoint: last.endpoint.clone(),
                        prompt_version: prompts.version.clone(),
                        generated_at: last.requested_at.clone(),
                        attempts: attempt,
                        usage,
                        latency_ms: h.iter().map(|(r, _)| r.latency_ms).collect(),
                        http_attempts: h.iter().map(|(r, _)| r.http_attempts).collect(),
                        batch_id: last.batch_id.clone(),
                    },
                };
                let companion = EntryFile {
                    distractor_pool: cfg.distractors,
                    provenance: serde_json::from_value(serde_json::to_value(&rec.provenance)?)?,
                    distractors: e
                        .distractors
                        .iter()
                        .filter(|_| cfg.distractors.asks_model())
                        .map(|m| AuthoredDistractor {
                            bug_type: m.bug_type.to_string(),
                            bug_description: m.description.clone(),
                            code: m.code.clone(),
                        })
                        .collect(),
                };
                write_atomic(
                    &entry_path(&out.join(&rec.task_file)),
                    render_entry_file(&companion).as_bytes(),
                )?;
                write_json(&out.join("entries").join(format!("{}.json", it.function_name)), &rec)?;
                acc += 1;
            } else if attempt == cfg.max_attempts.max(1) {
                let rec = RejectedRecord {
                    domain: it.domain.clone(),
                    function_name: it.function_name.clone(),
                    query: it.query.clone(),
                    attempts: h.iter().map(|(_, w)| w.clone()).collect(),
                    usage,
                };
                write_json(&out.join("rejected").join(format!("{}.json", it.function_name)), &rec)?;
                rej += 1;
            } else {
                still_open.push(*it);
            }
        }
        fetcher.progress.judged(acc, rej);
        result.accepted += acc;
        result.rejected += rej;
        open = still_open;
    }
    Ok(result)
}

/// Sum of tokens over every raw record under `dir` (all invocations of a run), the number of
/// records and of those that failed.
pub fn scan_usage(
    dir: &Path,
    kind: ProviderKind,
) -> Result<(usize, usize, TokenUsage, BTreeMap<String, TokenUsage>)> {
    let mut total = TokenUsage::default();
    let mut by_model: BTreeMap<String, TokenUsage> = BTreeMap::new();
    let (mut n, mut failed) = (0, 0);
    let mut stack = vec![dir.to_path_buf()];
    let mut files = Vec::new();
    while let Some(d) = stack.pop() {
        let Ok(rd) = std::fs::read_dir(&d) else { continue };
        for e in rd.flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().map(|x| x == "json").unwrap_or(false) {
                files.push(p);
            }
        }
    }
    files.sort();
    for p in files {
        let Some(rec) = read_json::<RawRecord>(&p)? else { continue };
        n += 1;
        if rec.error.is_some() {
            failed += 1;
        }
        let u = usage_of(kind, &rec);
        total.add(&u);
        by_model.entry(rec.model.clone()).or_default().add(&u);
    }
    Ok((n, failed, total, by_model))
}

/// Estimated cost of `by_model` usage; `None` when a model has no price. Batch requests are
/// billed at half price.
pub fn estimate_cost(
    by_model: &BTreeMap<String, TokenUsage>,
    prices: &BTreeMap<String, Price>,
    kind: ProviderKind,
) -> (Option<f64>, Vec<String>) {
    let mut cost = 0.0;
    let mut missing = Vec::new();
    for (m, u) in by_model {
        match crate::prices::price_for(prices, m) {
            Some(p) => cost += p.cost(u),
            None => missing.push(m.clone()),
        }
    }
    if kind == ProviderKind::OpenaiBatch {
        cost *= 0.5;
    }
    (missing.is_empty().then_some((cost * 1e6).round() / 1e6), missing)
}

/// `summary.json` of an entries run directory: its counts over every run so far, the requests,
/// tokens and estimated cost. Written through a JSON value, so every object's keys are sorted
/// (those of `tokens` too).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct EntriesSummary {
    pub accepted: usize,
    /// Accepted entries per generation attempts used.
    pub accepted_by_attempts: BTreeMap<u32, usize>,
    pub distractors: DistractorPool,
    pub endpoint: String,
    /// `None` when a model has no price (see `models_without_price`).
    pub estimated_cost_usd: Option<f64>,
    /// The rejected entries' reasons, counted by their kind (the text before the first `:`).
    pub final_rejection_reasons: BTreeMap<String, usize>,
    pub max_attempts: u32,
    pub model: String,
    pub models_without_price: Vec<String>,
    /// Registry rows neither accepted nor rejected yet.
    pub open: usize,
    pub price_note: String,
    pub prompt_version: String,
    pub provider: String,
    pub registry_entries: usize,
    pub rejected: usize,
    pub requests: crate::registry::RequestCounts,
    pub tokens: TokenUsage,
    pub tokens_by_model: BTreeMap<String, TokenUsage>,
}

/// Write [`EntriesSummary`] to `<out>/summary.json` and return it.
pub fn write_entries_summary(
    out: &Path,
    provider: &ProviderConfig,
    prompts: &Prompts,
    cfg: &EntriesConfig,
    registry_len: usize,
    prices: &BTreeMap<String, Price>,
) -> Result<EntriesSummary> {
    let count = |sub: &str| std::fs::read_dir(out.join(sub)).map(|d| d.flatten().count()).unwrap_or(0);
    let (requests, failed, tokens, by_model) = scan_usage(&out.join("raw"), provider.kind)?;
    let (cost, missing) = estimate_cost(&by_model, prices, provider.kind);
    let mut attempts_hist: BTreeMap<u32, usize> = BTreeMap::new();
    let mut reasons: BTreeMap<String, usize> = BTreeMap::new();
    if let Ok(d) = std::fs::read_dir(out.join("entries")) {
        for e in d.flatten() {
            if let Some(r) = read_json::<EntryRecord>(&e.path())? {
                *attempts_hist.entry(r.provenance.attempts).or_default() += 1;
            }
        }
    }
    if let Ok(d) = std::fs::read_dir(out.join("rejected")) {
        for e in d.flatten() {
            if let Some(r) = read_json::<RejectedRecord>(&e.path())? {
                for why in r.attempts.iter().flatten() {
                    let key = why.split(':').next().unwrap_or("").to_string();
                    *reasons.entry(key).or_default() += 1;
                }
            }
        }
    }
    let accepted = count("entries");
    let rejected = count("rejected");
    let summary = EntriesSummary {
        accepted,
        accepted_by_attempts: attempts_hist,
        distractors: cfg.distractors,
        endpoint: provider.endpoint(),
        estimated_cost_usd: cost,
        final_rejection_reasons: reasons,
        max_attempts: cfg.max_attempts,
        model: provider.model.clone(),
        models_without_price: missing,
        open: registry_len.saturating_sub(accepted + rejected),
        price_note: "list prices from generate/prices.json (or --prices); batch requests at half price"
            .into(),
        prompt_version: prompts.version.clone(),
        provider: provider.kind.name().to_string(),
        registry_entries: registry_len,
        rejected,
        requests: crate::registry::RequestCounts { failed, total: requests },
        tokens,
        tokens_by_model: by_model,
    };
    write_json(&out.join("summary.json"), &serde_json::to_value(&summary)?)?;
    Ok(summary)
}
