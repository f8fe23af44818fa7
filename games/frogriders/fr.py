"""Frogriders in French (La Chevauchée des Grenouilles): TEXTS {English: French} and the rules page RULES."""

# Loaded by lang.load("games.frogriders.fr") only when French is chosen; the words and capitals are the French
# rulebook's (grenouille, nénuphar, village, sauteuse, cartes Privilège, Objectif Commun / Secret, Trophées).
# A frog's colour agrees with "grenouille" (bleue) and follows the noun; counts of 2 or more have their own
# plural formats. A space before ":" (lib/fr.py); the status line has 26 columns, its landing's pop-up 24.

TEXTS = {
    # privilege cards (the side panel: 10 columns; "gr." as in the pond's corners)
    "+2 yellow": "+2 jaunes",
    "+2 red": "+2 rouges",
    "+2 blue": "+2 bleues",
    "Diagonal": "Diagonale",
    "L-jump": "Saut en L",
    "Run-up": "Élan",
    "4 trophies": "4 Trophées",
    "Either": "Au choix",
    "Flower": "Fleur",
    "+1 a brown": "+1/marron",
    "+2 a pair": "+2/paire",
    "frog+card": "gr.+carte",
    "Few cards": "Min cartes",
    "Few frog+5": "Min gr. +5",
    "Few frog+3": "Min gr. +3",
    # the pond's corners (5 columns) and the side panel's lines (10 columns, less the icons)
    "D%d": "P%d",
    "End": "Fin",
    "most": "max",
    "any 5": "5 gr.",
    "cards": "cart.",
    "+1 on": "+1 si",
    "frogs": "gren.",
    "6, tied 3": "6, égal. 3",
    "most cards": "max cartes",
    "4, tied 2": "4, égal. 2",
    "flower +1": "fleur +1",
    "for all": "pour tous",
    "C%d back:": "Dos C%d :",
    "Keep one:": "À garder :",
    # colours of one frog, and counts of 2 or more
    "yellow": "jaune",
    "red": "rouge",
    "blue": "bleue",
    "brown": "marron",
    "%d yellow": "%d jaunes",
    "%d red": "%d rouges",
    "%d blue": "%d bleues",
    "%d brown": "%d marron",
    "%d of any colours": "%d de toutes couleurs",
    # the status line (what A does: 26 columns, a landing's 24) and the log (a sentence after a seat's name)
    "keeps a secret objective": "garde un Objectif Secret",
    "Keep this secret objective": "Garder cet Objectif Secret",
    "keeps this secret objective": "garde cet Objectif Secret",
    "Jump with this %s frog": "Grenouille %s : sauter",
    "jumps with a %s frog": "fait sauter une grenouille %s",
    "No village action": "Pas d'action au village",
    "takes no village action": "n'envoie aucune grenouille au village",
    "sends red and jumps again": "envoie une rouge au village et ressaute",
    "sends blue: no card left": "envoie une bleue au village, sans carte à prendre",
    "sends yellow, takes %s": "envoie une jaune et prend une %s au village",
    "sends blue for %s": "envoie une bleue et prend la carte %s",
    # a landing: the technique, the capture and the flower, glued by "%s, %s%s": the log's verbs end in "et",
    # the status line's names in their comma ("saute en L et prend la grenouille bleue", "Saut en L, prendre
    # la bleue")
    "%s, %s%s": "%s %s%s",
    "jumps/jumps diagonally/L-jumps/L-jumps/runs up":
        "saute et/saute en diagonale et/saute en L et/saute en L et/saute avec élan et",
    "takes the %s jumper": "prend la sauteuse %s",
    "takes %s": "prend la grenouille %s",
    "Turn this objective over": "Retourner cet Objectif",
    "turns the %s objective over": "retourne l'Objectif Commun de %s",
    "left": "gauche",
    "right": "droite",
    "Send red: jump again": "Rouge : sauter à nouveau",
    "Send blue: no card left": "Bleue : plus de carte",
    "Send yellow: take %s": "Jaune : prendre une %s",
    "Send blue: take %s": "Bleue : prendre %s",
    "a card": "une carte",
    "Jump/Diagonal/L-jump/L-jump/Run-up": "Saut,/Diagonale,/Saut en L,/Saut en L,/Élan,",
    "take the %s jumper": "prendre la sauteuse %s",
    "take %s": "prendre la %s",
    ", flower +%d": ", fleur +%d",
    "Take jumper": "La sauteuse",
    "Take %s": "La %s",  # beside "La sauteuse" where "Prendre la jaune, fleur +2" is too long
    # the table page (Select)
    "trophy": "Trophée",
    "trophies": "Trophées",
    "card": "carte",
    "none": "aucune",
    "%s per set of %s": "%s par combinaison : %s",
    "most %s and %s frogs 6 trophies (tied: 3 each)":
        "le plus de grenouilles (%s et %s) : 6 Trophées (égalité : 3 chacun)",
    "most brown frogs 6 trophies (tied: 3 each)":
        "le plus de grenouilles marron : 6 Trophées (égalité : 3 chacun)",
    "most privilege cards 4 trophies (tied: 2 each)":
        "le plus de cartes Privilège : 4 Trophées (égalité : 2 chacun)",
    "+1 trophy to anyone landing on a flower": "+1 Trophée à qui arrive sur une fleur",
    "Common %d: %s": "Objectif Commun %d : %s",
    "Your secret: %s": "Objectif Secret : %s",
    "- frogs: %s": "- grenouilles : %s",
    "- cards: %s": "- cartes : %s",
    "Face up: %s": "Face visible : %s",
    "Deck: %s": "Pioche : %s",
    "Village: %s": "Village : %s",
    "Turns played: %d": "Tours joués : %d",
    # the score sheet (labels of 11 columns, then the outcome in lines of 26)
    "Flowers": "Fleurs",
    "Secret obj": "Obj. Secret",
    "Common 1": "Commun 1",
    "Common 2": "Commun 2",
    "Brown frogs": "Marron",
    "Card points": "Pts cartes",
    "Green combo": "Combi verte",
    "Blue fewest": "Bonus bleu",
    "P%d could not jump.": "P%d n'a pas pu sauter.",
    "P%d sent red, no jump left.": "P%d a envoyé une rouge sans saut possible.",
    "Tied trophies and frogs.\n%s": "Égalité parfaite.\n%s",
    "Tie broken by most frogs.\n%s": "Départagé aux grenouilles.\n%s",
    # the set-up screen: the option, its values and what it changes
    "Commons": "Communs",
    "Fronts": "Faces",
    "One back": "Un dos",
    "Fronts: both common goals as dealt. One back: the table turns one over.":
        "Faces : les 2 Objectifs Communs tels quels. Un dos : on en retourne un.",
}

RULES = "\n".join((
    "La Chevauchée des Grenouilles. But : le plus de Trophées. Grenouilles : disque jaune, losange rouge,"
    " carré bleu, triangle marron.",
    "Mise en place : chaque joueur garde 1 de ses 2 Objectifs Secrets (visible de lui seul, en bas à"
    " gauche).",
    "À son tour : A) faire sauter une grenouille par-dessus UNE seule autre grenouille, adjacente (bord"
    " à bord, jamais en diagonale), en ligne droite, sur le nénuphar vide juste derrière, et"
    " capturer la grenouille sautée. Choisir la sauteuse, puis son nénuphar d'arrivée (anneaux"
    " blancs).",
    "Les cartes Privilège possédées ajoutent des techniques de saut, une seule par saut :"
    " Diagonale ; Saut en L (atterrir à gauche ou à droite de la grenouille sautée) ; Élan"
    " (avancer d'abord sur des nénuphars vides). Au choix : capturer plutôt la sauteuse. Fleur (2"
    " dans la pioche) : +1 Trophée aussitôt par carte Fleur possédée quand la sauteuse arrive sur une"
    " fleur (point rose).",
    "B) Puis, au choix, envoyer une et une seule grenouille capturée au village : rouge = refaire la"
    " phase A (pas de seconde phase B ; sans saut possible, la partie s'arrête aussitôt, le joueur étant"
    " celui qui n'a pas pu sauter) ; jaune = prendre une grenouille déjà au village (pas si le village est"
    " vide) ; bleue = prendre une carte Privilège face visible (s'il en reste). Les marron n'y vont"
    " jamais.",
    "À 2 joueurs, les nénuphars vert foncé du bord de l'étang sont hors limites.",
    "Fin : dès que le joueur dont c'est le tour ne peut pas sauter. Décompte : l'Objectif Secret par"
    " combinaison complète, les deux Objectifs Communs (coins du haut), 1 par grenouille marron, les"
    " cartes Privilège (Trophées imprimés, combinaisons vertes, bonus bleus «moins de» ;"
    " turquoise : +2 grenouilles pour les objectifs, -2 Trophées).",
    "Vainqueur : le plus de Trophées. Égalité : le plus de grenouilles capturées (sans les"
    " grenouilles en plus des cartes turquoise). Si l'égalité persiste, la victoire est partagée.",
    "Dos des Objectifs Communs : majorité de 2 couleurs 6 (égalité 3), majorité de marron 6/3,"
    " majorité de cartes 4/2, fleur +1 pour tous. Option «Un dos» : avant les Objectifs Secrets,"
    " la table retourne l'un des deux Objectifs Communs (choisir un coin du haut, le panneau de droite"
    " montre son dos).",
    "Écran : en haut (en jaune) les 2 Objectifs Communs, en bas à gauche (à la couleur du joueur)"
    " son Objectif Secret : les icônes de grenouilles forment une combinaison, «+3» = 3"
    " Trophées par combinaison complète ; «5 gr.» = par groupe de 5 grenouilles de toutes"
    " couleurs (mêmes icônes et «+N» à droite pour choisir l'objectif à garder)."
    " Dos : «max» sur des icônes et 6 = 6 Trophées à qui a le plus de ces grenouilles"
    " (égalité : 3 chacun) ; «cart.» sur 4 = 4 à qui a le plus de cartes Privilège"
    " (égalité : 2 chacun) ; «+1 si» sur une fleur = 1 Trophée à quiconque y arrive.",
    "À droite : grenouilles capturées par joueur (1, 2..) et au village (V) sous les icônes de"
    " couleur ; les 4 cartes Privilège face visible. P20 = 20 cartes dans la pioche. En haut : les"
    " Trophées du moment.",
    "Cartes (Trophées en fin de partie) : «+2 jaunes» 2 grenouilles jaunes de plus pour les"
    " objectifs, -2 (de même «+2 rouges», «+2 bleues») ; techniques de saut Diagonale 2,"
    " Saut en L 2, Élan 3 ; «4 Trophées» 4 ; Au choix 1 (capturer la sauteuse ou la grenouille"
    " sautée) ; Fleur 0 ; vertes : «+1/marron» 1 par grenouille marron, «+2/paire» 2 par"
    " paire de cartes, «gr.+carte» 1 par paire grenouille et carte ; bleues : «Min cartes» 5"
    " au joueur seul à avoir le moins de cartes, «Min gr. +5» et «Min gr. +3» 5 ou 3 au joueur"
    " seul à avoir le moins de grenouilles.",
    "Touches : la croix déplace, A valide, B annule, Start met en pause, Select montre la table.",
))
