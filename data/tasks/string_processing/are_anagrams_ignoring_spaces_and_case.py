# domain: string_processing
# function: are_anagrams_ignoring_spaces_and_case
# query: Decide whether two phrases a and b are anagrams of each other, ignoring spaces and letter
#   case but counting every other character (punctuation and digits matter). Two empty or
#   all-space strings are anagrams. Returns a bool.

def are_anagrams_ignoring_spaces_and_case(a, b):
    counts = {}
    for ch in a.lower():
        if ch != " ":
            counts[ch] = counts.get(ch, 0) + 1
    for ch in b.lower():
        if ch == " ":
            continue
        counts[ch] = counts.get(ch, 0) - 1
    for value in counts.values():
        if value != 0:
            return False
    return True

# --- tests ---
import pytest

assert are_anagrams_ignoring_spaces_and_case("", "  ") is True
assert are_anagrams_ignoring_spaces_and_case("Listen", "Silent") is True
assert are_anagrams_ignoring_spaces_and_case("Dormitory", "dirty room") is True
assert are_anagrams_ignoring_spaces_and_case("abc", "abcc") is False
assert are_anagrams_ignoring_spaces_and_case("abcc", "abc") is False
assert are_anagrams_ignoring_spaces_and_case("a!", "a") is False
assert are_anagrams_ignoring_spaces_and_case("a", "a!") is False
assert are_anagrams_ignoring_spaces_and_case("a1b", "b 1 A") is True
assert are_anagrams_ignoring_spaces_and_case("aab", "abb") is False

# --- implementation 2: compare the sorted characters with the spaces removed ---
def are_anagrams_ignoring_spaces_and_case(a, b):
    def letters(s):
        return sorted(s.lower().replace(" ", ""))
    left = letters(a)
    right = letters(b)
    return left == right

# --- implementation 3: compare two Counters of the non-space lower-cased characters ---
from collections import Counter


def are_anagrams_ignoring_spaces_and_case(a, b):
    first = Counter(c for c in a.lower() if c != " ")
    second = Counter(c for c in b.lower() if c != " ")
    return first == second

# --- implementation 4: compare str.count for every character that occurs in either phrase ---
def are_anagrams_ignoring_spaces_and_case(a, b):
    x = a.lower().replace(" ", "")
    y = b.lower().replace(" ", "")
    if len(x) != len(y):
        return False
    return all(x.count(ch) == y.count(ch) for ch in set(x + y))

# --- inputs ---
def random_input(rng):
    base = "".join(rng.choice("abcAB1! ") for _ in range(rng.randint(0, 7)))
    other = list(base.swapcase() if rng.random() < 0.3 else base)
    rng.shuffle(other)
    other = "".join(other)
    r = rng.random()
    if r < 0.2:
        other += rng.choice(["a", "!", " ", "1"])
    elif r < 0.35 and other:
        other = other[1:]
    return (base, other) if rng.random() < 0.5 else (other, base)
