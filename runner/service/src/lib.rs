//! `execretrieval serve`: the sandbox oracle over HTTP (API v1, `execretrieval_core::api`).
//!
//! * `POST /v1/suites`, `/v1/programs`, `/v1/judge`, `/v1/calls`: one request (a JSON object),
//!   a batch (a JSON list, answered as a list in order) or NDJSON (`Content-Type:
//!   application/x-ndjson`, answered as NDJSON in order, each line as soon as it and those
//!   before it are done).
//! * `POST /run_code`: SandboxFusion's request and answer (`execretrieval_core::sandbox_fusion`),
//!   a program run through the same admission, tenancy, metrics and cache (lists and NDJSON too).
//! * `GET /healthz`, `GET /readyz` (both 503 `starting` until the sandbox is ready, then 200),
//!   `GET /livez` (200 while the process serves), `GET /metrics` (Prometheus text), `GET
//!   /v1/schema` (the JSON Schema).
//!
//! Ready when it says so: [`run`] listens at once and builds the [`Oracle`] on a thread of its
//! own (on an empty cache directory that pre-initialises and compiles the guest: minutes on a
//! loaded small machine). Until it is ready every execution request is answered `503 starting`
//! with `Retry-After` and an `ErrorBody` (after its body is read, so a client that sends before
//! it reads sees the answer), never a refused connection; if it cannot be built the server stops
//! and [`run`] returns why.
//!
//! A POST request passes, in order: `log_request` (a `from_fn` layer: the log line and the request
//! metrics around the answer), the extractors of `extract` (`Authorized`: the token; `Items`: the
//! body, its media type, JSON and items against the [`Maxima`]), then `handle` (the tenant's
//! limits, the queue, the pool). Every refusal is one `error::ApiError` variant, answered by its
//! one `IntoResponse` (status, `ErrorBody`, `Retry-After`, `Connection: close`).
//!
//! One [`Oracle`] (one Engine, one precompiled module, the execution cache) per process; the
//! items of admitted requests run on a pool of `workers` threads (one per core by default). A
//! worker that panics answers its item as a sandbox error (`/run_code`: SandboxFusion's
//! `SandboxError`; a v1 list or NDJSON: that item's `ErrorBody` `sandbox_error`; one request:
//! 500 `sandbox_error`) and the server goes on; `EXECRETRIEVAL_INJECT_PANIC=TEXT` makes the
//! worker of every item whose code contains TEXT panic (the fault-injection tests' hook).
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
mod error;
mod extract;
pub mod metrics;
pub mod tenancy;

use anyhow::{bail, Context, Result};
use axum::body::{Body, Bytes};
use axum::extract::{Request, State};
use axum::http::{header, HeaderValue, StatusCode};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Extension, Router};
use error::{ApiError, Rejected};
use execretrieval_core::api::{
    self, ErrorBody, Health, Kind, Request as ApiRequest, Response as ApiResponse,
};
use execretrieval_core::sandbox_fusion;
use execretrieval_host::oracle::Oracle;
use execretrieval_host::RunLimits;
use extract::{Item, Items, LogTenant, Shape};
use futures_util::StreamExt;
use std::net::SocketAddr;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, OnceLock};
use std::time::{Duration, Instant};
use tenancy::{Tenant, TenantPermit, Tenants, TokensFile};

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
    /// Stack of the threads that run sandbox items (`SandboxConfig::thread_stack`), known before
    /// the sandbox is built.
    pub thread_stack: usize,
}

/// Default body cap, bytes.
pub const DEFAULT_BODY_BYTES: usize = 1 << 20;
/// Default JSON nesting cap (a batch of judged runs is 4 deep).
pub const DEFAULT_DEPTH: usize = 32;

/// `Retry-After` of a `503 starting` answer, seconds.
pub const STARTING_RETRY_AFTER_SECS: u64 = 2;

/// The fault-injection hook's variable (see the module comment).
pub const INJECT_PANIC_VAR: &str = "EXECRETRIEVAL_INJECT_PANIC";

pub(crate) struct AppState {
    /// Set once, when the sandbox is ready.
    oracle: OnceLock<Arc<Oracle>>,
    started: Instant,
    inject_panic: Option<String>,
    cfg: ServeConfig,
    tenants: Option<Tenants>,
    admitted: AtomicUsize,
    queued: AtomicUsize,
    in_flight: AtomicUsize,
    metrics: Mutex<metrics::Metrics>,
}

pub(crate) type Shared = Arc<AppState>;

impl AppState {
    /// The oracle, or `503 starting` while it is being built.
    pub(crate) fn ready(&self) -> Result<&Arc<Oracle>, ApiError> {
        self.oracle.get().ok_or_else(|| ApiError::Starting { secs: self.started.elapsed().as_secs() })
    }
}

fn json_body<T: serde::Serialize>(v: &T) -> Body {
    Body::from(serde_json::to_vec(v).expect("wire types serialise"))
}

/// Bind, then build the oracle with `start` on a thread of its own while already answering
/// (`503 starting` until it is ready), and serve until SIGTERM/SIGINT; `on_listening` gets the
/// bound address (port 0 picks one). An error of `start` stops the server and is returned.
pub fn run(
    cfg: ServeConfig,
    start: impl FnOnce() -> Result<Oracle> + Send + 'static,
    on_listening: impl FnOnce(SocketAddr),
) -> Result<()> {
    if cfg.tokens.is_none() && !cfg.listen.ip().is_loopback() {
        bail!(
            "refusing to listen on {} without --tokens FILE: anyone who can reach it could run code \
             (listen on 127.0.0.1, or give a token file)",
            cfg.listen
        );
    }
    // One thread for HTTP (parsing, JSON, routing: a small fraction of a suite's cost) and the
    // runtime's blocking pool, capped at `workers` threads, for the sandbox items. Each further
    // async thread costs wakeups and context switches on every request (`bench serve` (a): the
    // server's CPU per suite 0.69 → 0.66 ms with one async thread instead of two), and the
    // blocking pool's workers park on a condition variable instead of spinning (rayon's idle
    // workers `sched_yield` ≈ 3 times per request, taking the CPU the request path needs).
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(1)
        .max_blocking_threads(cfg.workers.max(1))
        .thread_stack_size(cfg.thread_stack)
        .enable_all()
        .build()
        .context("starting the async runtime")?;
    let served = rt.block_on(async move {
        let listener = tokio::net::TcpListener::bind(cfg.listen)
            .await
            .with_context(|| format!("cannot listen on {} (is the port in use?)", cfg.listen))?;
        let addr = listener.local_addr()?;
        on_listening(addr);
        let state = new_state(cfg);
        let (failed_tx, failed_rx) = tokio::sync::oneshot::channel::<anyhow::Error>();
        let building = state.clone();
        std::thread::Builder::new()
            .name("sandbox-start".into())
            .stack_size(building.cfg.thread_stack)
            .spawn(move || {
                tracing::info!("starting the sandbox (an empty cache directory compiles the guest first)");
                match start() {
                    Ok(oracle) => {
                        let fingerprint = oracle.sandbox.fingerprint().to_string();
                        let _ = building.oracle.set(Arc::new(oracle));
                        tracing::info!(
                            secs = building.started.elapsed().as_secs_f64(),
                            sandbox = %fingerprint,
                            "ready"
                        );
                    }
                    Err(e) => {
                        tracing::error!(error = %format!("{e:#}"), "the sandbox could not start");
                        let _ = failed_tx.send(e);
                    }
                }
            })
            .context("starting the sandbox thread")?;
        let mut failed: Option<anyhow::Error> = None;
        // a failed start stops the server; a successful one drops the sender: never resolves
        let start_failed = async {
            match failed_rx.await {
                Ok(e) => e,
                Err(_) => std::future::pending().await,
            }
        };
        let stop = async {
            tokio::select! {
                _ = shutdown_signal() => {}
                e = start_failed => failed = Some(e),
            }
        };
        serve(state, listener, stop).await?;
        match failed {
            Some(e) => Err(e.context("starting the sandbox")),
            None => Ok(()),
        }
    });
    // Items still running after the grace period are not waited for (as before the exit).
    rt.shutdown_background();
    served
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
/// Items run on the calling runtime's blocking pool: [`run`] builds that runtime (its threads
/// capped at `workers`, with the sandbox's stack).
fn new_state(cfg: ServeConfig) -> Shared {
    let tenants = cfg.tokens.as_ref().map(Tenants::new);
    Arc::new(AppState {
        oracle: OnceLock::new(),
        started: Instant::now(),
        inject_panic: std::env::var(INJECT_PANIC_VAR).ok().filter(|v| !v.is_empty()),
        tenants,
        admitted: AtomicUsize::new(0),
        queued: AtomicUsize::new(0),
        in_flight: AtomicUsize::new(0),
        metrics: Mutex::new(metrics::Metrics::default()),
        cfg,
    })
}

async fn serve(
    state: Shared,
    listener: tokio::net::TcpListener,
    shutdown: impl std::future::Future<Output = ()>,
) -> Result<()> {
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
    // a POST endpoint: its kind in the request's extensions, the log line around it
    let endpoint = |e: Endpoint| {
        post(handle)
            .route_layer(middleware::from_fn_with_state(state.clone(), log_request))
            .route_layer(Extension(e))
    };
    Router::new()
        .route("/v1/suites", endpoint(Endpoint::V1(Kind::Suite)))
        .route("/v1/programs", endpoint(Endpoint::V1(Kind::Program)))
        .route("/v1/judge", endpoint(Endpoint::V1(Kind::Judge)))
        .route("/v1/calls", endpoint(Endpoint::V1(Kind::Calls)))
        .route("/run_code", endpoint(Endpoint::RunCode))
        .route("/healthz", get(healthz))
        .route("/readyz", get(healthz))
        .route("/livez", get(livez))
        .route("/metrics", get(metrics_text))
        .route(
            "/v1/schema",
            get(|| async { ([(header::CONTENT_TYPE, "application/json")], json_body(&api::json_schema())) }),
        )
        .fallback(|| async { ApiError::NotFound })
        .with_state(state)
}

/// The server's [`Health`]: `status` `ok` once the sandbox is ready, `starting` before (then
/// `sandbox` is empty).
fn health(s: &AppState) -> Health {
    let oracle = s.oracle.get();
    Health {
        status: if oracle.is_some() { "ok" } else { "starting" }.into(),
        api_version: api::API_VERSION.into(),
        sandbox: oracle.map_or(String::new(), |o| o.sandbox.fingerprint().to_string()),
        workers: s.cfg.workers,
        queue_capacity: s.cfg.queue,
        in_flight: s.in_flight.load(Ordering::SeqCst),
        queued: s.queued.load(Ordering::SeqCst),
    }
}

/// `/healthz` and `/readyz`: 200 when the sandbox is ready, 503 with `Retry-After` before.
async fn healthz(State(s): State<Shared>) -> Response {
    let h = health(&s);
    let mut r = ([(header::CONTENT_TYPE, "application/json")], json_body(&h)).into_response();
    if s.oracle.get().is_none() {
        *r.status_mut() = StatusCode::SERVICE_UNAVAILABLE;
        r.headers_mut().insert(header::RETRY_AFTER, HeaderValue::from(STARTING_RETRY_AFTER_SECS));
    }
    r
}

/// `/livez`: 200 while the process answers (starting or ready), for a liveness probe that must
/// not restart a server still compiling its guest.
async fn livez(State(s): State<Shared>) -> Response {
    ([(header::CONTENT_TYPE, "application/json")], json_body(&health(&s))).into_response()
}

async fn metrics_text(State(s): State<Shared>) -> Response {
    let mut text = s.metrics.lock().unwrap_or_else(|e| e.into_inner()).render(
        s.queued.load(Ordering::SeqCst),
        s.in_flight.load(Ordering::SeqCst),
        s.admitted.load(Ordering::SeqCst),
    );
    text.push_str(&format!(
        "# HELP execretrieval_ready Whether the sandbox is ready (0 while it starts).\n# TYPE execretrieval_ready \
         gauge\nexecretrieval_ready {}\n",
        u8::from(s.oracle.get().is_some())
    ));
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

/// What an endpoint speaks: a kind of API v1, or SandboxFusion's `/run_code`
/// (`execretrieval_core::sandbox_fusion`: a program run answered in SandboxFusion's shape).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Endpoint {
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

/// One JSON log line and the request metrics for every answer of a POST endpoint, refusals
/// included (their `error` code counted as rejected).
async fn log_request(
    State(s): State<Shared>,
    Extension(endpoint): Extension<Endpoint>,
    mut req: Request,
    next: Next,
) -> Response {
    let started = Instant::now();
    let tenant = LogTenant::default();
    req.extensions_mut().insert(tenant.clone());
    let resp = next.run(req).await;
    let status = resp.status().as_u16();
    let items = resp.extensions().get::<Served>().map_or(0, |n| n.0);
    let secs = started.elapsed().as_secs_f64();
    {
        let mut m = s.metrics.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(Rejected(code)) = resp.extensions().get::<Rejected>() {
            m.rejected(code);
        }
        m.request(endpoint.label(), status, secs);
    }
    tracing::info!(
        kind = endpoint.label(),
        status,
        items,
        tenant = %tenant.0.get().map_or("-", String::as_str),
        latency_ms = secs * 1000.0,
        "request"
    );
    resp
}

/// The number of items a request's answer holds, for its log line.
#[derive(Clone, Copy)]
struct Served(usize);

/// An authorized request's items ([`Items`]) through the tenant's limits (429) and the server's
/// queue (429), run on the pool, answered in the shape they came in (500 if a worker stopped).
async fn handle(
    State(s): State<Shared>,
    Extension(endpoint): Extension<Endpoint>,
    Items { tenant, shape, items }: Items,
) -> Result<Response, ApiError> {
    let oracle = s.ready()?.clone();
    let permit = tenant.as_ref().map(|t| t.admit()).transpose()?;
    let capacity = s.cfg.workers + s.cfg.queue;
    if s.admitted.fetch_add(1, Ordering::SeqCst) >= capacity {
        s.admitted.fetch_sub(1, Ordering::SeqCst);
        return Err(ApiError::QueueFull(capacity));
    }
    let admission = Arc::new(Admission { state: s.clone(), _tenant: permit });
    let n = items.len();
    let pending: Vec<Pending> = items
        .into_iter()
        .map(|item| match item {
            Item::Run(r, l) => Pending::Running(spawn_item(&s, &oracle, r, l, tenant.clone())),
            Item::Answered(body) => Pending::Answered(body),
        })
        .collect();
    let mut resp = match shape {
        Shape::One => {
            let p = pending.into_iter().next().expect("one item");
            let body = p.answer(endpoint).await.map_err(ApiError::SandboxError)?;
            drop(admission);
            json_response(StatusCode::OK, body)
        }
        Shape::List => {
            let mut out = vec![b'['];
            for (i, p) in pending.into_iter().enumerate() {
                if i > 0 {
                    out.push(b',');
                }
                // a failed item is its own error body; the others keep their answers
                out.extend(p.answer(endpoint).await.unwrap_or_else(sandbox_error_body));
            }
            out.push(b']');
            drop(admission);
            json_response(StatusCode::OK, out)
        }
        Shape::Ndjson => {
            let stream = futures_util::stream::iter(pending).then(move |p| {
                let admission = admission.clone();
                async move {
                    let mut line = p.answer(endpoint).await.unwrap_or_else(sandbox_error_body);
                    line.push(b'\n');
                    drop(admission);
                    Ok::<_, std::convert::Infallible>(Bytes::from(line))
                }
            });
            let mut r = Response::new(Body::from_stream(stream));
            r.headers_mut().insert(header::CONTENT_TYPE, HeaderValue::from_static("application/x-ndjson"));
            r
        }
    };
    resp.extensions_mut().insert(Served(n));
    Ok(resp)
}

/// An item's answer to come: from the pool, or already decided.
enum Pending {
    Running(tokio::task::JoinHandle<anyhow::Result<ApiResponse>>),
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
        let result = rx.await.map_err(|e| format!("the worker stopped: {e}"))?;
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

/// The `ErrorBody` of an item the sandbox could not answer (a host fault, a worker panic).
fn sandbox_error_body(message: String) -> Vec<u8> {
    serde_json::to_vec(&ErrorBody { error: "sandbox_error".into(), message, budget: None })
        .expect("serialises")
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

/// The code of a request (what the fault-injection hook looks at).
fn code_of(req: &ApiRequest) -> &str {
    match req {
        ApiRequest::Suite(r) => &r.code,
        ApiRequest::Program(r) => &r.code,
        ApiRequest::Judge(r) => &r.code,
        ApiRequest::Calls(r) => &r.code,
    }
}

/// `oracle.answer`, with a panic of the worker caught and turned into this item's error.
fn answer_caught(
    st: &AppState,
    oracle: &Oracle,
    req: &ApiRequest,
    limits: &RunLimits,
) -> Result<ApiResponse> {
    let run = || {
        if st.inject_panic.as_deref().is_some_and(|m| code_of(req).contains(m)) {
            panic!("injected worker panic ({INJECT_PANIC_VAR})");
        }
        oracle.answer(req, limits)
    };
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(run)).unwrap_or_else(|p| {
        let what = p
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| p.downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "a panic".into());
        tracing::error!(panic = %what, "a sandbox worker panicked; its item is answered as a sandbox error");
        Err(anyhow::anyhow!(
            "the sandbox worker panicked ({what}): retry the item; the server's log has the panic"
        ))
    })
}

fn spawn_item(
    s: &Shared,
    oracle: &Arc<Oracle>,
    req: ApiRequest,
    limits: RunLimits,
    tenant: Option<Arc<Tenant>>,
) -> tokio::task::JoinHandle<anyhow::Result<ApiResponse>> {
    let st = s.clone();
    let oracle = oracle.clone();
    st.queued.fetch_add(1, Ordering::SeqCst);
    tokio::task::spawn_blocking(move || {
        st.queued.fetch_sub(1, Ordering::SeqCst);
        st.in_flight.fetch_add(1, Ordering::SeqCst);
        let r = answer_caught(&st, &oracle, &req, &limits);
        st.in_flight.fetch_sub(1, Ordering::SeqCst);
        if let Ok(resp) = &r {
            let (fuel, _) = record_item(&st, resp);
            if let Some(t) = &tenant {
                t.charge(fuel);
            }
        }
        r
    })
}

/// One JSON line per event on stderr (`RUST_LOG`-style filtering is not needed: the service logs
/// one line per request and a few lifecycle lines).
/// The host's warnings (`execretrieval_host::warnings`) become log lines of their own.
pub fn init_logging() {
    let _ = tracing_subscriber::fmt()
        .json()
        .with_writer(std::io::stderr)
        .with_target(false)
        .with_current_span(false)
        .try_init();
    execretrieval_host::warnings::set_sink(|m| tracing::warn!(warning = %m, "sandbox warning"));
}
