#!/usr/bin/env python3
"""Screenshots of the Tiwanaku table on mid-game states, for looking at it.

    scripts/tiwanaku_screenshot.py [--out DIR] [--sizes 1280x720 1920x1080] [--langs en ja]
                                   [--seed N] [--moves N]

Plays Normal bots from the seed for N moves (then on to a chosen moment: an offering, an automa
reaction, a tile to play) in competitive 3- and 4-player games and co-op 2- and 3-player games,
then shows the table in a plain QMainWindow (decision bar above it) as the seat to move
sees it, with a pawn picked and a few pencil marks, and saves one PNG per game × size × language
(default /tmp/tiwanaku-ui/)."""

import os

from table_shot import application, arguments, save_window, table_window

from lewisclark_desktop.bots.tiwanaku import make_bot
from lewisclark_desktop.core.seats import Seat
from lewisclark_desktop.tiwanaku.game import RULES
from lewisclark_desktop.tiwanaku.moves import Divine, Explore
from lewisclark_desktop.ui import i18n
from lewisclark_desktop.ui.tiwanaku.table import Table

NAMES = ("Ann", "Bob", "Chie", "Daiki")
COLOURS = ("blue", "orange", "green", "purple")
# name: (options, when to stop once the moves are played: f(state, the last move's log lines))
GAMES = {"competitive-3p": ({"mode": "competitive", "players": 3}, None),
         "competitive-4p-offer": ({"mode": "competitive", "players": 4, "scenario": "S-N-C-6"},
                                  lambda s, lines: s.phase == "offer"),
         "coop-2p-reaction": ({"mode": "coop", "players": 2, "level": "normal"},
                              lambda s, lines: any(x.startswith("automa moves") for x in lines)),
         "coop-3p-tile": ({"mode": "coop", "players": 3, "level": "expert"},
                          lambda s, lines: s.phase == "play tile"),
         "solo-divine": ({"mode": "solo", "players": 1, "level": "normal"},
                         lambda s, lines: any(isinstance(m, Divine)
                                              for m in RULES.legal_moves(s)))}


def mid_game(options, seed, moves, stop=None):
    """(state before the last move, state after it): `moves` bot moves, then on until `stop`."""
    s = RULES.new_state(options, seed)
    bots = [make_bot("normal", seed + i) for i in range(s.players)]
    before, lines, done = s.clone(), [], 0
    while not RULES.is_over(s) and (done < moves or stop and not stop(s, lines)):
        done += 1
        before, n = s.clone(), len(s.history)
        RULES.apply(s, bots[s.current].choose(RULES, RULES.observation(s, s.current)))
        lines = s.history[n:]
    return before, s


def shoot(app, before, state, lang, size, path, divine=False):
    i18n.switch(app, lang)
    seats = [Seat(NAMES[i], COLOURS[i], "human") for i in range(state.players)]
    table = Table()
    table.scene.animate = False
    window = table_window(table)
    table.set_game(before, seats)
    table.set_state(before, before.current, False)
    table.set_state(state, state.current, True)  # the automa's last reaction shows
    picks = [m for m in RULES.legal_moves(state) if isinstance(m, Explore) and m.src]
    if divine:  # a pawn that can divine: the crop chooser opens
        picks = [m for m in RULES.legal_moves(state) if isinstance(m, Divine)]
        picks = [Explore(m.cell, m.cell) for m in picks[:1]]
    if picks:
        table._cell_clicked(state.grid.parse(picks[0].src))
    unknown = [i for i, t in enumerate(state.terrain) if t is None]
    for cell in unknown[:3]:
        table.pencil.toggle_crop(state.current, cell, 1)
        table.pencil.toggle_crop(state.current, cell, 3)
        table.pencil.toggle_terrain(state.current, cell, 2)
    table.deduce.setChecked(True)
    save_window(app, window, size, path)


def main(argv=None):
    ap = arguments(__doc__.splitlines()[0], "/tmp/tiwanaku-ui")
    ap.add_argument("--seed", type=int, default=5)
    ap.add_argument("--moves", type=int, default=14)
    args = ap.parse_args(argv)
    app = application(args)
    for name, (options, stop) in GAMES.items():
        before, state = mid_game(options, args.seed, args.moves, stop)
        for size in args.sizes:
            for lang in args.langs:
                path = os.path.join(args.out, f"tiwanaku-{name}-{size}-{lang}.png")
                shoot(app, before, state, lang, size, path, divine=name.endswith("divine"))
                print(path)


if __name__ == "__main__":
    main()
