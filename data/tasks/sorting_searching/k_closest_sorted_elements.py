# domain: sorting_searching
# function: k_closest_sorted_elements
# query: From items, an ascending list, return the k elements closest to x as an ascending list;
#   ties in distance prefer the smaller element. Raise ValueError if k is negative or larger
#   than the list.

def k_closest_sorted_elements(items, k, x):
    if k < 0 or k > len(items):
        raise ValueError("bad k")
    lo, hi = 0, len(items) - 1
    while hi - lo + 1 > k:
        if x - items[lo] <= items[hi] - x:
            hi -= 1
        else:
            lo += 1
    return items[lo:hi + 1]

# --- tests ---
import pytest

assert k_closest_sorted_elements([1, 2, 3, 4, 5], 4, 3) == [1, 2, 3, 4]
assert k_closest_sorted_elements([1, 2, 3, 4, 5], 4, -1) == [1, 2, 3, 4]
assert k_closest_sorted_elements([1, 2, 3, 4, 5], 2, 9) == [4, 5]
assert k_closest_sorted_elements([1, 2, 3, 4, 5], 0, 3) == []
assert k_closest_sorted_elements([1, 2, 3, 4, 5], 5, 3) == [1, 2, 3, 4, 5]
assert k_closest_sorted_elements([1, 10, 15, 25, 35], 2, 14) == [10, 15]
assert k_closest_sorted_elements([1, 3], 1, 2) == [1]
with pytest.raises(ValueError):
    k_closest_sorted_elements([1, 2], 3, 0)
with pytest.raises(ValueError):
    k_closest_sorted_elements([1, 2], -1, 0)

# --- implementation 2: take the k best by (distance, value), then restore ascending order ---
def k_closest_sorted_elements(items, k, x):
    if not 0 <= k <= len(items):
        raise ValueError("k must be between 0 and len(items)")
    by_distance = sorted(items, key=lambda v: (abs(v - x), v))
    return sorted(by_distance[:k])

# --- implementation 3: bisect to x, then grow a window outwards towards the closer side ---
import bisect


def k_closest_sorted_elements(items, k, x):
    if k < 0 or k > len(items):
        raise ValueError("k out of range")
    right = bisect.bisect_left(items, x)
    left = right - 1
    for _ in range(k):
        if right >= len(items) or (left >= 0 and x - items[left] <= items[right] - x):
            left -= 1
        else:
            right += 1
    return items[left + 1:right]

# --- inputs ---
def random_input(rng):
    n = rng.choice([0, 1, 2]) if rng.random() < 0.15 else rng.randint(0, 15)
    items = sorted(rng.randint(-15, 15) for _ in range(n))
    k = rng.choice([0, n, 1, rng.randint(0, n)]) if rng.random() < 0.9 else rng.choice([-1, n + 1])
    if len(items) > 1 and rng.random() < 0.4:
        i = rng.randrange(len(items) - 1)
        x = (items[i] + items[i + 1]) // 2
    else:
        x = rng.randint(-20, 20)
    return (items, k, x)
