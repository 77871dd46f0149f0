"""What a review is, as plain data: it is printed by `lewisclark review --json`, kept in the save
file's `extra["review"]`, and drawn by the window.

    review = Review(game="elfenland", seat=0, unit="towns", quick=False, seed=0,
                    decisions=[Decision(index=4, move="draw 2", suggested="draw 0", cost=1.2,
                                        marked=True, explanation={...}, value=9.1,
                                        value_after=7.9)])
    Review.from_dict(review.to_dict()) == review
"""

from dataclasses import asdict, dataclass, field

UNITS = ("turns", "towns", "points")  # Lewis & Clark, Elfenland, Tiwanaku
FORMAT = 1


class ReviewFormatError(ValueError):
    """A kept review that this version cannot read (it is then simply made again)."""


@dataclass(frozen=True)
class Decision:
    index: int  # the move's index in the game (0 = the first move of the game)
    move: str  # what was played, the rules' canonical move text
    suggested: str  # what Hard suggests from the seat's observation (== move when agreed)
    cost: float  # what the played move lost against the suggestion, in the unit (>= 0)
    marked: bool = False  # one of the costliest decisions of the game
    explanation: dict = field(default_factory=dict)  # the plan behind the suggestion, plain data
    value: float = 0.0  # the seat's expected result before the decision (chart), in the unit
    value_after: float = 0.0  # ... after the played move


@dataclass(frozen=True)
class Review:
    game: str
    seat: int
    unit: str  # one of UNITS: "turns" (fewer is better), "towns", "points" (more is better)
    decisions: tuple = ()
    quick: bool = False
    seed: int = 0

    def marked(self):
        return [d for d in self.decisions if d.marked]

    def to_dict(self):
        return {"format": FORMAT, "game": self.game, "seat": self.seat, "unit": self.unit,
                "quick": self.quick, "seed": self.seed,
                "decisions": [asdict(d) for d in self.decisions]}

    @classmethod
    def from_dict(cls, data):
        try:
            if data.get("format") != FORMAT or data["unit"] not in UNITS:
                raise ReviewFormatError("not a review this version wrote")
            decisions = tuple(Decision(**d) for d in data["decisions"])
            return cls(game=str(data["game"]), seat=int(data["seat"]), unit=data["unit"],
                       decisions=decisions, quick=bool(data["quick"]), seed=int(data["seed"]))
        except (KeyError, TypeError, AttributeError) as error:
            raise ReviewFormatError(f"damaged review: {error}") from None
