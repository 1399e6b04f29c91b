# domain: math_numerical
# function: ordinal_suffix_for_number
# query: Turn a non-negative integer n into its English ordinal string: 1 -> "1st", 2 -> "2nd", 3 ->
#   "3rd", 4 -> "4th", with 11, 12 and 13 (and 111, 112, ...) taking "th". Raise ValueError for
#   a negative n.

def ordinal_suffix_for_number(n):
    if n < 0:
        raise ValueError("n must be non-negative")
    if 11 <= n % 100 <= 13:
        return str(n) + "th"
    last = n % 10
    if last == 1:
        return str(n) + "st"
    if last == 2:
        return str(n) + "nd"
    if last == 3:
        return str(n) + "rd"
    return str(n) + "th"

# --- tests ---
import pytest

assert ordinal_suffix_for_number(0) == "0th"
assert ordinal_suffix_for_number(1) == "1st"
assert ordinal_suffix_for_number(2) == "2nd"
assert ordinal_suffix_for_number(3) == "3rd"
assert ordinal_suffix_for_number(4) == "4th"
assert ordinal_suffix_for_number(11) == "11th"
assert ordinal_suffix_for_number(13) == "13th"
assert ordinal_suffix_for_number(22) == "22nd"
assert ordinal_suffix_for_number(212) == "212th"
with pytest.raises(ValueError):
    ordinal_suffix_for_number(-1)

# --- implementation 2: dictionary of the three special endings, teens first ---
def ordinal_suffix_for_number(n):
    if n < 0:
        raise ValueError("negative numbers have no ordinal here")
    if n % 100 in (11, 12, 13):
        return f"{n}th"
    suffix = {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"

# --- implementation 3: look at the last two characters of the decimal string ---
ENDINGS = ["th", "st", "nd", "rd"] + ["th"] * 6


def ordinal_suffix_for_number(n):
    if n < 0:
        raise ValueError("n must be >= 0")
    text = str(n)
    if len(text) > 1 and text[-2] == "1":
        return text + "th"
    return text + ENDINGS[int(text[-1])]

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.08:
        return (rng.randint(-30, -1),)
    if r < 0.5:
        return (rng.choice([0, 100, 1000, 200]) + rng.randint(0, 24),)
    return (rng.randint(0, 100000),)
