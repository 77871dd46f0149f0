"""Recruiting from a Journal page: the cost with and without a discount card, then confirm."""

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QLabel, QListWidget, QListWidgetItem,
                               QVBoxLayout)

from ...lewisclark import engine, recruitment
from ...lewisclark.moves import NO_CARD, Move
from . import texts
from ..reasons import reason_text

translate = QCoreApplication.translate
MOVE_ROLE = Qt.UserRole + 10


def cost_text(equipment, fur):
    return translate("RecruitDialog", "%1 Equipment + %2 Fur").replace("%1", str(equipment)).replace(
        "%2", str(fur))


class RecruitDialog(QDialog):
    """Lists every way to recruit the card on `slot` (1..5); illegal ones greyed with a reason."""

    def __init__(self, state, slot, parent=None):
        super().__init__(parent)
        self.setObjectName("recruitDialog")
        self.setWindowTitle(self.tr("Recruit"))
        card = state.journal[slot - 1]
        legal = engine.legal_moves(state)
        v = QVBoxLayout(self)
        title = QLabel(self.tr("Recruit %1 from Journal page %2?").replace(
            "%1", texts.card_name(card)).replace("%2", str(slot)))
        title.setWordWrap(True)
        v.addWidget(title)
        effect = QLabel(texts.card_effect(card))
        effect.setWordWrap(True)
        effect.setStyleSheet("color: #555")
        v.addWidget(effect)
        self.options = QListWidget()
        self.options.setObjectName("recruitOptions")
        discounts = [NO_CARD] + list(state.player().hand)
        for d in discounts:
            move = Move("recruit", n=slot, card=d)
            equipment, fur = recruitment.cost(state, slot - 1, d)
            if d == NO_CARD:
                label = self.tr("Pay %1").replace("%1", cost_text(equipment, fur))
            else:
                label = self.tr("Discard %1 and pay %2").replace(
                    "%1", texts.card_name(d)).replace("%2", cost_text(equipment, fur))
            item = QListWidgetItem(label)
            item.setData(MOVE_ROLE, move)
            if move not in legal:
                item.setFlags(item.flags() & ~Qt.ItemIsEnabled & ~Qt.ItemIsSelectable)
                item.setToolTip(reason_text(engine.explain_illegal(state, move)))
            self.options.addItem(item)
        v.addWidget(self.options)
        # Room for the longest option (long names, Japanese or pseudo-translated texts).
        self.options.setMinimumWidth(min(900, self.options.sizeHintForColumn(0)
                                         + 2 * self.options.frameWidth() + 24))
        for i in range(self.options.count()):
            if self.options.item(i).flags() & Qt.ItemIsEnabled:
                self.options.setCurrentRow(i)
                break
        self.options.itemDoubleClicked.connect(lambda *_: self.accept())
        buttons = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.ok = buttons.button(QDialogButtonBox.Ok)
        self.ok.setEnabled(self.options.currentItem() is not None)
        v.addWidget(buttons)

    def chosen_move(self):
        item = self.options.currentItem()
        return item.data(MOVE_ROLE) if item is not None else None
