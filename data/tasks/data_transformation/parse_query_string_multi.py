# domain: data_transformation
# function: parse_query_string_multi
# query: Parse a URL query string such as "a=1&b=2&a=3" into a dict mapping each key to the list of
#   its values in order. A pair without "=" gets the value ""; empty pairs are skipped.

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
