# domain: state_machines
# function: tokenize_arithmetic_expression
# query: Tokenise text, an arithmetic expression string, into a list of integers and
#   single-character operators/parentheses from "+-*/()", skipping spaces; multi-digit numbers
#   become one int token. Raise ValueError on any other character.

def tokenize_arithmetic_expression(text):
    tokens = []
    number = None
    for ch in text:
        if ch.isdigit():
            number = (number or 0) * 10 + int(ch)
            continue
        if number is not None:
            tokens.append(number)
            number = None
        if ch in "+-*/()":
            tokens.append(ch)
        elif ch != " ":
            raise ValueError("bad character %r" % ch)
    if number is not None:
        tokens.append(number)
    return tokens

# --- tests ---
import pytest

assert tokenize_arithmetic_expression("") == []
assert tokenize_arithmetic_expression("7") == [7]
assert tokenize_arithmetic_expression("12+3") == [12, "+", 3]
assert tokenize_arithmetic_expression(" (40 - 2) * 10 ") == ["(", 40, "-", 2, ")", "*", 10]
assert tokenize_arithmetic_expression("0") == [0]
assert tokenize_arithmetic_expression("105/5") == [105, "/", 5]
assert tokenize_arithmetic_expression("1 2") == [1, 2]
with pytest.raises(ValueError):
    tokenize_arithmetic_expression("3 % 2")

# --- implementation 2: a regular expression for numbers, spaces and single characters ---
import re


def tokenize_arithmetic_expression(text):
    tokens = []
    for piece in re.findall(r"[0-9]+| |.", text, re.DOTALL):
        if piece.isdigit():
            tokens.append(int(piece))
        elif piece in "+-*/()":
            tokens.append(piece)
        elif piece != " ":
            raise ValueError("unexpected character %r" % piece)
    return tokens

# --- implementation 3: group the characters into digit runs and single others with groupby ---
from itertools import groupby


def tokenize_arithmetic_expression(text):
    out = []
    for digits, run in groupby(text, key=str.isdigit):
        chunk = "".join(run)
        if digits:
            out.append(int(chunk))
            continue
        for ch in chunk:
            if ch in "+-*/()":
                out.append(ch)
            elif ch != " ":
                raise ValueError(ch)
    return out

# --- implementation 4: re.split keeps numbers and operators; whatever is left between must be spaces ---
import re


def tokenize_arithmetic_expression(text):
    tokens = []
    for k, piece in enumerate(re.split(r"([0-9]+|[-+*/()])", text)):
        if k % 2 == 1:
            tokens.append(int(piece) if piece.isdigit() else piece)
        elif piece.strip(" "):
            raise ValueError("invalid character in %r" % piece)
    return tokens

# --- inputs ---
def random_input(rng):
    pool = ["1", "12", "0", "105", "7", "+", "-", "*", "/", "(", ")", " ", "  ", "40"]
    s = "".join(rng.choice(pool) for _ in range(rng.randint(0, 9)))
    if rng.random() < 0.08:
        s += rng.choice(["%", "x", "\t", "."])
    return (s,)
