//! A scripted HTTP server on 127.0.0.1 for tests of API clients (feature `testing`).
//!
//! The server records every request ([`Recorded`]) and answers each with the [`Scripted`]
//! response a handler picks, optionally after a delay (to simulate a hanging request; delayed
//! answers run on their own thread, so other requests are not held up). Two ways to script:
//!
//! ```no_run
//! use execretrieval_net::testing::{Scripted, ScriptedServer};
//! // a fixed sequence, one response per request in arrival order:
//! let s = ScriptedServer::sequence(vec![Scripted::status(429).header("retry-after", "1"), Scripted::json(200, &serde_json::json!({"ok": true}))]);
//! // or a handler that sees the request and its 0-based arrival index:
//! let s = ScriptedServer::start(|req, _i| if req.path.ends_with("/models") { Scripted::json(200, &serde_json::json!([])) } else { Scripted::status(404) });
//! let url = s.url(); // "http://127.0.0.1:<port>"
//! ```
//!
//! A response can also stop short mid-body ([`Scripted::cut_after`]), as a dropped download does.
//!
//! Dropping the server stops it (delayed answers are abandoned).

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// One scripted response.
#[derive(Clone, Debug)]
pub struct Scripted {
    pub status: u16,
    pub headers: Vec<(String, String)>,
    pub body: Vec<u8>,
    /// Wait this long before answering.
    pub delay: Duration,
    /// Send only this many bytes of the body (chunked, ending cleanly): a download that stops
    /// short mid-way.
    pub cut_after: Option<usize>,
}

impl Scripted {
    /// An empty response with `status`.
    pub fn status(status: u16) -> Scripted {
        Scripted { status, headers: Vec::new(), body: Vec::new(), delay: Duration::ZERO, cut_after: None }
    }
    /// A JSON body.
    pub fn json(status: u16, value: &serde_json::Value) -> Scripted {
        Scripted::status(status)
            .header("content-type", "application/json")
            .body(serde_json::to_vec(value).unwrap())
    }
    /// A text body (e.g. malformed JSON).
    pub fn text(status: u16, text: &str) -> Scripted {
        Scripted::status(status).body(text.as_bytes().to_vec())
    }
    pub fn header(mut self, name: &str, value: &str) -> Scripted {
        self.headers.push((name.to_string(), value.to_string()));
        self
    }
    pub fn body(mut self, body: Vec<u8>) -> Scripted {
        self.body = body;
        self
    }
    /// Cut the body after `n` bytes (see [`Scripted::cut_after`]).
    pub fn cut_after(mut self, n: usize) -> Scripted {
        self.cut_after = Some(n);
        self
    }
    /// Answer only after `d` (longer than the client timeout = a hanging request).
    pub fn delay(mut self, d: Duration) -> Scripted {
        self.delay = d;
        self
    }
}

/// One request the server received.
#[derive(Clone, Debug)]
pub struct Recorded {
    pub method: String,
    /// Path with the query string, e.g. `/v1/chat/completions`.
    pub path: String,
    /// Header names lower-cased.
    pub headers: Vec<(String, String)>,
    pub body: Vec<u8>,
    /// Arrival time.
    pub at: Instant,
}

impl Recorded {
    pub fn header(&self, name: &str) -> Option<&str> {
        let name = name.to_ascii_lowercase();
        self.headers.iter().find(|(k, _)| *k == name).map(|(_, v)| v.as_str())
    }
    /// The body as JSON (panics if it is not: a test helper).
    pub fn json(&self) -> serde_json::Value {
        serde_json::from_slice(&self.body).unwrap_or_else(|e| {
            panic!("request body is not JSON ({e}): {}", String::from_utf8_lossy(&self.body))
        })
    }
    pub fn text(&self) -> String {
        String::from_utf8_lossy(&self.body).into_owned()
    }
}

type Handler = dyn Fn(&Recorded, usize) -> Scripted + Send + Sync;

/// The server; see the module documentation.
pub struct ScriptedServer {
    addr: std::net::SocketAddr,
    server: Arc<tiny_http::Server>,
    stop: Arc<AtomicBool>,
    thread: Option<JoinHandle<()>>,
    recorded: Arc<Mutex<Vec<Recorded>>>,
}

impl ScriptedServer {
    /// Start on an ephemeral port of 127.0.0.1; `handler(request, arrival_index)` scripts each
    /// answer.
    pub fn start<F>(handler: F) -> ScriptedServer
    where
        F: Fn(&Recorded, usize) -> Scripted + Send + Sync + 'static,
    {
        let server = Arc::new(tiny_http::Server::http("127.0.0.1:0").expect("bind 127.0.0.1"));
        let addr = server.server_addr().to_ip().expect("an IP listener");
        let stop = Arc::new(AtomicBool::new(false));
        let recorded: Arc<Mutex<Vec<Recorded>>> = Arc::default();
        let handler: Arc<Handler> = Arc::new(handler);
        let thread = {
            let (server, stop, recorded) = (server.clone(), stop.clone(), recorded.clone());
            let counter = AtomicUsize::new(0);
            std::thread::spawn(move || {
                for mut req in server.incoming_requests() {
                    if stop.load(Ordering::SeqCst) {
                        break;
                    }
                    let mut body = Vec::new();
                    let _ = req.as_reader().read_to_end(&mut body);
                    let rec = Recorded {
                        method: req.method().as_str().to_string(),
                        path: req.url().to_string(),
                        headers: req
                            .headers()
                            .iter()
                            .map(|h| {
                                (h.field.as_str().as_str().to_ascii_lowercase(), h.value.as_str().to_string())
                            })
                            .collect(),
                        body,
                        at: Instant::now(),
                    };
                    let i = counter.fetch_add(1, Ordering::SeqCst);
                    let answer = handler(&rec, i);
                    recorded.lock().unwrap().push(rec);
                    if answer.delay.is_zero() {
                        respond(req, answer);
                    } else {
                        let stop = stop.clone();
                        std::thread::spawn(move || {
                            let until = Instant::now() + answer.delay;
                            while Instant::now() < until {
                                if stop.load(Ordering::SeqCst) {
                                    return;
                                }
                                std::thread::sleep(Duration::from_millis(20));
                            }
                            respond(req, answer);
                        });
                    }
                }
            })
        };
        ScriptedServer { addr, server, stop, thread: Some(thread), recorded }
    }

    /// Answer the i-th request with `script[i]`; requests beyond the script get
    /// `599 script exhausted` (a test that sees it sent more requests than it expected).
    pub fn sequence(script: Vec<Scripted>) -> ScriptedServer {
        ScriptedServer::start(move |_, i| {
            script.get(i).cloned().unwrap_or_else(|| Scripted::text(599, "script exhausted"))
        })
    }

    /// Answer the n-th request with key `key(request)` with `script[key][n]` (a conversation per
    /// key, e.g. per function a prompt is about, whatever order the requests arrive in); a key
    /// beyond its script, or not in it, gets `599 script exhausted`.
    pub fn keyed<K>(key: K, script: std::collections::BTreeMap<String, Vec<Scripted>>) -> ScriptedServer
    where
        K: Fn(&Recorded) -> String + Send + Sync + 'static,
    {
        let seen: Mutex<std::collections::BTreeMap<String, usize>> = Mutex::default();
        ScriptedServer::start(move |req, _| {
            let k = key(req);
            let mut seen = seen.lock().unwrap();
            let n = seen.entry(k.clone()).or_default();
            *n += 1;
            script
                .get(&k)
                .and_then(|v| v.get(*n - 1))
                .cloned()
                .unwrap_or_else(|| Scripted::text(599, "script exhausted"))
        })
    }

    /// Base URL, `http://127.0.0.1:<port>` (no trailing slash).
    pub fn url(&self) -> String {
        format!("http://{}", self.addr)
    }

    /// Every request received so far, in arrival order.
    pub fn requests(&self) -> Vec<Recorded> {
        self.recorded.lock().unwrap().clone()
    }
}

impl Drop for ScriptedServer {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::SeqCst);
        self.server.unblock();
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

fn respond(req: tiny_http::Request, s: Scripted) {
    if let Some(n) = s.cut_after {
        let full = s.body.len();
        let headers: Vec<tiny_http::Header> = s
            .headers
            .iter()
            .filter_map(|(k, v)| tiny_http::Header::from_bytes(k.as_bytes(), v.as_bytes()).ok())
            .collect();
        let body = std::io::Cursor::new(s.body[..n.min(full)].to_vec());
        // Chunked framing (tiny_http's choice for long bodies) ends cleanly after the n bytes:
        // the client gets a short body with no transport error, as from a proxy that dropped
        // the rest.
        let resp = tiny_http::Response::new(s.status.into(), headers, body, None, None);
        let _ = req.respond(resp);
        return;
    }
    let mut resp = tiny_http::Response::from_data(s.body).with_status_code(s.status);
    for (k, v) in &s.headers {
        if let Ok(h) = tiny_http::Header::from_bytes(k.as_bytes(), v.as_bytes()) {
            resp.add_header(h);
        }
    }
    let _ = req.respond(resp);
}
