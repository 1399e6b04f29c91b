//! `bench soak` for two minutes, as CI runs it (the README's hour is the same command with
//! `--duration-secs 3600 --sample-secs 60`): `serve` under the full mix with three clients,
//! sampled every 10 s. Exit 0, a report that holds (no changed verdict, no failed request, no
//! trend, no leaked descriptor), every sample's figures present, and the chart drawn.
//! Costs ≈ 2.5 min of wall time on 2 cores.

use execretrieval_tests::{run_cli, shared_cache_dir};
use serde_json::Value;

#[test]
fn soak_two_minutes_holds() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("soak.json");
    let svg = dir.path().join("soak.svg");
    let cache = format!("sqlite:{}", dir.path().join("soak.sqlite").display());
    let cache_dir = shared_cache_dir();
    let o = run_cli(
        &[
            "bench",
            "soak",
            "--duration-secs",
            "120",
            "--sample-secs",
            "10",
            "--clients",
            "3",
            "--jobs",
            "2",
            "--cache",
            &cache,
            "--cache-dir",
            cache_dir.to_str().unwrap(),
            "--out",
            out.to_str().unwrap(),
            "--svg",
            svg.to_str().unwrap(),
        ],
        dir.path(),
    );
    let stdout = String::from_utf8_lossy(&o.stdout);
    let stderr = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(0), "{stdout}\n{stderr}");
    assert!(stdout.starts_with("bench soak: PASSED"), "{stdout}");
    let r: Value = serde_json::from_slice(&std::fs::read(&out).unwrap()).unwrap();
    assert_eq!(r["passed"], true, "{r}");
    assert_eq!((r["changed_verdicts"].as_u64(), r["errors"].as_u64()), (Some(0), Some(0)), "{r}");
    let samples = r["samples"].as_array().unwrap();
    assert!(samples.len() >= 10, "{} samples in 120 s at 10 s", samples.len());
    for s in samples {
        for k in ["rss_mib", "rss_floor_mib", "p50_ms", "p99_ms", "throughput", "cpu_secs"] {
            assert!(s[k].as_f64().is_some_and(|v| v.is_finite() && v > 0.0), "{k} in {s}");
        }
        for k in ["fds", "threads", "requests", "cache_bytes"] {
            assert!(s[k].as_u64().is_some_and(|v| v > 0), "{k} in {s}");
        }
    }
    assert!(r["requests"].as_u64().unwrap() > 100, "{r}");
    assert!(r["idle_fds_after"].as_u64() <= r["idle_fds_before"].as_u64(), "{r}");
    let chart = std::fs::read_to_string(&svg).unwrap();
    assert!(chart.starts_with("<svg") && chart.matches("<polyline").count() == 2, "{chart}");
}
