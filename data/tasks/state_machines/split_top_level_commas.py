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

# --- implementation 2: record the positions of the top-level commas, then slice between them ---
def split_top_level_commas(text):
    if text.strip() == "":
        return []
    closing = {"(": ")", "[": "]", "{": "}"}
    expected = []
    quoted = False
    cuts = [-1]
    for i, ch in enumerate(text):
        if ch == '"':
            quoted = not quoted
        elif quoted:
            continue
        elif ch in closing:
            expected.append(closing[ch])
        elif ch in ")]}":
            if not expected or expected.pop() != ch:
                raise ValueError("mismatched %r at %d" % (ch, i))
        elif ch == "," and not expected:
            cuts.append(i)
    if quoted or expected:
        raise ValueError("unclosed quote or bracket")
    cuts.append(len(text))
    return [text[a + 1:b].strip() for a, b in zip(cuts, cuts[1:])]

# --- implementation 3: split on every comma, then rejoin pieces while a bracket or quote is open ---
def split_top_level_commas(text):
    if not text.strip():
        return []
    openers, closers = "([{", ")]}"
    parts = []
    buffer = None
    nest = ""
    for piece in text.split(","):
        buffer = piece if buffer is None else buffer + "," + piece
        for ch in piece:
            if nest.endswith('"'):
                if ch == '"':
                    nest = nest[:-1]
            elif ch == '"' or ch in openers:
                nest += ch
            elif ch in closers:
                if not nest or openers.index(nest[-1]) != closers.index(ch):
                    raise ValueError("mismatched bracket")
                nest = nest[:-1]
        if not nest:
            parts.append(buffer.strip())
            buffer = None
    if nest:
        raise ValueError("unclosed bracket or quote")
    return parts

# --- inputs ---
def random_input(rng):
    pool = ["a", " b ", "f(a, b)", '"x, y"', "[1, {2, 3}]", '"("', "((a,b),c)", "", " ", "{}", "g[x]"]
    text = ",".join(rng.choice(pool) for _ in range(rng.randint(1, 4)))
    if rng.random() < 0.15:
        i = rng.randint(0, len(text))
        text = text[:i] + rng.choice(["(", ")", "]", '"', "{"]) + text[i:]
    return (text,)
