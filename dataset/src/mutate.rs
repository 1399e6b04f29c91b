//! The mechanical mutation engine: single textual edits of a Python source at the byte range of
//! one AST node (or one operator token), so everything outside the edit — formatting, comments —
//! is preserved and each mutant is a near-identical twin of the original.
//!
//! **Natural edits only.** A distractor must be a mistake a programmer makes, so the engine never
//! proposes an edit whose result is dead or impossible code, and writes each edit as the slip
//! itself. Discarded (with the reason, see [`Discard`]): a constant `0` moved to `-1` (a length,
//! count, index or lower bound below zero — `n < -1`, `range(-1, n)`, `count = -1`); a comparison
//! of a non-negative quantity (`len(…)`, `abs(…)`) made constant (`len(x) == -1`, `len(x) < 0`,
//! `len(x) + 1 == 0`); the removal of a guard that is its block's only statement (it would leave
//! `pass`); any edit in statements after a `return`/`raise`/`break`/`continue` of the same block
//! (unreachable). Written as the slip: moving `a + 1` by one gives `a` or `a + 2` (never
//! `a + 1 - 1`), `a - 1` gives `a` or `a - 2`.

use crate::constant::new_constant_patterns;
use std::collections::HashSet;
use std::iter;

use ruff_python_ast::token::{Token, TokenKind};
use ruff_python_ast::visitor::source_order::{self, SourceOrderVisitor};
use ruff_python_ast::{
    BoolOp, CmpOp, Expr, ExprBinOp, ExprCall, ExprCompare, ExprSlice, ExprSubscript, Number, Operator,
    OperatorPrecedence, Stmt, StmtAugAssign, StmtIf, UnaryOp,
};
use ruff_python_parser::parse_module;
use ruff_text_size::{Ranged, TextRange, TextSize};
use serde::{Deserialize, Serialize};

/// The kind of bug a mutant plants.
#[derive(Serialize, Deserialize, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
#[serde(rename_all = "snake_case")]
pub enum BugType {
    /// An integer constant or a subscript index moved by one.
    OffByOne,
    /// A `range(...)` argument, a slice bound or a compared `len(x)` moved by one.
    OffByOneBoundary,
    /// An arithmetic, bitwise, boolean or augmented-assignment operator replaced; `not` dropped.
    WrongOperator,
    /// A comparison operator replaced by its neighbour or negation.
    WrongComparison,
    /// Two positional call arguments, or the operands of a non-commutative operator, swapped.
    SwapArguments,
    /// An early-exit `if` guard deleted.
    RemoveEdgeCaseCheck,
}

impl BugType {
    /// Every bug type, in declaration (and sort) order.
    pub const ALL: [BugType; 6] = [
        BugType::OffByOne,
        BugType::OffByOneBoundary,
        BugType::WrongOperator,
        BugType::WrongComparison,
        BugType::SwapArguments,
        BugType::RemoveEdgeCaseCheck,
    ];

    /// The snake_case name used in serialised data.
    pub const fn as_str(self) -> &'static str {
        match self {
            BugType::OffByOne => "off_by_one",
            BugType::OffByOneBoundary => "off_by_one_boundary",
            BugType::WrongOperator => "wrong_operator",
            BugType::WrongComparison => "wrong_comparison",
            BugType::SwapArguments => "swap_arguments",
            BugType::RemoveEdgeCaseCheck => "remove_edge_case_check",
        }
    }
}

impl std::fmt::Display for BugType {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.pad(self.as_str())
    }
}

/// The edit a mutant makes, more precisely than its [`BugType`] (`mutation_operator` in
/// `distractor_metadata.jsonl`).
#[derive(Serialize, Deserialize, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
#[serde(rename_all = "snake_case")]
pub enum MutationOperator {
    /// An integer constant moved up by one (`1` → `2`, `n - 1` → `n`... measured on the constant).
    ConstantPlusOne,
    /// An integer constant moved down by one (`2` → `1`, `n - 1` → `n - 2` is `constant_plus_one`).
    ConstantMinusOne,
    /// An expression moved up by one (`xs[i]` → `xs[i + 1]`, `len(x)` → `len(x) + 1`).
    ExpressionPlusOne,
    /// An expression moved down by one.
    ExpressionMinusOne,
    /// `+`, `-`, `*`, `/`, `//`, `%`, `**` replaced.
    ReplaceArithmeticOperator,
    /// `&`, `|`, `^`, `<<`, `>>` replaced.
    ReplaceBitwiseOperator,
    /// The operator of an augmented assignment (`+=` → `-=`) replaced.
    ReplaceAugmentedOperator,
    /// `and` ↔ `or`.
    ReplaceBooleanOperator,
    /// `not x` → `x`.
    DropNot,
    /// A comparison operator replaced by its neighbour or negation (`<` → `<=`, `==` → `!=`,
    /// `in` → `not in`).
    ComparisonFlip,
    /// The operands of a comparison or a non-commutative arithmetic operation swapped
    /// (`a < b` → `b < a`, `a - b` → `b - a`).
    SwapOperands,
    /// Two positional arguments of a call swapped.
    SwapCallArguments,
    /// An early-exit `if` guard deleted.
    RemoveGuard,
    /// A distractor written by a model, not one of the engine's edits.
    Authored,
    /// One of two confusable methods or builtins called instead of the other (`strip` →
    /// `rstrip`, `startswith` → `endswith`, `min` → `max`): release-plus's catalogue only
    /// ([`crate::slips::written_slips`]).
    ReplaceMethod,
    /// `return True` ↔ `return False` in a function that returns both: release-plus only.
    FlipReturnedBoolean,
    /// A nested list built by repetition or copied shallowly (`[[0] * m for _ in range(n)]` →
    /// `[[0] * m] * n`, `[row[:] for row in grid]` → `grid[:]`): release-plus only.
    SharedReference,
    /// The `return` after a loop indented into the loop's body: release-plus only.
    ReturnInLoop,
}

impl MutationOperator {
    pub const fn as_str(self) -> &'static str {
        match self {
            MutationOperator::ConstantPlusOne => "constant_plus_one",
            MutationOperator::ConstantMinusOne => "constant_minus_one",
            MutationOperator::ExpressionPlusOne => "expression_plus_one",
            MutationOperator::ExpressionMinusOne => "expression_minus_one",
            MutationOperator::ReplaceArithmeticOperator => "replace_arithmetic_operator",
            MutationOperator::ReplaceBitwiseOperator => "replace_bitwise_operator",
            MutationOperator::ReplaceAugmentedOperator => "replace_augmented_operator",
            MutationOperator::ReplaceBooleanOperator => "replace_boolean_operator",
            MutationOperator::DropNot => "drop_not",
            MutationOperator::ComparisonFlip => "comparison_flip",
            MutationOperator::SwapOperands => "swap_operands",
            MutationOperator::SwapCallArguments => "swap_call_arguments",
            MutationOperator::RemoveGuard => "remove_guard",
            MutationOperator::Authored => "authored",
            MutationOperator::ReplaceMethod => "replace_method",
            MutationOperator::FlipReturnedBoolean => "flip_returned_boolean",
            MutationOperator::SharedReference => "shared_reference",
            MutationOperator::ReturnInLoop => "return_in_loop",
        }
    }

    /// +1 or -1 for the operators that move a value by one, else 0.
    pub const fn direction(self) -> i8 {
        match self {
            MutationOperator::ConstantPlusOne | MutationOperator::ExpressionPlusOne => 1,
            MutationOperator::ConstantMinusOne | MutationOperator::ExpressionMinusOne => -1,
            _ => 0,
        }
    }
}

impl std::fmt::Display for MutationOperator {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.pad(self.as_str())
    }
}

/// An edit family few programmers slip into: a tell that gives the distractor away. The
/// selection uses one only where a task has no four natural distractors (and reports why).
#[derive(Serialize, Deserialize, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
#[serde(rename_all = "snake_case")]
pub enum Unnatural {
    /// A constant moved first in a non-commutative operation or a comparison (`1 - i`,
    /// `100 % year`, `3 > len(x)`).
    ConstantFirst,
    /// A domain constant moved by one (`* 60` → `* 61`, `1440` → `1441`): an integer of
    /// magnitude 3 or more, not a comparison operand, subscript, range argument or slice bound.
    DomainConstantShift,
    /// `*` ↔ `//`, `/` → `*` (also augmented): a multiplication read as a division.
    MultiplyDivideSwap,
    /// A counter stepped the other way (`count += 1` → `count -= 1`).
    CounterReversed,
    /// A default value in the signature changed.
    ChangedDefault,
}

impl Unnatural {
    pub const ALL: [Unnatural; 5] = [
        Unnatural::ConstantFirst,
        Unnatural::DomainConstantShift,
        Unnatural::MultiplyDivideSwap,
        Unnatural::CounterReversed,
        Unnatural::ChangedDefault,
    ];

    pub const fn as_str(self) -> &'static str {
        match self {
            Unnatural::ConstantFirst => "constant_first",
            Unnatural::DomainConstantShift => "domain_constant_shift",
            Unnatural::MultiplyDivideSwap => "multiply_divide_swap",
            Unnatural::CounterReversed => "counter_reversed",
            Unnatural::ChangedDefault => "changed_default",
        }
    }
}

impl std::fmt::Display for Unnatural {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.pad(self.as_str())
    }
}

/// Whether two edits move the same token in opposite directions (`1 → 0` and `1 → 2`, or
/// `n - 1 → n` and `n - 1 → n - 2`): their byte ranges overlap and one moves up by one, the other
/// down. Two such distractors tell a reader the canonical's value.
pub fn opposite_edits(a: (usize, usize, MutationOperator), b: (usize, usize, MutationOperator)) -> bool {
    let overlap = a.0 < b.1 && b.0 < a.1;
    overlap && a.2.direction() * b.2.direction() < 0
}

/// One mutant: `code` is the original source with `source[start..end]` (= `before`) replaced by
/// `after`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Mutant {
    pub bug_type: BugType,
    pub operator: MutationOperator,
    /// The unnatural family the edit belongs to, if any.
    pub unnatural: Option<Unnatural>,
    pub code: String,
    /// E.g. "line 7: `i < n` became `i <= n`".
    pub description: String,
    /// 1-based line of `start`.
    pub line: usize,
    /// Byte offsets of the edit in the original source.
    pub start: usize,
    pub end: usize,
    pub before: String,
    pub after: String,
}

/// An edit the engine considered and did not propose, with the reason (`mutation_report.json`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Discard {
    pub bug_type: BugType,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub operator: Option<MutationOperator>,
    /// 1-based line of the edit.
    pub line: usize,
    /// The edited text and what it would have become.
    pub before: String,
    pub after: String,
    pub reason: String,
}

/// Every mutant of `source` (see the crate documentation for the rules), ordered by
/// (start, end, bug_type, after); mutants that do not parse, equal the original or repeat an
/// earlier mutant's code are left out. A source that does not parse has no mutants.
pub fn mutants(source: &str) -> Vec<Mutant> {
    mutants_and_discards(source).0
}

/// [`mutants`], plus the edits discarded as unnatural (dead or impossible code), in source order.
pub fn mutants_and_discards(source: &str) -> (Vec<Mutant>, Vec<Discard>) {
    let Ok(parsed) = parse_module(source) else {
        return (Vec::new(), Vec::new());
    };
    let mut collector = Collector::new(source, &parsed.tokens()[..]);
    collector.visit_body(&parsed.syntax().body);
    let Collector { mut edits, nodes, discards, .. } = collector;
    let mut discards: Vec<Discard> = discards
        .into_iter()
        .map(|(e, reason)| Discard {
            bug_type: e.bug_type,
            operator: Some(e.operator),
            line: line_of(source, e.start),
            before: source.get(e.start..e.end).unwrap_or_default().to_string(),
            after: e.after,
            reason: reason.to_string(),
        })
        .collect();
    edits.sort_by(|a, b| (a.start, a.end, a.bug_type, &a.after).cmp(&(b.start, b.end, b.bug_type, &b.after)));

    let mut seen: HashSet<String> = HashSet::from([source.to_string()]);
    let mut out = Vec::new();
    for edit in edits {
        let (Some(head), Some(before), Some(tail)) =
            (source.get(..edit.start), source.get(edit.start..edit.end), source.get(edit.end..))
        else {
            continue;
        };
        let code = format!("{head}{}{tail}", edit.after);
        if seen.contains(&code) {
            continue;
        }
        seen.insert(code.clone());
        if parse_module(&code).is_err() {
            continue;
        }
        if let Some(&pattern) = new_constant_patterns(source, &code).first() {
            discards.push(Discard {
                bug_type: edit.bug_type,
                operator: Some(edit.operator),
                line: line_of(source, edit.start),
                before: before.to_string(),
                after: edit.after,
                reason: pattern.reason().to_string(),
            });
            continue;
        }
        out.push(Mutant {
            bug_type: edit.bug_type,
            operator: edit.operator,
            unnatural: edit.unnatural,
            description: describe(source, &nodes, &edit),
            line: line_of(source, edit.start),
            start: edit.start,
            end: edit.end,
            before: before.to_string(),
            after: edit.after,
            code,
        });
    }
    discards.sort_by(|a, b| (a.line, &a.before, &a.after).cmp(&(b.line, &b.before, &b.after)));
    discards.dedup();
    (out, discards)
}

/// The operator and unnatural family of the edit `source[start..end]` → `after`, when the
/// engine proposes (or discards) that very edit; `None` for any other edit (a model-written
/// distractor, or an edit of another engine version).
pub fn classify_edit(
    source: &str,
    start: usize,
    end: usize,
    after: &str,
) -> Option<(MutationOperator, Option<Unnatural>)> {
    let parsed = parse_module(source).ok()?;
    let mut collector = Collector::new(source, &parsed.tokens()[..]);
    collector.visit_body(&parsed.syntax().body);
    let Collector { edits, discards, .. } = collector;
    edits
        .iter()
        .chain(discards.iter().map(|(e, _)| e))
        .find(|e| e.start == start && e.end == end && e.after == after)
        .map(|e| (e.operator, e.unnatural))
}

/// The names of the top-level `def`s of `source`, in source order (empty if it does not parse).
pub fn defined_functions(source: &str) -> Vec<String> {
    let Ok(parsed) = parse_module(source) else {
        return Vec::new();
    };
    parsed
        .syntax()
        .body
        .iter()
        .filter_map(|stmt| match stmt {
            Stmt::FunctionDef(def) => Some(def.name.id.as_str().to_string()),
            _ => None,
        })
        .collect()
}

/// Whether `source` has a top-level `def name`.
pub fn defines_function(source: &str, name: &str) -> bool {
    defined_functions(source).iter().any(|defined| defined == name)
}

/// Whether `test` parses and calls `name` directly (`name(...)`, anywhere in its AST).
pub fn calls_function(test: &str, name: &str) -> bool {
    struct CallFinder<'n> {
        name: &'n str,
        found: bool,
    }
    impl<'a> SourceOrderVisitor<'a> for CallFinder<'_> {
        fn visit_expr(&mut self, expr: &'a Expr) {
            if let Expr::Call(call) = expr {
                if matches!(&*call.func, Expr::Name(callee) if callee.id.as_str() == self.name) {
                    self.found = true;
                }
            }
            if !self.found {
                source_order::walk_expr(self, expr);
            }
        }
    }
    let Ok(parsed) = parse_module(test) else {
        return false;
    };
    let mut finder = CallFinder { name, found: false };
    finder.visit_body(&parsed.syntax().body);
    finder.found
}

/// How a mutant's description quotes its context.
#[derive(Debug)]
enum Context {
    /// The smallest single-line node strictly larger than the edit.
    Enclosing,
    /// The smallest single-line node containing the edit, possibly the edited node itself.
    Including,
    /// A deleted `if` statement, quoted by its first line.
    Removed { header: String, multiline: bool, with_pass: bool },
}

#[derive(Debug)]
struct Edit {
    bug_type: BugType,
    operator: MutationOperator,
    unnatural: Option<Unnatural>,
    start: usize,
    end: usize,
    after: String,
    context: Context,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Side {
    Left,
    Right,
}

/// Walks the AST in source order and records candidate edits.
struct Collector<'a> {
    src: &'a str,
    tokens: &'a [Token],
    edits: Vec<Edit>,
    /// Ranges of every expression and statement, for descriptions.
    nodes: Vec<TextRange>,
    /// Greater than zero inside a `range(...)` argument or a slice bound, where integer
    /// constants belong to the boundary rules rather than to plain off-by-one.
    bound_depth: usize,
    /// Integer literals that are the base of `**`, where a negative replacement needs
    /// parentheses (`-1 ** n` is `-(1 ** n)`).
    pow_bases: HashSet<TextRange>,
    /// Integer literals compared with a non-negative quantity (`len(x) OP 3`): the comparison
    /// operator with the quantity on the left (mirrored when the literal is on the left).
    nonneg_compared: Vec<(TextRange, CmpOp)>,
    /// Integer literals that are the right operand of `+`/`-`: the literal's range → the
    /// operation's range and its left operand's text (`n - 1` moved to `n - 0` is written `n`).
    additive_right: Vec<(TextRange, TextRange, &'a str)>,
    /// Edits not proposed, with the reason.
    discards: Vec<(Edit, &'static str)>,
    /// Greater than zero inside statements that cannot run (after an exit of their block).
    unreachable: usize,
    /// Ranges of the parameter defaults of every `def` (an edit inside one is a changed default).
    defaults: Vec<TextRange>,
    /// Integer literals that are an operand of a comparison or a subscript's index (not domain
    /// constants: moving them by one is a boundary slip).
    index_or_compared: HashSet<TextRange>,
}

/// An edit's operator and unnatural family.
type Kind = (MutationOperator, Option<Unnatural>);

const fn natural(op: MutationOperator) -> Kind {
    (op, None)
}

const ZERO_TO_MINUS_ONE: &str =
    "`0` moved to `-1`: a length, count, index or lower bound below zero, which no programmer writes";
const CONSTANT_COMPARISON: &str =
    "compares a non-negative quantity (len/abs) with a value that makes the condition constant (dead code)";
const LEAVES_PASS: &str = "removing the block's only statement would leave an empty block (`pass`)";
const UNREACHABLE: &str = "inside statements after a return/raise/break/continue (unreachable)";

/// Whether `q OP v` is constant for every `q ≥ 0` (always or never true).
fn constant_for_nonnegative(op: CmpOp, v: i64) -> bool {
    match op {
        CmpOp::Lt => v <= 0,
        CmpOp::LtE => v < 0,
        CmpOp::Gt => v < 0,
        CmpOp::GtE => v <= 0,
        CmpOp::Eq | CmpOp::NotEq => v < 0,
        _ => false,
    }
}

/// The operator seen from the other side: `a < b` is `b > a` (the one definition: the constant-code
/// audit reads `literal OP x` through it too).
pub(crate) fn mirror(op: CmpOp) -> CmpOp {
    match op {
        CmpOp::Lt => CmpOp::Gt,
        CmpOp::LtE => CmpOp::GtE,
        CmpOp::Gt => CmpOp::Lt,
        CmpOp::GtE => CmpOp::LtE,
        other => other,
    }
}

/// A call to `len` or `abs` with one plain argument: a quantity that is never negative.
fn is_nonnegative_quantity(expr: &Expr) -> bool {
    matches!(expr, Expr::Call(call) if (is_call_to(call, "len") || is_call_to(call, "abs"))
        && call.arguments.args.len() == 1
        && call.arguments.keywords.is_empty()
        && !call.arguments.args[0].is_starred_expr())
}

impl<'a> Collector<'a> {
    fn new(src: &'a str, tokens: &'a [Token]) -> Self {
        Self {
            src,
            tokens,
            edits: Vec::new(),
            nodes: Vec::new(),
            bound_depth: 0,
            pow_bases: HashSet::new(),
            nonneg_compared: Vec::new(),
            additive_right: Vec::new(),
            discards: Vec::new(),
            unreachable: 0,
            defaults: Vec::new(),
            index_or_compared: HashSet::new(),
        }
    }

    fn discard(
        &mut self,
        bug_type: BugType,
        kind: Kind,
        range: TextRange,
        after: String,
        reason: &'static str,
    ) {
        let edit = Edit {
            bug_type,
            operator: kind.0,
            unnatural: kind.1,
            start: usize::from(range.start()),
            end: usize::from(range.end()),
            after,
            context: Context::Enclosing,
        };
        self.discards.push((edit, reason));
    }

    fn text(&self, range: TextRange) -> &'a str {
        self.src.get(usize::from(range.start())..usize::from(range.end())).unwrap_or("")
    }

    fn push(&mut self, bug_type: BugType, kind: Kind, range: TextRange, after: String, context: Context) {
        if self.unreachable > 0 {
            self.discard(bug_type, kind, range, after, UNREACHABLE);
            return;
        }
        let in_default = self.defaults.iter().any(|d| d.contains_range(range));
        let unnatural = if in_default { Some(Unnatural::ChangedDefault) } else { kind.1 };
        self.edits.push(Edit {
            bug_type,
            operator: kind.0,
            unnatural,
            start: usize::from(range.start()),
            end: usize::from(range.end()),
            after,
            context,
        });
    }

    /// Non-trivia tokens starting in `[start, end)` and ending by `end`.
    fn tokens_between(&self, start: TextSize, end: TextSize) -> impl Iterator<Item = &'a Token> {
        let lo = self.tokens.partition_point(|t| t.start() < start);
        let hi = self.tokens.partition_point(|t| t.start() < end).max(lo);
        self.tokens[lo..hi].iter().filter(move |t| t.end() <= end && !t.kind().is_trivia())
    }

    /// The range of the operator `op` (one or two words, e.g. `is not`) in `[start, end)`,
    /// skipping the parentheses around the operands.
    fn operator_range(&self, start: TextSize, end: TextSize, op: &str) -> Option<TextRange> {
        let mut tokens = self
            .tokens_between(start, end)
            .filter(|t| !matches!(t.kind(), TokenKind::Lpar | TokenKind::Rpar));
        let mut words = op.split(' ');
        let first = tokens.next()?;
        let mut last = first;
        if self.text(first.range()) != words.next()? {
            return None;
        }
        for word in words {
            last = tokens.next()?;
            if self.text(last.range()) != word {
                return None;
            }
        }
        Some(TextRange::new(first.start(), last.end()))
    }

    /// `range` widened by the parentheses that enclose it inside `within`.
    fn with_parens(&self, range: TextRange, within: TextRange) -> TextRange {
        let before = &self.tokens[..self.tokens.partition_point(|t| t.start() < range.start())];
        let after = &self.tokens[self.tokens.partition_point(|t| t.start() < range.end())..];
        let opening = before
            .iter()
            .rev()
            .filter(|t| !t.kind().is_trivia())
            .take_while(|t| t.kind() == TokenKind::Lpar && t.start() >= within.start());
        let closing = after
            .iter()
            .filter(|t| !t.kind().is_trivia())
            .take_while(|t| t.kind() == TokenKind::Rpar && t.end() <= within.end());
        closing.zip(opening).last().map_or(range, |(close, open)| TextRange::new(open.start(), close.end()))
    }

    /// `n` -> `n + 1` and `n - 1` (an integer literal, possibly negated, is moved instead).
    fn shift(&mut self, bug_type: BugType, expr: &Expr, within: TextRange) {
        if let Some((value, digits)) = int_value(expr, self.src) {
            self.shift_literal(bug_type, expr.range(), value, digits, false);
            return;
        }
        if matches!(expr, Expr::Starred(_)) {
            return;
        }
        let full = self.with_parens(expr.range(), within);
        // `a + c` / `a - c` with an integer constant: the slip changes the constant.
        if let Expr::BinOp(bin) = expr {
            if let (Operator::Add | Operator::Sub, Some((c, _))) = (bin.op, int_value(&bin.right, self.src)) {
                let left = self.text(self.with_parens(bin.left.range(), bin.range));
                for d in [1i64, -1] {
                    // a + c + d = a + (c + d); a - c + d = a - (c - d)
                    let Some(k) = (if bin.op == Operator::Add { c.checked_add(d) } else { c.checked_sub(d) })
                    else {
                        continue;
                    };
                    let (sign, magnitude) = match (bin.op, k) {
                        (_, 0) => ("", 0),
                        (Operator::Add, k) if k > 0 => ("+", k),
                        (Operator::Add, k) => ("-", -k),
                        (_, k) if k > 0 => ("-", k),
                        (_, k) => ("+", -k),
                    };
                    let after =
                        if sign.is_empty() { left.to_string() } else { format!("{left} {sign} {magnitude}") };
                    // the direction of the constant: `a + c` → `a + (c + d)`, `a - c` → `a - (c - d)`
                    let up = (bin.op == Operator::Add) == (d > 0);
                    let op = if up {
                        MutationOperator::ConstantPlusOne
                    } else {
                        MutationOperator::ConstantMinusOne
                    };
                    self.push(bug_type, natural(op), full, after, Context::Enclosing);
                }
                return;
            }
        }
        let text = self.text(full);
        let base = if full == expr.range() && OperatorPrecedence::from_expr(expr) < OperatorPrecedence::AddSub
        {
            format!("({text})")
        } else {
            text.to_string()
        };
        let (plus, minus) = (MutationOperator::ExpressionPlusOne, MutationOperator::ExpressionMinusOne);
        self.push(bug_type, natural(plus), full, format!("{base} + 1"), Context::Enclosing);
        self.push(bug_type, natural(minus), full, format!("{base} - 1"), Context::Enclosing);
    }

    fn shift_literal(
        &mut self,
        bug_type: BugType,
        range: TextRange,
        value: i64,
        digits: &str,
        pow_base: bool,
    ) {
        let compared = self.nonneg_compared.iter().find(|(r, _)| *r == range).map(|&(_, op)| op);
        let domain = bug_type == BugType::OffByOne
            && value.unsigned_abs() >= 3
            && !self.index_or_compared.contains(&range);
        let family = domain.then_some(Unnatural::DomainConstantShift);
        for moved in [value.checked_add(1), value.checked_sub(1)].into_iter().flatten() {
            let op = if moved > value {
                MutationOperator::ConstantPlusOne
            } else {
                MutationOperator::ConstantMinusOne
            };
            let kind = (op, family);
            let mut text = format_int(moved, digits);
            if pow_base && moved < 0 {
                text = format!("({text})");
            }
            let additive = self.additive_right.iter().find(|(r, _, _)| *r == range).copied();
            if let (0, Some((_, op_range, left))) = (moved, additive) {
                self.push(bug_type, kind, op_range, left.to_string(), Context::Enclosing);
            } else if value == 0 && moved == -1 {
                self.discard(bug_type, kind, range, text, ZERO_TO_MINUS_ONE);
            } else if compared.is_some_and(|op| constant_for_nonnegative(op, moved)) {
                self.discard(bug_type, kind, range, text, CONSTANT_COMPARISON);
            } else {
                self.push(bug_type, kind, range, text, Context::Enclosing);
            }
        }
    }

    /// Swaps two operands, adding parentheses where precedence requires them: a
    /// `wrong_comparison` for a comparison, a `wrong_operator` for arithmetic (never
    /// `swap_arguments`, which is for call arguments). A constant moved first is unnatural.
    fn swap_operands(&mut self, left: &Expr, right: &Expr, parent: TextRange, prec: OperatorPrecedence) {
        let bug_type = if prec == OperatorPrecedence::ComparisonsMembershipIdentity {
            BugType::WrongComparison
        } else {
            BugType::WrongOperator
        };
        let constant = |e: &Expr| {
            e.is_number_literal_expr()
                || matches!(e, Expr::UnaryOp(u) if u.op == UnaryOp::USub && u.operand.is_number_literal_expr())
        };
        let family = (constant(right) && !constant(left)).then_some(Unnatural::ConstantFirst);
        let left_full = self.with_parens(left.range(), parent);
        let right_full = self.with_parens(right.range(), parent);
        let new_left = self.operand_text(right, right_full, prec, Side::Left);
        let new_right = self.operand_text(left, left_full, prec, Side::Right);
        let middle = self.text(TextRange::new(left_full.end(), right_full.start()));
        self.push(
            bug_type,
            (MutationOperator::SwapOperands, family),
            TextRange::new(left_full.start(), right_full.end()),
            format!("{new_left}{middle}{new_right}"),
            Context::Including,
        );
    }

    fn operand_text(&self, expr: &Expr, full: TextRange, prec: OperatorPrecedence, side: Side) -> String {
        let text = self.text(full);
        if full != expr.range() {
            return text.to_string();
        }
        let own = OperatorPrecedence::from_expr(expr);
        let needs_parens =
            own < prec || (own == prec && (side == Side::Right) != prec.is_right_associative());
        if needs_parens {
            format!("({text})")
        } else {
            text.to_string()
        }
    }

    fn literal(&mut self, expr: &Expr) {
        if self.bound_depth > 0 {
            return;
        }
        if let Expr::NumberLiteral(lit) = expr {
            if let Number::Int(int) = &lit.value {
                if let Some(value) = int.as_i64() {
                    let digits = self.text(lit.range);
                    let pow_base = self.pow_bases.contains(&lit.range);
                    self.shift_literal(BugType::OffByOne, lit.range, value, digits, pow_base);
                }
            }
        }
    }

    fn subscript(&mut self, sub: &ExprSubscript) {
        self.index_or_compared.insert(sub.slice.range());
        if int_value(&sub.slice, self.src).is_some() || matches!(&*sub.slice, Expr::Name(_)) {
            self.shift(BugType::OffByOne, &sub.slice, sub.range);
        }
    }

    /// Slice bounds move by one; returns `true` (the children are visited here).
    fn slice(&mut self, slice: &'a ExprSlice) -> bool {
        for bound in [&slice.lower, &slice.upper].into_iter().flatten() {
            self.shift(BugType::OffByOneBoundary, bound, slice.range);
        }
        self.bound_depth += 1;
        for bound in [&slice.lower, &slice.upper].into_iter().flatten() {
            self.visit_expr(bound);
        }
        self.bound_depth -= 1;
        if let Some(step) = &slice.step {
            self.visit_expr(step);
        }
        true
    }

    /// Argument swaps, and `range(...)` bounds; returns whether the children were visited.
    fn call(&mut self, call: &'a ExprCall) -> bool {
        let args = &call.arguments.args;
        let inner = TextRange::new(
            call.arguments.start() + TextSize::from(1),
            (call.arguments.end() - TextSize::from(1)).max(call.arguments.start() + TextSize::from(1)),
        );
        for pair in args.windows(2) {
            let (left, right) = (&pair[0], &pair[1]);
            if left.is_starred_expr() || right.is_starred_expr() {
                continue;
            }
            let left_full = self.with_parens(left.range(), inner);
            let right_full = self.with_parens(right.range(), inner);
            let middle = self.text(TextRange::new(left_full.end(), right_full.start()));
            let after = format!("{}{middle}{}", self.text(right_full), self.text(left_full));
            self.push(
                BugType::SwapArguments,
                natural(MutationOperator::SwapCallArguments),
                TextRange::new(left_full.start(), right_full.end()),
                after,
                Context::Enclosing,
            );
        }
        if !is_call_to(call, "range") {
            return false;
        }
        for arg in args.iter() {
            self.shift(BugType::OffByOneBoundary, arg, inner);
        }
        self.visit_expr(&call.func);
        self.bound_depth += 1;
        for arg in args.iter() {
            self.visit_expr(arg);
        }
        self.bound_depth -= 1;
        for keyword in &call.arguments.keywords {
            self.visit_expr(&keyword.value);
        }
        true
    }

    fn compare(&mut self, cmp: &ExprCompare) {
        let operands: Vec<&Expr> = iter::once(&*cmp.left).chain(cmp.comparators.iter()).collect();
        for operand in &operands {
            if int_value(operand, self.src).is_some() {
                self.index_or_compared.insert(operand.range());
            }
        }
        // The literal beside a non-negative quantity, and the operator seen from the quantity.
        let mut len_vs_literal: Vec<(usize, CmpOp, i64)> = Vec::new(); // (operand index of len, op, v)
        for (i, op) in cmp.ops.iter().enumerate() {
            let (l, r) = (operands[i], operands[i + 1]);
            if is_nonnegative_quantity(l) {
                if let Some((v, _)) = int_value(r, self.src) {
                    self.nonneg_compared.push((r.range(), *op));
                    len_vs_literal.push((i, *op, v));
                }
            }
            if is_nonnegative_quantity(r) {
                if let Some((v, _)) = int_value(l, self.src) {
                    self.nonneg_compared.push((l.range(), mirror(*op)));
                    len_vs_literal.push((i + 1, mirror(*op), v));
                }
            }
        }
        for (i, op) in cmp.ops.iter().enumerate() {
            let (Some(left), Some(right)) = (operands.get(i), operands.get(i + 1)) else {
                continue;
            };
            if let Some(range) = self.operator_range(left.end(), right.start(), op.as_str()) {
                let flipped = flip_comparison(*op).as_str().to_string();
                let kind = natural(MutationOperator::ComparisonFlip);
                self.push(BugType::WrongComparison, kind, range, flipped, Context::Enclosing);
            }
        }
        for (oi, operand) in operands.iter().enumerate() {
            if let Expr::Call(call) = operand {
                if is_call_to(call, "len")
                    && call.arguments.args.len() == 1
                    && call.arguments.keywords.is_empty()
                    && !call.arguments.args[0].is_starred_expr()
                {
                    let full = self.with_parens(operand.range(), cmp.range);
                    let text = self.text(full);
                    for (after, d) in [(format!("{text} - 1"), -1i64), (format!("{text} + 1"), 1)] {
                        let kind = natural(if d > 0 {
                            MutationOperator::ExpressionPlusOne
                        } else {
                            MutationOperator::ExpressionMinusOne
                        });
                        // len(x) + d OP v  ≡  len(x) OP v − d
                        let dead = len_vs_literal.iter().filter(|(i, _, _)| *i == oi).any(|&(_, op, v)| {
                            v.checked_sub(d).is_some_and(|w| constant_for_nonnegative(op, w))
                        });
                        if dead {
                            self.discard(BugType::OffByOneBoundary, kind, full, after, CONSTANT_COMPARISON);
                        } else {
                            self.push(BugType::OffByOneBoundary, kind, full, after, Context::Enclosing);
                        }
                    }
                }
            }
        }
        if let ([op], [right]) = (&*cmp.ops, &*cmp.comparators) {
            if matches!(op, CmpOp::Lt | CmpOp::LtE | CmpOp::Gt | CmpOp::GtE) {
                self.swap_operands(
                    &cmp.left,
                    right,
                    cmp.range,
                    OperatorPrecedence::ComparisonsMembershipIdentity,
                );
            }
        }
    }

    fn binary(&mut self, bin: &'a ExprBinOp) {
        if bin.op == Operator::Pow && bin.left.is_number_literal_expr() {
            self.pow_bases.insert(bin.left.range());
        }
        if matches!(bin.op, Operator::Add | Operator::Sub) && bin.right.is_number_literal_expr() {
            let left = self.text(self.with_parens(bin.left.range(), bin.range));
            self.additive_right.push((bin.right.range(), bin.range, left));
        }
        if let Some(range) = self.operator_range(bin.left.end(), bin.right.start(), bin.op.as_str()) {
            for &replacement in operator_replacements(bin.op) {
                let op = if is_bitwise(bin.op) {
                    MutationOperator::ReplaceBitwiseOperator
                } else {
                    MutationOperator::ReplaceArithmeticOperator
                };
                let kind =
                    (op, multiply_divide(bin.op, replacement).then_some(Unnatural::MultiplyDivideSwap));
                self.push(
                    BugType::WrongOperator,
                    kind,
                    range,
                    replacement.as_str().into(),
                    Context::Enclosing,
                );
            }
        }
        if matches!(
            bin.op,
            Operator::Sub
                | Operator::Div
                | Operator::FloorDiv
                | Operator::Mod
                | Operator::Pow
                | Operator::LShift
                | Operator::RShift
        ) {
            self.swap_operands(&bin.left, &bin.right, bin.range, OperatorPrecedence::from(bin.op));
        }
    }

    fn boolean(&mut self, values: &[Expr], op: BoolOp) {
        let other = match op {
            BoolOp::And => BoolOp::Or,
            BoolOp::Or => BoolOp::And,
        };
        for pair in values.windows(2) {
            if let Some(range) = self.operator_range(pair[0].end(), pair[1].start(), op.as_str()) {
                let kind = natural(MutationOperator::ReplaceBooleanOperator);
                self.push(BugType::WrongOperator, kind, range, other.as_str().into(), Context::Enclosing);
            }
        }
    }

    /// `not x` -> `x`: deletes the `not` keyword and the blanks after it.
    fn drop_not(&mut self, range: TextRange) {
        let mut tokens = self.tokens_between(range.start(), range.end());
        let (Some(not), Some(next)) = (tokens.next(), tokens.next()) else {
            return;
        };
        if not.kind() == TokenKind::Not {
            self.push(
                BugType::WrongOperator,
                natural(MutationOperator::DropNot),
                TextRange::new(not.start(), next.start()),
                String::new(),
                Context::Enclosing,
            );
        }
    }

    fn augmented(&mut self, aug: &StmtAugAssign) {
        let op = format!("{}=", aug.op.as_str());
        if let Some(range) = self.operator_range(aug.target.end(), aug.value.start(), &op) {
            for &replacement in operator_replacements(aug.op) {
                let after = format!("{}=", replacement.as_str());
                let counter = matches!(aug.op, Operator::Add | Operator::Sub)
                    && int_value(&aug.value, self.src).is_some();
                let family = if counter {
                    Some(Unnatural::CounterReversed)
                } else {
                    multiply_divide(aug.op, replacement).then_some(Unnatural::MultiplyDivideSwap)
                };
                let kind = (MutationOperator::ReplaceAugmentedOperator, family);
                self.push(BugType::WrongOperator, kind, range, after, Context::Enclosing);
            }
        }
    }

    /// Deletes an `if` without `elif`/`else` whose body ends in an early exit, whole lines
    /// included; a block left empty gets a `pass` at the same indentation.
    fn remove_guard(&mut self, stmt: &StmtIf, only_statement: bool) {
        let ends_in_exit = matches!(
            stmt.body.last(),
            Some(Stmt::Return(_) | Stmt::Raise(_) | Stmt::Continue(_) | Stmt::Break(_))
        );
        if !stmt.elif_else_clauses.is_empty() || !ends_in_exit {
            return;
        }
        let start = usize::from(stmt.start());
        let end = usize::from(stmt.end());
        let (Some(head), Some(tail), Some(text)) =
            (self.src.get(..start), self.src.get(end..), self.src.get(start..end))
        else {
            return;
        };
        let line_start = head.rfind('\n').map_or(0, |i| i + 1);
        let indent = &head[line_start..];
        if !indent.chars().all(|c| c == ' ' || c == '\t') {
            return;
        }
        let line_end = tail.find('\n').map_or(self.src.len(), |i| end + i + 1);
        let newline = if self.src[..line_end].ends_with('\n') { "\n" } else { "" };
        let after = if only_statement { format!("{indent}pass{newline}") } else { String::new() };
        let header = text.lines().next().unwrap_or_default().trim().to_string();
        let context = Context::Removed { header, multiline: text.contains('\n'), with_pass: only_statement };
        if only_statement || self.unreachable > 0 {
            let edit = Edit {
                bug_type: BugType::RemoveEdgeCaseCheck,
                operator: MutationOperator::RemoveGuard,
                unnatural: None,
                start: line_start,
                end: line_end,
                after,
                context,
            };
            self.discards.push((edit, if only_statement { LEAVES_PASS } else { UNREACHABLE }));
            return;
        }
        self.edits.push(Edit {
            bug_type: BugType::RemoveEdgeCaseCheck,
            operator: MutationOperator::RemoveGuard,
            unnatural: None,
            start: line_start,
            end: line_end,
            after,
            context,
        });
    }
}

impl<'a> SourceOrderVisitor<'a> for Collector<'a> {
    fn visit_body(&mut self, body: &'a [Stmt]) {
        let exits =
            |s: &Stmt| matches!(s, Stmt::Return(_) | Stmt::Raise(_) | Stmt::Continue(_) | Stmt::Break(_));
        // Statements after the first exit of this block never run.
        let live = body.iter().position(exits).map_or(body.len(), |i| i + 1);
        for (i, stmt) in body.iter().enumerate() {
            if let Stmt::If(if_stmt) = stmt {
                let dead = i >= live;
                self.unreachable += dead as usize;
                self.remove_guard(if_stmt, body.len() == 1);
                self.unreachable -= dead as usize;
            }
        }
        for (i, stmt) in body.iter().enumerate() {
            let dead = i >= live;
            self.unreachable += dead as usize;
            self.visit_stmt(stmt);
            self.unreachable -= dead as usize;
        }
    }

    fn visit_stmt(&mut self, stmt: &'a Stmt) {
        self.nodes.push(stmt.range());
        if let Stmt::AugAssign(aug) = stmt {
            self.augmented(aug);
        }
        if let Stmt::FunctionDef(def) = stmt {
            let defaults = def.parameters.iter_non_variadic_params().filter_map(|p| p.default.as_deref());
            self.defaults.extend(defaults.map(Ranged::range));
        }
        source_order::walk_stmt(self, stmt);
    }

    /// Annotations are not mutated: a changed type hint is not a plausible bug.
    fn visit_annotation(&mut self, _expr: &'a Expr) {}

    fn visit_expr(&mut self, expr: &'a Expr) {
        // A bare slice (`a:b`) reads badly in a description; its subscript is quoted instead.
        if !expr.is_slice_expr() {
            self.nodes.push(expr.range());
        }
        // `true` when the rule already visited the children (with `bound_depth` adjusted).
        let children_visited = match expr {
            Expr::Slice(slice) => self.slice(slice),
            Expr::Call(call) => self.call(call),
            Expr::NumberLiteral(_) => {
                self.literal(expr);
                false
            }
            // A negative literal moves as one number (`-1` → `0`, `-2`), never as `-0`.
            Expr::UnaryOp(unary) if unary.op == UnaryOp::USub && unary.operand.is_number_literal_expr() => {
                if let (0, Some((value, digits))) = (self.bound_depth, int_value(expr, self.src)) {
                    self.shift_literal(BugType::OffByOne, unary.range, value, digits, false);
                    true
                } else {
                    false
                }
            }
            Expr::Subscript(sub) => {
                self.subscript(sub);
                false
            }
            Expr::Compare(cmp) => {
                self.compare(cmp);
                false
            }
            Expr::BinOp(bin) => {
                self.binary(bin);
                false
            }
            Expr::BoolOp(boolean) => {
                self.boolean(&boolean.values, boolean.op);
                false
            }
            Expr::UnaryOp(unary) if unary.op == UnaryOp::Not => {
                self.drop_not(unary.range);
                false
            }
            _ => false,
        };
        if children_visited {
            return;
        }
        source_order::walk_expr(self, expr);
    }
}

/// The value and literal text of an integer literal, or of a negated one (`-1`).
fn int_value<'s>(expr: &Expr, src: &'s str) -> Option<(i64, &'s str)> {
    let text = |range: TextRange| src.get(usize::from(range.start())..usize::from(range.end()));
    match expr {
        Expr::NumberLiteral(lit) => match &lit.value {
            Number::Int(int) => Some((int.as_i64()?, text(lit.range)?)),
            _ => None,
        },
        Expr::UnaryOp(unary) if unary.op == UnaryOp::USub => {
            let (value, digits) = int_value(&unary.operand, src)?;
            if matches!(&*unary.operand, Expr::NumberLiteral(_)) {
                Some((value.checked_neg()?, digits))
            } else {
                None
            }
        }
        _ => None,
    }
}

/// Formats `value` in the base (and hex-digit case) of the literal `like`, e.g. `0x1F`.
fn format_int(value: i64, like: &str) -> String {
    let sign = if value < 0 { "-" } else { "" };
    let magnitude = value.unsigned_abs();
    let prefix = like.get(..2).unwrap_or("");
    let digits = match prefix {
        "0x" | "0X" => {
            if like[2..].chars().any(|c| c.is_ascii_uppercase()) {
                format!("{magnitude:X}")
            } else {
                format!("{magnitude:x}")
            }
        }
        "0o" | "0O" => format!("{magnitude:o}"),
        "0b" | "0B" => format!("{magnitude:b}"),
        _ => return format!("{sign}{magnitude}"),
    };
    format!("{sign}{prefix}{digits}")
}

fn is_call_to(call: &ExprCall, name: &str) -> bool {
    matches!(&*call.func, Expr::Name(callee) if callee.id.as_str() == name)
}

fn flip_comparison(op: CmpOp) -> CmpOp {
    match op {
        CmpOp::Lt => CmpOp::LtE,
        CmpOp::LtE => CmpOp::Lt,
        CmpOp::Gt => CmpOp::GtE,
        CmpOp::GtE => CmpOp::Gt,
        CmpOp::Eq => CmpOp::NotEq,
        CmpOp::NotEq => CmpOp::Eq,
        CmpOp::Is => CmpOp::IsNot,
        CmpOp::IsNot => CmpOp::Is,
        CmpOp::In => CmpOp::NotIn,
        CmpOp::NotIn => CmpOp::In,
    }
}

fn is_bitwise(op: Operator) -> bool {
    matches!(op, Operator::BitAnd | Operator::BitOr | Operator::BitXor | Operator::LShift | Operator::RShift)
}

/// `*` ↔ `//` and `/` → `*`: a multiplication read as a division or back (`//` → `/` is the
/// natural integer/float slip and stays natural).
fn multiply_divide(from: Operator, to: Operator) -> bool {
    matches!(
        (from, to),
        (Operator::Mult, Operator::FloorDiv | Operator::Div)
            | (Operator::FloorDiv | Operator::Div, Operator::Mult)
    )
}

/// The replacements of a binary (or augmented) operator.
fn operator_replacements(op: Operator) -> &'static [Operator] {
    match op {
        Operator::Add => &[Operator::Sub],
        Operator::Sub => &[Operator::Add],
        Operator::Mult => &[Operator::FloorDiv],
        Operator::FloorDiv => &[Operator::Mult, Operator::Div],
        Operator::Div => &[Operator::Mult],
        Operator::Mod => &[Operator::FloorDiv],
        Operator::Pow => &[Operator::Mult],
        Operator::BitAnd => &[Operator::BitOr],
        Operator::BitOr => &[Operator::BitAnd],
        Operator::BitXor => &[Operator::BitOr],
        Operator::LShift => &[Operator::RShift],
        Operator::RShift => &[Operator::LShift],
        Operator::MatMult => &[],
    }
}

/// The 1-based line of a byte offset.
pub(crate) fn line_of(src: &str, offset: usize) -> usize {
    src.as_bytes().iter().take(offset).filter(|&&b| b == b'\n').count() + 1
}

fn is_single_line(text: &str) -> bool {
    !text.contains(['\n', '\r'])
}

fn squash(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// "line N: `before` became `after`", quoting the smallest single-line expression or statement
/// around the edit (or the edited lines, whitespace squashed, when there is none).
fn describe(src: &str, nodes: &[TextRange], edit: &Edit) -> String {
    let line = line_of(src, edit.start);
    let (header, multiline, with_pass) = match &edit.context {
        Context::Removed { header, multiline, with_pass } => (header, *multiline, *with_pass),
        Context::Enclosing | Context::Including => {
            let (before, after) = quote(src, nodes, edit);
            return format!("line {line}: `{before}` became `{after}`");
        }
    };
    let body = if multiline { " and its body" } else { "" };
    if with_pass {
        format!("line {line}: `{header}`{body} became `pass`")
    } else {
        format!("line {line}: removed `{header}`{body}")
    }
}

fn quote(src: &str, nodes: &[TextRange], edit: &Edit) -> (String, String) {
    let include_self = matches!(edit.context, Context::Including);
    let around = |start: usize, end: usize| -> Option<(String, String)> {
        let before = src.get(start..end)?;
        let after = format!("{}{}{}", src.get(start..edit.start)?, edit.after, src.get(edit.end..end)?);
        Some((before.to_string(), after))
    };
    let best = nodes
        .iter()
        .map(|r| (usize::from(r.start()), usize::from(r.end())))
        .filter(|&(start, end)| {
            start <= edit.start && edit.end <= end && (include_self || (start, end) != (edit.start, edit.end))
        })
        .filter_map(|(start, end)| around(start, end))
        .filter(|(before, after)| is_single_line(before) && is_single_line(after))
        .min_by_key(|(before, _)| before.len());
    if let Some((before, after)) = best {
        return (before.trim().to_string(), after.trim().to_string());
    }
    let line_start = src.get(..edit.start).and_then(|h| h.rfind('\n')).map_or(0, |i| i + 1);
    let line_end = src.get(edit.end..).and_then(|t| t.find('\n')).map_or(src.len(), |i| edit.end + i);
    around(line_start, line_end).map(|(before, after)| (squash(&before), squash(&after))).unwrap_or_default()
}

/// The number of named parameters (positional-only, positional and keyword-only; `*args` and
/// `**kwargs` not counted) of the top-level `def name`, if `source` defines it.
pub fn parameter_count(source: &str, name: &str) -> Option<usize> {
    let parsed = parse_module(source).ok()?;
    parsed.syntax().body.iter().find_map(|stmt| match stmt {
        Stmt::FunctionDef(def) if def.name.id.as_str() == name => {
            let p = &def.parameters;
            Some(p.posonlyargs.len() + p.args.len() + p.kwonlyargs.len())
        }
        _ => None,
    })
}

/// `source` with the top-level function `from` renamed to `to`: its `def` and every name `from`
/// read or written anywhere in the source (recursive calls), as textual edits at the AST's
/// ranges. `None` if `source` does not parse or does not define `from`.
pub fn rename_function(source: &str, from: &str, to: &str) -> Option<String> {
    struct Names<'n> {
        from: &'n str,
        ranges: Vec<TextRange>,
    }
    impl<'a> SourceOrderVisitor<'a> for Names<'_> {
        fn visit_stmt(&mut self, stmt: &'a Stmt) {
            if let Stmt::FunctionDef(def) = stmt {
                if def.name.id.as_str() == self.from {
                    self.ranges.push(def.name.range);
                }
            }
            source_order::walk_stmt(self, stmt);
        }
        fn visit_expr(&mut self, expr: &'a Expr) {
            if let Expr::Name(name) = expr {
                if name.id.as_str() == self.from {
                    self.ranges.push(name.range);
                }
            }
            source_order::walk_expr(self, expr);
        }
    }
    if !defines_function(source, from) {
        return None;
    }
    let parsed = parse_module(source).ok()?;
    let mut names = Names { from, ranges: Vec::new() };
    names.visit_body(&parsed.syntax().body);
    names.ranges.sort_by_key(|r| r.start());
    let mut out = String::with_capacity(source.len());
    let mut at = 0;
    for r in names.ranges {
        let (start, end) = (usize::from(r.start()), usize::from(r.end()));
        out.push_str(source.get(at..start)?);
        out.push_str(to);
        at = end;
    }
    out.push_str(source.get(at..)?);
    Some(out)
}
