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
