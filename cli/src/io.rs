//! File helpers: atomic writes (temp file + rename) and JSONL reading with line-numbered errors.

use anyhow::{Context, Result};
use std::io::Write;
use std::path::Path;

/// Write `bytes` to `path` atomically: a temp file in the same directory, fsync, rename.
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

/// Records of a JSONL file: (1-based line number, the record or why the line is not one).
pub fn read_records<T: serde::de::DeserializeOwned>(path: &Path) -> Result<Vec<(usize, Result<T, String>)>> {
    Ok(read_jsonl(path)?
        .into_iter()
        .map(|(line, v)| {
            (line, v.and_then(|v| serde_json::from_value::<T>(v).map_err(|e| format!("bad record ({e})"))))
        })
        .collect())
}

/// Every record of a JSONL file, or the first bad line as `<file>:<line>: <reason>`.
pub fn read_all<T: serde::de::DeserializeOwned>(path: &Path) -> Result<Vec<T>> {
    read_records(path)?
        .into_iter()
        .map(|(line, r)| r.map_err(|e| anyhow::anyhow!("{}:{}: {}", path.display(), line, e)))
        .collect()
}

/// Lines of a JSONL file: (1-based line number, parsed value or the reason it is bad).
/// Invalid UTF-8 and malformed JSON are reported per line; blank lines are skipped.
pub fn read_jsonl(path: &Path) -> Result<Vec<(usize, Result<serde_json::Value, String>)>> {
    let bytes = std::fs::read(path).with_context(|| format!("cannot read {}", path.display()))?;
    let mut out = Vec::new();
    for (i, raw) in bytes.split(|&b| b == b'\n').enumerate() {
        let raw = raw.strip_suffix(b"\r").unwrap_or(raw);
        if raw.iter().all(u8::is_ascii_whitespace) {
            continue;
        }
        let parsed = match std::str::from_utf8(raw) {
            Err(e) => Err(format!("invalid UTF-8 ({e})")),
            Ok(s) => {
                serde_json::from_str::<serde_json::Value>(s).map_err(|e| format!("malformed JSON ({e})"))
            }
        };
        out.push((i + 1, parsed));
    }
    Ok(out)
}
