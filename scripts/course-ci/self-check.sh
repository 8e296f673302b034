#!/usr/bin/env bash
# Students: check your program before you submit, e.g.
#   ./self-check.sh ceelo ceelo.c
# Needs croupier on PATH; the README's "Course repositories and students" says how to install it.
set -euo pipefail
usage="usage: ./self-check.sh ASSIGNMENT PROGRAM
  ASSIGNMENT  ceelo, war, ludo, jawbone or craps (croupier list shows them)
  PROGRAM     your source file or folder, e.g. ceelo.c, ceelo.cpp or Craps/
example: ./self-check.sh ceelo ceelo.c"
if [[ $# -ne 2 ]]; then
    echo "$usage" >&2
    exit 2
fi
if ! command -v croupier >/dev/null 2>&1; then
    echo "self-check: croupier is not installed; install it with:" >&2
    echo "  cargo install --locked --git <the course's croupier repository> croupier" >&2
    exit 2
fi
exec croupier check "$1" "$2"
