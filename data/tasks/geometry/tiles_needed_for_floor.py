# domain: geometry
# function: tiles_needed_for_floor
# query: For a floor of floor_w x floor_h, how many whole rectangular tiles of tile_w x tile_h are
#   needed to cover it when tiles are laid in a grid without rotation and partial tiles are cut
#   from whole ones (round up in each direction)? Raise ValueError for non-positive sizes.

def tiles_needed_for_floor(floor_w, floor_h, tile_w, tile_h):
    if tile_w <= 0 or tile_h <= 0:
        raise ValueError("tile dimensions must be positive")
    if floor_w <= 0 or floor_h <= 0:
        raise ValueError("floor dimensions must be positive")
    across = -(-floor_w // tile_w)
    down = -(-floor_h // tile_h)
    return across * down

# --- tests ---
import pytest

assert tiles_needed_for_floor(6, 4, 2, 2) == 6
assert tiles_needed_for_floor(5, 4, 2, 2) == 6
assert tiles_needed_for_floor(6, 5, 2, 2) == 9
assert tiles_needed_for_floor(1, 1, 3, 3) == 1
assert tiles_needed_for_floor(10, 3, 3, 1) == 12
assert tiles_needed_for_floor(9, 3, 3, 1) == 9
with pytest.raises(ValueError):
    tiles_needed_for_floor(6, 4, 0, 2)
with pytest.raises(ValueError):
    tiles_needed_for_floor(6, 4, 2, 0)
with pytest.raises(ValueError):
    tiles_needed_for_floor(0, 4, 2, 2)
with pytest.raises(ValueError):
    tiles_needed_for_floor(6, 0, 2, 2)

# --- implementation 2: divmod per direction, one more tile when a remainder is left ---
def tiles_needed_for_floor(floor_w, floor_h, tile_w, tile_h):
    if min(floor_w, floor_h, tile_w, tile_h) <= 0:
        raise ValueError("all sizes must be positive")
    cols, rest_w = divmod(floor_w, tile_w)
    rows, rest_h = divmod(floor_h, tile_h)
    return (cols + (rest_w > 0)) * (rows + (rest_h > 0))

# --- implementation 3: the integer ceiling (n + d - 1) // d in each direction ---
def tiles_needed_for_floor(floor_w, floor_h, tile_w, tile_h):
    for size in (floor_w, floor_h, tile_w, tile_h):
        if size <= 0:
            raise ValueError("non-positive size")
    across = (floor_w + tile_w - 1) // tile_w
    down = (floor_h + tile_h - 1) // tile_h
    return across * down

# --- inputs ---
def random_input(rng):
    dims = [rng.randint(1, 20), rng.randint(1, 20), rng.randint(1, 6), rng.randint(1, 6)]
    if rng.random() < 0.3:
        dims[0] = dims[2] * rng.randint(1, 4)
    if rng.random() < 0.1:
        dims[rng.randrange(4)] = rng.choice([0, -2])
    elif rng.random() < 0.1:
        dims[0] = dims[0] * 10 ** 17 + rng.randint(0, 3)
    return tuple(dims)
