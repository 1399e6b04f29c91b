# domain: validation
# function: score_to_letter_grade_checked
# query: Convert a numeric exam score to a letter grade: 90-100 "A", 80-89 "B", 70-79 "C", 60-69 "D",
#   below 60 "F" (lower bounds inclusive, floats allowed). Raise ValueError for scores below 0 or
#   above 100 and TypeError for non-numbers (bool included).

def score_to_letter_grade_checked(score):
    if isinstance(score, bool) or not isinstance(score, (int, float)):
        raise TypeError("score must be a number")
    if score < 0 or score > 100:
        raise ValueError("score out of range")
    if score >= 90:
        return "A"
    if score >= 80:
        return "B"
    if score >= 70:
        return "C"
    if score >= 60:
        return "D"
    return "F"

# --- tests ---
import pytest

assert score_to_letter_grade_checked(100) == "A"
assert score_to_letter_grade_checked(90) == "A"
assert score_to_letter_grade_checked(89.9) == "B"
assert score_to_letter_grade_checked(80) == "B"
assert score_to_letter_grade_checked(70) == "C"
assert score_to_letter_grade_checked(60) == "D"
assert score_to_letter_grade_checked(59.5) == "F"
with pytest.raises(ValueError):
    score_to_letter_grade_checked(100.5)
with pytest.raises(ValueError):
    score_to_letter_grade_checked(-1)
with pytest.raises(TypeError):
    score_to_letter_grade_checked(True)
