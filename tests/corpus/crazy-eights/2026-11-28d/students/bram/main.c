/*
 * main.c -- ECE 175 Final Project, Crazy Eights
 * Bram V.
 *
 * gcc *.c -o prog -lm
 * (set SEED=<number> to get the same shuffle every time while testing)
 */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include "eights.h"

int main(void)
{
	char buf[80];
	int games = 0, youWon = 0, cpuWon = 0;
	char *seed = getenv("SEED");

	if (seed != NULL)
		srand(atoi(seed));
	else
		srand(time(NULL));

	printf("=== Crazy Eights ===\n");
	printf("Match the top card's face or suit. 8s are wild.\n");
	printf("You can put down several cards with the top card's face at once.\n");

	for (;;) {
		int r = PlayGame();
		games++;
		if (r == 1)
			youWon++;
		else if (r == 2)
			cpuWon++;
		printf("Games: %d   You: %d (%d%%)   Computer: %d (%d%%)\n",
		       games, youWon, youWon * 100 / games, cpuWon, cpuWon * 100 / games);
		printf("New game? (Enter to play, Q/q to quit): ");
		if (!GetLine(buf, sizeof buf) || buf[0] == 'q' || buf[0] == 'Q')
			break;
	}
	printf("Bye!\n");
	return 0;
}
