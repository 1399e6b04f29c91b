# domain: sorting_searching
# function: natural_sort_filenames
# query: Sort file names in "natural" order so that embedded numbers compare numerically ("file2" before
#   "file10") and text compares case-insensitively; where a number part meets a text part at the
#   same position the number sorts first ("20" before "a"), and ties keep input order. Return a
#   new list.

def natural_sort_filenames(names):
    def key(name):
        text = name.lower()
        result = []
        i = 0
        while i < len(text):
            j = i
            if text[i].isdigit():
                while j < len(text) and text[j].isdigit():
                    j += 1
                result.append((0, int(text[i:j]), ""))
            else:
                while j < len(text) and not text[j].isdigit():
                    j += 1
                result.append((1, 0, text[i:j]))
            i = j
        return result
    return sorted(names, key=key)

# --- tests ---
import pytest

assert natural_sort_filenames([]) == []
assert natural_sort_filenames(["file10", "file2", "file1"]) == ["file1", "file2", "file10"]
assert natural_sort_filenames(["B", "a", "C"]) == ["a", "B", "C"]
assert natural_sort_filenames(["img12.png", "img10.png", "IMG2.png"]) == ["IMG2.png", "img10.png", "img12.png"]
assert natural_sort_filenames(["x1y10", "x1y9", "x0y99"]) == ["x0y99", "x1y9", "x1y10"]
assert natural_sort_filenames(["a", "A"]) == ["a", "A"]
assert natural_sort_filenames(["v1.10", "v1.9", "v1.2"]) == ["v1.2", "v1.9", "v1.10"]
assert natural_sort_filenames(["007", "7", "10"]) == ["007", "7", "10"]
assert natural_sort_filenames(["b", "20", "a3", "a"]) == ["20", "a", "a3", "b"]

# --- implementation 2: split on digit runs with re.split and build comparable chunks ---
import re


def natural_sort_filenames(names):
    def key(name):
        chunks = []
        for part in re.split(r"(\d+)", name.lower()):
            if part.isdigit():
                chunks.append((0, int(part), ""))
            elif part:
                chunks.append((1, 0, part))
        return chunks

    return sorted(names, key=key)

# --- implementation 3: itertools.groupby on str.isdigit, numbers ordered before text ---
from itertools import groupby


def _natural_key(name):
    key = []
    for is_number, group in groupby(name.lower(), key=str.isdigit):
        text = "".join(group)
        key.append((0, int(text)) if is_number else (1, text))
    return key


def natural_sort_filenames(names):
    return sorted(names, key=_natural_key)

# --- inputs ---
def random_input(rng):
    n = rng.choice([0, 1, 2]) if rng.random() < 0.15 else rng.randint(0, 10)
    names = []
    for _ in range(n):
        parts = []
        for _ in range(rng.randint(1, 4)):
            if rng.random() < 0.5:
                parts.append(rng.choice(["0", "7", "007", "10", "2", "12", "9", "99"]))
            else:
                parts.append(rng.choice(["a", "B", "file", "File", "img", ".png", "v", "."]))
        names.append("".join(parts) if rng.random() < 0.93 else "")
    return (names,)
