"""Game-agnostic core: seeded RNG, command stack, save files, the game interface."""
