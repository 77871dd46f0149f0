"""Tiwanaku's table: board scene, side views, pencil marks, mouse play, texts."""
