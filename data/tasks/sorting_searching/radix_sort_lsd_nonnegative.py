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
