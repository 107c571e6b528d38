"""crosscheck.check_output accepts a right answer and names each wrong one.

The answers are written by hand here, so these tests also pin what the
checker demands of the solver's JSON.
"""

import json

from crosscheck import check_output, expected_output
from lexlp import solve_reference
from linsys import parse_system

CONFLICT = """\
x >= 5   # lower bound
y == x + 1
z == 2 @low
x <= 3
x <= 2
"""


def problems(text, status, out):
    constraints = parse_system(text)
    return check_output(constraints, solve_reference(constraints), status, json.dumps(out))


def good(text):
    constraints = parse_system(text)
    return expected_output(constraints, solve_reference(constraints))


def test_right_answers_pass():
    assert problems("x == 0 @251\nx == 100 @250\n", 0, good("x == 0 @251\nx == 100 @250\n")) == []
    assert problems(CONFLICT, 2, good(CONFLICT)) == []
    hand = {"values": {"x": 9, "y": 10, "z": 2}, "ambiguous": ["x", "y"],
            "unsatisfiable": ["x >= 5", "x <= 3"]}  # x anywhere in [5, inf)
    assert problems(CONFLICT, 2, hand) == []


def test_wrong_status_and_shape():
    assert problems("x == 1\n", 2, {"values": {"x": 1}, "ambiguous": [], "unsatisfiable": []}) \
        == ["exit status 2, expected 0"]
    assert "standard output is not JSON" in check_output(
        parse_system("x == 1\n"), solve_reference(parse_system("x == 1\n")), 0, "x = 1")
    assert problems("x == 1\n", 0, {"values": {}, "ambiguous": [], "unsatisfiable": []}) \
        == ["`values` lacks ['x']"]


def test_weighted_answer_fails_the_strict_level():
    text = "x == 0 @251\nx == 100 @250\n2*x == 200 @250\n"
    out = {"values": {"x": 100}, "ambiguous": [], "unsatisfiable": []}
    assert problems(text, 0, out) == ["priority 251: total error 100, optimum 0",
                                      "priority 250: total error 0, optimum 300"]


def test_broken_required_line():
    out = {"values": {"x": 3, "y": 3}, "ambiguous": ["x", "y"], "unsatisfiable": []}
    assert problems("y == x + 1\nx >= 0\n", 0, out) == ["required 'y == x + 1' misses by 1"]


def test_ambiguity_must_match_exactly():
    out = {"values": {"x": 4, "y": 6}, "ambiguous": ["x"], "unsatisfiable": []}
    assert problems("x + y == 10\n", 0, out) == ["`ambiguous` wrongly has [], lacks ['y']"]
    out = {"values": {"x": 0}, "ambiguous": ["x"], "unsatisfiable": []}
    assert problems("x == 0 @1\n", 0, out) == ["`ambiguous` wrongly has ['x'], lacks []"]


def test_conflict_sets():
    def unsat(lines):
        out = good(CONFLICT)
        del out["conflicts"]
        out["unsatisfiable"] = lines
        return problems(CONFLICT, 2, out)

    assert unsat(["x >= 5", "y == x + 1", "x <= 3"]) == [
        "`unsatisfiable` is not a minimal conflict: not minimal: "
        "still conflicting without 'y == x + 1'"]
    assert unsat(["x >= 5   # lower bound", "x <= 3"]) == [
        "`unsatisfiable` lists 'x >= 5   # lower bound', not an input line as written"]
    assert unsat(["x >= 5", "x <= 2"]) == [
        "`unsatisfiable` lists 'x <= 2', not a required line in effect before the drop",
        "`unsatisfiable` lacks the dropped line 'x <= 3'"]
    assert unsat(["z == 2 @low", "x <= 3"]) == [
        "`unsatisfiable` lists 'z == 2 @low', not a required line in effect before the drop"]
    assert unsat([]) == ["`unsatisfiable` lacks the dropped line 'x <= 3'"]


def test_conflicts_key_when_present():
    out = good(CONFLICT)
    out["conflicts"] = out["conflicts"][:1]
    assert problems(CONFLICT, 2, out) == [
        "`conflicts` has 1 entries, expected 2 (one per dropped line)"]
    out = good(CONFLICT)
    out["conflicts"][1]["broken"] = "x <= 3"
    assert problems(CONFLICT, 2, out) == [
        "conflicts[1].broken is 'x <= 3', expected 'x <= 2'"]
