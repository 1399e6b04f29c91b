//! Call-based problems (LeetCode / APPS / LiveCodeBench "functional" tests): each case calls a
//! function of the code (or a method of `Solution()`) with JSON arguments and compares what it
//! returns with an expected JSON value, as LiveCodeBench's `grade_call_based` compares.
//!
//! The guest is not involved: the host writes a *driver* program ([`driver`]) — the code held
//! as a string, run in a namespace of its own (named `tmp_sol`, as LiveCodeBench's module, after
//! LiveCodeBench's imports: `from typing import *`, `collections`, `heapq`, … and
//! `sys.setrecursionlimit(50000)`), then one call with the arguments read from stdin as a JSON
//! list — and runs it as an ordinary (cached) program run per case. The driver prints the
//! result after anything the code printed, as one marked line of JSON ([`MARK`]); the
//! comparison is the host's ([`judge_call`], [`python_eq`]):
//!
//! * a tuple is a list (as LiveCodeBench converts a returned tuple; nested tuples too, which
//!   JSON cannot tell apart);
//! * equality is Python's `==` on the JSON values: `1 == 1.0`, `True == 1`, exact floats (no
//!   tolerance, as LiveCodeBench), dicts by key. Integers beyond 64 bits are compared as the
//!   nearest f64 (serde_json reads them so);
//! * a value JSON cannot carry (a set, an object, NaN, a dict with non-string keys) is a
//!   `WRONG_ANSWER` with the reason in `error` — LiveCodeBench would compare it with `==`, so
//!   an object whose `__eq__` always returns True passes there and fails here, on purpose.
//!
//! The driver shares the interpreter with the code: a program written to tamper with it
//! (rewriting the driver's globals through `sys.modules`) could forge a result, as it could in
//! LiveCodeBench's own in-process grader.

use crate::api::{Limits, ProgramRun, ProgramStatus, Verdict};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// Start of the driver's result line on stdout.
pub const MARK: &str = "\u{1}execretrieval-call-result:";

/// One call: positional arguments and the value it must return.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Call {
    /// Positional arguments (JSON values: lists, dicts, numbers, strings, booleans, null).
    pub args: Vec<Value>,
    /// The value the call must return (compared with Python's `==`, a returned tuple as a list).
    pub expected: Value,
}

/// Call `function` of `code` once per call and compare the returned values.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct CallsRequest {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub id: Option<Value>,
    pub code: String,
    /// `name`: the function `name`, or — when the code contains `class Solution`, as
    /// LiveCodeBench decides — the method `name` of `Solution()`; `Class.name`: the method
    /// `name` of `Class()`.
    pub function: String,
    pub calls: Vec<Call>,
    /// Stop at the first call that is not ACCEPTED (the later calls are not run nor reported).
    #[serde(default)]
    pub stop_on_first_failure: bool,
    #[serde(default, skip_serializing_if = "Limits::is_default")]
    pub limits: Limits,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct CallResult {
    /// `ACCEPTED`, `WRONG_ANSWER`, `TIMEOUT`, `MEMORY`, `OUTPUT_LIMIT`, `RUNTIME_ERROR: <Type>`.
    pub verdict: Verdict,
    /// What the call returned (a tuple as a list), when it returned a JSON value.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub actual: Option<Value>,
    /// Why there is no value: the exception's last line, or why the value is not JSON.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
    pub fuel_used: u64,
    #[serde(default)]
    pub cached: bool,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct CallsResponse {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub id: Option<Value>,
    /// `ACCEPTED` if every call was, else the first call's verdict that was not.
    pub verdict: Verdict,
    /// Every call ran and was ACCEPTED.
    pub accepted: bool,
    /// One per call run, in order (with `stop_on_first_failure`, up to the first failure).
    pub calls: Vec<CallResult>,
    /// Sum over the calls.
    pub fuel_used: u64,
    /// Every call came from the execution cache.
    #[serde(default)]
    pub cached: bool,
}

/// LiveCodeBench's imports before the code (`lcb_runner/evaluation/testing_util.py`).
const PRELUDE: &str = "from string import *\nfrom re import *\nfrom datetime import *\n\
from collections import *\nfrom heapq import *\nfrom bisect import *\nfrom copy import *\n\
from math import *\nfrom random import *\nfrom statistics import *\nfrom itertools import *\n\
from functools import *\nfrom operator import *\nfrom io import *\nfrom sys import *\n\
from json import *\nfrom builtins import *\nfrom typing import *\nimport string\nimport re\n\
import datetime\nimport collections\nimport heapq\nimport bisect\nimport copy\nimport math\n\
import random\nimport statistics\nimport itertools\nimport functools\nimport operator\nimport io\n\
import sys\nimport json\nsys.setrecursionlimit(50000)\n";

/// The driver's body (after the two constants `_ER_SRC`, `_ER_NAME`).
const DRIVER: &str = r#"
import sys as _er_sys, json as _er_json


def _er_main(src, name, prelude, mark):
    write, dumps = _er_sys.stdout.write, _er_json.dumps
    args = _er_json.loads(_er_sys.stdin.read())
    ns = {"__name__": "tmp_sol", "__builtins__": __builtins__}
    exec(prelude, ns)
    exec(compile(src, "<program>", "exec"), ns)
    cls, _, meth = name.rpartition(".")
    if not cls and "class Solution" in src:
        cls = "Solution"
    if cls:
        if cls not in ns:
            raise NameError("the code defines no class %r (function %r)" % (cls, name))
        target = getattr(ns[cls](), meth, None)
        if target is None:
            raise AttributeError("%s has no method %r" % (cls, meth))
    else:
        if name not in ns:
            raise NameError("the code defines no function %r" % name)
        target = ns[name]
    result = target(*args)

    def plain(v):
        if isinstance(v, tuple):
            v = list(v)
        if isinstance(v, list):
            return [plain(x) for x in v]
        if isinstance(v, dict):
            for k in v:
                if not isinstance(k, str):
                    raise TypeError("a dict key of type %s" % type(k).__name__)
            return {k: plain(x) for k, x in v.items()}
        if v is None or isinstance(v, (bool, int, float, str)):
            return v
        raise TypeError("a value of type %s" % type(v).__name__)

    try:
        line = dumps({"value": plain(result)}, allow_nan=False)
    except (TypeError, ValueError) as e:
        line = dumps({"not_json": "the call returned %s, which JSON cannot carry (%s)" % (type(result).__name__, e)})
    write("\n" + mark + line + "\n")


_er_main(_ER_SRC, _ER_NAME, _ER_PRELUDE, _ER_MARK)
"#;

/// A Python string literal of `s` (a JSON string is one).
fn py_str(s: &str) -> String {
    serde_json::to_string(s).expect("strings serialise")
}

/// The program that runs one call of `function` in `code` (arguments on stdin, see [`stdin`]).
pub fn driver(code: &str, function: &str) -> String {
    format!(
        "_ER_SRC = {}\n_ER_NAME = {}\n_ER_PRELUDE = {}\n_ER_MARK = {}\n{DRIVER}",
        py_str(code),
        py_str(function),
        py_str(PRELUDE),
        py_str(MARK)
    )
}

/// The driver's stdin for one call: its arguments as a JSON list.
pub fn stdin(call: &Call) -> String {
    serde_json::to_string(&call.args).expect("values serialise")
}

/// Python's `==` on two JSON values (see the module comment).
pub fn python_eq(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::Null, Value::Null) => true,
        (Value::String(x), Value::String(y)) => x == y,
        (Value::Array(x), Value::Array(y)) => {
            x.len() == y.len() && x.iter().zip(y).all(|(x, y)| python_eq(x, y))
        }
        (Value::Object(x), Value::Object(y)) => {
            x.len() == y.len() && x.iter().all(|(k, v)| y.get(k).is_some_and(|w| python_eq(v, w)))
        }
        (Value::Bool(_) | Value::Number(_), Value::Bool(_) | Value::Number(_)) => {
            match (number(a), number(b)) {
                (Some(x), Some(y)) => x.eq(&y),
                _ => false,
            }
        }
        _ => false,
    }
}

/// A JSON number (or bool, which Python's `==` treats as 0/1).
#[derive(Clone, Copy, Debug)]
enum Num {
    Int(i128),
    Float(f64),
}

impl Num {
    /// Python compares an int with a float exactly (not through a rounding to float).
    fn eq(&self, other: &Num) -> bool {
        match (*self, *other) {
            (Num::Int(a), Num::Int(b)) => a == b,
            (Num::Float(a), Num::Float(b)) => a == b,
            (Num::Int(i), Num::Float(f)) | (Num::Float(f), Num::Int(i)) => {
                f.is_finite() && f.fract() == 0.0 && f.abs() < 1.7e38 && f as i128 == i
            }
        }
    }
}

fn number(v: &Value) -> Option<Num> {
    match v {
        Value::Bool(b) => Some(Num::Int(*b as i128)),
        Value::Number(n) => Some(if let Some(i) = n.as_i64() {
            Num::Int(i as i128)
        } else if let Some(u) = n.as_u64() {
            Num::Int(u as i128)
        } else {
            Num::Float(n.as_f64()?)
        }),
        _ => None,
    }
}

/// The driver's result in a run's stdout: `Ok(value)`, or `Err(why it is not JSON)`; None when
/// the run printed no result line (it ended before the call returned).
fn result_of(stdout: &str) -> Option<Result<Value, String>> {
    let at = stdout.rfind(MARK)?;
    if at > 0 && !stdout[..at].ends_with('\n') {
        return None;
    }
    let line = stdout[at + MARK.len()..].trim_end_matches('\n');
    let v: Value = serde_json::from_str(line).ok()?;
    match (v.get("value"), v.get("not_json")) {
        (Some(value), None) => Some(Ok(value.clone())),
        (None, Some(Value::String(why))) => Some(Err(why.clone())),
        _ => None,
    }
}

/// The last line of a traceback (`ZeroDivisionError: division by zero`).
fn last_line(stderr: &str) -> Option<String> {
    stderr.lines().rev().find(|l| !l.trim().is_empty()).map(|l| l.trim_end().to_string())
}

/// The verdict of one call from the driver's run: (verdict, returned value, error).
pub fn judge_call(run: &ProgramRun, call: &Call) -> (Verdict, Option<Value>, Option<String>) {
    let error = || last_line(&run.stderr);
    match run.status {
        ProgramStatus::Timeout => (Verdict::Timeout, None, None),
        ProgramStatus::Memory => (Verdict::Memory, None, error()),
        ProgramStatus::OutputLimit => (Verdict::OutputLimit, None, None),
        ProgramStatus::Error => (
            Verdict::RuntimeError(run.exception.clone().unwrap_or_else(|| "Exception".into())),
            None,
            error(),
        ),
        ProgramStatus::Ok if run.exit_code != 0 => {
            (Verdict::RuntimeError("SystemExit".into()), None, error())
        }
        ProgramStatus::Ok => match result_of(&run.stdout) {
            None => (
                Verdict::RuntimeError("SystemExit".into()),
                None,
                Some("the program ended before the call returned".into()),
            ),
            Some(Err(why)) => (Verdict::WrongAnswer, None, Some(why)),
            Some(Ok(v)) => {
                let verdict =
                    if python_eq(&v, &call.expected) { Verdict::Accepted } else { Verdict::WrongAnswer };
                (verdict, Some(v), None)
            }
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn python_equality_table() {
        for (a, b, want) in [
            (json!(1), json!(1.0), true),
            (json!(true), json!(1), true),
            (json!(false), json!(0.0), true),
            (json!(true), json!(2), false),
            (json!(0.1), json!(0.1), true),
            (json!(0.30000000000000004), json!(0.3), false),
            (json!(9007199254740993u64), json!(9007199254740992.0), false),
            (json!(-3), json!(-3.0), true),
            (json!([1, [2, 3]]), json!([1.0, [2, 3]]), true),
            (json!([1, 2]), json!([2, 1]), false),
            (json!({"a": 1, "b": [true]}), json!({"b": [1], "a": 1}), true),
            (json!({"a": 1}), json!({"a": 1, "b": 2}), false),
            (json!(null), json!(null), true),
            (json!(null), json!(0), false),
            (json!("1"), json!(1), false),
            (json!([]), json!({}), false),
        ] {
            assert_eq!(python_eq(&a, &b), want, "{a} == {b}");
            assert_eq!(python_eq(&b, &a), want, "{b} == {a}");
        }
    }

    #[test]
    fn results_are_read_from_the_last_marked_line() {
        let call = Call { args: vec![], expected: json!([1, 2]) };
        let line = |v: &str| format!("\n{MARK}{v}\n");
        let (v, actual, _) =
            judge_call(&ProgramRun::ok(&format!("noise{}", line(r#"{"value": [1, 2]}"#))), &call);
        assert_eq!((v, actual), (Verdict::Accepted, Some(json!([1, 2]))));
        // a forged line printed by the code comes before the driver's own
        let forged = format!("{}{}", line(r#"{"value": [1, 2]}"#), line(r#"{"value": 3}"#));
        assert_eq!(judge_call(&ProgramRun::ok(&forged), &call).0, Verdict::WrongAnswer);
        let (v, _, e) = judge_call(&ProgramRun::ok(&line(r#"{"not_json": "a set"}"#)), &call);
        assert_eq!((v, e.as_deref()), (Verdict::WrongAnswer, Some("a set")));
        assert_eq!(judge_call(&ProgramRun::ok("3\n"), &call).0, Verdict::RuntimeError("SystemExit".into()));
        let mut err = ProgramRun::ok("");
        err.status = ProgramStatus::Error;
        err.exit_code = 1;
        err.exception = Some("ZeroDivisionError".into());
        err.stderr = "Traceback (most recent call last):\n  x\nZeroDivisionError: division by zero\n".into();
        let (v, _, e) = judge_call(&err, &call);
        assert_eq!(v.to_string(), "RUNTIME_ERROR: ZeroDivisionError");
        assert_eq!(e.as_deref(), Some("ZeroDivisionError: division by zero"));
    }

    #[test]
    fn the_driver_holds_the_code_as_a_literal() {
        let d = driver("def f(x):\n    return \"\\u00e9\" + x  # é\n", "Solution.f");
        assert!(d.starts_with("_ER_SRC = \"def f(x):\\n    return \\\"\\\\u00e9\\\" + x  # é\\n\"\n"), "{d}");
        assert!(d.contains("_ER_NAME = \"Solution.f\"\n"));
        assert_eq!(
            stdin(&Call { args: vec![json!([1, 2]), json!("a")], expected: json!(null) }),
            "[[1,2],\"a\"]"
        );
    }
}
