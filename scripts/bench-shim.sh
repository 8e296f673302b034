#!/usr/bin/env bash
# The seed shim's extra cost per run. One small C program (one input, twelve
# rand() draws after srand(time(NULL))) is played RUNS times through
# `croupier run` two ways, alternating: as C source (croupier preloads the
# shim with a seed and rigged dice) and as the same binary given as an
# executable (no shim). The difference per run bounds the shim's whole cost
# from above: the ELF check, the shim's cache lookup, the report file and
# loading the library, plus the build cache lookup of the C source (hashing
# it), which a C submission pays with or without the shim.
# The same binary is also run RUNS times straight, with and without
# LD_PRELOAD, for the loader's share alone.
# Usage: scripts/bench-shim.sh [RUNS]   (default 200; release build)
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-200}"
croupier="$(scripts/release-binary croupier)"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
export CROUPIER_CACHE="$work/cache"
cat >"$work/game.c" <<'C'
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
int main(void) {
    char line[64];
    srand(time(NULL));
    printf("Enter initial bank balance: ");
    fflush(stdout);
    if (!fgets(line, sizeof line, stdin)) return 1;
    for (int i = 0; i < 12; i++) printf("%d ", rand() % 6 + 1);
    printf("\n");
    return 0;
}
C
cat >"$work/rigged.yaml" <<'YAML'
description: seed and six rigged draws
seed: 7
dice: [3, 6, 1, 5, 2, 4]
steps:
  - send: "100"
YAML
cc -O2 -o "$work/game" "$work/game.c"

# A run's verdict does not matter here, only its time.
play() { "$croupier" run ceelo "$1" --script "$work/rigged.yaml" >/dev/null 2>&1 || true; }
# Warm up: build the program and the shim into the cache, fill the page cache.
play "$work/game.c"
play "$work/game"

now() { date +%s%N; }
with_shim=0 without_shim=0
for _ in $(seq "$runs"); do
    start=$(now); play "$work/game.c"; with_shim=$((with_shim + $(now) - start))
    start=$(now); play "$work/game"; without_shim=$((without_shim + $(now) - start))
done

shim_library="$(ls "$CROUPIER_CACHE"/shim-*/croupier_shim.so)"
direct() {
    printf '100\n' | env "$@" "$work/game" >/dev/null
}
preload_on=0 preload_off=0
for _ in $(seq "$runs"); do
    start=$(now)
    direct LD_PRELOAD="$shim_library" CROUPIER_PIN_SEED=1 CROUPIER_SEED=7 \
        CROUPIER_DICE=2,5,0,4,1,3 CROUPIER_SIDES=6 CROUPIER_REPORT="$work/draws"
    preload_on=$((preload_on + $(now) - start))
    start=$(now); direct; preload_off=$((preload_off + $(now) - start))
done

per_run() { awk -v total="$1" -v runs="$runs" 'BEGIN { printf "%.3f", total / runs / 1e6 }'; }
echo "croupier run, $runs runs each:"
echo "  C source, shim preloaded: $(per_run $with_shim) ms/run"
echo "  same binary, no shim:     $(per_run $without_shim) ms/run"
echo "  shim's extra cost:        $(per_run $((with_shim - without_shim))) ms/run"
echo "the binary alone, $runs runs each:"
echo "  with LD_PRELOAD:          $(per_run $preload_on) ms/run"
echo "  without:                  $(per_run $preload_off) ms/run"
echo "  loading the shim:         $(per_run $((preload_on - preload_off))) ms/run"
