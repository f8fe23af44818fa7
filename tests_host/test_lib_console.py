"""The console's engine (lib/): compile budget, what a game leaves loaded, games without a winner, and
running out of memory while a game starts, resumes or plays."""

import os
import random
import sys
import types

import compilepeak
import cpruntime
import glyphtext
import menus
import pytest
from console import Console

import games
import launch
import saves
from keys import K_A, K_B, K_DOWN, K_RIGHT, K_SELECT, K_START
from leds import rgb

ROOT = compilepeak.ROOT
LIB_FILES = sorted("lib/" + f for f in os.listdir(os.path.join(ROOT, "lib")) if f.endswith(".py"))


def _blank_nvm():
    """The NVM of a badge that has booted once and holds nothing yet."""
    import nvmblock
    return nvmblock.fresh()


def _start_bog(con):
    """From the launcher: choose BOG (the first row) and start it; stop on the first hand-off."""
    con.press(K_A, K_A)  # BOG, then the Seats step's Next (every seat a person)
    assert con.screen_name() == "HandOff"


def _page_text(con):
    """Every visible text joined with spaces (a page wraps a sentence over several lines)."""
    return " ".join(con.texts())


def _play_to_the_end(con, seed=2):
    """Apply random legal actions to the running game until it is over (the loop's own apply), then A from the
    final position to the score sheet."""
    game = con.app.game
    rnd = random.Random(seed)
    for _ in range(3000):
        if game.rules.is_over(game.s):
            con.step()
            assert con.screen_name() == "GameOver"
            con.press(K_A)
            return game
        n = game.rules.legal_actions(game.s, game.buf)
        game.apply(game.buf[rnd.randrange(n)])
    raise AssertionError("the game did not end")


# ------------------------------------------------------------------------------------- compile budget

@pytest.mark.skipif(not cpruntime.available(), reason="CircuitPython's 32-bit runtime is not given "
                    "(POCKETBOG_CIRCUITPYTHON)")
@pytest.mark.parametrize("path", LIB_FILES + ["code.py"])
def test_every_lib_module_compiles_within_the_badge_budget(path):
    """CircuitPython's compiler compiles each module of lib/ (and code.py) in a 30 KB heap, as the badge must."""
    assert compilepeak.compiles(os.path.join(ROOT, path), compilepeak.BUDGET_KB), path


def test_lib_modules_keep_one_line_docstrings():
    """MicroPython keeps a module docstring on the heap: lib/ modules keep theirs to one line."""
    import ast

    for path in LIB_FILES + ["code.py"]:
        doc = ast.get_docstring(ast.parse(open(os.path.join(ROOT, path)).read()), clean=False) or ""
        assert "\n" not in doc, path


# ------------------------------------------------------------------------------------- unloading

def test_going_home_forgets_every_game_piece_and_the_loops_screens(monkeypatch):
    """Back at the launcher no games.* module (whatever its piece name) and no game-only lib module is
    left in sys.modules, so the launcher keeps nothing of the game."""
    con = Console(render=False)
    _start_bog(con)
    con.press(K_A)
    # a piece the game's helpers might add (games.<id>.anything) is forgotten by its prefix
    monkeypatch.setitem(sys.modules, "games.bog.newpiece", types.ModuleType("games.bog.newpiece"))
    con.press(K_START, K_DOWN, K_A)  # pause, rules summary: loads pausemenu
    assert con.screen_name() == "Pages" and "pausemenu" in sys.modules
    con.press(K_A, K_A)
    loaded = [name for name in sys.modules if name.startswith("games.")]
    assert "games.bog.rules" in loaded and "games.bog.view" in loaded and "gameloop" in sys.modules
    con.hw.hold(K_START)  # the long Start: home from anywhere
    for _ in range(110):
        con.step()
    con.hw.release(K_START)
    con.step(2)
    assert con.screen_name() == "Menu" and con.screen.items[0] == "Resume BOG (2P)"
    assert [name for name in sys.modules if name.startswith("games.")] == []
    assert [name for name in games.GAME_SHELL if name in sys.modules] == []
    assert con.app.errors == []


class _Reloaded(BaseException):
    """What supervisor.reload() raises on the badge: it ends code.py, no `except Exception` catches it."""


def test_going_home_on_a_badge_saves_then_reloads_for_a_fresh_heap():
    """A board with reload() (the badge) starts over from code.py when a game goes home, after the save is
    written; the reload is not caught as a game error. Boards without it go home in place."""
    con = Console(render=False)
    calls = []

    def reload():
        calls.append(con.app.saves.read()[0][0].seq)  # the newest save when the badge starts over
        raise _Reloaded()

    _start_bog(con)
    con.press(K_A)
    game = con.app.game
    n = game.rules.legal_actions(game.s, game.buf)
    game.apply(game.buf[n - 1])  # a step not yet saved
    con.hw.reload = reload
    with pytest.raises(_Reloaded):
        con.app.home()
    assert len(calls) == 1
    record = con.app.saves.read()[0][0]
    assert record.seq == calls[0] and bytes(record.state) == bytes(game.s)  # saved before the reload
    assert con.app.errors == []


def test_the_launcher_offers_a_save_unchecked_and_resume_checks_it(monkeypatch):
    """Neither booting nor going home loads a game's rules to check the save; resuming checks it, and a save
    refused there is listed by the launcher and no longer offered."""
    con = Console(render=False)
    _start_bog(con)
    con.press(K_A, K_RIGHT, K_A)
    con.app.game.save()
    loads = []
    real = games.load_rules
    monkeypatch.setattr(games, "load_rules", lambda gid: loads.append(gid) or real(gid))
    con.app.home()
    assert loads == [] and con.screen.items[0] == "Resume BOG (2P)"
    rebooted = Console(render=False, nvm=con.hw.nvm)
    assert loads == [] and rebooted.screen.items[0] == "Resume BOG (2P)"
    checks = []
    monkeypatch.setattr(launch, "check_record", lambda record: checks.append(record.seq) or (None, "bad"))
    rebooted.press(K_A)  # Resume: the check refuses it now
    assert checks and rebooted.screen_name() == "Pages" and "bad" in rebooted.texts()
    assert rebooted.app.game is None and "games.bog.rules" not in sys.modules
    rebooted.press(K_A)  # the launcher lists the refusal and offers no save
    text = " ".join(rebooted.texts())
    assert len(set(checks)) == 1 and text.count("bad") == 1 and "No saved game to resume" in text
    rebooted.press(K_A)
    assert rebooted.screen_name() == "Menu" and not rebooted.screen.items[0].startswith("Resume")


def test_rules_pages_come_from_the_games_pages_piece_and_it_leaves_with_the_page(monkeypatch):
    """The pause menu's rules summary reads RULES from games/<id>/pages.py, loaded for that look only."""
    con = Console(render=False)
    _start_bog(con)
    con.press(K_A, K_START, K_DOWN, K_A)
    assert con.screen_name() == "Pages" and con.texts()[0] == "BOG rules"
    assert "games.bog.pages" not in sys.modules  # forgotten as soon as the page had its text
    from games.bog import pages as bog_pages
    assert bog_pages.RULES.startswith(con.texts()[1])
    pages = types.ModuleType("games.bog.pages")
    pages.RULES = "From pages.py."
    monkeypatch.setitem(sys.modules, "games.bog.pages", pages)
    con.press(K_A, K_DOWN, K_A)
    assert con.texts()[1] == "From pages.py."


def test_a_full_screen_page_frees_the_boards_display_objects_and_the_board_comes_back_whole():
    """Pause, rules or table in place of the board: the view's groups are freed while they show (on a
    badge the page's code loads into that heap) and built again, fully drawn, when the board is back."""
    con = Console()
    _start_bog(con)
    con.press(K_A)
    game = con.app.game
    board_before = con.texts()
    first = game.view
    con.press(K_SELECT)
    assert con.screen_name() == "Pages" and con.texts()[0] == "Table" and game.view is None
    assert game.view_module is not None  # the view's code stays: only its bitmaps and groups were freed
    con.press(K_B)
    assert con.screen_name() == "GameScreen" and game.view is not None and game.view is not first
    assert con.texts() == board_before
    con.press(K_START)
    assert con.screen_name() == "Menu" and game.view is None
    con.press(K_A)  # Resume
    assert con.screen_name() == "GameScreen" and con.texts() == board_before


# ------------------------------------------------------------------------------------- no winner

def test_an_empty_winners_lights_no_winner_and_plays_no_fanfare(monkeypatch):
    """winners() == () (a lost co-operative or solo game): LEDs dark, the "over" cue instead of "end",
    the rules' headline on the sheet and nobody named as winner."""
    con = Console()
    _start_bog(con)
    rules = con.app.game.rules
    monkeypatch.setattr(rules, "winners", lambda s: ())
    monkeypatch.setattr(rules, "headline", lambda s: "Lost" if rules.is_over(s) else "", raising=False)
    _play_to_the_end(con)
    con.step(30)  # any flash is over
    assert con.screen_name() == "ScoreSheet"
    assert all(c == (0, 0, 0) for c in con.hw.led_colors())
    assert con.app.sound.played[-1] == "over" and "end" not in con.app.sound.played
    texts = con.texts()
    assert "Lost" in texts and not any(t.startswith("Winner") for t in texts)


def test_an_empty_winners_without_a_headline_says_no_winner(monkeypatch):
    """Without a headline hook the sheet says "No winner" rather than an empty "Winners:" line."""
    con = Console(render=False)
    _start_bog(con)
    rules = con.app.game.rules
    monkeypatch.setattr(rules, "winners", lambda s: ())
    _play_to_the_end(con, seed=3)
    assert con.screen_name() == "ScoreSheet" and "No winner" in con.texts()


def test_a_sole_winner_still_lights_their_colour_and_hears_the_fanfare():
    """The ordinary end: one winner, their seat colour on the LEDs, the "end" cue, "Winner: P<n>"."""
    con = Console(render=False)
    _start_bog(con)
    game = _play_to_the_end(con, seed=5)
    winners = game.rules.winners(game.s)
    assert len(winners) == 1
    con.step(30)
    assert con.app.sound.played[-1] == "end"
    assert con.hw.led_colors()[0] != (0, 0, 0) and con.app.leds.base == rgb(game.seat_color(winners[0]))
    assert "Winner: P%d" % (winners[0] + 1) in con.texts()


# ------------------------------------------------------------------------------------- out of memory

def _no_memory(*args, **kwargs):
    raise MemoryError("memory allocation failed, allocating 4096 bytes")


def test_memory_error_while_starting_a_game_is_told_and_the_saves_kept(monkeypatch):
    """The rules import fails: a page says so in plain words naming the game, nothing is written to NVM,
    no game stays loaded, and A goes back to the launcher."""
    nvm = _blank_nvm()
    con = Console(nvm=nvm, render=False)
    con.app.saves.write("bog", 2, 0, 1, bytearray(93))  # some save that must survive
    before = bytes(nvm)
    monkeypatch.setattr(games, "load_rules", _no_memory)
    con.screen.index = con.screen.items.index("Frogriders")
    con.press(K_A)  # Frogriders' set-up screen shows its options: it needs the rules, MemoryError there
    text = _page_text(con)
    assert con.screen_name() == "Pages"
    assert "Not enough memory to start Frogriders: press reset." in text, text
    assert "Traceback" not in text and "MemoryError" not in text
    assert bytes(nvm) == before and con.app.game is None
    assert not any(name.startswith("games.frogriders") for name in sys.modules)
    monkeypatch.undo()
    con.press(K_A)
    assert con.screen_name() in ("Menu", "Pages") and con.app.game is None
    con.app.errors.clear()


def test_memory_error_while_building_the_view_is_told_and_the_saves_kept(monkeypatch):
    """The view import fails after the rules dealt the game: same page, the NVM untouched (the new game
    is saved only once its first screen stands)."""
    nvm = _blank_nvm()
    con = Console(nvm=nvm, render=False)
    before = bytes(nvm)
    monkeypatch.setattr(games, "load_view", _no_memory)
    con.press(K_A, K_A)  # BOG, the Seats step's Next
    assert "Not enough memory to start BOG: press reset." in _page_text(con)
    assert bytes(nvm) == before and con.app.game is None
    assert not any(name.startswith("games.bog") for name in sys.modules) and "gameloop" not in sys.modules
    con.app.errors.clear()


def test_memory_error_while_resuming_keeps_the_save_to_resume_later(monkeypatch):
    """Resume fails for memory: told as "resume", the save is still offered after the page."""
    nvm = _blank_nvm()
    con = Console(nvm=nvm, render=False)
    _start_bog(con)
    con.press(K_A, K_RIGHT, K_A)
    con.app.home()
    before = bytes(nvm)
    assert con.screen.items[0] == "Resume BOG (2P)"
    monkeypatch.setattr(games, "load_view", _no_memory)
    con.press(K_A)
    assert "Not enough memory to resume BOG: press reset." in _page_text(con)
    assert bytes(nvm) == before and con.app.game is None
    monkeypatch.undo()
    con.press(K_A)
    assert con.screen_name() == "Menu" and con.screen.items[0] == "Resume BOG (2P)"
    con.press(K_A)
    assert con.app.game is not None and con.screen_name() == "HandOff"
    con.app.errors.clear()


def test_memory_error_while_playing_is_told_and_the_last_turn_kept(monkeypatch):
    """The view runs short of memory in the middle of a game: "go on with BOG", the save untouched."""
    nvm = _blank_nvm()
    con = Console(nvm=nvm, render=False)
    _start_bog(con)
    con.press(K_A)
    game = con.app.game
    before = bytes(nvm)
    monkeypatch.setattr(game.view, "draw", _no_memory)
    con.press(K_RIGHT)
    assert "Not enough memory to go on with BOG: press reset." in _page_text(con)
    assert bytes(nvm) == before and con.app.game is None
    assert not any(name.startswith("games.bog") for name in sys.modules)
    con.app.errors.clear()


def test_when_even_the_page_does_not_fit_one_line_says_it(monkeypatch):
    """No memory left for the message page either: a single line of text, never a traceback."""
    con = Console(render=False)
    monkeypatch.setattr(games, "load_view", _no_memory)
    monkeypatch.setattr(menus, "Pages", _no_memory)
    con.press(K_A, K_A)  # BOG, the Seats step's Next
    assert con.texts() == ["Out of memory: press reset"]
    con.app.errors.clear()


def test_when_not_even_one_line_fits_the_console_says_it_on_its_serial_line_and_goes_on(monkeypatch, capsys):
    """No memory for the page nor for its one line: the screen stays cleared, the message goes to the serial
    console, and no MemoryError escapes the main loop (on a badge it would end code.py with a traceback; the
    device model's heap-map test met it a few bytes from its heap)."""
    import ui

    con = Console(render=False)
    monkeypatch.setattr(games, "load_view", _no_memory)
    monkeypatch.setattr(menus, "Pages", _no_memory)
    monkeypatch.setattr(ui, "text", _no_memory)
    con.press(K_A, K_A)  # BOG, the Seats step's Next: no exception out of App.step
    assert con.texts() == [] and con.app.game is None
    assert "Not enough memory to start BOG: press reset." in capsys.readouterr().out
    monkeypatch.undo()
    con.app.errors.clear()
    con.app.home()
    con.step(2)
    assert con.screen.items[-1] == "Settings"  # and home gets back to the launcher


# ------------------------------------------------------------------------------------- text

def _render(make_label):
    """The 160x128 pixels of a screen holding the labels make_label() returns."""
    import displayio

    from boards import headless

    hw = headless.make()
    root = displayio.Group()
    for lab in make_label():
        root.append(lab)
    hw.display.root_group = root
    hw.refresh()
    return [hw.pixel_rgb(x, y) for y in range(128) for x in range(160)]


def test_ui_text_draws_the_same_pixels_as_the_bitmap_label_it_replaced():
    """ui.text (a GlyphText over the font's sheet) puts every pixel where bitmap_label did: plain, scaled,
    with a background, and after a text change (a GlyphText keeps its widest box: with a background, a shorter
    text leaves the background where bitmap_label shrank; no screen of the console shrinks such a label)."""
    import terminalio
    from adafruit_display_text import bitmap_label

    import ui

    cases = (("Pass to P2 - press A", 3, 20, ui.WHITE, 1, None), ("ANA", 8, 40, ui.YELLOW, 3, None),
             ("Total 12", 2, 90, ui.GREY, 1, ui.DARK), ("", 2, 110, ui.WHITE, 1, None))

    def old():
        return [bitmap_label.Label(terminalio.FONT, text=s, color=c, scale=k, background_color=b,
                                   anchor_point=(0, 0), anchored_position=(x, y), padding_top=0)
                for s, x, y, c, k, b in cases]

    def new():
        return [ui.text(s, x, y, c, k, b) for s, x, y, c, k, b in cases]

    assert _render(new) == _render(old)

    def changed(labels):
        labels[0].text = "Resume BOG (2P)"
        labels[2].text = "Total 34"  # with a background a shorter text would keep the longer box
        return labels

    assert _render(lambda: changed(new())) == _render(lambda: changed(old()))


def test_one_colour_is_one_shared_palette_and_recolouring_one_label_or_shape_leaves_the_rest():
    """Labels, text lines and shapes of the same colours share a palette (heap on the badge); a label, a line
    or a recolorable shape that changes colour changes on screen alone; recolouring a shared shape is refused."""
    import displayio
    import pytest

    import ui
    from boards import headless

    glyphtext.forget_palettes()
    a, b = ui.text("AB", 0, 0, ui.RED), ui.text("AB", 0, 20, ui.RED)
    line, other = ui.TextLine(0, 40, 4, ui.WHITE, ui.BLUE), ui.TextLine(0, 60, 4, ui.WHITE, ui.BLUE)
    plain, twin = ui.rect(100, 0, 8, 8, ui.GREEN), ui.rect(120, 0, 8, 8, ui.GREEN)
    own = ui.rect(140, 0, 8, 8, ui.GREEN, recolorable=True)
    assert a._grid.pixel_shader is b._grid.pixel_shader and line.grid.pixel_shader is other.grid.pixel_shader
    assert plain.pixel_shader is twin.pixel_shader and own.pixel_shader is not plain.pixel_shader
    line.set("WXYZ")
    other.set("WXYZ")
    hw = headless.make()
    root = displayio.Group()
    for layer in (a, b, line.grid, other.grid, plain, twin, own):
        root.append(layer)
    hw.display.root_group = root
    hw.refresh()

    def nearest(rgb):  # a screen pixel as the 0xRRGGBB it shows, to the nearest RGB565 step
        return min((ui.RED, ui.YELLOW, ui.BLUE, ui.GREY, ui.GREEN, ui.WHITE, ui.BLACK),
                   key=lambda c: sum(abs((c >> k & 255) - v) for k, v in zip((16, 8, 0), rgb)))

    def colours(x0, y0, w, h):
        return {nearest(hw.pixel_rgb(x, y)) for y in range(y0, y0 + h) for x in range(x0, x0 + w)}

    assert ui.RED in colours(0, 0, 12, 12) and ui.BLUE in colours(0, 40, 24, 12)
    a.color = ui.YELLOW
    line.recolor(ui.BLACK, ui.GREY)
    ui.recolor(own, ui.RED)
    with pytest.raises(ValueError):
        ui.recolor(plain, ui.RED)  # would turn its twin red too
    hw.refresh()
    assert ui.YELLOW in colours(0, 0, 12, 12) and ui.RED not in colours(0, 0, 12, 12)
    assert ui.RED in colours(0, 20, 12, 12) and b.color == ui.RED
    assert ui.GREY in colours(0, 40, 24, 12) and ui.BLUE not in colours(0, 40, 24, 12)
    assert ui.BLUE in colours(0, 60, 24, 12)
    assert colours(140, 0, 8, 8) == {ui.RED} and colours(100, 0, 8, 8) == colours(120, 0, 8, 8) == {ui.GREEN}


def test_the_score_sheet_frees_the_board_view_and_its_code():
    """Once a game is over the board is never shown again: the score sheet drops the view and forgets the
    modules only the view brought, and still shows each seat in its colour."""
    con = Console(render=False)
    _start_bog(con)
    game = con.app.game
    colors = [game.seat_color(seat) for seat in range(game.players)]
    parts = game.view_module.VIEW_PARTS
    assert "view" in parts and "rules" not in parts
    _play_to_the_end(con)
    con.step(3)
    assert con.screen_name() == "ScoreSheet"
    assert game.view is None and game.view_module is None
    assert not [name for name in sys.modules if name in ["games.bog." + p for p in parts]]
    assert "games.bog.rules" in sys.modules
    assert [game.seat_color(seat) for seat in range(game.players)] == colors
    con.press(K_A)  # home: the launcher again
    assert con.app.game is None and con.screen_name() == "Menu"


def _badge(con):
    """Give a console's board reload() as on the badge: it raises what supervisor.reload() raises."""

    def reload():
        raise _Reloaded()

    con.hw.reload = reload


def test_on_a_badge_a_new_game_starts_after_a_reload_from_a_request_in_nvm():
    """The launcher writes what to start in NVM (one write) and reloads; the fresh App's first frame deals that
    game (the same deal as in place) without the launcher; a reset or power-on later boots the launcher."""
    con = Console(render=False)
    _badge(con)
    con.press(K_A)  # BOG
    with pytest.raises(_Reloaded):
        con.press(K_A)  # Next on the Seats step: start
    assert con.app.saves.read()[0] == []  # nothing saved before the game stands
    booted = Console(render=False, nvm=con.hw.nvm)
    assert booted.screen_name() == "HandOff" and booted.app.game.game_id == "bog"
    in_place = Console(render=False)
    _start_bog(in_place)
    assert bytes(booted.app.game.s) == bytes(in_place.app.game.s)
    again = Console(render=False, nvm=booted.hw.nvm, power_on=True)  # a reset later: no game started
    assert again.app.game is None and again.screen.items[-1] == "Settings"


@pytest.mark.parametrize("game_id,seed", [("bog", 5), ("frogriders", 4)])
def test_on_a_badge_the_final_position_is_shown_in_a_fresh_heap_with_its_last_move(game_id, seed):
    """The move that ends a game on a badge saves (with what to boot, one write) and reloads: the fresh App
    resumes the final save straight into the final position, which tells and marks the same last move as in
    place (from the save's recap), without reloading again; A then shows the score sheet in that heap."""
    def play(con, badge):
        launch.launch(con.app, game_id, 2, 0, 0, None, 7)
        con.step(4)
        game = con.app.game
        rnd = random.Random(seed)
        if badge:
            _badge(con)
        while True:
            n = game.rules.legal_actions(game.s, game.buf)
            before = bytes(game.s)
            game.apply(game.buf[rnd.randrange(n)])
            if game.rules.is_over(game.s):
                return before

    in_place = Console(render=False)
    play(in_place, False)
    in_place.step()
    assert in_place.screen_name() == "GameOver"
    expected = in_place.screen.lines

    con = Console(render=False)
    with pytest.raises(_Reloaded):
        play(con, True)
    record = con.app.saves.read()[0][0]
    assert record.over and record.game_id == game_id  # the final position was saved before the reload
    for name in [n for n in sys.modules if n.startswith("games.") or n in games.GAME_SHELL]:
        sys.modules.pop(name)  # this test process stands for the fresh VM the badge reloads into
    booted = Console(render=False, nvm=bytearray(con.hw.nvm))
    _badge(booted)
    booted.step(3)
    assert booted.screen_name() == "GameOver" and booted.screen.lines == expected
    assert booted.app.game.began_over and booted.screen.marked  # the last move marked on the board
    booted.hw.advance(1000)
    before = bytes(booted.hw.nvm)
    booted.press(K_A)  # the score sheet, in the same heap: a reload would need a write to say what to boot
    assert booted.screen_name() == "ScoreSheet" and bytes(booted.hw.nvm) == before


@pytest.mark.parametrize("game_id,seed", [("bog", 5), ("frogriders", 4)])
def test_on_a_badge_the_score_sheet_follows_the_final_position_in_its_heap(game_id, seed):
    """On a badge, the final position boots in its fresh heap without a write (the final save asked for it);
    A shows the score sheet there (the same texts and seat colours as in place, the view's code gone), without a
    write; A again opens the launcher in that heap, still without a write: a game's end is the one write of its
    final move. The next start counts the game in the statistics; a reset boots the launcher, not the game."""
    def finish(con, badge):
        launch.launch(con.app, game_id, 2, 0, 0, None, 7)
        con.step(4)
        game = con.app.game
        if badge:
            _badge(con)
        rnd = random.Random(seed)
        while not game.rules.is_over(game.s):
            n = game.rules.legal_actions(game.s, game.buf)
            game.apply(game.buf[rnd.randrange(n)])
        return game

    in_place = Console(render=False)
    game = finish(in_place, False)
    in_place.step()
    assert in_place.screen_name() == "GameOver"
    colors = [game.seat_color(seat) for seat in range(2)]
    in_place.hw.advance(1000)
    in_place.press(K_A)
    assert in_place.screen_name() == "ScoreSheet"
    expected = in_place.texts()

    con = Console(render=False)
    with pytest.raises(_Reloaded):
        finish(con, True)
    for name in [n for n in sys.modules if n.startswith("games.") or n in games.GAME_SHELL]:
        sys.modules.pop(name)  # this test process stands for the fresh VM the badge reloads into
    played = bytes(con.hw.nvm)  # the final move's write
    booted = Console(render=False, nvm=bytearray(played))
    _badge(booted)
    assert booted.screen_name() == "GameOver"
    assert bytes(booted.hw.nvm) == played  # the boot took the request without a write
    booted.hw.advance(1000)
    booted.press(K_A)
    assert booted.screen_name() == "ScoreSheet" and booted.texts() == expected
    assert [booted.app.game.seat_color(seat) for seat in range(2)] == colors
    assert "games.%s.view" % game_id not in sys.modules
    booted.hw.advance(1000)
    booted.press(K_A)  # the launcher, in this heap
    booted.step(2)
    assert booted.app.game is None and booted.screen.items[-1] == "Settings"
    assert bytes(booted.hw.nvm) == played  # no write since the final move
    assert len(saves.spare) == saves.BLOCK_END  # the next start's image, taken while the heap had room
    import stats
    found = stats.scan(booted.hw.nvm, bytearray(stats.RECORD_SIZE))[0]
    assert [k for _seq, k in found] == [stats.PENDING]  # counted from the game area until the next write
    reset = Console(render=False, nvm=bytearray(played), power_on=True)  # switched off on the score sheet
    assert reset.app.game is None and reset.screen.items[-1] == "Settings"
    booted.press(K_A)  # BOG: a new game's start counts the finished one in the same write
    with pytest.raises(_Reloaded):
        booted.press(K_A)
    found = stats.scan(booted.hw.nvm, bytearray(stats.RECORD_SIZE))[0]
    assert len(found) == 1 and found[0][1] != stats.PENDING
    assert booted.app.saves.head()[2] == saves.BOOT_NEW and saves.spare is None  # the image went into the write


def test_on_a_badge_memory_running_short_mid_game_reloads_into_the_last_saved_turn_and_says_so(monkeypatch):
    """A MemoryError while playing on a badge: nothing is written, the badge reloads into the last saved turn
    (a fresh heap), a page says what happened, then A goes on from that turn. A second shortage while that
    resume is starting shows the "press reset" page instead of reloading again (no loop)."""
    con = Console(render=False)
    _start_bog(con)
    con.hw.advance(1000)
    con.press(K_A)
    assert con.screen_name() == "GameScreen"
    game = con.app.game
    game.save()
    n = game.rules.legal_actions(game.s, game.buf)
    game.apply(game.buf[n - 1])  # a step of the game (saved when it ends a turn)
    saved = bytes(con.app.saves.read()[0][0].state)  # the last saved turn
    _badge(con)
    slot = saves.GAME_AT + saves.SLOT_AT
    nvm_before = bytes(con.hw.nvm[slot:slot + saves.SLOT_SIZE])

    def short(key):
        raise MemoryError("memory allocation failed, allocating 1280 bytes")

    monkeypatch.setattr(con.app.screen, "on_key", short)  # whatever screen the game shows now
    with pytest.raises(_Reloaded):
        con.press(K_A)
    assert bytes(con.hw.nvm[slot:slot + saves.SLOT_SIZE]) == nvm_before  # the save is as it was
    monkeypatch.undo()
    for name in [n for n in sys.modules if n.startswith("games.") or n in games.GAME_SHELL]:
        sys.modules.pop(name)  # this test process stands for the fresh VM the badge reloads into
    booted = Console(render=False, nvm=bytearray(con.hw.nvm))
    assert booted.screen_name() == "Pages" and "Memory ran short" in _page_text(booted)
    assert booted.app.game is not None and bytes(booted.app.game.s) == saved
    booted.hw.advance(1000)
    booted.press(K_A)
    assert booted.screen_name() in ("HandOff", "GameScreen") and booted.app.errors == []

    again = Console(render=False, nvm=bytearray(booted.hw.nvm), power_on=True)  # a reset boots the launcher
    assert again.app.game is None

    # the same shortage while the resume itself starts: told on a page, no second reload
    con2 = Console(render=False, nvm=bytearray(booted.hw.nvm), power_on=True)
    assert con2.app.game is None
    _badge(con2)
    import gameloop

    def no_room(*args, **kwargs):
        raise MemoryError("memory allocation failed, allocating 256 bytes")

    monkeypatch.setattr(gameloop, "GameScreen", no_room)
    con2.app.doing = "resume BOG"
    con2.app.fail(MemoryError("memory allocation failed"))
    assert con2.screen_name() == "Pages" and "press reset" in _page_text(con2)


def test_a_games_own_vm_forgets_what_only_starting_and_pausing_need():
    """Booted into a game (a badge): lib/launch.py leaves once the game stands, and the pause menu's code
    (pausemenu.py, menus.py) once the board is back; in place (desktop, the launcher alive) they stay."""
    con = Console(render=False)
    _badge(con)
    con.press(K_A)  # BOG
    with pytest.raises(_Reloaded):
        con.press(K_A)
    for name in ("launch", "pausemenu", "menus"):
        sys.modules.pop(name, None)  # this test process stands for the fresh VM the badge reloads into
    booted = Console(render=False, nvm=con.hw.nvm)
    assert booted.app.game_vm and "launch" not in sys.modules
    booted.press(K_A, K_START)
    assert booted.screen_name() == "Menu" and "pausemenu" in sys.modules and "menus" in sys.modules
    booted.press(K_A)  # Resume
    assert booted.screen_name() == "GameScreen" and "pausemenu" not in sys.modules and "menus" not in sys.modules
    booted.press(K_START, K_DOWN, K_A)  # the rules summary loads them again
    assert booted.screen_name() == "Pages" and booted.texts()[0] == "BOG rules"
    in_place = Console(render=False)
    _start_bog(in_place)
    in_place.press(K_A, K_START, K_A)
    assert not in_place.app.game_vm and "launch" in sys.modules and "menus" in sys.modules


def test_on_a_badge_resume_checks_the_save_then_reloads_into_it():
    """Resume on a badge: the save is checked before the reload (a refused one stays listed, no reload);
    a good one is resumed in the fresh App from the request."""
    con = Console(render=False)
    _start_bog(con)
    con.press(K_A)
    game = con.app.game
    n = game.rules.legal_actions(game.s, game.buf)
    game.apply(game.buf[0])
    game.save()
    saved = bytes(game.s)
    con.app.home()
    _badge(con)
    with pytest.raises(_Reloaded):
        con.press(K_A)  # Resume BOG
    booted = Console(render=False, nvm=con.hw.nvm)
    assert booted.app.game is not None and bytes(booted.app.game.s) == saved and n > 0


def test_on_a_badge_a_refused_save_is_told_without_a_reload(monkeypatch):
    """A save refused by its check on a badge is shown and listed as on the desktop; the badge does not reload."""
    con = Console(render=False)
    _start_bog(con)
    con.press(K_A)
    con.app.game.save()
    con.app.home()
    _badge(con)
    monkeypatch.setattr(launch, "check_record", lambda record: (None, "bad"))
    con.press(K_A)  # Resume: refused, no _Reloaded raised
    assert con.screen_name() == "Pages" and "bad" in _page_text(con) and con.app.game is None


def test_a_damaged_start_request_boots_the_launcher():
    """A request whose CRC fails (damaged in NVM) is ignored: the launcher opens."""
    con = Console(render=False)
    _badge(con)
    con.press(K_A)
    with pytest.raises(_Reloaded):
        con.press(K_A)
    con.hw.nvm[saves.GAME_AT + 9] ^= 0xFF
    booted = Console(render=False, nvm=con.hw.nvm)
    assert booted.app.game is None and booted.screen.items[-1] == "Settings"


@pytest.mark.parametrize("gid", [row[0] for row in games.GAMES])
def test_the_board_comes_back_from_the_table_page_pixel_for_pixel(gid):
    """The table page frees the board's display objects (cover_board); the board built again after it
    shows exactly the pixels it showed before, in every game."""
    con = Console()
    con.screen.index = [row[0] for row in games.GAMES].index(gid)
    con.press(K_A)
    for _ in range(8):  # the player count, the options, the Seats step: the first choice each time
        if con.app.game is not None:
            break
        con.press(K_A)
    while con.screen_name() == "HandOff":
        con.press(K_A)
    assert con.screen_name() == "GameScreen"
    con.hw.refresh()
    before = [con.hw.pixel_rgb(x, y) for y in range(128) for x in range(160)]
    con.press(K_SELECT)
    assert con.screen_name() == "Pages" and con.app.game.view is None
    con.press(K_B)
    assert con.screen_name() == "GameScreen" and con.app.game.view is not None
    con.hw.refresh()
    assert [con.hw.pixel_rgb(x, y) for y in range(128) for x in range(160)] == before


@pytest.mark.parametrize("gid,grid", [("bog", "deck_tile"), ("frogriders", "pond")])
def test_a_board_built_again_reuses_the_sprite_sheets_drawn_once_a_game(gid, grid):
    """The board is built again after every hand-off or CPU turn: its sprite sheets (drawn pixel by pixel,
    about a second on a badge) are drawn once a game, their tiles.py forgotten, and go with the view."""
    Console(render=False)
    games.unload(gid)
    rules = games.load_rules(gid)
    view = games.load_view(gid)
    first = view.BoardView(rules, 2)
    assert "games.%s.tiles" % gid not in sys.modules  # its code left the heap once the sheets were drawn
    again = view.BoardView(rules, 2)
    assert getattr(again, grid).bitmap is getattr(first, grid).bitmap
    assert getattr(again, grid).pixel_shader is getattr(first, grid).pixel_shader
    games.unload(gid)  # the game left: the next one draws its own
    fresh = games.load_view(gid).BoardView(games.load_rules(gid), 2)
    assert getattr(fresh, grid).bitmap is not getattr(first, grid).bitmap
    games.unload(gid)


def test_shared_palettes_live_in_slots_made_at_boot():
    """Labels and shapes of the same colours share one palette; past the 48 slots made at boot a palette is
    made but not shared (no table grows mid-game); recolouring a shared palette is refused; forgetting frees
    every slot."""
    import glyphtext

    import ui

    glyphtext.forget_palettes()
    assert ui.colors(0x123456, 0) is ui.colors(0x123456, 0)
    assert ui.colors(0x123456, 0) is not ui.colors(0x123456)  # another background: another palette
    assert ui.palette(0x123456) is ui.palette(0x123456) and glyphtext.is_shared(ui.palette(0x123456))
    shape = ui.rect(0, 0, 4, 4, 0x123456)
    with pytest.raises(ValueError):
        ui.recolor(shape, 0x654321)
    many = [ui.colors(c, 0) for c in range(100)]
    assert many[10] is ui.colors(10, 0)  # still in a slot
    assert ui.colors(99, 0) is not many[99] and ui.colors(99, 0)[1] == 99  # made, not shared
    glyphtext.forget_palettes()
    assert not glyphtext.is_shared(many[10]) and ui.colors(10, 0) is not many[10]


def test_texts_from_the_rules_name_the_seats_by_their_names():
    """The rules write seats as P1, P2 (they import no UI); the recap and the score sheet show each such word
    as the seat's name (CPU seats as CPU n), and leave every other P alone."""
    import ui

    names, cpus = list(ui.SEAT_NAMES), list(ui.CPU_SEATS)
    try:
        ui.SEAT_NAMES[:] = ["ANA", "", "WILHELMA"]
        ui.CPU_SEATS[:] = [1]
        assert ui.named("Team P1+P3 reached 15 (P2's QS). P10 went out") == \
            "Team ANA+WILHELMA reached 15 (CPU2's QS). P10 went out"
        assert ui.named("Give 1 rabbit to P3") == "Give 1 rabbit to WILHELMA"
        assert ui.named("PP2, P2x, Play P1") == "PP2, P2x, Play ANA"
        assert ui.named("no seat here") == "no seat here"
    finally:
        ui.SEAT_NAMES[:] = names
        ui.CPU_SEATS[:] = cpus


def test_a_seat_has_one_name_and_a_shortened_name_shows_it():
    """A CPU seat is "CPU2" in every header and sentence alike (never "CPU 2" here and "CPU2" there); a name cut
    to fit ends in "." ("WIL.", "C2."), the CPU's number kept: BOG's header with a two-digit score says "C2. 12"."""
    import ui

    names, cpus = list(ui.SEAT_NAMES), list(ui.CPU_SEATS)
    try:
        ui.SEAT_NAMES[:] = ["WILHELMA", "", ""]
        ui.CPU_SEATS[:] = [1]
        assert {ui.seat_name(1, w) for w in (0, 4, 5, 9)} == {"CPU2"}
        assert ui.seat_name(1, 3) == "C2." and ui.seat_name(1, 2) == "C2"
        assert ui.seat_name(0, 4) == "WIL." and ui.seat_name(2, 3) == "P3"
        assert ui.named("P2 takes F3") == "CPU2 takes F3"
        ui.CPU_SEATS[:] = [9]
        assert ui.seat_name(9) == "CPU10" and ui.seat_name(9, 4) == "C10." and ui.seat_name(9, 3) == "C10"
        for seat in range(3):
            for width in range(2, 9):
                name = ui.seat_name(seat, width)
                assert len(name) <= width
                whole = ui.seat_name(seat)
                assert name == whole or name.endswith(".") or width <= 2, (seat, width, name)
    finally:
        ui.SEAT_NAMES[:] = names
        ui.CPU_SEATS[:] = cpus


def test_the_status_line_is_never_cut_by_its_more_count():
    """Issue 38.1: "Saut en L, prendre bleue +1 choix" ran past 26 columns; " +1 more" shows only where it fits
    (A lists the choices anyway), and the face-down gift of Bunny Boom says whole who gets it in both languages."""
    import types

    import cursor

    import ui
    from games.bunnyboom import fr as bunny_fr

    for words, whole in (("L-jump, take blue", "L-jump, take blue +1 more"), ("Saut en L, prendre bleue", None)):
        rules = types.SimpleNamespace(describe=lambda s, a, w=words: w)
        game = types.SimpleNamespace(message="", target_actions=[[7, 8]], cursor=0, rules=rules, s=None)
        assert cursor.status_text(game) == (whole or words)
    for text in ("gives P%d a face-down card", bunny_fr.TEXTS["gives P%d a face-down card"]):
        assert len(text % 4) <= ui.COLUMNS, text
