# domain: string_processing
# function: run_length_decode_string
# query: Decode encoded, a run-length string made of (decimal count, character) pairs such as
#   "3a12b", into "aaabbbbbbbbbbbb". Counts may have several digits; an empty string decodes to
#   "". Raise ValueError if a character has no preceding count, a count is zero, or the string
#   ends with digits.

def run_length_decode_string(encoded):
    out = []
    count = 0
    has_count = False
    for ch in encoded:
        if ch.isdigit():
            count = count * 10 + int(ch)
            has_count = True
        else:
            if not has_count or count == 0:
                raise ValueError("missing or zero count before %r" % ch)
            out.append(ch * count)
            count = 0
            has_count = False
    if has_count:
        raise ValueError("trailing count without character")
    return "".join(out)

# --- tests ---
import pytest

assert run_length_decode_string("") == ""
assert run_length_decode_string("1a") == "a"
assert run_length_decode_string("3a1b") == "aaab"
assert run_length_decode_string("12z") == "zzzzzzzzzzzz"
assert run_length_decode_string("2x10y") == "xx" + "y" * 10
with pytest.raises(ValueError):
    run_length_decode_string("a")
with pytest.raises(ValueError):
    run_length_decode_string("0a")
with pytest.raises(ValueError):
    run_length_decode_string("3a2")
with pytest.raises(ValueError):
    run_length_decode_string("2ab")
