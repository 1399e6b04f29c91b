use std::collections::{BTreeMap, HashSet};
use std::path::{Path, PathBuf};

use ruff_python_parser::parse_module;

use super::*;
use BugType::*;

/// What a table row expects of `mutants(source)`.
enum Expect {
    /// A mutant of this type with exactly this description.
    Has(BugType, &'static str),
    /// No mutant of this type whose description contains this text ("" = none of this type).
    Lacks(BugType, &'static str),
}
use Expect::*;

/// The one helper every mutation test goes through: the invariants that hold for all mutants
/// (one textual edit at `start..end`, parses, differs from the source, no duplicates, line and
/// description, deterministic order), then the row's expectations. Returns the mutants and every
/// failure found (none: the row holds).
fn row_failures(source: &str, expectations: &[Expect]) -> (Vec<Mutant>, Vec<String>) {
    let found = mutants(source);
    let mut failures = Vec::new();
    let mut codes = HashSet::new();
    for m in &found {
        let d = &m.description;
        if source.get(m.start..m.end) != Some(m.before.as_str()) {
            failures.push(format!("{d}: `before` is not the source at {}..{}", m.start, m.end));
            continue;
        }
        if m.code != format!("{}{}{}", &source[..m.start], m.after, &source[m.end..]) {
            failures.push(format!("{d}: the code is not the source with one edit"));
        }
        if m.code == source {
            failures.push(format!("{d}: the mutant equals the source"));
        }
        if parse_module(&m.code).is_err() {
            failures.push(format!("{d}: the mutant does not parse:\n{}", m.code));
        }
        if !codes.insert(m.code.clone()) {
            failures.push(format!("{d}: duplicate mutant code"));
        }
        if m.line != source[..m.start].matches('\n').count() + 1
            || !d.starts_with(&format!("line {}: ", m.line))
        {
            failures.push(format!("{d}: wrong line {}", m.line));
        }
        if d.contains('\n') {
            failures.push(format!("multi-line description: {d:?}"));
        }
    }
    let keys: Vec<_> = found.iter().map(|m| (m.start, m.end, m.bug_type, m.after.clone())).collect();
    if !keys.windows(2).all(|w| w[0] <= w[1]) {
        failures.push("mutants out of order".to_string());
    }
    if found != mutants(source) {
        failures.push("mutants are not deterministic".to_string());
    }
    for expectation in expectations {
        match *expectation {
            Has(bug_type, description) => {
                if !found.iter().any(|m| m.bug_type == bug_type && m.description == description) {
                    failures.push(format!("missing {bug_type:?} `{description}`"));
                }
            }
            Lacks(bug_type, text) => {
                for m in found.iter().filter(|m| m.bug_type == bug_type && m.description.contains(text)) {
                    failures.push(format!("unexpected {bug_type:?} `{}` (matches `{text}`)", m.description));
                }
            }
        }
    }
    (found, failures)
}

/// The mutants found, listed for a failure message.
fn listing(found: &[Mutant]) -> String {
    found.iter().map(|m| format!("    {:?}: {}", m.bug_type, m.description)).collect::<Vec<_>>().join("\n")
}

/// One row through [`row_failures`]; panics with all of its failures. Returns the mutants.
fn check(source: &str, expectations: &[Expect]) -> Vec<Mutant> {
    let (found, failures) = row_failures(source, expectations);
    assert!(
        failures.is_empty(),
        "mutants of\n{source}\n{}\nfound:\n{}",
        failures.join("\n"),
        listing(&found)
    );
    found
}

/// Every row of a table through [`row_failures`]; panics once, naming every failing row (its
/// index, source, failures and the mutants found), so that one broken rule shows all it breaks.
fn check_table(table: &[(&str, &[Expect])]) {
    let report: Vec<String> = table
        .iter()
        .enumerate()
        .filter_map(|(i, (source, expectations))| {
            let (found, failures) = row_failures(source, expectations);
            (!failures.is_empty()).then(|| {
                format!("row {i}: {source:?}\n  {}\n  found:\n{}", failures.join("\n  "), listing(&found))
            })
        })
        .collect();
    assert!(report.is_empty(), "{} of {} rows fail:\n{}", report.len(), table.len(), report.join("\n"));
}

#[test]
fn check_table_reports_every_failing_row() {
    let table: &[(&str, &[Expect])] = &[
        ("x = 1\n", &[Has(OffByOne, "line 1: `x = 1` became `x = 7`")]),
        ("x = 2\n", &[Has(OffByOne, "line 1: `x = 2` became `x = 3`")]),
        ("y = 1\n", &[Lacks(OffByOne, "")]),
    ];
    let message = std::panic::catch_unwind(|| check_table(table))
        .expect_err("a table with broken rows fails")
        .downcast::<String>()
        .expect("a formatted message");
    assert!(message.starts_with("2 of 3 rows fail:"), "{message}");
    assert!(message.contains("row 0: \"x = 1\\n\"") && message.contains("missing OffByOne"), "{message}");
    assert!(message.contains("row 2: \"y = 1\\n\"") && message.contains("unexpected OffByOne"), "{message}");
    assert!(!message.contains("row 1:"), "{message}");
}

/// off_by_one: integer constants and subscript indices moved by one, never below zero nor into a constant condition.
#[test]
fn off_by_one_rules() {
    check_table(&[
        // off_by_one: integer constants.
        (
            "def f(n):\n    return n + 3\n",
            &[
                Has(OffByOne, "line 2: `n + 3` became `n + 4`"),
                Has(OffByOne, "line 2: `n + 3` became `n + 2`"),
            ],
        ),
        // 0 never becomes -1 (a count, length or lower bound below zero is dead code).
        ("x = 0\n", &[Has(OffByOne, "line 1: `x = 0` became `x = 1`"), Lacks(OffByOne, "`x = -1`")]),
        (
            "if n < 0:\n    raise ValueError\n",
            &[Lacks(OffByOne, "n < -1"), Has(OffByOne, "line 1: `n < 0` became `n < 1`")],
        ),
        // A non-negative quantity is never compared so that the condition is constant.
        (
            "if len(xs) == 0:\n    return 0\nok = len(s) < 1\nbig = abs(d) > 0\n",
            &[
                Lacks(OffByOne, "len(xs) == -1"),
                Lacks(OffByOneBoundary, "len(xs) + 1 == 0"),
                Has(OffByOneBoundary, "line 1: `len(xs) == 0` became `len(xs) - 1 == 0`"),
                Lacks(OffByOne, "len(s) < 0"),
                Has(OffByOne, "line 3: `len(s) < 1` became `len(s) < 2`"),
                Lacks(OffByOne, "abs(d) > -1"),
                Has(OffByOne, "line 4: `abs(d) > 0` became `abs(d) > 1`"),
            ],
        ),
        (
            "m = 0xFF\n",
            &[
                Has(OffByOne, "line 1: `m = 0xFF` became `m = 0x100`"),
                Has(OffByOne, "line 1: `m = 0xFF` became `m = 0xFE`"),
            ],
        ),
        ("flag = True\nz = 1.5\n", &[Lacks(OffByOne, "")]),
        ("r = 0 ** n\n", &[Lacks(OffByOne, "(-1) ** n"), Has(OffByOne, "line 1: `0 ** n` became `1 ** n`")]),
        // off_by_one: subscript indices (a name or a literal).
        (
            "y = x[i]\n",
            &[
                Has(OffByOne, "line 1: `x[i]` became `x[i + 1]`"),
                Has(OffByOne, "line 1: `x[i]` became `x[i - 1]`"),
            ],
        ),
        ("y = x[0]\n", &[Has(OffByOne, "line 1: `x[0]` became `x[1]`"), Lacks(OffByOne, "x[-1]")]),
        (
            "y = x[-1]\n",
            &[
                Has(OffByOne, "line 1: `x[-1]` became `x[0]`"),
                Has(OffByOne, "line 1: `x[-1]` became `x[-2]`"),
            ],
        ),
        ("y = d['k']\n", &[Lacks(OffByOne, "")]),
    ]);
}

/// off_by_one_boundary: `range()` arguments, slice bounds, `len(x)` compared, `a + 1` moved by one.
#[test]
fn off_by_one_boundary_rules() {
    check_table(&[
        // The slip itself: `a + 1` moved by one is `a` or `a + 2`, never `a + 1 - 1`.
        (
            "h = history[position + 1:]\nm = n - 1\n",
            &[
                Has(OffByOneBoundary, "line 1: `history[position + 1:]` became `history[position:]`"),
                Has(OffByOneBoundary, "line 1: `history[position + 1:]` became `history[position + 2:]`"),
                Lacks(OffByOneBoundary, "+ 1 - 1"),
                Has(OffByOne, "line 2: `m = n - 1` became `m = n`"),
                Has(OffByOne, "line 2: `n - 1` became `n - 2`"),
                Lacks(OffByOne, "n - 0"),
            ],
        ),
        // off_by_one_boundary: range() arguments — literals move, other arguments get +-1.
        (
            "for i in range(10):\n    pass\n",
            &[
                Has(OffByOneBoundary, "line 1: `range(10)` became `range(11)`"),
                Has(OffByOneBoundary, "line 1: `range(10)` became `range(9)`"),
                Lacks(OffByOne, ""),
            ],
        ),
        (
            "for i in range(1, n, -1):\n    pass\n",
            &[
                Has(OffByOneBoundary, "line 1: `range(1, n, -1)` became `range(0, n, -1)`"),
                Has(OffByOneBoundary, "line 1: `range(1, n, -1)` became `range(1, n + 1, -1)`"),
                Has(OffByOneBoundary, "line 1: `range(1, n, -1)` became `range(1, n - 1, -1)`"),
                Has(OffByOneBoundary, "line 1: `range(1, n, -1)` became `range(1, n, -2)`"),
                Lacks(OffByOne, ""),
            ],
        ),
        (
            "r = range(len(xs) - 1)\n",
            &[
                Has(OffByOneBoundary, "line 1: `range(len(xs) - 1)` became `range(len(xs))`"),
                Has(OffByOneBoundary, "line 1: `range(len(xs) - 1)` became `range(len(xs) - 2)`"),
                Lacks(OffByOne, ""),
            ],
        ),
        (
            "r = range(a if c else b)\n",
            &[Has(OffByOneBoundary, "line 1: `range(a if c else b)` became `range((a if c else b) + 1)`")],
        ),
        (
            "r = range((a or b))\n",
            &[Has(OffByOneBoundary, "line 1: `range((a or b))` became `range((a or b) - 1)`")],
        ),
        // off_by_one_boundary: slice bounds (but not the step).
        (
            "y = s[a:b]\n",
            &[
                Has(OffByOneBoundary, "line 1: `s[a:b]` became `s[a + 1:b]`"),
                Has(OffByOneBoundary, "line 1: `s[a:b]` became `s[a - 1:b]`"),
                Has(OffByOneBoundary, "line 1: `s[a:b]` became `s[a:b + 1]`"),
                Has(OffByOneBoundary, "line 1: `s[a:b]` became `s[a:b - 1]`"),
            ],
        ),
        (
            "y = s[1:][::2]\n",
            &[
                Has(OffByOneBoundary, "line 1: `s[1:]` became `s[2:]`"),
                Has(OffByOne, "line 1: `s[1:][::2]` became `s[1:][::3]`"),
                Lacks(OffByOne, "s[2:]"),
            ],
        ),
        // off_by_one_boundary: len(x) compared.
        (
            "ok = i < len(xs)\n",
            &[
                Has(OffByOneBoundary, "line 1: `i < len(xs)` became `i < len(xs) - 1`"),
                Has(OffByOneBoundary, "line 1: `i < len(xs)` became `i < len(xs) + 1`"),
            ],
        ),
    ]);
}

/// wrong_operator: binary, boolean and augmented operators (token only), `not` dropped.
#[test]
fn wrong_operator_rules() {
    check_table(&[
        // wrong_operator: binary operators, token only.
        (
            "r = a + b\nr = a - b\nr = a * b\nr = a // b\nr = a / b\nr = a % b\nr = a ** b\n\
             r = a & b\nr = a | b\nr = a ^ b\nr = a << b\nr = a >> b\nr = a @ b\n",
            &[
                Has(WrongOperator, "line 1: `a + b` became `a - b`"),
                Has(WrongOperator, "line 2: `a - b` became `a + b`"),
                Has(WrongOperator, "line 3: `a * b` became `a // b`"),
                Has(WrongOperator, "line 4: `a // b` became `a * b`"),
                Has(WrongOperator, "line 4: `a // b` became `a / b`"),
                Has(WrongOperator, "line 5: `a / b` became `a * b`"),
                Has(WrongOperator, "line 6: `a % b` became `a // b`"),
                Has(WrongOperator, "line 7: `a ** b` became `a * b`"),
                Has(WrongOperator, "line 8: `a & b` became `a | b`"),
                Has(WrongOperator, "line 9: `a | b` became `a & b`"),
                Has(WrongOperator, "line 10: `a ^ b` became `a | b`"),
                Has(WrongOperator, "line 11: `a << b` became `a >> b`"),
                Has(WrongOperator, "line 12: `a >> b` became `a << b`"),
                Lacks(WrongOperator, "line 13"),
            ],
        ),
        ("r = (a)+(  b )\n", &[Has(WrongOperator, "line 1: `(a)+(  b )` became `(a)-(  b )`")]),
        // wrong_operator: boolean operators, each token of a chain separately.
        (
            "ok = a and b or c\nok = x or y or z\n",
            &[
                Has(WrongOperator, "line 1: `a and b` became `a or b`"),
                Has(WrongOperator, "line 1: `a and b or c` became `a and b and c`"),
                Has(WrongOperator, "line 2: `x or y or z` became `x and y or z`"),
                Has(WrongOperator, "line 2: `x or y or z` became `x or y and z`"),
            ],
        ),
        // wrong_operator: augmented assignment.
        (
            "x += 1\nx -= 1\nx *= 2\nx //= 2\nx |= m\nx <<= 2\n",
            &[
                Has(WrongOperator, "line 1: `x += 1` became `x -= 1`"),
                Has(WrongOperator, "line 2: `x -= 1` became `x += 1`"),
                Has(WrongOperator, "line 3: `x *= 2` became `x //= 2`"),
                Has(WrongOperator, "line 4: `x //= 2` became `x *= 2`"),
                Has(WrongOperator, "line 4: `x //= 2` became `x /= 2`"),
                Has(WrongOperator, "line 5: `x |= m` became `x &= m`"),
                Has(WrongOperator, "line 6: `x <<= 2` became `x >>= 2`"),
            ],
        ),
        // wrong_operator: `not` dropped.
        (
            "ok = not done\nok = not(done)\n",
            &[
                Has(WrongOperator, "line 1: `not done` became `done`"),
                Has(WrongOperator, "line 2: `not(done)` became `(done)`"),
            ],
        ),
    ]);
}

/// wrong_comparison: every comparison operator, each one of a chain separately.
#[test]
fn wrong_comparison_rules() {
    check_table(&[
        // wrong_comparison: every operator, each one of a chain separately.
        (
            "ok = a < b\nok = a <= b\nok = a > b\nok = a >= b\nok = a == b\nok = a != b\n\
             ok = x is None\nok = x is not None\nok = x in s\nok = x not in s\nok = a < b <= c\n",
            &[
                Has(WrongComparison, "line 1: `a < b` became `a <= b`"),
                Has(WrongComparison, "line 2: `a <= b` became `a < b`"),
                Has(WrongComparison, "line 3: `a > b` became `a >= b`"),
                Has(WrongComparison, "line 4: `a >= b` became `a > b`"),
                Has(WrongComparison, "line 5: `a == b` became `a != b`"),
                Has(WrongComparison, "line 6: `a != b` became `a == b`"),
                Has(WrongComparison, "line 7: `x is None` became `x is not None`"),
                Has(WrongComparison, "line 8: `x is not None` became `x is None`"),
                Has(WrongComparison, "line 9: `x in s` became `x not in s`"),
                Has(WrongComparison, "line 10: `x not in s` became `x in s`"),
                Has(WrongComparison, "line 11: `a < b <= c` became `a <= b <= c`"),
                Has(WrongComparison, "line 11: `a < b <= c` became `a < b < c`"),
            ],
        ),
    ]);
}

/// swap_arguments (adjacent positional arguments) and `swap_operands` (non-commutative operators and ordering comparisons, under wrong_operator / wrong_comparison).
#[test]
fn swap_rules() {
    check_table(&[
        // swap_arguments: adjacent positional arguments.
        (
            "r = f(a, b, c)\n",
            &[
                Has(SwapArguments, "line 1: `f(a, b, c)` became `f(b, a, c)`"),
                Has(SwapArguments, "line 1: `f(a, b, c)` became `f(a, c, b)`"),
            ],
        ),
        ("r = f(a, key=b)\nr = g(*xs, y)\n", &[Lacks(SwapArguments, "")]),
        // Operands of non-commutative operators (wrong_operator) and of ordering comparisons
        // (wrong_comparison) swapped: operator `swap_operands`, never `swap_arguments`.
        (
            "r = a - b\nr = a ** b ** c\nr = a - b * c\nr = (a - b) - c\nr = x - y - z\nok = a < b\n\
             r = a % b\nr = a << b\nr = a // b\nr = a / b\n",
            &[
                Has(WrongOperator, "line 1: `a - b` became `b - a`"),
                Has(WrongOperator, "line 2: `a ** b ** c` became `(b ** c) ** a`"),
                Has(WrongOperator, "line 3: `a - b * c` became `b * c - a`"),
                Has(WrongOperator, "line 4: `(a - b) - c` became `c - (a - b)`"),
                Has(WrongOperator, "line 5: `x - y - z` became `z - (x - y)`"),
                Has(WrongComparison, "line 6: `a < b` became `b < a`"),
                Has(WrongOperator, "line 7: `a % b` became `b % a`"),
                Has(WrongOperator, "line 8: `a << b` became `b << a`"),
                Has(WrongOperator, "line 9: `a // b` became `b // a`"),
                Has(WrongOperator, "line 10: `a / b` became `b / a`"),
                Lacks(SwapArguments, ""),
            ],
        ),
        (
            "r = a + b * c\nok = a == b\nok = a < b < c\n",
            &[Lacks(SwapArguments, ""), Lacks(WrongOperator, "b + a")],
        ),
    ]);
}

/// remove_edge_case_check: a guard and its body removed, never one that leaves the block invalid or changes a loop's exit.
#[test]
fn remove_edge_case_check_rules() {
    check_table(&[
        // remove_edge_case_check.
        (
            "def f(n):\n    if n < 0:\n        raise ValueError(n)\n    return n\n",
            &[Has(RemoveEdgeCaseCheck, "line 2: removed `if n < 0:` and its body")],
        ),
        (
            "def f(n):\n    if n == 0: return 1\n    return n\n",
            &[Has(RemoveEdgeCaseCheck, "line 2: removed `if n == 0: return 1`")],
        ),
        (
            "for x in xs:\n    if x:\n        break\n",
            &[Lacks(RemoveEdgeCaseCheck, "")],
        ),
        (
            "while True:\n    if a:\n        continue\n    b()\n",
            &[Has(RemoveEdgeCaseCheck, "line 2: removed `if a:` and its body")],
        ),
        (
            "def f(n):\n    if n < 0:\n        return 0\n    else:\n        n += 1\n    if n:\n        return 2\n    elif n > 3:\n        return 3\n    if n:\n        n = 4\n    return n\n",
            &[Lacks(RemoveEdgeCaseCheck, "")],
        ),
    ]);
}

/// No bug type edits unreachable code or annotations, or adds no-op or constant code.
#[test]
fn no_dead_noop_or_annotation_edits() {
    check_table(&[
        // Nothing after an exit of the same block is mutated (unreachable).
        ("def f(x):\n    return x\n    y = x + 1\n", &[Lacks(WrongOperator, ""), Lacks(OffByOne, "")]),
        // No edit that adds no-op or constant code, in any spelling.
        (
            "def f(xs, n):\n    c = 0\n    c += 1\n    t = n * 2\n    u = n // 2\n    v = n - 1\n    w = xs[-1]\n\
             \x20   m = n % 2\n    if len(xs) > 0:\n        c = 5\n    for i in range(n):\n        if i > 0:\n            c = 1\n\
             \x20   for j in range(2, 14):\n        c = j\n    if n & 1:\n        c = 2\n    return c\n",
            &[
                Lacks(WrongOperator, "c += 0"),
                Lacks(OffByOne, "c += 0"),
                Lacks(OffByOne, "n * 1"),
                Lacks(OffByOne, "n // 1"),
                Lacks(OffByOne, "-0"),
                Lacks(OffByOne, "n % 1"),
                Lacks(OffByOne, "len(xs) > -1"),
                Lacks(OffByOne, "i > -1"),
                Lacks(OffByOneBoundary, "range(14, 14)"),
                Lacks(WrongOperator, "n | 1"),
                Has(OffByOne, "line 7: `xs[-1]` became `xs[0]`"),
                Has(OffByOne, "line 6: `v = n - 1` became `v = n`"),
                Has(OffByOne, "line 3: `c += 1` became `c += 2`"),
            ],
        ),
        // Annotations are not mutated.
        ("def f(x: list[int] = None) -> dict[str, int]:\n    return x\n", &[Lacks(OffByOne, "")]),
    ]);
}

/// The detector itself: each spelling found, the canonical's own patterns not counted.
#[test]
fn constant_code_detector() {
    use crate::constant::{constant_patterns, new_constant_patterns, ConstantPattern::*};
    let table: &[(&str, &str, &[crate::constant::ConstantPattern])] = &[
        ("c += 1\n", "c += 0\n", &[ArithmeticIdentity]),
        ("y = x - 1\n", "y = x - 0\n", &[ArithmeticIdentity]),
        ("y = x * 2\n", "y = x * 1\n", &[ArithmeticIdentity]),
        ("y = x / 2\n", "y = x / 1\n", &[ArithmeticIdentity]),
        ("y = -1\n", "y = -0\n", &[NegativeZero]),
        ("ok = n % 2 == 1\n", "ok = n % 1 == 1\n", &[ConstantArithmetic, BoundedComparison]),
        ("ok = a[i] < a[j]\n", "ok = a[i] < a[i]\n", &[SelfComparison]),
        ("ok = len(v) > 0\n", "ok = len(v) >= 0\n", &[BoundedComparison]),
        ("ok = 0 < len(h)\n", "ok = 0 > len(h)\n", &[BoundedComparison]),
        (
            "for i in range(n):\n    if i > 0:\n        pass\n",
            "for i in range(n):\n    if i >= 0:\n        pass\n",
            &[BoundedComparison],
        ),
        (
            "for i in range(1, n):\n    ok = i > 1\n",
            "for i in range(1, n):\n    ok = i > 0\n",
            &[BoundedComparison],
        ),
        ("r = range(1, 13)\n", "r = range(13, 1)\n", &[EmptyRange]),
        ("if code & 1:\n    pass\n", "if code | 1:\n    pass\n", &[ConstantCondition]),
        // Natural edits add nothing.
        ("ok = len(v) > 0\n", "ok = len(v) > 1\n", &[]),
        (
            "for i in range(n):\n    ok = i > 0\n",
            "for i in range(n):\n    ok = i >= 0 and i > 2\n",
            &[BoundedComparison],
        ),
        ("while i >= 0:\n    i -= 1\n", "while i > 0:\n    i -= 1\n", &[]),
        ("y = x * 1.0\n", "y = x * 2.0\n", &[]),
        // A pattern the canonical already has is not new.
        ("y = x + 0\nz = 1\n", "y = x + 0\nz = 2\n", &[]),
    ];
    for (before, after, expected) in table {
        assert_eq!(new_constant_patterns(before, after), *expected, "{before:?} -> {after:?}");
    }
    assert!(constant_patterns("def f(:\n").is_empty(), "a source that does not parse has no patterns");
}

/// The precise operator and the unnatural families of the engine's edits.
#[test]
fn mutation_operators_and_unnatural_families() {
    use crate::mutate::{MutationOperator as Op, Unnatural as U};
    let source =
        "def f(minutes, xs, count=1):\n    h = minutes * 60\n    d = minutes - 1440\n    r = xs[i] - 1\n\
                  \x20   count += 1\n    ok = g(xs, h) < n\n    return r\n";
    let found = mutants(source);
    let find = |after: &str| {
        found
            .iter()
            .find(|m| m.code.contains(after))
            .unwrap_or_else(|| panic!("no mutant with {after}: {found:#?}"))
    };
    let table: &[(&str, Op, Option<U>)] = &[
        ("count=2", Op::ConstantPlusOne, Some(U::ChangedDefault)),
        ("minutes * 61", Op::ConstantPlusOne, Some(U::DomainConstantShift)),
        ("minutes // 60", Op::ReplaceArithmeticOperator, Some(U::MultiplyDivideSwap)),
        ("1440 - minutes", Op::SwapOperands, Some(U::ConstantFirst)),
        ("count -= 1", Op::ReplaceAugmentedOperator, Some(U::CounterReversed)),
        ("xs[i + 1] - 1", Op::ExpressionPlusOne, None),
        ("r = xs[i] - 2", Op::ConstantPlusOne, None),
        ("r = xs[i]\n", Op::ConstantMinusOne, None),
        ("g(h, xs)", Op::SwapCallArguments, None),
        ("g(xs, h) <= n", Op::ComparisonFlip, None),
        ("n < g(xs, h)", Op::SwapOperands, None),
        ("minutes + 1440", Op::ReplaceArithmeticOperator, None),
    ];
    for &(after, op, family) in table {
        let m = find(after);
        assert_eq!((m.operator, m.unnatural), (op, family), "{}", m.description);
        assert_eq!(crate::mutate::classify_edit(source, m.start, m.end, &m.after), Some((op, family)));
    }
    assert_eq!(find("g(h, xs)").bug_type, SwapArguments);
    assert_eq!(find("n < g(xs, h)").bug_type, WrongComparison);
    assert_eq!(find("1440 - minutes").bug_type, WrongOperator);
    // `xs[i] - 1` → `xs[i]` and → `xs[i] - 2` move the same token in opposite directions.
    let (down, up) = (find("r = xs[i]\n"), find("r = xs[i] - 2"));
    assert!(crate::mutate::opposite_edits(
        (down.start, down.end, down.operator),
        (up.start, up.end, up.operator)
    ));
    let flip = find("g(xs, h) <= n");
    assert!(!crate::mutate::opposite_edits(
        (down.start, down.end, down.operator),
        (flip.start, flip.end, flip.operator)
    ));
}

#[test]
fn edits_preserve_formatting_and_comments() {
    let source = "def f(xs):  # entry\n    # count the evens\n    total=0\n    for i in range( 1,len(xs) ):\n        total  +=  xs[i]%2   # odd?\n    return total\n";
    let found =
        check(source, &[Has(OffByOneBoundary, "line 4: `range( 1,len(xs) )` became `range( 2,len(xs) )`")]);
    assert!(found.len() > 10, "{found:?}");
    for m in &found {
        // Every line outside the edit is unchanged, comments included.
        let untouched = |code: &str| -> Vec<String> {
            let first = source[..m.start].matches('\n').count();
            let last = source[..m.end].matches('\n').count();
            code.lines()
                .enumerate()
                .filter(|(i, _)| *i < first || *i > last)
                .map(|(_, l)| l.to_string())
                .collect()
        };
        let removed_lines = m.before.matches('\n').count() - m.after.matches('\n').count();
        let mut original = untouched(source);
        if removed_lines == 0 {
            assert_eq!(original, untouched(&m.code), "{}", m.description);
        } else {
            original.truncate(original.len() - removed_lines);
        }
        assert!(m.code.contains("# entry") && m.code.contains("# count the evens"));
    }
    let remove = found.iter().find(|m| m.bug_type == RemoveEdgeCaseCheck);
    assert!(remove.is_none(), "no early exit in this source");
}

#[test]
fn remove_keeps_the_block_valid() {
    // A guard that is its block's only statement is not removed (it would leave `pass`); the
    // discard says why.
    let source = "for x in xs:\n    if x:\n        break  # stop\n";
    let found = check(source, &[Lacks(RemoveEdgeCaseCheck, "")]);
    assert!(found.iter().all(|m| !m.code.contains("pass")));
    let (_, discards) = mutate::mutants_and_discards(source);
    assert!(
        discards.iter().any(|d| d.bug_type == RemoveEdgeCaseCheck && d.reason.contains("pass")),
        "{discards:?}"
    );
    let source = "def f(n):\n    if n < 0:\n        raise ValueError\n    return n\n";
    let found = check(source, &[]);
    let removed = found.iter().find(|m| m.bug_type == RemoveEdgeCaseCheck).map(|m| m.code.as_str());
    assert_eq!(removed, Some("def f(n):\n    return n\n"));
}

#[test]
fn duplicate_codes_are_kept_once() {
    // `x[0]` -> `x[1]` comes from both the constant rule and the index rule.
    let found = check("y = x[0]\n", &[]);
    assert_eq!(found.iter().filter(|m| m.code == "y = x[1]\n").count(), 1);
    // Swapping equal arguments gives back the original and is dropped.
    let found = check("r = f(a, a)\n", &[Lacks(SwapArguments, "")]);
    assert!(found.iter().all(|m| m.code != "r = f(a, a)\n"));
}

#[test]
fn mutants_are_deterministic_and_ordered() {
    let source =
        "def g(a, b):\n    while a < b and not a % 2:\n        a += b[a:] or 1\n    return max(a, b) - 1\n";
    let first = check(source, &[]);
    for _ in 0..3 {
        assert_eq!(first, mutants(source));
    }
    let json = serde_json::to_string(&first).unwrap_or_default();
    assert!(json.contains("\"bug_type\":\"wrong_operator\""), "{json}");
}

#[test]
fn unparsable_source_has_no_mutants() {
    assert!(mutants("def f(:\n").is_empty());
    assert!(mutants("").is_empty());
}

#[test]
fn function_helpers() {
    let source = "import math\n\ndef helper(x):\n    def inner():\n        pass\n    return x\n\nasync def main():\n    pass\n\nclass C:\n    def method(self):\n        pass\n";
    assert_eq!(defined_functions(source), ["helper", "main"]);
    assert!(defines_function(source, "helper"));
    assert!(!defines_function(source, "inner"));
    assert!(!defines_function(source, "method"));
    assert!(!defines_function("def f(:\n", "f"));
    assert!(calls_function("assert f(1) == 2", "f"));
    assert!(calls_function("with pytest.raises(ValueError):\n    g(f(-1))", "f"));
    assert!(calls_function("assert [f(x) for x in range(3)] == []", "f"));
    assert!(!calls_function("assert obj.f(1) == 2", "f"));
    assert!(!calls_function("assert f == 2", "f"));
    assert!(!calls_function("assert ff(1)", "f"));
    assert!(!calls_function("assert f(1", "f"));
}

const GOOD_TASK: &str = "\
# domain: bit_manipulation
# function: lowest_set_bit_index
# query: Given a non-negative integer n, return the position of its lowest set bit, counting
#   the least significant bit as position 0. Return -1 when n is 0 and raise ValueError when n
#   is negative.

def lowest_set_bit_index(n):
    if n < 0:
        raise ValueError(n)
    if n == 0:
        return -1
    return (n & -n).bit_length() - 1

# --- tests ---
import pytest

assert lowest_set_bit_index(0) == -1
assert lowest_set_bit_index(12) == 2  # 0b1100
with pytest.raises(ValueError):
    lowest_set_bit_index(-4)
assert lowest_set_bit_index(
    1 << 40
) == 40
";

fn path() -> PathBuf {
    PathBuf::from("data/tasks/bit_manipulation/lowest_set_bit_index.py")
}

#[test]
fn parses_a_good_task() {
    let task = parse_task(&path(), GOOD_TASK).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(task.domain, "bit_manipulation");
    assert_eq!(task.function, "lowest_set_bit_index");
    assert_eq!(
        task.query,
        "Given a non-negative integer n, return the position of its lowest set bit, counting the \
         least significant bit as position 0. Return -1 when n is 0 and raise ValueError when n is \
         negative."
    );
    assert!(task.canonical.starts_with("def lowest_set_bit_index(n):\n"));
    assert!(task.canonical.ends_with("bit_length() - 1\n"));
    assert_eq!(
        task.tests,
        [
            "assert lowest_set_bit_index(0) == -1",
            "assert lowest_set_bit_index(12) == 2  # 0b1100",
            "with pytest.raises(ValueError):\n    lowest_set_bit_index(-4)",
            "assert lowest_set_bit_index(\n    1 << 40\n) == 40",
        ]
    );
    assert_eq!(task.test_lines, [17, 18, 19, 21]);
    for (test, line) in task.tests.iter().zip(&task.test_lines) {
        let first = GOOD_TASK.lines().nth(line - 1).unwrap_or_default();
        assert_eq!(test.lines().next(), Some(first));
    }
    assert_eq!(parse_task_bytes(&path(), GOOD_TASK.as_bytes()), Ok(task));
    // CRLF line endings parse the same way.
    let crlf = GOOD_TASK.replace('\n', "\r\n");
    let task = parse_task(&path(), &crlf).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(task.tests.len(), 4);
}

#[test]
fn reports_broken_tasks_at_their_line() {
    let cases: Vec<(String, usize, &str)> = vec![
        (GOOD_TASK.replace("# --- tests ---\n", ""), 22, "missing the line `# --- tests ---`"),
        (GOOD_TASK.replace("# function: lowest_set_bit_index\n", ""), 5, "missing header key `function`"),
        (GOOD_TASK.replace("# domain: bit_manipulation", "# domain: bits"), 1, "unknown domain `bits`"),
        (
            GOOD_TASK.replace("# query: Given", "# query:\n# query: Given"),
            4,
            "header key `query` given twice",
        ),
        (GOOD_TASK.replace("# domain:", "#  domain:"), 1, "continuation line before any"),
        (GOOD_TASK.replace("# function:", "#  function:"), 6, "missing header key `function`"),
        (
            GOOD_TASK.replace("# function: lowest_set_bit_index", "# function:"),
            2,
            "header key `function` is empty",
        ),
        (
            GOOD_TASK.replace("# function: lowest_set_bit_index", "# function: 9lives"),
            2,
            "not a Python identifier",
        ),
        (GOOD_TASK.replace("# function:", "# function is"), 2, "malformed header line"),
        (
            GOOD_TASK.replace("assert lowest_set_bit_index(12) == 2", "assert lowest_set_bit_index(12) ==="),
            18,
            "test does not parse",
        ),
        (GOOD_TASK.replace("    1 << 40\n", "    1 << 40 +\n"), 23, "test does not parse"),
        (GOOD_TASK.replace("    if n == 0:", "    if n == 0"), 10, "canonical does not parse"),
        (
            GOOD_TASK.replace("assert lowest_set_bit_index(0) == -1", "assert 1; assert 2"),
            17,
            "more than one statement",
        ),
        (format!("{GOOD_TASK}# --- tests ---\n"), 24, "second `# --- tests ---` line"),
        (
            GOOD_TASK.split("import pytest").next().unwrap_or_default().to_string() + "import pytest\n",
            14,
            "no tests after the marker",
        ),
    ];
    for (text, line, message) in cases {
        match parse_task(&path(), &text) {
            Ok(_) => panic!("accepted a broken task expecting `{message}`:\n{text}"),
            Err(e) => {
                assert_eq!((e.line, e.path.clone()), (line, path()), "{e}");
                assert!(e.message.contains(message), "{e}");
                assert!(e.to_string().starts_with(&format!("{}:{line}: ", path().display())), "{e}");
            }
        }
    }
    let mut bytes = GOOD_TASK.as_bytes().to_vec();
    let at = GOOD_TASK.find("assert lowest_set_bit_index(12)").unwrap_or_default();
    bytes.insert(at + 7, 0xff);
    let e = parse_task_bytes(&path(), &bytes).err();
    assert_eq!(e.as_ref().map(|e| e.line), Some(18), "{e:?}");
    assert!(e.is_some_and(|e| e.message.contains("invalid UTF-8")));
}

/// A scratch directory under the system temp dir, removed on drop.
struct Scratch(PathBuf);

impl Scratch {
    fn new(name: &str) -> Self {
        let dir = std::env::temp_dir().join(format!("execretrieval-dataset-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        Scratch(dir)
    }

    fn write(&self, rel: &str, text: &str) {
        let path = self.0.join(rel);
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent).unwrap_or_else(|e| panic!("{e}"));
        }
        std::fs::write(&path, text).unwrap_or_else(|e| panic!("{e}"));
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn task_text(domain: &str, function: &str) -> String {
    format!("# domain: {domain}\n# function: {function}\n# query: q\n\ndef {function}():\n    return 1\n\n# --- tests ---\nassert {function}() == 1\n")
}

#[test]
fn load_tasks_checks_locations_and_is_sorted() {
    let scratch = Scratch::new("load");
    scratch.write("validation/zeta.py", &task_text("validation", "zeta"));
    scratch.write("validation/alpha.py", &task_text("validation", "alpha"));
    scratch.write("collections/omega.py", &task_text("collections", "omega"));
    scratch.write("collections/notes.txt", "not a task");
    scratch.write("geometry/wrong_dir.py", &task_text("collections", "wrong_dir"));
    scratch.write("geometry/wrong_name.py", &task_text("geometry", "other_name"));
    scratch.write("geometry/omega.py", &task_text("geometry", "omega"));
    scratch.write("recipes/cake.py", &task_text("validation", "cake"));
    scratch.write("stray.py", &task_text("validation", "stray"));
    let (tasks, errors) = load_tasks(&scratch.0);
    let names: Vec<_> = tasks.iter().map(|t| (t.domain.as_str(), t.function.as_str())).collect();
    assert_eq!(names, [("collections", "omega"), ("validation", "alpha"), ("validation", "zeta")]);
    let errors: Vec<_> = errors
        .iter()
        .map(|e| {
            (e.path.strip_prefix(&scratch.0).unwrap_or(&e.path).to_path_buf(), e.line, e.message.clone())
        })
        .collect();
    let expect = |path: &str, line: usize, text: &str| {
        assert!(
            errors.iter().any(|(p, l, m)| p == Path::new(path) && *l == line && m.contains(text)),
            "missing error {path}:{line}: {text} in {errors:?}"
        );
    };
    expect("geometry/omega.py", 2, "also the task");
    expect("geometry/wrong_dir.py", 1, "under `geometry/`");
    expect("geometry/wrong_name.py", 2, "named `wrong_name.py`");
    expect("recipes", 0, "not one of the domains");
    expect("stray.py", 0, "outside a domain directory");
    assert_eq!(errors.len(), 5, "{errors:?}");
    let (_, errors) = load_tasks(&scratch.0.join("missing"));
    assert_eq!(errors.len(), 1);
}

#[test]
fn dataset_tasks_parse_and_mutate() {
    let dir = Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../data/tasks"));
    let (tasks, errors) = load_tasks(dir);
    // Every file must parse; problems across files (a function name used twice, a file in the
    // wrong directory) are reported but left to the dataset authors.
    let (mut parse_errors, mut dataset_errors) = (Vec::new(), Vec::new());
    for e in &errors {
        let parses = std::fs::read(&e.path).is_ok_and(|bytes| parse_task_bytes(&e.path, &bytes).is_ok());
        if parses {
            dataset_errors.push(e)
        } else {
            parse_errors.push(e)
        }
    }
    for e in &dataset_errors {
        println!("WARNING (dataset consistency): {e}");
    }
    for e in &parse_errors {
        eprintln!("{e}");
    }
    assert!(parse_errors.is_empty(), "{} task files do not parse", parse_errors.len());
    assert!(!tasks.is_empty(), "no tasks under {}", dir.display());

    let mut per_domain: BTreeMap<&str, (usize, usize)> = DOMAINS.iter().map(|d| (*d, (0, 0))).collect();
    let mut per_type: BTreeMap<BugType, usize> = BTreeMap::new();
    let (mut without_def, mut tests_not_calling, mut without_mutants) = (0, 0, 0);
    for task in &tasks {
        let found = mutants(&task.canonical);
        for m in &found {
            assert_eq!(&task.canonical[m.start..m.end], m.before);
            *per_type.entry(m.bug_type).or_default() += 1;
        }
        let entry = per_domain.entry(task.domain.as_str()).or_default();
        entry.0 += 1;
        entry.1 += found.len();
        without_mutants += usize::from(found.is_empty());
        without_def += usize::from(!defines_function(&task.canonical, &task.function));
        tests_not_calling += task.tests.iter().filter(|t| !calls_function(t, &task.function)).count();
    }
    let total: usize = per_domain.values().map(|(_, m)| m).sum();
    println!("{:<20} {:>5} {:>8}", "domain", "tasks", "mutants");
    for (domain, (n, m)) in &per_domain {
        println!("{domain:<20} {n:>5} {m:>8}");
    }
    println!(
        "{:<20} {:>5} {:>8}  (mean {:.1} per task)",
        "total",
        tasks.len(),
        total,
        total as f64 / tasks.len() as f64
    );
    for (bug_type, n) in &per_type {
        println!("  {bug_type:<24} {n:>7}");
    }
    println!("canonicals without their def: {without_def}; tests not calling the function: {tests_not_calling}; tasks without mutants: {without_mutants}");
    assert!(total > tasks.len(), "too few mutants: {total}");
}

const ENTRY_CANONICAL: &str = "def clamp_low(x):\n    if x < 0:\n        return 0\n    return x + 1\n";

fn entry_task(function: &str) -> String {
    format!("# domain: math_numerical\n# function: {function}\n# query: q\n\n{}\n# --- tests ---\nassert {function}(-1) == 0\n", ENTRY_CANONICAL.replace("clamp_low", function))
}

/// The one helper of the entry-file tests: writes `math_numerical/<function>.py` and its
/// companion `text`, loads the directory, returns (the task's candidates and problems, or the
/// load errors as `line: message`).
fn load_entry(function: &str, companion: &str) -> Result<(Vec<Mutant>, Vec<String>, Task), Vec<String>> {
    let scratch = Scratch::new(&format!("entry-{function}"));
    scratch.write(&format!("math_numerical/{function}.py"), &entry_task(function));
    scratch.write(&format!("math_numerical/{function}.entry.json"), companion);
    let (tasks, errors) = load_tasks(&scratch.0);
    if !errors.is_empty() {
        return Err(errors.iter().map(|e| format!("{}: {}", e.line, e.message)).collect());
    }
    let t = tasks.into_iter().next().expect("one task");
    let (_, c, p) = task_candidates(&t.canonical, &t.function, t.entry.as_ref());
    Ok((c, p, t))
}

fn companion(pool: &str, distractors: &[(&str, &str, &str)]) -> String {
    let ds: Vec<serde_json::Value> = distractors
        .iter()
        .map(|(b, d, code)| serde_json::json!({"bug_type": b, "bug_description": d, "code": code}))
        .collect();
    serde_json::to_string_pretty(&serde_json::json!({"distractor_pool": pool, "provenance": {"model": "m-1", "endpoint": "http://x/v1/chat/completions"}, "distractors": ds})).unwrap()
}

#[test]
fn entry_files_carry_model_distractors_as_single_edits() {
    let c = ENTRY_CANONICAL;
    let plus = c.replace("x + 1", "x - 1");
    // model pool: exactly the written distractors, rebuilt from the canonical (trailing blank
    // lines and spaces of the model's text are gone), with their edit located
    let (cands, problems, task) = load_entry(
        "clamp_low",
        &companion("model", &[("wrong_operator", "adds instead", &format!("{plus}\n\n  "))]),
    )
    .unwrap();
    assert!(problems.is_empty(), "{problems:?}");
    assert_eq!(cands.len(), 1);
    let m = &cands[0];
    assert_eq!((m.code.as_str(), m.line, m.before.as_str(), m.after.as_str()), (plus.as_str(), 4, "+", "-"));
    assert_eq!(m.description, "adds instead");
    assert_eq!(task.entry.as_ref().unwrap().provenance["model"], "m-1");
    // both: the model's first, then the mechanical mutants without the one it duplicates
    let (cands, _, _) =
        load_entry("clamp_low", &companion("both", &[("wrong_operator", "adds instead", &plus)])).unwrap();
    assert_eq!(cands[0].description, "adds instead");
    assert!(cands.len() > 3);
    assert_eq!(
        cands.iter().filter(|m| m.code == plus).count(),
        1,
        "the duplicate mechanical mutant is left out"
    );
    // mechanical: the engine's mutants, none written
    let (cands, _, _) =
        load_entry("clamp_low", r#"{"distractor_pool": "mechanical", "provenance": {}}"#).unwrap();
    assert_eq!(cands, mutants(c));
    // a rewrite, an unknown bug type, an empty description and a renamed function are problems
    let rewrite = "def clamp_low(x):\n    return max(x, -1) + 1\n";
    let renamed = c.replace("def clamp_low", "def clamp_lo");
    let (cands, problems, _) = load_entry(
        "clamp_low",
        &companion(
            "model",
            &[
                ("wrong_operator", "rewrite", rewrite),
                ("typo", "adds", &plus),
                ("off_by_one", " ", &plus),
                ("wrong_operator", "renamed", &renamed),
            ],
        ),
    )
    .unwrap();
    assert!(cands.is_empty());
    for (p, want) in problems.iter().zip([
        "distractor 1 of the entry file: not a single small edit",
        "distractor 2 of the entry file: bug_type `typo`",
        "distractor 3 of the entry file: an empty bug_description",
        "distractor 4 of the entry file: does not parse as Python defining `clamp_low`",
    ]) {
        assert!(p.starts_with(want), "{p:?} should start with {want:?}");
    }
    assert_eq!(problems.len(), 4);
}

#[test]
fn bad_entry_files_are_load_errors_naming_the_line() {
    let cases: [(&str, &str); 5] = [
        ("{\n  \"distractor_pool\": \"model\",\n  \"distractors\": [\n}", "4: not a valid entry companion"),
        ("{\"distractor_pool\": \"llm\"}", "1: not a valid entry companion (unknown variant `llm`"),
        (
            "{\"distractor_pool\": \"model\", \"extra\": 1}",
            "1: not a valid entry companion (unknown field `extra`",
        ),
        (
            r#"{"distractor_pool": "mechanical", "distractors": [{"bug_type": "off_by_one", "bug_description": "d", "code": "x"}]}"#,
            "1: `distractor_pool` is `mechanical` but the file lists distractors",
        ),
        (
            r#"{"distractor_pool": "both"}"#,
            "1: `distractor_pool` is `both` but the file lists no distractors",
        ),
    ];
    for (text, want) in cases {
        let errors = load_entry("bad_entry", text).err().unwrap_or_else(|| panic!("{text} loads"));
        assert!(errors.len() == 1 && errors[0].starts_with(want), "{text}: {errors:?}");
    }
    // invalid UTF-8 names its line; a companion without its task file is an error too
    let scratch = Scratch::new("entry-orphan");
    scratch.write("math_numerical/ok_task.py", &entry_task("ok_task"));
    std::fs::write(
        scratch.0.join("math_numerical/ok_task.entry.json"),
        b"{\n\"distractor_pool\": \"model\xff\"}",
    )
    .unwrap();
    scratch.write("math_numerical/gone.entry.json", "{}");
    let (tasks, errors) = load_tasks(&scratch.0);
    assert!(tasks.is_empty());
    let errors: Vec<String> = errors.iter().map(|e| e.to_string()).collect();
    assert_eq!(errors.len(), 2, "{errors:?}");
    assert!(
        errors[0].ends_with(
            "gone.entry.json: entry file without its task file `gone.py`: add the task or delete this file"
        ),
        "{errors:?}"
    );
    assert!(errors[1].ends_with("ok_task.entry.json:2: invalid UTF-8 at byte offset 27"), "{errors:?}");
}

// ---------------------------------------------------------------------------------------------
// Gates: selection preferences, renaming, functional duplicates (with a scripted oracle)
// ---------------------------------------------------------------------------------------------

mod gates_tests {
    use crate::gates::*;
    use crate::mutate::{parameter_count, rename_function, BugType, Mutant, MutationOperator};
    use execretrieval_core::oracle::{Suite, SuiteOracle, SuiteStats, Tick};
    use execretrieval_core::outcome::Outcome;

    /// A candidate from a compact spec: bug type, line, and its outcome per test as a string of
    /// `.` (pass) / `F` (FAIL) — one character per test.
    fn cand(bug_type: BugType, line: usize, outcomes: &str, tag: usize) -> Candidate {
        Candidate {
            mutant: Mutant {
                bug_type,
                operator: MutationOperator::ComparisonFlip,
                unnatural: None,
                code: format!("def f(x):\n    return {tag}\n"),
                description: format!("line {line}: edit {tag}"),
                line,
                start: line * 100 + tag,
                end: line * 100 + tag + 1,
                before: "a".into(),
                after: format!("b{tag}"),
            },
            outcomes: outcomes
                .chars()
                .map(|c| if c == '.' { Outcome::Pass } else { Outcome::Fail(None) })
                .collect(),
        }
    }

    /// Tests: four on valid input, then two `pytest.raises` blocks.
    fn tests() -> Vec<String> {
        let mut t: Vec<String> = (0..4).map(|i| format!("assert f({i}) == {i}")).collect();
        t.push("with pytest.raises(ValueError):\n    f(-1)".into());
        t.push("with pytest.raises(TypeError):\n    f('a')".into());
        t
    }

    /// The one helper: select from candidates and return (chosen tags, unmet preferences).
    fn pick(cands: &[Candidate]) -> (Vec<String>, Vec<String>) {
        let s = select(cands, "f", &tests());
        (s.chosen.iter().map(|c| c.mutant.after.clone()).collect(), s.unmet)
    }

    use BugType::*;

    #[test]
    fn prefers_valid_input_then_types_then_lines_then_subtlety() {
        // The four subtlest fail only invalid-input tests; three valid-input ones exist.
        let c = vec![
            cand(OffByOne, 2, "....F.", 0),
            cand(WrongOperator, 3, ".....F", 1),
            cand(WrongComparison, 4, "....FF", 2),
            cand(RemoveEdgeCaseCheck, 5, "....F.", 3),
            cand(OffByOne, 6, "F.F.F.", 4),
            cand(WrongOperator, 7, "FF..F.", 5),
            cand(SwapArguments, 8, "FFF.F.", 6),
        ];
        let (chosen, unmet) = pick(&c);
        let valid = chosen.iter().filter(|t| ["b4", "b5", "b6"].contains(&t.as_str())).count();
        assert_eq!(valid, 3, "three valid-input distractors first: {chosen:?}");
        assert!(unmet.is_empty(), "{unmet:?}");
        // Only two valid-input mutants: reported.
        let (chosen, unmet) = pick(&c[..6]);
        assert_eq!(chosen.len(), 4);
        assert!(unmet.iter().any(|u| u.starts_with("valid_input: 2 of 4")), "{unmet:?}");
        // All on one line and one bug type: both reported with the reason.
        let same: Vec<Candidate> = (0..5)
            .map(|i| cand(OffByOne, 3, ["F.....", ".F....", "..F...", "...F..", "FF...."][i], i))
            .collect();
        let (chosen, unmet) = pick(&same);
        assert_eq!(chosen.len(), 4);
        assert!(unmet.iter().any(|u| u.contains("only 1 bug type")), "{unmet:?}");
        assert!(unmet.iter().any(|u| u.contains("every eligible mutant is on line 3")), "{unmet:?}");
        // Lines: a set on two lines beats a subtler set on one line.
        let c = vec![
            cand(OffByOne, 3, "F.....", 0),
            cand(WrongOperator, 3, ".F....", 1),
            cand(WrongComparison, 3, "..F...", 2),
            cand(SwapArguments, 3, "...F..", 3),
            cand(SwapArguments, 9, "FFF...", 4),
        ];
        let (chosen, unmet) = pick(&c);
        assert!(chosen.contains(&"b4".to_string()), "{chosen:?}");
        assert!(unmet.is_empty(), "{unmet:?}");
        // Subtlest among equals; never four with the identical failing subset.
        let c: Vec<Candidate> = [
            (OffByOne, "F....."),
            (WrongOperator, "F....."),
            (WrongComparison, "F....."),
            (SwapArguments, "F....."),
            (RemoveEdgeCaseCheck, "FF...."),
        ]
        .iter()
        .enumerate()
        .map(|(i, (t, o))| cand(*t, i + 1, o, i))
        .collect();
        let (chosen, _) = pick(&c);
        assert!(chosen.contains(&"b4".to_string()), "identical failing subsets avoided: {chosen:?}");
        // Fewer than four eligible.
        let (chosen, unmet) = pick(&c[..2]);
        assert_eq!((chosen.len(), unmet), (2, vec!["only 2 eligible distractors".to_string()]));
    }

    #[test]
    fn natural_edits_first_and_no_opposite_pair() {
        use crate::mutate::{MutationOperator as Op, Unnatural};
        // Four subtle unnatural edits and four natural ones that fail more tests: the natural set.
        let mut c: Vec<Candidate> =
            (0..4).map(|i| cand(OffByOne, i + 1, ["F.....", ".F....", "..F...", "...F.."][i], i)).collect();
        for m in &mut c {
            m.mutant.unnatural = Some(Unnatural::DomainConstantShift);
        }
        c.extend((4..8).map(|i| {
            cand(
                [WrongOperator, WrongComparison, OffByOne, SwapArguments][i - 4],
                i + 1,
                ["FF....", ".FF...", "..FF..", "F..F.."][i - 4],
                i,
            )
        }));
        let (chosen, unmet) = pick(&c);
        assert_eq!(chosen, ["b4", "b5", "b6", "b7"], "{unmet:?}");
        assert!(unmet.is_empty(), "{unmet:?}");
        // Only three natural: one unnatural is used, and the report says why.
        let (chosen, unmet) = pick(&c[..7]);
        assert_eq!(chosen.iter().filter(|t| ["b4", "b5", "b6"].contains(&t.as_str())).count(), 3);
        assert!(
            unmet.iter().any(|u| u.starts_with("natural: 1 of 4")
                && u.contains("domain_constant_shift")
                && u.contains("only 3")),
            "{unmet:?}"
        );
        // Two edits of one token in opposite directions are avoided when another set exists.
        let mut c: Vec<Candidate> = (0..5)
            .map(|i| {
                cand(
                    [OffByOne, OffByOne, WrongOperator, WrongComparison, SwapArguments][i],
                    i + 1,
                    ["F.....", ".F....", "..F...", "...F..", "FFF..."][i],
                    i,
                )
            })
            .collect();
        for (m, op) in c[..2].iter_mut().zip([Op::ConstantPlusOne, Op::ConstantMinusOne]) {
            (m.mutant.start, m.mutant.end, m.mutant.operator) = (50, 51, op);
        }
        let (chosen, unmet) = pick(&c);
        assert!(!(chosen.contains(&"b0".to_string()) && chosen.contains(&"b1".to_string())), "{chosen:?}");
        assert!(unmet.is_empty(), "{unmet:?}");
        // ... and reported when none does.
        let (_, unmet) = pick(&c[..4]);
        assert!(unmet.iter().any(|u| u.starts_with("opposite:")), "{unmet:?}");
    }

    #[test]
    fn rename_and_arity() {
        let src = "def gcd(a, b=0, *rest, k=1, **kw):\n    if b == 0:\n        return a\n    return gcd(b, a % b)\n\ndef helper(gcd_x):\n    return gcd_x\n";
        assert_eq!(parameter_count(src, "gcd"), Some(3));
        assert_eq!(parameter_count(src, "helper"), Some(1));
        assert_eq!(parameter_count(src, "missing"), None);
        let renamed = rename_function(src, "gcd", "hcf").unwrap();
        assert_eq!(
            renamed,
            "def hcf(a, b=0, *rest, k=1, **kw):\n    if b == 0:\n        return a\n    return hcf(b, a % b)\n\ndef helper(gcd_x):\n    return gcd_x\n"
        );
        assert!(rename_function(src, "nope", "x").is_none());
        assert!(rename_function("def f(:\n", "f", "g").is_none());
    }

    /// An oracle that "passes" a suite when the code, after the `def` line, returns the value
    /// each test expects: tests are `assert NAME(...) == V`, codes `def NAME(x):\n    return V`.
    struct Scripted;
    impl SuiteOracle for Scripted {
        fn run_suites(
            &self,
            suites: &[Suite],
            tick: &Tick,
        ) -> anyhow::Result<(Vec<Vec<Outcome>>, SuiteStats)> {
            let out = suites
                .iter()
                .map(|s| {
                    tick(1);
                    let name = s.code.split(['(', ' ']).nth(1).unwrap_or("");
                    let value = s.code.rsplit("return ").next().unwrap_or("").trim();
                    s.tests
                        .iter()
                        .map(|t| {
                            let called = t.split(['(', ' ']).nth(1).unwrap_or("");
                            let expected = t.rsplit("== ").next().unwrap_or("").trim();
                            if called == name && expected == value {
                                Outcome::Pass
                            } else {
                                Outcome::Fail(None)
                            }
                        })
                        .collect()
                })
                .collect();
            Ok((out, SuiteStats { suites: suites.len(), ..Default::default() }))
        }
        fn fingerprint(&self) -> String {
            "scripted".into()
        }
    }

    #[test]
    fn functional_duplicates_found_in_either_direction() {
        let code = |name: &str, v: &str, params: &str| format!("def {name}({params}):\n    return {v}\n");
        let t = |name: &str, v: &str| vec![format!("assert {name}(1) == {v}")];
        let (a, b, c, d) =
            (code("a", "1", "x"), code("b", "1", "x"), code("c", "2", "x"), code("d", "1", "x, y"));
        let (ta, tb, tc, td) = (t("a", "1"), t("b", "1"), t("c", "2"), t("d", "1"));
        let input = |name: &'static str, f: &'static str, code: &'static str, tests: &'static [String]| {
            DuplicateInput {
                name: name.into(),
                function: f,
                correct: vec![CorrectSnippet::only(code)],
                tests,
            }
        };
        let leak = |s: String| -> &'static str { Box::leak(s.into_boxed_str()) };
        let leak_v = |v: Vec<String>| -> &'static [String] { Box::leak(v.into_boxed_slice()) };
        let items = vec![
            input("a.py", "a", leak(a), leak_v(ta)),
            input("b.py", "b", leak(b), leak_v(tb)),
            input("c.py", "c", leak(c), leak_v(tc)),
            input("d.py", "d", leak(d), leak_v(td)),
        ];
        let (found, ran) = functional_duplicates(&items, &Scripted, &|_| {}).unwrap();
        // a, b, c have one parameter (6 ordered pairs); d has two and is never paired.
        assert_eq!(ran, 6 + 2, "six first-test suites, two whole suites (a↔b passed their first test)");
        let pairs: Vec<(String, String)> = found.into_iter().map(|f| (f.from, f.to)).collect();
        assert_eq!(pairs, vec![("a.py".into(), "b.py".into()), ("b.py".into(), "a.py".into())]);
    }

    /// A task with several correct snippets (a release-plus query: the canonical and its
    /// rewrite): each is renamed and run against the other tasks' suites, and a finding names
    /// the snippet. Here only `a`'s second snippet behaves like `b`'s (the scripted oracle
    /// compares returned constants), so a sweep of first snippets alone would miss the pair.
    #[test]
    fn functional_duplicates_sweep_every_correct_snippet_of_a_task() {
        let leak = |s: String| -> &'static str { Box::leak(s.into_boxed_str()) };
        let code = |name: &str, v: &str| leak(format!("def {name}(x):\n    return {v}\n"));
        let tests = |name: &str, v: &str| -> &'static [String] {
            Box::leak(vec![format!("assert {name}(1) == {v}")].into_boxed_slice())
        };
        let snippet = |code: &'static str, id: &str| CorrectSnippet { code, label: Some(id.to_string()) };
        let items = vec![
            DuplicateInput {
                name: "q_a".into(),
                function: "a",
                correct: vec![snippet(code("a", "1"), "c_1"), snippet(code("a", "3"), "c_2")],
                tests: tests("a", "1"),
            },
            DuplicateInput {
                name: "q_b".into(),
                function: "b",
                correct: vec![snippet(code("b", "3"), "c_3")],
                tests: tests("b", "3"),
            },
            DuplicateInput {
                name: "q_c".into(),
                function: "c",
                correct: vec![snippet(code("c", "5"), "c_4")],
                tests: tests("c", "5"),
            },
        ];
        let (found, ran) = functional_duplicates(&items, &Scripted, &|_| {}).unwrap();
        // first tests: a's two snippets × {b, c}, b × {a, c}, c × {a, b}; one whole suite
        assert_eq!(ran, 8 + 1);
        assert_eq!(
            found,
            vec![DuplicateFinding { from: "q_a".into(), to: "q_b".into(), snippet: Some("c_2".into()) }]
        );
        // the task's first snippet alone: nothing found, half of a's pairs run
        let first_only: Vec<DuplicateInput> = items
            .iter()
            .map(|d| DuplicateInput {
                name: d.name.clone(),
                function: d.function,
                correct: vec![CorrectSnippet::only(d.correct[0].code)],
                tests: d.tests,
            })
            .collect();
        assert_eq!(functional_duplicates(&first_only, &Scripted, &|_| {}).unwrap(), (vec![], 6));
    }
}

/// The sections after the tests: implementations in order, then the inputs; the tests end at the
/// first section, and a section out of order, unknown, empty or unparsable is an error at its line.
#[test]
fn parses_implementation_and_inputs_sections() {
    let sections = "\n# --- implementation 2: the lowest bit isolated with n & -n ---\ndef lowest_set_bit_index(n):\n    if n < 0:\n        raise ValueError(n)\n    return (n & -n).bit_length() - 1\n\n# --- inputs ---\ndef random_input(rng):\n    return (rng.randint(-2, 99),)\n";
    let text = format!("{GOOD_TASK}{sections}");
    let task = parse_task(&path(), &text).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(task.tests.len(), 4, "the tests end at the first section");
    assert_eq!(task.implementations.len(), 1);
    let imp = &task.implementations[0];
    assert_eq!((imp.number, imp.approach.as_str()), (2, "the lowest bit isolated with n & -n"));
    assert_eq!(imp.line, GOOD_TASK.lines().count() + 2);
    assert!(imp.code.starts_with("def lowest_set_bit_index(n):\n") && imp.code.ends_with("- 1\n"));
    assert_eq!(task.inputs.as_deref(), Some("def random_input(rng):\n    return (rng.randint(-2, 99),)\n"));
    let base = GOOD_TASK.lines().count();
    for (extra, line, needle) in [
        ("\n# --- implementation 3: skips 2 ---\ndef f():\n    pass\n", base + 2, "expected 2"),
        ("\n# --- solutions ---\ndef f():\n    pass\n", base + 2, "unknown section"),
        ("\n# --- inputs ---\n\n", base + 2, "is empty"),
        ("\n# --- inputs ---\nx = = 1\n", base + 3, "does not parse"),
        (
            "\n# --- inputs ---\nx = 1\n# --- implementation 2: late ---\ndef f():\n    pass\n",
            base + 4,
            "after the",
        ),
    ] {
        let e = parse_task(&path(), &format!("{GOOD_TASK}{extra}"))
            .err()
            .unwrap_or_else(|| panic!("{extra:?} parsed"));
        assert_eq!(e.line, line, "{extra:?}: {e}");
        assert!(e.message.contains(needle), "{extra:?}: {e}");
    }
}

/// The similarity authors see (`data/tools/implementations.py`, CPython) and the one
/// `validation.json` reports (`audit::similarity`) are one rule: both are computed here on every
/// pair of snippets of a few task files and of snippets with comments, docstrings, tabs and a
/// syntax error, and must agree.
#[test]
fn similarity_is_the_python_tools_rule() {
    use crate::audit::{normalise, similarity};
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut snippets: Vec<String> = vec![
        "def f(x):\n    \"\"\"doc\"\"\"\n    # c\n    return  x  # t\n".into(),
        "def f(x):\n\tif x:\t# tab\n\t\treturn '# not a comment'\n\treturn None\n".into(),
        "def f(x:\n    # broken\n    return x\n".into(),
    ];
    for rel in [
        "data/tasks/geometry/all_points_collinear.py",
        "data/tasks/string_processing/acronym_from_phrase.py",
        "data/tasks/bit_manipulation/is_power_of_four.py",
    ] {
        let path = root.join(rel);
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let task = parse_task(&path, &text).unwrap_or_else(|e| panic!("{e}"));
        snippets.push(task.canonical.clone());
        snippets.extend(task.implementations.iter().map(|i| i.code.clone()));
    }
    let script = "import json, sys\nsys.path.insert(0, 'data/tools')\nimport implementations as I\n\
                  s = json.load(sys.stdin)\n\
                  print(json.dumps([[I.similarity(a, b) for b in s] for a in s]))\n";
    let mut child = std::process::Command::new("python3")
        .args(["-c", script])
        .current_dir(&root)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("python3 (the authors' tool runs on it): {e}"));
    use std::io::Write;
    child.stdin.take().unwrap().write_all(serde_json::to_string(&snippets).unwrap().as_bytes()).unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let python: Vec<Vec<f64>> = serde_json::from_slice(&out.stdout).unwrap();
    for (i, a) in snippets.iter().enumerate() {
        for (j, b) in snippets.iter().enumerate() {
            let got = similarity(a, b);
            assert!(
                (got - python[i][j]).abs() < 1e-12,
                "{i} vs {j}: {got} vs the Python tool's {}",
                python[i][j]
            );
        }
    }
    assert_eq!(
        normalise("def f(x):\n    \"\"\"doc\"\"\"\n    # c\n    return  x  # t\n"),
        "def f(x):\nreturn x"
    );
}

/// `eval` takes the top-level `def`s from a token scan (`execretrieval_core::pysource`, no parser
/// in its graph): it must give what the AST gives, for every snippet of the published releases
/// and for sources that exercise the scan (strings, f-strings, continuations, decorators).
#[test]
fn token_scan_defs_match_the_ast() {
    let scan = execretrieval_core::pysource::defined_functions;
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../data");
    let mut checked = 0;
    for release in ["release", "release-plus"] {
        let path = root.join(release).join("corpus.jsonl");
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        for line in text.lines() {
            let record: execretrieval_core::release::CorpusRecord = serde_json::from_str(line).unwrap();
            assert_eq!(scan(&record.code), defined_functions(&record.code), "{release} {}", record.corpus_id);
            checked += 1;
        }
    }
    assert!(checked > 1000, "only {checked} snippets");
    for source in [
        "@decorator(1)\ndef f(a,\n      b):\n    return a\n",
        "x = '''\ndef not_me():\n'''\ndef f(): pass\n",
        "s = \"def g(\"  # def h(\ndef f(): pass\n",
        "x = 1 + \\\n  2\ndef f(): pass\n",
        "n = f'{d[\"k\"]:>{w}}'\ndef f(): pass\n",
        "n = f\"{'}'}\"\ndef f(): pass\n",
        "if True:\n    def g(): pass\ndef f(): pass\nasync  def a(): pass\n",
        "def résumé(): pass\nr = r'\\''\ndef g(): pass\n",
        "def f(:\n",
        "def f(): pass\nx = '''never closed\n",
    ] {
        assert_eq!(scan(source), defined_functions(source), "{source:?}");
    }
}
