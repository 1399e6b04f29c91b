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

# --- implementation 2: one regular expression for scheme, host, port and path ---
import re

URL = re.compile(r"https?://([A-Za-z0-9-][A-Za-z0-9.-]*)(?::[0-9]{1,5})?(?:/.*)?", re.S)


def is_valid_http_url_simple(url):
    m = URL.fullmatch(url)
    if m is None:
        return False
    host = m.group(1)
    return "." in host and not host.endswith(".")

# --- implementation 3: partition on "://", "/" and ":" with character sets ---
import string

HOST_CHARS = set(string.ascii_letters + string.digits + ".-")


def is_valid_http_url_simple(url):
    scheme, sep, rest = url.partition("://")
    if sep == "" or scheme not in ("http", "https"):
        return False
    authority = rest.partition("/")[0]
    host, has_port, port = authority.partition(":")
    if has_port and not (1 <= len(port) <= 5 and all(c in string.digits for c in port)):
        return False
    if not host or not set(host) <= HOST_CHARS or "." not in host.strip("."):
        return False
    return host.strip(".") == host

# --- inputs ---
def random_input(rng):
    scheme = rng.choice(["http://", "https://", "ftp://", "HTTP://", "http:/", ""])
    host = rng.choice(["e.co", "sub.example.org", "localhost", ".example.com", "example.com.", "exa_mple.com",
                       "a-b.c", "", "a..b", "-a.b"])
    port = rng.choice(["", "", ":8080", ":65535", ":123456", ":", ":x1"])
    path = rng.choice(["", "", "/", "/path?q=1", "?q", "/a:b"])
    return (scheme + host + port + path,)
