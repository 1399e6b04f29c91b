# domain: string_processing
# function: expand_brace_alternatives
# query: Expand one level of shell-style brace alternatives in pattern: each "{a,b,c}" group
#   multiplies the results, e.g. "file.{js,css}" -> ["file.js", "file.css"]; groups are not
#   nested and results keep left-to-right order. Raise ValueError for an unmatched brace.

def expand_brace_alternatives(pattern):
    results = [""]
    i = 0
    while i < len(pattern):
        ch = pattern[i]
        if ch == "{":
            end = pattern.find("}", i)
            if end == -1:
                raise ValueError("unmatched '{'")
            options = pattern[i + 1:end].split(",")
            results = [r + o for r in results for o in options]
            i = end + 1
        elif ch == "}":
            raise ValueError("unmatched '}'")
        else:
            results = [r + ch for r in results]
            i += 1
    return results

# --- tests ---
import pytest

assert expand_brace_alternatives("") == [""]
assert expand_brace_alternatives("abc") == ["abc"]
assert expand_brace_alternatives("file.{js,css}") == ["file.js", "file.css"]
assert expand_brace_alternatives("{a,b}{1,2}") == ["a1", "a2", "b1", "b2"]
assert expand_brace_alternatives("x{,y}") == ["x", "xy"]
assert expand_brace_alternatives("{solo}") == ["solo"]
with pytest.raises(ValueError):
    expand_brace_alternatives("a{b,c")
with pytest.raises(ValueError):
    expand_brace_alternatives("a}b")

# --- implementation 2: split out the groups with a regular expression, combine with itertools.product ---
import re
from itertools import product


def expand_brace_alternatives(pattern):
    pieces = re.split(r"\{([^{}]*)\}", pattern)
    choices = []
    for k, piece in enumerate(pieces):
        if k % 2 == 0:
            if "{" in piece or "}" in piece:
                raise ValueError("unmatched brace in %r" % pattern)
            choices.append([piece])
        else:
            choices.append(piece.split(","))
    return ["".join(combo) for combo in product(*choices)]

# --- implementation 3: expand the first group and recurse on the rest of the pattern ---
def expand_brace_alternatives(pattern):
    start = pattern.find("{")
    close = pattern.find("}")
    if start < 0:
        if close >= 0:
            raise ValueError("unmatched '}'")
        return [pattern]
    if close < 0:
        raise ValueError("unmatched '{'")
    if close < start:
        raise ValueError("unmatched '}'")
    head = pattern[:start]
    tails = expand_brace_alternatives(pattern[close + 1:])
    return [head + option + tail for option in pattern[start + 1:close].split(",") for tail in tails]

# --- inputs ---
def random_input(rng):
    pool = ["file.", "{js,css}", "{a,b}", "{1,2}", "x", "{,y}", "{solo}", "-", "{p,q,r}"]
    pieces = [rng.choice(pool) for _ in range(rng.randint(0, 4))]
    r = rng.random()
    if r < 0.06:
        pieces.insert(rng.randint(0, len(pieces)), "}")
    elif r < 0.12:
        pieces.append(rng.choice(["{", "{b,c", "a{"]))
    return ("".join(pieces),)
