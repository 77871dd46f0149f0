"""The step machine of a tutorial: the game's state and where the learner is in the tutorial.

    walk = Walk(load("elfenland", "en"))
    walk.step                      # the Step shown now
    walk.answer(move)              # "ok" (the step's move, now played), "why" (another legal
                                   #  move: show step.why) or the rule's reason (illegal)
    walk.next()                    # an explanation: go on; an "auto" step: the other seat plays
    walk.back()                    # the step before, replayed from the chapter's start
    walk.skip_chapter()            # the next chapter's first step
    walk.retarget(load(game, "ja"))  # the other language's file, at the same step

The state at step k of a chapter is the chapter's start with the moves of its steps 0..k-1
played: Back and Skip rebuild it, so nothing depends on undo.
"""

from .. import games

OK, WHY = "ok", "why"


def _positions_loader(game):
    module = game.positions()
    if module is None:
        raise ValueError(f"{game.id} has no positions format")
    return getattr(module, "load_dict", None) or module.from_dict


def start_state(chapter, rules):
    """The state a chapter with a "start" begins at (the seed's deal plus its moves, or the
    position). ValueError (with the reason) when the start cannot be built."""
    start = chapter.start
    if start is None:
        raise ValueError(f"chapter {chapter.id!r} continues the one before: it has no start")
    if start.position is not None:
        return _positions_loader(games.for_rules(rules))(start.position)
    options = dict(start.options)
    options["players"] = start.players
    state = rules.new_state(options, start.seed)
    for n, text in enumerate(start.moves):
        move = rules.parse_move(text)
        reason = rules.explain_illegal(state, move)
        if reason:
            raise ValueError(f"start move {n + 1} ({text}) is illegal: {reason}")
        rules.apply(state, move)
    return state


def replayed(tutorial, rules=None):
    """(chapter, step, state before, state after) for every step with a move, in the order of
    the tutorial: what its moves do, for tests of what a tutorial teaches (a sound file: the
    checker says so)."""
    rules = rules or games.rules(tutorial.game)
    state = None
    for chapter in tutorial.chapters:
        if chapter.start is not None:
            state = start_state(chapter, rules)
        for step in chapter.steps:
            if step.move is not None:
                before = rules.clone(state)
                rules.apply(state, rules.parse_move(step.move))
                yield chapter, step, before, rules.clone(state)


class Walk:
    def __init__(self, tutorial, rules=None):
        self.tutorial = tutorial
        self.rules = rules or games.rules(tutorial.game)
        self._starts = {}  # chapter index -> its start state (kept, cloned on use)
        self.finished = False
        self.goto(0, 0)

    # ------------------------------------------------------------------ where we are
    @property
    def chapter(self):
        return self.tutorial.chapters[self.chapter_index]

    @property
    def step(self):
        return self.chapter.steps[self.step_index]

    @property
    def learner(self):
        return self.tutorial.learner

    def position(self):
        """(chapter id, step index): what a language switch or a test keeps."""
        return self.chapter.id, self.step_index

    def expected_move(self):
        """The step's move as a value, or None on an explanation."""
        text = self.step.move
        return None if text is None else self.rules.parse_move(text)

    def waits_for_learner(self):
        return not self.finished and self.step.kind == "learner"

    # ------------------------------------------------------------------ the learner's moves
    def accepts(self, move):
        """The move is the one this step wants (compared by its canonical text)."""
        return self.waits_for_learner() and self.rules.format_move(move) == self.step.move

    def answer(self, move):
        """"ok": the step's move, played, and the walk is at the next step; "why": another
        legal move (the step's `why` explains); else the rule's reason (an illegal move).
        Nothing changes unless "ok"."""
        reason = self.rules.explain_illegal(self.state, move)
        if reason:
            return reason
        if not self.accepts(move):
            return WHY
        self.rules.apply(self.state, move)
        self._advance()
        return OK

    # ------------------------------------------------------------------ moving through steps
    def next(self):
        """Go on from an explanation, or play an "auto" step's move. Returns the move played
        (None for an explanation), or raises ValueError at a learner's step."""
        if self.finished:
            return None
        kind = self.step.kind
        if kind == "learner":
            raise ValueError("this step waits for the learner's move")
        move = None
        if kind == "auto":
            move = self.expected_move()
            self.rules.apply(self.state, move)
        self._advance()
        return move

    def back(self):
        """The step before (the chapter before's last step from a first step), its state
        replayed from the chapter's start. False at the very first step."""
        if self.finished:
            last = len(self.tutorial.chapters) - 1
            self.goto(last, len(self.tutorial.chapters[last].steps) - 1)
            return True
        if self.step_index > 0:
            self.goto(self.chapter_index, self.step_index - 1)
            return True
        if self.chapter_index > 0:
            before = self.chapter_index - 1
            self.goto(before, len(self.tutorial.chapters[before].steps) - 1)
            return True
        return False

    def skip_chapter(self):
        """The next chapter's first step; after the last chapter, the tutorial is finished."""
        if self.chapter_index + 1 < len(self.tutorial.chapters):
            self.goto(self.chapter_index + 1, 0)
        else:
            self.finished = True

    def goto(self, chapter_index, step_index=0):
        """Step `step_index` of chapter `chapter_index`, its state rebuilt from the chapter's
        start."""
        chapters = self.tutorial.chapters
        if not 0 <= chapter_index < len(chapters) or \
                not 0 <= step_index < len(chapters[chapter_index].steps):
            raise IndexError(f"no step {step_index + 1} in chapter {chapter_index + 1}")
        state = self.rules.clone(self._start(chapter_index))
        for step in chapters[chapter_index].steps[:step_index]:
            if step.move is not None:
                self.rules.apply(state, self.rules.parse_move(step.move))
        self.state = state
        self.chapter_index, self.step_index = chapter_index, step_index
        self.finished = False

    def retarget(self, tutorial):
        """The same tutorial in another language (same chapters and moves), at the same step:
        only the texts change."""
        if [len(c.steps) for c in tutorial.chapters] != [len(c.steps) for c in self.tutorial.chapters]:
            raise ValueError(f"{tutorial.name} does not have the steps of {self.tutorial.name}")
        self.tutorial = tutorial

    def _advance(self):
        if self.step_index + 1 < len(self.chapter.steps):
            self.step_index += 1
            return
        if self.chapter_index + 1 >= len(self.tutorial.chapters):
            self.finished = True
            return
        following = self.chapter_index + 1
        if self.tutorial.chapters[following].start is None:
            self._starts.setdefault(following, self.rules.clone(self.state))
            self.chapter_index, self.step_index = following, 0
        else:
            self.goto(following, 0)

    def _start(self, index):
        if index not in self._starts:
            chapter = self.tutorial.chapters[index]
            if chapter.start is not None:
                self._starts[index] = start_state(chapter, self.rules)
            else:  # where the chapter before ends
                state = self.rules.clone(self._start(index - 1))
                for step in self.tutorial.chapters[index - 1].steps:
                    if step.move is not None:
                        self.rules.apply(state, self.rules.parse_move(step.move))
                self._starts[index] = state
        return self._starts[index]
