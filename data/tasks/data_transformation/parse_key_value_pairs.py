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

# --- implementation 2: filter out blank segments, split each once on "=" ---
def parse_key_value_pairs(text, sep=";"):
    pairs = {}
    for segment in filter(str.strip, text.split(sep)):
        parts = segment.split("=", 1)
        if len(parts) != 2:
            raise ValueError("no '=' in %r" % segment)
        key, value = (p.strip() for p in parts)
        if not key:
            raise ValueError("empty key in %r" % segment)
        pairs[key] = value
    return pairs

# --- implementation 3: validate all segments, then slice around the first "=" ---
def parse_key_value_pairs(text, sep=";"):
    segments = [s for s in text.split(sep) if s.strip()]
    for s in segments:
        if "=" not in s or not s[:s.index("=")].strip():
            raise ValueError("bad segment %r" % s)
    return {s[:s.index("=")].strip(): s[s.index("=") + 1:].strip() for s in segments}

# --- inputs ---
def random_input(rng):
    pool = ["a=1", " b = two ", "url=x=y", "k=", "", " ", "a=9", "c= 3", "bad", " =5"]
    weights = [5, 5, 3, 3, 3, 2, 3, 3, 1, 1]
    segments = rng.choices(pool, weights=weights, k=rng.randint(0, 4))
    sep = rng.choice([";", ";", ","])
    if sep == ";" and rng.random() < 0.5:
        return (";".join(segments),)
    return (sep.join(segments), sep)
