# domain: data_transformation
# function: split_list_into_n_parts
# query: Split a list items into n contiguous parts whose lengths differ by at most one, with the
#   longer parts first. Parts may be empty when n exceeds the length; raise ValueError when n <
#   1.

def split_list_into_n_parts(items, n):
    if n < 1:
        raise ValueError("n must be at least 1")
    base, extra = divmod(len(items), n)
    parts = []
    start = 0
    for i in range(n):
        size = base + 1 if i < extra else base
        parts.append(items[start:start + size])
        start += size
    return parts

# --- tests ---
import pytest

assert split_list_into_n_parts([1, 2, 3, 4, 5], 2) == [[1, 2, 3], [4, 5]]
assert split_list_into_n_parts([1, 2, 3, 4, 5, 6, 7], 3) == [[1, 2, 3], [4, 5], [6, 7]]
assert split_list_into_n_parts([1, 2, 3, 4], 2) == [[1, 2], [3, 4]]
assert split_list_into_n_parts([1, 2], 3) == [[1], [2], []]
assert split_list_into_n_parts([], 2) == [[], []]
assert split_list_into_n_parts([1, 2, 3], 1) == [[1, 2, 3]]
assert split_list_into_n_parts([1, 2, 3, 4, 5, 6, 7, 8], 3) == [[1, 2, 3], [4, 5, 6], [7, 8]]
with pytest.raises(ValueError):
    split_list_into_n_parts([1], 0)

# --- implementation 2: closed-form start and end of part i ---
def split_list_into_n_parts(items, n):
    if n < 1:
        raise ValueError("n must be positive")
    size, extra = divmod(len(items), n)
    bound = lambda i: i * size + min(i, extra)
    return [items[bound(i):bound(i + 1)] for i in range(n)]

# --- implementation 3: each part takes the ceiling of what is left over the parts left ---
def split_list_into_n_parts(items, n):
    if n < 1:
        raise ValueError("need at least one part")
    parts = []
    rest = items
    for remaining in range(n, 0, -1):
        size = -(-len(rest) // remaining)
        parts.append(rest[:size])
        rest = rest[size:]
    return parts

# --- implementation 4: list the part sizes, accumulate them into end offsets ---
from itertools import accumulate


def split_list_into_n_parts(items, n):
    if n < 1:
        raise ValueError("n must be >= 1")
    base, extra = divmod(len(items), n)
    sizes = [base + 1] * extra + [base] * (n - extra)
    ends = list(accumulate(sizes))
    return [items[end - size:end] for size, end in zip(sizes, ends)]

# --- inputs ---
def random_input(rng):
    items = list(range(rng.randint(0, 12)))
    return (items, rng.choice([0, 1, 2, 3, 4, 5, len(items), len(items) + 2]))
