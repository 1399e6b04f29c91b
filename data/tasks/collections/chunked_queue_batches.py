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

# --- implementation 2: split the items into marker-free segments, then cut each into batches ---
def chunked_queue_batches(queue, batch_size, marker=None):
    if batch_size < 1:
        raise ValueError("batch_size must be at least 1")
    segments = [[]]
    for item in queue:
        if item == marker:
            segments.append([])
        else:
            segments[-1].append(item)
    batches = []
    for segment in segments:
        for start in range(0, len(segment), batch_size):
            batches.append(segment[start:start + batch_size])
    return batches

# --- implementation 3: index walk, each batch collected by an inner loop ---
def chunked_queue_batches(queue, batch_size, marker=None):
    if batch_size <= 0:
        raise ValueError("batch_size must be positive")
    items = list(queue)
    batches = []
    i = 0
    while i < len(items):
        batch = []
        while i < len(items) and len(batch) < batch_size and items[i] != marker:
            batch.append(items[i])
            i += 1
        if i < len(items) and items[i] == marker:
            i += 1
        if batch:
            batches.append(batch)
    return batches

# --- inputs ---
def random_input(rng):
    batch_size = rng.choice([1, 2, 3, rng.randint(1, 5)])
    if rng.random() < 0.08:
        batch_size = rng.randint(-2, 0)
    if rng.random() < 0.4:
        items = [rng.choice(["a", "b", "c", "|"]) for _ in range(rng.randint(0, 12))]
        return (items, batch_size, "|")
    items = [rng.choice([None, 1, 2, 3, 4, 5, 6]) for _ in range(rng.randint(0, 12))]
    return (items, batch_size)
