# domain: collections
# function: bounded_queue_drop_oldest
# query: Simulate a bounded queue of the given capacity that drops its oldest element when a new
#   one arrives while full. Operations are ("put", x) or ("get",); return (results of gets, number
#   of dropped items). A get on an empty queue yields None.

from collections import deque

def bounded_queue_drop_oldest(capacity, operations):
    queue = deque()
    results = []
    dropped = 0
    for op in operations:
        if op[0] == "put":
            if len(queue) >= capacity:
                queue.popleft()
                dropped += 1
            queue.append(op[1])
        elif queue:
            results.append(queue.popleft())
        else:
            results.append(None)
    return results, dropped

# --- tests ---
import pytest

assert bounded_queue_drop_oldest(2, []) == ([], 0)
assert bounded_queue_drop_oldest(2, [("get",)]) == ([None], 0)
assert bounded_queue_drop_oldest(2, [("put", 1), ("put", 2), ("get",)]) == ([1], 0)
assert bounded_queue_drop_oldest(2, [("put", 1), ("put", 2), ("put", 3), ("get",), ("get",)]) == ([2, 3], 1)
assert bounded_queue_drop_oldest(1, [("put", 1), ("put", 2), ("put", 3), ("get",), ("get",)]) == ([3, None], 2)
assert bounded_queue_drop_oldest(3, [("put", "a"), ("get",), ("put", "b"), ("get",), ("get",)]) == (["a", "b", None], 0)
assert bounded_queue_drop_oldest(2, [("put", 1), ("get",), ("put", 2), ("put", 3), ("get",)]) == ([1, 2], 0)

# --- implementation 2: plain list with a head index instead of popping from the front ---
def bounded_queue_drop_oldest(capacity, operations):
    items = []
    head = 0
    results = []
    dropped = 0
    for op in operations:
        if op[0] == "put":
            if len(items) - head == capacity:
                head += 1
                dropped += 1
            items.append(op[1])
        else:
            results.append(items[head] if head < len(items) else None)
            head = min(head + 1, len(items))
    return (results, dropped)

# --- implementation 3: deque with maxlen does the dropping; count the drops by length ---
from collections import deque


def bounded_queue_drop_oldest(capacity, operations):
    queue = deque(maxlen=capacity)
    results = []
    dropped = 0
    for op in operations:
        if op[0] == "get":
            results.append(queue.popleft() if queue else None)
            continue
        if len(queue) == capacity:
            dropped += 1
        queue.append(op[1])
    return (results, dropped)

# --- inputs ---
def random_input(rng):
    capacity = rng.randint(1, 4)
    ops = []
    for k in range(rng.randint(0, 14)):
        if rng.random() < 0.6:
            ops.append(("put", rng.choice([k, "s%d" % k, None])))
        else:
            ops.append(("get",))
    return (capacity, ops)
