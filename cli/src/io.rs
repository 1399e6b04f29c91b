//! The file helpers of `execretrieval-io` (atomic writes, JSON and JSONL reading), re-exported
//! for the commands.

pub use execretrieval_io::*;
