# domain: data_transformation
# function: apply_record_patch
# query: Given a flat dict record, apply a list of patch operations to a copy of it: ("set", key,
#   value) sets a field, ("remove", key) deletes it (KeyError if absent) and ("rename", old,
#   new) moves a value (KeyError if old is absent, ValueError with a message containing 'exists' if
#   new already exists). Unknown operations raise ValueError with a message containing 'unknown'.

def apply_record_patch(record, operations):
    result = dict(record)
    for op in operations:
        kind = op[0]
        if kind == "set":
            result[op[1]] = op[2]
        elif kind == "remove":
            del result[op[1]]
        elif kind == "rename":
            old, new = op[1], op[2]
            if new in result:
                raise ValueError("target %r exists" % new)
            result[new] = result.pop(old)
        else:
            raise ValueError("unknown operation %r" % kind)
    return result

# --- tests ---
import pytest

assert apply_record_patch({}, []) == {}
assert apply_record_patch({"a": 1}, [("set", "b", 2)]) == {"a": 1, "b": 2}
assert apply_record_patch({"a": 1}, [("set", "a", 5)]) == {"a": 5}
assert apply_record_patch({"a": 1, "b": 2}, [("remove", "a")]) == {"b": 2}
assert apply_record_patch({"a": 1}, [("rename", "a", "z"), ("set", "a", 0)]) == {"z": 1, "a": 0}
with pytest.raises(KeyError):
    apply_record_patch({"a": 1}, [("remove", "b")])
with pytest.raises(ValueError, match="exists"):
    apply_record_patch({"a": 1, "b": 2}, [("rename", "a", "b")])
with pytest.raises(ValueError, match="unknown"):
    apply_record_patch({"a": 1}, [("append", "a", 2)])
with pytest.raises(KeyError):
    apply_record_patch({"a": 1}, [("rename", "x", "y")])

# --- implementation 2: unpack each operation into kind and arguments ---
def apply_record_patch(record, operations):
    patched = record.copy()
    for kind, *args in operations:
        if kind == "remove":
            patched.pop(args[0])
        elif kind == "set":
            key, value = args
            patched[key] = value
        elif kind == "rename":
            old, new = args
            if new in patched:
                raise ValueError("field %r already exists" % (new,))
            value = patched.pop(old)
            patched[new] = value
        else:
            raise ValueError("unknown operation: %s" % (kind,))
    return patched

# --- implementation 3: rebuild the dict for every operation ---
def apply_record_patch(record, operations):
    current = dict(record)
    for op in operations:
        if op[0] == "set":
            current = {**current, op[1]: op[2]}
        elif op[0] == "remove":
            if op[1] not in current:
                raise KeyError(op[1])
            current = {k: v for k, v in current.items() if k != op[1]}
        elif op[0] == "rename":
            if op[2] in current:
                raise ValueError("key %r exists already" % (op[2],))
            if op[1] not in current:
                raise KeyError(op[1])
            rest = {k: v for k, v in current.items() if k != op[1]}
            current = {**rest, op[2]: current[op[1]]}
        else:
            raise ValueError("unknown operation")
    return current

# --- implementation 4: a dispatch table of one handler function per operation ---
def _set(record, key, value):
    record[key] = value


def _remove(record, key):
    del record[key]


def _rename(record, old, new):
    if new in record:
        raise ValueError("%r exists" % (new,))
    record[new] = record.pop(old)


HANDLERS = {"set": _set, "remove": _remove, "rename": _rename}


def apply_record_patch(record, operations):
    result = dict(record)
    for kind, *args in operations:
        if kind not in HANDLERS:
            raise ValueError("unknown operation %r" % (kind,))
        HANDLERS[kind](result, *args)
    return result

# --- inputs ---
def random_input(rng):
    keys = "abcd"
    record = {k: rng.randint(0, 9) for k in rng.sample(keys, rng.randint(0, 3))}
    ops = []
    for _ in range(rng.randint(0, 4)):
        r = rng.random()
        if r < 0.35:
            ops.append(("set", rng.choice(keys), rng.randint(0, 9)))
        elif r < 0.6:
            ops.append(("remove", rng.choice(keys)))
        elif r < 0.93:
            ops.append(("rename", rng.choice(keys), rng.choice(keys)))
        else:
            ops.append(("append", rng.choice(keys), 1))
    return (record, ops)
