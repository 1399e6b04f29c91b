//! Shards of a run over many machines: `exec --shard I/N` answers the slice of the input whose
//! items hash to shard I and writes one [`ExecShard`]; `merge` joins the N shard files into
//! exactly the bytes a single-machine run writes ([`merge_exec_shards`]).
//!
//! The slice is a pure function of each item's key (never of its position, the machine or the
//! time): `shard_of(key, N)` = the first 8 bytes of sha256(key), big-endian, modulo N. The key of
//! a suite is `code_sha256 ‖ tests_sha256` (hex), its execution-cache key without the sandbox, so
//! a suite's cache row is written by one shard only; the key of a program or judged run is the
//! sha256 of its request's compact JSON without `id` ([`request_key`]). Identical items land in
//! the same shard whatever their ids or lines.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// `I/N`: shard I (0-based) of N.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ShardSpec {
    pub index: u32,
    pub count: u32,
}

impl FromStr for ShardSpec {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        let bad = || {
            format!("bad shard {s:?}: expected I/N with 0 <= I < N (e.g. 0/4; Slurm: $SLURM_ARRAY_TASK_ID/$SLURM_ARRAY_TASK_COUNT with --array=0-(N-1))")
        };
        let (i, n) = s.split_once('/').ok_or_else(bad)?;
        let (index, count) =
            (i.trim().parse::<u32>().map_err(|_| bad())?, n.trim().parse::<u32>().map_err(|_| bad())?);
        if count == 0 || index >= count {
            return Err(bad());
        }
        Ok(ShardSpec { index, count })
    }
}

impl fmt::Display for ShardSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.index, self.count)
    }
}

/// The shard of `key` among `count`: the first 8 bytes of sha256(key), big-endian, mod `count`.
#[cfg(feature = "hashing")]
pub fn shard_of(key: &[u8], count: u32) -> u32 {
    use sha2::Digest;
    let d = sha2::Sha256::digest(key);
    let v = u64::from_be_bytes(d[..8].try_into().expect("sha256 has 32 bytes"));
    (v % u64::from(count.max(1))) as u32
}

/// The shard key of a suite: its execution-cache key without the sandbox fingerprint.
#[cfg(feature = "hashing")]
pub fn suite_key(code: &str, tests: &[String]) -> String {
    format!("{}{}", crate::release::code_sha256(code), crate::release::tests_sha256(tests))
}

/// The shard key of any request: a suite's [`suite_key`]; for programs and judged runs the
/// sha256 (hex) of the request's compact JSON (sorted keys) without its `id`; calls alike.
#[cfg(feature = "hashing")]
pub fn request_key(req: &crate::api::Request) -> String {
    match req {
        crate::api::Request::Suite(s) => suite_key(&s.code, &s.tests),
        crate::api::Request::Program(p) => id_free_sha256(serde_json::to_value(p)),
        crate::api::Request::Judge(j) => id_free_sha256(serde_json::to_value(j)),
        crate::api::Request::Calls(c) => id_free_sha256(serde_json::to_value(c)),
    }
}

#[cfg(feature = "hashing")]
fn id_free_sha256(v: serde_json::Result<serde_json::Value>) -> String {
    let mut v = v.expect("requests serialise");
    if let Some(m) = v.as_object_mut() {
        m.remove("id");
    }
    crate::release::bytes_sha256(serde_json::to_string(&v).expect("values serialise").as_bytes())
}

/// One answered line of an exec shard: its line in the input (1-based) and the row `exec`
/// writes for it (the response, plus `cpython`/`agree` under `--reference`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ShardRow {
    pub line: u64,
    pub row: serde_json::Value,
}

/// The file `exec --shard I/N --output F` writes: which slice of which input it answers, and
/// its rows in input order. Fields in sorted key order.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ExecShard {
    /// N.
    pub count: u32,
    /// I.
    pub index: u32,
    /// sha256 (hex) of the input file's bytes: shards of different inputs never merge.
    pub input_sha256: String,
    /// Valid requests in the whole input (all shards together).
    pub items: u64,
    pub rows: Vec<ShardRow>,
}

/// Why shard files do not make one run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MergeError {
    NoShards,
    /// (file a, file b): different N or input.
    Mismatch(String),
    Missing {
        index: u32,
        count: u32,
    },
    Duplicate {
        index: u32,
        count: u32,
    },
    /// The shards' rows are not the input's items: a line twice, or a row count off.
    Rows(String),
}

impl fmt::Display for MergeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MergeError::NoShards => write!(f, "no shard files given"),
            MergeError::Mismatch(m) => write!(f, "{m}"),
            MergeError::Missing { index, count } => write!(
                f,
                "shard {index}/{count} is missing: run `execretrieval exec --shard {index}/{count} …` for it (the others are done; their work is in the cache)"
            ),
            MergeError::Duplicate { index, count } => {
                write!(f, "shard {index}/{count} is given twice: pass each shard file once")
            }
            MergeError::Rows(m) => write!(f, "{m}"),
        }
    }
}

impl std::error::Error for MergeError {}

/// Join the shards of one input (`names[k]` names `shards[k]` in errors): every index 0..N once,
/// the same N and input; the rows sorted by line, one JSONL line each — the bytes `exec`
/// writes without `--shard`.
pub fn merge_exec_shards(shards: &[ExecShard], names: &[String]) -> Result<String, MergeError> {
    let first = shards.first().ok_or(MergeError::NoShards)?;
    let name = |k: usize| names.get(k).cloned().unwrap_or_else(|| format!("shard file {k}"));
    let mut seen = vec![false; first.count as usize];
    for (k, s) in shards.iter().enumerate() {
        if s.count != first.count || s.input_sha256 != first.input_sha256 || s.items != first.items {
            return Err(MergeError::Mismatch(format!(
                "{} (shard {}/{}, input sha256 {}) and {} (shard {}/{}, input sha256 {}) are not shards of one run: \
                 merge the files of one input and one N",
                name(0),
                first.index,
                first.count,
                first.input_sha256,
                name(k),
                s.index,
                s.count,
                s.input_sha256
            )));
        }
        let slot = seen.get_mut(s.index as usize).ok_or_else(|| {
            MergeError::Rows(format!(
                "{}: shard index {} is not below its count {}",
                name(k),
                s.index,
                s.count
            ))
        })?;
        if *slot {
            return Err(MergeError::Duplicate { index: s.index, count: s.count });
        }
        *slot = true;
    }
    if let Some(index) = seen.iter().position(|s| !s) {
        return Err(MergeError::Missing { index: index as u32, count: first.count });
    }
    let mut rows: Vec<&ShardRow> = shards.iter().flat_map(|s| &s.rows).collect();
    rows.sort_by_key(|r| r.line);
    if let Some(w) = rows.windows(2).find(|w| w[0].line == w[1].line) {
        return Err(MergeError::Rows(format!(
            "line {} of the input is answered by two shards: were the shards cut from different runs?",
            w[0].line
        )));
    }
    if rows.len() as u64 != first.items {
        return Err(MergeError::Rows(format!(
            "the shards hold {} rows but the input has {} requests: a shard file was cut or edited; rerun its shard",
            rows.len(),
            first.items
        )));
    }
    let mut out = String::new();
    for r in rows {
        out.push_str(&serde_json::to_string(&r.row).expect("values serialise"));
        out.push('\n');
    }
    Ok(out)
}

#[cfg(all(test, feature = "hashing"))]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn spec_parses_and_rejects() {
        assert_eq!("2/7".parse::<ShardSpec>(), Ok(ShardSpec { index: 2, count: 7 }));
        assert_eq!("0/1".parse::<ShardSpec>().unwrap().to_string(), "0/1");
        for bad in ["7/7", "1/0", "a/3", "3", "-1/3", ""] {
            assert!(bad.parse::<ShardSpec>().is_err(), "{bad}");
        }
    }

    #[test]
    fn shard_of_is_the_specified_hash() {
        // sha256("abc") = ba7816bf8f01cfea…: first 8 bytes 0xba7816bf8f01cfea.
        let v: u64 = 0xba78_16bf_8f01_cfea;
        for n in [1u32, 2, 3, 7, 1000] {
            assert_eq!(u64::from(shard_of(b"abc", n)), v % u64::from(n));
        }
    }

    #[test]
    fn shards_spread_keys() {
        let mut counts = [0usize; 7];
        for k in 0..7000 {
            counts[shard_of(format!("key {k}").as_bytes(), 7) as usize] += 1;
        }
        assert!(counts.iter().all(|&c| (850..1150).contains(&c)), "{counts:?}");
    }

    fn shard(index: u32, count: u32, lines: &[u64]) -> ExecShard {
        ExecShard {
            count,
            index,
            input_sha256: "x".into(),
            items: 4,
            rows: lines.iter().map(|&l| ShardRow { line: l, row: json!({"id": l}) }).collect(),
        }
    }

    #[test]
    fn merge_orders_by_line_and_checks_the_set() {
        let names: Vec<String> = vec!["a".into(), "b".into()];
        let out = merge_exec_shards(&[shard(1, 2, &[2, 5]), shard(0, 2, &[1, 3])], &names).unwrap();
        assert_eq!(out, "{\"id\":1}\n{\"id\":2}\n{\"id\":3}\n{\"id\":5}\n");
        assert_eq!(
            merge_exec_shards(&[shard(0, 2, &[1, 3])], &names),
            Err(MergeError::Missing { index: 1, count: 2 })
        );
        assert_eq!(
            merge_exec_shards(&[shard(0, 2, &[1, 3]), shard(0, 2, &[1, 3])], &names),
            Err(MergeError::Duplicate { index: 0, count: 2 })
        );
        assert!(matches!(
            merge_exec_shards(&[shard(0, 2, &[1, 3]), shard(1, 3, &[2, 5])], &names),
            Err(MergeError::Mismatch(_))
        ));
        assert!(matches!(
            merge_exec_shards(&[shard(0, 2, &[1, 3]), shard(1, 2, &[3, 5])], &names),
            Err(MergeError::Rows(_))
        ));
        assert!(matches!(
            merge_exec_shards(&[shard(0, 2, &[1]), shard(1, 2, &[3, 5])], &names),
            Err(MergeError::Rows(_))
        ));
        assert_eq!(merge_exec_shards(&[], &names), Err(MergeError::NoShards));
    }
}
