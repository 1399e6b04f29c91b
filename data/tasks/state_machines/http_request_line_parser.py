# domain: state_machines
# function: http_request_line_parser
# query: Parse an HTTP/1.x request head given as a list of lines: first the request line "METHOD PATH
#   VERSION" (exactly three parts separated by single spaces, the version starting with "HTTP/"),
#   then "Name: value" header lines until an empty line; lines after it are ignored. Return (method,
#   path, headers) where headers is a dict of lower-cased header names to values, both stripped of
#   surrounding whitespace and split at the first ":" (a repeated name keeps its last value). Raise
#   ValueError on a malformed request line, a header without ":" or a missing terminating empty line.

def http_request_line_parser(lines):
    state = "request"
    method = path = None
    headers = {}
    for line in lines:
        if state == "request":
            parts = line.split(" ")
            if len(parts) != 3 or not parts[2].startswith("HTTP/"):
                raise ValueError("bad request line")
            method, path = parts[0], parts[1]
            state = "headers"
        elif state == "headers":
            if line == "":
                state = "done"
                break
            name, sep, value = line.partition(":")
            if not sep:
                raise ValueError("bad header")
            headers[name.strip().lower()] = value.strip()
    if state != "done":
        raise ValueError("incomplete head")
    return method, path, headers

# --- tests ---
import pytest

assert http_request_line_parser(["GET / HTTP/1.1", ""]) == ("GET", "/", {})
assert http_request_line_parser(["POST /a HTTP/1.0", "Host: x.org", "Content-Length:  5", ""]) == ("POST", "/a", {"host": "x.org", "content-length": "5"})
assert http_request_line_parser(["GET /t HTTP/1.1", "X-A: 1:2", "", "body: no"]) == ("GET", "/t", {"x-a": "1:2"})
with pytest.raises(ValueError):
    http_request_line_parser([])
with pytest.raises(ValueError):
    http_request_line_parser(["GET / HTTP/1.1"])
with pytest.raises(ValueError):
    http_request_line_parser(["GET / FTP/1.1", ""])
with pytest.raises(ValueError):
    http_request_line_parser(["GET /", ""])
with pytest.raises(ValueError):
    http_request_line_parser(["GET / HTTP/1.1", "NoColon", ""])

# --- implementation 2: locate the blank line first, then parse the request line and the headers before it ---
def http_request_line_parser(lines):
    if "" not in lines[1:]:
        raise ValueError("head is not terminated by an empty line")
    end = lines.index("", 1)
    request = lines[0].split(" ")
    if len(request) != 3 or request[2][:5] != "HTTP/":
        raise ValueError("malformed request line %r" % lines[0])
    headers = {}
    for line in lines[1:end]:
        if ":" not in line:
            raise ValueError("header without ':' %r" % line)
        name, value = line.split(":", 1)
        headers[name.strip().lower()] = value.strip()
    return request[0], request[1], headers

# --- implementation 3: an iterator over the lines, header lines read until the blank one ---
def http_request_line_parser(lines):
    it = iter(lines)
    first = next(it, None)
    if first is None or first.count(" ") != 2 or not first.split(" ")[2].startswith("HTTP/"):
        raise ValueError("bad request line")
    method, path, _ = first.split(" ")
    headers = {}
    for line in it:
        if not line:
            return method, path, headers
        if ":" not in line:
            raise ValueError("bad header line")
        colon = line.index(":")
        headers[line[:colon].strip().lower()] = line[colon + 1:].strip()
    raise ValueError("missing empty line")

# --- inputs ---
def random_input(rng):
    lines = []
    r = rng.random()
    if r < 0.85:
        lines.append(rng.choice(["GET / HTTP/1.1", "POST /a HTTP/1.0", "GET /t HTTP/1.1"]))
    elif r < 0.97:
        lines.append(rng.choice(["GET / FTP/1.1", "GET /", "GET  / HTTP/1.1", ""]))
    for _ in range(rng.randint(0, 4)):
        if rng.random() < 0.04:
            lines.append("NoColon")
        else:
            lines.append(rng.choice(["Host: x.org", "Content-Length:  5", "X-A: 1:2", " Accept :text", "host: y", "K:"]))
    if rng.random() < 0.9:
        lines.append("")
        if rng.random() < 0.3:
            lines.append(rng.choice(["body: no", "junk"]))
    return (lines,)
