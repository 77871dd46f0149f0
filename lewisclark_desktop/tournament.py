"""Bot tournaments: many games between bot levels, with honest statistics.

    lewisclark tournament --players 2 --bots hard,normal --games 200 --seed 1 --think 1.5 --jobs 2

* Seats rotate from game to game (game g puts entry i on seat (i + g) mod N), so no bot always
  moves first; the first player is seat 0.
* Games that reach the turn limit are reported as **capped** (no winner), never dropped; Lewis &
  Clark games ended because nobody could act for a whole round (its rule D28) are counted as
  **stalled** (a game whose `result_extras` has no "stalled" cannot stall).
* Win rates come with a 95% Wilson score interval; game length is in turns (one turn = one
  player's turn); decision times are per bot decision (mean and max), in wall-clock seconds, or
  with `--clock cpu` in the game process's CPU seconds, which Hard's budget then counts too
  (bots/search.py `use_clock`): a measurement on a busy machine then gives Hard the search it
  has on an idle one.
* The solo game (`--players 1`) is the bot against Mackenzie at `--solo-level`.

Each game depends only on its seed (with `--iterations` for Hard; a time budget depends on the
machine), so `--jobs` gives the same results as a single process.
"""

import json
import math
import sys
import time

from . import games
from .bots import search

DEFAULT_MAX_TURNS = 400
Z95 = 1.959963984540054


def wilson(wins, n, z=Z95):
    """95% Wilson score interval (low, high) for `wins` successes in `n` trials."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def entry_labels(bots):
    """Unique labels for the tournament entries: normal, normal#2, ..."""
    seen = {}
    out = []
    for b in bots:
        seen[b] = seen.get(b, 0) + 1
        out.append(b if seen[b] == 1 else f"{b}#{seen[b]}")
    return out


def bot_options(level, think=None, iterations=None):
    if level != "hard":
        return {}
    if iterations:
        return {"iterations": iterations}
    if think is not None:
        return {"budget": think}
    return {}


def play_game(spec):
    """One game. `spec`: dict(game, seed, players, bots (entries), solo_level, max_turns,
    think, iterations). Returns a plain dict (picklable, JSON-ready)."""
    search.use_clock(spec.get("clock", "wall"))
    try:
        return _play_game(spec)
    finally:
        search.use_clock("wall")


def _play_game(spec):
    g, players, entries = spec["game"], spec["players"], spec["bots"]
    title = games.get(spec.get("title", games.DEFAULT_GAME))
    rules = title.rules()
    labels = entry_labels(entries)
    options = {"players": players, "first_player": 0}
    if spec.get("solo_level") is not None:
        options["solo_level"] = spec["solo_level"]
    state = rules.new_state(options, spec["seed"])
    seat_entry = [(seat - g) % len(entries) for seat in range(players)]
    bots = []
    for seat in range(players):
        level = entries[seat_entry[seat]]
        bots.append(title.make_bot(level, spec["seed"] * 1_000_003 + 7919 * seat + g,
                                   **bot_options(level, spec.get("think"), spec.get("iterations"))))
    times = [[0.0, 0, 0.0] for _ in range(players)]  # sum, count, max
    decisions = 0
    while not rules.is_over(state) and rules.turn_key(state) < spec["max_turns"]:
        seat = rules.current_player(state)
        obs = rules.observation(state, seat)
        with search.collector_paused():  # as the bot process runs a decision
            t0 = search.now()
            move = bots[seat].choose(rules, obs)
            dt = search.now() - t0
        search.between_decisions()
        tm = times[seat]
        tm[0] += dt
        tm[1] += 1
        tm[2] = max(tm[2], dt)
        rules.apply(state, move)
        decisions += 1
    over = rules.is_over(state)
    winner = rules.winner(state) if over else None
    extras = title.result_extras(state)
    return {
        "title": title.id, "game": g, "seed": spec["seed"], "players": players,
        "entries": labels,
        "seats": [labels[e] for e in seat_entry],
        "winner": labels[seat_entry[winner]] if winner is not None else None,
        "winner_seat": winner,
        "capped": not over,
        **({"stalled": extras["stalled"]} if "stalled" in extras else {}),  # games that can stall
        "mackenzie_won": bool(over and winner is None and players == 1),
        "turns": rules.turn_key(state), "decisions": decisions,
        **({"camps": extras["camps"]} if "camps" in extras else {}),
        "times": {labels[seat_entry[s]]: times[s] for s in range(players)},
    }


def game_specs(players, bots, count, seed, solo_level=None, max_turns=DEFAULT_MAX_TURNS,
               think=None, iterations=None, title=games.DEFAULT_GAME, clock="wall"):
    fewest, most = games.get(title).players
    if not fewest <= players <= most:
        raise ValueError(f"players must be {fewest} to {most}")
    entries = list(bots)
    if not entries:
        raise ValueError("name at least one bot")
    if len(entries) > players:
        raise ValueError(f"{len(entries)} bots for {players} seats")
    while len(entries) < players:
        entries.append(entries[-1])  # `--players 4 --bots hard,normal`: hard + 3 normal
    return [{"title": title, "game": g, "seed": seed + g, "players": players, "bots": entries,
             "solo_level": solo_level, "max_turns": max_turns, "think": think,
             "iterations": iterations, "clock": clock} for g in range(count)]


def run(specs, jobs=1, progress=None):
    """Play the games (in `jobs` processes); results in game order."""
    results = []
    if jobs <= 1 or len(specs) <= 1:
        for i, spec in enumerate(specs):
            results.append(play_game(spec))
            if progress:
                progress(i + 1, len(specs), results[-1])
    else:
        import multiprocessing as mp

        ctx = mp.get_context("spawn")
        with ctx.Pool(jobs) as pool:
            for i, r in enumerate(pool.imap_unordered(play_game, specs)):
                results.append(r)
                if progress:
                    progress(i + 1, len(specs), r)
    results.sort(key=lambda r: r["game"])
    return results


def summarize(results):
    """Per entry: games, wins, win rate and Wilson CI, decision times; overall: capped games,
    game length."""
    if not results:
        return {"games": 0, "entries": []}
    labels = results[0]["entries"]
    n = len(results)
    capped = sum(r["capped"] for r in results)
    turns = [r["turns"] for r in results]
    finished = [r["turns"] for r in results if not r["capped"]]
    rows = []
    for label in labels:
        wins = sum(r["winner"] == label for r in results)
        lo, hi = wilson(wins, n)
        tsum = sum(r["times"].get(label, [0, 0, 0])[0] for r in results)
        tcount = sum(r["times"].get(label, [0, 0, 0])[1] for r in results)
        tmax = max(r["times"].get(label, [0, 0, 0])[2] for r in results)
        rows.append({"bot": label, "games": n, "wins": wins, "win_rate": wins / n,
                     "ci95": [lo, hi], "decisions": tcount,
                     "mean_decision_ms": 1000 * tsum / tcount if tcount else 0.0,
                     "max_decision_ms": 1000 * tmax})
    out = {"games": n, "capped": capped, "entries": rows,
           "mean_turns": sum(turns) / n,
           "mean_turns_finished": sum(finished) / len(finished) if finished else None,
           "mean_decisions": sum(r["decisions"] for r in results) / n}
    if "stalled" in results[0]:
        out["stalled"] = sum(r["stalled"] for r in results)
    if results[0]["players"] == 1:
        out["mackenzie_wins"] = sum(r["mackenzie_won"] for r in results)
    return out


def format_table(summary):
    lines = []
    head = f"{'bot':<10} {'games':>5} {'wins':>5} {'win rate':>8}  {'95% CI (Wilson)':<15} " \
           f"{'decisions':>9} {'mean ms':>8} {'max ms':>8}"
    lines.append(head)
    lines.append("-" * len(head))
    for r in summary["entries"]:
        lo, hi = r["ci95"]
        lines.append(f"{r['bot']:<10} {r['games']:>5} {r['wins']:>5} {100 * r['win_rate']:>7.1f}%"
                     f"  [{100 * lo:5.1f}, {100 * hi:5.1f}]  {r['decisions']:>9} "
                     f"{r['mean_decision_ms']:>8.1f} {r['max_decision_ms']:>8.1f}")
    if "mackenzie_wins" in summary:
        n = summary["games"]
        m = summary["mackenzie_wins"]
        lo, hi = wilson(m, n)
        lines.append(f"{'mackenzie':<10} {n:>5} {m:>5} {100 * m / n:>7.1f}%  [{100 * lo:5.1f}, {100 * hi:5.1f}]")
    lines.append(f"capped games (turn limit, no winner): {summary['capped']} of {summary['games']}")
    if "stalled" in summary:
        lines.append(f"stalled games (a round in which nobody could act, D28): {summary['stalled']} "
                     f"of {summary['games']}")
    mt = summary["mean_turns_finished"]
    lines.append(f"mean game length: {summary['mean_turns']:.1f} turns (finished games: "
                 f"{'-' if mt is None else f'{mt:.1f}'}), {summary['mean_decisions']:.0f} decisions")
    return "\n".join(lines)


class ProgressBar:
    def __init__(self, stream=None, width=30):
        self.stream = stream or sys.stderr
        self.width = width
        self.start = time.time()

    def __call__(self, done, total, result):
        filled = int(self.width * done / total)
        elapsed = time.time() - self.start
        eta = elapsed / done * (total - done)
        self.stream.write(f"\r[{'#' * filled}{'.' * (self.width - filled)}] {done}/{total} games"
                          f"  {elapsed:.0f}s elapsed, ~{eta:.0f}s left ")
        if done == total:
            self.stream.write("\n")
        self.stream.flush()


def main(players, bots, count, seed, think=None, jobs=1, as_json=False, solo_level=None,
         max_turns=DEFAULT_MAX_TURNS, iterations=None, progress=True, out=None,
         title=games.DEFAULT_GAME, clock="wall"):
    out = out or sys.stdout
    specs = game_specs(players, bots, count, seed, solo_level, max_turns, think, iterations, title,
                       clock)
    results = run(specs, jobs, ProgressBar() if progress else None)
    summary = summarize(results)
    summary.update({"game": title, "players": players, "bots": list(bots), "seed": seed, "think": think,
                    "iterations": iterations, "clock": clock, "max_turns": max_turns, "solo_level": solo_level})
    if as_json:
        out.write(json.dumps({"summary": summary, "games": results}) + "\n")
    else:
        out.write(format_table(summary) + "\n")
    return summary
