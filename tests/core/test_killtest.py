"""The kill test's own verdicts (testing/killtest.py): what it reports when the child fails by
itself, is killed before its first save, or leaves an autosave that does not load. The test
suite otherwise only sees it pass (tests/test_kill_autosave.py)."""

from lewisclark_desktop.testing import killtest
from lewisclark_desktop.lewisclark.game import RULES

SPEC = "lewisclark_desktop.lewisclark.game:RULES"
SEATS = [{"name": "A"}, {"name": "B"}]


def test_the_rules_are_found_by_module_and_name():
    assert killtest.rules_from(SPEC) is RULES


def test_a_child_that_fails_by_itself_is_reported_with_its_error(tmp_path):
    # killed only after a second: by then the child has failed to import its rules
    result = killtest.kill_once("lewisclark_desktop.no_such_game:RULES", tmp_path / "a.lcsave",
                                {"players": 2}, SEATS, seed=1, delay=1.0)
    assert (result.reported, result.loaded) == (-1, -1)
    assert result.problem.startswith("child ended by itself (1): ")
    assert result.problem.rstrip().endswith(
        "ModuleNotFoundError: No module named 'lewisclark_desktop.no_such_game'")


def test_a_child_killed_before_its_first_save_leaves_nothing_to_check(tmp_path):
    result = killtest.kill_once(SPEC, tmp_path / "a.lcsave", {"players": 2}, SEATS, seed=1,
                                delay=0)
    assert (result.reported, result.loaded, result.problem) == (-1, -1, None)


def test_an_earlier_autosave_that_does_not_load_is_reported(tmp_path):
    path = tmp_path / "a.lcsave"
    path.write_text("{")
    result = killtest.kill_once(SPEC, path, {"players": 2}, SEATS, seed=1, delay=0)
    assert (result.reported, result.loaded) == (-1, -1)
    assert result.problem == ("the autosave does not load: a.lcsave is damaged or truncated: "
                              "bad JSON at line 1 column 2 (Expecting property name enclosed "
                              "in double quotes)")


def test_an_earlier_autosave_that_loads_counts_its_moves(tmp_path):
    from lewisclark_desktop.core import savefile
    from lewisclark_desktop.core.commands import CommandStack

    path = tmp_path / "a.lcsave"
    options = RULES.normalize_options({"players": 2}, 3)
    stack = CommandStack(RULES, RULES.new_state(options, 3))
    for _ in range(5):
        stack.apply(RULES.legal_moves(stack.state)[0])
    savefile.save(path, RULES, stack, options, 3, SEATS)
    result = killtest.kill_once(SPEC, path, {"players": 2}, SEATS, seed=4, delay=0)
    assert (result.reported, result.loaded, result.problem) == (-1, 5, None)
