# domain: state_machines
# function: http_request_line_parser
# query: Parse an HTTP/1.x request head given as a list of lines: first the request line "METHOD PATH
#   VERSION", then "Name: value" header lines until an empty line. Return (method, path, headers) with
#   lower-cased header names. Raise ValueError on a malformed request line, a header without ":" or a
#   missing terminating empty line.

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
