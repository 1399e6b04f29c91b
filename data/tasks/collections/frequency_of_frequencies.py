# domain: collections
# function: frequency_of_frequencies
# query: Return a dict that maps each occurrence count to how many distinct items occur exactly that many
#   times in a list, with the counts in ascending order.

def frequency_of_frequencies(items):
    counts = {}
    for item in items:
        counts[item] = counts.get(item, 0) + 1
    histogram = {}
    for c in counts.values():
        histogram[c] = histogram.get(c, 0) + 1
    return {c: histogram[c] for c in sorted(histogram)}

# --- tests ---
import pytest

assert frequency_of_frequencies([]) == {}
assert frequency_of_frequencies(["a"]) == {1: 1}
assert frequency_of_frequencies(["a", "b", "a", "c", "a", "b"]) == {1: 1, 2: 1, 3: 1}
assert frequency_of_frequencies([1, 2, 3]) == {1: 3}
assert frequency_of_frequencies([7, 7, 8, 8]) == {2: 2}
assert list(frequency_of_frequencies([1, 1, 1, 2, 3, 3])) == [1, 2, 3]
assert frequency_of_frequencies([0, 0, 0, 0]) == {4: 1}

# --- implementation 2: a Counter of the values of a Counter ---
from collections import Counter


def frequency_of_frequencies(items):
    per_item = Counter(items)
    histogram = Counter(per_item.values())
    ordered = sorted(histogram.items())
    return dict(ordered)

# --- implementation 3: histogram kept up to date online, each item moving from count c to c + 1 ---
def frequency_of_frequencies(items):
    seen = {}
    histogram = {}
    for item in items:
        c = seen.get(item, 0)
        if c:
            histogram[c] -= 1
            if histogram[c] == 0:
                del histogram[c]
        seen[item] = c + 1
        histogram[c + 1] = histogram.get(c + 1, 0) + 1
    return dict(sorted(histogram.items()))

# --- implementation 4: list.count per distinct item, sorted, then runs of equal counts ---
from itertools import groupby


def frequency_of_frequencies(items):
    counts = sorted(items.count(x) for x in set(items))
    result = {}
    for count, same in groupby(counts):
        result[count] = len(list(same))
    return result

# --- inputs ---
def random_input(rng):
    n = rng.choice([0, 1, 2, rng.randint(0, 15)])
    if rng.random() < 0.15:
        return ([rng.choice([1, "a", None, (1, 2), "b"]) for _ in range(n)],)
    if rng.random() < 0.3:
        return ([rng.choice("abcde") for _ in range(n)],)
    return ([rng.randint(0, 6) for _ in range(n)],)
