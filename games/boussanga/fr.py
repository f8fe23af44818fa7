"""Boussanga en français: its TEXTS {English: French} and its rules page, loaded only when French is chosen."""

TEXTS = {
    # rules.OPTIONS and the set-up screen (setup.py)
    "Competitive": "Compétitif",
    "Co-op": "Coopératif",
    "Teams (4P)": "Équipes (4J)",
    "Teams": "Équipes",
    "Off": "Non",
    "On": "Oui",
    "1 player plays solo (the co-op goal); 2-4 pick a mode.":
        "À 1 joueur, partie solo (but du coopératif); de 2 à 4, choisir un mode.",
    "Competitive: the most points wins. Co-op: reach 15 points together.":
        "Compétitif: le plus de points gagne. Coopératif: atteindre 15 pts ensemble.",
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
    "Pass: discard this card": "Passer: défausser la carte",
    "passes: discards a card": "passe: défausse une carte",
    "Put back %d %s": "Replacer %d %s",
    "Lay it here": "Poser ici",
    "lays the card": "pose la carte",
    ", %d turn%s": ", %d cran%s",
    "Put %s here": "Poser un %s ici",
    "puts a %s token": "pose un jeton %s",
    "Store %s on P%d%s": "Stocker %s sur P%d%s",
    "Store %d tokens on P%d%s": "Stocker %d sur P%d%s",
    # the board (view.py, ghost.py, panel.py, recap.py)
    "Pts %d/%d Cards %d": "Pts %d/%d Cartes %d",
    "A puts %s here, %d left": "A: un %s ici, reste %d",
    "Lay it here: %d way%s": "Poser ici: %d position%s",
    "Select to turn, ": "Select: tourner, ",
    "A: lay it": "A: poser",
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
    "Co-op: %s, %s used": "Coop: %s en %s",
    "card": "carte",
    "Collected %s": "Collecte %s",
    "Scored %s": "Gagnés %s",
    "Row: %s": "Cartes: %s",
    "Team %s+%s: %s": "Équipe %s+%s: %s",
    "%s board: %s %s": "Plateau %s: %s %s",
    " cards %s": " cartes %s",
    "Reserve %s": "Réserve %s",
    "Last round (since %s)": "Fin déclenchée par %s",
    "Deck %d": "Pioche %d",
    # the final count (score.py)
    "Lost": "Perdu",
    "Won": "Gagné",
    "Won: Erudit Boussanga": "Gagné: Érudit Boussanga",
    "Won: Maitre Boussanga": "Gagné: Maître Boussanga",
    " Solo (co-op: competitive needs 2).": " Solo (coopératif; compétitif dès 2).",
    "Lost: deck out, %s.%s": "Perdu: pioche vide, %s.%s",
    "%d card%s": "%d carte%s",
    "Lost: %s, max 12. Ended there, %s.%s": "Perdu: %s, max 12. Partie arrêtée, %s.%s",
    "Lost: %s, max 12. %s came too late.%s": "Perdu: %s, max 12. %s, trop tard.%s",
    "Team P%d+P%d": "Équipe P%d+P%d",
    "%s reached %d": "%s a atteint %d",
    "P%d drew the last card": "P%d a vidé la pioche",
    "P%d took a last token": "P%d a épuisé une couleur",
    "%s. Last round played: most points wins.": "%s. Dernier tour joué: le plus de points gagne.",
    "Cards used": "Défausse",
    "Bonuses": "Bonus",
    "Team total": "Tot. équipe",
}

# the rules page (pages.RULES): the rulebook's wording, condensed, in the English page's eight paragraphs
RULES = "\n".join((
    "Compétitif (2 à 4): avoir le plus de points en alignant 4 jetons ou plus d'une même couleur."
    " Coopératif ou solo (1 à 4): atteindre 15 points avec le moins de cartes possible.",
    "À son tour, choisir une des 4 cartes de son plateau et reproduire exactement sa combinaison sur le"
    " plateau de jeu, orthogonalement ou en diagonale: 8 positions (crans de 45 degrés), mais la carte ne"
    " doit pas être retournée. Les jetons déjà en place de la bonne couleur comptent; chaque autre case"
    " doit être vide et reçoit un jeton de la réserve. Ou passer son tour en défaussant une carte."
    " Piocher pour toujours avoir 4 cartes.",
    "Dès que 4 jetons ou plus d'une même couleur sont alignés (horizontalement, verticalement ou en"
    " diagonale), enlever tout l'alignement: en remettre 3 à la réserve, garder le reste en zone de points."
    " Alignements croisés: tous leurs jetons partent, 3 par alignement retournent à la réserve."
    " Bleu 1, vert 1, rouge 2, jaune 3 points.",
    "Bonus: dès que son plateau compte 4 jetons d'une même couleur, en prendre un de plus dans la réserve"
    " (une seule fois par couleur et par partie).",
    "Fin: quand un joueur ou une équipe atteint 15 points, pioche la dernière carte ou prend le dernier jeton"
    " d'une couleur, les autres rejouent encore une fois (en équipe, le partenaire aussi). En équipe (4"
    " joueurs): P1+P3 contre P2+P4, le score d'une équipe réunit ses deux plateaux; qui marque choisit le"
    " plateau qui stocke les jetons gagnés (A sur un plateau: le bonus compte par plateau).",
    "Coopératif: le plateau de jeu est rempli de tous les jetons. Retrouver la combinaison entière d'une"
    " carte sur le plateau et collecter ses jetons; 4 jetons collectés d'une couleur: en replacer 3 où l'on"
    " veut, le reste rapporte ses points. Passer, seulement si aucune carte ne correspond au plateau:"
    " défausser une carte et replacer tous les jetons collectés d'une couleur. 15 points avec 12 cartes ou"
    " moins: gagné; 10: Érudit, 8: Maître. Dès 13 cartes, la partie ne peut plus être gagnée: le panneau"
    " l'indique et «Arrêter» y met fin (perdue); ou jouer encore pour les points.",
    "Touches en posant une carte (entre crochets): la croix déplace son aperçu, Select la tourne d'un cran"
    " de 45 degrés dans le sens horaire (8 crans font le tour), A la pose, B reprend la carte (Select montre"
    " alors la table). Sinon la croix déplace, A valide, B annule, Start met en pause, Select montre la"
    " table.",
    "En posant, la ligne du bas finit par «A: poser» ou dit pourquoi pas: occupée (une case a une autre"
    " couleur, barrée sur le plateau), absente (coopératif: la combinaison n'est pas entière à cet endroit),"
    " complète (rien à poser), épuisée (la réserve manque d'une couleur), déborde (hors du plateau)."
    " D = cartes restant dans la pioche. À 1 joueur, c'est toujours le solo coopératif.",
))
