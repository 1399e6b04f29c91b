//! The ExecRetrieval dataset: the task-file parser and the mechanical mutation engine.
//!
//! # Task files ([`task`])
//! The format of `data/README.md`: a header of `# key: value` lines (a line starting `#  `
//! continues the previous value; `domain`, `function` and `query` are required), the canonical
//! up to the line `# --- tests ---`, then one test per top-level statement except
//! `import pytest`. Invariants:
//! - a test's text is the exact source lines of its statement, and `test_lines[i]` is the
//!   1-based line where test `i` starts;
//! - every error names the file and the line it concerns (`path:line: message`);
//! - [`load_tasks`] is deterministic: tasks sorted by (domain, function), errors by (path, line).
//!
//! # Generated entries ([`entry`])
//! A task written by `execretrieval generate` has a companion `<function>.entry.json` (its
//! provenance and, when the model wrote them, its distractors). Invariant: a written distractor
//! is accepted only as one small edit of the task file's canonical, and its code is rebuilt
//! from that canonical and the edit.
//!
//! # Check ([`check`])
//! `execretrieval check`: a release re-verified from its files with a fresh oracle run and
//! `build`'s own sweeps ([`check::check_release`]), returned as a report the command prints.
//!
//! # Gates ([`gates`])
//! The five gates, the distractor selection, the functional-duplicate and integrity sweeps and
//! the assembly of the release files, over any `execretrieval_core::oracle::SuiteOracle`.
//! Invariant: the one implementation `build`, `check` and `generate`'s judge use; no I/O
//! besides reading the task files (and, for `check`, the release's files).
//!
//! # Mutants ([`mutate`])
//! [`mutants`] turns a source into near-identical buggy twins. Invariants:
//! - each mutant is exactly one textual edit, `code == source[..start] + after + source[end..]`
//!   with `before == source[start..end]`, at the byte range of one AST node or operator token,
//!   so formatting and comments outside the edit are untouched;
//! - every mutant parses, differs from the original and from every other mutant (the first in
//!   order is kept);
//! - the output is a pure function of the source, ordered by (start, end, bug_type, after).

pub mod audit;
pub mod check;
pub mod constant;
pub mod differential;
pub mod entry;
pub mod error;
pub mod gates;
pub mod mutate;
pub mod shape;
pub mod slips;
pub mod task;

pub use entry::{candidate_pool, single_edit, task_candidates, DistractorPool, EntryFile};
pub use error::TaskError;
pub use mutate::{
    calls_function, defined_functions, defines_function, mutants, BugType, Mutant, MutationOperator,
    Unnatural,
};
pub use task::{
    load_tasks, parse_task, parse_task_bytes, Implementation, Task, DOMAINS, INPUTS_MARKER, TESTS_MARKER,
};

/// FNV-1a (64-bit) of `key`: the stable seed of release-plus's candidate order and of the shape
/// audit's folds (a specified function, not std's `DefaultHasher`, so both are the same on every
/// platform).
pub(crate) fn fnv1a(key: &str) -> u64 {
    key.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3))
}

#[cfg(test)]
mod tests;
