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
