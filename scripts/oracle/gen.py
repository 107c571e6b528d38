"""Seeded random linear systems for `layout-tool solve`, as input text.

`generate(seed)` returns the text of one system; the same seed gives the same
text on every machine (only `random.Random(seed)` is used). A system has 2-8
variables and 2-15 constraint lines, built from pieces that each aim at one
part of the semantics:

- random:     a plain constraint, any relation and priority;
- strict:     `x == a @p` against several lower-priority pulls to b on
              different expressions (strict priority order beats their sum);
- tie:        two optional constraints of one priority that disagree
              (an ambiguity that comes from a tie, not a missing constraint);
- redundant:  a required line implied by an earlier one (scaled copy,
              duplicate, or weaker inequality);
- conflict:   required lines that contradict each other (bounds, a chain
              with a contradicting closing line, a scaled contradiction);
- anchors:    weak `v == c @1`/`@fitting` lines for some variables, present
              in only some systems so that under-determined ones remain.

Pieces are interleaved at random (each piece keeps its own order), and some
lines get comments, blank lines or extra blanks around them, which the
solver must ignore and must not quote.

Coefficients are small (-3..3, sometimes 0.5) and constants integers in
-50..50, so answers are well-conditioned and values stay far inside the
oracle's box.
"""

from __future__ import annotations

import random
import sys

NAMES = ["x", "y", "z", "w", "a", "b", "left", "width", "top_1", "_h", "v2", "centerX", "gap"]
OPTIONAL = [999, 751, 750, 500.5, 500, 251, 250, 50, 1]
COEFS = [1, 1, 1, 1, -1, -1, -1, 2, -2, 3, -3, 0.5, -0.5]
SPELLING = {1000: ["", "", "", " @required", " @1000"], 750: [" @750", " @high"],
            250: [" @250", " @low"], 50: [" @50", " @fitting"]}


class _Line:
    """lhs OP rhs @priority, with sides as lists of (coef, name|None)."""

    def __init__(self, lhs, op, rhs, priority=1000):
        self.lhs, self.op, self.rhs, self.priority = lhs, op, rhs, priority


def _fmt_number(v: float) -> str:
    return f"{v:g}"


def _side(terms) -> str:
    """Renders a side; a negative term is never written first when a
    positive one can go first (so a leading minus appears only when the
    whole side is negative)."""
    if not terms:
        return "0"
    terms = sorted(terms, key=lambda t: t[0] < 0)  # stable: positives first
    out = []
    for k, (coef, name) in enumerate(terms):
        sign = "-" if coef < 0 else "+"
        mag = abs(coef)
        body = _fmt_number(mag) if name is None else (name if mag == 1 else f"{_fmt_number(mag)}*{name}")
        if k == 0:
            out.append(("-" if sign == "-" else "") + body)
        else:
            out.append(f" {sign} {body}")
    return "".join(out)


def _priority(rng, p) -> str:
    if p in SPELLING:
        return rng.choice(SPELLING[p])
    return f" @{_fmt_number(p)}"


def _render(rng, line: _Line) -> str:
    return f"{_side(line.lhs)} {line.op} {_side(line.rhs)}{_priority(rng, line.priority)}"


def _split(rng, terms):
    """Puts each term of `terms` (an expression meant as lhs - rhs) on a
    random side, negating the ones moved to the right."""
    lhs, rhs = [], []
    for coef, name in terms:
        if rng.random() < 0.65:
            lhs.append((coef, name))
        else:
            rhs.append((-coef, name))
    if not lhs and not rhs:
        lhs.append((0, None))
    return lhs, rhs


def _pick_priority(rng, required_share=0.35):
    return 1000 if rng.random() < required_share else rng.choice(OPTIONAL)


def _random(rng, names):
    k = rng.choice([1, 1, 2, 2, 2, 3])
    chosen = rng.sample(names, min(k, len(names)))
    coefs = [rng.choice(COEFS) if rng.random() > 0.03 else 0 for _ in chosen]
    terms = list(zip(coefs, chosen)) + [(rng.randint(-50, 50), None)]
    lhs, rhs = _split(rng, terms)
    op = rng.choice(["==", "==", ">=", "<="])
    return [_Line(lhs, op, rhs, _pick_priority(rng))]


def _strict(rng, names):
    x = rng.choice(names)
    others = [n for n in names if n != x]
    hi, lo = rng.choice([(251, 250), (500.5, 500), (750, 500.5), (999, 751), (50, 1), (1000, 999)])
    a, b = rng.randint(-20, 20), rng.randint(-50, 50)
    while b == a:
        b = rng.randint(-50, 50)
    lines = [_Line([(1, x)], "==", [(a, None)], hi)]
    for _ in range(rng.randint(2, 4)):
        form = rng.randrange(4)
        if form == 0:
            k = rng.choice([2, 3, 0.5])
            lines.append(_Line([(k, x)], "==", [(k * b, None)], lo))
        elif form == 1 and others:  # y cancels: only x is pulled
            y = rng.choice(others)
            lines.append(_Line([(1, x), (1, y)], "==", [(b, None), (1, y)], lo))
        elif form == 2:
            lines.append(_Line([(1, x)], ">=" if b > a else "<=", [(b, None)], lo))
        else:
            lines.append(_Line([(1, x)], "==", [(b, None)], lo))
    rng.shuffle(lines)
    return lines


def _tie(rng, names):
    p = rng.choice(OPTIONAL)
    a = rng.randint(-30, 30)
    b = a + rng.choice([-1, 1]) * rng.randint(1, 20)
    if len(names) > 1 and rng.random() < 0.3:
        x, y = rng.sample(names, 2)
        expr = [(1, x), (1, y)]
    else:
        expr = [(1, rng.choice(names))]
    if rng.random() < 0.5:
        return [_Line(expr, "==", [(a, None)], p), _Line(expr, "==", [(b, None)], p)]
    lo, hi = min(a, b), max(a, b)  # x >= hi and x <= lo: same total error anywhere in [lo, hi]
    return [_Line(expr, ">=", [(hi, None)], p), _Line(expr, "<=", [(lo, None)], p)]


def _redundant(rng, names):
    terms = [(rng.choice([1, -1, 2]), n) for n in rng.sample(names, min(2, len(names)))]
    c = rng.randint(-40, 40)
    first = _Line(terms, "==", [(c, None)])
    form = rng.randrange(3)
    if form == 0:
        k = rng.choice([2, 3, 0.5])
        second = _Line([(k * a, n) for a, n in terms], "==", [(k * c, None)])
    elif form == 1:
        second = _Line(terms, "==", [(c, None)])
    else:
        second = _Line(terms, "<=", [(c + rng.randint(0, 10), None)])
    return [first, second]


def _conflict(rng, names):
    form = rng.randrange(3)
    if form == 0 or len(names) < 2:
        x = rng.choice(names)
        a = rng.randint(-30, 30)
        lines = [_Line([(1, x)], ">=", [(a, None)]), _Line([(1, x)], "<=", [(a - rng.randint(1, 10), None)])]
        rng.shuffle(lines)
        return lines
    if form == 1:
        chain = rng.sample(names, min(len(names), rng.randint(2, 4)))
        steps = [rng.randint(1, 10) for _ in chain[1:]]
        lines = [_Line([(1, u)], "==", [(1, v), (s, None)]) for u, v, s in zip(chain, chain[1:], steps)]
        wrong = sum(steps) + rng.choice([-3, -1, 1, 5])
        lines.append(_Line([(1, chain[0])], "==", [(1, chain[-1]), (wrong, None)]))
        return lines
    x, y = rng.sample(names, 2)
    c = rng.randint(-20, 20)
    return [_Line([(1, x), (1, y)], "==", [(c, None)]),
            _Line([(2, x), (2, y)], "==", [(2 * c + rng.choice([-1, 1]), None)])]


def _anchors(rng, names):
    chosen = names if rng.random() < 0.5 else rng.sample(names, rng.randint(1, len(names)))
    return [_Line([(1, n)], "==", [(rng.randint(-50, 50), None)], rng.choice([1, 50, 50]))
            for n in chosen]


PIECES = [(_random, 10), (_strict, 2), (_tie, 2), (_redundant, 1), (_conflict, 1)]


def _decorate(rng, text: str) -> list[str]:
    """Blank lines, comment lines, trailing comments, outer blanks."""
    out = []
    r = rng.random()
    if r < 0.05:
        out.append("")
    elif r < 0.1:
        out.append("# " + rng.choice(["note", "x == 1 @250", "conflict?"]))
    if rng.random() < 0.1:
        text = "  " + text + "\t"
    if rng.random() < 0.1:
        text += "  # " + rng.choice(["why", "== not this", "@250"])
    out.append(text)
    return out


def generate(seed: int) -> str:
    """The system for `seed`, as the text of a `layout-tool solve` file."""
    rng = random.Random(seed)
    names = rng.sample(NAMES, rng.randint(2, 8))
    target = rng.randint(2, 15)
    pieces: list[list[_Line]] = []
    if rng.random() < 0.4:
        pieces.append(_anchors(rng, names))
    count = sum(len(p) for p in pieces)
    while count < target:
        make = rng.choices([f for f, _ in PIECES], weights=[w for _, w in PIECES])[0]
        piece = make(rng, names)
        if count + len(piece) > 15:
            continue
        pieces.append(piece)
        count += len(piece)
    # Interleave the pieces, each keeping its own order.
    queues = [list(p) for p in pieces]
    lines = []
    while queues:
        q = rng.choice(queues)
        lines.append(q.pop(0))
        if not q:
            queues.remove(q)
    out = []
    for line in lines:
        out.extend(_decorate(rng, _render(rng, line)))
    return "\n".join(out) + "\n"


if __name__ == "__main__":
    for arg in sys.argv[1:] or ["1"]:
        print(f"# seed {arg}")
        print(generate(int(arg)))
