"""Le Bog (traditional, 3-10 players): stakes on a hexagonal board, bogging, then the play-out."""
