# domain: data_transformation
# function: expand_option_grid
# query: Expand a dict of options (option name -> list of choices) into the list of all combinations
#   as dicts (cartesian product), varying the last option fastest and keeping option names in
#   sorted order. An empty dict gives [{}]; any empty choice list gives [].

def expand_option_grid(options):
    names = sorted(options)
    combos = [{}]
    for i in range(len(names)):
        name = names[i]
        expanded = []
        for combo in combos:
            choices = options[name]
            for k in range(len(choices)):
                choice = choices[k]
                new_combo = dict(combo)
                new_combo[name] = choice
                expanded.append(new_combo)
        combos = expanded
    return combos

# --- tests ---
import pytest

assert expand_option_grid({}) == [{}]
assert expand_option_grid({"a": []}) == []
assert expand_option_grid({"a": [1, 2]}) == [{"a": 1}, {"a": 2}]
assert expand_option_grid({"b": ["x", "y"], "a": [1, 2]}) == [{"a": 1, "b": "x"}, {"a": 1, "b": "y"}, {"a": 2, "b": "x"}, {"a": 2, "b": "y"}]
assert expand_option_grid({"a": [1], "b": []}) == []
assert len(expand_option_grid({"a": [1, 2, 3], "b": [1, 2], "c": [0]})) == 6
assert expand_option_grid({"lr": [0.1], "depth": [3, 5]}) == [{"depth": 3, "lr": 0.1}, {"depth": 5, "lr": 0.1}]

# --- implementation 2: itertools.product over the choice lists in name order ---
from itertools import product


def expand_option_grid(options):
    names = sorted(options)
    grid = []
    for combo in product(*[options[name] for name in names]):
        grid.append(dict(zip(names, combo)))
    return grid

# --- implementation 3: recursion on the first name and the grid of the rest ---
def expand_option_grid(options):
    if not options:
        return [{}]
    names = sorted(options)
    first = names[0]
    rest = expand_option_grid({name: options[name] for name in names[1:]})
    return [{first: choice, **tail} for choice in options[first] for tail in rest]

# --- implementation 4: decode each combination number in mixed radix, last option fastest ---
from math import prod


def expand_option_grid(options):
    names = sorted(options)
    sizes = [len(options[name]) for name in names]
    grid = []
    for number in range(prod(sizes)):
        picked = {}
        for name, size in zip(reversed(names), reversed(sizes)):
            number, digit = divmod(number, size)
            picked[name] = options[name][digit]
        grid.append({name: picked[name] for name in names})
    return grid

# --- inputs ---
def random_input(rng):
    options = {}
    for name in rng.sample(["lr", "depth", "a", "b", "z"], rng.randint(0, 3)):
        options[name] = [rng.randint(0, 9) for _ in range(rng.choice([0, 1, 2, 2, 3]))]
    return (options,)
