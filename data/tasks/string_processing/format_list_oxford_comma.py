# domain: string_processing
# function: format_list_oxford_comma
# query: Join items, a list of words, into an English phrase with an Oxford comma: [] -> "", ["a"]
#   -> "a", ["a", "b"] -> "a and b", ["a", "b", "c"] -> "a, b, and c". The conjunction word
#   (default "and") can be changed (e.g. "or").

def format_list_oxford_comma(items, conjunction="and"):
    if len(items) == 0:
        return ""
    if len(items) == 1:
        return items[0]
    if len(items) == 2:
        return items[0] + " " + conjunction + " " + items[1]
    return ", ".join(items[:-1]) + ", " + conjunction + " " + items[-1]

# --- tests ---
import pytest

assert format_list_oxford_comma([]) == ""
assert format_list_oxford_comma(["a"]) == "a"
assert format_list_oxford_comma(["a", "b"]) == "a and b"
assert format_list_oxford_comma(["a", "b", "c"]) == "a, b, and c"
assert format_list_oxford_comma(["x", "y", "z", "w"], "or") == "x, y, z, or w"
assert format_list_oxford_comma(["tea", "coffee"], "or") == "tea or coffee"
assert format_list_oxford_comma(["solo"], "or") == "solo"

# --- implementation 2: unpack the last item and branch on how many come before it ---
def format_list_oxford_comma(items, conjunction="and"):
    if not items:
        return ""
    *rest, last = items
    if not rest:
        return last
    if len(rest) == 1:
        return f"{rest[0]} {conjunction} {last}"
    return f"{', '.join(rest)}, {conjunction} {last}"

# --- implementation 3: prefix the conjunction to the last item, then choose the separator by count ---
def format_list_oxford_comma(items, conjunction="and"):
    words = list(items)
    if len(words) <= 1:
        return "".join(words)
    words[-1] = conjunction + " " + words[-1]
    separator = " " if len(words) == 2 else ", "
    return separator.join(words)

# --- implementation 4: build the phrase item by item, choosing each separator from the position ---
def format_list_oxford_comma(items, conjunction="and"):
    phrase = ""
    count = len(items)
    for index, item in enumerate(items):
        if index == 0:
            phrase = item
        elif index < count - 1:
            phrase += ", " + item
        else:
            phrase += ("," if count > 2 else "") + " " + conjunction + " " + item
    return phrase

# --- inputs ---
def random_input(rng):
    items = rng.sample(["a", "b", "c", "tea", "coffee", "x", "y", "z", "w"], rng.randint(0, 5))
    if rng.random() < 0.5:
        return (items,)
    return (items, rng.choice(["or", "and", "nor"]))
