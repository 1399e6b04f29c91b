# domain: sorting_searching
# function: merge_sorted_inplace_from_end
# query: Merge sorted lists in place: a, a list whose first m values are real sorted values followed
#   by placeholder slots, one per element of the sorted list b, receives b so that a ends up
#   fully sorted. Return a. Raise ValueError if len(a) does not equal m + len(b).

def merge_sorted_inplace_from_end(a, m, b):
    if len(a) != m + len(b):
        raise ValueError("buffer size mismatch")
    i, j, k = m - 1, len(b) - 1, len(a) - 1
    while j >= 0:
        if i >= 0 and a[i] > b[j]:
            a[k] = a[i]
            i -= 1
        else:
            a[k] = b[j]
            j -= 1
        k -= 1
    return a

# --- tests ---
import pytest

assert merge_sorted_inplace_from_end([], 0, []) == []
assert merge_sorted_inplace_from_end([1], 1, []) == [1]
assert merge_sorted_inplace_from_end([0], 0, [1]) == [1]
assert merge_sorted_inplace_from_end([1, 2, 3, 0, 0, 0], 3, [2, 5, 6]) == [1, 2, 2, 3, 5, 6]
assert merge_sorted_inplace_from_end([4, 5, 6, 0, 0, 0], 3, [1, 2, 3]) == [1, 2, 3, 4, 5, 6]
assert merge_sorted_inplace_from_end([1, 9, 0], 2, [5]) == [1, 5, 9]
assert merge_sorted_inplace_from_end([2, 0], 1, [1]) == [1, 2]
with pytest.raises(ValueError):
    merge_sorted_inplace_from_end([1, 2], 1, [3, 4])

# --- implementation 2: overwrite the whole buffer with the sorted real values and b ---
def merge_sorted_inplace_from_end(a, m, b):
    if m + len(b) != len(a):
        raise ValueError("len(a) must equal m + len(b)")
    a[:] = sorted(a[:m] + b)
    return a

# --- implementation 3: merge forwards from a copy of the real values ---
def merge_sorted_inplace_from_end(a, m, b):
    if len(a) - m != len(b):
        raise ValueError("wrong number of placeholder slots")
    head = a[:m]
    i = j = 0
    for k in range(len(a)):
        if j >= len(b) or (i < m and head[i] <= b[j]):
            a[k] = head[i]
            i += 1
        else:
            a[k] = b[j]
            j += 1
    return a

# --- inputs ---
def random_input(rng):
    m = rng.randint(0, 8)
    n = rng.randint(0, 8)
    real = sorted(rng.randint(-10, 10) for _ in range(m))
    b = sorted(rng.randint(-10, 10) for _ in range(n))
    slots = n if rng.random() < 0.9 else n + rng.choice([-1, 1, 2])
    return (real + [0] * max(slots, 0), m, b)
