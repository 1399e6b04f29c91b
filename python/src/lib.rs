//! `execretrieval._native`: the Rust engine of the Python package, a thin layer over the library
//! crates (no logic of its own beyond moving data across the boundary):
//!
//! * [`Oracle`]: `runner/host`'s oracle (sandbox + execution cache) chosen by the same
//!   [`OracleOptions`] as the CLI; requests and responses cross as `core::api` v1 JSON, so the
//!   Python side gives exactly `exec`'s and `serve`'s semantics. Batches run on the oracle's own
//!   pool (`Oracle::answer_polled`); this layer only releases the GIL and takes it back for
//!   Python's signal handlers after every finished item and at least every 50 ms
//!   (`KeyboardInterrupt` stops the batch between items). The default limits are exported from
//!   `core::limits` (`DEFAULT_MEMORY_MIB`, …).
//! * [`Benchmark`]: a release (the one embedded at build time, or any folder in the published
//!   schema) and `eval`'s scoring of a similarity matrix ([`execretrieval_eval::score`]), whose
//!   results are written with the same code as `eval` writes them.
//!
//! Argument checking and the Python-facing API live in the pure-Python package
//! (`python/execretrieval/`); errors from here are `ValueError` (bad input) or `RuntimeError`
//! (the sandbox or the file system), with the library's message, which names the fix.

use anyhow::Context;
use execretrieval_core::api::Request;
use execretrieval_core::release::{CorpusRecord, QueryRecord};
use execretrieval_core::results::AnalysesFile;
use execretrieval_eval::{Hooks, Release, RetrieverResult};
use execretrieval_host::options::{LimitDefaults, OracleOptions};
use execretrieval_host::oracle::Stopped;
use pyo3::exceptions::{PyRuntimeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::PyBytes;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

fn runtime(e: anyhow::Error) -> PyErr {
    PyRuntimeError::new_err(format!("{e:#}"))
}

fn value(e: impl std::fmt::Display) -> PyErr {
    PyValueError::new_err(e.to_string())
}

/// The sandbox oracle (it owns its worker pool).
#[pyclass(frozen, module = "execretrieval._native")]
struct Oracle {
    oracle: Arc<execretrieval_host::oracle::Oracle>,
    options: OracleOptions,
}

/// The longest the oracle goes without taking the GIL back to let Python run its signal
/// handlers (it also does after every finished item).
const SIGNAL_POLL: Duration = Duration::from_millis(50);

#[pymethods]
impl Oracle {
    /// `cache`: "default" (the CLI's cache: `$EXECRETRIEVAL_CACHE_URL` or the SQLite file in the
    /// cache directory), `None` (no cache), or a `sqlite:`/`postgres://` URL or file path.
    /// `release_limits`: the release's defaults (10⁹ per test, no suite budget) instead of the
    /// calibrated ones of `exec`/`serve`. `None` limits take those defaults (`core::limits`).
    #[new]
    #[expect(
        clippy::too_many_arguments,
        reason = "the Python constructor's keyword arguments, one parameter each"
    )]
    #[pyo3(signature = (fuel=None, suite_fuel=None, memory_mib=None, cache=None, cache_dir=None, jobs=None, release_limits=false))]
    fn new(
        py: Python<'_>,
        fuel: Option<u64>,
        suite_fuel: Option<u64>,
        memory_mib: Option<u64>,
        cache: Option<String>,
        cache_dir: Option<PathBuf>,
        jobs: Option<usize>,
        release_limits: bool,
    ) -> PyResult<Self> {
        let options = OracleOptions {
            fuel,
            suite_fuel,
            memory_mib,
            jobs,
            cache_dir,
            no_cache: cache.is_none(),
            cache: cache.filter(|c| c != "default"),
            defaults: if release_limits { LimitDefaults::Release } else { LimitDefaults::Calibrated },
            ..Default::default()
        };
        let opts = options.clone();
        let oracle = py.detach(move || opts.oracle()).map_err(runtime)?;
        Ok(Oracle { oracle: Arc::new(oracle), options })
    }

    /// Worker threads of this oracle.
    #[getter]
    fn jobs(&self) -> usize {
        self.oracle.jobs()
    }

    /// The sandbox fingerprint of the default limits (part of every cache key).
    #[getter]
    fn fingerprint(&self) -> String {
        self.oracle.sandbox.fingerprint().to_string()
    }

    #[getter]
    fn guest_sha256(&self) -> String {
        self.oracle.sandbox.guest_sha256().to_string()
    }

    /// The default limits: (fuel per test, suite fuel or None, memory MiB, output bytes).
    #[getter]
    fn limits(&self) -> (u64, Option<u64>, u64, u64) {
        let l = self.oracle.sandbox.config().limits;
        (l.fuel, l.suite_fuel, l.memory_mib, l.output_bytes)
    }

    /// The cache in use, as text (`None`: no cache).
    #[getter]
    fn cache(&self) -> PyResult<Option<String>> {
        Ok(self.options.cache_location().map_err(runtime)?.map(|l| format!("{l:?}")))
    }

    /// Answer `core::api` v1 requests (JSON texts, any kind), at most `jobs` at a time on the
    /// oracle's pool (`None`: all its threads); the responses (JSON texts) in input order. The
    /// GIL is released while the sandbox runs; `KeyboardInterrupt` (or any exception a signal
    /// handler raises) stops the batch: items not started are dropped, running ones finish,
    /// then the exception propagates (`Oracle::answer_polled`).
    #[pyo3(signature = (requests, jobs=None))]
    fn answer(&self, py: Python<'_>, requests: Vec<String>, jobs: Option<usize>) -> PyResult<Vec<String>> {
        let mut parsed = Vec::with_capacity(requests.len());
        for (i, text) in requests.iter().enumerate() {
            let v: serde_json::Value =
                serde_json::from_str(text).map_err(|e| value(format!("request {i}: {e}")))?;
            let r = Request::from_value(v).map_err(|e| value(format!("request {i}: {e}")))?;
            let limits =
                self.oracle.resolve_limits(r.limits()).map_err(|e| value(format!("request {i}: {e}")))?;
            parsed.push((r, limits));
        }
        let oracle = &self.oracle;
        let answers = py
            .detach(|| {
                oracle.answer_polled(&parsed, jobs, SIGNAL_POLL, || Python::attach(|py| py.check_signals()))
            })
            .map_err(|stopped| match stopped {
                Stopped::Failed(e) => runtime(e),
                Stopped::Cancelled(e) => e,
            })?;
        answers
            .into_iter()
            .map(|r| serde_json::to_string(&r).map_err(|e| PyRuntimeError::new_err(e.to_string())))
            .collect()
    }
}

/// The default limits (`core::limits`), so that the Python package restates none of them.
fn add_limits(m: &Bound<'_, PyModule>) -> PyResult<()> {
    use execretrieval_core::limits as l;
    m.add("DEFAULT_FUEL", l::DEFAULT_FUEL)?;
    m.add("DEFAULT_SUITE_FUEL", l::DEFAULT_SUITE_FUEL)?;
    m.add("RELEASE_FUEL", l::RELEASE_FUEL)?;
    m.add("DEFAULT_MEMORY_MIB", l::DEFAULT_MEMORY_MIB)?;
    m.add("DEFAULT_OUTPUT_BYTES", l::DEFAULT_OUTPUT_BYTES)?;
    Ok(())
}

/// A release and the evaluation of scores over it.
#[pyclass(frozen, module = "execretrieval._native")]
struct Benchmark {
    release: Arc<Release>,
    source: String,
}

/// The release shipped in the package: `data/release` of the source tree it was built from.
const EMBEDDED_QUERIES: &str = include_str!("../../data/release/queries.jsonl");
const EMBEDDED_CORPUS: &str = include_str!("../../data/release/corpus.jsonl");
const EMBEDDED_VALIDATION: &str = include_str!("../../data/release/validation.json");

fn parse_jsonl<T: serde::de::DeserializeOwned>(name: &str, text: &str) -> anyhow::Result<Vec<T>> {
    text.lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty())
        .map(|(i, l)| serde_json::from_str(l).with_context(|| format!("{name} line {}", i + 1)))
        .collect()
}

#[pymethods]
impl Benchmark {
    /// `path`: a release folder (`queries.jsonl`, `corpus.jsonl`); `None`: the embedded release.
    #[staticmethod]
    #[pyo3(signature = (path=None))]
    fn load(py: Python<'_>, path: Option<PathBuf>) -> PyResult<Benchmark> {
        py.detach(|| match path {
            Some(p) => {
                let release = Release::load(&p)?;
                let source = p.canonicalize().unwrap_or(p).display().to_string();
                Ok(Benchmark { release: Arc::new(release), source })
            }
            None => {
                let queries: Vec<QueryRecord> = parse_jsonl("embedded queries.jsonl", EMBEDDED_QUERIES)?;
                let corpus: Vec<CorpusRecord> = parse_jsonl("embedded corpus.jsonl", EMBEDDED_CORPUS)?;
                Ok(Benchmark {
                    release: Arc::new(Release::new(queries, corpus)),
                    source: "embedded".to_string(),
                })
            }
        })
        .map_err(|e: anyhow::Error| value(format!("{e:#}")))
    }

    /// Where the release came from: a folder's path, or "embedded".
    #[getter]
    fn source(&self) -> &str {
        &self.source
    }

    /// The embedded release's `validation.json` (its sandbox fingerprint and counts).
    #[staticmethod]
    fn embedded_validation() -> &'static str {
        EMBEDDED_VALIDATION
    }

    /// `queries.jsonl`'s records as JSON texts, in release order.
    fn queries_json(&self) -> PyResult<Vec<String>> {
        self.release.queries.iter().map(|q| serde_json::to_string(q).map_err(value)).collect()
    }

    /// `corpus.jsonl`'s records as JSON texts, in release order.
    fn corpus_json(&self) -> PyResult<Vec<String>> {
        self.release.corpus.iter().map(|c| serde_json::to_string(c).map_err(value)).collect()
    }

    /// Similarities of a built-in in-process retriever that needs no model (`bm25`, `random`),
    /// computed by the same code as `eval`: float32, little-endian, queries × corpus.
    fn retriever_scores<'py>(&self, py: Python<'py>, name: &str) -> PyResult<Bound<'py, PyBytes>> {
        let cfg = execretrieval_retrieval::lookup(name)
            .ok_or_else(|| value(format!("unknown retriever `{name}` (in the registry: bm25, random, …)")))?;
        if !matches!(cfg.kind, execretrieval_retrieval::Kind::Bm25 | execretrieval_retrieval::Kind::Random) {
            return Err(value(format!(
                "`{name}` needs a model: evaluate it with `Benchmark.evaluate_model` or `execretrieval eval --retriever {name}`"
            )));
        }
        let release = self.release.clone();
        let bytes = py
            .detach(move || -> anyhow::Result<Vec<u8>> {
                let tmp = std::env::temp_dir();
                let store = execretrieval_retrieval::store::EmbeddingStore { dir: tmp, read_only: true };
                let env = execretrieval_retrieval::Env {
                    store: &store,
                    progress: &execretrieval_core::oracle::no_progress,
                    log: &|_| {},
                };
                let q = execretrieval_retrieval::Texts {
                    ids: release.queries.iter().map(|q| q.query_id.as_str()).collect(),
                    texts: release.queries.iter().map(|q| q.query.as_str()).collect(),
                };
                let c = execretrieval_retrieval::Texts {
                    ids: release.corpus_ids(),
                    texts: release.corpus.iter().map(|c| c.code.as_str()).collect(),
                };
                let sims = execretrieval_retrieval::similarities(&cfg, &q, &c, &env)?;
                Ok(sims.iter().flatten().flat_map(|x| x.to_le_bytes()).collect())
            })
            .map_err(runtime)?;
        Ok(PyBytes::new(py, &bytes))
    }

    /// Score a similarity matrix (float32 little-endian bytes, queries × corpus in release
    /// order) as `eval` scores a retriever, with the oracle's sandbox and cache.
    #[pyo3(signature = (name, scores, oracle, bootstrap_samples=5000, seed=20260510))]
    fn evaluate(
        &self,
        py: Python<'_>,
        name: String,
        scores: &[u8],
        oracle: &Oracle,
        bootstrap_samples: usize,
        seed: u64,
    ) -> PyResult<Evaluation> {
        let (nq, nc) = (self.release.queries.len(), self.release.corpus.len());
        if scores.len() != nq * nc * 4 {
            return Err(value(format!(
                "scores: expected {nq} × {nc} float32 values ({} bytes), got {} bytes",
                nq * nc * 4,
                scores.len()
            )));
        }
        let sims: Vec<Vec<f32>> = scores
            .chunks_exact(nc * 4)
            .map(|row| row.chunks_exact(4).map(|b| f32::from_le_bytes([b[0], b[1], b[2], b[3]])).collect())
            .collect();
        let (release, o) = (self.release.clone(), oracle.oracle.clone());
        let result = py
            .detach(move || execretrieval_eval::score(&release, &name, &sims, o.as_ref(), &Hooks::quiet()))
            .map_err(runtime)?;
        let (cis, _) =
            execretrieval_eval::summary::statistics(std::slice::from_ref(&result), bootstrap_samples, seed);
        let ci = cis.get(&result.name).cloned().unwrap_or_default();
        Ok(Evaluation { result, ci: serde_json::to_string(&ci).map_err(value)? })
    }
}

/// One scored retriever: `eval`'s `RetrieverResult`.
#[pyclass(frozen, module = "execretrieval._native")]
struct Evaluation {
    result: RetrieverResult,
    ci: String,
}

#[pymethods]
impl Evaluation {
    #[getter]
    fn name(&self) -> &str {
        &self.result.name
    }

    /// `results/<name>.json` (the `RetrieverResults` schema) as JSON text.
    fn results_json(&self) -> PyResult<String> {
        serde_json::to_string(&self.result.results).map_err(value)
    }

    /// The 95 % bootstrap intervals per metric (`confidence_intervals.json`'s entry) as JSON text.
    fn ci_json(&self) -> &str {
        &self.ci
    }

    /// The paper's analyses (`analyses.json`'s entry) as JSON text.
    fn analyses_json(&self) -> PyResult<String> {
        serde_json::to_string(&self.result.analyses).map_err(value)
    }

    /// Write `<dir>/<name>.json` exactly as `eval` writes it, and the analyses into
    /// `<dir>/analyses.json` (other models' entries kept), both atomically.
    fn write(&self, py: Python<'_>, dir: PathBuf, name: String) -> PyResult<PathBuf> {
        if name.is_empty()
            || name.contains(['/', '\\'])
            || name.starts_with('.')
            || execretrieval_eval::summary::SUMMARY_FILES.contains(&format!("{name}.json").as_str())
        {
            return Err(value(format!(
                "name {name:?} cannot name a results file: use letters, digits, '-', '_', '.', not starting with '.' and not a summary file's name"
            )));
        }
        py.detach(|| -> anyhow::Result<PathBuf> {
            std::fs::create_dir_all(&dir).with_context(|| format!("cannot create {}", dir.display()))?;
            let mut results = self.result.results.clone();
            results.model = name.clone();
            let path = dir.join(format!("{name}.json"));
            execretrieval_io::write_json(&path, &results)?;
            if let Some(a) = &self.result.analyses {
                let apath = dir.join("analyses.json");
                let mut all: AnalysesFile =
                    execretrieval_io::read_json_if_exists(&apath)?.unwrap_or_default();
                all.insert(name.clone(), a.clone());
                execretrieval_io::write_json(&apath, &all)?;
            }
            Ok(path)
        })
        .map_err(runtime)
    }
}

/// Cosine similarities of L2-normalised rows (the computation of `eval`'s dense retrievers):
/// `queries` (nq × dim) and `corpus` (nc × dim) as float32 little-endian bytes; the result as
/// float32 bytes, nq × nc.
#[pyfunction]
fn cosine_scores<'py>(
    py: Python<'py>,
    queries: &[u8],
    corpus: &[u8],
    dim: usize,
) -> PyResult<Bound<'py, PyBytes>> {
    if dim == 0 || !queries.len().is_multiple_of(dim * 4) || !corpus.len().is_multiple_of(dim * 4) {
        return Err(value(format!("embeddings must be rows of {dim} float32 values")));
    }
    let rows = |b: &[u8]| -> Vec<Vec<f32>> {
        b.chunks_exact(dim * 4)
            .map(|r| r.chunks_exact(4).map(|x| f32::from_le_bytes([x[0], x[1], x[2], x[3]])).collect())
            .collect()
    };
    let (q, c) = (rows(queries), rows(corpus));
    let out: Vec<u8> = py.detach(|| {
        execretrieval_retrieval::cosine_matrix(&q, &c)
            .iter()
            .flatten()
            .flat_map(|x| x.to_le_bytes())
            .collect()
    });
    Ok(PyBytes::new(py, &out))
}

/// Also look for the precompiled sandbox guest shipped in the package directory `dir` (the
/// package calls this on import; `runner/host`'s `module_cache`).
#[pyfunction]
fn _set_package_dir(dir: PathBuf) {
    execretrieval_host::module_cache::add_shipped_dir(dir);
}

#[pymodule]
fn _native(m: &Bound<'_, PyModule>) -> PyResult<()> {
    // The sandbox's notices (a compile of the guest that takes seconds, a shipped module that
    // does not fit the CPU) go to the `execretrieval` logger, as warnings, instead of stderr.
    execretrieval_host::module_cache::set_notice(|message| {
        Python::attach(|py| {
            let logged = py
                .import("logging")
                .and_then(|logging| logging.call_method1("getLogger", ("execretrieval",)))
                .and_then(|logger| logger.call_method1("warning", (message,)));
            if logged.is_err() {
                eprintln!("execretrieval: {message}");
            }
        });
    });
    m.add_function(wrap_pyfunction!(_set_package_dir, m)?)?;
    m.add_class::<Oracle>()?;
    m.add_class::<Benchmark>()?;
    m.add_class::<Evaluation>()?;
    m.add_function(wrap_pyfunction!(cosine_scores, m)?)?;
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    add_limits(m)
}
