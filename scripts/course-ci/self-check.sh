#!/usr/bin/env bash
# Students: check your program before you submit, e.g.
#   ./self-check.sh ceelo ceelo.c
# (needs croupier on PATH: cargo install --locked --git <croupier repository> croupier)
set -euo pipefail
exec croupier check "${1:?usage: self-check.sh ASSIGNMENT PROGRAM}" "${2:?usage: self-check.sh ASSIGNMENT PROGRAM}"
