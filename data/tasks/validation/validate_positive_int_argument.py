# domain: validation
# function: validate_positive_int_argument
# query: Validate value, an argument that must be a positive int: raise TypeError if it is not an
#   int (bool counts as invalid too), raise ValueError if it is <= 0 or greater than maximum
#   (default 1000), and otherwise return the value.

def validate_positive_int_argument(value, maximum=1000):
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError("expected an int")
    if value <= 0:
        raise ValueError("value must be positive")
    if value > maximum:
        raise ValueError("value exceeds maximum")
    return value

# --- tests ---
import pytest

assert validate_positive_int_argument(1) == 1
assert validate_positive_int_argument(1000) == 1000
assert validate_positive_int_argument(7, maximum=7) == 7
with pytest.raises(ValueError):
    validate_positive_int_argument(0)
with pytest.raises(ValueError):
    validate_positive_int_argument(1001)
with pytest.raises(ValueError):
    validate_positive_int_argument(8, maximum=7)
with pytest.raises(TypeError):
    validate_positive_int_argument(True)
with pytest.raises(TypeError):
    validate_positive_int_argument(2.0)
with pytest.raises(TypeError):
    validate_positive_int_argument("5")
