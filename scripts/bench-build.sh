#!/usr/bin/env bash
# Benchmark (not a test): how long croupier takes to build one C and one Java submission.
#
# Each round times `croupier run ceelo <copy> --script no-input` twice on a copy of the source
# with a fresh comment appended (so the build is never cached): once building, once with the
# build cached; the build's own cost is the difference. The seed shim and the Java patch are
# built once first, into the same cache, so they are not counted.
#
#   scripts/bench-build.sh            (default 5 rounds)
#   ROUNDS=3   SANDBOX=bwrap (adds --sandbox bwrap)   CROUPIER_BIN=path (time that croupier:
#   the "before" of a change)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
rounds=${ROUNDS:-5}
bin=${CROUPIER_BIN:-}
if [ -z "$bin" ]; then
  cargo build -q --release -p croupier
  bin="${CARGO_TARGET_DIR:-$root/target}/release/croupier"
fi
sandbox=()
[ -n "${SANDBOX:-}" ] && sandbox=(--sandbox "$SANDBOX")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export CROUPIER_CACHE="$work/cache"
script="$root/fixtures/adversarial/scripts/no-input.yaml"

# Milliseconds of one `croupier run` on $1.
run_ms() {
  local start end
  start=$(date +%s%N)
  "$bin" run ceelo "$1" --script "$script" --time 2s "${sandbox[@]}" >/dev/null 2>&1 || true
  end=$(date +%s%N)
  echo $(((end - start) / 1000000))
}

for source in fixtures/ceelo/heldout/terse.c fixtures/ceelo/heldout/Ceelo.java; do
  name=$(basename "$source")
  run_ms "$root/$source" >/dev/null # the shim (or the Java patch) into the cache
  total=0
  for round in $(seq "$rounds"); do
    folder="$work/$name-$round"
    mkdir -p "$folder"
    { cat "$root/$source"; echo "// round $round $$ $RANDOM"; } >"$folder/$name"
    built=$(run_ms "$folder/$name")
    cached=$(run_ms "$folder/$name")
    total=$((total + built - cached))
  done
  echo "$name: build $((total / rounds)) ms (mean of $rounds, ${sandbox[*]:-no sandbox})"
done
