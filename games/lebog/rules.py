"""Le Bog (3-10 players): stakes on a hexagonal board, bogging (betting) on combinations, the play-out."""

# Rules: docs/sources.md, Le Bog: its rules 1-14 (numbers below), with the rulebook's corrections listed
# there. Cards: id = suit * 13 + rank, suits C D H S, ranks A 2 .. 10 J Q K (0-12, ace low); 32 cards
# (A, 7-K) up to 6 players, 52 from 7. Compartments 0-5: KD 10H JC AD (AH with V2) QS, the Bog. Chips
# are 2-byte little-endian.
#
# State (188 bytes; each offset's meaning is commented at its const below):
#     0 SEED(4)  4 RNG(4)  8 PLAYERS START DEALS FLAGS PHASE TURN DEALER DEAL_NO LAST_CARD SEQ_START
#     18 CUR_BET(2)  20 END  22 CHIPS(2x10)  42 BET(2x10)  62 STATUS(10)  72 HAND_N(10)  82 COMP(2x6)
#     94 SHOWN(2)  96 LOC(52)  148 deal record: R_WINNER R_BOG R_BOG_AMT(2) R_TURN_AMT(2) R_CARDS(10)
#     R_STRAND(3x5) R_V4_N  180 TAKEN  181-187 spare
#
# Rule decisions (beyond those of rules 1-14):
# - Bets and going-away fees go straight into the Bog; BET only remembers each seat's bet this deal.
# - Every bet is offered: open at 3 or more, raise to the current bet + 1 or more, up to all the
#   bettor holds (one action per amount; the view picks the amount: Left/Right 1 chip, Up/Down 5).
# - No table limit (the rulebook has none; rule 9.6 is dropped): a bet goes up to what the bettor
#   holds (his chips + his bet this deal). A player who cannot match the bet, or open at 3, can only go
#   away (9.7: 2 chips to the Bog, or what he has).
# - Showdown (the rulebook over rule 10.2 and V3, which is gone): every bogger, a lone one too,
#   shows his hand on a public page (the next step, confirmed by the leader); the best combination
#   takes the Bog; with no combination among the boggers the Bog stays for the next deal. Ties:
#   category, the combination's ranks, the other cards from the highest, then the first to speak.
#   Saves from before keep loading: their V3 flag bit is ignored.
# - Play-out: a successor already played is a stop too. Each forced card is a public step: its holder
#   is named and confirms.
# - Settlement order: cards (12.1, from the winner's left), stranded pay cards by compartment (12.2),
#   V4. Short payers pay what they have. V4: all tied for most cards pay each opponent.
# - V1 removes the four 7s and the black 8s (3 players) or the 8 of clubs (5 players).
# - The game ends before a deal once the agreed deals are played or a player cannot stake.
# - Length: 2 rounds of the deal by default (13.1), 1 and 3-5 in the launcher. Starting chips 50
#   (20, 30, 100). The first dealer is drawn from the state's PRNG.
# - The dealer's discard is known to the dealer only; the turned card, removed (V1) and played cards
#   are public; the revealed hands of a showdown stay public for the rest of the deal.
# - After the deal the next dealer confirms the settlement page (a public step) and the next deal
#   (stakes, shuffle, turn-up) happens then.
# - Texts say what happened: "calls +2 (5)" (chips added, the bet they make), "goes away -5 (bet 3+2)"
#   (all it costs), other seats read the dealer's swap as "swaps with the turned card", a box card on
#   an empty box says nothing about taking, and the settlement that ends the game (deals played or the
#   next dealer cannot stake) says "final score", never "next deal". The texts of the showdown and
#   settlement steps go on with what their pages show (who took the Bog, the hands shown, who paid
#   whom): a CPU or another person often confirms them, and the recap must tell everyone.
#
# Actions (ints below 2048): A_PLAY + card, A_SWAP + card (the exchange), A_KEEP, A_AWAY, A_CALL,
# A_NEXT (the settlement's next deal), A_LEAD (the showdown page seen), A_BET + the seat's total bet
# this deal (opening or raising).
#
# The code lives in pieces (each under the badge's 24 KB compile peak), this module is the contract's face:
#   core.py   state accessors and helpers the pieces share (2-byte fields, chips, cards, combinations)
#   moves.py  legal actions (legal_actions, is_legal)          play.py   apply(): what each action does
#   start.py  new_state() and each deal's set-up (first use)   audit.py  check(): the invariants (first use)
#   text.py   describe(), card names, combinations in words (first use)
# Pieces never import this module; each declares the offsets it uses in a block tools/consts.py writes
# from consts.txt, where every constant of the game is written once.

import lang
from micropython import const

# the view and the tests read these as rules.<name>
from games.lebog.core import (  # noqa: F401  (re-exported)
    DEAL_SIZE,
    bet,
    chips,
    comp,
    forced,
    get2,
    in_pack,
    last_deal,
    pay_card,
    pay_comp,
    reach,
    shown,
    successor,
    turned_card,
)

# the contract's legal_actions and apply, re-exported rather than wrapped: a frame less under a CPU's search on
# the badge, whose Python frames share a small fixed stack (the pystack)
from games.lebog.moves import generate as legal_actions  # noqa: F401
from games.lebog.play import apply  # noqa: F401

TITLE = "Le Bog"
OPTIONS = (
    ("Chips each", ("50", "20", "30", "100")),
    ("Length", ("2 rounds", "1 round", "3 rounds", "4 rounds", "5 rounds")),
    ("V1 short pack", ("off", "on")),
    ("V2 A-hearts box", ("off", "on")),
    ("V4 Poque fine", ("off", "on")),
)
HIDDEN_INFO = True

# consts.txt, written by tools/consts.py: edit games/lebog/consts.txt and run the tool, not these lines
MIN_PLAYERS = const(3)
MAX_PLAYERS = const(10)
STATE_VERSION = const(1)

_P_SEED = const(0)
_P_RNG = const(4)
_P_PLAYERS = const(8)  # 3..10
_P_START = const(9)  # starting chips: all chips = PLAYERS * START
_P_DEALS = const(10)  # deals agreed (rounds * players)
_P_FLAGS = const(11)  # bits 0-3: V1-V4
_P_PHASE = const(12)  # PH_*
_P_TURN = const(13)  # seat deciding now
_P_DEALER = const(14)  # dealer of this deal
_P_DEAL_NO = const(15)  # deals started (1 = first)
_P_LAST_CARD = const(16)  # play-out: last card played, _NONE before the lead
_P_SEQ_START = const(17)  # play-out: first card of the sequence
_P_CUR_BET = const(18)  # 2: highest bet this deal (0: not opened)
_P_END = const(20)  # _END_DEALS or _END_STAKE once over
_P_CHIPS = const(22)  # 2 x 10: chips in hand
_P_BET = const(42)  # 2 x 10: chips bet this deal (they lie in the Bog)
_P_STATUS = const(62)  # 10: _ST_WAIT, _ST_IN, _ST_AWAY
_P_HAND_N = const(72)  # 10: cards in hand (public)
_P_COMP = const(82)  # 2 x 6: chips on the compartments
_P_SHOWN = const(94)  # 2: bit per seat, hand shown at the showdown
_P_LOC = const(96)  # 52: zone of every card (Z_*)
_P_R_WINNER = const(148)  # seat that went out, _NONE before
_P_R_BOG = const(149)  # seat that took the Bog, _NONE
_P_R_BOG_AMT = const(150)  # 2: chips it took
_P_R_TURN_AMT = const(152)  # 2: chips the dealer collected with the turned card
_P_R_CARDS = const(154)  # 10: chips each seat paid the winner for its cards (12.1)
_P_R_STRAND = const(164)  # 3 x 5: payer (_NONE) and chips (2) per pay compartment (12.2)
_P_R_V4_N = const(179)  # V4: the most cards left, 0 without V4
_P_TAKEN = const(180)  # the turned card + 1 once the dealer took it this deal (public), 0 before
STATE_SIZE = const(188)

_NONE = const(255)
_CARDS = const(52)
_BOG = const(5)  # the Bog compartment
_STAKE = const(2)

_F_V1 = const(1)
_F_V2 = const(2)
_F_OLD_V3 = const(4)  # saves from before the showdown rule: the bit is ignored (every bogger shows)
_F_V4 = const(8)

_PH_EXCHANGE = const(0)
_PH_BET = const(1)
_PH_PLAY = const(2)
_PH_SETTLE = const(3)
_PH_OVER = const(4)
_PH_SHOW = const(5)  # the showdown page: the boggers' hands and who took the Bog (a public step)

_ST_WAIT = const(0)
_ST_IN = const(1)
_ST_AWAY = const(2)

_END_DEALS = const(1)
_END_STAKE = const(2)

_Z_OUT = const(0)  # not in the pack in use (2-6 with 32 cards)
_Z_REMOVED = const(1)  # V1: taken out of the pack, dead, public
_Z_TALON = const(2)  # face down, dead
_Z_TURNED = const(3)  # the turned card, face up, dead unless the dealer takes it
_Z_DISCARD = const(4)  # the dealer's discard, face down (the dealer knows it), dead
_Z_PLAYED = const(5)
_Z_HAND = const(16)  # + seat
_Z_HIDDEN = const(255)  # in views: a card the seat may not see

_A_PLAY = const(0)
_A_SWAP = const(64)
_A_KEEP = const(128)
_A_AWAY = const(129)
_A_CALL = const(130)
_A_NEXT = const(131)
_A_LEAD = const(132)  # the showdown page seen: on to the play-out
_A_BET = const(256)

# betting: away, call and every bet from 3 to the bettor's reach, at most all the chips (10 x 100)
MAX_LEGAL = const(1000)

_PAY_CARD_V2 = const(26)
_JACK = const(10)
_KING = const(12)
_J_CLUBS = const(10)
# end of consts.txt


def new_state(players, seed, options=0):
    """A new game: starting chips, a random dealer, the first deal."""
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ValueError("Le Bog is for 3 to 10 players")
    from games.lebog import start  # set-up code: loaded when a game starts

    return start.new_state(players, seed, options, OPTIONS)


def current_player(s):
    """Seat deciding now, or -1 once the game is over."""
    return -1 if s[_P_PHASE] == _PH_OVER else s[_P_TURN]


def is_over(s):
    """True once the game has ended."""
    return s[_P_PHASE] == _PH_OVER


def public_decision(s):
    """True for a forced play, the showdown page or the settlement (nothing private shown)."""
    phase = s[_P_PHASE]
    return phase == _PH_SETTLE or phase == _PH_SHOW or forced(s)


def reveals(s, action):
    """True when an action shows or deals cards: undo stops there."""
    return action != _A_KEEP and not (_A_SWAP <= action < _A_SWAP + _CARDS)


def scores(s):
    """Chips in hand per seat."""
    return tuple(chips(s, seat) for seat in range(s[_P_PLAYERS]))


def winners(s):
    """Seats with the most chips once over (ties share); () before."""
    if s[_P_PHASE] != _PH_OVER:
        return ()
    sc = scores(s)
    top = max(sc)
    return tuple(seat for seat in range(len(sc)) if sc[seat] == top)


def outcome_text(s):
    """Why the game ended, or "" while it goes on."""
    if s[_P_PHASE] != _PH_OVER:
        return ""
    n = s[_P_DEAL_NO]
    deals = lang.tr("%d deal" if n == 1 else "%d deals") % n
    if s[_P_END] == _END_STAKE:
        return lang.tr("A player could not stake after %s: most chips wins") % deals
    return lang.tr("%s played: most chips wins") % deals


def score_sheet(s):
    """Rows of (label, values per seat) for the score sheet."""
    players = s[_P_PLAYERS]
    start = s[_P_START]
    return [(lang.tr("Chips"), scores(s)),
            (lang.tr("Won/lost"), tuple(chips(s, p) - start for p in range(players)))]


def view(s, seat, out=None):
    """Copy of s without what seat may not see (hands, talon, discard, PRNG); the turned card the dealer took
    stays in sight (every seat saw it); into out (a bytearray of STATE_SIZE) when given."""
    if not 0 <= seat < s[_P_PLAYERS]:
        raise ValueError("no seat %r" % (seat,))
    v = bytearray(len(s)) if out is None else out  # out: the caller's buffer, made once (no heap per view)
    v[:] = s
    for i in range(8):
        v[_P_SEED + i] = 0
    dealer = s[_P_DEALER]
    taken = s[_P_TAKEN] - 1
    for c in range(_CARDS):
        z = v[_P_LOC + c]
        if z == _Z_TALON or (z == _Z_DISCARD and seat != dealer):
            v[_P_LOC + c] = _Z_HIDDEN
        elif z >= _Z_HAND and z != _Z_HAND + seat and not shown(s, z - _Z_HAND) and c != taken:
            v[_P_LOC + c] = _Z_HIDDEN
    return v


def describe(s, action, seat=-1):
    """Public text of an action; seat is the reader (default: the mover)."""
    from games.lebog import text  # loaded by the first status line, then kept

    return text.describe(s, action, seat)


def check(s):
    """Raise ValueError on a broken invariant (games/lebog/audit.py)."""
    # check runs on resume and in tests, never in play: keeping it apart saves import heap
    from games.lebog import audit

    audit.check(s)
