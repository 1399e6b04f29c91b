# domain: sorting_searching
# function: find_duplicate_by_count_binary_search
# query: A list values of n + 1 integers contains only values from 1 to n, and exactly one value
#   appears more than once (possibly many times). Find that value without modifying the list.
#   Raise ValueError if the list has fewer than two elements or a value lies outside 1..n.

def find_duplicate_by_count_binary_search(values):
    n = len(values) - 1
    if n < 1:
        raise ValueError("need at least two values")
    for v in values:
        if v < 1 or v > n:
            raise ValueError("values must lie in 1..n")
    lo, hi = 1, n
    while lo < hi:
        mid = (lo + hi) // 2
        count = 0
        for v in values:
            if v <= mid:
                count += 1
        if count > mid:
            hi = mid
        else:
            lo = mid + 1
    return lo

# --- tests ---
import pytest

assert find_duplicate_by_count_binary_search([1, 1]) == 1
assert find_duplicate_by_count_binary_search([1, 3, 4, 2, 2]) == 2
assert find_duplicate_by_count_binary_search([3, 1, 3, 4, 2]) == 3
assert find_duplicate_by_count_binary_search([2, 2, 2, 2, 2]) == 2
assert find_duplicate_by_count_binary_search([1, 4, 4, 2, 4]) == 4
assert find_duplicate_by_count_binary_search([1, 2, 3, 4, 5, 6, 7, 7]) == 7
assert find_duplicate_by_count_binary_search([5, 1, 2, 3, 4, 1]) == 1
with pytest.raises(ValueError):
    find_duplicate_by_count_binary_search([1])
with pytest.raises(ValueError):
    find_duplicate_by_count_binary_search([0, 1])
with pytest.raises(ValueError):
    find_duplicate_by_count_binary_search([1, 3, 1])

# --- implementation 2: remember seen values until one comes back ---
def find_duplicate_by_count_binary_search(values):
    n = len(values) - 1
    if n < 1:
        raise ValueError("too few values")
    if any(v < 1 or v > n for v in values):
        raise ValueError("a value is outside 1..n")
    seen = set()
    for v in values:
        if v in seen:
            return v
        seen.add(v)

# --- implementation 3: Floyd cycle detection on i -> values[i] ---
def find_duplicate_by_count_binary_search(values):
    if len(values) < 2:
        raise ValueError("need two or more values")
    n = len(values) - 1
    if min(values) < 1 or max(values) > n:
        raise ValueError("values must be within 1..n")
    slow = fast = values[0]
    while True:
        slow = values[slow]
        fast = values[values[fast]]
        if slow == fast:
            break
    slow = values[0]
    while slow != fast:
        slow, fast = values[slow], values[fast]
    return slow

# --- implementation 4: sort a copy and return the first value equal to its neighbour ---
def find_duplicate_by_count_binary_search(values):
    n = len(values) - 1
    if n < 1:
        raise ValueError("at least two values are needed")
    if not all(1 <= v <= n for v in values):
        raise ValueError("value outside 1..n")
    ordered = sorted(values)
    for a, b in zip(ordered, ordered[1:]):
        if a == b:
            return a

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.08:
        return (rng.choice([[], [1], [0, 1], [1, 3, 1], [2, 2, 3]]),)
    n = rng.randint(1, 15)
    dup = rng.randint(1, n)
    copies = rng.choice([2, 2, 2, 3, n + 1]) if n > 1 else 2
    copies = min(copies, n + 1)
    others = rng.sample([v for v in range(1, n + 1) if v != dup], n + 1 - copies)
    values = [dup] * copies + others
    rng.shuffle(values)
    return (values,)
