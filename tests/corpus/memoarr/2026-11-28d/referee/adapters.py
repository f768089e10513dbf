"""How each student's program is talked to (prompts, answers, messages)."""
import re

from model import pstr, neighbours, POS, CENTRE


def _pick(seq, rng):
    return [rng.choice(seq)] if seq else None


class Base:
    sides = ['top', 'bottom', 'left', 'right']
    start_rule = 'rotate'
    empty_text = None
    prompts = []          # (regex, kind) ; regex group 'n' is the player's name
    round_winner_re = None
    reveal_re = None

    def classify(self, prompt):
        for rx, kind in self.prompts:
            m = re.match(rx, prompt)
            if m:
                return (kind, m.group('n'))
        return ('?', prompt)

    def fmt_turn(self, p):
        return [pstr(p)]

    def fmt_option(self, kind, t, opts, m):
        return [pstr(t) if t is not None else self.skip_word]

    skip_word = ''

    # invalid answers that must be met with the same prompt again
    def invalid(self, kind, m, rng):
        seqs = []
        if kind == 'choose':
            seqs += [['Z9'], ['hello'], [''], ['C3'], ['F1'], ['A0'], ['A6']]
            up = [pstr(p) for p in m.faceup]
            if up:
                seqs.append([rng.choice(up)])
            if m.block is not None:
                seqs += [[pstr(m.block)]] * 4
        elif kind == 'octopus':
            here = m.faceup[-1]
            far = [p for p in POS if p not in neighbours(here)]
            seqs += [[pstr(rng.choice(far))], ['xx'], ['C3']]
        elif kind == 'penguin':
            seqs += [[pstr(m.faceup[-1])], ['zz'], ['C3']]
            down = m.facedown()
            if down:
                seqs.append([pstr(rng.choice(down))])
        elif kind == 'walrus':
            seqs += [[pstr(rng.choice(m.faceup))], ['C3'], ['q']]
        return seqs


class Kai(Base):
    start_rule = 'rotate'
    empty_text = '(no cards face up)'
    prompts = [
        (r'^(?P<n>.*), pick a card to turn over \(e\.g\. B4\): $', 'choose'),
        (r'^   (?P<n>.*), swap [A-E][1-5] with \(.*\): $', 'octopus'),
        (r'^   (?P<n>.*), card to turn face down \(.*, Enter to skip\): $', 'penguin'),
        (r'^   (?P<n>.*), card to block \(e\.g\. [A-E][1-5], Enter to skip\): $', 'walrus'),
    ]
    round_winner_re = re.compile(r'^\*\*\* (.*) wins round \d+ and takes a reward card')
    reveal_re = re.compile(r'secretly looks at the cards in front:$')

    def setup(self, mode, names, rng):
        version = {(False, False): 1, (True, False): 2, (False, True): 3, (True, True): 4}[mode]
        lines = []
        if rng.random() < 0.5:
            lines += [rng.choice(['0', '5', 'x', '', 'expert'])]
        lines.append(str(version))
        if rng.random() < 0.5:
            lines += [rng.choice(['1', '5', 'two', ''])]
        lines.append(str(len(names)))
        lines += names
        return lines

    def overall_winners(self, line):
        m = re.match(r'^\*\*\* The winner is (.*) with \d+ rubies! \*\*\*$', line)
        if m:
            return [m.group(1)]
        m = re.match(r"^\*\*\* It's a tie! Winners: (.*) with \d+ rubies each! \*\*\*$", line)
        if m:
            return m.group(1).split(', ')
        return None


class Lia(Base):
    sides = ['left', 'right', 'top', 'bottom']
    start_rule = 'first'
    empty_text = '(none face up)'
    skip_word = '-'
    prompts = [
        (r'^(?P<n>.*), octopus: swap with \((?:[udlr]/)*[udlr]\)\? $', 'octopus'),
        (r'^(?P<n>.*), penguin: hide which card \(-=none\)\? $', 'penguin'),
        (r'^(?P<n>.*), walrus: block which card \(-=none\)\? $', 'walrus'),
        (r'^(?P<n>.*)> $', 'choose'),
    ]
    round_winner_re = re.compile(r'^Round \d+: (.*) wins\.$')
    reveal_re = re.compile(r'^.* peeks:$')
    DIRS = {(-1, 0): 'u', (1, 0): 'd', (0, -1): 'l', (0, 1): 'r'}

    def setup(self, mode, names, rng):
        lines = []
        for flag in mode:
            if rng.random() < 0.3:
                lines.append(rng.choice(['maybe', '', '1']))
            lines.append(rng.choice(['y', 'Y', 'yes']) if flag else rng.choice(['n', 'no', 'N']))
        if rng.random() < 0.4:
            lines.append(rng.choice(['1', '5', '', 'three']))
        lines.append(str(len(names)))
        for nm in names:
            if rng.random() < 0.2:
                lines.append('')
            lines.append(nm)
        return lines

    def fmt_option(self, kind, t, opts, m):
        if kind == 'octopus':
            here = m.faceup[-1]
            return [self.DIRS[(t[0] - here[0], t[1] - here[1])]]
        return Base.fmt_option(self, kind, t, opts, m)

    def invalid(self, kind, m, rng):
        if kind == 'octopus':
            here = m.faceup[-1]
            bad = [d for (dr, dc), d in self.DIRS.items() if (here[0] + dr, here[1] + dc) not in neighbours(here)]
            return [[b] for b in bad] + [['x'], [''], ['B2']]
        if kind in ('penguin', 'walrus'):
            return Base.invalid(self, kind, m, rng) + [['']]
        return Base.invalid(self, kind, m, rng) + [['b 2']]

    def overall_winners(self, line):
        mm = re.match(r'^Winners?: (.*)$', line)
        return mm.group(1).split(', ') if mm else None


class Moe(Base):
    sides = ['top', 'right', 'bottom', 'left']
    start_rule = 'winner'
    empty_text = '[no face-up cards]'
    prompts = [
        (r'^(?P<n>.*) - row \(A-E\): $', 'choose'),
        (r'^(?P<n>.*) - column \(1-5\): $', 'col'),
        (r'^(?P<n>.*) - swap with option #: $', 'octopus'),
        (r'^(?P<n>.*) - turn face down option # \(0 = none\): $', 'penguin'),
        (r'^(?P<n>.*) - block option # \(0 = none\): $', 'walrus'),
    ]
    round_winner_re = re.compile(r'^(.*) wins round \d+\.$')
    reveal_re = re.compile(r'^.* looks at the cards in front of them:$')

    def setup(self, mode, names, rng):
        word = {(False, False): 'base', (True, False): 'display', (False, True): 'rules', (True, True): 'both'}[mode]
        lines = []
        if rng.random() < 0.4:
            lines.append(rng.choice(['expert', '1', '', 'b']))
        lines.append(rng.choice([word, word.upper(), word.capitalize()]))
        if rng.random() < 0.4:
            lines.append(rng.choice(['1', '5', '', 'two', '-3']))
        lines.append(str(len(names)))
        for i, nm in enumerate(names):
            if rng.random() < 0.2:
                lines.append('')
            if i > 0 and rng.random() < 0.3:
                lines.append(names[0])   # duplicate names are refused
            lines.append(nm)
        return lines

    def fmt_turn(self, p):
        s = pstr(p)
        return [s[0] if p[0] % 2 else s[0].lower(), s[1]]

    def fmt_option(self, kind, t, opts, m):
        return ['0' if t is None else str(opts.index(t) + 1)]

    def invalid(self, kind, m, rng):
        if kind == 'choose':
            seqs = [['Z'], ['ab'], ['B', '9'], ['C', '3'], [''], ['B', 'x'], ['A1']]
            if m.faceup:
                s = pstr(rng.choice(m.faceup))
                seqs.append([s[0], s[1]])
            if m.block is not None:
                s = pstr(m.block)
                seqs += [[s[0], s[1]]] * 4
            return seqs
        opts = {'octopus': m.octopus_options, 'penguin': m.penguin_options, 'walrus': m.walrus_options}[kind]()
        seqs = [[str(len(opts) + 1)], ['-1'], ['abc'], ['']]
        if kind == 'octopus':
            seqs.append(['0'])
        return seqs

    def overall_winners(self, line):
        mm = re.match(r'^Overall winners?(?: \(tie\))?: (.*)$', line)
        return mm.group(1).split(' & ') if mm else None


class Ned(Base):
    sides = ['bottom', 'top', 'left', 'right']
    start_rule = 'rotate'
    empty_text = 'No face-up cards.'
    skip_word = 'skip'
    prompts = [
        (r'^(?P<n>.*), your card: $', 'choose'),
        (r'^(?P<n>.*), swap the octopus with which neighbour \(.*\)\? $', 'octopus'),
        (r"^(?P<n>.*), turn which face-up card face down\? \(or 'skip'\) $", 'penguin'),
        (r"^(?P<n>.*), block which card for the next player\? \(or 'skip'\) $", 'walrus'),
    ]
    round_winner_re = re.compile(r'^Round \d+ goes to (.*)\.$')
    reveal_re = re.compile(r'^Cards in front of .* \((?:top|bottom|left|right)\):$')

    def setup(self, mode, names, rng):
        lines = []
        if rng.random() < 0.4:
            lines.append(rng.choice(['4', 'x', '', '12']))
        lines.append(str({(False, False): 0, (True, False): 1, (False, True): 2, (True, True): 3}[mode]))
        if rng.random() < 0.4:
            lines.append(rng.choice(['Ann', 'A, B, C, D, E', 'Ann,,Bob', '']))
        lines.append(', '.join(names))
        return lines

    def fmt_turn(self, p):
        s = pstr(p)
        return [s if p[1] % 2 else s[1] + s[0].lower()]

    def overall_winners(self, line):
        mm = re.match(r'^(.*) wins the game!$', line)
        if mm:
            return [mm.group(1)]
        mm = re.match(r'^Tie: (.*)$', line)
        return mm.group(1).split(', ') if mm else None


class Oli(Base):
    sides = ['bottom', 'right', 'top', 'left']
    start_rule = 'rotate'
    empty_text = '(nothing face up)'
    prompts = [
        (r'^\[(?P<n>.*)\] card\? $', 'choose'),
        (r'^\[(?P<n>.*)\] octopus swaps with\? $', 'octopus'),
        (r'^\[(?P<n>.*)\] penguin hides \(Enter = none\)\? $', 'penguin'),
        (r'^\[(?P<n>.*)\] walrus blocks \(Enter = none\)\? $', 'walrus'),
    ]
    round_winner_re = re.compile(r'^==> (.*) takes round \d+$')
    reveal_re = re.compile(r'^Peek for .*:$')

    def setup(self, mode, names, rng):
        lines = []
        for flag in mode:
            if rng.random() < 0.3:
                lines.append(rng.choice(['pro', '', 'x']))
            lines.append(rng.choice(['expert', 'E', 'Expert']) if flag else rng.choice(['normal', 'n', 'NORMAL']))
        if rng.random() < 0.4:
            lines.append(rng.choice(['1', '5', '', 'four']))
        lines.append(str(len(names)))
        lines += names
        return lines

    def fmt_turn(self, p):
        s = pstr(p)
        return [[s, s[0].lower() + ' ' + s[1], s[0] + '-' + s[1]][(p[0] + p[1]) % 3]]

    def invalid(self, kind, m, rng):
        seqs = Base.invalid(self, kind, m, rng)
        if kind == 'choose':
            seqs = [s for s in seqs if s != ['']]
        return seqs

    def overall_winners(self, line):
        mm = re.match(r'^Champions?: (.*)$', line)
        return mm.group(1).split(', ') if mm else None
