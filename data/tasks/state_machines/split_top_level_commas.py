# domain: state_machines
# function: split_top_level_commas
# query: Split text on commas that are not nested inside (), [] or {} and not inside a double-quoted
#   section, stripping whitespace around each part. Return [] for a blank string; raise
#   ValueError for mismatched or unclosed brackets or an unterminated quote.

def split_top_level_commas(text):
    if not text.strip():
        return []
    pairs = {")": "(", "]": "[", "}": "{"}
    parts, current, stack = [], [], []
    in_quote = False
    for ch in text:
        if in_quote:
            if ch == '"':
                in_quote = False
        elif ch == '"':
            in_quote = True
        elif ch in "([{":
            stack.append(ch)
        elif ch in pairs:
            if not stack or stack[-1] != pairs[ch]:
                raise ValueError("mismatched bracket")
            stack.pop()
        elif ch == "," and not stack:
            parts.append("".join(current).strip())
            current = []
            continue
        current.append(ch)
    if in_quote or stack:
        raise ValueError("unterminated quote or bracket")
    parts.append("".join(current).strip())
    return parts

# --- tests ---
import pytest

assert split_top_level_commas("   ") == []
assert split_top_level_commas(" a ,, b , ") == ["a", "", "b", ""]
assert split_top_level_commas("f(a, b), g") == ["f(a, b)", "g"]
assert split_top_level_commas('"x, y", [1, {2, 3}], z') == ['"x, y"', "[1, {2, 3}]", "z"]
assert split_top_level_commas('"(", b') == ['"("', "b"]
assert split_top_level_commas("((a,b),c),d") == ["((a,b),c)", "d"]
with pytest.raises(ValueError):
    split_top_level_commas("f(a, b")
with pytest.raises(ValueError):
    split_top_level_commas("a)b")
with pytest.raises(ValueError):
    split_top_level_commas('"open, quote')
with pytest.raises(ValueError):
    split_top_level_commas("([a, b)]")
