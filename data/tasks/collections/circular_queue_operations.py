# domain: collections
# function: circular_queue_operations
# query: Simulate a fixed-size circular queue holding at most capacity items. Operations are
#   ("enqueue", x) -> True/False (False when full), ("dequeue",) -> value or None when empty,
#   and ("front",) -> value or None; return the list of all the operations' results.

def circular_queue_operations(capacity, operations):
    slots = [None] * capacity
    head = 0
    size = 0
    results = []
    for op in operations:
        if op[0] == "enqueue":
            if size == capacity:
                results.append(False)
                continue
            slots[(head + size) % capacity] = op[1]
            size += 1
            results.append(True)
        elif size == 0:
            results.append(None)
        elif op[0] == "dequeue":
            results.append(slots[head])
            head = (head + 1) % capacity
            size -= 1
        else:
            results.append(slots[head])
    return results

# --- tests ---
import pytest

assert circular_queue_operations(2, []) == []
assert circular_queue_operations(2, [("dequeue",), ("front",)]) == [None, None]
assert circular_queue_operations(2, [("enqueue", 1), ("enqueue", 2), ("enqueue", 3)]) == [True, True, False]
assert circular_queue_operations(2, [("enqueue", 1), ("enqueue", 2), ("dequeue",), ("enqueue", 3), ("dequeue",), ("dequeue",)]) == [True, True, 1, True, 2, 3]
assert circular_queue_operations(3, [("enqueue", "a"), ("front",), ("dequeue",), ("front",)]) == [True, "a", "a", None]
assert circular_queue_operations(1, [("enqueue", 5), ("dequeue",), ("enqueue", 6), ("front",)]) == [True, 5, True, 6]
assert circular_queue_operations(3, [("enqueue", 1), ("enqueue", 2), ("dequeue",), ("dequeue",), ("enqueue", 3), ("enqueue", 4), ("enqueue", 5), ("dequeue",), ("dequeue",), ("dequeue",)]) == [True, True, 1, 2, True, True, True, 3, 4, 5]

# --- implementation 2: Python list as the queue, pop(0) to dequeue ---
def circular_queue_operations(capacity, operations):
    items = []
    out = []
    for op in operations:
        if op[0] == "enqueue":
            accepted = len(items) < capacity
            if accepted:
                items.append(op[1])
            out.append(accepted)
        elif op[0] == "dequeue":
            out.append(items.pop(0) if items else None)
        else:
            out.append(items[0] if items else None)
    return out

# --- implementation 3: deque, dispatch through a dict of small handlers ---
from collections import deque


def circular_queue_operations(capacity, operations):
    queue = deque()

    def enqueue(x):
        if len(queue) >= capacity:
            return False
        queue.append(x)
        return True

    handlers = {
        "enqueue": enqueue,
        "dequeue": lambda: queue.popleft() if queue else None,
        "front": lambda: queue[0] if queue else None,
    }
    return [handlers[op[0]](*op[1:]) for op in operations]

# --- inputs ---
def random_input(rng):
    capacity = rng.randint(1, 4)
    ops = []
    for k in range(rng.randint(0, 14)):
        r = rng.random()
        if r < 0.5:
            ops.append(("enqueue", rng.choice([k, "x%d" % k])))
        elif r < 0.8:
            ops.append(("dequeue",))
        else:
            ops.append(("front",))
    return (capacity, ops)
