"""Paying and gaining within an action.

Costs are paid from what the player held when the action began (the action budget), so the
gains of one activation never pay for the next (rules §4.1 item 4, applied to every action).
Resources beyond the boats' capacity open a decision: the player drops resources of their
choice (old or new) until everything fits (D20).
"""

from .resources import INDIAN
from .state import Frame


def start_budget(s):
    p = s.player()
    s.budget = p.res[:] + [p.indians]


def can_pay(s, tokens):
    need = [0] * 7
    for t in tokens:
        need[t] += 1
    p = s.player()
    held = p.res + [p.indians]
    return all(need[i] <= s.budget[i] and need[i] <= held[i] for i in range(7) if need[i])


def pay(s, tokens):
    """Pay resources to the stock; an Indian token sends an Indian from the boats to the Powwow."""
    p = s.player()
    for t in tokens:
        s.budget[t] -= 1
        if t == INDIAN:
            p.indians -= 1
            s.powwow += 1
        else:
            p.res[t] -= 1


def gain(s, tokens):
    p = s.player()
    for t in tokens:
        if t == INDIAN:
            p.indians += 1
        else:
            p.res[t] += 1
    check_overflow(s)


def check_overflow(s):
    p = s.player()
    if p.resource_total() > p.capacity and not (s.frames and s.frames[-1].kind == "overflow"):
        s.frames.append(Frame("overflow"))


def drop(s, resource):
    p = s.player()
    p.res[resource] -= 1
    if s.budget[resource] > p.res[resource]:
        s.budget[resource] = p.res[resource]
    if p.resource_total() <= p.capacity:
        s.frames.pop()  # the overflow frame
