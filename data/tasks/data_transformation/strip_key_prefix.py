# domain: data_transformation
# function: strip_key_prefix
# query: From a dict data, keep only the entries whose key starts with the given non-empty prefix
#   and return them with the prefix removed, e.g. environment-style settings "APP_HOST" ->
#   "HOST". Raise ValueError for an empty prefix (message containing 'empty') or if stripping would
#   produce an empty key.

def strip_key_prefix(data, prefix):
    if prefix == "":
        raise ValueError("prefix must not be empty")
    result = {}
    for key, value in data.items():
        if not key.startswith(prefix):
            continue
        stripped = key[len(prefix):]
        if stripped == "":
            raise ValueError("key equals prefix")
        result[stripped] = value
    return result

# --- tests ---
import pytest

assert strip_key_prefix({}, "APP_") == {}
assert strip_key_prefix({"APP_HOST": "h", "APP_PORT": 80, "OTHER": 1}, "APP_") == {"HOST": "h", "PORT": 80}
assert strip_key_prefix({"X": 1}, "APP_") == {}
assert strip_key_prefix({"aab": 1}, "a") == {"ab": 1}
assert strip_key_prefix({"app_x": 1}, "APP_") == {}
with pytest.raises(ValueError, match="empty"):
    strip_key_prefix({"a": 1}, "")
with pytest.raises(ValueError):
    strip_key_prefix({"APP_": 1}, "APP_")

# --- implementation 2: a comprehension, then a check for the empty key ---
def strip_key_prefix(data, prefix):
    if not prefix:
        raise ValueError("empty prefix")
    selected = {k[len(prefix):]: v for k, v in data.items() if k.startswith(prefix)}
    if "" in selected:
        raise ValueError("a key equals the prefix")
    return selected

# --- implementation 3: str.partition, keeping keys where the prefix is found at position 0 ---
def strip_key_prefix(data, prefix):
    if prefix == "":
        raise ValueError("the prefix is empty")
    result = {}
    for key in data:
        head, found, tail = key.partition(prefix)
        if found and not head:
            if not tail:
                raise ValueError("stripping %r leaves an empty key" % key)
            result[tail] = data[key]
    return result

# --- inputs ---
def random_input(rng):
    keys = rng.sample(["APP_HOST", "APP_PORT", "OTHER", "app_x", "APP_", "aab", "a", "XAPP_Y"], rng.randint(0, 4))
    data = {k: i for i, k in enumerate(keys)}
    return (data, rng.choice(["APP_", "a", "", "X", "APP"]))
