//! The execution cache: outcomes keyed by (sha256 of code, sha256 of the test list, sandbox
//! fingerprint), in an embedded SQLite database (WAL journal: a killed process loses at most the
//! row being written, never the file). Exportable as `execution_cache.jsonl`.

use anyhow::{Context, Result};
use execretrieval_core::outcome::Outcome;
use rusqlite::{params, Connection, OptionalExtension};
use std::path::Path;
use std::sync::Mutex;

/// sha256 of the code as UTF-8.
pub fn code_sha256(code: &str) -> String {
    crate::sha256_hex(code.as_bytes())
}

/// sha256 of the canonical JSON of the test list (`serde_json` compact form: `["a","b"]`).
pub fn tests_sha256(tests: &[String]) -> String {
    crate::sha256_hex(serde_json::to_string(tests).expect("strings serialise").as_bytes())
}

/// One row of `execution_cache.jsonl` (the release's row type; `sandbox` is always set here).
pub type CacheRow = execretrieval_core::release::ExecCacheRecord;

pub struct ExecCache {
    conn: Mutex<Connection>,
}

impl ExecCache {
    pub fn open(path: &Path) -> Result<ExecCache> {
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir).with_context(|| format!("cannot create {}", dir.display()))?;
        }
        let conn = Connection::open(path).with_context(|| {
            format!("cannot open the execution cache {} (delete it to start afresh)", path.display())
        })?;
        conn.busy_timeout(std::time::Duration::from_secs(30))?;
        conn.pragma_update(None, "journal_mode", "WAL")?;
        conn.pragma_update(None, "synchronous", "NORMAL")?;
        conn.execute_batch(
            "CREATE TABLE IF NOT EXISTS outcomes (
                code_sha256 TEXT NOT NULL,
                tests_sha256 TEXT NOT NULL,
                sandbox TEXT NOT NULL,
                outcomes TEXT NOT NULL,
                PRIMARY KEY (code_sha256, tests_sha256, sandbox)
            )",
        )
        .with_context(|| {
            format!("{} is not an execution cache (delete it to start afresh)", path.display())
        })?;
        Ok(ExecCache { conn: Mutex::new(conn) })
    }

    pub fn in_memory() -> Result<ExecCache> {
        let conn = Connection::open_in_memory()?;
        conn.execute_batch(
            "CREATE TABLE outcomes (code_sha256 TEXT NOT NULL, tests_sha256 TEXT NOT NULL, sandbox TEXT NOT NULL,
             outcomes TEXT NOT NULL, PRIMARY KEY (code_sha256, tests_sha256, sandbox))",
        )?;
        Ok(ExecCache { conn: Mutex::new(conn) })
    }

    pub fn get(&self, code_sha: &str, tests_sha: &str, sandbox: &str) -> Result<Option<Vec<Outcome>>> {
        let conn = self.conn.lock().unwrap();
        let row: Option<String> = conn
            .prepare_cached(
                "SELECT outcomes FROM outcomes WHERE code_sha256=?1 AND tests_sha256=?2 AND sandbox=?3",
            )?
            .query_row(params![code_sha, tests_sha, sandbox], |r| r.get(0))
            .optional()?;
        match row {
            None => Ok(None),
            Some(s) => Ok(serde_json::from_str(&s).ok()),
        }
    }

    pub fn put(&self, code_sha: &str, tests_sha: &str, sandbox: &str, outcomes: &[Outcome]) -> Result<()> {
        let conn = self.conn.lock().unwrap();
        conn.prepare_cached(
            "INSERT OR REPLACE INTO outcomes (code_sha256, tests_sha256, sandbox, outcomes) VALUES (?1, ?2, ?3, ?4)",
        )?
        .execute(params![code_sha, tests_sha, sandbox, serde_json::to_string(outcomes)?])?;
        Ok(())
    }

    /// Every row, sorted by (code, tests, sandbox): the `execution_cache.jsonl` export.
    pub fn rows(&self) -> Result<Vec<CacheRow>> {
        let conn = self.conn.lock().unwrap();
        let mut stmt = conn.prepare(
            "SELECT code_sha256, tests_sha256, sandbox, outcomes FROM outcomes ORDER BY code_sha256, tests_sha256, sandbox",
        )?;
        let rows = stmt
            .query_map([], |r| {
                Ok((
                    r.get::<_, String>(0)?,
                    r.get::<_, String>(1)?,
                    r.get::<_, String>(2)?,
                    r.get::<_, String>(3)?,
                ))
            })?
            .collect::<Result<Vec<_>, _>>()?;
        rows.into_iter()
            .map(|(c, t, s, o)| {
                Ok(CacheRow {
                    code_sha256: c,
                    outcomes: serde_json::from_str(&o)?,
                    sandbox: Some(s),
                    tests_sha256: t,
                })
            })
            .collect()
    }
}
