/* Cee-lo with wagers, written from the template (the spec's wording and
 * functions, dice drawn with rand() % 6 + 1), that has each answer confirmed:
 * "Is that right? [Y/N]" after the balance, "You bet $50.00, ok? (y/n)" after
 * each wager (a confirmation that names the wager). Anything but y asks again. */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

void print_game_rules(void);
int is_number_in_die(int die[3], int num);
int has_pair(int die[3]);
double get_bank_balance(void);
double get_wager_amount(void);
int check_wager_amount(double wager, double balance);
void roll_die(int die[3]);
int get_rank(int die[3]);
int user_won_lost_or_neither(int user_die[3], int cpu_die[3]);
double adjust_balance(double balance, double wager, int add_or_subtract);
void roll_until_recognized(const char *who, int die[3]);

int main(void)
{
    srand(time(0));
    print_game_rules();
    printf("\n");
    double balance = get_bank_balance();
    printf("Your current balance is $%.2f\n\n", balance);
    while (1) {
        double wager = get_wager_amount();
        while (!check_wager_amount(wager, balance))
            wager = get_wager_amount();
        int user_die[3], cpu_die[3];
        int result;
        do {
            roll_until_recognized("You", user_die);
            roll_until_recognized("CPU", cpu_die);
            result = user_won_lost_or_neither(user_die, cpu_die);
            if (result == -1)
                printf("It's a tie! Both of you roll again.\n");
        } while (result == -1);
        printf(result == 1 ? "You won!\n" : "You lost!\n");
        balance = adjust_balance(balance, wager, result);
        if (balance <= 0) {
            printf("You left with $%.2f.\nBetter luck next time.\n", balance);
            return 0;
        }
        char choice = 0;
        while (choice != 'c' && choice != 'q') {
            printf("Do you want to continue playing or quit and take your money ($%.2f)\n", balance);
            printf("('c' for continue, 'q' for quit): ");
            if (scanf(" %c", &choice) != 1)
                return 0;
        }
        if (choice == 'q') {
            printf("You left with $%.2f.\n", balance);
            return 0;
        }
        printf("Your current balance is $%.2f\n", balance);
    }
}

void print_game_rules(void)
{
    printf("Cee-lo rules:\n"
           "This is a battle of the player against the CPU. Both roll three\n"
           "dice each until both have a recognized combination. Whoever rolls\n"
           "the better combination wins! A tie results in both player and CPU\n"
           "rerolling their die until they each have a new combination.\n"
           "Combinations are ranked from best to worst as:\n"
           "\t4-5-6:\n\t\tThe die values are 4, 5, and 6 (any order)\n"
           "\tTrips:\n\t\tThe three die values are all the same. Higher trips\n"
           "\t\tbeats lower trips (but still note that trips beats \"point\"\n"
           "\t\t(see below).\n"
           "\tPoint:\n\t\tA pair is rolled. The non-matching dice is the\n"
           "\t\t\"point\". A higher point beats a lower point (so 1-1-5 beats\n"
           "\t\t6-3-6)\n"
           "\t1-2-3:\n\t\tThe die values are 1, 2, and 3 (any order)\n"
           "The above are the only recognized combinations. A player must\n"
           "reroll until they have one of the above combinations\n");
}

int is_number_in_die(int die[3], int num)
{
    for (int i = 0; i < 3; i++) {
        if (num == die[i])
            return 1;
    }
    return 0;
}

int has_pair(int die[3])
{
    if (die[0] == die[1])
        return die[2];
    else if (die[1] == die[2])
        return die[0];
    else if (die[0] == die[2])
        return die[1];
    else
        return 0;
}

/* Whether the player answers y to `question`. */
int confirmed(const char *question)
{
    char answer = 0;
    printf("%s", question);
    if (scanf(" %c", &answer) != 1)
        exit(0);
    return answer == 'y' || answer == 'Y';
}

double get_bank_balance(void)
{
    double balance;
    do {
        printf("Enter in an initial bank balance (in dollars): ");
        if (scanf("%lf", &balance) != 1)
            exit(0);
        printf("You start with $%.2f.\n", balance);
    } while (!confirmed("Is that right? [Y/N] "));
    return balance;
}

double get_wager_amount(void)
{
    double wager;
    char question[80];
    do {
        printf("Enter in a wager amount (in dollars): ");
        if (scanf("%lf", &wager) != 1)
            exit(0);
        snprintf(question, sizeof question, "You bet $%.2f, ok? (y/n) ", wager);
    } while (!confirmed(question));
    return wager;
}

int check_wager_amount(double wager, double balance)
{
    if (wager > balance)
        return 0;
    return 1;
}

void roll_die(int die[3])
{
    for (int i = 0; i < 3; i++)
        die[i] = rand() % 6 + 1;
}

int get_rank(int die[3])
{
    if (is_number_in_die(die, 4) && is_number_in_die(die, 5) && is_number_in_die(die, 6))
        return 4;
    if (die[0] == die[1] && die[1] == die[2])
        return 3;
    if (has_pair(die) != 0)
        return 2;
    if (is_number_in_die(die, 1) && is_number_in_die(die, 2) && is_number_in_die(die, 3))
        return 1;
    return 0;
}

int user_won_lost_or_neither(int user_die[3], int cpu_die[3])
{
    int user_rank = get_rank(user_die), cpu_rank = get_rank(cpu_die);
    if (user_rank != cpu_rank)
        return user_rank > cpu_rank ? 1 : 0;
    int user_value = 0, cpu_value = 0;
    if (user_rank == 3) {
        user_value = user_die[0];
        cpu_value = cpu_die[0];
    } else if (user_rank == 2) {
        user_value = has_pair(user_die);
        cpu_value = has_pair(cpu_die);
    }
    if (user_value == cpu_value)
        return -1;
    return user_value > cpu_value ? 1 : 0;
}

double adjust_balance(double balance, double wager, int add_or_subtract)
{
    if (add_or_subtract == 1)
        return balance + wager;
    if (add_or_subtract == 0)
        return balance - wager;
    return balance;
}

void roll_until_recognized(const char *who, int die[3])
{
    while (1) {
        roll_die(die);
        if (get_rank(die) != 0) {
            printf("%s rolled (%d, %d, %d)\n", who, die[0], die[1], die[2]);
            return;
        }
        printf("%s rolled (%d, %d, %d) (unrecognized combo)\n", who, die[0], die[1], die[2]);
    }
}
