# domain: state_machines
# function: word_count_state_machine
# query: Count the words in text, where a word is a maximal run of characters that are not spaces,
#   tabs or newlines (so punctuation and digits count as words too). Return the number of
#   words.

def word_count_state_machine(text):
    inside = False
    count = 0
    for ch in text:
        if ch in " \t\n":
            inside = False
        elif not inside:
            inside = True
            count += 1
    return count

# --- tests ---
import pytest

assert word_count_state_machine("") == 0
assert word_count_state_machine("   ") == 0
assert word_count_state_machine("a") == 1
assert word_count_state_machine("hello world") == 2
assert word_count_state_machine("  lead and trail  ") == 3
assert word_count_state_machine("tab\tsep\nnew") == 3
assert word_count_state_machine("x,y z") == 2
assert word_count_state_machine("a  b   c") == 3
assert word_count_state_machine("in 2024 , ok") == 4

# --- implementation 2: turn tabs and newlines into spaces, split on spaces, count the non-empty pieces ---
def word_count_state_machine(text):
    count = 0
    for piece in text.replace("\t", " ").replace("\n", " ").split(" "):
        if piece:
            count += 1
    return count

# --- implementation 3: count the positions where a word starts, comparing each character with the one before ---
def word_count_state_machine(text):
    blanks = " \t\n"
    shifted = " " + text
    starts = [i for i, (prev, cur) in enumerate(zip(shifted, text)) if prev in blanks and cur not in blanks]
    return len(starts)

# --- implementation 4: count the matches of a regular expression for a run of non-separators ---
import re

WORD = re.compile(r"[^ \t\n]+")


def word_count_state_machine(text):
    total = 0
    for _ in WORD.finditer(text):
        total += 1
    return total

# --- inputs ---
def random_input(rng):
    pool = ["a", "hello", " ", "  ", "\t", "\n", ",", "2024", "\r", "x,y"]
    return ("".join(rng.choice(pool) for _ in range(rng.randint(0, 8))),)
