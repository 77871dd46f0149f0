"""The helpers every test may import (tests/support/: lc, elf, tiw, hidden_deals, text_sizes,
project, saves, stats_games, tutorial_clicks, windows), wherever the test sits and however
pytest is started."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent / "support"))
