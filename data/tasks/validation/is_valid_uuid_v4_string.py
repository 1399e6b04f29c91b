# domain: validation
# function: is_valid_uuid_v4_string
# query: Validate value as a version-4 UUID string in the canonical 8-4-4-4-12 hex layout with
#   hyphens (case-insensitive). The version nibble (first character of the third group) must be
#   "4" and the variant (first character of the fourth group) must be one of 8, 9, a or b.
#   Returns a bool.

def is_valid_uuid_v4_string(value):
    groups = value.lower().split("-")
    if [len(g) for g in groups] != [8, 4, 4, 4, 12]:
        return False
    for group in groups:
        for ch in group:
            if ch not in "0123456789abcdef":
                return False
    if groups[2][0] != "4":
        return False
    if groups[3][0] not in "89ab":
        return False
    return True

# --- tests ---
import pytest

assert is_valid_uuid_v4_string("123e4567-e89b-42d3-a456-426614174000") is True
assert is_valid_uuid_v4_string("123E4567-E89B-42D3-B456-426614174000") is True
assert is_valid_uuid_v4_string("123e4567-e89b-12d3-a456-426614174000") is False
assert is_valid_uuid_v4_string("123e4567-e89b-42d3-c456-426614174000") is False
assert is_valid_uuid_v4_string("123e4567-e89b-42d3-8456-426614174000") is True
assert is_valid_uuid_v4_string("123e4567-e89b-42d3-9456-42661417400") is False
assert is_valid_uuid_v4_string("123e4567e89b42d3a456426614174000") is False
assert is_valid_uuid_v4_string("123e4567-e89b-42d3-a456-42661417400g") is False
assert is_valid_uuid_v4_string("123e4567-e89b-42d3-a456-4266141740000") is False
