//! The sandbox's request/response schema, version 1: suites, programs and judged runs.
//!
//! One set of types for `execretrieval exec` (JSONL, every kind on one input) and for
//! `execretrieval serve` (`POST /v1/suites`, `/v1/programs`, `/v1/judge`). The JSON Schema
//! published with the service (`runner/service/api-v1.schema.json`) is generated from these types
//! by [`json_schema`]; a change here is a change of the wire format and is made deliberately.
//!
//! * **Suite**: `{"code", "tests"}` → `{"outcomes", "passed", "fuel_used"}` (one outcome and one
//!   fuel figure per test; the outcome strings are [`Outcome`]'s).
//! * **Program**: `{"code", "stdin", "argv"}` → `{"status", "exit_code", "stdout", "stderr", ...}`:
//!   `code` runs as `__main__` with `stdin` as its standard input; see [`ProgramRun`].
//! * **Judged run**: `{"code", "cases": [{"stdin", "expected_stdout"}], "compare"}` → a
//!   [`Verdict`] per case ([`judge_case`] decides it from the case's [`ProgramRun`]).
//! * **Calls** (call-based problems, `crate::calls`): `{"code", "function", "calls": [{"args",
//!   "expected"}]}` → a [`Verdict`] per call, the returned value compared as LiveCodeBench does.
//!
//! Every kind takes optional [`Limits`] (capped by the server's maxima) and an optional `id`,
//! echoed back. Unknown fields are refused, so that a misspelt option is an error, not a default.

pub use crate::calls::{Call, CallResult, CallsRequest, CallsResponse};
use crate::outcome::Outcome;
use schemars::JsonSchema;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::str::FromStr;

/// Version of this schema (the path prefix of the service's endpoints).
pub const API_VERSION: &str = "v1";
pub use crate::limits::DEFAULT_OUTPUT_BYTES;
/// Default absolute tolerance of `compare: "float"`.
pub const DEFAULT_ABS_TOL: f64 = 1e-6;
/// Default relative tolerance of `compare: "float"` (relative to the expected value).
pub const DEFAULT_REL_TOL: f64 = 1e-6;

/// Per-request limits; every field is optional and capped by the server's maximum (a request
/// above a maximum is refused with 422, never silently lowered).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Limits {
    /// Fuel per test (suites) or per run (programs, each judged case).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fuel: Option<u64>,
    /// Fuel for the whole suite (the sum over its tests); tests after it is spent are TIMEOUT.
    /// 0: no suite budget (as `--suite-fuel 0`); a server with a maximum suite budget refuses
    /// it (422), since no budget is above any maximum.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub suite_fuel: Option<u64>,
    /// Linear-memory cap of the sandbox instance, MiB.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub memory_mib: Option<u64>,
    /// Cap of stdout and of stderr (each), bytes (programs and judged runs).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub output_bytes: Option<u64>,
}

impl Limits {
    pub(crate) fn is_default(&self) -> bool {
        self == &Limits::default()
    }
}

/// Run `code` once per test, each test in a fresh namespace after the code.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SuiteRequest {
    /// Echoed back in the response (any JSON value).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub id: Option<serde_json::Value>,
    pub code: String,
    /// Test statements (`assert f(1) == 2`), run one at a time after `code`.
    pub tests: Vec<String>,
    #[serde(default, skip_serializing_if = "Limits::is_default")]
    pub limits: Limits,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct SuiteResponse {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub id: Option<serde_json::Value>,
    /// One outcome per test: `pass`, `FAIL`, `FAIL: <message>`, `TIMEOUT`, `ERROR: <Type>`.
    pub outcomes: Vec<Outcome>,
    /// Every test passed (false for an empty suite).
    pub passed: bool,
    /// Fuel each test consumed (its budget when it timed out).
    pub fuel_used: Vec<u64>,
    /// The answer came from the execution cache.
    #[serde(default)]
    pub cached: bool,
}

/// Run `code` as `__main__` with `stdin` as standard input and `sys.argv = ["<program>", *argv]`.
/// No files, environment, clock, network or subprocesses.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ProgramRequest {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub id: Option<serde_json::Value>,
    pub code: String,
    #[serde(default)]
    pub stdin: String,
    #[serde(default)]
    pub argv: Vec<String>,
    #[serde(default, skip_serializing_if = "Limits::is_default")]
    pub limits: Limits,
}

/// How a program run ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum ProgramStatus {
    /// The program returned or called `sys.exit` (see `exit_code`).
    Ok,
    /// An uncaught exception (`exception`, traceback in stderr, exit code 1).
    Error,
    /// The fuel ran out.
    Timeout,
    /// The memory cap was reached (a refused allocation or `MemoryError`).
    Memory,
    /// stdout or stderr reached its cap (the text up to the cap is kept).
    OutputLimit,
}

impl ProgramStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            ProgramStatus::Ok => "ok",
            ProgramStatus::Error => "error",
            ProgramStatus::Timeout => "timeout",
            ProgramStatus::Memory => "memory",
            ProgramStatus::OutputLimit => "output_limit",
        }
    }
}

/// What one program run did: decided by the harness (`runner/harness`), or by the host for a
/// run that trapped (fuel, memory, native stack) — such a run's output is not recovered.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct ProgramRun {
    pub status: ProgramStatus,
    /// 0 on success, `n` for `sys.exit(n)`, 1 for an uncaught exception or `sys.exit("msg")`.
    pub exit_code: i32,
    pub stdout: String,
    pub stderr: String,
    /// stdout reached its cap and was cut there.
    #[serde(default)]
    pub stdout_truncated: bool,
    #[serde(default)]
    pub stderr_truncated: bool,
    /// Type name of the uncaught exception (`ZeroDivisionError`), if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub exception: Option<String>,
}

impl ProgramRun {
    /// A run that exited 0 after printing `stdout`, with nothing on stderr.
    pub fn ok(stdout: &str) -> ProgramRun {
        ProgramRun { stdout: stdout.into(), ..ProgramRun::trapped(ProgramStatus::Ok, 0, None) }
    }

    /// A run the host ended (trap): no output recovered.
    pub fn trapped(status: ProgramStatus, exit_code: i32, exception: Option<&str>) -> ProgramRun {
        let stderr = match exception {
            Some(e) => format!("{e}\n"),
            None => String::new(),
        };
        ProgramRun {
            status,
            exit_code,
            stdout: String::new(),
            stderr,
            stdout_truncated: false,
            stderr_truncated: false,
            exception: exception.map(str::to_string),
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct ProgramResponse {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub id: Option<serde_json::Value>,
    #[serde(flatten)]
    pub run: ProgramRun,
    pub fuel_used: u64,
    #[serde(default)]
    pub cached: bool,
}

/// How a judged case's stdout is compared with `expected_stdout`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Compare {
    /// Byte for byte.
    Exact,
    /// Line by line, trailing whitespace of each line and trailing empty lines (the final
    /// newline) ignored.
    #[default]
    Lines,
    /// Whitespace-separated tokens.
    Tokens,
    /// Tokens; where both parse as numbers they match within `abs_tol` or `rel_tol`.
    Float,
}

/// One judged case.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Case {
    #[serde(default)]
    pub stdin: String,
    pub expected_stdout: String,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub argv: Vec<String>,
}

/// Run `code` as a program once per case and compare its stdout.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct JudgeRequest {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub id: Option<serde_json::Value>,
    pub code: String,
    pub cases: Vec<Case>,
    #[serde(default)]
    pub compare: Compare,
    /// `compare: "float"`: absolute tolerance (default 1e-6).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub abs_tol: Option<f64>,
    /// `compare: "float"`: tolerance relative to the expected value (default 1e-6).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rel_tol: Option<f64>,
    /// Stop at the first case that is not ACCEPTED (the later cases are not run nor reported).
    #[serde(default)]
    pub stop_on_first_failure: bool,
    #[serde(default, skip_serializing_if = "Limits::is_default")]
    pub limits: Limits,
}

/// Verdict of one judged case: `ACCEPTED`, `WRONG_ANSWER`, `TIMEOUT`, `MEMORY`, `OUTPUT_LIMIT` or
/// `RUNTIME_ERROR: <Type>` (an uncaught exception; `SystemExit` for a non-zero exit code).
/// Serialised as that string.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Verdict {
    Accepted,
    WrongAnswer,
    Timeout,
    Memory,
    OutputLimit,
    RuntimeError(String),
}

impl Verdict {
    pub fn is_accepted(&self) -> bool {
        matches!(self, Verdict::Accepted)
    }
    /// The label of `/metrics` (`RUNTIME_ERROR` without its type).
    pub fn kind(&self) -> &'static str {
        match self {
            Verdict::Accepted => "ACCEPTED",
            Verdict::WrongAnswer => "WRONG_ANSWER",
            Verdict::Timeout => "TIMEOUT",
            Verdict::Memory => "MEMORY",
            Verdict::OutputLimit => "OUTPUT_LIMIT",
            Verdict::RuntimeError(_) => "RUNTIME_ERROR",
        }
    }
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Verdict::RuntimeError(t) => write!(f, "RUNTIME_ERROR: {t}"),
            v => f.write_str(v.kind()),
        }
    }
}

impl FromStr for Verdict {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        Ok(match s {
            "ACCEPTED" => Verdict::Accepted,
            "WRONG_ANSWER" => Verdict::WrongAnswer,
            "TIMEOUT" => Verdict::Timeout,
            "MEMORY" => Verdict::Memory,
            "OUTPUT_LIMIT" => Verdict::OutputLimit,
            _ => match s.strip_prefix("RUNTIME_ERROR: ") {
                Some(t) if !t.is_empty() => Verdict::RuntimeError(t.to_string()),
                _ => {
                    return Err(format!(
                        "`{s}` is not a verdict (expected ACCEPTED, WRONG_ANSWER, TIMEOUT, MEMORY, \
                         OUTPUT_LIMIT or RUNTIME_ERROR: <Type>)"
                    ))
                }
            },
        })
    }
}

impl Serialize for Verdict {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Verdict {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        String::deserialize(d)?.parse().map_err(serde::de::Error::custom)
    }
}

impl JsonSchema for Verdict {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "Verdict".into()
    }
    fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
        schemars::json_schema!({
            "type": "string",
            "description": "ACCEPTED | WRONG_ANSWER | TIMEOUT | MEMORY | OUTPUT_LIMIT | RUNTIME_ERROR: <Type>",
            "pattern": "^(ACCEPTED|WRONG_ANSWER|TIMEOUT|MEMORY|OUTPUT_LIMIT|RUNTIME_ERROR: .+)$"
        })
    }
}

impl JsonSchema for Outcome {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "Outcome".into()
    }
    fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
        schemars::json_schema!({
            "type": "string",
            "description": "pass | FAIL | FAIL: <message> | TIMEOUT | ERROR: <Type>",
            "pattern": "^(pass|FAIL|FAIL: .*|TIMEOUT|ERROR: .+)$"
        })
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct CaseResult {
    pub verdict: Verdict,
    pub exit_code: i32,
    pub fuel_used: u64,
    #[serde(default)]
    pub cached: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct JudgeResponse {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub id: Option<serde_json::Value>,
    /// `ACCEPTED` if every case was, else the first case's verdict that was not.
    pub verdict: Verdict,
    /// Every case ran and was ACCEPTED.
    pub accepted: bool,
    /// One per case run, in order (with `stop_on_first_failure`, up to the first failure).
    pub cases: Vec<CaseResult>,
    /// Sum over the cases.
    pub fuel_used: u64,
    /// Every case came from the execution cache.
    #[serde(default)]
    pub cached: bool,
}

/// Any request of `execretrieval exec`'s JSONL input, told apart by its fields: `tests` → suite,
/// `cases` → judged run, `calls` → calls, otherwise a program.
#[derive(Clone, Debug, PartialEq)]
pub enum Request {
    Suite(SuiteRequest),
    Program(ProgramRequest),
    Judge(JudgeRequest),
    Calls(CallsRequest),
}

impl Request {
    /// Parse one request, naming the kind it was read as in the error.
    pub fn from_value(v: serde_json::Value) -> Result<Request, String> {
        let obj = v.as_object().ok_or("expected a JSON object")?;
        if obj.contains_key("tests") {
            serde_json::from_value(v).map(Request::Suite).map_err(|e| format!("suite request: {e}"))
        } else if obj.contains_key("cases") {
            serde_json::from_value(v).map(Request::Judge).map_err(|e| format!("judged-run request: {e}"))
        } else if obj.contains_key("calls") {
            serde_json::from_value(v).map(Request::Calls).map_err(|e| format!("calls request: {e}"))
        } else {
            serde_json::from_value(v).map(Request::Program).map_err(|e| {
                format!(
                    "program request (a suite needs \"tests\", a judged run \"cases\", calls \"calls\"): {e}"
                )
            })
        }
    }
    pub fn id(&self) -> Option<&serde_json::Value> {
        match self {
            Request::Suite(r) => r.id.as_ref(),
            Request::Program(r) => r.id.as_ref(),
            Request::Judge(r) => r.id.as_ref(),
            Request::Calls(r) => r.id.as_ref(),
        }
    }
    pub fn kind(&self) -> Kind {
        match self {
            Request::Suite(_) => Kind::Suite,
            Request::Program(_) => Kind::Program,
            Request::Judge(_) => Kind::Judge,
            Request::Calls(_) => Kind::Calls,
        }
    }
    /// The request's own limits.
    pub fn limits(&self) -> &Limits {
        match self {
            Request::Suite(r) => &r.limits,
            Request::Program(r) => &r.limits,
            Request::Judge(r) => &r.limits,
            Request::Calls(r) => &r.limits,
        }
    }
}

/// The answer to any [`Request`], serialised as the kind's response.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(untagged)]
pub enum Response {
    Suite(SuiteResponse),
    Program(ProgramResponse),
    Judge(JudgeResponse),
    Calls(CallsResponse),
}

/// The four kinds of request.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Kind {
    Suite,
    Program,
    Judge,
    Calls,
}

impl Kind {
    pub fn as_str(self) -> &'static str {
        match self {
            Kind::Suite => "suite",
            Kind::Program => "program",
            Kind::Judge => "judge",
            Kind::Calls => "calls",
        }
    }
}

/// The body of every 4xx/5xx answer of the service.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ErrorBody {
    /// Machine-readable code: `bad_json`, `bad_body`, `invalid_request`, `too_large`, `unsupported_media_type`,
    /// `unauthorized`, `forbidden`, `queue_full`, `over_budget`, `over_concurrency`, `timeout`,
    /// `not_found`, `shutting_down`, `internal`, `starting` (503 while the sandbox is not ready:
    /// retry after `Retry-After`), `sandbox_error` (the sandbox could not answer this item: a
    /// host fault, never a verdict about the code; in a list or NDJSON answer it stands in
    /// that item's place).
    pub error: String,
    /// What was wrong and how to fix it.
    pub message: String,
    /// `over_budget`: the tenant's fuel budget.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub budget: Option<Budget>,
}

/// A tenant's fuel budget (`429 over_budget`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct Budget {
    pub fuel_per_minute: u64,
    /// Fuel charged to the token in the current window (a leaky bucket draining at
    /// `fuel_per_minute` per minute).
    pub fuel_in_window: u64,
    pub retry_after_secs: u64,
}

/// `GET /healthz`, `/readyz` (503 while starting), `/livez` (200 while the process answers).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct Health {
    /// `ok`, or `starting` while the sandbox is being built (then `sandbox` is empty).
    pub status: String,
    pub api_version: String,
    /// The sandbox fingerprint of the default limits (part of every cache key).
    pub sandbox: String,
    pub workers: usize,
    pub queue_capacity: usize,
    pub in_flight: usize,
    pub queued: usize,
}

/// Is `actual` (a program's stdout) the `expected` text under `compare`?
pub fn output_matches(expected: &str, actual: &str, compare: Compare, abs_tol: f64, rel_tol: f64) -> bool {
    match compare {
        Compare::Exact => expected == actual,
        Compare::Lines => {
            let lines = |s: &str| -> Vec<String> {
                let mut v: Vec<String> = s.split('\n').map(|l| l.trim_end().to_string()).collect();
                while v.last().is_some_and(|l| l.is_empty()) {
                    v.pop();
                }
                v
            };
            lines(expected) == lines(actual)
        }
        Compare::Tokens => expected.split_whitespace().eq(actual.split_whitespace()),
        Compare::Float => {
            let (e, a): (Vec<&str>, Vec<&str>) =
                (expected.split_whitespace().collect(), actual.split_whitespace().collect());
            e.len() == a.len() && e.iter().zip(&a).all(|(e, a)| float_token_matches(e, a, abs_tol, rel_tol))
        }
    }
}

fn float_token_matches(expected: &str, actual: &str, abs_tol: f64, rel_tol: f64) -> bool {
    if expected == actual {
        return true;
    }
    match (expected.parse::<f64>(), actual.parse::<f64>()) {
        (Ok(e), Ok(a)) => {
            if e.is_nan() || a.is_nan() {
                return e.is_nan() && a.is_nan();
            }
            if e.is_infinite() || a.is_infinite() {
                return e == a;
            }
            let d = (e - a).abs();
            d <= abs_tol || d <= rel_tol * e.abs()
        }
        _ => false,
    }
}

/// The verdict of one judged case from its program run.
pub fn judge_case(run: &ProgramRun, case: &Case, req: &JudgeRequest) -> Verdict {
    match run.status {
        ProgramStatus::Timeout => Verdict::Timeout,
        ProgramStatus::Memory => Verdict::Memory,
        ProgramStatus::OutputLimit => Verdict::OutputLimit,
        ProgramStatus::Error => {
            Verdict::RuntimeError(run.exception.clone().unwrap_or_else(|| "Exception".into()))
        }
        ProgramStatus::Ok if run.exit_code != 0 => Verdict::RuntimeError("SystemExit".into()),
        ProgramStatus::Ok => {
            let abs = req.abs_tol.unwrap_or(DEFAULT_ABS_TOL);
            let rel = req.rel_tol.unwrap_or(DEFAULT_REL_TOL);
            if output_matches(&case.expected_stdout, &run.stdout, req.compare, abs, rel) {
                Verdict::Accepted
            } else {
                Verdict::WrongAnswer
            }
        }
    }
}

/// The JSON Schema (draft 2020-12) of every request and response type, under `$defs`.
pub fn json_schema() -> serde_json::Value {
    let mut generator = schemars::generate::SchemaSettings::draft2020_12().into_generator();
    let mut index = serde_json::Map::new();
    macro_rules! add {
        ($($t:ty),*) => {$(
            let s = generator.subschema_for::<$t>();
            index.insert(<$t as JsonSchema>::schema_name().into_owned(), s.to_value());
        )*};
    }
    add!(
        SuiteRequest,
        SuiteResponse,
        ProgramRequest,
        ProgramResponse,
        JudgeRequest,
        JudgeResponse,
        CallsRequest,
        CallsResponse,
        crate::sandbox_fusion::RunCodeRequest,
        crate::sandbox_fusion::RunCodeResponse,
        ErrorBody,
        Health
    );
    let defs: serde_json::Map<String, serde_json::Value> = generator.take_definitions(true);
    let defs: std::collections::BTreeMap<_, _> = defs.into_iter().collect();
    serde_json::json!({
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "https://execretrieval.invalid/api-v1.schema.json",
        "title": format!("execretrieval sandbox API {API_VERSION}"),
        "description": "POST /v1/suites takes a SuiteRequest (or a JSON list of them, or NDJSON) and answers \
                        SuiteResponse; /v1/programs ProgramRequest → ProgramResponse; /v1/judge \
                        JudgeRequest → JudgeResponse; /v1/calls CallsRequest → CallsResponse; /run_code (SandboxFusion's) RunCodeRequest → \
                        RunCodeResponse. Errors: ErrorBody. GET /healthz, /readyz (503 until the sandbox is ready), /livez: Health.",
        "endpoints": index,
        "$defs": defs,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(status: ProgramStatus, exit_code: i32, stdout: &str, exception: Option<&str>) -> ProgramRun {
        ProgramRun {
            status,
            exit_code,
            stdout: stdout.into(),
            stderr: String::new(),
            stdout_truncated: false,
            stderr_truncated: false,
            exception: exception.map(Into::into),
        }
    }

    /// (expected, actual, mode, matches)
    const COMPARISONS: &[(&str, &str, Compare, bool)] = &[
        ("1 2\n", "1 2\n", Compare::Exact, true),
        ("1 2\n", "1 2", Compare::Exact, false),
        ("1 2\n", "1 2 \n", Compare::Exact, false),
        ("1 2\n", "1 2", Compare::Lines, true),
        ("1 2\n", "1 2  \n\n\n", Compare::Lines, true),
        ("1 2\r\n3\r\n", "1 2\n3", Compare::Lines, true),
        ("1 2\n", " 1 2\n", Compare::Lines, false),
        ("a\n\nb\n", "a\nb\n", Compare::Lines, false),
        ("1 2\n", "1  2", Compare::Lines, false),
        ("1 2\n", "1\n2", Compare::Tokens, true),
        ("1 2\n", "1 2 3", Compare::Tokens, false),
        ("", "   \n", Compare::Tokens, true),
        ("0.3333333", "0.33333334", Compare::Float, true),
        ("0.333", "0.334", Compare::Float, false),
        ("1000000", "1000000.5", Compare::Float, true),
        ("1e9", "1000000000.0", Compare::Float, true),
        ("1 x 2", "1.0000001 x 2", Compare::Float, true),
        ("1 x 2", "1 y 2", Compare::Float, false),
        ("nan", "NaN", Compare::Float, true),
        ("inf", "-inf", Compare::Float, false),
        ("1 2", "1", Compare::Float, false),
    ];

    #[test]
    fn comparison_table() {
        for &(e, a, mode, want) in COMPARISONS {
            assert_eq!(
                output_matches(e, a, mode, DEFAULT_ABS_TOL, DEFAULT_REL_TOL),
                want,
                "{e:?} vs {a:?} under {mode:?}"
            );
        }
    }

    #[test]
    fn verdicts_from_runs() {
        let case = Case { stdin: String::new(), expected_stdout: "3\n".into(), argv: vec![] };
        let req = JudgeRequest {
            id: None,
            code: String::new(),
            cases: vec![case.clone()],
            compare: Compare::Lines,
            abs_tol: None,
            rel_tol: None,
            stop_on_first_failure: false,
            limits: Limits::default(),
        };
        let table = [
            (run(ProgramStatus::Ok, 0, "3", None), "ACCEPTED"),
            (run(ProgramStatus::Ok, 0, "4\n", None), "WRONG_ANSWER"),
            (run(ProgramStatus::Ok, 2, "3\n", None), "RUNTIME_ERROR: SystemExit"),
            (run(ProgramStatus::Error, 1, "3\n", Some("ValueError")), "RUNTIME_ERROR: ValueError"),
            (run(ProgramStatus::Timeout, 1, "", None), "TIMEOUT"),
            (run(ProgramStatus::Memory, 1, "", Some("MemoryError")), "MEMORY"),
            (run(ProgramStatus::OutputLimit, 0, "3\n", None), "OUTPUT_LIMIT"),
        ];
        for (r, want) in table {
            let v = judge_case(&r, &case, &req);
            assert_eq!(v.to_string(), want);
            assert_eq!(want.parse::<Verdict>().unwrap(), v);
        }
        assert!("RUNTIME_ERROR: ".parse::<Verdict>().is_err());
    }

    #[test]
    fn requests_are_told_apart_and_unknown_fields_refused() {
        let r =
            Request::from_value(serde_json::json!({"id": 1, "code": "x", "tests": ["assert 1"]})).unwrap();
        assert_eq!(r.kind(), Kind::Suite);
        let r = Request::from_value(serde_json::json!({"code": "print(1)"})).unwrap();
        assert_eq!(r.kind(), Kind::Program);
        let r = Request::from_value(serde_json::json!({"code": "x", "cases": [{"expected_stdout": "1"}],
            "compare": "float"}))
        .unwrap();
        assert_eq!(r.kind(), Kind::Judge);
        let e = Request::from_value(serde_json::json!({"code": "x", "stdn": ""})).unwrap_err();
        assert!(e.contains("stdn"), "{e}");
        let e = Request::from_value(serde_json::json!({"code": "x", "cases": [], "compare": "fuzzy"}))
            .unwrap_err();
        assert!(e.contains("fuzzy"), "{e}");
        assert!(Request::from_value(serde_json::json!([1])).is_err());
    }

    #[test]
    fn program_response_is_flat() {
        let r = ProgramResponse {
            id: Some(serde_json::json!("a")),
            run: run(ProgramStatus::Ok, 0, "hi\n", None),
            fuel_used: 5,
            cached: false,
        };
        let v = serde_json::to_value(&r).unwrap();
        assert_eq!(v["stdout"], "hi\n");
        assert_eq!(v["status"], "ok");
        assert_eq!(serde_json::from_value::<ProgramResponse>(v).unwrap(), r);
    }

    #[test]
    fn schema_file_is_generated_from_the_types() {
        let path =
            std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../runner/service/api-v1.schema.json");
        let generated = serde_json::to_string_pretty(&json_schema()).unwrap() + "\n";
        if std::env::var_os("EXECRETRIEVAL_WRITE_SCHEMA").is_some() {
            std::fs::write(&path, &generated).unwrap();
        }
        let committed = std::fs::read_to_string(&path).unwrap_or_default();
        assert!(
            committed == generated,
            "{} is out of date: regenerate it with EXECRETRIEVAL_WRITE_SCHEMA=1 cargo test -p execretrieval-core",
            path.display()
        );
    }
}
