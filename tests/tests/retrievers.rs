//! Retrievers through the real binary: a hosted (OpenAI-compatible) retriever defined by a
//! `--config` file and served by a local server, its embedding store, and `eval
//! --from-embeddings` rescoring the same results with the server gone.

use execretrieval_net::testing::{Scripted, ScriptedServer};
use execretrieval_tests::{build_fixture_release, eval_release, run_cli, sha256_hex};
use serde_json::{json, Value};
use std::path::Path;

/// A bag-of-characters vector: similar texts get similar vectors (deterministic).
fn vector(text: &str) -> Vec<f32> {
    let mut v = vec![0f32; 16];
    for b in text.bytes() {
        v[(b % 16) as usize] += 1.0;
    }
    v
}

fn fake_openai() -> ScriptedServer {
    ScriptedServer::start(|req, _| {
        let texts: Vec<String> = serde_json::from_value(req.json()["input"].clone()).unwrap_or_default();
        Scripted::json(
            200,
            &json!({"data": texts.iter().enumerate().map(|(i, t)| json!({"index": i, "embedding": vector(t)})).collect::<Vec<_>>()}),
        )
    })
}

fn eval(release: &Path, results: &Path, extra: &[&str]) -> std::process::Output {
    let mut args = vec!["--bootstrap-samples", "100"];
    args.extend_from_slice(extra);
    eval_release(release, results, &args)
}

fn per_query(results: &Path, name: &str) -> Value {
    let v: Value =
        serde_json::from_str(&std::fs::read_to_string(results.join(format!("{name}.json"))).unwrap())
            .unwrap();
    v["per_query"].clone()
}

#[test]
fn hosted_config_store_and_from_embeddings() {
    let dir = tempfile::tempdir().unwrap();
    let rel = dir.path().join("release");
    let o = build_fixture_release(&rel);
    assert!(
        o.status.code() == Some(1) || o.status.code() == Some(0),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );

    let server = fake_openai();
    let cfg = dir.path().join("retrievers.json");
    let config = json!([{
        "name": "fake-oai", "kind": "hosted", "model": "fake-embed", "similarity": "cosine", "normalize": true,
        "query_prefix": "query: ", "passage_prefix": "passage: ", "batch_size": 4,
        "params": {"provider": "openai-compatible", "base_url": format!("{}/v1", server.url())}
    }]);
    std::fs::write(&cfg, serde_json::to_string(&config).unwrap()).unwrap();
    let r1 = dir.path().join("r1");
    let o = eval(&rel, &r1, &["--config", cfg.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(0), "{}", String::from_utf8_lossy(&o.stderr));
    let reqs = server.requests();
    // 15 snippets in batches of 4 + 3 queries in one batch, each text with its prefix
    assert_eq!(reqs.len(), 5);
    assert!(reqs.iter().all(|r| r.path == "/v1/embeddings"));
    assert_eq!(reqs[4].json()["input"][0].as_str().unwrap().split_once(' ').unwrap().0, "query:");
    assert!(reqs[0].json()["input"][0].as_str().unwrap().starts_with("passage: "));
    let table: Value =
        serde_json::from_str(&std::fs::read_to_string(r1.join("invocation_table.json")).unwrap()).unwrap();
    assert_eq!(table[0]["params"]["provider"], "openai-compatible");

    // A rerun reuses the stored matrices: no new request.
    let o = eval(&rel, &r1, &["--config", cfg.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(0));
    assert_eq!(server.requests().len(), 5, "the embedding store was not reused");
    drop(server);

    // With the server gone, --from-embeddings rescores to the identical results.
    let r2 = dir.path().join("r2");
    let o = eval(
        &rel,
        &r2,
        &["--config", cfg.to_str().unwrap(), "--from-embeddings", r1.join("embeddings").to_str().unwrap()],
    );
    assert_eq!(o.status.code(), Some(0), "{}", String::from_utf8_lossy(&o.stderr));
    assert_eq!(per_query(&r1, "fake-oai"), per_query(&r2, "fake-oai"));

    // A matrix that is not in the store is an error that says how to make it.
    let o = eval(
        &rel,
        &dir.path().join("r3"),
        &["--retriever", "voyage-code-3", "--from-embeddings", r1.join("embeddings").to_str().unwrap()],
    );
    assert_eq!(o.status.code(), Some(2));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains("has no corpus matrix for retriever `voyage-code-3`")
            && err.contains("--retriever voyage-code-3"),
        "{err}"
    );

    // Unknown names and bad --config files are named.
    let o = eval(&rel, &dir.path().join("r4"), &["--retriever", "nope"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("unknown retriever `nope`"));
    std::fs::write(&cfg, "[{\"name\": 1}]").unwrap();
    let o = eval(&rel, &dir.path().join("r5"), &["--config", cfg.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr)
        .contains("retrievers.json: not a JSON list of retriever configurations"));
}

/// `eval --model ORG/NAME@REV` through the real binary against a local server speaking the hub's
/// file API: the fixture Qwen3 folder is fetched, evaluated, and its commit pinned in the
/// invocation table; a served registry row sends its documented query instruction.
#[test]
fn hub_model_and_served_row_through_eval() {
    const COMMIT: &str = "89abcdef0123456789abcdef0123456789abcdef";
    let fixture_dir = execretrieval_tests::repo_root().join("retrieval/tests/fixtures/hf_reference/qwen3");
    let files: Vec<(String, Vec<u8>)> = ["config.json", "tokenizer.json", "model.safetensors"]
        .iter()
        .map(|f| (f.to_string(), std::fs::read(fixture_dir.join(f)).unwrap()))
        .collect();
    let hub = ScriptedServer::start(move |req, _| {
        // The hub answers a revision by name and by commit alike.
        if req.path.starts_with("/api/models/org/tiny-qwen3/revision/v1")
            || req.path.starts_with(&format!("/api/models/org/tiny-qwen3/revision/{COMMIT}"))
        {
            let siblings: Vec<Value> = files
                .iter()
                .map(|(n, d)| {
                    // Every file as LFS (sha256 verified), sizes exact.
                    let sha = sha256_hex(d);
                    json!({"rfilename": n, "size": d.len(), "lfs": {"sha256": sha, "size": d.len()}})
                })
                .collect();
            return Scripted::json(200, &json!({"sha": COMMIT, "siblings": siblings}));
        }
        let prefix = format!("/org/tiny-qwen3/resolve/{COMMIT}/");
        match files.iter().find(|(n, _)| req.path == format!("{prefix}{n}")) {
            Some((_, d)) => Scripted::status(200).body(d.clone()),
            None => Scripted::status(404),
        }
    });
    let dir = tempfile::tempdir().unwrap();
    let rel = dir.path().join("release");
    let o = build_fixture_release(&rel);
    assert!(
        o.status.code() == Some(1) || o.status.code() == Some(0),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    let results = dir.path().join("r");
    let o = std::process::Command::new(execretrieval_tests::bin())
        .args(["eval", "--release", rel.to_str().unwrap(), "--results", results.to_str().unwrap()])
        .args(["--bootstrap-samples", "100", "--model", "org/tiny-qwen3@v1"])
        .current_dir(dir.path())
        .env("EXECRETRIEVAL_CACHE_DIR", execretrieval_tests::shared_cache_dir())
        .env("HF_ENDPOINT", hub.url())
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(0), "{}", String::from_utf8_lossy(&o.stderr));
    let table: Value =
        serde_json::from_str(&std::fs::read_to_string(results.join("invocation_table.json")).unwrap())
            .unwrap();
    assert_eq!(table[0]["name"], "tiny-qwen3@v1");
    assert_eq!(table[0]["hub"], json!({"repo": "org/tiny-qwen3", "revision": "v1", "resolved": COMMIT}));
    assert_eq!(table[0]["kind"], "dense-local");
    assert!(results.join("tiny-qwen3@v1.json").is_file());

    // A rerun needs no network: the revision's ref and the folder are cached (the hub is gone).
    drop(hub);
    let again = dir.path().join("r-offline");
    let o = std::process::Command::new(execretrieval_tests::bin())
        .args(["eval", "--release", rel.to_str().unwrap(), "--results", again.to_str().unwrap()])
        .args(["--bootstrap-samples", "100", "--model", "org/tiny-qwen3@v1"])
        .current_dir(dir.path())
        .env("EXECRETRIEVAL_CACHE_DIR", execretrieval_tests::shared_cache_dir())
        .env("HF_ENDPOINT", "http://127.0.0.1:9")
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(0), "offline rerun: {}", String::from_utf8_lossy(&o.stderr));
    assert_eq!(
        std::fs::read(again.join("invocation_table.json")).unwrap(),
        std::fs::read(results.join("invocation_table.json")).unwrap()
    );

    // A served registry row (Qwen3-Embedding-4B behind vLLM), pointed at a local server.
    let server = fake_openai();
    let mut row: Value = {
        let o = run_cli(&["retrievers", "--json"], dir.path());
        assert_eq!(o.status.code(), Some(0));
        let all: Vec<Value> = serde_json::from_slice(&o.stdout).unwrap();
        all.into_iter().find(|r| r["name"] == "qwen3-embedding-4b").expect("the served row")
    };
    row["params"]["base_url"] = json!(format!("{}/v1", server.url()));
    let cfg = dir.path().join("served.json");
    std::fs::write(&cfg, serde_json::to_string(&json!([row])).unwrap()).unwrap();
    let o = eval(&rel, &dir.path().join("r2"), &["--config", cfg.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(0), "{}", String::from_utf8_lossy(&o.stderr));
    let reqs = server.requests();
    let query_req = reqs.last().unwrap().json();
    assert_eq!(query_req["model"], "Qwen/Qwen3-Embedding-4B");
    let q = query_req["input"][0].as_str().unwrap();
    assert!(
        q.starts_with(
            "Instruct: Given a code search query, retrieve code snippets that answer the query\nQuery:"
        ),
        "{q}"
    );
    let p = reqs[0].json()["input"][0].as_str().unwrap().to_string();
    assert!(!p.starts_with("Instruct"), "documents are raw: {p}");
}

/// `eval --rerank-model-dir` through the real binary: the fixture cross-encoder over BM25's top
/// 3, written as `bm25+bert.json` in the retrievers' schema, its row in `reranking.json` and in
/// `invocation_table.json`; `rerankers` prints the registry; an unknown reranker is an error
/// naming the known ones.
#[test]
fn a_cross_encoder_reranks_a_first_stage_through_eval() {
    let dir = tempfile::tempdir().unwrap();
    let rel = dir.path().join("release");
    let o = build_fixture_release(&rel);
    assert!(matches!(o.status.code(), Some(0 | 1)), "{}", String::from_utf8_lossy(&o.stderr));
    let model = execretrieval_tests::repo_root().join("retrieval/tests/fixtures/rerank_reference/bert");
    let res = dir.path().join("results");
    let o = eval(
        &rel,
        &res,
        &["--retriever", "bm25", "--rerank-model-dir", model.to_str().unwrap(), "--rerank-depth", "3"],
    );
    assert_eq!(o.status.code(), Some(0), "{}", String::from_utf8_lossy(&o.stderr));
    let stdout = String::from_utf8_lossy(&o.stdout);
    assert!(stdout.contains("| bm25 | bert | 3 |"), "{stdout}");
    let first: Value =
        serde_json::from_str(&std::fs::read_to_string(res.join("bm25.json")).unwrap()).unwrap();
    let second: Value =
        serde_json::from_str(&std::fs::read_to_string(res.join("bm25+bert.json")).unwrap()).unwrap();
    assert_eq!(second["model"], json!("bm25+bert"));
    assert_eq!(second["n_queries"], first["n_queries"]);
    // The top 3 are the first stage's top 3 (reordered); rank 4 on is the first stage's order.
    for (a, b) in first["per_query"].as_array().unwrap().iter().zip(second["per_query"].as_array().unwrap()) {
        let ids = |v: &Value, r: std::ops::Range<usize>| -> Vec<String> {
            let mut x: Vec<String> = v["top_results"].as_array().unwrap()[r]
                .iter()
                .map(|h| h["corpus_id"].as_str().unwrap().into())
                .collect();
            x.sort();
            x
        };
        if a["tied_at_top10"] == json!(0) {
            assert_eq!(ids(a, 0..3), ids(b, 0..3), "{}", a["query_id"]);
        }
    }
    let rows: Value =
        serde_json::from_str(&std::fs::read_to_string(res.join("reranking.json")).unwrap()).unwrap();
    assert_eq!(
        (rows[0]["first_stage"].clone(), rows[0]["reranker"].clone(), rows[0]["depth"].clone()),
        (json!("bm25"), json!("bert"), json!(3))
    );
    assert_eq!(rows[0]["change_exec_at_1"]["b_rate"], first["metrics"]["exec@1"]);
    assert_eq!(rows[0]["change_exec_at_1"]["a_rate"], second["metrics"]["exec@1"]);
    let table: Value =
        serde_json::from_str(&std::fs::read_to_string(res.join("invocation_table.json")).unwrap()).unwrap();
    let row = table.as_array().unwrap().iter().find(|r| r["name"] == json!("bm25+bert")).unwrap();
    assert_eq!(
        (row["rerank"]["depth"].clone(), row["rerank"]["reranker"]["kind"].clone()),
        (json!(3), json!("cross-encoder"))
    );

    let o = run_cli(&["rerankers"], dir.path());
    assert!(
        String::from_utf8_lossy(&o.stdout).contains("| `bge-reranker-base` | cross-encoder | in process |")
    );
    let o = eval(&rel, &dir.path().join("r2"), &["--retriever", "bm25", "--rerank", "nope"]);
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(2), "{err}");
    assert!(err.contains("unknown reranker `nope`") && err.contains("qwen3-reranker-0.6b"), "{err}");
}
