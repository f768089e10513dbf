/* game.h - one game of Concentration */
#ifndef GAME_H
#define GAME_H

#define MODE_HUMAN_VS_COMPUTER    1
#define MODE_COMPUTER_VS_COMPUTER 2

void playGame(int mode);

#endif
