/* The game, split in two files: each defines main, so the link fails. */
#include <stdio.h>

int main(void) {
    puts("Cee-lo");
    return 0;
}
