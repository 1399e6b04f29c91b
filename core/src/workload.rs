//! Benchmark workloads shared by the CLI's `bench exec` and the harness's native-floor example.

/// `bench exec`'s workload (a) (also timed natively by `runner/harness/examples/native_floor.rs`):
/// `n` small functions with 8 asserts each, varied so no two suites are identical.
pub fn small_suites(n: usize) -> Vec<(String, Vec<String>)> {
    let templates: [(&str, fn(i64) -> i64, &str); 4] = [
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
