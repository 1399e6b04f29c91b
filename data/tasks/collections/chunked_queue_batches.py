# domain: collections
# function: chunked_queue_batches
# query: Drain a queue (list, front first) in batches: each batch takes up to batch_size items from
#   the front, but an item equal to the flush marker ends the current batch early (the marker
#   itself is dropped and an empty batch is not emitted). marker defaults to None, so with no
#   marker given None items flush. Raise ValueError when batch_size < 1.

from collections import deque

def chunked_queue_batches(queue, batch_size, marker=None):
    if batch_size < 1:
        raise ValueError("batch_size must be positive")
    q = deque(queue)
    batches = []
    current = []
    while q:
        item = q.popleft()
        if item == marker:
            if current:
                batches.append(current)
            current = []
            continue
        current.append(item)
        if len(current) == batch_size:
            batches.append(current)
            current = []
    if current:
        batches.append(current)
    return batches

# --- tests ---
import pytest

assert chunked_queue_batches([], 2) == []
assert chunked_queue_batches([1, 2, 3], 2) == [[1, 2], [3]]
assert chunked_queue_batches([1, None, 2, 3, 4], 2) == [[1], [2, 3], [4]]
assert chunked_queue_batches([None, None, 1], 3) == [[1]]
assert chunked_queue_batches([1, 2, None], 2) == [[1, 2]]
assert chunked_queue_batches(["a", "|", "b"], 5, "|") == [["a"], ["b"]]
assert chunked_queue_batches([1, 2, 3], 1) == [[1], [2], [3]]
with pytest.raises(ValueError):
    chunked_queue_batches([1], 0)
