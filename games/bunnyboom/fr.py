"""Bunny Boom in French: TEXTS {English text: French text} and the rules page RULES (lib/lang.py)."""

# Words of the French rulebook (Ruse Games): villageois, domaine, pion, tuile centrale, pioche, pile,
# rivière, effet à la pose / de passage / Rivière, vagues, espace ouvert / fermé, 1er / 2e étage,
# Mairesse, Joker, carotte, Renard, Terrier, sablier, face cachée. Families (not named by the rulebook):
# Soleil Lune Étoile Feuille Goutte Cloche, drawn with their French initials S L E F G C.

TEXTS = {
    # text.py: names and describe() (status line, log, recap)
    "Sun Moon Star Leaf Drop Bell Mayor Joker": "Soleil Lune Étoile Feuille Goutte Cloche Mairesse Joker",
    # every effect's name alike, a capital first (the hand's and the river's panels, the rules page)
    "-/Bunny Boom/Mega Boom/River Boom/Carrot/Give/Skip/Centre/Gain 1 rabbit/Lose 1 rabbit/New river/Free/"
    "Burrow/Fox": "-/Boom/Méga Boom/Boom de rivière/Carotte/Donner/Sauter/Centre/Gagner 1 lapin/"
    "Perdre 1 lapin/Rivière neuve/Libre/Terrier/Renard",
    "-/put 2 rabbits/give 1 rabbit/swap a card/face-down card/pass hands/Bunny Boom":
        "-/Poser 2 lapins/Donner 1 lapin/Échanger/Carte cachée/Mains à droite/Boom",
    "chooses %s: %s": "choisit %s : %s",
    "uses %s: %s": "active %s : %s",
    "%s, river": "%s, rivière",
    "no effect": "sans effet",
    "the centre": "centre",
    "1st": "1er",
    "2nd": "2e",
    "3rd": "3e",
    "left": "à gauche",
    "right": "à droite",
    "above": "en haut",
    "below": "en bas",
    "chooses a card": "choisit une carte",
    "swaps a card": "échange une carte",
    "swaps away %s": "donne %s en échange",
    "Swap away %s": "Échanger %s",
    "plays %s on %s": "joue %s au %s",
    "%s here": "%s ici",
    "%s, closes": "%s, ferme",
    "%s, +%d rabbit%s": "%s, +%d lapin%s",
    "pulls P%d with the carrot": "attire P%d avec la carotte",
    "gives 1 rabbit to P%d": "donne 1 lapin à P%d",
    "swaps a random card with P%d": "échange une carte au hasard avec P%d",
    "gives P%d a face-down card": "donne à P%d 1 carte cachée",  # 26 columns
    "Carrot: pull P%d here": "Carotte : attirer P%d ici",
    "Give 1 rabbit to P%d": "Donner 1 lapin à P%d",
    "Random swap with P%d": "Échange au hasard avec P%d",
    "Face-down card to P%d": "Carte cachée à P%d",
    "skips the card at %s": "saute la carte au %s",
    "Skip the card here": "Sauter cette carte",
    "puts a rabbit on %s": "pose un lapin au %s",
    "Rabbit here": "Poser un lapin ici",
    "draws from the deck": "pioche dans la pile",
    "Draw from deck": "Piocher dans la pile",
    "takes river %s first": "prend d'abord %s",  # 26 columns: "rivière" as in the keys' words below
    "draws river %s": "pioche %s",
    "Take river %s first": "Prendre d'abord %s",
    "Draw %s from river": "Piocher %s",
    # village.py, panels.py: the board's letters and corner panels
    "SMTLDB*J": "SLEFGC*J",
    "CB": "CT",
    "-     Boom  Mega  River CarrotGive  Skip  CentreGain 1Lose 1Renew Free  BurrowFox   ":
        "-     Boom  Méga  Riv.  Carot.DonnerSauterCentreGain  Perte Neuve Libre Terr. Renard",
    "Put 2": "Poser 2",
    "Give 1": "Donner 1",
    "Swap": "Échanger",
    "Facedown": "Cachée",
    "Pass": "Passer",
    "Play a card": "Carte ?",
    "Where?": "Où ?",
    "Take river": "Rivière ?",
    "Pull whom?": "Attirer ?",
    "Give to?": "Donner à ?",
    "Skip which?": "Sauter ?",
    "River card": "Effet ?",
    "Rabbit on?": "Lapin où ?",
    "Swap which?": "Échanger ?",
    "Swap with?": "Avec qui ?",
    "Face-down?": "Cachée à ?",
    "Draw": "Piocher",
    "Game over": "Terminée",
    "> chosen": "> choisie",
    "Deck %d": "Pioche %d",
    "%d in hand": "%d en main",
    "%d face-down": "cachées : %d",
    "no rabbits": "aucun lapin",
    "rabbit": "lapin",
    "card": "carte",
    "closed": "fermé",
    # pages.py: the table page (Select)
    " hand %d, down %d, at %s": " main %d cachées %d, au %s",
    "Deck %d. River effects:": "Pioche %d. La rivière :",
    " %s: %s%s": " %s : %s%s",
    "none": "sans effet",
    "Fox at %s": "Renard au %s",
    "Carrot": "Carotte",
    "Burrow": "Terrier",
    "Turns played: %d": "Tours joués : %d",
    # score.py: the score sheet and the outcome line
    "Domain": "Domaine",
    "Hand": "Main",
    "Face down": "Face cachée",
    "Deck empty": "Pioche épuisée",
    "P%d cannot play": "P%d ne peut pas jouer",
    "%s: a tie, play again!": "%s : égalité, à rejouer !",
    "%s: fewest rabbits wins": "%s : le moins de lapins",
    "%s: fewest rabbits, tie on fewest tokens": "%s : le moins de lapins, égalité départagée aux jetons",
    # rules.py, setup.py: the options and what they change
    "Fox": "Renard",
    "Hourglass": "Sablier",
    "Adds Fox cards: each pawn the fox meets takes 1 of your rabbits.":
        "Cartes Renard : qui attire le renard donne 1 lapin à chaque pion croisé.",
    "Adds Burrow cards: who crosses one takes 1 rabbit of its holder.":
        "Cartes Terrier : qui en traverse une prend 1 lapin au détenteur du terrier.",
    "Play before the LEDs run out, or take rabbits: the top river value.":
        "Jouer avant la fin des LED ou payer en lapins la plus forte carte de la rivière.",
    # audit.py: why a save fails its check (shown when it is refused)
    "header": "en-tête",
    "cards or rabbits misplaced": "cartes, lapins mal placés",
    "turn fields": "données du tour",
}

RULES = "\n".join((
    "But : terminer avec le MOINS de lapins : ceux du domaine, plus la valeur des cartes en main et des cartes"
    " face cachée, plus 4 pour la carotte. Égalité : le moins de lapins en jetons l'emporte.",
    "Tour : poser une carte de sa main sur un espace entourant la tuile centrale ou voisin d'une carte (phase"
    " 1er étage). Quand tous les espaces ont une carte, poser par-dessus (phase 2e étage). Jamais sur la carte"
    " où se trouve son pion.",
    "Même famille par-dessus : l'espace est fermé. Autre famille : ajouter à son domaine autant de lapins que"
    " la valeur de la carte posée. Mairesse : sans pénalité ; elle n'a pas de famille, une carte posée dessus"
    " paie sa valeur et l'espace reste ouvert. Joker : sans pénalité, l'espace est fermé (même au 1er étage)."
    " Libre : sans pénalité, ferme l'espace qu'elle couvre ; une carte posée sur une Libre paie comme"
    " d'habitude, puis l'espace est fermé.",
    "Ensuite : appliquer l'effet à la pose, puis déplacer son pion jusqu'à la carte, orthogonalement. Chaque"
    " carte traversée (ni celle de départ, ni celle d'arrivée, ni la tuile centrale) donne son effet de"
    " passage (+1 à +3) et les lapins posés dessus.",
    "Vagues (~) : activer ensuite l'effet Rivière d'une carte de la rivière (obligatoire si l'une en a un)."
    " Repiocher jusqu'à 3 cartes dans la pile ou la rivière (ses lapins suivent) ; la rivière se complète.",
    "Effets à la pose : Boom : après le déplacement, 1 lapin sur chaque carte du village ; Méga (Méga Boom) :"
    " prendre d'abord une carte de la rivière, puis 1 lapin sur chaque carte du village et de la rivière et"
    " dans chaque autre domaine ; Riv. (Boom de rivière) : prendre une carte de la rivière, puis 1 lapin sur"
    " chaque carte de la rivière ; Carot. (Carotte) : attirer un pion ici, son joueur prend la carotte et les"
    " passages ; Donner : 1 lapin à chaque autre villageois ; Sauter : une carte traversée ; Centre : retour"
    " au centre ; Gain / Perte : 1 lapin de plus / de moins dans son domaine, puis après le déplacement un"
    " effet Rivière ; Neuve (Rivière neuve) : nouvelle rivière ; Libre : ignorer les familles.",
    "Effets Rivière : Poser 2 : 2 lapins de son domaine sur des cartes du village ; Donner 1 : 1 lapin à"
    " chaque villageois ; Échanger : une de ses cartes contre une carte au hasard d'un villageois ; Cachée :"
    " une carte de la pioche face cachée devant un villageois au choix, soi compris (elle compte sa valeur) ;"
    " Passer (Mains à droite) : repiocher jusqu'à 3 (pile ou rivière), puis chacun donne sa main à son"
    " voisin de droite ; Boom : 1 lapin sur chaque carte du village.",
    "Variantes : Renard (attirer le renard ici : chaque pion qu'il croise prend 1 lapin au joueur), Terrier"
    " (prendre le terrier : qui passe sur une carte Terrier prend 1 lapin à son détenteur). Sablier : choisir"
    " sa carte et son espace avant la fin du sable (les LED), sinon ajouter à ses lapins la valeur de la plus"
    " haute carte de la rivière (une fois par tour ; la carte se joue quand même).",
    "Écran : une carte montre sa famille et sa valeur : S Soleil, L Lune, E Étoile, F Feuille, G Goutte,"
    " C Cloche, * Mairesse, J Joker. Traits blanc et noir en haut : 2 cartes ou plus ; carte sombre barrée de"
    " noir : espace fermé ; chiffre blanc sur case noire : lapins posés là (+ : plus de 9), sur une carte du village"
    " ou de la rivière ; numéro d'un villageois dans sa couleur, en haut à droite : son pion (1 : le 1er domaine) ;"
    " losange orange : le renard. Domaines : C carotte, T terrier,"
    " > à jouer. Main : effet, ~ vagues, +N passage. En bas à droite : l'espace sous le curseur : passage,"
    " lapins, fermé ou cartes empilées.",
    "Fin : la pioche est épuisée, ou le villageois suivant n'a plus d'espace. Touches : la croix déplace,"
    " A valide, B annule, Start met en pause, Select montre la table.",
))
