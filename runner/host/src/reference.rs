//! The CPython reference: the same requests run under `python3 -I`, one subprocess per suite,
//! a fresh namespace per test, the same classification (`runner/harness/py/reference_runner.py`).
//! It is what the sandbox is checked against — never the oracle itself: [`CpythonReference::answer_many`]
//! answers `exec`'s requests, [`compare`] tells where the sandbox's responses differ.

use crate::RunLimits;
use anyhow::{bail, Context, Result};
use execretrieval_core::api::{judge_case, ProgramRun, ProgramStatus, Request, Response, Verdict};
use execretrieval_core::outcome::Outcome;
use rayon::prelude::*;
use serde::Serialize;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

pub struct CpythonReference {
    dir: tempfile::TempDir,
    python: PathBuf,
    timeout_secs: f64,
}

/// `python -s` with the environment's `PYTHON*` variables dropped and `PYTHONHASHSEED=0`: what
/// `-I` isolates, but with the sandbox's hash seed (`-I` ignores `PYTHONHASHSEED`, which CPython
/// reads only at start-up), so that str/bytes hashes and set order are the sandbox's. The runner
/// takes its own directory off `sys.path`, as `-I` would.
fn seeded_python(python: &Path) -> Command {
    let mut cmd = Command::new(python);
    cmd.arg("-s");
    for (key, _) in std::env::vars_os() {
        if key.to_string_lossy().starts_with("PYTHON") {
            cmd.env_remove(key);
        }
    }
    cmd.env("PYTHONHASHSEED", "0");
    cmd
}

impl CpythonReference {
    /// Writes the runner and the pytest shim into a private temp dir. `python` defaults to
    /// `$EXECRETRIEVAL_PYTHON` or `python3`.
    pub fn new(python: Option<&Path>, timeout_secs: f64) -> Result<CpythonReference> {
        let dir = runner_dir()?;
        let python = python
            .map(Path::to_path_buf)
            .or_else(|| std::env::var_os("EXECRETRIEVAL_PYTHON").map(PathBuf::from))
            .unwrap_or_else(|| PathBuf::from("python3"));
        let ok = Command::new(&python)
            .arg("-I")
            .arg("-c")
            .arg("import sys; assert sys.version_info >= (3, 8)")
            .status();
        match ok {
            Ok(s) if s.success() => {}
            _ => bail!("the CPython reference needs python3 >= 3.8 on PATH (or EXECRETRIEVAL_PYTHON=/path/to/python3)"),
        }
        Ok(CpythonReference { dir, python, timeout_secs })
    }

    /// One subprocess for the suite.
    pub fn run_suite(&self, code: &str, tests: &[String]) -> Result<Vec<Outcome>> {
        let mut child = seeded_python(&self.python)
            .arg(self.dir.path().join("reference_runner.py"))
            .arg("--timeout")
            .arg(self.timeout_secs.to_string())
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .context("starting python3")?;
        let line = serde_json::to_string(&serde_json::json!({"code": code, "tests": tests}))?;
        {
            let mut stdin = child.stdin.take().unwrap();
            stdin.write_all(line.as_bytes())?;
            stdin.write_all(b"\n")?;
        }
        let out = child.wait_with_output()?;
        let text = String::from_utf8_lossy(&out.stdout);
        let last = text.lines().last().unwrap_or("");
        let v: serde_json::Value = match serde_json::from_str(last) {
            Ok(v) => v,
            // The interpreter died (os._exit, a segfault, ...): every test is an error.
            Err(_) => return Ok(vec![Outcome::Error("SystemExit".into()); tests.len()]),
        };
        let outcomes: Vec<Outcome> = serde_json::from_value(v["outcomes"].clone())?;
        if outcomes.len() != tests.len() {
            bail!("reference runner returned {} outcomes for {} tests", outcomes.len(), tests.len());
        }
        Ok(outcomes)
    }
}

impl CpythonReference {
    /// One subprocess for the program (address space capped to `memory_mib` plus CPython's own
    /// ≈ 256 MiB, so that a memory bomb ends in MemoryError as it does in the sandbox).
    pub fn run_program(
        &self,
        code: &str,
        stdin: &str,
        argv: &[String],
        output_limit: u64,
        memory_mib: u64,
    ) -> Result<ProgramRun> {
        let mut child = seeded_python(&self.python)
            .arg(self.dir.path().join("reference_runner.py"))
            .arg("--timeout")
            .arg(self.timeout_secs.to_string())
            .arg("--memory-mib")
            .arg((memory_mib + 256).to_string())
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .context("starting python3")?;
        let line = serde_json::to_string(&serde_json::json!({"program": {
            "code": code, "stdin": stdin, "argv": argv, "output_limit": output_limit}}))?;
        {
            let mut pipe = child.stdin.take().unwrap();
            pipe.write_all(line.as_bytes())?;
            pipe.write_all(b"\n")?;
        }
        let out = child.wait_with_output()?;
        let text = String::from_utf8_lossy(&out.stdout);
        match serde_json::from_str::<ProgramRun>(text.lines().last().unwrap_or("")) {
            Ok(run) => Ok(run),
            // os._exit or a crash: the exit status, no output (as the sandbox reports a trap)
            Err(_) => Ok(ProgramRun::trapped(ProgramStatus::Ok, out.status.code().unwrap_or(1), None)),
        }
    }
}

/// What CPython gave for one request; serialised as the bare value (outcomes, the run, the
/// verdicts), the `cpython` field of `exec --reference`'s rows.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(untagged)]
pub enum ReferenceAnswer {
    Suite(Vec<Outcome>),
    Program(ProgramRun),
    /// One verdict per case (judged runs) or per call (calls), in order.
    Judge(Vec<Verdict>),
}

impl CpythonReference {
    /// CPython's answer to one request under `limits` (its output cap and memory cap).
    pub fn answer(&self, req: &Request, limits: &RunLimits) -> Result<ReferenceAnswer> {
        let l = limits;
        Ok(match req {
            Request::Suite(s) => ReferenceAnswer::Suite(self.run_suite(&s.code, &s.tests)?),
            Request::Program(p) => ReferenceAnswer::Program(self.run_program(
                &p.code,
                &p.stdin,
                &p.argv,
                l.output_bytes,
                l.memory_mib,
            )?),
            Request::Judge(j) => ReferenceAnswer::Judge(
                j.cases
                    .iter()
                    .map(|c| {
                        self.run_program(&j.code, &c.stdin, &c.argv, l.output_bytes, l.memory_mib)
                            .map(|run| judge_case(&run, c, j))
                    })
                    .collect::<Result<Vec<_>>>()?,
            ),
            // calls: the same driver program the sandbox runs, one CPython run per call
            Request::Calls(c) => {
                let program = execretrieval_core::calls::driver(&c.code, &c.function);
                ReferenceAnswer::Judge(
                    c.calls
                        .iter()
                        .map(|call| {
                            self.run_program(
                                &program,
                                &execretrieval_core::calls::stdin(call),
                                &[],
                                l.output_bytes,
                                l.memory_mib,
                            )
                            .map(|run| execretrieval_core::calls::judge_call(&run, call).0)
                        })
                        .collect::<Result<Vec<_>>>()?,
                )
            }
        })
    }

    /// [`CpythonReference::answer`] for every request on `jobs` threads, in input order; `tick`
    /// is called once per answered request.
    pub fn answer_many(
        &self,
        requests: &[(Request, RunLimits)],
        jobs: usize,
        tick: &(dyn Fn() + Sync),
    ) -> Result<Vec<ReferenceAnswer>> {
        let pool = rayon::ThreadPoolBuilder::new().num_threads(jobs).build()?;
        pool.install(|| {
            requests
                .par_iter()
                .map(|(r, l)| {
                    let a = self.answer(r, l);
                    tick();
                    a
                })
                .collect()
        })
    }
}

/// The sandbox's response beside CPython's answer, each in the shape they are compared in.
pub struct Comparison {
    pub agree: bool,
    /// CPython's answer as shown (a judged run: the verdicts of the cases the sandbox ran).
    pub cpython: ReferenceAnswer,
    pub sandbox: ReferenceAnswer,
}

/// The fields of a program run that must agree with CPython: status, exit code, stdout and the
/// exception's type (tracebacks and messages differ between the interpreters).
fn same_run(a: &ProgramRun, b: &ProgramRun) -> bool {
    a.status == b.status && a.exit_code == b.exit_code && a.stdout == b.stdout && a.exception == b.exception
}

/// Whether the sandbox's `response` agrees with CPython's `answer` to the same request: a
/// suite's outcomes, a program's [`same_run`] fields, a judged run's verdicts (CPython's cut to
/// the cases the sandbox ran: it may stop at the first failure).
///
/// Panics if the two are of different kinds (both answer the same request).
pub fn compare(answer: &ReferenceAnswer, response: &Response) -> Comparison {
    use ReferenceAnswer as A;
    match (answer, response) {
        (A::Suite(r), Response::Suite(s)) => Comparison {
            agree: r == &s.outcomes,
            cpython: answer.clone(),
            sandbox: A::Suite(s.outcomes.clone()),
        },
        (A::Program(r), Response::Program(p)) => Comparison {
            agree: same_run(r, &p.run),
            cpython: answer.clone(),
            sandbox: A::Program(p.run.clone()),
        },
        (A::Judge(r), Response::Judge(j)) => {
            let v: Vec<Verdict> = j.cases.iter().map(|c| c.verdict.clone()).collect();
            let r: Vec<Verdict> = r.iter().take(v.len()).cloned().collect();
            Comparison { agree: r == v, cpython: A::Judge(r), sandbox: A::Judge(v) }
        }
        (A::Judge(r), Response::Calls(c)) => {
            let v: Vec<Verdict> = c.calls.iter().map(|c| c.verdict.clone()).collect();
            let r: Vec<Verdict> = r.iter().take(v.len()).cloned().collect();
            Comparison { agree: r == v, cpython: A::Judge(r), sandbox: A::Judge(v) }
        }
        _ => panic!("the reference answers each request with its own kind"),
    }
}

/// A private temp dir holding `reference_runner.py` and `pytest_shim.py` (importable together).
pub fn runner_dir() -> Result<tempfile::TempDir> {
    let dir = tempfile::tempdir()?;
    std::fs::write(dir.path().join("reference_runner.py"), execretrieval_harness_sources::REFERENCE_RUNNER)?;
    std::fs::write(dir.path().join("pytest_shim.py"), execretrieval_harness_sources::PYTEST_SHIM)?;
    Ok(dir)
}

/// The Python sources shared with the harness crate, duplicated here by `include_str!` so the
/// host does not link RustPython.
pub mod execretrieval_harness_sources {
    pub const PYTEST_SHIM: &str = include_str!("../../harness/py/pytest_shim.py");
    pub const REFERENCE_RUNNER: &str = include_str!("../../harness/py/reference_runner.py");
}
