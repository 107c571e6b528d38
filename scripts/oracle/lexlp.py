"""Reference answers for `layout-tool solve`, by a sequence of LPs (HiGHS).

This is an independent oracle: it shares no code or method with the Swift
solver (an incremental simplex). It answers, for a list of constraints
(linsys.Constraint, or any (coeffs, const, op, priority) tuple):

- which required lines are dropped when lines are added in file order, and a
  minimal conflicting set for each (`accept_in_file_order`);
- the optimal total error of every optional priority level, levels taken
  from highest to lowest, each one's optimum fixed before the next
  (`lexicographic_optimum`);
- which variables are not constant over the final optimal face
  (`ambiguous_variables`);
- all of it at once: `solve_reference`.

Numbers are floating point, so "exact" means: HiGHS tolerances tightened to
1e-9, and a level's optimum fixed *without slack* by complementary slackness:
with the level's optimal duals, the optimal set is the feasible set with every
error column of positive reduced cost at 0 and every inequality row of
nonzero dual tight. (Fixing the level's error sum to `opt + slack` instead
would let lower levels, and the ambiguity probes, use the slack: variables
then wobble by slack times the system's amplification, which is neither
noise nor a real range.) While probing the face, variables are kept in a
box |x| <= BOX. A variable that reaches the box while probing the face
is unbounded there, hence ambiguous. Anything the oracle cannot decide
cleanly (no optimal point inside the box, a face point that misses a
level's optimum, a solver status other than optimal or infeasible, a
variable range in the grey zone between noise and a real range) raises
OracleError instead of guessing.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np
from scipy.optimize import linprog

from linsys import REQUIRED, variables_of

BOX = 1e6
# A reduced cost or dual value above this is nonzero. Duals of these error
# sums are ratios of small coefficients (1, 1/2, 1/3, 2...), far above it.
DUAL_TOL = 1e-7
AMBIGUITY_TOL = 1e-6
# Ranges below NOISE are rounding; above AMBIGUITY_TOL they are real. Between
# the two the oracle refuses to decide (never seen on generated systems).
NOISE = 1e-8

_HIGHS = {
    "primal_feasibility_tolerance": 1e-9,
    "dual_feasibility_tolerance": 1e-9,
    "presolve": True,
}


class OracleError(RuntimeError):
    """The oracle cannot give a trustworthy answer for this system."""


def _relation(c):
    coeffs, const, op, priority = c[:4]
    return coeffs, float(const), op, float(priority)


class _Program:
    """An LP over the system's variables plus nonnegative error columns.

    Hard rows hold exactly; soft rows get error columns whose sum is the
    constraint's error as the spec defines it (|e| for ==, the violation for
    <= and >=) whenever that sum is minimised or bounded from above.
    """

    def __init__(self, variables):
        self.index = {v: i for i, v in enumerate(variables)}
        self.ncols = len(variables)
        self.eq: list[tuple[dict, float]] = []
        self.ub: list[tuple[dict, float]] = []
        self.boxed = False  # when True, every variable is kept in [-BOX, BOX]
        self.zero: set[int] = set()  # error columns fixed at 0

    def _row(self, coeffs, scale=1.0):
        row: dict = {}
        for v, a in coeffs.items():
            if a:
                col = self.index[v]
                row[col] = row.get(col, 0.0) + scale * a
        return row

    def _new_column(self):
        self.ncols += 1
        return self.ncols - 1

    def add_hard(self, c):
        coeffs, const, op, _ = _relation(c)
        if op == "==":
            self.eq.append((self._row(coeffs), -const))
        elif op == "<=":
            self.ub.append((self._row(coeffs), -const))
        else:
            self.ub.append((self._row(coeffs, -1.0), const))

    def add_soft(self, c) -> list[int]:
        """Adds c with error columns; returns them."""
        coeffs, const, op, _ = _relation(c)
        if op == "==":
            plus, minus = self._new_column(), self._new_column()
            row = self._row(coeffs)
            row[plus], row[minus] = -1.0, 1.0  # e = plus - minus
            self.eq.append((row, -const))
            return [plus, minus]
        slack = self._new_column()
        row = self._row(coeffs, 1.0 if op == "<=" else -1.0)
        row[slack] = -1.0  # e <= slack, or -e <= slack
        self.ub.append((row, -const if op == "<=" else const))
        return [slack]

    def fix_optimal_face(self, res):
        """Restricts the program to the optimal set of the LP just solved
        (`res`, from `run`), by complementary slackness with its duals."""
        for col in range(len(self.index), self.ncols):
            if res.lower.marginals[col] > DUAL_TOL:
                self.zero.add(col)
        tight = [abs(m) > DUAL_TOL for m in res.ineqlin.marginals] if self.ub else []
        self.eq.extend(row for row, t in zip(self.ub, tight) if t)
        self.ub = [row for row, t in zip(self.ub, tight) if not t]

    def _matrix(self, rows):
        if not rows:
            return None, None
        a = np.zeros((len(rows), self.ncols))
        for r, (row, _) in enumerate(rows):
            for col, v in row.items():
                a[r, col] = v
        return a, np.array([b for _, b in rows])

    def solve(self, objective: dict):
        """Minimises objective (col -> coef). Returns the point, or None if
        the program is infeasible."""
        if self.ncols == 0:  # only constant rows (`0 == 5`): HiGHS needs a column
            ok = all(abs(b) <= 1e-9 for _, b in self.eq) and all(b >= -1e-9 for _, b in self.ub)
            return np.zeros(0) if ok else None
        res = self.run(objective)
        return None if res is None else res.x

    def run(self, objective: dict):
        """Like `solve` (needs a column), but returns HiGHS's whole result."""
        cost = np.zeros(self.ncols)
        for col, v in objective.items():
            cost[col] = v
        a_ub, b_ub = self._matrix(self.ub)
        a_eq, b_eq = self._matrix(self.eq)
        nx = len(self.index)
        box = (-BOX, BOX) if self.boxed else (None, None)
        bounds = [box] * nx + [(0, 0) if col in self.zero else (0, None)
                               for col in range(nx, self.ncols)]
        res = linprog(cost, A_ub=a_ub, b_ub=b_ub, A_eq=a_eq, b_eq=b_eq,
                      bounds=bounds, method="highs-ds", options=_HIGHS)
        if res.status == 2:
            return None
        if res.status != 0:
            raise OracleError(f"HiGHS status {res.status}: {res.message}")
        return res


def is_feasible(constraints) -> bool:
    """True when all of `constraints`, taken as hard, can hold at once."""
    variables = variables_of(constraints)
    prog = _Program(variables)
    for c in constraints:
        prog.add_hard(c)
    return prog.solve({}) is not None


def conflict_problem(constraints) -> str | None:
    """None when `constraints` are a minimal conflicting set: infeasible
    together, feasible with any one left out. Otherwise says why not."""
    constraints = list(constraints)
    if not constraints:
        return "the set is empty"
    if is_feasible(constraints):
        return "the lines can all hold together"
    for k in range(len(constraints)):
        if not is_feasible(constraints[:k] + constraints[k + 1:]):
            return f"not minimal: still conflicting without {_text(constraints[k])!r}"
    return None


def _text(c):
    return c[4] if len(c) > 4 and c[4] else repr(c)


def minimal_conflict(constraints, kept: list[int], culprit: int) -> list[int]:
    """A minimal conflicting subset of kept + [culprit] that contains the
    culprit (kept alone must be feasible). Deletion filter: drop each kept
    line whose absence leaves the set infeasible."""
    core = list(kept)
    for i in list(kept):
        trial = [j for j in core if j != i]
        if not is_feasible([constraints[j] for j in trial + [culprit]]):
            core = trial
    return sorted(core + [culprit])


def accept_in_file_order(constraints):
    """Adds lines in order, dropping a required line that conflicts with the
    required lines kept before it. Returns (kept, dropped, conflicts): indices
    of kept lines (optional ones included), indices of dropped lines in
    order, and for each dropped line a minimal conflicting set of indices."""
    required = [i for i, c in enumerate(constraints) if _relation(c)[3] >= REQUIRED]
    if is_feasible([constraints[i] for i in required]):  # the common case: one LP
        return list(range(len(constraints))), [], []
    kept_required: list[int] = []
    dropped: list[int] = []
    conflicts: list[list[int]] = []
    for i in required:
        if is_feasible([constraints[j] for j in kept_required + [i]]):
            kept_required.append(i)
        else:
            dropped.append(i)
            conflicts.append(minimal_conflict(constraints, kept_required, i))
    kept = [i for i in range(len(constraints)) if i not in set(dropped)]
    return kept, dropped, conflicts


def lexicographic_optimum(constraints, variables=None):
    """Solves the levels from highest priority to lowest.

    `constraints` must be feasible as far as required lines go. Returns
    (values, level_errors, face): one optimal point (name -> value), the
    optimal total error of each optional priority (priority -> error), and
    the program whose feasible set is the optimal face, for
    `ambiguous_variables`.

    The levels are solved without the box (each level's objective is an error
    sum, bounded below by 0, so the optimum exists and is exact); the box is
    put on afterwards, and the returned point and the face lie inside it."""
    variables = list(variables) if variables is not None else variables_of(constraints)
    prog = _Program(variables)
    by_level: dict[float, list[int]] = {}
    for c in constraints:
        p = _relation(c)[3]
        if p >= REQUIRED:
            prog.add_hard(c)
        else:
            by_level.setdefault(p, []).extend(prog.add_soft(c))
    level_errors: dict[float, float] = {}
    for p in sorted(by_level, reverse=True):
        cols = by_level[p]
        res = prog.run({col: 1.0 for col in cols})
        if res is None:
            raise OracleError("required constraints are infeasible")
        level_errors[p] = max(0.0, float(res.fun))
        prog.fix_optimal_face(res)
    prog.boxed = True
    x = prog.solve({})
    if x is None:
        raise OracleError(f"no optimal point lies in the box |x| <= {BOX:g}")
    for p, cols in by_level.items():  # the fixings must have kept every optimum
        got = float(sum(x[col] for col in cols))
        if abs(got - level_errors[p]) > 1e-7 * (1.0 + level_errors[p]):
            raise OracleError(f"level {p:g}: face point has error {got:g}, optimum {level_errors[p]:g}")
    values = {v: float(x[i]) for i, v in enumerate(variables)}
    return values, level_errors, prog


def ambiguous_variables(face: _Program, values: dict) -> set[str]:
    """Variables not constant over `face`: min and max each one (in the box)
    and compare the range with AMBIGUITY_TOL * (1 + |value|). Every point an
    LP returns also marks as ambiguous the variables it moves, which saves
    most of the LPs."""
    names = list(face.index)  # column order of the variables
    base = np.array([values[v] for v in names])
    scale = 1.0 + np.abs(base)
    ambiguous = np.zeros(len(names), dtype=bool)
    for i, name in enumerate(names):
        if ambiguous[i]:
            continue
        lo_hi = []
        for sense in (1.0, -1.0):
            x = face.solve({i: sense})
            if x is None:
                raise OracleError("the optimal face is empty")
            moved = np.abs(x[: len(names)] - base)
            ambiguous |= moved > AMBIGUITY_TOL * scale
            lo_hi.append(x[i])
            if ambiguous[i]:
                break
        if not ambiguous[i]:
            spread = abs(lo_hi[1] - lo_hi[0])
            if spread > NOISE * scale[i]:
                raise OracleError(f"range of {name} is {spread:g}: neither noise nor real")
    return {names[i] for i in np.flatnonzero(ambiguous)}


@dataclass
class Reference:
    """What a correct `layout-tool solve` must answer for a system."""

    variables: list[str]
    values: dict  # one lexicographically optimal point
    level_errors: dict  # optional priority -> optimal total error
    ambiguous: set
    kept: list[int]  # indices of lines in effect
    dropped: list[int] = field(default_factory=list)  # required lines dropped, in order
    conflicts: list[list[int]] = field(default_factory=list)  # one minimal set per drop


def solve_reference(constraints) -> Reference:
    """The full reference answer for `constraints` (in file order)."""
    variables = variables_of(constraints)
    kept, dropped, conflicts = accept_in_file_order(constraints)
    values, level_errors, face = lexicographic_optimum(
        [constraints[i] for i in kept], variables)
    ambiguous = ambiguous_variables(face, values)
    return Reference(variables, values, level_errors, ambiguous, kept, dropped, conflicts)
