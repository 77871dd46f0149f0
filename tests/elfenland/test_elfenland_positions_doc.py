"""docs/positions-elfenland.md as a reader uses it: its example is a whole position that loads,
and the `lewisclark apply` command the page shows does what the page says."""

import json
import re
from pathlib import Path

from lewisclark_desktop import cli

DOC = Path(__file__).resolve().parents[2] / "docs" / "positions-elfenland.md"


def doc_example(tmp_path):
    block = re.search(r"```json\n(.*?)```", DOC.read_text(encoding="utf-8"), re.S).group(1)
    path = tmp_path / "journey.json"
    path.write_text(block, encoding="utf-8")
    return path


def apply(capsys, *argv):
    code = cli.main(["apply", "--game", "elfenland", *argv])
    out, err = capsys.readouterr()
    return code, out, err


def test_the_docs_example_is_the_specs_journey_and_applies_as_described(tmp_path, capsys):
    path = doc_example(tmp_path)
    code, out, err = apply(capsys, str(path), "move r12", "move r22")
    assert code == 0, err
    position, legal = out.splitlines()
    red = json.loads(position)["players"][0]
    assert red["boot"] == "albaran" and sorted(red["visited"]) == ["albaran", "feodor"]
    assert red["hand"] == {"dragon": 3, "elfcycle": 1, "raft": 1}
    assert legal.startswith("# ") and "end" in legal


def test_the_docs_refused_move_is_refused_as_described(tmp_path, capsys):
    path = doc_example(tmp_path)
    code, out, err = apply(capsys, str(path), "move r12", "move r22", "move r22")
    assert code == 2 and out == ""
    assert err.startswith("lewisclark: move 3 refused: move r22: ") and "unicorn" in err
