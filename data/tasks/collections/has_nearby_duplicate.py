# domain: collections
# function: has_nearby_duplicate
# query: Return True if the list nums contains two equal values whose indices differ by at most k.
#   Raise ValueError for negative k.

def has_nearby_duplicate(nums, k):
    if k < 0:
        raise ValueError("k must be non-negative")
    last_index = {}
    for i, x in enumerate(nums):
        if x in last_index and i - last_index[x] <= k:
            return True
        last_index[x] = i
    return False

# --- tests ---
import pytest

assert has_nearby_duplicate([], 1) is False
assert has_nearby_duplicate([1, 2, 3, 1], 3) is True
assert has_nearby_duplicate([1, 2, 3, 1], 2) is False
assert has_nearby_duplicate([1, 0, 1, 1], 1) is True
assert has_nearby_duplicate([1, 1], 0) is False
assert has_nearby_duplicate([5, 6, 5, 7, 5], 2) is True
assert has_nearby_duplicate([1, 2, 3], 5) is False
with pytest.raises(ValueError):
    has_nearby_duplicate([1], -1)

# --- implementation 2: for each index look for the same value among the next k items ---
def has_nearby_duplicate(nums, k):
    if k < 0:
        raise ValueError("negative k")
    for i, x in enumerate(nums):
        if x in nums[i + 1:i + k + 1]:
            return True
    return False

# --- implementation 3: a set holding the last k values, kept as the window slides ---
def has_nearby_duplicate(nums, k):
    if k < 0:
        raise ValueError("k must not be negative")
    window = set()
    for i, x in enumerate(nums):
        if x in window:
            return True
        window.add(x)
        if len(window) > k:
            window.discard(nums[i - k])
    return False

# --- implementation 4: index lists per value, then the gaps between consecutive occurrences ---
def has_nearby_duplicate(nums, k):
    if k < 0:
        raise ValueError("k is negative")
    positions = {}
    for i, x in enumerate(nums):
        positions.setdefault(x, []).append(i)
    return any(b - a <= k for idx in positions.values() for a, b in zip(idx, idx[1:]))

# --- inputs ---
def random_input(rng):
    if rng.random() < 0.08:
        return ([1, 2], rng.randint(-3, -1))
    nums = [rng.randint(0, 6) for _ in range(rng.randint(0, 12))]
    return (nums, rng.choice([0, 1, 2, 3, rng.randint(0, 12)]))
