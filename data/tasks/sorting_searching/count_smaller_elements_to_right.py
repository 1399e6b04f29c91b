# domain: sorting_searching
# function: count_smaller_elements_to_right
# query: For every position in values, a list of numbers, count how many later elements are strictly
#   smaller. Return the list of counts (empty for an empty input).

def count_smaller_elements_to_right(values):
    seen = []
    counts = [0] * len(values)
    for i in range(len(values) - 1, -1, -1):
        lo, hi = 0, len(seen)
        while lo < hi:
            mid = (lo + hi) // 2
            if seen[mid] < values[i]:
                lo = mid + 1
            else:
                hi = mid
        counts[i] = lo
        seen.insert(lo, values[i])
    return counts

# --- tests ---
import pytest

assert count_smaller_elements_to_right([]) == []
assert count_smaller_elements_to_right([5]) == [0]
assert count_smaller_elements_to_right([5, 2, 6, 1]) == [2, 1, 1, 0]
assert count_smaller_elements_to_right([1, 2, 3]) == [0, 0, 0]
assert count_smaller_elements_to_right([3, 2, 1]) == [2, 1, 0]
assert count_smaller_elements_to_right([2, 2, 2]) == [0, 0, 0]
assert count_smaller_elements_to_right([4, 1, 3, 1, 2]) == [4, 0, 2, 0, 0]
assert count_smaller_elements_to_right([1, 3, 2, 3, 1]) == [0, 2, 1, 1, 0]
assert count_smaller_elements_to_right([-1, -3, 7, 0, -2, 5]) == [2, 0, 3, 1, 0, 0]

# --- implementation 2: count the smaller elements in each suffix directly ---
def count_smaller_elements_to_right(values):
    counts = []
    for i, x in enumerate(values):
        smaller = sum(1 for y in values[i + 1:] if y < x)
        counts.append(smaller)
    return counts

# --- implementation 3: Fenwick tree over the ranks of the values, filled from the right ---
def count_smaller_elements_to_right(values):
    rank = {v: i + 1 for i, v in enumerate(sorted(set(values)))}
    tree = [0] * (len(rank) + 1)
    result = []
    for v in reversed(values):
        i, below = rank[v] - 1, 0
        while i > 0:
            below += tree[i]
            i -= i & -i
        result.append(below)
        i = rank[v]
        while i < len(tree):
            tree[i] += 1
            i += i & -i
    return result[::-1]

# --- implementation 4: merge sort of the indices, counting right-half elements that pass each left one ---
def count_smaller_elements_to_right(values):
    counts = [0] * len(values)

    def sort(indices):
        if len(indices) < 2:
            return indices
        mid = len(indices) // 2
        left, right = sort(indices[:mid]), sort(indices[mid:])
        merged, j = [], 0
        for i in left:
            while j < len(right) and values[right[j]] < values[i]:
                merged.append(right[j])
                j += 1
            counts[i] += j
            merged.append(i)
        return merged + right[j:]

    sort(list(range(len(values))))
    return counts

# --- inputs ---
def random_input(rng):
    n = rng.choice([0, 1, 2]) if rng.random() < 0.2 else rng.randint(0, 18)
    spread = rng.choice([1, 3, 10])
    values = [rng.randint(-spread, spread) for _ in range(n)]
    if rng.random() < 0.15:
        values.sort(reverse=rng.random() < 0.5)
    return (values,)
