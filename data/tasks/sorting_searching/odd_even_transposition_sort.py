# domain: sorting_searching
# function: odd_even_transposition_sort
# query: Sort a list ascending with odd-even transposition (brick) sort: alternate passes comparing
#   pairs starting at even then odd indices until a full round makes no swaps. Return a new list.

def odd_even_transposition_sort(values):
    arr = list(values)
    done = False
    while not done:
        done = True
        for start in (0, 1):
            for i in range(start, len(arr) - 1, 2):
                if arr[i] > arr[i + 1]:
                    arr[i], arr[i + 1] = arr[i + 1], arr[i]
                    done = False
    return arr

# --- tests ---
import pytest

assert odd_even_transposition_sort([]) == []
assert odd_even_transposition_sort([1]) == [1]
assert odd_even_transposition_sort([2, 1]) == [1, 2]
assert odd_even_transposition_sort([3, 2, 1]) == [1, 2, 3]
assert odd_even_transposition_sort([5, 4, 3, 2, 1, 0]) == [0, 1, 2, 3, 4, 5]
assert odd_even_transposition_sort([1, 3, 2]) == [1, 2, 3]
assert odd_even_transposition_sort([4, 4, -1, 4]) == [-1, 4, 4, 4]
