"""The PySide6 desktop interface. It holds no rules: it shows the engine's state and sends moves."""


def _skip_pyside_feature_scan():
    """PySide reads the whole source of every module imported after it (inspect.getsource), to
    learn whether the module may switch on a `__feature__` (snake_case, true_property): about
    20 ms of CPU at each start-up here. No module of ours uses one, so every module gets what a
    module that imports PySide without a feature gets (0, "no feature"), without the reading.
    The hook is PySide's own (shibokensupport.feature); if a version lacks it, nothing changes."""
    import sys

    import PySide6.QtCore  # noqa: F401  (loads shibokensupport)

    feature = sys.modules.get("shibokensupport.feature")
    if feature is not None and callable(getattr(feature, "_mod_uses_pyside", None)):
        feature._mod_uses_pyside = lambda module: True


_skip_pyside_feature_scan()
