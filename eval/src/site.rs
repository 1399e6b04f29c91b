//! The data files of the static web viewer (`execretrieval site`), built in memory from a
//! release and its results: `release.json` (queries, corpus, distractors), `verify.json` (every
//! execution-cache row joined with its snippet and suite: [`verify_pairs`]), the leaderboard,
//! pairwise tests, intervals, analyses, `results/<retriever>.json` (reranked runs included), `queries/<query_id>.json`
//! (one query page's share of all of them, [`SiteQueryPage`]) and `manifest.json` (with the rows
//! of `reranking.json`), each as the
//! compact JSON of its `execretrieval_core::site`/`results` type. The command writes them.

use anyhow::{bail, Result};
use execretrieval_core::release::{code_sha256, tests_sha256};
use execretrieval_core::release::{CorpusRecord, DistractorRecord, ExecCacheRecord, QueryRecord};
use execretrieval_core::results::{
    AnalysesFile, ConfidenceIntervals, Leaderboard, Pairwise, Reranking, RetrieverResults,
};
use execretrieval_core::site::{Manifest, ReleaseLink, SiteQueryPage, SiteRelease, VerifyPair};
use execretrieval_io::{read_all, read_json, read_json_if_exists};
use serde::Serialize;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// How to make a missing results file.
const HINT: &str = "run `execretrieval eval` first";

/// The viewer's data files and what they hold.
pub struct SiteData {
    /// Path under `<site>/data/` → the file's bytes, in the order written.
    pub files: Vec<(PathBuf, Vec<u8>)>,
    pub n_queries: usize,
    /// Replayable (snippet, suite) pairs of the execution cache.
    pub n_verify_pairs: usize,
    /// Cache rows whose code or tests are not in the release.
    pub n_verify_unmatched: usize,
}

/// Every (snippet, suite) pair of the cache that the release can replay, and how many rows it
/// cannot (code or tests not in the release). Sorted by corpus id.
pub fn verify_pairs(
    queries: &[QueryRecord],
    corpus: &[CorpusRecord],
    cache: &[ExecCacheRecord],
) -> (Vec<VerifyPair>, usize) {
    let mut by_code: BTreeMap<String, Vec<&CorpusRecord>> = BTreeMap::new();
    for c in corpus {
        by_code.entry(code_sha256(&c.code)).or_default().push(c);
    }
    let mut by_tests: BTreeMap<String, Vec<&QueryRecord>> = BTreeMap::new();
    for q in queries {
        by_tests.entry(tests_sha256(&q.test_suite)).or_default().push(q);
    }
    let mut pairs = Vec::new();
    let mut unmatched = 0;
    for row in cache {
        let (Some(cs), Some(qs)) = (by_code.get(&row.code_sha256), by_tests.get(&row.tests_sha256)) else {
            unmatched += 1;
            continue;
        };
        // the snippet's own query first, else the first query with that suite
        let c = cs[0];
        let q = qs.iter().find(|q| q.entry_id == c.source_entry_id).unwrap_or(&qs[0]);
        pairs.push(VerifyPair {
            corpus_id: c.corpus_id.clone(),
            outcomes: row.outcomes.clone(),
            query_id: q.query_id.clone(),
        });
    }
    pairs.sort_by(|a, b| (&a.corpus_id, &a.query_id).cmp(&(&b.corpus_id, &b.query_id)));
    (pairs, unmatched)
}

/// Read the release in `release` and the results in `results` (written by `eval`), and build
/// every data file of the viewer.
/// A release's name: its directory's (`data/release-plus` → `release-plus`; `.` and `..` are
/// resolved first).
pub fn release_name(release: &Path) -> String {
    let dir = release.canonicalize().unwrap_or_else(|_| release.to_path_buf());
    dir.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default()
}

pub fn site_data(release: &Path, results: &Path, other_releases: &[ReleaseLink]) -> Result<SiteData> {
    let rel = release;
    let queries: Vec<QueryRecord> = read_all(&rel.join("queries.jsonl"))?;
    let corpus: Vec<CorpusRecord> = read_all(&rel.join("corpus.jsonl"))?;
    let distractors: Vec<DistractorRecord> = read_all(&rel.join("distractor_metadata.jsonl"))?;
    let cache: Vec<ExecCacheRecord> = read_all(&rel.join("execution_cache.jsonl"))?;
    let res = results;
    let leaderboard: Leaderboard = read_json(&res.join("full_leaderboard.json"), HINT)?;
    let pairwise: Pairwise = read_json(&res.join("pairwise_tests.json"), HINT)?;
    let analyses: AnalysesFile = read_json(&res.join("analyses.json"), HINT)?;
    let intervals = res.join("confidence_intervals.json");
    let intervals: Option<ConfidenceIntervals> =
        if intervals.exists() { Some(read_json(&intervals, HINT)?) } else { None };
    let reranking: Reranking = read_json_if_exists(&res.join("reranking.json"))?.unwrap_or_default();
    let models: Vec<String> = leaderboard.iter().map(|r| r.model.clone()).collect();
    let mut results = Vec::new();
    for m in &models {
        let r: RetrieverResults = read_json(&res.join(format!("{m}.json")), HINT)?;
        results.push(r);
    }
    let mut files = Vec::new();
    fn put<T: Serialize + ?Sized>(files: &mut Vec<(PathBuf, Vec<u8>)>, name: &str, v: &T) -> Result<()> {
        files.push((PathBuf::from(name), serde_json::to_string(v)?.into_bytes()));
        Ok(())
    }
    let release = SiteRelease {
        corpus: corpus.iter().map(Into::into).collect(),
        distractors,
        queries: queries.iter().map(Into::into).collect(),
    };
    put(&mut files, "release.json", &release)?;
    let (pairs, unmatched) = verify_pairs(&queries, &corpus, &cache);
    put(&mut files, "verify.json", &pairs)?;
    put(&mut files, "full_leaderboard.json", &leaderboard)?;
    put(&mut files, "pairwise_tests.json", &pairwise)?;
    if let Some(cis) = &intervals {
        put(&mut files, "confidence_intervals.json", cis)?;
    }
    put(&mut files, "analyses.json", &analyses)?;
    for (m, r) in models.iter().zip(&results) {
        put(&mut files, &format!("results/{m}.json"), r)?;
    }
    let corpus_by_id = corpus.iter().map(|c| (c.corpus_id.as_str(), c)).collect();
    let distractor_by_id = release.distractors.iter().map(|d| (d.corpus_id.as_str(), d)).collect();
    let query_by_id = queries.iter().map(|q| (q.query_id.as_str(), q)).collect();
    let results_by_query: Vec<(&str, BTreeMap<&str, _>)> = models
        .iter()
        .zip(&results)
        .map(|(m, r)| (m.as_str(), r.per_query.iter().map(|q| (q.query_id.as_str(), q)).collect()))
        .collect();
    for q in &queries {
        if q.query_id.is_empty() || q.query_id.contains(['/', '\\']) || q.query_id.starts_with('.') {
            bail!("query id {:?} cannot name a file of the site (data/queries/<query_id>.json): fix it in queries.jsonl", q.query_id);
        }
        let page = SiteQueryPage::build(
            q,
            &corpus_by_id,
            &distractor_by_id,
            &query_by_id,
            &results_by_query,
            &pairs,
        );
        put(&mut files, &format!("queries/{}.json", q.query_id), &page)?;
    }
    let manifest = Manifest {
        n_corpus: corpus.len(),
        n_queries: queries.len(),
        n_verify_pairs: pairs.len(),
        n_verify_unmatched: unmatched,
        other_releases: other_releases.to_vec(),
        release: release_name(rel),
        reranking,
        retrievers: models,
    };
    put(&mut files, "manifest.json", &manifest)?;
    Ok(SiteData {
        files,
        n_queries: queries.len(),
        n_verify_pairs: pairs.len(),
        n_verify_unmatched: unmatched,
    })
}
