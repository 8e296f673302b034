#!/usr/bin/env bash
# Benchmark of the reference War: a million games (srand(1) .. srand(1000000)),
# counting the games that end with cards in the tie pile, from a release build.
# Prints the program's count and the wall time. Usage: scripts/bench-war.sh [RANGE]
set -euo pipefail
cd "$(dirname "$0")/.."
seeds="${1:-1..=1000000}"
war="$(scripts/release-binary war reference)"
TIMEFORMAT="war --seeds $seeds --quiet: %R s wall"
time "$war" --seeds "$seeds" --quiet </dev/null
