# domain: data_transformation
# function: snake_case_keys_to_camel
# query: Convert all dict keys in obj, a nested structure of dicts and lists, from snake_case to
#   camelCase at any depth, e.g. "user_id" -> "userId"; leading underscores and repeated
#   underscores produce no empty parts, and values are left unchanged.

def snake_case_keys_to_camel(obj):
    if isinstance(obj, list):
        return [snake_case_keys_to_camel(v) for v in obj]
    if not isinstance(obj, dict):
        return obj
    result = {}
    for key, value in obj.items():
        parts = [p for p in key.split("_") if p]
        if parts:
            new_key = parts[0] + "".join(p[0].upper() + p[1:] for p in parts[1:])
        else:
            new_key = key
        result[new_key] = snake_case_keys_to_camel(value)
    return result

# --- tests ---
import pytest

assert snake_case_keys_to_camel({}) == {}
assert snake_case_keys_to_camel({"user_id": 1}) == {"userId": 1}
assert snake_case_keys_to_camel({"a": {"first_name": "x_y"}}) == {"a": {"firstName": "x_y"}}
assert snake_case_keys_to_camel([{"a_b_c": 1}]) == [{"aBC": 1}]
assert snake_case_keys_to_camel({"_private__key": 2}) == {"privateKey": 2}
assert snake_case_keys_to_camel({"_": 3}) == {"_": 3}
assert snake_case_keys_to_camel({"list_val": [{"inner_key": 0}]}) == {"listVal": [{"innerKey": 0}]}
assert snake_case_keys_to_camel("plain") == "plain"
