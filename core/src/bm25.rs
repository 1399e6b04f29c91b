//! Okapi BM25 over the whole corpus (k1 = 1.5, b = 0.75 by default):
//! score(q, d) = Σ_{t ∈ q} idf(t) · tf(t,d)·(k1+1) / (tf(t,d) + k1·(1 − b + b·|d|/avgdl)),
//! idf(t) = ln(1 + (N − df(t) + 0.5) / (df(t) + 0.5)). Query terms count once per occurrence.

use crate::tokenize::tokenize;
use std::collections::HashMap;

pub const DEFAULT_K1: f64 = 1.5;
pub const DEFAULT_B: f64 = 0.75;

pub struct Bm25Index {
    k1: f64,
    b: f64,
    /// term → postings (doc, tf)
    postings: HashMap<String, Vec<(u32, u32)>>,
    doc_len: Vec<f64>,
    avgdl: f64,
}

impl Bm25Index {
    pub fn new(docs: &[&str], k1: f64, b: f64) -> Bm25Index {
        let mut postings: HashMap<String, Vec<(u32, u32)>> = HashMap::new();
        let mut doc_len = Vec::with_capacity(docs.len());
        for (i, d) in docs.iter().enumerate() {
            let toks = tokenize(d);
            doc_len.push(toks.len() as f64);
            let mut tf: HashMap<String, u32> = HashMap::new();
            for t in toks {
                *tf.entry(t).or_default() += 1;
            }
            let mut tf: Vec<(String, u32)> = tf.into_iter().collect();
            tf.sort();
            for (t, n) in tf {
                postings.entry(t).or_default().push((i as u32, n));
            }
        }
        let avgdl = if doc_len.is_empty() { 0.0 } else { doc_len.iter().sum::<f64>() / doc_len.len() as f64 };
        Bm25Index { k1, b, postings, doc_len, avgdl }
    }

    pub fn n_docs(&self) -> usize {
        self.doc_len.len()
    }

    fn idf(&self, df: usize) -> f64 {
        let n = self.n_docs() as f64;
        (1.0 + (n - df as f64 + 0.5) / (df as f64 + 0.5)).ln()
    }

    /// BM25 score of every document for `query` (dense vector, one per document).
    pub fn scores(&self, query: &str) -> Vec<f32> {
        let mut acc = vec![0f64; self.n_docs()];
        for t in tokenize(query) {
            if let Some(p) = self.postings.get(&t) {
                let idf = self.idf(p.len());
                for &(d, tf) in p {
                    let tf = tf as f64;
                    let norm =
                        self.k1 * (1.0 - self.b + self.b * self.doc_len[d as usize] / self.avgdl.max(1e-9));
                    acc[d as usize] += idf * tf * (self.k1 + 1.0) / (tf + norm);
                }
            }
        }
        acc.into_iter().map(|x| x as f32).collect()
    }

    /// The BM25 score `doc` would get for `query` as one more document of this corpus, with the
    /// corpus's document frequencies and average length left as they are (used to compare
    /// candidate snippets that are not indexed; equal to [`Self::scores`] for an indexed
    /// document up to its own contribution to the statistics).
    pub fn score_text(&self, query: &str, doc: &str) -> f64 {
        let toks = tokenize(doc);
        let len = toks.len() as f64;
        let mut tf: HashMap<String, u32> = HashMap::new();
        for t in toks {
            *tf.entry(t).or_default() += 1;
        }
        let norm = self.k1 * (1.0 - self.b + self.b * len / self.avgdl.max(1e-9));
        let mut acc = 0.0;
        for t in tokenize(query) {
            let Some(&n) = tf.get(&t) else {
                continue;
            };
            let df = self.postings.get(&t).map_or(0, Vec::len);
            let n = f64::from(n);
            acc += self.idf(df) * n * (self.k1 + 1.0) / (n + norm);
        }
        acc
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn matches_a_hand_computed_score() {
        // docs: "a b", "a", "c"; query "b": df(b)=1, N=3 → idf = ln(1 + 2.5/1.5)
        let idx = Bm25Index::new(&["a b", "a", "c"], 1.5, 0.75);
        let s = idx.scores("b");
        let idf = (1.0f64 + 2.5 / 1.5).ln();
        let avgdl = 4.0 / 3.0;
        let expected = idf * 1.0 * 2.5 / (1.0 + 1.5 * (0.25 + 0.75 * 2.0 / avgdl));
        assert!((s[0] as f64 - expected).abs() < 1e-6, "{} vs {expected}", s[0]);
        assert_eq!(s[1], 0.0);
        assert_eq!(s[2], 0.0);
    }

    #[test]
    fn identifier_parts_match_natural_language() {
        let idx = Bm25Index::new(
            &["def lowest_set_bit(n):\n    return n & -n", "def reverse_words(s):\n    return s"],
            DEFAULT_K1,
            DEFAULT_B,
        );
        let s = idx.scores("index of the lowest set bit");
        assert!(s[0] > s[1]);
    }

    #[test]
    fn an_unindexed_text_scores_as_an_indexed_copy_would() {
        let docs =
            ["def lowest_set_bit(n):\n    return n & -n", "def reverse_words(s):\n    return s", "x y"];
        let idx = Bm25Index::new(&docs, DEFAULT_K1, DEFAULT_B);
        let q = "lowest set bit of n";
        let s = idx.scores(q);
        for (i, d) in docs.iter().enumerate() {
            assert!(
                (idx.score_text(q, d) - f64::from(s[i])).abs() < 1e-5,
                "{d}: {} vs {}",
                idx.score_text(q, d),
                s[i]
            );
        }
        assert_eq!(idx.score_text(q, "zzz"), 0.0);
    }

    #[test]
    fn shorter_documents_win_ties_on_tf() {
        let idx = Bm25Index::new(&["x y z w", "x"], DEFAULT_K1, DEFAULT_B);
        let s = idx.scores("x");
        assert!(s[1] > s[0]);
    }
}
