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

# --- implementation 2: a regex upper-cases the character after each run of underscores ---
import re


def _to_camel(key):
    core = key.strip("_")
    if not core:
        return key
    return re.sub(r"_+(.)", lambda m: m.group(1).upper(), core)


def snake_case_keys_to_camel(obj):
    if isinstance(obj, dict):
        return {_to_camel(k): snake_case_keys_to_camel(v) for k, v in obj.items()}
    if isinstance(obj, list):
        return [snake_case_keys_to_camel(v) for v in obj]
    return obj

# --- implementation 3: character loop with an upper-next flag ---
def _camel_key(key):
    out = []
    upper_next = False
    for ch in key:
        if ch == "_":
            upper_next = bool(out)
        elif upper_next:
            out.append(ch.upper())
            upper_next = False
        else:
            out.append(ch)
    return "".join(out) or key


def snake_case_keys_to_camel(obj):
    if type(obj) is list:
        return list(map(snake_case_keys_to_camel, obj))
    if type(obj) is dict:
        return {_camel_key(k): snake_case_keys_to_camel(v) for k, v in obj.items()}
    return obj

# --- inputs ---
def _tree(rng, depth):
    r = rng.random()
    if depth <= 0 or r < 0.3:
        return rng.choice([0, "x_y", None])
    if r < 0.5:
        return [_tree(rng, depth - 1) for _ in range(rng.randint(0, 3))]
    keys = rng.sample(["user_id", "a_b_c", "_private__key", "_", "plain", "x_", "first_name", "__", "a1_2b"], rng.randint(0, 3))
    return {k: _tree(rng, depth - 1) for k in keys}


def random_input(rng):
    return (_tree(rng, 3),)
