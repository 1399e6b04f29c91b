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

# --- implementation 2: table of lower bounds scanned from the top ---
def score_to_letter_grade_checked(score):
    if type(score) not in (int, float):
        raise TypeError("score must be int or float")
    if not 0 <= score <= 100:
        raise ValueError("score must be within 0-100")
    for bound, letter in ((90, "A"), (80, "B"), (70, "C"), (60, "D")):
        if score >= bound:
            return letter
    return "F"

# --- implementation 3: bisect on the sorted cut-offs ---
import bisect


def score_to_letter_grade_checked(score):
    if isinstance(score, bool) or not isinstance(score, (int, float)):
        raise TypeError(type(score).__name__)
    if score < 0 or score > 100:
        raise ValueError(score)
    position = bisect.bisect_right([60, 70, 80, 90], score)
    return "FDCBA"[position]

# --- implementation 4: index a grade string by the tens digit of the score ---
def score_to_letter_grade_checked(score):
    if isinstance(score, bool) or not isinstance(score, (int, float)):
        raise TypeError("numeric score required")
    if score < 0 or score > 100:
        raise ValueError("score must be between 0 and 100")
    grades = "FFFFFFDCBAA"
    return grades[int(score // 10)]

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.1:
        return (rng.choice([True, False, "90", None, [90]]),)
    if r < 0.2:
        return (rng.choice([-1, -0.01, 100.5, 101, 1000]),)
    return (rng.choice([0, 59, 59.99, 60, 69.9, 70, 79, 80, 89.9, 90, 99, 100, rng.uniform(0, 100), rng.randint(0, 100)]),)
