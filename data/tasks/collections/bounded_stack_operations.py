# domain: collections
# function: bounded_stack_operations
# query: Simulate a stack with a maximum size capacity, applying operations ("push", x), ("pop",)
#   and ("peek",) and returning the list of popped/peeked values. Pushing onto a full stack
#   raises OverflowError and popping or peeking an empty stack raises IndexError.
# lint_allow: implementation "stack" the function simulates a bounded stack; the stack is the behaviour under test, not a technique

def bounded_stack_operations(capacity, operations):
    stack = []
    outputs = []
    for op in operations:
        if op[0] == "push":
            if len(stack) >= capacity:
                raise OverflowError("stack full")
            stack.append(op[1])
        elif not stack:
            raise IndexError("stack empty")
        elif op[0] == "pop":
            outputs.append(stack.pop())
        else:
            outputs.append(stack[-1])
    return outputs

# --- tests ---
import pytest

assert bounded_stack_operations(2, []) == []
assert bounded_stack_operations(2, [("push", 1), ("push", 2), ("pop",), ("pop",)]) == [2, 1]
assert bounded_stack_operations(2, [("push", 1), ("peek",), ("peek",)]) == [1, 1]
assert bounded_stack_operations(1, [("push", 1), ("pop",), ("push", 2), ("peek",)]) == [1, 2]
assert bounded_stack_operations(3, [("push", "a"), ("push", "b"), ("peek",), ("pop",), ("peek",)]) == ["b", "b", "a"]
with pytest.raises(OverflowError):
    bounded_stack_operations(2, [("push", 1), ("push", 2), ("push", 3)])
with pytest.raises(IndexError):
    bounded_stack_operations(2, [("pop",)])
with pytest.raises(IndexError):
    bounded_stack_operations(2, [("push", 1), ("pop",), ("peek",)])

# --- implementation 2: fixed array of slots with a top index ---
def bounded_stack_operations(capacity, operations):
    slots = [None] * capacity
    top = 0
    seen = []
    for op in operations:
        kind = op[0]
        if kind == "push":
            if top == capacity:
                raise OverflowError("push onto a full stack")
            slots[top] = op[1]
            top += 1
            continue
        if top == 0:
            raise IndexError("%s on an empty stack" % kind)
        seen.append(slots[top - 1])
        if kind == "pop":
            top -= 1
    return seen

# --- implementation 3: deque as the store, dispatch on the operation name ---
from collections import deque


def bounded_stack_operations(capacity, operations):
    store = deque()
    out = []
    for name, *args in operations:
        if name == "push":
            if len(store) == capacity:
                raise OverflowError("capacity exceeded")
            store.append(args[0])
        else:
            if not store:
                raise IndexError("empty stack")
            out.append(store.pop() if name == "pop" else store[-1])
    return out

# --- inputs ---
def random_input(rng):
    capacity = rng.randint(0, 4)
    ops = []
    size = 0
    for k in range(rng.randint(0, 12)):
        r = rng.random()
        if r < 0.5 and (size < capacity or rng.random() < 0.1):
            ops.append(("push", rng.choice([k, "v%d" % k])))
            size += 1
        elif size > 0 or rng.random() < 0.1:
            if rng.random() < 0.5:
                ops.append(("pop",))
                size = max(0, size - 1)
            else:
                ops.append(("peek",))
    return (capacity, ops)
