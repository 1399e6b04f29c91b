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

# --- implementation 2: merge the lists pairwise, halving their number each round ---
def _merge_two(left, right):
    out, i, j = [], 0, 0
    while i < len(left) and j < len(right):
        if right[j] < left[i]:
            out.append(right[j])
            j += 1
        else:
            out.append(left[i])
            i += 1
    return out + left[i:] + right[j:]


def merge_k_sorted_lists_heap(lists):
    pending = [list(lst) for lst in lists]
    if not pending:
        return []
    while len(pending) > 1:
        merged = []
        for i in range(0, len(pending) - 1, 2):
            merged.append(_merge_two(pending[i], pending[i + 1]))
        if len(pending) % 2:
            merged.append(pending[-1])
        pending = merged
    return pending[0]

# --- implementation 3: repeatedly take the smallest head among the lists ---
def merge_k_sorted_lists_heap(lists):
    positions = [0] * len(lists)
    merged = []
    while True:
        best = None
        for k, lst in enumerate(lists):
            if positions[k] < len(lst) and (best is None or lst[positions[k]] < lists[best][positions[best]]):
                best = k
        if best is None:
            return merged
        merged.append(lists[best][positions[best]])
        positions[best] += 1

# --- implementation 4: concatenate everything and sort once ---
def merge_k_sorted_lists_heap(lists):
    combined = []
    for lst in lists:
        combined.extend(lst)
    combined.sort()
    return combined

# --- inputs ---
def random_input(rng):
    k = rng.choice([0, 1, 2]) if rng.random() < 0.2 else rng.randint(0, 6)
    lists = []
    for _ in range(k):
        m = rng.choice([0, 0, 1, rng.randint(0, 7)])
        lists.append(sorted(rng.randint(-10, 10) for _ in range(m)))
    return (lists,)
