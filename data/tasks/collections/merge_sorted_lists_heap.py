# domain: collections
# function: merge_sorted_lists_heap
# query: Merge several individually sorted lists into one sorted list. Empty lists are ignored.

import heapq

def merge_sorted_lists_heap(lists):
    heap = []
    for i, lst in enumerate(lists):
        if lst:
            heapq.heappush(heap, (lst[0], i, 0))
    merged = []
    while heap:
        value, i, j = heapq.heappop(heap)
        merged.append(value)
        if j + 1 < len(lists[i]):
            heapq.heappush(heap, (lists[i][j + 1], i, j + 1))
    return merged

# --- tests ---
import pytest

assert merge_sorted_lists_heap([]) == []
assert merge_sorted_lists_heap([[], []]) == []
assert merge_sorted_lists_heap([[1, 2, 3]]) == [1, 2, 3]
assert merge_sorted_lists_heap([[1, 4, 5], [1, 3, 4], [2, 6]]) == [1, 1, 2, 3, 4, 4, 5, 6]
assert merge_sorted_lists_heap([[5], [], [0, 10]]) == [0, 5, 10]
assert merge_sorted_lists_heap([[2, 2], [2]]) == [2, 2, 2]
assert merge_sorted_lists_heap([[1, 9], [2, 3, 4, 5]]) == [1, 2, 3, 4, 5, 9]
