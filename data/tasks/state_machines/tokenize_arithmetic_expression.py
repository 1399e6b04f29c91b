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
