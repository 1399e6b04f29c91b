//! A minimal blocking HTTP/1.1 client with keep-alive: the one client of the service, used by
//! `bench serve`, `bench rl-step` and the integration tests. Hand-written on purpose: the
//! benchmark measures the server, so the client must cost next to nothing and add no runtime of
//! its own; it understands exactly what the service sends (Content-Length or chunked bodies).
//! [`read_answer`] parses an answer from any reader, for tests that write bytes no client would.

use anyhow::{bail, Context, Result};
use std::io::{BufRead, BufReader, Write};
use std::net::TcpStream;
use std::time::Duration;

/// A connection to one server, opened on first use and again after the server closed it.
pub struct Connection {
    addr: String,
    reader: Option<BufReader<TcpStream>>,
}

/// Status, headers and body of one answer.
#[derive(Debug)]
pub struct Answer {
    pub status: u16,
    pub headers: Vec<(String, String)>,
    pub body: Vec<u8>,
}

impl Answer {
    /// The first header called `name` (any case).
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers.iter().find(|(k, _)| k.eq_ignore_ascii_case(name)).map(|(_, v)| v.as_str())
    }
}

/// A connected stream with the reads the client makes (600 s timeout, no Nagle delay).
pub fn connect(addr: &str) -> Result<TcpStream> {
    let stream = TcpStream::connect(addr).with_context(|| format!("cannot connect to {addr}"))?;
    stream.set_nodelay(true)?;
    stream.set_read_timeout(Some(Duration::from_secs(600)))?;
    Ok(stream)
}

impl Connection {
    pub fn open(addr: &str) -> Result<Connection> {
        Ok(Connection { addr: addr.to_string(), reader: Some(BufReader::new(connect(addr)?)) })
    }

    /// POST `body` as JSON to `path` (reconnecting once if the server closed the connection).
    pub fn post_json(&mut self, path: &str, body: &[u8]) -> Result<Answer> {
        let headers = [("Content-Type", "application/json")];
        match self.request("POST", path, &headers, body) {
            Ok(a) => Ok(a),
            Err(_) => {
                self.reader = None;
                self.request("POST", path, &headers, body)
            }
        }
    }

    /// One request with `headers` (and `Content-Length`); the answer read whole.
    pub fn request(
        &mut self,
        method: &str,
        path: &str,
        headers: &[(&str, &str)],
        body: &[u8],
    ) -> Result<Answer> {
        let reader = match &mut self.reader {
            Some(r) => r,
            None => self.reader.insert(BufReader::new(connect(&self.addr)?)),
        };
        let mut head = format!("{method} {path} HTTP/1.1\r\nHost: {}\r\n", self.addr);
        for (k, v) in headers {
            head.push_str(&format!("{k}: {v}\r\n"));
        }
        head.push_str(&format!("Content-Length: {}\r\n\r\n", body.len()));
        // one write (one segment on loopback, as Python's http.client sends a bytes body): the
        // server is woken once per request, not once for the head and again for the body
        let mut message = head.into_bytes();
        message.extend_from_slice(body);
        reader.get_mut().write_all(&message)?;
        let answer = read_answer(reader);
        let closed = match &answer {
            Ok(a) => a.header("connection").is_some_and(|c| c.eq_ignore_ascii_case("close")) || !delimited(a),
            Err(_) => true,
        };
        if closed {
            self.reader = None;
        }
        answer
    }
}

/// Wait until the server at `addr` says it is ready (`GET /readyz` answers 200), at most
/// `timeout`: a server started on an empty cache directory answers `503 starting` while it
/// compiles the guest. The error says what the server last answered.
pub fn wait_ready(addr: &str, timeout: Duration) -> Result<()> {
    let deadline = std::time::Instant::now() + timeout;
    loop {
        let last = Connection::open(addr).and_then(|mut c| c.request("GET", "/readyz", &[], b""));
        match &last {
            Ok(a) if a.status == 200 => return Ok(()),
            _ if std::time::Instant::now() >= deadline => {
                let what = match last {
                    Ok(a) => format!("{} {}", a.status, String::from_utf8_lossy(&a.body)),
                    Err(e) => format!("{e:#}"),
                };
                bail!("{addr} was not ready within {timeout:?} (last answer: {what})");
            }
            _ => std::thread::sleep(Duration::from_millis(50)),
        }
    }
}

/// Whether the answer's end was marked (a length or chunks), so the connection can carry another.
fn delimited(a: &Answer) -> bool {
    a.header("content-length").is_some()
        || a.header("transfer-encoding").is_some_and(|t| t.eq_ignore_ascii_case("chunked"))
}

/// Read one HTTP/1.1 answer: the status line, the headers, and a body of `Content-Length` bytes,
/// chunked, or (neither) up to the end of the stream.
pub fn read_answer(reader: &mut impl BufRead) -> Result<Answer> {
    let mut line = String::new();
    if reader.read_line(&mut line)? == 0 {
        bail!("the server closed the connection before answering (is the address a running `execretrieval serve` or SandboxFusion endpoint? its log says why it dropped the request)");
    }
    let status: u16 = line.split(' ').nth(1).and_then(|s| s.parse().ok()).context("bad status line")?;
    let mut headers = Vec::new();
    loop {
        line.clear();
        reader.read_line(&mut line)?;
        let l = line.trim_end();
        if l.is_empty() {
            break;
        }
        if let Some((k, v)) = l.split_once(':') {
            headers.push((k.trim().to_string(), v.trim().to_string()));
        }
    }
    let mut answer = Answer { status, headers, body: Vec::new() };
    let length = answer.header("content-length").and_then(|v| v.parse::<usize>().ok());
    let chunked = answer.header("transfer-encoding").is_some_and(|t| t.eq_ignore_ascii_case("chunked"));
    if chunked {
        loop {
            line.clear();
            reader.read_line(&mut line)?;
            let size = usize::from_str_radix(line.trim(), 16).context("bad chunk size")?;
            let mut chunk = vec![0; size + 2];
            reader.read_exact(&mut chunk)?;
            if size == 0 {
                break;
            }
            answer.body.extend_from_slice(&chunk[..size]);
        }
    } else if let Some(n) = length {
        answer.body.resize(n, 0);
        reader.read_exact(&mut answer.body)?;
    } else {
        reader.read_to_end(&mut answer.body)?;
    }
    Ok(answer)
}
