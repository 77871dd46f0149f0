#!/usr/bin/env python3
"""Screenshots of the Elfenland table on a mid-game state, for looking at it.

    scripts/elfenland_screenshot.py [--out DIR] [--players 3 6] [--sizes 1280x720 1920x1080]
                                    [--langs en ja] [--moves N ...] [--seed N]

Plays Normal bots from the seed for N moves (each N one state), then shows the table in a plain QMainWindow
(decision bar above the table) as the seat to move sees it, and saves one PNG per
players × size × language (default /tmp/elfenland-ui/)."""

import os

from table_shot import application, arguments, save_window, table_window

from lewisclark_desktop.bots.elfenland import make_bot
from lewisclark_desktop.core.seats import Seat
from lewisclark_desktop.elfenland.board import EDGES
from lewisclark_desktop.elfenland.game import RULES
from lewisclark_desktop.ui import i18n
from lewisclark_desktop.ui.elfenland.table import Table

NAMES = ("Ann", "Bob", "Chie", "Daiki", "Emi", "Fred")


def mid_game(players, seed, moves, phase=None, variant=False):
    """The state after `moves` bot moves, then on until `phase` is asked (if given)."""
    s = RULES.new_state({"players": players, "variant": variant}, seed)
    bots = [make_bot("normal", seed + i) for i in range(players)]
    done = 0
    while not s.over and (done < moves or phase and s.phase != phase):
        done += 1
        seat = s.current
        RULES.apply(s, bots[seat].choose(RULES, RULES.observation(s, seat)))
    return s


def shoot(app, state, lang, size, path):
    i18n.switch(app, lang)
    seats = [Seat(NAMES[i], p.colour, "human" if i == 0 else "normal")
             for i, p in enumerate(state.players)]
    table = Table()
    window = table_window(table)
    table.set_game(state, seats)
    table.set_state(state, state.current, True)
    if state.phase == "travel":  # show the plan and the ways to the first town within reach
        next(b for b in table.bar.buttons if b.objectName() == "elfenlandPlan").click()
        steps = [m for m in RULES.legal_moves(state) if m.kind == "move"]
        if steps:
            e = EDGES[steps[0].edge]
            here = state.players[state.current].boot
            table.scene.town_clicked.emit(e.b if e.a == here else e.a)
    save_window(app, window, size, path)


def main(argv=None):
    ap = arguments(__doc__.splitlines()[0], "/tmp/elfenland-ui")
    ap.add_argument("--players", type=int, nargs="+", default=[3, 6])
    ap.add_argument("--moves", type=int, nargs="+", default=[40, 75])
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--phase", help="go on until this decision: draw, place, travel, keep-cards, ...")
    ap.add_argument("--variant", action="store_true", help="the destination variant")
    args = ap.parse_args(argv)
    app = application(args)
    for n in args.players:
        for moves in args.moves:
            state = mid_game(n, args.seed, moves, args.phase, args.variant)
            for size in args.sizes:
                for lang in args.langs:
                    path = os.path.join(args.out, f"elfenland-{n}p-{moves}m-{size}-{lang}.png")
                    shoot(app, state, lang, size, path)
                    print(path, state.phase)


if __name__ == "__main__":
    main()
