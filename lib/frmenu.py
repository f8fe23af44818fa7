"""The shell's French outside a game: the launcher, set-up, settings, About, Players, replace questions."""

# Loaded by the launcher and the settings in French (lang.load("frmenu")) and forgotten when a game starts
# (launch.launch): a game's VM never holds it. Same rules as lib/fr.py.

TEXTS = {
    # launcher
    "Players": "Joueurs",
    "Settings": "Réglages",
    "Resume %s (%dP)": "Reprendre %s %dJ",
    "A saved turn can still be resumed.": "Un tour sauvegardé peut encore être repris.",
    "No saved game to resume: start a new one.": "Aucune partie à reprendre : en lancer une nouvelle.",
    "Settings corrupt: defaults restored": "Réglages abîmés : valeurs d'origine",
    "Settings truncated: defaults restored": "Réglages tronqués : valeurs d'origine",
    # set-up
    "%s: new game": "%s : mise en place",
    "<>: change  A: start": "<> : changer  A : lancer",
    "Person": "Humain",
    "CPU Easy": "CPU Facile",
    "CPU Normal": "CPU Normal",
    "CPU Hard": "CPU Difficile",
    "CPU Norm": "CPU Norm",
    "How many play: people and CPUs together.": "Nombre de joueurs : humains et CPU ensemble.",
    "Who plays this seat: a person, or the CPU (Easy, Normal or Hard).":
        "Qui joue ici : un humain ou le CPU (Facile, Normal ou Difficile).",
    # replacing a save
    "Replace the saved game?": "Remplacer la sauvegarde ?",
    "%s (%dP) is saved. A new game of %s takes its place.":
        "La partie %s (%dJ) est sauvegardée. Une nouvelle partie %s prend sa place.",
    "Keep the saved game": "Garder la sauvegarde",
    "Replace it": "La remplacer",
    "Really replace it?": "Vraiment la remplacer ?",
    "The saved %s game is lost for good.": "La partie %s sauvegardée sera perdue pour de bon.",
    "No, keep it": "Non, la garder",
    "Yes, start %s": "Oui, lancer %s",
    # settings, names, About
    "Screen": "Écran",
    "LEDs": "LED",
    "Sound": "Son",
    "Hourglass": "Sablier",
    "Language": "Langue",
    "on": "oui",  # the settings' values and the games' options (rules.OPTIONS) alike: one translation
    "off": "non",
    "On": "oui",
    "Off": "non",
    "Player names": "Noms des joueurs",
    "About this badge": "À propos de la console",
    "Done": "Terminé",
    "Left/Right change  B: done": "<> : changer  B : terminé",
    "About": "À propos",
    "Board: %s": "Carte : %s",
    "Battery: %s": "Batterie : %s",
    "not measured here": "non mesurée ici",
    "%d B free after %s": "%d o libres après %s",
    "start-up": "démarrage",
    "Free heap: only measured on the badge": "Mémoire libre : mesurée sur la console seulement",
    "CPU fallbacks: %d": "Erreurs CPU : %d",
    "CPU fallbacks: %d, last %s": "Erreurs CPU : %d (%s)",
    "NVM writes: %d of the %d its flash is rated for (%d%%)":
        "Écritures NVM : %d sur les %d que sa flash tient (%d %%)",
    "Saves and settings live in NVM, not on the CIRCUITPY drive.":
        "Sauvegardes et réglages sont en NVM, pas sur le disque CIRCUITPY.",
    "A: edit  B: back": "A : modifier  B : retour",
    "Name of P%d": "Nom de P%d",
    "Up/Down: letter": "Haut/Bas : lettre",
    "Left/Right: move": "Gauche/Droite : bouger",
    "A: keep  B: cancel": "A : garder  B : annuler",
    # what the boot found in NVM (lib/nvmblock.py), the wear warning (lib/launcher.py)
    "The badge's memory was empty: it is new, or the power went off while it was saving. No saved game, setting, "
    "name or statistic was left.":
        "La mémoire de la console était vide : elle est neuve, ou le courant a été coupé pendant une sauvegarde. "
        "Aucune partie, aucun réglage, nom ou statistique n'est resté.",
    "Power was lost while saving: %s and the statistics are gone. Settings and names are kept.":
        "Courant coupé pendant une sauvegarde : %s et les statistiques sont perdues. Réglages et noms sont gardés.",
    "Power was lost while saving: %s and some of the last games are gone. Settings, names and statistics totals "
    "are kept.":
        "Courant coupé pendant une sauvegarde : %s et certaines des dernières parties sont perdues. Réglages, noms "
        "et totaux des statistiques sont gardés.",
    "Power was lost while saving: %s is gone. Settings, names and statistics are kept.":
        "Courant coupé pendant une sauvegarde : %s est perdue. Réglages, noms et statistiques sont gardés.",
    "the saved game": "la partie sauvegardée",
    "any saved game": "toute partie sauvegardée",
    "Start request for %s refused: its players or options are out of range":
        "%s : lancement refusé, joueurs ou options hors limites",
    "This badge's memory was written %d times, past 80%% of the %d erase cycles its flash is rated for: it may "
    "soon fail to keep saves. Back it up (README: tools/badge.py).":
        "La mémoire de la console a été écrite %d fois, plus de 80 %% des %d effacements que sa flash tient : "
        "elle pourrait bientôt perdre des sauvegardes. La copier (README : tools/badge.py).",
    # Players (statistics)
    "Last games": "Dernières parties",
    "By player": "Par joueur",
    "Clear statistics": "Effacer les statistiques",
    "By game: %s": "Par jeu : %s",
    "%s: players": "%s : joueurs",
    "No games yet.": "Pas encore de partie.",
    "Name     Pld Won Best Last": "Nom     Jou Vic Rec. Dern.",
    "Pld: games played, Won: games won, Best: best score, Last: last result":
        "Jou : parties jouées, Vic : victoires, Rec. : record (meilleur score), Dern. : dernier résultat",
    "%-8s %3d %3d %4d %4s": "%-8s%3d %3d %4d %5s",
    "won": "gagné",
    "lost": "perdu",
    "%dnd": "%de",
    "%drd": "%de",
    "%dth": "%de",
    "%d damaged record skipped.": "%d fiche abîmée ignorée.",
    "%d damaged records skipped.": "%d fiches abîmées ignorées.",
    "Newest first. * won": "Récentes d'abord. * gagné",
    "%d. %s, %d seat": "%d. %s, %d joueur",
    "%d. %s, %d seats": "%d. %s, %d joueurs",
    "%-9s%d game": "%-9s%d partie",
    "%-9s%d games": "%-9s%d parties",
    "%s: %d of %d won": "%s : gagné %d sur %d",
    " of %d": " sur %d",
    "  best %d, last %s": "  record : %d\n  dernière : %s",
    "%s %d-%d of %d": "%s %d-%d sur %d",
    "Head to head:": "Face à face :",
    "(ahead-behind of games)": "(devant-derrière, parties)",
    "Statistics": "Statistiques",
    "Every game and total is cleared.": "Parties et totaux sont effacés.",
    "Clear statistics?": "Effacer les statistiques ?",
    "Every game record and total is erased for good. Saves and names stay.":
        "Parties et totaux seront effacés pour de bon. Sauvegardes et noms restent.",
    "No, keep them": "Non, les garder",
    "Yes, clear them": "Oui, les effacer",
}
