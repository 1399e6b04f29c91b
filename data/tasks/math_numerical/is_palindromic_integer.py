# domain: math_numerical
# function: is_palindromic_integer
# query: Check whether an integer n reads the same forwards and backwards in base 10. Negative
#   numbers are never palindromes; single digits always are.

def is_palindromic_integer(n):
    if n < 0:
        return False
    original = n
    reversed_value = 0
    while n > 0:
        reversed_value = reversed_value * 10 + n % 10
        n //= 10
    return original == reversed_value

# --- tests ---
import pytest

assert is_palindromic_integer(0) is True
assert is_palindromic_integer(7) is True
assert is_palindromic_integer(11) is True
assert is_palindromic_integer(10) is False
assert is_palindromic_integer(121) is True
assert is_palindromic_integer(-121) is False
assert is_palindromic_integer(1231) is False
assert is_palindromic_integer(12344321) is True
assert is_palindromic_integer(-1) is False

# --- implementation 2: compare the decimal string with its reverse ---
def is_palindromic_integer(n):
    if n < 0:
        return False
    text = str(n)
    return text == text[::-1]

# --- implementation 3: compare the leading and trailing digits, stripping both each round ---
def is_palindromic_integer(n):
    if n < 0:
        return False
    div = 1
    while n // div >= 10:
        div *= 10
    while n:
        if n // div != n % 10:
            return False
        n = (n % div) // 10
        div //= 100
    return True

# --- implementation 4: list of digits from divmod compared with its reverse ---
def is_palindromic_integer(n):
    if n < 0:
        return False
    digits = []
    while True:
        n, d = divmod(n, 10)
        digits.append(d)
        if n == 0:
            break
    return digits == digits[::-1]

# --- inputs ---
def random_input(rng):
    r = rng.random()
    half = str(rng.randint(1, 10 ** rng.randint(1, 6)))
    if r < 0.4:
        n = int(half + (half[::-1] if rng.random() < 0.5 else half[-2::-1]))
    elif r < 0.55:
        n = int(half + "0" * rng.randint(1, 3) + half[::-1])
    elif r < 0.7:
        n = int(half + half[::-1]) + rng.choice([1, 10, -1])
    else:
        n = rng.choice([0, 1, 9, 10, 11, 100, 101, 1001, 1000021]) if rng.random() < 0.4 else rng.randint(0, 10 ** 6)
    return (-n if rng.random() < 0.15 else n,)
