//! The catalogue of natural slips that `data/release-plus` draws its distractors from: the
//! mutation engine's edits ([`crate::mutate`]) restricted to the kinds of mistake programmers
//! are documented to make — the "simple stupid bug" patterns of ManySStuBs4J (Karampatsis &
//! Allamanis, MSR 2020: change binary operator, change operand, off-by-one, swap arguments,
//! change boolean literal/`not`, change identifier) and the single-statement bug-fix taxonomy
//! of Pan, Kim & Whitehead (Empirical Software Engineering 2009: if-condition changes, missing
//! guards, method-call argument changes). Each entry says where the slip is written; an edit of
//! the engine outside those places (a step constant moved, `+=` turned into `-=`, a dict key
//! shifted, a shift direction reversed) is not in the catalogue and is never a distractor. The
//! catalogue is this project's own selection rule, which is why it is written here rather than
//! taken from a crate.

use crate::mutate::{Mutant, MutationOperator};
use serde::{Deserialize, Serialize};

/// One entry of the catalogue (`slip` in `distractor_metadata.jsonl`'s `bug_description`).
#[derive(Serialize, Deserialize, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
#[serde(rename_all = "snake_case")]
pub enum Slip {
    /// `<` ↔ `<=`, `>` ↔ `>=`: the boundary of a comparison (SStuB "change binary operator").
    BoundaryComparison,
    /// `==` ↔ `!=`, `in` ↔ `not in`, `is` ↔ `is not`: the wrong branch taken.
    NegatedCondition,
    /// A `range(...)` bound one too far or too short.
    RangeBoundOffByOne,
    /// An index or slice bound one off (`xs[i]` → `xs[i - 1]`, `s[:k]` → `s[:k + 1]`), not an
    /// assignment target.
    IndexOffByOne,
    /// An ordering comparison's operand one off (`i < n - 1` → `i < n`).
    ComparisonOperandOffByOne,
    /// An early-exit guard (edge case) left out.
    MissingGuard,
    /// Two arguments of a call passed in the wrong order.
    SwappedArguments,
    /// The operands of `-`, `/`, `//` or `%` in the wrong order.
    SwappedOperands,
    /// `and` ↔ `or`.
    AndOr,
    /// A `not` left out.
    MissingNot,
    /// `//` → `/`: float division where integer division was meant (the engine makes no
    /// `/` → `//` edit).
    IntegerDivision,
    /// `&`, `|`, `^` confused.
    WrongBitwiseOperator,
}

impl Slip {
    pub const fn as_str(self) -> &'static str {
        match self {
            Slip::BoundaryComparison => "boundary_comparison",
            Slip::NegatedCondition => "negated_condition",
            Slip::RangeBoundOffByOne => "range_bound_off_by_one",
            Slip::IndexOffByOne => "index_off_by_one",
            Slip::ComparisonOperandOffByOne => "comparison_operand_off_by_one",
            Slip::MissingGuard => "missing_guard",
            Slip::SwappedArguments => "swapped_arguments",
            Slip::SwappedOperands => "swapped_operands",
            Slip::AndOr => "and_or",
            Slip::MissingNot => "missing_not",
            Slip::IntegerDivision => "integer_division",
            Slip::WrongBitwiseOperator => "wrong_bitwise_operator",
        }
    }
}

impl std::fmt::Display for Slip {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.pad(self.as_str())
    }
}

const COMPARISONS: [&str; 6] = ["<=", ">=", "==", "!=", "<", ">"];

/// The innermost bracket open at byte `at` of `source` and where it is (strings are not
/// skipped: a bracket inside a string literal before the edit on its line is rare enough that
/// the worst case is a slip classified as not natural).
fn open_bracket(source: &str, at: usize) -> Option<(u8, usize)> {
    let bytes = source.as_bytes();
    let mut depth = 0i32;
    for i in (0..at.min(bytes.len())).rev() {
        match bytes[i] {
            b')' | b']' | b'}' => depth += 1,
            b'(' | b'[' | b'{' => {
                if depth == 0 {
                    return Some((bytes[i], i));
                }
                depth -= 1;
            }
            b'\n' if depth == 0 => {
                // a logical line ends here unless a bracket is still open further back
                let before = &source[..i];
                if before.trim_end().ends_with('\\') {
                    continue;
                }
                let opens = before.bytes().filter(|b| matches!(b, b'(' | b'[' | b'{')).count();
                let closes = before.bytes().filter(|b| matches!(b, b')' | b']' | b'}')).count();
                if opens <= closes {
                    return None;
                }
            }
            _ => {}
        }
    }
    None
}

/// The byte just after the bracket that closes the one opened at `open`.
fn close_of(source: &str, open: usize) -> Option<usize> {
    let mut depth = 0i32;
    for (i, b) in source.bytes().enumerate().skip(open) {
        match b {
            b'(' | b'[' | b'{' => depth += 1,
            b')' | b']' | b'}' => {
                depth -= 1;
                if depth == 0 {
                    return Some(i + 1);
                }
            }
            _ => {}
        }
    }
    None
}

/// Whether the text beside the edit (before `start`, after `end`) is an ordering comparison
/// (`<`, `<=`, `>`, `>=`): the edit is a bound (`x == 0` → `x == 1` is another value, not a slip
/// of the boundary).
fn beside_comparison(source: &str, start: usize, end: usize) -> bool {
    let before = source[..start].trim_end();
    let after = source[end.min(source.len())..].trim_start();
    let ordering = ["<=", ">=", "<", ">"];
    let shift = before.ends_with("<<")
        || before.ends_with(">>")
        || after.starts_with("<<")
        || after.starts_with(">>");
    !shift && ordering.iter().any(|op| before.ends_with(op) || after.starts_with(op))
}

/// The catalogue entry of a mutant of `source`, or `None` when the edit is not a natural slip.
pub fn natural_slip(source: &str, m: &Mutant) -> Option<Slip> {
    if m.unnatural.is_some() || m.start > source.len() || m.end > source.len() {
        return None;
    }
    let (before, after) = (m.before.trim(), m.after.trim());
    match m.operator {
        MutationOperator::ComparisonFlip => {
            let boundary =
                |a: &str, b: &str| matches!((a, b), ("<", "<=") | ("<=", "<") | (">", ">=") | (">=", ">"));
            let op_before = COMPARISONS.iter().find(|op| before.contains(*op)).copied();
            let op_after = COMPARISONS.iter().find(|op| after.contains(*op)).copied();
            match (op_before, op_after) {
                (Some(a), Some(b)) if boundary(a, b) => Some(Slip::BoundaryComparison),
                (Some("=="), Some("!=")) | (Some("!="), Some("==")) => Some(Slip::NegatedCondition),
                _ if before.contains(" in ") || after.contains(" in ") || before.contains(" is ") => {
                    Some(Slip::NegatedCondition)
                }
                _ if matches!(before, "in" | "not in" | "is" | "is not") => Some(Slip::NegatedCondition),
                _ => None,
            }
        }
        MutationOperator::ConstantPlusOne
        | MutationOperator::ConstantMinusOne
        | MutationOperator::ExpressionPlusOne
        | MutationOperator::ExpressionMinusOne => {
            if let Some((bracket, at)) = open_bracket(source, m.start) {
                let head = source[..at].trim_end();
                if bracket == b'(' && head.ends_with("range") {
                    return Some(Slip::RangeBoundOffByOne);
                }
                if bracket == b'['
                    && head.ends_with(|c: char| c.is_alphanumeric() || c == '_' || c == ')' || c == ']')
                {
                    let target = close_of(source, at).is_some_and(|close| {
                        let rest = source[close..].trim_start();
                        rest.starts_with('=') && !rest.starts_with("==")
                            || ["+=", "-=", "*=", "/=", "//=", "%=", "|=", "&=", "^="]
                                .iter()
                                .any(|op| rest.starts_with(op))
                    });
                    return (!target).then_some(Slip::IndexOffByOne);
                }
            }
            beside_comparison(source, m.start, m.end).then_some(Slip::ComparisonOperandOffByOne)
        }
        MutationOperator::RemoveGuard => Some(Slip::MissingGuard),
        MutationOperator::SwapCallArguments => Some(Slip::SwappedArguments),
        MutationOperator::SwapOperands => {
            let arithmetic = ["-", "/", "%"].iter().any(|op| before.contains(op))
                && !COMPARISONS.iter().any(|op| before.contains(op));
            arithmetic.then_some(Slip::SwappedOperands)
        }
        MutationOperator::ReplaceBooleanOperator => Some(Slip::AndOr),
        MutationOperator::DropNot => Some(Slip::MissingNot),
        MutationOperator::ReplaceArithmeticOperator => {
            matches!((before, after), ("/", "//") | ("//", "/")).then_some(Slip::IntegerDivision)
        }
        MutationOperator::ReplaceBitwiseOperator => {
            let bit = |s: &str| matches!(s, "&" | "|" | "^");
            (bit(before) && bit(after)).then_some(Slip::WrongBitwiseOperator)
        }
        MutationOperator::ReplaceAugmentedOperator | MutationOperator::Authored => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mutate::mutants;

    /// The slips of one source: (before, after, slip) of every natural mutant.
    fn slips(source: &str) -> Vec<(String, String, Slip)> {
        mutants(source)
            .iter()
            .filter_map(|m| natural_slip(source, m).map(|s| (m.before.clone(), m.after.clone(), s)))
            .collect()
    }

    fn has(source: &str, before: &str, after: &str, slip: Option<Slip>) {
        let all = mutants(source);
        let m = all
            .iter()
            .find(|m| m.before == before && m.after == after)
            .unwrap_or_else(|| panic!("no mutant {before:?} -> {after:?} in {:?}", slips(source)));
        assert_eq!(natural_slip(source, m), slip, "{before:?} -> {after:?}");
    }

    #[test]
    fn the_catalogue_keeps_documented_slips_and_drops_the_artificial_ones() {
        let src = "def f(xs, n):\n    if not xs:\n        return 0\n    total = 0\n    for i in range(n - 1):\n        if xs[i] < n and xs[i] != 0:\n            total += xs[i] // 2\n    return total\n";
        has(src, "n - 1", "n", Some(Slip::RangeBoundOffByOne));
        has(src, "<", "<=", Some(Slip::BoundaryComparison));
        has(src, "!=", "==", Some(Slip::NegatedCondition));
        has(src, "and", "or", Some(Slip::AndOr));
        has(src, "//", "/", Some(Slip::IntegerDivision));
        // the reviewer's artificial edits: a unit step moved, `-=` for `+=`, a dict key shifted
        // where it is assigned
        has("def f(y, k):\n    y -= 1\n    return y * k\n", "1", "2", None);
        has("def f(total, x):\n    total += x\n    return total\n", "+=", "-=", None);
        has(
            "def f(counts, entry):\n    counts[entry] = counts.get(entry, 0) + 1\n    return counts\n",
            "entry",
            "entry + 1",
            None,
        );
    }
}
