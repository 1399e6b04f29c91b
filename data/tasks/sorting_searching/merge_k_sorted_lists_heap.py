# domain: sorting_searching
# function: merge_k_sorted_lists_heap
# query: Merge any number of ascending integer lists into one ascending list; empty input lists are
#   allowed.

import heapq

def merge_k_sorted_lists_heap(lists):
    heap = []
    for idx, lst in enumerate(lists):
        if lst:
            heap.append((lst[0], idx, 0))
    heapq.heapify(heap)
    result = []
    while heap:
        value, idx, pos = heapq.heappop(heap)
        result.append(value)
        if pos + 1 < len(lists[idx]):
            heapq.heappush(heap, (lists[idx][pos + 1], idx, pos + 1))
    return result

# --- tests ---
import pytest

assert merge_k_sorted_lists_heap([]) == []
assert merge_k_sorted_lists_heap([[], []]) == []
assert merge_k_sorted_lists_heap([[1, 2, 3]]) == [1, 2, 3]
assert merge_k_sorted_lists_heap([[1, 4, 5], [1, 3, 4], [2, 6]]) == [1, 1, 2, 3, 4, 4, 5, 6]
assert merge_k_sorted_lists_heap([[], [7], [0, 9]]) == [0, 7, 9]
assert merge_k_sorted_lists_heap([[5], [4], [3]]) == [3, 4, 5]
assert merge_k_sorted_lists_heap([[-2, -1], [-3, 10, 11]]) == [-3, -2, -1, 10, 11]
