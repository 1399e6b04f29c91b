//! SandboxFusion's `POST /run_code` on the real `execretrieval serve`, driven by Python's
//! `requests` exactly as verl's reward code sends and reads it
//! (`tests/fixtures/sandbox_fusion/verl_client.py`), one test per outcome.

use execretrieval_tests::{shared_cache_dir, Server};
use serde_json::{json, Value};

/// verl's (result status, JSON answer) for one case sent to `server`.
fn verl(server: &Server, case: Value) -> (Value, Value) {
    let out = execretrieval_tests::verl_client(&server.addr, &case);
    assert!(out.status.success(), "verl client failed:\n{}", String::from_utf8_lossy(&out.stderr));
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    (v["result"].clone(), v["response"].clone())
}

fn server() -> Server {
    Server::start(&["--no-cache"], &shared_cache_dir())
}

const SUM: &str = "a, b = map(int, input().split())\nprint(a + b)\n";

/// The fields every answer has, in SandboxFusion's shape.
fn assert_shape(r: &Value) {
    for k in ["status", "message", "compile_result", "run_result", "executor_pod_name", "files"] {
        assert!(r.get(k).is_some(), "no {k}: {r}");
    }
    assert_eq!(r["compile_result"], Value::Null, "{r}");
    assert_eq!(r["files"], json!({}), "{r}");
    if !r["run_result"].is_null() {
        for k in ["status", "execution_time", "return_code", "stdout", "stderr"] {
            assert!(r["run_result"].get(k).is_some(), "no run_result.{k}: {r}");
        }
    }
}

#[test]
fn accepted() {
    let s = server();
    let (result, r) = verl(&s, json!({"code": SUM, "stdin": "1 2\n", "expected_output": "3"}));
    assert_shape(&r);
    assert_eq!(result, json!(true), "{r}");
    assert_eq!((r["status"].clone(), r["message"].clone()), (json!("Success"), json!("")));
    let run = &r["run_result"];
    assert_eq!((run["status"].clone(), run["return_code"].clone()), (json!("Finished"), json!(0)));
    assert_eq!((run["stdout"].clone(), run["stderr"].clone()), (json!("3\n"), json!("")));
    // CPython-second equivalents of the fuel used: small, positive, and the same every time
    let t = run["execution_time"].as_f64().unwrap();
    assert!(t > 0.0 && t < 0.05, "{r}");
    let (_, again) = verl(&s, json!({"code": SUM, "stdin": "1 2\n", "expected_output": "3"}));
    assert_eq!(again, r, "the same request answered differently");
    let m = String::from_utf8(s.request("GET", "/metrics", &[], b"").body).unwrap();
    assert!(m.contains("execretrieval_requests_total{kind=\"run_code\",code=\"200\"} 2"), "{m}");
}

#[test]
fn wrong_answer() {
    let s = server();
    let (result, r) = verl(&s, json!({"code": SUM, "stdin": "1 2\n", "expected_output": "4"}));
    assert_shape(&r);
    assert_eq!(result, json!(false), "{r}");
    assert_eq!(r["status"], "Success");
    assert_eq!(r["run_result"]["stdout"], "3\n");
}

#[test]
fn runtime_error() {
    let s = server();
    let (result, r) = verl(
        &s,
        json!({"code": "x = int(input())\nprint(10 // x)\n", "stdin": "0\n", "expected_output": ""}),
    );
    assert_shape(&r);
    assert_eq!(result, json!(-2), "{r}");
    assert_eq!(r["status"], "Failed");
    assert_eq!(
        (r["run_result"]["status"].clone(), r["run_result"]["return_code"].clone()),
        (json!("Finished"), json!(1))
    );
    let stderr = r["run_result"]["stderr"].as_str().unwrap();
    let last = stderr.trim_end().lines().last().unwrap_or("");
    assert!(stderr.contains("Traceback") && last.starts_with("ZeroDivisionError"), "{stderr}");
}

#[test]
fn syntax_error() {
    let s = server();
    let (result, r) =
        verl(&s, json!({"code": "def f(:\n    return 1\n", "stdin": "", "expected_output": ""}));
    assert_shape(&r);
    // Python has no compile step in SandboxFusion either: a syntax error is a failed run
    assert_eq!(result, json!(-2), "{r}");
    assert_eq!(r["run_result"]["return_code"], 1);
    assert!(r["run_result"]["stderr"].as_str().unwrap().contains("SyntaxError"), "{r}");
}

#[test]
fn timeout() {
    let s = server();
    let (result, r) = verl(
        &s,
        json!({"code": "while True:\n    pass\n", "stdin": "", "expected_output": "", "timeout": 1}),
    );
    assert_shape(&r);
    assert_eq!(result, json!(-3), "{r}");
    assert_eq!(r["status"], "Failed");
    let run = &r["run_result"];
    assert_eq!(
        (run["status"].clone(), run["return_code"].clone()),
        (json!("TimeLimitExceeded"), Value::Null)
    );
    // 1 s of run_timeout is 1.75e10 fuel, all of it used: exactly 1.0 CPython-second
    assert_eq!(run["execution_time"], 1.0, "{r}");
}

#[test]
fn non_zero_exit() {
    let s = server();
    let (result, r) = verl(
        &s,
        json!({"code": "import sys\nprint('partial')\nsys.exit(3)\n", "stdin": "", "expected_output": "partial"}),
    );
    assert_shape(&r);
    assert_eq!(result, json!(-2), "{r}");
    assert_eq!(r["status"], "Failed");
    assert_eq!(
        (r["run_result"]["return_code"].clone(), r["run_result"]["stdout"].clone()),
        (json!(3), json!("partial\n"))
    );
}

#[test]
fn stdin_read_by_lines() {
    let s = server();
    let code = "import sys\nn = int(sys.stdin.readline())\nfor _ in range(n):\n    a, b = map(int, input().split())\n    print(a + b)\nfor line in sys.stdin:\n    print(line.strip().upper())\n";
    let (result, r) = verl(
        &s,
        json!({"code": code, "stdin": "3\n1 2\n3 4\n5 6\nx y\nz\n", "expected_output": "3\n7\n11\nX Y\nZ\n"}),
    );
    assert_shape(&r);
    assert_eq!(result, json!(true), "{r}");
}

#[test]
fn another_language() {
    let s = server();
    let (result, r) = verl(
        &s,
        json!({"code": "int main() { return 0; }", "language": "cpp", "stdin": "", "expected_output": ""}),
    );
    assert_shape(&r);
    assert_eq!(result, json!(-1), "{r}");
    assert_eq!((r["status"].clone(), r["run_result"].clone()), (json!("SandboxError"), Value::Null));
    let m = r["message"].as_str().unwrap();
    assert!(m.contains("\"cpp\"") && m.contains("runs \"python\" only"), "{m}");
    // files and fetch_files: refused the same way, naming the fix
    let r =
        s.post("/run_code", &json!({"code": "print(1)", "language": "python", "files": {"a.txt": "aGk="}}));
    assert_eq!(r.status, 200);
    let v = r.json();
    assert_eq!(v["status"], "SandboxError");
    assert!(v["message"].as_str().unwrap().contains("no file system"), "{v}");
    // a misspelt field is an error of ours (422), not a silent default
    let r = s.post("/run_code", &json!({"code": "print(1)", "language": "python", "run_timout": 1}));
    assert_eq!(r.status, 422, "{}", String::from_utf8_lossy(&r.body));
    assert!(r.json()["message"].as_str().unwrap().contains("run_timout"));
}

#[test]
fn memory_limit_and_fuel_are_clamped_and_tokens_apply() {
    // a server whose maxima are lower than what verl asks (1024 MB, 10 s)
    let dir = tempfile::tempdir().unwrap();
    let digest = execretrieval_tests::sha256_hex(b"t0ken");
    let tokens = dir.path().join("tokens.json");
    std::fs::write(&tokens, json!({"tokens": [{"name": "rl", "sha256": digest, "max_concurrency": 2, "fuel_per_minute": 1_000_000_000_000u64}]}).to_string()).unwrap();
    let s = Server::start(
        &["--no-cache", "--max-fuel", "3500000000", "--tokens", tokens.to_str().unwrap()],
        &shared_cache_dir(),
    );
    let body = json!({"code": "while True:\n    pass\n", "language": "python", "run_timeout": 10, "memory_limit_MB": 1024}).to_string();
    let r = s.request("POST", "/run_code", &[("Content-Type", "application/json")], body.as_bytes());
    assert_eq!(r.status, 401);
    let r = s.request(
        "POST",
        "/run_code",
        &[("Content-Type", "application/json"), ("Authorization", "Bearer t0ken")],
        body.as_bytes(),
    );
    assert_eq!(r.status, 200, "{}", String::from_utf8_lossy(&r.body));
    let v = r.json();
    assert_eq!(v["run_result"]["status"], "TimeLimitExceeded");
    // 10 s asked, the server's 3.5e9 fuel given: 0.2 CPython-seconds
    assert_eq!(v["run_result"]["execution_time"], 0.2, "{v}");
    // a memory bomb under a 64 MB limit ends in MemoryError, exit code 1
    let bomb = json!({"code": "x = bytearray(100 * 1024 * 1024)\nprint(len(x))", "language": "python", "memory_limit_MB": 64}).to_string();
    let r = s.request(
        "POST",
        "/run_code",
        &[("Content-Type", "application/json"), ("Authorization", "Bearer t0ken")],
        bomb.as_bytes(),
    );
    let v = r.json();
    assert_eq!(
        (v["status"].clone(), v["run_result"]["return_code"].clone()),
        (json!("Failed"), json!(1)),
        "{v}"
    );
    // the same bomb fits under the server's own cap (256 MiB)
    let fits =
        json!({"code": "x = bytearray(100 * 1024 * 1024)\nprint(len(x))", "language": "python"}).to_string();
    let r = s.request(
        "POST",
        "/run_code",
        &[("Content-Type", "application/json"), ("Authorization", "Bearer t0ken")],
        fits.as_bytes(),
    );
    assert_eq!(r.json()["run_result"]["stdout"], "104857600\n", "{}", String::from_utf8_lossy(&r.body));
}
