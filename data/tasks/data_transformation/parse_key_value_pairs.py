# domain: data_transformation
# function: parse_key_value_pairs
# query: Parse text like "a=1; b=two" into a dict of stripped string keys and values, splitting
#   pairs on sep (default ";") and key from value on the first "=". Empty segments are skipped;
#   raise ValueError for a segment without "=" or with an empty key.

def parse_key_value_pairs(text, sep=";"):
    result = {}
    for segment in text.split(sep):
        if segment.strip() == "":
            continue
        if "=" not in segment:
            raise ValueError("missing '=' in %r" % segment)
        key, _, value = segment.partition("=")
        key = key.strip()
        if not key:
            raise ValueError("empty key")
        result[key] = value.strip()
    return result

# --- tests ---
import pytest

assert parse_key_value_pairs("") == {}
assert parse_key_value_pairs("a=1") == {"a": "1"}
assert parse_key_value_pairs("a=1; b = two ;") == {"a": "1", "b": "two"}
assert parse_key_value_pairs("url=x=y") == {"url": "x=y"}
assert parse_key_value_pairs("a=1,b=2", ",") == {"a": "1", "b": "2"}
assert parse_key_value_pairs("k=") == {"k": ""}
assert parse_key_value_pairs(";;a=1;;") == {"a": "1"}
with pytest.raises(ValueError):
    parse_key_value_pairs("a=1;b")
with pytest.raises(ValueError):
    parse_key_value_pairs(" =5")
