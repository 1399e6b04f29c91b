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
