"""Elfenland (Alan R. Moon, 1998): the rules model, pure Python, no Qt."""
