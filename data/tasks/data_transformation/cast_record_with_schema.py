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
