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
