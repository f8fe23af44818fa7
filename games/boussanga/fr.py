"""Boussanga en français: its TEXTS {English: French} and its rules page, loaded only when French is chosen."""

TEXTS = {
    # rules.OPTIONS and the set-up screen (setup.py)
    "Competitive": "Compétitif",
    "Co-op": "Coopératif",
    "Teams (4P)": "Équipes (4J)",
    "Teams": "Équipes",
    "1 player plays solo (the co-op goal); 2-4 pick a mode.":
        "À 1 joueur, partie solo (but du coopératif) ; de 2 à 4, choisir un mode.",
    "Competitive: the most points wins. Co-op: reach 15 points together.":
        "Compétitif : le plus de points gagne. Coopératif : atteindre 15 pts ensemble.",
    "P1 and P3 play against P2 and P4, each team one score.":
        "P1 et P3 jouent contre P2 et P4, un score par équipe.",
    # colours (text.py) and their initials (pages.py)
    "Blue": "Bleu",
    "Green": "Vert",
    "Red": "Rouge",
    "Yellow": "Jaune",
    "BGRY": "BVRJ",
    # describe(): the status line (infinitive) and the log (after the seat's name)
    "Play this card": "Jouer cette carte",
    "plays a card": "choisit une carte",
    "End the game here (lost)": "Arrêter la partie (perdue)",
    "ends the game (lost)": "arrête la partie (perdue)",
    "Pass: discard this card": "Passer en la défaussant",
    "passes: discards a card": "passe, défausse une carte",
    "Put back %d %s": "Replacer %d %s",
    "puts back %d %s": "replace %d %s",
    "Lay it here": "Poser ici",
    "lays the card": "pose la carte",
    ", %d turn%s": ", %d cran%s",
    "Put %s here": "Replacer un %s ici",
    "puts a %s token": "replace un jeton %s",
    "Store %s on P%d%s": "Stocker %s chez P%d%s",  # the rulebook's verb; "chez": the seat's board
    "Store %d tokens on P%d%s": "Stocker %d chez P%d%s",
    "stores %s on P%d%s": "stocke %s chez P%d%s",
    "stores %d tokens on P%d%s": "stocke %d chez P%d%s",
    # the board (view.py, ghost.py, panel.py, recap.py)
    "Pts %d/%d Cards %d": "Pts %d/%d Coups %d",
    "A puts %s here, %d left": "A : un %s ici, reste %d",
    "Lay it here: %d way%s": "Poser ici : %d position%s",
    "Select to turn, ": "Select tourne, ",
    "A: lay it": "A : poser",
    "off board": "déborde",
    "not found": "absente",
    "occupied": "occupée",
    "no tokens": "épuisée",
    "complete": "complète",
    "Collected": "Collecte",
    "Reserve": "Réserve",
    "Can't win": "Perdu",
    "End now": "Arrêter",
    " passed: a card out": " a passé son tour",
    " laid a card": " a posé une carte",
    " laid a card, +%d point%s": " a marqué %d point%s",
    # the table page (pages.py)
    "Co-op: %s, %s used": "Coopératif : %s en %s",
    "card": "carte",
    "Collected %s": "Collecte %s",
    "Scored %s": "Gagnés %s",
    "Row: %s": "Cartes : %s",
    "Team %s+%s: %s": "Équipe %s+%s : %s",
    "%s: %s %s": "%s : %s %s",
    "%s board: %s %s": "Plateau %s : %s %s",
    " cards %s": " cartes %s",
    "Reserve %s": "Réserve %s",
    "Last round (since %s)": "Fin déclenchée par %s",
    "Deck %d": "Pioche %d",
    # the final count (score.py)
    "Lost": "Perdu",
    "Won": "Gagné",
    "%s: %s, %s.%s": "%s (%s, %s).%s",
    "Won: Erudit Boussanga": "Gagné : Érudit Boussanga",
    "Won: Maitre Boussanga": "Gagné : Maître Boussanga",
    " Solo (co-op: competitive needs 2).": " Solo (coopératif ; compétitif dès 2).",
    "Lost: deck out, %s.%s": "Perdu : pioche vide, %s.%s",
    "%d card%s": "%d carte%s",
    "Lost: %s, max 12. Ended there, %s.%s": "Perdu : %s, max 12. Partie arrêtée, %s.%s",
    "Lost: %s, max 12. %s came too late.%s": "Perdu : %s, max 12 ; %s arrivés trop tard.%s",
    "Team P%d+P%d": "Équipe P%d+P%d",
    "%s reached %d": "%s a atteint %d",
    "P%d drew the last card": "P%d a vidé la pioche",
    "P%d took a last token": "P%d a épuisé une couleur",
    "%s. Last round played: most points wins.": "%s. Dernier tour joué : le plus de points gagne.",
    "Cards used": "Défausse",
    "Bonuses": "Bonus",
    "Team total": "Tot. équipe",
}

# the rules page (pages.RULES): the rulebook's wording, condensed, in the English page's eight paragraphs
RULES = "\n".join((
    "Compétitif (2 à 4) : le plus de points gagne. Coopératif ou solo (1 à 4) : atteindre 15 points avec le"
    " moins de coups possible (cartes jouées).",
    "À son tour, choisir une de ses 4 cartes et reproduire sa combinaison sur le plateau, orthogonalement ou"
    " en diagonale : 8 positions (crans de 45 degrés), jamais retournée. Les jetons déjà en place de la bonne"
    " couleur comptent ; toute autre case doit être vide et reçoit un jeton de la réserve. Ou passer son"
    " tour : défausser une carte. Piocher pour revenir à 4 cartes.",
    "4 jetons ou plus d'une couleur alignés (horizontalement, verticalement ou en diagonale) quittent le"
    " plateau : 3 retournent à la réserve, le reste va en zone de points. Alignements croisés : tous leurs"
    " jetons partent, 3 par alignement à la réserve. Bleu 1, vert 1, rouge 2, jaune 3 points.",
    "Bonus : dès que son plateau compte 4 jetons d'une couleur, en prendre un de plus (une fois par couleur).",
    "Fin : 15 points, dernière carte piochée ou dernier jeton d'une couleur pris : les autres rejouent une"
    " fois (en équipe, le partenaire aussi). Équipes (4 joueurs) : P1+P3 contre P2+P4, le score d'une équipe"
    " réunit ses deux plateaux ; qui marque choisit le plateau qui reçoit les jetons (A sur un plateau : le"
    " bonus compte par plateau).",
    "Coopératif : le plateau est rempli au départ. Retrouver la combinaison entière d'une carte et collecter"
    " ses jetons ; 4 collectés d'une couleur : en replacer 3 où l'on veut, le reste marque. Passer, seulement"
    " si aucune carte n'est sur le plateau : défausser une carte et replacer tous les jetons collectés d'une"
    " couleur. 15 points en 12 cartes ou moins : gagné ; 10 : Érudit, 8 : Maître. Dès 13 cartes, la victoire est"
    " impossible : le panneau affiche «Perdu» et «Arrêter» finit la partie ; ou jouer encore pour les points.",
    "Pour poser une carte (entre crochets) : la croix déplace son aperçu, Select la tourne d'un cran (45"
    " degrés, sens horaire ; 8 crans font le tour), A la pose, B reprend la carte (puis Select montre la"
    " table). Sinon la croix déplace, A valide, B annule, Start met en pause, Select montre la table.",
    "En posant, la ligne du bas finit par «A : poser» ou dit pourquoi pas : occupée (case d'une autre couleur,"
    " barrée), absente (coopératif : la combinaison n'est pas entière ici), complète (rien à poser), épuisée"
    " (la réserve manque d'une couleur), déborde (hors du plateau). D = cartes de la pioche ; x sous une"
    " carte = passer en la défaussant ; Bleu x1 : chaque jeton bleu vaut 1. À 1 joueur,"
    " toujours le solo coopératif.",
))
