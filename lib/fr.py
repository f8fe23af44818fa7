"""The shell's French for a game's time: {English text: French text} of lib/'s texts a game shows (lang.py)."""

# Imported when French is chosen (lang.choose), so a game's VM on the badge holds it with the game's table;
# the launcher's, settings' and Players' texts are lib/frmenu.py, loaded only while those are shown. A format
# keeps the English one's % conversions in the same order. Every table (the shell's and the games') writes
# French typography: a space before ":" ";" "!" "?" ("A : valider", "Temps écoulé !"; ui.wrap keeps the sign
# with its word), "sauvegarde" / "sauvegarder" for saving. A format whose name follows "de" leaves the "de"
# out: the code passes lang.de(name) ("au tour d'ANNA", "une partie du Bog").

TEXTS = {
    # a label and its value, as the shell and the games glue them
    "%s: %s": "%s : %s",
    # a game's title in a sentence, as its rulebook calls it (lang.full_title; launcher rows and title bars keep the
    # short name)
    "Frogriders in full": "La Chevauchée des Grenouilles",
    # saves, errors, pages
    "A: choose": "A : choisir",
    "A: choose  B: back": "A : choisir  B : retour",
    "Saves": "Sauvegardes",
    "Save from unknown game '%s': refused": "Sauvegarde d'un jeu inconnu («%s») : refusée",
    "resume %s": "reprendre %s",
    "start %s": "lancer %s",
    "%s save is format v%d, this one reads v%d: refused":
        "Sauvegarde %s au format v%d, la console lit le v%d : refusée",
    "%s save has the wrong size: refused": "Sauvegarde %s de mauvaise taille : refusée",
    "%s save has a bad seat record: refused": "Sauvegarde %s aux places invalides : refusée",
    "%s save fails its check (%s): refused": "Sauvegarde %s invalide (%s) : refusée",
    "Save %s: ignored": "Sauvegarde %s : ignorée",
    "%s save has options this game lacks: refused": "Sauvegarde %s aux options inconnues : refusée",
    "corrupt": "abîmée",
    "truncated": "tronquée",
    "format %d, this firmware reads %d": "format %d, la console lit le %d",
    "go on with %s": "continuer la partie %s",
    "go on": "continuer",
    "Not enough memory to %s: press reset.\nNothing is lost: the last saved turn is kept.":
        "Pas assez de mémoire pour %s : appuyer sur reset.\nRien n'est perdu : le dernier tour sauvegardé est "
        "gardé.",
    "Out of memory": "Mémoire pleine",
    "Memory ran short, so the badge started again from the last saved turn: the move being played was not kept. "
    "A to go on.":
        "La mémoire a manqué : la console est repartie du dernier tour sauvegardé, le coup en cours n'a pas été "
        "gardé. A pour continuer.",
    "Out of memory: press reset": "Mémoire pleine : reset",
    "Error": "Erreur",
    "Console": "la console",  # the error screen's "Arrêt de la console"
    "%s stopped: %s: %s\nThe last saved turn is kept.": "Arrêt %s : %s : %s\nLe dernier tour sauvegardé est gardé.",
    "Up/Down %d/%d  A: OK": "Haut/Bas %d/%d  A : OK",
    "A: OK": "A : OK",
    # hand-off, CPU turns, recap
    "Pass to": "Donner à",
    "Next:": "Suivant :",
    "%s: resumed": "%s : reprise",
    "No moves kept from before": "Aucun coup gardé d'avant",
    "Nothing new since your last move": "Rien de neuf depuis son dernier coup",
    "A: go on": "A : continuer",
    "A: %s's turn": "A : au tour %s",  # lang.de: "au tour d'ANNA", "au tour de P2"
    "A: I am %s": "A : je suis %s",
    "A: all moves": "A : résumé",  # beside "CPU3 a joué": "A : tous les coups" is too wide
    "ran out of time": "n'a plus de temps",
    "is thinking": "réfléchit",
    "%s is thinking": "%s réfléchit",
    "played": "a joué",
    "%s played": "%s a joué",
    "Start: pause": "Start : pause",
    # the game loop, pause, score sheet
    " +%d more": " +%d choix",
    "Not allowed now": "Coup interdit",
    "Nothing to undo": "Rien à annuler",
    "Undone": "Annulé",
    "Time is up!": "Temps écoulé !",
    "Game over: A for scores": "Terminé ! A : les scores",
    "Paused": "Pause",
    "Resume": "Reprendre",
    "Rules summary": "Règles",
    "Hint": "Indice",
    "Undo last step": "Annuler",
    "Save and quit": "Sauvegarder et quitter",
    "%s rules": "%s : règles",
    "Hint: %s": "Indice : %s",
    "%s: final score": "%s : score final",
    "No winner": "Aucun gagnant",
    "Winner: %s": "Gagnant : %s",
    "Winners: %s": "Gagnants : %s",
    "A: back to menu": "A : retour au menu",
    "Up/Down: more  A: menu": "Haut/Bas : suite  A : menu",
    "A: do it  B: cancel": "A : valider  B : annuler",
}
