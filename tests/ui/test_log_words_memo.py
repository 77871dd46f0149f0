"""The window's log words each move once: after a new move only that move is worded again,
and a language change words everything anew."""

from lc import table

from lewisclark_desktop.ui.game_log import WordsMemo, log_lines
from lewisclark_desktop.ui.lewisclark.move_text import log_text


def _counting():
    calls = []

    def counted(move, before):
        calls.append(move)
        return log_text(move, before)
    return counted, calls


def _moves(t, n):
    from lewisclark_desktop.bots.random_bot import RandomBot
    bot = RandomBot(3)
    for _ in range(n):
        t.stack.apply(bot.choose(t.stack.rules, t.stack.state))


def test_a_new_move_is_the_only_one_worded_again(qapp):
    t = table(players=2)
    _moves(t, 6)
    counted, calls = _counting()
    memo = WordsMemo()
    first = log_lines(t.stack, counted, None, memo=memo)
    assert len(calls) == 6
    _moves(t, 1)
    calls.clear()
    again = log_lines(t.stack, counted, None, memo=memo)
    assert len(calls) == 1 and again[:len(first)] == first
    assert again == log_lines(t.stack, log_text, None)  # the same lines as worded afresh


def test_undone_moves_are_worded_afresh_and_forget_words_everything_again(qapp):
    t = table(players=2)
    _moves(t, 5)
    counted, calls = _counting()
    memo = WordsMemo()
    log_lines(t.stack, counted, None, memo=memo)
    t.stack.policy = "practice"
    t.stack.undo()
    _moves(t, 1)
    calls.clear()
    log_lines(t.stack, counted, None, memo=memo)
    assert len(calls) == 1
    memo.forget()
    calls.clear()
    log_lines(t.stack, counted, None, memo=memo)
    assert len(calls) == 5
