# domain: string_processing
# function: remove_duplicate_chars_keep_first
# query: Remove repeated characters from the string s, keeping only the first occurrence of each
#   character in its original position. Case-sensitive by default (ignore_case=False); when
#   ignore_case is True, "A" and "a" count as the same character and whichever appears first is
#   kept.

def remove_duplicate_chars_keep_first(s, ignore_case=False):
    out = []
    for i in range(len(s)):
        ch = s[i]
        key = ch.lower() if ignore_case else ch
        earlier = s[:i].lower() if ignore_case else s[:i]
        if key in earlier:
            continue
        out.append(ch)
    return "".join(out)

# --- tests ---
import pytest

assert remove_duplicate_chars_keep_first("") == ""
assert remove_duplicate_chars_keep_first("a") == "a"
assert remove_duplicate_chars_keep_first("banana") == "ban"
assert remove_duplicate_chars_keep_first("aAbB") == "aAbB"
assert remove_duplicate_chars_keep_first("aAbB", ignore_case=True) == "ab"
assert remove_duplicate_chars_keep_first("Abca", ignore_case=True) == "Abc"
assert remove_duplicate_chars_keep_first("mississippi") == "misp"
assert remove_duplicate_chars_keep_first("a a") == "a "

# --- implementation 2: a set of seen keys while building the output ---
def remove_duplicate_chars_keep_first(s, ignore_case=False):
    seen = set()
    kept = ""
    for ch in s:
        key = ch.lower() if ignore_case else ch
        if key not in seen:
            seen.add(key)
            kept += ch
    return kept

# --- implementation 3: dict keyed by the compared form keeps the first character per key ---
def remove_duplicate_chars_keep_first(s, ignore_case=False):
    first = {}
    for ch in s:
        first.setdefault(ch.lower() if ignore_case else ch, ch)
    return "".join(first.values())

# --- implementation 4: keep a character when its key first occurs at its own index ---
def remove_duplicate_chars_keep_first(s, ignore_case=False):
    keys = [ch.lower() if ignore_case else ch for ch in s]
    kept = []
    for i, ch in enumerate(s):
        if keys.index(keys[i]) == i:
            kept.append(ch)
    return "".join(kept)

# --- inputs ---
def random_input(rng):
    s = "".join(rng.choice("aAbBc 1Éé") for _ in range(rng.randint(0, 10)))
    r = rng.random()
    if r < 0.3:
        return (s,)
    return (s, rng.choice([True, False]))
