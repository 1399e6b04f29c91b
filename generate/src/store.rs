//! Files of a run, over `execretrieval-io` (atomic writes: a kill never leaves a torn file).

use anyhow::Result;
use std::path::Path;

/// A JSON file of the run, or `None` if it does not exist; a file that does not parse is an error
/// naming it and how to redo its step.
pub fn read_json<T: serde::de::DeserializeOwned>(path: &Path) -> Result<Option<T>> {
    execretrieval_io::read_json_if_exists(path)
        .map_err(|e| anyhow::anyhow!("{e:#} (delete {} to redo that step)", path.display()))
}

/// Now, as RFC 3339 UTC with seconds.
pub fn now_rfc3339() -> String {
    humantime::format_rfc3339_seconds(std::time::SystemTime::now()).to_string()
}
