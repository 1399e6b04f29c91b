//! The data types of ExecRetrieval, shared by every crate and the web viewer: outcomes
//! ([`outcome`]), the records of a release ([`release`]) and of the results ([`results`]), the
//! viewer's files ([`site`]), the sandbox API's wire types ([`api`]), shards of a run
//! ([`shard`]), the metrics ([`metrics`]) and statistics ([`stats`]), how shares are shown
//! ([`display`]), the benchmark workloads ([`workload`]) and, behind the `oracle` feature, the
//! execution-oracle seam and the progress type of the library crates ([`oracle`]).
//!
//! Invariants: no I/O; builds for wasm32 (the viewer links it), so no dependency beyond serde,
//! schemars and ChaCha8 except behind a feature (`hashing`: sha256; `oracle`: anyhow); a file
//! has one type here, used by every writer and reader; results are bit-identical on every
//! platform.

pub mod api;
pub mod calls;
pub mod display;
pub mod guest;
pub mod human_eval;
pub mod metrics;
#[cfg(feature = "oracle")]
pub mod oracle;
pub mod outcome;
pub mod release;
pub mod results;
pub mod sandbox_fusion;
pub mod shard;
pub mod site;
pub mod stats;
pub mod workload;
