#!/usr/bin/env bash
# The wording property at full size (issue 10): CROUPIER_WORDINGS generated
# wordings per game (default 200) of each game's correct program stay clean,
# and each bug program fails its check under as many wordings. The test suite
# plays a fixed sample of the same generator (harness/tests/cli/wording_property.rs).
set -euo pipefail
cd "$(dirname "$0")/.."
export CROUPIER_WORDINGS="${CROUPIER_WORDINGS:-200}"
echo "wording property: $CROUPIER_WORDINGS wordings per game" >&2
exec cargo test --release -p croupier --test cli -- wording_property --nocapture
