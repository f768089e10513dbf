# Joker Twins (CS-UH 1001, Assignment 1) -- Joel
import random
import time
import os
import sys

NUM_ROWS = 6  # constant variable for number of rows
NUM_COLS = 6  # constant variable for number of columns
NUM_PLAYERS = 2  # constant variable for number of players

JOKER = '*'
LETTERS = [chr(ord('A') + i) for i in range(NUM_COLS)]   # column names
DIGITS = [str(i) for i in range(NUM_ROWS)]               # row names


def generate_twins():
    # number of twins depends on the board size (2 places are for the jokers)
    twins = []
    letter = 'A'
    while len(twins) < NUM_ROWS * NUM_COLS - 2:
        twins.append(letter)
        twins.append(letter.lower())
        letter = chr(ord(letter) + 1)
    return twins


def place_cards(cards):
    hidden = [[None] * NUM_COLS for _ in range(NUM_ROWS)]
    for card in cards:
        while True:
            pos = random.randint(0, NUM_ROWS * NUM_COLS - 1)
            if hidden[pos // NUM_COLS][pos % NUM_COLS] is None:
                hidden[pos // NUM_COLS][pos % NUM_COLS] = card
                break
    return hidden


def show(board, scores):
    # print scores and board
    for p in range(NUM_PLAYERS):
        print('Player ' + str(p + 1) + ' score: ' + str(scores[p]))
    print('   ' + '   '.join(LETTERS))
    print(' +' + '---+' * NUM_COLS)
    for r in range(NUM_ROWS):
        print(str(r) + '|' + ''.join(' ' + x + ' |' for x in board[r]))
        print(' +' + '---+' * NUM_COLS)


def get_input(player):
    try:
        return input('Player ' + str(player + 1) + ': Enter a coordinate (e.g. B3): ')
    except EOFError:
        print()
        sys.exit(0)


def pick(player, board):
    s = get_input(player)
    while True:
        if len(s) == 2 and s[0] in LETTERS and s[1] in DIGITS:
            row = DIGITS.index(s[1])
            col = LETTERS.index(s[0])
            if board[row][col] == '#':
                return row, col
        print('Invalid input, please try again.')
        s = get_input(player)


def letters_remaining(hidden, board):
    for r in range(NUM_ROWS):
        for c in range(NUM_COLS):
            if board[r][c] == '#' and hidden[r][c] != JOKER:
                return True
    return False


def main():
    seed = os.environ.get('SEED')
    if seed:
        random.seed(int(seed) if seed.isdigit() else seed)
    else:
        random.seed(time.time())

    hidden = place_cards(generate_twins() + [JOKER, JOKER])
    board = [['#'] * NUM_COLS for _ in range(NUM_ROWS)]
    scores = [0] * NUM_PLAYERS
    turn = random.randint(0, NUM_PLAYERS - 1)

    while letters_remaining(hidden, board):
        os.system('clear')
        show(board, scores)
        r1, c1 = pick(turn, board)
        board[r1][c1] = hidden[r1][c1]
        os.system('clear')
        show(board, scores)
        r2, c2 = pick(turn, board)
        board[r2][c2] = hidden[r2][c2]
        a = hidden[r1][c1]
        b = hidden[r2][c2]

        taken = []
        gain = 0
        next_turn = turn
        if a == JOKER or b == JOKER:
            taken = [(r1, c1), (r2, c2)]
            gain = 2
            if a != b:
                other = (a + b).replace(JOKER, '').swapcase()
                for r in range(NUM_ROWS):
                    for c in range(NUM_COLS):
                        if hidden[r][c] == other and board[r][c] == '#':
                            board[r][c] = other
                            taken.append((r, c))
            # joker is used up -> other player
            next_turn = (turn + 1) % NUM_PLAYERS
        elif a != b and a.lower() == b.lower():
            taken = [(r1, c1), (r2, c2)]
            gain = 1
        else:
            next_turn = (turn + 1) % NUM_PLAYERS

        os.system('clear')
        show(board, scores)
        time.sleep(2)

        if gain:
            scores[turn] += gain
            for r, c in taken:
                board[r][c] = ' '
        else:
            board[r1][c1] = '#'
            board[r2][c2] = '#'
        last = turn
        turn = next_turn

    # jokers that nobody found go to the player who found the last twin
    for r in range(NUM_ROWS):
        for c in range(NUM_COLS):
            if board[r][c] == '#':
                scores[last] += 1
                board[r][c] = ' '

    os.system('clear')
    show(board, scores)
    print('The game is over!')
    if scores[0] > scores[1]:
        print('Player 1 wins!')
    elif scores[1] > scores[0]:
        print('Player 2 wins!')
    else:
        print('Nobody wins, it is a draw!')
    print('Final score: Player 1 = ' + str(scores[0]) + ', Player 2 = ' + str(scores[1]))


if __name__ == '__main__':
    main()
