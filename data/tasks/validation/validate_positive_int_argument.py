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

# --- implementation 2: exact type check and one chained comparison ---
def validate_positive_int_argument(value, maximum=1000):
    if type(value) is not int:
        raise TypeError("%r is not an int" % (value,))
    if not 0 < value <= maximum:
        raise ValueError("%d not in 1..%d" % (value, maximum))
    return value

# --- implementation 3: range membership for the allowed values ---
def validate_positive_int_argument(value, maximum=1000):
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError("an int is required")
    allowed = range(1, maximum + 1)
    if value not in allowed:
        raise ValueError("value out of range")
    return value

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.15:
        value = rng.choice([True, False, 2.0, "5", None, 1.5])
    else:
        value = rng.choice([0, 1, 7, 8, 999, 1000, 1001, -5, rng.randint(-10, 1100)])
    if rng.random() < 0.5:
        return (value,)
    return (value, rng.choice([1, 7, 1000, 50]))
