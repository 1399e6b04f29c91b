# domain: validation
# function: classify_http_status_code
# query: Classify an HTTP status code int: return "informational" (100-199), "success" (200-299),
#   "redirect" (300-399), "client_error" (400-499) or "server_error" (500-599). Raise ValueError for
#   codes outside 100-599 and TypeError for non-int values (including bool).

def classify_http_status_code(code):
    if isinstance(code, bool) or not isinstance(code, int):
        raise TypeError("status code must be an int")
    if code < 100 or code > 599:
        raise ValueError("status code out of range")
    names = ["informational", "success", "redirect", "client_error", "server_error"]
    return names[code // 100 - 1]

# --- tests ---
import pytest

assert classify_http_status_code(100) == "informational"
assert classify_http_status_code(199) == "informational"
assert classify_http_status_code(200) == "success"
assert classify_http_status_code(404) == "client_error"
assert classify_http_status_code(599) == "server_error"
assert classify_http_status_code(302) == "redirect"
with pytest.raises(ValueError):
    classify_http_status_code(99)
with pytest.raises(ValueError):
    classify_http_status_code(600)
with pytest.raises(TypeError):
    classify_http_status_code(True)
with pytest.raises(TypeError):
    classify_http_status_code(200.0)
