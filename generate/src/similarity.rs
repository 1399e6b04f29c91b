//! Near-duplicate queries: Jaccard similarity of content-word sets.
//!
//! A query becomes the set of its lower-cased alphanumeric words (split on everything else,
//! identifiers split on `_`), minus a short list of English function words, with a crude plural
//! strip (`strings` → `string`). Two queries are near-duplicates when |A ∩ B| / |A ∪ B| reaches
//! the threshold. Chosen over embeddings because it is deterministic, needs no model and its
//! verdicts can be explained ("shares 9 of 12 words").

use std::collections::BTreeSet;

const STOP: [&str; 48] = [
    "a", "an", "the", "and", "or", "of", "to", "in", "on", "for", "by", "with", "is", "are", "be", "it",
    "its", "as", "at", "that", "this", "from", "into", "if", "when", "than", "then", "each", "every", "any",
    "given", "return", "returns", "which", "their", "there", "them", "they", "not", "no", "but", "so", "all",
    "one", "only", "also", "raise", "raises",
];

/// The content-word set of a text.
pub fn words(text: &str) -> BTreeSet<String> {
    text.split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(|w| w.to_ascii_lowercase())
        .filter(|w| !STOP.contains(&w.as_str()))
        .map(|w| {
            if w.len() > 3 && w.ends_with('s') && !w.ends_with("ss") {
                w[..w.len() - 1].to_string()
            } else {
                w
            }
        })
        .collect()
}

/// Jaccard similarity of two word sets (0 when both are empty).
pub fn jaccard(a: &BTreeSet<String>, b: &BTreeSet<String>) -> f64 {
    let union = a.union(b).count();
    if union == 0 {
        return 0.0;
    }
    a.intersection(b).count() as f64 / union as f64
}

/// Known queries to compare new ones against.
#[derive(Default)]
pub struct Index {
    items: Vec<(String, BTreeSet<String>)>,
}

impl Index {
    pub fn add(&mut self, name: &str, query: &str) {
        self.items.push((name.to_string(), words(query)));
    }
    /// The most similar known query: (name, similarity), first in insertion order on ties.
    pub fn nearest(&self, query: &str) -> Option<(&str, f64)> {
        let w = words(query);
        let mut best: Option<(&str, f64)> = None;
        for (name, other) in &self.items {
            let s = jaccard(&w, other);
            if best.map(|b| s > b.1).unwrap_or(true) {
                best = Some((name, s));
            }
        }
        best
    }
}
