//! The JSON a model must return, its strict validation (every problem is a rejection reason,
//! never a panic), and its conversion to the task-file format of `data/README.md`.

use execretrieval_dataset::entry::authored_mutant;
use execretrieval_dataset::mutate::{defines_function, Mutant};
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
        "False", "None", "True", "and", "as", "assert", "async", "await", "break", "class", "continue",
        "def", "del", "elif", "else", "except", "finally", "for", "from", "global", "if", "import", "in",
        "is", "lambda", "nonlocal", "not", "or", "pass", "raise", "return", "try", "while", "with", "yield",
    ];
    let mut chars = s.chars();
    matches!(chars.next(), Some(c) if c.is_ascii_lowercase() || c == '_')
        && s.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')
        && !KEYWORDS.contains(&s)
        && s.len() <= 80
}

/// Validate a model's entry JSON against the registry item. `want_distractors` = the prompt
/// asked for four. Every problem found is returned (not just the first).
pub fn validate_entry(
    item: &RegistryItem,
    value: serde_json::Value,
    want_distractors: bool,
) -> Result<Entry, Vec<String>> {
    let raw: RawEntry = match serde_json::from_value(value) {
        Ok(r) => r,
        Err(e) => return Err(vec![format!("schema: {e}")]),
    };
    let mut why = Vec::new();
    if raw.function_name != item.function_name {
        why.push(format!(
            "schema: function_name is `{}`, expected `{}`",
            raw.function_name, item.function_name
        ));
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
            why.push(format!(
                "schema: test {} is not an `assert` or a `with pytest.raises(...)` block: {}",
                i + 1,
                first_line(t)
            ));
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
            match authored_mutant(
                &raw.canonical,
                &item.function_name,
                &d.bug_type,
                &d.bug_description,
                &d.code,
            ) {
                Ok(m) => distractors.push(m),
                Err(e) => why.push(format!("schema: distractor {}: {e}", i + 1)),
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
    // The canonical in the file is trimmed; the edits were found against the raw canonical, so
    // they are moved onto the file's canonical and each distractor is rebuilt from it (it then
    // differs from the canonical of the release by its edit alone).
    let shift = raw.canonical.find(task.canonical.trim_end()).unwrap_or(0);
    let mut moved = Vec::new();
    for (i, m) in distractors.iter().enumerate() {
        let code = (m.start >= shift && m.end - shift <= task.canonical.len()).then(|| {
            format!("{}{}{}", &task.canonical[..m.start - shift], m.after, &task.canonical[m.end - shift..])
        });
        match code.map(|c| {
            authored_mutant(&task.canonical, &item.function_name, m.bug_type.as_str(), &m.description, &c)
        }) {
            Some(Ok(m)) => moved.push(m),
            Some(Err(e)) => return Err(vec![format!("schema: distractor {}: {e}", i + 1)]),
            None => {
                return Err(vec![format!(
                    "schema: distractor {}: the edit lies outside the canonical's text",
                    i + 1
                )])
            }
        }
    }
    let distractors = moved;
    Ok(Entry { task, file_text, distractors })
}

fn first_line(s: &str) -> String {
    s.lines().next().unwrap_or("").chars().take(120).collect()
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
    if item.query.contains("def ")
        || item.query.contains("```")
        || item.query.contains("return ") && item.query.contains(':') && item.query.contains("    ")
    {
        why.push("query contains code".into());
    }
    why
}
