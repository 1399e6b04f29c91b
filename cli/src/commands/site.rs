//! `execretrieval site`: the static web viewer with the release and the results as JSON, plus
//! brotli and gzip copies of every file. Works from any static host (`python3 -m http.server`).
//!
//! The viewer itself (the Leptos app, the Python worker, index.html) is built by
//! `scripts/web.sh` into `<target dir>/web-dist`; this command copies it and writes `data/`:
//! `manifest.json`, `release.json` (queries, corpus, distractors), `verify.json` (every
//! execution-cache row joined with its snippet and suite), the leaderboard, pairwise tests,
//! intervals, analyses, `results/<retriever>.json` and `queries/<query_id>.json` (one query
//! page's share of all of them, [`SiteQueryPage`]).

use crate::io::{read_all, read_json, write_atomic};
use anyhow::{bail, Context, Result};
use clap::Args;
use execretrieval_core::release::{code_sha256, tests_sha256};
use execretrieval_core::release::{CorpusRecord, DistractorRecord, ExecCacheRecord, QueryRecord};
use execretrieval_core::results::{
    AnalysesFile, ConfidenceIntervals, Leaderboard, Pairwise, RetrieverResults,
};
use execretrieval_core::site::{Manifest, SiteQueryPage, SiteRelease, VerifyPair};
use rayon::prelude::*;
use serde::Serialize;
use std::collections::{BTreeMap, BTreeSet};
use std::io::Write;
use std::path::{Path, PathBuf};

#[derive(Args, Debug)]
pub struct SiteArgs {
    /// Output directory (replaced files only; other files are left alone).
    #[arg(long, default_value = "results/site")]
    pub out: PathBuf,
    /// Release directory (queries, corpus, distractor metadata, execution cache).
    #[arg(long, default_value = "data/release")]
    pub release: PathBuf,
    /// Results directory written by `eval`/`run`.
    #[arg(long, default_value = "results")]
    pub results: PathBuf,
    /// The built viewer. Default: $EXECRETRIEVAL_WEB_DIST, else <cargo target dir>/web-dist.
    #[arg(long)]
    pub web_dist: Option<PathBuf>,
}

/// Where the viewer build is, by default.
pub fn default_web_dist() -> PathBuf {
    if let Some(p) = std::env::var_os("EXECRETRIEVAL_WEB_DIST") {
        return PathBuf::from(p);
    }
    let target = option_env!("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("../target"));
    target.join("web-dist")
}

/// Files of the viewer build the site cannot work without.
const WEB_FILES: &[&str] = &[
    "index.html",
    "worker.js",
    "app/execretrieval_web.js",
    "app/execretrieval_web_bg.wasm",
    "py/execretrieval_web_worker.js",
    "py/execretrieval_web_worker_bg.wasm",
];

/// How to make a missing results file.
const HINT: &str = "run `execretrieval eval` first";

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

/// Copy the viewer build. A file that comes with both a `.br` and a `.gz` copy in the build (the
/// Python wasm: `scripts/env.sh` compresses it once, at brotli's highest setting) keeps them and
/// is listed in `precompressed`; every other file is compressed by [`compress`] later.
fn copy_tree(
    from: &Path,
    to: &Path,
    files: &mut Vec<PathBuf>,
    precompressed: &mut BTreeSet<PathBuf>,
) -> Result<()> {
    for entry in std::fs::read_dir(from).with_context(|| format!("cannot read {}", from.display()))? {
        let entry = entry?;
        let name = entry.file_name();
        let name_s = name.to_string_lossy();
        if name_s.ends_with(".br") || name_s.ends_with(".gz") {
            continue;
        }
        let dest = to.join(&name);
        if entry.file_type()?.is_dir() {
            copy_tree(&entry.path(), &dest, files, precompressed)?;
        } else {
            let sibling = |dir: &Path, ext: &str| dir.join(format!("{name_s}.{ext}"));
            if sibling(from, "br").is_file() && sibling(from, "gz").is_file() {
                for ext in ["br", "gz"] {
                    write_atomic(&sibling(to, ext), &std::fs::read(sibling(from, ext))?)?;
                }
                precompressed.insert(dest.clone());
            }
            write_atomic(&dest, &std::fs::read(entry.path())?)?;
            files.push(dest);
        }
    }
    Ok(())
}

/// Brotli and gzip (level 9) copies next to `path`. Brotli quality 11 up to 4 MB; quality 9 above
/// (the release JSON of a full release). The Python wasm comes precompressed (see [`copy_tree`]).
pub fn compress(path: &Path) -> Result<()> {
    let bytes = std::fs::read(path)?;
    let mut br = Vec::new();
    {
        let quality = if bytes.len() <= 4 << 20 { 11 } else { 9 };
        let mut w = brotli::CompressorWriter::new(&mut br, 1 << 16, quality, 22);
        w.write_all(&bytes)?;
    }
    let mut gz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
    gz.write_all(&bytes)?;
    let gz = gz.finish()?;
    let with = |ext: &str| PathBuf::from(format!("{}.{ext}", path.display()));
    write_atomic(&with("br"), &br)?;
    write_atomic(&with("gz"), &gz)?;
    Ok(())
}

/// Temp files are created 0600: make the site readable by a web server running as another user.
fn readable(dir: &Path) -> Result<()> {
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        for entry in std::fs::read_dir(dir)? {
            let entry = entry?;
            let mode = if entry.file_type()?.is_dir() { 0o755 } else { 0o644 };
            std::fs::set_permissions(entry.path(), std::fs::Permissions::from_mode(mode))?;
            if entry.file_type()?.is_dir() {
                readable(&entry.path())?;
            }
        }
    }
    Ok(())
}

pub fn run(args: SiteArgs) -> Result<crate::Status> {
    let t0 = std::time::Instant::now();
    let dist = args.web_dist.clone().unwrap_or_else(default_web_dist);
    for f in WEB_FILES {
        if !dist.join(f).exists() {
            bail!(
                "the web viewer is not built ({} is missing): run `bash scripts/web.sh` (it builds it into <target dir>/web-dist), or pass --web-dist",
                dist.join(f).display()
            );
        }
    }
    let rel = &args.release;
    let queries: Vec<QueryRecord> = read_all(&rel.join("queries.jsonl"))?;
    let corpus: Vec<CorpusRecord> = read_all(&rel.join("corpus.jsonl"))?;
    let distractors: Vec<DistractorRecord> = read_all(&rel.join("distractor_metadata.jsonl"))?;
    let cache: Vec<ExecCacheRecord> = read_all(&rel.join("execution_cache.jsonl"))?;
    let res = &args.results;
    let leaderboard: Leaderboard = read_json(&res.join("full_leaderboard.json"), HINT)?;
    let pairwise: Pairwise = read_json(&res.join("pairwise_tests.json"), HINT)?;
    let analyses: AnalysesFile = read_json(&res.join("analyses.json"), HINT)?;
    let intervals = res.join("confidence_intervals.json");
    let intervals: Option<ConfidenceIntervals> =
        if intervals.exists() { Some(read_json(&intervals, HINT)?) } else { None };
    let models: Vec<String> = leaderboard.iter().map(|r| r.model.clone()).collect();
    let mut results = Vec::new();
    for m in &models {
        let r: RetrieverResults = read_json(&res.join(format!("{m}.json")), HINT)?;
        results.push(r);
    }
    let out = &args.out;
    let data = out.join("data");
    let mut files = Vec::new();
    let mut precompressed = BTreeSet::new();
    copy_tree(&dist, out, &mut files, &mut precompressed)?;

    fn put<T: Serialize + ?Sized>(data: &Path, files: &mut Vec<PathBuf>, name: &str, v: &T) -> Result<()> {
        let p = data.join(name);
        write_atomic(&p, serde_json::to_string(v)?.as_bytes())?;
        files.push(p);
        Ok(())
    }
    let release = SiteRelease {
        corpus: corpus.iter().map(Into::into).collect(),
        distractors,
        queries: queries.iter().map(Into::into).collect(),
    };
    put(&data, &mut files, "release.json", &release)?;
    let (pairs, unmatched) = verify_pairs(&queries, &corpus, &cache);
    put(&data, &mut files, "verify.json", &pairs)?;
    put(&data, &mut files, "full_leaderboard.json", &leaderboard)?;
    put(&data, &mut files, "pairwise_tests.json", &pairwise)?;
    if let Some(cis) = &intervals {
        put(&data, &mut files, "confidence_intervals.json", cis)?;
    }
    put(&data, &mut files, "analyses.json", &analyses)?;
    for (m, r) in models.iter().zip(&results) {
        put(&data, &mut files, &format!("results/{m}.json"), r)?;
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
        put(&data, &mut files, &format!("queries/{}.json", q.query_id), &page)?;
    }
    let manifest = Manifest {
        n_corpus: corpus.len(),
        n_queries: queries.len(),
        n_verify_pairs: pairs.len(),
        n_verify_unmatched: unmatched,
        retrievers: models,
    };
    put(&data, &mut files, "manifest.json", &manifest)?;
    files.sort();
    files
        .par_iter()
        .filter(|f| !precompressed.contains(*f))
        .map(|f| compress(f))
        .collect::<Result<Vec<()>>>()?;
    readable(out)?;
    eprintln!(
        "site: {} files (+ .br/.gz), {} queries, {} replayable cache pairs{}; written to {} in {:.1}s",
        files.len(),
        queries.len(),
        pairs.len(),
        if unmatched > 0 { format!(" ({unmatched} cache rows not in the release)") } else { String::new() },
        out.display(),
        t0.elapsed().as_secs_f64()
    );
    println!("{}", out.join("index.html").display());
    Ok(0)
}
