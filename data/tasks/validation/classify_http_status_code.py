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

# --- implementation 2: ordered table of (upper bound, name) ---
def classify_http_status_code(code):
    if type(code) is not int:
        raise TypeError("expected an int, got %s" % type(code).__name__)
    if not 100 <= code <= 599:
        raise ValueError(code)
    for limit, name in ((200, "informational"), (300, "success"), (400, "redirect"),
                        (500, "client_error"), (600, "server_error")):
        if code < limit:
            return name

# --- implementation 3: dict keyed by the leading digit of the code ---
def classify_http_status_code(code):
    if not isinstance(code, int) or isinstance(code, bool):
        raise TypeError("status code must be int")
    classes = {"1": "informational", "2": "success", "3": "redirect", "4": "client_error",
               "5": "server_error"}
    text = str(code)
    if len(text) != 3 or text[0] not in classes:
        raise ValueError("unknown status class")
    return classes[text[0]]

# --- implementation 4: bisect the code into the class boundaries ---
from bisect import bisect_right


def classify_http_status_code(code):
    if isinstance(code, bool) or not isinstance(code, int):
        raise TypeError("int expected")
    if code < 100 or code >= 600:
        raise ValueError("status code outside 100-599")
    classes = ("informational", "success", "redirect", "client_error", "server_error")
    return classes[bisect_right([200, 300, 400, 500], code)]

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.1:
        return (rng.choice([True, False, 200.0, "200", None]),)
    if r < 0.25:
        return (rng.choice([99, 600, 0, -200, 1000, 42]),)
    return (rng.choice([100, 199, 200, 299, 300, 399, 400, 499, 500, 599, rng.randint(100, 599)]),)
