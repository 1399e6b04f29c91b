//! The distractor selection (see [`super`] for the preferences): [`Candidate`]s with their
//! outcomes, [`select`] of four.

use super::{DISTRACTORS_PER_TASK, MIN_BUG_TYPES, MIN_VALID_INPUT_DISTRACTORS};
use crate::mutate::{defines_function, opposite_edits, BugType, Mutant, Unnatural};
use execretrieval_core::outcome::Outcome;
use std::collections::{BTreeMap, BTreeSet};

/// A test that checks behaviour on invalid input: a `with pytest.raises(...)` block.
pub fn is_invalid_input_test(test: &str) -> bool {
    test.trim_start().starts_with("with pytest.raises")
}

/// A mutant with its outcomes on the task's tests.
#[derive(Clone, Debug)]
pub struct Candidate {
    pub mutant: Mutant,
    pub outcomes: Vec<Outcome>,
}

impl Candidate {
    pub fn failing(&self) -> Vec<bool> {
        self.outcomes.iter().map(|o| !o.is_pass()).collect()
    }
    pub fn n_failing(&self) -> usize {
        self.outcomes.iter().filter(|o| !o.is_pass()).count()
    }
    /// Kept only if it fails at least one test by a wrong answer and does not crash at compile time.
    pub fn eligible(&self, function: &str) -> bool {
        defines_function(&self.mutant.code, function)
            && self.outcomes.iter().any(Outcome::is_fail)
            && !self
                .outcomes
                .iter()
                .any(|o| matches!(o, Outcome::Error(t) if t == "SyntaxError" || t == "IndentationError"))
    }
    /// Not in an unnatural edit family (see [`Unnatural`]).
    pub fn natural(&self) -> bool {
        self.mutant.unnatural.is_none()
    }
    /// Whether this and `other` move the same token in opposite directions.
    pub fn opposite(&self, other: &Candidate) -> bool {
        let key = |c: &Candidate| (c.mutant.start, c.mutant.end, c.mutant.operator);
        opposite_edits(key(self), key(other))
    }
    /// Fails at least one test on valid input (not a `pytest.raises` test).
    pub fn fails_on_valid_input(&self, tests: &[String]) -> bool {
        self.outcomes.iter().zip(tests).any(|(o, t)| !o.is_pass() && !is_invalid_input_test(t))
    }
}

/// The four distractors of a task and the selection preferences the task could not meet.
#[derive(Clone, Debug, Default)]
pub struct Selection {
    pub chosen: Vec<Candidate>,
    pub unmet: Vec<String>,
}

/// The best-first ordering of the pool ("subtlest first"): fewest failing tests, then position
/// and text.
fn subtlety_order(pool: &mut [&Candidate]) {
    pool.sort_by(|a, b| {
        (a.n_failing(), a.mutant.start, a.mutant.end, a.mutant.bug_type, &a.mutant.after).cmp(&(
            b.n_failing(),
            b.mutant.start,
            b.mutant.end,
            b.mutant.bug_type,
            &b.mutant.after,
        ))
    });
}

/// The short list of `pool` indices the exhaustive search runs over: per (bug type, valid-input
/// or not) class of the indices in `members`, the three subtlest, on distinct lines first; plus
/// the eight subtlest of `members` (so that it always holds four when `members` does).
fn short_list(pool: &[&Candidate], valid: &[bool], members: &[usize]) -> Vec<usize> {
    let mut short: Vec<usize> = Vec::new();
    let mut classes: BTreeMap<(BugType, bool), Vec<usize>> = BTreeMap::new();
    for &i in members {
        classes.entry((pool[i].mutant.bug_type, valid[i])).or_default().push(i);
    }
    for members in classes.values() {
        let mut lines = BTreeSet::new();
        let mut picked: Vec<usize> = Vec::new();
        for &i in members {
            if picked.len() < 3 && lines.insert(pool[i].mutant.line) {
                picked.push(i);
            }
        }
        for &i in members {
            if picked.len() < 3 && !picked.contains(&i) {
                picked.push(i);
            }
        }
        short.extend(picked);
    }
    short.extend(members.iter().take(8));
    short.sort_unstable();
    short.dedup();
    short
}

/// Pick four distractors (see the module documentation for the preferences). Exhaustive over the
/// sets of four drawn from a short list ([`short_list`]) of the natural candidates; only when
/// they cannot give four (with distinct failing subsets) over the short list of the whole pool,
/// so an unnatural edit is used only where no natural set exists, and the report says why.
pub fn select(candidates: &[Candidate], function: &str, tests: &[String]) -> Selection {
    let mut pool: Vec<&Candidate> = candidates.iter().filter(|c| c.eligible(function)).collect();
    subtlety_order(&mut pool);
    if pool.len() < DISTRACTORS_PER_TASK {
        let unmet = vec![format!("only {} eligible distractors", pool.len())];
        return Selection { chosen: pool.into_iter().cloned().collect(), unmet };
    }
    let valid: Vec<bool> = pool.iter().map(|c| c.fails_on_valid_input(tests)).collect();
    let n_valid_available = valid.iter().filter(|&&v| v).count();
    // Per candidate, precomputed for the inner loop: failing subset, bug-type bit, line.
    let failing: Vec<Vec<bool>> = pool.iter().map(|c| c.failing()).collect();
    let type_bit: Vec<u8> = pool
        .iter()
        .map(|c| 1u8 << BugType::ALL.iter().position(|&t| t == c.mutant.bug_type).unwrap_or(0))
        .collect();
    let line: Vec<usize> = pool.iter().map(|c| c.mutant.line).collect();
    let natural: Vec<bool> = pool.iter().map(|c| c.natural()).collect();
    // Lexicographic score, larger is better; the rank sum (smaller = subtler) decides the rest.
    let score = |set: &[usize; 4]| {
        let n_valid = set.iter().filter(|&&i| valid[i]).count();
        let types = set.iter().fold(0u8, |m, &i| m | type_bit[i]).count_ones() as usize;
        let several_lines = set.iter().any(|&i| line[i] != line[set[0]]);
        let distinct_failing = set.iter().any(|&i| failing[i] != failing[set[0]]);
        let n_natural = set.iter().filter(|&&i| natural[i]).count();
        let no_opposite = !(0..4).any(|a| (a + 1..4).any(|b| pool[set[a]].opposite(pool[set[b]])));
        (
            distinct_failing,
            n_natural,
            no_opposite,
            n_valid.min(MIN_VALID_INPUT_DISTRACTORS),
            types.min(MIN_BUG_TYPES),
            several_lines,
            n_valid,
            std::cmp::Reverse(set.iter().sum::<usize>()),
            std::cmp::Reverse(*set),
        )
    };
    let search = |short: &[usize]| {
        let mut best: Option<([usize; 4], _)> = None;
        let n = short.len();
        for a in 0..n {
            for b in a + 1..n {
                for c in b + 1..n {
                    for d in c + 1..n {
                        let set = [short[a], short[b], short[c], short[d]];
                        let s = score(&set);
                        if best.as_ref().is_none_or(|(_, bs)| s > *bs) {
                            best = Some((set, s));
                        }
                    }
                }
            }
        }
        best
    };
    let natural_members: Vec<usize> = (0..pool.len()).filter(|&i| natural[i]).collect();
    let mut best = search(&short_list(&pool, &valid, &natural_members));
    if best.as_ref().is_none_or(|(_, s)| !s.0) {
        // Too few natural candidates (or none with distinct failing subsets): every candidate,
        // with every natural one kept in the running.
        let all: Vec<usize> = (0..pool.len()).collect();
        let mut short = short_list(&pool, &valid, &all);
        if natural_members.len() < DISTRACTORS_PER_TASK {
            short.extend(&natural_members);
            short.sort_unstable();
            short.dedup();
        }
        let mixed = search(&short);
        if mixed.as_ref().is_some_and(|(_, s)| best.as_ref().is_none_or(|(_, b)| s > b)) {
            best = mixed;
        }
    }
    let Some((set, _)) = best else {
        return Selection::default(); // unreachable: the short list holds at least four
    };
    let chosen: Vec<Candidate> = set.iter().map(|&i| pool[i].clone()).collect();
    // What could not be met, and why.
    let mut unmet = Vec::new();
    let families: BTreeSet<Unnatural> = chosen.iter().filter_map(|c| c.mutant.unnatural).collect();
    if !families.is_empty() {
        let names: Vec<&str> = families.iter().map(|f| f.as_str()).collect();
        let n = chosen.iter().filter(|c| !c.natural()).count();
        unmet.push(if natural_members.len() < DISTRACTORS_PER_TASK {
            format!(
                "natural: {n} of 4 from an unnatural family ({}): only {} eligible mutants are natural edits",
                names.join(", "),
                natural_members.len()
            )
        } else {
            format!(
                "natural: {n} of 4 from an unnatural family ({}): the natural mutants all fail the identical subset of tests",
                names.join(", ")
            )
        });
    }
    if (0..4).any(|a| (a + 1..4).any(|b| chosen[a].opposite(&chosen[b]))) {
        unmet.push(
            "opposite: two distractors move the same token in opposite directions (every other set gives up an earlier preference)"
                .to_string(),
        );
    }
    let n_valid = set.iter().filter(|&&i| valid[i]).count();
    if n_valid < MIN_VALID_INPUT_DISTRACTORS {
        unmet.push(format!(
            "valid_input: {n_valid} of 4 fail a test on valid input ({n_valid_available} of {} eligible mutants do; the rest fail only pytest.raises tests)",
            pool.len()
        ));
    }
    let types: BTreeSet<BugType> = chosen.iter().map(|c| c.mutant.bug_type).collect();
    if types.len() < MIN_BUG_TYPES {
        let all: BTreeSet<BugType> = pool.iter().map(|c| c.mutant.bug_type).collect();
        unmet.push(if all.len() < MIN_BUG_TYPES {
            format!("bug_types: the eligible mutants cover only {} bug type(s)", all.len())
        } else {
            format!(
                "bug_types: {} bug types (more would give up a natural or valid-input distractor)",
                types.len()
            )
        });
    }
    let lines: BTreeSet<usize> = chosen.iter().map(|c| c.mutant.line).collect();
    if lines.len() == 1 {
        let all: BTreeSet<usize> = pool.iter().map(|c| c.mutant.line).collect();
        unmet.push(if all.len() == 1 {
            format!("lines: every eligible mutant is on line {}", chosen[0].mutant.line)
        } else {
            "lines: all four on one line (another line would give up an earlier preference)".to_string()
        });
    }
    Selection { chosen, unmet }
}
