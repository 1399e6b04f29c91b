# domain: state_machines
# function: lexer_string_and_number_tokens
# query: Lex text, a JSON-like array body such as '1, "a,b", 23', into Python values: integers (with
#   optional leading "-") and double-quoted strings (no escapes), separated by commas with
#   optional spaces. Return the list of values; raise ValueError on a missing comma, empty
#   element or unterminated string.

def lexer_string_and_number_tokens(text):
    values = []
    i, n = 0, len(text)
    expect_value = True
    while i < n:
        ch = text[i]
        if ch == " ":
            i += 1
        elif not expect_value:
            if ch != ",":
                raise ValueError("expected comma")
            expect_value = True
            i += 1
        elif ch == '"':
            end = text.find('"', i + 1)
            if end < 0:
                raise ValueError("unterminated string")
            values.append(text[i + 1:end])
            i, expect_value = end + 1, False
        else:
            j = i + 1 if ch == "-" else i
            while j < n and text[j].isdigit():
                j += 1
            if j == i or text[i:j] == "-":
                raise ValueError("bad element")
            values.append(int(text[i:j]))
            i, expect_value = j, False
    if expect_value and values:
        raise ValueError("trailing comma")
    return values

# --- tests ---
import pytest

assert lexer_string_and_number_tokens("") == []
assert lexer_string_and_number_tokens("7") == [7]
assert lexer_string_and_number_tokens('1, "a,b", -23') == [1, "a,b", -23]
assert lexer_string_and_number_tokens('"",0') == ["", 0]
with pytest.raises(ValueError):
    lexer_string_and_number_tokens("1 2")
with pytest.raises(ValueError):
    lexer_string_and_number_tokens("1,")
with pytest.raises(ValueError):
    lexer_string_and_number_tokens('"abc')
with pytest.raises(ValueError):
    lexer_string_and_number_tokens("1,,2")
with pytest.raises(ValueError):
    lexer_string_and_number_tokens("-")

# --- implementation 2: match one element with a regular expression, then expect a comma or the end ---
import re

ELEMENT = re.compile(r' *(?:"([^"]*)"|(-?[0-9]+)) *')


def lexer_string_and_number_tokens(text):
    if text.strip(" ") == "":
        return []
    values = []
    pos = 0
    while True:
        m = ELEMENT.match(text, pos)
        if not m:
            raise ValueError("bad element at %d" % pos)
        values.append(m.group(1) if m.group(2) is None else int(m.group(2)))
        pos = m.end()
        if pos == len(text):
            return values
        if text[pos] != ",":
            raise ValueError("expected ',' at %d" % pos)
        pos += 1

# --- implementation 3: cut the text into tokens, then check that values and commas alternate ---
import re


def lexer_string_and_number_tokens(text):
    tokens = [t for t in re.findall(r'"[^"]*"|-?[0-9]+|,| +|.', text, re.S) if t.strip(" ")]
    values = []
    for k, tok in enumerate(tokens):
        if k % 2 == 1:
            if tok != ",":
                raise ValueError("missing comma before %r" % tok)
        elif tok.startswith('"') and len(tok) >= 2 and tok.endswith('"'):
            values.append(tok[1:-1])
        elif tok.lstrip("-").isdigit():
            values.append(int(tok))
        else:
            raise ValueError("bad element %r" % tok)
    if tokens and len(tokens) % 2 == 0:
        raise ValueError("trailing comma")
    return values

# --- inputs ---
def random_input(rng):
    pool = ["1", "-23", '"a,b"', '""', "0", "7", '"x y"', "42"]
    elems = [rng.choice(pool) for _ in range(rng.randint(0, 4))]
    text = "".join(e + rng.choice([",", ", ", " ,", " , "]) for e in elems)
    if elems:
        text = text[:text.rfind(",")] + text[text.rfind(",") + 1:]
    if rng.random() < 0.2:
        i = rng.randint(0, len(text))
        text = text[:i] + rng.choice([",", " ", '"', "-", "1 2", "a"]) + text[i:]
    return (text,)
