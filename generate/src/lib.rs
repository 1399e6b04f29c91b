//! The LLM generation pipeline of ExecRetrieval.
//!
//! - Phase 1, [`registry`]: (function_name, query) per domain from a model, deduplicated by
//!   name and by query similarity ([`similarity`]: content-word Jaccard) against the existing
//!   tasks and each other; the registry file holds no implementations.
//! - Phase 2, [`pipeline`]: per registry row one request for the canonical, 7–10 assert tests
//!   and (when asked) four single-edit distractors; strict validation ([`schema`]), conversion
//!   to the task-file format, the five gates (a [`pipeline::Judge`]: [`judge::GateJudge`] runs
//!   `build`'s gate code over any oracle, the CLI's being the sandbox), regeneration with the
//!   reasons fed back.
//! - [`provider`]: OpenAI-compatible chat completions, the OpenAI Batch API, Anthropic messages,
//!   over `execretrieval-net` (retries, rate limits, timeouts, bounded concurrency).
//! - Provenance per entry and a run summary with tokens and estimated cost ([`prices`]).
//! - [`run`]: each phase as `execretrieval generate` runs it, one call from the command's
//!   options (provider set-up, domains, existing tasks, prices) to the files and the figures
//!   the command prints.
//!
//! Invariants: every raw response is kept on disk before it is used; every file is written
//! atomically; a rerun of the same command resumes (finished entries send nothing, recorded
//! answers are re-read, not re-requested); model output never causes a panic, only rejection
//! reasons.

pub mod judge;
pub mod pipeline;
pub mod prices;
pub mod prompts;
pub mod provider;
pub mod registry;
pub mod run;
pub mod schema;
pub mod similarity;
pub mod store;

#[cfg(test)]
mod tests;
