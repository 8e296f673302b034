/* Porojen Leuka written to the spec (random()%100 per throw), whose seed is
 * confirmed before it is used: "You typed 107. Correct? (yes/no)", asked where
 * the game's next question is the y/n "Do you want to play Porojen Leuka?". */
#include <stdio.h>
#include <stdlib.h>

#define GOAL 94
#define COMPUTER_TARGET 18

/* The spec's EnterRandomSeed, with the seed confirmed before it is used. */
void EnterRandomSeed()
{
    char buffer[100];
    unsigned int myRandomSeed;
    do {
        printf("Please enter a random number seed: ");
        if (fgets(buffer, 100, stdin) == NULL) {
            exit(0);
        }
        sscanf(buffer, "%d", &myRandomSeed);
        printf("You typed %u. Correct? (yes/no) ", myRandomSeed);
        if (fgets(buffer, 100, stdin) == NULL) {
            exit(0);
        }
    } while (buffer[0] != 'y' && buffer[0] != 'Y');
    srandom(myRandomSeed);
}

/* Reads a Y/N answer; anything else is asked again. */
int askYesNo(const char *question)
{
    char line[100];
    while (1) {
        printf("%s (Y/N) ", question);
        if (fgets(line, sizeof line, stdin) == NULL) {
            exit(0);
        }
        if (line[0] == 'Y' || line[0] == 'y') {
            return 1;
        }
        if (line[0] == 'N' || line[0] == 'n') {
            return 0;
        }
        printf("Please answer Y or N.\n");
    }
}

/* One round for the human (isComputer == 0) or the computer; returns the new
 * banked total. */
int playRound(int isComputer, int banked)
{
    const char *who = isComputer ? "Computer" : "You";
    int roundPoints = 0;
    int keepGoing = 1;

    while (keepGoing) {
        int myRandomNum = random() % 100;
        if (myRandomNum <= 15) {
            printf("%s threw %d: Erillaan Pystyyn! The points for this round are lost.\n", who, myRandomNum);
            return banked;
        } else if (myRandomNum <= 30) {
            printf("%s threw %d: Pitka Rivi!\n", who, myRandomNum);
            break;
        } else if (myRandomNum >= 92) {
            roundPoints += 11;
            printf("%s threw %d: Pida ja anna! 11 points. Round points: %d\n", who, myRandomNum, roundPoints);
            break;
        } else {
            int points;
            if (myRandomNum <= 54) {
                points = 1;
            } else if (myRandomNum <= 69) {
                points = 2;
            } else if (myRandomNum <= 82) {
                points = 4;
            } else {
                points = 7;
            }
            roundPoints += points;
            printf("%s threw %d: %d point%s. Round points: %d\n", who, myRandomNum, points,
                   points == 1 ? "" : "s", roundPoints);
            if (banked + roundPoints >= GOAL) {
                break;
            }
            if (isComputer) {
                keepGoing = roundPoints < COMPUTER_TARGET;
            } else {
                keepGoing = askYesNo("Throw again?");
            }
        }
    }
    printf("%s %s %d points. Total: %d\n", who, isComputer ? "banks" : "bank", roundPoints, banked + roundPoints);
    return banked + roundPoints;
}

/* One game; returns 1 when the human wins. */
int playGame(int humanFirst)
{
    int human = 0, computer = 0;
    int humanTurn = humanFirst;
    while (1) {
        if (humanTurn) {
            printf("\n-- Your turn --\n");
            human = playRound(0, human);
            if (human >= GOAL) {
                printf("You win with %d points!\n", human);
                return 1;
            }
        } else {
            printf("\n-- Computer's turn --\n");
            computer = playRound(1, computer);
            if (computer >= GOAL) {
                printf("Computer wins with %d points!\n", computer);
                return 0;
            }
        }
        printf("Score: You %d, Computer %d\n", human, computer);
        humanTurn = !humanTurn;
    }
}

int main()
{
    int humanStake = 5, computerStake = 5;
    printf("Welcome to Porojen Leuka!\n");
    EnterRandomSeed();
    printf("You and the computer each start with 5 markkaa. The bet is 1 markka.\n");
    if (askYesNo("Do you want to play Porojen Leuka?")) {
        do {
            int humanFirst = askYesNo("Do you want to throw first?");
            if (playGame(humanFirst)) {
                humanStake++;
                computerStake--;
            } else {
                humanStake--;
                computerStake++;
            }
            printf("Stakes: You %d markkaa, Computer %d markkaa\n", humanStake, computerStake);
            if (humanStake == 0 || computerStake == 0) {
                break;
            }
        } while (askYesNo("Do you want to play again?"));
    }
    printf("Final stakes: You %d markkaa, Computer %d markkaa\n", humanStake, computerStake);
    return 0;
}
