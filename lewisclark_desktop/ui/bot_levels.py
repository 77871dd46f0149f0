"""Bot levels in words for the New game dialog: how a level plays and how strong it measured,
built from the one table in bots/strength.py. Every figure enters as a %-placeholder, never
inside a translated text, so a new figure needs no new translation. Any level a game's bots
list is described: one with no figures by how it plays, or as not measured yet."""

import html

from PySide6.QtCore import QCoreApplication

from ..bots import strength
from .i18n import TrContext, joined

translate = QCoreApplication.translate
Levels = TrContext("Levels")  # for plural texts (see TrContext)


def level_title(level):
    """The level's short name for a sentence ("Normal")."""
    known = {
        "random": translate("Levels", "Random"),
        "easy": translate("Levels", "Easy"),
        "normal": translate("Levels", "Normal"),
        "hard": translate("Levels", "Hard"),
        strength.MACKENZIE: translate("Levels", "Mackenzie"),
    }
    return known.get(level, level.replace("_", " ").capitalize())


def measured_sentences(game, level):
    """One clause per measured match of `level` ("wins 68 % of 2-player games against Normal
    (136 of 200)"), and the dates they were measured on."""
    clauses, dates = [], []
    for match in strength.matches(game, level):
        clauses.append(_match_clause(match, level))
        if match.measured not in dates:
            dates.append(match.measured)
    return clauses, dates


def _percent(wins, games):
    return str(round(100 * wins / games))


def _match_clause(match, level):
    seat = match.seats.index(level)
    wins, games = match.wins[seat], match.games
    if match.players() == 1:
        levels = "%d" % match.mackenzie[0] if len(match.mackenzie) == 1 else "%d–%d" % (
            min(match.mackenzie), max(match.mackenzie))
        if wins == 0:
            return (Levels.tr("has not yet beaten Mackenzie (%n solo game(s) at level %1)", None,
                              games).replace("%1", levels))
        return (Levels.tr("beats Mackenzie in %1 % of solo games at level %2 (%3 of %n)", None,
                          games).replace("%1", _percent(wins, games)).replace("%2", levels)
                .replace("%3", str(wins)))
    against = _opponents([lv for i, lv in enumerate(match.seats) if i != seat])
    if wins == games:
        return Levels.tr("won all %n game(s) against %1", None, games).replace("%1", against)
    if wins == 0:
        return Levels.tr("has not yet won against %1 (%n game(s))", None, games).replace(
            "%1", against)
    return (Levels.tr("wins %1 % of %2-player games against %3 (%4 of %n)", None, games)
            .replace("%1", _percent(wins, games)).replace("%2", str(match.players()))
            .replace("%3", against).replace("%4", str(wins)))


def _opponents(levels):
    """"Normal", "3 Normal bots", or the levels one after the other."""
    if len(set(levels)) == 1 and len(levels) > 1:
        return Levels.tr("%n %1 bots", None, len(levels)).replace("%1", level_title(levels[0]))
    return joined([level_title(level) for level in levels], translate("Levels", "%1, %2"))


def how_it_plays(game, level):
    source = strength.plays(game, level)
    if source is None:
        return translate("Levels", "No figures have been measured for this level yet.")
    return translate("Levels", source)


def strength_line(game, level, rich=False):
    """A line for under the seats: "Normal: wins 32 % of ... ; won all 40 games against
    Random." (how it plays, when nothing was measured). `rich`: as rich text, the level's
    name in bold."""
    clauses, _ = measured_sentences(game, level)
    text = _clauses_text(clauses) if clauses else how_it_plays(game, level)
    title = level_title(level)
    if rich:
        title, text = "<b>%s</b>" % html.escape(title), html.escape(text)
    return translate("Levels", "%1: %2").replace("%1", title).replace("%2", text)


def level_description(game, level):
    """The tooltip: how the level plays, what it measured and when."""
    clauses, dates = measured_sentences(game, level)
    text = how_it_plays(game, level)
    if clauses:
        dates_text = joined(dates, translate("Levels", "%1, %2"))
        text += "\n" + (translate("Levels", "Measured (%1): %2").replace("%1", dates_text)
                        .replace("%2", _clauses_text(clauses)))
    return text


def _clauses_text(clauses):
    text = joined(clauses, translate("Levels", "%1; %2"))
    return translate("Levels", "%1.", "a sentence's end").replace("%1", text)
