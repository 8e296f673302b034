/* A test main left in beside the game: the second definition of main. */
int main(void) { return 0; }
