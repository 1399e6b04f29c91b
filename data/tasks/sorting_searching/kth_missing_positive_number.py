# domain: sorting_searching
# function: kth_missing_positive_number
# query: Given arr, a strictly increasing list of positive integers, return the k-th positive
#   integer that is missing from it. Raise ValueError if k < 1.

def kth_missing_positive_number(arr, k):
    if k < 1:
        raise ValueError("k must be positive")
    lo, hi = 0, len(arr)
    while lo < hi:
        mid = (lo + hi) // 2
        if arr[mid] - (mid + 1) < k:
            lo = mid + 1
        else:
            hi = mid
    return lo + k

# --- tests ---
import pytest

assert kth_missing_positive_number([], 3) == 3
assert kth_missing_positive_number([2, 3, 4, 7, 11], 5) == 9
assert kth_missing_positive_number([1, 2, 3, 4], 2) == 6
assert kth_missing_positive_number([2], 1) == 1
assert kth_missing_positive_number([1], 1) == 2
assert kth_missing_positive_number([5, 6, 7], 4) == 4
assert kth_missing_positive_number([5, 6, 7], 5) == 8
with pytest.raises(ValueError):
    kth_missing_positive_number([1, 2], 0)

# --- implementation 2: count up through the positive integers, skipping the ones present ---
def kth_missing_positive_number(arr, k):
    if k < 1:
        raise ValueError("k must be at least 1")
    present = set(arr)
    candidate = 0
    while k:
        candidate += 1
        if candidate not in present:
            k -= 1
    return candidate

# --- implementation 3: every present value not above the answer pushes it one further ---
def kth_missing_positive_number(arr, k):
    if k <= 0:
        raise ValueError("k must be positive")
    answer = k
    for v in arr:
        if v > answer:
            break
        answer += 1
    return answer

# --- inputs ---
def random_input(rng):
    if rng.random() < 0.08:
        return ([1, 2], rng.randint(-2, 0))
    arr = sorted(rng.sample(range(1, 30), rng.randint(0, 15)))
    if rng.random() < 0.2:
        arr = list(range(1, rng.randint(1, 10)))
    return (arr, rng.choice([1, 2, len(arr), rng.randint(1, 25)]) or 1)
