# domain: state_machines
# function: identifier_token_scanner
# query: Scan source text into tokens: identifiers (letter or underscore followed by letters,
#   digits, underscores) become ("ID", text), runs of digits become ("NUM", text), whitespace
#   is skipped and any other character becomes ("SYM", ch). Return the token list.

def identifier_token_scanner(text):
    tokens = []
    i = 0
    while i < len(text):
        ch = text[i]
        if ch.isspace():
            i += 1
        elif ch.isalpha() or ch == "_":
            j = i + 1
            while j < len(text) and (text[j].isalnum() or text[j] == "_"):
                j += 1
            tokens.append(("ID", text[i:j]))
            i = j
        elif ch.isdigit():
            j = i + 1
            while j < len(text) and text[j].isdigit():
                j += 1
            tokens.append(("NUM", text[i:j]))
            i = j
        else:
            tokens.append(("SYM", ch))
            i += 1
    return tokens

# --- tests ---
import pytest

assert identifier_token_scanner("") == []
assert identifier_token_scanner("x") == [("ID", "x")]
assert identifier_token_scanner("_a1 = 42;") == [("ID", "_a1"), ("SYM", "="), ("NUM", "42"), ("SYM", ";")]
assert identifier_token_scanner("12ab") == [("NUM", "12"), ("ID", "ab")]
assert identifier_token_scanner("a_b_c9+7") == [("ID", "a_b_c9"), ("SYM", "+"), ("NUM", "7")]
assert identifier_token_scanner("  \t\n") == []
assert identifier_token_scanner("f(x,y)") == [("ID", "f"), ("SYM", "("), ("ID", "x"), ("SYM", ","), ("ID", "y"), ("SYM", ")")]
assert identifier_token_scanner("9 8") == [("NUM", "9"), ("NUM", "8")]

# --- implementation 2: one regular expression with a group per token kind ---
import re

TOKEN = re.compile(r"(\s+)|([^\W\d]\w*)|(\d+)|(.)", re.DOTALL)


def identifier_token_scanner(text):
    tokens = []
    for m in TOKEN.finditer(text):
        space, ident, number, other = m.groups()
        if ident:
            tokens.append(("ID", ident))
        elif number:
            tokens.append(("NUM", number))
        elif other:
            tokens.append(("SYM", other))
    return tokens

# --- implementation 3: a character at a time, extending the open token or flushing it ---
def identifier_token_scanner(text):
    result = []
    kind, buf = None, ""
    for ch in text:
        if kind == "ID" and (ch.isalnum() or ch == "_") or kind == "NUM" and ch.isdigit():
            buf += ch
            continue
        if kind:
            result.append((kind, buf))
        kind, buf = None, ""
        if ch.isalpha() or ch == "_":
            kind, buf = "ID", ch
        elif ch.isdigit():
            kind, buf = "NUM", ch
        elif not ch.isspace():
            result.append(("SYM", ch))
    if kind:
        result.append((kind, buf))
    return result

# --- inputs ---
def random_input(rng):
    pool = ["x", "_a1", " ", "=", "42", ";", "12ab", "a_b_c9", "+", "7", "\t", "\n", "(", ",", "9", "_", "Z", "é", "ñ1"]
    return ("".join(rng.choice(pool) for _ in range(rng.randint(0, 8))),)
