# domain: data_transformation
# function: weighted_mean_by_group
# query: From records, grouped by group_field, compute the weighted mean of value_field weighted by
#   weight_field; return {group: mean rounded to 4 decimals} in first-seen order. Groups whose
#   total weight is 0 map to None; a negative weight raises ValueError.

def weighted_mean_by_group(records, group_field, value_field, weight_field):
    sums = {}
    weights = {}
    for r in records:
        g = r[group_field]
        w = r[weight_field]
        if w < 0:
            raise ValueError("negative weight")
        sums[g] = sums.get(g, 0) + r[value_field] * w
        weights[g] = weights.get(g, 0) + w
    result = {}
    for g in sums:
        result[g] = None if weights[g] == 0 else round(sums[g] / weights[g], 4)
    return result

# --- tests ---
import pytest

assert weighted_mean_by_group([], "g", "v", "w") == {}
assert weighted_mean_by_group([{"g": "a", "v": 10, "w": 1}], "g", "v", "w") == {"a": 10.0}
assert weighted_mean_by_group([{"g": "a", "v": 10, "w": 1}, {"g": "a", "v": 20, "w": 3}], "g", "v", "w") == {"a": 17.5}
assert weighted_mean_by_group([{"g": "a", "v": 1, "w": 0}], "g", "v", "w") == {"a": None}
assert weighted_mean_by_group([{"g": "x", "v": 2, "w": 2}, {"g": "y", "v": 5, "w": 1}, {"g": "x", "v": 3, "w": 1}], "g", "v", "w") == {"x": 2.3333, "y": 5.0}
assert weighted_mean_by_group([{"g": 1, "v": 4, "w": 0}, {"g": 1, "v": 8, "w": 2}], "g", "v", "w") == {1: 8.0}
with pytest.raises(ValueError):
    weighted_mean_by_group([{"g": "a", "v": 1, "w": -1}], "g", "v", "w")

# --- implementation 2: collect (value, weight) pairs per group, then reduce each group ---
def weighted_mean_by_group(records, group_field, value_field, weight_field):
    groups = {}
    for r in records:
        if r[weight_field] < 0:
            raise ValueError("weights must be non-negative")
        groups.setdefault(r[group_field], []).append((r[value_field], r[weight_field]))
    result = {}
    for g, pairs in groups.items():
        total_weight = sum(w for _, w in pairs)
        result[g] = round(sum(v * w for v, w in pairs) / total_weight, 4) if total_weight else None
    return result

# --- implementation 3: validate up front, one [numerator, denominator] pair per group ---
def weighted_mean_by_group(records, group_field, value_field, weight_field):
    if any(r[weight_field] < 0 for r in records):
        raise ValueError("negative weight found")
    acc = {}
    for r in records:
        num_den = acc.setdefault(r[group_field], [0, 0])
        num_den[0] += r[value_field] * r[weight_field]
        num_den[1] += r[weight_field]
    return {g: (round(n / d, 4) if d != 0 else None) for g, (n, d) in acc.items()}

# --- inputs ---
def random_input(rng):
    records = [{"g": rng.choice("xyz"), "v": rng.randint(-5, 20), "w": rng.choice([0, 0, 1, 2, 3])}
               for _ in range(rng.randint(0, 7))]
    if records and rng.random() < 0.1:
        records[rng.randrange(len(records))]["w"] = -1
    return (records, "g", "v", "w")
