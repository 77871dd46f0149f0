"""Lewis & Clark (first edition) rules: pure Python, no Qt."""
