#!/usr/bin/env bash
# Benchmark (not a test): how long judging takes on long output, per game.
#
# Two drivers, both per game (ceelo war ludo jawbone craps):
#   verify  `croupier verify` on a saved transcript: the first lines of the reference's own run
#           (its prompts and answers), then one long line, then the rest of it;
#   check   `croupier grade` of a one-student class whose C program draws with rand()/random()
#           and prints each draw as the game would, on one line, until it has printed SIZE bytes
#           (its judge_ms: judging and the reference's play, without the build and the run).
# Each of them with one line of 64 KiB, 256 KiB and 1 MiB, and 1 MiB of many lines, each of
# three kinds of line:
#   rolls   roll events as the game words them ("You rolled (5, 4, 3) CPU rolled (6, 6, 1) ...")
#   digits  one-digit numbers and nothing else ("4 1 6 3 ...")
#   words   the game's words with no value ("you win the computer loses tie balance ...")
# (check: rolls only, the line is what the program drew). Each timing is capped at LIMIT
# seconds (default 120; "killed" past it).
#
#   scripts/bench-long-lines.sh [verify|check|both]   (default both)
#   GAMES="ceelo war"   SHAPES="rolls"   SIZES="64 256 1024"   LIMIT=60
#   CROUPIER_BIN=path   time this croupier instead of building one (the "before" of a change)
set -euo pipefail
cd "$(dirname "$0")/.."
mode="${1:-both}"
games="${GAMES:-ceelo war ludo jawbone craps}"
shapes="${SHAPES:-rolls digits words}"
sizes="${SIZES:-64 256 1024}"
limit="${LIMIT:-120}"
if [[ -n "${CROUPIER_BIN:-}" ]]; then
    croupier="$CROUPIER_BIN"
else
    croupier="$(scripts/release-binary croupier)"
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
export CROUPIER_CACHE="$work/cache"

declare -A script=(
    [ceelo]=three-games-then-cash-out [war]=hundred-games [ludo]=whole-game
    [jawbone]=human-first-always-throws [craps]=spec-two-players
)

# The long line (or lines) of one game and kind, SIZE KiB in all; LINES=many: one event a line.
generate() {
    python3 - "$@" <<'PY'
import random, sys
game, shape, kib, layout = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
size = kib * 1024
rng = random.Random(7)
die = lambda: rng.randint(1, 6)
rolls = {
    "ceelo": lambda: f"You rolled ({die()}, {die()}, {die()}) CPU rolled ({die()}, {die()}, {die()}) You won! Your balance is ${rng.randint(1, 500)}.00",
    "war": lambda: f"You: {rng.randint(1, 13)} Computer: {rng.randint(1, 13)} you win the hand",
    "ludo": lambda: f"Player1 rolls {die()} worksum = {rng.randint(0, 56)} Player2 rolls {die()} worksum = {rng.randint(0, 56)}",
    "jawbone": lambda: f"You threw {rng.randint(0, 99)}: 2 points (round: {rng.randint(1, 90)})",
    "craps": lambda: f"Bill rolled {die()} and {die()}. the result is: {rng.randint(2, 12)}! Bill has ${rng.randint(0, 200)} in the bank roll.",
}
words = {
    "ceelo": "you win the cpu loses a tie balance wager again unrecognized",
    "war": "you win the computer wins the hand tie pile war game player",
    "ludo": "player one rolls the die again worksum home capture start winner",
    "jawbone": "you threw the computer banks round points total score stake",
    "craps": "bill rolled natural point seven out bet action covered bank roll",
}
def event():
    if shape == "rolls":
        return rolls[game]()
    if shape == "digits":
        return " ".join(str(die()) for _ in range(8))
    return words[game]
separator = "\n" if layout == "many" else " "
parts, length = [], 0
while length < size:
    part = event() + separator
    parts.append(part)
    length += len(part)
text = "".join(parts)[:size]
sys.stdout.write(text + "\n")
PY
}

# Print "seconds" of a command, or "killed" past the limit.
timed() {
    local start end status=0
    start=$(date +%s.%N)
    timeout "$limit" "$@" >/dev/null 2>&1 || status=$?
    end=$(date +%s.%N)
    if [[ $status -eq 124 ]]; then
        echo "killed at ${limit} s"
    else
        python3 -c "import sys; print(f'{float(sys.argv[2]) - float(sys.argv[1]):.2f} s')" "$start" "$end"
    fi
}

layouts() {
    for size in $sizes; do echo "one:$size"; done
    echo "many:1024"
}

label() {
    local layout="${1%%:*}" kib="${1##*:}"
    if [[ "$layout" == one ]]; then
        printf '%s KiB line' "$kib"
    else
        printf '%s KiB of lines' "$kib"
    fi
}

bench_verify() {
    echo "== verify: a saved transcript with a long line ($croupier)"
    for game in $games; do
        "$croupier" run "$game" reference --script "${script[$game]}" >"$work/$game-reference.txt" 2>/dev/null || true
        for shape in $shapes; do
            for layout in $(layouts); do
                local file="$work/$game-$shape.txt"
                {
                    head -n 30 "$work/$game-reference.txt"
                    generate "$game" "$shape" "${layout##*:}" "${layout%%:*}"
                    tail -n +31 "$work/$game-reference.txt"
                } >"$file"
                printf '%-8s %-7s %-18s %s\n' "$game" "$shape" "$(label "$layout")" \
                    "$(timed "$croupier" verify "$game" "$file")"
            done
        done
    done
}

# A C program of GAME that draws as the game does and prints each draw, SIZE bytes in all.
program_of() {
    local game="$1" kib="$2" layout="$3" separator='" "'
    [[ "$layout" == many ]] && separator='"\\n"'
    local draw
    case "$game" in
        ceelo) draw='n += printf("You rolled (%d, %d, %d) ", rand() % 6 + 1, rand() % 6 + 1, rand() % 6 + 1);' ;;
        war) draw='n += printf("You: %d Computer: %d", rand() % 13 + 1, rand() % 13 + 1);' ;;
        ludo) draw='n += printf("Player1 rolls %d", rand() % 6 + 1);' ;;
        jawbone) draw='n += printf("You threw %ld: 2 points", random() % 100);' ;;
        craps) draw='n += printf("Bill rolled %d and %d.", rand() % 6 + 1, rand() % 6 + 1);' ;;
    esac
    cat <<C
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
int main(void) {
    long n = 0;
    srand(time(NULL));
    srandom(time(NULL));
    while (n < ${kib}L * 1024) {
        $draw
        n += printf($separator);
    }
    printf("\\n");
    return 0;
}
C
}

bench_check() {
    echo "== check: a C program that prints its draws on a long line (judge_ms of grade)"
    for game in $games; do
        for layout in $(layouts); do
            local class="$work/class-$game-${layout/:/-}"
            rm -rf "$class" "$class.out"
            mkdir -p "$class"
            program_of "$game" "${layout##*:}" "${layout%%:*}" >"$class/long.c"
            local status=0
            timeout "$limit" "$croupier" grade "$game" "$class" --out "$class.out" \
                --scripts "${script[$game]}" --output 2MiB --time 60s >/dev/null 2>&1 || status=$?
            local result
            if [[ $status -eq 124 ]]; then
                result="killed at ${limit} s"
            elif [[ -f "$class.out/long.json" ]]; then
                result="$(python3 -c 'import json,sys; t=json.load(open(sys.argv[1]))["timing"]; print("%.2f s (run %.2f s)" % (t["judge_ms"] / 1000, t["run_ms"] / 1000))' "$class.out/long.json")"
            else
                result="no result (exit $status)"
            fi
            printf '%-8s %-7s %-18s %s\n' "$game" rolls "$(label "$layout")" "$result"
        done
    done
}

case "$mode" in
    verify) bench_verify ;;
    check) bench_check ;;
    both) bench_verify; bench_check ;;
    *) echo "usage: scripts/bench-long-lines.sh [verify|check|both]" >&2; exit 2 ;;
esac
