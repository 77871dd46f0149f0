"""Tiwanaku: rules, scenario generator and solver (pure Python, no Qt).

For the command line and the window:
    scenario = generate("long", seed, "normal", "coop")   # or from_code("L-N-O-123")
    scenario.code                                          # "L-N-O-123", typed back with from_code
    scenario.to_json()                                     # the public setup
    scenario.to_json(reveal=True)                          # plus the hidden table and arrows
"""

from .generator import GENERATOR_VERSION, GeneratorError, from_code, generate
from .scenario import Scenario, parse_code

__all__ = ["GENERATOR_VERSION", "GeneratorError", "Scenario", "from_code", "generate",
           "parse_code"]
