"""How each program talks: prompts, mode answers, seats, who starts a round.
The referee's checks are the same for all; only the wording differs."""

DIRS = {(-1, 0): "u", (1, 0): "d", (0, -1): "l", (0, 1): "r"}


def pos_answer(src, dst):
    return dst


def dir_answer(src, dst):
    dr = "ABCDE".index(dst[0]) - "ABCDE".index(src[0])
    dc = int(dst[1]) - int(src[1])
    return DIRS[(dr, dc)]


NAME = r"(?P<name>.+?)"

ADAPTERS = {
    "pete": {
        "mode_answers": {"base": "1", "display": "2", "rules": "3", "both": "4"},
        "prompts": [
            ("mode", r"Choose a version \[1-4\]: "),
            ("nplayers", r"How many players \(2-4\)\? "),
            ("name", r"Name of player \d: "),
            ("ack", r"Press Enter when you have memorised them\.\.\. "),
            ("select", NAME + r", pick a card to turn over \(e\.g\. B4\): "),
            ("crab", r"Crab power! " + NAME + r", turn over another card: "),
            ("octopus", r"Octopus power! Swap [A-E][1-5] with an adjacent card \(.*\): "),
            ("penguin", r"Penguin power! Name a face-up card to turn face down, or press Enter to skip: "),
            ("walrus", r"Walrus power! Name a face-down card to block for the next player: "),
        ],
        "peek": r"^-- " + NAME + r", you sit at the ",
        "round_win": r"^\*\*\* " + NAME + r" wins round (?P<round>\d) and takes a secret reward! \*\*\*$",
        "champion": r"^(The winner is|It's a tie!)",
        "empty_row": r"^\(no cards face up\)$",
        "sides": {2: ["bottom", "top"], 3: ["bottom", "left", "top"], 4: ["bottom", "left", "top", "right"]},
        "starter": "rotate",
        "octo_format": "pos",
        "octo_answer": pos_answer,
        "penguin_skip": "",
    },
}

ADAPTERS["rhea"] = {
    "mode_answers": {"base": "b", "display": "d", "rules": "r", "both": "dr"},
    "prompts": [
        ("mode", r"version \[b/d/r/dr\]: "),
        ("nplayers", r"players \[2-4\]: "),
        ("name", r"name \d: "),
        ("crab", NAME + r" \(crab\)> "),
        ("octopus", r"octopus, swap with \[[udlr]+\]> "),
        ("penguin", r"penguin, flip down \(- to skip\)> "),
        ("walrus", r"walrus, block> "),
        ("select", NAME + r"> "),
    ],
    "peek": r"^peek " + NAME + r" \((top|bottom|left|right)\):$",
    "round_win": r"^round (?P<round>\d) -> " + NAME + r"$",
    "champion": r"^winner: ",
    "empty_row": r"^\(none\)$",
    "sides": {2: ["top", "bottom"], 3: ["top", "bottom", "left"], 4: ["top", "bottom", "left", "right"]},
    "starter": "winner",
    "octo_format": "dir",
    "octo_answer": dir_answer,
    "penguin_skip": "-",
}

ADAPTERS["stan"] = {
    "mode_answers": {"base": "1", "display": "2", "rules": "3", "both": "4"},
    "prompts": [
        ("mode", r"Choice: "),
        ("nplayers", r"Number of players \(2-4\): "),
        ("name", r"Player \d name: "),
        ("crab", r"Crab! " + NAME + r", choose one more card: "),
        ("select", NAME + r", choose a card \(e\.g\. B4\): "),
        ("octopus", r"Octopus: swap [A-E][1-5] with which neighbour \(.*\)\? "),
        ("penguin", r"Penguin: turn which face-up card down \('none' to keep all\)\? "),
        ("walrus", r"Walrus: block which face-down card for .*\? "),
    ],
    "peek": r"^" + NAME + r" \((top|bottom|left|right)\) peeks at the cards in front:$",
    "round_win": r"^Round (?P<round>\d) goes to " + NAME + r"\.$",
    "champion": r"^Overall winner",
    "empty_row": r"^\[no face-up cards\]$",
    "sides": {2: ["left", "right"], 3: ["left", "right", "top"], 4: ["left", "right", "top", "bottom"]},
    "starter": "first",
    "octo_format": "pos",
    "octo_answer": pos_answer,
    "penguin_skip": "none",
}

ADAPTERS["tess"] = {
    "mode_answers": {"base": "B", "display": "D", "rules": "R", "both": "E"},
    "prompts": [
        ("mode", r"Your choice: "),
        ("nplayers", r"Enter the number of players \(2 to 4\): "),
        ("name", r"Enter the name of player #\d: "),
        ("ack", r"\(press Enter to continue\) "),
        ("select", NAME + r", which card do you want to turn over\? "),
        ("crab", r"The crab makes " + NAME + r" turn over another card: "),
        ("octopus", r"Which neighbour should the octopus swap with\? \[.*\] "),
        ("penguin", r"Which face-up card should the penguin turn face down\? \(leave empty to skip\) "),
        ("walrus", r"Which face-down card should the walrus block\? "),
    ],
    "peek": r"^" + NAME + r", here are the three cards in front of you \(",
    "round_win": r"^Round (?P<round>\d) is over\. The winner of this round is " + NAME + r"\.$",
    "champion": r"^(Congratulations|The game ends in a tie)",
    "empty_row": r"^\(nothing face up yet\)$",
    "sides": {2: ["top", "left"], 3: ["top", "left", "bottom"], 4: ["top", "left", "bottom", "right"]},
    "starter": "winner",
    "octo_format": "pos",
    "octo_answer": pos_answer,
    "penguin_skip": "",
}

COMPASS = {"u": "N", "d": "S", "l": "W", "r": "E"}


def compass_answer(src, dst):
    return COMPASS[dir_answer(src, dst)]


ADAPTERS["ugo"] = {
    "mode_answers": {"base": "0", "display": "1", "rules": "2", "both": "3"},
    "prompts": [
        ("mode", r"mode\? 0=base 1=expert display 2=expert rules 3=both: "),
        ("nplayers", r"how many players\? "),
        ("name", r"player \d\? "),
        ("crab", r"\[" + NAME + r"\] crab, another card: "),
        ("octopus", r"\[" + NAME + r"\] octopus swap \([NSWE/]+\): "),
        ("penguin", r"\[" + NAME + r"\] penguin, card to hide \(0 = none\): "),
        ("walrus", r"\[" + NAME + r"\] walrus, card to block: "),
        ("select", r"\[" + NAME + r"\] card: "),
    ],
    "peek": r"^\* peek for " + NAME + r":$",
    "round_win": r"^==> round (?P<round>\d) winner: " + NAME + r"$",
    "champion": r"^winners? (is|are) ",
    "empty_row": r"^-- no cards face up --$",
    "sides": {2: ["right", "left"], 3: ["right", "left", "bottom"], 4: ["right", "left", "bottom", "top"]},
    "starter": "first",
    "octo_format": "dir",
    "octo_answer": compass_answer,
    "penguin_skip": "0",
}
