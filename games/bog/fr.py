"""BOG in French: the game's texts (TEXTS, English text -> French) and the rules page (RULES), loaded on use."""

# lib/lang.py loads this table only when French is chosen, while BOG is the game. The words are the French
# rulebook's, with its capitals: Grenouille, Nénuphar, Mouche, Rive, Rivière, pioche, Marécage, Route, arrêt,
# Formation. Status
# texts stay within the 26-column status line (G13 for the widest card name); the board's labels within
# their room (view.py). Texts the same in both languages (Routes, Formations, Total, point) have no entry.

TEXTS = {
    # text.py: card names and describe() (status line, log, recap, hint)
    "F%d": "G%d",
    "%s to shore": "%s sur la Rive",
    "plays %s": "joue %s",
    "shows %s": "montre %s",
    "%s to stop %d": "%s arrêt %d",
    "%s to stop %d, fly +1": "%s arrêt %d, Mouche +1",
    "%s to stop %d, a fly": "%s arrêt %d, une Mouche",
    "%s to stop %d, fly +1, draw": "%s arrêt %d, +1 et pioche",
    "%s to stop %d, takes %s": "%s arrêt %d, prend %s",
    "%s to stop %d, P%d gets %s": "%s arrêt %d, P%d prend %s",
    "%s to stop %d, you get %s": "%s arrêt %d, %s pour vous",
    "%s finishes its route +2": "%s termine sa Route +2",
    "%s's formation +%d": "%s : Formation +%d",
    "Put the fly here": "Poser la Mouche ici",
    "moves the fly": "déplace la Mouche",
    "Draw from deck": "Piocher",
    "draws from the deck": "pioche une carte",
    "Take %s from river": "Prendre %s de la Rivière",
    "takes %s from the river": "prend %s de la Rivière",
    # view.py: the board's labels
    "Deck River": "Pioche Riv.",
    "%s hand %d": "%s main %d",
    "Hand %d": "Main %d",
    # pages.py: the table page (Select)
    " take %d route %d form %d": " prise %d Route %d form %d",
    " flies %d, cards in hand %d": " Mouches %d, en main %d",
    " shore: %s": " Rive : %s",
    " %s at stop %d of 4": " %s à l'arrêt %d sur 4",
    "Deck %d, river %s": "Pioche %d, Rivière %s",
    "Turns played: %d": "Tours joués : %d",
    # score.py: the score sheet
    "Captures": "Prises",
    "Flies": "Mouches",
    "P%d could not act with cards left: P%d loses": "P%d ne peut plus agir et il reste des cartes : P%d perd",
    "Tie %d-%d: P%d could not act and loses": "Égalité %d-%d : P%d n'a pas pu agir et perd",
    "Cards used up: most points wins": "Cartes épuisées : le plus de points gagne",
}

# The rules page (pages.RULES in French): the rulebook's wording, condensed; paragraphs end in \n. One literal,
# not a join of a tuple: the compiled module keeps one string, not the pieces as well. Quoted
# log texts take no space inside « »: ui.wrap breaks lines at spaces and would leave a » alone.
RULES = (
    "But : avoir le plus de points. La partie se termine quand le joueur dont c'est le tour ne peut pas agir.\n"
    "À votre tour, effectuez UNE des 4 actions :\n"
    "1 Jouer une Grenouille de votre main sur votre Rive (2 au maximum).\n"
    "2 Avancer : une Grenouille de la Rive va sur son Nénuphar de départ (arrêt 1), ou une Grenouille du"
    " Marécage va à l'arrêt suivant (2, 3, 4 : la carte sous le curseur numérote ses arrêts sur les"
    " Nénuphars).\n"
    "- Sur une Grenouille adverse : retirez-la, +1 («prend G5»).\n"
    "- Sur votre propre Grenouille, seulement sans autre coup possible : l'adversaire la prend, +1"
    " («P2 prend G5»).\n"
    "- Sur une Mouche : posez-la sur un Nénuphar libre, puis prenez la 1re carte de la pioche ou une carte"
    " de la Rivière («une Mouche»).\n"
    "- Mouche sans Nénuphar libre : elle vous rapporte 1 point, et vous prenez quand même une carte"
    " («+1 et pioche»).\n"
    "- Mouche, pioche et Rivière vides : elle vous rapporte 1 point, sans carte («Mouche +1»).\n"
    "- Pioche vide : la Mouche donne une carte de la Rivière, qui n'est plus remplacée.\n"
    "3 Terminer la Route : une Grenouille sur son dernier arrêt quitte le Marécage, +2.\n"
    "4 Marquer une Formation : révélez une carte de votre main ; +1 par Grenouille (peu importe à qui) sur"
    " ses 3 Nénuphars marqués. Aucune : coup interdit.\n"
    "Fin : le joueur dont c'est le tour ne peut pas agir. S'il reste des cartes en pioche ou dans la"
    " Rivière, il perd, quel que soit le score. Sinon, le plus de points gagne ; en cas d'égalité, le"
    " joueur qui n'a pas pu agir perd.\n"
    "Écran : les Grenouilles de P1 sont des ronds, (G5) sur une Rive ; celles de P2 des carrés, [G5].\n"
    "Touches : la croix déplace, A valide, B annule, Start met en pause, Select montre la table."
)
