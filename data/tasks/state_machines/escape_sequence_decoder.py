# domain: state_machines
# function: escape_sequence_decoder
# query: Decode backslash escapes in a string: \n, \t, \\ and \" map to newline, tab, backslash and a
#   double quote; every other character is copied. Raise ValueError on an unknown escape or a trailing
#   lone backslash.

def escape_sequence_decoder(text):
    mapping = {"n": "\n", "t": "\t", "\\": "\\", '"': '"'}
    out = []
    escaping = False
    for ch in text:
        if escaping:
            if ch not in mapping:
                raise ValueError("unknown escape \\%s" % ch)
            out.append(mapping[ch])
            escaping = False
        elif ch == "\\":
            escaping = True
        else:
            out.append(ch)
    if escaping:
        raise ValueError("dangling backslash")
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
