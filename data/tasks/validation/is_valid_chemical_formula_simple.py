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

# --- implementation 2: one regular expression for repeated element-count pairs ---
import re


def is_valid_chemical_formula_simple(formula):
    element = r"[A-Z][a-z]?(?:[1-9][0-9]*)?"
    match = re.fullmatch("(?:%s)+" % element, formula)
    return match is not None

# --- implementation 3: tokenise symbols and numbers, then check what each number follows ---
import re


def is_valid_chemical_formula_simple(formula):
    tokens = re.findall(r"[A-Z][a-z]?|[0-9]+|.", formula, re.S)
    if not tokens:
        return False
    previous = None
    for token in tokens:
        if token[0] in "0123456789":
            if previous is None or token[0] == "0":
                return False
        elif not "A" <= token[0] <= "Z":
            return False
        previous = token
    return True

# --- inputs ---
def random_input(rng):
    if rng.random() < 0.5:
        return ("".join(rng.choice(["H", "O", "Na", "Cl", "C", "Zn", "Ag", "A", "Az"]) + rng.choice(["", "", "2", "12", "0", "02", "10"])
                        for _ in range(rng.randint(0, 4))),)
    return ("".join(rng.choice("HOaNl2019 h") for _ in range(rng.randint(0, 6))),)
