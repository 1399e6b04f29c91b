# domain: sorting_searching
# function: search_in_infinite_sorted_reader
# query: Search a sorted sequence of unknown length exposed only through get(i), which returns None
#   past the end, for target, without knowing the length in advance. Return the index of the
#   first occurrence of target, or -1 if it does not occur.

def search_in_infinite_sorted_reader(get, target):
    hi = 1
    while get(hi - 1) is not None and get(hi - 1) < target:
        hi *= 2
    lo = hi // 2
    while lo < hi:
        mid = (lo + hi) // 2
        value = get(mid)
        if value is None or value >= target:
            hi = mid
        else:
            lo = mid + 1
    return lo if get(lo) == target else -1

# --- tests ---
import pytest

assert search_in_infinite_sorted_reader(lambda i: None, 3) == -1
assert search_in_infinite_sorted_reader(lambda i: [3][i] if i < 1 else None, 3) == 0
assert search_in_infinite_sorted_reader(lambda i: [1, 3, 5, 7, 9, 11, 13][i] if i < 7 else None, 11) == 5
assert search_in_infinite_sorted_reader(lambda i: [1, 3, 5, 7, 9, 11, 13][i] if i < 7 else None, 13) == 6
assert search_in_infinite_sorted_reader(lambda i: [1, 3, 5, 7, 9, 11, 13][i] if i < 7 else None, 1) == 0
assert search_in_infinite_sorted_reader(lambda i: [1, 3, 5, 7, 9, 11, 13][i] if i < 7 else None, 6) == -1
assert search_in_infinite_sorted_reader(lambda i: [1, 3, 5, 7, 9, 11, 13][i] if i < 7 else None, 20) == -1
assert search_in_infinite_sorted_reader(lambda i: i * 2, 40) == 20
assert search_in_infinite_sorted_reader(lambda i: [2, 4, 4, 4, 8][i] if i < 5 else None, 4) == 1

# --- implementation 2: step through the indices until the value reaches target or the end ---
def search_in_infinite_sorted_reader(get, target):
    i = 0
    while True:
        value = get(i)
        if value is None or value > target:
            return -1
        if value == target:
            return i
        i += 1

# --- implementation 3: double a bound past the target, then bisect with a key that maps None to infinity ---
from bisect import bisect_left


def search_in_infinite_sorted_reader(get, target):
    def read(i):
        value = get(i)
        return float("inf") if value is None else value

    bound = 1
    while read(bound - 1) < target:
        bound *= 2
    i = bisect_left(range(bound), target, key=read)
    return i if read(i) == target else -1

# --- inputs ---
def random_input(rng):
    if rng.random() < 0.25:
        start, step = rng.randint(-10, 10), rng.randint(1, 4)
        target = start + step * rng.randint(0, 40) + rng.choice([0, 0, 1])
        return (lambda i, s=start, d=step: s + d * i, target)
    data = sorted(rng.randint(-10, 30) for _ in range(rng.randint(0, 20)))
    target = rng.choice(data) if data and rng.random() < 0.6 else rng.randint(-15, 35)
    return (lambda i, xs=tuple(data): xs[i] if i < len(xs) else None, target)
