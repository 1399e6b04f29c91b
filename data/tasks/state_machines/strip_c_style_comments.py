# domain: state_machines
# function: strip_c_style_comments
# query: Remove // line comments and /* block */ comments from source text, respecting double-quoted
#   string literals (comment markers inside strings are kept). Newlines that end a line comment
#   are kept. Raise ValueError if a block comment is not closed.

def strip_c_style_comments(source):
    out = []
    state = "code"
    i = 0
    while i < len(source):
        ch, pair = source[i], source[i:i + 2]
        if state == "code" and pair in ("//", "/*"):
            state = "line" if pair == "//" else "block"
            i += 2
            continue
        if state == "block":
            if pair == "*/":
                state = "code"
                i += 1
        elif state == "line":
            if ch == "\n":
                state = "code"
                out.append(ch)
        else:
            if ch == '"':
                state = "string" if state == "code" else "code"
            out.append(ch)
        i += 1
    if state == "block":
        raise ValueError("unterminated block comment")
    return "".join(out)

# --- tests ---
import pytest

assert strip_c_style_comments("") == ""
assert strip_c_style_comments("x = 1; // set x\ny = 2;") == "x = 1; \ny = 2;"
assert strip_c_style_comments("a /* b */ c") == "a  c"
assert strip_c_style_comments('s = "//not";') == 's = "//not";'
assert strip_c_style_comments('"/*" x /**/y') == '"/*" x y'
assert strip_c_style_comments("a/b") == "a/b"
assert strip_c_style_comments("//only") == ""
assert strip_c_style_comments("/***/z") == "z"
with pytest.raises(ValueError):
    strip_c_style_comments("x /* never closed")

# --- implementation 2: one regular expression for strings and both comment kinds ---
import re

TOKEN = re.compile(r'"[^"]*(?:"|\Z)|//[^\n]*|/\*.*?\*/|/\*', re.DOTALL)


def strip_c_style_comments(source):
    def replace(m):
        piece = m.group()
        if piece.startswith('"'):
            return piece
        if piece == "/*":
            raise ValueError("block comment is not closed")
        return ""
    return TOKEN.sub(replace, source)

# --- implementation 3: jump with str.find to the end of each string or comment ---
def strip_c_style_comments(source):
    kept = []
    i = 0
    while i < len(source):
        if source.startswith("//", i):
            end = source.find("\n", i)
            i = len(source) if end < 0 else end
        elif source.startswith("/*", i):
            end = source.find("*/", i + 2)
            if end < 0:
                raise ValueError("unterminated block comment")
            i = end + 2
        elif source[i] == '"':
            end = source.find('"', i + 1)
            end = len(source) if end < 0 else end + 1
            kept.append(source[i:end])
            i = end
        else:
            kept.append(source[i])
            i += 1
    return "".join(kept)

# --- inputs ---
def random_input(rng):
    pool = ["x = 1;", " ", "// set x", "\n", "/* b */", '"//not"', '"/*"', "/**/", "a/b", "/***/", "*", "/", "y", '"']
    s = "".join(rng.choice(pool) for _ in range(rng.randint(0, 7)))
    if rng.random() < 0.08:
        s += "/* never closed"
    return (s,)
