//! `execretrieval serve`: the sandbox oracle over HTTP (API v1, `execretrieval_core::api`).
//!
//! * `POST /v1/suites`, `/v1/programs`, `/v1/judge`, `/v1/calls`: one request (a JSON object),
//!   a batch (a JSON list, answered as a list in order) or NDJSON (`Content-Type:
//!   application/x-ndjson`, answered as NDJSON in order, each line as soon as it and those
//!   before it are done).
//! * `POST /run_code`: SandboxFusion's request and answer (`execretrieval_core::sandbox_fusion`),
//!   a program run through the same admission, tenancy, metrics and cache (lists and NDJSON too).
//! * `GET /healthz`, `GET /metrics` (Prometheus text), `GET /v1/schema` (the JSON Schema).
//!
//! One [`Oracle`] (one Engine, one precompiled module, the execution cache) per process; the
//! items of admitted requests run on a pool of `workers` threads (one per core by default).
//! Backpressure: at most `workers + queue` requests are admitted at once; beyond that the answer
//! is `429 queue_full` with `Retry-After` (memory stays bounded by that count × the body cap).
//! Per-request limits are checked against the server's [`Maxima`] (422 above them). Slow
//! clients: a header read timeout (hyper) and a body read timeout (408). An over-limit body is
//! read to its end (up to [`MIN_DRAIN_BYTES`] or 4× the cap) before the 413, so that clients
//! that send the whole body before reading (Python's urllib, requests) see the answer. SIGTERM/SIGINT: stop
//! accepting, answer every admitted request, exit. One JSON log line per request (tracing,
//! stderr) with kind, status, items, tenant, latency, fuel and cache hits — never code or stdin.

pub mod bench;
pub mod bench_rl;
pub mod client;
pub mod metrics;
pub mod tenancy;

use anyhow::{bail, Context, Result};
use axum::body::{Body, Bytes};
use axum::extract::{Request, State};
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::Router;
use execretrieval_core::api::{
    self, ErrorBody, Health, JudgeRequest, Kind, Limits, ProgramRequest, Request as ApiRequest,
    Response as ApiResponse, SuiteRequest,
};
use execretrieval_core::sandbox_fusion;
use execretrieval_host::oracle::Oracle;
use execretrieval_host::RunLimits;
use futures_util::StreamExt;
use std::net::SocketAddr;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tenancy::{Refusal, Tenant, TenantPermit, Tenants, TokensFile};

/// Server-side maxima of what a request may ask for.
#[derive(Clone, Debug)]
pub struct Maxima {
    pub fuel: u64,
    pub suite_fuel: u64,
    pub memory_mib: u64,
    pub output_bytes: u64,
    pub tests: usize,
    pub cases: usize,
    pub batch: usize,
    pub body_bytes: usize,
    pub depth: usize,
}

#[derive(Clone, Debug)]
pub struct ServeConfig {
    pub listen: SocketAddr,
    /// Threads running sandbox items.
    pub workers: usize,
    /// Requests admitted beyond `workers` (waiting for a worker); more get 429.
    pub queue: usize,
    pub maxima: Maxima,
    pub header_timeout: Duration,
    pub body_timeout: Duration,
    /// Longest wait for admitted requests at shutdown.
    pub shutdown_grace: Duration,
    pub tokens: Option<TokensFile>,
}

/// Default body cap, bytes.
pub const DEFAULT_BODY_BYTES: usize = 1 << 20;
/// Default JSON nesting cap (a batch of judged runs is 4 deep).
pub const DEFAULT_DEPTH: usize = 32;

struct AppState {
    oracle: Arc<Oracle>,
    pool: rayon::ThreadPool,
    cfg: ServeConfig,
    tenants: Option<Tenants>,
    admitted: AtomicUsize,
    queued: AtomicUsize,
    in_flight: AtomicUsize,
    metrics: Mutex<metrics::Metrics>,
}

type Shared = Arc<AppState>;

/// An error answer: status, [`ErrorBody`], optional `Retry-After`.
#[derive(Debug)]
pub struct ApiError {
    status: StatusCode,
    body: ErrorBody,
    retry_after: Option<u64>,
    /// Answer with `Connection: close` (the request body was not read to its end).
    close: bool,
    /// A body still arriving after the answer was decided (408): read and thrown away while the
    /// answer is sent, so that a client still sending sees it instead of a broken pipe.
    linger: Option<Box<Linger>>,
}

/// The rest of a request body to drain after a 408 (see [`drain`]).
struct Linger {
    stream: axum::body::BodyDataStream,
    seen: usize,
    cap: usize,
    deadline: tokio::time::Instant,
}

impl std::fmt::Debug for Linger {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Linger").field("seen", &self.seen).field("cap", &self.cap).finish()
    }
}

impl ApiError {
    fn new(status: StatusCode, error: &str, message: impl Into<String>) -> ApiError {
        ApiError {
            status,
            body: ErrorBody { error: error.into(), message: message.into(), budget: None },
            retry_after: None,
            close: false,
            linger: None,
        }
    }
    fn closing(mut self) -> ApiError {
        self.close = true;
        self
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let body = match self.linger {
            None => json_body(&self.body),
            Some(l) => {
                // the answer first, then the end of the response once the request body is read
                let json = Bytes::from(serde_json::to_vec(&self.body).expect("wire types serialise"));
                let rest = futures_util::stream::once(drain(l.stream, l.cap, l.seen, l.deadline))
                    .filter_map(|()| async { None::<Result<Bytes, std::convert::Infallible>> });
                Body::from_stream(futures_util::stream::once(async move { Ok(json) }).chain(rest))
            }
        };
        let mut r = (self.status, body).into_response();
        r.headers_mut().insert(header::CONTENT_TYPE, HeaderValue::from_static("application/json"));
        if let Some(s) = self.retry_after {
            r.headers_mut().insert(header::RETRY_AFTER, HeaderValue::from(s));
        }
        if self.close {
            r.headers_mut().insert(header::CONNECTION, HeaderValue::from_static("close"));
        }
        r
    }
}

fn json_body<T: serde::Serialize>(v: &T) -> Body {
    Body::from(serde_json::to_vec(v).expect("wire types serialise"))
}

/// Bind and serve until SIGTERM/SIGINT; `on_listening` gets the bound address (port 0 picks one).
pub fn run(oracle: Oracle, cfg: ServeConfig, on_listening: impl FnOnce(SocketAddr)) -> Result<()> {
    if cfg.tokens.is_none() && !cfg.listen.ip().is_loopback() {
        bail!(
            "refusing to listen on {} without --tokens FILE: anyone who can reach it could run code \
             (listen on 127.0.0.1, or give a token file)",
            cfg.listen
        );
    }
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .context("starting the async runtime")?;
    rt.block_on(async move {
        let listener = tokio::net::TcpListener::bind(cfg.listen)
            .await
            .with_context(|| format!("cannot listen on {} (is the port in use?)", cfg.listen))?;
        let addr = listener.local_addr()?;
        on_listening(addr);
        serve(oracle, cfg, listener, shutdown_signal()).await
    })
}

async fn shutdown_signal() {
    let term = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut s) => {
                s.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    tokio::select! {
        _ = tokio::signal::ctrl_c() => {}
        _ = term => {}
    }
}

/// Serve on `listener` until `shutdown` resolves, then answer what was admitted and return.
pub async fn serve(
    oracle: Oracle,
    cfg: ServeConfig,
    listener: tokio::net::TcpListener,
    shutdown: impl std::future::Future<Output = ()>,
) -> Result<()> {
    let stack = execretrieval_host::HOST_THREAD_STACK.max(oracle.sandbox.config().wasm_stack + (32 << 20));
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(cfg.workers.max(1))
        .stack_size(stack)
        .thread_name(|i| format!("sandbox-{i}"))
        .build()?;
    let tenants = cfg.tokens.as_ref().map(Tenants::new);
    let state: Shared = Arc::new(AppState {
        oracle: Arc::new(oracle),
        pool,
        tenants,
        admitted: AtomicUsize::new(0),
        queued: AtomicUsize::new(0),
        in_flight: AtomicUsize::new(0),
        metrics: Mutex::new(metrics::Metrics::default()),
        cfg,
    });
    let app = router(state.clone());
    let graceful = hyper_util::server::graceful::GracefulShutdown::new();
    tokio::pin!(shutdown);
    loop {
        tokio::select! {
            conn = listener.accept() => {
                let (stream, _peer) = match conn {
                    Ok(c) => c,
                    Err(e) => {
                        tracing::warn!(error = %e, "accept failed");
                        tokio::time::sleep(Duration::from_millis(50)).await;
                        continue;
                    }
                };
                let io = hyper_util::rt::TokioIo::new(stream);
                let svc = hyper_util::service::TowerToHyperService::new(app.clone());
                let mut builder = hyper::server::conn::http1::Builder::new();
                builder
                    .timer(hyper_util::rt::TokioTimer::new())
                    .header_read_timeout(state.cfg.header_timeout)
                    .keep_alive(true);
                let conn = builder.serve_connection(io, svc);
                let fut = graceful.watch(conn);
                tokio::spawn(async move {
                    let _ = fut.await;
                });
            }
            _ = &mut shutdown => break,
        }
    }
    drop(listener);
    tracing::info!(
        admitted = state.admitted.load(Ordering::SeqCst),
        "shutting down: answering admitted requests"
    );
    if tokio::time::timeout(state.cfg.shutdown_grace, graceful.shutdown()).await.is_err() {
        tracing::warn!("shutdown grace period over with requests still open");
    }
    // Connections are closed; wait for items still running (answers nobody reads any more).
    let deadline = Instant::now() + state.cfg.shutdown_grace;
    while state.admitted.load(Ordering::SeqCst) > 0 && Instant::now() < deadline {
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    Ok(())
}

fn router(state: Shared) -> Router {
    Router::new()
        .route("/v1/suites", post(|s: State<Shared>, r: Request| handle(s, r, Endpoint::V1(Kind::Suite))))
        .route("/v1/programs", post(|s: State<Shared>, r: Request| handle(s, r, Endpoint::V1(Kind::Program))))
        .route("/v1/judge", post(|s: State<Shared>, r: Request| handle(s, r, Endpoint::V1(Kind::Judge))))
        .route("/v1/calls", post(|s: State<Shared>, r: Request| handle(s, r, Endpoint::V1(Kind::Calls))))
        .route("/run_code", post(|s: State<Shared>, r: Request| handle(s, r, Endpoint::RunCode)))
        .route("/healthz", get(healthz))
        .route("/metrics", get(metrics_text))
        .route(
            "/v1/schema",
            get(|| async { ([(header::CONTENT_TYPE, "application/json")], json_body(&api::json_schema())) }),
        )
        .fallback(|| async {
            ApiError::new(
                StatusCode::NOT_FOUND,
                "not_found",
                "no such endpoint: POST /v1/suites, /v1/programs, /v1/judge, /v1/calls, /run_code; GET /healthz, /metrics, \
                 /v1/schema",
            )
        })
        .with_state(state)
}

async fn healthz(State(s): State<Shared>) -> Response {
    let h = Health {
        status: "ok".into(),
        api_version: api::API_VERSION.into(),
        sandbox: s.oracle.sandbox.fingerprint().to_string(),
        workers: s.cfg.workers,
        queue_capacity: s.cfg.queue,
        in_flight: s.in_flight.load(Ordering::SeqCst),
        queued: s.queued.load(Ordering::SeqCst),
    };
    ([(header::CONTENT_TYPE, "application/json")], json_body(&h)).into_response()
}

async fn metrics_text(State(s): State<Shared>) -> Response {
    let text = s.metrics.lock().unwrap_or_else(|e| e.into_inner()).render(
        s.queued.load(Ordering::SeqCst),
        s.in_flight.load(Ordering::SeqCst),
        s.admitted.load(Ordering::SeqCst),
    );
    ([(header::CONTENT_TYPE, "text/plain; version=0.0.4")], text).into_response()
}

/// Released when the last item of an admitted request is answered (or its answer dropped).
struct Admission {
    state: Shared,
    _tenant: Option<TenantPermit>,
}
impl Drop for Admission {
    fn drop(&mut self) {
        self.state.admitted.fetch_sub(1, Ordering::SeqCst);
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Shape {
    One,
    List,
    Ndjson,
}

/// Whether `bytes` nests arrays/objects deeper than `max`. Hand-written (a dozen lines):
/// serde_json's own limit (128) is fixed and reported like any syntax error.
fn nesting_exceeds(bytes: &[u8], max: usize) -> bool {
    let (mut depth, mut in_str, mut esc) = (0usize, false, false);
    for &c in bytes {
        if in_str {
            if esc {
                esc = false;
            } else if c == b'\\' {
                esc = true;
            } else if c == b'"' {
                in_str = false;
            }
            continue;
        }
        match c {
            b'"' => in_str = true,
            b'[' | b'{' => {
                depth += 1;
                if depth > max {
                    return true;
                }
            }
            b']' | b'}' => depth = depth.saturating_sub(1),
            _ => {}
        }
    }
    false
}

fn authorize(s: &AppState, headers: &HeaderMap) -> Result<Option<Arc<Tenant>>, ApiError> {
    let Some(tenants) = &s.tenants else { return Ok(None) };
    let Some(value) = headers.get(header::AUTHORIZATION) else {
        return Err(ApiError::new(
            StatusCode::UNAUTHORIZED,
            "unauthorized",
            "this server needs a token: send `Authorization: Bearer <token>`",
        ));
    };
    let token = value.to_str().ok().and_then(|v| v.strip_prefix("Bearer ")).map(str::trim);
    let Some(token) = token.filter(|t| !t.is_empty()) else {
        return Err(ApiError::new(
            StatusCode::UNAUTHORIZED,
            "unauthorized",
            "malformed Authorization header: send `Authorization: Bearer <token>`",
        ));
    };
    tenants.find(token).map(Some).ok_or_else(|| {
        ApiError::new(
            StatusCode::FORBIDDEN,
            "forbidden",
            "unknown token: use a token listed (by its sha256) in the server's --tokens file",
        )
    })
}

fn shape_of(headers: &HeaderMap, body: &[u8]) -> Result<Shape, ApiError> {
    let ct = headers.get(header::CONTENT_TYPE).and_then(|v| v.to_str().ok()).unwrap_or("");
    let mime = ct.split(';').next().unwrap_or("").trim().to_ascii_lowercase();
    match mime.as_str() {
        "application/json" => {
            let first = body.iter().find(|b| !b.is_ascii_whitespace());
            Ok(if first == Some(&b'[') { Shape::List } else { Shape::One })
        }
        "application/x-ndjson" | "application/jsonl" => Ok(Shape::Ndjson),
        _ => Err(ApiError::new(
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
            "unsupported_media_type",
            format!(
                "Content-Type {:?} is not accepted: send `Content-Type: application/json` (one request or a \
                 list) or `application/x-ndjson` (one request per line)",
                ct
            ),
        )),
    }
}

fn check_limits(m: &Maxima, l: &Limits) -> Result<(), String> {
    let over = |name: &str, v: Option<u64>, max: u64| match v {
        Some(v) if v > max => {
            Err(format!("limits.{name} {v} is above this server's maximum {max} (lower it)"))
        }
        _ => Ok(()),
    };
    over("fuel", l.fuel, m.fuel)?;
    over("suite_fuel", l.suite_fuel, m.suite_fuel)?;
    over("memory_mib", l.memory_mib, m.memory_mib)?;
    over("output_bytes", l.output_bytes, m.output_bytes)
}

/// What an endpoint speaks: a kind of API v1, or SandboxFusion's `/run_code`
/// (`execretrieval_core::sandbox_fusion`: a program run answered in SandboxFusion's shape).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Endpoint {
    V1(Kind),
    RunCode,
}

impl Endpoint {
    /// The `kind` of the log line and of the request metrics.
    fn label(self) -> &'static str {
        match self {
            Endpoint::V1(k) => k.as_str(),
            Endpoint::RunCode => "run_code",
        }
    }
}

/// One parsed item of a request body: a run for the pool, or an answer already decided (a
/// SandboxFusion request this server refuses, answered `SandboxError` as SandboxFusion does).
enum Item {
    Run(ApiRequest, RunLimits),
    Answered(Vec<u8>),
}

/// One item of a request body → an [`Item`], or why not (422).
fn parse_item(s: &AppState, endpoint: Endpoint, v: serde_json::Value) -> Result<Item, String> {
    let m = &s.cfg.maxima;
    let kind = match endpoint {
        Endpoint::V1(k) => k,
        Endpoint::RunCode => {
            let r: sandbox_fusion::RunCodeRequest = serde_json::from_value(v).map_err(|e| e.to_string())?;
            return Ok(match sandbox_fusion::to_program(&r, m.fuel, m.memory_mib) {
                Ok(p) => {
                    let limits = s.oracle.resolve_limits(&p.limits)?;
                    Item::Run(ApiRequest::Program(p), limits)
                }
                Err(refused) => Item::Answered(serde_json::to_vec(&refused).expect("serialises")),
            });
        }
    };
    let (req, limits) = match kind {
        Kind::Suite => {
            let r: SuiteRequest = serde_json::from_value(v).map_err(|e| e.to_string())?;
            if r.tests.len() > m.tests {
                return Err(format!(
                    "{} tests: this server takes at most {} per suite (split it)",
                    r.tests.len(),
                    m.tests
                ));
            }
            let l = r.limits.clone();
            (ApiRequest::Suite(r), l)
        }
        Kind::Program => {
            let r: ProgramRequest = serde_json::from_value(v).map_err(|e| e.to_string())?;
            let l = r.limits.clone();
            (ApiRequest::Program(r), l)
        }
        Kind::Judge => {
            let r: JudgeRequest = serde_json::from_value(v).map_err(|e| e.to_string())?;
            if r.cases.len() > m.cases {
                return Err(format!(
                    "{} cases: this server takes at most {} per request (split it)",
                    r.cases.len(),
                    m.cases
                ));
            }
            for (name, t) in [("abs_tol", r.abs_tol), ("rel_tol", r.rel_tol)] {
                if t.is_some_and(|t| !(t >= 0.0 && t.is_finite())) {
                    return Err(format!("{name} must be a finite number ≥ 0"));
                }
            }
            let l = r.limits.clone();
            (ApiRequest::Judge(r), l)
        }
        Kind::Calls => {
            let r: api::CallsRequest = serde_json::from_value(v).map_err(|e| e.to_string())?;
            if r.calls.len() > m.cases {
                return Err(format!(
                    "{} calls: this server takes at most {} per request (split it)",
                    r.calls.len(),
                    m.cases
                ));
            }
            let l = r.limits.clone();
            (ApiRequest::Calls(r), l)
        }
    };
    check_limits(m, &limits)?;
    let limits = s.oracle.resolve_limits(&limits)?;
    Ok(Item::Run(req, limits))
}

/// What the log line and the metrics say about a finished item.
fn record_item(s: &AppState, resp: &ApiResponse) -> (u64, bool) {
    let mut m = s.metrics.lock().unwrap_or_else(|e| e.into_inner());
    match resp {
        ApiResponse::Suite(r) => {
            for o in &r.outcomes {
                let class = match o {
                    execretrieval_core::outcome::Outcome::Pass => "pass",
                    execretrieval_core::outcome::Outcome::Fail(_) => "FAIL",
                    execretrieval_core::outcome::Outcome::Timeout => "TIMEOUT",
                    execretrieval_core::outcome::Outcome::Error(_) => "ERROR",
                };
                m.verdict("suite", class, 1);
            }
            let fuel = r.fuel_used.iter().sum();
            m.item("suite", r.cached, fuel);
            (fuel, r.cached)
        }
        ApiResponse::Program(r) => {
            m.verdict("program", r.run.status.as_str(), 1);
            m.item("program", r.cached, r.fuel_used);
            (r.fuel_used, r.cached)
        }
        ApiResponse::Judge(r) => {
            for c in &r.cases {
                m.verdict("judge", c.verdict.kind(), 1);
                m.item("judge", c.cached, c.fuel_used);
            }
            let fresh: u64 = r.cases.iter().filter(|c| !c.cached).map(|c| c.fuel_used).sum();
            (fresh, r.cached)
        }
        ApiResponse::Calls(r) => {
            for c in &r.calls {
                m.verdict("calls", c.verdict.kind(), 1);
                m.item("calls", c.cached, c.fuel_used);
            }
            let fresh: u64 = r.calls.iter().filter(|c| !c.cached).map(|c| c.fuel_used).sum();
            (fresh, r.cached)
        }
    }
}

/// Bytes of an over-limit (or refused) body read and thrown away before the answer: a client
/// such as Python's `urllib`/`requests` sends its whole body before it reads, and a server that
/// closes while it is still sending leaves it with a broken pipe instead of the 413. Beyond this
/// bound the server answers and closes anyway.
pub const MIN_DRAIN_BYTES: usize = 64 << 20;

fn drain_cap(cfg: &ServeConfig) -> usize {
    cfg.maxima.body_bytes.saturating_mul(4).max(MIN_DRAIN_BYTES)
}

/// Read and discard the rest of a body, up to `cap` bytes in all (`seen` already read), until
/// `deadline`.
async fn drain(
    mut stream: axum::body::BodyDataStream,
    cap: usize,
    mut seen: usize,
    deadline: tokio::time::Instant,
) {
    let _ = tokio::time::timeout_at(deadline, async {
        while seen <= cap {
            match stream.next().await {
                Some(Ok(chunk)) => seen += chunk.len(),
                _ => return,
            }
        }
    })
    .await;
}

/// The request body, at most `maxima.body_bytes`, within `body_timeout` (413 / 408 otherwise).
/// An over-limit body is drained (up to [`drain_cap`], within the same timeout) before the 413,
/// so that the client reads it; both errors close the connection.
async fn read_body(body: Body, headers: &HeaderMap, cfg: &ServeConfig) -> Result<Bytes, ApiError> {
    let max_body = cfg.maxima.body_bytes;
    let deadline = tokio::time::Instant::now() + cfg.body_timeout;
    let too_large = ApiError::new(
        StatusCode::PAYLOAD_TOO_LARGE,
        "too_large",
        format!("the body is over this server's {max_body} bytes: split the batch or shorten the request"),
    )
    .closing();
    let declared = headers
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse::<usize>().ok());
    let cap = drain_cap(cfg);
    let mut stream = body.into_data_stream();
    if let Some(n) = declared.filter(|&n| n > max_body) {
        // Refused before reading; drained only when the bound allows the whole of it.
        if n <= cap {
            drain(stream, cap, 0, deadline).await;
        }
        return Err(too_large);
    }
    let mut buf = Vec::with_capacity(declared.unwrap_or(0));
    loop {
        match tokio::time::timeout_at(deadline, stream.next()).await {
            Err(_) => {
                let mut e = ApiError::new(
                    StatusCode::REQUEST_TIMEOUT,
                    "timeout",
                    format!("the body did not arrive within {:?}: send it at once", cfg.body_timeout),
                )
                .closing();
                // one more body timeout for a client still sending to finish and read the 408
                let deadline = tokio::time::Instant::now() + cfg.body_timeout;
                e.linger = Some(Box::new(Linger { stream, seen: buf.len(), cap, deadline }));
                return Err(e);
            }
            Ok(None) => return Ok(Bytes::from(buf)),
            Ok(Some(Err(e))) => {
                return Err(ApiError::new(
                    StatusCode::BAD_REQUEST,
                    "bad_body",
                    format!("the body could not be read ({e}): send it again"),
                )
                .closing())
            }
            Ok(Some(Ok(chunk))) => {
                if buf.len() + chunk.len() > max_body {
                    let seen = buf.len() + chunk.len();
                    drop(buf);
                    drain(stream, cap, seen, deadline).await;
                    return Err(too_large);
                }
                buf.extend_from_slice(&chunk);
            }
        }
    }
}

async fn handle(State(s): State<Shared>, req: Request, endpoint: Endpoint) -> Response {
    let started = Instant::now();
    let (parts, body) = req.into_parts();
    let mut tenant_name = String::from("-");
    let result = answer(&s, &parts.headers, body, endpoint, &mut tenant_name).await;
    let (resp, items, status) = match result {
        Ok((resp, items)) => {
            let st = resp.status().as_u16();
            (resp, items, st)
        }
        Err(e) => {
            s.metrics.lock().unwrap_or_else(|e| e.into_inner()).rejected(&e.body.error);
            let st = e.status.as_u16();
            (e.into_response(), 0, st)
        }
    };
    let secs = started.elapsed().as_secs_f64();
    s.metrics.lock().unwrap_or_else(|e| e.into_inner()).request(endpoint.label(), status, secs);
    tracing::info!(
        kind = endpoint.label(),
        status,
        items,
        tenant = %tenant_name,
        latency_ms = secs * 1000.0,
        "request"
    );
    resp
}

async fn answer(
    s: &Shared,
    headers: &HeaderMap,
    body: Body,
    endpoint: Endpoint,
    tenant_name: &mut String,
) -> Result<(Response, usize), ApiError> {
    let tenant = match authorize(s, headers) {
        Ok(t) => t,
        Err(e) => {
            // Read what the client is sending before answering, so that it sees the answer.
            let deadline = tokio::time::Instant::now() + s.cfg.body_timeout;
            drain(body.into_data_stream(), drain_cap(&s.cfg), 0, deadline).await;
            return Err(e.closing());
        }
    };
    if let Some(t) = &tenant {
        *tenant_name = t.name.clone();
    }
    let bytes = read_body(body, headers, &s.cfg).await?;
    let shape = shape_of(headers, &bytes)?;
    let bad_json = |m: String| ApiError::new(StatusCode::BAD_REQUEST, "bad_json", m);
    if std::str::from_utf8(&bytes).is_err() {
        return Err(bad_json("the body is not valid UTF-8: send UTF-8 JSON".into()));
    }
    if nesting_exceeds(&bytes, s.cfg.maxima.depth) {
        return Err(bad_json(format!(
            "the JSON nests deeper than this server's {} levels: flatten it (`id` can be a string)",
            s.cfg.maxima.depth
        )));
    }
    let values: Vec<serde_json::Value> = match shape {
        Shape::One => {
            vec![serde_json::from_slice(&bytes).map_err(|e| bad_json(format!("malformed JSON: {e}")))?]
        }
        Shape::List => {
            serde_json::from_slice(&bytes).map_err(|e| bad_json(format!("malformed JSON: {e}")))?
        }
        Shape::Ndjson => bytes
            .split(|&b| b == b'\n')
            .enumerate()
            .filter(|(_, l)| !l.iter().all(u8::is_ascii_whitespace))
            .map(|(i, l)| {
                serde_json::from_slice(l)
                    .map_err(|e| bad_json(format!("line {}: malformed JSON: {e}", i + 1)))
            })
            .collect::<Result<_, _>>()?,
    };
    let invalid = |m: String| ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, "invalid_request", m);
    if shape != Shape::One && values.len() > s.cfg.maxima.batch {
        return Err(invalid(format!(
            "a batch of {} requests is over this server's maximum of {} (split it)",
            values.len(),
            s.cfg.maxima.batch
        )));
    }
    if values.is_empty() {
        return Err(invalid("an empty batch: send at least one request".into()));
    }
    let n = values.len();
    let mut items = Vec::with_capacity(n);
    for (i, v) in values.into_iter().enumerate() {
        let item = parse_item(s, endpoint, v).map_err(|e| {
            let what = match endpoint {
                Endpoint::V1(Kind::Suite) => "suite request {\"code\", \"tests\"}",
                Endpoint::V1(Kind::Program) => "program request {\"code\", \"stdin\", \"argv\"}",
                Endpoint::V1(Kind::Judge) => "judged-run request {\"code\", \"cases\", \"compare\"}",
                Endpoint::V1(Kind::Calls) => "calls request {\"code\", \"function\", \"calls\"}",
                Endpoint::RunCode => {
                    "SandboxFusion run_code request {\"code\", \"language\", \"stdin\", ...}"
                }
            };
            if shape == Shape::One {
                invalid(format!("not a {what}: {e}"))
            } else {
                invalid(format!("item {i}: not a {what}: {e}"))
            }
        })?;
        items.push(item);
    }
    // Tenant limits, then the server's queue.
    let permit = match &tenant {
        None => None,
        Some(t) => match t.admit() {
            Ok(p) => Some(p),
            Err(Refusal::Concurrency(c)) => {
                let mut e = ApiError::new(
                    StatusCode::TOO_MANY_REQUESTS,
                    "over_concurrency",
                    format!("this token already has {c} requests running: wait for one, or batch requests"),
                );
                e.retry_after = Some(1);
                return Err(e);
            }
            Err(Refusal::Budget(b)) => {
                let mut e = ApiError::new(
                    StatusCode::TOO_MANY_REQUESTS,
                    "over_budget",
                    format!(
                        "this token spent its fuel budget of {} per minute: retry after {} s",
                        b.fuel_per_minute, b.retry_after_secs
                    ),
                );
                e.retry_after = Some(b.retry_after_secs);
                e.body.budget = Some(b);
                return Err(e);
            }
        },
    };
    let capacity = s.cfg.workers + s.cfg.queue;
    if s.admitted.fetch_add(1, Ordering::SeqCst) >= capacity {
        s.admitted.fetch_sub(1, Ordering::SeqCst);
        let mut e = ApiError::new(
            StatusCode::TOO_MANY_REQUESTS,
            "queue_full",
            format!("the server's queue ({capacity} requests) is full: retry after the Retry-After seconds"),
        );
        e.retry_after = Some(1);
        return Err(e);
    }
    let admission = Arc::new(Admission { state: s.clone(), _tenant: permit });
    let pending: Vec<Pending> = items
        .into_iter()
        .map(|item| match item {
            Item::Run(r, l) => Pending::Running(spawn_item(s, r, l, tenant.clone())),
            Item::Answered(body) => Pending::Answered(body),
        })
        .collect();
    let internal = |m: String| ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, "internal", m);
    match shape {
        Shape::One => {
            let p = pending.into_iter().next().expect("one item");
            let body = p.answer(endpoint).await.map_err(internal)?;
            drop(admission);
            Ok((json_response(StatusCode::OK, body), 1))
        }
        Shape::List => {
            let mut out = vec![b'['];
            for (i, p) in pending.into_iter().enumerate() {
                if i > 0 {
                    out.push(b',');
                }
                out.extend(p.answer(endpoint).await.map_err(internal)?);
            }
            out.push(b']');
            drop(admission);
            Ok((json_response(StatusCode::OK, out), n))
        }
        Shape::Ndjson => {
            let stream = futures_util::stream::iter(pending).then(move |p| {
                let admission = admission.clone();
                async move {
                    let mut line = match p.answer(endpoint).await {
                        Ok(body) => body,
                        Err(m) => serde_json::to_vec(&ErrorBody {
                            error: "internal".into(),
                            message: m,
                            budget: None,
                        })
                        .expect("serialises"),
                    };
                    line.push(b'\n');
                    drop(admission);
                    Ok::<_, std::convert::Infallible>(Bytes::from(line))
                }
            });
            let mut r = Response::new(Body::from_stream(stream));
            r.headers_mut().insert(header::CONTENT_TYPE, HeaderValue::from_static("application/x-ndjson"));
            Ok((r, n))
        }
    }
}

/// An item's answer to come: from the pool, or already decided.
enum Pending {
    Running(tokio::sync::oneshot::Receiver<anyhow::Result<ApiResponse>>),
    Answered(Vec<u8>),
}

impl Pending {
    /// The item's JSON in the endpoint's shape, or why there is none (500). A sandbox fault on
    /// `/run_code` is SandboxFusion's `SandboxError` answer, as SandboxFusion gives it.
    async fn answer(self, endpoint: Endpoint) -> Result<Vec<u8>, String> {
        let rx = match self {
            Pending::Answered(body) => return Ok(body),
            Pending::Running(rx) => rx,
        };
        let result = rx.await.map_err(|_| "the worker stopped".to_string())?;
        Ok(match (endpoint, result) {
            (Endpoint::RunCode, Ok(ApiResponse::Program(p))) => {
                serde_json::to_vec(&sandbox_fusion::from_program(&p)).expect("serialises")
            }
            (Endpoint::RunCode, Err(e)) => {
                serde_json::to_vec(&sandbox_fusion::refusal(format!("sandbox fault: {e:#}")))
                    .expect("serialises")
            }
            (_, Ok(resp)) => json_of(&resp),
            (_, Err(e)) => return Err(format!("sandbox fault: {e:#}")),
        })
    }
}

fn json_of(r: &ApiResponse) -> Vec<u8> {
    serde_json::to_vec(r).expect("wire types serialise")
}

fn json_response(status: StatusCode, body: Vec<u8>) -> Response {
    let mut r = Response::new(Body::from(body));
    *r.status_mut() = status;
    r.headers_mut().insert(header::CONTENT_TYPE, HeaderValue::from_static("application/json"));
    r
}

fn spawn_item(
    s: &Shared,
    req: ApiRequest,
    limits: RunLimits,
    tenant: Option<Arc<Tenant>>,
) -> tokio::sync::oneshot::Receiver<anyhow::Result<ApiResponse>> {
    let (tx, rx) = tokio::sync::oneshot::channel();
    let st = s.clone();
    st.queued.fetch_add(1, Ordering::SeqCst);
    s.pool.spawn(move || {
        st.queued.fetch_sub(1, Ordering::SeqCst);
        st.in_flight.fetch_add(1, Ordering::SeqCst);
        let r = st.oracle.answer(&req, &limits);
        st.in_flight.fetch_sub(1, Ordering::SeqCst);
        if let Ok(resp) = &r {
            let (fuel, _) = record_item(&st, resp);
            if let Some(t) = &tenant {
                t.charge(fuel);
            }
        }
        let _ = tx.send(r);
    });
    rx
}

/// One JSON line per event on stderr (`RUST_LOG`-style filtering is not needed: the service logs
/// one line per request and a few lifecycle lines).
pub fn init_logging() {
    let _ = tracing_subscriber::fmt()
        .json()
        .with_writer(std::io::stderr)
        .with_target(false)
        .with_current_span(false)
        .try_init();
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nesting_is_measured_outside_strings() {
        assert!(!nesting_exceeds(br#"{"a": [1, {"b": "[[[[[[["}]}"#, 3));
        assert!(nesting_exceeds(br#"{"a": [1, {"b": [2]}]}"#, 3));
        assert!(!nesting_exceeds(br#"{"a": "\"[[[["}"#, 1));
        assert!(nesting_exceeds(&[b'['; 100], 32));
    }
}
