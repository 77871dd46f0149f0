"""The only way bots look at a game: a canonical private view of their observation.

`private_view` copies the observation and puts every hidden part into one canonical form (deck
sorted, opponents' unknown cards sorted, no generator state), so that two observations that differ
only in what the viewer cannot see give the same view, hence the same move.
"""

from ...lewisclark.observation import observation, sample_world  # noqa: F401 (the bots' way in)


def private_view(o):
    """The observation `o` as its viewer (or, for a full state, the player to move) sees it:
    observing an observation again puts its hidden parts into their canonical form."""
    return observation(o, o.viewer if o.viewer is not None else o.current)
