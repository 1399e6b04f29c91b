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
