#!/usr/bin/env bash
# Gradescope autograder setup: build croupier from the sources shipped in the
# autograder zip and install it as $AUTOGRADER_ROOT/bin/croupier.
#
#   AUTOGRADER_ROOT   the autograder folder (default /autograder)
#   CROUPIER_SOURCE   the croupier workspace (default $AUTOGRADER_ROOT/source/croupier)
#   CROUPIER_BIN      a croupier binary already built: install it instead of building
#                     (for images that bake the binary in, and for tests)
set -euo pipefail

root="${AUTOGRADER_ROOT:-/autograder}"
source_dir="${CROUPIER_SOURCE:-$root/source/croupier}"
mkdir -p "$root/bin"

if [[ -n "${CROUPIER_BIN:-}" ]]; then
    install -m 0755 "$CROUPIER_BIN" "$root/bin/croupier"
    exit 0
fi

if ! command -v cargo >/dev/null; then
    echo "setup.sh: cargo is not installed: use an image with Rust, or build croupier" \
        "elsewhere and set CROUPIER_BIN to the binary" >&2
    exit 1
fi
install -m 0755 "$("$source_dir/scripts/release-binary" croupier)" "$root/bin/croupier"
