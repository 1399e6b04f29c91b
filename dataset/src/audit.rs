//! The tells of a release's groups (a query's correct snippets and its distractors), computed
//! from the release files alone so that `check` reports them for any release and `build` writes
//! them into `validation.json` (`group_audit`):
//!
//! - **constant code**: distractors with no-op or constant code that none of the group's correct
//!   snippets has, per pattern ([`crate::constant`], the detector the mutation engine discards
//!   with);
//! - **unnatural families**: distractors whose edit is one of the engine's unnatural families
//!   ([`Unnatural`]), recognised by re-deriving the edit from the implementation it was made on
//!   ([`classify_edit`], or release-plus's written slips, [`written_slips`], which are in no
//!   unnatural family); an edit neither makes (model-written, another engine version) is counted
//!   as unclassified;
//! - **opposite pairs**: two distractors of a group moving the same token in opposite
//!   directions ([`opposite_edits`]);
//! - **shortcut rates**: how often a system that only compares the snippets of a group with each
//!   other picks a correct one — the character and token edit-distance medoids and a token
//!   majority vote — against chance (the share of correct snippets in the group); and the
//!   **lexical** shortcut: the group's snippet with the highest BM25 score for the query (the
//!   BM25 retriever over the release's whole corpus, restricted to the group), which finds the
//!   snippet that keeps the query's words. Ties are split: a pick among `k` tied snippets of
//!   which `c` are correct counts `c / k`.
//!
//! The token majority vote: every snippet's token trigrams (tokens: identifiers and numbers as
//! one token, every other non-blank character as one); a trigram is in the minority when at most
//! half of the group's snippets contain it; the vote picks the snippet with the fewest minority
//! trigrams (a one-edit distractor carries the trigrams of its edit alone, its centre does not).

use crate::constant::new_constant_patterns;
use crate::mutate::{classify_edit, opposite_edits, MutationOperator};
use crate::shape::{group_shape, learned_classifier};
use crate::slips::written_slips;
use execretrieval_core::bm25::{Bm25Index, DEFAULT_B, DEFAULT_K1};
use execretrieval_core::release::{CorpusRecord, DistractorRecord, Label, QueryRecord};
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet, HashMap};

/// The tells of a release (`validation.json` → `group_audit`, and `check`'s report).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct GroupAudit {
    pub queries: usize,
    pub distractors: usize,
    /// Distractors whose edit adds no-op or constant code (0 in a sound release).
    pub constant_code_distractors: usize,
    /// The same, per pattern (`arithmetic_identity`, `negative_zero`, ...; a distractor with
    /// two patterns counts under both).
    pub constant_code_per_pattern: BTreeMap<String, usize>,
    /// Their corpus ids (at most 50, in id order).
    pub constant_code_examples: Vec<String>,
    /// Distractors in an unnatural edit family.
    pub unnatural_distractors: usize,
    pub unnatural_share: f64,
    pub unnatural_per_family: BTreeMap<String, usize>,
    /// Distractors whose edit the mutation engine does not make (not classified).
    pub unclassified_distractors: usize,
    /// Pairs of distractors of one group that move the same token in opposite directions.
    pub opposite_pairs: usize,
    /// The queries with such a pair.
    pub opposite_pair_queries: Vec<String>,
    /// Queries with two or more correct snippets.
    pub queries_with_several_correct: usize,
    /// Queries whose `metadata.implementations` shows two or more authored implementations
    /// (release-plus v3), besides the canonical or instead of it (a canonical with no gate-passing
    /// slip is not shown), and the similarity of each to its canonical where the canonical is
    /// shown ([`similarity`]).
    #[serde(default)]
    pub queries_with_two_authored: usize,
    #[serde(default)]
    pub authored_similarity_to_canonical: Quantiles,
    pub shortcuts: ShortcutRates,
}

/// Quantiles of a similarity distribution.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Quantiles {
    pub n: usize,
    pub median: f64,
    pub p90: f64,
    pub max: f64,
    /// How many are at least 0.8 (the ceiling).
    pub at_least_0_8: usize,
}

impl Quantiles {
    pub fn of(mut xs: Vec<f64>) -> Self {
        xs.sort_by(f64::total_cmp);
        let n = xs.len();
        if n == 0 {
            return Self::default();
        }
        let r = |x: f64| (x * 1e4).round() / 1e4;
        Self {
            n,
            median: r(xs[n / 2]),
            p90: r(xs[(n * 9 / 10).min(n - 1)]),
            max: r(xs[n - 1]),
            at_least_0_8: xs.iter().filter(|&&x| x >= 0.8).count(),
        }
    }
}

/// How often group-only heuristics pick a correct snippet (shares of the queries).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct ShortcutRates {
    /// Mean over the groups of the share of correct snippets in the group.
    pub chance: f64,
    /// The snippet with the least total Levenshtein distance (characters) to the others.
    pub char_medoid: f64,
    /// The same over tokens.
    pub token_medoid: f64,
    /// The token majority vote (see the module documentation).
    pub token_majority: f64,
    /// The group's snippet with the highest BM25 score for the query (added with
    /// `data/release-plus`'s lexical-shortcut fix; absent, 0, in older files).
    #[serde(default)]
    pub query_bm25: f64,
    /// The battery of shape-only rules ([`group_shape`], [`learned_classifier`]): each rule's
    /// share of groups where it picks a correct snippet, by rule name. None reads the query.
    #[serde(default)]
    pub rules: BTreeMap<String, f64>,
    /// The rule with the highest share and that share (the number the release is judged by:
    /// within chance + 0.05).
    #[serde(default)]
    pub worst_rule: String,
    #[serde(default)]
    pub worst_rule_share: f64,
}

fn round6(x: f64) -> f64 {
    (x * 1e6).round() / 1e6
}

/// Identifiers and numbers as one token, every other non-blank character as one.
pub(crate) fn tokens(code: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut start: Option<usize> = None;
    for (i, c) in code.char_indices() {
        let word = c.is_alphanumeric() || c == '_';
        match (word, start) {
            (true, None) => start = Some(i),
            (true, Some(_)) => {}
            (false, s) => {
                if let Some(s) = s {
                    out.push(&code[s..i]);
                    start = None;
                }
                if !c.is_whitespace() {
                    out.push(&code[i..i + c.len_utf8()]);
                }
            }
        }
    }
    if let Some(s) = start {
        out.push(&code[s..]);
    }
    out
}

/// Levenshtein distance of two sequences, after dropping their common prefix and suffix (the
/// snippets of a group are near-identical, so this is where the time goes).
pub(crate) fn distance<T: PartialEq>(a: &[T], b: &[T]) -> usize {
    let prefix = a.iter().zip(b).take_while(|(x, y)| x == y).count();
    let (a, b) = (&a[prefix..], &b[prefix..]);
    let suffix = a.iter().rev().zip(b.iter().rev()).take_while(|(x, y)| x == y).count();
    let (a, b) = (&a[..a.len() - suffix], &b[..b.len() - suffix]);
    let (a, b): (Vec<&T>, Vec<&T>) = (a.iter().collect(), b.iter().collect());
    strsim::generic_levenshtein(&a, &b)
}

/// The share of correct snippets among the indices with the least `score`.
pub(crate) fn pick_share<T: PartialOrd + Copy>(scores: &[T], correct: &[bool]) -> f64 {
    let Some(&best) = scores.iter().reduce(|a, b| if b < a { b } else { a }) else {
        return 0.0;
    };
    let tied: Vec<usize> = (0..scores.len()).filter(|&i| scores[i] == best).collect();
    tied.iter().filter(|&&i| correct[i]).count() as f64 / tied.len() as f64
}

/// The implementation a distractor was edited from, to classify its edit: its recorded edit
/// undone (the source may be an implementation the release does not show, as release-plus's
/// hidden corners), else the nearest correct snippet by characters.
fn source_of(distractor: &str, meta: Option<&DistractorRecord>, correct: &[&str]) -> Option<String> {
    if let Some(loc) = meta.and_then(|m| m.location.as_ref()) {
        let end = loc.start + loc.after.len();
        if let (Some(head), Some(after), Some(tail)) =
            (distractor.get(..loc.start), distractor.get(loc.start..end), distractor.get(end..))
        {
            if after == loc.after {
                return Some(format!("{head}{}{tail}", loc.before));
            }
        }
    }
    let d: Vec<char> = distractor.chars().collect();
    correct.iter().copied().min_by_key(|c| distance(&c.chars().collect::<Vec<_>>(), &d)).map(str::to_string)
}

/// The audit of a release's groups (see the module documentation).
pub fn audit_groups(
    queries: &[QueryRecord],
    corpus: &[CorpusRecord],
    distractors: &[DistractorRecord],
) -> GroupAudit {
    // A corpus id's position in `corpus` (and in the BM25 index's documents).
    let index_of: HashMap<&str, usize> =
        corpus.iter().enumerate().map(|(i, c)| (c.corpus_id.as_str(), i)).collect();
    let by_id = |id: &str| index_of.get(id).map(|&i| (i, &corpus[i]));
    let meta: HashMap<&str, &DistractorRecord> =
        distractors.iter().map(|d| (d.corpus_id.as_str(), d)).collect();
    let docs: Vec<&str> = corpus.iter().map(|c| c.code.as_str()).collect();
    let bm25 = Bm25Index::new(&docs, DEFAULT_K1, DEFAULT_B);
    let mut a = GroupAudit { queries: queries.len(), ..Default::default() };
    let mut examples = BTreeSet::new();
    let mut rules: BTreeMap<String, f64> = BTreeMap::new();
    let mut learned = Vec::new();
    let (mut chance, mut char_medoid, mut token_medoid, mut majority, mut lexical, mut groups) =
        (0.0, 0.0, 0.0, 0.0, 0.0, 0usize);
    let mut authored_similarity = Vec::new();
    for q in queries {
        if let Some(imp) = q.implementations() {
            let code = |id: &String| by_id(id).map(|(_, c)| c.code.as_str());
            let authored: Vec<&str> = imp
                .correct
                .iter()
                .filter(|(k, _)| k.starts_with("implementation_"))
                .filter_map(|(_, id)| code(id))
                .collect();
            // Two independently written implementations shown, beside the canonical or instead of
            // it (a canonical with no gate-passing slip is not shown).
            a.queries_with_two_authored += (authored.len() >= 2) as usize;
            if let Some(canonical) = imp.correct.get(execretrieval_core::release::CANONICAL).and_then(code) {
                authored_similarity.extend(authored.iter().map(|o| similarity(canonical, o)));
            }
        }
        let correct_records: Vec<(usize, &CorpusRecord)> = q
            .correct_corpus_ids
            .iter()
            .filter_map(|id| by_id(id))
            .filter(|(_, c)| c.label == Label::Correct)
            .collect();
        let correct: Vec<&str> = correct_records.iter().map(|(_, c)| c.code.as_str()).collect();
        // The group's positions in `corpus`, in the order of `group`.
        let mut members: Vec<usize> = correct_records.iter().map(|&(i, _)| i).collect();
        a.queries_with_several_correct += (correct.len() >= 2) as usize;
        let mut edits: Vec<(usize, usize, MutationOperator)> = Vec::new();
        let mut group: Vec<&str> = correct.clone();
        for id in &q.paired_distractor_corpus_ids {
            let Some((i, c)) = by_id(id) else {
                continue;
            };
            group.push(&c.code);
            members.push(i);
            a.distractors += 1;
            let m = meta.get(id.as_str()).copied();
            let Some(source) = source_of(&c.code, m, &correct) else {
                continue;
            };
            // New constant code: what the distractor has that none of the group's correct
            // snippets has — not what it has against the implementation its recorded edit came
            // from, which would miss code changed outside that edit; a hidden implementation's
            // code is the canonical's or the rewrite's, renames included.
            let Some((first, rest)) = correct.split_first() else {
                continue;
            };
            let mut patterns = new_constant_patterns(first, &c.code);
            for other in rest {
                let new = new_constant_patterns(other, &c.code);
                patterns.retain(|p| new.contains(p));
            }
            if !patterns.is_empty() {
                a.constant_code_distractors += 1;
                examples.insert(id.clone());
            }
            for p in patterns {
                *a.constant_code_per_pattern.entry(p.to_string()).or_default() += 1;
            }
            let class = m.and_then(|m| m.location.as_ref()).and_then(|loc| {
                classify_edit(&source, loc.start, loc.end, &loc.after)
                    .or_else(|| {
                        // release-plus's written slips (not the engine's edits)
                        written_slips(&source)
                            .into_iter()
                            .find(|w| w.start == loc.start && w.end == loc.end && w.after == loc.after)
                            .map(|w| (w.operator, None))
                    })
                    .map(|k| (loc, k))
            });
            match class {
                Some((loc, (op, family))) => {
                    edits.push((loc.start, loc.end, op));
                    if let Some(f) = family {
                        a.unnatural_distractors += 1;
                        *a.unnatural_per_family.entry(f.to_string()).or_default() += 1;
                    }
                }
                None => a.unclassified_distractors += 1,
            }
        }
        let pairs = (0..edits.len())
            .flat_map(|i| (i + 1..edits.len()).map(move |j| (i, j)))
            .filter(|&(i, j)| opposite_edits(edits[i], edits[j]))
            .count();
        a.opposite_pairs += pairs;
        if pairs > 0 {
            a.opposite_pair_queries.push(q.query_id.clone());
        }
        if group.len() >= 2 && !correct.is_empty() {
            let is_correct: Vec<bool> = (0..group.len()).map(|i| i < correct.len()).collect();
            let (shares, features) = group_shape(&group, &is_correct);
            char_medoid += shares["char_medoid"];
            token_medoid += shares["token_medoid"];
            majority += shares["token_majority"];
            for (rule, share) in shares {
                *rules.entry(rule.to_string()).or_default() += share;
            }
            learned.push((q.query_id.clone(), features, is_correct.clone()));
            let scores = bm25.scores(&q.query);
            // highest score first: the least of the negated scores
            let negated: Vec<f32> = members.iter().map(|&i| -scores[i]).collect();
            lexical += pick_share(&negated, &is_correct);
            groups += 1;
            chance += correct.len() as f64 / group.len() as f64;
        }
    }
    a.authored_similarity_to_canonical = Quantiles::of(authored_similarity);
    a.constant_code_examples = examples.into_iter().take(50).collect();
    a.unnatural_share =
        if a.distractors == 0 { 0.0 } else { round6(a.unnatural_distractors as f64 / a.distractors as f64) };
    let share = |x: f64| if groups == 0 { 0.0 } else { round6(x / groups as f64) };
    let mut battery: BTreeMap<String, f64> = rules.into_iter().map(|(k, v)| (k, share(v))).collect();
    battery.insert("learned_classifier".into(), round6(learned_classifier(&learned)));
    let (worst_rule, worst_rule_share) =
        battery
            .iter()
            .fold((String::new(), 0.0), |best, (k, &v)| if v > best.1 { (k.clone(), v) } else { best });
    a.shortcuts = ShortcutRates {
        chance: share(chance),
        char_medoid: share(char_medoid),
        token_medoid: share(token_medoid),
        token_majority: share(majority),
        query_bm25: share(lexical),
        rules: battery,
        worst_rule,
        worst_rule_share,
    };
    a
}

/// Normalised character similarity of two snippets: 1 − Levenshtein(a, b) / max(|a|, |b|) over
/// their characters after [`normalise`] (the measure `data/tools/implementations.py` reports to
/// authors, and `validation.json` → `similarity`).
pub fn similarity(a: &str, b: &str) -> f64 {
    let (a, b) = (normalise(a), normalise(b));
    let (a, b): (Vec<char>, Vec<char>) = (a.chars().collect(), b.chars().collect());
    let longest = a.len().max(b.len());
    if longest == 0 {
        return 1.0;
    }
    1.0 - distance(&a, &b) as f64 / longest as f64
}

/// A snippet without comments, docstrings and blank lines, each line trimmed and every run of
/// spaces and tabs collapsed to one (a snippet that does not parse keeps its docstrings).
pub fn normalise(code: &str) -> String {
    use ruff_python_ast::token::TokenKind;
    use ruff_python_ast::{Expr, Stmt};
    use ruff_text_size::Ranged;
    let mut cut: Vec<(usize, usize)> = Vec::new();
    if let Ok(parsed) = ruff_python_parser::parse_module(code) {
        for t in parsed.tokens().iter() {
            if t.kind() == TokenKind::Comment {
                cut.push((t.start().into(), t.end().into()));
            }
        }
        fn docstrings(body: &[Stmt], cut: &mut Vec<(usize, usize)>) {
            if let Some(Stmt::Expr(e)) = body.first() {
                if matches!(*e.value, Expr::StringLiteral(_)) {
                    cut.push((e.start().into(), e.end().into()));
                }
            }
            for s in body {
                match s {
                    Stmt::FunctionDef(f) => docstrings(&f.body, cut),
                    Stmt::ClassDef(c) => docstrings(&c.body, cut),
                    _ => {}
                }
            }
        }
        docstrings(&parsed.syntax().body, &mut cut);
    } else {
        // no tokens: drop whole-line comments only
        let mut at = 0;
        for line in code.split_inclusive('\n') {
            if line.trim_start().starts_with('#') {
                cut.push((at, at + line.trim_end_matches('\n').len()));
            }
            at += line.len();
        }
    }
    cut.sort();
    let mut kept = String::with_capacity(code.len());
    let mut at = 0;
    for (s, e) in cut {
        if s >= at {
            kept.push_str(&code[at..s]);
            at = e;
        }
    }
    kept.push_str(&code[at.min(code.len())..]);
    kept.lines()
        .map(|l| l.split([' ', '\t']).filter(|w| !w.is_empty()).collect::<Vec<_>>().join(" "))
        .filter(|l| !l.is_empty())
        .collect::<Vec<_>>()
        .join("\n")
}

/// The audit as lines of text (`check` prints them on stdout).
pub fn audit_lines(a: &GroupAudit) -> Vec<String> {
    let per = |m: &BTreeMap<String, usize>| {
        if m.is_empty() {
            "none".to_string()
        } else {
            m.iter().map(|(k, v)| format!("{k} {v}")).collect::<Vec<_>>().join(", ")
        }
    };
    vec![
        format!(
            "no-op/constant distractors: {} of {} ({})",
            a.constant_code_distractors,
            a.distractors,
            per(&a.constant_code_per_pattern)
        ),
        format!(
            "unnatural-family distractors: {} ({:.2} %; {}); {} unclassified edits",
            a.unnatural_distractors,
            a.unnatural_share * 100.0,
            per(&a.unnatural_per_family),
            a.unclassified_distractors
        ),
        format!(
            "opposite-direction pairs: {} in {} queries",
            a.opposite_pairs,
            a.opposite_pair_queries.len()
        ),
        format!(
            "shortcuts pick a correct snippet: char medoid {:.1} %, token medoid {:.1} %, token majority {:.1} %, the query's BM25 top {:.1} % (chance {:.1} %); {} of {} queries have 2+ correct snippets",
            a.shortcuts.char_medoid * 100.0,
            a.shortcuts.token_medoid * 100.0,
            a.shortcuts.token_majority * 100.0,
            a.shortcuts.query_bm25 * 100.0,
            a.shortcuts.chance * 100.0,
            a.queries_with_several_correct,
            a.queries
        ),
        format!(
            "independently written implementations: {} of {} queries show two or more (besides or instead of the canonical); similarity to the canonical over {}: median {:.3}, p90 {:.3}, max {:.3}, {} at 0.8 or more",
            a.queries_with_two_authored,
            a.queries,
            a.authored_similarity_to_canonical.n,
            a.authored_similarity_to_canonical.median,
            a.authored_similarity_to_canonical.p90,
            a.authored_similarity_to_canonical.max,
            a.authored_similarity_to_canonical.at_least_0_8
        ),
        format!(
            "shape-only rules (chance {:.1} %): the best is {} at {:.1} %; learned classifier {:.1} %; {}",
            a.shortcuts.chance * 100.0,
            a.shortcuts.worst_rule,
            a.shortcuts.worst_rule_share * 100.0,
            a.shortcuts.rules.get("learned_classifier").copied().unwrap_or_default() * 100.0,
            a.shortcuts.rules.iter().map(|(k, v)| format!("{k} {:.1} %", v * 100.0)).collect::<Vec<_>>().join(", ")
        ),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn snippet(id: &str, code: &str, correct: bool) -> CorpusRecord {
        CorpusRecord {
            corpus_id: id.into(),
            code: code.into(),
            label: if correct { Label::Correct } else { Label::Incorrect },
            bug_type: None,
            source_entry_id: "f".into(),
        }
    }

    fn query(query: &str, correct: &[&str], distractors: &[&str]) -> QueryRecord {
        QueryRecord {
            correct_corpus_ids: correct.iter().map(|s| s.to_string()).collect(),
            domain: String::new(),
            entry_id: "e".into(),
            function_name: "f".into(),
            metadata: serde_json::Value::Null,
            paired_distractor_corpus_ids: distractors.iter().map(|s| s.to_string()).collect(),
            query: query.into(),
            query_id: "q_0001".into(),
            test_suite: Vec::new(),
        }
    }

    /// The lexical shortcut over one group of two correct snippets and three distractors.
    fn lexical_rate(query_text: &str, codes: [&str; 5]) -> f64 {
        let ids = ["c_0001", "c_0002", "c_0003", "c_0004", "c_0005"];
        let corpus: Vec<CorpusRecord> =
            ids.iter().zip(codes).enumerate().map(|(i, (id, c))| snippet(id, c, i < 2)).collect();
        let q = query(query_text, &ids[..2], &ids[2..]);
        let a = audit_groups(&[q], &corpus, &[]);
        assert_eq!(a.shortcuts.chance, 0.4);
        a.shortcuts.query_bm25
    }

    #[test]
    fn the_lexical_shortcut_finds_the_snippet_that_keeps_the_querys_words() {
        let q = "Count the words longer than the limit";
        let keeps = "def f(words, limit):\n    count = 0\n    for w in words:\n        if len(w) > limit:\n            count += 1\n    return count\n";
        let renamed = |name: &str, op: &str| {
            format!("def f(words, limit):\n    {name} = 0\n    for w in words:\n        if len(w) {op} limit:\n            {name} += 1\n    return {name}\n")
        };
        let (r, d1, d2, d3) =
            (renamed("cnt", ">"), renamed("cnt", ">="), renamed("tally", ">="), renamed("cnt", "<"));
        // the canonical alone says `count`: the shortcut always finds a correct snippet
        assert_eq!(lexical_rate(q, [keeps, &r, &d1, &d2, &d3]), 1.0);
        // a distractor keeps the query's word instead: it never does
        assert_eq!(lexical_rate(q, [&r, &renamed("tally", ">"), &renamed("count", ">="), &d2, &d3]), 0.0);
        // all five tie (the edits touch no word): 2 of 5, chance
        assert!((lexical_rate(q, [&r, &renamed("tally", ">"), &d1, &d2, &d3]) - 0.4).abs() < 1e-9);
    }
}
