"""The tournament runner and its CLI: rotation, capped games, statistics, JSON."""

import json

from lewisclark_desktop import cli, tournament


def test_wilson_interval():
    lo, hi = tournament.wilson(0, 10)
    assert lo == 0.0 and 0.277 < hi < 0.278  # known value for 0/10
    lo, hi = tournament.wilson(10, 10)
    assert 0.722 < lo < 0.723 and hi > 0.999999
    lo, hi = tournament.wilson(50, 100)
    assert abs((lo + hi) / 2 - 0.5) < 1e-9 and 0.40 < lo < 0.41
    assert tournament.wilson(0, 0) == (0.0, 1.0)


def test_specs_fill_the_seats_and_seats_rotate():
    specs = tournament.game_specs(4, ["hard", "normal"], 4, 10)
    assert specs[0]["bots"] == ["hard", "normal", "normal", "normal"]
    assert [s["seed"] for s in specs] == [10, 11, 12, 13]
    r = tournament.play_game(dict(specs[1], bots=["random", "random", "easy", "random"], max_turns=3))
    assert r["entries"] == ["random", "random#2", "easy", "random#3"]
    assert r["seats"] == ["random#3", "random", "random#2", "easy"]  # game 1: shifted by one


def test_capped_games_are_reported_not_hidden():
    specs = tournament.game_specs(2, ["random", "random"], 3, 1, max_turns=6)
    results = tournament.run(specs)
    summary = tournament.summarize(results)
    assert summary["capped"] == 3 and summary["games"] == 3
    assert all(r["winner"] is None for r in results)
    assert sum(e["wins"] for e in summary["entries"]) == 0
    text = tournament.format_table(summary)
    assert "capped games (turn limit, no winner): 3 of 3" in text


def test_stalled_games_are_counted_apart_from_capped_ones():
    # Random solo play sometimes gives away everything and can no longer act (D28).
    results = tournament.run(tournament.game_specs(1, ["random"], 6, 1, solo_level=7))
    stalled = [r for r in results if r["stalled"]]
    assert stalled and all(not r["capped"] and r["winner"] is None for r in stalled)
    summary = tournament.summarize(results)
    assert summary["stalled"] == len(stalled) and summary["capped"] == 0
    assert f"stalled games (a round in which nobody could act, D28): {len(stalled)} of 6" in \
        tournament.format_table(summary)


def test_cli_tournament_json(capsys):
    code = cli.main(["tournament", "--players", "2", "--bots", "easy,random", "--games", "2",
                     "--seed", "3", "--max-turns", "8", "--json", "--no-progress"])
    out, err = capsys.readouterr()
    assert code == 0
    data = json.loads(out)
    assert data["summary"]["games"] == 2 and len(data["games"]) == 2
    rows = {e["bot"]: e for e in data["summary"]["entries"]}
    assert set(rows) == {"easy", "random"}
    for e in rows.values():
        assert 0.0 <= e["ci95"][0] <= e["ci95"][1] <= 1.0
        assert e["max_decision_ms"] >= e["mean_decision_ms"] >= 0.0


def test_cli_tournament_table_and_progress(capsys):
    code = cli.main(["tournament", "--players", "1", "--bots", "normal", "--games", "1",
                     "--solo-level", "7", "--max-turns", "5"])
    out, err = capsys.readouterr()
    assert code == 0
    assert "win rate" in out and "mackenzie" in out and "capped" in out
    assert "1/1 games" in err  # the progress bar


def test_cli_tournament_rejects_bad_input(capsys):
    assert cli.main(["tournament", "--bots", "wizard"]) == cli.EXIT_BAD_INPUT
    assert cli.main(["tournament", "--players", "2", "--bots", "normal,normal,normal"]) == cli.EXIT_BAD_INPUT
    assert cli.main(["tournament", "--players", "2", "--solo-level", "3"]) == cli.EXIT_BAD_INPUT


def test_jobs_give_the_same_results_as_one_process():
    specs = tournament.game_specs(2, ["easy", "random"], 2, 5, max_turns=10)
    one = tournament.run(specs, jobs=1)
    two = tournament.run(specs, jobs=2)
    strip = lambda rs: [{k: v for k, v in r.items() if k != "times"} for r in rs]  # noqa: E731
    assert strip(one) == strip(two)


def test_a_game_that_cannot_stall_reports_no_stalled_games(capsys):
    summary = tournament.main(3, ["random"], 1, 2, max_turns=30, progress=False, title="elfenland")
    assert "stalled" not in summary
    assert "D28" not in capsys.readouterr().out
