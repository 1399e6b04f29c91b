# domain: sorting_searching
# function: bubble_sort_with_pass_count
# query: Bubble sort a list values ascending with early exit when a pass makes no swaps; return the
#   sorted copy and the number of passes executed (including the final swap-free pass; an empty
#   or single-element list needs 0 passes).

def bubble_sort_with_pass_count(values):
    arr = list(values)
    passes = 0
    n = len(arr)
    for end in range(n - 1, 0, -1):
        passes += 1
        swapped = False
        for i in range(end):
            if arr[i] > arr[i + 1]:
                arr[i], arr[i + 1] = arr[i + 1], arr[i]
                swapped = True
        if not swapped:
            break
    return arr, passes

# --- tests ---
import pytest

assert bubble_sort_with_pass_count([]) == ([], 0)
assert bubble_sort_with_pass_count([1]) == ([1], 0)
assert bubble_sort_with_pass_count([1, 2]) == ([1, 2], 1)
assert bubble_sort_with_pass_count([2, 1]) == ([1, 2], 1)
assert bubble_sort_with_pass_count([1, 2, 3, 4]) == ([1, 2, 3, 4], 1)
assert bubble_sort_with_pass_count([4, 3, 2, 1]) == ([1, 2, 3, 4], 3)
assert bubble_sort_with_pass_count([2, 1, 3, 4, 5]) == ([1, 2, 3, 4, 5], 2)
assert bubble_sort_with_pass_count([3, 3, 1]) == ([1, 3, 3], 2)

# --- implementation 2: sorted() plus the pass count from the largest number of greater elements to the left of any element ---
def bubble_sort_with_pass_count(values):
    n = len(values)
    if n < 2:
        return list(values), 0
    lag = max(sum(1 for earlier in values[:i] if earlier > v) for i, v in enumerate(values))
    return sorted(values), min(lag + 1, n - 1)

# --- implementation 3: repeat full passes while something was swapped, at most n - 1 passes ---
def bubble_sort_with_pass_count(values):
    items = values[:]
    passes = 0
    swapped = True
    while swapped and passes < len(items) - 1:
        swapped = False
        for i in range(len(items) - 1 - passes):
            if items[i + 1] < items[i]:
                items[i + 1], items[i] = items[i], items[i + 1]
                swapped = True
        passes += 1
    return items, passes

# --- inputs ---
def random_input(rng):
    n = rng.choice([0, 1, 2, 3]) if rng.random() < 0.25 else rng.randint(0, 14)
    values = [rng.randint(-5, 5) for _ in range(n)]
    r = rng.random()
    if r < 0.2:
        values.sort()
    elif r < 0.35:
        values.sort(reverse=True)
    elif r < 0.5 and n > 1:
        values.sort()
        i = rng.randrange(n - 1)
        values[i], values[i + 1] = values[i + 1], values[i]
    return (values,)
