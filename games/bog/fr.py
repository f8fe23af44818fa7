"""BOG in French: the game's texts (TEXTS, English text -> French) and the rules page (RULES), loaded on use."""

# lib/lang.py loads this table only when French is chosen, while BOG is the game. The words are the French
# rulebook's: grenouille, nénuphar, mouche, rive, rivière, pioche, marécage, route, arrêt, formation. Status
# texts stay within the 26-column status line (G13 for the widest card name); the board's labels within
# their room (view.py). Texts the same in both languages (Routes, Formations, Total, point) have no entry.

TEXTS = {
    # text.py: card names and describe() (status line, log, recap, hint)
    "F%d": "G%d",
    "%s to shore": "%s sur la rive",
    "plays %s": "joue %s",
    "shows %s": "montre %s",
    "%s to stop %d": "%s arrêt %d",
    "%s to stop %d, fly +1": "%s arrêt %d, mouche +1",
    "%s to stop %d, a fly": "%s arrêt %d, une mouche",
    "%s to stop %d, fly +1, draw": "%s arrêt %d, +1 et pioche",
    "%s to stop %d, takes %s": "%s arrêt %d, prend %s",
    "%s to stop %d, P%d gets %s": "%s arrêt %d, P%d prend %s",
    "%s to stop %d, you get %s": "%s arrêt %d, %s pour vous",
    "%s finishes its route +2": "%s termine sa route +2",
    "%s's formation +%d": "%s : formation +%d",
    "Put the fly here": "Poser la mouche ici",
    "moves the fly": "déplace la mouche",
    "Draw from deck": "Piocher",
    "draws from the deck": "pioche une carte",
    "Take %s from river": "Prendre %s de la rivière",
    "takes %s from the river": "prend %s de la rivière",
    # view.py: the board's labels
    "Deck River": "Pioche Riv.",
    "%s hand %d": "%s main %d",
    "Hand %d": "Main %d",
    # pages.py: the table page (Select)
    " take %d route %d form %d": " prise %d route %d form %d",
    " flies %d, cards in hand %d": " mouches %d, en main %d",
    " shore: %s": " rive : %s",
    " %s at stop %d of 4": " %s à l'arrêt %d sur 4",
    "Deck %d, river %s": "Pioche %d, rivière %s",
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
    "1 Jouer une grenouille de votre main sur votre rive (2 au maximum).\n"
    "2 Avancer : une grenouille de la rive va sur son nénuphar de départ (arrêt 1), ou une grenouille du"
    " marécage va à l'arrêt suivant (2, 3, 4 : la carte sous le curseur numérote ses arrêts sur les"
    " nénuphars).\n"
    "- Sur une grenouille adverse : retirez-la, +1 («prend G5»).\n"
    "- Sur votre propre grenouille, seulement sans autre coup possible : l'adversaire la prend, +1"
    " («P2 prend G5»).\n"
    "- Sur une mouche : posez-la sur un nénuphar libre, puis prenez la 1re carte de la pioche ou une carte"
    " de la rivière («une mouche»).\n"
    "- Mouche sans nénuphar libre : elle vous rapporte 1 point, et vous prenez quand même une carte"
    " («+1 et pioche»).\n"
    "- Mouche, pioche et rivière vides : elle vous rapporte 1 point, sans carte («mouche +1»).\n"
    "- Pioche vide : la mouche donne une carte de la rivière, qui n'est plus remplacée.\n"
    "3 Terminer la route : une grenouille sur son dernier arrêt quitte le marécage, +2.\n"
    "4 Marquer une formation : révélez une carte de votre main ; +1 par grenouille (peu importe à qui) sur"
    " ses 3 nénuphars marqués. Aucune : coup interdit.\n"
    "Fin : le joueur dont c'est le tour ne peut pas agir. S'il reste des cartes en pioche ou dans la"
    " rivière, il perd, quel que soit le score. Sinon, le plus de points gagne ; en cas d'égalité, le"
    " joueur qui n'a pas pu agir perd.\n"
    "Écran : les grenouilles de P1 sont des ronds, (G5) sur une rive ; celles de P2 des carrés, [G5].\n"
    "Touches : la croix déplace, A valide, B annule, Start met en pause, Select montre la table."
)
