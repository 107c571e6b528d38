"""Hand-computed cases for the reference solver (and the model it reads).

Run: python3 -m pytest -q scripts/oracle
Each expected answer below is worked out by hand in the comment beside it,
not taken from the oracle's own output.
"""

import pytest

from gen import generate
from lexlp import _Program, conflict_problem, solve_reference
from linsys import ParseError, error, parse_line, parse_system


def ref(text):
    return solve_reference(parse_system(text))


def close(a, b):
    return abs(a - b) <= 1e-7 * (1 + abs(b))


# --- reading lines ---------------------------------------------------------

def test_parse_both_sides_priorities_and_comments():
    c = parse_line("  2*x + 3 - y == 0.5*y - x + 1 @low  # trailing")
    # lhs - rhs = 3x - 1.5y + 2
    assert c.coeffs == {"x": 3.0, "y": -1.5}
    assert c.const == 2.0 and c.op == "==" and c.priority == 250.0
    assert c.text == "2*x + 3 - y == 0.5*y - x + 1 @low"
    assert parse_line("x >= 1 @fitting").priority == 50.0
    assert parse_line("x >= 1 @high").priority == 750.0
    assert parse_line("x >= 1 @required").required
    assert parse_line("x >= 1 @500.5").priority == 500.5
    assert parse_line("-x <= -3").coeffs == {"x": -1.0}
    assert parse_line("   # only a comment") is None
    assert parse_line("") is None


def test_parse_keeps_names_with_no_net_coefficient():
    assert set(parse_line("x + y == 3 + y").coeffs) == {"x", "y"}
    assert parse_line("0*z == 0").coeffs == {"z": 0.0}


@pytest.mark.parametrize("bad", ["x == 1 == 2", "x 1 == 2", "x == 1 @0", "x == 1 @1001",
                                 "x == 1 @medium", "x = 1", "== 1"])
def test_parse_rejects(bad):
    with pytest.raises(ParseError):
        parse_line(bad)


def test_error_is_measured_as_written():
    values = {"x": 7.0}
    assert error(parse_line("2*x == 10"), values) == 4.0  # |14 - 10|, not |7 - 5|
    assert error(parse_line("x <= 5"), values) == 2.0
    assert error(parse_line("x >= 5"), values) == 0.0
    assert error(parse_line("5 >= x"), values) == 2.0


# --- priorities ------------------------------------------------------------

def test_strict_priority_beats_any_number_of_lower_errors():
    # Weighted, 1 error at 251 against 4 units of pull at 250 would move x to
    # 100; lexicographically x stays at 0 and level 250 pays 100 + 200 + 100.
    r = ref("x == 0 @251\nx == 100 @250\n2*x == 200 @250\nx + y == 100 + y @250\n")
    assert close(r.values["x"], 0.0)
    assert close(r.level_errors[251.0], 0.0)
    assert close(r.level_errors[250.0], 400.0)
    assert r.ambiguous == {"y"}  # y cancels out of its only line


def test_errors_add_up_within_a_level():
    # |x| + |x - 10| + |x - 4| is least at the median, x = 4: 4 + 6 + 0 = 10.
    r = ref("x == 0 @500\nx == 10 @500\nx == 4 @500\n")
    assert close(r.values["x"], 4.0) and close(r.level_errors[500.0], 10.0)
    assert r.ambiguous == set()


def test_errors_are_not_normalised():
    # |2x - 10| + |x|: x = 5 costs 5, x = 0 costs 10. Normalised it would tie.
    r = ref("2*x == 10 @500\nx == 0 @500\n")
    assert close(r.values["x"], 5.0) and close(r.level_errors[500.0], 5.0)
    assert r.ambiguous == set()


def test_required_lines_hold_and_optional_ones_give_way():
    # x + y == 10 required; y == 3 @750 met; x == 0 @250 pays |7 - 0| = 7.
    r = ref("x + y == 10\ny == 3 @high\nx == 0 @low\n")
    assert close(r.values["x"], 7.0) and close(r.values["y"], 3.0)
    assert close(r.level_errors[750.0], 0.0) and close(r.level_errors[250.0], 7.0)


# --- ambiguity -------------------------------------------------------------

def test_free_and_half_bounded_variables_are_ambiguous():
    assert ref("x + y == 10\n").ambiguous == {"x", "y"}
    assert ref("x == 3\ny >= x\n").ambiguous == {"y"}  # y in [3, inf)


def test_tied_optional_pair_is_ambiguous():
    # |x| + |x - 10| == 10 for every x in [0, 10].
    r = ref("x == 0 @500\nx == 10 @500\n")
    assert r.ambiguous == {"x"} and close(r.level_errors[500.0], 10.0)
    # The same with inequalities: violation of x >= 10 plus of x <= 0 is 10 on [0, 10].
    assert ref("x >= 10 @500\nx <= 0 @500\n").ambiguous == {"x"}


def test_lower_level_breaks_a_tie():
    r = ref("x == 0 @500\nx == 10 @500\nx == 7 @1\n")
    assert r.ambiguous == set() and close(r.values["x"], 7.0)


def test_equal_weak_anchors_can_tie():
    # x + y == 10 with |x| + |y| minimised: 10 on the whole segment x, y >= 0.
    assert ref("x + y == 10\nx == 0 @1\ny == 0 @1\n").ambiguous == {"x", "y"}
    # Different levels do not tie: x == 0 first, then y = 10.
    assert ref("x + y == 10\nx == 0 @2\ny == 0 @1\n").ambiguous == set()


# --- conflicts -------------------------------------------------------------

def test_conflicting_bound_is_dropped_with_a_minimal_set():
    r = ref("x >= 5\ny == 1\nx <= 3\n")
    assert r.dropped == [2] and r.conflicts == [[0, 2]]
    assert close(r.values["x"], 5.0) or r.values["x"] > 5.0
    assert r.ambiguous == {"x"}  # x in [5, inf) once x <= 3 is dropped


def test_chain_conflict_leaves_out_the_unrelated_line():
    # a - b == 5, b - c == 5, a == c gives 10 == 0; c == 0 plays no part.
    r = ref("a == b + 5\nb == c + 5\nc == 0\na == c\n")
    assert r.dropped == [3] and r.conflicts == [[0, 1, 3]]
    assert close(r.values["a"], 10.0)


def test_each_conflict_is_found_in_file_order():
    r = ref("x >= 5\nx <= 3\nx <= 4\nx == 6\n")
    assert r.dropped == [1, 2] and r.conflicts == [[0, 1], [0, 2]]
    assert close(r.values["x"], 6.0)


def test_variable_only_in_a_dropped_line_is_ambiguous():
    r = ref("x == 5\nx + 0*z <= 3\n")
    assert r.dropped == [1] and r.ambiguous == {"z"}


def test_constant_only_lines():
    r = ref("x == 1\n0 == 5\n1 <= 2\n")
    assert r.dropped == [1] and r.conflicts == [[1]]


def test_conflict_problem():
    lines = parse_system("x >= 5\ny == 1\nx <= 3\n")
    assert conflict_problem([lines[0], lines[2]]) is None
    assert "not minimal" in conflict_problem(lines)
    assert "hold together" in conflict_problem(lines[:2])



# --- a second formulation ----------------------------------------------------

def _ambiguity_with_capped_levels(constraints, variables):
    """The plain formulation lexlp avoids: cap each level's error sum at
    opt + slack, then min/max each variable. The slack blurs small ranges,
    so only ranges above 1e-3 count; generated systems have none smaller."""
    prog = _Program(variables)
    levels = {}
    for c in constraints:
        if c.required:
            prog.add_hard(c)
        else:
            levels.setdefault(c.priority, []).extend(prog.add_soft(c))
    for p in sorted(levels, reverse=True):
        x = prog.solve({col: 1.0 for col in levels[p]})
        opt = sum(x[col] for col in levels[p])
        prog.ub.append(({col: 1.0 for col in levels[p]}, opt + 1e-7 * (1 + opt)))
    prog.boxed = True
    out = set()
    for i, v in enumerate(variables):
        lo, hi = prog.solve({i: 1.0})[i], prog.solve({i: -1.0})[i]
        if hi - lo > 1e-3 * (1 + abs(lo)):
            out.add(v)
    return out


def test_exact_face_agrees_with_capped_levels_on_generated_systems():
    for seed in range(80):
        constraints = parse_system(generate(seed))
        r = solve_reference(constraints)
        kept = [constraints[i] for i in r.kept]
        assert _ambiguity_with_capped_levels(kept, r.variables) == r.ambiguous, seed
