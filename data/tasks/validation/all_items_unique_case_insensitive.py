# domain: validation
# function: all_items_unique_case_insensitive
# query: Check that items, a list of strings, contains no duplicates when compared
#   case-insensitively and ignoring leading/trailing whitespace. Return None if all are unique;
#   otherwise raise ValueError whose message contains the repr of the first item (as written)
#   that repeats an earlier one.
# lint_allow: match "'C'" the query states the message contains the repr of the first repeated item;
#   in this test that item is 'C'

def all_items_unique_case_insensitive(items):
    keys = [item.strip().lower() for item in items]
    for i in range(len(keys)):
        for j in range(i):
            if keys[j] == keys[i]:
                raise ValueError("duplicate item: %r" % items[i])
    return None

# --- tests ---
import pytest

assert all_items_unique_case_insensitive([]) is None
assert all_items_unique_case_insensitive(["a"]) is None
assert all_items_unique_case_insensitive(["a", "b", "c"]) is None
assert all_items_unique_case_insensitive(["ab", "a b"]) is None
with pytest.raises(ValueError):
    all_items_unique_case_insensitive(["Apple", "apple"])
with pytest.raises(ValueError):
    all_items_unique_case_insensitive([" x", "X "])
with pytest.raises(ValueError, match="'C'"):
    all_items_unique_case_insensitive(["a", "b", "c", "C", "c"])
with pytest.raises(ValueError):
    all_items_unique_case_insensitive(["", " "])

# --- implementation 2: dict from normalised key to the first item seen ---
def all_items_unique_case_insensitive(items):
    seen = {}
    for item in items:
        key = item.strip().lower()
        if key in seen:
            raise ValueError(f"{item!r} repeats {seen[key]!r}")
        seen[key] = item
    return None

# --- implementation 3: Counter of the normalised prefix grows until a key reaches two ---
from collections import Counter


def all_items_unique_case_insensitive(items):
    normalised = [s.strip().lower() for s in items]
    counts = Counter()
    for original, key in zip(items, normalised):
        counts[key] += 1
        if counts[key] == 2:
            raise ValueError("duplicate: " + repr(original))

# --- inputs ---
def random_input(rng):
    pool = ["a", "A", " a", "b ", "B", "c", "C", "", " ", "ab", "a b", "x"]
    return ([rng.choice(pool) for _ in range(rng.randint(0, 5))],)
