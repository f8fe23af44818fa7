"""Scenario tests of Le Bog (games/lebog/rules.py): one literal state per numbered rule of docs/sources.md.

States are built with tests_host/lebog_build.py; cards are named "KD", "10H", "7C". check() runs
after every step (it verifies chip conservation: hands + six compartments = players x start).
"""

import random

import pytest
from lebog_build import build, card, cards, chips_of, comps_of, legal

from games.lebog import audit, rules, text

# the rules module keeps these as private consts (free under MicroPython); CPython still has them
A_AWAY = rules._A_AWAY
A_BET = rules._A_BET
A_CALL = rules._A_CALL
A_KEEP = rules._A_KEEP
A_NEXT = rules._A_NEXT
A_PLAY = rules._A_PLAY
A_SWAP = rules._A_SWAP
BOG = rules._BOG
F_V1 = rules._F_V1
F_V2 = rules._F_V2
A_LEAD = rules._A_LEAD
F_V4 = rules._F_V4
NONE = rules._NONE
PH_BET = rules._PH_BET
PH_EXCHANGE = rules._PH_EXCHANGE
PH_OVER = rules._PH_OVER
PH_PLAY = rules._PH_PLAY
PH_SETTLE = rules._PH_SETTLE
PH_SHOW = rules._PH_SHOW
ST_AWAY = rules._ST_AWAY
ST_IN = rules._ST_IN
ST_WAIT = rules._ST_WAIT
Z_DISCARD = rules._Z_DISCARD
Z_HAND = rules._Z_HAND
Z_HIDDEN = rules._Z_HIDDEN
Z_REMOVED = rules._Z_REMOVED
Z_TALON = rules._Z_TALON
Z_TURNED = rules._Z_TURNED


def step(s, action):
    """Apply an action and check every invariant (chip conservation included)."""
    rules.apply(s, action)
    rules.check(s)


def play(name):
    """The action playing a card."""
    return A_PLAY + card(name)


def zone_count(s, zone):
    """Cards in one zone."""
    return sum(1 for c in range(52) if s[rules._P_LOC + c] == zone)


# --- 1. players and chips --------------------------------------------------------------------------

def test_1_seat_range_and_starting_chips():
    for bad in (2, 11):
        with pytest.raises(ValueError):
            rules.new_state(bad, 1)
    for players in range(3, 11):
        s = rules.new_state(players, 7)
        rules.check(s)
        assert s[rules._P_START] == 50
        assert sum(chips_of(s)) + sum(comps_of(s)) == players * 50
    s = rules.new_state(5, 1, 3)  # choice 3 of "Chips each"
    assert s[rules._P_START] == 100 and sum(chips_of(s)) + sum(comps_of(s)) == 500
    with pytest.raises(ValueError):
        rules.new_state(5, 1, 4)  # no fifth chips choice
    with pytest.raises(ValueError):
        rules.new_state(5, 1, 1 << 24)  # no seventh option


def test_1_state_fits_at_ten_players_with_52_cards():
    s = rules.new_state(10, 3, 0x40)  # 5 rounds
    assert len(s) == rules.STATE_SIZE <= 256
    assert zone_count(s, rules._Z_OUT) == 0


# --- 2. pack and successors ------------------------------------------------------------------------

def test_2_pack_by_player_count():
    for players in range(3, 11):
        s = rules.new_state(players, 2)
        outside = zone_count(s, rules._Z_OUT)
        assert outside == (20 if players <= 6 else 0)


def test_2_successors_in_each_pack():
    small = build(players=4, hands=("AC 9C 9D 10C JC QC", "", "", ""), check=False)
    assert rules.successor(small, card("AC")) == card("7C")  # the 32-card pack has no 2-6
    assert rules.successor(small, card("10H")) == card("JH")
    assert rules.successor(small, card("KS")) == NONE
    big = build(players=7, check=False)
    assert rules.successor(big, card("AC")) == card("2C")
    assert rules.successor(big, card("6D")) == card("7D")
    assert rules.successor(big, card("KH")) == NONE


# --- 3, 4, 5. board, seats, stakes -----------------------------------------------------------------

def test_3_pay_cards_and_v2_ace():
    s = build(players=4, check=False)
    assert [text.card_name(rules.pay_card(s, k)) for k in range(5)] == ["KD", "10H", "JC", "AD", "QS"]
    assert rules.pay_comp(s, card("AH")) == NONE
    v2 = build(players=4, flags=F_V2, check=False)
    assert rules.pay_card(v2, 3) == card("AH") and rules.pay_comp(v2, card("AD")) == NONE


def _first_deal_without_pay_turn(players):
    """A new game whose turned card is not a pay card (no collection)."""
    for seed in range(1, 200):
        s = rules.new_state(players, seed)
        if rules.pay_comp(s, rules.turned_card(s)) == NONE:
            return s
    raise AssertionError("no seed")


@pytest.mark.parametrize("players", [3, 4, 7, 10])
def test_4_5_stakes_on_the_compartment_in_front_and_the_dealers_extra(players):
    s = _first_deal_without_pay_turn(players)
    dealer = s[rules._P_DEALER]
    for k in range(5):
        assert rules.comp(s, k) == 2 * sum(1 for seat in range(players) if seat % 5 == k)
    assert rules.comp(s, BOG) == 2
    for seat in range(players):
        assert rules.chips(s, seat) == 50 - (4 if seat == dealer else 2)
    if players == 3:
        assert rules.comp(s, 3) == rules.comp(s, 4) == 0  # nobody stakes on A-diamonds, Q-spades


def test_5_3_and_6_chips_carry_over_and_the_deal_passes_left():
    s = build(players=4, dealer=3, phase=PH_SETTLE, hands=("", "9C", "9D", "9H"), winner=0,
              comps=(5, 4, 3, 2, 1, 7))
    before = comps_of(s)
    step(s, A_NEXT)
    assert s[rules._P_DEALER] == 0 and s[rules._P_TURN] == 0 and s[rules._P_PHASE] == PH_EXCHANGE
    k = rules.pay_comp(s, rules.turned_card(s))
    want = [before[i] + (2 if i < 4 else 0) for i in range(5)] + [before[5] + 2]
    if k != NONE:
        want[k] = 0
    assert comps_of(s) == want


def test_6_first_dealer_is_random():
    dealers = {rules.new_state(5, seed)[rules._P_DEALER] for seed in range(1, 40)}
    assert dealers == {0, 1, 2, 3, 4}


# --- 7. deal -------------------------------------------------------------------------------------

@pytest.mark.parametrize(("players", "each", "talon"),
                         [(3, 8, 8), (4, 6, 8), (5, 5, 7), (6, 5, 2), (7, 7, 3), (8, 6, 4), (9, 5, 7), (10, 5, 2)])
def test_7_deal_table(players, each, talon):
    s = rules.new_state(players, 11)
    for seat in range(players):
        assert s[rules._P_HAND_N + seat] == each
        assert zone_count(s, Z_HAND + seat) == each
    assert zone_count(s, Z_TALON) + zone_count(s, Z_TURNED) == talon


# --- 8. turn-up, exchange, collection --------------------------------------------------------------

def test_8_2_turned_pay_card_is_collected_by_the_dealer():
    for seed in range(1, 400):
        s = rules.new_state(6, seed)
        k = rules.pay_comp(s, rules.turned_card(s))
        if k != NONE:
            break
    else:
        raise AssertionError("no seed turns a pay card")
    dealer = s[rules._P_DEALER]
    stakes = 2 * sum(1 for seat in range(6) if seat % 5 == k)
    assert rules.comp(s, k) == 0
    assert rules.get2(s, rules._P_R_TURN_AMT) == stakes
    assert rules.chips(s, dealer) == 50 - 4 + stakes


def test_8_3_swap_takes_the_turned_card_and_the_discard_is_dead_and_private():
    s = build(players=4, dealer=1, phase=PH_EXCHANGE, turned="QD",
              hands=("7C 7D 8C 8D 9C 9D", "7H 7S 8H 8S 9H 9S", "10C 10D 10S JD JH JS", "QC QH KC KH KS AC"))
    assert legal(s) == [A_KEEP] + [A_SWAP + c for c in sorted(cards("7H 7S 8H 8S 9H 9S"))]
    assert rules.describe(s, A_SWAP + card("9S")) == "swaps 9S for QD"
    assert rules.describe(s, A_SWAP + card("9S"), 3) == "swaps with the turned card"
    step(s, A_SWAP + card("9S"))
    assert s[rules._P_LOC + card("QD")] == Z_HAND + 1 and s[rules._P_LOC + card("9S")] == Z_DISCARD
    assert s[rules._P_PHASE] == PH_BET and s[rules._P_TURN] == 2
    assert rules.view(s, 1)[rules._P_LOC + card("9S")] == Z_DISCARD
    assert rules.view(s, 2)[rules._P_LOC + card("9S")] == Z_HIDDEN


def test_8_3_the_turned_card_the_dealer_took_stays_in_every_seats_view():
    """Every seat saw the turned card go into the dealer's hand: the views keep it there (the rest of the hand
    and the discard stay hidden), sample() never deals it elsewhere, and the next deal forgets it."""
    from games.lebog import cpu

    s = build(players=4, dealer=1, phase=PH_EXCHANGE, turned="QD",
              hands=("7C 7D 8C 8D 9C 9D", "7H 7S 8H 8S 9H 9S", "10C 10D 10S JD JH JS", "QC QH KC KH KS AC"))
    step(s, A_SWAP + card("9S"))
    for seat in (0, 2, 3):
        v = rules.view(s, seat)
        assert v[rules._P_LOC + card("QD")] == Z_HAND + 1
        assert v[rules._P_LOC + card("7H")] == Z_HIDDEN and v[rules._P_LOC + card("9S")] == Z_HIDDEN
        for seed in range(20):
            t = cpu.sample(v, seat, seed)
            rules.check(t)
            assert t[rules._P_LOC + card("QD")] == Z_HAND + 1 and rules.view(t, seat) == v
    bad = bytearray(s)
    bad[rules._P_TAKEN] = card("QC") + 1  # not in the dealer's hand
    with pytest.raises(ValueError):
        rules.check(bad)


def test_8_3_keeping_leaves_the_turned_card_face_up():
    s = build(players=4, dealer=0, phase=PH_EXCHANGE, turned="QD",
              hands=("7C 7D 8C 8D 9C 9D", "7H 7S 8H 8S 9H 9S", "10C 10D 10S JD JH JS", "QC QH KC KH KS AC"))
    step(s, A_KEEP)
    assert s[rules._P_LOC + card("QD")] == Z_TURNED and rules.view(s, 2)[rules._P_LOC + card("QD")] == Z_TURNED
    assert s[rules._P_TURN] == 1


def test_8_4_pay_card_taken_by_the_exchange_can_be_stranded():
    s = build(players=4, dealer=1, phase=PH_PLAY, turn=0, turned="KD", discard="7S",
              hands=("8H", "KD 9S", "10S", "QC"), comps=(6, 0, 0, 0, 0, 0))
    step(s, play("8H"))  # seat 0 goes out
    assert s[rules._P_R_STRAND] == 1  # the dealer paid for the K-diamonds he took
    assert rules.get2(s, rules._P_R_STRAND + 1) == 6


# --- 9. bogging ----------------------------------------------------------------------------------

FULL4 = ("7C 7D 8C 8D 9C 9D", "7H 7S 8H 8S 9H 9S", "10C 10D 10S JD JH JS", "QC QH KC KH KS AC")


def test_9_1_2_order_from_the_dealers_left_and_opening_at_three():
    s = build(players=4, dealer=2, hands=FULL4, comps=(2, 2, 2, 2, 0, 2))
    assert s[rules._P_TURN] == 3
    assert legal(s) == [A_AWAY] + [A_BET + n for n in range(3, rules.chips(s, 3) + 1)]
    assert rules.describe(s, A_BET + 3) == "bogs 3"
    bog = rules.comp(s, BOG)
    step(s, A_BET + 3)
    assert rules.comp(s, BOG) == bog + 3 and rules.bet(s, 3) == 3 and s[rules._P_TURN] == 0
    assert legal(s) == [A_AWAY, A_CALL] + [A_BET + n for n in range(4, rules.chips(s, 0) + 1)]


def test_9_3_5_raise_reopens_the_round_until_bets_are_equal():
    s = build(players=4, dealer=0, hands=FULL4)
    step(s, A_BET + 3)  # seat 1 opens
    step(s, A_AWAY)  # seat 2
    step(s, A_BET + 5)  # seat 3 raises
    assert s[rules._P_STATUS + 1] == ST_WAIT and s[rules._P_TURN] == 0
    step(s, A_CALL)  # dealer calls 5
    assert s[rules._P_TURN] == 1 and s[rules._P_PHASE] == PH_BET  # the opener must answer the raise
    assert rules.describe(s, A_CALL) == "calls: +2, bet 5"
    step(s, A_CALL)
    assert s[rules._P_PHASE] == PH_SHOW
    assert [rules.bet(s, p) for p in range(4)] == [5, 5, 0, 5]


def test_9_4_going_away_costs_two_and_the_bet_stays_in_the_bog():
    s = build(players=4, dealer=0, hands=FULL4)
    step(s, A_BET + 3)  # seat 1
    step(s, A_BET + 4)  # seat 2
    bog = rules.comp(s, BOG)
    c3 = rules.chips(s, 3)
    assert rules.describe(s, A_AWAY) == "goes away -2"
    step(s, A_AWAY)  # seat 3 before betting anything
    assert rules.chips(s, 3) == c3 - 2 and rules.comp(s, BOG) == bog + 2
    step(s, A_CALL)  # dealer
    c1 = rules.chips(s, 1)
    step(s, A_AWAY)  # the opener leaves after betting 3
    assert rules.chips(s, 1) == c1 - 2 and rules.bet(s, 1) == 3 and s[rules._P_STATUS + 1] == ST_AWAY
    # the away players still play out (after the showdown page of seats 0 and 2)
    assert s[rules._P_PHASE] == PH_SHOW
    step(s, A_LEAD)
    assert s[rules._P_PHASE] == PH_PLAY and s[rules._P_TURN] == 1 and len(legal(s)) == 6


def test_issue15_3_no_table_limit_a_poor_player_caps_nobody_and_can_only_go_away():
    # seat 2 holds 10 chips: the others still bet up to what they hold; he cannot call 22 and goes away
    s = build(players=4, dealer=0, hands=FULL4, chips=[50, 50, 10, 50], comps=(10, 10, 10, 10, 0, 0))
    assert legal(s)[-1] == A_BET + 50  # seat 1: all he holds
    step(s, A_BET + 22)
    assert legal(s) == [A_AWAY]  # seat 2: 10 < 22, no call, no bet above his 10
    assert rules.describe(s, A_AWAY) == "goes away -2"
    step(s, A_AWAY)
    assert rules.chips(s, 2) == 8 and s[rules._P_STATUS + 2] == ST_AWAY
    # a bettor never goes above what he holds: chips + what he bet already
    t = build(players=4, dealer=0, hands=FULL4, chips=[50, 8, 30, 50], comps=(20, 20, 10, 10, 0, 2))
    assert legal(t)[-1] == A_BET + 8
    step(t, A_BET + 3)  # seat 1: 5 left, 8 within reach
    assert rules.chips(t, 1) == 5 and rules.reach(t, 1) == 8
    assert legal(t)[-1] == A_BET + 30  # seat 2 is not held to seat 1's 8
    step(t, A_BET + 8)
    step(t, A_BET + 9)  # seat 3 raises past seat 1's reach
    step(t, A_AWAY)  # dealer
    assert s[rules._P_TURN] == 3 and t[rules._P_TURN] == 1 and legal(t) == [A_AWAY]  # 8 < 9: only away
    step(t, A_AWAY)
    assert rules.chips(t, 1) == 3 and rules.bet(t, 1) == 3  # 2 to the Bog, the 3 bet stay there
    assert legal(t) == [A_AWAY, A_CALL] + [A_BET + n for n in range(10, 31)]  # seat 2 answers the raise


def test_issue15_2_every_bet_from_the_floor_to_what_the_bettor_holds_is_offered():
    s = build(players=4, dealer=0, hands=FULL4, chips=[50, 17, 43, 50], comps=(10, 10, 10, 10, 0, 0))
    assert legal(s) == [A_AWAY] + [A_BET + n for n in range(3, 18)]  # open: 3 (stake + 1) to all 17
    step(s, A_BET + 11)  # any amount, not only steps
    assert legal(s) == [A_AWAY, A_CALL] + [A_BET + n for n in range(12, 44)]  # raise: 12 to seat 2's 43
    before = bytes(s)
    for bad in (A_BET + 11, A_BET + 44, A_BET + 2, A_BET - 1, A_BET + 1000):
        with pytest.raises(ValueError):
            rules.apply(s, bad)
        assert bytes(s) == before
    step(s, A_BET + 39)
    assert rules.chips(s, 2) == 4 and rules.bet(s, 2) == 39
    step(s, A_AWAY)  # seat 3
    step(s, A_BET + 50)  # the dealer raises to all he holds
    assert rules.chips(s, 0) == 0
    assert legal(s) == [A_AWAY]  # seat 1: 6 left + 11 bet < 50
    # the most actions of any decision: one seat holding nearly every chip of 10 players x 100
    chips = [1000 - 22 - 9 * 2] + [2] * 9  # the comps hold 22
    big = build(players=10, dealer=9, hands=("2C 2D 2H 2S 3C", "3D 3H 3S 4C 4D", "4H 4S 5C 5D 5H",
                                              "5S 6C 6D 6H 6S", "7C 7D 7H 7S 8C", "8D 8H 8S 9C 9D",
                                              "9H 9S 10C 10D 10H", "10S JC JD JH JS", "QC QD QH QS KC",
                                              "KD KH KS AC AD"), chips=chips, start=100, comps=(4, 4, 4, 4, 4, 2))
    n = len(legal(big))
    assert n == 1 + (960 - 3 + 1) and n <= rules.MAX_LEGAL


def test_9_5_a_raise_makes_everyone_in_answer_again_tie_of_bets_ends_the_round():
    s = build(players=5, dealer=4, hands=("7C 7D 8C 8D 9C", "7H 7S 8H 8S 9H", "10C 10D 10S JD JH",
                                          "QC QH KC KH KS", "AC AD AH AS 9S"))
    step(s, A_BET + 3)  # seat 0 opens
    step(s, A_CALL)  # seat 1
    step(s, A_CALL)  # seat 2
    step(s, A_AWAY)  # seat 3
    step(s, A_BET + 6)  # the dealer raises: seats 0, 1, 2 must answer
    assert [s[rules._P_STATUS + p] for p in range(5)] == [ST_WAIT, ST_WAIT, ST_WAIT, ST_AWAY, ST_IN]
    step(s, A_CALL)
    step(s, A_AWAY)  # seat 1 folds after betting 3: his 3 stay in the Bog
    step(s, A_CALL)
    assert s[rules._P_PHASE] == PH_SHOW
    assert [rules.bet(s, p) for p in range(5)] == [6, 3, 6, 0, 6]
    # seats 0, 2 and 4 show down: the dealer's four aces (carre) take the whole Bog
    assert s[rules._P_R_BOG] == 4 and rules.comp(s, BOG) == 0
    assert rules.get2(s, rules._P_R_BOG_AMT) == 6 + (3 + 2) + 6 + 2 + 6  # bets and fees, seat by seat


def test_9_6_7_a_player_who_cannot_open_or_call_must_go_away_and_pays_what_he_has():
    # seat 3 has 1 chip: he does not limit the others, and can only go away, paying 1
    s = build(players=4, dealer=0, hands=FULL4, chips=[50, 50, 50, 1], comps=(20, 20, 9, 0, 0, 0))
    assert legal(s)[-1] == A_BET + 50
    step(s, A_BET + 3)
    step(s, A_CALL)
    assert legal(s) == [A_AWAY] and rules.describe(s, A_AWAY) == "goes away -1"
    bog = rules.comp(s, BOG)
    step(s, A_AWAY)
    assert rules.chips(s, 3) == 0 and rules.comp(s, BOG) == bog + 1


def test_9_7_cannot_afford_the_opening():
    s = build(players=4, dealer=3, hands=FULL4, chips=[2, 50, 50, 50], comps=(20, 20, 8, 0, 0, 0))
    assert s[rules._P_TURN] == 0 and legal(s) == [A_AWAY]


def test_illegal_actions_change_nothing():
    s = build(players=4, dealer=0, hands=FULL4)
    before = bytes(s)
    for a in list(range(0, 600)) + [A_BET + 51, 65535]:
        if a not in legal(s):
            with pytest.raises(ValueError):
                rules.apply(s, a)
            assert bytes(s) == before


# --- 10. showdown --------------------------------------------------------------------------------

def test_10_1_nobody_bogs_the_bog_carries_over():
    s = build(players=4, dealer=0, hands=FULL4, comps=(2, 2, 2, 2, 0, 6))
    for _ in range(4):
        step(s, A_AWAY)
    assert rules.comp(s, BOG) == 14 and s[rules._P_R_BOG] == NONE and s[rules._P_PHASE] == PH_PLAY


def _lone_bogger(hand, flags=0):
    """Seat 1 bogs 3 with hand, the three others go away: the state after the betting."""
    rest = [c for c in "8C 8H 8S 9C 9D 9S 10C 10D 10H JC JD JH JS QD QH QS KC KH KS AC AD AH AS".split()
            if c not in hand.split()]
    s = build(players=4, dealer=0, hands=(" ".join(rest[:6]), hand, " ".join(rest[6:12]), " ".join(rest[12:18])),
              turned=rest[18], comps=(2, 2, 2, 2, 0, 6), flags=flags)
    step(s, A_BET + 3)
    for _ in range(3):
        step(s, A_AWAY)
    return s


def test_issue15_1_a_lone_bogger_shows_his_hand_and_takes_the_bog_only_with_a_combination():
    # rulebook: "ceux qui ont bogue etalent leurs cartes. Celui qui a la plus forte combinaison ramasse"
    s = _lone_bogger("7C 7D 9H 10S QC KD")  # a bog of 7s
    c1 = rules.chips(s, 1)
    assert s[rules._P_R_BOG] == 1 and rules.get2(s, rules._P_R_BOG_AMT) == 6 + 3 + 2 + 2 + 2
    assert rules.comp(s, BOG) == 0 and rules.shown(s, 1)
    for seat in (0, 2, 3):  # everyone sees his cards
        assert rules.view(s, seat)[rules._P_LOC + card("KD")] == Z_HAND + 1
    # the showdown page is a public step the leader confirms; then he leads
    assert s[rules._P_PHASE] == PH_SHOW and rules.public_decision(s) and legal(s) == [A_LEAD]
    assert s[rules._P_TURN] == 1 and rules.describe(s, A_LEAD) == "to the play-out"
    assert rules.describe(s, A_LEAD, 0).startswith("to the play-out. ")
    step(s, A_LEAD)
    assert s[rules._P_PHASE] == PH_PLAY and s[rules._P_TURN] == 1 and rules.chips(s, 1) == c1
    assert rules.shown(s, 1) and not rules.public_decision(s)
    t = _lone_bogger("7C 8D 9H 10S QC KD")  # no combination: nothing taken, the Bog stays
    assert rules.shown(t, 1) and s[rules._P_PHASE] == PH_PLAY and t[rules._P_PHASE] == PH_SHOW
    assert t[rules._P_R_BOG] == NONE and rules.comp(t, BOG) == 6 + 3 + 2 + 2 + 2
    assert rules.view(t, 3)[rules._P_LOC + card("QC")] == Z_HAND + 1


def test_issue15_1_several_boggers_without_a_combination_leave_the_bog():
    assert _duel("KC 9D 8H 7S 10C QD", "KH 9S 8C 7D JD QS") == NONE  # highest cards win nothing
    assert _duel("KH 9S 8C 7D JD QS", "KC 9D 8H 7S 10C QD") == NONE
    # the chips: every bet stays in the Bog for the next deal, nobody is paid; only the boggers show
    s = build(players=4, dealer=0, hands=("KC 9D 8H 7S 10C QD", "KH 9S 8C 7D JD QS", "7C 7H 8D 8S 9C 9H",
                                          "10D 10H JC JH QC QH"), turned="AS", bets=[0, 3, 0, 0],
              status=[ST_WAIT, ST_IN, ST_AWAY, ST_AWAY], turn=0, comps=(2, 2, 2, 2, 0, 10))
    before = [rules.chips(s, p) for p in range(4)]
    step(s, A_CALL)  # the dealer calls 3: two boggers, no pair between them
    assert rules.comp(s, BOG) == 13 and [rules.chips(s, p) for p in range(4)] == [before[0] - 3] + before[1:]
    assert s[rules._P_PHASE] == PH_SHOW and [rules.shown(s, p) for p in range(4)] == [True, True, False, False]
    step(s, A_LEAD)
    assert rules.comp(s, BOG) == 13 and s[rules._P_PHASE] == PH_PLAY


def test_issue15_1_the_v3_option_is_gone_and_older_saves_still_load():
    import launch
    import saves

    assert [name for name, _choices in rules.OPTIONS] == ["Chips each", "Length", "V1 short pack",
                                                          "V2 A-hearts box", "V4 Poque fine"]
    assert rules.new_state(4, 1, 1 << 16)[rules._P_FLAGS] == F_V4  # the fifth option is V4, flag bit 3
    with pytest.raises(ValueError):
        rules.new_state(4, 1, 1 << 20)  # there is no sixth option any more
    # a game saved with V3 and V4 on (flag bits 2 and 3): it resumes, V3 is the rule now, V4 still fines
    old = build(players=4, dealer=0, hands=FULL4, comps=(2, 2, 2, 2, 0, 6), flags=4 | F_V4)
    record, reason = saves.decode(saves.encode("lebog", 4, (1 << 16) | (1 << 20), 1, old, 7))
    assert reason == "" and rules.STATE_VERSION == 1  # the layout did not change: same format number
    loaded, reason = launch.check_record(record)
    assert loaded is not None and loaded.TITLE == "Le Bog" and reason == ""
    s = bytearray(record.state)
    for a in (A_AWAY, A_AWAY, A_AWAY, A_BET + 3):  # the dealer alone bogs (FULL4[0]: pairs of 7s, 8s, 9s)
        step(s, a)
    assert s[rules._P_R_BOG] == 0 and rules.shown(s, 0) and s[rules._P_PHASE] == PH_SHOW
    old_off = build(players=4, dealer=0, hands=FULL4, comps=(2, 2, 2, 2, 0, 6))  # saved with V3 off
    for a in (A_BET + 3, A_AWAY, A_AWAY, A_AWAY):  # seat 1 alone: pairs too, but he must show them now
        step(old_off, a)
    assert rules.shown(old_off, 1) and old_off[rules._P_R_BOG] == 1


def _duel(hand1, hand0, flags=0):
    """Seat 1 (speaks first) and the dealer (seat 0) show down; return the winner of the Bog."""
    rest2 = "7C 7D 7H 7S 8C 8D 8H 8S 9C 9D 9H 9S 10C 10D 10H 10S JC JD JH JS QC QD QH QS KC KD KH KS AC AD AH AS"
    used = set(hand1.split()) | set(hand0.split())
    free = [c for c in rest2.split() if c not in used]
    s = build(players=4, dealer=0, hands=(hand0, hand1, " ".join(free[:6]), " ".join(free[6:12])),
              turned=free[12], bets=[0, 3, 0, 0], status=[ST_WAIT, ST_IN, ST_AWAY, ST_AWAY],
              turn=0, comps=(2, 2, 2, 2, 0, 10), flags=flags)
    step(s, A_CALL)
    assert rules.shown(s, 0) and rules.shown(s, 1)
    return s[rules._P_R_BOG]


@pytest.mark.parametrize(("low", "high"), [
    ("7C 7D 8H 9S 10C QD", "8C 8D 9H 10S JD KS"),  # bog 8 over bog 7
    ("AC AD 8H 9S 10C QD", "7C 7D 9H 10S JD KS"),  # the ace is low
    ("KC KD 8H 9S 10C QD", "7C 7D 8C 8D JD AS"),  # double bog over bog
    ("KC KD QH QS 10C 9D", "JC 7D 7H 8S 9S AS"),  # mitsi over double bog
    ("JC 7D 7H 8S 9S AS", "8C 8D 8H KS QS 10H"),  # brelan over mitsi
    ("QC QD QH KS 10S 9H", "8C 8D 8H 8S 7D AS"),  # carre over brelan
    ("KC 9D 8H 7S 10C QD", "AC AD 7C 8S 9S 10H"),  # any bog over no combination
    ("QC QD 8H 9S 10C AD", "QH QS 7D 9H JD KS"),  # equal pairs: the highest other card
    ("KC KD 7H 7S 9C 10D", "KH KS 8H 8S 9H 10H"),  # double bog: equal high pair, then the low pair
    ("AH AS QC QD 7C 8D", "KC KD 7H 7S 9C 10D"),  # double bog: the high pair first
    ("9C 9D 9H 7S 8C QD", "JC JD JH AS 7C 8D"),  # brelan of jacks (J-clubs in it) over brelan of 9s
])
def test_10_4_to_10_7_ranking(low, high):
    assert _duel(high, low) == 1
    assert _duel(low, high) == 0


def test_10_6_full_tie_goes_to_the_first_to_speak():
    assert _duel("9C 9D 8H 7S 10C QD", "9H 9S 8C 7D 10D QH") == 1  # seat 1 spoke first
    assert _duel("9H 9S 8C 7D 10D QH", "9C 9D 8H 7S 10C QD") == 1


def test_10_5_mitsi_needs_jclubs_and_a_pair_of_another_rank():
    s = build(players=4, hands=("JC JD 7H 8S 9S AS", "JH 7D 9C 9D 7C 8C", "10C 10D 10H 10S KC KD",
                                "QC QD QH QS KH KS"))
    assert audit.hand_category(s, 0) == 1  # J-clubs with one other jack: a bog of jacks
    assert audit.hand_category(s, 1) == 2  # double bog (no J-clubs)
    t = build(players=4, hands=("JC JD JH 9C 9D AS", "7D 9H 7C 8C 7H 8D", "10C 10D 10H 10S KC KD",
                                "QC QD QH QS KH KS"))
    assert audit.hand_category(t, 0) == 4  # J-clubs with two other jacks: brelan
    u = build(players=4, hands=("JC JD 9H 9C 8D AS", "7D JH 7C 8C 7H 9D", "10C 10D 10H 10S KC KD",
                                "QC QD QH QS KH KS"))
    assert audit.hand_category(u, 0) == 3  # J-clubs + a pair of 9s: mitsi (over the double bog)


def test_issue15_4_texts_say_exactly_what_happens():
    # "calls" names the chips added and the total
    s = build(players=4, dealer=0, hands=FULL4, bets=[0, 3, 0, 5], status=[ST_WAIT, ST_WAIT, ST_AWAY, ST_IN],
              turn=1, comps=(2, 2, 2, 2, 0, 16))
    assert rules.describe(s, A_CALL) == "calls: +2, bet 5"
    # "goes away" says what it costs in all: the bet left behind + 2 to the Bog (or what he has left)
    assert rules.describe(s, A_AWAY) == "goes away -5 (bet 3+2)"
    assert rules.describe(s, A_AWAY, 0) == "goes away -5 (bet 3+2)"
    t = build(players=4, dealer=0, hands=FULL4, bets=[0, 3, 0, 5], status=[ST_WAIT, ST_WAIT, ST_AWAY, ST_IN],
              turn=1, chips=[50, 1, 50, 50], comps=(2, 2, 2, 2, 0, 41))
    assert rules.describe(t, A_AWAY) == "goes away -4 (bet 3+1)"
    step(t, A_AWAY)
    assert rules.chips(t, 1) == 0 and rules.bet(t, 1) == 3
    assert rules.describe(build(players=4, dealer=0, hands=FULL4), A_AWAY) == "goes away -2"
    # the dealer's swap, read by another seat: not "takes KD" (that reads like the K-diamonds box)
    u = build(players=4, dealer=1, phase=PH_EXCHANGE, turned="KD",
              hands=("7C 7D 8C 8D 9C 9D", "7H 7S 8H 8S 9H 9S", "10C 10D 10S JD JH JS", "QC QH KC KH KS AC"))
    assert rules.describe(u, A_SWAP + card("9S"), 0) == "swaps with the turned card"
    assert rules.describe(u, A_SWAP + card("9S"), 1) == "swaps 9S for KD"
    # a box card played on an empty box takes nothing and says nothing about it
    w = build(players=4, dealer=0, phase=PH_PLAY, turn=1, hands=("7C 7D", "QS KD 9D", "8C", "AC AD"),
              comps=(3, 0, 0, 0, 0, 0))
    assert rules.describe(w, play("QS")) == "plays QS"
    assert rules.describe(w, play("KD")) == "plays KD, takes 3"
    # the settlement that ends the game says "final score", for either end (13.1, 13.2)
    last = build(players=3, dealer=2, phase=PH_SETTLE, hands=("", "9C", "9D"), winner=0, deal_no=3, rounds=1)
    broke = build(players=3, dealer=2, phase=PH_SETTLE, hands=("", "9C", "9D"), winner=0, chips=[3, 72, 75])
    going = build(players=3, dealer=2, phase=PH_SETTLE, hands=("", "9C", "9D"), winner=0, chips=[4, 71, 75])
    assert [rules.describe(x, A_NEXT).split(".")[0] for x in (last, broke, going)] == ["final score", "final score",
                                                                                   "next deal"]
    step(broke, A_NEXT)  # seat 0 would deal and needs 4
    step(going, A_NEXT)
    assert rules.is_over(broke) and not rules.is_over(going)


# --- 11. play-out --------------------------------------------------------------------------------

def test_11_2_the_dealers_left_leads_any_card():
    s = build(players=4, dealer=3, hands=FULL4)
    for _ in range(4):
        step(s, A_AWAY)
    assert s[rules._P_TURN] == 0 and legal(s) == [A_PLAY + c for c in sorted(cards(FULL4[0]))]
    assert not rules.public_decision(s)


def test_11_3_the_successor_must_be_played_by_its_holder_run_included():
    s = build(players=4, dealer=0, phase=PH_PLAY, turn=1, turned="JH",
              hands=("7C 7D", "8H KC", "9H 10H QS", "AC AD"))
    step(s, play("8H"))
    assert s[rules._P_TURN] == 2 and legal(s) == [play("9H")] and rules.public_decision(s)
    step(s, play("9H"))
    assert s[rules._P_TURN] == 2 and legal(s) == [play("10H")] and rules.public_decision(s)
    step(s, play("10H"))  # J-hearts is the turned card: a stop, seat 2 leads again
    assert s[rules._P_TURN] == 2 and legal(s) == [play("QS")] and not rules.public_decision(s)
    assert s[rules._P_SEQ_START] == card("8H") and s[rules._P_LAST_CARD] == card("10H")


def test_11_3_ace_to_seven_in_the_short_pack_and_ace_to_two_in_the_long():
    s = build(players=4, dealer=0, phase=PH_PLAY, turn=1, hands=("8C 9D", "AC KC", "QD JD", "7C 10D"))
    step(s, play("AC"))
    assert s[rules._P_TURN] == 3 and legal(s) == [play("7C")]
    t = build(players=7, dealer=0, phase=PH_PLAY, turn=1,
              hands=("3C", "AC KC", "QD", "2C 5D", "4D", "6D", "7D"))
    step(t, play("AC"))
    assert t[rules._P_TURN] == 3 and legal(t) == [play("2C")]
    step(t, play("2C"))
    assert t[rules._P_TURN] == 0


@pytest.mark.parametrize("dead", ["talon", "discard", "played"])
def test_11_4_stop_the_player_leads_again(dead):
    kwargs = {"talon": {"talon": "9H"}, "discard": {"turned": "QD", "discard": "9H"}, "played": {"played": "9H"}}[dead]
    hands = ("7C 7D", "8H KC 9C", "QD JD 8S" if dead == "discard" else "JD 8S 10S", "AC AD")
    s = build(players=4, dealer=2, phase=PH_PLAY, turn=1, hands=hands, **kwargs)
    if dead == "talon":
        assert s[rules._P_LOC + card("9H")] == Z_TALON
    step(s, play("8H"))
    assert s[rules._P_TURN] == 1 and legal(s) == [play("9C"), play("KC")]


def test_11_5_after_a_king_the_same_player_leads():
    s = build(players=4, dealer=0, phase=PH_PLAY, turn=1, hands=("7C 7D", "KC 9D", "8C", "AC AD"))
    step(s, play("KC"))
    assert s[rules._P_TURN] == 1 and legal(s) == [play("9D")]


def test_11_6_a_pay_card_collects_its_compartment():
    s = build(players=4, dealer=0, phase=PH_PLAY, turn=1, hands=("7C 7D", "QS 9D", "8C", "AC AD"),
              comps=(1, 2, 3, 4, 9, 0))
    c1 = rules.chips(s, 1)
    assert rules.describe(s, play("QS")) == "plays QS, takes 9"
    step(s, play("QS"))
    assert rules.chips(s, 1) == c1 + 9 and rules.comp(s, 4) == 0 and comps_of(s)[:4] == [1, 2, 3, 4]


def test_11_7_and_12_1_going_out_ends_the_deal_and_everyone_pays_a_chip_per_card():
    s = build(players=4, dealer=0, phase=PH_PLAY, turn=2, hands=("7C 7D 9S", "8H 9C", "8C", "AD 10D"),
              chips=[50, 50, 50, 1], comps=(0, 0, 0, 49, 0, 0))
    assert rules.describe(s, play("8C")) == "plays 8C, out"
    step(s, play("8C"))
    assert s[rules._P_PHASE] == PH_SETTLE and s[rules._P_R_WINNER] == 2
    assert chips_of(s) == [47, 48, 50 + 3 + 2 + 1, 0]  # seat 3 is short and pays what he has
    assert [s[rules._P_R_CARDS + p] for p in range(4)] == [3, 2, 0, 1]
    assert s[rules._P_TURN] == 1 and legal(s) == [A_NEXT] and rules.public_decision(s)


def test_11_7_a_forced_last_card_ends_the_deal():
    s = build(players=4, dealer=0, phase=PH_PLAY, turn=1, hands=("7C 7D", "8H KC", "9H", "AC AD"))
    step(s, play("8H"))
    step(s, play("9H"))
    assert s[rules._P_PHASE] == PH_SETTLE and s[rules._P_R_WINNER] == 2


# --- 12. settlement ------------------------------------------------------------------------------

def test_12_2_stranded_pay_card_pays_its_staker():
    # 4 players: seat 2 holds K-diamonds (seat 0 stakes there); seat 3 holds Q-spades (nobody stakes there)
    s = build(players=4, dealer=0, phase=PH_PLAY, turn=1, hands=("7C", "8C", "KD 9H", "QS 9D"),
              comps=(6, 0, 0, 0, 5, 0))
    before = chips_of(s)
    step(s, play("8C"))
    assert chips_of(s)[0] == before[0] - 1 + 6  # paid 1 for his card, received the 6 for KD
    assert chips_of(s)[2] == before[2] - 2 - 6
    assert rules.comp(s, 0) == 6  # the compartment's own chips stay
    assert rules.comp(s, 4) == 10  # no staker: the 5 go into the compartment
    assert s[rules._P_R_STRAND + 0] == 2 and rules.get2(s, rules._P_R_STRAND + 1) == 6
    assert s[rules._P_R_STRAND + 12] == 3 and rules.get2(s, rules._P_R_STRAND + 13) == 5


def test_12_2_two_stakers_split_and_the_remainder_stays():
    # 7 players: seats 0 and 5 stake on K-diamonds
    hands = ("7C", "8C", "9C", "KD 2H", "10C", "JD", "QD")
    s = build(players=7, dealer=6, phase=PH_PLAY, turn=1, hands=hands, comps=(7, 0, 0, 0, 0, 0))
    c0, c5 = rules.chips(s, 0), rules.chips(s, 5)
    step(s, play("8C"))
    assert rules.chips(s, 0) == c0 - 1 + 3 and rules.chips(s, 5) == c5 - 1 + 3
    assert rules.comp(s, 0) == 8


def test_12_2_a_staker_holding_his_own_card_pays_the_other_staker_or_the_compartment():
    hands = ("7C", "8C", "9C", "10C", "JD", "KD 2H", "QD")
    s = build(players=7, dealer=6, phase=PH_PLAY, turn=1, hands=hands, comps=(7, 0, 0, 0, 0, 0))
    c0 = rules.chips(s, 0)
    step(s, play("8C"))
    assert rules.chips(s, 0) == c0 - 1 + 7 and rules.comp(s, 0) == 7
    t = build(players=4, dealer=0, phase=PH_PLAY, turn=1, hands=("KD 7C", "8C", "9C", "10C"), comps=(4, 0, 0, 0, 0, 0))
    c0 = rules.chips(t, 0)
    step(t, play("8C"))
    assert rules.chips(t, 0) == c0 - 2 - 4 and rules.comp(t, 0) == 8


def test_12_order_cards_before_stranded_and_short_payers():
    # seat 2 has 3 chips: 2 for his cards first, then 1 of the 6 he owes for K-diamonds
    s = build(players=4, dealer=0, phase=PH_PLAY, turn=1, hands=("7C", "8C", "KD 9H", "9D"),
              chips=[50, 50, 3, 50], comps=(6, 0, 0, 0, 0, 41))
    step(s, play("8C"))
    assert chips_of(s) == [49 + 1, 50 + 1 + 2 + 1, 0, 49]
    assert rules.get2(s, rules._P_R_STRAND + 1) == 1


def test_12_3_unwon_compartments_carry_over():
    s = build(players=4, dealer=0, phase=PH_PLAY, turn=1, hands=("7C", "8C", "9C", "10C"), comps=(3, 3, 3, 3, 3, 3))
    step(s, play("8C"))
    assert comps_of(s) == [3, 3, 3, 3, 3, 3]


# --- 13. end of the game -------------------------------------------------------------------------

def test_13_1_the_agreed_deals_end_the_game():
    s = build(players=3, dealer=2, phase=PH_SETTLE, hands=("", "9C", "9D"), winner=0, deal_no=3, rounds=1,
              chips=[60, 45, 45])
    assert rules.describe(s, A_NEXT) == "final score" and rules.describe(s, A_NEXT, 0).startswith("final score. ")
    step(s, A_NEXT)
    assert s[rules._P_PHASE] == PH_OVER and rules.current_player(s) == -1 and legal(s) == []
    assert rules.winners(s) == (0,) and "3 deals" in rules.outcome_text(s)
    assert rules.score_sheet(s) == [("Chips", (60, 45, 45)), ("Won/lost", (10, -5, -5))]


def test_13_1_length_is_one_to_five_rounds_of_the_deal():
    for choice, rounds in enumerate((2, 1, 3, 4, 5)):
        for players in (3, 10):
            s = rules.new_state(players, 1, choice << 4)
            assert s[rules._P_DEALS] == rounds * players


def test_13_2_the_game_ends_when_someone_cannot_stake_and_ties_share():
    s = build(players=3, dealer=0, phase=PH_SETTLE, hands=("", "9C", "9D"), winner=0, chips=[1, 74, 74],
              comps=(0, 0, 0, 0, 0, 1))
    step(s, A_NEXT)
    assert s[rules._P_END] == rules._END_STAKE and rules.winners(s) == (1, 2)
    t = build(players=3, dealer=0, phase=PH_SETTLE, hands=("", "9C", "9D"), winner=0, chips=[50, 3, 97])
    step(t, A_NEXT)  # seat 1 would deal and needs 4
    assert t[rules._P_END] == rules._END_STAKE
    u = build(players=3, dealer=0, phase=PH_SETTLE, hands=("", "9C", "9D"), winner=0, chips=[2, 4, 144])
    step(u, A_NEXT)
    assert u[rules._P_PHASE] == PH_EXCHANGE and u[rules._P_DEAL_NO] == 2


# --- 14. variants --------------------------------------------------------------------------------

@pytest.mark.parametrize(("players", "removed"), [(3, "7C 7D 7H 7S 8C 8S"), (5, "7C 7D 7H 7S 8C"), (4, "")])
def test_v1_short_pack(players, removed):
    s = rules.new_state(players, 5, 0x100)
    assert sorted(c for c in range(52) if s[rules._P_LOC + c] == Z_REMOVED) == sorted(cards(removed))
    if removed:
        assert zone_count(s, Z_TALON) + zone_count(s, Z_TURNED) == 2


def test_v1_removed_card_is_a_stop():
    s = build(players=3, dealer=0, phase=PH_PLAY, turn=1, flags=F_V1, hands=("9C", "AC KH", "QD"))
    step(s, play("AC"))
    assert s[rules._P_TURN] == 1 and legal(s) == [play("KH")]


def test_v2_ace_of_hearts_compartment():
    s = build(players=4, dealer=0, phase=PH_PLAY, turn=1, flags=F_V2, hands=("7C", "AH AD 9H", "8C", "9C"),
              comps=(0, 0, 0, 5, 0, 0))
    c1 = rules.chips(s, 1)
    step(s, play("AD"))
    assert rules.chips(s, 1) == c1 and rules.comp(s, 3) == 5
    step(s, play("AH"))
    assert rules.chips(s, 1) == c1 + 5 and rules.comp(s, 3) == 0


def test_v4_the_most_cards_left_pays_each_opponent():
    s = build(players=4, dealer=0, phase=PH_PLAY, turn=1, flags=F_V4, hands=("7C 7D 9S", "8C", "9C", "10C"))
    step(s, play("8C"))
    assert s[rules._P_R_V4_N] == 3
    assert chips_of(s) == [50 - 3 - 9, 50 + 3 + 1 + 1 + 3, 49 + 3, 49 + 3]
    t = build(players=4, dealer=0, phase=PH_PLAY, turn=1, hands=("7C 7D 9S", "8C", "9C", "10C"))
    step(t, play("8C"))
    assert chips_of(t) == [47, 55, 49, 49]


# --- views, invariants, long games ---------------------------------------------------------------

def test_view_hides_other_hands_talon_and_prng_but_shows_revealed_hands():
    s = _first_deal_without_pay_turn(5)
    me = s[rules._P_TURN]
    v = rules.view(s, me)
    assert bytes(v[0:8]) == bytes(8)
    for c in range(52):
        z = s[rules._P_LOC + c]
        if z == Z_TALON or (z >= Z_HAND and z != Z_HAND + me):
            assert v[rules._P_LOC + c] == Z_HIDDEN
        else:
            assert v[rules._P_LOC + c] == z


def test_check_refuses_broken_states():
    s = build(players=4, hands=FULL4)
    bad = bytearray(s)
    bad[rules._P_CHIPS] += 1  # a chip from nowhere
    with pytest.raises(ValueError):
        rules.check(bad)
    bad = bytearray(s)
    bad[rules._P_LOC + card("7C")] = Z_HAND + 1  # a card in two hands' counts
    with pytest.raises(ValueError):
        rules.check(bad)
    bad = bytearray(s)
    bad[rules._P_LOC + card("2C")] = Z_TALON  # not in the 32-card pack
    with pytest.raises(ValueError):
        rules.check(bad)
    bad = bytearray(s)
    bad[rules._P_STATUS] = ST_IN  # bogs without a bet
    with pytest.raises(ValueError):
        rules.check(bad)


@pytest.mark.parametrize("players", range(3, 11))
def test_long_cautious_games_keep_every_invariant(players):
    """Cautious betting makes whole evenings: check() (chip conservation) after every step."""
    deals = 0
    for options in (0x40, 0x140, 0x1040, 0x10040, 0x3):
        rnd = random.Random(players * 100 + options)
        s = rules.new_state(players, options + players, options)
        while not rules.is_over(s):
            acts = legal(s)
            if s[rules._P_PHASE] == PH_BET:  # go away, call, or the smallest bet
                acts = [a for a in acts if a < A_BET] + [a for a in acts if a > A_BET][:1]
                acts += [A_AWAY] * 3
            step(s, rnd.choice(acts))
            assert sum(chips_of(s)) + sum(comps_of(s)) == players * s[rules._P_START]
        deals += s[rules._P_DEAL_NO]
        assert rules.winners(s)
    assert deals >= 5 * 4  # several deals per evening (stakes and payments soon ruin someone: 13.2)


def test_v4_tied_players_with_the_most_cards_all_pay():
    s = build(players=4, dealer=0, phase=PH_PLAY, turn=1, flags=F_V4, hands=("7C 7D", "8C", "9C 9D", "10C"))
    step(s, play("8C"))
    assert s[rules._P_R_V4_N] == 2
    assert chips_of(s) == [44, 59, 44, 53]
