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

use crate::mutate::{BugType, Mutant, MutationOperator};
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
    /// The wrong one of two confusable methods or builtins (`strip`/`rstrip`,
    /// `startswith`/`endswith`, `find`/`rfind`, `append`/`extend`, `keys`/`values`,
    /// `min`/`max`; SStuB "wrong function name", Pan et al. "method call changes").
    WrongMethod,
    /// A branch returns the wrong boolean (SStuB "change boolean literal").
    WrongBranchResult,
    /// A shallow copy or a repeated reference where rows must be distinct (`[[0] * m] * n`,
    /// `grid[:]` for a copy of each row): the aliasing slips of Python teaching material.
    SharedReference,
    /// The `return` that belongs after a loop indented into its body, so the loop stops after
    /// its first iteration (an early `return` inside a loop).
    ReturnInLoop,
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
            Slip::WrongMethod => "wrong_method",
            Slip::WrongBranchResult => "wrong_branch_result",
            Slip::SharedReference => "shared_reference",
            Slip::ReturnInLoop => "return_in_loop",
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
        // `range(a, b)` → `range(b, a)` is an empty range nobody writes (a hand-read of 40
        // release-plus distractors found four of these and no other artificial edit)
        MutationOperator::SwapCallArguments => {
            (!source[..m.start].trim_end().ends_with("range(")).then_some(Slip::SwappedArguments)
        }
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
        MutationOperator::ReplaceMethod => Some(Slip::WrongMethod),
        MutationOperator::FlipReturnedBoolean => Some(Slip::WrongBranchResult),
        MutationOperator::SharedReference => Some(Slip::SharedReference),
        MutationOperator::ReturnInLoop => Some(Slip::ReturnInLoop),
    }
}

/// Confusable methods (called as `x.name(...)`) and builtins (`name(...)`): the name written
/// and the one written by mistake.
const CONFUSED_METHODS: [(&str, &str); 16] = [
    ("strip", "rstrip"),
    ("lstrip", "rstrip"),
    ("rstrip", "lstrip"),
    ("startswith", "endswith"),
    ("endswith", "startswith"),
    ("find", "rfind"),
    ("rfind", "find"),
    ("index", "rindex"),
    ("isalnum", "isalpha"),
    ("isalpha", "isalnum"),
    ("append", "extend"),
    ("extend", "append"),
    ("keys", "values"),
    ("values", "keys"),
    ("upper", "lower"),
    ("lower", "upper"),
];
const CONFUSED_BUILTINS: [(&str, &str); 2] = [("min", "max"), ("max", "min")];

/// The slips of [`Slip::WrongMethod`], [`Slip::WrongBranchResult`], [`Slip::SharedReference`]
/// and [`Slip::ReturnInLoop`], which the mutation engine does not make (its edits are the
/// paper's six bug types): written here from the AST, each a single edit of `source` whose
/// result parses.
pub fn written_slips(source: &str) -> Vec<Mutant> {
    use ruff_python_ast::visitor::source_order::{self, SourceOrderVisitor};
    use ruff_python_ast::{Expr, Stmt};
    use ruff_text_size::Ranged;

    struct Finder<'s> {
        source: &'s str,
        /// (start, end, replacement, operator)
        edits: Vec<(usize, usize, String, MutationOperator)>,
        returned: Vec<(usize, usize, bool)>,
    }
    impl Finder<'_> {
        fn text(&self, r: impl Ranged) -> &str {
            &self.source[r.start().to_usize()..r.end().to_usize()]
        }
        /// The `return` right after a loop in `body`, indented to the loop body's column.
        fn return_after_loop(&mut self, body: &[Stmt]) {
            for pair in body.windows(2) {
                let (loop_body, orelse) = match &pair[0] {
                    Stmt::For(f) => (&f.body, &f.orelse),
                    Stmt::While(w) => (&w.body, &w.orelse),
                    _ => continue,
                };
                let (Stmt::Return(ret), Some(first)) = (&pair[1], loop_body.first()) else { continue };
                if !orelse.is_empty() {
                    continue;
                }
                let line_start = |at: usize| self.source[..at].rfind('\n').map_or(0, |i| i + 1);
                let (ret_at, body_at) = (ret.start().to_usize(), first.start().to_usize());
                let (ret_line, body_line) = (line_start(ret_at), line_start(body_at));
                let indent = &self.source[body_line..body_at];
                let own = &self.source[ret_line..ret_at];
                if own.trim().is_empty() && indent.trim().is_empty() && indent.len() > own.len() {
                    self.edits.push((ret_line, ret_at, indent.to_string(), MutationOperator::ReturnInLoop));
                }
            }
        }
    }
    impl<'a> SourceOrderVisitor<'a> for Finder<'_> {
        fn visit_body(&mut self, body: &'a [Stmt]) {
            self.return_after_loop(body);
            source_order::walk_body(self, body);
        }
        fn visit_stmt(&mut self, stmt: &'a Stmt) {
            if let Stmt::Return(ret) = stmt {
                if let Some(Expr::BooleanLiteral(b)) = ret.value.as_deref() {
                    self.returned.push((b.start().to_usize(), b.end().to_usize(), b.value));
                }
            }
            source_order::walk_stmt(self, stmt);
        }
        fn visit_expr(&mut self, expr: &'a Expr) {
            match expr {
                Expr::Call(call) => match &*call.func {
                    Expr::Attribute(attr) => {
                        let name = attr.attr.id.as_str();
                        if let Some((_, to)) = CONFUSED_METHODS.iter().find(|(from, _)| *from == name) {
                            let r = attr.attr.range;
                            self.edits.push((
                                r.start().to_usize(),
                                r.end().to_usize(),
                                to.to_string(),
                                MutationOperator::ReplaceMethod,
                            ));
                        }
                    }
                    Expr::Name(callee) => {
                        let name = callee.id.as_str();
                        if let Some((_, to)) = CONFUSED_BUILTINS.iter().find(|(from, _)| *from == name) {
                            self.edits.push((
                                callee.start().to_usize(),
                                callee.end().to_usize(),
                                to.to_string(),
                                MutationOperator::ReplaceMethod,
                            ));
                        }
                    }
                    _ => {}
                },
                Expr::ListComp(comp) if comp.generators.len() == 1 => {
                    let g = &comp.generators[0];
                    let Expr::Name(target) = &g.target else {
                        source_order::walk_expr(self, expr);
                        return;
                    };
                    let var = target.id.as_str();
                    let iter = self.text(g.iter.range()).to_string();
                    let elt = self.text(comp.elt.range()).to_string();
                    let uses_var = |text: &str| {
                        text.split(|c: char| !(c.is_alphanumeric() || c == '_')).any(|w| w == var)
                    };
                    let shallow = if !g.ifs.is_empty() || g.is_async {
                        None
                    } else if elt == format!("{var}[:]") {
                        Some(format!("{iter}[:]"))
                    } else if elt == format!("list({var})") {
                        Some(format!("list({iter})"))
                    } else if elt == format!("{var}.copy()") {
                        Some(format!("{iter}.copy()"))
                    } else if let (Expr::Call(range_call), Expr::BinOp(rep)) = (&g.iter, &*comp.elt) {
                        // `[[x] * m for _ in range(n)]` → `[[x] * m] * n`
                        let one_arg =
                            range_call.arguments.args.len() == 1 && range_call.arguments.keywords.is_empty();
                        let is_range = matches!(&*range_call.func, Expr::Name(f) if f.id.as_str() == "range");
                        let list_times = matches!(rep.op, ruff_python_ast::Operator::Mult)
                            && matches!(&*rep.left, Expr::List(_));
                        (one_arg && is_range && list_times && !uses_var(&elt))
                            .then(|| format!("[{elt}] * {}", self.text(range_call.arguments.args[0].range())))
                    } else {
                        None
                    };
                    if let Some(after) = shallow {
                        let r = comp.range;
                        self.edits.push((
                            r.start().to_usize(),
                            r.end().to_usize(),
                            after,
                            MutationOperator::SharedReference,
                        ));
                    }
                }
                _ => {}
            }
            source_order::walk_expr(self, expr);
        }
    }

    let Ok(parsed) = ruff_python_parser::parse_module(source) else {
        return Vec::new();
    };
    let mut finder = Finder { source, edits: Vec::new(), returned: Vec::new() };
    finder.visit_body(&parsed.syntax().body);
    // a branch's boolean flipped only where the function returns both (the other branch's
    // value written twice)
    if finder.returned.iter().any(|r| r.2) && finder.returned.iter().any(|r| !r.2) {
        for &(start, end, value) in &finder.returned {
            let to = if value { "False" } else { "True" };
            finder.edits.push((start, end, to.to_string(), MutationOperator::FlipReturnedBoolean));
        }
    }
    let mut out = Vec::new();
    for (start, end, after, operator) in finder.edits {
        let before = source[start..end].to_string();
        let code = format!("{}{after}{}", &source[..start], &source[end..]);
        if code == source || ruff_python_parser::parse_module(&code).is_err() {
            continue;
        }
        let line = crate::mutate::line_of(source, start);
        let description = if operator == MutationOperator::ReturnInLoop {
            format!("line {line}: the `return` after the loop indented into its body")
        } else {
            format!("line {line}: `{before}` became `{after}`")
        };
        out.push(Mutant {
            bug_type: BugType::WrongOperator,
            operator,
            unnatural: None,
            code,
            description,
            line,
            start,
            end,
            before,
            after,
        });
    }
    out
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
        has("def f(s, k):\n    return list(range(s, s + k))\n", "s, s + k", "s + k, s", None);
        has(
            "def f(counts, entry):\n    counts[entry] = counts.get(entry, 0) + 1\n    return counts\n",
            "entry",
            "entry + 1",
            None,
        );
    }

    /// (before, after, operator) of every written slip of `source`.
    fn written(source: &str) -> Vec<(String, String, MutationOperator)> {
        written_slips(source).into_iter().map(|m| (m.before, m.after, m.operator)).collect()
    }

    #[test]
    fn written_slips_are_the_catalogues_own_edits() {
        let src = "def f(words, grid, n):\n    rows = [[0] * n for _ in range(n)]\n    copy = [row[:] for row in grid]\n    for w in words:\n        if w.strip().startswith('#'):\n            return False\n    best = max(len(w) for w in words)\n    return True\n";
        let found = written(src);
        let want = [
            ("[[0] * n for _ in range(n)]", "[[0] * n] * n", MutationOperator::SharedReference),
            ("[row[:] for row in grid]", "grid[:]", MutationOperator::SharedReference),
            ("strip", "rstrip", MutationOperator::ReplaceMethod),
            ("startswith", "endswith", MutationOperator::ReplaceMethod),
            ("max", "min", MutationOperator::ReplaceMethod),
            ("False", "True", MutationOperator::FlipReturnedBoolean),
            ("True", "False", MutationOperator::FlipReturnedBoolean),
        ];
        for (b, a, op) in want {
            assert!(found.contains(&(b.to_string(), a.to_string(), op)), "{b} -> {a} missing from {found:?}");
        }
        // the `return` after the loop is not directly after it here (`best = ...` is)
        assert!(!found.iter().any(|f| f.2 == MutationOperator::ReturnInLoop), "{found:?}");
        let looped = "def f(xs):\n    total = 0\n    for x in xs:\n        total += x\n    return total\n";
        let m = written_slips(looped);
        assert_eq!(m.len(), 1, "{:?}", written(looped));
        assert_eq!(
            m[0].code,
            "def f(xs):\n    total = 0\n    for x in xs:\n        total += x\n        return total\n"
        );
        assert_eq!(natural_slip(looped, &m[0]), Some(Slip::ReturnInLoop));
        // a loop with an `else`, a comprehension that uses its variable, one boolean returned:
        // none of them is a slip
        let none = "def f(xs, n):\n    for x in xs:\n        pass\n    else:\n        n += 1\n    return [[i] * n for i in range(n)] == [] or True\n";
        assert_eq!(written(none), Vec::new());
    }
}
