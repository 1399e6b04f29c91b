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

# --- implementation 2: check every "%" with a lookahead, then decode with re.sub ---
import re


def decode_component(text):
    if re.search(r"%(?![0-9a-fA-F]{2})", text):
        raise ValueError("malformed percent escape in %r" % text)
    text = text.replace("+", " ")
    return re.sub(r"%([0-9a-fA-F]{2})", lambda m: chr(int(m.group(1), 16)), text)


def url_query_string_parser(query):
    params = {}
    for pair in filter(None, query.split("&")):
        key, value = pair.split("=", 1) if "=" in pair else (pair, "")
        params.setdefault(decode_component(key), []).append(decode_component(value))
    return params

# --- implementation 3: split each component at "%"; every later piece must begin with two hex digits ---
import string


def url_query_string_parser(query):
    def unquote(text):
        first, *rest = text.split("%")
        out = first.replace("+", " ")
        for piece in rest:
            if len(piece) < 2 or not all(c in string.hexdigits for c in piece[:2]):
                raise ValueError("bad escape")
            out += chr(int(piece[:2], 16)) + piece[2:].replace("+", " ")
        return out
    result = {}
    for pair in query.split("&"):
        if pair:
            name, _, value = pair.partition("=")
            name = unquote(name)
            result[name] = result.get(name, []) + [unquote(value)]
    return result

# --- inputs ---
def random_input(rng):
    pool = ["a=1", "a=2", "b=x", "flag", "", "q=hello+world", "k=%41%62c%2B", "%7e=1", "x=%25", "c=", "=v", "a=b=c"]
    q = "&".join(rng.choice(pool) for _ in range(rng.randint(0, 4)))
    if rng.random() < 0.1:
        q += rng.choice(["&a=%4", "&a=%zz", "&%", "&b=1%"])
    return (q,)
