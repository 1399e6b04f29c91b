//! The companion file of a generated task, `<function>.entry.json` beside `<function>.py`:
//! where the entry came from (model, endpoint, time, tokens) and, when a model wrote them, its
//! distractors. `execretrieval generate entries` writes it; `execretrieval build` reads it, so a
//! model-written distractor reaches the release exactly as the generation gates accepted it, and
//! the release's query metadata names the model that wrote the entry. Hand-written tasks have no
//! companion (mechanical distractors, no provenance).
//!
//! ```json
//! {"distractor_pool": "model",
//!  "provenance": {"model": "gpt-4o-mini", "endpoint": "https://…/chat/completions", "generated_at": "…", …},
//!  "distractors": [{"bug_type": "off_by_one", "bug_description": "…", "code": "def …"}]}
//! ```
//!
//! Invariants: every distractor is re-checked against the canonical of the task file (one small
//! edit, a known bug type, defines the function) — a companion edited by hand cannot smuggle in
//! a rewrite; a distractor's code is rebuilt as `canonical[..start] + after + canonical[end..]`,
//! so it differs from the canonical in the release by the edit alone (never by whitespace).

use crate::error::TaskError;
use crate::mutate::{classify_edit, defines_function, mutants, BugType, Mutant, MutationOperator};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// Where a task's distractors come from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
#[cfg_attr(feature = "cli", derive(clap::ValueEnum))]
pub enum DistractorPool {
    /// The mechanical mutation engine only.
    Mechanical,
    /// The model's distractors only.
    Model,
    /// The model's distractors and the mechanical mutants in one pool (the model's first).
    Both,
}

impl DistractorPool {
    pub fn asks_model(self) -> bool {
        self != DistractorPool::Mechanical
    }
    pub fn as_str(self) -> &'static str {
        match self {
            DistractorPool::Mechanical => "mechanical",
            DistractorPool::Model => "model",
            DistractorPool::Both => "both",
        }
    }
}

/// A model-written distractor as stored in the companion.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AuthoredDistractor {
    pub bug_type: String,
    pub bug_description: String,
    pub code: String,
}

/// The companion file `<function>.entry.json`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EntryFile {
    pub distractor_pool: DistractorPool,
    /// Free-form provenance; `model`, `endpoint` and `generated_at` are copied into the
    /// release's query metadata.
    #[serde(default)]
    pub provenance: BTreeMap<String, serde_json::Value>,
    #[serde(default)]
    pub distractors: Vec<AuthoredDistractor>,
}

/// The companion path of a task file: `dir/f.py` → `dir/f.entry.json`.
pub fn entry_path(task_file: &Path) -> PathBuf {
    task_file.with_extension("entry.json")
}

/// Reads and parses a companion; errors name the file and the line.
pub fn read_entry_file(path: &Path) -> Result<EntryFile, TaskError> {
    let bytes = std::fs::read(path).map_err(|e| TaskError::new(path, 0, format!("cannot read: {e}")))?;
    parse_entry_file(path, &bytes)
}

/// Parses the bytes of a companion (see [`read_entry_file`]).
pub fn parse_entry_file(path: &Path, bytes: &[u8]) -> Result<EntryFile, TaskError> {
    if let Err(err) = std::str::from_utf8(bytes) {
        let line = bytes[..err.valid_up_to()].iter().filter(|&&b| b == b'\n').count() + 1;
        return Err(TaskError::new(
            path,
            line,
            format!("invalid UTF-8 at byte offset {}", err.valid_up_to()),
        ));
    }
    let file: EntryFile = serde_json::from_slice(bytes).map_err(|e| {
        TaskError::new(path, e.line(), format!("not a valid entry companion ({e}); expected {{\"distractor_pool\": \"mechanical|model|both\", \"provenance\": {{…}}, \"distractors\": [{{\"bug_type\", \"bug_description\", \"code\"}}]}}"))
    })?;
    if file.distractor_pool == DistractorPool::Mechanical && !file.distractors.is_empty() {
        return Err(TaskError::new(path, 1, "`distractor_pool` is `mechanical` but the file lists distractors: use `model` or `both`, or remove them"));
    }
    if file.distractor_pool != DistractorPool::Mechanical && file.distractors.is_empty() {
        return Err(TaskError::new(
            path,
            1,
            format!(
                "`distractor_pool` is `{}` but the file lists no distractors",
                file.distractor_pool.as_str()
            ),
        ));
    }
    Ok(file)
}

/// Pretty JSON with a trailing newline (what `generate` writes).
pub fn render_entry_file(file: &EntryFile) -> String {
    let mut s = serde_json::to_string_pretty(file).expect("an entry file serialises");
    s.push('\n');
    s
}

/// The one edit turning `original` into `changed`: byte range in `original` and its
/// replacement: either a change within one line, or the deletion of at most three lines (a
/// removed guard); trailing whitespace aside, the rest must be byte-identical.
pub fn single_edit(original: &str, changed: &str) -> Result<(usize, usize, String), String> {
    let (a, b) = (original.trim_end(), changed.trim_end());
    if a == b {
        return Err("identical to the canonical".into());
    }
    let (start, end, b_end) = execretrieval_core::release::differing_span(a, b);
    let after = b[start..b_end].to_string();
    let line_start = a[..start].rfind('\n').map(|i| i + 1).unwrap_or(0);
    let touched = a[line_start..end].matches('\n').count() + 1;
    // an edit inside one line, or the deletion of at most three lines (a removed guard)
    let in_line = touched == 1 && !after.contains('\n');
    let deletion = after.trim().is_empty() && touched <= 3;
    if !(in_line || deletion) {
        return Err(format!("not a single small edit of the canonical (changes {touched} lines)"));
    }
    Ok((start, end, after))
}

/// A written distractor as a [`Mutant`] of `canonical`: known bug type, non-empty description,
/// one small edit, still defines `function`. The code is rebuilt from the canonical and the
/// edit. `Err` says what is wrong.
pub fn authored_mutant(
    canonical: &str,
    function: &str,
    bug_type: &str,
    description: &str,
    code: &str,
) -> Result<Mutant, String> {
    let mut why = Vec::new();
    let bug = BugType::ALL.iter().copied().find(|b| b.as_str() == bug_type);
    if bug.is_none() {
        why.push(format!(
            "bug_type `{bug_type}` (allowed: {})",
            BugType::ALL.iter().map(|b| b.as_str()).collect::<Vec<_>>().join(", ")
        ));
    }
    if description.trim().is_empty() {
        why.push("an empty bug_description".into());
    }
    let edit = single_edit(canonical, code);
    if let Err(e) = &edit {
        why.push(e.clone());
    }
    if !why.is_empty() {
        return Err(why.join("; "));
    }
    let (start, end, after) = edit.expect("checked");
    let rebuilt = format!("{}{}{}", &canonical[..start], after, &canonical[end..]);
    if !defines_function(&rebuilt, function) {
        return Err(format!("does not parse as Python defining `{function}`"));
    }
    let (operator, unnatural) =
        classify_edit(canonical, start, end, &after).unwrap_or((MutationOperator::Authored, None));
    Ok(Mutant {
        bug_type: bug.expect("checked"),
        operator,
        unnatural,
        code: rebuilt,
        description: description.trim().to_string(),
        line: canonical[..start].matches('\n').count() + 1,
        start,
        end,
        before: canonical[start..end].to_string(),
        after,
    })
}

/// The candidate distractors of a task: the model's (`model`, already checked), the mechanical
/// mutants of `canonical`, or both in one pool (the model's first; a mechanical mutant with the
/// code of a model distractor is left out).
pub fn candidate_pool(canonical: &str, model: &[Mutant], pool: DistractorPool) -> Vec<Mutant> {
    let mut out: Vec<Mutant> = Vec::new();
    if pool.asks_model() {
        out.extend(model.iter().cloned());
    }
    if pool != DistractorPool::Model {
        for m in mutants(canonical) {
            if !out.iter().any(|x| x.code == m.code) {
                out.push(m);
            }
        }
    }
    out
}

/// Which pool a chosen distractor came from: `model` if it is one of `model` (same code and
/// description), else `mechanical`.
pub fn origin_of(m: &Mutant, model: &[Mutant]) -> &'static str {
    if model.iter().any(|x| x.code == m.code && x.description == m.description) {
        "model"
    } else {
        "mechanical"
    }
}

/// The candidates of a task file with an optional companion: (the companion's distractors that
/// passed the checks, the whole pool, the companion's problems, each naming the distractor).
/// Without a companion: no model distractors and the mechanical mutants.
pub fn task_candidates(
    canonical: &str,
    function: &str,
    entry: Option<&EntryFile>,
) -> (Vec<Mutant>, Vec<Mutant>, Vec<String>) {
    let Some(entry) = entry else {
        return (Vec::new(), mutants(canonical), Vec::new());
    };
    let mut model = Vec::new();
    let mut problems = Vec::new();
    for (i, d) in entry.distractors.iter().enumerate() {
        match authored_mutant(canonical, function, &d.bug_type, &d.bug_description, &d.code) {
            Ok(m) => model.push(m),
            Err(e) => problems.push(format!("distractor {} of the entry file: {e}", i + 1)),
        }
    }
    let pool = candidate_pool(canonical, &model, entry.distractor_pool);
    (model, pool, problems)
}
