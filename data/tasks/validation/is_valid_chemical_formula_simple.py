# domain: validation
# function: is_valid_chemical_formula_simple
# query: Check a simple chemical formula without parentheses such as "H2O" or "C6H12O6": a sequence
#   of element symbols (an uppercase letter optionally followed by one lowercase letter), each
#   optionally followed by a count that does not start with 0. Empty formulas are invalid. Returns a bool.

def is_valid_chemical_formula_simple(formula):
    if formula == "":
        return False
    i = 0
    n = len(formula)
    while i < n:
        if not ("A" <= formula[i] <= "Z"):
            return False
        i += 1
        if i < n and "a" <= formula[i] <= "z":
            i += 1
        if i < n and formula[i] == "0":
            return False
        while i < n and "0" <= formula[i] <= "9":
            i += 1
    return True

# --- tests ---
import pytest

assert is_valid_chemical_formula_simple("H2O") is True
assert is_valid_chemical_formula_simple("C6H12O6") is True
assert is_valid_chemical_formula_simple("NaCl") is True
assert is_valid_chemical_formula_simple("Zn") is True
assert is_valid_chemical_formula_simple("") is False
assert is_valid_chemical_formula_simple("h2o") is False
assert is_valid_chemical_formula_simple("H02") is False
assert is_valid_chemical_formula_simple("Naa") is False
assert is_valid_chemical_formula_simple("2H") is False
assert is_valid_chemical_formula_simple("Az9") is True
