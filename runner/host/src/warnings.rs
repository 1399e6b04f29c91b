//! Warnings about the host that do not stop a run: a cache directory that cannot be written (full,
//! read-only), a cache that stopped answering. Verdicts are still returned (computed, not
//! cached); the warning is given once per process and kind, so a long run is not flooded.
//! Hand-written because it is two functions: a sink the embedder chooses (the service routes it
//! into its JSON log; the default is a `warning:` line on stderr) and a once-per-kind guard.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::OnceLock;

static SINK: OnceLock<fn(&str)> = OnceLock::new();

/// Where warnings go (first call wins): the service sends them to its JSON log.
pub fn set_sink(sink: fn(&str)) {
    let _ = SINK.set(sink);
}

/// Give `message` to the sink, or to stderr without one.
pub fn warn(message: &str) {
    match SINK.get() {
        Some(sink) => sink(message),
        None => eprintln!("warning: {message}"),
    }
}

/// The kinds of warning, each given once per process.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// The compiled guest could not be written to the module cache.
    ModuleCacheWrite,
    /// The default execution cache could not be opened: running without one.
    CacheOpen,
    /// An execution-cache read failed (treated as a miss).
    CacheRead,
    /// An execution-cache write failed (the verdict is returned, not cached).
    CacheWrite,
}

static GIVEN: [AtomicBool; 4] = [const { AtomicBool::new(false) }; 4];

/// [`warn`] with the message of `what`, the first time this kind happens in this process.
pub fn warn_once(kind: Kind, what: impl FnOnce() -> String) {
    if !GIVEN[kind as usize].swap(true, Ordering::SeqCst) {
        warn(&what());
    }
}
