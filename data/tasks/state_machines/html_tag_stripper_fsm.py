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
