# domain: data_transformation
# function: collapse_integers_to_ranges
# query: Collapse a list of integers numbers into a compact range string like "1-3,5,7-8": values
#   are sorted and de-duplicated, runs of consecutive integers become "start-end" and single
#   values stay alone. An empty list gives "".

def collapse_integers_to_ranges(numbers):
    values = sorted(set(numbers))
    parts = []
    i = 0
    while i < len(values):
        j = i
        while j + 1 < len(values) and values[j + 1] == values[j] + 1:
            j += 1
        if j == i:
            parts.append(str(values[i]))
        else:
            parts.append("%d-%d" % (values[i], values[j]))
        i = j + 1
    return ",".join(parts)

# --- tests ---
import pytest

assert collapse_integers_to_ranges([]) == ""
assert collapse_integers_to_ranges([4]) == "4"
assert collapse_integers_to_ranges([1, 2, 3, 5, 7, 8]) == "1-3,5,7-8"
assert collapse_integers_to_ranges([8, 7, 1, 3, 2, 2]) == "1-3,7-8"
assert collapse_integers_to_ranges([1, 3, 5]) == "1,3,5"
assert collapse_integers_to_ranges([10, 11]) == "10-11"
assert collapse_integers_to_ranges([0, 1, 2, 4, 5, 6, 9]) == "0-2,4-6,9"
assert collapse_integers_to_ranges([5, 5]) == "5"
