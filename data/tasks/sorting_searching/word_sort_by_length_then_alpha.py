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
