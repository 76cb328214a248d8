from solver import solve


def test_3388_has_only_the_fraction_solution() -> None:
    assert [s.text for s in solve([3, 3, 8, 8])] == ["8/(3-8/3)"]
