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

use crate::mutate::Mutant;
use crate::rewrite::{apply, rewrite_sites, RewriteKind};
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

/// The lattice of `canonical`, when it has at least two rewrite sites and all four corners are
/// distinct, parseable sources.
pub fn implementations(canonical: &str) -> Option<Implementations> {
    let sites = rewrite_sites(canonical);
    // Alternate sites, so both blocks spread over the whole snippet.
    let first: Vec<_> = sites.iter().step_by(2).collect();
    let second: Vec<_> = sites.iter().skip(1).step_by(2).collect();
    let (first_block, first_kinds) = apply(canonical, &first)?;
    let (second_block, second_kinds) = apply(canonical, &second)?;
    let all: Vec<_> = first.iter().chain(&second).copied().collect();
    let (rewrite, all_kinds) = apply(canonical, &all)?;
    // The full rewrite must be both blocks together (no site dropped for an overlap).
    if all_kinds.len() != first_kinds.len() + second_kinds.len() {
        return None;
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
