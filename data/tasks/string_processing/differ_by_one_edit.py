# domain: string_processing
# function: differ_by_one_edit
# query: Return True if two strings a and b are exactly one edit apart, where an edit is inserting,
#   deleting or replacing a single character; identical strings are zero edits apart and return
#   False.

def differ_by_one_edit(a, b):
    if len(a) > len(b):
        a, b = b, a
    if len(b) - len(a) > 1:
        return False
    i = 0
    while i < len(a) and a[i] == b[i]:
        i += 1
    if len(a) == len(b):
        return i < len(a) and a[i + 1:] == b[i + 1:]
    return a[i:] == b[i + 1:]

# --- tests ---
import pytest

assert differ_by_one_edit("", "") is False
assert differ_by_one_edit("", "a") is True
assert differ_by_one_edit("abc", "abc") is False
assert differ_by_one_edit("abc", "abd") is True
assert differ_by_one_edit("abc", "xbc") is True
assert differ_by_one_edit("abc", "ab") is True
assert differ_by_one_edit("ab", "acb") is True
assert differ_by_one_edit("abc", "a") is False
assert differ_by_one_edit("abcd", "abdc") is False
assert differ_by_one_edit("abc", "bc") is True

# --- implementation 2: the full edit-distance table, checked for a distance of exactly one ---
def differ_by_one_edit(a, b):
    if abs(len(a) - len(b)) > 1:
        return False
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb)))
        prev = cur
    return prev[-1] == 1

# --- implementation 3: strip the common prefix and suffix; at most one character may remain on each side ---
def differ_by_one_edit(a, b):
    if a == b:
        return False
    shorter = min(len(a), len(b))
    p = 0
    while p < shorter and a[p] == b[p]:
        p += 1
    s = 0
    while s < shorter - p and a[len(a) - 1 - s] == b[len(b) - 1 - s]:
        s += 1
    return len(a) - p - s <= 1 and len(b) - p - s <= 1

# --- implementation 4: build every string one edit away from a and look for b among them ---
def differ_by_one_edit(a, b):
    letters = set(a) | set(b)
    edits = set()
    for i in range(len(a) + 1):
        for ch in letters:
            edits.add(a[:i] + ch + a[i:])
        if i < len(a):
            edits.add(a[:i] + a[i + 1:])
            edits.update(a[:i] + ch + a[i + 1:] for ch in letters if ch != a[i])
    return b in edits

# --- inputs ---
def random_input(rng):
    a = "".join(rng.choice("abc") for _ in range(rng.randint(0, 5)))
    b = list(a)
    for _ in range(rng.choice([0, 1, 1, 1, 2])):
        op = rng.choice(["ins", "del", "sub", "swap"])
        if op == "ins" or not b:
            b.insert(rng.randint(0, len(b)), rng.choice("abcd"))
        elif op == "del":
            del b[rng.randrange(len(b))]
        elif op == "sub":
            b[rng.randrange(len(b))] = rng.choice("abcd")
        elif len(b) > 1:
            i = rng.randrange(len(b) - 1)
            b[i], b[i + 1] = b[i + 1], b[i]
    return (a, "".join(b)) if rng.random() < 0.5 else ("".join(b), a)
