#!/usr/bin/env python3
"""Writes a class of C submissions for timing `arbiter similar`.

    scripts/similar-class.py FOLDER COUNT [LINES] [SEED]

Each submission is FOLDER/sNNNN/game.c, about LINES lines (500 by default): functions of
declarations, arithmetic, conditions, loops, calls and printf lines, with names and
words of its own, so that independent submissions share what real ones share (loop
headers, idioms) and little more. One in twenty is a copy of an earlier one with its
names changed and its functions reordered, so that the pairs compared closely are there
too.
"""
import os
import random
import sys

WORDS = ("card deck hand pile turn score player board move suit face count total index "
         "value round game stock table rank best next last left right first second").split()
OPERATORS = ["+", "-", "*", "%", "/"]
COMPARISONS = ["<", ">", "<=", ">=", "==", "!="]


def name(rng, used):
    while True:
        word = "_".join(rng.sample(WORDS, rng.randint(1, 2))) + str(rng.randint(0, 99))
        if word not in used:
            used.add(word)
            return word


def expression(rng, names):
    parts = [rng.choice(names) if rng.random() < 0.6 else str(rng.randint(0, 60))]
    for _ in range(rng.randint(0, 3)):
        parts += [rng.choice(OPERATORS), rng.choice(names) if rng.random() < 0.6 else str(rng.randint(1, 60))]
    return " ".join(parts)


def statements(rng, names, functions, depth, count):
    lines = []
    indent = "    " * depth
    for _ in range(count):
        kind = rng.random()
        if kind < 0.3:
            lines.append(f"{indent}{rng.choice(names)} = {expression(rng, names)};")
        elif kind < 0.45 and depth < 3:
            lines.append(f"{indent}if ({rng.choice(names)} {rng.choice(COMPARISONS)} {expression(rng, names)}) {{")
            lines += statements(rng, names, functions, depth + 1, rng.randint(1, 4))
            if rng.random() < 0.4:
                lines.append(f"{indent}}} else {{")
                lines += statements(rng, names, functions, depth + 1, rng.randint(1, 3))
            lines.append(f"{indent}}}")
        elif kind < 0.55 and depth < 3:
            counter = rng.choice(names)
            lines.append(f"{indent}for ({counter} = 0; {counter} < {rng.randint(2, 52)}; {counter}++) {{")
            lines += statements(rng, names, functions, depth + 1, rng.randint(1, 4))
            lines.append(f"{indent}}}")
        elif kind < 0.62 and depth < 3:
            lines.append(f"{indent}while ({rng.choice(names)} {rng.choice(COMPARISONS)} {rng.randint(0, 20)}) {{")
            lines += statements(rng, names, functions, depth + 1, rng.randint(1, 3))
            lines.append(f"{indent}    break;")
            lines.append(f"{indent}}}")
        elif kind < 0.8:
            words = " ".join(rng.sample(WORDS, 3))
            used = rng.sample(names, 2)
            lines.append(f'{indent}printf("{words}: %d %d\\n", {used[0]}, {used[1]});')
        elif functions:
            callee, arity = rng.choice(functions)
            arguments = ", ".join(rng.choice(names) for _ in range(arity))
            lines.append(f"{indent}{rng.choice(names)} = {callee}({arguments});")
        else:
            lines.append(f"{indent}{rng.choice(names)}++;")
    return lines


def program(rng, lines_wanted):
    used = set()
    functions = []
    bodies = []
    total = 0
    while total < lines_wanted - 20:
        fname = name(rng, used)
        params = [name(rng, used) for _ in range(rng.randint(0, 3))]
        locals_ = [name(rng, used) for _ in range(rng.randint(2, 5))]
        body = [f"int {fname}({', '.join('int ' + p for p in params) or 'void'})", "{"]
        body += [f"    int {local} = {rng.randint(0, 9)};" for local in locals_]
        body += statements(rng, params + locals_, functions, 1, rng.randint(6, 14))
        body += [f"    return {rng.choice(params + locals_)};", "}", ""]
        bodies.append(body)
        functions.append((fname, len(params)))
        total += len(body)
    main = ["int main(void)", "{", "    int result = 0;"]
    for fname, arity in functions:
        main.append(f"    result += {fname}({', '.join(str(rng.randint(0, 9)) for _ in range(arity))});")
    main += ['    printf("%d\\n", result);', "    return 0;", "}"]
    return bodies, main, used


def disguised(rng, original):
    bodies, main, used = original
    renames = {old: name(rng, set(used)) + "x" for old in used}
    order = list(range(len(bodies)))
    rng.shuffle(order)

    def rename(line):
        for old, new in renames.items():
            line = line.replace(old, new) if old in line else line
        return line

    prototypes = [rename(bodies[i][0]) + ";" for i in range(len(bodies))]
    return [[rename(line) for line in bodies[i]] for i in order], [rename(line) for line in main], prototypes


def main():
    folder, count = sys.argv[1], int(sys.argv[2])
    lines = int(sys.argv[3]) if len(sys.argv) > 3 else 500
    rng = random.Random(int(sys.argv[4]) if len(sys.argv) > 4 else 1)
    written = []
    for index in range(count):
        if index % 20 == 19 and written:
            bodies, main_lines, prototypes = disguised(rng, rng.choice(written))
        else:
            made = program(rng, lines)
            written.append(made)
            bodies, main_lines, prototypes = made[0], made[1], []
        text = ["#include <stdio.h>", ""] + prototypes + [""]
        for body in bodies:
            text += body
        text += main_lines
        path = os.path.join(folder, f"s{index:04d}")
        os.makedirs(path, exist_ok=True)
        with open(os.path.join(path, "game.c"), "w") as out:
            out.write("\n".join(text) + "\n")


if __name__ == "__main__":
    main()
