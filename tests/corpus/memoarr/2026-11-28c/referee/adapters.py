"""Per-program adapters: the prompts and free choices of each student's program.

Everything the spec fixes (board layout, card rendering, player lines, rules) is
checked by referee.py the same way for every program; this file only describes
what each student chose freely (prompt wording, menus, side order, who starts)."""
import re

R = re.compile


def split_names(s):
    s = s.strip()
    parts = re.split(r', | and ', s)
    return [p.strip() for p in parts if p.strip()]


ADAPTERS = {
    'faye': dict(
        token=False, case_insensitive=True,
        setup={
            'version': R(r'^Your choice \[1-4\]: $'),
            'nplayers': R(r'^Number of players \[2-4\]: $'),
            'name': R(r'^Name of player (\d): $'),
        },
        version_answer={'base': '1', 'display': '2', 'rules': '3', 'both': '4'},
        bad_setup={'version': ['0', '5', 'x', ''], 'nplayers': ['1', '5', 'two', ''], 'name': ['', 'DUP']},
        prompts={
            'card': R(r'^(?P<name>.+), choose a card to turn face up \(e\.g\. B2\): $'),
            'octopus': R(r'^Octopus! (?P<name>.+), swap (?P<pos>[A-E][1-5]) with which neighbour\? \(.*\): $'),
            'penguin': R(r"^Penguin! (?P<name>.+) may turn a face-up card face down\. Position \(or 'skip'\): $"),
            'walrus': R(r"^Walrus! (?P<name>.+) may block a face-down card for the next player\. Position \(or 'skip'\): $"),
            'enter': R(r'^Press Enter to hide the cards\.\.\.$'),
        },
        skip={'penguin': 'skip', 'walrus': 'skip'},
        octopus='pos',
        peek=R(r'^--- (?P<name>.+) \((?P<side>\w+)\), this is for your eyes only ---$'),
        win=R(r'^\*\*\* (?P<name>.+) wins round (?P<round>\d+)! \*\*\*'),
        winner=[(R(r'^(?P<names>.+) is the winner with \d+ rubies!$'), split_names),
                (R(r"^It's a tie between (?P<names>.+) with \d+ rubies each!$"), split_names)],
        empty_row=R(r'^\(no cards face up\)$'),
        sides=['top', 'bottom', 'left', 'right'],
        start='winner',
    ),
    'gabe': dict(
        token=True, case_insensitive=True,
        setup={
            'nplayers': R(r'^players \(2-4\)\? $'),
            'name': R(r'^name (\d)\? $'),
            'xdisplay': R(r'^expert display \(y/n\)\? $'),
            'xrules': R(r'^expert rules \(y/n\)\? $'),
        },
        yes='y', no='n',
        bad_setup={'nplayers': ['1', '5', 'x'], 'xdisplay': ['maybe'], 'xrules': ['Y2']},
        single_word_names=True, no_dup_names=True,
        prompts={
            'card': R(r'^(?P<name>\S+)> $'),
            'penguin': R(r'^(?P<name>\S+), penguin: hide which card \(- to skip\)\? $'),
            'walrus': R(r'^(?P<name>\S+), walrus: block which card\? $'),
        },
        skip={'penguin': '-', 'walrus': None},
        octopus='random',
        peek=R(r'^(?P<name>\S+) peeks:$'),
        win=R(r'^round (?P<round>\d+): (?P<name>\S+) wins$'),
        winner=[(R(r'^(?:winner|tie):(?P<names>(?: \S+)+)$'), lambda s: s.split())],
        empty_row=R(r'^\(none\)$'),
        sides=['top', 'right', 'bottom', 'left'],
        start='rotate',
    ),
    'hana': dict(
        token=False, case_insensitive=True,
        setup={
            'version': R(r'^Choose version: \(b\)ase, expert \(d\)isplay, expert \(r\)ules, \(a\)ll: $'),
            'nplayers': R(r'^How many players \(2-4\)\? $'),
            'name': R(r'^Name of player (\d): $'),
        },
        version_answer={'base': 'b', 'display': 'D', 'rules': 'r', 'both': 'a'},
        bad_setup={'version': ['x', '', 'base'], 'nplayers': ['1', '5', ''], 'name': ['', 'DUP']},
        prompts={
            'card': R(r'^(?P<name>.+), pick a card \(e\.g\. B2\): $'),
            'octopus': R(r'^Octopus! Swap with which neighbouring card \((?P<opts>.*)\)\? $'),
            'penguin': R(r'^Penguin! Turn which face-up card face down\? \(blank to skip\): $'),
            'walrus': R(r'^Walrus! Block which face-down card for the next player\? \(blank to skip\): $'),
        },
        skip={'penguin': '', 'walrus': ''},
        octopus='pos',
        peek=R(r'^Round \d+ - (?P<name>.+) looks at the three cards in front of them \((?P<side>\w+) side\):$'),
        win=R(r'^(?P<name>.+) wins round (?P<round>\d+)\.$'),
        winner=[(R(r'^Winners?: (?P<names>.+)$'), split_names)],
        empty_row=R(r'^No cards are face up\.$'),
        sides=['bottom', 'top', 'left', 'right'],
        start='first',
    ),
    'ike': dict(
        token=True, case_insensitive=False,
        setup={
            'nplayers': R(r'^Enter number of players \(2-4\): $'),
            'name': R(r'^Enter name for player (\d): $'),
            'version': R(r'^Game mode \(1 = base, 2 = expert display, 3 = expert rules, 4 = expert display \+ rules\): $'),
        },
        version_answer={'base': '1', 'display': '2', 'rules': '3', 'both': '4'},
        bad_setup={'version': ['0', '7', 'x'], 'nplayers': ['1', '9', 'x'], 'name': ['DUP']},
        single_word_names=True,
        prompts={
            'card': R(r'^Player (?P<name>\S+) - enter card position \(e\.g\. A1\): $'),
            'octopus': R(r'^Enter option number: $'),
            'penguin': R(r'^Penguin! (?P<name>\S+), enter position to turn face down \(or 0 to skip\): $'),
            'walrus': R(r'^Walrus! (?P<name>\S+), enter position to block \(or 0 to skip\): $'),
        },
        skip={'penguin': '0', 'walrus': '0'},
        octopus='index', octopus_option=R(r'^  (\d)\) ([A-E][1-5])$'),
        peek=R(r'^Player (?P<name>\S+) \((?P<side>\w+)\) memorizes cards:$'),
        win=R(r'^Round (?P<round>\d+) winner: (?P<name>\S+)$'),
        winner=[(R(r'^The winner is (?P<names>\S+)!$'), lambda s: [s]),
                (R(r"^It's a tie between(?P<names>(?: \S+)+)!$"), lambda s: s.split())],
        empty_row=R(r'^\(no face-up cards\)$'),
        sides=['top', 'bottom', 'left', 'right'],
        start='rotate',
    ),
    'jon': dict(
        token=False, case_insensitive=True,
        setup={
            'nplayers': R(r'^How many players \(2-4\)\? $'),
            'name': R(r'^Player (\d) name\? $'),
            'xrules': R(r'^Expert rules\? \[y/N\] $'),
            'xdisplay': R(r'^Expert display\? \[y/N\] $'),
        },
        yes='y', no='',
        bad_setup={'nplayers': ['1', '5', ''], 'name': ['', 'DUP'], 'xrules': ['maybe'], 'xdisplay': ['yes!']},
        prompts={
            'card': R(r'^\[(?P<name>.+)\] card> $'),
            'octopus': R(r'^\[(?P<name>.+)\] octopus swaps with> $'),
            'penguin': R(r'^\[(?P<name>.+)\] penguin turns down \(or pass\)> $'),
            'walrus': R(r'^\[(?P<name>.+)\] walrus blocks \(or pass\)> $'),
        },
        skip={'penguin': 'pass', 'walrus': 'pass'},
        octopus='pos',
        peek=R(r'^Peek for (?P<name>.+) \((?P<side>\w+)\):$'),
        win=R(r'^Round (?P<round>\d+) goes to (?P<name>.+)\.$'),
        winner=[(R(r'^Overall winners?: (?P<names>.+)$'), lambda s: s.split(', '))],
        empty_row=R(r'^\(nothing face up\)$'),
        sides=['left', 'right', 'top', 'bottom'],
        start='random',
    ),
}
