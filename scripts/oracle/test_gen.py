"""The generator's promises: determinism, readable output, the sizes it claims."""

from gen import generate
from linsys import parse_system, variables_of


def test_same_seed_same_system_and_every_line_readable():
    for seed in range(200):
        text = generate(seed)
        assert text == generate(seed)
        constraints = parse_system(text)
        assert 2 <= len(constraints) <= 15
        assert 1 <= len(variables_of(constraints)) <= 8


def test_seeds_differ():
    assert len({generate(seed) for seed in range(50)}) == 50
