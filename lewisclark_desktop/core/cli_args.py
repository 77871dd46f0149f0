"""Command-line argument checking shared by `lewisclark` and `lewisclark-desktop`: value types
that refuse out-of-range input, and a parser whose refusals are one line with exit status 2."""

import argparse
import math
import sys

EXIT_BAD_INPUT = 2


class Parser(argparse.ArgumentParser):
    """argparse with a one-line refusal ("prog: error: ... (see prog --help)") and status 2."""

    def error(self, message):
        sys.stderr.write(f"{self.prog}: error: {message} (see {self.prog} --help)\n")
        sys.exit(EXIT_BAD_INPUT)


def int_in(lo, hi):
    def parse(text):
        try:
            if len(text.strip().lstrip("+-")) > 20:
                raise ValueError
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
        if not lo <= value <= hi:
            raise argparse.ArgumentTypeError(f"{value} is not from {lo} to {hi}")
        return value

    parse.__name__ = "whole number"
    return parse


def float_in(lo, hi):
    def parse(text):
        try:
            value = float(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r} is not a number") from None
        if not math.isfinite(value) or not lo <= value <= hi:
            raise argparse.ArgumentTypeError(f"{text} is not from {lo} to {hi}")
        return value

    parse.__name__ = "number"
    return parse


def non_empty(text):
    if not text.strip():
        raise argparse.ArgumentTypeError("must not be empty")
    return text


def size(text):
    """WIDTHxHEIGHT in pixels, each 100 to 10000."""
    width, sep, height = text.lower().partition("x")
    dims = int_in(100, 10_000)
    if not sep:
        raise argparse.ArgumentTypeError(f"{text!r} is not WIDTHxHEIGHT (e.g. 1280x720)")
    try:
        return dims(width), dims(height)
    except argparse.ArgumentTypeError as exc:
        raise argparse.ArgumentTypeError(f"{text!r} is not WIDTHxHEIGHT (e.g. 1280x720): {exc}") \
            from None


def game_option(text):
    """KEY=VALUE -> (key, value); true/false and whole numbers become bool and int."""
    key, sep, value = text.partition("=")
    if not sep or not key:
        raise argparse.ArgumentTypeError(f"{text!r} is not KEY=VALUE")
    lowered = value.lower()
    if lowered in ("true", "false"):
        return key, lowered == "true"
    try:
        return key, int(value)
    except ValueError:
        return key, value
