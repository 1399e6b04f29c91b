# domain: state_machines
# function: boolean_expression_tokenizer
# query: Tokenise a boolean expression made of the keywords AND, OR, NOT (any case), identifiers of
#   letters, and parentheses into a list like ["NOT", "ID:x", "AND", "(", ...]; keywords are upper-cased
#   and identifiers keep their spelling. Raise ValueError on any other character except spaces.

def boolean_expression_tokenizer(text):
    tokens = []
    word = ""
    for ch in text + " ":
        if ch.isalpha():
            word += ch
            continue
        if word:
            upper = word.upper()
            tokens.append(upper if upper in ("AND", "OR", "NOT") else "ID:" + word)
            word = ""
        if ch in "()":
            tokens.append(ch)
        elif ch != " ":
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
