# domain: string_processing
# function: increment_alphanumeric_string
# query: Increment text, a lowercase alphanumeric ID string, like an odometer: the last character
#   goes 0-9 then a-z, and "z" wraps to "0" with a carry to the left; if the carry runs off the
#   left end a "1" is prepended ("zz" -> "100"). Raise ValueError for other characters.

def increment_alphanumeric_string(text):
    alphabet = "0123456789abcdefghijklmnopqrstuvwxyz"
    chars = list(text)
    i = len(chars) - 1
    while i >= 0:
        pos = alphabet.find(chars[i])
        if pos == -1:
            raise ValueError("invalid character %r" % chars[i])
        if pos < len(alphabet) - 1:
            chars[i] = alphabet[pos + 1]
            return "".join(chars)
        chars[i] = "0"
        i -= 1
    return "1" + "".join(chars)

# --- tests ---
import pytest

assert increment_alphanumeric_string("") == "1"
assert increment_alphanumeric_string("0") == "1"
assert increment_alphanumeric_string("9") == "a"
assert increment_alphanumeric_string("z") == "10"
assert increment_alphanumeric_string("a9") == "aa"
assert increment_alphanumeric_string("az") == "b0"
assert increment_alphanumeric_string("zz") == "100"
assert increment_alphanumeric_string("y") == "z"
with pytest.raises(ValueError):
    increment_alphanumeric_string("aZ")
