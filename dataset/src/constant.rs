//! The no-op and constant-code detector: spots, on the AST, the expressions whose value or truth
//! does not depend on their operands — arithmetic identities (`x + 0`, `x -= 0`, `x * 1`,
//! `x / 1`), `-0`, constant arithmetic (`x % 1`, `x * 0`), a comparison of an expression with
//! itself, a comparison whose truth is fixed by the range of a bounded quantity (`len(v) >= 0`,
//! `0 > len(x)`, `x % 3 == 3`, `i >= 0` for `i` of `range(...)`), an empty constant range
//! (`range(13, 1)`), and a condition that is always true (`if code | 1:`).
//!
//! A distractor with such an edit is dead code, not a mistake a programmer makes, and tells a
//! reader which snippet is the odd one out. The mutation engine discards every edit that adds
//! one ([`new_constant_patterns`] of the canonical and the mutant), and `check` counts them in
//! any release by the same function. Comparing the pattern multisets of the two sources (rather
//! than looking only at the edit) keeps a pattern the canonical already had from counting.
//!
//! Hand-written over ruff's AST: the rules are specific to the edits the engine makes.

use crate::mutate::mirror;
use ruff_python_ast::visitor::source_order::{self, SourceOrderVisitor};
use ruff_python_ast::{CmpOp, Expr, ExprCall, Number, Operator, Stmt, UnaryOp};
use ruff_python_parser::parse_module;
use ruff_text_size::{Ranged, TextRange};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::iter;

/// One spelling of no-op or constant code.
#[derive(Serialize, Deserialize, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
#[serde(rename_all = "snake_case")]
pub enum ConstantPattern {
    /// `x + 0`, `x - 0`, `x += 0`, `x * 1`, `x / 1`, `x // 1`, `x ** 1`, `x | 0`, `x << 0`, ...
    ArithmeticIdentity,
    /// `-0`.
    NegativeZero,
    /// `x % 1`, `x * 0`, `x & 0`, `x ** 0`: the value does not depend on `x`.
    ConstantArithmetic,
    /// `a < a`, `xs[i] == xs[i]`: an expression compared with itself.
    SelfComparison,
    /// A bounded quantity compared with a constant outside its range: `len(v) >= 0`,
    /// `0 > len(x)`, `x % 3 == 3`, `i >= 0` for the variable of `for i in range(n)`.
    BoundedComparison,
    /// `range(13, 1)`, `range(0)`: a range of constants with no element.
    EmptyRange,
    /// A condition that is always true: `if code | 1:`.
    ConstantCondition,
}

impl ConstantPattern {
    pub const ALL: [ConstantPattern; 7] = [
        ConstantPattern::ArithmeticIdentity,
        ConstantPattern::NegativeZero,
        ConstantPattern::ConstantArithmetic,
        ConstantPattern::SelfComparison,
        ConstantPattern::BoundedComparison,
        ConstantPattern::EmptyRange,
        ConstantPattern::ConstantCondition,
    ];

    pub const fn as_str(self) -> &'static str {
        match self {
            ConstantPattern::ArithmeticIdentity => "arithmetic_identity",
            ConstantPattern::NegativeZero => "negative_zero",
            ConstantPattern::ConstantArithmetic => "constant_arithmetic",
            ConstantPattern::SelfComparison => "self_comparison",
            ConstantPattern::BoundedComparison => "bounded_comparison",
            ConstantPattern::EmptyRange => "empty_range",
            ConstantPattern::ConstantCondition => "constant_condition",
        }
    }

    /// Why the engine does not propose an edit that adds this pattern (`mutation_report.json`).
    pub const fn reason(self) -> &'static str {
        match self {
            ConstantPattern::ArithmeticIdentity => {
                "no-op: an arithmetic identity (`+ 0`, `+= 0`, `* 1`, `/ 1`, ...) leaves the value unchanged"
            }
            ConstantPattern::NegativeZero => "no-op: `-0` is `0`",
            ConstantPattern::ConstantArithmetic => {
                "constant: `% 1`, `* 0`, `& 0` or `** 0` does not depend on its operand"
            }
            ConstantPattern::SelfComparison => "constant: compares an expression with itself",
            ConstantPattern::BoundedComparison => {
                "constant: compares a bounded quantity (len, abs, a range variable, `% k`) with a value outside its range"
            }
            ConstantPattern::EmptyRange => "dead code: a range of constants with no element",
            ConstantPattern::ConstantCondition => "constant: a condition that is always true (`x | 1`)",
        }
    }
}

impl std::fmt::Display for ConstantPattern {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.pad(self.as_str())
    }
}

/// Every occurrence of a pattern in `source`, with the text of the expression or statement it
/// was found in; empty when `source` does not parse.
pub fn constant_patterns(source: &str) -> Vec<(ConstantPattern, String)> {
    let Ok(parsed) = parse_module(source) else {
        return Vec::new();
    };
    let mut finder = Finder { src: source, found: Vec::new(), bounded_names: Vec::new() };
    finder.visit_body(&parsed.syntax().body);
    finder.found
}

/// The patterns `mutant` has that `original` does not (as multisets of (pattern, text)), in
/// order: what an edit of `original` into `mutant` added.
pub fn new_constant_patterns(original: &str, mutant: &str) -> Vec<ConstantPattern> {
    let mut before: BTreeMap<(ConstantPattern, String), usize> = BTreeMap::new();
    for p in constant_patterns(original) {
        *before.entry(p).or_default() += 1;
    }
    let mut out = Vec::new();
    for p in constant_patterns(mutant) {
        match before.get_mut(&p) {
            Some(n) if *n > 0 => *n -= 1,
            _ => out.push(p.0),
        }
    }
    out.sort();
    out.dedup();
    out
}

/// The values a quantity can take: at least `lo`, and below `hi` when known.
#[derive(Clone, Copy, Debug)]
struct Bounds {
    lo: i64,
    hi: Option<i64>,
}

struct Finder<'a> {
    src: &'a str,
    found: Vec<(ConstantPattern, String)>,
    /// Loop variables of the enclosing `for NAME in range(...)` bodies, with their lower bound.
    bounded_names: Vec<(String, i64)>,
}

fn int_literal(expr: &Expr) -> Option<i64> {
    match expr {
        Expr::NumberLiteral(lit) => match &lit.value {
            Number::Int(int) => int.as_i64(),
            _ => None,
        },
        Expr::UnaryOp(u) if u.op == UnaryOp::USub => match &*u.operand {
            Expr::NumberLiteral(_) => int_literal(&u.operand)?.checked_neg(),
            _ => None,
        },
        _ => None,
    }
}

fn is_zero_literal(expr: &Expr) -> bool {
    match expr {
        Expr::NumberLiteral(lit) => match &lit.value {
            Number::Int(int) => int.as_i64() == Some(0),
            Number::Float(f) => *f == 0.0,
            Number::Complex { .. } => false,
        },
        _ => false,
    }
}

fn call_to<'e>(expr: &'e Expr, name: &str) -> Option<&'e ExprCall> {
    match expr {
        Expr::Call(call) if matches!(&*call.func, Expr::Name(n) if n.id.as_str() == name) => Some(call),
        _ => None,
    }
}

/// `q OP v` has the same truth for every `q` within `b`.
fn constant_comparison(op: CmpOp, b: Bounds, v: i64) -> bool {
    let below_hi = |v: i64| b.hi.is_some_and(|h| h <= v); // every q < v
    match op {
        CmpOp::Lt => below_hi(v) || b.lo >= v,
        CmpOp::LtE => below_hi(v) || b.lo > v,
        CmpOp::Gt => b.lo > v || below_hi(v),
        CmpOp::GtE => b.lo >= v || below_hi(v),
        CmpOp::Eq | CmpOp::NotEq => v < b.lo || below_hi(v),
        _ => false,
    }
}

impl<'a> Finder<'a> {
    fn text(&self, range: TextRange) -> String {
        let t = self.src.get(usize::from(range.start())..usize::from(range.end())).unwrap_or("");
        t.split_whitespace().collect::<Vec<_>>().join(" ")
    }

    fn found(&mut self, pattern: ConstantPattern, range: TextRange) {
        let text = self.text(range);
        self.found.push((pattern, text));
    }

    /// The range of values of `expr`, when the detector knows one.
    fn bounds(&self, expr: &Expr) -> Option<Bounds> {
        match expr {
            Expr::Call(_) => {
                let call = call_to(expr, "len").or_else(|| call_to(expr, "abs"))?;
                let plain = call.arguments.args.len() == 1
                    && call.arguments.keywords.is_empty()
                    && !call.arguments.args[0].is_starred_expr();
                plain.then_some(Bounds { lo: 0, hi: None })
            }
            Expr::Name(name) => self
                .bounded_names
                .iter()
                .rev()
                .find(|(n, _)| n == name.id.as_str())
                .map(|&(_, lo)| Bounds { lo, hi: None }),
            Expr::BinOp(bin) => {
                let c = int_literal(&bin.right);
                match (bin.op, c) {
                    (Operator::Add, Some(c)) => {
                        let b = self.bounds(&bin.left)?;
                        Some(Bounds { lo: b.lo.checked_add(c)?, hi: b.hi.and_then(|h| h.checked_add(c)) })
                    }
                    (Operator::Sub, Some(c)) => {
                        let b = self.bounds(&bin.left)?;
                        Some(Bounds { lo: b.lo.checked_sub(c)?, hi: b.hi.and_then(|h| h.checked_sub(c)) })
                    }
                    (Operator::Mod, Some(k)) if k > 0 => Some(Bounds { lo: 0, hi: Some(k) }),
                    _ => None,
                }
            }
            _ => None,
        }
    }

    /// The lower bound of the variable of `for NAME in range(...)`.
    fn range_variable(&self, target: &Expr, iter: &Expr) -> Option<(String, i64)> {
        let Expr::Name(name) = target else {
            return None;
        };
        let call = call_to(iter, "range")?;
        if !call.arguments.keywords.is_empty() || call.arguments.args.iter().any(Expr::is_starred_expr) {
            return None;
        }
        let args = &call.arguments.args;
        let lo = match args.len() {
            1 => 0,
            2 => self.bounds(&args[0]).map(|b| b.lo).or_else(|| int_literal(&args[0]))?,
            3 if int_literal(&args[2]).is_some_and(|s| s > 0) => {
                self.bounds(&args[0]).map(|b| b.lo).or_else(|| int_literal(&args[0]))?
            }
            _ => return None,
        };
        Some((name.id.as_str().to_string(), lo))
    }

    fn arithmetic(&mut self, op: Operator, left: Option<&Expr>, right: &Expr, range: TextRange) {
        let r = int_literal(right);
        let identity = matches!(
            (op, r),
            (
                Operator::Add
                    | Operator::Sub
                    | Operator::BitOr
                    | Operator::BitXor
                    | Operator::LShift
                    | Operator::RShift,
                Some(0)
            ) | (Operator::Mult | Operator::Div | Operator::FloorDiv | Operator::Pow, Some(1))
        );
        let constant = matches!(
            (op, r),
            (Operator::Mod, Some(1) | Some(-1))
                | (Operator::Mult | Operator::BitAnd | Operator::Pow, Some(0))
        );
        let l = left.and_then(int_literal);
        let left_identity = matches!(
            (op, l),
            (Operator::Add | Operator::BitOr | Operator::BitXor, Some(0)) | (Operator::Mult, Some(1))
        );
        let left_constant = matches!((op, l), (Operator::Mult | Operator::BitAnd, Some(0)));
        if identity || left_identity {
            self.found(ConstantPattern::ArithmeticIdentity, range);
        }
        if constant || left_constant {
            self.found(ConstantPattern::ConstantArithmetic, range);
        }
    }

    /// A condition that is always true: `x | c` with a non-zero constant `c`, also inside
    /// `and`/`or`/`not`.
    fn condition(&mut self, test: &Expr) {
        match test {
            Expr::BinOp(bin)
                if bin.op == Operator::BitOr
                    && [&bin.left, &bin.right].iter().any(|e| int_literal(e).is_some_and(|v| v != 0)) =>
            {
                self.found(ConstantPattern::ConstantCondition, bin.range);
            }
            Expr::BoolOp(b) => {
                for v in &b.values {
                    self.condition(v);
                }
            }
            Expr::UnaryOp(u) if u.op == UnaryOp::Not => self.condition(&u.operand),
            _ => {}
        }
    }

    fn range_call(&mut self, call: &ExprCall) {
        if !call.arguments.keywords.is_empty() {
            return;
        }
        let args: Option<Vec<i64>> = call.arguments.args.iter().map(int_literal).collect();
        let empty = match args.as_deref() {
            Some([stop]) => *stop <= 0,
            Some([start, stop]) => start >= stop,
            Some([start, stop, step]) => (*step > 0 && start >= stop) || (*step < 0 && start <= stop),
            _ => false,
        };
        if empty {
            self.found(ConstantPattern::EmptyRange, call.range());
        }
    }
}

impl<'a> SourceOrderVisitor<'a> for Finder<'a> {
    fn visit_stmt(&mut self, stmt: &'a Stmt) {
        match stmt {
            Stmt::AugAssign(aug) => self.arithmetic(aug.op, None, &aug.value, aug.range),
            Stmt::If(s) => {
                self.condition(&s.test);
                for clause in &s.elif_else_clauses {
                    if let Some(test) = &clause.test {
                        self.condition(test);
                    }
                }
            }
            Stmt::While(s) => self.condition(&s.test),
            Stmt::Assert(s) => self.condition(&s.test),
            Stmt::For(f) => {
                if let Some(var) = self.range_variable(&f.target, &f.iter) {
                    self.visit_expr(&f.target);
                    self.visit_expr(&f.iter);
                    self.bounded_names.push(var);
                    self.visit_body(&f.body);
                    self.bounded_names.pop();
                    self.visit_body(&f.orelse);
                    return;
                }
            }
            _ => {}
        }
        source_order::walk_stmt(self, stmt);
    }

    fn visit_expr(&mut self, expr: &'a Expr) {
        match expr {
            Expr::BinOp(bin) => self.arithmetic(bin.op, Some(&bin.left), &bin.right, bin.range),
            Expr::UnaryOp(u) if u.op == UnaryOp::USub && is_zero_literal(&u.operand) => {
                self.found(ConstantPattern::NegativeZero, u.range)
            }
            Expr::If(e) => self.condition(&e.test),
            Expr::Call(call) if call_to(expr, "range").is_some() => self.range_call(call),
            Expr::Compare(cmp) => {
                let operands: Vec<&Expr> = iter::once(&*cmp.left).chain(cmp.comparators.iter()).collect();
                for (i, &op) in cmp.ops.iter().enumerate() {
                    let (l, r) = (operands[i], operands[i + 1]);
                    let ordered = matches!(
                        op,
                        CmpOp::Lt | CmpOp::LtE | CmpOp::Gt | CmpOp::GtE | CmpOp::Eq | CmpOp::NotEq
                    );
                    if ordered && self.text(l.range()) == self.text(r.range()) {
                        self.found(ConstantPattern::SelfComparison, cmp.range);
                    }
                    let fixed = match (self.bounds(l), int_literal(r), int_literal(l), self.bounds(r)) {
                        (Some(b), Some(v), _, _) => constant_comparison(op, b, v),
                        (_, _, Some(v), Some(b)) => constant_comparison(mirror(op), b, v),
                        _ => false,
                    };
                    if fixed {
                        self.found(ConstantPattern::BoundedComparison, cmp.range);
                    }
                }
            }
            _ => {}
        }
        source_order::walk_expr(self, expr);
    }
}
