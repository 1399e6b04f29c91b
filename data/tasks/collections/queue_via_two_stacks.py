# domain: collections
# function: queue_via_two_stacks
# query: Simulate a FIFO queue built from two stacks. Operations are ("push", x) or ("pop",);
#   return the list of values produced by the pops, in order. Raise IndexError when popping from
#   an empty queue.

def queue_via_two_stacks(operations):
    inbox, outbox = [], []
    popped = []
    for i in range(len(operations)):
        op = operations[i]
        if op[0] == "push":
            inbox.append(op[1])
            continue
        if not outbox:
            while len(inbox) > 0:
                outbox.append(inbox.pop())
        if not outbox:
            raise IndexError("pop from empty queue")
        popped.append(outbox.pop())
    return popped

# --- tests ---
import pytest

assert queue_via_two_stacks([]) == []
assert queue_via_two_stacks([("push", 1)]) == []
assert queue_via_two_stacks([("push", 1), ("pop",)]) == [1]
assert queue_via_two_stacks([("push", 1), ("push", 2), ("pop",), ("push", 3), ("pop",), ("pop",)]) == [1, 2, 3]
assert queue_via_two_stacks([("push", "a"), ("push", "b"), ("push", "c"), ("pop",), ("pop",)]) == ["a", "b"]
assert queue_via_two_stacks([("push", 1), ("pop",), ("push", 2), ("push", 3), ("pop",)]) == [1, 2]
with pytest.raises(IndexError):
    queue_via_two_stacks([("pop",)])
with pytest.raises(IndexError):
    queue_via_two_stacks([("push", 1), ("pop",), ("pop",)])

# --- implementation 2: collections.deque as the queue ---
from collections import deque


def queue_via_two_stacks(operations):
    queue = deque()
    out = []
    for op in operations:
        if op[0] == "push":
            queue.append(op[1])
        elif queue:
            out.append(queue.popleft())
        else:
            raise IndexError("pop from an empty queue")
    return out

# --- implementation 3: one list and a read index for the front ---
def queue_via_two_stacks(operations):
    items = []
    front = 0
    results = []
    for name, *args in operations:
        if name == "push":
            items.extend(args)
            continue
        if front == len(items):
            raise IndexError("queue is empty")
        results.append(items[front])
        front += 1
    return results

# --- inputs ---
def random_input(rng):
    ops = []
    size = 0
    for i in range(rng.randint(0, 12)):
        if rng.random() < 0.55:
            ops.append(("push", rng.choice([i, "v%d" % i])))
            size += 1
        elif size > 0 or rng.random() < 0.1:
            ops.append(("pop",))
            size -= 1
    return (ops,)
