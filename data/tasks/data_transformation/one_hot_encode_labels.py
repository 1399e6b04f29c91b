# domain: data_transformation
# function: one_hot_encode_labels
# query: One-hot encode a list of labels against an ordered list of categories, returning a list of
#   0/1 vectors. Raise ValueError for a label not among the categories.

def one_hot_encode_labels(labels, categories):
    position = {}
    for i, category in enumerate(categories):
        position[category] = i
    vectors = []
    for label in labels:
        if label not in position:
            raise ValueError("unknown label %r" % (label,))
        vector = [0] * len(categories)
        vector[position[label]] = 1
        vectors.append(vector)
    return vectors

# --- tests ---
import pytest

assert one_hot_encode_labels([], ["a"]) == []
assert one_hot_encode_labels(["a"], ["a"]) == [[1]]
assert one_hot_encode_labels(["b", "a", "c"], ["a", "b", "c"]) == [[0, 1, 0], [1, 0, 0], [0, 0, 1]]
assert one_hot_encode_labels(["c", "c"], ["a", "b", "c"]) == [[0, 0, 1], [0, 0, 1]]
assert one_hot_encode_labels([2], [1, 2]) == [[0, 1]]
with pytest.raises(ValueError):
    one_hot_encode_labels(["d"], ["a", "b"])
with pytest.raises(ValueError):
    one_hot_encode_labels(["a"], [])

# --- implementation 2: list.index finds the hot position (and raises ValueError if absent) ---
def one_hot_encode_labels(labels, categories):
    vectors = []
    for label in labels:
        hot = categories.index(label)
        vectors.append([1 if i == hot else 0 for i in range(len(categories))])
    return vectors

# --- implementation 3: check membership up front, then compare each label with each category ---
def one_hot_encode_labels(labels, categories):
    unknown = [label for label in labels if label not in categories]
    if unknown:
        raise ValueError("unknown labels: %r" % (unknown,))
    return [[int(label == c) for c in categories] for label in labels]

# --- implementation 4: rows of an identity matrix picked through a category index ---
def one_hot_encode_labels(labels, categories):
    n = len(categories)
    position = {c: i for i, c in enumerate(categories)}
    identity = [[1 if i == j else 0 for j in range(n)] for i in range(n)]
    try:
        return [list(identity[position[label]]) for label in labels]
    except KeyError as missing:
        raise ValueError("unknown label %r" % (missing.args[0],)) from None

# --- inputs ---
def random_input(rng):
    categories = rng.sample(["a", "b", "c", 1, 2], rng.randint(0, 4))
    pool = categories + (["zz"] if rng.random() < 0.15 or not categories else [])
    labels = [rng.choice(pool) for _ in range(rng.randint(0, 5))]
    return (labels, categories)
