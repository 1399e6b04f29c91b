# domain: collections
# function: group_words_by_first_letter
# query: Group words by their first letter, case-insensitively, returning a dict that maps each
#   lowercase letter to the list of words (original spelling, input order) starting with it.
#   Empty strings are skipped.

def group_words_by_first_letter(words):
    groups = {}
    for word in words:
        if len(word) == 0:
            continue
        key = word[0].lower()
        if key not in groups:
            groups[key] = []
        groups[key].append(word)
    return groups

# --- tests ---
import pytest

assert group_words_by_first_letter([]) == {}
assert group_words_by_first_letter(["apple"]) == {"a": ["apple"]}
assert group_words_by_first_letter(["apple", "Avocado", "banana"]) == {"a": ["apple", "Avocado"], "b": ["banana"]}
assert group_words_by_first_letter(["", "kiwi", ""]) == {"k": ["kiwi"]}
assert group_words_by_first_letter(["Bob", "bill", "Ann"]) == {"b": ["Bob", "bill"], "a": ["Ann"]}
assert group_words_by_first_letter(["z", "Z", "z"]) == {"z": ["z", "Z", "z"]}
assert group_words_by_first_letter([""]) == {}
assert group_words_by_first_letter(["x", "Y", "yak"]) == {"x": ["x"], "y": ["Y", "yak"]}

# --- implementation 2: setdefault keyed on the lower-cased first character ---
def group_words_by_first_letter(words):
    groups = {}
    for word in words:
        if word:
            groups.setdefault(word[:1].lower(), []).append(word)
    return groups

# --- implementation 3: collect the keys in first-seen order, then one comprehension per key ---
def group_words_by_first_letter(words):
    present = [w for w in words if w != ""]
    keys = []
    for w in present:
        if w[0].lower() not in keys:
            keys.append(w[0].lower())
    return {k: [w for w in present if w[0].lower() == k] for k in keys}

# --- inputs ---
def random_input(rng):
    pool = ["apple", "Avocado", "banana", "Bob", "bill", "", "kiwi", "z", "Z", "yak", "Y", "ant"]
    return ([rng.choice(pool) for _ in range(rng.randint(0, 9))],)
