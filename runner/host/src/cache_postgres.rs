//! The execution cache in PostgreSQL: one cache shared by every worker of a cluster
//! (`--cache postgres://USER@HOST:PORT/DB` or `$EXECRETRIEVAL_CACHE_URL`).
//!
//! - The same rows and keys as SQLite ([`crate::cache`]): `execretrieval_outcomes` (code sha256,
//!   tests sha256, sandbox fingerprint → outcomes and per-test fuel as JSON text) and
//!   `execretrieval_programs` (program key, fingerprint → run JSON and fuel).
//! - Writes are `INSERT … ON CONFLICT DO NOTHING` (a row is a pure function of its key, so the
//!   first of several concurrent writers wins and the others lose nothing); the only update
//!   completes a row that has no fuel (imported from an old export).
//! - `execretrieval_schema` holds the schema version; [`MIGRATIONS`] bring any older database
//!   up to date inside one transaction under an advisory lock (workers starting together
//!   migrate once); a database newer than this binary is refused with the fix.
//! - Connections come from an r2d2 pool (one per worker thread); the synchronous `postgres`
//!   client keeps the oracle's code free of async. No TLS (`NoTls`): reach a remote server over
//!   a private network or a local tunnel (`sslmode=require` URLs are refused by the server
//!   handshake with a clear error).
//! - An unreachable server is an error naming the server (password hidden) and the fix; there is
//!   no fall-back to a local file, so a worker never computes into a cache nobody shares.

use crate::cache::backend::{decode_suite, missing_sandbox, CacheBackend, CacheRow, ImportCounts};
use anyhow::{Context, Result};
use execretrieval_core::api::ProgramRun;
use execretrieval_core::outcome::Outcome;
use execretrieval_core::release::ProgramCacheRecord;
use postgres::NoTls;
use r2d2_postgres::PostgresConnectionManager;
use std::time::Duration;

type Pool = r2d2::Pool<PostgresConnectionManager<NoTls>>;

/// The schema this binary reads and writes.
pub const SCHEMA_VERSION: i32 = 1;

/// `MIGRATIONS[v]` takes a database from schema version `v` to `v + 1`.
pub const MIGRATIONS: &[&str] = &["CREATE TABLE execretrieval_outcomes (
        code_sha256 TEXT NOT NULL,
        tests_sha256 TEXT NOT NULL,
        sandbox TEXT NOT NULL,
        outcomes TEXT NOT NULL,
        fuel_used TEXT,
        PRIMARY KEY (code_sha256, tests_sha256, sandbox)
    );
    CREATE TABLE execretrieval_programs (
        key TEXT NOT NULL,
        sandbox TEXT NOT NULL,
        run TEXT NOT NULL,
        fuel_used BIGINT NOT NULL,
        PRIMARY KEY (key, sandbox)
    );"];

/// The advisory lock that serialises migrations ("execretr" in ASCII).
const MIGRATION_LOCK: i64 = 0x6578_6563_7265_7472;

const PUT_SUITE: &str =
    "INSERT INTO execretrieval_outcomes (code_sha256, tests_sha256, sandbox, outcomes, fuel_used)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (code_sha256, tests_sha256, sandbox) DO UPDATE
     SET outcomes = EXCLUDED.outcomes, fuel_used = EXCLUDED.fuel_used
     WHERE execretrieval_outcomes.fuel_used IS NULL AND EXCLUDED.fuel_used IS NOT NULL";
const PUT_PROGRAM: &str =
    "INSERT INTO execretrieval_programs (key, sandbox, run, fuel_used) VALUES ($1, $2, $3, $4)
     ON CONFLICT DO NOTHING";

pub struct PostgresCache {
    pool: Pool,
    url: String,
}

/// `url` with its password replaced by `***`.
pub fn redact(url: &str) -> String {
    let Some((scheme, rest)) = url.split_once("://") else { return url.to_string() };
    let (auth, host) = match rest.rsplit_once('@') {
        Some((a, h)) => (a, h),
        None => return url.to_string(),
    };
    match auth.split_once(':') {
        Some((user, _)) => format!("{scheme}://{user}:***@{host}"),
        None => url.to_string(),
    }
}

impl PostgresCache {
    /// Connect (checking the server once, with a 10 s connect timeout unless the URL sets
    /// `connect_timeout`), migrate the schema, and keep a pool of up to `pool` connections.
    pub fn connect(url: &str, pool: u32) -> Result<PostgresCache> {
        let shown = redact(url);
        let mut config: postgres::Config = url.parse().with_context(|| {
            format!("bad PostgreSQL URL {shown}: expected postgres://USER[:PASSWORD]@HOST[:PORT]/DB[?host=/socket/dir]")
        })?;
        if config.get_connect_timeout().is_none() {
            config.connect_timeout(Duration::from_secs(10));
        }
        let unreachable = || {
            format!(
                "cannot reach the execution cache at {shown}: start the server (or fix --cache / \
                 $EXECRETRIEVAL_CACHE_URL; drop both to use the local SQLite cache) — no local fall-back"
            )
        };
        let mut client = config.connect(NoTls).with_context(unreachable)?;
        migrate(&mut client).with_context(|| format!("migrating the execution cache at {shown}"))?;
        drop(client);
        let manager = PostgresConnectionManager::new(config, NoTls);
        let pool = r2d2::Pool::builder()
            .max_size(pool.max(1))
            .min_idle(Some(1))
            .connection_timeout(Duration::from_secs(30))
            .build(manager)
            .with_context(unreachable)?;
        Ok(PostgresCache { pool, url: shown })
    }

    fn conn(&self) -> Result<r2d2::PooledConnection<PostgresConnectionManager<NoTls>>> {
        self.pool.get().with_context(|| {
            format!("no connection to the execution cache at {} (is the server up?)", self.url)
        })
    }

    /// The database's schema version (0: no execretrieval tables yet).
    pub fn schema_version(&self) -> Result<i32> {
        schema_version(&mut *self.conn()?)
    }
}

fn schema_version(client: &mut impl postgres::GenericClient) -> Result<i32> {
    client.batch_execute("CREATE TABLE IF NOT EXISTS execretrieval_schema (version INTEGER NOT NULL)")?;
    Ok(client.query_one("SELECT COALESCE(MAX(version), 0) FROM execretrieval_schema", &[])?.get(0))
}

/// Bring the schema to [`SCHEMA_VERSION`] in one transaction under an advisory lock.
fn migrate(client: &mut postgres::Client) -> Result<()> {
    let mut tx = client.transaction()?;
    tx.execute("SELECT pg_advisory_xact_lock($1)", &[&MIGRATION_LOCK])?;
    let v = schema_version(&mut tx)?;
    if v > SCHEMA_VERSION {
        anyhow::bail!(
            "the database has execution-cache schema version {v}, newer than this execretrieval's {SCHEMA_VERSION}: \
             upgrade execretrieval on this worker"
        );
    }
    for (k, step) in MIGRATIONS.iter().enumerate().skip(v as usize) {
        tx.batch_execute(step)?;
        tx.execute("INSERT INTO execretrieval_schema (version) VALUES ($1)", &[&(k as i32 + 1)])?;
    }
    tx.commit()?;
    Ok(())
}

fn fuel_i64(f: u64) -> i64 {
    i64::try_from(f).unwrap_or(i64::MAX)
}

impl CacheBackend for PostgresCache {
    fn describe(&self) -> String {
        self.url.clone()
    }

    /// The suite table with its index (the programs table apart).
    fn size_bytes(&self) -> Result<Option<u64>> {
        let b: i64 =
            self.conn()?.query_one("SELECT pg_total_relation_size('execretrieval_outcomes')", &[])?.get(0);
        Ok(u64::try_from(b).ok())
    }

    fn get_with_fuel(
        &self,
        code_sha: &str,
        tests_sha: &str,
        sandbox: &str,
    ) -> Result<Option<(Vec<Outcome>, Vec<u64>)>> {
        let row = self.conn()?.query_opt(
            "SELECT outcomes, fuel_used FROM execretrieval_outcomes WHERE code_sha256=$1 AND tests_sha256=$2 AND sandbox=$3",
            &[&code_sha, &tests_sha, &sandbox],
        )?;
        Ok(row.and_then(|r| decode_suite(r.get(0), r.get::<_, Option<&str>>(1))))
    }

    fn put(
        &self,
        code_sha: &str,
        tests_sha: &str,
        sandbox: &str,
        outcomes: &[Outcome],
        fuel_used: &[u64],
    ) -> Result<()> {
        let (o, f) = (serde_json::to_string(outcomes)?, Some(serde_json::to_string(fuel_used)?));
        self.conn()?.execute(PUT_SUITE, &[&code_sha, &tests_sha, &sandbox, &o, &f])?;
        Ok(())
    }

    fn get_program(&self, key: &str, sandbox: &str) -> Result<Option<(ProgramRun, u64)>> {
        let row = self.conn()?.query_opt(
            "SELECT run, fuel_used FROM execretrieval_programs WHERE key=$1 AND sandbox=$2",
            &[&key, &sandbox],
        )?;
        Ok(row.and_then(|r| {
            let (run, f): (String, i64) = (r.get(0), r.get(1));
            Some((serde_json::from_str(&run).ok()?, u64::try_from(f).ok()?))
        }))
    }

    fn put_program(&self, key: &str, sandbox: &str, run: &ProgramRun, fuel_used: u64) -> Result<()> {
        let run = serde_json::to_string(run)?;
        self.conn()?.execute(PUT_PROGRAM, &[&key, &sandbox, &run, &fuel_i64(fuel_used)])?;
        Ok(())
    }

    fn rows(&self) -> Result<Vec<CacheRow>> {
        // COLLATE "C": byte order, the order of SQLite's export (hex keys sort alike either way).
        let rows = self.conn()?.query(
            "SELECT code_sha256, tests_sha256, sandbox, outcomes, fuel_used FROM execretrieval_outcomes
             ORDER BY code_sha256 COLLATE \"C\", tests_sha256 COLLATE \"C\", sandbox COLLATE \"C\"",
            &[],
        )?;
        rows.iter()
            .map(|r| {
                let f: Option<String> = r.get(4);
                Ok(CacheRow {
                    code_sha256: r.get(0),
                    fuel_used: f.map(|f| serde_json::from_str(&f)).transpose()?,
                    outcomes: serde_json::from_str(r.get::<_, &str>(3))?,
                    sandbox: Some(r.get(2)),
                    tests_sha256: r.get(1),
                })
            })
            .collect()
    }

    fn program_rows(&self) -> Result<Vec<ProgramCacheRecord>> {
        let rows = self.conn()?.query(
            "SELECT key, sandbox, run, fuel_used FROM execretrieval_programs ORDER BY key COLLATE \"C\", sandbox COLLATE \"C\"",
            &[],
        )?;
        rows.iter()
            .map(|r| {
                Ok(ProgramCacheRecord {
                    fuel_used: u64::try_from(r.get::<_, i64>(3))?,
                    key: r.get(0),
                    run: serde_json::from_str(r.get::<_, &str>(2))?,
                    sandbox: r.get(1),
                })
            })
            .collect()
    }

    fn import(&self, suites: &[CacheRow], programs: &[ProgramCacheRecord]) -> Result<ImportCounts> {
        let mut conn = self.conn()?;
        let mut tx = conn.transaction()?;
        let mut n = ImportCounts::default();
        let put = tx.prepare(PUT_SUITE)?;
        for r in suites {
            let sandbox = r.sandbox.as_deref().ok_or_else(|| missing_sandbox(r))?;
            let o = serde_json::to_string(&r.outcomes)?;
            let f = r.fuel_used.as_ref().map(serde_json::to_string).transpose()?;
            n.suites += tx.execute(&put, &[&r.code_sha256, &r.tests_sha256, &sandbox, &o, &f])?;
        }
        let put = tx.prepare(PUT_PROGRAM)?;
        for p in programs {
            let run = serde_json::to_string(&p.run)?;
            n.programs += tx.execute(&put, &[&p.key, &p.sandbox, &run, &fuel_i64(p.fuel_used)])?;
        }
        tx.commit()?;
        Ok(n)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn passwords_are_hidden() {
        assert_eq!(redact("postgres://u:secret@h:5432/db"), "postgres://u:***@h:5432/db");
        assert_eq!(redact("postgres://u@h/db"), "postgres://u@h/db");
        assert_eq!(redact("postgres://h/db"), "postgres://h/db");
        assert_eq!(redact("postgresql://u:p@ss@h/db"), "postgresql://u:***@h/db");
    }

    #[test]
    fn migrations_reach_the_schema_version() {
        assert_eq!(MIGRATIONS.len(), SCHEMA_VERSION as usize);
    }
}
