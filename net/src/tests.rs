//! The retry policy against the scripted server: one helper runs a script through
//! `Client::post_json` and returns the outcome, the recorded requests and the attempt events.

use super::testing::{Scripted, ScriptedServer};
use super::*;
use serde_json::json;

#[derive(Default)]
struct Log(Mutex<Vec<AttemptEvent>>);
impl Observer for Log {
    fn on_attempt(&self, e: &AttemptEvent) {
        self.0.lock().unwrap().push(e.clone());
    }
}

fn fast_policy() -> RetryPolicy {
    RetryPolicy {
        max_attempts: 4,
        base_delay: Duration::from_millis(50),
        max_delay: Duration::from_millis(400),
        max_retry_after: Duration::from_secs(5),
        timeout: Duration::from_millis(500),
        seed: 7,
    }
}

struct Run {
    result: Result<Reply, NetError>,
    requests: Vec<testing::Recorded>,
    events: Vec<AttemptEvent>,
    elapsed: Duration,
}

fn run(script: Vec<Scripted>, policy: RetryPolicy) -> Run {
    let server = ScriptedServer::sequence(script);
    let log = Arc::new(Log::default());
    let client = Client::new(policy).unwrap().with_observer(log.clone());
    let rt = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
    let t = Instant::now();
    let url = format!("{}/v1/thing", server.url());
    let result =
        rt.block_on(client.post_json(&url, &[("authorization", "Bearer k".into())], &json!({"x": 1})));
    let elapsed = t.elapsed();
    let events = log.0.lock().unwrap().clone();
    Run { result, requests: server.requests(), events, elapsed }
}

fn ok() -> Scripted {
    Scripted::json(200, &json!({"ok": true}))
}

#[test]
fn success_first_try_sends_the_request_once() {
    let r = run(vec![ok()], fast_policy());
    let reply = r.result.unwrap();
    assert_eq!((reply.status, reply.attempts), (200, 1));
    assert_eq!(reply.json::<serde_json::Value>().unwrap(), json!({"ok": true}));
    assert_eq!(r.requests.len(), 1);
    assert_eq!(r.requests[0].method, "POST");
    assert_eq!(r.requests[0].path, "/v1/thing");
    assert_eq!(r.requests[0].header("authorization"), Some("Bearer k"));
    assert_eq!(r.requests[0].json(), json!({"x": 1}));
}

#[test]
fn rate_limit_waits_for_retry_after_seconds() {
    let r = run(vec![Scripted::text(429, "slow down").header("retry-after", "1"), ok()], fast_policy());
    assert_eq!(r.result.unwrap().attempts, 2);
    let gap = r.requests[1].at - r.requests[0].at;
    assert!(gap >= Duration::from_millis(950), "retried after {gap:?}, Retry-After said 1 s");
    assert_eq!(r.events[0].status, Some(429));
    assert_eq!(r.events[0].retry_in, Some(Duration::from_secs(1)));
}

#[test]
fn rate_limit_honours_an_http_date() {
    let when = httpdate::fmt_http_date(SystemTime::now() + Duration::from_secs(2));
    let r = run(vec![Scripted::status(429).header("retry-after", &when), ok()], fast_policy());
    assert_eq!(r.result.unwrap().attempts, 2);
    let gap = r.requests[1].at - r.requests[0].at;
    // HTTP dates have one-second resolution: the wait is 1-2 s.
    assert!(gap >= Duration::from_millis(900) && gap < Duration::from_millis(2600), "waited {gap:?}");
}

#[test]
fn retry_after_is_capped() {
    let mut p = fast_policy();
    p.max_retry_after = Duration::from_millis(100);
    let r = run(vec![Scripted::status(429).header("retry-after", "3600"), ok()], p);
    assert_eq!(r.result.unwrap().attempts, 2);
    assert!(r.elapsed < Duration::from_secs(2), "took {:?}", r.elapsed);
}

#[test]
fn server_errors_back_off_then_succeed() {
    let r = run(vec![Scripted::text(500, "boom"), Scripted::text(503, "busy"), ok()], fast_policy());
    let reply = r.result.unwrap();
    assert_eq!((reply.status, reply.attempts), (200, 3));
    let waits: Vec<Duration> = r.events.iter().filter_map(|e| e.retry_in).collect();
    assert_eq!(waits.len(), 2);
    // attempt 2 waits 25-50 ms, attempt 3 waits 50-100 ms (base 50 ms, doubled, jitter in [1/2, 1])
    assert!(waits[0] >= Duration::from_millis(25) && waits[0] <= Duration::from_millis(50), "{waits:?}");
    assert!(waits[1] >= Duration::from_millis(50) && waits[1] <= Duration::from_millis(100), "{waits:?}");
}

#[test]
fn jitter_is_deterministic_for_a_seed() {
    let script = || vec![Scripted::status(500), Scripted::status(502), Scripted::status(504), ok()];
    let waits = |r: Run| r.events.iter().filter_map(|e| e.retry_in).collect::<Vec<_>>();
    let a = waits(run(script(), fast_policy()));
    let b = waits(run(script(), fast_policy()));
    assert_eq!(a, b);
    let mut other = fast_policy();
    other.seed = 8;
    assert_ne!(a, waits(run(script(), other)));
}

#[test]
fn hanging_request_times_out_and_is_retried() {
    let r = run(vec![ok().delay(Duration::from_secs(10)), ok()], fast_policy());
    let reply = r.result.unwrap();
    assert_eq!(reply.attempts, 2);
    assert_eq!(r.events[0].status, None);
    assert!(r.elapsed < Duration::from_secs(3), "took {:?}", r.elapsed);
}

#[test]
fn hanging_every_time_gives_a_timeout_error() {
    let mut p = fast_policy();
    p.max_attempts = 2;
    p.timeout = Duration::from_millis(200);
    let r = run(vec![ok().delay(Duration::from_secs(10)); 2], p);
    match r.result {
        Err(NetError::Timeout { attempts, .. }) => assert_eq!(attempts, 2),
        other => panic!("expected a timeout, got {other:?}"),
    }
    assert_eq!(r.requests.len(), 2);
}

#[test]
fn client_errors_fail_at_once_with_the_body() {
    let r = run(vec![Scripted::text(400, "{\"error\": \"bad model name\"}"), ok()], fast_policy());
    let err = r.result.unwrap_err();
    assert_eq!(err.status(), Some(400));
    assert!(err.to_string().contains("bad model name"), "{err}");
    assert_eq!(r.requests.len(), 1, "a 400 must not be retried");
}

#[test]
fn request_timeout_status_408_is_retried() {
    let r = run(vec![Scripted::status(408), ok()], fast_policy());
    assert_eq!(r.result.unwrap().attempts, 2);
}

#[test]
fn attempts_are_bounded() {
    let r = run(vec![Scripted::text(500, "down"); 6], fast_policy());
    let err = r.result.unwrap_err();
    assert!(matches!(err, NetError::Status { status: 500, attempts: 4, .. }), "{err}");
    assert_eq!(r.requests.len(), 4);
}

#[test]
fn connection_refused_is_a_connect_error_after_retries() {
    let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let mut p = fast_policy();
    p.max_attempts = 2;
    let client = Client::new(p).unwrap();
    let rt = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
    let err = rt.block_on(client.get(&format!("http://127.0.0.1:{port}/x"), &[])).unwrap_err();
    assert!(matches!(err, NetError::Connect { attempts: 2, .. }), "{err}");
}

#[test]
fn malformed_json_is_a_decode_error_with_the_body() {
    let r = run(vec![Scripted::text(200, "{not json")], fast_policy());
    let err = r.result.unwrap().json::<serde_json::Value>().unwrap_err();
    assert!(matches!(&err, NetError::Decode { snippet, .. } if snippet == "{not json"), "{err}");
}

#[test]
fn missing_key_names_the_variable() {
    let err = api_key("EXECRETRIEVAL_NET_TEST_SURELY_UNSET").unwrap_err();
    assert_eq!(err.to_string(), "environment variable EXECRETRIEVAL_NET_TEST_SURELY_UNSET is not set: export EXECRETRIEVAL_NET_TEST_SURELY_UNSET=<your API key>");
}

#[test]
fn in_flight_bound_holds() {
    // 6 requests, each answered after 150 ms, at most 2 in flight: never more than 2 open at once.
    let server = ScriptedServer::start(|_, _| ok().delay(Duration::from_millis(150)));
    let client = Client::new(fast_policy()).unwrap().with_max_in_flight(2);
    let rt = tokio::runtime::Builder::new_multi_thread().worker_threads(2).enable_all().build().unwrap();
    let url = format!("{}/x", server.url());
    let results: Vec<(usize, bool)> = rt.block_on(async {
        bounded(0..6, 6, |_| {
            let c = client.clone();
            let url = url.clone();
            async move { c.get(&url, &[]).await.is_ok() }
        })
        .collect()
        .await
    });
    assert_eq!(results.len(), 6);
    assert!(results.iter().all(|r| r.1));
    let mut arrivals: Vec<Instant> = server.requests().iter().map(|r| r.at).collect();
    arrivals.sort();
    // with 2 in flight, request k+2 cannot start before request k was answered (~150 ms later)
    for k in 0..4 {
        assert!(arrivals[k + 2] - arrivals[k] >= Duration::from_millis(120), "arrivals {arrivals:?}");
    }
}
