/* board.h - drawing the desktop */
#ifndef BOARD_H
#define BOARD_H
#include "card.h"

void boardShow(const Desk *desk);

#endif
