//! Every refusal of the service as one [`ApiError`]: its status, its machine-readable `error`
//! code, a message that names the fix, and how the connection ends; one [`IntoResponse`] turns
//! it into the JSON answer ([`ErrorBody`]).

use crate::extract::{drain, Linger};
use crate::tenancy::Refusal;
use axum::body::{Body, Bytes};
use axum::http::{header, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use execretrieval_core::api::{Budget, ErrorBody};
use futures_util::StreamExt;
use std::time::Duration;

/// A refused request (the comment of each variant: status and `error` code).
#[derive(Debug)]
pub enum ApiError {
    /// 404 `not_found`.
    NotFound,
    /// 401 `unauthorized`: no `Authorization` header, or (`malformed`) not `Bearer <token>`.
    Unauthorized { malformed: bool },
    /// 403 `forbidden`: a token the server does not know.
    Forbidden,
    /// 413 `too_large`: the body is over `max_body` bytes.
    TooLarge { max_body: usize },
    /// 408 `timeout`: the body did not arrive within `after`; `rest` is read and thrown away
    /// while the answer is sent, so that a client still sending sees it instead of a broken pipe.
    Timeout { after: Duration, rest: Box<Linger> },
    /// 400 `bad_body`: the body could not be read.
    BadBody(String),
    /// 415 `unsupported_media_type`: the `Content-Type` sent.
    UnsupportedMediaType(String),
    /// 400 `bad_json`.
    BadJson(String),
    /// 422 `invalid_request`.
    Invalid(String),
    /// 429 `over_concurrency`: the token's cap on requests at once.
    OverConcurrency(usize),
    /// 429 `over_budget`: the token's fuel budget is spent.
    OverBudget(Budget),
    /// 429 `queue_full`: the server's admission capacity.
    QueueFull(usize),
    /// 500 `sandbox_error`: the sandbox could not answer the item (a host fault, a worker
    /// panic); a fact about the server, never about the code.
    SandboxError(String),
    /// 503 `starting`: the sandbox is not ready yet (`secs` since the server started).
    Starting { secs: u64 },
}

/// A refusal's `error` code on its response, for the request metrics (`log_request`).
#[derive(Clone, Copy, Debug)]
pub struct Rejected(pub &'static str);

impl From<Refusal> for ApiError {
    fn from(r: Refusal) -> ApiError {
        match r {
            Refusal::Concurrency(c) => ApiError::OverConcurrency(c),
            Refusal::Budget(b) => ApiError::OverBudget(b),
        }
    }
}

impl ApiError {
    pub fn status(&self) -> StatusCode {
        match self {
            ApiError::NotFound => StatusCode::NOT_FOUND,
            ApiError::Unauthorized { .. } => StatusCode::UNAUTHORIZED,
            ApiError::Forbidden => StatusCode::FORBIDDEN,
            ApiError::TooLarge { .. } => StatusCode::PAYLOAD_TOO_LARGE,
            ApiError::Timeout { .. } => StatusCode::REQUEST_TIMEOUT,
            ApiError::BadBody(_) | ApiError::BadJson(_) => StatusCode::BAD_REQUEST,
            ApiError::UnsupportedMediaType(_) => StatusCode::UNSUPPORTED_MEDIA_TYPE,
            ApiError::Invalid(_) => StatusCode::UNPROCESSABLE_ENTITY,
            ApiError::OverConcurrency(_) | ApiError::OverBudget(_) | ApiError::QueueFull(_) => {
                StatusCode::TOO_MANY_REQUESTS
            }
            ApiError::SandboxError(_) => StatusCode::INTERNAL_SERVER_ERROR,
            ApiError::Starting { .. } => StatusCode::SERVICE_UNAVAILABLE,
        }
    }

    /// The machine-readable code ([`ErrorBody::error`]).
    pub fn code(&self) -> &'static str {
        match self {
            ApiError::NotFound => "not_found",
            ApiError::Unauthorized { .. } => "unauthorized",
            ApiError::Forbidden => "forbidden",
            ApiError::TooLarge { .. } => "too_large",
            ApiError::Timeout { .. } => "timeout",
            ApiError::BadBody(_) => "bad_body",
            ApiError::UnsupportedMediaType(_) => "unsupported_media_type",
            ApiError::BadJson(_) => "bad_json",
            ApiError::Invalid(_) => "invalid_request",
            ApiError::OverConcurrency(_) => "over_concurrency",
            ApiError::OverBudget(_) => "over_budget",
            ApiError::QueueFull(_) => "queue_full",
            ApiError::SandboxError(_) => "sandbox_error",
            ApiError::Starting { .. } => "starting",
        }
    }

    /// What was wrong and how to fix it.
    pub fn message(&self) -> String {
        match self {
            ApiError::NotFound => "no such endpoint: POST /v1/suites, /v1/programs, /v1/judge, /v1/calls, /run_code; GET \
                                   /healthz, /readyz, /livez, /metrics, /v1/schema"
                .into(),
            ApiError::Unauthorized { malformed: false } => {
                "this server needs a token: send `Authorization: Bearer <token>`".into()
            }
            ApiError::Unauthorized { malformed: true } => {
                "malformed Authorization header: send `Authorization: Bearer <token>`".into()
            }
            ApiError::Forbidden => {
                "unknown token: use a token listed (by its sha256) in the server's --tokens file".into()
            }
            ApiError::TooLarge { max_body } => {
                format!("the body is over this server's {max_body} bytes: split the batch or shorten the request")
            }
            ApiError::Timeout { after, .. } => {
                format!("the body did not arrive within {after:?}: send it at once")
            }
            ApiError::BadBody(e) => format!("the body could not be read ({e}): send it again"),
            ApiError::UnsupportedMediaType(ct) => format!(
                "Content-Type {ct:?} is not accepted: send `Content-Type: application/json` (one request or a \
                 list) or `application/x-ndjson` (one request per line)"
            ),
            ApiError::BadJson(m) | ApiError::Invalid(m) | ApiError::SandboxError(m) => {
                m.clone()
            }
            ApiError::Starting { secs } => format!(
                "the sandbox is starting ({secs} s so far; an empty cache directory compiles the guest first): \
                 retry after the Retry-After seconds, or wait until GET /readyz answers 200"
            ),
            ApiError::OverConcurrency(c) => {
                format!("this token already has {c} requests running: wait for one, or batch requests")
            }
            ApiError::OverBudget(b) => format!(
                "this token spent its fuel budget of {} per minute: retry after {} s",
                b.fuel_per_minute, b.retry_after_secs
            ),
            ApiError::QueueFull(capacity) => {
                format!("the server's queue ({capacity} requests) is full: retry after the Retry-After seconds")
            }
        }
    }

    /// Seconds for `Retry-After`.
    fn retry_after(&self) -> Option<u64> {
        match self {
            ApiError::OverConcurrency(_) | ApiError::QueueFull(_) => Some(1),
            ApiError::OverBudget(b) => Some(b.retry_after_secs),
            ApiError::Starting { .. } => Some(crate::STARTING_RETRY_AFTER_SECS),
            _ => None,
        }
    }

    /// Whether the answer closes the connection: the request body was not read to its end.
    fn closes(&self) -> bool {
        matches!(
            self,
            ApiError::Unauthorized { .. }
                | ApiError::Forbidden
                | ApiError::TooLarge { .. }
                | ApiError::Timeout { .. }
                | ApiError::BadBody(_)
        )
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let (status, code, retry_after, close) =
            (self.status(), self.code(), self.retry_after(), self.closes());
        let error = ErrorBody { error: code.into(), message: self.message(), budget: None };
        let (error, rest) = match self {
            ApiError::OverBudget(b) => (ErrorBody { budget: Some(b), ..error }, None),
            ApiError::Timeout { rest, .. } => (error, Some(rest)),
            _ => (error, None),
        };
        let json = serde_json::to_vec(&error).expect("wire types serialise");
        let body = match rest {
            None => Body::from(json),
            Some(l) => {
                // the answer first, then the end of the response once the request body is read
                let l = *l;
                let rest = futures_util::stream::once(drain(l.stream, l.cap, l.seen, l.deadline))
                    .filter_map(|()| async { None::<Result<Bytes, std::convert::Infallible>> });
                Body::from_stream(
                    futures_util::stream::once(async move { Ok(Bytes::from(json)) }).chain(rest),
                )
            }
        };
        let mut r = (status, body).into_response();
        r.headers_mut().insert(header::CONTENT_TYPE, HeaderValue::from_static("application/json"));
        if let Some(s) = retry_after {
            r.headers_mut().insert(header::RETRY_AFTER, HeaderValue::from(s));
        }
        if close {
            r.headers_mut().insert(header::CONNECTION, HeaderValue::from_static("close"));
        }
        r.extensions_mut().insert(Rejected(code));
        r
    }
}
