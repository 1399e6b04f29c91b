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
