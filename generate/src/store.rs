//! Files of a run: atomic writes (temp file + fsync + rename), so a kill never leaves a torn file.

use anyhow::{Context, Result};
use std::io::Write;
use std::path::Path;

/// Write `bytes` to `path` atomically, creating parent directories.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> Result<()> {
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    std::fs::create_dir_all(dir).with_context(|| format!("cannot create {}", dir.display()))?;
    let mut tmp =
        tempfile::NamedTempFile::new_in(dir).with_context(|| format!("cannot write in {}", dir.display()))?;
    tmp.write_all(bytes)?;
    tmp.as_file().sync_all()?;
    tmp.persist(path).map_err(|e| e.error).with_context(|| format!("cannot write {}", path.display()))?;
    Ok(())
}

/// Pretty JSON, atomically, with a final newline.
pub fn write_json_atomic<T: serde::Serialize>(path: &Path, v: &T) -> Result<()> {
    write_atomic(path, (serde_json::to_string_pretty(v)? + "\n").as_bytes())
}

/// A JSON file, or `None` if it does not exist; a file that does not parse is an error naming it.
pub fn read_json<T: serde::de::DeserializeOwned>(path: &Path) -> Result<Option<T>> {
    match std::fs::read(path) {
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
        Err(e) => Err(e).with_context(|| format!("cannot read {}", path.display())),
        Ok(b) => serde_json::from_slice(&b).map(Some).with_context(|| {
            format!("{} is not valid JSON for this run (delete it to redo that step)", path.display())
        }),
    }
}

/// Now, as RFC 3339 UTC with seconds.
pub fn now_rfc3339() -> String {
    humantime::format_rfc3339_seconds(std::time::SystemTime::now()).to_string()
}
