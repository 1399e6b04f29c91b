# domain: data_transformation
# function: parse_query_string_multi
# query: Parse a URL query string such as "a=1&b=2&a=3" into a dict mapping each key to the list of
#   its values in order. A leading "?" is ignored, each pair is split at its first "=", a pair
#   without "=" gets the value "", empty pairs are skipped, and nothing is percent-decoded.

def parse_query_string_multi(query):
    result = {}
    if query.startswith("?"):
        query = query[1:]
    for pair in query.split("&"):
        if pair == "":
            continue
        key, sep, value = pair.partition("=")
        result.setdefault(key, []).append(value)
    return result

# --- tests ---
import pytest

assert parse_query_string_multi("") == {}
assert parse_query_string_multi("a=1") == {"a": ["1"]}
assert parse_query_string_multi("a=1&b=2&a=3") == {"a": ["1", "3"], "b": ["2"]}
assert parse_query_string_multi("?x=y") == {"x": ["y"]}
assert parse_query_string_multi("flag&k=v") == {"flag": [""], "k": ["v"]}
assert parse_query_string_multi("a=1&&b=") == {"a": ["1"], "b": [""]}
assert parse_query_string_multi("e=a=b") == {"e": ["a=b"]}
assert parse_query_string_multi("?") == {}

# --- implementation 2: str.find locates "=", a defaultdict collects the values ---
from collections import defaultdict


def parse_query_string_multi(query):
    text = query[1:] if query[:1] == "?" else query
    grouped = defaultdict(list)
    for pair in filter(None, text.split("&")):
        cut = pair.find("=")
        if cut < 0:
            grouped[pair].append("")
        else:
            grouped[pair[:cut]].append(pair[cut + 1:])
    return dict(grouped)

# --- implementation 3: split each pair once on "=", padding a missing value ---
def parse_query_string_multi(query):
    if query.startswith("?"):
        query = query[1:]
    result = {}
    for pair in query.split("&"):
        if not pair:
            continue
        key, value = (pair.split("=", 1) + [""])[:2]
        result[key] = result.get(key, []) + [value]
    return result

# --- inputs ---
def random_input(rng):
    pool = ["a=1", "b=2", "a=3", "flag", "k=v", "", "b=", "e=a=b", "=x", "?q=1"]
    body = "&".join(rng.choice(pool) for _ in range(rng.randint(0, 5)))
    return (rng.choice(["", "", "?"]) + body,)
