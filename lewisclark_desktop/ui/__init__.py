"""The PySide6 desktop interface. It holds no rules: it shows the engine's state and sends moves."""
