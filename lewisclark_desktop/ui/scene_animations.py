"""The animations of a game's board scene, owned by the scene so that they stop with it.

Every game's scene derives from AnimatedScene and starts its animations through
`scene.animations.run(key, ...)`. An animation ends (its last frame shown, its `done` called)
when it runs out, when another one starts under the same key, when `finish_all()` is asked for
(a click skips them), and before the scene's items go (`clear()`). None of them outlives its scene:
they are the scene's children, so no frame ever reaches an item that is gone."""

from PySide6.QtCore import QObject, QVariantAnimation
from PySide6.QtWidgets import QGraphicsScene


class SceneAnimations(QObject):
    """The running animations of one scene, by key (e.g. the cell a tile turns over on)."""

    def __init__(self, scene):
        super().__init__(scene)
        self._running = {}  # key -> (animation, done)

    def run(self, key, duration_ms, step, done):
        """Call step(v) for v going from 0.0 to 1.0 over `duration_ms`, then done(); a running
        animation under `key` is finished first."""
        self.finish(key)
        anim = QVariantAnimation(self)
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        anim.setDuration(duration_ms)
        anim.valueChanged.connect(lambda v: step(float(v)))
        anim.finished.connect(lambda: self._ended(key, anim))
        self._running[key] = (anim, done)
        anim.start()

    def _ended(self, key, anim):
        entry = self._running.get(key)
        if entry is None or entry[0] is not anim:
            return  # finished already (finish() stops it before calling done)
        del self._running[key]
        anim.deleteLater()
        entry[1]()

    def finish(self, key):
        """End the animation under `key` at once, if one runs: its last frame, then done()."""
        entry = self._running.pop(key, None)
        if entry is None:
            return
        anim, done = entry
        anim.stop()
        anim.deleteLater()
        done()

    def finish_all(self):
        for key in list(self._running):
            self.finish(key)

    def __len__(self):
        return len(self._running)

    def __contains__(self, key):
        return key in self._running


class AnimatedScene(QGraphicsScene):
    """A board scene whose animations (`self.animations`) end before its items are cleared."""

    def __init__(self, *args):
        super().__init__(*args)  # as QGraphicsScene: (parent) or (x, y, width, height, parent)
        self.animations = SceneAnimations(self)

    def clear(self):
        self.animations.finish_all()
        super().clear()
