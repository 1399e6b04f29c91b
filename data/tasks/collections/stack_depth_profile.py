# domain: collections
# function: stack_depth_profile
# query: Given operations, a sequence of "push" and "pop" operation names, return the stack depth
#   after each operation. Raise IndexError when a pop is applied to an empty stack and
#   ValueError for any other operation name.
# lint_allow: implementation "stack" the function reports the depth of a stack under push/pop; the stack is the behaviour under test

def stack_depth_profile(operations):
    depth = 0
    profile = []
    for op in operations:
        if op == "push":
            depth += 1
        elif op == "pop":
            if depth == 0:
                raise IndexError("pop from empty stack")
            depth -= 1
        else:
            raise ValueError("unknown operation %r" % op)
        profile.append(depth)
    return profile

# --- tests ---
import pytest

assert stack_depth_profile([]) == []
assert stack_depth_profile(["push"]) == [1]
assert stack_depth_profile(["push", "push", "pop", "push"]) == [1, 2, 1, 2]
assert stack_depth_profile(["push", "pop", "push", "pop"]) == [1, 0, 1, 0]
with pytest.raises(IndexError):
    stack_depth_profile(["pop"])
with pytest.raises(IndexError):
    stack_depth_profile(["push", "pop", "pop"])
with pytest.raises(ValueError):
    stack_depth_profile(["push", "peek"])

# --- implementation 2: a table of depth changes per operation name ---
def stack_depth_profile(operations):
    change = {"push": 1, "pop": -1}
    depth = 0
    depths = []
    for name in operations:
        if name not in change:
            raise ValueError("unknown operation: %s" % name)
        depth += change[name]
        if depth < 0:
            raise IndexError("pop on empty stack")
        depths.append(depth)
    return depths

# --- implementation 3: a real list used as the stack; list.pop raises IndexError when empty ---
def stack_depth_profile(operations):
    stack = []
    sizes = []
    for op in operations:
        if op == "push":
            stack.append(op)
        elif op == "pop":
            stack.pop()
        else:
            raise ValueError(op)
        sizes.append(len(stack))
    return sizes

# --- inputs ---
def random_input(rng):
    ops = ["push", "push", "push", "pop", "pop"]
    seq = [rng.choice(ops) for _ in range(rng.randint(0, 10))]
    if seq and rng.random() < 0.1:
        seq[rng.randrange(len(seq))] = rng.choice(["peek", "PUSH", ""])
    return (seq,)
