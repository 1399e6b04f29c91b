//! The task file format of `data/README.md`: a header of `# key: value` comments, the canonical
//! solution, the marker line `# --- tests ---`, then one test per top-level statement; after the
//! tests, optional sections: independently written implementations
//! (`# --- implementation N: <approach> ---`, N = 2, 3, …) and the input generator
//! (`# --- inputs ---`, a `random_input(rng)` function).

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};

use ruff_python_ast::{ModModule, Stmt};
use ruff_python_parser::{parse_module, ParseError, Parsed};
use ruff_text_size::{Ranged, TextSize};
use serde::Serialize;

use crate::entry::{entry_path, read_entry_file, EntryFile};
use crate::error::TaskError;

/// The ten domains of the dataset, in sorted order; each is a directory under `data/tasks/`.
pub const DOMAINS: [&str; 10] = [
    "bit_manipulation",
    "collections",
    "data_transformation",
    "date_time",
    "geometry",
    "math_numerical",
    "sorting_searching",
    "state_machines",
    "string_processing",
    "validation",
];

/// The line that separates the canonical solution from the tests.
pub const TESTS_MARKER: &str = "# --- tests ---";

/// The line that starts the input generator section.
pub const INPUTS_MARKER: &str = "# --- inputs ---";

/// Header keys every task file must have.
const REQUIRED_KEYS: [&str; 3] = ["domain", "function", "query"];

/// One parsed task file.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Task {
    pub path: PathBuf,
    pub domain: String,
    pub function: String,
    /// The natural-language query; continuation lines are joined with single spaces.
    pub query: String,
    /// The lines between the header and the marker, without leading/trailing empty lines, ending
    /// in exactly one newline (the same text `data/tools/check_tasks.py` extracts).
    pub canonical: String,
    /// Each test's exact source lines, joined with `\n` (no trailing newline).
    pub tests: Vec<String>,
    /// The 1-based line in the file where each test starts.
    pub test_lines: Vec<usize>,
    /// The companion `<function>.entry.json` of a generated task ([`crate::entry`]), attached
    /// by [`load_tasks`]; `None` for a hand-written task.
    pub entry: Option<EntryFile>,
    /// The independently written implementations after the tests, numbered 2, 3, … in order.
    pub implementations: Vec<Implementation>,
    /// The `# --- inputs ---` section: Python defining `random_input(rng)`, which returns one
    /// call's positional arguments as a tuple drawn with `rng` (a `random.Random`) only.
    pub inputs: Option<String>,
}

/// One `# --- implementation N: <approach> ---` section of a task file.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Implementation {
    /// N: 2 for the first one after the canonical (which is 1).
    pub number: usize,
    /// The one-line approach the marker states.
    pub approach: String,
    /// The section's lines without leading/trailing empty lines, ending in one newline.
    pub code: String,
    /// The 1-based line of the marker.
    pub line: usize,
}

/// Whether `line` starts a section after the tests (any `# --- … ---` line but the tests marker).
pub fn is_section_marker(line: &str) -> bool {
    line.starts_with("# --- ") && line.ends_with(" ---") && line != TESTS_MARKER
}

/// The number and approach of an implementation marker (`# --- implementation 2: sorted ---`).
fn implementation_marker(line: &str) -> Option<(usize, String)> {
    let inner = line.strip_prefix("# --- implementation ")?.strip_suffix(" ---")?;
    let (number, approach) = match inner.split_once(':') {
        Some((n, a)) => (n, a.trim()),
        None => (inner, ""),
    };
    Some((number.trim().parse().ok()?, approach.to_string()))
}

/// Parses a task file given as raw bytes; invalid UTF-8 is reported at the line it occurs on.
pub fn parse_task_bytes(path: &Path, bytes: &[u8]) -> Result<Task, TaskError> {
    match std::str::from_utf8(bytes) {
        Ok(text) => parse_task(path, text),
        Err(err) => {
            let valid = &bytes[..err.valid_up_to()];
            let line = valid.iter().filter(|&&b| b == b'\n').count() + 1;
            Err(TaskError::new(path, line, format!("invalid UTF-8 at byte offset {}", err.valid_up_to())))
        }
    }
}

/// Parses the text of one task file (see `data/README.md`). `path` is only used in errors and
/// stored in the task.
pub fn parse_task(path: &Path, text: &str) -> Result<Task, TaskError> {
    parse_task_with_lines(path, text).map(|(task, _)| task)
}

/// 1-based lines of the header keys, used by `load_tasks` to place file-level problems.
#[derive(Debug, Default)]
struct KeyLines {
    domain: usize,
    function: usize,
}

fn parse_task_with_lines(path: &Path, text: &str) -> Result<(Task, KeyLines), TaskError> {
    let err = |line: usize, message: String| TaskError::new(path, line, message);
    let lines: Vec<&str> = text.lines().collect();

    // Header: leading comment lines up to the first other line (or the marker).
    let mut header: BTreeMap<String, (usize, String)> = BTreeMap::new();
    let mut current: Option<String> = None;
    let mut body_start = 0;
    while let Some(&line) = lines.get(body_start) {
        if !line.starts_with('#') || line == TESTS_MARKER {
            break;
        }
        let lineno = body_start + 1;
        if line.starts_with("#  ") {
            let key = current
                .as_ref()
                .ok_or_else(|| err(lineno, "continuation line before any `# key: value` line".into()))?;
            if let Some((_, value)) = header.get_mut(key) {
                let more = line[1..].trim();
                if !more.is_empty() {
                    if !value.is_empty() {
                        value.push(' ');
                    }
                    value.push_str(more);
                }
            }
        } else if let Some((key, value)) = line[1..].split_once(':') {
            let key = key.trim();
            if key.is_empty() || !key.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
                return Err(err(lineno, format!("malformed header key {key:?}")));
            }
            if header.contains_key(key) {
                return Err(err(lineno, format!("header key `{key}` given twice")));
            }
            header.insert(key.to_string(), (lineno, value.trim().to_string()));
            current = Some(key.to_string());
        } else {
            return Err(err(lineno, "malformed header line (expected `# key: value`)".into()));
        }
        body_start += 1;
    }
    let after_header = body_start + 1;
    for key in REQUIRED_KEYS {
        match header.get(key) {
            None => return Err(err(after_header, format!("missing header key `{key}`"))),
            Some((line, value)) if value.is_empty() => {
                return Err(err(*line, format!("header key `{key}` is empty")));
            }
            Some(_) => {}
        }
    }
    let field = |key: &str| header.get(key).cloned().unwrap_or_default();
    let (domain_line, domain) = field("domain");
    let (function_line, function) = field("function");
    let (_, query) = field("query");
    if !DOMAINS.contains(&domain.as_str()) {
        return Err(err(domain_line, format!("unknown domain `{domain}`")));
    }
    if !is_identifier(&function) {
        return Err(err(function_line, format!("function `{function}` is not a Python identifier")));
    }

    // The marker, exactly once.
    let mut markers = (body_start..lines.len()).filter(|&i| lines[i] == TESTS_MARKER);
    let marker = markers
        .next()
        .ok_or_else(|| err(lines.len().max(1), format!("missing the line `{TESTS_MARKER}`")))?;
    if let Some(second) = markers.next() {
        return Err(err(second + 1, format!("second `{TESTS_MARKER}` line")));
    }

    // Canonical: the lines in between, without leading/trailing empty lines.
    let canonical_body = lines[body_start..marker].join("\n");
    let canonical_trimmed = canonical_body.trim_matches('\n');
    if canonical_trimmed.trim().is_empty() {
        return Err(err(marker + 1, "no canonical solution before the tests marker".into()));
    }
    let leading_empty = lines[body_start..marker].iter().take_while(|l| l.is_empty()).count();
    let canonical = format!("{canonical_trimmed}\n");
    if let Err(e) = parse_module(&canonical) {
        let line = body_start + leading_empty + line_of(&canonical, e.location.start());
        return Err(err(line, format!("canonical does not parse: {}", e.error)));
    }

    // The sections after the tests: implementations, then at most one inputs section.
    let sections: Vec<usize> = (marker + 1..lines.len()).filter(|&i| is_section_marker(lines[i])).collect();
    let tests_end = sections.first().copied().unwrap_or(lines.len());
    let mut implementations = Vec::new();
    let mut inputs = None;
    for (k, &start) in sections.iter().enumerate() {
        let end = sections.get(k + 1).copied().unwrap_or(lines.len());
        let body = lines[start + 1..end].join("\n");
        let body = format!("{}\n", body.trim_matches('\n'));
        if body.trim().is_empty() {
            return Err(err(start + 1, format!("the section `{}` is empty", lines[start])));
        }
        if let Err(e) = parse_module(&body) {
            let leading = lines[start + 1..end].iter().take_while(|l| l.is_empty()).count();
            let line = start + 1 + leading + line_of(&body, e.location.start());
            return Err(err(line, format!("the section `{}` does not parse: {}", lines[start], e.error)));
        }
        if lines[start] == INPUTS_MARKER {
            if inputs.is_some() {
                return Err(err(start + 1, format!("second `{INPUTS_MARKER}` section")));
            }
            inputs = Some(body);
        } else if let Some((number, approach)) = implementation_marker(lines[start]) {
            if inputs.is_some() {
                return Err(err(start + 1, format!("an implementation after the `{INPUTS_MARKER}` section")));
            }
            if number != implementations.len() + 2 {
                return Err(err(
                    start + 1,
                    format!(
                        "implementation {number}: number the implementations 2, 3, … in order (expected {})",
                        implementations.len() + 2
                    ),
                ));
            }
            implementations.push(Implementation { number, approach, code: body, line: start + 1 });
        } else {
            return Err(err(
                start + 1,
                format!("unknown section `{}` (expected `# --- implementation N: <approach> ---` or `{INPUTS_MARKER}`)", lines[start]),
            ));
        }
    }

    // Tests: one per top-level statement after the marker, except `import pytest`.
    let test_lines_src = &lines[marker + 1..tests_end];
    let test_src = test_lines_src.join("\n");
    let parsed: Parsed<ModModule> = parse_module(&test_src).map_err(|e: ParseError| {
        err(marker + 1 + line_of(&test_src, e.location.start()), format!("test does not parse: {}", e.error))
    })?;
    let mut tests = Vec::new();
    let mut test_lines = Vec::new();
    let mut last_line = 0;
    for stmt in &parsed.syntax().body {
        let first = line_of(&test_src, stmt.start());
        if first == last_line {
            return Err(err(marker + 1 + first, "more than one statement on one test line".into()));
        }
        let last = line_of(&test_src, stmt.end());
        last_line = last;
        if is_import_pytest(stmt) {
            continue;
        }
        tests.push(test_lines_src[first - 1..last].join("\n"));
        test_lines.push(marker + 1 + first);
    }
    if tests.is_empty() {
        return Err(err(marker + 1, "no tests after the marker".into()));
    }

    let task = Task {
        path: path.to_path_buf(),
        domain,
        function,
        query,
        canonical,
        tests,
        test_lines,
        entry: None,
        implementations,
        inputs,
    };
    Ok((task, KeyLines { domain: domain_line, function: function_line }))
}

/// Loads every `dir/<domain>/*.py`, sorted by (domain, function). Besides the per-file problems
/// of [`parse_task`], reports directories that are not a domain, a `domain:` that does not match
/// the directory, a file name that is not `<function>.py`, and function names used twice (the
/// first file in sorted order keeps the name). Both lists are deterministic.
pub fn load_tasks(dir: &Path) -> (Vec<Task>, Vec<TaskError>) {
    let mut tasks: Vec<Task> = Vec::new();
    let mut errors = Vec::new();
    let mut owners: BTreeMap<String, PathBuf> = BTreeMap::new();
    let entries = match sorted_entries(dir) {
        Ok(entries) => entries,
        Err(e) => {
            errors.push(TaskError::new(dir, 0, format!("cannot read the task directory: {e}")));
            return (tasks, errors);
        }
    };
    for domain_dir in entries {
        let Some(dir_name) = domain_dir.file_name().and_then(|n| n.to_str()).map(str::to_owned) else {
            errors.push(TaskError::new(&domain_dir, 0, "file name is not UTF-8"));
            continue;
        };
        if !domain_dir.is_dir() {
            if dir_name.ends_with(".py") {
                errors.push(TaskError::new(&domain_dir, 0, "task file outside a domain directory"));
            }
            continue;
        }
        if !DOMAINS.contains(&dir_name.as_str()) {
            errors.push(TaskError::new(&domain_dir, 0, "directory is not one of the domains"));
            continue;
        }
        let files = match sorted_entries(&domain_dir) {
            Ok(files) => files,
            Err(e) => {
                errors.push(TaskError::new(&domain_dir, 0, format!("cannot read: {e}")));
                continue;
            }
        };
        for file in files {
            let name = file.file_name().and_then(|n| n.to_str()).unwrap_or_default();
            if let Some(stem) = name.strip_suffix(".entry.json") {
                if !file.with_file_name(format!("{stem}.py")).is_file() {
                    errors.push(TaskError::new(
                        &file,
                        0,
                        format!(
                            "entry file without its task file `{stem}.py`: add the task or delete this file"
                        ),
                    ));
                }
                continue;
            }
            if file.extension().and_then(|e| e.to_str()) != Some("py") || !file.is_file() {
                continue;
            }
            let bytes = match fs::read(&file) {
                Ok(bytes) => bytes,
                Err(e) => {
                    errors.push(TaskError::new(&file, 0, format!("cannot read: {e}")));
                    continue;
                }
            };
            let (task, key_lines) = match std::str::from_utf8(&bytes) {
                Ok(text) => match parse_task_with_lines(&file, text) {
                    Ok(parsed) => parsed,
                    Err(e) => {
                        errors.push(e);
                        continue;
                    }
                },
                Err(_) => {
                    if let Err(e) = parse_task_bytes(&file, &bytes) {
                        errors.push(e);
                    }
                    continue;
                }
            };
            if task.domain != dir_name {
                errors.push(TaskError::new(
                    &file,
                    key_lines.domain,
                    format!("domain `{}` but the file is under `{dir_name}/`", task.domain),
                ));
                continue;
            }
            let stem = file.file_stem().and_then(|s| s.to_str()).unwrap_or_default();
            if stem != task.function {
                errors.push(TaskError::new(
                    &file,
                    key_lines.function,
                    format!("function `{}` but the file is named `{stem}.py`", task.function),
                ));
                continue;
            }
            if let Some(owner) = owners.get(&task.function) {
                errors.push(TaskError::new(
                    &file,
                    key_lines.function,
                    format!("function `{}` is also the task {}", task.function, owner.display()),
                ));
                continue;
            }
            let companion = entry_path(&file);
            let mut task = task;
            if companion.exists() {
                match read_entry_file(&companion) {
                    Ok(entry) => task.entry = Some(entry),
                    Err(e) => {
                        errors.push(e);
                        continue;
                    }
                }
            }
            owners.insert(task.function.clone(), file.clone());
            tasks.push(task);
        }
    }
    tasks.sort_by(|a, b| (&a.domain, &a.function).cmp(&(&b.domain, &b.function)));
    errors.sort_by(|a, b| (&a.path, a.line, &a.message).cmp(&(&b.path, b.line, &b.message)));
    (tasks, errors)
}

fn sorted_entries(dir: &Path) -> std::io::Result<Vec<PathBuf>> {
    let mut entries =
        fs::read_dir(dir)?.map(|entry| entry.map(|e| e.path())).collect::<std::io::Result<Vec<_>>>()?;
    entries.sort();
    Ok(entries)
}

/// The 1-based line of a byte offset in `text`.
fn line_of(text: &str, offset: TextSize) -> usize {
    let end = usize::from(offset).min(text.len());
    text.as_bytes()[..end].iter().filter(|&&b| b == b'\n').count() + 1
}

fn is_import_pytest(stmt: &Stmt) -> bool {
    matches!(stmt, Stmt::Import(import)
        if import.names.len() == 1 && import.names[0].name.as_str() == "pytest")
}

fn is_identifier(name: &str) -> bool {
    let mut chars = name.chars();
    matches!(chars.next(), Some(c) if c == '_' || c.is_alphabetic())
        && chars.all(|c| c == '_' || c.is_alphanumeric())
}
