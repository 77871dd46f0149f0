#!/usr/bin/env python3
"""Play one 2-player game (you + a bot) in the real main window, offscreen, one decision at a
time, deciding from what the window shows (a tester's driver for the tutorial trial).

    PYTHONPATH=. .venv/bin/python benchmarks/tutorial_trial/play_game.py GAME
        [--level LEVEL] [--seed N] [--out /tmp/trial/GAME/play] [--size 1280x720] &

Runs until the game ends. At each of your decisions it saves OUT/decNNN.png (the whole window)
and OUT/decNNN.txt: the window's prompt line and the legal moves numbered, each worded by the
game's move_preview from your own observation (never the full hidden state), and writes
"waiting NNN" into OUT/status. Answer by writing "NNN I" (the decision's number and the move's
index) or "NNN TEXT" (the move's line as numbered in decNNN.txt, exactly or a substring that
only one line holds) into OUT/choice; the move goes through the table's move_chosen, as a click
would. An answer that fits no move or several is refused: the reason goes into OUT/refused
(answer.sh prints it) and the decision stays open.
At the end: OUT/end.png, OUT/end-dialog.png and "over" in OUT/status.
--level: default the level the window itself picks after a tutorial (easy, else the level
after random)."""

import argparse
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("game")
    ap.add_argument("--level")
    ap.add_argument("--seed", type=int, default=2024)
    ap.add_argument("--out")
    ap.add_argument("--size", default="1280x720")
    ap.add_argument("--lang", default="en")
    args = ap.parse_args()
    out = Path(args.out or f"/tmp/trial/{args.game}/play")
    out.mkdir(parents=True, exist_ok=True)
    for old in out.glob("*"):
        old.unlink()

    from PySide6.QtCore import QSettings, QTimer
    from PySide6.QtWidgets import QApplication, QMessageBox

    from lewisclark_desktop import games
    from lewisclark_desktop.ui import i18n
    from lewisclark_desktop.ui.controller import GameSetup, Seat, default_seat_name
    from lewisclark_desktop.ui.main_window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    home = tempfile.mkdtemp()
    os.environ["LEWISCLARK_HOME"] = home
    QMessageBox.warning = staticmethod(lambda parent, title, text: print("WARNING:", text))
    i18n.switch(app, args.lang)
    game = games.get(args.game)
    levels = game.bot_levels()
    level = args.level or ("easy" if "easy" in levels else levels[min(1, len(levels) - 1)])
    w, h = (int(v) for v in args.size.split("x"))
    window = MainWindow(settings=QSettings(os.path.join(home, "s.ini"), QSettings.IniFormat),
                        autosave=False)
    window.resize(w, h)
    window.show()
    seats = [Seat(default_seat_name(0), game.colours[0], "human"),
             Seat(default_seat_name(1), game.colours[1], level)]
    window.start_game(GameSetup(seats, args.seed, game=game.id))
    c = window.controller
    preview = game.ui("move_preview")
    status = out / "status"
    state = {"n": 0, "moves": None, "done": False}
    print(f"{game.id} against {level}, seed {args.seed}; answers in {out / 'choice'}", flush=True)

    def prompt_line():
        bar = getattr(window.table, "bar", None)
        for name in ("prompt", "label", "title"):
            widget = getattr(bar, name, None)
            if widget is not None and hasattr(widget, "text"):
                return widget.text()
        from PySide6.QtWidgets import QLabel  # Lewis & Clark: the decision bar's label "prompt"
        label = window.findChild(QLabel, "prompt")
        return label.text() if label is not None else ""

    def write(path, text):
        """Write a file the answering shell polls in one step (no half-written status)."""
        partial = path.with_suffix(".part")
        partial.write_text(text)
        partial.replace(path)

    def pick(answer, lines):
        """The index of the move that ANSWER names (an index, a line's exact text or a
        substring of one line only), or an error message."""
        if answer.isdigit():
            i = int(answer)
            return i if i < len(lines) else f"no move {i}: there are {len(lines)}"
        exact = [i for i, line in enumerate(lines) if line == answer]
        if len(exact) == 1:
            return exact[0]
        hits = [i for i, line in enumerate(lines) if answer.lower() in line.lower()]
        if len(hits) == 1:
            return hits[0]
        if not hits:
            return f"no move holds {answer!r}"
        return f"{answer!r} fits {len(hits)} moves: " + "; ".join(f"{i}: {lines[i]}" for i in hits[:6])

    def tick():
        if state["done"]:
            return
        if c.is_over():
            state["done"] = True
            window.grab().save(str(out / "end.png"))
            QTimer.singleShot(1500, finish)
            return
        if c.bot_thinking:
            return
        seat = c.current_seat()
        if seat is None or c.seats[seat].is_bot:
            return
        if state["moves"] is None:  # a new decision: show it
            state["n"] += 1
            n = state["n"]
            moves = c.legal_moves()
            state["moves"] = moves
            state["lines"] = []
            observation = c.rules.observation(c.state, seat)
            window.grab().save(str(out / f"dec{n:03d}.png"))
            with open(out / f"dec{n:03d}.txt", "w", encoding="utf-8") as f:
                f.write(f"prompt: {prompt_line()}\n")
                words = [preview(move, observation) for move in moves]
                for i, (move, text) in enumerate(zip(moves, words)):
                    # two moves worded alike (e.g. which cards to keep): the move's own text
                    # added, else the tester cannot tell them apart (a finding of the trial)
                    same = words.count(text) > 1
                    line = text + (f"   [{c.rules.format_move(move)}]" if same else "")
                    state["lines"].append(line)
                    f.write(f"{i}: {line}\n")
            write(status, f"waiting {n:03d}\n")
            return
        choice = out / "choice"
        if not choice.exists():
            return
        number, _, answer = choice.read_text().strip().partition(" ")
        choice.unlink()
        answer = answer.strip()
        if not number.isdigit() or int(number) != state["n"] or not answer:
            print("ignored choice", number, answer, flush=True)
            return
        index = pick(answer, state["lines"])
        if isinstance(index, str):
            write(out / "refused", f"{number} {index}\n")
            print("refused:", index, flush=True)
            return
        move = state["moves"][index]
        print(f"{number}: {state['lines'][index]}", flush=True)
        (out / "refused").unlink(missing_ok=True)
        state["moves"] = None
        write(status, "thinking\n")
        window.table.move_chosen.emit(move)

    def finish():
        dialog = QApplication.activeModalWidget()
        if dialog is not None:
            dialog.grab().save(str(out / "end-dialog.png"))
        window.grab().save(str(out / "end2.png"))
        write(status, "over\n")
        print("game over", flush=True)
        c.shutdown()
        os._exit(0)

    timer = QTimer()
    timer.timeout.connect(tick)
    timer.start(150)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
