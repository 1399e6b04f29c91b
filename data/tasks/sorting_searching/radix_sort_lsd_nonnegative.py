# domain: sorting_searching
# function: radix_sort_lsd_nonnegative
# query: Sort values, a list of non-negative integers, with least-significant-digit radix sort in
#   the given base (default 10). Return a new sorted list; raise ValueError for a negative
#   value or a base below 2.

def radix_sort_lsd_nonnegative(values, base=10):
    if base < 2:
        raise ValueError("base must be at least 2")
    for v in values:
        if v < 0:
            raise ValueError("values must be non-negative")
    result = list(values)
    place = 1
    largest = max(result, default=0)
    while place <= largest:
        buckets = [[] for _ in range(base)]
        for v in result:
            buckets[(v // place) % base].append(v)
        result = [v for bucket in buckets for v in bucket]
        place *= base
    return result

# --- tests ---
import pytest

assert radix_sort_lsd_nonnegative([]) == []
assert radix_sort_lsd_nonnegative([0, 0]) == [0, 0]
assert radix_sort_lsd_nonnegative([170, 45, 75, 90, 802, 24, 2, 66]) == [2, 24, 45, 66, 75, 90, 170, 802]
assert radix_sort_lsd_nonnegative([10, 1, 100, 0]) == [0, 1, 10, 100]
assert radix_sort_lsd_nonnegative([3, 3, 1, 3, 2]) == [1, 2, 3, 3, 3]
assert radix_sort_lsd_nonnegative([5, 3, 7, 1, 4, 8], 2) == [1, 3, 4, 5, 7, 8]
assert radix_sort_lsd_nonnegative([255, 16, 15, 256, 17], 16) == [15, 16, 17, 255, 256]
with pytest.raises(ValueError):
    radix_sort_lsd_nonnegative([2, -1])
with pytest.raises(ValueError):
    radix_sort_lsd_nonnegative([3, 1], 1)

# --- implementation 2: LSD passes that are counting sorts on one digit (prefix positions, stable) ---
def radix_sort_lsd_nonnegative(values, base=10):
    if base < 2:
        raise ValueError("base must be >= 2")
    if any(v < 0 for v in values):
        raise ValueError("negative value")
    result = values[:]
    exp = 1
    while result and exp <= max(result):
        counts = [0] * base
        for v in result:
            counts[v // exp % base] += 1
        starts = [0] * base
        for d in range(1, base):
            starts[d] = starts[d - 1] + counts[d - 1]
        placed = [None] * len(result)
        for v in result:
            d = v // exp % base
            placed[starts[d]] = v
            starts[d] += 1
        result = placed
        exp *= base
    return result

# --- implementation 3: one stable sort per digit, least significant digit first ---
def radix_sort_lsd_nonnegative(values, base=10):
    if base < 2:
        raise ValueError("invalid base")
    if values and min(values) < 0:
        raise ValueError("values must not be negative")
    ordered = list(values)
    digits = 0
    while ordered and base ** digits <= max(ordered):
        place = base ** digits
        ordered = sorted(ordered, key=lambda v: v // place % base)
        digits += 1
    return ordered

# --- inputs ---
def random_input(rng):
    n = rng.choice([0, 1, 2]) if rng.random() < 0.2 else rng.randint(0, 15)
    values = [rng.randint(0, rng.choice([9, 100, 5000])) for _ in range(n)]
    r = rng.random()
    if r < 0.08 and values:
        values[rng.randrange(n)] = -rng.randint(1, 9)
    base = rng.choice([2, 3, 10, 16]) if rng.random() < 0.9 else rng.randint(-1, 1)
    if rng.random() < 0.3:
        top = (10 if r > 0.5 or base < 2 else base) ** rng.randint(1, 3)
        values = [v % top for v in values] + [top]
        rng.shuffle(values)
    if r > 0.5:
        return (values,)
    return (values, base)
