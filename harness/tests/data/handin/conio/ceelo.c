/* A Cee-lo start written for a Windows compiler: getch() from conio.h waits for a key. */
#include <stdio.h>
#include <conio.h>

int main(void)
{
    printf("Press any key to roll...");
    getch();
    printf("\n");
    return 0;
}
