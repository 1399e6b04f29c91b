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
