//! Bad input never panics: every command that reads the tool's files is fed an empty, a
//! truncated and a wrong-typed copy of each file it reads (and a few well-formed files that
//! contradict each other). A bad file is an error (exit 2; `check` reports it as a finding,
//! exit 1) that names the file; no run may panic. An empty JSONL file is zero records, which a
//! command may accept.

use execretrieval_tests::{copy_dir, fixture, run_cli};
use serde_json::Value;
use std::path::{Path, PathBuf};

#[derive(Clone, Copy, Debug)]
enum Corruption {
    Empty,
    /// The first half of the bytes.
    Truncated,
    /// Every scalar replaced by one of another type (numbers and booleans by strings, strings by
    /// numbers); keys kept.
    WrongTyped,
}

fn swap_types(v: &mut Value) {
    match v {
        Value::Number(n) => *v = Value::String(n.to_string()),
        Value::Bool(b) => *v = Value::String(b.to_string()),
        Value::String(_) => *v = Value::from(0),
        // an empty container has nothing to swap: make it a number (e.g. the `{}` of a single
        // retriever's pairwise tests)
        Value::Array(a) if a.is_empty() => *v = Value::from(0),
        Value::Object(m) if m.is_empty() => *v = Value::from(0),
        Value::Array(a) => a.iter_mut().for_each(swap_types),
        Value::Object(m) => m.values_mut().for_each(swap_types),
        Value::Null => *v = Value::from(0),
    }
}

fn corrupt(path: &Path, how: Corruption) {
    let bytes = std::fs::read(path).unwrap();
    let out: Vec<u8> = match how {
        Corruption::Empty => Vec::new(),
        Corruption::Truncated => bytes[..bytes.len() / 2].to_vec(),
        Corruption::WrongTyped if path.extension().is_some_and(|e| e == "jsonl") => {
            let text = String::from_utf8(bytes).unwrap();
            text.lines()
                .map(|l| {
                    let mut v: Value = serde_json::from_str(l).unwrap();
                    swap_types(&mut v);
                    serde_json::to_string(&v).unwrap() + "\n"
                })
                .collect::<String>()
                .into_bytes()
        }
        Corruption::WrongTyped => {
            let mut v: Value = serde_json::from_slice(&bytes).unwrap();
            swap_types(&mut v);
            serde_json::to_vec_pretty(&v).unwrap()
        }
    };
    std::fs::write(path, out).unwrap();
}

/// A release of the fixture tasks, its bm25 results, a stand-in viewer build and `exec` requests.
struct Base {
    _dir: tempfile::TempDir,
    root: PathBuf,
}

impl Base {
    fn new() -> Base {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path().to_path_buf();
        let rel = root.join("release");
        let tasks = fixture("tasks");
        let o = run_cli(
            &["build", "--keep-going", "--tasks", tasks.to_str().unwrap(), "--out", rel.to_str().unwrap()],
            &root,
        );
        // the fixture tasks include some built to fail a gate
        assert_eq!(o.status.code(), Some(1), "build: {}", String::from_utf8_lossy(&o.stderr));
        let res = root.join("results");
        let o = run_cli(
            &[
                "eval",
                "--release",
                "release",
                "--results",
                "results",
                "--retriever",
                "bm25",
                "--bootstrap-samples",
                "50",
            ],
            &root,
        );
        assert_eq!(o.status.code(), Some(0), "eval: {}", String::from_utf8_lossy(&o.stderr));
        assert!(res.join("analyses.json").exists());
        // `site` needs a viewer build; its files' content does not matter here
        for f in [
            "index.html",
            "worker.js",
            "app/execretrieval_web.js",
            "app/execretrieval_web_bg.wasm",
            "py/execretrieval_web_worker.js",
            "py/execretrieval_web_worker_bg.wasm",
        ] {
            let p = root.join("web-dist").join(f);
            std::fs::create_dir_all(p.parent().unwrap()).unwrap();
            std::fs::write(p, "x").unwrap();
        }
        std::fs::create_dir_all(root.join("input")).unwrap();
        std::fs::write(
            root.join("input/requests.jsonl"),
            "{\"id\": \"a\", \"code\": \"def f():\\n    return 1\\n\", \"tests\": [\"assert f() == 1\"]}\n{\"id\": \"b\", \"code\": \"x = 1\", \"tests\": [\"assert x == 2\"]}\n",
        )
        .unwrap();
        Base { _dir: dir, root }
    }

    /// A fresh copy of the base files to corrupt.
    fn copy(&self, name: &str) -> PathBuf {
        let work = self.root.join("cases").join(name);
        for d in ["release", "results", "web-dist", "input"] {
            copy_dir(&self.root.join(d), &work.join(d));
        }
        work
    }
}

/// A command, run in a copy of the base (paths relative to it), with the exit code a bad file
/// gives and the files it reads.
struct Command {
    args: &'static [&'static str],
    bad_exit: i32,
    reads: &'static [&'static str],
}

const COMMANDS: &[Command] = &[
    Command {
        args: &[
            "eval",
            "--release",
            "release",
            "--results",
            "out",
            "--retriever",
            "bm25",
            "--bootstrap-samples",
            "50",
        ],
        bad_exit: 2,
        reads: &["release/queries.jsonl", "release/corpus.jsonl"],
    },
    Command {
        args: &["stats", "--results", "results", "--bootstrap-samples", "50"],
        bad_exit: 2,
        reads: &["results/bm25.json", "results/analyses.json"],
    },
    Command {
        args: &["report", "--results", "results"],
        bad_exit: 2,
        reads: &[
            "results/full_leaderboard.json",
            "results/confidence_intervals.json",
            "results/analyses.json",
            "results/pairwise_tests.json",
        ],
    },
    Command {
        args: &[
            "site",
            "--release",
            "release",
            "--results",
            "results",
            "--out",
            "site",
            "--web-dist",
            "web-dist",
        ],
        bad_exit: 2,
        reads: &[
            "release/queries.jsonl",
            "release/corpus.jsonl",
            "release/distractor_metadata.jsonl",
            "release/execution_cache.jsonl",
            "results/full_leaderboard.json",
            "results/pairwise_tests.json",
            "results/confidence_intervals.json",
            "results/analyses.json",
            "results/bm25.json",
        ],
    },
    Command {
        args: &["check", "release"],
        bad_exit: 1,
        reads: &[
            "release/queries.jsonl",
            "release/corpus.jsonl",
            "release/distractor_metadata.jsonl",
            "release/execution_cache.jsonl",
        ],
    },
    Command {
        args: &["exec", "--input", "input/requests.jsonl", "--no-cache"],
        bad_exit: 2,
        reads: &["input/requests.jsonl"],
    },
];

/// Run `args` in `work`; a problem description when the run panicked, exited otherwise than
/// `allowed`, or (when it failed) did not name `file`.
fn judge(work: &Path, args: &[&str], allowed: &[i32], file: &str) -> Option<String> {
    let o = run_cli(args, work);
    let out = format!("{}{}", String::from_utf8_lossy(&o.stdout), String::from_utf8_lossy(&o.stderr));
    let code = o.status.code();
    let name = Path::new(file).file_name().unwrap().to_str().unwrap();
    if out.contains("panicked") || code.is_none_or(|c| c == 101) {
        Some(format!("panicked (exit {code:?}):\n{out}"))
    } else if code.is_some_and(|c| !allowed.contains(&c)) {
        Some(format!("exit {code:?}, expected one of {allowed:?}:\n{out}"))
    } else if code != Some(0) && !out.contains(name) {
        Some(format!("exit {code:?} without naming {name}:\n{out}"))
    } else {
        None
    }
}

#[test]
fn every_command_names_a_bad_file_and_never_panics() {
    let base = Base::new();
    let mut problems = Vec::new();
    let mut runs = 0;
    for (ci, cmd) in COMMANDS.iter().enumerate() {
        for file in cmd.reads {
            for how in [Corruption::Empty, Corruption::Truncated, Corruption::WrongTyped] {
                let work = base.copy(&format!("{ci}-{}-{how:?}", file.replace('/', "_")));
                corrupt(&work.join(file), how);
                // an empty JSONL file is zero records: accepted, or an error naming the file
                let empty_jsonl = matches!(how, Corruption::Empty) && file.ends_with(".jsonl");
                let allowed: &[i32] = if empty_jsonl { &[0, cmd.bad_exit] } else { &[cmd.bad_exit] };
                runs += 1;
                if let Some(p) = judge(&work, cmd.args, allowed, file) {
                    problems.push(format!("{} with {file} {how:?}: {p}", cmd.args[0]));
                }
            }
        }
    }
    // well-formed files that do not cover the leaderboard's retrievers
    for (file, text) in [
        ("results/full_leaderboard.json", "[]"),
        ("results/analyses.json", "{}"),
        ("results/confidence_intervals.json", "{}"),
    ] {
        let work = base.copy(&format!("report-{}", file.replace('/', "_")));
        std::fs::write(work.join(file), text).unwrap();
        runs += 1;
        if let Some(p) = judge(&work, &["report", "--results", "results"], &[2], file) {
            problems.push(format!("report with {file} = {text}: {p}"));
        }
    }
    // a required file that holds no records
    for file in ["release/queries.jsonl", "release/corpus.jsonl"] {
        let work = base.copy(&format!("eval-empty-{}", file.replace('/', "_")));
        corrupt(&work.join(file), Corruption::Empty);
        runs += 1;
        if let Some(p) = judge(&work, COMMANDS[0].args, &[2], file) {
            problems.push(format!("eval with an empty {file}: {p}"));
        }
    }
    assert!(problems.is_empty(), "{} of {runs} runs went wrong:\n{}", problems.len(), problems.join("\n\n"));
}
