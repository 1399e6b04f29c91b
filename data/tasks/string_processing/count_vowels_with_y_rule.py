# domain: string_processing
# function: count_vowels_with_y_rule
# query: Count the vowels in a text, case-insensitively. a, e, i, o, u always count; "y" counts
#   only when it is the last letter of a word (a word being a maximal run of letters), as in
#   "happy". Returns an int.

def count_vowels_with_y_rule(text):
    count = 0
    n = len(text)
    for i in range(n):
        ch = text[i].lower()
        if ch in "aeiou":
            count += 1
        elif ch == "y":
            is_last = i + 1 == n or not text[i + 1].isalpha()
            if is_last:
                count += 1
    return count

# --- tests ---
import pytest

assert count_vowels_with_y_rule("") == 0
assert count_vowels_with_y_rule("rhythm") == 0
assert count_vowels_with_y_rule("happy") == 2
assert count_vowels_with_y_rule("HAPPY") == 2
assert count_vowels_with_y_rule("y") == 1
assert count_vowels_with_y_rule("yes") == 1
assert count_vowels_with_y_rule("my, oh my!") == 3
assert count_vowels_with_y_rule("AEIOU xyz") == 5
assert count_vowels_with_y_rule("toy2") == 2

# --- implementation 2: blank out the non-letters, split into words, count per word ---
def count_vowels_with_y_rule(text):
    letters_only = "".join(ch if ch.isalpha() else " " for ch in text.lower())
    total = 0
    for word in letters_only.split():
        total += sum(1 for ch in word if ch in "aeiou")
        if word.endswith("y"):
            total += 1
    return total

# --- implementation 3: pair each character with the next one to spot a word-final y ---
def count_vowels_with_y_rule(text):
    lowered = text.lower()
    following = lowered[1:] + " "
    vowels = sum(1 for ch in lowered if ch in "aeiou")
    final_ys = sum(1 for ch, nxt in zip(lowered, following) if ch == "y" and not nxt.isalpha())
    return vowels + final_ys

# --- inputs ---
def random_input(rng):
    pool = ["happy", "HAPPY", "y", "yes", "my", ",", " ", "oh", "!", "rhythm", "toy2", "Yy", "xyz", "AEIOU", "é", "y²", "toy_"]
    return ("".join(rng.choice(pool) for _ in range(rng.randint(0, 6))),)
