"""Helpers for Tiwanaku tests (and benchmarks): the E10 fixture map, small map builders, moves
in text form and positions reached by Normal bots."""

from lewisclark_desktop.tiwanaku.board import TERRAIN_LETTERS, grid

E10 = """
S2 S3 S1 D2 D1
D1 S4 D5 D3 D4
M2 G3 G2 G1 M2
M4 G5 G4 M3 M4
M1 M3 S1 S2 M1
"""


def parse_map(text):
    """Rows of 'T<level>' words -> (grid, terrain list, crop list)."""
    rows = [r.split() for r in text.strip().splitlines()]
    g = grid(len(rows), len(rows[0]))
    terrain = [TERRAIN_LETTERS.index(w[0]) for r in rows for w in r]
    crop = [int(w[1]) for r in rows for w in r]
    return g, terrain, crop


def play(state, *texts):
    """Apply moves in text form through the rules, refusing illegal ones with their reason."""
    from lewisclark_desktop.tiwanaku.game import RULES
    for text in texts:
        move = RULES.parse_move(text)
        reason = RULES.explain_illegal(state, move)
        assert reason is None, f"{text}: {reason}"
        RULES.apply(state, move)
    return state


def normal_play(options, seed, moves):
    """The state after `moves` moves of Normal bots (seeded seed, seed + 1, ...) from a new
    game, or its end if sooner."""
    from lewisclark_desktop.bots.tiwanaku import make_bot
    from lewisclark_desktop.tiwanaku.game import RULES
    s = RULES.new_state(options, seed)
    bots = [make_bot("normal", seed + k) for k in range(s.players)]
    for _ in range(moves):
        if RULES.is_over(s):
            break
        RULES.apply(s, bots[s.current].choose(RULES, RULES.observation(s, s.current)))
    return s


def legal_texts(state):
    from lewisclark_desktop.tiwanaku.game import RULES
    return {RULES.format_move(m) for m in RULES.legal_moves(state)}


def long_map(cells, default="G1"):
    """A 5x9 map text where `cells` {name: 'T<level>'} differ from `default` (rules tests only:
    such maps need not satisfy V1-V5)."""
    g = grid(5, 9)
    words = [cells.get(g.name(i), default) for i in range(g.n)]
    return "\n".join(" ".join(words[r * 9:(r + 1) * 9]) for r in range(5))
