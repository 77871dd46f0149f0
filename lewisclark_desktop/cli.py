"""Headless command line: `lewisclark cards | selfplay | replay | review | apply | tournament |
generate`.
`--game ID` picks the game where it matters (default lewisclark); `replay` reads it from the file."""

import argparse
import json
import os
import sys

from . import games
from .core import safeio, savefile
from .core.cli_args import EXIT_BAD_INPUT, Parser, float_in, int_in, non_empty
from .core.commands import PRACTICE, CommandStack
from .core.game import IllegalMoveError
from .lewisclark import engine, positions
from .lewisclark.card_texts import CARD_TEXTS
from .lewisclark.cards import CARDS
from .lewisclark.game import RULES
from .lewisclark.resources import RESOURCE_NAMES
from .tiwanaku.scenario import MAX_SEED as SCENARIO_SEEDS

SEEDS = int_in(-(2**63), 2**63 - 1)
MAX_POSITION_BYTES = 1024 * 1024
NOTE_PREFIX = "lewisclark: warning: "


def _fail(message):
    print(f"lewisclark: {message}", file=sys.stderr)
    return EXIT_BAD_INPUT


def _say_notes(game):
    """A loaded save's notes on stderr: an edited or old-format file is never passed off as
    genuine."""
    for note in game.notes:
        print(NOTE_PREFIX + note, file=sys.stderr)


def cmd_cards(args):
    rows = []
    for c in CARDS:
        name_ja, effect_en, effect_ja = CARD_TEXTS[c.slug]
        row = {"id": c.slug, "number": c.number, "kind": c.kind, "name_en": c.name,
               "name_ja": name_ja, "strength": c.strength, "badge": RESOURCE_NAMES[c.badge],
               "permanent": c.permanent, "effect_en": effect_en, "effect_ja": effect_ja}
        if c.colour:
            row["colour"] = c.colour
            row["role"] = c.role
        rows.append(row)
    if args.json:
        print(json.dumps(rows, ensure_ascii=False, indent=1))
    else:
        for r in rows:
            extra = f" [{r['colour']}]" if "colour" in r else f" #{r['number']}"
            perm = " (permanent)" if r["permanent"] else ""
            print(f"{r['name_en']}{extra}: strength {r['strength']}, {r['badge']}{perm}. "
                  f"{r['effect_en']}")
    return 0


def play_random_game(players, seed, max_turns, solo_level=None):
    """One game of random legal moves. Returns a summary dict (never hides a capped game)."""
    from .bots.random_bot import play_out

    options = {"players": players}
    if players == 1:
        options["solo_level"] = solo_level if solo_level is not None else 0
    state = RULES.new_state(options, seed)
    moves = play_out(RULES, state, seed, max_turns)
    return {"seed": seed, "players": players, "winner": state.winner,
            "turns": state.turn, "moves": moves, "capped": not state.over,
            "stalled": engine.ended_stalled(state),
            **({"solo_level": state.solo_level, "mackenzie": state.mackenzie}
               if state.solo else {})}


def play_random_any(game, players, seed, max_turns):
    """One game of random legal moves of any registered game (turns as its rules count them)."""
    from .bots.random_bot import play_out

    rules = game.rules()
    state = rules.new_state({"players": players}, seed)
    moves = play_out(rules, state, seed, max_turns)
    over = rules.is_over(state)
    return {"game": game.id, "seed": seed, "players": players,
            "winner": rules.winner(state) if over else None, "turns": rules.turn_key(state),
            "moves": moves, "capped": not over, **game.result_extras(state)}


def _players_fit(game, players):
    """None if `game` can be played by `players` seats as selfplay and tournament set it up
    (its default options), else why not: checked before anything is played."""
    fewest, most = game.players
    if not fewest <= players <= most:
        return f"{game.id} is for {fewest} to {most} players, not {players}"
    try:
        game.rules().new_state({"players": players}, 0)
    except ValueError as exc:
        return f"{game.id} with {players} player{'s' if players != 1 else ''}: {exc}"
    return None


def cmd_selfplay(args):
    game = games.get(args.game)
    problem = _players_fit(game, args.players)
    if problem:
        return _fail(problem)
    if args.solo_level is not None and (args.players != 1 or game.id != games.DEFAULT_GAME):
        return _fail("--solo-level only goes with --players 1 (Lewis & Clark)")
    for g in range(args.games):
        if game.id == games.DEFAULT_GAME:  # the summary Lewis & Clark printed before
            result = play_random_game(args.players, args.seed + g, args.max_turns, args.solo_level)
        else:
            result = play_random_any(game, args.players, args.seed + g, args.max_turns)
        if args.json:
            print(json.dumps(result), flush=True)
        else:
            who = "capped" if result["capped"] else (
                f"seat {result['winner']} wins" if result["winner"] is not None else
                "Mackenzie wins" if result.get("solo_level") is not None else "nobody wins")
            if result.get("stalled"):
                who += " (nobody could act any more)"
            print(f"seed {result['seed']}: {who} after {result['turns']} turns, "
                  f"{result['moves']} moves", flush=True)
    return 0


def cmd_replay(args):
    entry, game, stack = games.load_save(args.file, policy=PRACTICE)
    rules, state = entry.rules(), stack.state
    _say_notes(game)
    over = rules.is_over(state)
    winner = rules.winner(state) if over else None
    extras = entry.result_extras(state)
    summary = {"game": game.game, "options": game.options, "seed": game.seed,
               "seats": game.seats, "moves": len(game.moves), "turns": rules.turn_key(state),
               "over": over, "winner": winner,
               **{k: extras[k] for k in ("scouts", "camps") if k in extras},
               "state_hash": game.state_hash,
               "provenance": game.provenance or "genuine", "notes": game.notes}
    if args.json:
        print(json.dumps(summary, ensure_ascii=False))
    else:
        status = ("finished, winner seat %s" % winner) if over else "in progress"
        label = {savefile.GENUINE: "valid save", savefile.EDITED: "EDITED save (not genuine)",
                 savefile.OLD_FORMAT: "old-format save (history unchecked)"}[game.provenance]
        print(f"{label}: {len(game.moves)} moves, turn {summary['turns']}, {status} ({entry.id})")
        if "camps" in extras:
            for i, p in enumerate(state.players):
                print(f"  seat {i} ({p.colour}): scout {p.scout}, camp {p.camp}")
    return 0


def cmd_review(args):
    from .review import engine as review_engine, words

    entry, game, stack = games.load_save(args.file, policy=PRACTICE)
    rules = entry.rules()
    if not rules.is_over(stack.state):
        return _fail(f"{safeio.display_name(args.file)} is not a finished game: "
                     "only a finished game is reviewed")
    if args.seat is not None and args.seat >= len(game.seats):
        return _fail(f"--seat {args.seat}: the game has seats 0 to {len(game.seats) - 1}")
    seats = [args.seat] if args.seat is not None else review_engine.default_seats(game)
    _say_notes(game)
    for seat in seats:
        review = review_engine.review_game(game, seat, quick=args.quick, seed=args.seed)
        if args.json:
            print(json.dumps(review_json(review), ensure_ascii=False))
            continue
        print(f"Review of seat {seat} ({game.seats[seat].get('name', '')}), {entry.id}, "
              f"in {review.unit}{' (quick)' if args.quick else ''}")
        print(f"{'#':>5}  {'played':<44} {'suggested':<44} {'cost':>6}  marked")
        for d in review.decisions:
            print(f"{d.index:>5}  {d.move[:44]:<44} {d.suggested[:44]:<44} {d.cost:>6.2f}"
                  f"  {'*' if d.marked else ''}")
        for d in review.marked():
            print(f"  #{d.index}: {words.sentence(d, review.unit)}")
        print(words.summary(review))
    return 0


def review_json(review):
    """The command line's --json form of a review (issue 36)."""
    return {"game": review.game, "seat": review.seat, "unit": review.unit,
            "decisions": [{"index": d.index, "move": d.move, "suggested": d.suggested,
                           "cost": d.cost, "marked": d.marked, "explanation": d.explanation}
                          for d in review.decisions]}


def load_position(path, module=positions):
    try:
        raw = safeio.read_regular_file(path, MAX_POSITION_BYTES, "position")
        data = safeio.loads(raw, safeio.display_name(path))
    except safeio.InputError as exc:
        raise module.PositionError(str(exc)) from None
    return (module.load_dict if hasattr(module, "load_dict") else module.from_dict)(data)


def cmd_apply(args):
    game = games.get(args.game)
    module = game.positions()
    if module is None:
        return _fail(f"{game.id} has no position format yet")
    rules = game.rules()
    try:
        state = load_position(args.position, module)
    except module.PositionError as exc:
        return _fail(str(exc))
    stack = CommandStack(rules, state, PRACTICE)
    for k, text in enumerate(args.moves):
        try:
            stack.apply_text(text)
        except IllegalMoveError as exc:
            return _fail(f"move {k + 1} refused: {exc}")
    data = module.to_dict(stack.state)
    if args.json:
        print(json.dumps(data, ensure_ascii=False, indent=1))
    else:
        print(json.dumps(data, ensure_ascii=False))
        moves = rules.legal_moves(stack.state)
        print(f"# {len(moves)} legal moves now, e.g.: " + ", ".join(map(str, moves[:8])))
    return 0


def cmd_tournament(args):
    from . import tournament

    game = games.get(args.game)
    levels = game.bot_levels()
    bots = [b.strip() for b in args.bots.split(",") if b.strip()]
    if not bots:
        return _fail("--bots names no bot level")
    unknown = [b for b in bots if b not in levels]
    if unknown:
        return _fail(f"unknown {game.id} bot level(s): {', '.join(unknown)}; known: {', '.join(levels)}")
    problem = _players_fit(game, args.players)
    if problem:
        return _fail(problem)
    if len(bots) > args.players:
        return _fail(f"{len(bots)} bots for {args.players} seats")
    if args.solo_level is not None and (args.players != 1 or game.id != games.DEFAULT_GAME):
        return _fail("--solo-level only goes with --players 1 (Lewis & Clark)")
    tournament.main(args.players, bots, args.games, args.seed, think=args.think, jobs=args.jobs,
                    as_json=args.json, solo_level=args.solo_level, max_turns=args.max_turns,
                    iterations=args.iterations, progress=not args.no_progress, title=game.id,
                    clock=args.clock)
    return 0


GENERATORS = ("tiwanaku",)  # games whose setups come from a scenario generator


def _scenario(args):
    """The scenario the flags ask for, or a one-line reason why not (raised as ValueError)."""
    from . import tiwanaku

    if args.code is not None:
        given = [f"--{n}" for n in ("board", "seed", "difficulty", "mode")
                 if getattr(args, n) is not None]
        if given:
            raise ValueError(f"--code already says the board, difficulty, mode and seed; "
                             f"drop {', '.join(given)}")
        return tiwanaku.from_code(args.code)
    missing = [f"--{n}" for n in ("board", "seed") if getattr(args, n) is None]
    if missing:
        raise ValueError(f"give {' and '.join(missing)} (or --code)")
    return tiwanaku.generate(args.board, args.seed, args.difficulty or "normal",
                             args.mode or "competitive")


def _scenario_text(data, code):
    lines = [(f"Scenario {code}: {data['size']} board ({data['rows']}x{data['cols']}), "
              f"{data['difficulty']}, {data['mode']}"),
             "Start cells: " + ", ".join(f"{h['cell']} {h['terrain']} {h['crop']}"
                                         for h in data["start_cells"]),
             "Tiles to discover: " + ", ".join(f"{t} {n}"
                                               for t, n in data["tiles_to_discover"].items())]
    if "coop" in data:
        coop = data["coop"]
        lines.append(f"Automa cells: {', '.join(coop['automa_cells'])} "
                     f"(easy leaves {coop['easy_omits']} empty)")
        if "tile_arrows" in coop:
            lines.append("Tile arrows: " + "; ".join(f"{t} {' '.join(a)}"
                                                     for t, a in coop["tile_arrows"].items()))
    if "hidden" in data:
        lines.append("Hidden terrain / crops:")
        lines += [f"  {t}  {c}" for t, c in zip(data["hidden"]["terrain"], data["hidden"]["crop"])]
    return "\n".join(lines)


def cmd_generate(args):
    from .tiwanaku import GeneratorError

    game = args.game or GENERATORS[0]
    if game not in GENERATORS:
        return _fail(f"{game} has no scenario generator (only {', '.join(GENERATORS)})")
    try:
        scenario = _scenario(args)
    except ValueError as exc:
        return _fail(str(exc))
    except GeneratorError as exc:
        print(f"lewisclark: {exc}", file=sys.stderr)
        return 1
    if args.json:
        print(scenario.to_json(reveal=args.reveal))
    else:
        data = scenario.full_dict() if args.reveal else scenario.public_dict()
        print(_scenario_text(data, scenario.code))
    return 0


def game_id(text):
    if text not in games.ids():
        raise argparse.ArgumentTypeError(f"unknown game {text!r}; known: {', '.join(games.ids())}")
    return text


def build_parser():
    parser = Parser(prog="lewisclark", description="Lewis & Clark (and the other games), headless.")
    sub = parser.add_subparsers(dest="command", required=True)
    players, solo_level = int_in(1, 6), int_in(0, 7)
    game_help = f"which game: {', '.join(games.ids())} (default {games.DEFAULT_GAME})"

    p = sub.add_parser("cards", help="list the 84 character cards")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_cards)

    p = sub.add_parser("selfplay", help="random legal players, one line per game")
    p.add_argument("--game", type=game_id, default=games.DEFAULT_GAME, help=game_help)
    p.add_argument("--players", type=players, default=2, help="1 to 5 (Elfenland: 2 to 6; Tiwanaku: 2 to 4)")
    p.add_argument("--games", type=int_in(1, 1_000_000), default=1)
    p.add_argument("--seed", type=SEEDS, default=0)
    p.add_argument("--max-turns", type=int_in(1, 100_000), default=1000)
    p.add_argument("--solo-level", type=solo_level, default=None, help="Mackenzie's level, 0 to 7")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_selfplay)

    p = sub.add_parser("replay", help="validate a save file and summarise it")
    p.add_argument("file", type=non_empty)
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_replay)

    p = sub.add_parser("review", help="review a finished game: each decision of a seat against "
                                      "Hard's suggestion from what that seat saw")
    p.add_argument("file", type=non_empty)
    p.add_argument("--seat", type=int_in(0, savefile.MAX_SEATS - 1), default=None,
                   help="the seat to review (default: every human seat, or all when none is)")
    p.add_argument("--quick", action="store_true", help="a smaller budget (about 4 times faster)")
    p.add_argument("--seed", type=SEEDS, default=0, help="the review's seed (same seed, same review)")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_review)

    p = sub.add_parser("apply", help="apply moves to a JSON position and print the result")
    p.add_argument("--game", type=game_id, default=games.DEFAULT_GAME, help=game_help)
    p.add_argument("position", type=non_empty)
    p.add_argument("moves", nargs="*")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_apply)

    p = sub.add_parser("tournament", help="bots against bots: win rates with 95%% intervals")
    p.add_argument("--game", type=game_id, default=games.DEFAULT_GAME, help=game_help)
    p.add_argument("--players", type=players, default=2, help="1 to 5 (Elfenland: 2 to 6; Tiwanaku: 2 to 4)")
    p.add_argument("--bots", type=non_empty, default="normal,random",
                   help="comma-separated levels, one per seat (the last one fills the rest)")
    p.add_argument("--games", type=int_in(1, 1_000_000), default=10)
    p.add_argument("--seed", type=SEEDS, default=0)
    p.add_argument("--think", type=float_in(0.01, 600), default=None,
                   help="seconds per Hard decision, 0.01 to 600 (default 1.5)")
    p.add_argument("--iterations", type=int_in(1, 10_000_000), default=None,
                   help="fixed Hard iterations per decision instead of a time budget (reproducible)")
    p.add_argument("--clock", choices=("wall", "cpu"), default="wall",
                   help="what Hard's budget and the decision times count: wall-clock seconds (as "
                        "in the application) or each game process's CPU seconds (the same on an "
                        "idle machine; on a busy one Hard still gets its idle search)")
    p.add_argument("--jobs", type=int_in(1, 64), default=1)
    p.add_argument("--max-turns", type=int_in(1, 100_000), default=400)
    p.add_argument("--solo-level", type=solo_level, default=None, help="Mackenzie's level, 0 to 7")
    p.add_argument("--no-progress", action="store_true")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_tournament)

    p = sub.add_parser("generate", help="a generated scenario's public setup (Tiwanaku)")
    p.add_argument("--game", type=game_id, default=None,
                   help=f"which game: {', '.join(GENERATORS)} (the only one with a generator)")
    p.add_argument("--board", choices=("long", "short"), default=None)
    p.add_argument("--seed", type=int_in(0, SCENARIO_SEEDS), default=None,
                   help=f"0 to {SCENARIO_SEEDS}")
    p.add_argument("--difficulty", choices=("easy", "normal", "hard"), default=None,
                   help="default normal")
    p.add_argument("--mode", choices=("competitive", "coop"), default=None,
                   help="default competitive; coop needs the long board")
    p.add_argument("--code", type=non_empty, default=None,
                   help="regenerate from a scenario code such as L-N-O-123 instead")
    p.add_argument("--reveal", action="store_true", help="also print the hidden table")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_generate)
    return parser


def main(argv=None):
    args = build_parser().parse_args(argv)
    try:
        code = args.func(args)
        sys.stdout.flush()  # here, not at exit, where a closed pipe cannot be answered
        return code
    except savefile.SaveFileError as exc:  # a save a command cannot read (replay, review)
        return _fail(str(exc))
    except BrokenPipeError:  # the reader went away (`lewisclark generate ... | head -1`)
        quiet_stdout()
        return 1


def quiet_stdout():
    """Send what is still buffered for a closed stdout nowhere, so that Python's own flush at
    exit does not raise again."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):
        pass


if __name__ == "__main__":
    sys.exit(main())
