# domain: string_processing
# function: title_case_with_minor_words
# query: Convert a phrase to headline title case: capitalise each space-separated word (first letter
#   upper, rest lower) except the minor words "a", "an", "the", "of", "and", "in", "on", which are
#   lowercased unless they are the first or last word. Words are re-joined with single spaces.

def title_case_with_minor_words(phrase):
    minor = {"a", "an", "the", "of", "and", "in", "on"}
    words = phrase.split()
    out = []
    for i, word in enumerate(words):
        lower = word.lower()
        if lower in minor and i != 0 and i != len(words) - 1:
            out.append(lower)
        else:
            out.append(lower[0].upper() + lower[1:])
    return " ".join(out)

# --- tests ---
import pytest

assert title_case_with_minor_words("") == ""
assert title_case_with_minor_words("the lord of the rings") == "The Lord of the Rings"
assert title_case_with_minor_words("war AND peace") == "War and Peace"
assert title_case_with_minor_words("a tale of two cities") == "A Tale of Two Cities"
assert title_case_with_minor_words("what they fought on") == "What They Fought On"
assert title_case_with_minor_words("of") == "Of"
assert title_case_with_minor_words("in an instant") == "In an Instant"
assert title_case_with_minor_words("hELLO   wORLD") == "Hello World"

# --- implementation 2: capitalize everything, then lowercase inner minor words by position ---
MINOR = ("a", "an", "the", "of", "and", "in", "on")


def title_case_with_minor_words(phrase):
    words = [w[:1].upper() + w[1:].lower() for w in phrase.split()]
    for i in range(1, len(words) - 1):
        if words[i].lower() in MINOR:
            words[i] = words[i].lower()
    return " ".join(words)

# --- implementation 3: helper deciding one word given whether it is at an edge ---
def _headline_word(word, edge):
    low = word.lower()
    if not edge and low in {"a", "an", "the", "of", "and", "in", "on"}:
        return low
    return low[:1].upper() + low[1:]


def title_case_with_minor_words(phrase):
    words = phrase.split()
    last = len(words) - 1
    return " ".join(_headline_word(w, i in (0, last)) for i, w in enumerate(words))

# --- inputs ---
def random_input(rng):
    vocab = ["the", "THE", "a", "An", "of", "and", "in", "on", "lord", "RINGS", "wAR", "x", "into", "ßtraße"]
    sep = rng.choice([" ", "  ", " \t"])
    return (sep.join(rng.choice(vocab) for _ in range(rng.randint(0, 5))),)
