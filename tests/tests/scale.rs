//! Scale-out through the real binary: `exec --shard I/N` + `merge` give the bytes of one run
//! (N = 1, 3, 7), the PostgreSQL cache shared by concurrent writers from several processes, a
//! shard killed with SIGKILL and rerun (only its unfinished work is redone), `cache export` /
//! `cache import` across backends, an unreachable server, and the Slurm array end to end.
//! The servers are real (`execretrieval_tests::services`); one that cannot start fails the test.

use execretrieval_core::api::Request;
use execretrieval_core::shard::{request_key, shard_of, ExecShard};
use execretrieval_tests::services::{free_port, Postgres, Slurm};
use execretrieval_tests::{bin, fixture, read_jsonl, write_jsonl};
use serde_json::{json, Value};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// Suites of the oracle fixture, its programs, judged runs built from the programs, and a few
/// suites repeated under other ids (same key: same shard, same answer).
fn mixed_input() -> Vec<Value> {
    let mut rows = Vec::new();
    for c in read_jsonl(&fixture("oracle/cases.jsonl")) {
        rows.push(json!({"id": c["id"], "code": c["code"], "tests": c["tests"]}));
    }
    for p in read_jsonl(&fixture("programs/programs.jsonl")) {
        rows.push(json!({"id": p["id"], "code": p["code"], "stdin": p["stdin"], "argv": p["argv"]}));
        if p["expected"]["status"] == "ok" && rows.len() % 3 == 0 {
            rows.push(json!({
                "id": format!("judge_{}", p["id"].as_str().unwrap()),
                "code": p["code"],
                "cases": [{"stdin": p["stdin"], "argv": p["argv"], "expected_stdout": p["expected"]["stdout"]}],
            }));
        }
    }
    for k in 0..5 {
        let mut again = rows[k * 7].clone();
        again["id"] = json!(format!("again_{k}"));
        rows.push(again);
    }
    rows
}

/// Every run of these tests under the same small limits (the cache key covers them): an
/// infinite loop is TIMEOUT after 3·10⁸ fuel (≈ 0.1 s), not the calibrated 10¹⁰.
const LIMITS: &[&str] = &["--fuel", "300000000", "--suite-fuel", "0"];

/// `exec` with `args` (after `--input`, `--output`); asserts the exit code, returns stderr.
fn exec(input: &Path, output: &Path, args: &[&str], cache_dir: &Path, want: i32) -> String {
    let mut a =
        vec!["exec", "--input", input.to_str().unwrap(), "--output", output.to_str().unwrap(), "-j", "2"];
    a.extend_from_slice(LIMITS);
    a.extend_from_slice(args);
    let out = Command::new(bin())
        .args(&a)
        .env("EXECRETRIEVAL_CACHE_DIR", cache_dir)
        .env_remove("EXECRETRIEVAL_CACHE_URL")
        .stdin(Stdio::null())
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert_eq!(out.status.code(), Some(want), "exec {a:?}:\n{stderr}");
    stderr
}

fn merge(files: &[PathBuf], output: &Path) -> (i32, String) {
    let mut a = vec!["merge".to_string(), "--output".into(), output.to_str().unwrap().into()];
    a.extend(files.iter().map(|f| f.to_str().unwrap().to_string()));
    let out = Command::new(bin()).args(&a).stdin(Stdio::null()).output().unwrap();
    (out.status.code().unwrap_or(-1), String::from_utf8_lossy(&out.stderr).into_owned())
}

/// The shard each input line belongs to under N, by the specified hash (`core::shard`).
fn expected_shard(row: &Value, n: u32) -> u32 {
    let req = Request::from_value(row.clone()).expect("a valid request");
    shard_of(request_key(&req).as_bytes(), n)
}

/// The compiled guest is shared (`shared_cache_dir`); the execution cache is per test.
fn guest_cache() -> PathBuf {
    execretrieval_tests::shared_cache_dir()
}

/// Rows with the `cached` flags (which say how a row was obtained, not what it is) removed.
fn without_cached(text: &str) -> Vec<Value> {
    fn strip(v: &mut Value) {
        match v {
            Value::Object(m) => {
                m.remove("cached");
                m.values_mut().for_each(strip);
            }
            Value::Array(a) => a.iter_mut().for_each(strip),
            _ => {}
        }
    }
    text.lines()
        .map(|l| {
            let mut v: Value = serde_json::from_str(l).unwrap();
            strip(&mut v);
            v
        })
        .collect()
}

#[test]
fn shards_merge_into_the_bytes_of_one_run() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("in.jsonl");
    let rows = mixed_input();
    write_jsonl(&input, &rows);
    let single = dir.path().join("single.jsonl");
    exec(&input, &single, &["--no-cache"], &guest_cache(), 0);
    let single_bytes = std::fs::read(&single).unwrap();
    assert_eq!(single_bytes.iter().filter(|&&b| b == b'\n').count(), rows.len());
    for n in [1u32, 3, 7] {
        let mut files = Vec::new();
        for i in 0..n {
            let f = dir.path().join(format!("shard-{i}-of-{n}.json"));
            let err = exec(&input, &f, &["--no-cache", "--shard", &format!("{i}/{n}")], &guest_cache(), 0);
            assert!(err.contains(&format!("shard {i}/{n} holds")), "{err}");
            // the shard holds exactly the lines whose key hashes to it
            let shard: ExecShard = serde_json::from_slice(&std::fs::read(&f).unwrap()).unwrap();
            assert_eq!((shard.index, shard.count, shard.items), (i, n, rows.len() as u64));
            let lines: Vec<u64> = shard.rows.iter().map(|r| r.line).collect();
            let want: Vec<u64> = rows
                .iter()
                .enumerate()
                .filter(|(_, r)| expected_shard(r, n) == i)
                .map(|(k, _)| k as u64 + 1)
                .collect();
            assert_eq!(lines, want, "shard {i}/{n}");
            files.push(f);
        }
        if n == 7 {
            assert!(files.iter().all(|f| std::fs::metadata(f).unwrap().len() > 200), "every shard has work");
        }
        files.reverse(); // any order
        let merged = dir.path().join(format!("merged-{n}.jsonl"));
        let (code, err) = merge(&files, &merged);
        assert_eq!(code, 0, "{err}");
        assert!(
            std::fs::read(&merged).unwrap() == single_bytes,
            "N = {n}: merged output differs from the single run"
        );
    }
    // a missing shard, a shard twice, shards of two N: refused, naming the fix
    let three: Vec<PathBuf> = (0..3).map(|i| dir.path().join(format!("shard-{i}-of-3.json"))).collect();
    let out = dir.path().join("bad.jsonl");
    let (code, err) = merge(&three[..2], &out);
    assert_eq!(code, 2);
    assert!(err.contains("shard 2/3 is missing") && err.contains("--shard 2/3"), "{err}");
    let (code, err) = merge(&[three[0].clone(), three[1].clone(), three[1].clone()], &out);
    assert_eq!(code, 2);
    assert!(err.contains("given twice"), "{err}");
    let (code, err) =
        merge(&[three[0].clone(), three[1].clone(), dir.path().join("shard-2-of-7.json")], &out);
    assert_eq!(code, 2);
    assert!(err.contains("not shards of one run"), "{err}");
    assert!(!out.exists(), "nothing written on a refused merge");
    // a bad --shard is a usage error
    let o = Command::new(bin())
        .args(["exec", "--input", input.to_str().unwrap(), "--shard", "3/3"])
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("0 <= I < N"));
}

/// Suites that each take ~0.2 s (three tests spinning into their fuel limit: TIMEOUT, a
/// deterministic and cached outcome), so a shard can be killed midway.
fn slow_input(n: usize) -> Vec<Value> {
    (0..n)
        .map(|k| {
            json!({
                "id": format!("spin_{k}"),
                "code": format!("# suite {k}\ndef spin(x):\n    while True:\n        x += 1\n"),
                "tests": ["assert spin(0)", "assert spin(1)", format!("assert {k} >= 0")],
            })
        })
        .collect()
}

fn pg_rows(pg: &Postgres) -> u64 {
    pg.sql("SELECT count(*) FROM execretrieval_outcomes").parse().unwrap()
}

#[test]
fn postgres_cache_concurrent_writers_and_killed_shard() {
    let pg = Postgres::start();
    let dir = tempfile::tempdir().unwrap();
    let cache_dir = guest_cache();
    // --- concurrent writers: three processes answer the same input into one cache at once
    let input = dir.path().join("in.jsonl");
    let rows = mixed_input();
    write_jsonl(&input, &rows);
    let url = pg.url();
    let children: Vec<(PathBuf, std::process::Child)> = (0..3)
        .map(|k| {
            let out = dir.path().join(format!("writer-{k}.jsonl"));
            let c = Command::new(bin())
                .args(["exec", "--input", input.to_str().unwrap(), "--output", out.to_str().unwrap()])
                .args(["-j", "2", "--cache", &url])
                .args(LIMITS)
                .env("EXECRETRIEVAL_CACHE_DIR", &cache_dir)
                .stdin(Stdio::null())
                .stderr(Stdio::piped())
                .spawn()
                .unwrap();
            (out, c)
        })
        .collect();
    let mut outputs = Vec::new();
    for (out, c) in children {
        let o = c.wait_with_output().unwrap();
        assert_eq!(o.status.code(), Some(0), "{}", String::from_utf8_lossy(&o.stderr));
        outputs.push(std::fs::read_to_string(out).unwrap());
    }
    let reference = dir.path().join("reference.jsonl");
    exec(&input, &reference, &["--no-cache"], &cache_dir, 0);
    let reference = std::fs::read_to_string(&reference).unwrap();
    for o in &outputs {
        assert_eq!(without_cached(o), without_cached(&reference), "a concurrent writer's answers differ");
    }
    let suites: std::collections::BTreeSet<(String, String)> = rows
        .iter()
        .filter(|r| r.get("tests").is_some())
        .map(|r| {
            let code = execretrieval_tests::sha256_hex(r["code"].as_str().unwrap().as_bytes());
            (code, execretrieval_tests::sha256_hex(serde_json::to_string(&r["tests"]).unwrap().as_bytes()))
        })
        .collect();
    assert_eq!(pg_rows(&pg), suites.len() as u64, "one row per distinct suite, whoever wrote it");
    assert_eq!(pg.sql("SELECT max(version) FROM execretrieval_schema"), "1");
    // a fourth run (through the unix socket) answers everything from the shared cache
    let again = dir.path().join("again.jsonl");
    let err = exec(&input, &again, &["--cache", &pg.socket_url()], &cache_dir, 0);
    assert!(err.contains(&format!("; {} from cache, 0 run)", rows.len())), "{err}");
    assert_eq!(without_cached(&std::fs::read_to_string(&again).unwrap()), without_cached(&reference));

    // --- export from PostgreSQL, import into SQLite, export again: the same bytes
    let pg_export = dir.path().join("pg.jsonl");
    let pg_programs = dir.path().join("pg-programs.jsonl");
    let sqlite = dir.path().join("moved.sqlite");
    let cache = |args: &[&str]| {
        let o = Command::new(bin()).arg("cache").args(args).stdin(Stdio::null()).output().unwrap();
        assert_eq!(o.status.code(), Some(0), "cache {args:?}: {}", String::from_utf8_lossy(&o.stderr));
        String::from_utf8_lossy(&o.stderr).into_owned()
    };
    let p = |p: &Path| p.to_str().unwrap().to_string();
    cache(&["export", "--out", &p(&pg_export), "--programs", &p(&pg_programs), "--cache", &url]);
    let err =
        cache(&["import", "--input", &p(&pg_export), "--programs", &p(&pg_programs), "--cache", &p(&sqlite)]);
    assert!(err.contains(&format!("{} of {} suite rows new", suites.len(), suites.len())), "{err}");
    let back = dir.path().join("sqlite.jsonl");
    let back_programs = dir.path().join("sqlite-programs.jsonl");
    cache(&[
        "export",
        "--out",
        &p(&back),
        "--programs",
        &p(&back_programs),
        "--cache",
        &format!("sqlite:{}", p(&sqlite)),
    ]);
    assert_eq!(
        std::fs::read(&back).unwrap(),
        std::fs::read(&pg_export).unwrap(),
        "suite rows moved unchanged"
    );
    assert_eq!(
        std::fs::read(&back_programs).unwrap(),
        std::fs::read(&pg_programs).unwrap(),
        "program rows too"
    );
    assert!(read_jsonl(&pg_programs).len() > 50, "program and judged-run rows are exported");
    // the SQLite copy answers the whole input from its rows
    let from_sqlite = dir.path().join("from-sqlite.jsonl");
    let err = exec(&input, &from_sqlite, &["--cache", &p(&sqlite)], &cache_dir, 0);
    assert!(err.contains(&format!("; {} from cache, 0 run)", rows.len())), "{err}");
    // importing twice adds nothing
    let err = cache(&["import", "--input", &p(&pg_export), "--cache", &url]);
    assert!(err.contains(&format!("0 of {} suite rows new", suites.len())), "{err}");

    // --- kill -9 of a shard midway, then its rerun: finished suites come from the cache
    let slow = dir.path().join("slow.jsonl");
    let slow_rows = slow_input(45);
    write_jsonl(&slow, &slow_rows);
    let in_shard1 = slow_rows.iter().filter(|r| expected_shard(r, 3) == 1).count() as u64;
    assert!(in_shard1 >= 8, "shard 1/3 has {in_shard1} suites");
    let shard = |i: u32| dir.path().join(format!("slow-{i}-of-3.json"));
    let before = pg_rows(&pg);
    let mut child = Command::new(bin())
        .args(["exec", "--input", slow.to_str().unwrap(), "--output", shard(1).to_str().unwrap()])
        .args(["-j", "1", "--shard", "1/3", "--cache", &url])
        .args(LIMITS)
        .env("EXECRETRIEVAL_CACHE_DIR", &cache_dir)
        .stdin(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let t0 = Instant::now();
    while pg_rows(&pg) < before + 3 {
        assert!(child.try_wait().unwrap().is_none(), "the shard finished before it could be killed");
        assert!(t0.elapsed() < Duration::from_secs(120), "the shard wrote no rows in 120 s");
        std::thread::sleep(Duration::from_millis(20));
    }
    child.kill().unwrap(); // SIGKILL
    child.wait().unwrap();
    let done = pg_rows(&pg) - before;
    assert!(done < in_shard1, "killed after {done} of {in_shard1} suites");
    assert!(!shard(1).exists(), "a killed shard leaves no output file");
    // the rerun of shard 1 takes its finished suites from the cache and runs only the rest
    let err = exec(&slow, &shard(1), &["--shard", "1/3", "--cache", &url], &cache_dir, 0);
    assert!(err.contains(&format!("; {done} from cache, {} run)", in_shard1 - done)), "{err}");
    for i in [0, 2] {
        exec(&slow, &shard(i), &["--shard", &format!("{i}/3"), "--cache", &url], &cache_dir, 0);
    }
    let merged = dir.path().join("slow-merged.jsonl");
    let (code, err) = merge(&[shard(0), shard(1), shard(2)], &merged);
    assert_eq!(code, 0, "{err}");
    let single = dir.path().join("slow-single.jsonl");
    exec(&slow, &single, &["--no-cache"], &cache_dir, 0);
    assert_eq!(
        without_cached(&std::fs::read_to_string(&merged).unwrap()),
        without_cached(&std::fs::read_to_string(&single).unwrap()),
        "the killed-and-rerun run answers as one uninterrupted run"
    );
    assert!(std::fs::read_to_string(&single).unwrap().contains("TIMEOUT"));
}

#[test]
fn unreachable_postgres_is_an_error_without_fallback() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("in.jsonl");
    write_jsonl(&input, &mixed_input()[..3]);
    let url = format!("postgres://nobody:secret@127.0.0.1:{}/db", free_port());
    let cache_dir = dir.path().join("cache");
    for how in ["flag", "env"] {
        let mut c = Command::new(bin());
        c.args(["exec", "--input", input.to_str().unwrap()]).env("EXECRETRIEVAL_CACHE_DIR", &cache_dir);
        if how == "flag" {
            c.args(["--cache", &url]);
        } else {
            c.env("EXECRETRIEVAL_CACHE_URL", &url);
        }
        let o = c.stdin(Stdio::null()).output().unwrap();
        let err = String::from_utf8_lossy(&o.stderr);
        assert_eq!(o.status.code(), Some(2), "{how}: {err}");
        assert!(
            err.contains("cannot reach the execution cache at postgres://nobody:***@127.0.0.1"),
            "{how}: {err}"
        );
        assert!(!err.contains("secret"), "the password is never printed: {err}");
        assert!(o.stdout.is_empty(), "no results without the cache");
        assert!(!cache_dir.join("exec_cache.sqlite").exists(), "no fall-back to a local cache file");
    }
    let o = Command::new(bin())
        .args(["exec", "--input", input.to_str().unwrap(), "--cache", "redis://localhost/0"])
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("unsupported cache"));
}

#[test]
fn slurm_array_and_merge_job_give_the_single_run() {
    let slurm = Slurm::start();
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("in.jsonl");
    write_jsonl(&input, &mixed_input());
    let single = dir.path().join("single.jsonl");
    exec(&input, &single, &["--no-cache"], &guest_cache(), 0);
    let out = dir.path().join("shards");
    let merged = dir.path().join("merged.jsonl");
    let submit = execretrieval_tests::repo_root().join("deploy/slurm/submit.sh");
    let o = slurm
        .command("bash")
        .arg(&submit)
        .args(["4", input.to_str().unwrap(), out.to_str().unwrap(), merged.to_str().unwrap(), "--no-cache"])
        .args(LIMITS)
        .env("EXECRETRIEVAL_BIN", bin())
        .env("EXECRETRIEVAL_CACHE_DIR", guest_cache())
        .env("SBATCH_OPTIONS", format!("--chdir={}", dir.path().display()))
        .output()
        .unwrap();
    assert!(o.status.success(), "submit.sh failed: {}", String::from_utf8_lossy(&o.stderr));
    let jobs: Value = serde_json::from_slice(&o.stdout).expect("submit.sh prints the job ids");
    slurm.wait_idle(Duration::from_secs(600));
    let logs: String = std::fs::read_dir(dir.path())
        .unwrap()
        .flatten()
        .filter(|e| e.file_name().to_string_lossy().ends_with(".log"))
        .map(|e| {
            format!("{}:\n{}\n", e.path().display(), std::fs::read_to_string(e.path()).unwrap_or_default())
        })
        .collect();
    assert!(merged.exists(), "the merge job {} wrote nothing; job logs:\n{logs}", jobs["merge_job"]);
    for i in 0..4 {
        assert!(out.join(format!("shard-{i}-of-4.json")).exists(), "task {i} wrote no shard; logs:\n{logs}");
    }
    assert!(
        std::fs::read(&merged).unwrap() == std::fs::read(&single).unwrap(),
        "the Slurm run's merged output differs from the single run"
    );
    assert!(logs.contains("shard 3/4 holds"), "each task ran its own shard; logs:\n{logs}");
}
