# domain: data_transformation
# function: mask_sensitive_fields
# query: Return a copy of obj, a nested dict/list structure, in which the values of keys named in
#   sensitive, a set of field names compared case-insensitively, are replaced by "***" at any
#   depth; other values are copied.

def mask_sensitive_fields(obj, sensitive):
    lowered = {name.lower() for name in sensitive}
    if isinstance(obj, list):
        return [mask_sensitive_fields(item, sensitive) for item in obj]
    if not isinstance(obj, dict):
        return obj
    result = {}
    for key, value in obj.items():
        if isinstance(key, str) and key.lower() in lowered:
            result[key] = "***"
        else:
            result[key] = mask_sensitive_fields(value, sensitive)
    return result

# --- tests ---
import pytest

assert mask_sensitive_fields({}, {"password"}) == {}
assert mask_sensitive_fields({"user": "a", "password": "x"}, {"password"}) == {"user": "a", "password": "***"}
assert mask_sensitive_fields({"Password": "x"}, {"password"}) == {"Password": "***"}
assert mask_sensitive_fields({"auth": {"token": "t", "ok": 1}}, {"TOKEN"}) == {"auth": {"token": "***", "ok": 1}}
assert mask_sensitive_fields([{"secret": 1}, 2], {"secret"}) == [{"secret": "***"}, 2]
assert mask_sensitive_fields({"secret": {"inner": 1}}, {"secret"}) == {"secret": "***"}
assert mask_sensitive_fields({1: "x", "a": None}, {"a"}) == {1: "x", "a": "***"}
assert mask_sensitive_fields({"a": 1}, set()) == {"a": 1}
