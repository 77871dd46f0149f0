"""A graphics view that keeps its whole scene in view: the board of every game.

    view = FittedView(scene, background=QColor("#E8E2D4"))

Fits the scene's rect (aspect kept) whenever the view is shown or resized or the scene's rect
changes; no scrollbars, no frame. With `retranslates_scene`, a language change reaches the
scene's `retranslate()` (where no table does it). A subclass that lays out differently
overrides `fit()`.
"""

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QFrame, QGraphicsView

HINTS = QPainter.Antialiasing | QPainter.TextAntialiasing | QPainter.SmoothPixmapTransform


class FittedView(QGraphicsView):
    retranslates_scene = False

    def __init__(self, scene=None, parent=None, background=None):
        super().__init__(parent)
        self.setRenderHints(HINTS)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.NoFrame)
        if background is not None:
            self.setBackgroundBrush(background)
        if scene is not None:
            self.setScene(scene)

    def setScene(self, scene):
        old = self.scene()
        if old is not None:
            try:
                old.sceneRectChanged.disconnect(self._scene_rect_changed)
            except (RuntimeError, TypeError):
                pass
        super().setScene(scene)
        if scene is not None:
            scene.sceneRectChanged.connect(self._scene_rect_changed)
        self.fit()

    def _scene_rect_changed(self, _rect):
        self.fit()

    def fit(self) -> None:
        scene = self.scene()
        if scene is not None:
            self.fitInView(scene.sceneRect(), Qt.KeepAspectRatio)

    def resizeEvent(self, event):
        super().resizeEvent(event)
        self.fit()

    def showEvent(self, event):
        super().showEvent(event)
        self.fit()

    def changeEvent(self, event):
        super().changeEvent(event)
        if (self.retranslates_scene and event.type() == QEvent.LanguageChange
                and hasattr(self.scene(), "retranslate")):
            self.scene().retranslate()
