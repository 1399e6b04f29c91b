//! The execution cache: outcomes keyed by (sha256 of code, sha256 of the test list, sandbox
//! fingerprint), in an embedded SQLite database (WAL journal: a killed process loses at most the
//! row being written, never the file). Exportable as `execution_cache.jsonl`.
//! Suites also keep the fuel each test used; program runs (and the cases of judged runs) are in
//! a second table keyed by the sha256 of their canonical request ([`program_key`]).

use anyhow::{Context, Result};
use execretrieval_core::api::ProgramRun;
use execretrieval_core::outcome::Outcome;
use rusqlite::{params, Connection, OptionalExtension};
use serde::Serialize;
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

/// sha256 of the canonical JSON of a program run's inputs (everything but the sandbox limits,
/// which are in the fingerprint): `{"code","stdin","argv","output_bytes"}` in that order.
pub fn program_key(code: &str, stdin: &str, argv: &[String], output_bytes: u64) -> String {
    #[derive(Serialize)]
    struct Key<'a> {
        code: &'a str,
        stdin: &'a str,
        argv: &'a [String],
        output_bytes: u64,
    }
    let key = Key { code, stdin, argv, output_bytes };
    crate::sha256_hex(serde_json::to_string(&key).expect("strings serialise").as_bytes())
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
        Self::init(&conn).with_context(|| {
            format!("{} is not an execution cache (delete it to start afresh)", path.display())
        })?;
        Ok(ExecCache { conn: Mutex::new(conn) })
    }

    fn init(conn: &Connection) -> Result<()> {
        conn.execute_batch(
            "CREATE TABLE IF NOT EXISTS outcomes (
                code_sha256 TEXT NOT NULL,
                tests_sha256 TEXT NOT NULL,
                sandbox TEXT NOT NULL,
                outcomes TEXT NOT NULL,
                PRIMARY KEY (code_sha256, tests_sha256, sandbox)
            );
            CREATE TABLE IF NOT EXISTS programs (
                key TEXT NOT NULL,
                sandbox TEXT NOT NULL,
                run TEXT NOT NULL,
                fuel_used INTEGER NOT NULL,
                PRIMARY KEY (key, sandbox)
            )",
        )?;
        // Caches written before fuel was recorded: add the column (NULL rows are misses).
        let has_fuel =
            conn.prepare("SELECT 1 FROM pragma_table_info('outcomes') WHERE name='fuel_used'")?.exists([])?;
        if !has_fuel {
            conn.execute_batch("ALTER TABLE outcomes ADD COLUMN fuel_used TEXT")?;
        }
        Ok(())
    }

    pub fn in_memory() -> Result<ExecCache> {
        let conn = Connection::open_in_memory()?;
        Self::init(&conn)?;
        Ok(ExecCache { conn: Mutex::new(conn) })
    }

    /// Outcomes of a suite, if cached.
    pub fn get(&self, code_sha: &str, tests_sha: &str, sandbox: &str) -> Result<Option<Vec<Outcome>>> {
        Ok(self.get_with_fuel(code_sha, tests_sha, sandbox)?.map(|(o, _)| o))
    }

    /// Outcomes and per-test fuel of a suite, if cached (a row without fuel is a miss).
    pub fn get_with_fuel(
        &self,
        code_sha: &str,
        tests_sha: &str,
        sandbox: &str,
    ) -> Result<Option<(Vec<Outcome>, Vec<u64>)>> {
        let conn = self.conn.lock().unwrap_or_else(|e| e.into_inner());
        let row: Option<(String, Option<String>)> = conn
            .prepare_cached(
                "SELECT outcomes, fuel_used FROM outcomes WHERE code_sha256=?1 AND tests_sha256=?2 AND sandbox=?3",
            )?
            .query_row(params![code_sha, tests_sha, sandbox], |r| Ok((r.get(0)?, r.get(1)?)))
            .optional()?;
        let Some((o, Some(f))) = row else { return Ok(None) };
        match (serde_json::from_str::<Vec<Outcome>>(&o), serde_json::from_str::<Vec<u64>>(&f)) {
            (Ok(o), Ok(f)) if o.len() == f.len() => Ok(Some((o, f))),
            _ => Ok(None),
        }
    }

    pub fn put(
        &self,
        code_sha: &str,
        tests_sha: &str,
        sandbox: &str,
        outcomes: &[Outcome],
        fuel_used: &[u64],
    ) -> Result<()> {
        let conn = self.conn.lock().unwrap_or_else(|e| e.into_inner());
        conn.prepare_cached(
            "INSERT OR REPLACE INTO outcomes (code_sha256, tests_sha256, sandbox, outcomes, fuel_used)
             VALUES (?1, ?2, ?3, ?4, ?5)",
        )?
        .execute(params![
            code_sha,
            tests_sha,
            sandbox,
            serde_json::to_string(outcomes)?,
            serde_json::to_string(fuel_used)?
        ])?;
        Ok(())
    }

    /// A cached program run and its fuel.
    pub fn get_program(&self, key: &str, sandbox: &str) -> Result<Option<(ProgramRun, u64)>> {
        let conn = self.conn.lock().unwrap_or_else(|e| e.into_inner());
        let row: Option<(String, i64)> = conn
            .prepare_cached("SELECT run, fuel_used FROM programs WHERE key=?1 AND sandbox=?2")?
            .query_row(params![key, sandbox], |r| Ok((r.get(0)?, r.get(1)?)))
            .optional()?;
        Ok(row.and_then(|(r, f)| Some((serde_json::from_str(&r).ok()?, u64::try_from(f).ok()?))))
    }

    pub fn put_program(&self, key: &str, sandbox: &str, run: &ProgramRun, fuel_used: u64) -> Result<()> {
        let conn = self.conn.lock().unwrap_or_else(|e| e.into_inner());
        conn.prepare_cached(
            "INSERT OR REPLACE INTO programs (key, sandbox, run, fuel_used) VALUES (?1, ?2, ?3, ?4)",
        )?
        .execute(params![
            key,
            sandbox,
            serde_json::to_string(run)?,
            i64::try_from(fuel_used).unwrap_or(i64::MAX)
        ])?;
        Ok(())
    }

    /// Every row, sorted by (code, tests, sandbox): the `execution_cache.jsonl` export.
    pub fn rows(&self) -> Result<Vec<CacheRow>> {
        let conn = self.conn.lock().unwrap_or_else(|e| e.into_inner());
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
