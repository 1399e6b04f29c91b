# domain: state_machines
# function: escape_sequence_decoder
# query: Decode backslash escapes in a string text: \n, \t, \\ and \" map to newline, tab, backslash
#   and a double quote; every other character is copied. Raise ValueError on an unknown escape
#   or a trailing lone backslash.

def escape_sequence_decoder(text):
    mapping = {"n": "\n", "t": "\t", "\\": "\\", '"': '"'}
    out = []
    i = 0
    while i < len(text):
        ch = text[i]
        if ch == "\\":
            if i + 1 >= len(text):
                raise ValueError("dangling backslash")
            code = text[i + 1]
            if code not in mapping:
                raise ValueError("unknown escape \\%s" % code)
            out.append(mapping[code])
            i += 2
        else:
            out.append(ch)
            i += 1
    return "".join(out)

# --- tests ---
import pytest

assert escape_sequence_decoder("") == ""
assert escape_sequence_decoder("plain") == "plain"
assert escape_sequence_decoder("a\\nb") == "a\nb"
assert escape_sequence_decoder("\\t\\\\") == "\t\\"
assert escape_sequence_decoder('say \\"hi\\"') == 'say "hi"'
assert escape_sequence_decoder("\\\\n") == "\\n"
with pytest.raises(ValueError):
    escape_sequence_decoder("bad\\q")
with pytest.raises(ValueError):
    escape_sequence_decoder("end\\")

# --- implementation 2: consume the characters through an iterator, pulling the escape's letter ---
def escape_sequence_decoder(text):
    table = {"n": "\n", "t": "\t", "\\": "\\", '"': '"'}
    chars = iter(text)
    result = ""
    for ch in chars:
        if ch != "\\":
            result += ch
            continue
        letter = next(chars, None)
        if letter is None:
            raise ValueError("lone backslash at the end")
        if letter not in table:
            raise ValueError("unknown escape \\" + letter)
        result += table[letter]
    return result

# --- implementation 3: re.sub over a backslash and its optional next character ---
import re


def escape_sequence_decoder(text):
    def replace(match):
        code = match.group(1)
        if code == "n":
            return "\n"
        if code == "t":
            return "\t"
        if code in ("\\", '"'):
            return code
        raise ValueError("bad escape %r" % match.group(0))
    return re.sub(r"\\(.?)", replace, text, flags=re.DOTALL)

# --- inputs ---
def random_input(rng):
    parts = [rng.choice(["a", "b", " ", "\\n", "\\t", "\\\\", '\\"', "n", '"', "\n"]) for _ in range(rng.randint(0, 8))]
    if rng.random() < 0.12:
        parts.append(rng.choice(["\\", "\\q", "\\x", "\\ "]))
    return ("".join(parts),)
