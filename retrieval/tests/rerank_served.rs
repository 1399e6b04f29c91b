//! Served rerankers against local servers speaking each protocol: text-embeddings-inference's
//! `POST /rerank`, the `/v1/rerank` shape of vLLM / Jina / Cohere, and the LLM judge over an
//! OpenAI-compatible chat API (yes/no log probabilities, the answer-text fallback). Each checks
//! the request (path, auth, body fields), the scores in input order whatever order the server
//! answers in, requests per query in chunks of `batch_size`, retries on 5xx, and bad answers
//! that are errors naming what is wrong.

use execretrieval_net::testing::{Recorded, Scripted, ScriptedServer};
use execretrieval_retrieval::rerank::served::judge_score;
use execretrieval_retrieval::rerank::{lookup, score_pairs, RerankerConfig};
use serde_json::{json, Value};

/// A deterministic relevance of a document to a query (what a fake server returns).
fn relevance(query: &str, doc: &str) -> f32 {
    (query.len() * 7 + doc.len() * 3) as f32 / 100.0
}

fn config(name: &str, server: &ScriptedServer, base_suffix: &str) -> RerankerConfig {
    let mut c = lookup(name).unwrap_or_else(|| panic!("{name} is a built-in"));
    c.spec.params["base_url"] = json!(format!("{}{base_suffix}", server.url()));
    c.spec.params["base_delay_ms"] = json!(5);
    c.batch_size = Some(2);
    c
}

fn pairs() -> Vec<(&'static str, &'static str)> {
    vec![
        ("sort a list", "def a(): pass"),
        ("sort a list", "def bb(): return 1"),
        ("sort a list", "x"),
        ("parse", "def p(s): return int(s)"),
    ]
}

/// Answer a rerank request in its server's shape, best score first (clients must use `index`).
fn answer(kind: &str, req: &Recorded) -> Scripted {
    let b = req.json();
    let query = b["query"].as_str().unwrap();
    let docs: Vec<String> =
        serde_json::from_value(b[if kind == "tei" { "texts" } else { "documents" }].clone()).unwrap();
    let mut rows: Vec<(usize, f32)> =
        docs.iter().enumerate().map(|(i, d)| (i, relevance(query, d))).collect();
    rows.sort_by(|a, b| b.1.total_cmp(&a.1));
    if kind == "tei" {
        Scripted::json(
            200,
            &json!(rows.iter().map(|(i, s)| json!({"index": i, "score": s})).collect::<Vec<_>>()),
        )
    } else {
        Scripted::json(
            200,
            &json!({"id": "r", "results": rows.iter().map(|(i, s)| json!({"index": i, "relevance_score": s})).collect::<Vec<_>>()}),
        )
    }
}

#[test]
fn rerank_servers_speak_their_protocols() {
    let want: Vec<f32> = pairs().iter().map(|(q, d)| relevance(q, d)).collect();
    // (row, kind, base suffix, path, key variable, body field checked)
    let cases = [
        ("bge-reranker-base-tei", "tei", "", "/rerank", None, ("/truncate", json!(true))),
        (
            "bge-reranker-v2-m3-vllm",
            "rerank-api",
            "/v1",
            "/v1/rerank",
            None,
            ("/model", json!("BAAI/bge-reranker-v2-m3")),
        ),
        (
            "jina-reranker-v2-base-multilingual",
            "rerank-api",
            "/v1",
            "/v1/rerank",
            Some("ER_TEST_JINA"),
            ("/model", json!("jina-reranker-v2-base-multilingual")),
        ),
        (
            "cohere-rerank-v3.5",
            "rerank-api",
            "/v2",
            "/v2/rerank",
            Some("ER_TEST_COHERE"),
            ("/return_documents", json!(false)),
        ),
    ];
    for (name, kind, suffix, path, key, (ptr, field)) in cases {
        // The first request of each server fails with a 503: retried.
        let server = ScriptedServer::start(
            move |req, n| if n == 0 { Scripted::status(503) } else { answer(kind, req) },
        );
        let mut cfg = config(name, &server, suffix);
        if let Some(var) = key {
            std::env::set_var(var, "k-test");
            cfg.spec.params["api_key_env"] = json!(var);
        }
        let got = score_pairs(&cfg, &pairs(), &|_| {}, &|_| {}).unwrap();
        assert_eq!(got, want, "{name}: scores in input order");
        let reqs = server.requests();
        // 3 documents of one query in chunks of 2, then 1 of the next query: 3 requests + the retry.
        assert_eq!(reqs.len(), 4, "{name}");
        for r in &reqs {
            assert_eq!((r.method.as_str(), r.path.as_str()), ("POST", path), "{name}");
            assert_eq!(r.header("authorization"), key.map(|_| "Bearer k-test"), "{name}");
        }
        let queries: Vec<Value> = reqs.iter().map(|r| r.json()["query"].clone()).collect();
        let per = |q: &str| queries.iter().filter(|x| **x == json!(q)).count();
        assert!(
            per("sort a list") >= 2 && per("parse") >= 1,
            "{name}: one request per query and chunk: {queries:?}"
        );
        for r in &reqs {
            let b = r.json();
            assert_eq!(b.pointer(ptr), Some(&field), "{name}: {ptr} in {b}");
        }
    }
}

#[test]
fn bad_rerank_answers_are_errors_naming_the_problem() {
    let cases: [(Value, &str); 3] = [
        (json!({"results": [{"index": 0, "relevance_score": 0.5}]}), "no score for document 1"),
        (
            json!({"results": [{"index": 0, "relevance_score": 0.5}, {"index": 0, "relevance_score": 0.1}]}),
            "repeated",
        ),
        (
            json!({"results": [{"index": 0}, {"index": 1, "relevance_score": 0.1}]}),
            "no finite relevance_score",
        ),
    ];
    for (body, want) in cases {
        let server = ScriptedServer::start(move |_, _| Scripted::json(200, &body));
        let cfg = config("bge-reranker-v2-m3-vllm", &server, "/v1");
        let err = format!("{:#}", score_pairs(&cfg, &pairs()[..2], &|_| {}, &|_| {}).unwrap_err());
        assert!(err.contains(want) && err.contains("bge-reranker-v2-m3-vllm"), "{err}");
    }
    // A hosted API without its key names the variable; a 400 fails at once with the body.
    let server = ScriptedServer::start(|_, _| Scripted::text(400, "bad model"));
    let mut cfg = config("cohere-rerank-v3.5", &server, "/v2");
    cfg.spec.params["api_key_env"] = json!("ER_TEST_KEY_SURELY_UNSET");
    let err = format!("{:#}", score_pairs(&cfg, &pairs(), &|_| {}, &|_| {}).unwrap_err());
    assert!(err.contains("ER_TEST_KEY_SURELY_UNSET"), "{err}");
    let cfg = config("bge-reranker-base-tei", &server, "");
    let err = format!("{:#}", score_pairs(&cfg, &pairs()[..1], &|_| {}, &|_| {}).unwrap_err());
    assert!(err.contains("400") && err.contains("bad model"), "{err}");
    assert_eq!(server.requests().len(), 1, "a 400 is not retried");
}

/// A chat completion whose first token's top log probabilities are `top`, answering `text`.
fn completion(text: &str, top: Option<Vec<(&str, f64)>>) -> Value {
    let mut choice =
        json!({"index": 0, "message": {"role": "assistant", "content": text}, "finish_reason": "length"});
    if let Some(top) = top {
        let tl: Vec<Value> = top.iter().map(|(t, lp)| json!({"token": t, "logprob": lp})).collect();
        choice["logprobs"] = json!({"content": [{"token": text, "logprob": top[0].1, "top_logprobs": tl}]});
    }
    json!({"choices": [choice], "usage": {"prompt_tokens": 30, "completion_tokens": 1}})
}

#[test]
fn the_llm_judge_scores_one_pair_per_call_from_yes_no_logprobs() {
    // The server says yes with probability len(doc)/100 (as log probabilities of " Yes" / "no").
    let server = ScriptedServer::start(|req, _| {
        let b = req.json();
        let user = b["messages"][1]["content"].as_str().unwrap();
        let doc = user.split("<Document>: ").nth(1).unwrap();
        let p = doc.len() as f64 / 100.0;
        Scripted::json(
            200,
            &completion("yes", Some(vec![(" Yes", p.ln()), ("no", (1.0 - p).ln()), ("maybe", -9.0)])),
        )
    });
    let cfg = config("qwen3-8b-judge", &server, "/v1");
    let got = score_pairs(&cfg, &pairs(), &|_| {}, &|_| {}).unwrap();
    let want: Vec<f32> = pairs().iter().map(|(_, d)| d.len() as f32 / 100.0).collect();
    for (g, w) in got.iter().zip(&want) {
        assert!((g - w).abs() < 1e-6, "{got:?} vs {want:?}");
    }
    let reqs = server.requests();
    assert_eq!(reqs.len(), pairs().len(), "one call per pair");
    let b = reqs[0].json();
    assert_eq!(reqs[0].path, "/v1/chat/completions");
    assert_eq!(
        (b["max_tokens"].clone(), b["logprobs"].clone(), b["temperature"].clone()),
        (json!(1), json!(true), json!(0))
    );
    assert_eq!(b["model"], json!("Qwen/Qwen3-8B"));
    assert!(b["messages"][0]["content"].as_str().unwrap().contains("can only be \"yes\" or \"no\""));
    let user = b["messages"][1]["content"].as_str().unwrap();
    assert!(
        user.starts_with("<Instruct>: Given a code search query") && user.contains("\n<Query>: "),
        "{user}"
    );

    // The documented fallback: no log probabilities → the answer's text.
    assert_eq!(judge_score(&completion("Yes.", None)).unwrap(), 1.0);
    assert_eq!(judge_score(&completion(" no", Some(vec![("maybe", -0.1)]))).unwrap(), 0.0);
    let err = judge_score(&completion("perhaps", None)).unwrap_err().to_string();
    assert!(err.contains("perhaps") && err.contains("neither yes nor no"), "{err}");
}
