"""Frogriders played by key presses through the real launcher, game loop and view (headless board)."""

import random

import pytest
from console import Console, assert_handoff_shows_nothing_private
from recap import replay

import games
import saves
import ui
from keys import K_A, K_B, K_DOWN, K_LEFT, K_RIGHT, K_SELECT, K_UP

rules = games.load_rules("frogriders") if games.find("frogriders") else None


@pytest.fixture(autouse=True)
def registered(monkeypatch):
    """Until the registry lists the game (its id is longer than a save header's 8 characters), add it
    for these tests and skip writing its saves."""
    global rules
    if games.find("frogriders") is None:
        monkeypatch.setattr(games, "GAMES", games.GAMES + (("frogriders", "Frogriders", 2, 4),))
        original = saves.SaveStore.write

        def write(self, game_id, *args, **kw):
            if len(game_id) > 8:
                return None
            return original(self, game_id, *args, **kw)

        monkeypatch.setattr(saves.SaveStore, "write", write)
    rules = games.load_rules("frogriders")


def _start(con, players, option=0):
    """From the launcher: Frogriders, a player count, the common objective sides."""
    con.set_up("Frogriders", players=players, choice={0: option})
    con.press(K_A)
    assert con.screen_name() == ("GameScreen" if option else "HandOff")  # one back: a public choice first


def _assert_handoff_private(con):
    """The hand-off shows no part of the board, only the seat and the public log; no secret is named."""
    assert_handoff_shows_nothing_private(con)
    assert not any("Keep secret" in t for t in con.texts())  # another seat's secret is never named


def _go_to(con, target):
    """Move the cursor until it stands on target (the loop's own d-pad search)."""
    game = con.app.game
    for _ in range(60):
        if game.target_ids[game.cursor] == target:
            return
        seat = rules.current_player(game.s)
        tx, ty = game.view.target_xy(game.v, seat, target)
        cx, cy = game.view.target_xy(game.v, seat, game.target_ids[game.cursor])
        if abs(tx - cx) > abs(ty - cy):
            con.press(K_RIGHT if tx > cx else K_LEFT)
        else:
            con.press(K_DOWN if ty > cy else K_UP)
    raise AssertionError("cursor cannot reach target %r" % (target,))


def test_secret_choice_then_a_jump_by_keys():
    """Each seat keeps a secret behind its hand-off; then jumper and landing pad are chosen by keys."""
    con = Console()
    _start(con, 3)
    for seat in range(3):
        assert con.screen_name() == "HandOff"
        _assert_handoff_private(con)
        con.press(K_A)
        game = con.app.game
        assert "Keep one:" in con.texts()
        keep = game.target_actions[game.cursor][0]
        con.press(K_A)
        assert game.s[rules.P_SECRET + keep] == rules.S_KEPT + seat
    con.press(K_A)  # hand-off back to P1
    game = con.app.game
    assert game.s[rules.P_PHASE] == rules.PH_JUMP
    assert len(game.target_ids) == 4  # the four frogs that can jump into the centre
    from games.frogriders.cards import SECRETS

    assert game.view.corners.secret_label in con.shown()  # P1's own secret, in P1's colour
    assert game.view.corners.secret_label.text == "+%d" % SECRETS[rules.kept_secret(game.s, 0) * 5 + 4]
    con.press(K_A)
    assert game.s[rules.P_PHASE] == rules.PH_LAND
    assert game.target_ids == [rules.CENTRE]
    con.press(K_B)  # undo: choose another jumper
    assert game.s[rules.P_PHASE] == rules.PH_JUMP
    _go_to(con, game.target_ids[-1])
    con.press(K_A, K_A)
    assert con.screen_name() == "HandOff" and game.s[rules.P_POND + rules.CENTRE] != rules.EMPTY
    assert sum(game.s[rules.P_CAPT + c] for c in range(4)) == 1
    # issue 38.1: the captured frogs' table ends inside the screen: its last (brown) column, its stripe and a
    # two-digit count there 2 px or more from the right edge
    from games.frogriders import panel

    right = panel._COL_X + 4 * panel._COL_W - 1  # the last stripe's end, one past its last pixel
    assert right <= ui.WIDTH - 2
    game.board()
    for row in game.view.panel.counts:
        assert row[3].x + 6 * len(row[3].text) <= ui.WIDTH - 2


def test_village_step_by_keys_blue_takes_a_card():
    """Phase B by keys: with a captured blue frog the cursor reaches a face-up card and takes it."""
    from frogriders_build import build

    con = Console()
    _start(con, 3)
    game = con.app.game
    s = build(pond={"E5": "R", "E6": "Y", "C5": "B", "D5": "N"}, capt={0: "B"}, rest=2)
    game.s[:] = s
    game.seat_shown = 0
    game.begin()
    while game.s[rules.P_PHASE] != rules.PH_VILLAGE:
        con.press(K_A)
        if game.choice >= 0:
            con.press(K_A)
    assert "End" in con.texts()
    card = game.s[rules.P_FACE + 1]
    _go_to(con, game.view.target(game.v, 0, rules.A_PRIV + 1))
    con.press(K_A)
    assert game.s[rules.P_PRIV + card] == rules.L_OWN


def test_select_shows_the_table_and_own_secret():
    con = Console()
    _start(con, 2)
    con.press(K_A, K_A)  # P1 keeps a secret
    con.press(K_A, K_A)  # P2 keeps a secret
    con.press(K_A)
    con.press(K_SELECT)
    text = " ".join(con.texts())
    assert con.screen_name() == "Pages" and "Common 1:" in text and "Your secret:" in text
    game = con.app.game
    from games.frogriders import pages
    lines = pages.info_lines(game.v, 0)
    assert all(len(line) <= ui.COLUMNS for line in lines)
    assert "P2: 0 trophies" in lines and any(line.startswith("Village:") for line in lines)


@pytest.mark.parametrize("players,option", [(2, 0), (3, 1), (4, 1)])
def test_whole_game_by_random_keys(players, option):
    """A full game by random keys: hand-offs stay private, every step keeps the invariants, a score sheet."""
    con = Console(render=False)
    _start(con, players, option)
    rnd = random.Random(players)
    handoffs = 0
    for _ in range(6000):
        name = con.screen_name()
        if name == "ScoreSheet":
            break
        if name == "GameOver":  # the final position: A for the score sheet
            con.press(K_A)
            continue
        if name == "HandOff":
            _assert_handoff_private(con)
            handoffs += 1
            con.press(K_A)
            continue
        assert name == "GameScreen", name
        game = con.app.game
        if game.choice >= 0:
            con.press(*([K_DOWN] * rnd.randrange(3) + [K_A]))
        else:
            con.press(*[rnd.choice((K_RIGHT, K_LEFT, K_UP, K_DOWN)) for _ in range(rnd.randrange(4))])
            if game.undo and rnd.random() < 0.1:
                before = bytes(replay(game, len(game.log) - 1, bytearray(len(game.s))))
                con.press(K_B)
                assert bytes(game.s) == before
                continue
            con.press(K_A)
        rules.check(game.s)
    assert con.screen_name() == "ScoreSheet"
    assert handoffs >= players
    game = con.app.game
    texts = con.texts()
    for label in ("Flowers", "Secret obj", "Common 1", "Common 2", "Total"):
        assert label in texts
    # nine lines: the table scrolls, its total kept in the last row (issue 38.1: the reason below is whole)
    assert "Card points" not in texts and "Up/Down: more  A: menu" in texts
    seen = set(texts)
    for _ in range(5):  # (a tie's reason takes a line more: the rows left to scroll to depend on the game)
        con.press(K_DOWN)
        seen.update(con.texts())
        assert "Total" in con.texts()
    for label in ("Brown frogs", "Card points", "Green combo", "Blue fewest"):
        assert label in seen
    texts = con.texts()
    assert "Flowers" not in texts and con.screen_name() == "ScoreSheet"
    assert any(t.startswith("Winner") for t in texts)
    assert con.app.errors == []


@pytest.mark.parametrize("players", [2, 4])
def test_cursor_moves_redraw_at_most_a_tenth_of_the_screen(players):
    """Every d-pad move over the first turns redraws at most 10 % of the 160x128 pixels."""
    con = Console(render=False)  # the dirty areas are counted all the same; no pixel is read
    _start(con, players)
    rnd = random.Random(5)
    moves = 0
    worst = 0
    for _ in range(800):
        name = con.screen_name()
        if name == "ScoreSheet" or moves >= 80:
            break
        if name == "GameScreen" and con.app.game.choice < 0 and len(con.app.game.target_ids) > 1:
            con.hw.press(rnd.choice((K_RIGHT, K_LEFT, K_UP, K_DOWN)))
            con.step()
            worst = max(worst, con.hw.last_refresh_pixels)
            moves += 1
            if moves % 3 == 0:
                con.press(K_A)
        else:
            con.press(K_A)
    assert moves >= 40
    assert worst <= 160 * 128 // 10, worst


def test_each_secret_is_shown_to_its_owner_only():
    """After each hand-off the bottom-left corner shows the seat's own kept secret, nobody else's."""
    from games.frogriders.cards import SECRETS

    con = Console()
    _start(con, 3)
    for _seat in range(3):
        con.press(K_A, K_A)  # hand-off, keep the first objective
    game = con.app.game
    values = [SECRETS[rules.kept_secret(game.s, p) * 5 + 4] for p in range(3)]
    for turn in range(3):
        assert con.screen_name() == "HandOff"
        assert game.view is None or game.view.corners.secret_label not in con.shown()
        con.press(K_A)
        seat = rules.current_player(game.s)
        assert seat == turn
        assert game.view.corners.secret_label in con.shown()
        assert game.view.corners.secret_label.text == "+%d" % values[seat]
        assert rules.kept_secret(game.v, (seat + 1) % 3) == -1  # the view holds no other secret
        con.press(K_A, K_A)  # the first jumper, its first landing
        while con.screen_name() == "GameScreen" and game.s[rules.P_PHASE] == rules.PH_VILLAGE:
            con.press(K_A)


def test_one_back_the_table_turns_a_common_over_by_keys_before_any_hand_off():
    """Option "One back": the first screen (no hand-off) shows the back of the common under the cursor;
    A turns that one over, then P1's secret choice comes behind its hand-off."""
    con = Console()
    _start(con, 3, 1)
    game = con.app.game
    assert game.s[rules.P_PHASE] == rules.PH_BACK and not any("Keep" in t for t in con.texts())
    view = game.view
    assert game.target_ids == [view.target(game.v, 0, rules.A_BACK), view.target(game.v, 0, rules.A_BACK + 1)]
    _go_to(con, game.target_ids[1])
    from games.frogriders import text

    back = text.back_text(game.s[rules.P_COMMON + 1] & 0x7F)  # "most yellow and red: 6, tied 3"...
    texts = con.texts()
    assert "C2 back:" in texts and back.split(" ")[0] in texts[texts.index("C2 back:") + 1]
    assert game.status_text() == "Turn this objective over"  # the panel says which back it shows
    con.press(K_A)
    assert game.s[rules.P_COMMON + 1] & rules.BACK and not game.s[rules.P_COMMON] & rules.BACK
    assert con.screen_name() == "HandOff"
    _assert_handoff_private(con)


def test_a_version_1_save_is_refused_by_name():
    """Saves written before the one-back choice and the second flower card (format v1) are refused, naming
    the game, on the launcher's screen; the slot itself is left as it was."""
    import launch
    from boards.host import NVM_SIZE

    s = rules.new_state(3, 5)
    record = saves.decode(saves.encode("frogriders", 3, 0, 1, s, 3))[0]
    mod, why = launch.check_record(record)
    assert mod is None and why == "Frogriders save is format v1, this one reads v2: refused"
    import nvmblock
    nvm = nvmblock.fresh()
    assert len(nvm) == NVM_SIZE
    saves.SaveStore(nvm).write("frogriders", 3, 0, 1, s)
    before = bytes(nvm)
    con = Console(nvm=nvm)
    con.press(K_A)  # Resume Frogriders: offered unchecked, refused when resumed
    text = " ".join(con.texts())
    assert "Frogriders save is format v1" in text and con.app.game is None
    con.press(K_A)  # the launcher lists the refusal and offers nothing to resume
    text = " ".join(con.texts())
    assert "Frogriders save is format v1" in text and "No saved game to resume" in text
    assert bytes(con.hw.nvm) == before


def test_two_digit_counts_read_apart_from_their_neighbours_and_the_row_label():
    """The captured-frogs table, 13 px columns: a single digit sits in the middle of its column, two digits
    right-aligned, so a village of 11 beside a 0 reads "0 11", not "011", and a two-digit count in the first
    column stays clear of the row's label ("V")."""
    con = Console(render=False)
    _start(con, 4)
    game = con.app.game
    game.s[rules.P_VILLAGE:rules.P_VILLAGE + 3] = bytes((10, 0, 11))
    game.seat_shown = 0
    game.begin()
    con.step()
    village = game.view.panel.counts[4]
    first, zero, eleven = village[0], village[1], village[2]
    assert (first.text, zero.text, eleven.text) == ("10", "0", "11")
    assert eleven.x - (zero.x + ui.CHAR_W) >= 2  # a blank column of pixels and more between the digits
    assert first.x - (99 + ui.CHAR_W) >= 2  # after the "V" at x 99 (and fit.py finds their ink apart)
    import fit
    assert not [p for p in fit.problems(con.app.root) if "overlap" in p]
