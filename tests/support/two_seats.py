"""Two seat records per game, as a save file writes them (a human and a Random bot)."""

SEATS = {
    "lewisclark": [{"name": "Ann", "colour": "blue", "kind": "human"},
                   {"name": "Bob", "colour": "orange", "kind": "random"}],
    "elfenland": [{"name": "Ann", "colour": "red", "kind": "human"},
                  {"name": "Bob", "colour": "blue", "kind": "random"}],
    "tiwanaku": [{"name": "Ann", "colour": "blue", "kind": "human"},
                 {"name": "Bob", "colour": "orange", "kind": "random"}],
}
