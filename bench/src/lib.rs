//! The benchmarks that compare our in-process models with their Python reference implementations
//! in the same run (`execretrieval bench embed`, `bench rerank`): each takes its options and
//! returns a Markdown report the command prints; `bench build` times a cold and a warm release
//! build with the sandbox oracle (a fresh execution cache of its own). [`rounds`] times the two
//! sides in alternating rounds with the machine's conditions beside them
//! (`execretrieval_host::timing`). The sandbox's
//! own benchmarks live beside what they measure (`execretrieval_host::bench`,
//! `execretrieval_host::bench_shards`, `execretrieval_service::bench`). [`soak`] (`bench soak`)
//! drives `serve` under full load for a given time and watches it from outside (RSS, descriptors,
//! threads, cache size, latency), failing on a trend, a changed verdict, a crash or a leak.
//!
//! Invariant: nothing here is called by `eval` or any library below the CLI; it may link
//! wasmtime (through `execretrieval-host`'s timing module).

pub mod build;
pub mod embed;
pub mod rerank;
pub mod rounds;
pub mod soak;
