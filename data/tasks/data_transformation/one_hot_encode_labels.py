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
