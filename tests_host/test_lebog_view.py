"""Le Bog's view and console: the view's constants, what it hides, the settlement page, and whole games
played by keys through the real launcher and loop (headless board)."""

import random

import displayio
import pytest
from console import Console, assert_handoff_shows_nothing_private
from lebog_build import build, card, legal

import games
import ui
from games.lebog import pages, rules, showdown, table, view
from keys import K_A, K_B, K_DOWN, K_LEFT, K_RIGHT, K_UP


def _board(players):
    """A BoardView on a fresh headless console."""
    Console(render=False)
    return view.BoardView(rules, players)


def _texts(group):
    """Every text shown in a group (labels and TextLines), depth first."""
    out = []
    for layer in group:
        if getattr(layer, "hidden", False):
            continue
        if isinstance(layer, displayio.Group):
            out += _texts(layer)
        elif hasattr(layer, "text") and layer.text:
            out.append(layer.text)
    return out


def _line_texts(bv):
    """Texts of the view's TextLines (top, info, status, seats, settlement)."""
    lines = [bv.top.text, bv.info.text, bv.status.text] + [t.text for t in bv.seat_texts + bv.bet_texts]
    if not bv.settle.hidden:
        lines += [ln.text for ln in bv.settle_lines]
    return lines


def test_forced_play_is_public_and_shows_the_run_not_the_hand():
    s = build(players=4, dealer=0, phase=rules._PH_PLAY, turn=1, turned="JH",
              hands=("7C 7D", "8H KC", "9H 10H QS", "AC AD"))
    rules.apply(s, card("8H"))
    assert rules.public_decision(s)
    bv = _board(4)
    v = rules.view(s, 2)
    bv.draw(v, 2, bv.target(v, 2, legal(s)[0]), rules.describe(s, legal(s)[0]))
    # the run so far (8H) and the card to come (9H), which the named holder must play: all public
    assert [c.shown for c in bv.cards] == [card("8H"), card("9H")] + [-1] * 6
    assert bv.info.text == "Run: P3 plays 9H - A"
    assert bv.cursor_box == (view._HAND_X + view._CARD_PITCH, view._HAND_Y, view._CARD_W, view._CARD_H)
    texts = _texts(bv.group) + _line_texts(bv)
    assert not any(t in ("10", "Q") for t in texts)  # neither 10H nor QS (the rest of P3's hand) is drawn
    rules.apply(s, card("9H"))  # P3 goes on with his own 10H: still public, the run grows
    v = rules.view(s, 2)
    bv.draw(v, 2, bv.target(v, 2, legal(s)[0]), "")
    assert [c.shown for c in bv.cards[:4]] == [card("8H"), card("9H"), card("10H"), -1]
    assert bv.info.text == "Run: P3 plays 10H - A"
    rules.apply(s, card("10H"))  # J-hearts is the turned card: a stop, P3 leads (private again)
    v = rules.view(s, 2)
    bv.draw(v, 2, bv.target(v, 2, legal(s)[0]), "")
    assert not rules.public_decision(s) and bv.info.text == "Run 8H 9H 10H  lead any"
    assert [c.shown for c in bv.cards[:2]] == [card("QS"), -1]


def test_long_runs_show_their_last_cards():
    s = build(players=7, dealer=0, phase=rules._PH_PLAY, turn=1,
              hands=("QC", "AC KD", "2C 3C 4C 5C 6C 7C QD", "8C 9C QH", "10C", "JC", "KC"))
    rules.apply(s, card("AC"))
    for name in ("2C", "3C", "4C", "5C", "6C", "7C"):
        rules.apply(s, card(name))
    assert rules.public_decision(s) and s[rules._P_TURN] == 3
    bv = _board(7)
    v = rules.view(s, 3)
    bv.draw(v, 3, bv.target(v, 3, legal(s)[0]), "")
    # the run AC..7C and the 8C to come fill the eight places, the 8C under the cursor
    assert [c.shown for c in bv.cards] == [card(n) for n in "AC 2C 3C 4C 5C 6C 7C 8C".split()]
    assert bv.cursor_box[0] == view._HAND_X + 7 * view._CARD_PITCH
    rules.apply(s, card("8C"))
    rules.apply(s, card("9C"))
    assert s[rules._P_TURN] == 4
    v = rules.view(s, 4)
    bv.draw(v, 4, bv.target(v, 4, legal(s)[0]), "")
    # ten cards: the last eight are drawn
    assert [c.shown for c in bv.cards] == [card(n) for n in "3C 4C 5C 6C 7C 8C 9C 10C".split()]
    assert bv.cursor_box[0] == view._HAND_X + 7 * view._CARD_PITCH


def test_hand_and_buttons_while_betting():
    s = build(players=4, dealer=0, hands=("7C 7D 8C 8D 9C 9D", "7H 7S 8H 8S 9H 9S", "10C 10D 10S JD JH JS",
                                          "QC QH KC KH KS AC"))
    bv = _board(4)
    v = rules.view(s, 1)
    targets = {bv.target(v, 1, a) for a in legal(s)}
    assert targets == {view.T_AWAY, view.T_RAISE}
    bv.draw(v, 1, view.T_RAISE, rules.describe(s, legal(s)[1]))
    assert [c.shown for c in bv.cards[:6]] == sorted(card(n) for n in "7H 7S 8H 8S 9H 9S".split())
    assert bv.info.text.startswith("Away") and "Bog 3+" in bv.info.text
    rules.apply(s, rules._A_BET + 5)
    v = rules.view(s, 2)
    bv.draw(v, 2, view.T_CALL, "")
    assert "Call 5" in bv.info.text and bv.seat_texts[1].text == " 45 bet 5"


def test_settlement_page_lists_who_paid_whom():
    s = build(players=4, dealer=0, phase=rules._PH_PLAY, turn=1, hands=("7C", "8C", "KD 9H", "QS 9D"),
              comps=(6, 0, 0, 0, 5, 0))
    rules.apply(s, card("8C"))
    bv = _board(4)
    v = rules.view(s, rules.current_player(s))
    lines = showdown.settlement_lines(v)
    assert lines == ["Bog: nobody took its 0", "P2 went out; cards paid:", "P1 1, P3 2, P4 2",
                     "P3 kept KD: P1 gets 6", "P4 kept QS: 5 into QS box"]
    bv.draw(v, rules.current_player(s), view.T_NEXT, "next deal")
    assert not bv.settle.hidden and bv.settle_lines[1].text == "P2 went out; cards paid:"
    assert all(len(line) <= ui.COLUMNS for line in lines)


def test_settlement_at_ten_players_fits_and_never_splits_a_payment():
    hands = ("7C", "8C 9C", "9D 10D KD", "10S", "JD", "QS JH", "QD", "KS 2H", "3H", "4H 5H")
    s = build(players=10, dealer=9, phase=rules._PH_PLAY, turn=0, hands=hands, comps=(6, 4, 2, 2, 5, 0))
    rules.apply(s, card("7C"))
    bv = _board(10)
    v = rules.view(s, rules.current_player(s))
    lines = showdown.settlement_lines(v)
    assert lines[1:5] == ["P1 went out; cards paid:", "P2 2, P3 3, P4 1, P5 1,", "P6 2, P7 1, P8 2, P9 1,", "P10 2"]
    assert "P3 kept KD: P1, P6 get 3" in lines and "P6 kept QS: P5, P10 get 2" in lines
    bv.draw(v, rules.current_player(s), view.T_NEXT, "next deal")
    assert [ln.text for ln in bv.settle_lines][:len(lines)] == lines


def test_overfull_settlement_points_to_the_table_page():
    hands = ("7C", "8C 9C KD", "9D 10D 10H", "10S JC", "JD AD", "QS JH", "QD", "KS 2H", "3H", "4H 5H")
    s = build(players=10, dealer=9, phase=rules._PH_PLAY, turn=0, hands=hands, comps=(6, 4, 2, 2, 5, 0))
    rules.apply(s, card("7C"))
    bv = _board(10)
    v = rules.view(s, rules.current_player(s))
    lines = showdown.settlement_lines(v)
    assert len(lines) > 8
    bv.draw(v, rules.current_player(s), view.T_NEXT, "next deal")
    assert bv.settle_lines[-1].text == "... more: Select"
    assert pages.info_lines(v, 0)[-len(lines):] == lines
    assert all(c.shown in (-1, -2) for c in bv.cards)


def _start(con, players, options_down=()):
    """From the launcher: Le Bog, a number of players, the options (default unless given)."""
    menu = con.screen
    con.press(*([K_DOWN] * menu.items.index("Le Bog")))
    con.press(K_A)
    con.press(*([K_DOWN] * (players - 3)))
    con.press(K_A)
    con.press(K_A)  # the Seats step's Next: every seat a person
    for k in range(len(rules.OPTIONS)):
        con.press(*([K_DOWN] * (options_down[k] if k < len(options_down) else 0)))
        con.press(K_A)


def _assert_handoff_private(con):
    """The hand-off shows nothing of the board, no hand, and no text but the seat and the public log."""
    assert_handoff_shows_nothing_private(con)


def _play_by_keys(con, rnd, max_presses=20000):
    """Random legal key choices until the score sheet; return the decision kinds met."""
    kinds = set()
    for _ in range(max_presses):
        name = con.screen_name()
        if name == "ScoreSheet":
            return kinds
        if name == "GameOver":  # the final position: A for the score sheet
            con.press(K_A)
            continue
        if name == "HandOff":
            _assert_handoff_private(con)
            con.press(K_A)
            continue
        assert name == "GameScreen", name
        game = con.app.game
        s = game.s
        seat = rules.current_player(s)
        kinds.add((s[rules._P_PHASE], rules.public_decision(s)))
        shown = [c.shown for c in game.view.cards if c.shown >= 0]
        hand = [c for c in range(52) if s[rules._P_LOC + c] == rules._Z_HAND + seat]
        if rules.public_decision(s):  # a forced play shows the run (played cards) and the card to come
            played = {c for c in range(52) if s[rules._P_LOC + c] == rules._Z_PLAYED}
            if s[rules._P_PHASE] == rules._PH_PLAY:
                assert set(shown[:-1]) <= played and shown[-1] == legal(s)[0]
            else:
                assert shown == []
        else:
            assert set(shown) <= set(hand)  # only the seat's own cards are ever drawn
        if game.choice >= 0:
            con.press(*([K_DOWN] * rnd.randrange(3) + [K_A]))
        else:
            con.press(*[rnd.choice((K_RIGHT, K_LEFT, K_UP, K_DOWN)) for _ in range(rnd.randrange(3))])
            con.press(K_A)
        rules.check(s)
    raise AssertionError("the game did not end")


def test_whole_games_by_keys_at_3_and_10_players():
    for players, seed in ((3, 2), (10, 5)):
        con = Console(render=False, seed=seed)
        _start(con, players, options_down=(0, 1))  # one round
        kinds = _play_by_keys(con, random.Random(seed))
        game = con.app.game
        assert rules.is_over(game.s)
        assert {(rules._PH_EXCHANGE, False), (rules._PH_BET, False), (rules._PH_PLAY, False),
                (rules._PH_SETTLE, True)} <= kinds
        texts = con.texts()
        assert any("Chips" in t for t in texts)
        assert con.app.errors == []


def test_forced_plays_are_met_by_keys():
    met = False
    for seed in range(1, 6):
        con = Console(render=False, seed=seed)
        _start(con, 4, options_down=(0, 1))
        kinds = _play_by_keys(con, random.Random(seed))
        met = met or (rules._PH_PLAY, True) in kinds
    assert met


def test_cursor_moves_redraw_at_most_a_tenth_of_the_screen():
    con = Console(render=False, seed=3)  # the dirty areas are counted all the same; no pixel is read
    _start(con, 5)
    rnd = random.Random(4)
    moves = 0
    for _ in range(800):
        name = con.screen_name()
        if name == "ScoreSheet" or moves >= 60:
            break
        game = con.app.game
        if name == "GameScreen" and game.choice < 0 and len(game.target_ids) > 1:
            con.hw.press(rnd.choice((K_RIGHT, K_LEFT, K_UP, K_DOWN)))
            con.step()
            assert con.hw.last_refresh_pixels <= 160 * 128 // 10
            moves += 1
            if moves % 3 == 0:
                con.press(K_A)
        else:
            con.press(K_A)
    assert moves >= 30


def test_every_target_is_reachable_with_the_d_pad():
    from cursor import nearest_in_direction

    bv = _board(10)
    checked = 0
    for players in (3, 6, 10):
        for seed in range(1, 8):
            rnd = random.Random(seed)
            s = rules.new_state(players, seed, 0x10)
            while not rules.is_over(s):
                seat = rules.current_player(s)
                v = rules.view(s, seat)
                targets = sorted({bv.target(v, seat, a) for a in legal(s)})
                points = [bv.target_xy(v, seat, t) for t in targets]
                reached = {0}
                frontier = [0]
                while frontier:
                    i = frontier.pop()
                    for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                        j = nearest_in_direction(points, i, dx, dy)
                        if j not in reached:
                            reached.add(j)
                            frontier.append(j)
                assert len(reached) == len(targets)
                checked += 1
                rules.apply(s, rnd.choice(legal(s)))
    assert checked > 300


def test_rules_text_and_seat_names():
    assert all(len(line) <= ui.COLUMNS for para in pages.RULES.split("\n") for line in ui.wrap(para))
    assert games.find("lebog") == ("lebog", "Le Bog", 3, 10)


def test_table_info_lines_fit_the_screen():
    s = build(players=10, dealer=0, phase=rules._PH_PLAY, turn=1, hands=(
        "2C", "3C", "4C", "5C", "6C", "7C", "8C", "9C", "10C", "JC KD 2H"), comps=(7, 1, 1, 1, 1, 9),
        status=[rules._ST_IN] * 2 + [rules._ST_AWAY] * 8, bets=[3, 3] + [0] * 8, shown=(0, 1))
    rules.apply(s, card("3C"))
    lines = pages.info_lines(rules.view(s, 2), 2)
    assert all(len(line) <= ui.COLUMNS for line in lines)
    assert lines[1].startswith("Board: KD 8 10H 1") and any(line.startswith("P10 kept JC") for line in lines)
    assert "P3: 47 chips, 1 card, away" in lines and "P2: 59 chips, 0 cards, bet" in lines


def test_the_lead_after_the_showdown_says_who_took_the_bog():
    hands = ("7C 7D 8C 8D 9C 9D", "7H 7S 8H 8S 9H 9S", "10C 10D 10S JD JH JS", "QC QH KC KH KS AC")
    s = build(players=4, dealer=0, hands=hands, comps=(2, 2, 2, 2, 0, 6))
    rules.apply(s, rules._A_AWAY)
    rules.apply(s, rules._A_BET + 3)  # seat 2 alone: shows his brelans, takes 6 + 2 + 3 + 2 + 2
    rules.apply(s, rules._A_AWAY)
    rules.apply(s, rules._A_AWAY)
    rules.apply(s, rules._A_LEAD)
    bv = _board(4)
    v = rules.view(s, 1)
    bv.draw(v, 1, bv.target(v, 1, legal(s)[0]), "")
    assert bv.info.text == "Bog 15 to P3, lead a card"
    t = build(players=4, dealer=0, hands=hands, comps=(2, 2, 2, 2, 0, 6))
    for _ in range(4):
        rules.apply(t, rules._A_AWAY)
    v = rules.view(t, 1)
    bv.draw(v, 1, bv.target(v, 1, legal(t)[0]), "")
    assert bv.info.text == "Bog stays. Lead any card"


def test_ten_seats_show_bets_while_betting_and_cards_left_in_the_play_out():
    hands = ("7C 7D 8C 8D 9C", "7H 7S 8H 8S 9H", "10C 10D 10S JD JH", "QC QH KC KH KS", "AC AD AH AS 9S",
             "2C 2D 2H 2S 3C", "3D 3H 3S 4C 4D", "4H 4S 5C 5D 5H", "5S 6C 6D 6H 6S", "JC JS QD QS KD")
    s = build(players=10, dealer=9, hands=hands, comps=(4, 4, 4, 4, 4, 0))
    rules.apply(s, rules._A_BET + 5)
    rules.apply(s, rules._A_AWAY)
    bv = _board(10)
    v = rules.view(s, 2)
    bv.draw(v, 2, view.T_CALL, "")
    assert [t.text for t in bv.seat_texts[:3]] == [" 43", " 46", " 48"]
    assert [t.text for t in bv.bet_texts[:3]] == [" 5", " x", "  "]
    assert bv.bet_texts[0].grid.pixel_shader[1] == table._BET_COLOR
    for _ in range(8):
        rules.apply(s, rules._A_AWAY)
    rules.apply(s, rules._A_LEAD)  # the showdown page of seat 0
    assert s[rules._P_PHASE] == rules._PH_PLAY
    rules.apply(s, card("9C"))  # seat 0 leads: 4 cards left
    seat = rules.current_player(s)
    v = rules.view(s, seat)
    bv.draw(v, seat, bv.target(v, seat, legal(s)[0]), "")
    assert [t.text for t in bv.bet_texts] == [" 4"] + [" 5"] * 9
    assert bv.bet_texts[0].grid.pixel_shader[0] == table._CARD_BACK


def test_settlement_names_the_turn_up_the_bog_taker_and_the_v4_fine():
    s = build(players=4, dealer=3, phase=rules._PH_PLAY, turn=1, flags=rules._F_V4,
              hands=("7C 7D 9S", "8C", "9C", "10C"), comps=(0, 0, 0, 0, 0, 0))
    s[rules._P_R_TURN_AMT] = 6  # the dealer turned up a box card worth 6 (deal record)
    s[rules._P_R_BOG] = 2
    s[rules._P_R_BOG_AMT] = 11
    rules.apply(s, card("8C"))
    _board(4)  # a console (the seat names)
    lines = showdown.settlement_lines(rules.view(s, rules.current_player(s)))
    assert lines == ["Turn-up: P4 took 6", "Bog: P3 took 11", "P2 went out; cards paid:", "P1 3, P3 1, P4 1",
                     "Most cards: P1 paid 3 each"]


def test_issue15_1_the_showdown_page_shows_every_boggers_hand_to_everyone():
    rest = "8C 8H 8S 9C 9D 9S 10C 10D 10H JC JD JH JS QD QH QS KC KH KS AC AD AH AS".split()
    s = build(players=4, dealer=0, hands=(" ".join(rest[:6]), "7C 7D 9H 10S QC KD", " ".join(rest[6:12]),
                                          " ".join(rest[12:18])), turned="AS", comps=(2, 2, 2, 2, 0, 6))
    rules.apply(s, rules._A_BET + 3)  # seat 1 bogs alone with a pair of 7s
    for _ in range(3):
        rules.apply(s, rules._A_AWAY)
    bv = _board(4)
    seat = rules.current_player(s)
    v = rules.view(s, 3)  # any seat reads the same page: the shown hand is public
    assert showdown.showdown_lines(v) == ["Showdown: Bog 15 to P2", "P2: bog of 7s", "7C 7D 9H 10S QC KD"]
    bv.draw(rules.view(s, seat), seat, bv.target(v, seat, legal(s)[0]), rules.describe(s, legal(s)[0]))
    assert not bv.settle.hidden and [ln.text for ln in bv.settle_lines[:3]] == showdown.showdown_lines(v)
    assert bv.status.text == "to the play-out" and all(c.shown == -1 for c in bv.cards)
    t = build(players=4, dealer=0, hands=("JC JD JH JS QD QS", "7H 8S 9C 10D QH KS", "7C 8D 9H 10S QC KD",
                                          "AC AD AH KC KH 8C"), comps=(2, 2, 2, 2, 0, 6))
    for a in (rules._A_BET + 3, rules._A_CALL, rules._A_AWAY, rules._A_AWAY):  # seats 1 and 2, no pair
        rules.apply(t, a)
    assert showdown.showdown_lines(rules.view(t, 0)) == ["No combination: Bog stays", "P2: no combination",
                                                   "7H 8S 9C 10D QH KS", "P3: no combination",
                                                   "7C 8D 9H 10S QC KD"]


def _game_on(s, players):
    """A console showing the game loop on state s, past the hand-off (the seat to act holds the badge)."""
    import gameloop

    con = Console(render=False)
    game = gameloop.GameScreen(con.app, "lebog", rules, players, 0, s)
    game.begin()
    con.press(K_A)  # the hand-off: "I am ..."
    assert con.screen_name() == "GameScreen"
    return con, game


def test_issue15_2_a_bet_is_chosen_chip_by_chip_left_right_one_up_down_five():
    hands = ("7C 7D 8C 8D 9C 9D", "7H 7S 8H 8S 9H 9S", "10C 10D 10S JD JH JS", "QC QH KC KH KS AC")
    s = build(players=4, dealer=0, hands=hands, chips=[50, 50, 20, 50], comps=(10, 10, 10, 0, 0, 0))
    rules.apply(s, rules._A_BET + 4)  # seat 1 opens at 4: seat 2 (20 chips) may raise to 5..20
    con, game = _game_on(s, 4)
    bv = game.view
    con.press(K_RIGHT, K_RIGHT)
    assert game.target_ids[game.cursor] == view.T_RAISE
    assert bv.status.text == "A: choose a bet, 5-20" and bv.info.text.startswith("Away")
    con.press(K_A)  # the amount opens at the floor
    assert bv.pick == 5 and bv.info.text == "Raise to  5   5-20" and bv.status.text == "L/R 1, U/D 5, A: bet 5"
    con.press(K_RIGHT, K_RIGHT, K_UP)  # +1 +1 +5
    assert bv.pick == 12 and bv.info.text == "Raise to  12   5-20"
    con.press(K_DOWN, K_LEFT)  # -5 -1
    assert bv.pick == 6
    con.press(K_LEFT, K_LEFT, K_DOWN)  # never below the floor
    assert bv.pick == 5
    con.press(K_UP, K_UP, K_UP, K_UP, K_UP, K_RIGHT)  # never above what he holds
    assert bv.pick == 20
    assert bv.cursor_box == (9 * 6, view._INFO_Y - 1, 4 * 6 + 4, 13)  # the corners frame " 20 "
    con.press(K_B)  # back to the buttons, nothing bet
    assert bv.pick == -1 and rules.bet(game.s, 2) == 0 and rules.current_player(game.s) == 2
    con.press(K_A, K_UP, K_RIGHT, K_A)  # 5 + 5 + 1: bets 11
    assert rules.bet(game.s, 2) == 11 and rules.get2(game.s, rules._P_CUR_BET) == 11
    assert bv.pick == -1


def test_issue15_2_the_amount_belongs_to_its_decision():
    hands = ("7C 7D 8C 8D 9C 9D", "7H 7S 8H 8S 9H 9S", "10C 10D 10S JD JH JS", "QC QH KC KH KS AC")
    s = build(players=4, dealer=0, hands=hands)
    bv = _board(4)
    v = rules.view(s, 1)
    buf = legal(s)
    bv.draw(v, 1, view.T_AWAY, "")
    assert bv.on_key(v, 1, K_A, buf) is None  # A on Away: the loop applies it
    bv.draw(v, 1, view.T_RAISE, "")
    assert bv.on_key(v, 1, K_A, buf) == -1 and bv.pick == 3
    assert bv.on_key(v, 1, K_RIGHT, buf) == -1 and bv.on_key(v, 1, K_A, buf) == rules._A_BET + 4
    assert rules._A_BET + 4 in buf and bv.pick == -1
    bv.on_key(v, 1, K_A, buf)
    rules.apply(s, rules._A_AWAY)  # the decision moved on (e.g. an undo from the pause menu)
    v = rules.view(s, 2)
    bv.draw(v, 2, view.T_RAISE, "")
    assert bv.pick == -1 and bv.info.text.startswith("Away")
    poor = build(players=4, dealer=0, hands=hands, chips=[50, 3, 97, 47], comps=(1, 1, 1, 0, 0, 0))
    v = rules.view(poor, 1)
    bv.draw(v, 1, view.T_RAISE, "")
    assert bv.on_key(v, 1, K_A, legal(poor)) == rules._A_BET + 3  # one amount: bet at once


def test_issue15_4_the_settlement_that_ends_the_game_says_final_score():
    s = build(players=3, dealer=2, phase=rules._PH_PLAY, turn=0, hands=("7C", "9C 8D", "9D"), chips=[5, 70, 75])
    rules.apply(s, card("7C"))  # seat 0 goes out with 5 + 3 chips: he can deal (4) next
    bv = _board(3)
    seat = rules.current_player(s)
    bv.draw(rules.view(s, seat), seat, view.T_NEXT, rules.describe(s, rules._A_NEXT))
    assert bv.info.text == "A: next deal" and bv.status.text == "next deal"
    t = build(players=3, dealer=2, phase=rules._PH_PLAY, turn=1, hands=("7C 8C", "9C", "9D 8D"), chips=[3, 72, 75])
    rules.apply(t, card("9C"))  # seat 1 goes out; seat 0 (3 chips, 1 after paying) cannot deal next
    assert rules.last_deal(t) and not rules.is_over(t)
    seat = rules.current_player(t)
    bv.draw(rules.view(t, seat), seat, view.T_NEXT, rules.describe(t, rules._A_NEXT))
    assert bv.info.text == "A: final score" and bv.status.text == "final score"
    assert not any("next deal" in line for line in _line_texts(bv))
    assert showdown.settlement_lines(rules.view(t, seat))[-1] == "That was the last deal."


def test_issue15_6_the_rules_page_states_each_decision_in_a_line():
    paragraphs = pages.RULES.split("\n")
    for decision in ("- Every bogger shows his hand on screen, a lone one too.",
                     "- Only a combination takes the Bog; with none among the boggers the Bog stays for the next deal.",
                     "- Any bet from 3 (or the bet + 1) up to all you hold.",
                     "- No table limit: who cannot match the bet can only go away."):
        assert decision in paragraphs
    assert "Left/Right 1 chip, Up/Down 5 chips" in pages.RULES
    assert not any("unseen" in p or "reach" in p for p in paragraphs)  # the old readings are gone


def test_issue15_4_the_next_seat_reads_the_dealers_swap_on_its_hand_off():
    hands = ("7C 7D 8C 8D 9C 9D", "7H 7S 8H 8S 9H 9S", "10C 10D 10S JD JH JS", "QC QH KC KH KS AC")
    s = build(players=4, dealer=1, phase=rules._PH_EXCHANGE, turned="KD", hands=hands)
    con, game = _game_on(s, 4)
    assert rules.current_player(game.s) == 1 and game.status_text() == "keeps the hand"
    game.apply(rules._A_SWAP + card("9S"))  # the dealer takes the turned KD for his 9S
    assert con.screen_name() == "HandOff" and "P3" in con.texts()
    shown = " ".join(" ".join(con.texts()).split())  # the recap's line wraps (indented) across two lines
    assert "P2 swaps with the turned card" in shown
    assert "KD" not in shown and "9S" not in shown  # not "takes KD" (the box), nor the discard


def _cheapest_targets(game):
    """The betting targets whose cheapest action takes the fewest chips from the seat's hand (by the rules)."""
    s = game.s
    seat = rules.current_player(s)
    costs = {}
    for t, acts in zip(game.target_ids, game.target_actions):
        after = bytearray(s)
        after[rules._P_STATUS + (seat + 1) % game.players] = rules._ST_WAIT  # the betting goes on: no showdown
        rules.apply(after, min(acts))
        costs[t] = rules.chips(s, seat) - rules.chips(after, seat)
    low = min(costs.values())
    return {t for t in costs if costs[t] == low}, costs


def test_issue25_11_every_betting_decision_starts_on_the_cheapest_choice():
    """The cursor never starts on a choice that spends more chips than another open to that player (Raise
    was kept from the seat before); a tie between going away and calling starts on Call."""
    met = 0
    for players, seed in ((3, 4), (5, 9)):
        con = Console(render=False, seed=seed)
        _start(con, players, options_down=(1, 1))  # 20 chips, one round: short stacks, many cheap Aways
        rnd = random.Random(seed)
        last = None
        for _ in range(20000):
            name = con.screen_name()
            if name == "ScoreSheet":
                break
            if name == "HandOff":
                con.press(K_A)
                continue
            game = con.app.game
            s = game.s
            if bytes(s) != last and s[rules._P_PHASE] == rules._PH_BET:  # a new betting decision
                cheapest, costs = _cheapest_targets(game)
                start = game.target_ids[game.cursor]
                assert start in cheapest, (start, costs)
                if view.T_CALL in cheapest:
                    assert start == view.T_CALL
                met += 1
            last = bytes(s)
            if game.choice >= 0:
                con.press(*([K_DOWN] * rnd.randrange(3) + [K_A]))
            else:
                con.press(*[rnd.choice((K_RIGHT, K_LEFT, K_UP, K_DOWN)) for _ in range(rnd.randrange(3))])
                con.press(K_A)
        assert rules.is_over(con.app.game.s)
    assert met > 20


def _parts_text(parts):
    """Every head and item of text.showdown_parts / settlement_parts."""
    out = []
    for head, items, _sep in parts:
        out.append(head)
        out.extend(items)
    return out


@pytest.mark.parametrize("seats", [(-1, 0, -1, 0), (-1, 0, 0, 0)], ids=["two_people", "one_person"])
def test_issue25_5_every_person_reads_each_deals_showdown_and_settlement(monkeypatch, seats):
    """With CPU seats confirming the showdown and settlement pages, every person's recap material (the log
    texts of the moves since that person's last decision) names who took the Bog, the hands shown and
    what each seat paid or received, by the names the screens use."""
    import cputurn
    from recap import log_text as told

    import gameloop
    from games.lebog import text

    applied = []  # (log text, facts of the page that step showed)
    real_apply = gameloop.GameScreen.apply

    def apply(game, action):
        snapshot = bytes(game.s)
        if action in (rules._A_NEXT, rules._A_LEAD):
            parts = text.settlement_parts(snapshot) if action == rules._A_NEXT else text.showdown_parts(snapshot)
            mover = rules.current_player(snapshot)
            applied.append((told(rules, mover, snapshot, action, 0), _parts_text(parts)))
        real_apply(game, action)

    monkeypatch.setattr(gameloop.GameScreen, "apply", apply)
    players = len(seats)
    con = Console(render=False, seed=3)
    code = 0
    for seat, level in enumerate(seats):
        code |= (level + 1) << (2 * seat)
    s = rules.new_state(players, 7, 0x11)  # 20 chips, one round: every deal ends quickly
    game = gameloop.GameScreen(con.app, "lebog", rules, players, 0x11, s, seats=code)
    game.begin()
    rnd = random.Random(5)
    read_upto = {}  # person -> how many of applied it has had in its recap
    for _ in range(30000):
        name = con.screen_name()
        if name == "ScoreSheet":
            break
        if name in ("HandOff", "GameOver"):  # GameOver: the final position, A for the score sheet
            con.press(K_A)
            continue
        if name != "GameScreen":  # a CPU's screen: its turns, then A gives the board to the person
            con.hw.advance(cputurn.READ_MS)
            con.press(K_A) if con.screen.mode == "wait" else con.step()
            continue
        seat = rules.current_player(game.s)
        for log_text, facts in applied[read_upto.get(seat, 0):]:
            for fact in facts:
                assert fact in log_text, (fact, log_text)
        read_upto[seat] = len(applied)
        if game.choice >= 0:
            con.press(*([K_DOWN] * rnd.randrange(3) + [K_A]))
        else:
            con.press(*[rnd.choice((K_RIGHT, K_LEFT, K_UP, K_DOWN)) for _ in range(rnd.randrange(3))])
            con.press(K_A)
    assert rules.is_over(game.s)
    cpu_confirmed = [t for t, _f in applied if t.startswith("CPU")]
    assert cpu_confirmed and any("went out; cards paid:" in t for t in cpu_confirmed), applied
    assert con.app.errors == []
