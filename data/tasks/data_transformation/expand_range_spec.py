# domain: data_transformation
# function: expand_range_spec
# query: Expand a range specification spec like "1-3,5,8-9" into the sorted list of unique integers
#   it denotes; whitespace around parts is ignored and an empty string gives []. Raise
#   ValueError for a malformed part or a range whose start exceeds its end.

def expand_range_spec(spec):
    numbers = set()
    for part in spec.split(","):
        part = part.strip()
        if part == "":
            continue
        if "-" in part:
            low_text, _, high_text = part.partition("-")
            if not (low_text.isdigit() and high_text.isdigit()):
                raise ValueError("bad range %r" % part)
            low, high = int(low_text), int(high_text)
            if low > high:
                raise ValueError("descending range %r" % part)
            numbers.update(range(low, high + 1))
        elif part.isdigit():
            numbers.add(int(part))
        else:
            raise ValueError("bad value %r" % part)
    return sorted(numbers)

# --- tests ---
import pytest

assert expand_range_spec("") == []
assert expand_range_spec("4") == [4]
assert expand_range_spec("1-3,5,8-9") == [1, 2, 3, 5, 8, 9]
assert expand_range_spec(" 5 , 2-3 ,3") == [2, 3, 5]
assert expand_range_spec("7-7") == [7]
assert expand_range_spec("0-2,,") == [0, 1, 2]
with pytest.raises(ValueError):
    expand_range_spec("5-3")
with pytest.raises(ValueError):
    expand_range_spec("1-x")
with pytest.raises(ValueError):
    expand_range_spec("abc")
