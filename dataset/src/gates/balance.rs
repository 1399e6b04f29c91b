//! Which slip each shown implementation of a release-plus group takes, chosen per group so that
//! over the whole release the group's shape says nothing about which members are correct.
//!
//! Why a group-level choice: every slip has a shape of its own (a removed guard shortens one
//! member of a pair by whole lines, a negated condition adds a token no other member has), so a
//! choice made one implementation at a time leaves a tell however it is seeded — the committed
//! per-implementation rule (a length coin, then the most typical slip) still let a shape-only
//! logistic regression pick a correct snippet in 61.3 % of groups (chance 50 %). Here the groups
//! are visited in release order and each takes, among the combinations of its implementations'
//! first [`BALANCE_CANDIDATES`] good slips, the one that keeps these running sums closest to zero
//! (squared, summed; the first combination in candidate order on a tie):
//! - per shape rule of [`crate::shape`]'s battery (shortest, longest, medoids, Jaccard centres,
//!   unique trigrams, ...), the share of correct members the rule picks minus the group's chance;
//! - per feature of the learned classifier, the correct members' group-relative values minus the
//!   distractors', in units of the feature's spread over the release (so a linear classifier
//!   finds no difference of means to learn);
//! - per token, how often the slips removed it minus how often they added it (so which way an
//!   edit goes — `not` added, a guard removed, `<` for `<=` — says as little as the catalogue
//!   allows about which member of a pair is the slip);
//! - per catalogue entry, how often the chosen slips are of it minus its share of each
//!   implementation's choice (1 / the number of entries among its candidates, for each entry
//!   among them), so that balancing the shape does not let one kind of slip dominate (left
//!   alone, it trades missing guards, which always remove tokens, for `return` indented into a
//!   loop, which moves none).
//!
//! This is herding (each group cancels what the groups before it left), so every rule in the
//! objective ends near chance by construction; the learned classifier is trained afterwards on
//! the result, and the rules it can combine are the honest check that no tell was only moved.
//! Written here because the objective is the project's own audit.

use crate::audit::{distance, tokens};
use crate::shape::group_shape_with;
use std::collections::{BTreeMap, BTreeSet};

/// Good slips per shown implementation that the group-level choice considers.
pub(super) const BALANCE_CANDIDATES: usize = 8;

/// One good slip: its code and its catalogue entry.
pub(super) struct Candidate<'a> {
    pub code: &'a str,
    pub kind: String,
}

/// One group's choice: its shown implementations and, per implementation, its first good slips
/// in candidate order (at most [`BALANCE_CANDIDATES`]: the caller takes them).
pub(super) struct Pool<'a> {
    pub implementations: Vec<&'a str>,
    pub slips: Vec<Vec<Candidate<'a>>>,
}

/// A member of a pool: implementation `i`, or its slip `s`.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Member {
    Implementation(usize),
    Slip(usize, usize),
}

/// Edit distances between the members that can share a group (an implementation and another's
/// slip, two slips of different implementations, ...), computed once per pool.
struct Distances {
    pairs: BTreeMap<(Member, Member), (usize, usize)>,
    /// Per implementation and slip: the tokens the edit removed (positive) or added
    /// (negative), as counts.
    edits: BTreeMap<(usize, usize), BTreeMap<String, f64>>,
}

impl Distances {
    fn of(pool: &Pool) -> Distances {
        let mut members = Vec::new();
        for (i, slips) in pool.slips.iter().enumerate() {
            members.push((Member::Implementation(i), pool.implementations[i]));
            for (s, c) in slips.iter().enumerate() {
                members.push((Member::Slip(i, s), c.code));
            }
        }
        let owner = |m: Member| match m {
            Member::Implementation(i) | Member::Slip(i, _) => i,
        };
        let chars: Vec<Vec<char>> = members.iter().map(|(_, c)| c.chars().collect()).collect();
        let toks: Vec<Vec<&str>> = members.iter().map(|(_, c)| tokens(c)).collect();
        let mut out = BTreeMap::new();
        for a in 0..members.len() {
            for b in a + 1..members.len() {
                let (ma, mb) = (members[a].0, members[b].0);
                // two slips of one implementation never share a group
                if owner(ma) == owner(mb) && matches!((ma, mb), (Member::Slip(..), Member::Slip(..))) {
                    continue;
                }
                let d = (distance(&chars[a], &chars[b]), distance(&toks[a], &toks[b]));
                out.insert((ma, mb), d);
                out.insert((mb, ma), d);
            }
        }
        let mut edits = BTreeMap::new();
        for (i, slips) in pool.slips.iter().enumerate() {
            let mut own: BTreeMap<String, f64> = BTreeMap::new();
            for t in tokens(pool.implementations[i]) {
                *own.entry(t.to_string()).or_default() += 1.0;
            }
            for (s, c) in slips.iter().enumerate() {
                let mut moved = own.clone();
                for t in tokens(c.code) {
                    *moved.entry(t.to_string()).or_default() -= 1.0;
                }
                moved.retain(|_, x| *x != 0.0);
                edits.insert((i, s), moved);
            }
        }
        Distances { pairs: out, edits }
    }

    /// The group `combo` makes: its members and their distance matrices.
    fn group<'a>(&self, pool: &Pool<'a>, combo: &[usize]) -> GroupView<'a> {
        let mut members = Vec::new();
        let mut codes = Vec::new();
        let mut correct = Vec::new();
        for (i, &s) in combo.iter().enumerate() {
            members.push(Member::Implementation(i));
            codes.push(pool.implementations[i]);
            correct.push(true);
            members.push(Member::Slip(i, s));
            codes.push(pool.slips[i][s].code);
            correct.push(false);
        }
        let n = members.len();
        let mut cd = vec![vec![0; n]; n];
        let mut td = vec![vec![0; n]; n];
        for a in 0..n {
            for b in 0..n {
                if a != b {
                    let (c, t) = self.pairs[&(members[a], members[b])];
                    cd[a][b] = c;
                    td[a][b] = t;
                }
            }
        }
        GroupView { codes, correct, char_d: cd, tok_d: td }
    }
}

/// One combination's group: members (implementation, slip, ...), which are correct, and their
/// character and token edit distances.
struct GroupView<'a> {
    codes: Vec<&'a str>,
    correct: Vec<bool>,
    char_d: Vec<Vec<usize>>,
    tok_d: Vec<Vec<usize>>,
}

impl GroupView<'_> {
    fn shape(&self) -> (BTreeMap<&'static str, f64>, Vec<Vec<f64>>) {
        group_shape_with(&self.codes, &self.correct, &self.char_d, &self.tok_d)
    }
}

/// A combination's place in the objective: its cost and what it adds to the running sums.
struct Scored {
    cost: f64,
    combo: Vec<usize>,
    rules: BTreeMap<&'static str, f64>,
    moved: Vec<f64>,
    edited: BTreeMap<String, f64>,
    kinds: BTreeMap<String, f64>,
}

/// Every combination of one slip per implementation, in candidate order (the last
/// implementation's slip varying fastest).
fn combinations(pool: &Pool) -> Vec<Vec<usize>> {
    let mut out = vec![Vec::new()];
    for slips in &pool.slips {
        let k = slips.len();
        out = out.into_iter().flat_map(|c| (0..k).map(move |s| [c.clone(), vec![s]].concat())).collect();
    }
    out
}

/// Per pool, the chosen slip of each implementation (an index into its `slips`). Pools with an
/// implementation without slips get an empty choice. `jobs` threads (the oracle's count) compute
/// the distances; the choice itself is sequential (each group depends on the ones before it), so
/// the result does not depend on `jobs`.
pub(super) fn choose(pools: &[Pool], jobs: usize) -> Vec<Vec<usize>> {
    debug_assert!(pools.iter().flat_map(|p| &p.slips).all(|s| s.len() <= BALANCE_CANDIDATES));
    let usable = |p: &Pool| !p.slips.is_empty() && p.slips.iter().all(|s| !s.is_empty());
    let jobs = jobs.max(1);
    let mut distances: Vec<Option<Distances>> = (0..pools.len()).map(|_| None).collect();
    std::thread::scope(|scope| {
        let chunk = pools.len().div_ceil(jobs).max(1);
        for (ps, ds) in pools.chunks(chunk).zip(distances.chunks_mut(chunk)) {
            scope.spawn(move || {
                for (p, d) in ps.iter().zip(ds) {
                    if usable(p) {
                        *d = Some(Distances::of(p));
                    }
                }
            });
        }
    });
    // each feature's spread: over every member of each pool's first combination
    let mut values: Vec<Vec<f64>> = Vec::new();
    for (p, d) in pools.iter().zip(&distances) {
        if let Some(d) = d {
            values.extend(d.group(p, &vec![0; p.slips.len()]).shape().1);
        }
    }
    let features = values.first().map_or(0, Vec::len);
    let spread: Vec<f64> = (0..features)
        .map(|k| {
            let m = values.len().max(1) as f64;
            let mean = values.iter().map(|v| v[k]).sum::<f64>() / m;
            let sd = (values.iter().map(|v| (v[k] - mean).powi(2)).sum::<f64>() / m).sqrt();
            if sd > 1e-9 {
                sd
            } else {
                1.0
            }
        })
        .collect();
    let mut rule_sums: BTreeMap<&'static str, f64> = BTreeMap::new();
    let mut feature_sums = vec![0.0; features];
    let mut edit_sums: BTreeMap<String, f64> = BTreeMap::new();
    let mut kind_sums: BTreeMap<String, f64> = BTreeMap::new();
    let mut out = Vec::with_capacity(pools.len());
    for (p, d) in pools.iter().zip(&distances) {
        let Some(d) = d else {
            out.push(Vec::new());
            continue;
        };
        // each implementation owes every catalogue entry among its slips an equal share
        let owed: Vec<Vec<(&str, f64)>> = p
            .slips
            .iter()
            .map(|slips| {
                let available: BTreeSet<&str> = slips.iter().map(|c| c.kind.as_str()).collect();
                available.iter().map(|&k| (k, 1.0 / available.len() as f64)).collect()
            })
            .collect();
        let mut best: Option<Scored> = None;
        for combo in combinations(p) {
            let view = d.group(p, &combo);
            let correct = &view.correct;
            let chance = correct.iter().filter(|&&c| c).count() as f64 / correct.len() as f64;
            let (shares, feats) = view.shape();
            let rules: BTreeMap<&'static str, f64> =
                shares.into_iter().map(|(r, s)| (r, s - chance)).collect();
            let moved: Vec<f64> = (0..features)
                .map(|k| {
                    feats.iter().zip(correct).map(|(f, &c)| if c { f[k] } else { -f[k] }).sum::<f64>()
                        / spread[k]
                })
                .collect();
            let cost = rules
                .iter()
                .map(|(r, x)| (rule_sums.get(r).copied().unwrap_or(0.0) + x).powi(2))
                .sum::<f64>()
                + moved.iter().zip(&feature_sums).map(|(x, s)| (s + x).powi(2)).sum::<f64>();
            let mut edited: BTreeMap<String, f64> = BTreeMap::new();
            let mut kinds: BTreeMap<String, f64> = BTreeMap::new();
            for (i, &s) in combo.iter().enumerate() {
                for (t, x) in &d.edits[&(i, s)] {
                    *edited.entry(t.clone()).or_default() += x;
                }
            }
            for (i, &s) in combo.iter().enumerate() {
                *kinds.entry(p.slips[i][s].kind.clone()).or_default() += 1.0;
                for (k, share) in &owed[i] {
                    *kinds.entry((*k).to_string()).or_default() -= share;
                }
            }
            // the edit-direction and kind sums' change (what no combination moves adds a
            // constant)
            let cost = cost
                + edited
                    .iter()
                    .map(|(t, x)| {
                        let s = edit_sums.get(t).copied().unwrap_or(0.0);
                        (s + x).powi(2) - s * s
                    })
                    .sum::<f64>()
                + kinds
                    .iter()
                    .map(|(k, x)| {
                        let s = kind_sums.get(k).copied().unwrap_or(0.0);
                        (s + x).powi(2) - s * s
                    })
                    .sum::<f64>();
            if best.as_ref().is_none_or(|b| cost < b.cost) {
                best = Some(Scored { cost, combo, rules, moved, edited, kinds });
            }
        }
        let Some(Scored { combo, rules, moved, edited, kinds, .. }) = best else {
            out.push(Vec::new());
            continue;
        };
        for (r, x) in rules {
            *rule_sums.entry(r).or_default() += x;
        }
        for (s, x) in feature_sums.iter_mut().zip(moved) {
            *s += x;
        }
        for (t, x) in edited {
            *edit_sums.entry(t).or_default() += x;
        }
        for (k, x) in kinds {
            *kind_sums.entry(k).or_default() += x;
        }
        out.push(combo);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shape::group_shape;

    /// Pools where every implementation has one slip that removes a line and one that edits in
    /// place: a per-implementation rule that always took the deletion would make "longest" pick
    /// a correct member every time; the balanced choice keeps it near chance.
    fn pools(kinds: [&str; 2]) -> Vec<Pool<'static>> {
        const A: &str = "def f(xs):\n    if not xs:\n        return 0\n    total = 0\n    for x in xs:\n        total += x\n    return total\n";
        const A_DEL: &str =
            "def f(xs):\n    total = 0\n    for x in xs:\n        total += x\n    return total\n";
        const A_EDIT: &str = "def f(xs):\n    if not xs:\n        return 0\n    total = 1\n    for x in xs:\n        total += x\n    return total\n";
        const B: &str = "def f(xs):\n    return sum(xs) if xs else 0\n";
        const B_DEL: &str = "def f(xs):\n    return sum(xs)\n";
        const B_EDIT: &str = "def f(xs):\n    return sum(xs) if not xs else 0\n";
        (0..40)
            .map(|_| Pool {
                implementations: vec![A, B],
                slips: [[A_DEL, A_EDIT], [B_DEL, B_EDIT]]
                    .iter()
                    .map(|codes| {
                        codes
                            .iter()
                            .zip(kinds)
                            .map(|(&code, kind)| Candidate { code, kind: kind.into() })
                            .collect()
                    })
                    .collect(),
            })
            .collect()
    }

    #[test]
    fn balanced_choice_keeps_each_rule_near_chance() {
        // one catalogue entry: only the shape is balanced
        let pools = pools(["edit", "edit"]);
        let choice = choose(&pools, 2);
        assert_eq!(choice, choose(&pools, 1), "the choice depends on the thread count");
        let share = |rule: &str, pick: &dyn Fn(usize) -> Vec<usize>| {
            pools
                .iter()
                .enumerate()
                .map(|(g, p)| {
                    let combo = pick(g);
                    let codes: Vec<&str> = combo
                        .iter()
                        .enumerate()
                        .flat_map(|(i, &s)| [p.implementations[i], p.slips[i][s].code])
                        .collect();
                    let correct: Vec<bool> = (0..codes.len()).map(|i| i % 2 == 0).collect();
                    group_shape(&codes, &correct).0[rule]
                })
                .sum::<f64>()
                / pools.len() as f64
        };
        // always the deletion: the longest member is a correct one
        assert!(share("longest", &|_| vec![0, 0]) > 0.9);
        // the worst of these rules, over the release: lower with the balanced choice than with
        // any one combination taken everywhere
        let rules = ["longest", "shortest", "most_lines", "fewest_lines", "char_medoid", "char_anti_medoid"];
        let worst = |pick: &dyn Fn(usize) -> Vec<usize>| {
            rules.iter().map(|r| (share(r, pick) - 0.5).abs()).fold(0.0, f64::max)
        };
        let balanced = worst(&|g| choice[g].clone());
        for fixed in [vec![0, 0], vec![0, 1], vec![1, 0], vec![1, 1]] {
            let w = worst(&|_| fixed.clone());
            assert!(balanced < w, "balanced {balanced} against {fixed:?} {w}");
        }
        assert!(balanced <= 0.25, "{balanced}");
    }

    /// The kind term: with the deletions and the in-place edits in different catalogue entries
    /// (each owed half of the choices), the balanced choice keeps more deletions than when the
    /// kinds are one entry, where the shape alone decides.
    #[test]
    fn balancing_keeps_every_kind_its_share() {
        let deletions = |kinds: [&str; 2]| {
            let pools = pools(kinds);
            choose(&pools, 1).iter().flatten().filter(|&&s| s == 0).count()
        };
        let (apart, together) = (deletions(["missing_guard", "off_by_one"]), deletions(["edit", "edit"]));
        assert!(apart > together, "deletions kept: {apart} with their own entry, {together} without");
    }

    #[test]
    fn pools_without_slips_get_no_choice() {
        let pools = vec![Pool { implementations: vec!["def f():\n    return 1\n"], slips: vec![vec![]] }];
        assert_eq!(choose(&pools, 1), vec![Vec::<usize>::new()]);
    }
}
