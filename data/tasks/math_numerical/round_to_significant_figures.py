# domain: math_numerical
# function: round_to_significant_figures
# query: Round a float value to the given number of significant figures (1234.5 with 2 -> 1200.0,
#   0.012345 with 3 -> 0.0123); zero stays 0.0. Raise ValueError if figures is less than 1.

import math

def round_to_significant_figures(value, figures):
    if figures < 1:
        raise ValueError("figures must be at least 1")
    if value == 0:
        return 0.0
    magnitude = math.floor(math.log10(abs(value)))
    decimals = figures - 1 - magnitude
    return float(round(value, decimals))

# --- tests ---
import pytest

assert round_to_significant_figures(1234.5, 2) == 1200.0
assert round_to_significant_figures(1234.5, 1) == 1000.0
assert round_to_significant_figures(0.012345, 3) == 0.0123
assert round_to_significant_figures(-987.6, 2) == -990.0
assert round_to_significant_figures(0, 3) == 0.0
assert round_to_significant_figures(9.87, 3) == 9.87
assert round_to_significant_figures(15.0, 1) == 20.0
with pytest.raises(ValueError):
    round_to_significant_figures(1.5, 0)

# --- implementation 2: scientific-notation formatting with figures - 1 decimals, parsed back ---
def round_to_significant_figures(value, figures):
    if figures < 1:
        raise ValueError("need at least one significant figure")
    text = f"{value:.{figures - 1}e}"
    return float(text)

# --- implementation 3: Decimal of the exact binary value, quantized at its own magnitude ---
from decimal import Context, Decimal


def round_to_significant_figures(value, figures):
    if figures <= 0:
        raise ValueError("figures must be positive")
    if value == 0:
        return 0.0
    exact = Decimal(value)
    step = Decimal(1).scaleb(exact.adjusted() - figures + 1)
    return float(exact.quantize(step, context=Context(prec=figures + 1)))

# --- implementation 4: exact rational arithmetic: the decimal magnitude by comparison with powers of ten, round half even, back to float ---
from fractions import Fraction


def round_to_significant_figures(value, figures):
    if figures < 1:
        raise ValueError("at least one significant figure is needed")
    if value == 0:
        return 0.0
    exact = abs(Fraction(value))
    magnitude = 0
    while exact >= Fraction(10) ** (magnitude + 1):
        magnitude += 1
    while exact < Fraction(10) ** magnitude:
        magnitude -= 1
    scale = Fraction(10) ** (figures - 1 - magnitude)
    rounded = round(Fraction(value) * scale)
    return float(rounded / scale)

# --- inputs ---
def random_input(rng):
    r = rng.random()
    figures = rng.randint(1, 6) if rng.random() < 0.85 else rng.randint(7, 35)
    if r < 0.08:
        return (rng.uniform(-100, 100), rng.randint(-2, 0))
    if r < 0.15:
        return (rng.choice([0, 0.0]), figures)
    if r < 0.3:
        return (rng.choice([15.0, 1234.5, 0.012345, -987.6, 9.87, 99.96, 0.5, 1000.0]), figures)
    value = round(rng.uniform(-1, 1) * 10 ** rng.randint(-4, 6), rng.randint(0, 6))
    return (value or 1.25, figures)
