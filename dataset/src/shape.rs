//! The shape-only rules of the group audit: ways to pick a snippet of a query's group by
//! comparing the group's snippets with each other, never reading the query or running anything.
//! A release whose groups have no centre gives every rule chance (the share of correct snippets
//! in a group); a rule far above chance is a tell a retriever could learn. The battery: the
//! shortest and the longest snippet, the fewest and the most lines, the nearest and the farthest
//! neighbour by characters, the Jaccard centre over token sets and over line sets, the most and
//! the fewest lines shared with another member, the fewest and the most token trigrams no other
//! member has, a vote over token positions, the character and token edit-distance medoids, the
//! token majority vote of [`crate::audit`], and a learned classifier ([`learned_classifier`]):
//! logistic regression over the members' features relative to their group, cross-validated on
//! query-disjoint folds. Written here because the rules and their features are the project's own
//! measure of its groups.

use crate::audit::{distance, pick_share, tokens};
use std::collections::{BTreeMap, BTreeSet, HashMap};

/// Features per member (see [`group_shape`]).
const FEATURES: usize = 24;
/// Folds of the learned classifier's cross-validation.
pub const FOLDS: u64 = 5;

fn jaccard<T: Ord>(a: &BTreeSet<T>, b: &BTreeSet<T>) -> f64 {
    let inter = a.intersection(b).count();
    let union = a.len() + b.len() - inter;
    if union == 0 {
        1.0
    } else {
        inter as f64 / union as f64
    }
}

/// Each shape rule's share for one group (ties split), and the members' feature vectors.
pub fn group_shape(codes: &[&str], correct: &[bool]) -> (BTreeMap<&'static str, f64>, Vec<Vec<f64>>) {
    let n = codes.len();
    let chars: Vec<Vec<char>> = codes.iter().map(|c| c.chars().collect()).collect();
    let toks: Vec<Vec<&str>> = codes.iter().map(|c| tokens(c)).collect();
    let mut char_d = vec![vec![0usize; n]; n];
    let mut tok_d = vec![vec![0usize; n]; n];
    for i in 0..n {
        for j in i + 1..n {
            char_d[i][j] = distance(&chars[i], &chars[j]);
            char_d[j][i] = char_d[i][j];
            tok_d[i][j] = distance(&toks[i], &toks[j]);
            tok_d[j][i] = tok_d[i][j];
        }
    }
    group_shape_with(codes, correct, &char_d, &tok_d)
}

/// [`group_shape`] with the members' character and token edit distances given (`char_d[i][j]`,
/// `tok_d[i][j]`): release-plus's slip choice scores many groups made of the same members.
pub(crate) fn group_shape_with(
    codes: &[&str],
    correct: &[bool],
    char_d: &[Vec<usize>],
    tok_d: &[Vec<usize>],
) -> (BTreeMap<&'static str, f64>, Vec<Vec<f64>>) {
    let n = codes.len();
    let chars: Vec<usize> = codes.iter().map(|c| c.chars().count()).collect();
    let toks: Vec<Vec<&str>> = codes.iter().map(|c| tokens(c)).collect();
    let lines: Vec<BTreeSet<&str>> =
        codes.iter().map(|c| c.lines().map(str::trim).filter(|l| !l.is_empty()).collect()).collect();
    let tok_sets: Vec<BTreeSet<&str>> = toks.iter().map(|t| t.iter().copied().collect()).collect();
    let trigrams: Vec<BTreeSet<(&str, &str, &str)>> =
        toks.iter().map(|t| t.windows(3).map(|w| (w[0], w[1], w[2])).collect()).collect();
    let mut holders: HashMap<(&str, &str, &str), usize> = HashMap::new();
    for set in &trigrams {
        for &g in set {
            *holders.entry(g).or_default() += 1;
        }
    }
    // the plurality token at each position, over the members long enough to have one
    let max_len = toks.iter().map(Vec::len).max().unwrap_or(0);
    let plurality: Vec<&str> = (0..max_len)
        .map(|p| {
            let mut c: BTreeMap<&str, usize> = BTreeMap::new();
            for t in &toks {
                if let Some(&x) = t.get(p) {
                    *c.entry(x).or_default() += 1;
                }
            }
            c.into_iter().max_by_key(|&(tok, k)| (k, std::cmp::Reverse(tok))).map(|x| x.0).unwrap_or("")
        })
        .collect();
    let count =
        |code: &str, pats: &[&str]| pats.iter().map(|p| code.matches(p).count()).sum::<usize>() as f64;
    let mut feats = Vec::with_capacity(n);
    for i in 0..n {
        let others = (0..n).filter(|&j| j != i);
        let nearest = others.clone().map(|j| char_d[i][j]).min().unwrap_or(0);
        let shared = lines[i].iter().filter(|l| (0..n).any(|j| j != i && lines[j].contains(*l))).count();
        let unique = trigrams[i].iter().filter(|g| holders[*g] == 1).count();
        let minority = trigrams[i].iter().filter(|g| holders[*g] * 2 <= n).count();
        let vote = toks[i].iter().enumerate().filter(|(p, t)| plurality[*p] == **t).count();
        let c = codes[i];
        let f = vec![
            chars[i] as f64,
            c.lines().filter(|l| !l.trim().is_empty()).count() as f64,
            toks[i].len() as f64,
            others.clone().map(|j| char_d[i][j]).sum::<usize>() as f64,
            others.clone().map(|j| tok_d[i][j]).sum::<usize>() as f64,
            nearest as f64,
            minority as f64,
            unique as f64,
            others.clone().map(|j| jaccard(&tok_sets[i], &tok_sets[j])).sum::<f64>(),
            others.clone().map(|j| jaccard(&lines[i], &lines[j])).sum::<f64>(),
            shared as f64,
            vote as f64,
            count(c, &["<=", ">="]),
            count(c, &["<", ">"]) - count(c, &["<=", ">=", "<<", ">>", "->"]),
            count(c, &["+ 1", "- 1"]),
            count(c, &["if "]),
            count(c, &["not "]),
            count(c, &["=="]),
            count(c, &["!="]),
            count(c, &["//"]),
            count(c, &[" and ", " or "]),
            count(c, &["range("]),
            count(c, &["return"]),
            count(c, &["["]),
        ];
        debug_assert_eq!(f.len(), FEATURES);
        feats.push(f);
    }
    let col = |k: usize| feats.iter().map(|f| f[k]).collect::<Vec<f64>>();
    let neg = |xs: Vec<f64>| xs.into_iter().map(|x| -x).collect::<Vec<f64>>();
    let mut rules = BTreeMap::new();
    rules.insert("shortest", pick_share(&col(0), correct));
    rules.insert("longest", pick_share(&neg(col(0)), correct));
    rules.insert("fewest_lines", pick_share(&col(1), correct));
    rules.insert("most_lines", pick_share(&neg(col(1)), correct));
    rules.insert("nearest_neighbour_closest", pick_share(&col(5), correct));
    rules.insert("nearest_neighbour_farthest", pick_share(&neg(col(5)), correct));
    rules.insert("token_jaccard_centre", pick_share(&neg(col(8)), correct));
    rules.insert("line_jaccard_centre", pick_share(&neg(col(9)), correct));
    rules.insert("most_shared_lines", pick_share(&neg(col(10)), correct));
    rules.insert("fewest_shared_lines", pick_share(&col(10), correct));
    rules.insert("fewest_unique_trigrams", pick_share(&col(7), correct));
    rules.insert("most_unique_trigrams", pick_share(&neg(col(7)), correct));
    rules.insert("token_position_vote", pick_share(&neg(col(11)), correct));
    rules.insert("char_medoid", pick_share(&col(3), correct));
    rules.insert("token_medoid", pick_share(&col(4), correct));
    rules.insert("char_anti_medoid", pick_share(&neg(col(3)), correct));
    rules.insert("token_majority", pick_share(&col(6), correct));
    // features relative to the group: the group's mean subtracted
    for k in 0..FEATURES {
        let mean = feats.iter().map(|f| f[k]).sum::<f64>() / n.max(1) as f64;
        for f in &mut feats {
            f[k] -= mean;
        }
    }
    (rules, feats)
}

/// One group as the learned classifier sees it: the query id (its fold), each member's features
/// relative to the group, and which members are correct.
pub type LabelledGroup = (String, Vec<Vec<f64>>, Vec<bool>);

/// A query id's fold.
fn fold_of(id: &str) -> u64 {
    crate::fnv1a(id) % FOLDS
}

/// Logistic regression (gradient descent, L2) on the members of the training groups.
fn train(rows: &[(&[f64], bool)], scale: &[(f64, f64)]) -> Vec<f64> {
    let d = scale.len();
    let mut w = vec![0.0; d + 1];
    let rate = 0.5;
    let l2 = 1e-3;
    let m = rows.len().max(1) as f64;
    for _ in 0..300 {
        let mut grad = vec![0.0; d + 1];
        for (x, y) in rows {
            let z = w[d] + (0..d).map(|k| w[k] * (x[k] - scale[k].0) / scale[k].1).sum::<f64>();
            let p = 1.0 / (1.0 + (-z).exp());
            let e = p - f64::from(u8::from(*y));
            for k in 0..d {
                grad[k] += e * (x[k] - scale[k].0) / scale[k].1;
            }
            grad[d] += e;
        }
        for k in 0..=d {
            let reg = if k < d { l2 * w[k] } else { 0.0 };
            w[k] -= rate * (grad[k] / m + reg);
        }
    }
    w
}

/// The learned shape-only classifier's share: for each fold, a logistic regression trained on
/// the other folds' members (label: correct) scores the fold's members, and each group's pick is
/// its highest-scoring member (ties split). Groups are `(query id, member features, correct)`.
pub fn learned_classifier(groups: &[LabelledGroup]) -> f64 {
    if groups.is_empty() {
        return 0.0;
    }
    let mut total = 0.0;
    for fold in 0..FOLDS {
        let rows: Vec<(&[f64], bool)> = groups
            .iter()
            .filter(|g| fold_of(&g.0) != fold)
            .flat_map(|g| g.1.iter().zip(&g.2).map(|(f, &c)| (f.as_slice(), c)))
            .collect();
        let d = FEATURES;
        let scale: Vec<(f64, f64)> = (0..d)
            .map(|k| {
                let m = rows.len().max(1) as f64;
                let mean = rows.iter().map(|r| r.0[k]).sum::<f64>() / m;
                let var = rows.iter().map(|r| (r.0[k] - mean).powi(2)).sum::<f64>() / m;
                (mean, if var > 1e-12 { var.sqrt() } else { 1.0 })
            })
            .collect();
        let w = train(&rows, &scale);
        for g in groups.iter().filter(|g| fold_of(&g.0) == fold) {
            let scores: Vec<f64> =
                g.1.iter()
                    .map(|x| -(w[d] + (0..d).map(|k| w[k] * (x[k] - scale[k].0) / scale[k].1).sum::<f64>()))
                    .collect();
            total += pick_share(&scores, &g.2);
        }
    }
    total / groups.len() as f64
}
