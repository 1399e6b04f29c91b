# domain: geometry
# function: reflect_point_across_axis
# query: Reflect a 2D point across 'x' (the x-axis), 'y' (the y-axis), 'origin', or 'y=x' (the
#   diagonal) and return the reflected point. Raise ValueError for any other axis name.

def reflect_point_across_axis(point, axis):
    x, y = point
    if axis == "x":
        return (x, -y)
    if axis == "y":
        return (-x, y)
    if axis == "origin":
        return (-x, -y)
    if axis == "y=x":
        return (y, x)
    raise ValueError("unknown axis %r" % axis)

# --- tests ---
import pytest

assert reflect_point_across_axis((2, 3), "x") == (2, -3)
assert reflect_point_across_axis((2, 3), "y") == (-2, 3)
assert reflect_point_across_axis((2, 3), "origin") == (-2, -3)
assert reflect_point_across_axis((2, 3), "y=x") == (3, 2)
assert reflect_point_across_axis((0, 0), "origin") == (0, 0)
assert reflect_point_across_axis((-4, 0), "x") == (-4, 0)
with pytest.raises(ValueError):
    reflect_point_across_axis((1, 1), "z")
with pytest.raises(ValueError):
    reflect_point_across_axis((1, 1), "X")

# --- implementation 2: a dictionary of reflection functions ---
REFLECTIONS = {
    "x": lambda x, y: (x, -y),
    "y": lambda x, y: (-x, y),
    "origin": lambda x, y: (-x, -y),
    "y=x": lambda x, y: (y, x),
}


def reflect_point_across_axis(point, axis):
    if axis not in REFLECTIONS:
        raise ValueError("axis must be 'x', 'y', 'origin' or 'y=x'")
    return REFLECTIONS[axis](*point)

# --- implementation 3: sign factors per axis, with the diagonal as a swap ---
def reflect_point_across_axis(point, axis):
    factors = {"x": (1, -1), "y": (-1, 1), "origin": (-1, -1)}
    if axis == "y=x":
        return (point[1], point[0])
    if axis not in factors:
        raise ValueError("unknown axis")
    fx, fy = factors[axis]
    return (fx * point[0], fy * point[1])

# --- implementation 4: validate the name first, swap for the diagonal, else negate each coordinate the axis flips ---
def reflect_point_across_axis(point, axis):
    if axis not in ("x", "y", "origin", "y=x"):
        raise ValueError("cannot reflect across %r" % (axis,))
    x, y = point
    if axis == "y=x":
        return (y, x)
    flip_x = axis in ("y", "origin")
    flip_y = axis in ("x", "origin")
    return (-x if flip_x else x, -y if flip_y else y)

# --- inputs ---
def random_input(rng):
    axis = rng.choice(["x", "y", "origin", "y=x", "x", "y", "origin", "y=x", "z", "X", "", "x=y"])
    return ((rng.randint(-9, 9), rng.randint(-9, 9)), axis)
