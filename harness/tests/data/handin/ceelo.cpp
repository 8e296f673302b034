// Cee-lo in C++ (croupier's own test program): iostream for the dialogue, std::array for the
// dice, std::srand(std::time(nullptr)) and std::rand() % 6 + 1 for each die.
#include <array>
#include <cstdlib>
#include <ctime>
#include <iostream>
#include <string>

namespace {

using Dice = std::array<int, 3>;

enum class Outcome { Win, Loss, Tie };

// Rank of a roll: 4 for 4-5-6, 3 for trips, 2 for a point, 1 for 1-2-3, 0 unrecognized;
// `value` orders two rolls of the same rank.
struct Combination {
    int rank = 0;
    int value = 0;
};

bool shows(const Dice &dice, int face) {
    return dice[0] == face || dice[1] == face || dice[2] == face;
}

Combination combination(const Dice &dice) {
    if (shows(dice, 4) && shows(dice, 5) && shows(dice, 6)) return {4, 0};
    if (dice[0] == dice[1] && dice[1] == dice[2]) return {3, dice[0]};
    if (dice[0] == dice[1]) return {2, dice[2]};
    if (dice[1] == dice[2]) return {2, dice[0]};
    if (dice[0] == dice[2]) return {2, dice[1]};
    if (shows(dice, 1) && shows(dice, 2) && shows(dice, 3)) return {1, 0};
    return {0, 0};
}

Dice roll_until_recognized(const std::string &who) {
    Dice dice{};
    do {
        for (int &die : dice) die = std::rand() % 6 + 1;
        std::cout << who << " rolled " << dice[0] << ", " << dice[1] << ", " << dice[2] << "\n";
    } while (combination(dice).rank == 0);
    return dice;
}

Outcome compare(const Dice &mine, const Dice &theirs) {
    Combination a = combination(mine), b = combination(theirs);
    if (a.rank != b.rank) return a.rank > b.rank ? Outcome::Win : Outcome::Loss;
    if (a.value != b.value) return a.value > b.value ? Outcome::Win : Outcome::Loss;
    return Outcome::Tie;
}

double ask_amount(const std::string &question) {
    double amount = 0;
    std::cout << question << std::flush;
    if (!(std::cin >> amount)) {
        std::cout << "\nNo more input.\n";
        std::exit(1);
    }
    return amount;
}

}  // namespace

int main() {
    std::srand(static_cast<unsigned>(std::time(nullptr)));
    std::cout << "Cee-lo\n";
    double balance = ask_amount("Enter your starting balance: ");
    std::cout.setf(std::ios::fixed);
    std::cout.precision(2);
    for (;;) {
        std::cout << "Your balance is $" << balance << "\n";
        double wager = ask_amount("Place your wager: ");
        while (wager > balance) {
            std::cout << "You cannot wager more than your balance.\n";
            wager = ask_amount("Place your wager: ");
        }
        Outcome outcome;
        do {
            Dice player = roll_until_recognized("You");
            Dice cpu = roll_until_recognized("CPU");
            outcome = compare(player, cpu);
            if (outcome == Outcome::Tie) std::cout << "A tie: both roll again.\n";
        } while (outcome == Outcome::Tie);
        if (outcome == Outcome::Win) {
            balance += wager;
            std::cout << "You win $" << wager << "!\n";
        } else {
            balance -= wager;
            std::cout << "CPU wins; you lose $" << wager << ".\n";
        }
        if (balance <= 0) {
            std::cout << "You have $0.00 left. Game over.\n";
            return 0;
        }
        std::string answer;
        std::cout << "Balance: $" << balance << ". Continue (c) or quit (q)? " << std::flush;
        if (!(std::cin >> answer) || answer[0] == 'q' || answer[0] == 'Q') {
            std::cout << "You leave with $" << balance << ".\n";
            return 0;
        }
    }
}
