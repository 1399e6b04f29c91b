//! The one HTTP client of ExecRetrieval's API integrations (LLM generation, hosted embeddings).
//!
//! - [`Client`]: a `reqwest` client (rustls, system certificate store — corporate proxies with
//!   their own CA work) with a [`RetryPolicy`] and an optional bound on requests in flight.
//!   [`Client::send`] retries what is worth retrying and fails at once on the rest:
//!   - `429` waits for `Retry-After` (seconds or an HTTP date, capped by
//!     [`RetryPolicy::max_retry_after`]), or backs off when the header is absent;
//!   - `408`, `5xx`, connect errors, request timeouts and bodies cut off mid-way back off
//!     exponentially (`base_delay · 2^(attempt-1)`, capped by `max_delay`) with jitter in
//!     `[½, 1]` of that delay drawn from a seeded RNG (deterministic given the seed and order);
//!   - any other status `>= 400` fails immediately with [`NetError::Status`], body included;
//!   - every attempt has its own timeout ([`RetryPolicy::timeout`]); after
//!     [`RetryPolicy::max_attempts`] the last error is returned with the attempt count.
//! - [`Client::download`]: a streaming, resumable (`Range`) GET into a file with the same
//!   retries; a cut-off body resumes where it stopped.
//! - [`api_key`]: read a key from a named environment variable; the error names the variable.
//! - [`bounded`]: run futures with at most `n` in flight, results as they complete.
//! - [`Observer`]: sees every attempt (status, latency, the wait before the next one).
//! - [`testing`] (feature `testing`): a scripted HTTP server on 127.0.0.1 that records requests
//!   and replays scripted responses (status, headers, body, delay), for every client's tests.

use futures::stream::{self, Stream, StreamExt};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use reqwest::header::HeaderMap;
use std::future::Future;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant, SystemTime};

/// A failed download attempt: the wait before retrying (`None`: give up), the HTTP status,
/// the server's message and the error.
type Failure = (Option<Duration>, Option<u16>, Option<String>, NetError);

#[cfg(any(test, feature = "testing"))]
pub mod testing;
#[cfg(test)]
mod tests;

pub use reqwest;

/// When and how often to retry, and how long one attempt may take.
#[derive(Clone, Debug)]
pub struct RetryPolicy {
    /// Attempts in total (first try included); at least 1.
    pub max_attempts: u32,
    /// Backoff before the second attempt; doubled each further attempt.
    pub base_delay: Duration,
    /// Cap of one backoff.
    pub max_delay: Duration,
    /// Cap of a server-requested `Retry-After` wait.
    pub max_retry_after: Duration,
    /// Timeout of one attempt (connect + request + whole response body).
    pub timeout: Duration,
    /// Seed of the jitter RNG.
    pub seed: u64,
}

impl Default for RetryPolicy {
    fn default() -> Self {
        RetryPolicy {
            max_attempts: 6,
            base_delay: Duration::from_millis(500),
            max_delay: Duration::from_secs(30),
            max_retry_after: Duration::from_secs(120),
            timeout: Duration::from_secs(300),
            seed: 0,
        }
    }
}

impl RetryPolicy {
    /// Backoff before attempt `next` (2, 3, ...): `base · 2^(next-2)` capped, times a jitter
    /// factor in [0.5, 1].
    fn backoff(&self, next: u32, jitter: f64) -> Duration {
        let exp = next.saturating_sub(2).min(30);
        let raw = self.base_delay.saturating_mul(1u32 << exp).min(self.max_delay);
        raw.mul_f64(0.5 + 0.5 * jitter.clamp(0.0, 1.0))
    }
}

/// Why a request failed. Every message names the URL and, where it helps, the fix.
#[derive(thiserror::Error, Debug)]
pub enum NetError {
    #[error("{url}: HTTP {status} after {attempts} attempt(s): {body}")]
    Status { url: String, status: u16, body: String, attempts: u32 },
    #[error("{url}: no complete answer within {timeout:?} (tried {attempts} time(s)); raise the timeout or check the server")]
    Timeout { url: String, timeout: Duration, attempts: u32 },
    #[error("{url}: cannot connect after {attempts} attempt(s): {message}; check the base URL and that the server is up")]
    Connect { url: String, message: String, attempts: u32 },
    #[error("{url}: {message}")]
    Transport { url: String, message: String },
    #[error("{url}: the response is not the expected JSON ({message}): {snippet}")]
    Decode { url: String, message: String, snippet: String },
    #[error("environment variable {var} is not set: export {var}=<your API key>")]
    MissingKey { var: String },
}

impl NetError {
    /// HTTP status of a [`NetError::Status`].
    pub fn status(&self) -> Option<u16> {
        match self {
            NetError::Status { status, .. } => Some(*status),
            _ => None,
        }
    }
}

/// Read an API key from the environment variable `var` (empty counts as unset).
pub fn api_key(var: &str) -> Result<String, NetError> {
    match std::env::var(var) {
        Ok(v) if !v.trim().is_empty() => Ok(v.trim().to_string()),
        _ => Err(NetError::MissingKey { var: var.to_string() }),
    }
}

/// What happened on one attempt, for logs and accounting.
#[derive(Clone, Debug)]
pub struct AttemptEvent {
    pub url: String,
    /// 1-based attempt number.
    pub attempt: u32,
    /// HTTP status, if a response arrived.
    pub status: Option<u16>,
    /// Transport error (timeout, connect, ...), if no response arrived.
    pub error: Option<String>,
    pub latency: Duration,
    /// Wait before the next attempt, if there will be one.
    pub retry_in: Option<Duration>,
}

/// Sees every attempt of every request (e.g. to log retries or count requests).
pub trait Observer: Send + Sync {
    fn on_attempt(&self, event: &AttemptEvent);
}

/// A complete response: status, headers and the whole body.
#[derive(Clone, Debug)]
pub struct Reply {
    pub url: String,
    pub status: u16,
    pub headers: HeaderMap,
    pub body: Vec<u8>,
    /// Attempts it took (1 = first try).
    pub attempts: u32,
    /// Latency of the successful attempt.
    pub latency: Duration,
    /// Time from the first attempt to the end, waits included.
    pub elapsed: Duration,
}

impl Reply {
    /// The body as `T`; a body that does not decode is a [`NetError::Decode`] with its start.
    pub fn json<T: serde::de::DeserializeOwned>(&self) -> Result<T, NetError> {
        serde_json::from_slice(&self.body).map_err(|e| NetError::Decode {
            url: self.url.clone(),
            message: e.to_string(),
            snippet: snippet(&self.body),
        })
    }
    /// The body as text (lossy UTF-8).
    pub fn text(&self) -> String {
        String::from_utf8_lossy(&self.body).into_owned()
    }
}

/// The first 500 characters of a body, for error messages.
pub fn snippet(body: &[u8]) -> String {
    let s = String::from_utf8_lossy(body);
    let mut out: String = s.chars().take(500).collect();
    if s.chars().count() > 500 {
        out.push('…');
    }
    out
}

/// An HTTP client with retries, a per-attempt timeout and an optional in-flight bound.
#[derive(Clone)]
pub struct Client {
    http: reqwest::Client,
    policy: RetryPolicy,
    rng: Arc<Mutex<ChaCha8Rng>>,
    limit: Option<Arc<tokio::sync::Semaphore>>,
    observers: Vec<Arc<dyn Observer>>,
}

impl Client {
    /// A client with `policy`; TLS trusts the system certificate store.
    pub fn new(policy: RetryPolicy) -> Result<Client, NetError> {
        let http = reqwest::Client::builder()
            .user_agent(concat!("execretrieval/", env!("CARGO_PKG_VERSION")))
            .build()
            .map_err(|e| NetError::Transport {
                url: String::new(),
                message: format!("cannot build the HTTP client: {e}"),
            })?;
        Ok(Client {
            rng: Arc::new(Mutex::new(ChaCha8Rng::seed_from_u64(policy.seed))),
            http,
            policy,
            limit: None,
            observers: Vec::new(),
        })
    }
    /// At most `n` requests in flight over all clones of this client.
    pub fn with_max_in_flight(mut self, n: usize) -> Client {
        self.limit = Some(Arc::new(tokio::sync::Semaphore::new(n.max(1))));
        self
    }
    /// Add an observer of every attempt.
    pub fn with_observer(mut self, o: Arc<dyn Observer>) -> Client {
        self.observers.push(o);
        self
    }
    pub fn policy(&self) -> &RetryPolicy {
        &self.policy
    }
    /// The underlying `reqwest` client, to build requests for [`Client::send`].
    pub fn http(&self) -> &reqwest::Client {
        &self.http
    }

    /// POST `body` as JSON to `url` with extra `headers`, retrying per the policy.
    pub async fn post_json(
        &self,
        url: &str,
        headers: &[(&str, String)],
        body: &serde_json::Value,
    ) -> Result<Reply, NetError> {
        self.send(url, |c| {
            let mut r = c.post(url).json(body);
            for (k, v) in headers {
                r = r.header(*k, v);
            }
            r
        })
        .await
    }

    /// GET `url` with extra `headers`, retrying per the policy.
    pub async fn get(&self, url: &str, headers: &[(&str, String)]) -> Result<Reply, NetError> {
        self.send(url, |c| {
            let mut r = c.get(url);
            for (k, v) in headers {
                r = r.header(*k, v);
            }
            r
        })
        .await
    }

    /// Send the request `build` makes (called once per attempt; `url` is for messages),
    /// retrying per the policy. Success = any status below 400.
    pub async fn send<F>(&self, url: &str, build: F) -> Result<Reply, NetError>
    where
        F: Fn(&reqwest::Client) -> reqwest::RequestBuilder,
    {
        let _permit = match &self.limit {
            Some(s) => Some(s.clone().acquire_owned().await.expect("semaphore never closed")),
            None => None,
        };
        let p = &self.policy;
        let started = Instant::now();
        let mut attempt = 0u32;
        loop {
            attempt += 1;
            let last = attempt >= p.max_attempts.max(1);
            let t0 = Instant::now();
            let result = async {
                let resp = build(&self.http).timeout(p.timeout).send().await?;
                let status = resp.status().as_u16();
                let headers = resp.headers().clone();
                let body = resp.bytes().await?.to_vec();
                Ok::<_, reqwest::Error>((status, headers, body))
            }
            .await;
            let latency = t0.elapsed();
            let (wait, failure) = match result {
                Ok((status, headers, body)) if status < 400 => {
                    self.notify(url, attempt, Some(status), None, latency, None);
                    return Ok(Reply {
                        url: url.to_string(),
                        status,
                        headers,
                        body,
                        attempts: attempt,
                        latency,
                        elapsed: started.elapsed(),
                    });
                }
                Ok((status, headers, body)) => {
                    let err = NetError::Status {
                        url: url.to_string(),
                        status,
                        body: snippet(&body),
                        attempts: attempt,
                    };
                    let wait = self.status_wait(status, &headers, attempt);
                    (wait, (Some(status), None, err))
                }
                Err(e) => {
                    // the one classification of a transport error (`download` uses it too)
                    let (wait, status, message, err) = self.transport_failure(url, attempt, &e);
                    (wait, (status, message, err))
                }
            };
            let (status, error, err) = failure;
            let wait = if last { None } else { wait };
            self.notify(url, attempt, status, error, latency, wait);
            match wait {
                Some(d) => tokio::time::sleep(d).await,
                None => return Err(err),
            }
        }
    }

    /// GET `url` into the file `dest`, streaming, resuming what is already there: each attempt
    /// asks for `Range: bytes=<size of dest>-` when `dest` is not empty and appends a `206`
    /// answer (a `200` answer rewrites the file from the start; a `416` to a non-empty file
    /// restarts it from zero). A body cut off mid-way, a timeout or a `408`/`429`/`5xx` is
    /// retried per the policy from where it stopped; other statuses fail at once. The file is
    /// never deleted, so a killed download resumes on the next call; verifying it is the
    /// caller's job.
    pub async fn download(
        &self,
        url: &str,
        headers: &[(&str, String)],
        dest: &std::path::Path,
    ) -> Result<Download, NetError> {
        use std::io::Write;
        let _permit = match &self.limit {
            Some(s) => Some(s.clone().acquire_owned().await.expect("semaphore never closed")),
            None => None,
        };
        let p = &self.policy;
        let io_err = |e: std::io::Error| NetError::Transport {
            url: url.to_string(),
            message: format!("cannot write {}: {e}", dest.display()),
        };
        let size = |d: &std::path::Path| std::fs::metadata(d).map(|m| m.len()).unwrap_or(0);
        let resumed_from = size(dest);
        let mut attempt = 0u32;
        loop {
            attempt += 1;
            let last = attempt >= p.max_attempts.max(1);
            let have = size(dest);
            let t0 = Instant::now();
            let mut req = self.http.get(url).timeout(p.timeout);
            for (k, v) in headers {
                req = req.header(*k, v);
            }
            if have > 0 {
                req = req.header(reqwest::header::RANGE, format!("bytes={have}-"));
            }
            // Ok(status) = done; Err((wait before retrying or None = fail, status, message, error)).
            let outcome: Result<u16, Failure> = async {
                let mut resp = match req.send().await {
                    Ok(r) => r,
                    Err(e) => return Err(self.transport_failure(url, attempt, &e)),
                };
                let status = resp.status().as_u16();
                if status == 416 && have > 0 {
                    std::fs::File::create(dest).map_err(|e| (None, Some(status), None, io_err(e)))?;
                    let err = NetError::Status {
                        url: url.to_string(),
                        status,
                        body: "range not satisfiable; restarting".into(),
                        attempts: attempt,
                    };
                    return Err((Some(Duration::ZERO), Some(status), None, err));
                }
                if status >= 400 {
                    let headers = resp.headers().clone();
                    let body = resp.bytes().await.map(|b| b.to_vec()).unwrap_or_default();
                    let err = NetError::Status {
                        url: url.to_string(),
                        status,
                        body: snippet(&body),
                        attempts: attempt,
                    };
                    let wait = self.status_wait(status, &headers, attempt);
                    return Err((wait, Some(status), None, err));
                }
                let append = status == 206 && have > 0;
                let expected = resp.content_length();
                let mut f = std::fs::OpenOptions::new()
                    .create(true)
                    .write(true)
                    .append(append)
                    .truncate(!append)
                    .open(dest)
                    .map_err(|e| (None, Some(status), None, io_err(e)))?;
                let mut written = 0u64;
                loop {
                    match resp.chunk().await {
                        Ok(Some(c)) => {
                            f.write_all(&c).map_err(|e| (None, Some(status), None, io_err(e)))?;
                            written += c.len() as u64;
                        }
                        Ok(None) => break,
                        Err(e) => {
                            let _ = f.flush();
                            return Err(self.transport_failure(url, attempt, &e));
                        }
                    }
                }
                f.sync_all().map_err(|e| (None, Some(status), None, io_err(e)))?;
                if let Some(n) = expected.filter(|&n| n != written) {
                    let message = format!("the body ended after {written} of {n} bytes");
                    let err = NetError::Transport { url: url.to_string(), message: message.clone() };
                    return Err((Some(self.backoff(attempt + 1)), Some(status), Some(message), err));
                }
                Ok(status)
            }
            .await;
            let latency = t0.elapsed();
            match outcome {
                Ok(status) => {
                    self.notify(url, attempt, Some(status), None, latency, None);
                    return Ok(Download {
                        url: url.to_string(),
                        status,
                        bytes: size(dest),
                        resumed_from,
                        attempts: attempt,
                    });
                }
                Err((wait, status, error, err)) => {
                    let wait = if last { None } else { wait };
                    self.notify(url, attempt, status, error, latency, wait);
                    match wait {
                        Some(d) => tokio::time::sleep(d).await,
                        None => return Err(err),
                    }
                }
            }
        }
    }

    /// A transport error of one attempt: (wait before retrying, status, message, error).
    fn transport_failure(
        &self,
        url: &str,
        attempt: u32,
        e: &reqwest::Error,
    ) -> (Option<Duration>, Option<u16>, Option<String>, NetError) {
        let message = error_chain(e);
        let p = &self.policy;
        let (retry, err) = if e.is_timeout() {
            (true, NetError::Timeout { url: url.to_string(), timeout: p.timeout, attempts: attempt })
        } else if e.is_connect() {
            (true, NetError::Connect { url: url.to_string(), message: message.clone(), attempts: attempt })
        } else if e.is_body() || e.is_request() || e.is_decode() {
            (true, NetError::Transport { url: url.to_string(), message: message.clone() })
        } else {
            (false, NetError::Transport { url: url.to_string(), message: message.clone() })
        };
        (retry.then(|| self.backoff(attempt + 1)), None, Some(message), err)
    }

    /// How long to wait before retrying after an error status (`None`: fail at once): 429 waits
    /// for `Retry-After` (capped) or backs off; 408 and 5xx back off; other statuses fail.
    fn status_wait(&self, status: u16, headers: &HeaderMap, attempt: u32) -> Option<Duration> {
        match status {
            429 => Some(
                retry_after(headers)
                    .map(|d| d.min(self.policy.max_retry_after))
                    .unwrap_or_else(|| self.backoff(attempt + 1)),
            ),
            408 | 500..=599 => Some(self.backoff(attempt + 1)),
            _ => None,
        }
    }

    fn backoff(&self, next: u32) -> Duration {
        let jitter: f64 = self.rng.lock().unwrap().gen();
        self.policy.backoff(next, jitter)
    }

    fn notify(
        &self,
        url: &str,
        attempt: u32,
        status: Option<u16>,
        error: Option<String>,
        latency: Duration,
        retry_in: Option<Duration>,
    ) {
        if self.observers.is_empty() {
            return;
        }
        let ev = AttemptEvent { url: url.to_string(), attempt, status, error, latency, retry_in };
        for o in &self.observers {
            o.on_attempt(&ev);
        }
    }
}

/// A finished [`Client::download`].
#[derive(Clone, Debug)]
pub struct Download {
    pub url: String,
    /// Status of the last attempt (200, or 206 for a resumed body).
    pub status: u16,
    /// Size of the file now.
    pub bytes: u64,
    /// Bytes that were in the file before the first attempt (a resumed download).
    pub resumed_from: u64,
    pub attempts: u32,
}

/// The error with its sources (reqwest's top-level message alone hides the cause).
fn error_chain(e: &dyn std::error::Error) -> String {
    let mut s = e.to_string();
    let mut src = e.source();
    while let Some(c) = src {
        s.push_str(": ");
        s.push_str(&c.to_string());
        src = c.source();
    }
    s
}

/// `Retry-After` as a wait: delta-seconds (fractions accepted) or an HTTP date (a past date
/// means no wait). `None` when absent or unparseable.
pub fn retry_after(headers: &HeaderMap) -> Option<Duration> {
    let v = headers.get(reqwest::header::RETRY_AFTER)?.to_str().ok()?.trim();
    if let Ok(secs) = v.parse::<f64>() {
        return (secs.is_finite() && secs >= 0.0).then(|| Duration::from_secs_f64(secs));
    }
    let when = httpdate::parse_http_date(v).ok()?;
    Some(when.duration_since(SystemTime::now()).unwrap_or(Duration::ZERO))
}

/// Run `f` over `items` with at most `limit` futures in flight; results arrive as they
/// complete, each with its input index.
pub fn bounded<I, T, R, F, Fut>(items: I, limit: usize, f: F) -> impl Stream<Item = (usize, R)>
where
    I: IntoIterator<Item = T>,
    F: Fn(T) -> Fut,
    Fut: Future<Output = R>,
{
    stream::iter(items.into_iter().enumerate().map(move |(i, t)| {
        let fut = f(t);
        async move { (i, fut.await) }
    }))
    .buffer_unordered(limit.max(1))
}
