//! The execution cache: outcomes keyed by (sha256 of code, sha256 of the test list, sandbox
//! fingerprint). Suites also keep the fuel each test used; program runs (and the cases of judged
//! runs) are in a second table keyed by the sha256 of their canonical request ([`program_key`]).
//!
//! One interface ([`CacheBackend`], in `cache/backend.rs` with the rows both stores share) over two
//! stores, chosen by [`ExecCache::connect`]:
//! - SQLite (the embedded default, [`SqliteCache`]): one file, WAL journal (a killed process
//!   loses at most the row being written, never the file);
//! - PostgreSQL (`postgres://…`, [`crate::cache_postgres::PostgresCache`]): one cache shared by
//!   many workers on many machines.
//!
//! A row is a pure function of its key (fuel, not wall clock, decides timeouts; host faults are
//! never stored), so concurrent writers of one key write the same row and the first one wins.
//! Exportable as `execution_cache.jsonl` (+ program rows), importable into either store.

pub mod backend;

use anyhow::{Context, Result};
use backend::{decode_suite, missing_sandbox, CacheBackend, CacheRow, ImportCounts};
use execretrieval_core::api::ProgramRun;
use execretrieval_core::outcome::Outcome;
use execretrieval_core::release::bytes_sha256;
use execretrieval_core::release::ProgramCacheRecord;
use rusqlite::{params, Connection, OptionalExtension};
use serde::Serialize;
use std::path::Path;
use std::sync::Mutex;

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
    bytes_sha256(serde_json::to_string(&key).expect("strings serialise").as_bytes())
}

/// Which store: `postgres://…` / `postgresql://…` (PostgreSQL), `sqlite:PATH` or a plain path
/// (SQLite).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CacheLocation {
    Sqlite(std::path::PathBuf),
    Postgres(String),
}

impl CacheLocation {
    pub fn parse(spec: &str) -> Result<CacheLocation> {
        let s = spec.trim();
        if s.starts_with("postgres://") || s.starts_with("postgresql://") {
            Ok(CacheLocation::Postgres(s.to_string()))
        } else if let Some(p) = s.strip_prefix("sqlite:") {
            Ok(CacheLocation::Sqlite(p.trim_start_matches("//").into()))
        } else if s.is_empty() || s.contains("://") {
            anyhow::bail!(
                "unsupported cache {spec:?}: give postgres://USER@HOST:PORT/DB (PostgreSQL), or sqlite:PATH / a file path (SQLite)"
            )
        } else {
            Ok(CacheLocation::Sqlite(s.into()))
        }
    }
}

/// The execution cache the oracle uses: one [`CacheBackend`].
pub struct ExecCache {
    backend: Box<dyn CacheBackend>,
}

impl ExecCache {
    /// The SQLite cache at `path` (created if missing).
    pub fn open(path: &Path) -> Result<ExecCache> {
        Ok(ExecCache { backend: Box::new(SqliteCache::open(path)?) })
    }

    pub fn in_memory() -> Result<ExecCache> {
        Ok(ExecCache { backend: Box::new(SqliteCache::in_memory()?) })
    }

    /// The store named by `location`; PostgreSQL with a pool of up to `pool` connections. An
    /// unreachable server is an error naming it (never a fall-back to a local file).
    pub fn connect(location: &CacheLocation, pool: u32) -> Result<ExecCache> {
        Ok(match location {
            CacheLocation::Sqlite(p) => ExecCache::open(p)?,
            CacheLocation::Postgres(url) => {
                ExecCache { backend: Box::new(crate::cache_postgres::PostgresCache::connect(url, pool)?) }
            }
        })
    }

    pub fn from_backend(backend: Box<dyn CacheBackend>) -> ExecCache {
        ExecCache { backend }
    }

    /// Outcomes of a suite, if cached.
    pub fn get(&self, code_sha: &str, tests_sha: &str, sandbox: &str) -> Result<Option<Vec<Outcome>>> {
        Ok(self.get_with_fuel(code_sha, tests_sha, sandbox)?.map(|(o, _)| o))
    }
}

impl std::ops::Deref for ExecCache {
    type Target = dyn CacheBackend;
    fn deref(&self) -> &Self::Target {
        &*self.backend
    }
}

/// The embedded SQLite store.
pub struct SqliteCache {
    conn: Mutex<Connection>,
    path: String,
}

impl SqliteCache {
    pub fn open(path: &Path) -> Result<SqliteCache> {
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
        Ok(SqliteCache { conn: Mutex::new(conn), path: path.display().to_string() })
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

    pub fn in_memory() -> Result<SqliteCache> {
        let conn = Connection::open_in_memory()?;
        Self::init(&conn)?;
        Ok(SqliteCache { conn: Mutex::new(conn), path: ":memory:".into() })
    }
}

impl CacheBackend for SqliteCache {
    fn describe(&self) -> String {
        format!("sqlite:{}", self.path)
    }

    fn size_bytes(&self) -> Result<Option<u64>> {
        let conn = self.conn.lock().unwrap_or_else(|e| e.into_inner());
        let pages: i64 = conn.query_row(
            "SELECT page_count * page_size FROM pragma_page_count(), pragma_page_size()",
            [],
            |r| r.get(0),
        )?;
        Ok(u64::try_from(pages).ok())
    }

    fn get_with_fuel(
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
        Ok(row.and_then(|(o, f)| decode_suite(&o, f.as_deref())))
    }

    fn put(
        &self,
        code_sha: &str,
        tests_sha: &str,
        sandbox: &str,
        outcomes: &[Outcome],
        fuel_used: &[u64],
    ) -> Result<()> {
        let conn = self.conn.lock().unwrap_or_else(|e| e.into_inner());
        conn.prepare_cached(
            "INSERT INTO outcomes (code_sha256, tests_sha256, sandbox, outcomes, fuel_used)
             VALUES (?1, ?2, ?3, ?4, ?5)
             ON CONFLICT (code_sha256, tests_sha256, sandbox) DO UPDATE
             SET outcomes = excluded.outcomes, fuel_used = excluded.fuel_used WHERE outcomes.fuel_used IS NULL",
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

    fn get_program(&self, key: &str, sandbox: &str) -> Result<Option<(ProgramRun, u64)>> {
        let conn = self.conn.lock().unwrap_or_else(|e| e.into_inner());
        let row: Option<(String, i64)> = conn
            .prepare_cached("SELECT run, fuel_used FROM programs WHERE key=?1 AND sandbox=?2")?
            .query_row(params![key, sandbox], |r| Ok((r.get(0)?, r.get(1)?)))
            .optional()?;
        Ok(row.and_then(|(r, f)| Some((serde_json::from_str(&r).ok()?, u64::try_from(f).ok()?))))
    }

    fn put_program(&self, key: &str, sandbox: &str, run: &ProgramRun, fuel_used: u64) -> Result<()> {
        let conn = self.conn.lock().unwrap_or_else(|e| e.into_inner());
        conn.prepare_cached(
            "INSERT OR IGNORE INTO programs (key, sandbox, run, fuel_used) VALUES (?1, ?2, ?3, ?4)",
        )?
        .execute(params![
            key,
            sandbox,
            serde_json::to_string(run)?,
            i64::try_from(fuel_used).unwrap_or(i64::MAX)
        ])?;
        Ok(())
    }

    fn rows(&self) -> Result<Vec<CacheRow>> {
        let conn = self.conn.lock().unwrap_or_else(|e| e.into_inner());
        let mut stmt = conn.prepare(
            "SELECT code_sha256, tests_sha256, sandbox, outcomes, fuel_used FROM outcomes ORDER BY code_sha256, tests_sha256, sandbox",
        )?;
        let rows = stmt
            .query_map([], |r| {
                Ok((
                    r.get::<_, String>(0)?,
                    r.get::<_, String>(1)?,
                    r.get::<_, String>(2)?,
                    r.get::<_, String>(3)?,
                    r.get::<_, Option<String>>(4)?,
                ))
            })?
            .collect::<Result<Vec<_>, _>>()?;
        rows.into_iter()
            .map(|(c, t, s, o, f)| {
                Ok(CacheRow {
                    code_sha256: c,
                    fuel_used: f.map(|f| serde_json::from_str(&f)).transpose()?,
                    outcomes: serde_json::from_str(&o)?,
                    sandbox: Some(s),
                    tests_sha256: t,
                })
            })
            .collect()
    }

    fn program_rows(&self) -> Result<Vec<ProgramCacheRecord>> {
        let conn = self.conn.lock().unwrap_or_else(|e| e.into_inner());
        let mut stmt =
            conn.prepare("SELECT key, sandbox, run, fuel_used FROM programs ORDER BY key, sandbox")?;
        let rows = stmt
            .query_map([], |r| {
                Ok((
                    r.get::<_, String>(0)?,
                    r.get::<_, String>(1)?,
                    r.get::<_, String>(2)?,
                    r.get::<_, i64>(3)?,
                ))
            })?
            .collect::<Result<Vec<_>, _>>()?;
        rows.into_iter()
            .map(|(key, sandbox, run, f)| {
                Ok(ProgramCacheRecord {
                    fuel_used: u64::try_from(f)?,
                    key,
                    run: serde_json::from_str(&run)?,
                    sandbox,
                })
            })
            .collect()
    }

    fn import(&self, suites: &[CacheRow], programs: &[ProgramCacheRecord]) -> Result<ImportCounts> {
        let mut conn = self.conn.lock().unwrap_or_else(|e| e.into_inner());
        let tx = conn.transaction()?;
        let mut n = ImportCounts::default();
        {
            // a new row, or the fuel of a row that had none
            let mut ins = tx.prepare(
                "INSERT INTO outcomes (code_sha256, tests_sha256, sandbox, outcomes, fuel_used) VALUES (?1, ?2, ?3, ?4, ?5)
                 ON CONFLICT (code_sha256, tests_sha256, sandbox) DO UPDATE SET fuel_used = excluded.fuel_used
                 WHERE outcomes.fuel_used IS NULL AND excluded.fuel_used IS NOT NULL",
            )?;
            for r in suites {
                let sandbox = r.sandbox.as_deref().ok_or_else(|| missing_sandbox(r))?;
                let fuel = r.fuel_used.as_ref().map(serde_json::to_string).transpose()?;
                n.suites += ins.execute(params![
                    r.code_sha256,
                    r.tests_sha256,
                    sandbox,
                    serde_json::to_string(&r.outcomes)?,
                    fuel
                ])? as u64;
            }
            let mut ins = tx.prepare(
                "INSERT OR IGNORE INTO programs (key, sandbox, run, fuel_used) VALUES (?1, ?2, ?3, ?4)",
            )?;
            for p in programs {
                n.programs += ins.execute(params![
                    p.key,
                    p.sandbox,
                    serde_json::to_string(&p.run)?,
                    i64::try_from(p.fuel_used).unwrap_or(i64::MAX)
                ])? as u64;
            }
        }
        tx.commit()?;
        Ok(n)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locations_parse() {
        assert_eq!(
            CacheLocation::parse("postgres://u@h/db").unwrap(),
            CacheLocation::Postgres("postgres://u@h/db".into())
        );
        assert!(matches!(CacheLocation::parse("postgresql://h/db").unwrap(), CacheLocation::Postgres(_)));
        assert_eq!(
            CacheLocation::parse("sqlite:/tmp/c.sqlite").unwrap(),
            CacheLocation::Sqlite("/tmp/c.sqlite".into())
        );
        assert_eq!(
            CacheLocation::parse("sqlite:///tmp/c.sqlite").unwrap(),
            CacheLocation::Sqlite("/tmp/c.sqlite".into())
        );
        assert_eq!(
            CacheLocation::parse("rel/c.sqlite").unwrap(),
            CacheLocation::Sqlite("rel/c.sqlite".into())
        );
        for bad in ["", "redis://h/0", "mysql://h/db"] {
            assert!(CacheLocation::parse(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn sqlite_rows_export_import_and_first_writer_wins() {
        let a = ExecCache::in_memory().unwrap();
        a.put("c1", "t1", "s", &[Outcome::Pass, Outcome::Timeout], &[5, 9]).unwrap();
        a.put("c0", "t1", "s", &[Outcome::Fail(None)], &[3]).unwrap();
        // a second writer of the same key keeps the first row
        a.put("c1", "t1", "s", &[Outcome::Pass, Outcome::Pass], &[1, 1]).unwrap();
        assert_eq!(
            a.get_with_fuel("c1", "t1", "s").unwrap(),
            Some((vec![Outcome::Pass, Outcome::Timeout], vec![5, 9]))
        );
        a.put_program("k", "s", &ProgramRun::ok("x\n"), 7).unwrap();
        a.put_program("k", "s", &ProgramRun::ok("other\n"), 8).unwrap();
        assert_eq!(a.get_program("k", "s").unwrap(), Some((ProgramRun::ok("x\n"), 7)));
        let rows = a.rows().unwrap();
        assert_eq!(rows.iter().map(|r| r.code_sha256.as_str()).collect::<Vec<_>>(), ["c0", "c1"], "sorted");
        assert_eq!(rows[1].fuel_used, Some(vec![5, 9]));
        let progs = a.program_rows().unwrap();
        let b = ExecCache::in_memory().unwrap();
        assert_eq!(b.import(&rows, &progs).unwrap(), ImportCounts { suites: 2, programs: 1 });
        assert_eq!(b.import(&rows, &progs).unwrap(), ImportCounts { suites: 0, programs: 0 }, "idempotent");
        assert_eq!(b.rows().unwrap(), rows);
        assert_eq!(b.program_rows().unwrap(), progs);
        assert_eq!(b.get_with_fuel("c0", "t1", "s").unwrap(), Some((vec![Outcome::Fail(None)], vec![3])));
        // a row without fuel (a release's) is a miss until a put or an import completes it
        let mut no_fuel = rows[0].clone();
        no_fuel.code_sha256 = "c9".into();
        no_fuel.fuel_used = None;
        let c = ExecCache::in_memory().unwrap();
        c.import(&[no_fuel.clone()], &[]).unwrap();
        assert_eq!(c.get_with_fuel("c9", "t1", "s").unwrap(), None);
        no_fuel.fuel_used = Some(vec![3]);
        assert_eq!(c.import(&[no_fuel], &[]).unwrap().suites, 1);
        assert!(c.get_with_fuel("c9", "t1", "s").unwrap().is_some());
        // an imported row must name its sandbox
        let mut bare = rows[0].clone();
        bare.sandbox = None;
        assert!(c.import(&[bare], &[]).unwrap_err().to_string().contains("no \"sandbox\""));
    }
}
