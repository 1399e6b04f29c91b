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

# --- implementation 2: reverse the integer digits and slice them in threes ---
def insert_thousands_separators(number, sep=","):
    negative = number[:1] == "-"
    body = number[1:] if negative else number
    if "." in body:
        digits, tail = body.split(".", 1)
        tail = "." + tail
    else:
        digits, tail = body, ""
    rev = digits[::-1]
    chunks = [rev[i:i + 3][::-1] for i in range(0, len(rev), 3)]
    return ("-" if negative else "") + sep.join(reversed(chunks)) + tail

# --- implementation 3: left-pad the integer digits to a multiple of three, cut them in threes, drop the padding again ---
def insert_thousands_separators(number, sep=","):
    sign = "-" if number[:1] == "-" else ""
    whole, point, rest = number[len(sign):].partition(".")
    pad = -len(whole) % 3
    padded = " " * pad + whole
    groups = [padded[i:i + 3] for i in range(0, len(padded), 3)]
    return sign + sep.join(groups)[pad:] + point + rest

# --- implementation 4: regex lookahead inserts sep before every full group of three ---
import re


def insert_thousands_separators(number, sep=","):
    m = re.fullmatch(r"(-?)(\d+)(.*)", number, re.S)
    sign, digits, rest = m.groups()
    grouped = re.sub(r"(?<=\d)(?=(?:\d{3})+$)", lambda _: sep, digits)
    return sign + grouped + rest

# --- inputs ---
def random_input(rng):
    digits = str(rng.randint(1, 9)) + "".join(str(rng.randint(0, 9)) for _ in range(rng.randint(0, 9)))
    if rng.random() < 0.1:
        digits = "0"
    elif rng.random() < 0.08:
        digits = "0" * rng.randint(1, 3) + digits
    s = digits
    if rng.random() < 0.4:
        s = "-" + s
    if rng.random() < 0.4:
        s += "." + "".join(str(rng.randint(0, 9)) for _ in range(rng.randint(1, 5)))
    if rng.random() < 0.3:
        return (s, rng.choice([".", " ", "_", "'"]))
    return (s,)
