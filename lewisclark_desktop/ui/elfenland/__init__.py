"""Elfenland's table: the map scene, the counters, the hand, mouse play, texts."""
