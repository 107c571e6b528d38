"""The linear-system model shared by the oracle: constraints, parsing, errors.

A constraint is `lhs OP rhs @PRIORITY` as in `layout-tool solve` input
(contract: layout-spec.md section 3). It is kept as the single expression
`sum(coeffs[v] * v) + const OP 0`, where the expression is lhs - rhs *as
written*: no rescaling, because the error of an optional constraint is
measured on exactly that expression.

This module knows nothing about LPs or the solver under test; it is the one
place that says what a line means and how wrong a value assignment is.
"""

from __future__ import annotations

import math
import re
from typing import NamedTuple

REQUIRED = 1000.0

PRIORITY_NAMES = {"required": 1000.0, "high": 750.0, "low": 250.0, "fitting": 50.0}

OPS = ("==", "<=", ">=")


class Constraint(NamedTuple):
    """`sum(coeffs[v] * v) + const  op  0` at `priority`.

    `coeffs` keeps every name the line mentions, even with a zero net
    coefficient (`x - x`, `0*x`), so that "variables of the input" is known.
    `text` is the line as written, stripped of its comment and surrounding
    whitespace: the form the solver must quote in `unsatisfiable`.
    """

    coeffs: dict
    const: float
    op: str
    priority: float = REQUIRED
    text: str = ""

    @property
    def required(self) -> bool:
        return self.priority >= REQUIRED


class ParseError(ValueError):
    """A line the oracle cannot read (the generator never writes one)."""


_NUMBER = r"(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?"
_NAME = r"[A-Za-z_][A-Za-z0-9_]*"
_TERM = re.compile(
    rf"\s*([+-])?\s*(?:({_NUMBER})\s*\*\s*({_NAME})|({_NAME})|({_NUMBER}))\s*"
)
_RELATION = re.compile(r"==|<=|>=")
_PRIORITY = re.compile(r"@\s*(\S+)\s*$")


def strip_line(line: str) -> str:
    """The line as the solver must quote it: comment and outer blanks removed."""
    return line.split("#", 1)[0].strip()


def parse_priority(token: str) -> float:
    """A priority token: a number in (0, 1000] or one of PRIORITY_NAMES."""
    if token in PRIORITY_NAMES:
        return PRIORITY_NAMES[token]
    try:
        value = float(token)
    except ValueError:
        raise ParseError(f"bad priority {token!r}") from None
    if not (0 < value <= REQUIRED):
        raise ParseError(f"priority {token!r} outside (0, 1000]")
    return value


def _parse_side(side: str, sign: float, coeffs: dict, const: float) -> float:
    """Adds `sign * side` into coeffs; returns the updated constant."""
    pos = 0
    first = True
    side = side.strip()
    if not side:
        raise ParseError("empty side")
    while pos < len(side):
        m = _TERM.match(side, pos)
        if not m or m.end() == pos:
            raise ParseError(f"cannot read term at {side[pos:]!r}")
        op, num_coef, name_coef, name, num = m.groups()
        if op is None and not first:
            raise ParseError(f"missing + or - before {side[pos:]!r}")
        s = sign * (-1.0 if op == "-" else 1.0)
        if name_coef is not None:
            coeffs[name_coef] = coeffs.get(name_coef, 0.0) + s * float(num_coef)
        elif name is not None:
            coeffs[name] = coeffs.get(name, 0.0) + s
        else:
            const += s * float(num)
        pos = m.end()
        first = False
    return const


def parse_line(line: str) -> Constraint | None:
    """One input line -> Constraint, or None for a blank/comment-only line."""
    text = strip_line(line)
    if not text:
        return None
    body = text
    priority = REQUIRED
    pm = _PRIORITY.search(body)
    if pm:
        priority = parse_priority(pm.group(1))
        body = body[: pm.start()]
    rel = _RELATION.findall(body)
    if len(rel) != 1:
        raise ParseError(f"need exactly one relation in {text!r}")
    lhs, rhs = _RELATION.split(body)
    coeffs: dict = {}
    const = _parse_side(lhs, 1.0, coeffs, 0.0)
    const = _parse_side(rhs, -1.0, coeffs, const)
    return Constraint(coeffs, const, rel[0], priority, text)


def parse_system(source: str) -> list[Constraint]:
    """All constraints of a system, in file order."""
    out = []
    for number, line in enumerate(source.splitlines(), 1):
        try:
            c = parse_line(line)
        except ParseError as e:
            raise ParseError(f"line {number}: {e}") from None
        if c is not None:
            out.append(c)
    return out


def variables_of(constraints) -> list[str]:
    """Every name mentioned, in order of first appearance."""
    seen: dict = {}
    for c in constraints:
        for name in c.coeffs:
            seen.setdefault(name, None)
    return list(seen)


def expression(c: Constraint, values: dict) -> float:
    """lhs - rhs at `values` (missing names count as NaN, never as 0)."""
    return sum(a * values.get(v, math.nan) for v, a in c.coeffs.items()) + c.const


def magnitude(c: Constraint, values: dict) -> float:
    """Scale of the expression's parts at `values`, for relative tolerances."""
    return sum(abs(a * values.get(v, 0.0)) for v, a in c.coeffs.items()) + abs(c.const)


def error(c: Constraint, values: dict) -> float:
    """How far `values` is from meeting c, as the spec measures it:
    |lhs - rhs| for ==, the amount of violation for <= and >=."""
    e = expression(c, values)
    if c.op == "==":
        return abs(e)
    if c.op == "<=":
        return max(0.0, e)
    return max(0.0, -e)
