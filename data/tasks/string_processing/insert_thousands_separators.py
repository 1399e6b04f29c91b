# domain: string_processing
# function: insert_thousands_separators
# query: Given number, a numeric string, insert sep (default ",") every three digits from the right
#   in its integer part, keeping an optional leading "-" and any decimal part after "."
#   unchanged: "-1234567.891" -> "-1,234,567.891".

def insert_thousands_separators(number, sep=","):
    sign = ""
    if number.startswith("-"):
        sign, number = "-", number[1:]
    whole, dot, frac = number.partition(".")
    groups = []
    while len(whole) > 3:
        groups.insert(0, whole[-3:])
        whole = whole[:-3]
    groups.insert(0, whole)
    return sign + sep.join(groups) + dot + frac

# --- tests ---
import pytest

assert insert_thousands_separators("0") == "0"
assert insert_thousands_separators("999") == "999"
assert insert_thousands_separators("1000") == "1,000"
assert insert_thousands_separators("1234567") == "1,234,567"
assert insert_thousands_separators("-1234567.891") == "-1,234,567.891"
assert insert_thousands_separators("123456", sep=".") == "123.456"
assert insert_thousands_separators("-12.5") == "-12.5"
assert insert_thousands_separators("100000.0001") == "100,000.0001"
