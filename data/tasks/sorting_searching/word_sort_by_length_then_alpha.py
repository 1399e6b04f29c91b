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

# --- implementation 3: natural merge sort: cut the input into ascending runs, merge neighbouring runs ---
def word_sort_by_length_then_alpha(words):
    def key(w):
        return (len(w), w.lower())
    runs = []
    for w in words:
        if runs and key(runs[-1][-1]) <= key(w):
            runs[-1].append(w)
        else:
            runs.append([w])
    while len(runs) > 1:
        merged_runs = []
        for k in range(0, len(runs) - 1, 2):
            a, b = runs[k], runs[k + 1]
            i = j = 0
            merged = []
            while i < len(a) and j < len(b):
                if key(b[j]) < key(a[i]):
                    merged.append(b[j])
                    j += 1
                else:
                    merged.append(a[i])
                    i += 1
            merged_runs.append(merged + a[i:] + b[j:])
        if len(runs) % 2:
            merged_runs.append(runs[-1])
        runs = merged_runs
    return runs[0] if runs else []

# --- inputs ---
def random_input(rng):
    pool = ["a", "B", "ab", "AB", "Ab", "bb", "fig", "Fig", "kiwi", "date", "Apple", "e", "dd"]
    return ([rng.choice(pool) for _ in range(rng.randint(0, 12))],)
