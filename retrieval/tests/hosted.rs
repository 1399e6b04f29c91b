//! Hosted providers against a local server speaking each protocol: the request each provider
//! documents (path, auth header, body fields, task/input types), response parsing, retries on
//! 429 and 5xx, fast failure on other errors, key errors that name the variable, and the
//! embedding store that makes hosted vectors reproducible.

use execretrieval_net::testing::{Recorded, Scripted, ScriptedServer};
use execretrieval_retrieval::hosted::{embed, Role};
use execretrieval_retrieval::store::{config_sha256, EmbeddingStore, LOCAL_ENCODER_VERSION};
use execretrieval_retrieval::{lookup, RetrieverConfig};
use serde_json::{json, Value};
use sha2::Digest;

/// A deterministic vector for a text (what a fake provider returns).
fn vector(text: &str) -> Vec<f32> {
    let mut v = vec![0f32; 4];
    for (i, b) in text.bytes().enumerate() {
        v[i % 4] += b as f32 / 100.0;
    }
    v
}

/// Answer in the provider's own response shape.
fn answer(provider: &str, req: &Recorded) -> Scripted {
    let body = req.json();
    let texts: Vec<String> = match provider {
        "cohere" => serde_json::from_value(body["texts"].clone()).unwrap(),
        "gemini" => body["requests"]
            .as_array()
            .unwrap()
            .iter()
            .map(|r| r["content"]["parts"][0]["text"].as_str().unwrap().to_string())
            .collect(),
        _ => serde_json::from_value(body["input"].clone()).unwrap(),
    };
    let resp = match provider {
        "cohere" => {
            json!({"embeddings": {"float": texts.iter().map(|t| vector(t)).collect::<Vec<_>>()}, "meta": {"billed_units": {"input_tokens": 3}}})
        }
        "gemini" => {
            json!({"embeddings": texts.iter().map(|t| json!({"values": vector(t)})).collect::<Vec<_>>()})
        }
        // OpenAI-shaped, deliberately out of order: clients must use `index`.
        _ => {
            json!({"data": texts.iter().enumerate().rev().map(|(i, t)| json!({"index": i, "embedding": vector(t)})).collect::<Vec<_>>(), "usage": {"prompt_tokens": 3}})
        }
    };
    Scripted::json(200, &resp)
}

fn config_for(name: &str, server: &ScriptedServer, key_var: &str) -> RetrieverConfig {
    let mut c = lookup(name).unwrap_or_else(|| panic!("{name} is a built-in"));
    c.spec.params["base_url"] = json!(server.url());
    c.spec.params["api_key_env"] = json!(key_var);
    c.spec.params["base_delay_ms"] = json!(10);
    c.batch_size = Some(2);
    c
}

struct Expect {
    retriever: &'static str,
    provider: &'static str,
    path: &'static str,
    auth: (&'static str, &'static str),
    /// (JSON pointer, expected value) in a query request.
    query_field: Option<(&'static str, Value)>,
    passage_field: Option<(&'static str, Value)>,
}

#[test]
fn every_provider_speaks_its_protocol() {
    let cases = [
        Expect {
            retriever: "openai-text-embedding-3-small",
            provider: "openai",
            path: "/embeddings",
            auth: ("authorization", "Bearer k-openai"),
            query_field: Some(("/model", json!("text-embedding-3-small"))),
            passage_field: Some(("/encoding_format", json!("float"))),
        },
        Expect {
            retriever: "mistral-codestral-embed",
            provider: "mistral",
            path: "/embeddings",
            auth: ("authorization", "Bearer k-mistral"),
            query_field: Some(("/model", json!("codestral-embed"))),
            passage_field: None,
        },
        Expect {
            retriever: "voyage-code-3",
            provider: "voyage",
            path: "/embeddings",
            auth: ("authorization", "Bearer k-voyage"),
            query_field: Some(("/input_type", json!("query"))),
            passage_field: Some(("/input_type", json!("document"))),
        },
        Expect {
            retriever: "cohere-embed-v4.0",
            provider: "cohere",
            path: "/embed",
            auth: ("authorization", "Bearer k-cohere"),
            query_field: Some(("/input_type", json!("search_query"))),
            passage_field: Some(("/input_type", json!("search_document"))),
        },
        Expect {
            retriever: "gemini-embedding-001",
            provider: "gemini",
            path: "/models/gemini-embedding-001:batchEmbedContents",
            auth: ("x-goog-api-key", "k-gemini"),
            query_field: Some(("/requests/0/taskType", json!("CODE_RETRIEVAL_QUERY"))),
            passage_field: Some(("/requests/0/taskType", json!("RETRIEVAL_DOCUMENT"))),
        },
    ];
    let texts: Vec<String> =
        ["def f(): pass", "sort a list", "binary search", "x"].iter().map(|s| s.to_string()).collect();
    for e in cases {
        let provider = e.provider;
        let server = ScriptedServer::start(move |req, _| answer(provider, req));
        let var = format!("ER_TEST_KEY_{}", provider.to_uppercase());
        std::env::set_var(&var, e.auth.1.trim_start_matches("Bearer "));
        let cfg = config_for(e.retriever, &server, &var);
        for (role, field) in [(Role::Query, &e.query_field), (Role::Passage, &e.passage_field)] {
            let got = embed(&cfg, &texts, role, &|_| {}).unwrap();
            assert_eq!(
                got,
                texts.iter().map(|t| vector(t)).collect::<Vec<_>>(),
                "{provider}: vectors in input order"
            );
            let reqs = server.requests();
            let last = reqs.last().unwrap();
            assert_eq!(last.method, "POST");
            assert_eq!(last.path, e.path, "{provider}");
            assert_eq!(last.header(e.auth.0), Some(e.auth.1), "{provider}: auth header");
            if let Some((ptr, want)) = field {
                assert_eq!(last.json().pointer(ptr), Some(want), "{provider}: {ptr} in {}", last.text());
            }
        }
        // batch size 2 → 2 requests per role
        assert_eq!(server.requests().len(), 4, "{provider}: one request per batch of 2");
    }
}

#[test]
fn retries_and_errors() {
    let texts: Vec<String> = vec!["a".into(), "b".into()];
    // 429 with Retry-After, then 503, then success: three requests, correct vectors.
    let server = ScriptedServer::start(|req, i| match i {
        0 => Scripted::status(429).header("retry-after", "0"),
        1 => Scripted::text(503, "overloaded"),
        _ => answer("openai", req),
    });
    std::env::set_var("ER_TEST_KEY_RETRY", "k");
    let cfg = config_for("openai-text-embedding-3-small", &server, "ER_TEST_KEY_RETRY");
    assert_eq!(embed(&cfg, &texts, Role::Passage, &|_| {}).unwrap(), vec![vector("a"), vector("b")]);
    assert_eq!(server.requests().len(), 3);

    // 400 fails at once with the provider's message.
    let server = ScriptedServer::sequence(vec![Scripted::text(400, "input too long")]);
    let cfg = config_for("openai-text-embedding-3-small", &server, "ER_TEST_KEY_RETRY");
    let err = format!("{:#}", embed(&cfg, &texts, Role::Passage, &|_| {}).unwrap_err());
    assert!(err.contains("400") && err.contains("input too long"), "{err}");
    assert_eq!(server.requests().len(), 1);

    // A wrong number of vectors is an error, not a silent misalignment.
    let server = ScriptedServer::sequence(vec![Scripted::json(
        200,
        &json!({"data": [{"index": 0, "embedding": [1.0, 2.0]}]}),
    )]);
    let cfg = config_for("openai-text-embedding-3-small", &server, "ER_TEST_KEY_RETRY");
    let err = format!("{:#}", embed(&cfg, &texts, Role::Passage, &|_| {}).unwrap_err());
    assert!(err.contains("1 embeddings returned for 2 inputs"), "{err}");

    // A missing key names the variable to set.
    let mut cfg = lookup("voyage-code-3").unwrap();
    cfg.spec.params["api_key_env"] = json!("ER_TEST_KEY_SURELY_UNSET");
    let err = format!("{:#}", embed(&cfg, &texts, Role::Query, &|_| {}).unwrap_err());
    assert!(err.contains("ER_TEST_KEY_SURELY_UNSET"), "{err}");

    // An OpenAI-compatible endpoint needs a base URL; it works without a key.
    let mut cfg = RetrieverConfig {
        name: "local".into(),
        kind: execretrieval_retrieval::Kind::Hosted,
        model: "e5".into(),
        ..lookup("openai-text-embedding-3-small").unwrap()
    };
    cfg.spec.params = json!({"provider": "openai-compatible"});
    let err = format!("{:#}", embed(&cfg, &texts, Role::Query, &|_| {}).unwrap_err());
    assert!(err.contains("base_url"), "{err}");
    let server = ScriptedServer::start(|req, _| answer("openai", req));
    cfg.spec.params["base_url"] = json!(format!("{}/v1", server.url()));
    assert_eq!(embed(&cfg, &texts, Role::Query, &|_| {}).unwrap(), vec![vector("a"), vector("b")]);
    assert_eq!(server.requests()[0].path, "/v1/embeddings");
    assert_eq!(server.requests()[0].header("authorization"), None);
}

#[test]
fn store_round_trip_and_read_only() {
    let dir = tempfile::tempdir().unwrap();
    let cfg = lookup("voyage-code-3").unwrap();
    let texts: Vec<String> = vec!["q1".into(), "q2".into()];
    let store = EmbeddingStore { dir: dir.path().to_path_buf(), read_only: false };
    assert!(store.load(&cfg, Role::Query, &texts).unwrap().is_none());
    let vecs = vec![vec![1.0, 2.0, 3.0], vec![4.0, 5.0, 6.5]];
    let p = store.save(&cfg, Role::Query, &texts, &vecs).unwrap();
    assert!(p.with_extension("json").is_file());
    assert_eq!(store.load(&cfg, Role::Query, &texts).unwrap(), Some(vecs.clone()));
    // Other texts, another role or another configuration are other keys.
    assert!(store.load(&cfg, Role::Passage, &texts).unwrap().is_none());
    assert!(store.load(&cfg, Role::Query, &texts[..1]).unwrap().is_none());
    let mut other = cfg.clone();
    other.query_prefix = "query: ".into();
    assert!(store.load(&other, Role::Query, &texts).unwrap().is_none());
    assert_eq!(store.load(&cfg, Role::Query, &texts).unwrap(), Some(vecs));
    // The display name is not part of the key; an in-process model's key covers the encoder's
    // version (its manifest records it), a hosted one's does not need it.
    let mut renamed = cfg.clone();
    renamed.name = "my-voyage".into();
    assert_eq!(config_sha256(&renamed), config_sha256(&cfg));
    let local = lookup("all-minilm-l6-v2").unwrap();
    let mut v = serde_json::to_value(&local).unwrap();
    v.as_object_mut().unwrap().remove("name");
    v.as_object_mut().unwrap().remove("source");
    let without_version = hex::encode(sha2::Sha256::digest(serde_json::to_vec(&v).unwrap()));
    v["encoder_version"] = LOCAL_ENCODER_VERSION.into();
    assert_eq!(config_sha256(&local), hex::encode(sha2::Sha256::digest(serde_json::to_vec(&v).unwrap())));
    assert_ne!(config_sha256(&local), without_version);
    // A hosted row's key is the one it had before the registry gained `source` and `dtype`
    // (the configuration as it was serialised then), so existing stores stay valid.
    let before = json!({"kind": "hosted", "model": "voyage-code-3", "query_prefix": "", "passage_prefix": "",
        "task_type": "query: query; passage: document", "pooling": null, "normalize": true, "max_tokens": null,
        "batch_size": null, "similarity": "cosine",
        "params": {"provider": "voyage", "query_input_type": "query", "passage_input_type": "document"}});
    assert_eq!(config_sha256(&cfg), hex::encode(sha2::Sha256::digest(serde_json::to_vec(&before).unwrap())));
    // Read-only: a missing matrix is an error naming how to create it.
    let ro = EmbeddingStore { dir: dir.path().to_path_buf(), read_only: true };
    let err = format!("{:#}", ro.load(&cfg, Role::Passage, &texts).unwrap_err());
    assert!(err.contains("--retriever voyage-code-3"), "{err}");
    // A corrupt matrix is reported with its path.
    std::fs::write(&p, b"garbage").unwrap();
    let err = format!("{:#}", store.load(&cfg, Role::Query, &texts).unwrap_err());
    assert!(err.contains(".npy") && err.contains("delete it"), "{err}");
}
