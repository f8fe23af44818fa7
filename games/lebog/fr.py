"""Le Bog in French: its texts (TEXTS, English text -> French) and its rules page (RULES), loaded only in French."""

# Words of the rulebook: donne, donneur, talon, la retourne (the turned card), le tableau and ses cases (the
# board's boxes), miser, boguer (bog), s'en aller (go away), tenir (call, as in la bouillotte), relancer
# (raise), bog, double bog, mitsi, brelan, carré; cards R D V (King Queen Jack), suits T K C P (trèfle,
# carreau, cœur, pique). A space before ":" (lib/fr.py), where the line has room for it.

TEXTS = {
    # card names (text.card_name): the letters by rank (A 2 .. 9, 0 for 10, J Q K) and by suit (C D H S)
    "A234567890JQK": "A234567890VDR",
    "CDHS": "TKCP",
    # combinations (text.combination_text): the rank words carry their "de"
    "no combination": "sans combinaison",
    "bog of %s": "bog %s",
    "double bog %s+%s": "double bog %s et %s",
    "mitsi with %s": "mitsi %s",
    "brelan of %s": "brelan %s",
    "carre of %s": "carré %s",
    "aces": "d'as",
    "2s": "de 2",
    "3s": "de 3",
    "4s": "de 4",
    "5s": "de 5",
    "6s": "de 6",
    "7s": "de 7",
    "8s": "de 8",
    "9s": "de 9",
    "10s": "de 10",
    "jacks": "de valets",
    "queens": "de dames",
    "kings": "de rois",
    # what an action did (text.describe): "Ana joue RK, prend 5 et sort"
    "plays %s": "joue %s",
    ", takes %d": ", prend %d",
    ", out": " et sort",
    "swaps with the turned card": "échange avec la retourne",
    "swaps %s for %s": "échange %s contre %s",
    "keeps the hand": "garde sa main",
    "goes away": "s'en va",
    "goes away -%d (bet %d+%d)": "s'en va -%d (mise %d+%d)",
    "goes away -%d": "s'en va -%d",
    "calls: +%d, bet %d": "tient : +%d, mise %d",
    "final score": "passe au score final",
    "next deal": "passe à la donne suivante",
    "to the play-out": "passe au jeu des cartes",
    "bogs %d": "bogue %d",
    "raises to %d": "relance à %d",
    # the showdown and settlement pages (text.showdown_parts, settlement_parts, showdown.py)
    "Showdown: Bog %d to %s": "Abattage : Bog %d à %s",
    "No combination: Bog stays": "Abattage : le Bog reste",
    "Turn-up: %s took %d": "Retourne : %s a pris %d",
    "Bog: %s took %d": "Bog : %s a pris %d",
    "Bog: nobody took its %d": "Bog : %d jetons restent",
    "%s went out; cards paid:": "%s a fini, cartes payées :",
    "%d into %s box": "%d dans la case %s",
    "%s gets %d": "%s reçoit %d",
    "%s get %d": "%s reçoivent %d",
    "%s kept %s: %s": "%s a gardé %s : %s",
    "Most cards: %s paid %d each": "Amende : %s, %d à chacun",
    "That was the last deal.": "C'était la dernière donne.",
    # the line above the hand (hand.py): the buttons keep their columns (Partir 0, Tenir 7, Relancer 17)
    "Keep   or swap for %s": "Garder  ou prendre le %s",
    "Away             Bog 3+": "Partir           Boguer 3+",
    "Away   Call %-5dRaise": "Partir Tenir %-5dRelancer",
    "A: final score": "A : score final",
    "A: next deal": "A : donne suivante",
    "A: to the play-out": "A : jeu des cartes",
    "Run: %s plays %s - A": "%s doit jouer %s - A",
    "Bog stays. Lead any card": "Bog reste. Ouvrir le jeu",
    "Bog %d to %s, lead a card": "Bog %d à %s, ouvrir le jeu",  # too long: the last 7 characters go
    "Run %s  lead any": "Suite %s  ouvrir",
    "Bog %s  %d-%d": "Boguer %s  %d-%d",
    "Raise to %s  %d-%d": "Relancer à %s  %d-%d",
    # the top line, the status line while a bet is chosen, the page's overflow (view.py)
    "L/R 1, U/D 5, A: bet %d": "G/D 1, H/B 5, A : mise %d",
    "A: choose a bet, %d-%d": "A : miser de %d à %d",
    "Deal %d/%d ": "Donne %d/%d ",
    " turned up %s": " retourne %s",
    " turned %s": " tourne %s",
    " deals": " distribue",
    "... more: Select": "... suite : Select",
    # the seats panel (table.py): 10 columns after the chips
    " hand %d": " main %d",
    " away": " parti",
    " bet %d": " mise %d",
    " bet%d": " mis.%d",  # shortened, the "." keeps the word apart from the number
    # the table page (pages.info_lines)
    "Deal %d of %d, dealer %s": "Donne %d/%d, donneur %s",
    "Board: %s": "Tableau : %s",
    "away": "parti",
    "bogs": "bogue",
    "chip": "jeton",
    "card": "carte",
    "%s: %s, %s%s%s": "%s : %s, %s%s%s",
    ", bet %d": ", mise %d",
    "  shows %s": "  étale %s",
    "Played: %s": "Jouées : %s",
    # the end of the game and the score sheet (rules.py)
    "%d deal": "%d donne",
    "%d deals": "%d donnes",
    "A player could not stake after %s: most chips wins": "Un joueur ne peut plus miser après %s : le plus riche gagne",
    "%s played: most chips wins": "%s : le plus riche gagne",
    "Chips": "Jetons",
    "Won/lost": "Bilan",
    "1 round": "1 tour",
    "2 rounds": "2 tours",
    "3 rounds": "3 tours",
    "4 rounds": "4 tours",
    "5 rounds": "5 tours",
    # the set-up's labels (10 columns) and what they change (setup.py)
    "Chips each": "Jetons",
    "The chips each player starts with.": "Les jetons de chacun au départ.",
    "Length": "Durée",
    "Deals to play: each round, every player deals once.": "Donnes à jouer : à chaque tour, chacun donne une fois.",
    "Short pack": "Jeu court",
    "Variant: no 7s and no black 8s (3 players), no 8 of clubs (5 players).":
        "Variante : sans les 7 ni les 8 noirs à 3 joueurs, sans le 8 de trèfle à 5.",
    "Hearts ace": "As de cœur",
    "Variant: the box of the ace of diamonds goes to the ace of hearts.":
        "Variante : la case de l'As de carreau passe à l'As de cœur.",
    "Poque fine": "Amende",
    "Variant: who keeps the most cards pays that many to each other player.":
        "Variante du Poque : qui garde le plus de cartes en paie autant à chacun.",
}

RULES = "\n".join((
    "But : avoir le plus de jetons à la fin des donnes convenues (ou quand un joueur ne peut plus miser).",
    "Chaque donne : chacun mise 2 jetons sur la case du tableau placée devant lui (RK 10C VT AK DP) ; le"
    " donneur en met 2 de plus dans le Bog. Il distribue, puis retourne la carte du dessus du talon (une"
    " carte du tableau : il ramasse sa case) et peut l'échanger contre l'une des siennes.",
    "Boguer : à partir de la gauche du donneur, chacun bogue ou s'en va. Le premier qui bogue met au moins"
    " 3 jetons dans le Bog ; les autres tiennent, relancent ou s'en vont. Qui s'en va dépose 2 jetons dans"
    " le Bog et y abandonne sa mise.",
    "Abattage : bog (paire) < double bog < mitsi (VT et une paire) < brelan (trois) < carré (quatre) ; à"
    " égalité, les cartes les plus fortes, puis le premier à avoir parlé.",
    "Jeu des cartes : le joueur à gauche du donneur ouvre avec la carte de son choix. Qui tient la carte suivante de"
    " la couleur (A 7 8 .. R à 32 cartes, A 2 .. R à 52) doit la jouer. Si personne ne l'a (carte morte)"
    " ou après un Roi, le même joueur rejoue la carte de son choix. Une carte du tableau jouée ramasse sa"
    " case.",
    "Le premier qui se débarrasse de toutes ses cartes gagne la donne : les autres lui paient autant de"
    " jetons qu'il leur reste de cartes en main. Qui garde une carte du tableau paie autant de jetons que sa"
    " case en contient déjà, au joueur qui mise sur cette case.",
    "Comme le dit la règle :",
    "- Qui bogue étale ses cartes à l'écran, même seul.",
    "- Seule une combinaison ramasse le Bog ; si aucun de ceux qui boguent n'en a, il reste pour la donne"
    " suivante.",
    "- Toute mise de 3 (ou la mise + 1) jusqu'à tous ses jetons.",
    "- Pas de limite : qui ne peut tenir la mise ne peut que s'en aller.",
    "Écran : les six cases du tableau et leurs jetons ; pour chaque joueur ses jetons, puis sa mise ('parti'"
    " ou x : s'en est allé) ou, pendant le jeu des cartes, ses cartes restantes ('main 3', ou un nombre sur"
    " une carte bleue à 6 joueurs et plus). Une carte forcée montre la suite jouée et la carte que son"
    " détenteur doit jouer.",
    "Touches : la croix déplace, A valide, B annule, Start met en pause, Select montre la table. Pour miser :"
    " A sur Boguer ou Relancer, puis Gauche/Droite 1 jeton, Haut/Bas 5 jetons, A mise, B revient.",
))
