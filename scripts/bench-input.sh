#!/usr/bin/env bash
# What croupier's driver adds per input above a bare run of a 300-prompt C program
# (fixtures/bench/prompt300.c). Target: at most 0.1 ms per input under the PTY.
set -euo pipefail
cd "$(dirname "$0")/.."
exec cargo bench -p croupier --bench input_round_trip "$@"
