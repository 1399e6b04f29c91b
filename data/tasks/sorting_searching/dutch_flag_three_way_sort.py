# domain: sorting_searching
# function: dutch_flag_three_way_sort
# query: Sort values, a list containing only 0s, 1s and 2s (the Dutch national flag problem),
#   returning a new list. Raise ValueError on any other value.

def dutch_flag_three_way_sort(values):
    arr = list(values)
    low, mid, high = 0, 0, len(arr) - 1
    while mid <= high:
        if arr[mid] == 0:
            arr[low], arr[mid] = arr[mid], arr[low]
            low += 1
            mid += 1
        elif arr[mid] == 1:
            mid += 1
        elif arr[mid] == 2:
            arr[mid], arr[high] = arr[high], arr[mid]
            high -= 1
        else:
            raise ValueError("only 0, 1, 2 allowed")
    return arr

# --- tests ---
import pytest

assert dutch_flag_three_way_sort([]) == []
assert dutch_flag_three_way_sort([2]) == [2]
assert dutch_flag_three_way_sort([2, 0]) == [0, 2]
assert dutch_flag_three_way_sort([2, 0, 2, 1, 1, 0]) == [0, 0, 1, 1, 2, 2]
assert dutch_flag_three_way_sort([1, 1, 0]) == [0, 1, 1]
assert dutch_flag_three_way_sort([2, 2, 1]) == [1, 2, 2]
assert dutch_flag_three_way_sort([0, 1, 2, 0, 1, 2]) == [0, 0, 1, 1, 2, 2]
with pytest.raises(ValueError):
    dutch_flag_three_way_sort([0, 3, 1])

# --- implementation 2: count the three values after validating, then rebuild ---
def dutch_flag_three_way_sort(values):
    for v in values:
        if v not in (0, 1, 2):
            raise ValueError(f"unexpected value {v!r}")
    zeros, ones = values.count(0), values.count(1)
    twos = len(values) - zeros - ones
    return [0] * zeros + [1] * ones + [2] * twos

# --- implementation 3: three buckets filled in one scan, concatenated ---
def dutch_flag_three_way_sort(values):
    buckets = {0: [], 1: [], 2: []}
    for v in values:
        if v not in buckets:
            raise ValueError("values must be 0, 1 or 2")
        buckets[v].append(v)
    return buckets[0] + buckets[1] + buckets[2]

# --- implementation 4: reject anything outside 0/1/2, then sorted() ---
def dutch_flag_three_way_sort(values):
    bad = [v for v in values if v not in (0, 1, 2)]
    if bad:
        raise ValueError(f"unexpected value {bad[0]!r}")
    return sorted(values)

# --- inputs ---
def random_input(rng):
    n = rng.choice([0, 1, 2]) if rng.random() < 0.2 else rng.randint(0, 20)
    values = [rng.choice([0, 1, 2]) for _ in range(n)]
    if rng.random() < 0.2:
        values = [rng.choice([0, 2]) for _ in range(n)]
    if n and rng.random() < 0.12:
        values[rng.randrange(n)] = rng.choice([3, -1, 4])
    return (values,)
