"""Reading and checking coordinates typed by the players."""
from config import COL_LABELS, ROW_LABELS, FACE_DOWN, GONE


def read_coordinate(player, view, second=False):
    """Ask until a face-down card is chosen; return (row, col).

    EOFError from input() is passed on to the caller (it ends the program).
    """
    while True:
        if second:
            print(" Now find its twin ...")
        text = input("Player %d: Enter a coordinate (e.g. B3): " % (player + 1))
        problem = check(text, view)
        if problem is None:
            return ROW_LABELS.index(text[1]), COL_LABELS.index(text[0])
        print(" ✗ " + problem)


def check(text, view):
    """Return None when text is a usable coordinate, otherwise the reason why not."""
    shown = repr(text)
    if len(text) != 2 or text[0] not in COL_LABELS or text[1] not in ROW_LABELS:
        if (len(text) == 2 and text[0].upper() in COL_LABELS
                and text[1] in ROW_LABELS):
            return "%s: columns are capital letters (%s-%s)." % (
                shown, COL_LABELS[0], COL_LABELS[-1])
        return "%s is not a coordinate: type a column %s-%s then a row %s-%s." % (
            shown, COL_LABELS[0], COL_LABELS[-1], ROW_LABELS[0], ROW_LABELS[-1])
    value = view[ROW_LABELS.index(text[1])][COL_LABELS.index(text[0])]
    if value == GONE:
        return "%s is an empty place, that card was already won." % text
    if value != FACE_DOWN:
        return "%s is already face up, pick a hidden card." % text
    return None
