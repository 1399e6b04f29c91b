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
