/*
 * game.h  --  one game of Crazy Eights between the user and the dealer
 */
#ifndef GAME_H
#define GAME_H

#define RESULT_USER    1
#define RESULT_DEALER -1
#define RESULT_TIE     0

/* plays one complete game (steps 2 - 8 of the handout) and returns who won */
int  PlayOneGame(int gameNumber);

/* reads one line from the keyboard; ends the program cleanly at end of input */
void ReadLine(char *buf, int size);

#endif
