# domain: collections
# function: group_anagrams_sorted
# query: Group words that are anagrams of each other. Return the groups as lists of words sorted
#   alphabetically, with the list of groups sorted by its first word.

def group_anagrams_sorted(words):
    groups = {}
    for i in range(0, len(words)):
        word = words[i]
        key = "".join(sorted(word))
        groups.setdefault(key, []).append(word)
    keys = list(groups)
    result = [sorted(groups[keys[k]]) for k in range(len(keys))]
    result.sort(key=lambda group: group[0])
    return result

# --- tests ---
import pytest

assert group_anagrams_sorted([]) == []
assert group_anagrams_sorted(["a"]) == [["a"]]
assert group_anagrams_sorted(["eat", "tea", "tan", "ate", "nat", "bat"]) == [["ate", "eat", "tea"], ["bat"], ["nat", "tan"]]
assert group_anagrams_sorted(["", ""]) == [["", ""]]
assert group_anagrams_sorted(["ab", "ba", "abc"]) == [["ab", "ba"], ["abc"]]
assert group_anagrams_sorted(["zz", "yy"]) == [["yy"], ["zz"]]
assert group_anagrams_sorted(["listen", "silent", "enlist", "google"]) == [["enlist", "listen", "silent"], ["google"]]
assert group_anagrams_sorted(["da", "ad", "cb", "bc"]) == [["ad", "da"], ["bc", "cb"]]
