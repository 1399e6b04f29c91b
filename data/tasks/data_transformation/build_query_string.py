# domain: data_transformation
# function: build_query_string
# query: Serialize a dict of params into a URL query string with keys in sorted order; list values
#   produce one key=value pair per element, None values are skipped, keys and values are
#   written with str() and not URL-encoded (False gives "False"), and the empty dict gives "".

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

# --- implementation 2: wrap scalars in a one-item list and expand every list ---
def build_query_string(params):
    pairs = []
    for key in sorted(params):
        value = params[key]
        if value is None:
            continue
        items = value if isinstance(value, list) else [value]
        pairs.extend(f"{key}={item}" for item in items)
    return "&".join(pairs)

# --- implementation 3: a generator of (key, value) pairs joined at the end ---
def _query_pairs(params):
    for key, value in sorted(params.items()):
        if isinstance(value, list):
            for item in value:
                yield key, item
        elif value is not None:
            yield key, value


def build_query_string(params):
    return "&".join("=".join(map(str, pair)) for pair in _query_pairs(params))

# --- inputs ---
def random_input(rng):
    params = {}
    for key in rng.sample(["a", "b", "q", "t", "zz"], rng.randint(0, 4)):
        params[key] = rng.choice([None, 0, 7, "", "x", False, [], ["x", "y"], [1, 2, 3]])
    return (params,)
