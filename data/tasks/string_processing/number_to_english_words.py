# domain: string_processing
# function: number_to_english_words
# query: Spell out an integer n from 0 to 999 in English words: 0 -> "zero", 15 -> "fifteen", 42 ->
#   "forty-two", 305 -> "three hundred five", 999 -> "nine hundred ninety-nine". Raise
#   ValueError outside 0..999.

def number_to_english_words(n):
    if n < 0 or n > 999:
        raise ValueError("n must be in 0..999")
    ones = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
            "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
            "eighteen", "nineteen"]
    tens = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
    parts = []
    if n >= 100:
        parts.append(ones[n // 100] + " hundred")
        n %= 100
        if n == 0:
            return parts[0]
    if n < 20:
        parts.append(ones[n])
    elif n % 10 == 0:
        parts.append(tens[n // 10])
    else:
        parts.append(tens[n // 10] + "-" + ones[n % 10])
    return " ".join(parts)

# --- tests ---
import pytest

assert number_to_english_words(0) == "zero"
assert number_to_english_words(19) == "nineteen"
assert number_to_english_words(20) == "twenty"
assert number_to_english_words(42) == "forty-two"
assert number_to_english_words(100) == "one hundred"
assert number_to_english_words(305) == "three hundred five"
assert number_to_english_words(999) == "nine hundred ninety-nine"
assert number_to_english_words(110) == "one hundred ten"
with pytest.raises(ValueError):
    number_to_english_words(-1)
with pytest.raises(ValueError):
    number_to_english_words(1000)

# --- implementation 2: recursive split into hundreds, tens and units ---
SMALL = ("zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen "
         "fifteen sixteen seventeen eighteen nineteen").split()
TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()


def number_to_english_words(n):
    if not 0 <= n <= 999:
        raise ValueError("out of range")
    if n < 20:
        return SMALL[n]
    if n < 100:
        tens, unit = divmod(n, 10)
        return TENS[tens] + ("-" + SMALL[unit] if unit else "")
    hundreds, rest = divmod(n, 100)
    head = SMALL[hundreds] + " hundred"
    return head + " " + number_to_english_words(rest) if rest else head

# --- implementation 3: dictionary of named numbers, composed from the digits ---
NAMES = {0: "zero", 1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven",
         8: "eight", 9: "nine", 10: "ten", 11: "eleven", 12: "twelve", 13: "thirteen",
         14: "fourteen", 15: "fifteen", 16: "sixteen", 17: "seventeen", 18: "eighteen",
         19: "nineteen", 20: "twenty", 30: "thirty", 40: "forty", 50: "fifty", 60: "sixty",
         70: "seventy", 80: "eighty", 90: "ninety"}


def number_to_english_words(n):
    if n not in range(1000):
        raise ValueError(n)
    words = []
    h, r = n // 100, n % 100
    if h:
        words.append(NAMES[h] + " hundred")
    if r in NAMES and (r or not h):
        words.append(NAMES[r])
    elif r:
        words.append(NAMES[r - r % 10] + "-" + NAMES[r % 10])
    return " ".join(words)

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.1:
        return (rng.choice([-1, -50, 1000, 1234]),)
    if r < 0.4:
        return (rng.choice([0, 1, 10, 11, 19, 20, 21, 99, 100, 101, 110, 119, 120, 200, 999, 990]),)
    return (rng.randint(0, 999),)
