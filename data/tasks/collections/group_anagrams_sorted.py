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

# --- implementation 2: group by a letter-count signature, sort the groups by their first word ---
from collections import Counter


def group_anagrams_sorted(words):
    buckets = {}
    for word in words:
        signature = tuple(sorted(Counter(word).items()))
        buckets.setdefault(signature, []).append(word)
    groups = [sorted(members) for members in buckets.values()]
    return sorted(groups, key=lambda g: g[0])

# --- implementation 3: walk the sorted words, adding each to the first group it is an anagram of ---
def group_anagrams_sorted(words):
    groups = []
    for word in sorted(words):
        for group in groups:
            if sorted(group[0]) == sorted(word):
                group.append(word)
                break
        else:
            groups.append([word])
    return groups

# --- implementation 4: sort by signature, itertools.groupby, then sort the groups ---
from itertools import groupby


def group_anagrams_sorted(words):
    def signature(word):
        return "".join(sorted(word))

    ordered = sorted(words, key=signature)
    groups = [sorted(g) for _, g in groupby(ordered, key=signature)]
    return sorted(groups)

# --- inputs ---
def random_input(rng):
    base = ["eat", "tea", "ate", "tan", "nat", "bat", "ab", "ba", "abc", "cab", "", "a", "aab", "aba", "bba"]
    return ([rng.choice(base) for _ in range(rng.randint(0, 9))],)
