# domain: sorting_searching
# function: heap_sort_ascending
# query: Sort a list values ascending with heap sort (build a max-heap with sift-down, then
#   repeatedly move the max to the end), working on a copy and without heapq. Return the sorted
#   list.
# lint_allow: implementation "heap" heap sort is the algorithm the task implements and the name a
#   user searches for

def heap_sort_ascending(values):
    arr = list(values)
    def sift_down(root, end):
        while 2 * root + 1 < end:
            child = 2 * root + 1
            if child + 1 < end and arr[child + 1] > arr[child]:
                child += 1
            if arr[root] >= arr[child]:
                return
            arr[root], arr[child] = arr[child], arr[root]
            root = child
    for start in range(len(arr) // 2 - 1, -1, -1):
        sift_down(start, len(arr))
    for end in range(len(arr) - 1, 0, -1):
        arr[0], arr[end] = arr[end], arr[0]
        sift_down(0, end)
    return arr

# --- tests ---
import pytest

assert heap_sort_ascending([]) == []
assert heap_sort_ascending([1]) == [1]
assert heap_sort_ascending([1, 2]) == [1, 2]
assert heap_sort_ascending([2, 1]) == [1, 2]
assert heap_sort_ascending([12, 11, 13, 5, 6, 7]) == [5, 6, 7, 11, 12, 13]
assert heap_sort_ascending([3, 3, 1, 2, 1]) == [1, 1, 2, 3, 3]
assert heap_sort_ascending([1, 2, 3, 4, 5, 6, 7, 8]) == [1, 2, 3, 4, 5, 6, 7, 8]
assert heap_sort_ascending([-4, 9, 0, -4, 8, 2, 7]) == [-4, -4, 0, 2, 7, 8, 9]
