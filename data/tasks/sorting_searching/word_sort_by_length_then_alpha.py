# domain: sorting_searching
# function: word_sort_by_length_then_alpha
# query: Sort words by length ascending and then alphabetically ignoring case, with a merge sort you
#   write yourself; for equal keys keep input order. Return the new list.

def word_sort_by_length_then_alpha(words):
    if len(words) < 2:
        return list(words)
    mid = len(words) // 2
    left = word_sort_by_length_then_alpha(words[:mid])
    right = word_sort_by_length_then_alpha(words[mid:])
    result = []
    i = j = 0
    while i < len(left) and j < len(right):
        if (len(right[j]), right[j].lower()) < (len(left[i]), left[i].lower()):
            result.append(right[j])
            j += 1
        else:
            result.append(left[i])
            i += 1
    return result + left[i:] + right[j:]

# --- tests ---
import pytest

assert word_sort_by_length_then_alpha([]) == []
assert word_sort_by_length_then_alpha(["x"]) == ["x"]
assert word_sort_by_length_then_alpha(["bb", "a"]) == ["a", "bb"]
assert word_sort_by_length_then_alpha(["pear", "fig", "Apple", "kiwi", "date"]) == ["fig", "date", "kiwi", "pear", "Apple"]
assert word_sort_by_length_then_alpha(["B", "a", "C"]) == ["a", "B", "C"]
assert word_sort_by_length_then_alpha(["ab", "AB", "Ab"]) == ["ab", "AB", "Ab"]
assert word_sort_by_length_then_alpha(["ccc", "bb", "a", "dd", "e"]) == ["a", "e", "bb", "dd", "ccc"]

# --- implementation 2: bottom-up merge sort over runs of doubling width ---
def word_sort_by_length_then_alpha(words):
    items = list(words)
    key = lambda w: (len(w), w.lower())
    width = 1
    while width < len(items):
        merged = []
        for start in range(0, len(items), 2 * width):
            left = items[start:start + width]
            right = items[start + width:start + 2 * width]
            while left and right:
                merged.append(right.pop(0) if key(right[0]) < key(left[0]) else left.pop(0))
            merged.extend(left + right)
        items = merged
        width *= 2
    return items

# --- implementation 3: recursive merge sort with a separate merge of two sorted lists ---
def merge_by_length_alpha(a, b):
    out = []
    while a and b:
        if (len(b[0]), b[0].lower()) < (len(a[0]), a[0].lower()):
            out.append(b.pop(0))
        else:
            out.append(a.pop(0))
    return out + a + b


def word_sort_by_length_then_alpha(words):
    if len(words) <= 1:
        return list(words)
    half = len(words) // 2
    return merge_by_length_alpha(word_sort_by_length_then_alpha(words[:half]),
                                 word_sort_by_length_then_alpha(words[half:]))

# --- inputs ---
def random_input(rng):
    pool = ["a", "B", "ab", "AB", "Ab", "bb", "fig", "Fig", "kiwi", "date", "Apple", "e", "dd"]
    return ([rng.choice(pool) for _ in range(rng.randint(0, 12))],)
