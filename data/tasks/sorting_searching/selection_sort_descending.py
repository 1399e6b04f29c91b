# domain: sorting_searching
# function: selection_sort_descending
# query: Sort a list of numbers values in descending order using selection sort and return the new
#   list along with the number of swaps actually performed (a swap is only counted when two
#   different positions are exchanged), as a tuple (sorted_list, swaps). Each pass selects the
#   leftmost occurrence of the largest remaining value and exchanges it into the next position.

def selection_sort_descending(values):
    result = list(values)
    swaps = 0
    n = len(result)
    for i in range(n - 1):
        best = i
        for j in range(i + 1, n):
            if result[j] > result[best]:
                best = j
        if best != i:
            result[i], result[best] = result[best], result[i]
            swaps += 1
    return result, swaps

# --- tests ---
import pytest

assert selection_sort_descending([]) == ([], 0)
assert selection_sort_descending([4]) == ([4], 0)
assert selection_sort_descending([1, 2]) == ([2, 1], 1)
assert selection_sort_descending([2, 1]) == ([2, 1], 0)
assert selection_sort_descending([3, 1, 2]) == ([3, 2, 1], 1)
assert selection_sort_descending([1, 2, 3, 4, 5]) == ([5, 4, 3, 2, 1], 2)
assert selection_sort_descending([2, 2, 1, 3]) == ([3, 2, 2, 1], 2)
assert selection_sort_descending([-1, 5, 0, 5]) == ([5, 5, 0, -1], 2)

# --- implementation 2: pick the position of the leftmost maximum with max over indices ---
def selection_sort_descending(values):
    items = values[:]
    count = 0
    for i in range(len(items)):
        pos = max(range(i, len(items)), key=items.__getitem__)
        if pos != i:
            items[i], items[pos] = items[pos], items[i]
            count += 1
    return items, count

# --- implementation 3: locate the maximum of the unsorted tail with index() ---
def selection_sort_descending(values):
    out = list(values)
    swapped = 0
    for start in range(len(out)):
        tail_max = max(out[start:])
        where = out.index(tail_max, start)
        if where == start:
            continue
        out[start], out[where] = tail_max, out[start]
        swapped += 1
    return (out, swapped)

# --- inputs ---
def random_input(rng):
    n = rng.choice([0, 1, 2, 3, 5, 8, 12])
    pool = rng.choice([[0, 1, 2], list(range(-5, 6)), list(range(-50, 50))])
    return ([rng.choice(pool) for _ in range(n)],)
