# domain: sorting_searching
# function: pancake_sort_flips
# query: Sort a list values with pancake sort, where the only operation is reversing a prefix: for
#   each size from len(values) down to 2, take the largest of the first size elements (its first
#   occurrence if it repeats), flip the prefix ending at it to bring it to the front, then flip
#   the first size elements to move it to position size - 1. Return (sorted_list, flips) where
#   flips lists the prefix lengths used, skipping flips that are unnecessary (when the max is
#   already in place, or a flip of length 1).

def pancake_sort_flips(values):
    arr = list(values)
    flips = []
    for size in range(len(arr), 1, -1):
        max_index = arr.index(max(arr[:size]))
        if max_index == size - 1:
            continue
        if max_index > 0:
            arr[:max_index + 1] = arr[:max_index + 1][::-1]
            flips.append(max_index + 1)
        arr[:size] = arr[:size][::-1]
        flips.append(size)
    return arr, flips

# --- tests ---
import pytest

assert pancake_sort_flips([]) == ([], [])
assert pancake_sort_flips([1]) == ([1], [])
assert pancake_sort_flips([1, 2]) == ([1, 2], [])
assert pancake_sort_flips([2, 1]) == ([1, 2], [2])
assert pancake_sort_flips([3, 2, 4, 1]) == ([1, 2, 3, 4], [3, 4, 2, 3, 2])
assert pancake_sort_flips([1, 3, 2]) == ([1, 2, 3], [2, 3, 2])
assert pancake_sort_flips([4, 3, 2, 1]) == ([1, 2, 3, 4], [4])

# --- implementation 2: flip helper and max() over the unsorted prefix's indices ---
def pancake_sort_flips(values):
    stack = values[:]
    flips = []

    def flip(k):
        stack[:k] = reversed(stack[:k])
        flips.append(k)

    for size in range(len(stack), 1, -1):
        top = max(range(size), key=lambda i: stack[i])
        if top != size - 1:
            if top != 0:
                flip(top + 1)
            flip(size)
    return stack, flips

# --- implementation 3: recursion - place the largest, then sort the shorter prefix ---
def pancake_sort_flips(values):
    def solve(arr, size):
        if size < 2:
            return arr, []
        biggest = max(arr[:size])
        where = arr.index(biggest)
        moves = []
        if where != size - 1:
            if where > 0:
                arr = arr[where::-1] + arr[where + 1:]
                moves.append(where + 1)
            arr = arr[size - 1::-1] + arr[size:]
            moves.append(size)
        arr, rest = solve(arr, size - 1)
        return arr, moves + rest

    return solve(list(values), len(values))

# --- inputs ---
def random_input(rng):
    n = rng.choice([0, 1, 2]) if rng.random() < 0.2 else rng.randint(0, 10)
    if rng.random() < 0.5:
        values = rng.sample(range(1, 20), n)
    else:
        values = [rng.randint(0, 4) for _ in range(n)]
    if rng.random() < 0.1:
        values.sort(reverse=rng.random() < 0.5)
    return (values,)
