# domain: validation
# function: is_valid_http_url_simple
# query: Check a URL with simple rules: scheme "http://" or "https://" (lowercase), then a non-empty
#   host of letters, digits, dots and hyphens containing at least one dot and not starting or ending
#   with a dot, an optional ":port" of 1-5 digits, and optionally a path starting with "/". Returns a bool.

def is_valid_http_url_simple(url):
    if url.startswith("http://"):
        rest = url[7:]
    elif url.startswith("https://"):
        rest = url[8:]
    else:
        return False
    authority = rest.split("/", 1)[0]
    host, colon, port = authority.partition(":")
    if colon and (not port.isdigit() or len(port) > 5):
        return False
    if host == "" or "." not in host or host[0] == "." or host[-1] == ".":
        return False
    for ch in host:
        if not (ch.isascii() and (ch.isalnum() or ch in ".-")):
            return False
    return True

# --- tests ---
import pytest

assert is_valid_http_url_simple("http://e.co") is True
assert is_valid_http_url_simple("https://sub.example.org/path?q=1") is True
assert is_valid_http_url_simple("http://localhost:8080/") is False
assert is_valid_http_url_simple("http://example.com:65535/x") is True
assert is_valid_http_url_simple("http://example.com:123456") is False
assert is_valid_http_url_simple("http://example.com:") is False
assert is_valid_http_url_simple("ftp://example.com") is False
assert is_valid_http_url_simple("https://.example.com") is False
assert is_valid_http_url_simple("https://example.com.") is False
assert is_valid_http_url_simple("https://exa_mple.com") is False
