# domain: state_machines
# function: http_chunked_body_decoder
# query: Decode raw, an HTTP/1.1 body sent with chunked transfer encoding: each chunk is a
#   hexadecimal size line (optionally followed by ";extensions") ending in CRLF, then that many
#   characters and CRLF, and a chunk of size 0 ends the body. Return the joined body text;
#   raise ValueError for a bad or negative size, chunk data not followed by CRLF, or a missing
#   final zero-size chunk.

def http_chunked_body_decoder(raw):
    body = []
    pos = 0
    while True:
        line_end = raw.find("\r\n", pos)
        if line_end == -1:
            raise ValueError("missing chunk size line")
        size_text = raw[pos:line_end].split(";")[0].strip()
        try:
            size = int(size_text, 16)
        except ValueError:
            raise ValueError("bad chunk size") from None
        if size < 0:
            raise ValueError("negative chunk size")
        pos = line_end + 2
        if size == 0:
            return "".join(body)
        chunk = raw[pos:pos + size]
        if raw[pos + size:pos + size + 2] != "\r\n":
            raise ValueError("chunk data not terminated by CRLF")
        body.append(chunk)
        pos += size + 2

# --- tests ---
import pytest

assert http_chunked_body_decoder("0\r\n\r\n") == ""
assert http_chunked_body_decoder("5\r\nhello\r\n0\r\n\r\n") == "hello"
assert http_chunked_body_decoder("3\r\nabc\r\n1\r\nd\r\n0\r\n\r\n") == "abcd"
assert http_chunked_body_decoder("10\r\nabcdefghijklmnop\r\n0\r\n\r\n") == "abcdefghijklmnop"
assert http_chunked_body_decoder("4;name=x\r\nWiki\r\n0\r\n") == "Wiki"
assert http_chunked_body_decoder("2\r\n\r\n\r\n1\r\nz\r\n0\r\n") == "\r\nz"
with pytest.raises(ValueError):
    http_chunked_body_decoder("3\r\nabcd\r\n0\r\n\r\n")
with pytest.raises(ValueError):
    http_chunked_body_decoder("zz\r\nab\r\n0\r\n")
with pytest.raises(ValueError):
    http_chunked_body_decoder("3\r\nabc\r\n00")
with pytest.raises(ValueError):
    http_chunked_body_decoder("-2\r\n0\r\n\r\n")

# --- implementation 2: peel one size line at a time with str.partition ---
def http_chunked_body_decoder(raw):
    rest = raw
    parts = []
    while True:
        line, crlf, rest = rest.partition("\r\n")
        if not crlf:
            raise ValueError("no size line")
        size_field = line.split(";", 1)[0].strip()
        try:
            size = int(size_field, 16)
        except ValueError:
            raise ValueError("invalid chunk size %r" % size_field) from None
        if size < 0:
            raise ValueError("negative chunk size")
        if size == 0:
            return "".join(parts)
        data, trailer, rest = rest[:size], rest[size:size + 2], rest[size + 2:]
        if trailer != "\r\n":
            raise ValueError("chunk without CRLF")
        parts.append(data)

# --- implementation 3: match each size line with a regular expression at the read position ---
import re

SIZE_LINE = re.compile(r"([^;\r\n]*)[^\r\n]*\r\n")


def http_chunked_body_decoder(raw):
    decoded = ""
    pos = 0
    while True:
        m = SIZE_LINE.match(raw, pos)
        if not m:
            raise ValueError("bad or missing chunk size at %d" % pos)
        try:
            size = int(m.group(1), 16)
        except ValueError:
            raise ValueError("bad chunk size %r" % m.group(1)) from None
        if size < 0:
            raise ValueError("negative chunk size")
        pos = m.end()
        if size == 0:
            return decoded
        if not raw.startswith("\r\n", pos + size):
            raise ValueError("chunk data not followed by CRLF")
        decoded += raw[pos:pos + size]
        pos += size + 2

# --- inputs ---
def random_input(rng):
    out = ""
    for _ in range(rng.randint(0, 3)):
        data = "".join(rng.choice(["a", "b", "\r\n", "Z"]) for _ in range(rng.randint(1, 18)))
        size = len(data) + (rng.choice([-1, 1]) if rng.random() < 0.1 else 0)
        head = rng.choice(["%x", "%X", "%02x", " %x ", "%x "]) % size
        if rng.random() < 0.2:
            head += ";name=x"
        out += head + "\r\n" + data + "\r\n"
    r = rng.random()
    if r < 0.8:
        out += "0\r\n" + rng.choice(["", "\r\n"])
    elif r < 0.9:
        out += rng.choice(["-2\r\n", "zz\r\n", "00"])
    return (out,)
