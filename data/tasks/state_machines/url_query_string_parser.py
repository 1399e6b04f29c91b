# domain: state_machines
# function: url_query_string_parser
# query: Parse a URL query string like "a=1&b=two&flag" into a dict of lists (repeated keys collect
#   values, a key without "=" gets ""), decoding "+" as space and %XX hex escapes. Raise ValueError on a
#   malformed percent escape.

def url_query_string_parser(query):
    def decode(text):
        out, i = [], 0
        while i < len(text):
            ch = text[i]
            if ch == "%":
                code = text[i + 1:i + 3]
                if len(code) != 2 or any(c not in "0123456789abcdefABCDEF" for c in code):
                    raise ValueError("bad escape")
                out.append(chr(int(code, 16)))
                i += 3
                continue
            out.append(" " if ch == "+" else ch)
            i += 1
        return "".join(out)
    result = {}
    for pair in query.split("&"):
        if not pair:
            continue
        key, _, value = pair.partition("=")
        result.setdefault(decode(key), []).append(decode(value))
    return result

# --- tests ---
import pytest

assert url_query_string_parser("") == {}
assert url_query_string_parser("a=1") == {"a": ["1"]}
assert url_query_string_parser("a=1&a=2&b=x") == {"a": ["1", "2"], "b": ["x"]}
assert url_query_string_parser("flag&&q=hello+world") == {"flag": [""], "q": ["hello world"]}
assert url_query_string_parser("k=%41%62c%2B") == {"k": ["Abc+"]}
assert url_query_string_parser("%7e=1") == {"~": ["1"]}
with pytest.raises(ValueError):
    url_query_string_parser("a=%4")
with pytest.raises(ValueError):
    url_query_string_parser("a=%zz")
