# domain: string_processing
# function: column_label_from_index
# query: Convert n, a 1-based spreadsheet column number, into its letter label: 1 -> "A", 26 -> "Z",
#   27 -> "AA", 702 -> "ZZ", 703 -> "AAA". Raise ValueError for numbers below 1.

def column_label_from_index(n):
    if n < 1:
        raise ValueError("column numbers start at 1")
    label = ""
    while n > 0:
        n -= 1
        label = chr(ord("A") + n % 26) + label
        n //= 26
    return label

# --- tests ---
import pytest

assert column_label_from_index(1) == "A"
assert column_label_from_index(26) == "Z"
assert column_label_from_index(27) == "AA"
assert column_label_from_index(52) == "AZ"
assert column_label_from_index(53) == "BA"
assert column_label_from_index(702) == "ZZ"
assert column_label_from_index(703) == "AAA"
with pytest.raises(ValueError):
    column_label_from_index(0)

# --- implementation 2: recursion on the bijective base-26 quotient ---
def column_label_from_index(n):
    if n < 1:
        raise ValueError("n must be at least 1")
    q, r = divmod(n - 1, 26)
    letter = chr(65 + r)
    return column_label_from_index(q) + letter if q else letter

# --- implementation 3: find the label length first, then write the offset in base 26 with that many digits ---
import string


def column_label_from_index(n):
    if n < 1:
        raise ValueError(n)
    length, block = 1, 26
    while n > block:
        n -= block
        length += 1
        block *= 26
    offset = n - 1
    letters = []
    for _ in range(length):
        offset, digit = divmod(offset, 26)
        letters.append(string.ascii_uppercase[digit])
    return "".join(reversed(letters))

# --- inputs ---
def random_input(rng):
    return (rng.choice([1, 2, 25, 26, 27, 52, 53, 701, 702, 703, 18278, 18279, rng.randint(1, 20000), rng.randint(-3, 0)]),)
