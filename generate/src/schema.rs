//! The JSON a model must return, its strict validation (every problem is a rejection reason,
//! never a panic), and its conversion to the task-file format of `data/README.md`.

use execretrieval_dataset::mutate::{defines_function, BugType, Mutant};
use execretrieval_dataset::task::{parse_task, Task, DOMAINS, TESTS_MARKER};
use serde::{Deserialize, Serialize};
use std::path::Path;

/// One registry row: what to generate, no implementation.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RegistryItem {
    pub domain: String,
    pub function_name: String,
    pub query: String,
}

/// A model-written distractor as returned.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawDistractor {
    pub bug_type: String,
    pub bug_description: String,
    pub code: String,
}

/// The entry object a model returns (phase 2).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawEntry {
    pub function_name: String,
    pub canonical: String,
    pub tests: Vec<String>,
    #[serde(default)]
    pub distractors: Vec<RawDistractor>,
}

/// A validated entry: the task (parsed back from its rendered file) and the model distractors
/// as single edits of the canonical.
#[derive(Clone, Debug)]
pub struct Entry {
    pub task: Task,
    /// The task file text (`data/README.md` format).
    pub file_text: String,
    pub distractors: Vec<Mutant>,
}

/// The JSON shape shown in the entry prompt.
pub fn entry_shape(with_distractors: bool) -> String {
    if with_distractors {
        r#"{"function_name": "...", "canonical": "def ...", "tests": ["assert ...", "..."], "distractors": [{"bug_type": "...", "bug_description": "...", "code": "def ..."}]}"#.into()
    } else {
        r#"{"function_name": "...", "canonical": "def ...", "tests": ["assert ...", "..."]}"#.into()
    }
}

/// The JSON object in a model's text: the text itself, or the content of a ```json fence, or
/// the span from the first `{` to the last `}` (models sometimes add a sentence around it).
pub fn extract_json(text: &str) -> Result<serde_json::Value, String> {
    let t = text.trim();
    if let Ok(v) = serde_json::from_str(t) {
        return Ok(v);
    }
    if let Some(start) = t.find("```") {
        let after = &t[start + 3..];
        let after = after.strip_prefix("json").unwrap_or(after);
        if let Some(end) = after.find("```") {
            if let Ok(v) = serde_json::from_str(after[..end].trim()) {
                return Ok(v);
            }
        }
    }
    if let (Some(a), Some(b)) = (t.find('{'), t.rfind('}')) {
        if a < b {
            if let Ok(v) = serde_json::from_str(&t[a..=b]) {
                return Ok(v);
            }
        }
    }
    let err = serde_json::from_str::<serde_json::Value>(t).err().map(|e| e.to_string()).unwrap_or_default();
    Err(format!("the answer is not a JSON object ({err})"))
}

/// A snake_case Python identifier that is not a keyword.
pub fn is_function_name(s: &str) -> bool {
    const KEYWORDS: [&str; 35] = [
        "False", "None", "True", "and", "as", "assert", "async", "await", "break", "class", "continue", "def", "del", "elif", "else", "except",
        "finally", "for", "from", "global", "if", "import", "in", "is", "lambda", "nonlocal", "not", "or", "pass", "raise", "return", "try",
        "while", "with", "yield",
    ];
    let mut chars = s.chars();
    matches!(chars.next(), Some(c) if c.is_ascii_lowercase() || c == '_')
        && s.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')
        && !KEYWORDS.contains(&s)
        && s.len() <= 80
}

/// Validate a model's entry JSON against the registry item. `want_distractors` = the prompt
/// asked for four. Every problem found is returned (not just the first).
pub fn validate_entry(item: &RegistryItem, value: serde_json::Value, want_distractors: bool) -> Result<Entry, Vec<String>> {
    let raw: RawEntry = match serde_json::from_value(value) {
        Ok(r) => r,
        Err(e) => return Err(vec![format!("schema: {e}")]),
    };
    let mut why = Vec::new();
    if raw.function_name != item.function_name {
        why.push(format!("schema: function_name is `{}`, expected `{}`", raw.function_name, item.function_name));
    }
    if raw.canonical.trim().is_empty() {
        why.push("schema: canonical is empty".into());
    } else if !defines_function(&raw.canonical, &item.function_name) {
        why.push(format!("schema: canonical does not parse as Python defining `{}`", item.function_name));
    }
    if raw.canonical.contains(TESTS_MARKER) {
        why.push(format!("schema: canonical contains the line `{TESTS_MARKER}`"));
    }
    let n = raw.tests.len();
    if !(7..=10).contains(&n) {
        why.push(format!("schema: {n} tests (need 7 to 10)"));
    }
    for (i, t) in raw.tests.iter().enumerate() {
        let s = t.trim_start();
        if !(s.starts_with("assert ") || s.starts_with("assert(") || s.starts_with("with pytest.raises(")) {
            why.push(format!("schema: test {} is not an `assert` or a `with pytest.raises(...)` block: {}", i + 1, first_line(t)));
        }
        if t.lines().next().map(|l| l.starts_with(char::is_whitespace)).unwrap_or(true) {
            why.push(format!("schema: test {} is empty or indented", i + 1));
        }
    }
    let mut distractors = Vec::new();
    if want_distractors {
        if raw.distractors.len() != 4 {
            why.push(format!("schema: {} distractors (need exactly 4)", raw.distractors.len()));
        }
        for (i, d) in raw.distractors.iter().enumerate() {
            let k = i + 1;
            let Some(bug_type) = BugType::ALL.iter().copied().find(|b| b.as_str() == d.bug_type) else {
                why.push(format!(
                    "schema: distractor {k} has bug_type `{}` (allowed: {})",
                    d.bug_type,
                    BugType::ALL.iter().map(|b| b.as_str()).collect::<Vec<_>>().join(", ")
                ));
                continue;
            };
            if d.bug_description.trim().is_empty() {
                why.push(format!("schema: distractor {k} has an empty bug_description"));
            }
            match single_edit(&raw.canonical, &d.code) {
                Err(e) => why.push(format!("schema: distractor {k}: {e}")),
                Ok((start, end, after)) => {
                    if !defines_function(&d.code, &item.function_name) {
                        why.push(format!("schema: distractor {k} does not parse as Python defining `{}`", item.function_name));
                    }
                    distractors.push(Mutant {
                        bug_type,
                        code: d.code.clone(),
                        description: d.bug_description.trim().to_string(),
                        line: raw.canonical[..start].matches('\n').count() + 1,
                        start,
                        end,
                        before: raw.canonical[start..end].to_string(),
                        after,
                    });
                }
            }
        }
    } else if !raw.distractors.is_empty() {
        why.push("schema: distractors were not asked for".into());
    }
    if !why.is_empty() {
        return Err(why);
    }
    let file_text = render_task(item, &raw.canonical, &raw.tests);
    let path = Path::new(&item.domain).join(format!("{}.py", item.function_name));
    let task = match parse_task(&path, &file_text) {
        Ok(t) => t,
        Err(e) => return Err(vec![format!("schema: the rendered task file does not parse: {}", e.message)]),
    };
    if task.tests.len() != raw.tests.len() {
        return Err(vec![format!(
            "schema: the {} tests are {} top-level statements; each test must be exactly one statement",
            raw.tests.len(),
            task.tests.len()
        )]);
    }
    // The canonical in the file is trimmed; offsets of the distractor edits refer to the raw
    // canonical, which may differ by leading blank lines.
    let shift = raw.canonical.find(task.canonical.trim_end()).unwrap_or(0);
    for m in &mut distractors {
        if m.start >= shift {
            m.start -= shift;
            m.end -= shift;
            m.line = task.canonical[..m.start.min(task.canonical.len())].matches('\n').count() + 1;
        }
    }
    Ok(Entry { task, file_text, distractors })
}

fn first_line(s: &str) -> String {
    s.lines().next().unwrap_or("").chars().take(120).collect()
}

/// The one edit turning `original` into `changed`: byte range in `original` and its
/// replacement: either a change within one line, or the deletion of at most three lines (a
/// removed guard); the rest must be byte-identical.
pub fn single_edit(original: &str, changed: &str) -> Result<(usize, usize, String), String> {
    let (a, b) = (original.trim_end(), changed.trim_end());
    if a == b {
        return Err("identical to the canonical".into());
    }
    let prefix = a.bytes().zip(b.bytes()).take_while(|(x, y)| x == y).count();
    let mut prefix = prefix;
    while !a.is_char_boundary(prefix) || !b.is_char_boundary(prefix) {
        prefix -= 1;
    }
    let max_suffix = a.len().min(b.len()) - prefix;
    let mut suffix = a.bytes().rev().zip(b.bytes().rev()).take(max_suffix).take_while(|(x, y)| x == y).count();
    while !a.is_char_boundary(a.len() - suffix) || !b.is_char_boundary(b.len() - suffix) {
        suffix -= 1;
    }
    let (start, end) = (prefix, a.len() - suffix);
    let after = b[prefix..b.len() - suffix].to_string();
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

/// The task file for `item` (format of `data/README.md`).
pub fn render_task(item: &RegistryItem, canonical: &str, tests: &[String]) -> String {
    let mut s = format!("# domain: {}\n# function: {}\n", item.domain, item.function_name);
    s.push_str(&wrap_header("query", &item.query));
    s.push('\n');
    s.push_str(canonical.trim_matches('\n'));
    s.push_str("\n\n");
    s.push_str(TESTS_MARKER);
    s.push_str("\nimport pytest\n\n");
    for t in tests {
        s.push_str(t.trim_end());
        s.push('\n');
    }
    s
}

/// `# key: value` wrapped at ~100 columns with `#   ` continuation lines.
fn wrap_header(key: &str, value: &str) -> String {
    let mut out = format!("# {key}:");
    let mut width = out.len();
    for word in value.split_whitespace() {
        if width + 1 + word.len() > 100 && width > 4 {
            out.push_str("\n#  ");
            width = 3;
        }
        out.push(' ');
        out.push_str(word);
        width += 1 + word.len();
    }
    out.push('\n');
    out
}

/// Problems with a registry row proposed by a model (empty = fine).
pub fn check_registry_item(item: &RegistryItem) -> Vec<String> {
    let mut why = Vec::new();
    if !DOMAINS.contains(&item.domain.as_str()) {
        why.push(format!("unknown domain `{}`", item.domain));
    }
    if !is_function_name(&item.function_name) {
        why.push(format!("`{}` is not a snake_case Python identifier", item.function_name));
    }
    let words = item.query.split_whitespace().count();
    if words < 8 {
        why.push(format!("query has {words} words (need at least 8)"));
    }
    if item.query.contains("def ") || item.query.contains("```") || item.query.contains("return ") && item.query.contains(':') && item.query.contains("    ") {
        why.push("query contains code".into());
    }
    why
}
