# domain: data_transformation
# function: build_query_string
# query: Serialize a dict of params into a URL query string with keys in sorted order; list values
#   produce one key=value pair per element, None values are skipped, and the empty dict gives
#   "".

def build_query_string(params):
    parts = []
    keys = sorted(params)
    for i in range(len(keys)):
        key = keys[i]
        value = params[key]
        if value is None:
            continue
        if isinstance(value, list):
            for item in value:
                parts.append("%s=%s" % (key, item))
        else:
            parts.append("%s=%s" % (key, value))
    return "&".join(parts)

# --- tests ---
import pytest

assert build_query_string({}) == ""
assert build_query_string({"a": 1}) == "a=1"
assert build_query_string({"b": 2, "a": 1}) == "a=1&b=2"
assert build_query_string({"t": ["x", "y"], "a": 0}) == "a=0&t=x&t=y"
assert build_query_string({"a": None, "b": "z"}) == "b=z"
assert build_query_string({"a": []}) == ""
assert build_query_string({"q": "", "p": False}) == "p=False&q="
