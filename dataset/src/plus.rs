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
use serde::{Deserialize, Serialize};

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

/// The lattice of `canonical`: its rewrite sites split into two blocks of about equal weight
/// (heaviest first, each to the lighter block), each block at least [`MIN_BLOCK_TOKENS`] tokens
/// and [`MIN_BLOCK_CHARS`] characters from the canonical, all four corners distinct parseable
/// sources.
pub fn implementations(canonical: &str) -> Option<Implementations> {
    let sites = rewrite_sites(canonical);
    let mut order: Vec<&Rewrite> = sites.iter().collect();
    order.sort_by_key(|r| std::cmp::Reverse(r.weight()));
    let mut blocks = [
        Block { structural: Vec::new(), renames: Vec::new() },
        Block { structural: Vec::new(), renames: Vec::new() },
    ];
    let mut weights = [0usize; 2];
    let mut kept: Vec<&Rewrite> = Vec::new();
    for r in order {
        // Structural rewrites that touch the same text cannot both apply (the heavier stays);
        // renames are found again after them.
        if r.renamed.is_none() {
            if kept.iter().any(|k| overlaps(k, r)) {
                continue;
            }
            kept.push(r);
        }
        let b = usize::from(weights[1] < weights[0]);
        weights[b] += r.weight();
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
        let imp = implementations(CANONICAL).expect("a lattice");
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
    fn a_snippet_without_two_blocks_has_no_lattice() {
        assert_eq!(implementations("def f(x):\n    return x\n"), None);
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
