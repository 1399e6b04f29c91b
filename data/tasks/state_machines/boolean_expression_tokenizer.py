# domain: state_machines
# function: boolean_expression_tokenizer
# query: Tokenise text, a boolean expression made of the keywords AND, OR, NOT (any case),
#   identifiers of letters, and parentheses, into a list like ["NOT", "ID:x", "AND", "(", ...];
#   keywords are upper-cased and identifiers keep their spelling. Raise ValueError on any other
#   character except spaces.

def boolean_expression_tokenizer(text):
    tokens = []
    i = 0
    n = len(text)
    while i < n:
        ch = text[i]
        if ch == " ":
            i += 1
        elif ch in "()":
            tokens.append(ch)
            i += 1
        elif ch.isalpha():
            j = i
            while j < n and text[j].isalpha():
                j += 1
            word = text[i:j]
            upper = word.upper()
            tokens.append(upper if upper in ("AND", "OR", "NOT") else "ID:" + word)
            i = j
        else:
            raise ValueError("unexpected %r" % ch)
    return tokens

# --- tests ---
import pytest

assert boolean_expression_tokenizer("") == []
assert boolean_expression_tokenizer("x") == ["ID:x"]
assert boolean_expression_tokenizer("not a and B") == ["NOT", "ID:a", "AND", "ID:B"]
assert boolean_expression_tokenizer("(p Or q)") == ["(", "ID:p", "OR", "ID:q", ")"]
assert boolean_expression_tokenizer("android") == ["ID:android"]
assert boolean_expression_tokenizer("a(b)") == ["ID:a", "(", "ID:b", ")"]
with pytest.raises(ValueError):
    boolean_expression_tokenizer("a & b")
with pytest.raises(ValueError):
    boolean_expression_tokenizer("x1")

# --- implementation 2: match a space run, a parenthesis or a word run at each position; a word must be all letters ---
import re


def boolean_expression_tokenizer(text):
    token = re.compile(r" +|[()]|\w+")
    out = []
    pos = 0
    while pos < len(text):
        m = token.match(text, pos)
        if m is None or not (m.group()[0] in " ()" or m.group().isalpha()):
            raise ValueError("bad character at %d" % pos)
        piece = m.group()
        if piece in "()":
            out.append(piece)
        elif piece[0] != " ":
            out.append(piece.upper() if piece.upper() in {"AND", "OR", "NOT"} else "ID:" + piece)
        pos = m.end()
    return out

# --- implementation 3: pad the parentheses with spaces, split on spaces, classify each piece ---
def boolean_expression_tokenizer(text):
    pieces = text.replace("(", " ( ").replace(")", " ) ").split(" ")
    tokens = []
    for piece in pieces:
        if not piece:
            continue
        if piece in ("(", ")"):
            tokens.append(piece)
        elif piece.isalpha():
            keyword = piece.upper()
            tokens.append(keyword if keyword in ("AND", "OR", "NOT") else "ID:%s" % piece)
        else:
            raise ValueError(piece)
    return tokens

# --- inputs ---
def random_input(rng):
    parts = []
    for _ in range(rng.randint(0, 7)):
        parts.append(rng.choice(["and", "AND", "Or", "not", "x", "B", "android", "(", ")", "nOt", "ORa", "é", "ß"]))
    text = "".join(p + rng.choice(["", " ", "  "]) for p in parts)
    if rng.random() < 0.12:
        i = rng.randint(0, len(text))
        text = text[:i] + rng.choice(["&", "1", "|", "!", "²", "_"]) + text[i:]
    return (text,)
