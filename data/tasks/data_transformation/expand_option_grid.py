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
