/* Concentration, the menu: does not compile (a semicolon is missing). */
#include <stdio.h>

int main(void)
{
    printf("*****************************\n"
           "* Welcome to Concentration! *\n"
           "*****************************\n")
    return 0;
}
