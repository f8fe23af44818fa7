"""The device experience: settings in NVM, sound cues, idle dimming, battery, recovery, memory, loop hooks."""

import random
import sys

from console import Console
from recap import log_text

import app as app_module
import games
import saves
import settings as settings_module
import ui
from keys import K_A, K_B, K_DOWN, K_LEFT, K_RIGHT, K_START, K_UP
from settings import BASE, FIELDS, RECORD_SIZE, Settings


def _blank_nvm():
    """The NVM of a badge that has booted once and holds nothing yet."""
    import nvmblock
    return nvmblock.fresh()


def _open_settings(con):
    """From the launcher's first row, go up (the list wraps) to "Settings" and open it."""
    assert con.screen_name() == "Menu"
    con.press(K_UP)
    assert con.screen.items[con.screen.index] == "Settings"
    con.press(K_A)
    assert con.screen.items[0].startswith("Screen")


def _start_bog(con):
    """From the launcher: choose BOG and start it; stop on the first hand-off."""
    con.press(K_A, K_A)  # BOG, then the Seats step's Next (every seat a person)
    assert con.screen_name() == "HandOff"


# ------------------------------------------------------------------------------------------ settings


def test_settings_record_sits_after_the_block_header_and_round_trips():
    """The record starts where the block header ends (page 0), survives a reload, and saves never touch it."""
    assert BASE == saves.HEAD_SIZE and BASE + RECORD_SIZE <= 128
    nvm = _blank_nvm()
    s = Settings(nvm)
    assert [s.get(f[0]) for f in FIELDS] == [f[4] for f in FIELDS] and s.message == ""
    s.set("screen", 4)
    s.set("hourglass", 45)
    s.set_name(0, "ana")
    s.set_name(3, "Zoé-long-name")
    assert s.save() is True
    assert s.save() is False  # nothing changed: no second erase/write cycle
    record = bytes(nvm[BASE:BASE + RECORD_SIZE])
    store = saves.SaveStore(nvm)
    for _ in range(3):
        store.write("bog", 2, 0, 1, bytearray(93))
    assert bytes(nvm[BASE:BASE + RECORD_SIZE]) == record
    again = Settings(nvm)
    assert again.get("screen") == 4 and again.get("hourglass") == 45
    assert again.names[0] == "ANA" and again.names[3] == "ZO -LONG"
    assert store.read()[0][0].game_id == "bog"


def test_settings_values_stay_in_range_and_the_screen_never_goes_dark():
    """Steps clamp at both ends; the screen brightness stops at 1, the LEDs may go to 0."""
    s = Settings(_blank_nvm())
    for _ in range(20):
        s.step("screen", -1)
        s.step("leds", -1)
        s.step("hourglass", 1)
    assert s.get("screen") == 1 and s.get("leds") == 0 and s.get("hourglass") == 120
    s.step("hourglass", -1)
    assert s.get("hourglass") == 115


def test_corrupt_settings_give_defaults_and_say_so():
    """Every flipped byte and every truncation of the record loads the defaults with a message, never garbage."""
    nvm = _blank_nvm()
    s = Settings(nvm)
    s.set("volume", 9)
    s.set_name(1, "BOB")
    s.save()
    good = bytes(nvm[BASE:BASE + RECORD_SIZE])
    for i in range(RECORD_SIZE):
        bad = bytearray(good)
        bad[i] ^= 0x5A
        probe = Settings(_blank_nvm())
        assert probe.decode(bad) == "corrupt", i
        assert probe.get("volume") == 5 and probe.names[1] == ""
    for n in range(RECORD_SIZE):
        assert Settings(_blank_nvm()).decode(good[:n]) in ("truncated", "corrupt")
    nvm[BASE + 5] ^= 1
    loaded = Settings(nvm)
    assert loaded.message == "Settings corrupt: defaults restored"
    con = Console(nvm=nvm)
    assert con.screen_name() == "Pages" and "Settings corrupt: defaults restored" in " ".join(con.texts())


def test_settings_screen_changes_values_live_and_keeps_them_after_power_off():
    """Left/Right change brightness, LEDs, sound and hourglass at once; B writes them; a new boot reads them."""
    nvm = _blank_nvm()
    con = Console(nvm=nvm)
    assert con.hw.display.brightness == 0.8
    _open_settings(con)
    con.press(K_RIGHT)
    assert con.hw.display.brightness == 0.9
    assert con.screen.items[0] == "Screen    < 9/10 >"
    con.press(K_DOWN, K_LEFT, K_LEFT)
    assert abs(con.hw.pixels.brightness - 0.3 * 1 / 10) < 1e-9
    con.press(K_DOWN, K_LEFT)  # sound off
    assert con.screen.items[2] == "Sound     < off >"
    con.press(K_DOWN, K_DOWN, K_RIGHT, K_RIGHT)
    assert con.screen.items[4] == "Hourglass < 40 s >"
    assert bytes(nvm[BASE:BASE + 2]) == b"\xff\xff"  # nothing written while adjusting
    con.press(K_B)
    assert con.screen_name() == "Menu" and con.screen.items[0] == "BOG"
    reboot = Console(nvm=nvm)
    s = reboot.app.settings
    assert (s.get("screen"), s.get("leds"), s.get("sound"), s.get("hourglass")) == (9, 1, 0, 40)
    assert reboot.hw.display.brightness == 0.9


def test_player_names_are_entered_with_the_d_pad_and_used_on_hand_offs_and_score_sheets():
    """P1 becomes "ANA" letter by letter; the hand-off and the score sheet say ANA instead of P1."""
    nvm = _blank_nvm()
    con = Console(nvm=nvm, render=False)
    _open_settings(con)
    con.press(*([K_DOWN] * 5), K_A)  # Player names
    assert con.screen.items[0] == "P1: -"
    con.press(K_A)
    assert con.screen_name() == "NameEditor"
    con.press(K_UP, K_RIGHT, *([K_UP] * 14), K_RIGHT, K_UP)  # A, N, A
    assert con.screen.name() == "ANA"
    con.press(K_A)
    assert con.screen.items[0] == "P1: ANA"
    con.press(K_A, K_RIGHT, K_DOWN, K_B)  # edit P1 again but cancel: the name stays
    assert con.screen.items[0] == "P1: ANA"
    assert Settings(nvm).names[0] == "ANA"
    con.press(K_B, K_B)
    assert con.screen.items[0] == "BOG"
    _start_bog(con)
    assert "ANA" in con.texts() and "A: I am ANA" in con.texts()
    assert ui.seat_name(1) == "P2"
    rnd = random.Random(3)
    for _ in range(2000):
        if con.screen_name() == "ScoreSheet":
            break
        if con.screen_name() in ("HandOff", "GameOver"):
            con.press(K_A)
            continue
        game = con.app.game
        n = game.rules.legal_actions(game.s, game.buf)
        game.apply(game.buf[rnd.randrange(n)])
        con.step()
    assert con.screen_name() == "ScoreSheet"
    assert "ANA" in con.texts() and "P2" in con.texts()


# ------------------------------------------------------------------------------------------ sound


def test_sound_cues_play_without_blocking_and_mute_is_respected():
    """A move plays a short tone that stops by itself a few frames later; with sound off nothing plays."""
    con = Console()
    _start_bog(con)
    con.press(K_A)
    con.hw.tones.clear()
    con.app.sound.played.clear()
    con.press(K_B)  # nothing to undo
    assert con.app.sound.played == ["invalid"] and con.hw.tones == [(180, 0.5)]
    assert con.hw.tone_on
    con.step(10)
    assert not con.hw.tone_on
    game = con.app.game
    game.rules.legal_actions(game.s, game.buf)
    con.press(K_A)
    assert con.app.sound.played[-1] in ("move", "score", "capture", "handoff")
    con.app.settings.set("sound", 0)
    con.hw.tones.clear()
    con.press(K_B)
    assert con.hw.tones == []


def test_volume_setting_scales_the_tone():
    """The volume goes to the board as a fraction."""
    con = Console()
    con.app.settings.set("volume", 2)
    con.app.sound.play("move")
    assert con.hw.tones[-1] == (660, 0.2)


# ------------------------------------------------------------------------------------------ idle


def test_idle_dims_and_the_waking_key_does_nothing_else():
    """After three minutes without a key the screen dims and the LEDs go dark; a key wakes without acting."""
    con = Console()
    _start_bog(con)
    con.press(K_A)
    game = con.app.game
    cursor = game.cursor
    lit = con.hw.led_colors()
    assert any(any(c) for c in lit)
    con.hw.advance(app_module.IDLE_MS)
    con.step(2)
    assert con.app.asleep and con.hw.display.brightness <= 0.02
    assert all(c == (0, 0, 0) for c in con.hw.led_colors())
    con.press(K_RIGHT)
    assert not con.app.asleep and con.hw.display.brightness == 0.8
    assert game.cursor == cursor and con.screen is game
    assert con.hw.led_colors() == lit
    con.press(K_RIGHT)
    assert game.cursor != cursor or len(game.target_ids) == 1


def test_about_this_badge_counts_the_cpu_fallbacks():
    """Settings -> About this badge: "CPU fallbacks: 0", or the count and the last error's name once a CPU's
    search failed (games.CPU_FALLBACKS, kept when lib/cpu.py leaves the heap), every line in 26 columns."""
    con = Console(render=False)
    _open_settings(con)
    con.screen.index = con.screen.items.index("About this badge")
    con.press(K_A)
    assert con.screen_name() == "Pages" and "CPU fallbacks: 0" in con.screen.lines
    con.press(K_A)
    games.CPU_FALLBACKS[:] = [2, "ValueError: illegal action 22"]
    con.screen.index = con.screen.items.index("About this badge")
    con.press(K_A)
    lines = con.screen.lines
    i = lines.index("CPU fallbacks: 2, last")
    assert lines[i + 1] == "ValueError"
    assert all(len(line) <= ui.COLUMNS for line in lines[i:i + 2])
    games.CPU_FALLBACKS[:] = [0, ""]  # set on purpose: the suite's check (conftest) must not fail this test


# ------------------------------------------------------------------------------------------ battery


def test_battery_voltage_in_the_launcher_corner():
    """3.87 V shows as 3.8V, USB power as USB, and nothing when the board cannot measure."""
    con = Console()
    assert not any(t.endswith("V") or t == "USB" for t in con.texts())
    con.hw.battery = 3.87
    con.app.home()
    con.step()
    assert "3.8V" in con.texts()
    con.hw.battery = 5.02
    con.app.home()
    con.step()
    assert "USB" in con.texts()


def test_a_badge_charging_on_usb_says_usb_from_the_firmware_not_the_voltage():
    """On USB the cell charges at about 4.2 V: supervisor.runtime.usb_connected says USB, not the volts; on
    battery (usb_connected False) even 4.4 V reads as volts."""
    con = Console()
    con.hw.battery = 4.2
    con.hw.usb = True
    con.app.home()
    con.step()
    assert "USB" in con.texts() and "4.2V" not in con.texts()
    con.hw.usb = False
    con.hw.battery = 4.41
    con.app.home()
    con.step()
    assert "4.4V" in con.texts() and "USB" not in con.texts()


# ------------------------------------------------------------------------------------------ recovery


def test_a_game_that_raises_returns_to_the_launcher_with_the_save_intact(monkeypatch):
    """An exception in the view names the game and the exception; the last saved turn can be resumed."""
    con = Console()
    _start_bog(con)
    con.press(K_A)
    game = con.app.game
    saved = bytes(game.s)
    con.app.saves.write("bog", 2, 0, game.rules.STATE_VERSION, game.s)

    def broken(*args):
        raise RuntimeError("view exploded")

    monkeypatch.setattr(game.view, "draw", broken)
    con.press(K_RIGHT)
    assert con.screen_name() == "Pages"
    assert "BOG stopped: RuntimeError: view exploded" in " ".join(con.texts())
    assert con.app.errors and "games.bog.rules" not in sys.modules
    con.press(K_A)
    assert con.screen.items[0] == "Resume BOG (2P)"
    record = con.app.saves.read()[0][0]
    assert bytes(record.state) == saved
    con.app.errors.clear()


def test_start_held_two_seconds_returns_home_from_the_settings_and_the_name_editor():
    """The long Start works on every screen, not only in games."""
    con = Console()
    _open_settings(con)
    con.press(*([K_DOWN] * 5), K_A, K_A)
    assert con.screen_name() == "NameEditor"
    con.hw.hold(K_START)
    for _ in range(110):
        con.step()
    con.hw.release(K_START)
    con.step(2)
    assert con.screen_name() == "Menu" and con.screen.items[0] == "BOG"


# ------------------------------------------------------------------------------------------ memory


def test_only_the_running_game_is_imported_and_free_heap_is_noted(monkeypatch):
    """Starting BOG imports it, going home frees it; the device path records the free heap at each moment."""
    heap = [150000]
    monkeypatch.setattr(app_module, "mem_free", lambda: heap[0])
    games.unload("bog")  # other tests of this process imported it
    con = Console()
    assert con.app.memory == [("start-up", 150000)]
    assert not any(name.startswith("games.bog") for name in sys.modules)
    heap[0] = 131000
    _start_bog(con)
    assert "games.bog.rules" in sys.modules and "games.bog.view" in sys.modules
    assert con.app.memory[-1] == ("starting bog", 131000)
    con.app.home()
    assert not any(name.startswith("games.bog") for name in sys.modules)
    _open_settings(con)
    con.press(*([K_DOWN] * 6), K_A)
    assert "131000 B free after starting bog" in " ".join(con.texts())


# ------------------------------------------------------------------------------------------ loop hooks


def test_public_decision_skips_the_hand_off(monkeypatch):
    """When the rules say a decision shows nothing private, the loop goes straight to the board."""
    con = Console()
    _start_bog(con)
    con.press(K_A)
    game = con.app.game
    monkeypatch.setattr(game.rules, "public_decision", lambda s: True, raising=False)
    mover = game.rules.current_player(game.s)
    while game.rules.current_player(game.s) == mover:
        n = game.rules.legal_actions(game.s, game.buf)
        game.apply(game.buf[0])
    assert con.screen is game and game.seat_shown == -1
    monkeypatch.setattr(game.rules, "public_decision", lambda s: False)
    seat = game.rules.current_player(game.s)
    while game.rules.current_player(game.s) == seat:
        n = game.rules.legal_actions(game.s, game.buf)
        game.apply(game.buf[n - 1])
    assert con.screen_name() == "HandOff"  # a private step after a public one always asks for the badge


def test_hourglass_drains_the_leds_and_times_out_once(monkeypatch):
    """A timed decision starts after the hand-off, drains the 5 LEDs, calls time_out once, and pauses when paused."""
    calls = []
    con = Console()
    con.app.settings.set("hourglass", 10)
    _start_bog(con)
    game = con.app.game
    rules = game.rules
    monkeypatch.setattr(rules, "timed", lambda s: True, raising=False)

    def time_out(s):
        calls.append(bytes(s))
        s[rules.P_TURNS] = s[rules.P_TURNS]  # the penalty is the rules' business; the state stays valid

    monkeypatch.setattr(rules, "time_out", time_out, raising=False)
    con.hw.advance(5000)
    con.step()
    assert con.screen_name() == "HandOff" and calls == []  # the hand-off does not count
    con.press(K_A)
    assert con.screen is game and 9900 <= game.timer_left <= 10000
    con.hw.advance(5000)
    con.step()
    lit = sum(1 for c in con.hw.led_colors() if any(c))
    assert 2 <= lit <= 3
    con.press(K_START)  # pause: the sand waits
    con.hw.advance(60000)
    con.step()
    assert calls == []
    con.press(K_A)  # resume
    assert calls == [] and 4000 <= game.timer_left <= 5000
    con.hw.advance(6000)
    con.step(2)
    assert len(calls) == 1 and game.message == "Time is up!"
    con.hw.advance(20000)
    con.step(2)
    assert len(calls) == 1
    assert game.log[-1][1] == -1 and "ran out of time" in log_text(game.rules, game.log[-1][0], game.turn_start, -1, 1)


def test_settings_module_is_light():
    """The settings module keeps a fixed record size (a layout change must change the format number)."""
    assert RECORD_SIZE == 102 and settings_module.SETTINGS_FORMAT == 3
    assert len(Settings(_blank_nvm()).encode()) == RECORD_SIZE
    assert games.GAMES[0][0] == "bog"


def test_a_view_may_own_keys_but_only_legal_actions_are_applied(monkeypatch):
    """The view's on_key hook: None leaves the key to the loop, -1 redraws, a legal action is applied,
    anything else is refused with the state unchanged."""
    con = Console()
    _start_bog(con)
    con.press(K_A)
    game = con.app.game
    answers = []
    monkeypatch.setattr(game.view, "on_key", lambda v, seat, key, legal: answers.pop(0), raising=False)
    before = bytes(game.s)
    cursor = game.cursor
    answers.append(-1)
    con.press(K_RIGHT)
    assert game.cursor == cursor and bytes(game.s) == before  # the view used the key
    answers.append(9999)
    con.press(K_A)
    assert bytes(game.s) == before and game.message == "Not allowed now"
    answers.append(None)
    con.press(K_RIGHT)
    assert game.cursor != cursor or len(game.target_ids) == 1  # the loop moved its cursor
    n = game.rules.legal_actions(game.s, game.buf)
    answers.append(game.buf[n - 1])
    con.press(K_A)
    assert bytes(game.s) != before


def test_co_operative_headline_replaces_the_winner_line(monkeypatch):
    """A rules module's headline(s) ("Lost", "Won: Maitre Boussanga") stands where "Winner:" would."""
    from scoresheet import ScoreSheet

    con = Console()
    _start_bog(con)
    game = con.app.game
    rules = game.rules
    rnd = random.Random(2)
    while not rules.is_over(game.s):
        n = rules.legal_actions(game.s, game.buf)
        rules.apply(game.s, game.buf[rnd.randrange(n)])
    monkeypatch.setattr(rules, "headline", lambda s: "Lost: 16 points", raising=False)
    sheet = ScoreSheet(game)
    con.app.show(sheet)
    con.step()
    assert "Lost: 16 points" in con.texts() and not any(t.startswith("Winner") for t in con.texts())
    monkeypatch.setattr(rules, "headline", lambda s: "")
    con.app.show(ScoreSheet(game))
    con.step()
    assert any(t.startswith("Winner") for t in con.texts())


def test_score_sheet_for_ten_seats_pages_every_player_best_first():
    """More than 4 seats: one paragraph per seat, best total first, scrolled with Up/Down; A goes home."""
    import gameloop

    con = Console(render=False)
    rules = games.load_rules("lebog")
    s = rules.new_state(10, 3, 0)
    rnd = random.Random(1)
    buf = [0] * rules.MAX_LEGAL
    while not rules.is_over(s):
        n = rules.legal_actions(s, buf)
        rules.apply(s, buf[rnd.randrange(n)])
    gameloop.GameScreen(con.app, "lebog", rules, 10, 0, s).begin()
    con.step()
    assert con.screen_name() == "GameOver"  # the final position first
    con.press(K_A)
    assert con.screen_name() == "ScoreSheet"
    lines = con.screen.pages.lines
    seats = [line.split(":")[0] for line in lines if line[:1] == "P" and ": Chips" in line]
    assert sorted(seats) == sorted("P%d" % (i + 1) for i in range(10))
    totals = rules.scores(s)
    assert [totals[int(name[1:]) - 1] for name in seats] == sorted(totals, reverse=True)
    assert lines[0].startswith("Winner")
    con.press(K_DOWN)
    assert con.screen.pages.top > 0 and con.screen_name() == "ScoreSheet"
    con.press(K_A)
    assert con.screen_name() == "Menu"


def test_corner_marks_frame_a_box_and_hide_without_one():
    """The shared cursor: four brackets of two arms each start hidden, sit just outside the box's corners (a
    2-pixel core between two rims: 4 pixels), and an unchanged box touches nothing (so it redraws nothing)."""
    from brackets import corner_marks, place_corners

    marks = corner_marks(4, thickness=2)
    assert len(marks) == 8 and all(m.hidden for m in marks)
    box = place_corners(marks, 4, None, (10, 20, 30, 16))
    assert box == (10, 20, 30, 16) and not any(m.hidden for m in marks)
    # arms across (8 x 4, corner included), then arms along the sides (4 x 4)
    assert [(m.x, m.y, m.tile_width, m.tile_height) for m in marks] == [
        (6, 16, 8, 4), (36, 16, 8, 4), (6, 36, 8, 4), (36, 36, 8, 4),
        (6, 20, 4, 4), (40, 20, 4, 4), (6, 32, 4, 4), (40, 32, 4, 4)]
    marks[0].x = 99  # a changed mark stays as it is when the box did not change
    assert place_corners(marks, 4, box, (10, 20, 30, 16)) == box and marks[0].x == 99
    assert place_corners(marks, 4, box, None) is None and all(m.hidden for m in marks)
