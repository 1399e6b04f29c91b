//! The release gates, the distractor selection and the integrity sweeps: everything between the
//! task files and the release files that needs outcomes. The outcomes come in through
//! [`SuiteOracle`] (the sandbox in `execretrieval`, anything else in tests), so `build`, `check`
//! and `generate` share this one implementation and the CLI only parses arguments and prints.
//!
//! Gates (per task): 1 schema, 2 AST semantics, 3 canonical execution, 4 distractor execution,
//! 5 corpus integrity (unique names, and no functional duplicate: see
//! [`functional_duplicates`]). Sweeps (over the assembled release): every distractor re-run
//! against its own suite (must fail), every snippet defining another task's function run against
//! that task's suite (must fail).
//!
//! Selection ([`select`]) picks four of the eligible mutants (each defines the function, fails
//! at least one test by a wrong answer and compiles) and prefers, in this order: four failing
//! subsets that are not all identical (gate 4 rejects four identical ones); natural edits (no
//! [`Unnatural`](crate::mutate::Unnatural) family, such as a constant moved first); no two
//! edits moving the same token in opposite directions; at least three of the four failing a test
//! on valid input (one that is not a `pytest.raises` block); at least three bug types; not all
//! four edits on one line; more distractors failing on valid input; then the subtlest set (the
//! smallest sum of ranks, candidates ranked by fewest failing tests, then position and text). It
//! searches every set of four over a short list of natural candidates, and over the whole pool
//! only when those cannot give four with distinct failing subsets. What could not be met is
//! reported per task, with the reason (`preferences_unmet`).
//!
//! Files: `select.rs` (the selection), `per_task.rs` (gates 1-4 and the task report), `sweeps.rs`
//! (functional duplicates, the release sweeps), `release.rs` (the assembly of every release file).

mod balance;
mod per_task;
mod plus;
mod release;
mod select;
mod sweeps;

pub use per_task::{gate_tasks, GateInput, Gated, TaskReport};
pub use plus::{build_plus, PlusOutcome, PlusValidation};
pub use release::{build_release, BuildOutcome, DistractorQuality, GateCount, Validation};
pub use select::{is_invalid_input_test, select, Candidate, Selection};
pub use sweeps::{
    functional_duplicates, release_sweeps, CorrectSnippet, DuplicateFinding, DuplicateInput, SweepCount,
    SweepFailure,
};

pub const GATES: [&str; 5] =
    ["schema", "ast_semantics", "canonical_execution", "distractor_execution", "corpus_integrity"];
/// Multi-statement tests tolerated per task by the AST gate.
pub const MAX_MULTI_STATEMENT_TESTS: usize = 2;
pub const DISTRACTORS_PER_TASK: usize = 4;
/// Of the four distractors, how many should fail a test on valid input.
pub const MIN_VALID_INPUT_DISTRACTORS: usize = 3;
/// How many bug types the four distractors should cover.
pub const MIN_BUG_TYPES: usize = 3;
