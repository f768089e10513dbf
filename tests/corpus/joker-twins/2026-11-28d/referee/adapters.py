"""How to read each student's screen: board rows, score lines, final result."""
import re

HERE = __import__("os").path.dirname(__import__("os").path.abspath(__file__))
OUT = __import__("os").path.dirname(HERE)


class Adapter:
    def __init__(self, name, script, row_re, cells, score_re, final_re, winner_re,
                 over_re, tie_re, final_line=None):
        self.name = name
        self.script = OUT + "/" + name + "/" + script
        self.row_re = re.compile(row_re)
        self.cells = cells              # function(match) -> list of 6 cells
        self.score_re = re.compile(score_re, re.M)
        self.final_re = re.compile(final_re, re.M)
        self.winner_re = re.compile(winner_re, re.M)
        self.over_re = re.compile(over_re, re.M)
        self.tie_re = re.compile(tie_re, re.M)
        self.final_line = re.compile(final_line, re.M) if final_line else None

    def boards(self, text):
        """All complete boards in text: list of (grid, end_offset_of_last_row)."""
        found, cur, pos = [], None, 0
        for line in text.split("\n"):
            m = self.row_re.fullmatch(line)
            if m:
                r = int(m.group(1))
                if r == 0:
                    cur = [self.cells(m)]
                elif cur is not None and r == len(cur):
                    cur.append(self.cells(m))
                else:
                    cur = None
                if cur is not None and len(cur) == 6:
                    found.append((cur, pos + len(line)))
                    cur = None
            pos += len(line) + 1
        return found

    def scores(self, text):
        """The last block of score lines: list of (player, score) in display order."""
        ms = self.score_re.findall(text)
        if len(ms) < 2:
            return None
        return [(int(p), int(s)) for p, s in ms[-2:]]

    def final(self, text):
        """Final scores after the game over line, and the winner (0 = tie)."""
        m = self.over_re.search(text)
        if not m:
            return None
        tail = text[m.start():]
        src = tail
        if self.final_line:
            lm = self.final_line.search(tail)
            src = lm.group(0) if lm else ""
        sc = [(int(p), int(s)) for p, s in self.final_re.findall(src)]
        w = self.winner_re.search(tail)
        winner = int(w.group(1)) if w else (0 if self.tie_re.search(tail) else None)
        return sc, winner


def _slice(step, start):
    return lambda m: list(m.group(2)[start::step])


ADAPTERS = {
    "quy": Adapter("quy", "jt.py", r"(\d)\|((?: . \|){6})", _slice(4, 1),
                   r"^Player (\d) score: (\d+)$", r"^Player (\d): (\d+)$",
                   r"^Player (\d) wins", r"^Game over!$", r"tie"),
    "sol": Adapter("sol", "main.py", r"(\d)\|((?: . \|){6})", _slice(4, 1),
                   r"^Player (\d) score: (\d+)$", r"^Player (\d): (\d+) points$",
                   r"^The winner is Player (\d)!$", r"^GAME OVER!$", r"tie"),
    "rue": Adapter("rue", "joker_twins.py", r"(\d) \| (.(?: .){5}) \|", _slice(2, 0),
                   r"^Player (\d): (\d+) point\(s\)$", r"Player (\d) = (\d+)",
                   r"^Player (\d) wins the game!$", r"^\*+ GAME OVER \*+$", r"draw",
                   final_line=r"^Final scores: .*$"),
    "pax": Adapter("pax", "joker_twins.py", r" (\d) │((?: . │){6})", _slice(4, 1),
                   r"^ [▶ ] Player (\d)\s+(\d+) pts", r"Player (\d) \.+\s+(\d+)",
                   r"Player (\d) wins!", r"FINAL SCORES", r"tie"),
    "tam": Adapter("tam", "twins.py", r"  (\d)  (.(?:  .){5})", _slice(3, 0),
                   r"\[Player (\d)\] (\d+)", r"Player (\d): (\d+)",
                   r"^Player (\d) is the winner!$", r"^Game over!", r"tie",
                   final_line=r"^Game over! Final score -- .*$"),
}
