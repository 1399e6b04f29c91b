//! The request's extractors, in the order a POST endpoint checks them: [`Authorized`] (the token,
//! 401/403), then [`Items`], the body extractor (the size and the read timeout 413/408, the media
//! type 415, UTF-8, nesting and JSON 400, the batch and each item against the server's maxima
//! 422; between the body and its media type, `503 starting` while the sandbox is not ready). Each
//! refusal is an [`ApiError`].

use crate::error::ApiError;
use crate::tenancy::Tenant;
use crate::{AppState, Endpoint, Maxima, ServeConfig, Shared, MIN_DRAIN_BYTES};
use axum::body::{Body, Bytes};
use axum::extract::{FromRequest, FromRequestParts, Request};
use axum::http::request::Parts;
use axum::http::{header, HeaderMap};
use execretrieval_core::api::{
    self, JudgeRequest, Kind, Limits, ProgramRequest, Request as ApiRequest, SuiteRequest,
};
use execretrieval_core::sandbox_fusion;
use execretrieval_host::oracle::Oracle;
use execretrieval_host::RunLimits;
use futures_util::StreamExt;
use std::sync::{Arc, OnceLock};

/// The caller's tenant (`None`: the server has no token file).
pub struct Authorized(pub Option<Arc<Tenant>>);

/// The tenant name of the request log line, filled in by [`Authorized`] (`log_request` puts it in
/// the request's extensions; the line is written after the answer).
#[derive(Clone, Default)]
pub struct LogTenant(pub Arc<OnceLock<String>>);

impl FromRequestParts<Shared> for Authorized {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, s: &Shared) -> Result<Self, ApiError> {
        let Some(tenants) = &s.tenants else { return Ok(Authorized(None)) };
        let Some(value) = parts.headers.get(header::AUTHORIZATION) else {
            return Err(ApiError::Unauthorized { malformed: false });
        };
        let token = value.to_str().ok().and_then(|v| v.strip_prefix("Bearer ")).map(str::trim);
        let Some(token) = token.filter(|t| !t.is_empty()) else {
            return Err(ApiError::Unauthorized { malformed: true });
        };
        let tenant = tenants.find(token).ok_or(ApiError::Forbidden)?;
        if let Some(LogTenant(name)) = parts.extensions.get::<LogTenant>() {
            let _ = name.set(tenant.name.clone());
        }
        Ok(Authorized(Some(tenant)))
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Shape {
    One,
    List,
    Ndjson,
}

/// One parsed item of a request body: a run for the pool, or an answer already decided (a
/// SandboxFusion request this server refuses, answered `SandboxError` as SandboxFusion does).
pub enum Item {
    Run(ApiRequest, RunLimits),
    Answered(Vec<u8>),
}

/// An authorized request's items, in the shape they came in. The body is read only once the
/// token is accepted; a refused one is drained first (within the body timeout), so that a client
/// that sends its whole body before reading sees the 401/403.
pub struct Items {
    pub tenant: Option<Arc<Tenant>>,
    pub shape: Shape,
    pub items: Vec<Item>,
}

impl FromRequest<Shared> for Items {
    type Rejection = ApiError;

    async fn from_request(req: Request, s: &Shared) -> Result<Self, ApiError> {
        let (mut parts, body) = req.into_parts();
        let tenant = match Authorized::from_request_parts(&mut parts, s).await {
            Ok(Authorized(t)) => t,
            Err(e) => {
                let deadline = tokio::time::Instant::now() + s.cfg.body_timeout;
                drain(body.into_data_stream(), drain_cap(&s.cfg), 0, deadline).await;
                return Err(e);
            }
        };
        let endpoint = *parts.extensions.get::<Endpoint>().expect("every POST route names its endpoint");
        let bytes = read_body(body, &parts.headers, &s.cfg).await?;
        // read whole first, so that a client that sends before it reads sees the 503
        let oracle = s.ready()?;
        let shape = shape_of(&parts.headers, &bytes)?;
        let values = parse_values(&bytes, shape, s.cfg.maxima.depth)?;
        let invalid = ApiError::Invalid;
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
        let items = values
            .into_iter()
            .enumerate()
            .map(|(i, v)| {
                parse_item(s, oracle, endpoint, v).map_err(|e| {
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
                })
            })
            .collect::<Result<_, _>>()?;
        Ok(Items { tenant, shape, items })
    }
}

/// The body's requests as JSON values: UTF-8, nested at most `depth` deep, one value, a list or
/// NDJSON lines (400 `bad_json` otherwise).
fn parse_values(bytes: &[u8], shape: Shape, depth: usize) -> Result<Vec<serde_json::Value>, ApiError> {
    let bad_json = ApiError::BadJson;
    if std::str::from_utf8(bytes).is_err() {
        return Err(bad_json("the body is not valid UTF-8: send UTF-8 JSON".into()));
    }
    if nesting_exceeds(bytes, depth) {
        return Err(bad_json(format!(
            "the JSON nests deeper than this server's {depth} levels: flatten it (`id` can be a string)"
        )));
    }
    Ok(match shape {
        Shape::One => {
            vec![serde_json::from_slice(bytes).map_err(|e| bad_json(format!("malformed JSON: {e}")))?]
        }
        Shape::List => serde_json::from_slice(bytes).map_err(|e| bad_json(format!("malformed JSON: {e}")))?,
        Shape::Ndjson => bytes
            .split(|&b| b == b'\n')
            .enumerate()
            .filter(|(_, l)| !l.iter().all(u8::is_ascii_whitespace))
            .map(|(i, l)| {
                serde_json::from_slice(l)
                    .map_err(|e| bad_json(format!("line {}: malformed JSON: {e}", i + 1)))
            })
            .collect::<Result<_, _>>()?,
    })
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

fn shape_of(headers: &HeaderMap, body: &[u8]) -> Result<Shape, ApiError> {
    let ct = headers.get(header::CONTENT_TYPE).and_then(|v| v.to_str().ok()).unwrap_or("");
    let mime = ct.split(';').next().unwrap_or("").trim().to_ascii_lowercase();
    match mime.as_str() {
        "application/json" => {
            let first = body.iter().find(|b| !b.is_ascii_whitespace());
            Ok(if first == Some(&b'[') { Shape::List } else { Shape::One })
        }
        "application/x-ndjson" | "application/jsonl" => Ok(Shape::Ndjson),
        _ => Err(ApiError::UnsupportedMediaType(ct.to_string())),
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
    if l.suite_fuel == Some(0) {
        // 0 is no suite budget (`core::limits::suite_budget`), which no maximum allows
        return Err(format!(
            "limits.suite_fuel 0 means no suite budget, above this server's maximum {} (give a budget of \
             at most that, or omit it for the default)",
            m.suite_fuel
        ));
    }
    over("suite_fuel", l.suite_fuel, m.suite_fuel)?;
    over("memory_mib", l.memory_mib, m.memory_mib)?;
    over("output_bytes", l.output_bytes, m.output_bytes)
}

/// One item of a request body → an [`Item`], or why not (422).
fn parse_item(
    s: &AppState,
    oracle: &Oracle,
    endpoint: Endpoint,
    v: serde_json::Value,
) -> Result<Item, String> {
    let m = &s.cfg.maxima;
    let kind = match endpoint {
        Endpoint::V1(k) => k,
        Endpoint::RunCode => {
            let r: sandbox_fusion::RunCodeRequest = serde_json::from_value(v).map_err(|e| e.to_string())?;
            return Ok(match sandbox_fusion::to_program(&r, m.fuel, m.memory_mib) {
                Ok(p) => {
                    let limits = oracle.resolve_limits(&p.limits)?;
                    Item::Run(ApiRequest::Program(p), limits)
                }
                Err(refused) => Item::Answered(serde_json::to_vec(&refused).expect("serialises")),
            });
        }
    };
    let at_most = |n: usize, max: usize, what: &str, per: &str| {
        if n > max {
            return Err(format!("{n} {what}: this server takes at most {max} per {per} (split it)"));
        }
        Ok(())
    };
    let (req, limits) = match kind {
        Kind::Suite => {
            let r: SuiteRequest = serde_json::from_value(v).map_err(|e| e.to_string())?;
            at_most(r.tests.len(), m.tests, "tests", "suite")?;
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
            at_most(r.cases.len(), m.cases, "cases", "request")?;
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
            at_most(r.calls.len(), m.cases, "calls", "request")?;
            let l = r.limits.clone();
            (ApiRequest::Calls(r), l)
        }
    };
    check_limits(m, &limits)?;
    let limits = oracle.resolve_limits(&limits)?;
    Ok(Item::Run(req, limits))
}

fn drain_cap(cfg: &ServeConfig) -> usize {
    cfg.maxima.body_bytes.saturating_mul(4).max(MIN_DRAIN_BYTES)
}

/// The rest of a request body to drain after a 408 (see [`drain`]).
pub struct Linger {
    pub stream: axum::body::BodyDataStream,
    pub seen: usize,
    pub cap: usize,
    pub deadline: tokio::time::Instant,
}

impl std::fmt::Debug for Linger {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Linger").field("seen", &self.seen).field("cap", &self.cap).finish()
    }
}

/// Read and discard the rest of a body, up to `cap` bytes in all (`seen` already read), until
/// `deadline`.
pub async fn drain(
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
        return Err(ApiError::TooLarge { max_body });
    }
    let mut buf = Vec::with_capacity(declared.unwrap_or(0));
    loop {
        match tokio::time::timeout_at(deadline, stream.next()).await {
            Err(_) => {
                // one more body timeout for a client still sending to finish and read the 408
                let deadline = tokio::time::Instant::now() + cfg.body_timeout;
                let rest = Box::new(Linger { stream, seen: buf.len(), cap, deadline });
                return Err(ApiError::Timeout { after: cfg.body_timeout, rest });
            }
            Ok(None) => return Ok(Bytes::from(buf)),
            Ok(Some(Err(e))) => return Err(ApiError::BadBody(e.to_string())),
            Ok(Some(Ok(chunk))) => {
                if buf.len() + chunk.len() > max_body {
                    let seen = buf.len() + chunk.len();
                    drop(buf);
                    drain(stream, cap, seen, deadline).await;
                    return Err(ApiError::TooLarge { max_body });
                }
                buf.extend_from_slice(&chunk);
            }
        }
    }
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
