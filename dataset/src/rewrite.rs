//! The rewrite engine: semantics-preserving rewrites of a correct snippet that change its text
//! substantially, so a query can have several correct implementations (`data/release-plus`).
//! Hand-written on the mutation engine's machinery ([`crate::mutate`]): each rewrite is a set of
//! textual edits at AST node ranges (formatting and comments outside them are preserved), the
//! result must parse, and whether a rewrite really preserves behaviour is decided by the gates
//! (every test in the sandbox, CPython agreeing), never assumed.
//!
//! Rewrites ([`RewriteKind`]), each proposed only where its preconditions make it
//! behaviour-preserving for the built-in types a snippet works on:
//! - `mirror_comparison`: `a < b` → `b > a` (a single comparison whose operands bind tighter
//!   than a comparison; never to a constant on the left);
//! - `augmented_to_plain` / `plain_to_augmented`: `x += e` ↔ `x = x + (e)` for a plain name;
//! - `conditional_expression`: `if c: return a` + `return b` (or an `if`/`else` of two returns,
//!   or of two assignments of one name) → `return a if c else b`;
//! - `length_truthiness`: `len(x) == 0` → `not x`, `len(x) > 0` / `!= 0` / `>= 1` → `x` in a
//!   condition;
//! - `enumerate_loop`: `for i in range(len(xs)):` whose body reads `xs` only as `xs[i]` →
//!   `for i, x in enumerate(xs):` (or `for x in xs:` when `i` has no other use);
//! - `for_to_while`: `for i in range(a, b):` without `continue`, not assigning `i` or the bound,
//!   with `i` unused after the loop → `i = a` / `while i < b:` / … / `i += 1`;
//! - `rename_local`: a name bound and used only as a plain name (never a parameter, attribute,
//!   keyword or `def`) renamed everywhere to a common synonym not used in the snippet.

use ruff_python_ast::token::TokenKind;
use ruff_python_ast::visitor::source_order::{self, SourceOrderVisitor};
use ruff_python_ast::{CmpOp, Expr, ExprContext, Number, Operator, Stmt};
use ruff_python_parser::parse_module;
use ruff_text_size::{Ranged, TextRange};
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};

/// The kinds of rewrite (see the module documentation).
#[derive(Serialize, Deserialize, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
#[serde(rename_all = "snake_case")]
pub enum RewriteKind {
    MirrorComparison,
    AugmentedToPlain,
    PlainToAugmented,
    ConditionalExpression,
    LengthTruthiness,
    EnumerateLoop,
    ForToWhile,
    RenameLocal,
}

impl RewriteKind {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::MirrorComparison => "mirror_comparison",
            Self::AugmentedToPlain => "augmented_to_plain",
            Self::PlainToAugmented => "plain_to_augmented",
            Self::ConditionalExpression => "conditional_expression",
            Self::LengthTruthiness => "length_truthiness",
            Self::EnumerateLoop => "enumerate_loop",
            Self::ForToWhile => "for_to_while",
            Self::RenameLocal => "rename_local",
        }
    }
}

impl std::fmt::Display for RewriteKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

/// One rewrite site: its edits (byte ranges of the source, non-overlapping, in order) applied
/// together.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rewrite {
    pub kind: RewriteKind,
    pub edits: Vec<(usize, usize, String)>,
    /// For `rename_local`: the name renamed.
    pub renamed: Option<String>,
}

impl Rewrite {
    /// The number of bytes the rewrite replaces and writes (its weight in a lattice block).
    pub fn weight(&self) -> usize {
        self.edits.iter().map(|(s, e, a)| (e - s) + a.len()).sum()
    }
    fn span(&self) -> (usize, usize) {
        let start = self.edits.iter().map(|e| e.0).min().unwrap_or(0);
        let end = self.edits.iter().map(|e| e.1).max().unwrap_or(0);
        (start, end)
    }
}

/// `source` with the edits of `rewrites` applied; a rewrite whose edits overlap an earlier
/// one's (in the given order) is skipped. `None` when the result does not parse or equals the
/// source. Returns the kinds applied, in source order.
pub fn apply(source: &str, rewrites: &[&Rewrite]) -> Option<(String, Vec<RewriteKind>)> {
    let mut edits: Vec<(usize, usize, &str)> = Vec::new();
    let mut kinds: Vec<(usize, RewriteKind)> = Vec::new();
    for r in rewrites {
        let clash = r
            .edits
            .iter()
            .any(|&(s, e, _)| edits.iter().any(|&(s2, e2, _)| s < e2.max(s2 + 1) && s2 < e.max(s + 1)));
        if clash {
            continue;
        }
        edits.extend(r.edits.iter().map(|(s, e, a)| (*s, *e, a.as_str())));
        kinds.push((r.span().0, r.kind));
    }
    edits.sort_by_key(|e| (e.0, e.1));
    let mut out = String::with_capacity(source.len() + 64);
    let mut at = 0;
    for (s, e, after) in edits {
        out.push_str(source.get(at..s)?);
        out.push_str(after);
        at = e;
    }
    out.push_str(source.get(at..)?);
    if out == source || parse_module(&out).is_err() {
        return None;
    }
    kinds.sort();
    Some((out, kinds.into_iter().map(|k| k.1).collect()))
}

/// Every rewrite site of `source`, in source order (empty if it does not parse).
pub fn rewrite_sites(source: &str) -> Vec<Rewrite> {
    let Ok(parsed) = parse_module(source) else {
        return Vec::new();
    };
    let mut name_tokens: BTreeMap<&str, usize> = BTreeMap::new();
    for t in parsed.tokens().iter() {
        if t.kind() == TokenKind::Name {
            if let Some(text) = source.get(t.range().start().into()..t.range().end().into()) {
                *name_tokens.entry(text).or_default() += 1;
            }
        }
    }
    let idents: BTreeSet<String> = name_tokens.keys().map(|s| s.to_string()).collect();
    let mut c =
        Sites { src: source, out: Vec::new(), names: BTreeMap::new(), stored: BTreeSet::new(), idents };
    c.visit_body(&parsed.syntax().body);
    let mut out = std::mem::take(&mut c.out);
    // rename_local: names whose every token is a plain-name node, bound somewhere.
    let used: BTreeSet<&str> = name_tokens.keys().copied().collect();
    let mut taken: BTreeSet<String> = used.iter().map(|s| s.to_string()).collect();
    for (name, ranges) in &c.names {
        if !c.stored.contains(name.as_str()) || name_tokens.get(name.as_str()) != Some(&ranges.len()) {
            continue;
        }
        let Some(new) = synonym(name, &taken) else {
            continue;
        };
        taken.insert(new.clone());
        let edits =
            ranges.iter().map(|r| (usize::from(r.start()), usize::from(r.end()), new.clone())).collect();
        out.push(Rewrite { kind: RewriteKind::RenameLocal, edits, renamed: Some(name.clone()) });
    }
    out.sort_by_key(|r| (r.span(), r.kind));
    out
}

/// Synonyms a programmer uses for the same local (none is a builtin or keyword).
const SYNONYMS: &[(&str, &[&str])] = &[
    ("result", &["res", "out", "answer"]),
    ("res", &["result", "out"]),
    ("out", &["result", "res"]),
    ("output", &["result", "out"]),
    ("ans", &["result", "answer"]),
    ("answer", &["result", "ans"]),
    ("count", &["cnt", "counter", "tally"]),
    ("cnt", &["count", "tally"]),
    ("counter", &["count", "tally"]),
    ("total", &["acc", "running", "subtotal"]),
    ("acc", &["total", "accum"]),
    ("i", &["idx", "k", "pos"]),
    ("j", &["jdx", "k", "m"]),
    ("k", &["kk", "step"]),
    ("idx", &["i", "index", "pos"]),
    ("index", &["idx", "pos"]),
    ("pos", &["idx", "position"]),
    ("seen", &["visited", "found"]),
    ("visited", &["seen", "done"]),
    ("stack", &["pending", "todo"]),
    ("queue", &["pending", "frontier"]),
    ("current", &["cur", "curr"]),
    ("cur", &["current", "curr"]),
    ("curr", &["current", "cur"]),
    ("prev", &["previous", "last"]),
    ("previous", &["prev", "last"]),
    ("last", &["prev", "previous"]),
    ("left", &["lo", "low"]),
    ("right", &["hi", "high"]),
    ("lo", &["low", "left"]),
    ("hi", &["high", "right"]),
    ("low", &["lo", "left"]),
    ("high", &["hi", "right"]),
    ("start", &["begin", "first"]),
    ("end", &["stop", "finish"]),
    ("value", &["val", "v"]),
    ("val", &["value", "v"]),
    ("key", &["k", "name"]),
    ("word", &["w", "token"]),
    ("words", &["tokens", "parts"]),
    ("token", &["tok", "piece"]),
    ("tokens", &["toks", "pieces"]),
    ("parts", &["pieces", "chunks"]),
    ("part", &["piece", "chunk"]),
    ("chunk", &["piece", "block"]),
    ("chunks", &["pieces", "blocks"]),
    ("line", &["row", "ln"]),
    ("lines", &["rows", "text_lines"]),
    ("row", &["r", "line"]),
    ("col", &["c", "column"]),
    ("char", &["ch", "c"]),
    ("ch", &["char", "c"]),
    ("c", &["ch", "char"]),
    ("x", &["v", "elem"]),
    ("num", &["number", "value"]),
    ("number", &["num", "value"]),
    ("length", &["size", "length_"]),
    ("size", &["length", "count"]),
    ("mid", &["middle", "m"]),
    ("middle", &["mid", "m"]),
    ("temp", &["tmp", "t"]),
    ("tmp", &["temp", "t"]),
    ("item", &["entry", "elem"]),
    ("items", &["entries", "elems"]),
    ("entry", &["item", "record"]),
    ("entries", &["items", "records"]),
    ("counts", &["freq", "tally"]),
    ("freq", &["counts", "frequency"]),
    ("mapping", &["table", "lookup"]),
    ("table", &["mapping", "lookup"]),
    ("merged", &["combined", "joined"]),
    ("digits", &["digit_list", "ds"]),
    ("bits", &["bit_list", "bs"]),
    ("groups", &["buckets", "clusters"]),
    ("best", &["best_so_far", "top"]),
    ("text", &["txt", "string"]),
    ("state", &["st", "current_state"]),
    ("n", &["size", "count"]),
    ("m", &["mm", "size2"]),
    ("d", &["delta", "diff"]),
    ("diff", &["delta", "d"]),
    ("delta", &["diff", "d"]),
    ("s", &["text", "string"]),
    ("t", &["tt", "t2"]),
    ("a", &["first", "p"]),
    ("b", &["second", "q"]),
    ("p", &["pt", "point"]),
    ("q", &["qq", "other"]),
    ("r", &["rem", "remainder"]),
    ("y", &["w", "yy"]),
    ("z", &["zz", "w"]),
    ("h", &["hh", "height"]),
    ("w", &["ww", "width"]),
];

/// Builtins a new name must not shadow.
const BUILTINS: &[&str] = &[
    "abs",
    "all",
    "any",
    "bin",
    "bool",
    "chr",
    "dict",
    "divmod",
    "enumerate",
    "filter",
    "float",
    "format",
    "hash",
    "hex",
    "id",
    "input",
    "int",
    "iter",
    "len",
    "list",
    "map",
    "max",
    "min",
    "next",
    "object",
    "oct",
    "ord",
    "pow",
    "range",
    "repr",
    "reversed",
    "round",
    "set",
    "slice",
    "sorted",
    "str",
    "sum",
    "tuple",
    "type",
    "zip",
    "bytes",
    "callable",
];

/// A synonym of `name` not in `taken` (the table, else `name` with `_value`/`_item` appended
/// for a long descriptive name).
fn synonym(name: &str, taken: &BTreeSet<String>) -> Option<String> {
    if name.starts_with("__") {
        return None;
    }
    let free = |s: &str| !taken.contains(s) && !BUILTINS.contains(&s);
    if let Some((_, options)) = SYNONYMS.iter().find(|(n, _)| *n == name) {
        return options.iter().find(|o| free(o)).map(|o| o.to_string());
    }
    if name.len() >= 4 && name.chars().all(|c| c.is_ascii_lowercase() || c == '_') {
        let candidates = [format!("{name}_value"), format!("the_{name}")];
        return candidates.into_iter().find(|c| free(c));
    }
    None
}

struct Sites<'a> {
    src: &'a str,
    out: Vec<Rewrite>,
    /// Every plain-name node's ranges, by name.
    names: BTreeMap<String, Vec<TextRange>>,
    /// Names bound somewhere (a store context).
    stored: BTreeSet<String>,
    /// Every identifier token of the source (names, parameters, attributes, keywords).
    idents: BTreeSet<String>,
}

fn text<'s>(src: &'s str, node: &impl Ranged) -> &'s str {
    src.get(usize::from(node.start())..usize::from(node.end())).unwrap_or("")
}

/// An operand that can be moved across a comparison or an operator without parentheses: an
/// [`atom`], a binary operation or a unary operation other than `not`.
fn tight(expr: &Expr) -> bool {
    atom(expr)
        || matches!(expr, Expr::BinOp(_))
        || matches!(expr, Expr::UnaryOp(u) if u.op != ruff_python_ast::UnaryOp::Not)
}

/// An operand that is a single atom (no operator inside at its top level).
fn atom(expr: &Expr) -> bool {
    matches!(
        expr,
        Expr::Name(_)
            | Expr::Attribute(_)
            | Expr::Subscript(_)
            | Expr::Call(_)
            | Expr::NumberLiteral(_)
            | Expr::StringLiteral(_)
            | Expr::List(_)
            | Expr::Dict(_)
            | Expr::Set(_)
            | Expr::ListComp(_)
            | Expr::BooleanLiteral(_)
            | Expr::NoneLiteral(_)
    )
}

fn is_literal(expr: &Expr) -> bool {
    matches!(
        expr,
        Expr::NumberLiteral(_) | Expr::StringLiteral(_) | Expr::BooleanLiteral(_) | Expr::NoneLiteral(_)
    ) || matches!(expr, Expr::UnaryOp(u) if u.operand.is_number_literal_expr())
}

fn int_literal(expr: &Expr) -> Option<i64> {
    match expr {
        Expr::NumberLiteral(n) => match &n.value {
            Number::Int(i) => i.as_i64(),
            _ => None,
        },
        _ => None,
    }
}

fn mirrored(op: CmpOp) -> Option<CmpOp> {
    Some(match op {
        CmpOp::Lt => CmpOp::Gt,
        CmpOp::Gt => CmpOp::Lt,
        CmpOp::LtE => CmpOp::GtE,
        CmpOp::GtE => CmpOp::LtE,
        CmpOp::Eq => CmpOp::Eq,
        CmpOp::NotEq => CmpOp::NotEq,
        _ => return None,
    })
}

fn operator_text(op: Operator) -> &'static str {
    op.as_str()
}

/// `expr` as an operand (parenthesised unless it is an atom).
fn operand(src: &str, expr: &Expr) -> String {
    let t = text(src, expr);
    if atom(expr) {
        t.to_string()
    } else {
        format!("({t})")
    }
}

/// A value that may stand in a conditional expression's branch without parentheses.
fn branch(src: &str, expr: &Expr) -> String {
    match expr {
        Expr::If(_) | Expr::Lambda(_) | Expr::Named(_) | Expr::Yield(_) | Expr::Starred(_) => {
            format!("({})", text(src, expr))
        }
        Expr::Tuple(t) if !t.parenthesized => format!("({})", text(src, expr)),
        _ => text(src, expr).to_string(),
    }
}

fn single_line(s: &str) -> bool {
    !s.contains('\n') && !s.contains('#')
}

/// The names (plain-name nodes) inside `node`, with their contexts.
fn names_in(stmts: &[Stmt]) -> Vec<(&str, ExprContext, TextRange)> {
    struct N<'a>(Vec<(&'a str, ExprContext, TextRange)>);
    impl<'a> SourceOrderVisitor<'a> for N<'a> {
        fn visit_expr(&mut self, expr: &'a Expr) {
            if let Expr::Name(n) = expr {
                self.0.push((n.id.as_str(), n.ctx, n.range));
            }
            source_order::walk_expr(self, expr);
        }
    }
    let mut n = N(Vec::new());
    n.visit_body(stmts);
    n.0
}

fn contains_continue(stmts: &[Stmt]) -> bool {
    struct C(bool);
    impl<'a> SourceOrderVisitor<'a> for C {
        fn visit_stmt(&mut self, stmt: &'a Stmt) {
            if matches!(stmt, Stmt::Continue(_)) {
                self.0 = true;
            }
            source_order::walk_stmt(self, stmt);
        }
    }
    let mut c = C(false);
    c.visit_body(stmts);
    c.0
}

/// The plain names inside `expr`.
fn names_in_expr(expr: &Expr) -> Vec<&str> {
    struct N<'a>(Vec<&'a str>);
    impl<'a> SourceOrderVisitor<'a> for N<'a> {
        fn visit_expr(&mut self, expr: &'a Expr) {
            if let Expr::Name(n) = expr {
                self.0.push(n.id.as_str());
            }
            source_order::walk_expr(self, expr);
        }
    }
    let mut n = N(Vec::new());
    n.visit_expr(expr);
    n.0
}

/// The column (in bytes) of the line that `offset` is on, up to `offset`.
fn indent_of(src: &str, offset: usize) -> &str {
    let line_start = src[..offset].rfind('\n').map_or(0, |i| i + 1);
    &src[line_start..offset]
}

impl<'a> Sites<'a> {
    fn push(&mut self, kind: RewriteKind, edits: Vec<(usize, usize, String)>) {
        self.out.push(Rewrite { kind, edits, renamed: None });
    }

    fn whole(node: &impl Ranged, after: String) -> Vec<(usize, usize, String)> {
        vec![(usize::from(node.start()), usize::from(node.end()), after)]
    }

    fn compare(&mut self, cmp: &ruff_python_ast::ExprCompare) {
        let ([op], [right]) = (&*cmp.ops, &*cmp.comparators) else {
            return;
        };
        let Some(m) = mirrored(*op) else {
            return;
        };
        let left = &*cmp.left;
        if !tight(left) || !tight(right) || (is_literal(right) && !is_literal(left)) {
            return;
        }
        if is_literal(left) && is_literal(right) {
            return;
        }
        let after = format!("{} {} {}", text(self.src, right), m.as_str(), text(self.src, left));
        if single_line(text(self.src, cmp)) {
            self.push(RewriteKind::MirrorComparison, Self::whole(cmp, after));
        }
    }

    /// `len(x) OP k` in a condition → `x` / `not x`.
    fn truthiness(&mut self, test: &Expr) {
        let Expr::Compare(cmp) = test else {
            if let Expr::BoolOp(b) = test {
                for v in &b.values {
                    self.truthiness(v);
                }
            }
            return;
        };
        let ([op], [right]) = (&*cmp.ops, &*cmp.comparators) else {
            return;
        };
        let Expr::Call(call) = &*cmp.left else {
            return;
        };
        let is_len = matches!(&*call.func, Expr::Name(n) if n.id.as_str() == "len");
        let [arg] = &*call.arguments.args else {
            return;
        };
        if !is_len || !call.arguments.keywords.is_empty() || !atom(arg) {
            return;
        }
        let x = text(self.src, arg);
        let after = match (op, int_literal(right)) {
            (CmpOp::Eq, Some(0)) => format!("not {x}"),
            (CmpOp::Gt | CmpOp::NotEq, Some(0)) | (CmpOp::GtE, Some(1)) => x.to_string(),
            _ => return,
        };
        self.push(RewriteKind::LengthTruthiness, Self::whole(cmp, after));
    }

    fn augmented(&mut self, aug: &ruff_python_ast::StmtAugAssign) {
        let Expr::Name(target) = &*aug.target else {
            return;
        };
        if !single_line(text(self.src, aug)) {
            return;
        }
        let op = operator_text(aug.op);
        let after = format!("{} = {} {op} {}", target.id, target.id, operand(self.src, &aug.value));
        self.push(RewriteKind::AugmentedToPlain, Self::whole(aug, after));
    }

    fn assign(&mut self, assign: &ruff_python_ast::StmtAssign) {
        let [Expr::Name(target)] = &*assign.targets else {
            return;
        };
        let Expr::BinOp(bin) = &*assign.value else {
            return;
        };
        let Expr::Name(left) = &*bin.left else {
            return;
        };
        if left.id != target.id || !single_line(text(self.src, assign)) {
            return;
        }
        let after = format!("{} {}= {}", target.id, operator_text(bin.op), text(self.src, &*bin.right));
        self.push(RewriteKind::PlainToAugmented, Self::whole(assign, after));
    }

    fn only_return(body: &[Stmt]) -> Option<&Expr> {
        match body {
            [Stmt::Return(r)] => r.value.as_deref(),
            _ => None,
        }
    }

    /// `if c: return a` / `return b`, and `if c: return a` / `else: return b`, and the same with
    /// two assignments of one name.
    fn conditional(&mut self, body: &[Stmt]) {
        for (i, stmt) in body.iter().enumerate() {
            let Stmt::If(iff) = stmt else {
                continue;
            };
            if !single_line(text(self.src, &*iff.test)) || matches!(&*iff.test, Expr::Lambda(_)) {
                continue;
            }
            let c = branch(self.src, &iff.test);
            match (&iff.elif_else_clauses[..], Self::only_return(&iff.body)) {
                ([], Some(a)) => {
                    let Some(Stmt::Return(next)) = body.get(i + 1) else {
                        continue;
                    };
                    let Some(b) = next.value.as_deref() else {
                        continue;
                    };
                    if !single_line(text(self.src, a)) || !single_line(text(self.src, b)) {
                        continue;
                    }
                    let after = format!("return {} if {c} else {}", branch(self.src, a), branch(self.src, b));
                    let edits = vec![(usize::from(iff.start()), usize::from(next.end()), after)];
                    self.push(RewriteKind::ConditionalExpression, edits);
                }
                ([clause], first) if clause.test.is_none() => {
                    let after =
                        match (first, Self::only_return(&clause.body), &iff.body[..], &clause.body[..]) {
                            (Some(a), Some(b), _, _) => {
                                format!("return {} if {c} else {}", branch(self.src, a), branch(self.src, b))
                            }
                            (None, None, [Stmt::Assign(x)], [Stmt::Assign(y)]) => {
                                let ([Expr::Name(tx)], [Expr::Name(ty)]) = (&x.targets[..], &y.targets[..])
                                else {
                                    continue;
                                };
                                if tx.id != ty.id {
                                    continue;
                                }
                                format!(
                                    "{} = {} if {c} else {}",
                                    tx.id,
                                    branch(self.src, &x.value),
                                    branch(self.src, &y.value)
                                )
                            }
                            _ => continue,
                        };
                    if after.contains('\n') || after.contains('#') {
                        continue;
                    }
                    self.push(RewriteKind::ConditionalExpression, Self::whole(iff, after));
                }
                _ => {}
            }
        }
    }

    /// `for i in range(len(xs)):` reading `xs` only as `xs[i]`.
    fn enumerate_loop(
        &mut self,
        f: &ruff_python_ast::StmtFor,
        after_loop: &[(&str, ExprContext, TextRange)],
    ) {
        let (Expr::Name(i), Expr::Call(call)) = (&*f.target, &*f.iter) else {
            return;
        };
        if !matches!(&*call.func, Expr::Name(n) if n.id.as_str() == "range") || !f.orelse.is_empty() {
            return;
        }
        let [Expr::Call(len)] = &*call.arguments.args else {
            return;
        };
        let [Expr::Name(xs)] = &*len.arguments.args else {
            return;
        };
        if !matches!(&*len.func, Expr::Name(n) if n.id.as_str() == "len") {
            return;
        }
        // every `xs` in the body is the value of a load `xs[i]`
        struct Uses<'s> {
            xs: &'s str,
            i: &'s str,
            subscripts: Vec<TextRange>,
            other_xs: usize,
            i_stored: bool,
        }
        impl<'a> SourceOrderVisitor<'a> for Uses<'_> {
            fn visit_expr(&mut self, expr: &'a Expr) {
                if let Expr::Subscript(s) = expr {
                    let value_is_xs = matches!(&*s.value, Expr::Name(n) if n.id.as_str() == self.xs);
                    let index_is_i = matches!(&*s.slice, Expr::Name(n) if n.id.as_str() == self.i);
                    if value_is_xs && index_is_i && s.ctx == ExprContext::Load {
                        self.subscripts.push(s.range);
                        return;
                    }
                }
                if let Expr::Name(n) = expr {
                    if n.id.as_str() == self.xs {
                        self.other_xs += 1;
                    }
                    if n.id.as_str() == self.i && n.ctx != ExprContext::Load {
                        self.i_stored = true;
                    }
                }
                source_order::walk_expr(self, expr);
            }
        }
        let mut uses = Uses {
            xs: xs.id.as_str(),
            i: i.id.as_str(),
            subscripts: Vec::new(),
            other_xs: 0,
            i_stored: false,
        };
        uses.visit_body(&f.body);
        if uses.subscripts.is_empty() || uses.other_xs > 0 || uses.i_stored {
            return;
        }
        let body_names = names_in(&f.body);
        let taken =
            |s: &str| self.idents.contains(s) || body_names.iter().any(|n| n.0 == s) || BUILTINS.contains(&s);
        let stem = xs.id.as_str();
        let candidates = [
            stem.strip_suffix("es").filter(|s| s.ends_with('s') || s.ends_with('x')).map(str::to_string),
            stem.strip_suffix('s').filter(|s| s.len() >= 2).map(str::to_string),
            Some("item".to_string()),
            Some("element".to_string()),
        ];
        let Some(item) = candidates.into_iter().flatten().find(|c| !taken(c)) else {
            return;
        };
        let i_used_elsewhere = body_names.iter().filter(|n| n.0 == i.id.as_str()).count()
            > uses.subscripts.len()
            || after_loop.iter().any(|n| n.0 == i.id.as_str());
        let header_start = usize::from(f.target.start());
        let header_end = usize::from(f.iter.end());
        let head = if i_used_elsewhere {
            format!("{}, {item} in enumerate({})", i.id, xs.id)
        } else {
            format!("{item} in {}", xs.id)
        };
        let mut edits = vec![(header_start, header_end, head)];
        edits.extend(
            uses.subscripts.iter().map(|r| (usize::from(r.start()), usize::from(r.end()), item.clone())),
        );
        self.push(RewriteKind::EnumerateLoop, edits);
    }

    /// `for i in range(a, b):` → a `while` loop.
    fn for_to_while(&mut self, f: &ruff_python_ast::StmtFor, after_loop: &[(&str, ExprContext, TextRange)]) {
        let (Expr::Name(i), Expr::Call(call)) = (&*f.target, &*f.iter) else {
            return;
        };
        if !matches!(&*call.func, Expr::Name(n) if n.id.as_str() == "range")
            || !f.orelse.is_empty()
            || !call.arguments.keywords.is_empty()
            || contains_continue(&f.body)
        {
            return;
        }
        let (start, stop) = match &*call.arguments.args {
            [stop] => ("0".to_string(), stop),
            [start, stop] => (text(self.src, start).to_string(), stop),
            _ => return,
        };
        // the bound is evaluated once by `range` and every iteration by `while`: none of its
        // names may occur in the body.
        match stop {
            Expr::Name(_) | Expr::NumberLiteral(_) | Expr::BinOp(_) => {}
            Expr::Call(c) if matches!(&*c.func, Expr::Name(n) if n.id.as_str() == "len") => {}
            _ => return,
        }
        let body_names = names_in(&f.body);
        let bound_names = names_in_expr(stop);
        if bound_names.iter().any(|b| *b != "len" && body_names.iter().any(|n| n.0 == *b)) {
            return;
        }
        if body_names.iter().any(|n| n.0 == i.id.as_str() && n.1 != ExprContext::Load)
            || after_loop.iter().any(|n| n.0 == i.id.as_str())
        {
            return;
        }
        let Some(last) = f.body.last() else {
            return;
        };
        if matches!(last, Stmt::Return(_) | Stmt::Break(_) | Stmt::Raise(_)) {
            return;
        }
        let for_start = usize::from(f.start());
        let indent = indent_of(self.src, for_start);
        if !indent.chars().all(|c| c == ' ') {
            return;
        }
        let body_start = usize::from(f.body[0].start());
        let body_indent = indent_of(self.src, body_start);
        if !body_indent.chars().all(|c| c == ' ') || body_indent.len() <= indent.len() {
            return; // a one-line `for ...: body`
        }
        // the header runs to the colon before the body's line
        let iter_end = usize::from(f.iter.end());
        let Some(colon) = self.src[iter_end..body_start].find(':').map(|c| c + iter_end) else {
            return;
        };
        if !self.src[iter_end..colon].trim().is_empty() {
            return;
        }
        let header = format!("{i} = {start}\n{indent}while {i} < {}", text(self.src, stop), i = i.id);
        let last_end = usize::from(last.end());
        let edits =
            vec![(for_start, colon, header), (last_end, last_end, format!("\n{body_indent}{} += 1", i.id))];
        self.push(RewriteKind::ForToWhile, edits);
    }
}

impl<'a> SourceOrderVisitor<'a> for Sites<'a> {
    fn visit_body(&mut self, body: &'a [Stmt]) {
        self.conditional(body);
        for (k, stmt) in body.iter().enumerate() {
            if let Stmt::For(f) = stmt {
                let after = names_in(&body[k + 1..]);
                self.enumerate_loop(f, &after);
                self.for_to_while(f, &after);
            }
        }
        source_order::walk_body(self, body);
    }

    fn visit_stmt(&mut self, stmt: &'a Stmt) {
        match stmt {
            Stmt::AugAssign(aug) => self.augmented(aug),
            Stmt::Assign(assign) => self.assign(assign),
            Stmt::If(iff) => {
                self.truthiness(&iff.test);
                for clause in &iff.elif_else_clauses {
                    if let Some(t) = &clause.test {
                        self.truthiness(t);
                    }
                }
            }
            Stmt::While(w) => self.truthiness(&w.test),
            _ => {}
        }
        source_order::walk_stmt(self, stmt);
    }

    fn visit_annotation(&mut self, _expr: &'a Expr) {}

    fn visit_expr(&mut self, expr: &'a Expr) {
        match expr {
            Expr::Compare(cmp) => self.compare(cmp),
            Expr::Name(n) => {
                self.names.entry(n.id.to_string()).or_default().push(n.range);
                if n.ctx != ExprContext::Load {
                    self.stored.insert(n.id.to_string());
                }
            }
            _ => {}
        }
        source_order::walk_expr(self, expr);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each site of `source` applied alone, as (kind, code).
    fn singles(source: &str) -> Vec<(RewriteKind, String)> {
        rewrite_sites(source).iter().filter_map(|r| apply(source, &[r]).map(|(c, _)| (r.kind, c))).collect()
    }

    fn has(source: &str, kind: RewriteKind, expected: &str) -> bool {
        singles(source).iter().any(|(k, c)| *k == kind && c.contains(expected))
    }

    #[test]
    fn every_kind_is_proposed_where_it_preserves_behaviour() {
        let cases: &[(&str, RewriteKind, &str)] = &[
            ("def f(a, b):\n    if 0 < a and a < b:\n        return a\n    return b\n", RewriteKind::MirrorComparison, "a > 0 and"),
            ("def f(a, b):\n    if 0 < a and a < b:\n        return a\n    return b\n", RewriteKind::MirrorComparison, "b > a:"),
            ("def f(a, b):\n    if 0 < a and a < b:\n        return a\n    return b\n", RewriteKind::ConditionalExpression, "    return a if 0 < a and a < b else b\n"),
            ("def f(x, a, b):\n    x -= a + b\n    return x\n", RewriteKind::AugmentedToPlain, "x = x - (a + b)"),
            ("def f(x, a):\n    x = x * a\n    return x\n", RewriteKind::PlainToAugmented, "x *= a"),
            ("def f(xs):\n    if len(xs) == 0:\n        return None\n    return xs\n", RewriteKind::LengthTruthiness, "if not xs:"),
            ("def f(xs):\n    while len(xs) > 0:\n        xs = xs[1:]\n    return xs\n", RewriteKind::LengthTruthiness, "while xs:"),
            ("def f(words):\n    total = 0\n    for i in range(len(words)):\n        total += len(words[i])\n    return total\n", RewriteKind::EnumerateLoop, "for word in words:\n        total += len(word)\n"),
            ("def f(words):\n    out = []\n    for i in range(len(words)):\n        out.append((i, words[i]))\n    return out\n", RewriteKind::EnumerateLoop, "for i, word in enumerate(words):\n        out.append((i, word))"),
            ("def f(n):\n    out = []\n    for i in range(1, n):\n        out.append(i)\n    return out\n", RewriteKind::ForToWhile, "    i = 1\n    while i < n:\n        out.append(i)\n        i += 1\n    return out\n"),
            ("def f(n):\n    result = 0\n    for i in range(n):\n        result += i\n    return result\n", RewriteKind::RenameLocal, "    res = 0\n    for i in range(n):\n        res += i\n    return res\n"),
        ];
        for (source, kind, expected) in cases {
            assert!(
                has(source, *kind, expected),
                "{kind} on {source:?}: expected {expected:?} in {:#?}",
                singles(source)
            );
        }
    }

    #[test]
    fn no_rewrite_where_it_could_change_behaviour() {
        let cases: &[(&str, RewriteKind)] = &[
            // a constant would land on the left (`0 > x`), and `in` has no mirror
            ("def f(x, s):\n    return x < 0 or x in s\n", RewriteKind::MirrorComparison),
            // a conditional expression as an operand: mirroring would re-associate it
            ("def f(a, b, c):\n    return (a if c else b) < b\n", RewriteKind::MirrorComparison),
            // `continue` skips a while loop's increment
            ("def f(n):\n    out = []\n    for i in range(n):\n        if i == 2:\n            continue\n        out.append(i)\n    return out\n", RewriteKind::ForToWhile),
            // the bound changes in the body: range() read it once
            ("def f(xs):\n    for i in range(len(xs)):\n        xs.append(i)\n    return xs\n", RewriteKind::ForToWhile),
            // `i` is read after the loop (its last value differs)
            ("def f(n):\n    t = 0\n    for i in range(n):\n        t = t + i\n    return i\n", RewriteKind::ForToWhile),
            // the list is written in the body
            ("def f(xs):\n    for i in range(len(xs)):\n        xs[i] = xs[i] * 2\n    return xs\n", RewriteKind::EnumerateLoop),
            // parameters, attributes and keywords are never renamed
            ("def f(result, count=1):\n    return result.count(count)\n", RewriteKind::RenameLocal),
        ];
        for (source, kind) in cases {
            let found: Vec<String> =
                singles(source).into_iter().filter(|(k, _)| k == kind).map(|(_, c)| c).collect();
            assert!(found.is_empty(), "{kind} proposed on {source:?}: {found:#?}");
        }
    }

    #[test]
    fn overlapping_rewrites_are_skipped_and_results_parse() {
        let source =
            "def f(a, b):\n    result = 0\n    if result < b:\n        result += a\n    return result\n";
        let sites = rewrite_sites(source);
        let all: Vec<&Rewrite> = sites.iter().collect();
        let (code, kinds) = apply(source, &all).expect("a rewrite");
        assert!(parse_module(&code).is_ok());
        assert!(kinds.len() < sites.len(), "the rename overlaps the mirrored comparison: {kinds:?}");
        assert_eq!(apply(source, &[]), None, "no edit is no rewrite");
    }
}
