//! Benchmark workloads shared by `bench exec` (`runner/host`), `bench serve` (`runner/service`),
//! `bench shards` and the harness's native-floor example.

/// `bench exec`'s workload (a) (also timed natively by `runner/harness/examples/native_floor.rs`):
/// `n` small functions with 8 asserts each, varied so no two suites are identical.
pub fn small_suites(n: usize) -> Vec<(String, Vec<String>)> {
    // (code template, the function's value in Rust, its name prefix)
    type Template = (&'static str, fn(i64) -> i64, &'static str);
    let templates: [Template; 4] = [
        ("def f_{k}(x):\n    if x < 0:\n        return -x + {k}\n    return x * 2 + {k}\n", |x| if x < 0 { -x } else { x * 2 }, "f"),
        ("def g_{k}(x):\n    total = {k}\n    for i in range(x if x > 0 else 0):\n        total += i\n    return total\n", |x| if x > 0 { x * (x - 1) / 2 } else { 0 }, "g"),
        ("def h_{k}(x):\n    s = str(abs(x))\n    return sum(int(c) for c in s) + {k}\n", |x| x.abs().to_string().chars().map(|c| c as i64 - 48).sum(), "h"),
        ("def m_{k}(x):\n    return max([x, -x, x // 2]) + {k}\n", |x| *[x, -x, x.div_euclid(2)].iter().max().unwrap(), "m"),
    ];
    (0..n)
        .map(|k| {
            let (src, f, name) = templates[k % templates.len()];
            let code = src.replace("{k}", &k.to_string());
            let tests = (0..8)
                .map(|t| {
                    let x = t as i64 * 7 - 20 + (k as i64 % 5);
                    format!("assert {name}_{k}({x}) == {}", f(x) + k as i64)
                })
                .collect();
            (code, tests)
        })
        .collect()
}

/// `bench exec`'s workload (b): one suite whose function loops `iters` times.
pub fn loop_suite(iters: u64) -> (String, Vec<String>) {
    let code = format!("def spin():\n    total = 0\n    for i in range({iters}):\n        total += i % 7\n    return total\n");
    let expected: u64 = (0..iters).map(|i| i % 7).sum();
    (code, vec![format!("assert spin() == {expected}")])
}

/// The in-process CPython floor: `python3 -I -c CPYTHON_TIMING_SCRIPT <dir of reference_runner.py>
/// <repeat>` reads `[[code, [test, ...]], ...]` as JSON on stdin, runs every suite with the
/// reference runner (fresh namespace per test, same classification as the harness) `repeat`
/// times after a warm-up, and prints `{"wall": s, "cpu": s, "bad": n}` (best of the repeats;
/// `bad` counts tests that did not pass).
pub const CPYTHON_TIMING_SCRIPT: &str = r#"
import json, sys, time
sys.path.insert(0, sys.argv[1])
import reference_runner as rr
rr.load_pytest_shim()
suites = json.load(sys.stdin)
repeat = int(sys.argv[2])
best_wall = best_cpu = float("inf")
bad = 0
for r in range(repeat + 1):
    w, c = time.perf_counter(), time.process_time()
    for code, tests in suites:
        out = rr.run_suite(code, tests, timeout=0)
        bad += sum(o != "pass" for o in out)
    w, c = time.perf_counter() - w, time.process_time() - c
    if r > 0 or repeat == 0:
        best_wall, best_cpu = min(best_wall, w), min(best_cpu, c)
print(json.dumps({"wall": best_wall, "cpu": best_cpu, "bad": bad}))
"#;
