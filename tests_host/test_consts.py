"""Every game's constants come from its one layout file (games/<id>/consts.txt, tools/consts.py): each module's
generated block is what the tool writes, no module declares a name of the file by hand, and the file never
reaches the badge."""

import os
import re
import shutil
import sys

import pytest

import games

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools"))

import consts  # noqa: E402
import deploy  # noqa: E402

GAME_IDS = [row[0] for row in games.GAMES]


@pytest.mark.parametrize("gid", GAME_IDS)
def test_every_block_is_what_the_layout_file_writes(gid):
    """A block out of date, edited by hand, or a name of consts.txt declared outside a block fails here."""
    assert consts.run(gid, write=False) == [], "run `python3 tools/consts.py %s`" % gid


def _copy_game(tmp_path, gid):
    """A repo copy holding the registry and one game, for the tool to change."""
    shutil.copytree(os.path.join(ROOT, "games", gid), tmp_path / "games" / gid)
    shutil.copy(os.path.join(ROOT, "games", "__init__.py"), tmp_path / "games" / "__init__.py")
    return tmp_path / "games" / gid


def test_a_changed_value_reaches_every_module_that_uses_it(tmp_path):
    """One edit of consts.txt, one run: every module that declares the name has the new value."""
    folder = _copy_game(tmp_path, "bog")
    layout = folder / "consts.txt"
    layout.write_text(layout.read_text().replace("\nP_LOC = 38\n", "\nP_LOC = 39\n"))
    changed = consts.run("bog", root=str(tmp_path), write=False)
    users = sorted("games/bog/" + f for f in os.listdir(folder)
                   if f.endswith(".py") and "P_LOC = const(38)" in (folder / f).read_text())
    assert len(users) >= 5 and changed == users
    consts.run("bog", root=str(tmp_path))
    assert all("P_LOC = const(39)" in (tmp_path / p).read_text() for p in users)
    assert consts.run("bog", root=str(tmp_path), write=False) == []


def test_a_hand_edit_or_a_hand_declared_name_fails(tmp_path):
    """A block edited by hand is out of date; a layout name declared outside the block is refused."""
    folder = _copy_game(tmp_path, "bog")
    play = folder / "play.py"
    text = play.read_text()
    play.write_text(text.replace("_P_TURN = const(10)", "_P_TURN = const(11)"))
    assert consts.run("bog", root=str(tmp_path), write=False) == ["games/bog/play.py"]
    play.write_text(text.replace(consts.END + "\n", consts.END + "\n_P_LOC = const(38)\n"))
    with pytest.raises(consts.LayoutError, match="by hand"):
        consts.run("bog", root=str(tmp_path), write=False)


def test_a_module_gets_only_the_names_it_uses(tmp_path):
    """A name used in a module's code enters its block at the next run; one no longer used leaves it."""
    folder = _copy_game(tmp_path, "bog")
    score = folder / "score.py"
    score.write_text(score.read_text() + "\n\ndef _later(s):\n    return s[_P_FROG]\n")
    consts.run("bog", root=str(tmp_path))
    assert "_P_FROG = const(12)" in score.read_text()
    score.write_text(score.read_text().replace("\n\ndef _later(s):\n    return s[_P_FROG]\n", ""))
    consts.run("bog", root=str(tmp_path))
    assert "_P_FROG" not in score.read_text()


def test_the_layout_files_never_reach_the_badge():
    """tools/deploy.py copies modules only: consts.txt is read by the tool, never imported on the badge."""
    files = deploy.device_files(ROOT)
    assert not [f for f in files if not f.endswith(".py")]
    assert all(os.path.exists(os.path.join(ROOT, "games", gid, consts.LAYOUT)) for gid in GAME_IDS)


_TABLE_ROW = re.compile(r"^#\s+(\d+)\s+\d+\s+([A-Z][A-Z0-9_]+)\s")  # "#  14  2  TURNS  completed turns"
_COMPACT = re.compile(r"(?<![\w-])(\d+) ([A-Z][A-Z0-9_]+)")  # Le Bog's "#  18 CUR_BET(2)  20 END"


def _header_offsets(gid):
    """(name, offset) pairs the state-layout comment at the top of a game's rules.py gives."""
    with open(os.path.join(ROOT, "games", gid, "rules.py"), encoding="utf-8") as fh:
        head = fh.read().split("\nfrom ")[0].split("\nimport ")[0]
    pairs = []
    compact = False
    for line in head.split("\n"):
        row = _TABLE_ROW.match(line)
        if row:
            pairs.append((row.group(2), int(row.group(1))))
        elif line.startswith("# State ("):
            compact = True
        elif compact and line.strip() == "#":
            compact = False
        elif compact:
            pairs += [(name, int(offset)) for offset, name in _COMPACT.findall(line)]
    return pairs


@pytest.mark.parametrize("gid", GAME_IDS)
def test_the_layout_comment_of_rules_py_gives_the_offsets_of_the_layout_file(gid):
    """The state-layout table in rules.py's header is prose beside consts.txt: each offset it gives is the
    layout file's, so the second copy a reader sees cannot drift from the one the code uses."""
    entries = consts.read_layout(os.path.join(ROOT, "games", gid, "consts.txt"))[0]
    pairs = _header_offsets(gid)
    checked = [(name, offset) for name, offset in pairs if "P_" + name in entries]
    assert len(checked) >= 8, (gid, pairs)
    wrong = [(name, offset, entries["P_" + name][1]) for name, offset in checked
             if int(entries["P_" + name][1], 0) != offset]
    assert wrong == [], wrong
