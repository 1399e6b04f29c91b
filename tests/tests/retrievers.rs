//! Retrievers through the real binary: a hosted (OpenAI-compatible) retriever defined by a
//! `--config` file and served by a local server, its embedding store, and `eval
//! --from-embeddings` rescoring the same results with the server gone.

use execretrieval_net::testing::{Scripted, ScriptedServer};
use execretrieval_tests::{fixture, run_cli};
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

fn eval(dir: &Path, release: &Path, results: &Path, extra: &[&str]) -> std::process::Output {
    let mut args = vec![
        "eval",
        "--release",
        release.to_str().unwrap(),
        "--results",
        results.to_str().unwrap(),
        "--bootstrap-samples",
        "100",
    ];
    args.extend_from_slice(extra);
    run_cli(&args, dir)
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
    let o = run_cli(
        &[
            "build",
            "--keep-going",
            "--tasks",
            fixture("tasks").to_str().unwrap(),
            "--out",
            rel.to_str().unwrap(),
        ],
        dir.path(),
    );
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
    let o = eval(dir.path(), &rel, &r1, &["--config", cfg.to_str().unwrap()]);
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
    let o = eval(dir.path(), &rel, &r1, &["--config", cfg.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(0));
    assert_eq!(server.requests().len(), 5, "the embedding store was not reused");
    drop(server);

    // With the server gone, --from-embeddings rescores to the identical results.
    let r2 = dir.path().join("r2");
    let o = eval(
        dir.path(),
        &rel,
        &r2,
        &["--config", cfg.to_str().unwrap(), "--from-embeddings", r1.join("embeddings").to_str().unwrap()],
    );
    assert_eq!(o.status.code(), Some(0), "{}", String::from_utf8_lossy(&o.stderr));
    assert_eq!(per_query(&r1, "fake-oai"), per_query(&r2, "fake-oai"));

    // A matrix that is not in the store is an error that says how to make it.
    let o = eval(
        dir.path(),
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
    let o = eval(dir.path(), &rel, &dir.path().join("r4"), &["--retriever", "nope"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("unknown retriever `nope`"));
    std::fs::write(&cfg, "[{\"name\": 1}]").unwrap();
    let o = eval(dir.path(), &rel, &dir.path().join("r5"), &["--config", cfg.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr)
        .contains("retrievers.json: not a JSON list of retriever configurations"));
}
