"""A CPU's move on a game's board: corner marks where it went from (thin) and to (thick), for view.mark."""

# Loaded by a view's mark() on the first CPU move shown (lib/cputurn.py): a game played by people only never
# loads it. The marks go on top of the view's group, just outside each box, so the piece stays readable.

import displayio
from brackets import corner_marks, place_corners


class MoveMarks:
    """Two sets of corner marks in one colour on a view's group: from (1 px) and to (2 px), hidden at first."""

    def __init__(self, group, color, size):
        self.tiles = corner_marks(size, color) + corner_marks(size, color, 2)
        # in a group of their own: 16 more layers on the view's group could grow its list to a 64-entry block,
        # asked for mid-game in a fragmented heap (Bunny Boom at 2 seats failed there)
        marks = displayio.Group()
        for tile in self.tiles:
            marks.append(tile)
        group.append(marks)
        self.group = marks
        self.size = size
        self.boxes = [None, None]

    def place(self, boxes):
        """Put the marks around boxes (from, to), each (x, y, w, h) or None (hidden); return boxes."""
        for k in range(2):
            box = boxes[k]
            if box is not None:
                box = (box[0] - 1, box[1] - 1, box[2] + 2, box[3] + 2)
            self.boxes[k] = place_corners(self.tiles[8 * k:8 * k + 8], self.size, self.boxes[k], box)
        return boxes


def place(view, size, boxes):
    """Put a view's move marks (made on first use, in view.MARK_COLOR) around boxes (from, to); return boxes."""
    if view.move_marks is None:
        view.move_marks = MoveMarks(view.group, view.MARK_COLOR, size)
    return view.move_marks.place(boxes)
