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

# --- implementation 2: module-level linearisation helper and a sorted pair of luminances ---
def _linear(channel):
    if not 0 <= channel <= 255:
        raise ValueError("channel %r outside 0-255" % (channel,))
    v = channel / 255
    if v <= 0.03928:
        return v / 12.92
    return ((v + 0.055) / 1.055) ** 2.4


def has_sufficient_contrast_ratio(fg, bg, min_ratio=4.5):
    weights = (0.2126, 0.7152, 0.0722)
    lums = [sum(w * _linear(c) for w, c in zip(weights, colour)) for colour in (fg, bg)]
    dark, light = sorted(lums)
    return (light + 0.05) / (dark + 0.05) >= min_ratio

# --- implementation 3: validate all channels first, then luminance via map and lambda ---
def has_sufficient_contrast_ratio(fg, bg, min_ratio=4.5):
    if any(c < 0 or c > 255 for c in (*fg, *bg)):
        raise ValueError("colour channels must be within 0-255")
    lin = lambda c: c / 255 / 12.92 if c / 255 <= 0.03928 else ((c / 255 + 0.055) / 1.055) ** 2.4
    r1, g1, b1 = map(lin, fg)
    r2, g2, b2 = map(lin, bg)
    l1 = 0.2126 * r1 + 0.7152 * g1 + 0.0722 * b1
    l2 = 0.2126 * r2 + 0.7152 * g2 + 0.0722 * b2
    ratio = (max(l1, l2) + 0.05) / (min(l1, l2) + 0.05)
    return ratio >= min_ratio

# --- inputs ---
def random_input(rng):
    def colour():
        return tuple(rng.choice([0, 5, 10, 118, 119, 128, 200, 255, rng.randint(0, 255)]) for _ in range(3))
    fg, bg = colour(), colour()
    if rng.random() < 0.08:
        fg = (rng.choice([256, -1, 300]), 0, 0)
    if rng.random() < 0.15:
        return (fg, fg, 1)
    r = rng.random()
    if r < 0.4:
        return (fg, bg)
    return (fg, bg, rng.choice([1, 1.1, 2.4, 3, 4.5, 7, 15, 21, 21.1]))
