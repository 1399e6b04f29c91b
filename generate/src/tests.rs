//! The pipeline against the scripted local server, one protocol at a time. One helper runs an
//! entries phase (`run`) with a scripted answer list per function; a stand-in judge replaces the
//! sandbox here (the real gates are exercised through the CLI in `tests/tests/generate.rs`).

use crate::pipeline::*;
use crate::prompts::Prompts;
use crate::provider::{ProviderConfig, ProviderKind, RawRecord};
use crate::registry::{run_registry, RegistryConfig};
use crate::schema::*;
use crate::similarity::{jaccard, words};
use execretrieval_dataset::entry::{single_edit, DistractorPool};
use execretrieval_net::testing::{Recorded, Scripted, ScriptedServer};
use execretrieval_net::{Client, RetryPolicy};
use serde_json::{json, Value};
use std::collections::BTreeMap;
use std::path::Path;
use std::sync::{Arc, Mutex};
use std::time::Duration;

const CANONICAL: &str = "def NAME(text):\n    if not isinstance(text, str):\n        raise TypeError(\"text must be a string\")\n    total = 0\n    for ch in text.lower():\n        if ch in \"aeiou\":\n            total += 1\n    return total\n";

fn tests_for(name: &str, n: usize) -> Vec<String> {
    let mut t = vec![
        format!("assert {name}('') == 0"),
        format!("assert {name}('xyz') == 0"),
        format!("assert {name}('a') == 1"),
        format!("assert {name}('Banana') == 3"),
        format!("assert {name}('AEIOU') == 5"),
        format!("assert {name}('rhythm and blues') == 3"),
        format!("with pytest.raises(TypeError):\n    {name}(42)"),
        format!("assert {name}('queue') == 4"),
    ];
    t.truncate(n);
    t
}

/// A valid answer for `name` (with four distractors when `distractors`).
fn entry(name: &str, distractors: bool) -> Value {
    let canonical = CANONICAL.replace("NAME", name);
    let mut v = json!({"function_name": name, "canonical": canonical, "tests": tests_for(name, 8)});
    if distractors {
        let d = |bug: &str, desc: &str, from: &str, to: &str| json!({"bug_type": bug, "bug_description": desc, "code": canonical.replacen(from, to, 1)});
        v["distractors"] = json!([
            d("off_by_one", "counts two per vowel", "total += 1", "total += 2"),
            d("wrong_comparison", "counts consonants", "if ch in", "if ch not in"),
            d("wrong_operator", "subtracts", "total += 1", "total -= 1"),
            d(
                "remove_edge_case_check",
                "no type check",
                "    if not isinstance(text, str):\n        raise TypeError(\"text must be a string\")\n",
                ""
            ),
        ]);
    }
    v
}

fn openai_reply(content: &str) -> Scripted {
    Scripted::json(
        200,
        &json!({"id": "c1", "model": "test-model-2025", "choices": [{"index": 0, "message": {"role": "assistant", "content": content}, "finish_reason": "stop"}],
                "usage": {"prompt_tokens": 100, "completion_tokens": 50, "completion_tokens_details": {"reasoning_tokens": 20}}}),
    )
}

fn anthropic_reply(content: &str) -> Scripted {
    Scripted::json(
        200,
        &json!({"id": "m1", "model": "claude-test", "type": "message", "role": "assistant", "content": [{"type": "text", "text": content}], "stop_reason": "end_turn", "usage": {"input_tokens": 80, "output_tokens": 40}}),
    )
}

/// The function a phase-2 prompt is about.
fn function_of(req: &Recorded) -> String {
    let prompt = req.json()["messages"][0]["content"].as_str().unwrap_or("").to_string();
    prompt.split("Function name: `").nth(1).and_then(|s| s.split('`').next()).unwrap_or("?").to_string()
}

/// Answers per function, in order; extra requests get 599.
fn per_function_server(script: BTreeMap<String, Vec<Scripted>>) -> ScriptedServer {
    ScriptedServer::keyed(function_of, script)
}

/// Accepts every entry unless its canonical contains `REJECT`, giving the gates' words.
struct StandIn {
    calls: Mutex<usize>,
}
impl Judge for StandIn {
    fn judge(
        &self,
        entries: &[crate::schema::Entry],
        _mode: DistractorPool,
    ) -> anyhow::Result<Vec<GateVerdict>> {
        *self.calls.lock().unwrap() += 1;
        Ok(entries
            .iter()
            .map(|e| {
                let mut v = GateVerdict::default();
                for g in [
                    "schema",
                    "ast_semantics",
                    "canonical_execution",
                    "distractor_execution",
                    "corpus_integrity",
                ] {
                    v.gates.insert(g.into(), "pass".into());
                }
                if e.task.canonical.contains("REJECT") {
                    v.gates
                        .insert("canonical_execution".into(), "fail: canonical fails line 14: FAIL".into());
                }
                v
            })
            .collect())
    }
}

fn config(kind: ProviderKind, url: &str) -> ProviderConfig {
    ProviderConfig {
        kind,
        base_url: if kind == ProviderKind::Anthropic { url.to_string() } else { format!("{url}/v1") },
        model: "gpt-4o-mini".into(),
        api_key: Some("sk-test".into()),
        max_tokens: None,
        temperature: None,
        json_mode: false,
        poll_interval: Duration::from_millis(10),
    }
}

fn policy() -> RetryPolicy {
    RetryPolicy {
        max_attempts: 4,
        base_delay: Duration::from_millis(20),
        max_delay: Duration::from_millis(100),
        max_retry_after: Duration::from_secs(3),
        timeout: Duration::from_millis(800),
        seed: 1,
    }
}

fn item(name: &str) -> RegistryItem {
    RegistryItem {
        domain: "string_processing".into(),
        function_name: name.into(),
        query: format!("Count the vowels of a text for {name}; raise TypeError for non-strings."),
    }
}

struct Run {
    result: anyhow::Result<EntriesOutcome>,
    requests: Vec<Recorded>,
}

fn run(
    kind: ProviderKind,
    server: &ScriptedServer,
    out: &Path,
    names: &[&str],
    mode: DistractorPool,
    max_attempts: u32,
) -> Run {
    let cfg = config(kind, &server.url());
    let client = Client::new(policy()).unwrap().with_max_in_flight(4);
    let fetcher = Fetcher { client: &client, provider: &cfg, concurrency: 4, progress: &Quiet };
    let judge = StandIn { calls: Mutex::new(0) };
    let ec = EntriesConfig { out: out.to_path_buf(), max_attempts, distractors: mode };
    let items: Vec<RegistryItem> = names.iter().map(|n| item(n)).collect();
    let rt = tokio::runtime::Builder::new_multi_thread().worker_threads(2).enable_all().build().unwrap();
    let before = server.requests().len();
    let result = rt.block_on(run_entries(&fetcher, &Prompts::default(), &judge, &ec, &items));
    if result.is_ok() {
        write_entries_summary(
            out,
            &cfg,
            &Prompts::default(),
            &ec,
            items.len(),
            &crate::prices::load_prices(None).unwrap(),
        )
        .unwrap();
    }
    Run { result, requests: server.requests()[before..].to_vec() }
}

fn read(path: &Path) -> Value {
    serde_json::from_str(&std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display())))
        .unwrap()
}

fn raw(out: &Path, f: &str, k: u32) -> RawRecord {
    serde_json::from_value(read(&out.join(format!("raw/{f}/attempt-{k}.json")))).unwrap()
}

fn script(pairs: &[(&str, Vec<Scripted>)]) -> BTreeMap<String, Vec<Scripted>> {
    pairs.iter().map(|(k, v)| (k.to_string(), v.clone())).collect()
}

#[test]
fn openai_success_writes_entry_task_provenance_and_summary() {
    let dir = tempfile::tempdir().unwrap();
    let a = entry("count_vowels_a", true).to_string();
    let b = format!("```json\n{}\n```", entry("count_vowels_b", true));
    let server = per_function_server(script(&[
        ("count_vowels_a", vec![openai_reply(&a)]),
        ("count_vowels_b", vec![openai_reply(&b)]),
    ]));
    let r = run(
        ProviderKind::Openai,
        &server,
        dir.path(),
        &["count_vowels_a", "count_vowels_b"],
        DistractorPool::Model,
        3,
    );
    let o = r.result.unwrap();
    assert_eq!((o.accepted, o.rejected, o.requests_sent), (2, 0, 2));
    let req = &r.requests[0];
    assert_eq!(req.path, "/v1/chat/completions");
    assert_eq!(req.header("authorization"), Some("Bearer sk-test"));
    assert_eq!(req.json()["model"], "gpt-4o-mini");
    let e = read(&dir.path().join("entries/count_vowels_a.json"));
    let p = &e["provenance"];
    assert_eq!(p["model"], "gpt-4o-mini");
    assert_eq!(p["model_reported"], "test-model-2025");
    assert_eq!(p["endpoint"], format!("{}/v1/chat/completions", server.url()));
    assert_eq!(p["attempts"], 1);
    assert_eq!(p["usage"], json!({"input": 100, "output": 50, "reasoning": 20}));
    assert_eq!(p["prompt_version"], "v1");
    assert!(p["generated_at"].as_str().unwrap().ends_with('Z'));
    assert_eq!(e["tests"].as_array().unwrap().len(), 8);
    let text = std::fs::read_to_string(dir.path().join("tasks/string_processing/count_vowels_a.py")).unwrap();
    let task = execretrieval_dataset::task::parse_task(Path::new("x.py"), &text).unwrap();
    assert_eq!(task.function, "count_vowels_a");
    assert_eq!(task.tests.len(), 8);
    // the companion carries the provenance and the model's distractors to `build`, each one
    // edit away from the task file's canonical
    let companion = execretrieval_dataset::entry::read_entry_file(
        &dir.path().join("tasks/string_processing/count_vowels_a.entry.json"),
    )
    .unwrap();
    assert_eq!(companion.distractor_pool, DistractorPool::Model);
    assert_eq!(companion.provenance["model"], "gpt-4o-mini");
    assert_eq!(companion.provenance["endpoint"], format!("{}/v1/chat/completions", server.url()));
    assert_eq!(companion.provenance["usage"], json!({"input": 100, "output": 50, "reasoning": 20}));
    assert_eq!(companion.distractors.len(), 4);
    let (_, cands, problems) =
        execretrieval_dataset::entry::task_candidates(&task.canonical, &task.function, Some(&companion));
    assert!(problems.is_empty(), "{problems:?}");
    assert_eq!(
        cands.iter().map(|m| m.description.as_str()).collect::<Vec<_>>(),
        companion.distractors.iter().map(|d| d.bug_description.as_str()).collect::<Vec<_>>()
    );
    let s = read(&dir.path().join("summary.json"));
    // the file's keys, sorted (as every JSON file the tool writes)
    let keys: Vec<&str> = s.as_object().unwrap().keys().map(String::as_str).collect();
    assert_eq!(
        keys,
        [
            "accepted",
            "accepted_by_attempts",
            "distractors",
            "endpoint",
            "estimated_cost_usd",
            "final_rejection_reasons",
            "max_attempts",
            "model",
            "models_without_price",
            "open",
            "price_note",
            "prompt_version",
            "provider",
            "registry_entries",
            "rejected",
            "requests",
            "tokens",
            "tokens_by_model"
        ]
    );
    assert_eq!(s["requests"], json!({"failed": 0, "total": 2}));
    assert_eq!(s["accepted_by_attempts"], json!({"1": 2}));
    assert_eq!(s["tokens"], json!({"input": 200, "output": 100, "reasoning": 40}));
    // gpt-4o-mini: 200 × 0.15 + 100 × 0.6 = 90 per million
    assert_eq!(s["estimated_cost_usd"], json!(0.00009));
    assert_eq!(s["accepted"], 2);
}

#[test]
fn malformed_json_is_regenerated_with_the_reason() {
    let dir = tempfile::tempdir().unwrap();
    let server = per_function_server(script(&[(
        "f_one",
        vec![
            openai_reply("Sure! {\"function_name\": \"f_one\", oops"),
            openai_reply(&entry("f_one", false).to_string()),
        ],
    )]));
    let r = run(ProviderKind::Openai, &server, dir.path(), &["f_one"], DistractorPool::Mechanical, 3);
    assert_eq!(r.result.unwrap().accepted, 1);
    let companion = execretrieval_dataset::entry::read_entry_file(
        &dir.path().join("tasks/string_processing/f_one.entry.json"),
    )
    .unwrap();
    assert_eq!(
        (companion.distractor_pool, companion.distractors.len(), companion.provenance["attempts"].clone()),
        (DistractorPool::Mechanical, 0, json!(2))
    );
    assert_eq!(r.requests.len(), 2);
    let second = r.requests[1].json()["messages"][0]["content"].as_str().unwrap().to_string();
    assert!(second.contains("was rejected") && second.contains("not a JSON object"), "{second}");
    assert!(raw(dir.path(), "f_one", 1).body.unwrap().contains("oops"), "the bad answer is kept");
    assert_eq!(read(&dir.path().join("entries/f_one.json"))["provenance"]["attempts"], 2);
    assert_eq!(read(&dir.path().join("entries/f_one.json"))["provenance"]["usage"]["input"], 200);
}

#[test]
fn schema_invalid_entries_are_rejected_with_reasons() {
    let dir = tempfile::tempdir().unwrap();
    let mut few = entry("g_two", true);
    few["tests"] = json!(tests_for("g_two", 5));
    few["distractors"][1]["bug_type"] = json!("typo");
    let mut wrong = entry("g_two", true);
    wrong["function_name"] = json!("other_name");
    wrong["extra"] = json!(1);
    let mut rewrite = entry("g_two", true);
    rewrite["distractors"][0]["code"] =
        json!("def g_two(text):\n    return sum(1 for c in text if c in 'aeiou')\n");
    rewrite["tests"][2] = json!("x = 1");
    let server = per_function_server(script(&[(
        "g_two",
        vec![
            openai_reply(&few.to_string()),
            openai_reply(&wrong.to_string()),
            openai_reply(&rewrite.to_string()),
        ],
    )]));
    let r = run(ProviderKind::Openai, &server, dir.path(), &["g_two"], DistractorPool::Model, 3);
    assert_eq!(r.result.unwrap().rejected, 1);
    let rej = read(&dir.path().join("rejected/g_two.json"));
    let attempts: Vec<String> = rej["attempts"].as_array().unwrap().iter().map(|a| a.to_string()).collect();
    assert!(
        attempts[0].contains("5 tests (need 7 to 10)") && attempts[0].contains("bug_type `typo`"),
        "{}",
        attempts[0]
    );
    assert!(attempts[1].contains("unknown field `extra`"), "{}", attempts[1]);
    assert!(
        attempts[2].contains("not a single small edit") && attempts[2].contains("test 3 is not an `assert`"),
        "{}",
        attempts[2]
    );
    assert!(!dir.path().join("entries/g_two.json").exists());
    assert_eq!(read(&dir.path().join("summary.json"))["rejected"], 1);
}

#[test]
fn gate_failures_are_fed_back() {
    let dir = tempfile::tempdir().unwrap();
    let mut bad = entry("h_three", false);
    bad["canonical"] = json!(bad["canonical"].as_str().unwrap().replace("total = 0", "total = 0  # REJECT"));
    let server = per_function_server(script(&[(
        "h_three",
        vec![openai_reply(&bad.to_string()), openai_reply(&entry("h_three", false).to_string())],
    )]));
    let r = run(ProviderKind::Openai, &server, dir.path(), &["h_three"], DistractorPool::Mechanical, 2);
    assert_eq!(r.result.unwrap().accepted, 1);
    let second = r.requests[1].json()["messages"][0]["content"].as_str().unwrap().to_string();
    assert!(second.contains("gate canonical_execution: fail: canonical fails line 14: FAIL"), "{second}");
    assert!(!second.contains("distractors (`distractors`)"), "mechanical mode does not ask for distractors");
}

#[test]
fn rate_limits_server_errors_and_hangs_are_retried() {
    let dir = tempfile::tempdir().unwrap();
    let ok = |n: &str| openai_reply(&entry(n, false).to_string());
    let server = per_function_server(script(&[
        ("r_limited", vec![Scripted::text(429, "slow down").header("retry-after", "1"), ok("r_limited")]),
        ("r_flaky", vec![Scripted::text(500, "oops"), Scripted::text(502, "bad gateway"), ok("r_flaky")]),
        ("r_hangs", vec![ok("r_hangs").delay(Duration::from_secs(20)), ok("r_hangs")]),
    ]));
    let t = std::time::Instant::now();
    let r = run(
        ProviderKind::Openai,
        &server,
        dir.path(),
        &["r_limited", "r_flaky", "r_hangs"],
        DistractorPool::Mechanical,
        1,
    );
    assert_eq!(r.result.unwrap().accepted, 3);
    assert!(t.elapsed() < Duration::from_secs(10), "took {:?}", t.elapsed());
    assert_eq!(raw(dir.path(), "r_limited", 1).http_attempts, 2);
    assert_eq!(raw(dir.path(), "r_flaky", 1).http_attempts, 3);
    assert_eq!(raw(dir.path(), "r_hangs", 1).http_attempts, 2);
    let limited: Vec<&Recorded> = r.requests.iter().filter(|q| function_of(q) == "r_limited").collect();
    assert!(limited[1].at - limited[0].at >= Duration::from_millis(950));
    assert_eq!(read(&dir.path().join("entries/r_flaky.json"))["provenance"]["http_attempts"], json!([3]));
}

#[test]
fn exhausted_retries_count_as_a_failed_attempt() {
    let dir = tempfile::tempdir().unwrap();
    let server = per_function_server(script(&[("s_down", vec![Scripted::text(503, "down"); 8])]));
    let r = run(ProviderKind::Openai, &server, dir.path(), &["s_down"], DistractorPool::Mechanical, 2);
    assert_eq!(r.result.unwrap().rejected, 1);
    assert_eq!(r.requests.len(), 8, "4 HTTP attempts × 2 generation attempts");
    let rej = read(&dir.path().join("rejected/s_down.json"));
    assert!(rej["attempts"][0][0].as_str().unwrap().contains("HTTP 503 after 4 attempt(s)"), "{rej}");
}

#[test]
fn anthropic_messages_protocol() {
    let dir = tempfile::tempdir().unwrap();
    let server = per_function_server(script(&[
        ("m_one", vec![anthropic_reply(&entry("m_one", true).to_string())]),
        (
            "m_two",
            vec![
                anthropic_reply("{\"function_name\": \"m_two\"}"),
                Scripted::text(429, "").header("retry-after", "0"),
                anthropic_reply(&entry("m_two", true).to_string()),
            ],
        ),
    ]));
    let r = run(ProviderKind::Anthropic, &server, dir.path(), &["m_one", "m_two"], DistractorPool::Both, 2);
    assert_eq!(r.result.unwrap().accepted, 2);
    let q = &r.requests[0];
    assert_eq!(q.path, "/v1/messages");
    assert_eq!(q.header("x-api-key"), Some("sk-test"));
    assert_eq!(q.header("anthropic-version"), Some("2023-06-01"));
    assert_eq!(q.json()["max_tokens"], 4096);
    let p = &read(&dir.path().join("entries/m_one.json"))["provenance"];
    assert_eq!(p["usage"], json!({"input": 80, "output": 40}));
    let e2 = read(&dir.path().join("entries/m_two.json"));
    assert_eq!(e2["provenance"]["attempts"], 2);
    assert_eq!(e2["provenance"]["http_attempts"], json!([1, 2]));
}

#[test]
fn truncated_and_fatal_answers() {
    let dir = tempfile::tempdir().unwrap();
    let cut = Scripted::json(
        200,
        &json!({"choices": [{"message": {"content": "{\"function_name\""}, "finish_reason": "length"}], "usage": {"prompt_tokens": 1, "completion_tokens": 1}}),
    );
    let server = per_function_server(script(&[("t_cut", vec![cut.clone(), cut])]));
    let r = run(ProviderKind::Openai, &server, dir.path(), &["t_cut"], DistractorPool::Mechanical, 2);
    assert_eq!(r.result.unwrap().rejected, 1);
    assert!(read(&dir.path().join("rejected/t_cut.json"))["attempts"][0][0]
        .as_str()
        .unwrap()
        .contains("token limit"));
    // a wrong key stops the run with the server's words instead of burning attempts
    let server = per_function_server(script(&[(
        "t_auth",
        vec![Scripted::text(401, "{\"error\": \"invalid api key\"}")],
    )]));
    let r = run(ProviderKind::Openai, &server, dir.path(), &["t_auth"], DistractorPool::Mechanical, 3);
    let err = r.result.unwrap_err().to_string();
    assert!(err.contains("HTTP 401") && err.contains("invalid api key") && err.contains("API key"), "{err}");
    assert_eq!(r.requests.len(), 1);
}

#[test]
fn resume_sends_nothing_for_finished_entries() {
    let dir = tempfile::tempdir().unwrap();
    let ok = |n: &str| openai_reply(&entry(n, false).to_string());
    // first run: u_c's answer is an auth failure, which stops the run. u_a and u_b are requested
    // concurrently: whichever was answered before the stop has its raw answer on disk and is
    // never requested again; a request still in flight is dropped and must be sent again.
    let server = per_function_server(script(&[
        ("u_a", vec![ok("u_a")]),
        ("u_b", vec![ok("u_b")]),
        ("u_c", vec![Scripted::status(403)]),
    ]));
    let names = ["u_a", "u_b", "u_c"];
    let first = run(ProviderKind::Openai, &server, dir.path(), &names, DistractorPool::Mechanical, 2);
    assert!(first.result.is_err());
    let finished: Vec<&str> = names
        .iter()
        .copied()
        .filter(|n| dir.path().join(format!("raw/{n}/attempt-1.json")).exists())
        .collect();
    assert!(!finished.contains(&"u_c"));
    let raw_before: Vec<Vec<u8>> = finished
        .iter()
        .map(|n| std::fs::read(dir.path().join(format!("raw/{n}/attempt-1.json"))).unwrap())
        .collect();
    let server = per_function_server(script(&[
        ("u_a", vec![ok("u_a")]),
        ("u_b", vec![ok("u_b")]),
        ("u_c", vec![ok("u_c")]),
    ]));
    let second = run(ProviderKind::Openai, &server, dir.path(), &names, DistractorPool::Mechanical, 2);
    let o = second.result.unwrap();
    let mut asked: Vec<String> = second.requests.iter().map(function_of).collect();
    asked.sort();
    let expected: Vec<String> =
        names.iter().filter(|n| !finished.contains(n)).map(|n| n.to_string()).collect();
    assert_eq!(asked, expected, "the rerun re-requested a finished entry or missed an open one");
    assert_eq!(o.accepted + o.skipped, 3);
    for (n, before) in finished.iter().zip(raw_before) {
        assert_eq!(
            before,
            std::fs::read(dir.path().join(format!("raw/{n}/attempt-1.json"))).unwrap(),
            "{n}: raw answer rewritten"
        );
    }
    // a third run has nothing to do
    let third = run(ProviderKind::Openai, &server, dir.path(), &names, DistractorPool::Mechanical, 2);
    assert_eq!((third.result.unwrap().skipped, third.requests.len()), (3, 0));
}

/// An OpenAI Batch API server: files, batches, polling, output and error files. `answers`
/// maps a custom_id to its output line (absent = left unanswered, as an expired batch does).
fn batch_server(rounds: Vec<(&'static str, BTreeMap<String, Option<Value>>)>) -> ScriptedServer {
    let state: Arc<Mutex<(usize, usize)>> = Arc::default(); // (batches created, polls)
    ScriptedServer::start(move |req, _| {
        let mut st = state.lock().unwrap();
        let p = req.path.as_str();
        if req.method == "POST" && p == "/v1/files" {
            return Scripted::json(
                200,
                &json!({"id": format!("file-in-{}", st.0 + 1), "object": "file", "purpose": "batch"}),
            );
        }
        if req.method == "POST" && p == "/v1/batches" {
            st.0 += 1;
            st.1 = 0;
            return Scripted::json(200, &json!({"id": format!("batch_{}", st.0), "status": "validating"}));
        }
        if let Some(id) = p.strip_prefix("/v1/batches/batch_") {
            let n: usize = id.parse().unwrap();
            st.1 += 1;
            let (final_status, answers) = &rounds[n - 1];
            if st.1 < 2 {
                return Scripted::json(
                    200,
                    &json!({"id": format!("batch_{n}"), "status": "in_progress", "request_counts": {"total": answers.len(), "completed": 0, "failed": 0}}),
                );
            }
            return Scripted::json(
                200,
                &json!({"id": format!("batch_{n}"), "status": final_status, "output_file_id": format!("file-out-{n}"), "error_file_id": format!("file-err-{n}"),
                "request_counts": {"total": answers.len(), "completed": answers.values().filter(|a| a.is_some()).count(), "failed": 0}}),
            );
        }
        if let Some(rest) = p.strip_prefix("/v1/files/file-") {
            let (kind, n) = rest.trim_end_matches("/content").split_once('-').unwrap();
            let (_, answers) = &rounds[n.parse::<usize>().unwrap() - 1];
            let mut text = String::new();
            for (cid, a) in answers {
                match (kind, a) {
                    ("out", Some(body)) if body.get("error").is_none() => {
                        text += &json!({"id": "r", "custom_id": cid, "response": {"status_code": 200, "body": body}, "error": null}).to_string();
                        text.push('\n');
                    }
                    ("err", Some(body)) if body.get("error").is_some() => {
                        text +=
                            &json!({"id": "r", "custom_id": cid, "response": null, "error": body["error"]})
                                .to_string();
                        text.push('\n');
                    }
                    _ => {}
                }
            }
            return Scripted::text(200, &text);
        }
        Scripted::text(404, "no route")
    })
}

fn chat_body(content: &str) -> Value {
    json!({"model": "gpt-4o-mini", "choices": [{"index": 0, "message": {"role": "assistant", "content": content}, "finish_reason": "stop"}], "usage": {"prompt_tokens": 10, "completion_tokens": 5}})
}

#[test]
fn batch_that_completes_partially_is_finished_in_a_second_batch() {
    let dir = tempfile::tempdir().unwrap();
    let names = ["b_one", "b_two", "b_three", "b_four"];
    let ok = |n: &str| Some(chat_body(&entry(n, false).to_string()));
    let round1: BTreeMap<String, Option<Value>> = [
        ("b_one".to_string(), ok("b_one")),
        ("b_two".to_string(), ok("b_two")),
        ("b_three".to_string(), Some(json!({"error": {"code": "server_error", "message": "try again"}}))),
        ("b_four".to_string(), None),
    ]
    .into();
    let round2: BTreeMap<String, Option<Value>> =
        [("b_three".to_string(), ok("b_three")), ("b_four".to_string(), ok("b_four"))].into();
    let server = batch_server(vec![("expired", round1), ("completed", round2)]);
    let r = run(ProviderKind::OpenaiBatch, &server, dir.path(), &names, DistractorPool::Mechanical, 3);
    let o = r.result.unwrap();
    assert_eq!((o.accepted, o.rejected), (4, 0));
    let uploads: Vec<&Recorded> = r.requests.iter().filter(|q| q.path == "/v1/files").collect();
    assert_eq!(uploads.len(), 2);
    let first_upload = uploads[0].text();
    assert!(names.iter().all(|n| first_upload.contains(&format!("\"custom_id\":\"{n}\""))), "{first_upload}");
    assert!(first_upload.contains("name=\"purpose\"") && first_upload.contains("batch"));
    let second_upload = uploads[1].text();
    assert!(
        second_upload.contains("b_three")
            && second_upload.contains("b_four")
            && !second_upload.contains("\"custom_id\":\"b_one\"")
    );
    let create = r.requests.iter().find(|q| q.path == "/v1/batches").unwrap().json();
    assert_eq!(
        create,
        json!({"input_file_id": "file-in-1", "endpoint": "/v1/chat/completions", "completion_window": "24h"})
    );
    assert!(raw(dir.path(), "b_four", 1).error.unwrap().contains("ended `expired` without an answer"));
    assert!(raw(dir.path(), "b_three", 1).error.unwrap().contains("try again"));
    let e = read(&dir.path().join("entries/b_four.json"));
    assert_eq!(
        (e["provenance"]["attempts"].clone(), e["provenance"]["batch_id"].clone()),
        (json!(2), json!("batch_2"))
    );
    // half price for batches: 4 accepted + 2 failed-round answers → 4 × (10 × 0.15 + 5 × 0.6) / 2
    let s = read(&dir.path().join("summary.json"));
    assert_eq!(s["tokens"]["input"], 40);
    assert_eq!(s["estimated_cost_usd"], json!(0.000009));
}

#[test]
fn batch_resumes_polling_the_same_batch() {
    let dir = tempfile::tempdir().unwrap();
    let names = ["c_one", "c_two"];
    let answers: BTreeMap<String, Option<Value>> =
        names.iter().map(|n| (n.to_string(), Some(chat_body(&entry(n, false).to_string())))).collect();
    // first run: the batch is created, then the status endpoint refuses (a fatal 403 stops the run)
    let failing = ScriptedServer::start(|req, _| match (req.method.as_str(), req.path.as_str()) {
        ("POST", "/v1/files") => Scripted::json(200, &json!({"id": "file-in-1"})),
        ("POST", "/v1/batches") => Scripted::json(200, &json!({"id": "batch_1", "status": "validating"})),
        _ => Scripted::text(403, "forbidden for now"),
    });
    let first = run(ProviderKind::OpenaiBatch, &failing, dir.path(), &names, DistractorPool::Mechanical, 2);
    assert!(first.result.is_err());
    let state = read(&dir.path().join("batches/attempt-1.json"));
    assert_eq!(state["batch_id"], "batch_1");
    // second run: the same batch is polled and downloaded; nothing is uploaded or created
    let server = batch_server(vec![("completed", answers)]);
    let second = run(ProviderKind::OpenaiBatch, &server, dir.path(), &names, DistractorPool::Mechanical, 2);
    assert_eq!(second.result.unwrap().accepted, 2);
    assert!(
        second.requests.iter().all(|q| q.method == "GET"),
        "{:?}",
        second.requests.iter().map(|q| (&q.method, &q.path)).collect::<Vec<_>>()
    );
}

#[test]
fn registry_dedups_names_and_near_duplicate_queries() {
    let dir = tempfile::tempdir().unwrap();
    let answer = |fs: Value| openai_reply(&json!({"functions": fs}).to_string());
    let round1 = answer(json!([
        {"function_name": "parse_duration_string", "query": "Parse a duration such as 1h30m into a total number of seconds; raise ValueError for unknown units."},
        {"function_name": "existing_task", "query": "Something completely different about formatting money amounts with separators."},
        {"function_name": "Bad-Name", "query": "Return the thing for the input given here with several words."},
        {"function_name": "duration_to_seconds", "query": "Parse a duration such as 1h30m into the total number of seconds; raise ValueError on unknown units."},
        {"function_name": "wrap_text_lines", "query": "Wrap text into lines of at most a given width, breaking only at spaces; raise ValueError for width below one."}
    ]));
    let round2 = answer(
        json!([{"function_name": "center_text_line", "query": "Center a text inside a line of a given width padding with a fill character; raise ValueError when the fill is not one character."}]),
    );
    let other_domain = answer(
        json!([{"function_name": "hamming_weight_of_int", "query": "Count the set bits of a non-negative integer; raise ValueError for negative input values given."}]),
    );
    let server = ScriptedServer::start(move |req, _| {
        let prompt = req.json()["messages"][0]["content"].as_str().unwrap().to_string();
        if prompt.contains("`bit_manipulation`") {
            other_domain.clone()
        } else if prompt.contains("wrap_text_lines") {
            round2.clone()
        } else {
            round1.clone()
        }
    });
    let cfg = config(ProviderKind::Openai, &server.url());
    let client = Client::new(policy()).unwrap();
    let fetcher = Fetcher { client: &client, provider: &cfg, concurrency: 2, progress: &Quiet };
    let rc = RegistryConfig {
        domains: vec!["string_processing".into(), "bit_manipulation".into()],
        per_domain: 3,
        max_requests_per_domain: 3,
        max_similarity: 0.6,
        out: dir.path().join("registry.jsonl"),
        work: dir.path().join("work"),
    };
    let existing = vec![(
        "string_processing".to_string(),
        "existing_task".to_string(),
        "Format a money amount with thousands separators and two decimals.".to_string(),
    )];
    let rt = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
    let out = rt.block_on(run_registry(&fetcher, &Prompts::default(), &rc, &existing)).unwrap();
    let names: Vec<&str> = out.accepted.iter().map(|i| i.function_name.as_str()).collect();
    assert_eq!(
        names,
        vec!["hamming_weight_of_int", "center_text_line", "parse_duration_string", "wrap_text_lines"]
    );
    let why: BTreeMap<&str, &str> =
        out.rejected.iter().map(|r| (r.function_name.as_str(), r.reason.as_str())).collect();
    assert!(why["existing_task"].starts_with("duplicate"), "{why:?}");
    assert!(why["Bad-Name"].contains("snake_case"), "{why:?}");
    assert!(
        why["duration_to_seconds"].starts_with("near-duplicate")
            && why["duration_to_seconds"].contains("parse_duration_string"),
        "{why:?}"
    );
    let text = std::fs::read_to_string(&rc.out).unwrap();
    assert_eq!(text.lines().count(), 4);
    assert!(!text.contains("def "));
    // the second request of string_processing listed the names taken so far
    let prompts: Vec<String> = server
        .requests()
        .iter()
        .map(|r| r.json()["messages"][0]["content"].as_str().unwrap().to_string())
        .collect();
    assert!(
        prompts.iter().any(|p| p.contains("parse_duration_string, wrap_text_lines, existing_task")),
        "{prompts:?}"
    );
    // rerun: answers are re-read from disk, no request, same registry
    let n = server.requests().len();
    let again = rt.block_on(run_registry(&fetcher, &Prompts::default(), &rc, &existing)).unwrap();
    assert_eq!(server.requests().len(), n);
    assert_eq!(again.accepted, out.accepted);
}

#[test]
fn similarity_is_content_word_jaccard() {
    let a = words("Return the number of vowels in a string");
    assert_eq!(a.iter().cloned().collect::<Vec<_>>(), vec!["number", "string", "vowel"]);
    let b = words("Count vowels in strings");
    assert!((jaccard(&a, &b) - 0.5).abs() < 1e-12);
    assert_eq!(jaccard(&words(""), &words("")), 0.0);
}

#[test]
fn single_edit_and_json_extraction() {
    let src = "def f(x):\n    if x < 0:\n        return 0\n    return x + 1\n";
    assert_eq!(
        single_edit(src, &src.replace("x + 1", "x - 1")).unwrap(),
        (src.find("+ 1").unwrap(), src.find("+ 1").unwrap() + 1, "-".into())
    );
    assert!(single_edit(src, &src.replace("    if x < 0:\n        return 0\n", "")).is_ok());
    assert!(single_edit(src, "def f(x):\n    return max(x, -1) + 1\n")
        .unwrap_err()
        .contains("not a single small edit"));
    assert!(single_edit(src, src).unwrap_err().contains("identical"));
    assert_eq!(extract_json("Here:\n```json\n{\"a\": 1}\n```\nDone").unwrap(), json!({"a": 1}));
    assert_eq!(extract_json("note {\"a\": {\"b\": 2}} end").unwrap(), json!({"a": {"b": 2}}));
    assert!(extract_json("no json here").is_err());
}

#[test]
fn prompts_are_filled() {
    let p = Prompts::default();
    let e = p.entry(&item("fn_x"), true, &["gate schema: bad".into()]);
    assert!(
        e.contains("Function name: `fn_x`")
            && e.contains("remove_edge_case_check")
            && e.contains("- gate schema: bad")
            && !e.contains("{{")
    );
    let m = p.entry(&item("fn_x"), false, &[]);
    assert!(!m.contains("distractors") && !m.contains("{{") && !m.contains("rejected"));
    let r = p.registry("geometry", 5, &[]);
    assert!(r.contains("Propose 5 new functions for the domain `geometry`") && !r.contains("{{"));
}
