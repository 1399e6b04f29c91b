//! A minimal blocking HTTP/1.1 client with keep-alive, for `bench serve` (and anything that needs
//! to talk to the service from a plain thread). Hand-written on purpose: the benchmark measures the
//! server, so the client must cost next to nothing and add no runtime of its own; it understands
//! exactly what the service sends (Content-Length or chunked bodies).

use anyhow::{bail, Context, Result};
use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::time::Duration;

pub struct Connection {
    addr: String,
    reader: BufReader<TcpStream>,
}

/// Status and body of one answer.
pub struct Answer {
    pub status: u16,
    pub body: Vec<u8>,
}

impl Connection {
    pub fn open(addr: &str) -> Result<Connection> {
        let stream = TcpStream::connect(addr).with_context(|| format!("cannot connect to {addr}"))?;
        stream.set_nodelay(true)?;
        stream.set_read_timeout(Some(Duration::from_secs(600)))?;
        Ok(Connection { addr: addr.to_string(), reader: BufReader::new(stream) })
    }

    /// POST `body` as JSON to `path` (reconnecting once if the server closed the connection).
    pub fn post_json(&mut self, path: &str, body: &[u8]) -> Result<Answer> {
        match self.send(path, body) {
            Ok(a) => Ok(a),
            Err(_) => {
                *self = Connection::open(&self.addr.clone())?;
                self.send(path, body)
            }
        }
    }

    fn send(&mut self, path: &str, body: &[u8]) -> Result<Answer> {
        let head = format!(
            "POST {path} HTTP/1.1\r\nHost: {}\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n",
            self.addr,
            body.len()
        );
        let s = self.reader.get_mut();
        s.write_all(head.as_bytes())?;
        s.write_all(body)?;
        let mut line = String::new();
        if self.reader.read_line(&mut line)? == 0 {
            bail!("connection closed");
        }
        let status: u16 = line.split(' ').nth(1).and_then(|s| s.parse().ok()).context("bad status line")?;
        let (mut length, mut chunked, mut close) = (None, false, false);
        loop {
            line.clear();
            self.reader.read_line(&mut line)?;
            let l = line.trim_end();
            if l.is_empty() {
                break;
            }
            if let Some((k, v)) = l.split_once(':') {
                let (k, v) = (k.trim().to_ascii_lowercase(), v.trim());
                match k.as_str() {
                    "content-length" => length = v.parse::<usize>().ok(),
                    "transfer-encoding" => chunked = v.eq_ignore_ascii_case("chunked"),
                    "connection" => close = v.eq_ignore_ascii_case("close"),
                    _ => {}
                }
            }
        }
        let mut body = Vec::new();
        if chunked {
            loop {
                line.clear();
                self.reader.read_line(&mut line)?;
                let size = usize::from_str_radix(line.trim(), 16).context("bad chunk size")?;
                let mut chunk = vec![0; size + 2];
                self.reader.read_exact(&mut chunk)?;
                if size == 0 {
                    break;
                }
                body.extend_from_slice(&chunk[..size]);
            }
        } else if let Some(n) = length {
            body.resize(n, 0);
            self.reader.read_exact(&mut body)?;
        } else {
            self.reader.read_to_end(&mut body)?;
            close = true;
        }
        if close {
            *self = Connection::open(&self.addr.clone())?;
        }
        Ok(Answer { status, body })
    }
}
