"""A board's display groups stay small enough that building one never asks the heap for a large block."""

import displayio
import pytest
from console import Console

import gameloop
import games
import ui


def _groups(layer, out):
    """Every displayio Group under layer, itself included."""
    if isinstance(layer, displayio.Group):
        out.append(layer)
        for member in layer:
            _groups(member, out)
    return out


@pytest.mark.parametrize("gid", [row[0] for row in games.GAMES])
def test_no_board_group_holds_more_than_32_layers(gid):
    """A Group's member list doubles as it grows: the 33rd layer asks for a 256-byte block, which the board's
    rebuilds (after each hand-off, page or CPU move) did not find in a heap the game had cut up. Every game's
    board, at its fewest and most seats, keeps each group at 32 layers or fewer (ui.Layers spreads a panel's
    layers over groups of ui.LAYERS)."""
    row = games.find(gid)
    for players in sorted({max(2, row[2]), row[3]}):
        con = Console(render=False)
        rules = games.load_rules(gid)
        game = gameloop.GameScreen(con.app, gid, rules, players, 0, rules.new_state(players, 1, 0))
        game.begin()
        con.step(3)
        sizes = [len(g) for g in _groups(game.board().group, [])]
        assert max(sizes) <= 32, (gid, players, sorted(sizes)[-3:])


def test_layers_fill_groups_of_at_most_layers_in_order():
    """ui.Layers appends in order, opening a new group in the parent every ui.LAYERS layers."""
    parent = displayio.Group()
    layers = ui.Layers(parent)
    items = [ui.rect(i, 0, 1, 1, ui.WHITE) for i in range(2 * ui.LAYERS + 3)]
    for item in items:
        layers.append(item)
    assert [len(g) for g in parent] == [ui.LAYERS, ui.LAYERS, 3]
    assert [m for g in parent for m in g] == items
