# domain: string_processing
# function: surround_with_quotes_escaped
# query: Wrap text in double quotes for output as a string literal, escaping backslashes as "\\",
#   double quotes as "\"", newlines as "\n" and tabs as "\t"; other characters are copied as
#   they are.

def surround_with_quotes_escaped(text):
    specials = "\\\"\n\t"
    names = "\\\"nt"
    out = ['"']
    for ch in text:
        index = specials.find(ch)
        if index >= 0:
            out.append("\\" + names[index])
        else:
            out.append(ch)
    out.append('"')
    return "".join(out)

# --- tests ---
import pytest

assert surround_with_quotes_escaped("") == '""'
assert surround_with_quotes_escaped("abc") == '"abc"'
assert surround_with_quotes_escaped('say "hi"') == '"say \\"hi\\""'
assert surround_with_quotes_escaped("a\\b") == '"a\\\\b"'
assert surround_with_quotes_escaped("line1\nline2") == '"line1\\nline2"'
assert surround_with_quotes_escaped("\t") == '"\\t"'
assert surround_with_quotes_escaped("'") == "\"'\""
