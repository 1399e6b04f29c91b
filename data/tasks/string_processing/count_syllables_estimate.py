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
