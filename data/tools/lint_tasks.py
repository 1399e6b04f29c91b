"""Task lint: does each query state what its tests check? Run as
`python3 data/tools/check_tasks.py --lint [FILE_OR_DIR...]` (default: all of data/tasks).

One finding per line, `file:line: kind: detail`; exit status 1 when there are findings. Kinds:

- `exception`: a test expects `pytest.raises(X)` and the query never names X (for a tuple of
  types, naming one of them is enough; `Exception`/`BaseException` is satisfied by any named
  `...Error`/`...Exception`). Line: the test.
- `match`: a test's `match=` pattern is not in the query. The pattern's literal text (regex
  escapes removed) must occur in the query, case-insensitively; a pattern with regex syntax is
  split at its metacharacters and every fragment with a letter or digit must occur. Line: the test.
- `parameter`: a parameter of the target function is not named in the query, as a whole word,
  case-insensitively; a one-letter name case-sensitively, and `a` only where it cannot be the
  English article (followed by punctuation, the end of the query, or a word that cannot follow
  the article: and, or, is, to, with, of, minus, ... see _ARTICLE_FOLLOWERS). Line: the query.
- `parameter_order`: for a function of two or more parameters, the first mentions of the
  parameter names are not in signature order (the rule: a query introduces the arguments in the
  order they are passed). Line: the query.
- `default`: a test calls the function without an argument for a parameter that has a default,
  so it relies on the default, and the query does not state that default's value: its source
  text (`True`, `None`, `0.5`, `','`), the string's value in single or double quotes, or any
  number in the query equal to a numeric default; a non-empty tuple/list/set default counts as
  stated when each of its elements is. A `None` default also counts as stated when
  the query says what happens when the argument is omitted ("omitted", "not given", "not
  passed", "by default"). Line: the test.
- `implementation`: the query names an implementation technique (IMPLEMENTATION_PHRASES) rather
  than the behaviour. Line: the query line the phrase is on.

Allow marker: a header line `# lint_allow: <kind> "<detail>" <reason>` (continuation lines may
follow) silences the findings of that kind whose detail contains the quoted text, e.g.
`# lint_allow: implementation "state machine" the function is a state machine a user would
search for by that name`. The reason is required (an allow without one is itself a finding,
kind `allow`), as is a matching finding (an allow that silences nothing is a finding too), so
allows cannot go stale.

Written by hand on the stdlib `ast` and `re` modules: the checks are specific to this task
format, and the tool must run wherever tasks are edited with nothing beyond CPython.
"""
import ast
import re

IMPLEMENTATION_PHRASES = [
    r"two[- ]pointers?",
    r"binary[- ]search(?:es|ing)?",
    r"sliding[- ]window",
    r"state[- ]machine",
    r"heaps?",
    r"heapq",
    r"min-heap|max-heap",
    r"priority[- ]queue",
    r"stack",
    r"deque",
    r"bisect\w*",
    r"sort(?:ing)? a copy",
    r"by sorting",
    r"sweep(?:ing|s)?(?: line)?",
    r"dynamic programming",
    r"memoi[sz]\w*",
    r"recursi(?:on|ve|vely)",
    r"backtrack\w*",
    r"divide[- ]and[- ]conquer",
    r"prefix[- ]sums?",
    r"greedy",
    r"depth[- ]first|breadth[- ]first",
    r"in (?:a single|one) pass|single[- ]pass",
    r"lookup table",
    r"hash ?(?:map|set|table)",
    r"collections\.Counter|Counter",
    r"O\([^)]*\)",
]
_PHRASE_RE = re.compile(r"(?<![\w-])(?:%s)(?![\w-])" % "|".join("(?:%s)" % p for p in IMPLEMENTATION_PHRASES),
                        re.IGNORECASE)
_NONE_OMITTED_RE = re.compile(r"\b(?:omitted|not given|not passed|not supplied|by default|defaults?)\b", re.I)
_NUMBER_RE = re.compile(r"(?<![\w.])-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?(?![\w])")
_REGEX_META = set(".^$*+?{}[]|()")
_ALLOW_RE = re.compile(r'^\s*(\w+)\s+"([^"]+)"\s*(.*)$', re.S)
KINDS = ("exception", "match", "parameter", "parameter_order", "default", "implementation")


def word_re(name):
    return re.compile(r"(?<![A-Za-z0-9_])%s(?![A-Za-z0-9_])" % re.escape(name), re.IGNORECASE)


# The parameter `a` is only told from the English article when no word follows it, or one of these.
_ARTICLE_FOLLOWERS = r"and|or|is|are|was|be|to|into|with|from|by|in|as|at|of|for|on|if|than|minus|plus|lies|has|must"


def param_re(name):
    """Where the query names parameter `name`: a whole word, case-insensitive; a one-letter name
    case-sensitive, and `a` only where it cannot be the article (see _ARTICLE_FOLLOWERS)."""
    if name == "a":
        return re.compile(r"(?<![A-Za-z0-9_'])a(?=[^\w\s']|\s+[^\w\s]|\s+(?:%s)\b|\s*$)" % _ARTICLE_FOLLOWERS)
    if len(name) == 1:
        return re.compile(r"(?<![A-Za-z0-9_'])%s(?![A-Za-z0-9_])" % re.escape(name))
    return word_re(name)


def read_header(lines):
    """[(key, value, first_line, [(line_no, text_of_that_line)])] of the leading comment header."""
    header, i = [], 0
    while i < len(lines) and lines[i].startswith("#") and lines[i] != "# --- tests ---":
        line = lines[i]
        if line.startswith("#  ") and header:
            header[-1][1] += " " + line[1:].strip()
            header[-1][3].append((i + 1, line[1:].strip()))
        elif ":" in line:
            key, _, value = line[1:].partition(":")
            header.append([key.strip(), value.strip(), i + 1, [(i + 1, value.strip())]])
        i += 1
    return header


def _exception_names(node):
    if isinstance(node, ast.Tuple):
        return [n for e in node.elts for n in _exception_names(e)]
    if isinstance(node, ast.Name):
        return [node.id]
    if isinstance(node, ast.Attribute):
        return [node.attr]
    return []


def _is_raises(call):
    f = call.func
    return isinstance(f, ast.Attribute) and f.attr == "raises" and isinstance(f.value, ast.Name) \
        and f.value.id == "pytest"


def match_fragments(pattern):
    """The literal fragments of a match= regex that must occur in the query."""
    frags, cur, i = [], "", 0
    while i < len(pattern):
        ch = pattern[i]
        if ch == "\\" and i + 1 < len(pattern):
            nxt = pattern[i + 1]
            if nxt.isalnum():  # \d, \s, \b ...: a class, not a literal
                frags.append(cur)
                cur = ""
            else:
                cur += nxt
            i += 2
            continue
        if ch in _REGEX_META:
            frags.append(cur)
            cur = ""
        else:
            cur += ch
        i += 1
    frags.append(cur)
    return [f.strip() for f in frags if re.search(r"[A-Za-z0-9]", f)]


def _default_stated(query, value_node):
    src = ast.unparse(value_node)
    if src in query:
        return True
    try:
        value = ast.literal_eval(value_node)
    except (ValueError, SyntaxError, TypeError):
        return False
    if value is None and _NONE_OMITTED_RE.search(query):
        return True
    if isinstance(value, str):
        return ("'%s'" % value) in query or ('"%s"' % value) in query or (value.strip() != "" and len(value) > 1
                                                                            and word_re(value).search(query))
    if isinstance(value, (tuple, list, set, frozenset)) and value:
        return all(_default_stated(query, ast.Constant(v)) for v in value)
    if isinstance(value, bool):
        return word_re(str(value)).search(query) is not None
    if isinstance(value, (int, float)):
        for m in _NUMBER_RE.finditer(query):
            try:
                if float(m.group(0)) == float(value):
                    return True
            except ValueError:
                pass
    return False


_DEFAULT_WORD_RE = re.compile(
    r"\b(?:defaults?|defaulting|omitted|not given|not passed|not supplied|optional(?:ly)?|unless given)\b", re.I)
_SENTENCE_END_RE = re.compile(r"(?<=[.;!?])\s+(?=[A-Z(\"'`])")


def default_stated_for(query, name, value_node):
    """Whether the query states `value_node` as the default of parameter `name`: one sentence
    names the parameter, says it is a default (\"default\", \"omitted\", \"optional\", ...) and
    states the value (see _default_stated)."""
    for sentence in _SENTENCE_END_RE.split(query):
        if param_re(name).search(sentence) and _DEFAULT_WORD_RE.search(sentence) \
                and _default_stated(sentence, value_node):
            return True
    return False


def match_stated(query, fragment):
    """A `match=` fragment is stated as the message: it occurs with its case, inside quotes or in a
    sentence that speaks of the message."""
    spans = [m.group(0) for m in re.finditer(r"'[^']*'|\"[^\"]*\"|`[^`]*`", query)]
    if any(fragment in span for span in spans):
        return True
    for sentence in _SENTENCE_END_RE.split(query):
        if fragment in sentence and re.search(r"\b(?:message|messages|saying|says|mentions?|mentioning|reads?|text)\b",
                                               sentence, re.I):
            return True
    return False


def lint_text(text):
    """Findings of one task file's text: [(line, kind, detail)], sorted by line then kind."""
    lines = text.splitlines()
    header = read_header(lines)
    fields = {h[0]: h for h in header}
    findings = []
    if "query" not in fields or "function" not in fields or "# --- tests ---" not in lines:
        return [(1, "format", "missing query/function header or the tests marker")]
    query, query_line, query_lines = fields["query"][1], fields["query"][2], fields["query"][3]
    fn = fields["function"][1]
    marker = lines.index("# --- tests ---")
    body_start = max(h[3][-1][0] for h in header)
    canonical = "\n".join(lines[body_start:marker])
    target = [n for n in ast.parse(canonical).body if isinstance(n, ast.FunctionDef) and n.name == fn]
    if not target:
        return [(1, "format", "canonical does not define %s" % fn)]
    args = target[0].args
    positional = args.posonlyargs + args.args
    params = [a.arg for a in positional + args.kwonlyargs]
    defaults = {}
    for a, d in zip(positional[len(positional) - len(args.defaults):], args.defaults):
        defaults[a.arg] = d
    for a, d in zip(args.kwonlyargs, args.kw_defaults):
        if d is not None:
            defaults[a.arg] = d

    # (c) parameters and their order
    firsts = []
    for p in params:
        m = param_re(p).search(query)
        if m is None:
            findings.append((query_line, "parameter", "parameter `%s` of %s is not named in the query" % (p, fn)))
        else:
            firsts.append((m.start(), p))
    if len(params) >= 2 and len(firsts) == len(params):
        said = [p for _, p in sorted(firsts)]
        if said != params:
            findings.append((query_line, "parameter_order", "the query introduces %s; the signature is %s(%s)"
                             % (", ".join(said), fn, ", ".join(params))))

    # (d) implementation phrases, on the query line they occur on
    for line_no, part in query_lines:
        for m in _PHRASE_RE.finditer(part):
            findings.append((line_no, "implementation", "implementation phrase %r; describe the behaviour"
                             % m.group(0)))

    # (a) (b) (e) from the tests
    test_src = "\n".join(lines[marker + 1:])
    tree = ast.parse(test_src)
    relied = {}
    for stmt in tree.body:
        line = marker + 1 + stmt.lineno
        for node in ast.walk(stmt):
            if not isinstance(node, ast.Call):
                continue
            if _is_raises(node) and node.args:
                names = _exception_names(node.args[0])
                generic = [n for n in names if n in ("Exception", "BaseException")]
                if generic and re.search(r"\b\w*(?:Error|Exception)\b", query):
                    names = []
                if names and not any(re.search(r"\b%s\b" % re.escape(n), query) for n in names):
                    findings.append((line, "exception", "test expects %s; the query never names it"
                                     % " or ".join(names)))
                for kw in node.keywords:
                    if kw.arg == "match" and isinstance(kw.value, ast.Constant) and isinstance(kw.value.value, str):
                        missing = [f for f in match_fragments(kw.value.value) if not match_stated(query, f)]
                        if missing:
                            findings.append((line, "match", "match=%r checks text the query does not state (%s) "
                                             "as the message: quoted, with its case, or in a sentence about the message"
                                             % (kw.value.value, ", ".join(repr(f) for f in missing))))
            if isinstance(node.func, ast.Name) and node.func.id == fn:
                if any(isinstance(a, ast.Starred) for a in node.args) or any(k.arg is None for k in node.keywords):
                    continue
                given = {p.arg for p in positional[:len(node.args)]} | {k.arg for k in node.keywords}
                for p in params:
                    if p in defaults and p not in given:
                        relied.setdefault(p, []).append(line)
    for p, at in sorted(relied.items(), key=lambda kv: kv[1][0]):
        if not default_stated_for(query, p, defaults[p]):
            n = len(set(at))
            findings.append((at[0], "default", "%d test%s (the first here) rely on the default %s=%s; the query "
                             "does not state it as that parameter's default (one sentence naming %s, the "
                             "value and \"default\"/\"omitted\")" % (n, "" if n == 1 else "s", p,
                                                                   ast.unparse(defaults[p]), p)))

    # allow markers
    allows = [h for h in header if h[0] == "lint_allow"]
    kept = []
    used = set()
    for f in findings:
        silenced = False
        for idx, h in enumerate(allows):
            m = _ALLOW_RE.match(h[1])
            if m and m.group(1) == f[1] and m.group(2).lower() in f[2].lower() and m.group(3).strip():
                silenced = True
                used.add(idx)
        if not silenced:
            kept.append(f)
    for idx, h in enumerate(allows):
        m = _ALLOW_RE.match(h[1])
        if not m or not m.group(3).strip() or m.group(1) not in KINDS:
            kept.append((h[2], "allow", 'malformed; write `# lint_allow: <kind> "<text>" <reason>` with a kind '
                         "from %s and a reason" % ", ".join(KINDS)))
        elif idx not in used:
            kept.append((h[2], "allow", "silences no finding; remove it"))
    # one finding per (line, kind, detail)
    return sorted(set(kept))


def lint_file(path):
    """Findings of one file; a file that cannot be read or parsed is one `format` finding."""
    try:
        with open(path, encoding="utf-8") as fh:
            text = fh.read()
    except (OSError, UnicodeDecodeError) as exc:
        return [(1, "format", "cannot read the file (%s); save it as UTF-8 text" % exc)]
    try:
        return lint_text(text)
    except SyntaxError as exc:
        # The canonical and the tests are parsed separately; report where the part starts.
        return [(exc.lineno or 1, "format", "does not parse: %s (run check_tasks.py on it)" % exc.msg)]
