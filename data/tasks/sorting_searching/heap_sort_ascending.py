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

# --- implementation 2: recursive max-heapify on the larger of the node and its two children ---
def heap_sort_ascending(values):
    heap = values[:]

    def heapify(i, size):
        largest = i
        for child in (2 * i + 1, 2 * i + 2):
            if child < size and heap[child] > heap[largest]:
                largest = child
        if largest != i:
            heap[i], heap[largest] = heap[largest], heap[i]
            heapify(largest, size)

    n = len(heap)
    for i in reversed(range(n // 2)):
        heapify(i, n)
    for size in range(n - 1, 0, -1):
        heap[0], heap[size] = heap[size], heap[0]
        heapify(0, size)
    return heap

# --- implementation 3: sift-down that moves a hole instead of swapping ---
def heap_sort_ascending(values):
    a = list(values)

    def sink(pos, limit):
        item = a[pos]
        child = 2 * pos + 1
        while child < limit:
            if child + 1 < limit and a[child] < a[child + 1]:
                child += 1
            if a[child] <= item:
                break
            a[pos] = a[child]
            pos, child = child, 2 * child + 1
        a[pos] = item

    for pos in range(len(a) // 2 - 1, -1, -1):
        sink(pos, len(a))
    for last in range(len(a) - 1, 0, -1):
        a[last], a[0] = a[0], a[last]
        sink(0, last)
    return a

# --- inputs ---
def random_input(rng):
    n = rng.choice([0, 1, 2]) if rng.random() < 0.2 else rng.randint(0, 25)
    spread = rng.choice([2, 10, 100])
    values = [rng.randint(-spread, spread) for _ in range(n)]
    if rng.random() < 0.15:
        values.sort(reverse=rng.random() < 0.5)
    return (values,)
