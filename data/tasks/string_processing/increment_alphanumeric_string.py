# domain: string_processing
# function: increment_alphanumeric_string
# query: Increment text, a lowercase alphanumeric ID string, like an odometer: the last character
#   goes 0-9 then a-z, and "z" wraps to "0" with a carry to the left; if the carry runs off the
#   left end a "1" is prepended ("zz" -> "100"), so "" gives "1". Raise ValueError for other
#   characters.

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

# --- implementation 2: convert from base 36 to an int, add one, convert back keeping the width ---
DIGITS = "0123456789abcdefghijklmnopqrstuvwxyz"


def increment_alphanumeric_string(text):
    value = 0
    for ch in text:
        if ch not in DIGITS:
            raise ValueError("bad character: " + ch)
        value = value * 36 + DIGITS.index(ch)
    value += 1
    out = ""
    while value:
        value, rem = divmod(value, 36)
        out = DIGITS[rem] + out
    return out.rjust(len(text), "0")

# --- implementation 3: recursion on the prefix when the last character wraps ---
import string


def increment_alphanumeric_string(text):
    symbols = string.digits + string.ascii_lowercase
    if any(c not in symbols for c in text):
        raise ValueError(text)
    if not text:
        return "1"
    last = text[-1]
    if last == "z":
        return increment_alphanumeric_string(text[:-1]) + "0"
    return text[:-1] + symbols[symbols.index(last) + 1]

# --- implementation 4: strip the trailing "z" run, bump the character before it, refill with "0" ---
def increment_alphanumeric_string(text):
    symbols = "0123456789abcdefghijklmnopqrstuvwxyz"
    head = text.rstrip("z")
    carried = len(text) - len(head)
    if not head:
        return "1" + "0" * carried
    last = head[-1]
    if last not in symbols:
        raise ValueError("unexpected character %r" % last)
    return head[:-1] + symbols[symbols.index(last) + 1] + "0" * carried

# --- inputs ---
def random_input(rng):
    pool = "0123456789abcdefghijklmnopqrstuvwxyz"
    n = rng.randint(0, 5)
    r = rng.random()
    if r < 0.3:
        chars = [rng.choice("9zz") for _ in range(n)]
    elif r < 0.4 and n:
        chars = ["z"] * n
        chars[rng.randrange(n)] = rng.choice("AZ-_ .")
        chars[-1] = rng.choice([chars[-1], "Q"])
    else:
        chars = [rng.choice(pool) for _ in range(n)]
        if chars and rng.random() < 0.5:
            chars[-1] = rng.choice("9yz0")
    return ("".join(chars),)
