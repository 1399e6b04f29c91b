# domain: validation
# function: has_sufficient_contrast_ratio
# query: Given a foreground colour fg and a background colour bg as (r, g, b) tuples of 0-255 ints,
#   compute the WCAG contrast ratio (using relative luminance with sRGB linearisation) and
#   return True if it is at least min_ratio (default 4.5). Raise ValueError for channel values
#   outside 0-255.

def has_sufficient_contrast_ratio(fg, bg, min_ratio=4.5):
    def luminance(color):
        channels = []
        for c in color:
            if c < 0 or c > 255:
                raise ValueError("channel out of range")
            s = c / 255
            channels.append(s / 12.92 if s <= 0.03928 else ((s + 0.055) / 1.055) ** 2.4)
        return 0.2126 * channels[0] + 0.7152 * channels[1] + 0.0722 * channels[2]
    l1, l2 = luminance(fg), luminance(bg)
    lighter, darker = max(l1, l2), min(l1, l2)
    return (lighter + 0.05) / (darker + 0.05) >= min_ratio

# --- tests ---
import pytest

assert has_sufficient_contrast_ratio((0, 0, 0), (255, 255, 255)) is True
assert has_sufficient_contrast_ratio((255, 255, 255), (0, 0, 0), min_ratio=21.1) is False
assert has_sufficient_contrast_ratio((0, 255, 0), (0, 0, 0), min_ratio=15) is True
assert has_sufficient_contrast_ratio((255, 255, 255), (255, 255, 255), min_ratio=1) is True
assert has_sufficient_contrast_ratio((119, 119, 119), (255, 255, 255)) is False
assert has_sufficient_contrast_ratio((118, 118, 118), (255, 255, 255)) is True
assert has_sufficient_contrast_ratio((255, 0, 0), (0, 0, 0), min_ratio=5.2) is True
assert has_sufficient_contrast_ratio((5, 5, 5), (0, 0, 0), min_ratio=1.1) is False
with pytest.raises(ValueError):
    has_sufficient_contrast_ratio((256, 0, 0), (0, 0, 0))
assert has_sufficient_contrast_ratio((0, 0, 0), (0, 0, 255), min_ratio=2.4) is True
