"""Lewis & Clark Desktop."""

__version__ = "0.1.0"
