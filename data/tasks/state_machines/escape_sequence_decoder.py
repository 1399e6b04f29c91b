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
