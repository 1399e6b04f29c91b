# domain: data_transformation
# function: cast_record_with_schema
# query: Convert a record of string values using a schema mapping field -> type name ("int", "float",
#   "bool", "str"); "bool" accepts "true"/"false" in any case. Fields not in the schema are dropped;
#   raise ValueError for a missing field (message containing 'missing'), an unknown type name
#   (message containing 'unknown type') or an unparsable value.

def cast_record_with_schema(record, schema):
    result = {}
    for field, type_name in schema.items():
        if field not in record:
            raise ValueError("missing field %r" % field)
        raw = record[field]
        if type_name == "int":
            result[field] = int(raw)
        elif type_name == "float":
            result[field] = float(raw)
        elif type_name == "bool":
            lowered = raw.lower()
            if lowered not in ("true", "false"):
                raise ValueError("bad bool %r" % raw)
            result[field] = lowered == "true"
        elif type_name == "str":
            result[field] = raw
        else:
            raise ValueError("unknown type %r" % type_name)
    return result

# --- tests ---
import pytest

assert cast_record_with_schema({}, {}) == {}
assert cast_record_with_schema({"a": "1", "b": "x"}, {"a": "int"}) == {"a": 1}
assert cast_record_with_schema({"p": "2.5", "q": "TRUE", "r": "False"}, {"p": "float", "q": "bool", "r": "bool"}) == {"p": 2.5, "q": True, "r": False}
assert cast_record_with_schema({"s": "007"}, {"s": "str"}) == {"s": "007"}
with pytest.raises(ValueError, match="missing"):
    cast_record_with_schema({}, {"a": "int"})
with pytest.raises(ValueError):
    cast_record_with_schema({"a": "x1"}, {"a": "int"})
with pytest.raises(ValueError):
    cast_record_with_schema({"a": "yes"}, {"a": "bool"})
with pytest.raises(ValueError, match="unknown type"):
    cast_record_with_schema({"a": "1"}, {"a": "date"})

# --- implementation 2: a table of converter functions per type name ---
def _parse_bool(text):
    lowered = text.lower()
    if lowered == "true":
        return True
    if lowered == "false":
        return False
    raise ValueError("not a boolean: %r" % text)


def cast_record_with_schema(record, schema):
    converters = {"int": int, "float": float, "bool": _parse_bool, "str": str}
    out = {}
    for field, type_name in schema.items():
        if field not in record:
            raise ValueError("missing field: %s" % field)
        if type_name not in converters:
            raise ValueError("unknown type: %s" % type_name)
        out[field] = converters[type_name](record[field])
    return out

# --- implementation 3: fetch with try/except, booleans through a small mapping ---
def cast_record_with_schema(record, schema):
    result = {}
    for field in schema:
        kind = schema[field]
        try:
            raw = record[field]
        except KeyError:
            raise ValueError("field %s is missing" % field) from None
        if kind == "bool":
            flag = {"true": True, "false": False}.get(raw.lower())
            if flag is None:
                raise ValueError("invalid boolean %r" % raw)
            result[field] = flag
        elif kind in ("int", "float", "str"):
            result[field] = {"int": int, "float": float, "str": str}[kind](raw)
        else:
            raise ValueError("unknown type %s" % kind)
    return result

# --- inputs ---
def random_input(rng):
    raws = ["1", "-3", "2.5", "007", "true", "FALSE", "True", "x1", "yes", ""]
    record = {f: rng.choice(raws) for f in rng.sample("abcd", rng.randint(0, 4))}
    schema = {}
    for f in rng.sample("abcde", rng.randint(0, 3)):
        schema[f] = rng.choice(["int", "float", "bool", "str", "str", "bool", "date"])
    return (record, schema)
