/* Concentration, the menu: floods its output.
 *
 * It reads the choice with scanf("%d") and asks again when that fails, without taking the
 * offending input away. A word that is not a number, or the end of input, makes scanf fail
 * again and again, and the menu is printed forever.
 */
#include <stdio.h>

int main(void)
{
    int choice;

    printf("*****************************\n"
           "* Welcome to Concentration! *\n"
           "*****************************\n");
    for (;;) {
        printf("Please choose a mode of the game:\n"
               "1. Human vs. Computer\n"
               "2. Computer vs. Computer\n"
               "0. Quit\n"
               "Your choice: ");
        if (scanf("%d", &choice) != 1)
            continue; /* the bug: the input that failed is still there */
        if (choice == 0)
            return 0;
    }
}
