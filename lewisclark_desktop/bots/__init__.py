"""Bots play through the core game interface and see only their observation."""
