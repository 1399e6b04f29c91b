//! The differential check of a task's implementations (`data/README.md`, "Independent
//! implementations and inputs"): every correct implementation must agree with the canonical on
//! the inputs the task's own generator (`# --- inputs ---`, `random_input(rng)`) draws, and every
//! distractor must disagree somewhere. The check is a suite for the oracle: the snippet under
//! test, then [`DIFFERENTIAL_TESTS`] tests of [`INPUTS_PER_TEST`] draws each, so every verdict
//! comes from the sandbox (fuel per test, as for any suite). What "agree" means is the Python
//! file `dataset/py/differential.py`, the one definition `data/tools/implementations.py` runs
//! under CPython too.

use crate::task::Task;

/// The Python driver (see the module documentation).
pub const DRIVER: &str = include_str!("../py/differential.py");
/// Tests per differential suite; each draws the inputs from the start and checks its own range.
pub const DIFFERENTIAL_TESTS: usize = 4;
/// Inputs each test checks: 4 × 50 = 200 generated inputs per implementation.
pub const INPUTS_PER_TEST: usize = 50;

/// A Python string literal of `text` (JSON's escapes are Python's).
fn py_str(text: &str) -> String {
    serde_json::to_string(text).unwrap_or_else(|_| "''".into())
}

/// The differential tests of `task` against its canonical, or `None` without an inputs section.
/// Run after a snippet that defines the task's function, all pass when it agrees with the
/// canonical on all [`DIFFERENTIAL_TESTS`] × [`INPUTS_PER_TEST`] inputs.
pub fn differential_tests(task: &Task) -> Option<Vec<String>> {
    let inputs = task.inputs.as_ref()?;
    Some(
        (0..DIFFERENTIAL_TESTS)
            .map(|k| {
                format!(
                    "{DRIVER}\n_er_differential({f}, {canonical}, {name}, {inputs}, {start}, {stop})\n",
                    f = task.function,
                    canonical = py_str(&task.canonical),
                    name = py_str(&task.function),
                    inputs = py_str(inputs),
                    start = k * INPUTS_PER_TEST,
                    stop = (k + 1) * INPUTS_PER_TEST,
                )
            })
            .collect(),
    )
}
