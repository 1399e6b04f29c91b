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
