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
