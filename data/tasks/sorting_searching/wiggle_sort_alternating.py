# domain: sorting_searching
# function: wiggle_sort_alternating
# query: Rearrange values so that a[0] <= a[1] >= a[2] <= a[3] ...: walk left to right and swap each
#   adjacent pair that breaks the pattern; return the new list.

def wiggle_sort_alternating(values):
    arr = list(values)
    for i in range(1, len(arr)):
        if i % 2 == 1:
            if arr[i] < arr[i - 1]:
                arr[i], arr[i - 1] = arr[i - 1], arr[i]
        elif arr[i] > arr[i - 1]:
            arr[i], arr[i - 1] = arr[i - 1], arr[i]
    return arr

# --- tests ---
import pytest

assert wiggle_sort_alternating([]) == []
assert wiggle_sort_alternating([1]) == [1]
assert wiggle_sort_alternating([2, 1]) == [1, 2]
assert wiggle_sort_alternating([3, 5, 2, 1, 6, 4]) == [3, 5, 1, 6, 2, 4]
assert wiggle_sort_alternating([1, 2, 3, 4, 5]) == [1, 3, 2, 5, 4]
assert wiggle_sort_alternating([5, 4, 3, 2, 1]) == [4, 5, 2, 3, 1]
assert wiggle_sort_alternating([2, 2, 1]) == [2, 2, 1]
assert wiggle_sort_alternating([1, 1, 2]) == [1, 2, 1]

# --- implementation 2: order each adjacent pair, ascending at even starts and descending at odd ---
def wiggle_sort_alternating(values):
    arr = list(values)
    for k in range(len(arr) - 1):
        pair = arr[k:k + 2]
        arr[k:k + 2] = sorted(pair, reverse=k % 2 == 1)
    return arr

# --- implementation 3: by index parity pick which of each pair must be the larger, fix if not ---
def wiggle_sort_alternating(values):
    out = list(values)
    for k in range(1, len(out)):
        small, big = (k - 1, k) if k % 2 else (k, k - 1)
        if out[big] < out[small]:
            out[small], out[big] = out[big], out[small]
    return out

# --- inputs ---
def random_input(rng):
    return ([rng.randint(0, 6) for _ in range(rng.choice([0, 1, 2, 3, 5, 8, 11]))],)
