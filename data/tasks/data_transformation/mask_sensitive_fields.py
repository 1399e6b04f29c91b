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

# --- implementation 2: an inner recursive function over the lowered names ---
def mask_sensitive_fields(obj, sensitive):
    hidden = {name.lower() for name in sensitive}

    def walk(node):
        if isinstance(node, dict):
            return {
                key: "***" if isinstance(key, str) and key.lower() in hidden else walk(value)
                for key, value in node.items()
            }
        if isinstance(node, list):
            return [walk(item) for item in node]
        return node

    return walk(obj)

# --- implementation 3: deep copy, then mask the copy in place with a work list ---
import copy


def mask_sensitive_fields(obj, sensitive):
    hidden = {s.lower() for s in sensitive}
    result = copy.deepcopy(obj)
    pending = [result]
    while pending:
        node = pending.pop()
        if isinstance(node, dict):
            for key in node:
                if isinstance(key, str) and key.lower() in hidden:
                    node[key] = "***"
                else:
                    pending.append(node[key])
        elif isinstance(node, list):
            pending.extend(node)
    return result

# --- inputs ---
def _tree(rng, depth):
    r = rng.random()
    if depth <= 0 or r < 0.3:
        return rng.choice([1, "x", None, 0])
    if r < 0.5:
        return [_tree(rng, depth - 1) for _ in range(rng.randint(0, 3))]
    keys = rng.sample(["user", "Password", "token", "TOKEN", "ok", 1, "secret"], rng.randint(0, 3))
    return {k: _tree(rng, depth - 1) for k in keys}


def random_input(rng):
    sensitive = set(rng.sample(["password", "TOKEN", "Secret", "ok"], rng.randint(0, 2)))
    return (_tree(rng, 3), sensitive)
