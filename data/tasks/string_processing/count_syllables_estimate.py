# domain: string_processing
# function: count_syllables_estimate
# query: Estimate the syllables in an English word: count groups of consecutive vowels (a, e, i, o, u,
#   y, case-insensitive), subtract one for a silent final "e" (but not for "le" after a consonant),
#   and never return less than 1 for a non-empty word; "" gives 0.

def count_syllables_estimate(word):
    w = word.lower()
    if w == "":
        return 0
    vowels = "aeiouy"
    count = 0
    previous_vowel = False
    for ch in w:
        is_vowel = ch in vowels
        if is_vowel and not previous_vowel:
            count += 1
        previous_vowel = is_vowel
    if w.endswith("e") and not (w.endswith("le") and len(w) > 2 and w[-3] not in vowels):
        count -= 1
    return max(count, 1)

# --- tests ---
import pytest

assert count_syllables_estimate("") == 0
assert count_syllables_estimate("le") == 1
assert count_syllables_estimate("hello") == 2
assert count_syllables_estimate("make") == 1
assert count_syllables_estimate("table") == 2
assert count_syllables_estimate("the") == 1
assert count_syllables_estimate("beautiful") == 3
assert count_syllables_estimate("rhythm") == 1
assert count_syllables_estimate("PEOPLE") == 2
assert count_syllables_estimate("whale") == 1

# --- implementation 2: count the vowel runs with a regular expression ---
import re


def count_syllables_estimate(word):
    if not word:
        return 0
    w = word.lower()
    groups = len(re.findall(r"[aeiouy]+", w))
    silent_e = w.endswith("e") and not re.search(r"[^aeiouy]le$", w)
    return max(groups - silent_e, 1)

# --- implementation 3: groupby over "is a vowel", then the ending rules on the last characters ---
from itertools import groupby


def count_syllables_estimate(word):
    lowered = word.lower()
    if lowered == "":
        return 0
    vowel_groups = sum(1 for is_vowel, _ in groupby(lowered, key=lambda c: c in "aeiouy") if is_vowel)
    if lowered[-1] == "e":
        consonant_le = lowered[-2:] == "le" and len(lowered) >= 3 and lowered[-3] not in "aeiouy"
        if not consonant_le:
            vowel_groups -= 1
    return vowel_groups if vowel_groups > 0 else 1

# --- inputs ---
def random_input(rng):
    pool = ["", "le", "hello", "make", "table", "the", "beautiful", "rhythm", "PEOPLE", "whale", "free", "ale", "bottle", "queue", "e", "y", "tree", "Able", "ole"]
    return (rng.choice(pool) if rng.random() < 0.6 else "".join(rng.choice("aeblty") for _ in range(rng.randint(1, 6))),)
