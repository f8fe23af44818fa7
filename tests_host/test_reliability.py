"""Reliability of the whole console, for every registered game: random key streams through the real
launcher, loop and views; a save slot cut short or damaged at every byte; foreign and old saves refused.

POCKETBOG_FUZZ=N multiplies the key streams (N=1 by default; CI keeps 1, a soak run uses 20 or more).
"""

import os
import random

import pytest
from console import Console, assert_handoff_shows_nothing_private

import games
import launch
import saves
from keys import K_A, K_B, K_DOWN, K_LEFT, K_RIGHT, K_SELECT, K_START, K_UP

FUZZ = max(1, int(os.environ.get("POCKETBOG_FUZZ", "1")))
GAME_IDS = [row[0] for row in games.GAMES]
_WEIGHTED_KEYS = [K_A] * 10 + [K_RIGHT, K_LEFT, K_UP, K_DOWN] * 2 + [K_B, K_START, K_SELECT]


def _enter_game(con, gid, rnd):
    """From the launcher: resume this game's save when offered, else start it with random seats/options."""
    menu = con.screen
    title = games.find(gid)[1]
    resume = [i for i, item in enumerate(menu.items) if item.startswith("Resume %s " % title)]
    index = resume[0] if resume else menu.items.index(title)
    menu.index = index
    con.press(K_A)
    if con.screen_name() == "SetupScreen":  # seat count, options and seats: rows changed at random, then A
        for _ in range(rnd.randrange(12)):
            con.press(rnd.choice((K_RIGHT, K_LEFT, K_UP, K_DOWN)))
        con.press(K_A)


@pytest.mark.parametrize("gid", GAME_IDS)
def test_random_key_streams_never_break_a_game(gid):
    """Presses, holds and bursts of random keys: no exception, check() after every frame, private hand-offs,
    and several whole games finished per title."""
    rnd = random.Random(gid)
    con = Console(render=False, seed=7)
    finished = 0
    handoffs = 0
    private = False  # a game with secrets between two persons was played
    target = 3 * FUZZ
    frames = 0
    while finished < target:
        frames += 1
        assert frames < 60000 * FUZZ, "%s: only %d games finished" % (gid, finished)
        name = con.screen_name()
        game = con.app.game
        if game is None and name == "Menu" and con.screen.items and con.screen.items[-1] == "Settings":
            _enter_game(con, gid, rnd)
            continue
        if name == "ScoreSheet":
            finished += 1
            con.press(K_A)
            continue
        if name == "HandOff":
            assert_handoff_shows_nothing_private(con)
            handoffs += 1
        roll = rnd.random()
        if roll < 0.08:  # a burst: many keys in one frame, as a mashing hand does
            for _ in range(rnd.randrange(5, 16)):
                con.hw.press(rnd.choice(_WEIGHTED_KEYS))
            con.step()
        elif roll < 0.11:  # a hold: d-pad repeat, or a long Start that goes home
            key = rnd.choice((K_RIGHT, K_DOWN, K_START, K_A))
            con.hw.hold(key)
            for _ in range(rnd.randrange(10, 130)):
                con.step()
            con.hw.release(key)
            con.step()
        else:
            if name == "HandOff":
                con.hw.advance(700)
            con.press(rnd.choice(_WEIGHTED_KEYS))
        assert con.app.errors == [], con.app.errors
        if con.app.game is not None:
            con.app.game.rules.check(con.app.game.s)
            private |= con.app.game.hidden  # two persons or more (random keys also make CPU seats)
    assert handoffs > 0 or not private


# ------------------------------------------------------------------------------------------ saves


def _mid_game(gid, steps=25, seed=5):
    """A real state some steps into a game at its most seats, with the rules module."""
    rules = games.load_rules(gid)
    players = games.find(gid)[3]
    s = rules.new_state(players, seed, 0)
    rnd = random.Random(seed)
    buf = [0] * rules.MAX_LEGAL
    for _ in range(steps):
        if rules.is_over(s):
            break
        n = rules.legal_actions(s, buf)
        rules.apply(s, buf[rnd.randrange(n)])
    return rules, players, s


def _two_turns(gid):
    """NVM (a formatted block) that held turn N, then turn N+1; the NVM as turn N left it, and both states."""
    import nvmblock

    rules, players, s = _mid_game(gid)
    nvm = nvmblock.fresh()
    store = saves.SaveStore(nvm)
    turn_n = bytes(s)
    store.write(gid, players, 0, rules.STATE_VERSION, s)
    before = bytes(nvm)
    buf = [0] * rules.MAX_LEGAL
    n = rules.legal_actions(s, buf)
    if n:
        rules.apply(s, buf[0])
    store.write(gid, players, 0, rules.STATE_VERSION, s)
    return rules, players, nvm, turn_n, bytes(s), before


@pytest.mark.parametrize("gid", GAME_IDS)
def test_a_slot_truncated_or_with_any_byte_flipped_is_ignored_as_corrupt(gid):
    """Truncated at every length, or any single byte flipped (all bits, or one bit): "corrupt, ignored",
    never a record of another game or a state the game never had."""
    rules, players, nvm, turn_n, turn_n1, _before = _two_turns(gid)
    at = saves.GAME_AT + saves.SLOT_AT
    slot = bytes(nvm[at:at + saves.SLOT_SIZE])
    length = saves.HEADER_SIZE + len(turn_n1) + saves.SEATS_SIZE
    for cut in range(length):
        record, reason = saves.decode(slot[:cut], 1)
        assert record is None and reason in ("truncated", "corrupt"), cut
    for i in range(length):
        for mask in (0xFF, 1 << (i % 8)):
            bad = bytearray(slot)
            bad[i] ^= mask
            record, reason = saves.decode(bad, 1)
            assert record is None and reason == "corrupt", (i, mask)
            nvm[at:at + saves.SLOT_SIZE] = bad
            records, messages = saves.SaveStore(nvm).read()
            assert records == [] and messages == ["Save corrupt: ignored"]
    nvm[at:at + saves.SLOT_SIZE] = slot


@pytest.mark.parametrize("gid", GAME_IDS)
def test_power_lost_before_the_turn_is_written_resumes_the_previous_turn(gid):
    """The badge boots on the last written turn and offers to resume it."""
    rules, players, _nvm, turn_n, _turn_n1, before = _two_turns(gid)
    con = Console(nvm=bytearray(before), render=False)  # turn N+1's write never began
    title = games.find(gid)[1]
    assert con.screen.items[0] == "Resume %s (%dP)" % (title, players)
    con.press(K_A)
    assert bytes(con.app.game.s) == turn_n
    con.app.home()


@pytest.mark.parametrize("gid", GAME_IDS)
def test_saves_of_another_game_version_or_size_are_refused_by_name(gid):
    """Another format version, an unknown game, a wrong size or a failing check: refused, naming the game."""
    rules, players, s = _mid_game(gid)
    title = games.find(gid)[1]

    def record(game_id=gid, version=rules.STATE_VERSION, state=s, n=players):
        raw = saves.encode(game_id, n, 0, version, bytearray(state), 3)
        return saves.decode(raw)[0]

    assert launch.check_record(record())[1] == ""
    mod, why = launch.check_record(record(version=(rules.STATE_VERSION + 1) & 0xFF))
    assert mod is None and why.startswith("%s save is format v" % title) and why.endswith("refused")
    mod, why = launch.check_record(record(game_id="zzz"))
    assert mod is None and why == "Save from unknown game 'zzz': refused"
    mod, why = launch.check_record(record(state=bytes(s) + b"\x00"))
    assert mod is None and why == "%s save has the wrong size: refused" % title
    mod, why = launch.check_record(record(n=games.find(gid)[3] + 1))
    assert mod is None and why == "%s save has the wrong size: refused" % title
    broken = bytearray(s)
    for i in range(len(broken)):  # some byte whose change breaks an invariant the check knows
        probe = bytearray(s)
        probe[i] = (probe[i] + 77) & 0xFF
        try:
            rules.check(probe)
        except ValueError:
            broken = probe
            break
    assert broken != bytearray(s), "%s: check() accepts any change of any single byte" % gid
    mod, why = launch.check_record(record(state=broken))
    assert mod is None and why.startswith("%s save fails its check (" % title)
