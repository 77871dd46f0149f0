"""Tiwanaku: rules, scenario generator and solver (pure Python, no Qt)."""
