//! SandboxFusion's `POST /run_code` wire format, answered by the sandbox (`execretrieval serve`).
//!
//! RL frameworks and evaluation harnesses (verl's `verl/utils/reward_score/sandbox_fusion`,
//! and anything else written against bytedance/SandboxFusion) send [`RunCodeRequest`] and read
//! [`RunCodeResponse`]; the fields, their names, defaults and nullability are SandboxFusion's
//! (`sandbox/server/sandbox_api.py`, `sandbox/runners/types.py`). A request becomes one
//! [`ProgramRequest`] (the program run of `/v1/programs`, so the same admission, tenancy,
//! quotas, metrics and cache apply) by [`to_program`]; its [`ProgramResponse`] becomes the answer
//! by [`from_program`]. What differs, deliberately:
//!
//! * only `language: "python"` runs; any other language is answered `SandboxError` with a
//!   message naming what this server runs ([`refusal`]);
//! * `run_timeout` (seconds) becomes fuel at [`FUEL_PER_CPYTHON_SECOND`] (the calibration of the
//!   README's "Calibrated default limits"), capped by the server's maximum fuel per run: a
//!   verdict never depends on the machine's speed or load. `execution_time` is the fuel used
//!   divided by the same rate: CPython-second equivalents, never wall clock;
//! * `compile_timeout` is accepted and unused (Python has no compile step: `compile_result` is
//!   null, as in SandboxFusion); `memory_limit_MB` lowers the memory cap (`-1`/`0`: the server's
//!   cap; above it: the server's cap);
//! * `files` (with content) and `fetch_files` are refused unless empty: the sandbox has no file
//!   system. `args` (pytest's arguments in SandboxFusion, ignored for `python`) must be empty;
//! * unknown fields are refused (pydantic would ignore them), so a misspelt field is an error.

use crate::api::{Limits, ProgramRequest, ProgramResponse, ProgramStatus};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// Fuel per CPython-second: the median of the calibration workloads (README "Calibrated
/// default limits", `scripts/calibrate_fuel.py`).
pub const FUEL_PER_CPYTHON_SECOND: f64 = 1.75e10;
/// The one language this server runs.
pub const PYTHON: &str = "python";

fn ten() -> f64 {
    10.0
}
fn minus_one() -> i64 {
    -1
}

/// SandboxFusion's `RunCodeRequest`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct RunCodeRequest {
    pub code: String,
    /// `python` (anything else is answered `SandboxError`).
    pub language: String,
    /// Standard input (null: empty).
    #[serde(default)]
    pub stdin: Option<String>,
    /// Seconds; accepted and unused (Python has no compile step).
    #[serde(default = "ten")]
    pub compile_timeout: f64,
    /// CPython-seconds, turned into fuel at 1.75e10 per second and capped by the server's
    /// maximum fuel per run.
    #[serde(default = "ten")]
    pub run_timeout: f64,
    /// MiB; `-1` or `0`: the server's cap; larger than the cap: the cap.
    #[serde(default = "minus_one", rename = "memory_limit_MB")]
    pub memory_limit_mb: i64,
    /// Path → base64 content; must be empty (or every content null): no file system.
    #[serde(default)]
    pub files: BTreeMap<String, Option<String>>,
    /// Must be empty: a program cannot write files.
    #[serde(default)]
    pub fetch_files: Vec<String>,
    /// pytest's arguments in SandboxFusion; must be empty.
    #[serde(default)]
    pub args: Vec<String>,
}

/// `RunCodeResponse.status`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub enum RunStatus {
    /// The program ran to its end with return code 0.
    Success,
    /// A non-zero return code or the time limit.
    Failed,
    /// The request could not be run (unsupported language or field, a sandbox fault): `message`.
    SandboxError,
}

/// `CommandRunResult.status`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub enum CommandRunStatus {
    Finished,
    Error,
    TimeLimitExceeded,
}

/// SandboxFusion's `CommandRunResult`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct CommandRunResult {
    pub status: CommandRunStatus,
    /// Fuel used / 1.75e10: CPython-second equivalents (never wall clock).
    pub execution_time: Option<f64>,
    /// The exit code (null after the time limit, as in SandboxFusion).
    pub return_code: Option<i32>,
    pub stdout: Option<String>,
    pub stderr: Option<String>,
}

/// SandboxFusion's `RunCodeResponse`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct RunCodeResponse {
    pub status: RunStatus,
    /// Why, for `SandboxError`; empty otherwise.
    pub message: String,
    /// Always null (Python has no compile step).
    pub compile_result: Option<CommandRunResult>,
    pub run_result: Option<CommandRunResult>,
    /// Always null.
    pub executor_pod_name: Option<String>,
    /// Always empty (no file system).
    pub files: BTreeMap<String, String>,
}

/// A `SandboxError` answer with `message`.
pub fn refusal(message: impl Into<String>) -> RunCodeResponse {
    RunCodeResponse {
        status: RunStatus::SandboxError,
        message: message.into(),
        compile_result: None,
        run_result: None,
        executor_pod_name: None,
        files: BTreeMap::new(),
    }
}

/// Fuel for `run_timeout` CPython-seconds, at least 1 and at most `max_fuel`.
pub fn fuel_for_seconds(seconds: f64, max_fuel: u64) -> u64 {
    let fuel = (seconds * FUEL_PER_CPYTHON_SECOND).round();
    if fuel >= max_fuel as f64 {
        max_fuel
    } else {
        (fuel as u64).clamp(1, max_fuel)
    }
}

/// The program run of a request under the server's maxima (fuel per run, memory MiB), or the
/// `SandboxError` answer that refuses it.
pub fn to_program(
    r: &RunCodeRequest,
    max_fuel: u64,
    max_memory_mib: u64,
) -> Result<ProgramRequest, Box<RunCodeResponse>> {
    if r.language != PYTHON {
        return Err(Box::new(refusal(format!(
            "language {:?} is not run by this server: it runs \"python\" only (Python 3 on RustPython, in a \
             WebAssembly sandbox); send \"language\": \"python\" or use a SandboxFusion server for {:?}",
            r.language, r.language
        ))));
    }
    if r.files.values().any(Option::is_some) {
        return Err(Box::new(refusal(
            "files are not supported: the sandbox has no file system (send the data through \"stdin\" or \
             embed it in \"code\", and send \"files\": {})",
        )));
    }
    if !r.fetch_files.is_empty() {
        return Err(Box::new(refusal(
            "fetch_files is not supported: the sandbox has no file system, a program cannot write files \
             (print what you need and send \"fetch_files\": [])",
        )));
    }
    if !r.args.is_empty() {
        return Err(Box::new(refusal(
            "args are pytest's arguments: language \"python\" takes none (send \"args\": [])",
        )));
    }
    if !(r.run_timeout > 0.0 && r.run_timeout.is_finite()) {
        return Err(Box::new(refusal(format!(
            "run_timeout {} must be a number of seconds above 0",
            r.run_timeout
        ))));
    }
    let memory_mib = match r.memory_limit_mb {
        m if m <= 0 => None,
        m => Some((m as u64).min(max_memory_mib)),
    };
    Ok(ProgramRequest {
        id: None,
        code: r.code.clone(),
        stdin: r.stdin.clone().unwrap_or_default(),
        argv: Vec::new(),
        limits: Limits {
            fuel: Some(fuel_for_seconds(r.run_timeout, max_fuel)),
            suite_fuel: None,
            memory_mib,
            output_bytes: None,
        },
    })
}

/// SandboxFusion's answer for a program run: `TimeLimitExceeded` when the fuel ran out (return
/// code null), else `Finished` with the exit code (an uncaught exception, the memory cap and the
/// output cap all end the program with exit code 1); `Success` iff finished with 0.
pub fn from_program(p: &ProgramResponse) -> RunCodeResponse {
    let execution_time = Some(p.fuel_used as f64 / FUEL_PER_CPYTHON_SECOND);
    let (status, run_status, return_code) = match p.run.status {
        ProgramStatus::Timeout => (RunStatus::Failed, CommandRunStatus::TimeLimitExceeded, None),
        _ if p.run.exit_code == 0 => (RunStatus::Success, CommandRunStatus::Finished, Some(0)),
        _ => (RunStatus::Failed, CommandRunStatus::Finished, Some(p.run.exit_code)),
    };
    RunCodeResponse {
        status,
        message: String::new(),
        compile_result: None,
        run_result: Some(CommandRunResult {
            status: run_status,
            execution_time,
            return_code,
            stdout: Some(p.run.stdout.clone()),
            stderr: Some(p.run.stderr.clone()),
        }),
        executor_pod_name: None,
        files: BTreeMap::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::api::ProgramRun;
    use serde_json::json;

    fn req(v: serde_json::Value) -> RunCodeRequest {
        serde_json::from_value(v).unwrap()
    }

    #[test]
    fn verl_requests_parse_with_sandbox_fusions_defaults() {
        // exactly what verl's call_sandbox_api sends
        let r = req(json!({"compile_timeout": 10, "run_timeout": 10, "code": "print(1)", "stdin": "3\n",
            "memory_limit_MB": 1024, "language": "python", "files": {}, "fetch_files": []}));
        let p = to_program(&r, 100_000_000_000, 256).unwrap();
        assert_eq!(
            (p.stdin.as_str(), p.limits.fuel, p.limits.memory_mib),
            ("3\n", Some(100_000_000_000), Some(256))
        );
        // the minimal request of SandboxFusion's README
        let r = req(json!({"code": "print(1)", "language": "python"}));
        assert_eq!((r.run_timeout, r.memory_limit_mb, r.stdin.clone()), (10.0, -1, None));
        let p = to_program(&r, u64::MAX, 256).unwrap();
        assert_eq!((p.limits.fuel, p.limits.memory_mib), (Some(175_000_000_000), None));
        let p = to_program(
            &req(json!({"code": "", "language": "python", "run_timeout": 0.5, "memory_limit_MB": 64,
            "stdin": null, "files": {"a.txt": null}})),
            u64::MAX,
            256,
        )
        .unwrap();
        assert_eq!(
            (p.limits.fuel, p.limits.memory_mib, p.stdin.as_str()),
            (Some(8_750_000_000), Some(64), "")
        );
        assert!(serde_json::from_value::<RunCodeRequest>(
            json!({"code": "", "language": "python", "run_timout": 1})
        )
        .is_err());
    }

    #[test]
    fn refusals_name_the_fix() {
        for (v, needle) in [
            (json!({"code": "", "language": "cpp"}), "runs \"python\" only"),
            (json!({"code": "", "language": "python3"}), "runs \"python\" only"),
            (json!({"code": "", "language": "python", "files": {"a": "aGk="}}), "no file system"),
            (json!({"code": "", "language": "python", "fetch_files": ["a"]}), "fetch_files"),
            (json!({"code": "", "language": "python", "args": ["-q"]}), "pytest"),
            (json!({"code": "", "language": "python", "run_timeout": 0}), "above 0"),
        ] {
            let e = to_program(&req(v.clone()), 10, 10).unwrap_err();
            assert_eq!(e.status, RunStatus::SandboxError, "{v}");
            assert!(e.message.contains(needle), "{v}: {}", e.message);
            let out = serde_json::to_value(&e).unwrap();
            assert_eq!(out["run_result"], serde_json::Value::Null);
            assert_eq!(out["files"], json!({}));
        }
    }

    #[test]
    fn program_runs_map_to_sandbox_fusion_statuses() {
        let run = |status, exit_code| ProgramResponse {
            id: None,
            run: ProgramRun {
                status,
                exit_code,
                stdout: "out".into(),
                stderr: String::new(),
                stdout_truncated: false,
                stderr_truncated: false,
                exception: None,
            },
            fuel_used: 35_000_000_000,
            cached: false,
        };
        for (p, status, run_status, rc) in [
            (run(ProgramStatus::Ok, 0), "Success", "Finished", json!(0)),
            (run(ProgramStatus::Ok, 3), "Failed", "Finished", json!(3)),
            (run(ProgramStatus::Error, 1), "Failed", "Finished", json!(1)),
            (run(ProgramStatus::Memory, 1), "Failed", "Finished", json!(1)),
            (run(ProgramStatus::OutputLimit, 1), "Failed", "Finished", json!(1)),
            (run(ProgramStatus::Timeout, 1), "Failed", "TimeLimitExceeded", json!(null)),
        ] {
            let v = serde_json::to_value(from_program(&p)).unwrap();
            assert_eq!(v["status"], status);
            assert_eq!(v["run_result"]["status"], run_status);
            assert_eq!(v["run_result"]["return_code"], rc);
            assert_eq!(v["run_result"]["execution_time"], 2.0);
            assert_eq!(v["compile_result"], serde_json::Value::Null);
            assert_eq!(v["message"], "");
        }
    }

    #[test]
    fn fuel_is_clamped() {
        assert_eq!(fuel_for_seconds(1.0, u64::MAX), 17_500_000_000);
        assert_eq!(fuel_for_seconds(1e30, 5), 5);
        assert_eq!(fuel_for_seconds(1e-30, 5), 1);
    }
}
