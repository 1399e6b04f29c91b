# domain: sorting_searching
# function: minimum_swaps_to_sort_distinct
# query: Return the minimum number of swaps of any two elements needed to sort a list of distinct
#   values into ascending order (found by counting the cycles of the permutation). Return 0 for an
#   empty or already sorted list; raise ValueError if the list contains duplicates.

def minimum_swaps_to_sort_distinct(values):
    if len(set(values)) != len(values):
        raise ValueError("values must be distinct")
    target = {v: i for i, v in enumerate(sorted(values))}
    visited = [False] * len(values)
    swaps = 0
    for start in range(len(values)):
        if visited[start] or target[values[start]] == start:
            continue
        length = 0
        i = start
        while not visited[i]:
            visited[i] = True
            i = target[values[i]]
            length += 1
        swaps += length - 1
    return swaps

# --- tests ---
import pytest

assert minimum_swaps_to_sort_distinct([]) == 0
assert minimum_swaps_to_sort_distinct([7]) == 0
assert minimum_swaps_to_sort_distinct([2, 1]) == 1
assert minimum_swaps_to_sort_distinct([10, 20, 30]) == 0
assert minimum_swaps_to_sort_distinct([4, 3, 2, 1]) == 2
assert minimum_swaps_to_sort_distinct([2, 3, 4, 1]) == 3
assert minimum_swaps_to_sort_distinct([1, 5, 4, 3, 2]) == 2
assert minimum_swaps_to_sort_distinct([3, 1, 2, 6, 4, 5]) == 4
assert minimum_swaps_to_sort_distinct([-5, 40, 0, 9]) == 2
with pytest.raises(ValueError):
    minimum_swaps_to_sort_distinct([1, 2, 1])

# --- implementation 2: swap each element straight into its sorted position and count the swaps ---
def minimum_swaps_to_sort_distinct(values):
    if len(values) != len(set(values)):
        raise ValueError("duplicate values")
    rank = {v: i for i, v in enumerate(sorted(values))}
    arr = [rank[v] for v in values]
    swaps = 0
    for i in range(len(arr)):
        while arr[i] != i:
            j = arr[i]
            arr[i], arr[j] = arr[j], arr[i]
            swaps += 1
    return swaps

# --- implementation 3: n minus the number of cycles of the sorting permutation ---
def minimum_swaps_to_sort_distinct(values):
    if len(set(values)) < len(values):
        raise ValueError("values must not repeat")
    order = sorted(range(len(values)), key=lambda i: values[i])
    seen = set()
    cycles = 0
    for start in range(len(values)):
        if start in seen:
            continue
        cycles += 1
        node = start
        while node not in seen:
            seen.add(node)
            node = order[node]
    return len(values) - cycles

# --- inputs ---
def random_input(rng):
    n = rng.choice([0, 1, 2]) if rng.random() < 0.2 else rng.randint(0, 12)
    values = rng.sample(range(-30, 30), n)
    r = rng.random()
    if r < 0.15:
        values.sort()
    elif r < 0.25:
        values.sort(reverse=True)
    elif r < 0.33 and values:
        values.append(rng.choice(values))
    return (values,)
