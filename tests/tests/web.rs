//! The web viewer end to end in real headless Chromium: build the fixture release, evaluate it,
//! write the site with `execretrieval site`, serve it with `python3 -m http.server`, and drive it
//! with playwright-core (tests/web/e2e.mjs): leaderboard (and its reranking table: every first
//! stage reranked by the fixture cross-encoder), query view against the results file (a reranked
//! run next to its first stage),
//! replay verdicts, verify-all with 0 mismatches, dataset filter, analyses plots. Besides BM25 the
//! suite has a hosted retriever served by a local OpenAI-compatible server that sees only each
//! snippet's function name, so a canonical and its distractors tie exactly at rank 1 whatever the
//! fixture's distractors are (the viewer's tie explanation needs such a rank 1). Screenshots go
//! to `$CARGO_TARGET_DIR/web-e2e/`. Needs what `scripts/test.sh` installs (the viewer build in
//! `<target>/web-dist`, Debian `chromium`, npm playwright-core under `<target>/tools/npm`).

use execretrieval_net::testing::{Scripted, ScriptedServer};
use execretrieval_tests::{build_fixture_release, eval_release, read_jsonl, run_cli};
use serde_json::json;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

fn target_dir() -> PathBuf {
    if let Some(t) = std::env::var_os("CARGO_TARGET_DIR") {
        return PathBuf::from(t);
    }
    let exe = std::env::current_exe().unwrap();
    exe.ancestors().nth(3).unwrap().to_path_buf()
}

struct Server(Child);
impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

fn serve(dir: &Path) -> (Server, String) {
    let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let child = Command::new("python3")
        .args(["-m", "http.server", &port.to_string(), "--bind", "127.0.0.1", "--directory"])
        .arg(dir)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("python3 -m http.server");
    let t0 = Instant::now();
    while std::net::TcpStream::connect(("127.0.0.1", port)).is_err() {
        assert!(t0.elapsed() < Duration::from_secs(20), "http.server did not start");
        std::thread::sleep(Duration::from_millis(50));
    }
    (Server(child), format!("http://127.0.0.1:{port}/"))
}

/// The name of the retriever whose rank 1 is always a tie.
const TIED: &str = "function-name-only";

/// A local OpenAI-compatible embedding server that sees only function names: a query gets the
/// one-hot vector of its task's function name, a snippet the one of the function it defines, so
/// each query's canonical and distractors tie exactly (cosine 1) and every other snippet scores 0.
struct TiedRetriever {
    server: ScriptedServer,
}

impl TiedRetriever {
    fn config(&self) -> serde_json::Value {
        json!([{
            "name": TIED, "kind": "hosted", "model": "function-name-one-hot", "similarity": "cosine",
            "normalize": true, "query_prefix": "", "passage_prefix": "", "batch_size": 16,
            "params": {"provider": "openai-compatible", "base_url": format!("{}/v1", self.server.url())}
        }])
    }
}

fn tied_retriever(rel: &Path) -> TiedRetriever {
    let queries = read_jsonl(&rel.join("queries.jsonl"));
    let mut names: Vec<String> =
        queries.iter().map(|q| q["function_name"].as_str().unwrap().to_string()).collect();
    names.sort();
    let dim = names.len();
    let index: BTreeMap<String, usize> = names.into_iter().enumerate().map(|(i, n)| (n, i)).collect();
    let by_query: BTreeMap<String, usize> = queries
        .iter()
        .map(|q| (q["query"].as_str().unwrap().to_string(), index[q["function_name"].as_str().unwrap()]))
        .collect();
    let server = ScriptedServer::start(move |req, _| {
        let texts: Vec<String> = serde_json::from_value(req.json()["input"].clone()).unwrap_or_default();
        let data: Vec<serde_json::Value> = texts
            .iter()
            .enumerate()
            .map(|(i, t)| {
                let defined = t.lines().find_map(|l| {
                    let (name, _) = l.strip_prefix("def ")?.split_once('(')?;
                    index.get(name).copied()
                });
                let slot = by_query.get(t).copied().or(defined).expect("a text of the fixture release");
                let mut v = vec![0f32; dim];
                v[slot] = 1.0;
                json!({"index": i, "embedding": v})
            })
            .collect();
        Scripted::json(200, &json!({ "data": data }))
    });
    TiedRetriever { server }
}

/// Require exit code `expected` of a CLI run (`what` names it).
fn exits(o: std::process::Output, expected: i32, what: &str) {
    assert_eq!(o.status.code(), Some(expected), "{what}: {}", String::from_utf8_lossy(&o.stderr));
}

#[test]
fn viewer_in_headless_chromium() {
    let target = target_dir();
    let dist = std::env::var_os("EXECRETRIEVAL_WEB_DIST")
        .map(PathBuf::from)
        .unwrap_or_else(|| target.join("web-dist"));
    assert!(
        dist.join("index.html").exists(),
        "{} is not built: run `bash scripts/web.sh` (scripts/test.sh does)",
        dist.display()
    );
    let npm = target.join("tools/npm/node_modules");
    assert!(
        npm.join("playwright-core").exists(),
        "playwright-core not installed under {} (scripts/test.sh installs it)",
        npm.display()
    );

    let dir = tempfile::tempdir().unwrap();
    let rel = dir.path().join("release");
    let results = dir.path().join("results");
    let site = dir.path().join("site");
    // the fixture release has one broken task on purpose: `build` exits 1 and builds the rest
    exits(build_fixture_release(&rel), 1, "build");
    let names = tied_retriever(&rel);
    let cfg = dir.path().join("retrievers.json");
    std::fs::write(&cfg, serde_json::to_string(&names.config()).unwrap()).unwrap();
    // every first stage reranked by the tiny fixture cross-encoder of the reranker tests (its
    // top 3): the viewer's reranking table and a reranked run next to its first stage
    let cross = execretrieval_tests::repo_root().join("retrieval/tests/fixtures/rerank_reference/bert");
    let chosen = [
        "--retriever",
        "bm25",
        "--retriever",
        TIED,
        "--config",
        cfg.to_str().unwrap(),
        "--rerank-model-dir",
        cross.to_str().unwrap(),
        "--rerank-depth",
        "3",
    ];
    exits(eval_release(&rel, &results, &[&["--bootstrap-samples", "200"], &chosen[..]].concat()), 0, "eval");
    drop(names);
    let o = run_cli(
        &[
            "site",
            "--release",
            rel.to_str().unwrap(),
            "--results",
            results.to_str().unwrap(),
            "--out",
            site.to_str().unwrap(),
            "--web-dist",
            dist.to_str().unwrap(),
            "--also",
            "release-plus=plus/",
        ],
        dir.path(),
    );
    assert!(o.status.success(), "site: {}", String::from_utf8_lossy(&o.stderr));
    // self-contained, with compressed copies of everything
    for f in [
        "index.html",
        "worker.js",
        "data/manifest.json",
        "data/release.json",
        "data/verify.json",
        "data/results/bm25.json",
        "py/execretrieval_web_worker_bg.wasm",
    ] {
        assert!(site.join(f).exists(), "{f} missing");
        assert!(
            site.join(format!("{f}.br")).exists() && site.join(format!("{f}.gz")).exists(),
            "{f}: no .br/.gz"
        );
    }
    // the Python wasm's brotli copy is the viewer build's (quality 11), within the 7 MB budget
    let py_br = "py/execretrieval_web_worker_bg.wasm.br";
    let shipped = std::fs::read(site.join(py_br)).unwrap();
    assert_eq!(
        shipped,
        std::fs::read(dist.join(py_br)).unwrap(),
        "site did not ship the precompressed {py_br}"
    );
    assert!(shipped.len() <= 7_000_000, "{py_br}: {} bytes, over the 7 MB budget", shipped.len());
    let manifest: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(site.join("data/manifest.json")).unwrap()).unwrap();
    assert_eq!(manifest["n_queries"], 3);
    // the release's name and the other release's site the header links to
    assert_eq!(manifest["release"], "release");
    assert_eq!(manifest["other_releases"], json!([{"href": "plus/", "name": "release-plus"}]));
    assert_eq!(manifest["n_verify_unmatched"], 0);
    let reranked: Vec<&str> =
        manifest["reranking"].as_array().unwrap().iter().map(|r| r["model"].as_str().unwrap()).collect();
    assert_eq!(reranked, ["bm25+bert", &format!("{TIED}+bert")], "manifest's reranking rows");

    let (_server, url) = serve(&site);
    let shots = target.join("web-e2e");
    std::fs::create_dir_all(&shots).unwrap();
    let o = Command::new("node")
        .arg(execretrieval_tests::repo_root().join("tests/web/e2e.mjs"))
        .args([&url, shots.to_str().unwrap(), "full"])
        .env("PLAYWRIGHT_CORE_DIR", &npm)
        .output()
        .expect("node");
    let stdout = String::from_utf8_lossy(&o.stdout);
    assert!(o.status.success(), "e2e failed:\n{}\n{stdout}", String::from_utf8_lossy(&o.stderr));
    eprintln!("web e2e: {stdout}");
    for s in ["query.png", "verify.png", "analyses.png", "leaderboard.png"] {
        assert!(shots.join(s).metadata().map(|m| m.len() > 1000).unwrap_or(false), "screenshot {s}");
    }
}
