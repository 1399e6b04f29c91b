//! The groups of `data/release-plus`: several correct implementations per query and distractors
//! placed so that the group's centre is not given away.
//!
//! **Why the centre matters.** In a group of one correct snippet `A` and single edits of `A`,
//! `A` is the centre of a star: it is the edit-distance medoid and wins a token-majority vote
//! (99.8 % / 88.7 % on `data/release`). Adding a rewrite `R` of `A` next to `A` does not help
//! while the distractors are edits of `A`: `A` stays the centre.
//!
//! **The lattice.** The rewrite sites of the canonical ([`crate::rewrite`]) are split into two
//! blocks (alternate sites in source order). Applying none, the first, the second or both gives
//! four correct implementations on the corners of a square: `00` (the canonical), `10`, `01`,
//! `11` (the full rewrite). Opposite corners are `A + B` apart (the blocks' edit weights),
//! adjacent ones `A` or `B`. A group shows `00` and `11` (the correct snippets), one edit of `10`
//! and one of `01` (implementations that are never shown), and a fifth member, an edit of one
//! corner ([`extra_corner`]). Without the fifth member every corner's total distance to the
//! others is `2(A + B)`: no member is the centre; the fifth member makes its corner the centre
//! (its total drops by the distance it saves), and of the two members on that corner the
//! unedited one, if shown, wins. So the centre is the canonical or the rewrite when the fifth
//! member is an edit of one of them, and a distractor otherwise: the fifth member's corner is
//! drawn (seeded by the function name) so that the centre is a correct snippet in 2 of 5 groups,
//! the share of correct snippets in a group — chance, for the medoid and for the "anything but
//! the medoid" rule alike.

use crate::audit::{char_distance, token_distance};
use crate::mutate::Mutant;
use crate::rewrite::{apply, rewrite_sites, Rewrite, RewriteKind};
use execretrieval_core::bm25::Bm25Index;
use execretrieval_core::tokenize::tokenize;
use serde::{Deserialize, Serialize};
use std::collections::HashSet;

/// A corner of the lattice (see the module documentation).
#[derive(Serialize, Deserialize, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
#[serde(rename_all = "snake_case")]
pub enum Corner {
    /// `00`: the canonical (shown).
    Canonical,
    /// `11`: every rewrite site applied (shown).
    Rewrite,
    /// `10`: the first block only (never shown; its edits are distractors).
    FirstBlock,
    /// `01`: the second block only (never shown).
    SecondBlock,
}

impl Corner {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Canonical => "canonical",
            Self::Rewrite => "rewrite",
            Self::FirstBlock => "first_block",
            Self::SecondBlock => "second_block",
        }
    }
    /// Whether the corner's implementation is shown as a correct snippet.
    pub fn shown(self) -> bool {
        matches!(self, Self::Canonical | Self::Rewrite)
    }
}

impl std::fmt::Display for Corner {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

/// The four correct implementations of a task (the corners of its lattice).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Implementations {
    pub canonical: String,
    pub rewrite: String,
    pub first_block: String,
    pub second_block: String,
    /// The rewrite kinds of each block, in source order.
    pub first_kinds: Vec<RewriteKind>,
    pub second_kinds: Vec<RewriteKind>,
}

impl Implementations {
    pub fn code(&self, corner: Corner) -> &str {
        match corner {
            Corner::Canonical => &self.canonical,
            Corner::Rewrite => &self.rewrite,
            Corner::FirstBlock => &self.first_block,
            Corner::SecondBlock => &self.second_block,
        }
    }
    /// The kinds applied in the full rewrite.
    pub fn rewrite_kinds(&self) -> Vec<RewriteKind> {
        let mut k = self.first_kinds.clone();
        k.extend(&self.second_kinds);
        k.sort();
        k
    }
}

/// Least token and character distance between the canonical and each block's corner: below
/// it a mutation's own edit (one or two tokens) would be as far as a block, and the centre
/// would fall back to the correct snippets.
pub const MIN_BLOCK_TOKENS: usize = 4;
pub const MIN_BLOCK_CHARS: usize = 8;

/// One block of rewrites: structural sites of the canonical, then renames of these names.
struct Block<'r> {
    structural: Vec<&'r Rewrite>,
    renames: Vec<&'r str>,
}

/// `canonical` with `blocks` applied: their structural rewrites first, then their renames,
/// found again on the rewritten source (a structural rewrite rewrites text a rename touches).
fn apply_blocks(canonical: &str, blocks: &[&Block]) -> Option<(String, Vec<RewriteKind>)> {
    let structural: Vec<&Rewrite> = blocks.iter().flat_map(|b| b.structural.iter().copied()).collect();
    let n_structural = structural.len();
    let (mid, mut kinds) = if structural.is_empty() {
        (canonical.to_string(), Vec::new())
    } else {
        apply(canonical, &structural)?
    };
    if kinds.len() != n_structural {
        return None;
    }
    let names: Vec<&str> = blocks.iter().flat_map(|b| b.renames.iter().copied()).collect();
    if names.is_empty() {
        return Some((mid, kinds));
    }
    let sites = rewrite_sites(&mid);
    let renames: Vec<&Rewrite> =
        sites.iter().filter(|r| r.renamed.as_deref().is_some_and(|n| names.contains(&n))).collect();
    // A name a structural rewrite removed (`i` of an enumerate loop) is not renamed.
    if renames.is_empty() {
        return Some((mid, kinds));
    }
    let (out, more) = apply(&mid, &renames)?;
    if more.len() != renames.len() {
        return None;
    }
    kinds.extend(more);
    kinds.sort();
    Some((out, kinds))
}

fn overlaps(a: &Rewrite, b: &Rewrite) -> bool {
    a.edits
        .iter()
        .any(|&(s, e, _)| b.edits.iter().any(|&(s2, e2, _)| s < e2.max(s2 + 1) && s2 < e.max(s + 1)))
}

/// What the lattice is balanced against: the query's words, as the BM25 retriever sees them
/// (the index of the source release's corpus: its document frequencies and average length).
pub struct Lexical<'a> {
    pub index: &'a Bm25Index,
    pub query: &'a str,
    /// Whether the corner the query's BM25 score puts on top should be a shown one (the draw of
    /// [`lexical_top_shown`]).
    pub top_shown: bool,
}

/// Whether a rename changes the snippet's words that are also the query's: the old and the new
/// name's tokens (the BM25 tokenizer's: the whole identifier and its parts) that occur in the
/// query differ (`count` → `cnt` with "count" in the query does; `stop_words` →
/// `stop_words_value` keeps "stop" and "words" and does not, unless the query says "value").
fn rename_touches_query(r: &Rewrite, query_tokens: &HashSet<String>) -> bool {
    let new = r.edits.first().map(|e| e.2.as_str()).unwrap_or("");
    let in_query = |name: &str| {
        let mut t: Vec<String> = tokenize(name).into_iter().filter(|t| query_tokens.contains(t)).collect();
        t.sort();
        t
    };
    in_query(r.renamed.as_deref().unwrap_or("")) != in_query(new)
}

/// The four corners of one split of `units` (`side[i]`: the block of unit `i`, 0 or 1; 2: not
/// used), or `None` when a corner fails to apply, a block is too light or two corners coincide.
fn corners_of(canonical: &str, units: &[&Rewrite], side: &[usize]) -> Option<Implementations> {
    let mut blocks = [
        Block { structural: Vec::new(), renames: Vec::new() },
        Block { structural: Vec::new(), renames: Vec::new() },
    ];
    for (r, &b) in units.iter().zip(side).filter(|(_, &b)| b < 2) {
        match &r.renamed {
            Some(name) => blocks[b].renames.push(name),
            None => blocks[b].structural.push(r),
        }
    }
    for b in &mut blocks {
        b.structural.sort_by_key(|r| r.edits.first().map(|e| e.0));
    }
    let (first_block, first_kinds) = apply_blocks(canonical, &[&blocks[0]])?;
    let (second_block, second_kinds) = apply_blocks(canonical, &[&blocks[1]])?;
    let (rewrite, _) = apply_blocks(canonical, &[&blocks[0], &blocks[1]])?;
    for corner in [&first_block, &second_block] {
        if token_distance(canonical, corner) < MIN_BLOCK_TOKENS
            || char_distance(canonical, corner) < MIN_BLOCK_CHARS
        {
            return None;
        }
    }
    let codes = [canonical, &rewrite, &first_block, &second_block];
    if (0..4).any(|i| (i + 1..4).any(|j| codes[i] == codes[j])) {
        return None;
    }
    Some(Implementations {
        canonical: canonical.to_string(),
        rewrite,
        first_block,
        second_block,
        first_kinds,
        second_kinds,
    })
}

/// Whether the corner with the highest BM25 score for the query is a shown one (`Some(true)`),
/// a hidden one (`Some(false)`), or a shown and a hidden corner tie for it (`None`).
pub fn lexical_top_is_shown(imp: &Implementations, lex: &Lexical) -> Option<bool> {
    let score = |c: Corner| lex.index.score_text(lex.query, imp.code(c));
    let corners = [Corner::Canonical, Corner::Rewrite, Corner::FirstBlock, Corner::SecondBlock];
    let scores: Vec<f64> = corners.iter().map(|&c| score(c)).collect();
    let best = scores.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    let top: Vec<bool> =
        corners.iter().zip(&scores).filter(|(_, &s)| s == best).map(|(c, _)| c.shown()).collect();
    if top.iter().all(|&s| s) {
        Some(true)
    } else if top.iter().all(|&s| !s) {
        Some(false)
    } else {
        None
    }
}

/// The lattice of `canonical`: its rewrite sites split into two blocks of about equal weight
/// (heaviest first, each to the lighter block), each block at least [`MIN_BLOCK_TOKENS`] tokens
/// and [`MIN_BLOCK_CHARS`] characters from the canonical, all four corners distinct parseable
/// sources.
///
/// **Against the query's words** (`lexical`, the lexical shortcut of release-plus v1: the
/// canonical was the group's BM25 top in most groups, as the query was written with its names
/// and the rewrite renamed them): a rename that changes which of the query's words the snippet
/// has ([`rename_touches_query`]) is not used, and among the splits — the balanced one first,
/// then each unit moved to the other block, each pair of units exchanged, each unit left out,
/// each unit left out and another moved — the first whose BM25-top corner is of the class
/// [`lexical_top_shown`] drew (shown or hidden) is taken; if none is, the first whose top is a
/// tie between a shown and a hidden corner; if none is, the balanced split. The medoid's balance
/// does not depend on the split (every corner's total distance is `2(A + B)` for any block
/// weights `A`, `B`).
pub fn implementations(canonical: &str, lexical: Option<&Lexical>) -> Option<Implementations> {
    let sites = rewrite_sites(canonical);
    let query_tokens: HashSet<String> =
        lexical.map(|l| tokenize(l.query).into_iter().collect()).unwrap_or_default();
    let mut order: Vec<&Rewrite> =
        sites.iter().filter(|r| r.renamed.is_none() || !rename_touches_query(r, &query_tokens)).collect();
    order.sort_by_key(|r| std::cmp::Reverse(r.weight()));
    let mut units: Vec<&Rewrite> = Vec::new();
    let mut side: Vec<usize> = Vec::new();
    let mut weights = [0usize; 2];
    for r in order {
        // Structural rewrites that touch the same text cannot both apply (the heavier stays);
        // renames are found again after them.
        if r.renamed.is_none() && units.iter().any(|k| k.renamed.is_none() && overlaps(k, r)) {
            continue;
        }
        let b = usize::from(weights[1] < weights[0]);
        weights[b] += r.weight();
        units.push(r);
        side.push(b);
    }
    let Some(lex) = lexical else {
        return corners_of(canonical, &units, &side);
    };
    // Candidate splits (`side[i]`: 0 or 1 a block, 2 not used), the balanced one first.
    let n = units.len();
    let with = |changes: &[(usize, usize)]| {
        let mut s = side.clone();
        for &(i, b) in changes {
            s[i] = b;
        }
        s
    };
    let mut candidates = vec![side.clone()];
    candidates.extend((0..n).map(|i| with(&[(i, 1 - side[i])])));
    for i in 0..n {
        for j in i + 1..n {
            if side[i] != side[j] {
                candidates.push(with(&[(i, side[j]), (j, side[i])]));
            }
        }
    }
    candidates.extend((0..n).map(|i| with(&[(i, 2)])));
    for i in 0..n {
        for j in (0..n).filter(|&j| j != i) {
            candidates.push(with(&[(i, 2), (j, 1 - side[j])]));
        }
    }
    // The first candidate of the drawn class; else the first whose top is a tie between the
    // classes; else the balanced split.
    let mut tie = None;
    let mut first = None;
    for candidate in candidates {
        let Some(imp) = corners_of(canonical, &units, &candidate) else {
            continue;
        };
        match lexical_top_is_shown(&imp, lex) {
            Some(top) if top == lex.top_shown => return Some(imp),
            None if tie.is_none() => tie = Some(imp),
            _ => {
                first.get_or_insert(imp);
            }
        }
    }
    tie.or(first)
}

/// The class of corner a query's BM25 score should put on top (seeded by the function name,
/// independently of [`extra_corner`]): a shown one in 1 of 5 groups. Not 2 of 5, the share of
/// correct snippets in a group: most splits tie a shown and a hidden corner at the top (the
/// rewrites change no query word), and the group's top is then decided by the distractors'
/// edits, which lengthen a snippet (`n` → `n + 1`) more often than they shorten it, so a tie
/// resolves towards the unedited correct snippet. Measured on release-plus (the group's BM25 top
/// a correct snippet): 47.0 % with 2 of 5, 44.7 % with 1 of 5, chance 40 %.
pub fn lexical_top_shown(function: &str) -> bool {
    fnv1a(&format!("lexical-top:{function}")) % 5 < 1
}

/// FNV-1a of `key` (a stable seed, independent of the platform and of std's hasher).
fn fnv1a(key: &str) -> u64 {
    key.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3))
}

/// The corner of a group's fifth member: in 2 of 5 draws a shown (correct) corner, so the
/// centre is a correct snippet at the rate of chance (2 correct of 5).
pub fn extra_corner(function: &str) -> Corner {
    match fnv1a(function) % 10 {
        0 | 1 => Corner::Canonical,
        2 | 3 => Corner::Rewrite,
        4..=6 => Corner::FirstBlock,
        _ => Corner::SecondBlock,
    }
}

/// The corners of a group's three distractors, in order: the two hidden corners, then the
/// fifth member's.
pub fn distractor_corners(function: &str) -> [Corner; 3] {
    [Corner::FirstBlock, Corner::SecondBlock, extra_corner(function)]
}

/// The mutant of `variant` that makes the same slip as `edit` of the canonical: the same operator
/// and the same before/after text (the rewrite may have renamed names inside it, so the text is
/// compared after the operator), on the nearest line; else the same operator on the nearest line.
pub fn transfer<'m>(edit: &Mutant, variant_mutants: &'m [Mutant]) -> Option<&'m Mutant> {
    let same_op = variant_mutants.iter().filter(|m| m.operator == edit.operator);
    let exact = same_op
        .clone()
        .filter(|m| m.before == edit.before && m.after == edit.after)
        .min_by_key(|m| (m.line.abs_diff(edit.line), m.start));
    exact.or_else(|| same_op.min_by_key(|m| (m.line.abs_diff(edit.line), m.start)))
}

#[cfg(test)]
mod tests {
    use super::*;

    const CANONICAL: &str = "def f(words, limit):\n    result = []\n    count = 0\n    for i in range(len(words)):\n        if len(words[i]) > limit:\n            count += 1\n            result.append(words[i])\n    if count == 0:\n        return None\n    return result\n";

    #[test]
    fn a_lattice_has_four_distinct_corners_and_the_full_rewrite_is_both_blocks() {
        let imp = implementations(CANONICAL, None).expect("a lattice");
        let codes = [&imp.canonical, &imp.rewrite, &imp.first_block, &imp.second_block];
        for i in 0..4 {
            for j in i + 1..4 {
                assert_ne!(codes[i], codes[j]);
            }
        }
        for corner in [&imp.first_block, &imp.second_block] {
            assert!(token_distance(CANONICAL, corner) >= MIN_BLOCK_TOKENS, "{corner}");
        }
        // opposite corners are further apart than adjacent ones
        let d = |a: &str, b: &str| char_distance(a, b);
        assert!(d(&imp.canonical, &imp.rewrite) > d(&imp.canonical, &imp.first_block));
        assert!(d(&imp.canonical, &imp.rewrite) > d(&imp.canonical, &imp.second_block));
    }

    #[test]
    fn the_lattice_keeps_the_querys_words_and_puts_the_drawn_class_on_top() {
        let query = "Return the words longer than limit, or None when there is no such word; count them";
        let index = Bm25Index::new(&[CANONICAL, "def g(x):\n    return x\n"], 1.5, 0.75);
        let plain = implementations(CANONICAL, None).expect("a lattice");
        // without the query the rewrite renames `count`
        assert!(!plain.rewrite.contains("count"), "{}", plain.rewrite);
        for top_shown in [true, false] {
            let lex = Lexical { index: &index, query, top_shown };
            let imp = implementations(CANONICAL, Some(&lex)).expect("a lattice");
            for c in [Corner::Rewrite, Corner::FirstBlock, Corner::SecondBlock] {
                let code = imp.code(c);
                assert!(code.contains("count = 0") && code.contains("words"), "{c}: {code}");
            }
            assert_eq!(lexical_top_is_shown(&imp, &lex), Some(top_shown), "{imp:?}");
        }
    }

    #[test]
    fn the_lexical_draw_is_shown_in_one_of_five_groups() {
        let n = 5000;
        let shown = (0..n).filter(|i| lexical_top_shown(&format!("task_{i}"))).count();
        assert!((shown as f64 / n as f64 - 0.2).abs() < 0.03, "{shown}");
    }

    #[test]
    fn a_snippet_without_two_blocks_has_no_lattice() {
        assert_eq!(implementations("def f(x):\n    return x\n", None), None);
    }

    #[test]
    fn the_fifth_member_is_on_a_shown_corner_in_two_of_five_groups() {
        let n = 5000;
        let shown = (0..n).filter(|i| extra_corner(&format!("task_{i}")).shown()).count();
        let share = shown as f64 / n as f64;
        assert!((share - 0.4).abs() < 0.03, "{share}");
        assert_eq!(extra_corner("task_1"), extra_corner("task_1"));
    }
}
