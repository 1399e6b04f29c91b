# domain: state_machines
# function: html_tag_stripper_fsm
# query: Strip HTML tags from html: characters between "<" and ">" are removed, and a ">" inside a
#   quoted attribute value (single or double quotes) does not close the tag. Raise ValueError
#   if the text ends inside a tag.

def html_tag_stripper_fsm(html):
    out = []
    state = "text"
    quote = ""
    for ch in html:
        if state == "text":
            if ch == "<":
                state = "tag"
            else:
                out.append(ch)
        elif state == "tag":
            if ch in "\"'":
                state, quote = "quoted", ch
            elif ch == ">":
                state = "text"
        elif ch == quote:
            state = "tag"
    if state != "text":
        raise ValueError("unterminated tag")
    return "".join(out)

# --- tests ---
import pytest

assert html_tag_stripper_fsm("") == ""
assert html_tag_stripper_fsm("plain") == "plain"
assert html_tag_stripper_fsm("<b>bold</b> text") == "bold text"
assert html_tag_stripper_fsm('<a title="x > y">link</a>') == "link"
assert html_tag_stripper_fsm("<img alt='it\"s'>!") == "!"
assert html_tag_stripper_fsm("a > b") == "a > b"
assert html_tag_stripper_fsm("<p>1</p><p>2</p>") == "12"
with pytest.raises(ValueError):
    html_tag_stripper_fsm("text <b")
with pytest.raises(ValueError):
    html_tag_stripper_fsm('<a href="x>')

# --- implementation 2: remove whole tags with a regular expression; a leftover "<" is an open tag ---
import re

TAG = re.compile(r"""<(?:"[^"]*"|'[^']*'|[^>"'])*>""")


def html_tag_stripper_fsm(html):
    text = TAG.sub("", html)
    if "<" in text:
        raise ValueError("text ends inside a tag")
    return text

# --- implementation 3: jump to each "<", then skip quoted values and find the closing ">" ---
def html_tag_stripper_fsm(html):
    pieces = []
    i = 0
    while True:
        start = html.find("<", i)
        if start < 0:
            pieces.append(html[i:])
            return "".join(pieces)
        pieces.append(html[i:start])
        k = start + 1
        while k < len(html) and html[k] != ">":
            if html[k] in "\"'":
                k = html.find(html[k], k + 1)
                if k < 0:
                    raise ValueError("unterminated quoted value")
            k += 1
        if k >= len(html):
            raise ValueError("unterminated tag")
        i = k + 1

# --- inputs ---
def random_input(rng):
    parts = []
    for _ in range(rng.randint(0, 5)):
        r = rng.random()
        if r < 0.4:
            parts.append(rng.choice(["text", "a > b", " ", "x'y", '"q"']))
        elif r < 0.85:
            attr = rng.choice(["", ' title="x > y"', " alt='it\"s'", ' a="<"', " b='>'"])
            parts.append("<" + rng.choice(["b", "/p", "img"]) + attr + ">")
        else:
            parts.append(rng.choice(["<b", '<a href="x>', "<i title='", "<"]))
    return ("".join(parts),)
