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
